"""Process-wide settings that keep the GUI thread from waiting; ``kingdesk.app`` applies them at start-up.

**The interpreter lock.** The engine thread and the autosave writer run Python beside
the GUI thread. A thread that wants the lock waits up to the
interpreter's switch interval (5 ms by default) each time another holds it, and a repaint
of the table calls Python several times, so a few such waits overrun a frame: the interval
is 1 ms. The other threads do little Python per step, so their throughput does not suffer measurably.

**Garbage collection.** A full collection walks every object the program holds (modules,
Qt wrappers, rule tables), more than a frame's work on the GUI thread. :func:`freeze` moves
what exists once the window is built out of the collector's reach (``gc.freeze``). What a
party allocates piles up again, so :func:`follow` freezes what is alive at each deal's end
(a constant-time move), and when the next party is put on the table, before its first step,
collects everything once (as the player's click on New game or Play again is answered, with
nothing moving) and freezes again; garbage caught in a freeze waits for that collection. At
the party's end it would hold up the result's animation.

**Collections on the GUI thread only.** Left automatic, a collection runs in whichever thread
allocates as the counts pass their thresholds: the engine thread, the autosave writer. A cycle
holding Qt wrappers (a window or a dialog that was closed) is then destroyed on that thread, and Qt
objects must be destroyed on their own, or the GUI thread's event loop crashes now and then (a
segmentation fault). :func:`tune` turns automatic collection off and leaves the collecting to
:class:`GuiThreadCollector`, which does what the interpreter would have done, each generation past its
threshold, on the GUI thread between events (as Anki does).

Automatic collection stays off on every player's machine, not only on a slow one: what it guards is
correctness (a Qt object destroyed on another thread than its own), not speed, and the collector on
the GUI thread does the same work the interpreter would.

**Qt's drawing threads.** Qt's raster engine hands every fill of more than about a hundred
spans (a turned or scaled card drawn on the table is one) to a thread pool of its own and waits
for it. On two cores shared with the computer player's process the pool's threads wait for a CPU
while the GUI thread waits for them, and the GUI thread does the fills alone in no more time than
it spent waiting for them, so the hand-off costs more than the fills.
:func:`before_qt` turns it off (``QT_NO_GUI_THREADPOOL``) unless the environment says otherwise.

**Qt's pixmap cache.** Every card, plate and the felt keep their drawing in
``QPixmapCache`` (see :mod:`kingdesk.ui.table.card_item`); 52 cards and the felt at
1600×1000 nearly fill its default 10 MB, and a full cache draws cards anew on every repaint.

The figures behind these settings: ``docs/architecture.md``, *Keeping the GUI thread free*.
"""

from __future__ import annotations

import gc
import os
import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .main_window import MainWindow

SWITCH_INTERVAL_S = 0.001
PIXMAP_CACHE_KB = 64 * 1024
QT_ENVIRONMENT = {"QT_NO_GUI_THREADPOOL": "1"}
"""Qt's own settings read from the environment as it starts (see above)."""


def before_qt() -> None:
    """Before the ``QApplication`` exists (Qt reads these once): :data:`QT_ENVIRONMENT`, where the environment
    does not already say."""
    for key, value in QT_ENVIRONMENT.items():
        os.environ.setdefault(key, value)



def tune() -> None:
    """Apply the switch interval, the pixmap cache and collections on the GUI thread (:func:`collect_on_gui_thread`);
    call once the ``QApplication`` exists."""
    from PySide6.QtGui import QPixmapCache

    sys.setswitchinterval(SWITCH_INTERVAL_S)
    if QPixmapCache.cacheLimit() < PIXMAP_CACHE_KB:
        QPixmapCache.setCacheLimit(PIXMAP_CACHE_KB)
    collect_on_gui_thread()


COLLECT_EVERY_MS = 250
"""How often the GUI thread looks at the collector's counts (a look costs nothing; over a party of hard players
the collections it made took at most 5 ms, most well under one)."""


class GuiThreadCollector:
    """Python's cyclic garbage collector, run on the GUI thread only (see the module's text)."""

    def __init__(self) -> None:
        from PySide6.QtCore import QCoreApplication, QTimer

        app = QCoreApplication.instance()
        if app is None:
            raise RuntimeError("the collector needs the QApplication")
        self.collections = [0, 0, 0]
        """How many collections of each generation it has made."""
        self._timer = QTimer(app)  # the application's: it lives as long as Qt does, on the GUI thread
        self._timer.setInterval(COLLECT_EVERY_MS)
        self._timer.timeout.connect(self.collect_due)
        self._timer.start()

    def collect_due(self) -> None:
        """Collect the oldest generation past its threshold (the younger ones with it), as the interpreter would."""
        counts, thresholds = gc.get_count(), gc.get_threshold()
        due = -1
        for generation in range(3):
            if counts[generation] <= thresholds[generation]:
                break
            due = generation
        if due >= 0:
            gc.collect(due)
            self.collections[due] += 1


_collector: GuiThreadCollector | None = None


def collect_on_gui_thread() -> GuiThreadCollector:
    """The process's one :class:`GuiThreadCollector` (made at the first call), automatic collection off."""
    global _collector
    if _collector is None:
        _collector = GuiThreadCollector()
    gc.disable()
    return _collector


def freeze() -> None:
    """Once the window is built: collect, then keep everything alive now out of later collections."""
    gc.collect()
    gc.freeze()


def refreeze() -> None:
    """Collect everything once, frozen or not, then freeze what is alive."""
    gc.unfreeze()
    freeze()


def follow(window: MainWindow) -> None:
    """Keep the collector's work off the table while ``window``'s parties are played (see above)."""
    window.controller.deal_finished.connect(lambda *_: gc.freeze())
    window.party_started.connect(refreeze)


__all__ = ["before_qt", "tune", "freeze", "refreeze", "follow", "collect_on_gui_thread", "GuiThreadCollector",
           "SWITCH_INTERVAL_S", "PIXMAP_CACHE_KB", "COLLECT_EVERY_MS", "QT_ENVIRONMENT"]

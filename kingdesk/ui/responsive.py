"""Process-wide settings that keep the GUI thread from waiting; ``kingdesk.app`` applies them at start-up.

**The interpreter lock.** The engine thread and the autosave writer run Python beside
the GUI thread. A thread that wants the lock waits up to the
interpreter's switch interval (5 ms by default) each time another holds it, and a repaint
of the table calls Python several times: a stall probe over a party of hard players found
24 GUI-thread stalls over 16 ms in two deals with 5 ms, 8 with 1 ms (issue 15). The other
threads do little Python per step, so their throughput does not suffer measurably.

**Garbage collection.** A full collection walks every object the program holds (modules,
Qt wrappers, rule tables): 20 ms on the GUI thread in three deals of a party, measured with
``gc.callbacks``. :func:`freeze` moves what exists once the window is built out of the
collector's reach (``gc.freeze``). What a party allocates piles up again: a full collection
took 19 ms on the GUI thread in the middle of a party of hard players. So :func:`follow`
freezes what is alive at each deal's end (a constant-time move), and when the next party
is put on the table, before its first step, collects everything once (20-35 ms, as the
player's click on New game or Play again is answered) and freezes again; garbage caught
in a freeze waits for that collection. At the party's end it would hold up the result's
animation.

**Qt's drawing threads.** Qt's raster engine hands every fill of more than about a hundred
spans (a turned or scaled card drawn on the table is one) to a thread pool of its own and waits
for it. On two cores shared with the computer player's process the pool's threads wait for a CPU
while the GUI thread waits for them: over three deals of a demonstration the pool's two threads
ran 1.2 s beside the GUI thread's 5.0 s, and with the pool off the GUI thread ran 4.9 s and
nothing beside it (a probe, issue 15), so the hand-off cost more than the fills.
:func:`before_qt` turns it off (``QT_NO_GUI_THREADPOOL``) unless the environment says otherwise.

**Qt's pixmap cache.** Every card, plate and the felt keep their drawing in
``QPixmapCache`` (see :mod:`kingdesk.ui.table.card_item`); 52 cards and the felt at
1600×1000 nearly fill its default 10 MB, and a full cache draws cards anew on every repaint.
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
    """Apply both; call once the ``QApplication`` exists."""
    from PySide6.QtGui import QPixmapCache

    sys.setswitchinterval(SWITCH_INTERVAL_S)
    if QPixmapCache.cacheLimit() < PIXMAP_CACHE_KB:
        QPixmapCache.setCacheLimit(PIXMAP_CACHE_KB)


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


__all__ = ["before_qt", "tune", "freeze", "refreeze", "follow", "SWITCH_INTERVAL_S", "PIXMAP_CACHE_KB",
           "QT_ENVIRONMENT"]

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

**Qt's pixmap cache.** Every card, plate and the felt keep their drawing in
``QPixmapCache`` (see :mod:`kingdesk.ui.table.card_item`); 52 cards and the felt at
1600×1000 nearly fill its default 10 MB, and a full cache draws cards anew on every repaint.
"""

from __future__ import annotations

import gc
import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .main_window import MainWindow

SWITCH_INTERVAL_S = 0.001
PIXMAP_CACHE_KB = 64 * 1024


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


__all__ = ["tune", "freeze", "refreeze", "follow", "SWITCH_INTERVAL_S", "PIXMAP_CACHE_KB"]

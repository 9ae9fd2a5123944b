"""Where a side player's tricks lie: under his hand, at the table's edge, not on the felt in from it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from kingdesk.ui.table.layout import SMALL_SCALE, TableLayout


def pile(L: TableLayout, slot: int) -> QRectF:
    p = L.won(slot, 0)
    w, h = L.ch * SMALL_SCALE, L.cw * SMALL_SCALE  # lying across
    return QRectF(p.pos.x() - w / 2, p.pos.y() - h / 2, w, h)


@pytest.mark.parametrize("size", [(876, 664), (590, 664), (548, 590), (1200, 900), (440, 560)])
def test_a_side_players_tricks_lie_under_his_hand(qtbot, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    """player-run-2: the right-hand player's pile lay on the felt in from his hand (near the centre at 1024)."""
    L = TableLayout(*size)
    for slot in (1, 3):
        hand = L.hand_rect(slot)
        r = pile(L, slot)
        assert hand.left() - 1 <= r.center().x() <= hand.right() + 1, (slot, hand, r)  # in the hand's column
        assert r.top() >= hand.bottom(), (slot, hand, r)
        assert r.bottom() <= L.H and not r.intersects(L.plate(slot))
        assert not r.intersects(L.hand_rect(0)) and not r.intersects(L.plate(0))  # the player's cards and plate

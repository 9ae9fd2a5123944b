"""The contract / trump / sale panel at the table's top left is drawn whenever a deal is on the table.

player-run-2, Medium 2: it stayed blank for tricks after a record was opened mid-deal (Open and the resume of an
autosave both put the party on the table with :meth:`MainWindow.start`), and in a 900×650 window once the
status bar appeared (the table resized under it). The text was there; what Qt kept of its drawing was not."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtTest import QTest

from kingdesk.engine.game import Game
from kingdesk.session.setup import PartySetup
from tests.ui.driver import VS_RANDOM


def mid_deal(ruleset: str, seed: int) -> Game:
    """A party at its second deal or later, one card on the table, the trump named (or the contract chosen)."""
    g = Game(ruleset, None, seed)
    rng = random.Random(seed)
    while True:
        d = g.decision
        if d.kind == "card" and g.play is not None and len(g.play.trick) == 1 and len(g.deals) >= 2:
            return g
        g.apply(None if d.kind == "deal" else d.options[rng.randrange(len(d.options))])


def light_pixels_in_info(w: Any) -> int:
    """How many pixels of the info panel's place on the screen are drawn in the panel's white text."""
    img = w.view.grab().toImage()
    r = w.scene.layout.info_rect()
    dpr = img.devicePixelRatio()
    n = 0
    for x in range(int(r.left() * dpr), int(r.right() * dpr)):
        for y in range(int(r.top() * dpr), int(min(r.bottom(), w.view.height()) * dpr)):
            c = img.pixelColor(x, y)
            n += c.red() > 200 and c.green() > 200 and c.blue() > 200
    return n


def start_mid_deal(qtbot: Any, w: Any, ruleset: str) -> None:
    w.start(PartySetup(ruleset=ruleset, names=("You", "Baran", "Carmen", "Deniz"),
                       seats=VS_RANDOM, start=mid_deal(ruleset, 3)))
    qtbot.waitUntil(lambda: w.controller.pending_decision is not None and not w.controller.busy, timeout=20000)
    assert "Deal" in w.scene.info.toPlainText() or "Hand" in w.scene.info.toPlainText()


@pytest.mark.parametrize("ruleset", ["spanish", "turkish-20"])
@pytest.mark.parametrize("size", [(1366, 768), (900, 650)])
def test_the_panel_is_drawn_when_a_party_is_put_on_the_table_mid_deal(qtbot, window, ruleset: str,
                                                                        size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    """An opened record or a resumed autosave (both :meth:`MainWindow.start` with the game to play on)."""
    window.resize(*size)
    QTest.qWait(50)
    start_mid_deal(qtbot, window, ruleset)
    QTest.qWait(50)
    assert light_pixels_in_info(window) > 50


def test_the_panel_is_drawn_after_the_table_is_resized_under_it(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """900×650, then the status bar (a hint) takes its line from the table, then other sizes."""
    window.resize(900, 650)
    QTest.qWait(50)
    start_mid_deal(qtbot, window, "spanish")
    QTest.qWait(50)
    assert light_pixels_in_info(window) > 50
    window.statusBar().showMessage("Hint: play the 9♣.")
    QTest.qWait(50)
    assert light_pixels_in_info(window) > 50
    for size in ((1000, 720), (820, 600), (1366, 768)):
        window.resize(*size)
        QTest.qWait(50)
        assert light_pixels_in_info(window) > 50, size


def test_the_first_hint_does_not_move_the_table(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """The status bar has its line from the start: the hint's message does not resize the table under it."""
    start_mid_deal(qtbot, window, "turkish-20")
    QTest.qWait(50)
    before = window.view.size()
    with qtbot.waitSignal(window.controller.hint_ready, timeout=60000):
        window.hint()
    QTest.qWait(50)
    assert window.statusBar().currentMessage()
    assert window.view.size() == before


def unsold_sale(seller_is_you: bool) -> Game:
    """A Spanish game in the play of a deal whose trump choice was offered for sale, got an offer, and was not
    sold: the seller refused and named the trump (seat 0 the seller when ``seller_is_you``)."""
    for seed in range(3000):
        g = Game("spanish", None, seed)
        rng = random.Random(seed)
        while not g.is_over:
            d, cur = g.decision, g.current
            if d.kind == "card" and cur is not None and cur.sale_opened and not cur.sold and any(
                    b != "pass" for _, b in cur.bids) and (cur.chooser == 0) == seller_is_you:
                return g
            if d.kind == "sale":
                choice: Any = "sell"
            elif d.kind == "bid":
                offers = [o for o in d.options if o != "pass"]
                choice = offers[0] if offers and rng.random() < 0.8 else "pass"
            elif d.kind == "accept":
                choice = "refuse" if "refuse" in d.options else d.options[-1]
            else:
                choice = None if d.kind == "deal" else d.options[rng.randrange(len(d.options))]
            g.apply(choice)
    raise AssertionError("no unsold sale found")


@pytest.mark.parametrize("seller_is_you", [False, True])
def test_an_unsold_sale_is_still_named_during_the_play(qtbot, window, seller_is_you: bool) -> None:  # type: ignore[no-untyped-def]
    """player-run-3 #21: the sale panel goes when the trump is named; the info panel keeps who did not sell."""
    from kingdesk.ui import i18n

    g = unsold_sale(seller_is_you)
    cur = g.current
    assert cur is not None and cur.trump is not None
    names = ("You", "Baran", "Carmen", "Deniz")
    window.start(PartySetup(ruleset="spanish", names=names, seats=VS_RANDOM, start=g))
    qtbot.waitUntil(lambda: window.controller.shown is not None and window.controller.shown.current is not None
                    and window.controller.shown.current.trump is not None, timeout=20000)
    text = window.scene.info.toPlainText()
    symbol = i18n.suit_symbol(cur.trump)
    want = (f"You do not sell: you name {symbol}" if seller_is_you
            else f"{names[cur.chooser]} does not sell: names {symbol}")
    assert want in text, text
    assert "Sold to" not in text

"""The end-of-deal summary explains each score, and the Spanish sale is listed as it happens."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGroupBox, QLabel

from kingdesk.engine.game import Game
from kingdesk.session.setup import PartySetup
from kingdesk.ui.dialogs.breakdown import score_lines

from .driver import VS_RANDOM, Driver, click_option
from .test_decision_dialogs import position


@pytest.mark.parametrize("ruleset,options", [
    ("turkish-20", None), ("turkish-12", None), ("spanish", None),
    ("spanish", {"es_neg_values": {"dos-ultimas": [1, 3]}}),
])
def test_every_deal_has_a_breakdown_that_adds_up(ruleset: str, options: dict | None) -> None:
    """score_lines gives a line per seat for every scored deal (it says nothing when its sum would differ)."""
    sold = 0
    for seed in range(3):
        g = Game(ruleset, options, seed)
        rng = random.Random(seed)
        while not g.is_over:
            d = g.decision
            if d.kind == "sale":  # sell often, so that sold recoveries come up
                g.apply("sell")
                continue
            events = g.apply(None if d.kind == "deal" else d.options[rng.randrange(len(d.options))])
            for e in events:
                if type(e).__name__ == "DealScored":
                    lines = score_lines(g, e.deal)
                    assert lines is not None and len(lines) == 4, (ruleset, seed, g.deals[e.deal])
                    deal = g.deals[e.deal]
                    if deal.sold:
                        sold += 1
                        assert "− price" in lines[deal.buyer] and "+ price" in lines[deal.chooser]
    if ruleset == "spanish":
        assert sold > 0


def test_sale_panel_and_summary(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """The human is mano with an offer on the table: the panel lists the sale; the summary repeats it."""
    ruleset, options, g = position("accept")
    window.start(PartySetup(ruleset=ruleset, options=options, names=("You", "Baran", "Carmen", "Deniz"),
                            seats=VS_RANDOM, start=g))
    qtbot.waitUntil(lambda: window.dialog is not None and window.dialog.isVisible(), timeout=20000)
    panel = window.sale_panel
    assert panel.isVisible()
    body = panel.findChild(QLabel, "sale-lines")
    deal = g.current
    assert body.text().startswith("You sell the choice of trump")  # second person for the human (issue 17)
    assert body.text().count("<br>") == len(deal.bids)  # the sale opened, then one line per offer or pass
    so_far = window.dialog.findChild(QLabel, "sale-so-far")  # the dialog repeats the sale it covers
    assert so_far is not None and so_far.text().count("\n") == len(deal.bids)
    click_option(window, "accept")
    drv = Driver(qtbot, window, seed=2)
    qtbot.waitUntil(lambda: not panel.isVisible() or "You accept" in body.text(), timeout=20000)
    while True:  # play the deal out: the panel goes once the buyer has named the trump
        qtbot.waitUntil(drv.ready, timeout=20000)
        if window.dialog is not None and window.dialog.objectName() == "deal-summary":
            break
        drv.step()
        if window.controller.shown.current.trump is not None:
            assert not panel.isVisible()
    dlg = window.dialog
    box = dlg.findChild(QGroupBox, "summary-sale")
    assert box is not None
    texts = [lab.text() for lab in box.findChildren(QLabel)]
    assert any(t.startswith("You accept:") for t in texts) and len(texts) == len(deal.bids) + 2
    buyer = window.controller.shown.deals[deal.index].buyer
    assert "− price" in dlg.findChild(QLabel, f"how-{buyer}").text()
    assert "+ price" in dlg.findChild(QLabel, f"how-{deal.chooser}").text()
    # the summary is over the table, clear of the score sheet on the right
    if window.score_dock is not None and window.score_dock.isVisible():
        sheet_left = window.score_dock.mapToGlobal(window.score_dock.rect().topLeft()).x()
        assert dlg.frameGeometry().right() <= sheet_left or dlg.width() > window.view.width()
    QTest.keyClick(dlg, Qt.Key.Key_Escape)  # Escape goes on to the next deal; nothing is stranded
    qtbot.waitUntil(lambda: window.dialog is None or window.dialog is not dlg, timeout=20000)


def test_a_bubble_is_never_under_the_sale_panel(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """The panel sits above the middle of the table, where the top player's bubble ("Pass") would be: the bubble
    is shown just below it instead, whatever the window's size."""
    from kingdesk.ui.table.plates import Bubble

    ruleset, options, g = position("accept")
    window.start(PartySetup(ruleset=ruleset, options=options, names=("You", "Baran", "Carmen", "Deniz"),
                            seats=VS_RANDOM, start=g))
    qtbot.waitUntil(lambda: window.sale_panel.isVisible(), timeout=20000)
    for size in ((1100, 760), (900, 650), (1600, 1000)):
        window.resize(*size)
        qtbot.wait(50)
        for seat in range(4):
            window.scene.bubble(seat, "Pass", wait=False)
            bubbles = [i for i in window.scene.items() if isinstance(i, Bubble)]
            on_view = [window.view.mapFromScene(b.sceneBoundingRect()).boundingRect() for b in bubbles]
            assert not any(r.intersects(window.sale_panel.geometry()) for r in on_view), (size, seat)


def test_the_summary_shows_the_cards_each_player_was_dealt_once_the_table_shows_them(  # type: ignore[no-untyped-def]
        qtbot, window) -> None:
    """Every window is shown a finished deal's four hands (the table's review): the summary offers them, each
    player's cards by suit, exactly as dealt."""
    from kingdesk.ui.dialogs.dealt_hands import suit_line

    window.start(PartySetup(ruleset="turkish-12", names=("Ana", "Baran", "Carmen", "Deniz"), seats=VS_RANDOM, seed=5))
    driver = Driver(qtbot, window, seed=1)
    for _ in range(400):
        if window.dialog is not None and window.dialog.objectName() == "deal-summary" and window.dialog.isVisible():
            break
        driver.step()
    dlg = window.dialog
    assert dlg is not None and dlg.objectName() == "deal-summary"
    qtbot.waitUntil(lambda: dlg.show_hands_button.isEnabled(), timeout=10_000)
    game = window.controller.engine.worker.owner.party.game
    hands = game.state.deals[dlg.deal].hands
    assert not dlg.hands_box.isVisible()  # asked for, not shown at once
    QTest.mouseClick(dlg.show_hands_button, Qt.MouseButton.LeftButton)
    assert dlg.hands_box.isVisible() and dlg.show_hands_button.text() == "Hide the cards"
    for seat in range(4):
        for suit in range(4):
            label = dlg.hands_box.findChild(QLabel, f"hand-{seat}-{'SHDC'[suit]}")
            assert label.text() == suit_line(hands[seat], suit)
    assert sum(bin(h).count("1") for h in hands) == 52 and "A" in "".join(  # every card, by rank symbols
        dlg.hands_box.findChild(QLabel, f"hand-{s}-{x}").text() for s in range(4) for x in "SHDC")

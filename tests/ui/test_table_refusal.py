"""A click on a card the rules forbid: the engine's reason beside the card, a short shake, nothing played.

And one lifted card at a time: the pointer moves the same focus as the arrow keys.
"""

from __future__ import annotations

from PySide6.QtTest import QTest

from kingdesk.ui import i18n

from .driver import card_point, click_card
from .test_table_fit import open_table


def _open(qtbot, tmp_path):  # type: ignore[no-untyped-def]
    return open_table(qtbot, tmp_path, (1366, 768))


def test_refused_card_shows_the_engines_reason_and_shakes(qtbot, tmp_path, spanish) -> None:  # type: ignore[no-untyped-def]
    w = _open(qtbot, tmp_path)
    sc, c = w.scene, w.controller
    illegal = [card for card in sc.hands[0] if card not in sc.playable_cards]
    assert illegal, "the moment must leave the player some card he may not play"
    card = illegal[0]
    g = c.shown
    expected = i18n.reason_text(g.refusal(card), g.current.contract)  # the engine's reason, in Spanish
    assert expected and expected == sc.cards[card].toolTip()
    w.set_speed("normal")
    seen = []
    sc.refused.connect(lambda k, why: seen.append((k, why)))
    base = sc.cards[card].pos()
    before = c.human_decisions
    click_card(w, card)
    assert seen == [(card, expected)]
    assert sc.refusal_note == expected
    item = sc.cards[card]
    assert item.shaking
    qtbot.waitUntil(lambda: not item.shaking, timeout=3000)
    assert item.pos() == base  # back in its place
    assert c.human_decisions == before and c.human_to_move  # nothing was played
    # with reduced motion: the reason, no shake
    w.set_reduced_motion(True)
    click_card(w, card)
    assert sc.refusal_note == expected and not item.shaking
    # playing a legal card takes the note away
    legal = sc.playable_cards[0]
    click_card(w, legal)
    assert sc.refusal_note == ""


def test_pointer_and_keys_share_one_lifted_card(qtbot, tmp_path, spanish) -> None:  # type: ignore[no-untyped-def]
    w = _open(qtbot, tmp_path)
    sc = w.scene
    legal = sc.playable_cards
    assert len(legal) >= 2
    sc.set_focus_card(legal[0])
    QTest.mouseMove(w.view.viewport(), card_point(w, legal[-1]))
    qtbot.waitUntil(lambda: sc.focused_card == legal[-1], timeout=3000)
    hand = sc.hands[0]
    lifted = [card for i, card in enumerate(hand)
              if sc.cards[card].pos().y() < sc.layout.hand(0, len(hand), i).pos.y() - 1]
    assert lifted == [legal[-1]]

"""Screen readers: the cards and plates have names, the table announces plays, trick winners and the turn."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from kingdesk.ui import i18n
from kingdesk.ui.table.speech import capitalised

from .driver import click_card
from .test_table_fit import NAMES, open_table


def test_cards_and_plates_have_accessible_names(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    w = open_table(qtbot, tmp_path, (1366, 768))
    sc, view = w.scene, w.view
    assert view.accessibleName() == "Card table"
    legal = sc.playable_cards
    for card in sc.hands[0]:
        name = capitalised(i18n.card_name(card))
        if card in legal:
            assert sc.accessible_name(card) == f"{name}, playable"
        else:
            assert sc.accessible_name(card) == f"{name}, not playable: {sc.cards[card].toolTip()}"
    assert sc.accessible_name(legal[0]).startswith(("Two", "Three", "Four", "Five", "Six", "Seven", "Eight",
                                                    "Nine", "Ten", "Jack", "Queen", "King", "Ace"))
    # the cards on the table say who played them
    names = dict(sc.table_cards())
    assert len(names) == 2
    for (card, slot) in sc.trick:
        by = "you" if slot == 0 else sc.plates[slot].name  # the human is "you" (issue 17)
        assert names[card] == f"{capitalised(i18n.card_name(card))}, played by {by}"
    # the plates: name, tricks and score, and whose turn it is
    mine = sc.plates[0].accessible_name()
    assert mine.startswith(NAMES[0]) and "Score" in mine and mine.endswith("your turn")  # the human's own plate
    assert not sc.plates[1].accessible_name().endswith(("to play", "your turn"))
    sc.set_plate(sc.seat_of(1), sc.plates[1].name, "", "", True)
    assert sc.plates[1].accessible_name().endswith("to play")  # another player's turn is his
    # the focused card is the view's description, and follows the arrow keys
    assert view.accessibleDescription() == sc.accessible_name(sc.focused_card)
    if len(legal) > 1:
        before = sc.focused_card
        QTest.keyClick(view, Qt.Key.Key_Right)
        assert sc.focused_card != before
        assert view.accessibleDescription() == sc.accessible_name(sc.focused_card)


def test_plays_trick_winners_and_the_turn_are_announced(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    w = open_table(qtbot, tmp_path, (1366, 768))
    sc, c = w.scene, w.controller
    spoken: list[str] = []
    w.view.announcer.spoken.connect(spoken.append)
    assert "Your turn: play a card." in w.view.announcer.history  # said when the turn came
    card = sc.playable_cards[0]
    click_card(w, card)
    qtbot.waitUntil(lambda: any(s.endswith("the trick.") for s in spoken), timeout=20000)
    assert spoken[0] == f"You play the {i18n.card_name(card)}."  # the human is "you" (issue 17)
    won = next(s for s in spoken if s.endswith("the trick."))
    winner = c.shown.play.last_trick()[2] if c.shown.play is not None else None
    if winner is not None:
        assert won == ("You win the trick." if winner == c.human else f"{c.name(winner)} wins the trick.")


def test_a_screen_reader_finds_plates_and_cards_in_the_accessibility_tree(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QAccessible

    w = open_table(qtbot, tmp_path, (1366, 768))
    sc = w.scene
    qtbot.waitUntil(lambda: len(w.view.spots.names()) == 4 + len(sc.trick) + len(sc.hands[0]), timeout=3000)
    port = QAccessible.queryAccessibleInterface(w.view.viewport())

    def tree() -> dict:  # type: ignore[type-arg]
        return {port.child(i).text(QAccessible.Text.Name): port.child(i).rect() for i in range(port.childCount())}

    def where(card: int):  # type: ignore[no-untyped-def]
        return w.view.viewport().mapToGlobal(w.view.mapFromScene(sc.cards[card].face_rect().center()))

    # the stand-ins follow the table's last layout (the dock settles its width first)
    qtbot.waitUntil(lambda: all(tree().get(sc.accessible_name(c), None) is not None
                                and tree()[sc.accessible_name(c)].contains(where(c)) for c, _ in sc.trick),
                    timeout=3000)
    found = tree()
    for p in sc.plates:
        assert p.accessible_name() in found
    for card in sc.hands[0]:
        assert sc.accessible_name(card) in found
    for card, _ in sc.trick:
        name = sc.accessible_name(card)
        assert name in found
        assert found[name].contains(where(card))  # where a screen reader points is where the card is drawn
    # a played card moves from the hand to the table in the tree too
    card = sc.playable_cards[0]
    hand_name = sc.accessible_name(card)
    click_card(w, card)
    qtbot.waitUntil(lambda: hand_name not in w.view.spots.names(), timeout=5000)

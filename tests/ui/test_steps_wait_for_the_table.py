"""Steps a table sends while the felt is still moving wait their turn (player-run-3 finding 3, issue 52 item 5).

A table does not wait for a seat that has not shown it a step yet (a window that just sat down), so at the start of
a party the deal and the computers' first cards reach a joiner in one burst. The window sorted the hand as soon as
the second step came, while the deal's later cards were still leaving the dealer; those then landed with their
place in the deal, not in the sorted hand: cards drawn over their neighbours, three hidden, until a resize. Seen on
X11 at normal speed; here the steps are handed to the window's table link as its connection would.
"""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QSettings

from kingdesk.engine.game import Game
from kingdesk.engine.shown import ShownParty, shown_event
from kingdesk.net import protocol as p
from kingdesk.net.protocol import SeatInfo

SEAT = 1


def _burst(seed: int) -> list[p.Step]:
    """What a table tells seat :data:`SEAT` from the start of a Spanish party until that seat is to play a card, the
    three others having played to the first trick."""
    game = Game("spanish", seed=seed)
    rng = random.Random(seed)
    steps = [p.Step(0, (), ShownParty.of(game, {SEAT}), True, None)]
    while not (game.decision.kind == "card" and game.decision.seat == SEAT):
        d = game.decision
        assert d.seat != SEAT or d.kind == "deal", "the seat decides before its first card: pick another seed"
        events = game.apply(None if d.kind == "deal" else rng.choice(list(d.options)))
        steps.append(p.Step(len(steps), tuple(shown_event(e, {SEAT}) for e in events), ShownParty.of(game, {SEAT}),
                            False, None))
    return steps


def _a_seed_where_the_seat_plays_last() -> int:
    for seed in range(200):
        game = Game("spanish", seed=seed)
        game.apply(None)
        if game.decision.kind == "card" and (game.decision.seat + 3) % 4 == SEAT:
            return seed
    raise AssertionError("no deal where the seat plays fourth")


def test_the_hand_dealt_at_a_joined_table_is_sorted_once_the_deal_has_landed(qtbot: Any, tmp_path: Any) -> None:
    from kingdesk.ui.main_window import MainWindow
    from kingdesk.ui.net_bridge import RemoteTable

    w = MainWindow(speed="normal", settings=QSettings(str(tmp_path / "k.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(w)
    w.resize(1300, 700)
    w.show()
    qtbot.waitExposed(w)
    table = RemoteTable("127.0.0.1:9", "Carmen")  # never started: its steps are handed to it below
    c = w.controller
    c.use(table)
    c.sit_at(SEAT)
    c.seats_told(tuple(SeatInfo(s, ("Ana", "Carmen", "Robotito", "Deniz")[s], "person" if s < 3 else "computer",
                                True) for s in range(4)))
    steps = _burst(_a_seed_where_the_seat_plays_last())
    assert len(steps) == 5  # the start, the deal and three cards
    for step in steps:  # in one burst, as the table's connection hands them on
        table._take(step)
    sc = w.scene
    qtbot.waitUntil(lambda: c.pending_decision is not None and not c.busy and not sc.tracker.busy
                    and len(sc.trick) == 3, timeout=30_000)
    hand = sc.hands[0]
    assert len(hand) == 13
    assert hand == sc._sorted_hand(hand)
    for i, card in enumerate(hand):  # each card where, and above what, the sorted hand puts it
        item, place = sc.cards[card], sc.layout.hand(0, 13, i)
        assert item.zValue() == 10 + i, (i, item.zValue())
        assert abs(item.pos().x() - place.pos.x()) < 1, (i, item.pos().x(), place.pos.x())
        assert item.isVisible() and item.face_up

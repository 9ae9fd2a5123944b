"""The word on a plate at a table shared with other people (issue 52, item 8; texts-es-tr-4 S5; player-run-3 minors
11 and 23): a dropped person's plate says a computer plays the seat; nothing is said of this window's own player
in the third person; "connected" is not said of everyone."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from kingdesk.engine.game import Game
from kingdesk.engine.shown import ShownParty
from kingdesk.net.protocol import SeatInfo
from kingdesk.ui.table_texts import TableTexts


@dataclass
class _Seat:
    shown: ShownParty | None
    human: int | None
    table_seats: tuple[Any, ...]
    table_routes: dict[int, Any] = field(default_factory=dict)

    def name(self, seat: int | None) -> str:
        return f"P{seat}"


def test_a_plate_says_a_dropped_person_s_seat_is_played_by_a_computer_and_nothing_of_its_own_player(qapp) -> None:  # type: ignore[no-untyped-def]
    game = Game("spanish", seed=3)
    game.apply(None)  # dealt: the first decision is seat d's
    party = ShownParty.of(game, {0})
    deciding = party.decision.seat
    seats = tuple(SeatInfo(s, f"P{s}", "person" if s < 3 else "computer", s != 2) for s in range(4))
    texts = TableTexts(None, _Seat(party, deciding, seats))  # type: ignore[arg-type]
    assert texts.presence(deciding, party) == ""  # this window's player: it is their turn, not "thinking"
    assert texts.presence(2, party) == "dropped, a computer plays"
    assert texts.presence(3, party) == ""  # a computer's seat
    other = next(s for s in (0, 1) if s != deciding)
    assert texts.presence(other, party) == ""  # there and not deciding: nothing said
    texts = TableTexts(None, _Seat(party, 2 if deciding != 2 else 3, seats))  # type: ignore[arg-type]
    assert texts.presence(deciding, party) in ("thinking", "")
    assert texts.presence(deciding, party) == ("thinking" if seats[deciding].player == "person"
                                               and seats[deciding].connected else "")


def test_a_headless_table_s_computers_are_named_as_a_window_names_them_in_its_own_language(window, spanish) -> None:  # type: ignore[no-untyped-def]
    """player-run-3 finding 8: "medium 3" / "med.3" on the plates and the sheet at a kingdesk-server table."""
    from kingdesk.net.table_config import TableConfig

    assert TableConfig("spanish").computer_name(2) == "Player 3"
    c = window.controller
    c.seats_told((SeatInfo(0, "Ana", "person", True), SeatInfo(1, "Luis", "person", True),
                  SeatInfo(2, TableConfig("spanish").computer_name(2), "computer", True),
                  SeatInfo(3, "Robotito", "computer", True)))
    assert c.config.names == ("Ana", "Luis", "Jugador 3", "Robotito")


def test_a_party_hosted_again_names_its_table_s_computers_in_the_window_s_language(window, spanish, qtbot) -> None:  # type: ignore[no-untyped-def]
    """The party a table played keeps its computers as the table named them ("Player 3"); hosted again (or resumed
    alone), the sheet said "Player 3" in a Spanish window until the table started. The record keeps the table's
    names."""
    from kingdesk.net.table_config import default_computer_name
    from kingdesk.session.seats import Person, Remote, Seats
    from kingdesk.session.setup import PartySetup

    names = ("Ana", "Luis", default_computer_name(2), default_computer_name(3))
    seats = Seats((Person(), Remote(), *Seats.from_levels((None, None, "medium", "medium")).seats[2:]))
    window.start(PartySetup(ruleset="spanish", names=names, seats=seats))
    worker = window.controller.engine.worker
    qtbot.waitUntil(lambda: window.score_dock.names is not None and worker.owner is not None
                    and worker.owner.party is not None, timeout=20_000)
    assert window.controller.config.names == ("Ana", "Luis", "Jugador 3", "Jugador 4")
    assert window.score_dock.names == ["Ana", "Luis", "Jugador 3", "Jugador 4"]
    assert worker.owner.party.names == names  # what its record keeps

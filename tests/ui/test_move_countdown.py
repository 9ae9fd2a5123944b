"""The move timer in the window (issue 50, item 5): the plate of the person due to decide counts down the last
seconds, in the player's language; when the table goes on without their move (the computer decided for them), the
decision's dialog goes and the window says why. Time is the test's where it counts down; the table's side of the
timer has its own tests (tests/session/test_move_timer.py)."""

from __future__ import annotations

from typing import Any

from kingdesk.engine.game import Game
from kingdesk.engine.shown import ShownParty
from kingdesk.session import messages as m
from kingdesk.session.setup import PartySetup
from kingdesk.ui.move_countdown import COUNTDOWN_S, MoveCountdown
from kingdesk.ui.table.plates import NamePlate
from tests.ui.driver import VS_RANDOM


class Now:
    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t


def test_the_plate_counts_down_the_last_seconds_only_and_stops_with_the_next_step(qtbot: Any) -> None:
    plates = [NamePlate() for _ in range(4)]
    now = Now()
    countdown = MoveCountdown(lambda seat: plates[seat], now=now)
    countdown.start(7, 2, 30.0)
    assert plates[2].countdown == ""  # 30 s left: no pressure yet
    now.t += 30.0 - COUNTDOWN_S - 0.5
    countdown.tick()
    assert plates[2].countdown == ""
    now.t += 1.0  # 9.5 s left
    countdown.tick()
    assert plates[2].countdown == "10 s left" and "10 s left" in plates[2].accessible_name()
    now.t += 9.2
    countdown.tick()
    assert plates[2].countdown == "1 s left" and countdown.counting == "1 s left"
    now.t += 5
    countdown.tick()
    assert plates[2].countdown == "0 s left"  # the table decides: the next step ends it
    countdown.moved_on(7)
    assert plates[2].countdown == "0 s left"
    countdown.moved_on(8)
    assert plates[2].countdown == "" and countdown.counting == ""
    assert all(p.countdown == "" for p in plates)


def _due_to_the_person(window: Any, qtbot: Any) -> tuple[Game, Any]:
    """A Turkish party whose first contract is seat 0's, the window's person's: its dialog open."""
    for seed in range(100):
        game = Game("turkish-12", seed=seed)
        game.apply(None)
        if game.decision.seat == 0:
            break
    window.start(PartySetup(ruleset="turkish-12", names=("You", "Baran", "Carmen", "Deniz"), seats=VS_RANDOM,
                            start=game))
    qtbot.waitUntil(lambda: window.dialog is not None and window.dialog.isVisible(), timeout=20_000)
    return game, window.dialog


def test_the_window_counts_down_on_its_person_s_plate_and_closes_the_decision_the_computer_made(
        window: Any, qtbot: Any) -> None:
    c = window.controller
    game, dialog = _due_to_the_person(window, qtbot)
    gen, step = c.gen, c.step
    plate = c.scene.plates[c.scene.slot_of(0)]
    c.engine._deliver(m.MoveTimer(gen, step, 0, 4.0))  # as the window's own table tells it
    assert plate.countdown == "4 s left"
    # the table went on without the person's move: their time ran out and the computer chose
    made = game.copy()
    events = made.apply(made.decision.options[0])
    c.engine._deliver(m.Stepped(gen, step + 1, events, ShownParty.of(made, {0}), False))
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=5_000)
    assert window.dialog is not dialog  # (the person's next decision, their lead, is theirs again)
    assert plate.countdown == ""
    assert window.statusBar().currentMessage() == "Your time ran out: the computer decided for you."


def test_the_host_sets_the_move_timer_in_the_host_dialog(qtbot: Any) -> None:
    from kingdesk.ui.dialogs.host import HostDialog

    dlg = HostDialog("Ana", "turkish-12", (None, "medium", "medium", "medium"))
    qtbot.addWidget(dlg)
    assert dlg.choice().table.move_timer_s == 90  # generous by default
    dlg.move_timer.setValue(45)
    assert dlg.choice().table.move_timer_s == 45
    dlg.move_timer.setValue(0)
    assert dlg.choice().table.move_timer_s == 0 and dlg.move_timer.text() == "no limit"


def test_a_joined_table_s_time_left_starts_the_countdown_of_the_seat_due(qtbot: Any) -> None:
    from kingdesk.net import protocol as p
    from kingdesk.ui.net_bridge import RemoteTable

    table = RemoteTable("127.0.0.1:9", "Luis")  # never started: nothing connects
    got: list[Any] = []
    table.arrived.connect(got.append)
    game = Game("turkish-12", seed=2)
    game.apply(None)
    seat = game.decision.seat
    shown = ShownParty.of(game, {1})
    table._take(p.Step(1, (), shown, False, None, 60.0))
    table._take(p.Step(2, (), shown, False, None, None))  # a table without a timer (or an older one)
    assert [e for e in got if isinstance(e, m.MoveTimer)] == [m.MoveTimer(table.GEN, 1, seat, 60.0)]

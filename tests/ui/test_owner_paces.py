"""The window is one seat's view: the party's owner asks the computer players and deals; the window only shows
the steps, acknowledges them, and sends its person's moves and the hint."""

from __future__ import annotations

from typing import Any

from kingdesk.session import messages as m

from .driver import Driver


def test_the_window_sends_no_think_for_a_computer_seat(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    sent: list[Any] = []
    engine = window.controller.engine
    real_send = engine.send

    def spy(intent: Any) -> None:
        sent.append(intent)
        real_send(intent)

    engine.send = spy  # type: ignore[method-assign]
    drv = Driver(qtbot, window, seed=3)
    drv.start("turkish-12", seed=21, levels=("easy", "random", "easy"))
    for _ in range(40):  # the first deal's contract and a good part of its tricks, the person playing seat 0
        drv.step()
    while not window.controller.human_to_move:
        drv.step()
    assert window.controller.hint()  # the hint is the one thing the window asks a player to think about
    qtbot.waitUntil(lambda: any(isinstance(i, m.Think) for i in sent), timeout=5000)
    thinks = [i for i in sent if isinstance(i, m.Think)]
    assert thinks and all(t.hint and t.seat == 0 for t in thinks)
    moves = [i for i in sent if isinstance(i, m.Apply)]
    assert moves and {a.seat for a in moves} == {0}  # the window moves for its person only
    shown = [i for i in sent if isinstance(i, m.Shown)]
    assert len(shown) > len(moves)  # it acknowledged the computers' steps too: they are what paced the party
    others = [e for e in window.controller.engine.worker.owner.party.game.moves if e.seat not in (0, None)]
    assert others  # and the computers did play, without a word from the window

"""Undo all the way back, across deals and through contract and trump decisions; redo gives the same cards."""

from __future__ import annotations

import tempfile
from pathlib import Path

from kingdesk.record import game_to_record
from kingdesk.session.setup import PartySetup

from .driver import VS_RANDOM, Driver, table_record

NAMES = ("You", "Baran", "Carmen", "Deniz")


def _at_decision(qtbot, w):
    c = w.controller
    qtbot.waitUntil(lambda: not c.busy and c.pending_decision is not None
                    and (c.pending_decision.kind == "card" or (w.dialog is not None and w.dialog.isVisible())),
                    timeout=20_000)
    return table_record(qtbot, w, Path(tempfile.mkdtemp()) / "on-table.king.json")


def test_undo_across_a_deal_and_redo_the_same_cards(qtbot, window):
    drv = Driver(qtbot, window, seed=11)
    c = window.controller
    window.start(PartySetup(ruleset="turkish-12", names=NAMES, seats=VS_RANDOM, seed=3))
    states = []
    kinds = []
    while True:
        qtbot.waitUntil(lambda: drv.ready() or bool(drv.results), timeout=20_000)
        if c.pending_decision is not None:
            states.append(_at_decision(qtbot, window))
            kinds.append(c.pending_decision.kind)
            if sum(1 for s in states if len(s["deals"]) >= 2) >= 3 and any(k != "card" for k in kinds):
                break
        drv.step()
    first_of_deal_2 = next(i for i, s in enumerate(states) if len(s["deals"]) >= 2)
    last_choice = max(i for i, k in enumerate(kinds) if k != "card")
    target = min(first_of_deal_2 - 1, last_choice)  # into the first deal, and through a contract or trump
    back = len(states) - 1 - target
    assert back >= 3
    for j in range(1, back + 1):
        assert window.act_undo.isEnabled()
        window.act_undo.trigger()
        assert _at_decision(qtbot, window) == states[-1 - j], j
    assert len(c.shown.deals) == 1 and c.shown.current.finished is False  # back in the first deal
    assert kinds[target] in ("contract", "trump")  # through a non-card decision too
    for j in range(back - 1, -1, -1):
        assert window.act_redo.isEnabled()
        window.act_redo.trigger()
        assert _at_decision(qtbot, window) == states[-1 - j], j  # the same cards, the computer's too
    assert not window.act_redo.isEnabled()


def test_a_new_choice_after_undo_ends_redo(qtbot, window):
    drv = Driver(qtbot, window, seed=4)
    c = window.controller
    window.start(PartySetup(ruleset="turkish-12", names=NAMES, seats=VS_RANDOM, seed=13))
    while drv.cards_played < 2:
        drv.step()
    _at_decision(qtbot, window)
    window.undo()
    _at_decision(qtbot, window)
    assert c.can_redo
    drv.step()  # a choice of its own
    _at_decision(qtbot, window)
    assert not c.can_redo


def test_undo_and_redo_after_a_resume(qtbot, window):
    from kingdesk.engine import Game

    # a party played to the middle of the second deal, human at seat 0, as a resumed record gives it
    g = Game("turkish-12", seed=8)
    import random

    rng = random.Random(2)
    while not (len(g.deals) == 2 and g.play is not None and len(g.play.plays) >= 6 and g.decision.seat == 0):
        d = g.decision
        g.apply(None if d.kind == "deal" else rng.choice(d.options))
    from kingdesk.record import game_from_record

    resumed = game_from_record(game_to_record(g, list(NAMES)))
    window.start(PartySetup(ruleset="turkish-12", names=NAMES, seats=VS_RANDOM,
                            start=resumed))
    at_start = _at_decision(qtbot, window)
    assert at_start == game_to_record(g, list(NAMES))
    c = window.controller
    seen = [at_start]
    for _ in range(4):  # back through the record's own past, into the first deal if need be
        assert c.can_undo
        window.undo()
        seen.append(_at_decision(qtbot, window))
    assert len({str(s) for s in seen}) == 5
    for j in range(3, -1, -1):
        window.redo()
        assert _at_decision(qtbot, window) == seen[j]


class HoldingPool:
    """A decision pool that answers the computer players at once and keeps the hint's search running."""

    def __init__(self):
        from kingdesk.ai import make_player

        self.make_player = make_player
        self.log: list[str] = []
        self.hints: list = []

    def submit(self, level, seed, view):
        from concurrent.futures import Future

        f: Future = Future()
        self.log.append("think")
        f.set_result(self.make_player(level, seed).decide(view))
        return f

    def explain(self, seed, view, against=None, deadline=None):  # the hint: kept running until cancelled
        from concurrent.futures import Future

        f: Future = Future()
        self.log.append("hint")
        self.hints.append(f)
        return f

    def requests(self):  # the one asker's handle: the pool itself
        return self

    def cancel(self):
        self.log.append("cancel")
        for f in self.hints:  # a cancelled search returns early; its answer is dropped
            if not f.done():
                f.set_result(None)


def test_playing_a_card_cancels_the_hint_in_progress(qtbot, tmp_path):
    from PySide6.QtCore import QSettings

    from kingdesk.ui.main_window import MainWindow

    from .driver import click_card

    pool = HoldingPool()
    w = MainWindow(speed="instant", settings=QSettings(str(tmp_path / "k.ini"), QSettings.Format.IniFormat), pool=pool)
    qtbot.addWidget(w)
    w.show()
    hints = []
    w.controller.hint_ready.connect(hints.append)
    drv = Driver(qtbot, w, seed=1)
    w.start(PartySetup(ruleset="turkish-12", names=NAMES, seats=VS_RANDOM, seed=13))
    while True:
        _at_decision(qtbot, w)
        if w.controller.pending_decision.kind == "card":
            break
        drv.step()
    w.hint()
    qtbot.waitUntil(lambda: "hint" in pool.log, timeout=5000)
    card = w.scene.playable_cards[0]
    click_card(w, card)
    qtbot.waitUntil(lambda: card not in w.scene.hands[0], timeout=10_000)
    after = pool.log[pool.log.index("hint") + 1:]
    assert after and after[0] == "cancel"  # cancelled before anyone else was asked to think
    assert all(f.done() for f in pool.hints)
    qtbot.wait(100)
    assert hints == []  # and nothing of it reaches the table
    w.close()


def test_an_undo_into_the_previous_hand_says_so(qtbot, window):
    """player-run-2: undo at the start of a hand jumped into the last trick of the one before without a word."""
    drv = Driver(qtbot, window, seed=11)
    c = window.controller
    notices: list[str] = []
    c.notice.connect(notices.append)
    window.start(PartySetup(ruleset="turkish-12", names=NAMES, seats=VS_RANDOM, seed=3))
    while True:
        qtbot.waitUntil(lambda: drv.ready() or bool(drv.results), timeout=20_000)
        if c.pending_decision is not None and len(c.shown.deals) >= 2:
            break
        drv.step()
    _at_decision(qtbot, window)
    window.act_undo.trigger()
    _at_decision(qtbot, window)
    assert len(c.shown.deals) == 1
    assert notices == ["Undo went back into hand 1, to your last decision there. Redo returns."]
    assert window.statusBar().currentMessage() == notices[0]
    window.act_undo.trigger()  # within the hand: nothing to say
    _at_decision(qtbot, window)
    assert len(notices) == 1

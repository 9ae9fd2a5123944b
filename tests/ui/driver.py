"""A test player that drives the real window with mouse clicks and key presses."""

from __future__ import annotations

import json
import random
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from kingdesk.session.messages import SaveRecord
from kingdesk.session.setup import PartySetup
from kingdesk.ui.main_window import MainWindow
from kingdesk.session.seats import Seats

VS_RANDOM = Seats.from_levels((None, "random", "random", "random"))
"""A person in seat 0 against three random computer players: the tests' usual table."""


def card_point(w: MainWindow, card: int) -> QPoint:
    """A point of the view where ``card`` (in the player's hand) is visible, not covered by its neighbour."""
    sc = w.scene
    item = sc.cards[card]
    hand = sc.hands[0]
    i = hand.index(card)
    r = item.sceneBoundingRect()
    if i + 1 < len(hand):
        nxt = sc.cards[hand[i + 1]].sceneBoundingRect()
        x = (r.left() + 4 + min(nxt.left(), r.right())) / 2
    else:
        x = r.center().x()
    return w.view.mapFromScene(x, r.center().y() + r.height() * 0.3)


def click_card(w: MainWindow, card: int) -> None:
    QTest.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     card_point(w, card))


def table_record(qtbot: Any, w: MainWindow, path: Path) -> dict[str, Any]:
    """The record of the party on the table, as File › Save writes it (the window itself sees only the table's
    view: the party's owner on the engine thread writes it)."""
    with qtbot.waitSignal(w.controller.saved, timeout=10_000) as blocker:
        w.controller.send(SaveRecord(path))
    assert blocker.args[0].error is None and blocker.args[0].path == path
    return json.loads(path.read_text(encoding="utf-8"))


class OwnerSteps:
    """The record of every state the party's owner hands its autosave writer from now on (on the engine thread):
    the whole party after each step, which the window never holds."""

    def __init__(self, w: MainWindow):
        from kingdesk.record import game_to_record

        self.records: list[dict[str, Any]] = []
        worker = w.controller.engine.worker
        if worker.owner is None:  # made on the engine thread after the first paint or at the first intent: now
            w.controller.engine.begin()
            # waited for without running the GUI's event loop, so that the test goes on from the same point
            deadline = time.monotonic() + 10
            while worker.owner is None and time.monotonic() < deadline:
                time.sleep(0.001)
            assert worker.owner is not None, "the party's owner was not made on the engine thread"
        writer = worker.owner.writer
        assert writer is not None
        submit = writer.submit

        def spy(game: Any, players: list[str] | None) -> None:
            self.records.append(game_to_record(game, list(players) if players else None))
            submit(game, players)

        writer.submit = spy  # type: ignore[method-assign]


def click_option(w: MainWindow, option: Any) -> None:
    btn = w.dialog.buttons[option]
    QTest.mouseClick(btn, Qt.MouseButton.LeftButton)


class Driver:
    """Plays the human seat through clicks until the party is over; checks the table on the way."""

    def __init__(self, qtbot: Any, window: MainWindow, seed: int = 0):
        self.qtbot = qtbot
        self.w = window
        self.rng = random.Random(seed)
        self.cards_played = 0
        self.dialogs: dict[str, int] = {}
        self.illegal_checked = 0
        self.results: list[Any] = []
        self.skip_forced = False
        """Leave single legal cards alone (auto-play must play them)."""
        window.party_finished.connect(lambda e, g: self.results.append((e, g)))

    def start(self, ruleset: str, seed: int, levels: tuple[str, ...] = ("random", "random", "random")) -> None:
        self.w.start(PartySetup(ruleset=ruleset, names=("You", "Baran", "Carmen", "Deniz"),
                                seats=Seats.from_levels((None,) + levels), seed=seed))

    def ready(self) -> bool:
        w = self.w
        if w.dialog is not None and w.dialog.isVisible():
            return True
        d = w.controller.pending_decision
        return d is not None and d.kind == "card" and not w.controller.busy

    def step(self) -> bool:
        """Answer whatever is asked; ``False`` once the party is over."""
        self.qtbot.waitUntil(lambda: self.ready() or bool(self.results), timeout=20000)
        w = self.w
        dlg = w.dialog
        if dlg is not None and dlg.isVisible():
            name = dlg.objectName()
            self.dialogs[name] = self.dialogs.get(name, 0) + 1
            if name == "party-result":
                return False
            if name == "deal-summary":
                QTest.mouseClick(_button(dlg, "continue"), Qt.MouseButton.LeftButton)
                return True
            self.answer(dlg)
            return True
        if self.results:
            return False
        d = w.controller.pending_decision
        if self.skip_forced and len(d.options) == 1:
            self.qtbot.waitUntil(lambda: w.controller.pending_decision is not d, timeout=20000)
            return True
        self.play_card()
        return True

    def answer(self, dlg: Any) -> None:
        d = dlg.decision
        opts = list(d.options)
        if d.kind == "sale":
            choice = "sell" if self.rng.random() < 0.5 else "choose"
        elif d.kind == "bid":
            choice = "pass" if self.rng.random() < 0.6 else opts[1]
        elif d.kind in ("accept", "el-iptal", "misdeal"):
            choice = opts[self.rng.randrange(len(opts))]
        else:
            choice = opts[self.rng.randrange(len(opts))]
        click_option(self.w, choice)

    def check_highlight(self) -> None:
        """Legal cards highlighted, others dimmed with a reason; clicking a dimmed card does nothing."""
        w = self.w
        c = w.controller
        legal = set(c.pending_decision.options)
        hand = w.scene.hands[0]
        assert set(w.scene.playable_cards) == legal
        for card in hand:
            item = w.scene.cards[card]
            assert item.face_up
            if card in legal:
                assert item.playable and item.dim == 0.0
            else:
                assert not item.playable and item.dim > 0 and item.toolTip()
        illegal = [card for card in hand if card not in legal]
        if illegal:
            before = c.human_decisions
            click_card(w, illegal[0])
            assert c.pending_decision is not None and c.human_decisions == before and not c.busy
            self.illegal_checked += 1

    def play_card(self) -> None:
        self.check_highlight()
        legal = self.w.scene.playable_cards
        card = legal[self.rng.randrange(len(legal))]
        hand_before = len(self.w.scene.hands[0])
        decisions = self.w.controller.human_decisions
        click_card(self.w, card)
        assert self.w.controller.human_decisions == decisions + 1  # the click reached the controller
        self.qtbot.waitUntil(lambda: card not in self.w.scene.hands[0], timeout=20000)
        assert len(self.w.scene.hands[0]) == hand_before - 1
        self.cards_played += 1

    def play_party(self, max_steps: int = 5000) -> tuple[Any, Any]:
        for _ in range(max_steps):
            if not self.step():
                break
        self.qtbot.waitUntil(lambda: bool(self.results), timeout=20000)
        return self.results[-1]


def _button(dlg: Any, name: str) -> Any:
    from PySide6.QtWidgets import QPushButton

    b = dlg.findChild(QPushButton, name)
    assert b is not None, name
    return b

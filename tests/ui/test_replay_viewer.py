"""A past deal replayed in the main window: every hand face up, step back and forward, play, pause, speed."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QComboBox, QLabel, QPushButton

from kingdesk.engine.game import Game
from kingdesk.record import game_to_record
from kingdesk.session.setup import PartySetup
from kingdesk.ui.history.replay import deal_script
from kingdesk.session.seats import Seats
from tests.ui.driver import VS_RANDOM

NAMES = ("Ana", "Baran", "Carmen", "Deniz")


def recorded(ruleset: str = "spanish", seed: int = 5) -> dict:
    g = Game(ruleset, None, seed)
    rng = random.Random(seed)
    while len(g.deals) < 3 or not g.current.finished:
        d = g.decision
        g.apply(None if d.kind == "deal" else d.options[rng.randrange(len(d.options))])
    return game_to_record(g, list(NAMES))


def _hands_face_up(viewer) -> int:  # type: ignore[no-untyped-def]
    sc = viewer.scene
    cards = [c for hand in sc.hands for c in hand]
    assert all(sc.cards[c].face_up for c in cards)
    return len(cards)


def test_replay_steps_plays_and_closes_back_to_the_party(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.start(PartySetup(ruleset="turkish-20", names=NAMES, seats=VS_RANDOM, seed=2))
    qtbot.waitUntil(lambda: window.controller.human_to_move, timeout=20000)
    party = window.controller.shown
    start, choices = deal_script(recorded(), 1)
    viewer = window.show_replay(start, choices, NAMES)
    assert window.centralWidget() is viewer and viewer.isVisible()
    pos = viewer.findChild(QLabel, "replay-position")
    forward = viewer.findChild(QPushButton, "replay-forward")
    back = viewer.findChild(QPushButton, "replay-back")
    assert viewer.step == 0 and not back.isEnabled()
    QTest.mouseClick(forward, Qt.MouseButton.LeftButton)  # the deal: 52 cards, every hand face up
    assert viewer.step == 1 and _hands_face_up(viewer) == 52
    for _ in range(len(choices)):
        if viewer.replay.asked[viewer.step].kind == "card":
            break
        QTest.keyClick(viewer, Qt.Key.Key_Right)
    first_card = viewer.step
    QTest.keyClick(viewer, Qt.Key.Key_Right)
    assert viewer.step == first_card + 1 and _hands_face_up(viewer) == 51 and len(viewer.scene.trick) == 1
    QTest.mouseClick(back, Qt.MouseButton.LeftButton)  # step back: the card is in its hand again
    assert viewer.step == first_card and _hands_face_up(viewer) == 52 and not viewer.scene.trick
    assert str(viewer.step) in pos.text() and str(len(choices)) in pos.text()
    # play at the fastest speed, then pause
    speed = viewer.findChild(QComboBox, "replay-speed")
    speed.setCurrentIndex(speed.findData("instant"))
    QTest.keyClick(viewer, Qt.Key.Key_Space)
    assert viewer.playing
    here = viewer.step
    qtbot.waitUntil(lambda: viewer.step >= here + 3, timeout=5000)
    QTest.mouseClick(viewer.findChild(QPushButton, "replay-play"), Qt.MouseButton.LeftButton)
    assert not viewer.playing
    stopped = viewer.step
    qtbot.wait(400)
    assert viewer.step == stopped
    QTest.keyClick(viewer, Qt.Key.Key_End)
    assert viewer.step == len(choices) and not forward.isEnabled()
    # Escape: back to the table, the party as it was
    QTest.keyClick(viewer, Qt.Key.Key_Escape)
    assert window.centralWidget() is window.view and window.replay_viewer is None
    assert window.controller.shown is party and window.controller.human_to_move


def test_the_demo_shows_every_hand_face_up(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.start(PartySetup(ruleset="turkish-12", names=NAMES, seats=Seats.from_levels(("random",) * 4), seed=1))
    qtbot.waitUntil(lambda: sum(len(h) for h in window.scene.hands) == 52, timeout=20000)
    sc = window.scene
    assert all(sc.cards[c].face_up for h in sc.hands for c in h)


def test_the_sheet_follows_the_replay_and_the_trump_caption_says_trump(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """player-run-2: during a replay the sheet showed the finished party, and the trump's caption read
    "Mehmet: diamonds", not that it was the trump."""
    window.start(PartySetup(ruleset="turkish-20", names=NAMES, seats=VS_RANDOM, seed=2))
    qtbot.waitUntil(lambda: window.controller.human_to_move and window.score_dock is not None, timeout=20000)
    g, rng = Game("turkish-20", None, 5), random.Random(5)
    while not g.deals or g.deals[-1].contract != "koz" or not g.current.finished:
        d = g.decision
        g.apply(None if d.kind == "deal" else d.options[rng.randrange(len(d.options))])
    doc = game_to_record(g, list(NAMES))
    deal = len(g.deals) - 1
    start, choices = deal_script(doc, deal)
    viewer = window.show_replay(start, choices, NAMES)
    sheet = window.score_dock.model.sheet
    assert sheet is not None and not sheet.over
    assert len(window.score_dock.model.game.deals) == len(start.deals)  # not the recorded party's three deals
    trump = next(i for i, d in enumerate(viewer.replay.asked) if d.kind == "trump")
    viewer.show_step(trump + 1)
    assert "names the trump: " in viewer.scene.status.toPlainText()
    viewer.show_step(len(choices))
    assert window.score_dock.model.game.deals[-1].points is not None  # the replayed deal scored on the sheet
    QTest.keyClick(viewer, Qt.Key.Key_Escape)
    assert window.score_dock.model.game is window.controller.shown  # the party on the table again

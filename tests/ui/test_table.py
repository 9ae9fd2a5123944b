"""The card table driven through the real window: clicks, keys, dialogs, resizes (offscreen, instant speed)."""

from __future__ import annotations

from tests import processes
import sys

import pytest

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel
from PySide6.QtTest import QTest

from kingdesk.ui.selftest import check_party
from kingdesk.session.seats import Seats

from .driver import VS_RANDOM, Driver, click_card


def _assert_scores_shown(window, game) -> None:  # type: ignore[no-untyped-def]
    """The result screen and the name plates show the engine's totals."""
    from kingdesk.ui import i18n

    dlg = window.dialog
    assert dlg is not None and dlg.objectName() == "party-result"
    for s in range(4):
        lab = dlg.findChild(QLabel, f"total-{s}")
        assert lab is not None
        assert i18n.number(game.totals[s], signed=True) in lab.text()
        plate = window.scene.plates[window.scene.slot_of(s)]
        assert i18n.number(game.totals[s], signed=True) in plate.detail


@pytest.mark.slow  # takes seconds
def test_full_turkish_12_party_through_clicks(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    drv = Driver(qtbot, window, seed=3)
    drv.start("turkish-12", seed=21)
    event, game = drv.play_party()
    assert check_party(game, window.scene) == []
    assert game.is_over and len([d for d in game.deals if d.counts]) == 12
    assert tuple(event.totals) == tuple(game.totals)
    # the worker's own game (the engine) agrees with what the table was given
    assert window.controller.engine.worker.owner.party.game.totals == game.totals
    assert drv.dialogs.get("decision-contract", 0) >= 1  # the human chose contracts by dialog
    assert drv.dialogs.get("decision-trump", 0) >= 1  # ... and named a trump suit (koz)
    assert drv.dialogs.get("deal-summary", 0) >= 11
    assert drv.cards_played >= 60 and drv.illegal_checked > 0
    _assert_scores_shown(window, game)


@pytest.mark.slow  # takes seconds
def test_full_spanish_party_through_clicks(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    drv = Driver(qtbot, window, seed=5)
    drv.start("spanish", seed=8)
    event, game = drv.play_party()
    assert check_party(game, window.scene) == []
    assert sum(game.totals) == 0 and len(game.deals) == 10
    assert window.controller.engine.worker.owner.party.game.totals == game.totals
    assert drv.dialogs.get("decision-sale", 0) >= 1  # the human is mano in one recovery: name or sell
    for kind in ("bid", "accept", "trump"):  # offers for others' trump choice, the answer to an offer, the trump
        assert drv.dialogs.get(f"decision-{kind}", 0) >= 1, kind
    _assert_scores_shown(window, game)


def _first_card_turn(qtbot, window, drv: Driver) -> None:  # type: ignore[no-untyped-def]
    while True:
        qtbot.waitUntil(drv.ready, timeout=20000)
        if window.dialog is not None and window.dialog.isVisible():
            drv.step()
            continue
        return


def test_keyboard_play_and_hand_face_up_after_deal(qtbot, window, tmp_path) -> None:  # type: ignore[no-untyped-def]
    drv = Driver(qtbot, window, seed=1)
    drv.start("turkish-20", seed=4)
    _first_card_turn(qtbot, window, drv)
    sc = window.scene
    # a screenshot after the deal shows the 13 cards of the player's hand face up
    if len(sc.hands[0]) == 13:
        img = window.view.grab().toImage()
        img.save(str(tmp_path / "after-deal.png"))
        for c in sc.hands[0]:
            item = sc.cards[c]
            assert item.face_up and item.isVisible()
            # the visible strip of each card is card-coloured (light; dimmed if not playable), not table green
            from .driver import card_point

            p = card_point(window, c)
            dpr = img.devicePixelRatio()
            # down the visible strip (an index or a pip may lie under one point; the paper shows at the others)
            h = item.face_rect().height()
            # and across it: a court card's figure can fill one column of the strip
            w = item.face_rect().width()
            cols = [QColor(img.pixel(int((p.x() + w * dx) * dpr), int((p.y() - h * f) * dpr)))
                    for f in (0.6, 0.45, 0.3, 0.15) for dx in (-0.1, 0.0, 0.1)]
            for col in cols:
                table_green = col.green() > col.red() + 25 and col.green() > col.blue() + 25
                assert not table_green, (c, col.name())
            assert max(col.lightness() for col in cols) > 110, (c, [col.name() for col in cols])
    # keyboard: the focus moves over legal cards only; Enter plays the focused card
    legal = sc.playable_cards
    QTest.keyClick(window.view, Qt.Key.Key_End)  # player-run-3 minor 20: End was ignored
    assert sc.focused_card == legal[-1]
    QTest.keyClick(window.view, Qt.Key.Key_Home)
    assert sc.focused_card == legal[0]
    QTest.keyClick(window.view, Qt.Key.Key_Right)
    focused = sc.focused_card
    assert focused in legal
    assert focused == legal[1 % len(legal)]
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: focused not in sc.hands[0], timeout=20000)
    assert any(c == focused for c, _ in sc.trick) or focused in sum(sc.captured, []) + sum(sc.won, [])


def test_resize_relayouts_and_undo(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    drv = Driver(qtbot, window, seed=2)
    drv.start("turkish-12", seed=9)
    _first_card_turn(qtbot, window, drv)
    sc = window.scene
    c0 = sc.hands[0][0]
    before = (sc.cards[c0].pos(), sc.cards[c0].width)
    w0 = sc.layout.W
    window.resize(1500, 1000)
    qtbot.waitUntil(lambda: sc.layout.W > w0 + 200 and sc.layout.W == window.view.viewport().width(), timeout=5000)
    after = (sc.cards[c0].pos(), sc.cards[c0].width)
    assert after[1] > before[1] and after[0] != before[0]
    vp = window.view.viewport().rect()
    for c in sc.hands[0]:
        r = window.view.mapFromScene(sc.cards[c].sceneBoundingRect()).boundingRect()
        assert vp.contains(r.center()) and r.bottom() <= vp.bottom() + 8
    window.resize(800, 600)
    qtbot.waitUntil(lambda: sc.layout.W < w0 and sc.layout.W == window.view.viewport().width(), timeout=5000)
    assert sc.cards[c0].width < after[1]
    # undo: play a card, then take it back
    hand = list(sc.hands[0])
    card = sc.playable_cards[0]
    click_card(window, card)
    qtbot.waitUntil(lambda: window.controller.can_undo and drv.ready(), timeout=20000)
    if window.dialog is not None:
        return  # the deal ended on that card; undo is covered when play goes on
    window.undo()
    qtbot.waitUntil(lambda: drv.ready() and card in sc.hands[0], timeout=20000)
    assert sorted(sc.hands[0]) == sorted(hand)
    assert window.controller.human_decisions == 0 and not window.controller.can_undo


def test_hint_and_last_trick(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    drv = Driver(qtbot, window, seed=4)
    drv.start("turkish-12", seed=13)
    _first_card_turn(qtbot, window, drv)
    got = []
    window.controller.hint_ready.connect(got.append)
    window.hint()
    qtbot.waitUntil(lambda: bool(got), timeout=60000)
    assert got[0].choice in window.scene.playable_cards
    assert window.scene.focused_card == got[0].choice
    assert got[0].sentences  # the hint says why, on the table (where it wraps)
    from kingdesk.ui import i18n

    assert i18n.why_text(got[0], window.controller.config.names, 0) in window.scene.status.toPlainText()
    qtbot.waitUntil(lambda: "%" not in window.statusBar().currentMessage() and
                    window.statusBar().currentMessage() != "", timeout=5000)
    shown = window.statusBar().currentMessage()
    drv.play_card()
    assert window.statusBar().currentMessage() != shown  # the hint goes once its decision is made
    _first_card_turn(qtbot, window, drv)
    dlg = window.show_last_trick()
    assert dlg is not None and len(dlg.findChildren(QLabel)) >= 5
    dlg.close()


@pytest.mark.integration  # runs the whole program or system tools
def test_self_test_command_exits_zero() -> None:
    out = processes.run([sys.executable, "-m", "kingdesk.app", "--self-test"], 240,
                        env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"})
    assert out.returncode == 0, out.stderr[-2000:]
    assert "self-test: ok" in out.stdout


@pytest.mark.integration
def test_self_test_fails_when_join_a_table_cannot_be_opened(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """A bundle without the network's modules (zeroconf here; Python's ssl for websockets) fails its self-test."""
    import os

    (tmp_path / "zeroconf").mkdir()
    (tmp_path / "zeroconf" / "__init__.py").write_text("raise ImportError('no zeroconf in this bundle')\n")
    path = os.pathsep.join([str(tmp_path), os.environ.get("PYTHONPATH", "")])
    out = processes.run([sys.executable, "-m", "kingdesk.app", "--self-test"], 240,
                        env={**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": path})
    assert out.returncode == 1, out.stderr[-2000:]
    assert "self-test: Join a table cannot be opened: no zeroconf in this bundle" in out.stderr
    assert "self-test: FAILED" in out.stdout


def test_new_game_dialog_starts_the_chosen_game(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QComboBox, QLineEdit, QPushButton

    dlg = window.new_game_dialog()
    qtbot.waitUntil(dlg.isVisible, timeout=5000)
    rules = dlg.findChild(QComboBox, "ruleset")
    rules.setCurrentIndex(rules.findData("spanish"))
    name = dlg.findChild(QLineEdit, "name-2")
    name.clear()
    QTest.keyClicks(name, "Lucia")
    level = dlg.findChild(QComboBox, "level-1")
    level.setCurrentIndex(level.findData("random"))
    QTest.mouseClick(dlg.findChild(QPushButton, "ok"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller.shown is not None and window.controller.shown.current is not None,
                    timeout=20000)
    c = window.controller
    assert c.shown.rules.ruleset == "spanish"
    assert c.config.names[2] == "Lucia" and c.config.seats.levels[0] is None and c.config.seats.levels[1] == "random"
    assert window.scene.plates[window.scene.slot_of(2)].name == "Lucia"


def test_auto_play_of_a_single_legal_card(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """With auto-play on, every forced card goes by itself; the party still ends as the engine says."""
    window.set_auto_play(True)
    drv = Driver(qtbot, window, seed=6)
    forced = []
    window.controller.state_changed.connect(
        lambda: (d := window.controller.pending_decision) is not None and d.kind == "card" and len(d.options) == 1
        and (not forced or forced[-1] != d.options[0]) and forced.append(d.options[0]))
    drv.skip_forced = True
    drv.start("turkish-12", seed=30)
    # play until a forced card has gone by itself (the driver never sees it as a choice to click)
    while len(forced) < 2 and not drv.results:
        drv.step()
    qtbot.waitUntil(lambda: forced[-1] not in window.scene.hands[0], timeout=20000)
    assert all(c not in window.scene.hands[0] for c in forced)


def test_answers_for_an_abandoned_game_are_dropped(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    from kingdesk.engine import Game
    from kingdesk.session.setup import PartySetup

    c = window.controller
    window.set_speed("normal")
    c.new_game(PartySetup(ruleset="spanish", names=("A", "B", "C", "D"), seats=Seats.computers("hard"), seed=3))
    qtbot.waitUntil(lambda: c.shown is not None and c.shown.current is not None, timeout=20000)
    old_gen, old_step, old_snap = c.gen, c.engine.step, c.shown
    window.set_speed("instant")
    drv = Driver(qtbot, window, seed=1)
    drv.start("turkish-12", seed=44)
    # a late answer of the first game, and a late engine step of it, change nothing
    from kingdesk.session import messages as m

    out = c.engine.worker.out
    out.emit(m.Thought(old_gen, old_step, 1, 0, hint=True))
    out.emit(m.Stepped(old_gen, old_step, [], old_snap, True))
    _first_card_turn(qtbot, window, drv)
    fresh = Game("turkish-12", seed=44)
    fresh.apply(None)
    assert c.shown.rules.ruleset == "turkish-12"
    # the table sees the human's hand of the new party, and only that one
    assert c.shown.deals[0].hands == (fresh.current.hands[0], 0, 0, 0)
    assert window.controller.engine.worker.owner.gen == c.gen


def test_play_on_from_a_given_game(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    from kingdesk.engine import Game
    from kingdesk.engine.cards import mask_of
    from kingdesk.session.setup import PartySetup

    g = Game("turkish-12", seed=17)
    while not (g.play is not None and len(g.play.trick) == 2 and g.decision.seat == 0):  # the table waits for me
        g.apply(None if g.decision.kind == "deal" else g.decision.options[0])
    c = window.controller
    c.new_game(PartySetup(ruleset="turkish-12", seats=VS_RANDOM, start=g))
    qtbot.waitUntil(lambda: c.shown is not None and c.shown.play is not None, timeout=20000)
    sc = window.scene
    assert [card for card, _ in sc.trick] == list(g.play.trick)
    assert mask_of(sc.hands[sc.slot_of(0)]) == g.play.hands[0]  # the human's cards, the others face down
    for seat in range(1, 4):
        assert len(sc.hands[sc.slot_of(seat)]) == g.play.hands[seat].bit_count()
        assert not any(sc.cards[card].face_up for card in sc.hands[sc.slot_of(seat)])


def _stand_ins_hold(window) -> list[str]:  # type: ignore[no-untyped-def]
    """What is wrong with the face-down hands the table shows for the other seats (empty when right)."""
    sc, shown = window.scene, window.controller.shown
    problems = []
    places = [c for h in sc.hands for c in h] + [c for c, _ in sc.trick] + [c for p in sc.captured for c in p] \
        + [c for p in sc.won for c in p] + list(sc.deck)
    if sorted(places) != list(range(52)):
        problems.append("a card is in two places, or in none")
    seen = set(shown.hand_cards(0)) | set(shown.play.plays if shown.play else ())
    for seat in range(1, 4):
        hand = sc.hands[sc.slot_of(seat)]
        if len(hand) != shown.hand_size(seat):
            problems.append(f"seat {seat} holds {len(hand)} cards on the table, {shown.hand_size(seat)} in the game")
        if any(sc.cards[c].face_up for c in hand) or seen & set(hand):
            problems.append(f"seat {seat}: a stand-in is face up, or a card the player has seen")
    return problems


def test_the_other_hands_are_face_down_stand_ins_that_play_the_engines_cards(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """The table knows only the human's hand: each card another seat plays is swapped in for one of its
    stand-ins, and what the table shows stays whole (issue 15, item 2)."""
    drv = Driver(qtbot, window, seed=2)
    drv.start("turkish-12", seed=9)
    checked = 0
    c = window.controller
    while drv.cards_played < 20:
        qtbot.waitUntil(lambda: drv.ready(), timeout=20_000)
        if c.shown.play is not None and not c.shown.play.over:
            assert _stand_ins_hold(window) == []
            assert [card for card, _ in window.scene.trick] == list(c.shown.play.trick)
            checked += 1
        drv.step()
    assert checked >= 15


def test_one_escape_from_a_menu_gives_the_keys_back_to_the_hand(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """player-run-3 minor 19: after a menu opened by keyboard was closed with one Escape, the menu bar kept the
    keys (Qt's default) and the arrows did nothing on the hand."""
    from PySide6.QtCore import QPoint
    from PySide6.QtWidgets import QApplication

    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=5000)
    window.menuBar().setFocus()  # as Alt does
    menu = window.game_menu
    menu.popup(QPoint(0, 0))
    qtbot.waitUntil(menu.isVisible, timeout=5000)
    QTest.keyClick(menu, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: window.focusWidget() is window.view, timeout=5000)

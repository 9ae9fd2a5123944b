"""Every kind of decision dialog on the real window: Escape and the close button never strand the game,
the menus stay usable (Hint works inside the dialog), and every dialog works from the keyboard alone."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QPushButton

from kingdesk.engine.game import Game
from kingdesk.session.setup import PartySetup
from kingdesk.ui import i18n
from tests.ui.driver import VS_RANDOM

KINDS = {
    "contract": ("turkish-20", None),
    "trump": ("turkish-20", None),
    "sale": ("spanish", None),
    "bid": ("spanish", None),
    "accept": ("spanish", None),
    "el-iptal": ("turkish-20", {"tr_el_iptal": "any_player_in_koz"}),
    "misdeal": ("turkish-20", {"tr_rifki_singleton_misdeal": True}),
    "king": ("turkish-20", {"tr_king_rule": "ge10", "tr_king_needs_declaration": True}),
}


def position(kind: str) -> tuple[str, dict[str, Any] | None, Game]:
    """A game (random legal choices from a fixed seed) standing where seat 0 faces ``kind``."""
    ruleset, options = KINDS[kind]
    for seed in range(500):
        g = Game(ruleset, options, seed)
        rng = random.Random(seed)
        while not g.is_over:
            d = g.decision
            if d.kind == kind and d.seat == 0:
                return ruleset, options, g
            g.apply(None if d.kind == "deal" else d.options[rng.randrange(len(d.options))])
    raise AssertionError(f"no {kind} decision for seat 0 found")


def open_decision(qtbot: Any, window: Any, kind: str) -> Any:
    ruleset, options, g = position(kind)
    window.start(PartySetup(ruleset=ruleset, options=options, names=("You", "Baran", "Carmen", "Deniz"),
                            seats=VS_RANDOM, start=g))
    qtbot.waitUntil(lambda: window.dialog is not None and window.dialog.isVisible(), timeout=20000)
    dlg = window.dialog
    assert dlg.objectName() == f"decision-{kind}"
    return dlg


@pytest.mark.parametrize("kind", list(KINDS))
def test_escape_and_close_leave_a_way_back(qtbot, window, kind: str) -> None:  # type: ignore[no-untyped-def]
    dlg = open_decision(qtbot, window, kind)
    decision = dlg.decision
    # not modal: the menu bar (Undo, Hint, New game…) stays usable while the decision is pending
    assert QApplication.activeModalWidget() is None
    prompt = window.prompt
    assert not prompt.isVisible()

    # Escape: the dialog goes, a button on the table names the decision and brings it back
    QTest.keyClick(dlg, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dlg.isVisible(), timeout=5000)
    assert prompt.isVisible() and prompt.text().startswith(dlg.windowTitle().rstrip("?"))
    assert window.controller.human_to_move
    QTest.mouseClick(prompt, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(dlg.isVisible, timeout=5000)
    assert window.dialog is dlg and dlg.decision == decision and not prompt.isVisible()

    # the window's close button: the same, and the prompt answers the keyboard (Enter)
    dlg.close()
    qtbot.waitUntil(lambda: not dlg.isVisible(), timeout=5000)
    assert prompt.isVisible()
    qtbot.waitUntil(prompt.hasFocus, timeout=5000)
    QTest.keyClick(prompt, Qt.Key.Key_Return)
    qtbot.waitUntil(dlg.isVisible, timeout=5000)

    # the keyboard alone answers it: Enter on the focused (first) option
    before = window.controller.human_decisions
    qtbot.waitUntil(lambda: QApplication.focusWidget() in dlg.buttons.values(), timeout=5000)
    focused = QApplication.focusWidget()
    QTest.keyClick(focused, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: window.controller.human_decisions == before + 1, timeout=5000)
    assert window.dialog is not dlg and not prompt.isVisible()


@pytest.mark.parametrize("kind", ["contract", "trump", "sale", "bid", "accept"])
def test_hint_inside_the_dialog(qtbot, window, kind: str) -> None:  # type: ignore[no-untyped-def]
    dlg = open_decision(qtbot, window, kind)
    label = dlg.findChild(QLabel, "hint-text")
    QTest.mouseClick(dlg.hint_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: label.text().startswith("Hint: "), timeout=60000)
    focused = QApplication.focusWidget()
    choice = next(o for o, b in dlg.buttons.items() if b is focused)
    assert choice in dlg.decision.options
    # advice, not the button's label ("Hint: pass."), then why (the sentences of kingdesk.ai.explain)
    assert label.text().startswith(i18n.hint_text(kind, choice) + " ")
    # the Game menu's H shortcut works while the dialog has the focus (the menus are not blocked)
    label.setText("")
    QTest.keyClick(focused, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: label.text().startswith("Hint: "), timeout=60000)


def test_unavailable_contracts_are_shown_with_the_engines_reason(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """Under 'first four hands are penalties' Trumps is there, disabled, and says why (the engine's reason)."""
    g = Game("turkish-20", {"tr_first_four_ceza": True}, 3)
    g.apply(None)
    while g.decision.seat != 0:  # the first declarer is someone else: play on to seat 0's choice
        d = g.decision
        g.apply(None if d.kind == "deal" else d.options[0])
    assert g.decision.kind == "contract" and g.why_not("koz") == "penalties-first"
    window.start(PartySetup(ruleset="turkish-20", options={"tr_first_four_ceza": True},
                            names=("You", "Baran", "Carmen", "Deniz"), seats=VS_RANDOM,
                            start=g))
    qtbot.waitUntil(lambda: window.dialog is not None and window.dialog.isVisible(), timeout=20000)
    dlg = window.dialog
    from PySide6.QtWidgets import QPushButton

    koz = dlg.findChild(QPushButton, "option-koz")
    assert koz is not None and not koz.isEnabled() and "koz" not in dlg.buttons
    assert koz.toolTip() == "The first four hands are penalty hands."
    note = dlg.findChild(QLabel, "forced-note").text()
    assert "first four hands" in note and "no trump hands left" not in note
    # the buttons follow the rules' order (docs/rules.md §1.3): the six penalties, then trumps
    from kingdesk.engine.contracts import TURKISH

    grid_order = sorted(dlg.findChildren(QPushButton), key=lambda b: (b.y(), b.x()))
    names = [b.objectName()[len("option-"):] for b in grid_order if b.objectName().startswith("option-")]
    assert names == list(TURKISH)


@pytest.mark.parametrize("kind", ["el-iptal", "misdeal"])
def test_a_call_put_to_a_seat_that_may_not_make_it_says_why_and_offers_play_alone(window, qtbot, kind: str
                                                                                  ) -> None:  # type: ignore[no-untyped-def]
    """Every seat is asked in turn (nobody may learn who could call): one that may not has Play on only."""
    dlg = open_decision(qtbot, window, kind)
    assert dlg.decision.options == ("play",) and not dlg.findChild(QPushButton, f"option-{kind}").isEnabled()
    why = dlg.findChild(QLabel, "cannot-call")
    assert why is not None and why.text() == i18n.reason_text(dlg.unavailable[kind]) and why.text()

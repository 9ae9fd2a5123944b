"""Help › Learn a contract: the contract's fixed deal against easy players, the hint and why by themselves."""

from __future__ import annotations

from PySide6.QtWidgets import QMenu


def test_learn_a_contract_from_the_help_menu(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    menu = window.help_menu.learn_menu
    assert isinstance(menu, QMenu)
    menu.aboutToShow.emit()
    families = [a.menu() for a in menu.actions()]
    assert [f.objectName() for f in families] == ["learn-tr", "learn-es"]  # a submenu per family: the names
    actions = {a.objectName(): a for f in families for a in f.actions()}  # of the two can be the same words
    assert "learn-rifki" in actions and "learn-recuperacion" in actions and len(actions) == 14
    got = []
    window.controller.hint_ready.connect(got.append)
    actions["learn-rifki"].trigger()
    qtbot.waitUntil(lambda: bool(got), timeout=60000)  # nobody asked: the lesson gives the hint by itself
    c = window.controller
    assert c.teaching and c.shown.current.contract == "rifki" and c.human == 0
    assert got[0].kind == "card" and got[0].choice in c.pending_decision.options and got[0].sentences
    assert all(s.seats[i].level == "easy" for s in [c.config] for i in (1, 2, 3))

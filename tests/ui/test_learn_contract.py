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
    box = window.lesson.box  # the contract's introduction first
    assert box is not None and box.objectName() == "lesson-intro" and box.isVisible() and "King of Hearts" in box.text()
    _click(box, "lesson-play")
    qtbot.waitUntil(lambda: bool(got), timeout=60000)  # nobody asked: the lesson gives the hint by itself
    c = window.controller
    assert c.teaching and c.shown.current.contract == "rifki" and c.human == 0
    assert got[0].kind == "card" and got[0].choice in c.pending_decision.options and got[0].sentences
    assert all(s.seats[i].level == "easy" for s in [c.config] for i in (1, 2, 3))


def _to_summary(qtbot, window, drv) -> None:  # type: ignore[no-untyped-def]
    while True:
        qtbot.waitUntil(drv.ready, timeout=30000)
        if window.dialog is not None and window.dialog.objectName() == "deal-summary":
            return
        drv.step()


def test_a_lesson_from_its_introduction_to_its_end(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """The introduction, the guided hand, one ordinary hand of the same contract against easy players, then the
    lesson is over and the person chooses what comes next."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from kingdesk.ai.lessons import lesson_game

    from .driver import Driver, _button

    c, lesson = window.controller, window.lesson
    box = lesson.begin("kiz-almaz")
    assert box.objectName() == "lesson-intro" and box.isVisible()
    assert box.text().startswith("In No Queens every queen you take costs points.")
    QTest.mouseClick(_button(box, "lesson-play"), Qt.MouseButton.LeftButton)
    assert lesson.stage == "guided" and c.teaching
    guided = lesson_game("kiz-almaz").current.hands[0]
    qtbot.waitUntil(lambda: c.shown is not None and c.shown.current is not None, timeout=10000)
    assert c.shown.current.hands[0] == guided and c.shown.current.contract == "kiz-almaz"
    c.teaching = False  # the hint by itself is the test above's: not searched at each card here
    drv = Driver(qtbot, window, seed=3)
    _to_summary(qtbot, window, drv)
    QTest.mouseClick(_button(window.dialog, "continue"), Qt.MouseButton.LeftButton)
    # the second hand: an ordinary deal of the same contract, the person's to play, against easy players
    assert lesson.stage == "practice" and not c.teaching
    qtbot.waitUntil(lambda: c.shown is not None and c.shown.current is not None, timeout=10000)
    assert c.shown.current.contract == "kiz-almaz" and len(c.shown.deals) == 1 and c.human == 0
    assert c.shown.current.hands[0] != guided
    assert [c.config.seats[i].level for i in (1, 2, 3)] == ["easy"] * 3 and not c.config.autosave
    assert "No Queens" in window.statusBar().currentMessage()
    _to_summary(qtbot, window, drv)
    QTest.mouseClick(_button(window.dialog, "continue"), Qt.MouseButton.LeftButton)
    # over: an empty table, and the question of what comes next
    over = lesson.box
    assert over is not None and over.objectName() == "lesson-over" and over.isVisible()
    assert lesson.stage is None and c.shown is None and "No Queens" in over.text()
    assert not any(p.name for p in window.scene.plates) and not window.statusBar().currentMessage()
    QTest.mouseClick(_button(over, "lesson-new-game"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.new_dialog is not None and window.new_dialog.isVisible(), timeout=5000)


def test_another_party_ends_the_lesson(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """A new game put on the table during the lesson is a party of its own: its hands are not the lesson's."""
    from kingdesk.session.setup import PartySetup

    from .driver import VS_RANDOM

    _click(window.lesson.begin("koz"), "lesson-play")
    assert window.lesson.in_course()
    window.start(PartySetup(ruleset="spanish", seats=VS_RANDOM, seed=4))
    assert not window.lesson.in_course() and not window.lesson.hand_over()


def _click(box, name: str) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from .driver import _button

    QTest.mouseClick(_button(box, name), Qt.MouseButton.LeftButton)


def test_every_contract_has_its_introduction_in_three_languages(qapp) -> None:  # type: ignore[no-untyped-def]
    """One or two sentences per contract, naming it as the table does, in the player's language."""
    from kingdesk.ai.lessons import LESSONS
    from kingdesk.ui import i18n

    texts: dict[str, dict[str, str]] = {}
    try:
        for lang in ("en", "es", "tr"):
            i18n.install_translators(qapp, lang)
            texts[lang] = {c: i18n.lesson_intro(c) for c in LESSONS}
            for c, text in texts[lang].items():
                assert i18n.contract_name(c) in text and "%1" not in text and 1 <= text.count(".") <= 3, text
    finally:
        i18n.install_translators(qapp, "en")
    for c in LESSONS:
        assert texts["es"][c] != texts["en"][c] != texts["tr"][c] != texts["es"][c]
    assert texts["es"]["no-bazas"].startswith("En No bazas cada baza")
    assert texts["tr"]["rifki"].startswith("Rıfkı oyununda yalnız K♥ sayılır")

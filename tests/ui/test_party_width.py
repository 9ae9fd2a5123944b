"""The window takes a party's shape as the party is put on the table, not as its first deal begins."""

from __future__ import annotations

from PySide6.QtCore import QSettings

from kingdesk.session.setup import PartySetup
from kingdesk.ui.main_window import MainWindow
from kingdesk.session.seats import Seats
from tests.ui.driver import VS_RANDOM

NAMES = ("Maximiliano Fernández", "Bartolomé de la Torre", "Guadalupe Villanueva", "Şükrü Karaosmanoğlu")


def test_the_dock_and_the_table_keep_their_size_from_the_start_call_on(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """At the party's first step the score sheet had widened the dock and resized the table as the deal began
    (17-39 ms on the GUI thread); now ``start`` lays the window out for the party before it returns."""
    w = MainWindow(speed="fast", settings=QSettings(str(tmp_path / "k.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(w)
    w.resize(1366, 768)
    w.show()
    qtbot.waitExposed(w)
    assert w.score_dock is not None  # made with the window, empty
    qtbot.wait(50)
    before = w.view.viewport().size()
    w.start(PartySetup(ruleset="spanish", names=NAMES, seats=VS_RANDOM, seed=4))
    at_start = w.view.viewport().size()
    assert at_start != before  # the dock took the party's columns (the sheet was empty): the table gave way
    qtbot.waitUntil(lambda: w.controller.human_to_move and not w.controller.busy, timeout=20000)
    assert w.view.viewport().size() == at_start  # and nothing moved once the party was under way


def test_a_party_started_before_the_first_paint_is_laid_out_at_once(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """A demonstration (or the benchmark) starts its party as the window shows, before its first paint: the
    window is laid out for the party then."""
    w = MainWindow(demo=True, speed="fast", settings=QSettings(str(tmp_path / "k.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(w)
    w.resize(1366, 768)
    w.show()
    w.start(PartySetup(ruleset="turkish-20", names=NAMES, seats=Seats.from_levels(("random",) * 4), seed=4))
    assert w.score_dock is not None and w.score_dock.isVisible()
    at_start = w.view.viewport().size()
    qtbot.waitUntil(lambda: len(w.controller.shown.deals if w.controller.shown else ()) > 0, timeout=20000)
    qtbot.wait(300)  # the first deal under way
    assert w.view.viewport().size() == at_start


def test_the_plates_read_the_new_party_as_it_is_put_on_the_table(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """The plates took the new party's names at its first step and were drawn anew as the first deal set off;
    now ``start`` tells them before it returns, so the window drawn then reads as the new party (the dealer's
    role comes with the first deal)."""
    w = MainWindow(speed="fast", settings=QSettings(str(tmp_path / "k.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(w)
    w.resize(1366, 768)
    w.show()
    qtbot.waitExposed(w)
    qtbot.waitUntil(lambda: w.score_dock is not None, timeout=5000)
    w.start(PartySetup(ruleset="spanish", names=NAMES, seats=VS_RANDOM, seed=4))
    plates = w.scene.plates
    assert sorted(p.name for p in plates) == sorted(NAMES) and all(p.isVisible() for p in plates)
    assert all(p.detail for p in plates)  # tricks and score


def test_the_first_frame_is_the_whole_window(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """The table's first painted frame shows the window as it is on start, the score sheet included: no part of
    it is made after the first paint to make the start look faster (issue 42, item 6)."""
    from PySide6.QtCore import QEvent, QObject

    w = MainWindow(speed="fast", settings=QSettings(str(tmp_path / "k.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(w)
    seen: list[bool] = []

    class FirstPaint(QObject):
        def eventFilter(self, _obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
            if event.type() == QEvent.Type.Paint and not seen:
                dock = w.score_dock
                seen.append(dock is not None and dock.isVisible() and dock.width() > 0)
            return False

    probe = FirstPaint()
    w.view.viewport().installEventFilter(probe)
    w.resize(1366, 768)
    w.show()
    qtbot.waitUntil(lambda: bool(seen), timeout=5000)
    assert seen == [True]
    assert [a.text() for a in w.menuBar().actions()] == ["&Game", "&View", "&Help"]

"""File › People and series…: a family's record, head to head, series with their standings on paper and in files,
and the people offered in the forms that ask a name."""

from __future__ import annotations

import csv
import datetime as dt

import pytest

from kingdesk.session.setup import PartySetup
from kingdesk.storage.book import Book
from kingdesk.storage.history import History
from kingdesk.ui.dialogs import NewGameDialog
from kingdesk.ui.people.person_dialog import PersonDialog
from kingdesk.ui.people.picker import offer_people
from kingdesk.ui.people.window import PeopleWindow
from tests.storage.kd_storage_helpers import counted_copy, play

FAMILY = ["Abuela", "Tío Paco", "Ana", "Burak"]


def _day(n: int) -> dt.datetime:
    return dt.datetime(2026, 11, 1, 20, tzinfo=dt.timezone.utc) + dt.timedelta(days=n)


def family_history(path) -> Book:  # type: ignore[no-untyped-def]
    """Five evenings: two games alone against the computer, one at a table, one scored with real cards, one
    after the series began."""
    h = History(path)
    book = Book(h)
    h.add_party(play("turkish-12", 1), ["Abuela", "Ana", "Bea", "Carla"], levels=(None, "hard", "hard", "hard"),
                finished_at=_day(0))
    h.add_party(play("turkish-12", 2), ["Ana", "Ana", "Bea", "Carla"], levels=(None, "easy", "easy", "easy"),
                finished_at=_day(1))
    winter = book.add_series("Invierno", "places")
    h.add_party(play("turkish-20", 3), FAMILY, levels=(None, None, None, None), setting="table", finished_at=_day(2))
    h.add_party(counted_copy(play("turkish-12", 4), scorer=0), FAMILY, human_seat=0, finished_at=_day(3))
    h.add_party(play("turkish-12", 5), ["Ana", "Abuela", "X", "Y"], levels=(None, None, "medium", "medium"),
                finished_at=_day(4))
    assert winter
    return book


@pytest.fixture
def book(tmp_path):  # type: ignore[no-untyped-def]
    return family_history(tmp_path / "history.sqlite3")


def test_each_persons_record_counts_every_kind_of_game(qtbot, book) -> None:  # type: ignore[no-untyped-def]
    w = PeopleWindow(book)
    qtbot.addWidget(w)
    names = [w.list.item(i).text() for i in range(w.list.count())]
    assert names[:4] == ["Abuela", "Ana", "Burak", "Tío Paco"]
    assert {"Computer · Hard", "Computer · Easy", "Computer · Medium"} <= set(names)
    w.list.setCurrentRow(names.index("Abuela"))
    text = w.summary.text()
    assert "Games: 4 (alone 2, at a table 1, real cards 1)" in text
    assert w.evenings.evenings and len(w.evenings.evenings) == 4 and w.bars.lines
    w.kinds["counted"].setChecked(False)
    assert "Games: 3 (alone 2, at a table 1)" in w.summary.text()
    w.kinds["alone"].setChecked(False)
    w.kinds["table"].setChecked(False)
    assert "Games: 0" in w.summary.text() and not w.bars.lines


def test_two_people_head_to_head(qtbot, book) -> None:  # type: ignore[no-untyped-def]
    from kingdesk.storage.stats import head_to_head

    w = PeopleWindow(book)
    qtbot.addWidget(w)
    ids = {p.name: p.id for p in book.people()}
    w.a.setCurrentIndex(w.a.findData(ids["Abuela"]))
    w.b.setCurrentIndex(w.b.findData(ids["Ana"]))
    h = head_to_head(book.played(), ids["Abuela"], ids["Ana"])
    assert h.parties == 3  # the table, the real cards, the last evening (the first game's "Ana" was the computer)
    cells = [[lab.text() for lab in row] for row in w.versus_rows]
    assert cells[1] == ["Games together", "3", "3"]
    assert cells[2] == ["Finished ahead", str(h.a_ahead), str(h.b_ahead)]
    assert w.versus_games.rowCount() == 3 and w.versus_games.item(0, 2).text() == "alone"  # the last evening first
    assert w.versus_games.item(1, 2).text() == "real cards" and w.versus_games.item(2, 2).text() == "at a table"
    w.b.setCurrentIndex(w.b.findData(ids["Abuela"]))
    assert w.versus_note.text() == "Choose two people." and w.versus_games.rowCount() == 0


def test_a_series_on_screen_on_paper_and_in_a_spreadsheet(qtbot, book, tmp_path) -> None:  # type: ignore[no-untyped-def]
    w = PeopleWindow(book)
    qtbot.addWidget(w)
    tab = w.series
    assert tab.choice.currentText() == "Invierno" and tab.current.isChecked()
    assert sorted(pl.party.setting for pl in tab.parties) == ["alone", "counted", "table"]
    assert tab.standings.rowCount() == len({x for pl in tab.parties for x in pl.party.people})
    first = tab.standings.item(0, 1).text()
    # one click: a game from before the series joins it
    tab.other.setCurrentIndex(tab.other.count() - 1)
    tab.add_other()
    assert len(tab.parties) == 4 and tab.other.count() == 1
    tab.rule.setCurrentIndex(tab.rule.findData("wins"))
    assert book.series()[0].rule == "wins"
    out = tab.export_csv(str(tmp_path / "invierno.csv"))
    with open(out, encoding="utf-8-sig") as f:  # type: ignore[arg-type]
        rows = list(csv.reader(f))
    assert rows[0] == ["Invierno", "Games won"] and rows[1][0] == "Place"
    assert [r[1] for r in rows[2:2 + tab.standings.rowCount()]] == [
        tab.standings.item(r, 1).text() for r in range(tab.standings.rowCount())]
    pdf = tab.export_pdf(str(tmp_path / "invierno.pdf"))
    assert pdf is not None and open(pdf, "rb").read(5) == b"%PDF-"
    assert "Invierno" in tab.document().toPlainText() and first in tab.document().toPlainText()
    tab.current.setChecked(False)
    assert not book.series()[0].current
    assert tab.new_series("Navidad") and tab.choice.currentText() == "Navidad" and tab.standings.rowCount() == 0


def test_a_person_renamed_keeps_their_games_and_a_taken_name_is_said(qtbot, book) -> None:  # type: ignore[no-untyped-def]
    w = PeopleWindow(book)
    qtbot.addWidget(w)
    names = [w.list.item(i).text() for i in range(w.list.count())]
    w.list.setCurrentRow(names.index("Tío Paco"))
    before = w.summary.text()
    dlg = w.edit_person()
    assert dlg is not None
    dlg.name.setText("ana")
    dlg.accept()
    assert dlg.problem.isVisible() or dlg.problem.text() == "Someone on this computer is already called ana."
    assert dlg.result() == 0
    dlg.name.setText("Paco")
    dlg.colour.setCurrentIndex(dlg.colour.findData("blue"))
    dlg.accept()
    names = [w.list.item(i).text() for i in range(w.list.count())]
    assert "Paco" in names and "Tío Paco" not in names
    w.list.setCurrentRow(names.index("Paco"))
    assert w.summary.text() == before and w.current().colour == "blue"  # type: ignore[union-attr]


def test_new_game_offers_the_people_and_their_level(qtbot, book) -> None:  # type: ignore[no-untyped-def]
    ana = book.find("Ana")
    book.update(ana.id, colour="teal", level="hard")
    dlg = NewGameDialog(PartySetup(names=("You", "Bea", "Carla", "Dora")))
    qtbot.addWidget(dlg)
    offer = offer_people(dlg.names[0], book.people(computers=False), dlg.person_chosen)
    assert [a.text() for a in offer.menu.actions()] == ["Abuela", "Ana", "Burak", "Tío Paco"]
    assert offer.action in dlg.names[0].actions()
    offer.menu.actions()[1].trigger()
    assert dlg.names[0].text() == "Ana"
    assert [lv.currentData() for lv in dlg.levels[1:]] == ["hard", "hard", "hard"]  # type: ignore[union-attr]
    assert dlg.config().names[0] == "Ana"
    nobody = offer_people(dlg.names[1], [])
    assert nobody.action not in dlg.names[1].actions()  # nothing to offer: no button


def test_a_new_person_from_the_window(qtbot, book) -> None:  # type: ignore[no-untyped-def]
    w = PeopleWindow(book)
    qtbot.addWidget(w)
    dlg = w.new_person()
    assert isinstance(dlg, PersonDialog)
    dlg.name.setText("Deniz")
    dlg.picture.setCurrentIndex(dlg.picture.findData("crown"))
    dlg.languages["tr"].setChecked(True)
    dlg.level.setCurrentIndex(dlg.level.findData("medium"))
    dlg.accept()
    deniz = book.find("Deniz")
    assert deniz is not None and (deniz.picture, deniz.languages, deniz.level) == ("crown", ("tr",), "medium")
    assert "Deniz" in [w.list.item(i).text() for i in range(w.list.count())]


def test_a_name_that_was_the_computers_is_merged_into_it(qtbot, book) -> None:  # type: ignore[no-untyped-def]
    w = PeopleWindow(book)
    qtbot.addWidget(w)
    names = [w.list.item(i).text() for i in range(w.list.count())]
    w.list.setCurrentRow(names.index("Burak"))
    w.merge_with.setCurrentIndex(w.merge_with.findText("Computer · Hard"))
    hard = book.people()[[p.name for p in book.people()].index("Computer · hard")]
    before = person_stats_of(book, hard.id) + person_stats_of(book, book.find("Burak").id)
    w.merge(ask=False)
    names = [w.list.item(i).text() for i in range(w.list.count())]
    assert "Burak" not in names and w.current().id == hard.id  # type: ignore[union-attr]
    assert person_stats_of(book, hard.id) == before


def person_stats_of(book: Book, pid: int) -> int:
    from kingdesk.storage.stats import person_stats

    return person_stats(book.played(), pid).parties


def test_a_persons_games_go_out_and_come_back_from_the_window(qtbot, book, tmp_path) -> None:  # type: ignore[no-untyped-def]
    w = PeopleWindow(book)
    qtbot.addWidget(w)
    names = [w.list.item(i).text() for i in range(w.list.count())]
    w.list.setCurrentRow(names.index("Tío Paco"))
    path = w.export_person(str(tmp_path / "paco.json"))
    assert path is not None
    other = PeopleWindow(Book(History(tmp_path / "elsewhere.sqlite3")))
    qtbot.addWidget(other)
    assert other.import_person(path) == 2  # the table and the real cards
    assert other.said.text() == "Games added: 2."
    names = [other.list.item(i).text() for i in range(other.list.count())]
    other.list.setCurrentRow(names.index("Tío Paco"))
    assert "Games: 2 (at a table 1, real cards 1)" in other.summary.text()

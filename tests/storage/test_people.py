"""People and series in the history: the migration from today's file, who sat where, renaming, merging, a person's
history as a file, and the statistics (checked against small histories counted by hand)."""

from __future__ import annotations

import datetime as dt
import doctest
import json
import shutil
import sqlite3
from pathlib import Path

import pytest

from kingdesk.storage import book as book_module
from kingdesk.storage import stats as stats_module
from kingdesk.storage.book import Book, NameTaken
from kingdesk.storage.history import SCHEMA_VERSION, History, PartySummary
from kingdesk.storage.people import migrate_4
from kingdesk.storage.stats import Played, head_to_head, person_stats, places, standings

from .kd_storage_helpers import NAMES, counted_copy, play

TODAY = Path(__file__).parent / "data" / "history-v3.sqlite3"
"""A history as KingDesk wrote it before people (schema 3), made by tools/make_history_v3.py."""


def _day(n: int, hour: int = 20) -> dt.datetime:
    return dt.datetime(2026, 11, 1, hour, tzinfo=dt.timezone.utc) + dt.timedelta(days=n)


def test_doctests():
    for module in (book_module, stats_module):
        result = doctest.testmod(module)
        assert result.attempted > 0 and result.failed == 0


def _dump(path: Path, sql: str) -> list[tuple]:
    db = sqlite3.connect(path)
    try:
        return db.execute(sql).fetchall()
    finally:
        db.close()


def test_todays_history_is_migrated_and_loses_nothing(tmp_path):
    path = tmp_path / "history.sqlite3"
    shutil.copy(TODAY, path)
    parties_before = _dump(path, "SELECT id, finished_at, ruleset, options, players, totals, winners, record,"
                                 " human_seat, digest, kind FROM parties ORDER BY id")
    deals_before = _dump(path, "SELECT * FROM deals ORDER BY party_id, idx")
    assert _dump(path, "PRAGMA user_version") == [(3,)] and len(parties_before) == 6 and deals_before
    h = History(path)
    h.open()
    assert h.schema_version() == SCHEMA_VERSION == 4 and h.take_notices() == []
    h.close()
    assert _dump(path, "SELECT id, finished_at, ruleset, options, players, totals, winners, record, human_seat,"
                       " digest, kind FROM parties ORDER BY id") == parties_before
    assert _dump(path, "SELECT * FROM deals ORDER BY party_id, idx") == deals_before
    h = History(path)
    book = Book(h)
    # every name said at a seat is a person, the seats follow the names as they were
    names = sorted({n for row in parties_before for n in json.loads(row[4])})
    assert sorted(p.name for p in book.people(computers=False)) == names
    # a name that was the computer's can become it: every level's computer player is there to merge into
    assert [p.computer for p in book.people() if p.computer] == ["easy", "hard", "medium", "random"]
    by_id = {p.id: p.name for p in book.people()}
    for s in h.parties():
        assert [by_id[x] for x in s.people] == s.players
        assert s.setting == ("counted" if s.counted else "alone")
    # the statistics the window showed before are the same
    mine: dict[str, list[int]] = {}
    for row in parties_before:
        if row[8] is not None:
            mine.setdefault(row[2], []).append(row[8] in json.loads(row[6]))
    assert [(r.ruleset, r.played, r.won) for r in h.ruleset_stats()] == [
        (ruleset, len(won), sum(won)) for ruleset, won in sorted(mine.items())]


def test_a_migration_that_fails_leaves_the_file_as_it_was(tmp_path, monkeypatch):
    path = tmp_path / "history.sqlite3"
    shutil.copy(TODAY, path)
    from kingdesk.storage import history as history_module

    def broken(db: sqlite3.Connection) -> None:
        if db.execute("SELECT COUNT(*) FROM parties").fetchone()[0]:  # the old file fails half-way, a new one not
            db.execute("CREATE TABLE people (id INTEGER)")
            raise sqlite3.OperationalError("disk I/O error")
        migrate_4(db)

    monkeypatch.setattr(history_module, "MIGRATIONS", [*history_module.MIGRATIONS[:3], (4, broken)])
    h = History(path)
    h.open()
    assert [n.kind for n in h.take_notices()] == ["rebuilt"] and h.schema_version() == SCHEMA_VERSION
    h.close()
    # rebuilt aside, never half-migrated: the old file is kept whole next to it
    kept = [p for p in tmp_path.iterdir() if "corrupt" in p.name and p.suffix == ".sqlite3"]
    assert len(kept) == 1 and _dump(kept[0], "PRAGMA user_version") == [(3,)]
    assert len(_dump(kept[0], "SELECT id FROM parties")) == 6


def test_seats_are_people_and_computers_are_people_too(data_dir):
    h = History()
    book = Book(h)
    g = play("turkish-12", 7)
    pid = h.add_party(g, ["Abuela", "Ana", "Carmen", "Deniz"], levels=(None, "hard", "hard", "easy"))
    [s] = h.parties()
    assert s.id == pid and s.setting == "alone"
    people = {p.id: p for p in book.people()}
    assert [people[x].computer for x in s.people] == [None, "hard", "hard", "easy"]
    assert people[s.people[0]].name == "Abuela" and s.people[1] == s.people[2]  # one "Computer · hard"
    assert [p.name for p in book.people(computers=False)] == ["Abuela"]


def test_renaming_keeps_the_past_and_a_name_is_one_persons(data_dir):
    h = History()
    book = Book(h)
    h.add_party(play("turkish-12", 7), NAMES, finished_at=_day(0))
    ana = book.find("ana")
    assert ana is not None and ana.name == "Ana"
    book.rename(ana.id, "Ana María")
    h.add_party(play("turkish-12", 8), ["Ana María", "Burak", "Carmen", "Deniz"], finished_at=_day(1))
    st = person_stats(book.played(), ana.id)
    assert st.parties == 2  # the party played as "Ana" counts for Ana María
    assert [p.players[0] for p in h.parties()] == ["Ana María", "Ana"]  # the records keep what was said
    with pytest.raises(NameTaken):
        book.rename(ana.id, "BURAK")
    with pytest.raises(NameTaken):
        book.add_person("burak")
    book.merge(book.find("Burak").id, ana.id)  # type: ignore[union-attr]
    assert book.find("Burak") is None and person_stats(book.played(), ana.id).parties == 2


def test_a_persons_history_goes_to_another_computer_as_a_file(tmp_path, monkeypatch):
    here = History(tmp_path / "here.sqlite3")
    book = Book(here)
    here.add_party(play("turkish-20", 1), NAMES, finished_at=_day(0))
    here.add_party(counted_copy(play("spanish", 3), scorer=1), ["Burak", "Ana", "Carmen", "Deniz"],
                   human_seat=1, finished_at=_day(1))
    here.add_party(play("turkish-12", 2), ["Burak", "Carmen", "Deniz", "Eda"], finished_at=_day(2))
    ana = book.find("Ana")
    assert ana is not None
    book.update(ana.id, colour="teal", picture="crown", languages=["es", "tr"], level="hard")
    out = tmp_path / "ana.json"
    assert book.export_person(ana.id, out) == 2
    there = History(tmp_path / "there.sqlite3")
    other = Book(there)
    there.add_party(play("turkish-12", 9), ["Eda", "Burak", "Carmen", "Deniz"], finished_at=_day(0))
    pid, added = other.import_person(out)
    assert added == 2 and len(there.parties()) == 3
    me = other.person(pid)
    assert (me.name, me.colour, me.picture, me.languages, me.level) == ("Ana", "teal", "crown", ("es", "tr"), "hard")
    assert other.import_person(out) == (pid, 0)  # read again: nothing twice
    a, b = person_stats(book.played(), ana.id), person_stats(other.played(), pid)
    assert (a.parties, a.wins, a.deals, a.by_setting) == (b.parties, b.wins, b.deals, b.by_setting)
    [counted] = [p for p in there.parties() if p.counted]
    assert counted.setting == "counted" and counted.people[1] == pid
    out.write_text('{"format": "something else"}', encoding="utf-8")
    with pytest.raises(ValueError):
        other.import_person(out)


# ------------------------------------------------------------------ statistics counted by hand

def _party(pid: int, people: tuple[int, ...], totals: list[int], winners: list[int], day: int,
           setting: str = "alone", deals: tuple = ()) -> Played:
    return Played(PartySummary(pid, _day(day), "turkish-12", {}, [str(p) for p in people], totals, winners, 0,
                               setting == "counted", setting, people), deals)


# Three evenings of a family: 1 Abuela, 2 Tío, 3 Ana, 4 Computer · hard, 5 Burak.
FAMILY = [
    _party(1, (1, 2, 3, 4), [300, -100, -100, -100], [0], 0, "alone",
           (("el-almaz", (-50, -50, 0, -100)), ("koz", (250, -50, -150, 50)))),
    _party(2, (2, 1, 5, 3), [10, 10, 0, -20], [0, 1], 0, "table", (("kupa-almaz", (0, -30, -60, -90)),)),
    _party(3, (3, 5, 1, 2), [-5, 5, 7, -7], [2], 1, "counted",
           (("koz", (50, 50, 100, -200)), ("el-almaz", (0, -50, -100, -50)))),
    _party(4, (4, 5, 2, 3), [40, 0, -40, 0], [0], 2, "alone"),
]


def test_places_share_the_better_place_when_level():
    assert places([10, 10, 0, -20]) == [1, 1, 3, 4] and places([0, 0, 0, 0]) == [1, 1, 1, 1]


def test_a_persons_record_over_every_kind_of_party():
    st = person_stats(FAMILY, 1)  # Abuela: parties 1, 2, 3
    assert st.parties == 3 and st.by_setting == {"alone": 1, "table": 1, "counted": 1}
    assert st.wins == 3  # won 1, level first in 2, won 3
    assert st.average_place == pytest.approx((1 + 1 + 1) / 3)
    # deals: -50 + 250 (party 1), -30 (party 2, seat 1), 100 - 100 (party 3, seat 2)
    assert st.deals == 5 and st.points_per_deal == pytest.approx(170 / 5)
    lines = {c.contract: (c.deals, c.average) for c in st.contracts}
    assert lines == {"el-almaz": (2, -75.0), "koz": (2, 175.0), "kupa-almaz": (1, -30.0)}
    assert st.best_contract.contract == "koz" and st.worst_contract.contract == "el-almaz"  # type: ignore[union-attr]
    assert [(e.day.day, e.parties, e.points) for e in st.evenings] == [(1, 2, 310), (2, 1, 7)]
    tio = person_stats(FAMILY, 2)  # parties 1 (4th=2nd-equal), 2 (1st), 3 (4th), 4 (4th)
    assert (tio.parties, tio.wins) == (4, 1) and tio.average_place == pytest.approx((2 + 1 + 4 + 4) / 4)
    only_real_cards = person_stats(FAMILY, 2, settings=("counted",))
    assert (only_real_cards.parties, only_real_cards.wins, only_real_cards.deals) == (1, 0, 2)


def test_two_peoples_record_against_each_other():
    h = head_to_head(FAMILY, 3, 5)  # Ana and Burak sat together in parties 2, 3, 4
    assert h.ids == (2, 3, 4) and h.parties == 3
    # 2: Ana 4th, Burak 3rd; 3: Ana 3rd, Burak 2nd; 4: both 2nd
    assert (h.a_ahead, h.b_ahead, h.level) == (0, 2, 1)
    assert (h.a_wins, h.b_wins) == (0, 0) and (h.a_points, h.b_points) == (-20 - 5 + 0, 0 + 5 + 0)
    versus_computer = head_to_head(FAMILY, 1, 4)  # only party 1
    assert (versus_computer.parties, versus_computer.a_ahead, versus_computer.a_wins) == (1, 1, 1)
    assert head_to_head(FAMILY, 1, 1).parties == 0


def test_a_series_standings_by_each_rule():
    by_places = standings(FAMILY, "places")
    # sums of places: Abuela 1+1+1=3 (3 parties), Burak 3+2+2=7, Ana 2+4+3+2=11, Tío 2+1+4+4=11 (Tío won
    # party 2: ahead of Ana), Computer 2+1=3 (2 parties, one won: behind Abuela's three)
    got = [(s.person, s.places, s.wins, s.points, s.rank) for s in by_places]
    assert got == [(1, 3, 3, 317, 1), (4, 3, 1, -60, 2), (5, 7, 0, 5, 3), (2, 11, 1, -137, 4), (3, 11, 0, -125, 5)]
    assert [s.person for s in standings(FAMILY, "points")] == [1, 5, 4, 3, 2]
    assert [s.person for s in standings(FAMILY, "wins")] == [1, 4, 2, 5, 3]
    with pytest.raises(ValueError):
        standings(FAMILY, "style")


def test_a_series_holds_parties_of_all_three_kinds(data_dir):
    h = History()
    book = Book(h)
    before = h.add_party(play("turkish-12", 4), NAMES, finished_at=_day(0))
    winter = book.add_series("Winter", "points")
    alone = h.add_party(play("turkish-12", 5), NAMES, finished_at=_day(1))
    table = h.add_party(play("turkish-12", 6), NAMES, levels=(None, None, "hard", None), setting="table",
                        finished_at=_day(2))
    real = h.add_party(counted_copy(play("turkish-12", 7)), NAMES, finished_at=_day(3))
    book.make_current(None)
    h.add_party(play("turkish-12", 8), NAMES, finished_at=_day(4))  # after the series: not in it
    book.add_to_series(winter, before)  # a party from before, in one step
    [s] = book.series()
    assert (s.name, s.rule, s.current) == ("Winter", "points", False)
    played = book.played(series=winter)
    assert sorted(p.party.id for p in played) == sorted([before, alone, table, real])
    assert sorted(p.party.setting for p in played) == ["alone", "alone", "counted", "table"]
    rows = standings(played, s.rule)
    totals: dict[int, int] = {}
    for p in h.parties():
        if p.id in (before, alone, table, real):
            for seat, who in enumerate(p.people):
                totals[who] = totals.get(who, 0) + p.totals[seat]
    assert [(r.person, r.points) for r in rows] == sorted(totals.items(), key=lambda kv: -kv[1])
    book.remove_from_series(winter, before)
    assert len(book.played(series=winter)) == 3


def test_a_game_past_midnight_counts_for_the_evening_it_was_played():
    late = dt.datetime(2026, 11, 2, 1, 30).astimezone()  # local time: half past one in the night
    pl = Played(PartySummary(9, late, "turkish-12", {}, ["a", "b", "c", "d"], [5, 0, 0, -5], [0], 0, False, "alone",
                             (1, 2, 3, 4)))
    early = Played(PartySummary(8, dt.datetime(2026, 11, 1, 21, 0).astimezone(), "turkish-12", {},
                                ["a", "b", "c", "d"], [1, 0, 0, -1], [0], 0, False, "alone", (1, 2, 3, 4)))
    [evening] = person_stats([early, pl], 1).evenings
    assert (evening.day, evening.parties, evening.points) == (dt.date(2026, 11, 1), 2, 6)

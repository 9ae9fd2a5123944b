"""History database: schema and migrations, statistics, damaged files, folders that refuse writes."""

from __future__ import annotations

import datetime as dt
import doctest
import json
import sqlite3

import pytest

from kingdesk.record import game_to_record
from kingdesk.storage import history as history_module
from kingdesk.storage.history import SCHEMA_VERSION, History

from .kd_storage_helpers import NAMES, play


def _day(n: int) -> dt.datetime:
    return dt.datetime(2026, 11, 1, 12, tzinfo=dt.timezone.utc) + dt.timedelta(days=n)


def test_doctest():
    result = doctest.testmod(history_module)
    assert result.attempted > 0 and result.failed == 0


def test_new_database_has_the_current_schema(data_dir):
    h = History()
    h.open()
    assert h.path == data_dir / "history.sqlite3" and h.path.is_file()
    assert h.schema_version() == SCHEMA_VERSION
    assert h.take_notices() == [] and not h.read_only


def test_parties_and_statistics(data_dir):
    h = History()
    games = {}
    for n, (ruleset, seed) in enumerate([("turkish-20", 1), ("turkish-20", 2), ("turkish-20", 3), ("spanish", 4),
                                         ("spanish", 5), ("turkish-12", 6)]):
        g = play(ruleset, seed)
        games[h.add_party(g, NAMES, human_seat=0, finished_at=_day(n))] = g
    demo = play("spanish", 99)
    h.add_party(demo, NAMES, human_seat=None, finished_at=_day(10))  # computer-only party: listed, not counted
    listed = h.parties()
    assert [p.finished_at for p in listed] == sorted((p.finished_at for p in listed), reverse=True)
    assert len(listed) == 7
    for p in listed[1:]:
        g = games[p.id]
        assert p.totals == list(g.totals) and p.winners == list(g.winners) and p.players == NAMES
        assert h.load_party(p.id).game.totals == g.totals
        assert json.loads(h.record_text(p.id)) == game_to_record(g, NAMES)

    stats = {s.ruleset: s for s in h.ruleset_stats()}
    assert set(stats) == {"turkish-20", "turkish-12", "spanish"}
    for ruleset, s in stats.items():
        mine = [g for g in games.values() if g.rules.ruleset == ruleset]
        assert s.played == len(mine)
        assert s.won == sum(0 in g.winners for g in mine)
        assert s.average == pytest.approx(sum(g.totals[0] for g in mine) / len(mine))
        assert s.best.human_total == max(g.totals[0] for g in mine)
        assert s.worst.human_total == min(g.totals[0] for g in mine)

    per_contract = {(c.ruleset, c.contract): c for c in h.contract_stats()}
    expected: dict[tuple[str, str], list[int]] = {}
    for g in games.values():
        for info in g.deals:
            if info.points is not None:
                expected.setdefault((g.rules.ruleset, info.contract), []).append(info.points[0])
    assert set(per_contract) == set(expected)
    for key, pts in expected.items():
        assert per_contract[key].deals == len(pts)
        assert per_contract[key].average == pytest.approx(sum(pts) / len(pts))


def test_the_same_party_is_stored_once(data_dir):
    h = History()
    g = play("turkish-12", 8)
    first = h.add_party(g, NAMES)
    assert h.add_party(g, NAMES) == first
    assert len(h.parties()) == 1


def test_unfinished_parties_are_refused(data_dir):
    with pytest.raises(ValueError):
        History().add_party(play("spanish", 1, decisions=30), NAMES)


def test_version_1_database_is_migrated_with_its_parties(data_dir):
    data_dir.mkdir()
    path = data_dir / "history.sqlite3"
    db = sqlite3.connect(path)
    history_module._migrate_1(db)
    db.execute("PRAGMA user_version = 1")
    g = play("turkish-20", 21)
    db.execute("INSERT INTO parties (finished_at, ruleset, options, players, totals, winners, record)"
               " VALUES (?, ?, ?, ?, ?, ?, ?)",
               (_day(0).isoformat(), "turkish-20", "{}", json.dumps(NAMES), json.dumps(list(g.totals)),
                json.dumps(list(g.winners)), json.dumps(game_to_record(g, NAMES))))
    db.commit()
    db.close()
    h = History()
    assert h.schema_version() == SCHEMA_VERSION
    [p] = h.parties()
    assert p.human_seat == 0 and p.totals == list(g.totals)
    counted = sum(c.deals for c in h.contract_stats())
    assert counted == sum(1 for info in g.deals if info.points is not None)
    assert h.add_party(g, NAMES) is not None


@pytest.mark.parametrize("damage", ["garbage", "truncated"])
def test_corrupt_database_is_backed_up_and_rebuilt(data_dir, damage):
    h = History()
    h.add_party(play("spanish", 1), NAMES)
    h.close()
    path = data_dir / "history.sqlite3"
    original = path.read_bytes()
    damaged = b"this is not a database at all" * 200 if damage == "garbage" else original[: len(original) // 2]
    path.write_bytes(damaged)
    h = History()
    h.open()
    [notice] = h.take_notices()
    assert notice.kind == "rebuilt"
    assert notice.path is not None and notice.path.read_bytes() == damaged
    assert notice.path.name.startswith("history.corrupt-")
    assert h.parties() == [] and h.schema_version() == SCHEMA_VERSION
    assert h.add_party(play("spanish", 2), NAMES) is not None
    assert h.take_notices() == []


def test_newer_database_is_left_untouched(data_dir):
    h = History()
    h.add_party(play("turkish-12", 1), NAMES)
    h.close()
    path = data_dir / "history.sqlite3"
    db = sqlite3.connect(path)
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    db.commit()
    db.close()
    before = path.read_bytes()
    h = History()
    h.open()
    assert [n.kind for n in h.take_notices()] == ["newer"] and h.read_only
    h.add_party(play("turkish-12", 2), NAMES)  # kept for this session only
    assert len(h.parties()) == 1
    h.close()
    assert path.read_bytes() == before


def test_read_only_folder_warns_and_play_continues(read_only_dir):
    h = History(read_only_dir / "history.sqlite3")
    h.open()
    [notice] = h.take_notices()
    assert notice.kind == "read-only" and h.read_only
    g = play("spanish", 3)
    assert h.add_party(g, NAMES) is not None  # this session's parties are still shown
    assert [p.totals for p in h.parties()] == [list(g.totals)]
    assert not (read_only_dir / "history.sqlite3").exists()


def test_read_only_folder_with_an_existing_database_shows_it(tmp_path, read_only_dir):
    import shutil
    import subprocess

    src = History(tmp_path / "h.sqlite3")
    g = play("turkish-20", 4)
    src.add_party(g, NAMES)
    src.close()
    # Put the database into the locked folder (unlock it for a moment).
    locked = read_only_dir
    if locked.parent.name != "blocker":
        subprocess.run(["chattr", "-i", str(locked)], capture_output=True)
        locked.chmod(0o755)
        shutil.copy(tmp_path / "h.sqlite3", locked / "history.sqlite3")
        locked.chmod(0o555)
        subprocess.run(["chattr", "+i", str(locked)], capture_output=True)
    else:
        pytest.fail("this machine cannot lock a folder that holds a file")
    h = History(locked / "history.sqlite3")
    h.open()
    assert [n.kind for n in h.take_notices()] == ["read-only"]
    assert [p.totals for p in h.parties()] == [list(g.totals)]
    assert h.add_party(play("turkish-20", 5), NAMES) is None  # cannot be written: returns, never raises
    assert h.take_notices() == []  # the player was already told, once


def test_a_write_failing_mid_session_is_told_once(data_dir):
    h = History()
    h.add_party(play("spanish", 6), NAMES)
    h.close()
    (data_dir / "history.sqlite3").chmod(0o444)
    h = History()
    h.open()
    h._require().execute("PRAGMA query_only = ON")  # what a file turned read-only under us looks like to SQLite
    assert h.add_party(play("spanish", 7), NAMES) is None
    assert h.add_party(play("spanish", 8), NAMES) is None
    assert [n.kind for n in h.take_notices()] == ["read-only"]
    assert len(h.parties()) == 1


@pytest.mark.slow  # takes seconds
def test_damage_anywhere_in_the_file_never_stops_the_program(data_dir):
    import random

    h = History()
    for seed in range(6):
        h.add_party(play("turkish-12" if seed % 2 else "spanish", seed), NAMES)
    h.close()
    path = data_dir / "history.sqlite3"
    pristine = path.read_bytes()
    rng = random.Random(5)
    outcomes = {"rebuilt": 0, "kept": 0}
    for case in range(60):
        damaged = bytearray(pristine)
        for _ in range(rng.choice([1, 4, 32])):
            at = rng.randrange(len(damaged))
            damaged[at] = rng.randrange(256)
        if case % 10 == 0:
            damaged = damaged[: rng.randrange(len(damaged))]
        for p in data_dir.glob("history.corrupt-*"):
            p.unlink()
        path.write_bytes(bytes(damaged))
        h = History()
        h.open()
        listed = h.parties()
        h.ruleset_stats()
        h.contract_stats()
        for p in listed:
            try:
                h.load_party(p.id)
            except Exception as exc:  # a damaged record is reported as the record module's clean error
                from kingdesk.record.errors import RecordError

                assert isinstance(exc, (RecordError, KeyError)), exc
        assert h.add_party(play("turkish-20", 100 + case), NAMES) is not None
        kinds = [n.kind for n in h.take_notices()]
        assert kinds in ([], ["rebuilt"]), kinds
        outcomes["rebuilt" if kinds else "kept"] += 1
        h.close()
    assert outcomes["rebuilt"] > 0 and outcomes["kept"] > 0, outcomes

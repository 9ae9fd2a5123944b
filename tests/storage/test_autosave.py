"""Autosave: atomic writes, exact resume, corrupt files kept aside, a disk that refuses."""

from __future__ import annotations

import doctest
import json
import os

import pytest

from kingdesk.record import game_to_record
from kingdesk.storage import atomic, paths, record_file
from kingdesk.storage.autosave import Autosave, Quarantined, Resume
from kingdesk.record.errors import RecordError
from kingdesk.record.io import read_record
from kingdesk.storage.record_file import write_record

from .kd_storage_helpers import NAMES, play


@pytest.mark.parametrize("module", [paths, atomic, record_file])
def test_doctests(module):
    result = doctest.testmod(module)
    assert result.attempted > 0 and result.failed == 0


def test_default_paths_follow_the_override(data_dir):
    assert paths.data_dir() == data_dir
    assert paths.autosave_path().parent == data_dir
    assert paths.settings_path() == data_dir / "settings.ini"


@pytest.mark.parametrize("ruleset,steps", [("turkish-20", 97), ("turkish-12", 300), ("spanish", 61),
                                           ("spanish", 233)])
def test_resume_is_exactly_where_the_game_stopped(data_dir, ruleset, steps):
    game = play(ruleset, seed=steps, decisions=steps)
    save = Autosave()
    assert save.save(game, NAMES)
    assert save.path == data_dir / "autosave.king.json"
    found = Autosave().load()
    assert isinstance(found, Resume) and not found.finished
    assert found.players == NAMES
    assert game_to_record(found.game, NAMES) == game_to_record(game, NAMES)
    assert found.game.decision == game.decision
    assert found.game.totals == game.totals
    # Play continues from the resumed game exactly as from the original one.
    d = game.decision
    choice = None if d.kind == "deal" else d.options[-1]
    assert found.game.apply(choice) == game.apply(choice)


def test_every_step_is_saved_and_no_temporary_file_is_left(data_dir):
    game = play("spanish", seed=2, decisions=0)
    save = Autosave()
    steps = 0
    while not game.is_over and steps < 150:
        d = game.decision
        game.apply(None if d.kind == "deal" else d.options[0])
        assert save.save(game, NAMES)
        steps += 1
        if steps % 25 == 0:
            assert game_to_record(read_record(save.path).game) == game_to_record(game)
    assert save.saves == steps
    assert sorted(p.name for p in data_dir.iterdir()) == ["autosave.king.json"]


def test_no_autosave_means_nothing_to_resume(data_dir):
    assert Autosave().load() is None


@pytest.mark.parametrize("content", [
    b"", b"{\"format\": \"kingdesk/1\", \"ruleset\": \"turk", b"\xff\xfe\x00garbage", b"[1, 2, 3]",
    b"{\"format\": \"kingdesk/9\", \"ruleset\": \"spanish\", \"deals\": []}",
])
def test_corrupt_autosave_is_kept_aside_with_a_clear_error(data_dir, content):
    data_dir.mkdir()
    (data_dir / "autosave.king.json").write_bytes(content)
    found = Autosave().load()
    assert isinstance(found, Quarantined)
    assert found.error.code == "bad-record" and found.error.message
    assert found.aside is not None and found.aside.read_bytes() == content
    assert found.aside.name.startswith("autosave.corrupt-") and found.aside.suffix == ".json"
    assert not (data_dir / "autosave.king.json").exists()
    # A new game can start and be saved; the quarantined file stays.
    assert Autosave().save(play("turkish-12", 1, decisions=5), NAMES)
    assert isinstance(Autosave().load(), Resume)
    assert found.aside.exists()


def test_an_autosave_that_breaks_a_rule_names_deal_and_play(data_dir):
    game = play("turkish-20", seed=11, decisions=80)
    doc = game_to_record(game, NAMES)
    deal = doc["deals"][1]
    deal["plays"][3], deal["plays"][4] = deal["plays"][4], deal["plays"][3]
    data_dir.mkdir()
    (data_dir / "autosave.king.json").write_text(json.dumps(doc))
    found = Autosave().load()
    assert isinstance(found, Quarantined)
    assert found.error.deal == 1 and found.error.play in (3, 4)
    assert found.error.code in ("illegal-card", "not-in-hand")
    assert "deal 2" in str(found.error)


def test_two_quarantines_in_the_same_second_do_not_overwrite(data_dir):
    data_dir.mkdir()
    asides = []
    for content in (b"one", b"two"):
        (data_dir / "autosave.king.json").write_bytes(content)
        found = Autosave().load()
        assert isinstance(found, Quarantined)
        asides.append(found.aside)
    assert asides[0] != asides[1]
    assert {a.read_bytes() for a in asides} == {b"one", b"two"}


def test_unreadable_autosave_is_quarantined(data_dir):
    data_dir.mkdir()
    (data_dir / "autosave.king.json").mkdir()  # a folder where the file should be: cannot be read
    found = Autosave().load()
    assert isinstance(found, Quarantined) and found.error.code == "unreadable"
    assert found.aside is not None and found.aside.is_dir()


def test_a_disk_that_refuses_writes_does_not_stop_play(tmp_path, read_only_dir):
    save = Autosave(read_only_dir / "autosave.king.json")
    game = play("spanish", seed=3, decisions=20)
    assert save.save(game, NAMES) is False
    assert isinstance(save.last_error, OSError)
    game.apply(game.decision.options[0])  # the game itself goes on
    assert save.save(game, NAMES) is False
    assert list(read_only_dir.iterdir()) == []


def test_failed_atomic_write_keeps_the_old_file(tmp_path, monkeypatch):
    target = tmp_path / "a.json"
    atomic.atomic_write_text(target, "old")

    def boom(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", boom)
    with pytest.raises(OSError):
        atomic.atomic_write_text(target, "new")
    assert target.read_text() == "old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.json"]


def test_save_and_open_a_record_file(tmp_path):
    game = play("turkish-12", seed=5)
    path = tmp_path / "party.kingdesk.json"
    write_record(path, game, NAMES)
    loaded = read_record(path)
    assert loaded.game.is_over and loaded.game.totals == game.totals and loaded.players == NAMES
    with pytest.raises(RecordError) as err:
        read_record(tmp_path / "missing.json")
    assert err.value.code == "unreadable"


def test_leftover_temporary_file_of_a_killed_write_is_removed(data_dir):
    save = Autosave()
    game = play("turkish-12", seed=4, decisions=50)
    assert save.save(game, NAMES)
    leftover = data_dir / ".autosave.king.json.99999.tmp"
    leftover.write_text('{"format": "kingdesk/1", "rul')  # half written when the process was killed
    found = Autosave().load()
    assert isinstance(found, Resume) and game_to_record(found.game) == game_to_record(game)
    assert not leftover.exists()

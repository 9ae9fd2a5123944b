"""The party's owner stores a finished party in the history itself (on its thread, the history's one writer), then lets
the autosave go; when the history cannot be written the finished autosave stays for the next start."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from kingdesk.ai.players import make_player
from kingdesk.session import messages as m
from kingdesk.session.owner import PartyOwner
from kingdesk.session.shelf import Shelf
from kingdesk.storage.autosave import Autosave
from kingdesk.storage.history import History
from kingdesk.session.seats import Seats


NAMES = ("Ana", "Baran", "Carmen", "Deniz")


class IdlePool:
    """Nobody thinks here: the test plays every seat itself."""

    def submit(self, *args: Any) -> Any:
        raise AssertionError("no computer player in this party")

    def cancel(self) -> None:
        pass

    def requests(self) -> IdlePool:
        return self


def _play_out(owner: PartyOwner) -> None:
    players = [make_player("easy", s) for s in range(4)]
    owner.handle(m.Start(m.PartySetup("turkish-12", seed=4, names=NAMES, seats=Seats.from_levels((None,) * 4))))
    while owner.party is not None and not owner.party.finished:  # four people; the owner deals
        d = owner.party.game.decision
        owner.handle(m.Apply(owner.gen, owner.step, d.seat, players[d.seat].decide(owner.party.game.view(d.seat))))


def _owner(tmp_path: Path, history: Any) -> tuple[PartyOwner, Autosave, list[Any]]:
    got: list[Any] = []
    autosave = Autosave(tmp_path / "autosave.king.json")
    owner = PartyOwner(got.append, autosave, Shelf(tmp_path / "unfinished"), IdlePool(), history)
    return owner, autosave, got


def test_the_finished_party_goes_to_the_history_and_the_autosave_goes(tmp_path):
    history = History(tmp_path / "history.sqlite3")
    owner, autosave, got = _owner(tmp_path, history)
    _play_out(owner)
    [done] = [e for e in got if isinstance(e, m.Finished)]
    [party] = history.parties()
    assert done.party_id == party.id and party.players == list(NAMES) and party.human_seat == 0
    assert not autosave.exists()
    # a step after the end (nothing moves) does not store it twice
    owner.finish()
    assert len(history.parties()) == 1 and sum(isinstance(e, m.Finished) for e in got) == 1
    owner.close()


class BrokenHistory(History):
    def add_party(self, *args: Any, **kwargs: Any) -> int | None:
        return None  # the folder turned read-only, the disk is full


def test_a_history_that_cannot_be_written_keeps_the_finished_autosave(tmp_path):
    owner, autosave, got = _owner(tmp_path, BrokenHistory(":memory:"))
    _play_out(owner)
    owner.close()
    [done] = [e for e in got if isinstance(e, m.Finished)]
    assert done.party_id is None
    assert autosave.exists()  # the next start finds it finished and stores it


def _finished_game() -> Any:
    from kingdesk.engine.game import Game

    g = Game("turkish-12", seed=4)
    players = [make_player("easy", s) for s in range(4)]
    while not g.is_over:
        d = g.decision
        g.apply(None if d.kind == "deal" else players[d.seat].decide(g.view(d.seat)))
    return g


def test_a_finished_autosave_found_at_start_is_stored_by_the_owner(tmp_path):
    """The owner is the history's one writer: a finished party the window found in the autosave at start is
    handed to it, stored, answered with Finished, and its autosave goes; kept when the history fails."""
    game = _finished_game()
    history = History(tmp_path / "history.sqlite3")
    owner, autosave, got = _owner(tmp_path, history)
    (tmp_path / "autosave.king.json").write_text("{}")  # what the window found
    owner.handle(m.StoreFinished(game, NAMES, 0))
    [done] = [e for e in got if isinstance(e, m.Finished)]
    [party] = history.parties()
    assert done.party_id == party.id and party.players == list(NAMES) and party.human_seat == 0
    assert not autosave.exists()
    owner.close()

    broken, kept, got = _owner(tmp_path / "b", BrokenHistory(":memory:"))
    (tmp_path / "b").mkdir()
    (tmp_path / "b" / "autosave.king.json").write_text("{}")
    broken.handle(m.StoreFinished(game, NAMES, 0))
    assert [e.party_id for e in got if isinstance(e, m.Finished)] == [None]
    assert kept.exists()
    broken.close()


def test_a_party_played_at_another_s_table_is_stored_and_leaves_this_player_s_autosave(tmp_path):
    """A shared table's record (kingdesk.net) goes into this player's history from their seat; the autosave,
    which holds this player's own party, stays."""
    game = _finished_game()
    history = History(tmp_path / "history.sqlite3")
    owner, autosave, got = _owner(tmp_path, history)
    (tmp_path / "autosave.king.json").write_text("{}")  # this player's own party, put aside
    owner.handle(m.StoreFinished(game, NAMES, 2, from_autosave=False))
    [done] = [e for e in got if isinstance(e, m.Finished)]
    [party] = history.parties()
    assert done.party_id == party.id and party.human_seat == 2
    assert autosave.exists()
    owner.close()


def test_a_party_with_people_at_other_computers_is_stored_as_played_at_a_table(tmp_path):
    from kingdesk.session.seats import Person, Remote
    from kingdesk.storage.book import Book

    history = History(tmp_path / "history.sqlite3")
    owner, _autosave, _got = _owner(tmp_path, history)
    players = [make_player("easy", s) for s in range(4)]
    owner.handle(m.Start(m.PartySetup("turkish-12", seed=4, names=NAMES,
                                      seats=Seats((Person(), Remote(), Person(), Remote())))))
    while owner.party is not None and not owner.party.finished:
        d = owner.party.game.decision
        owner.handle(m.Apply(owner.gen, owner.step, d.seat, players[d.seat].decide(owner.party.game.view(d.seat))))
    [party] = history.parties()
    assert party.setting == "table"
    by_id = {p.id: p for p in Book(history).people()}
    assert [by_id[x].name for x in party.people] == list(NAMES) and not any(by_id[x].computer for x in party.people)
    owner.close()


def test_a_party_joined_at_another_s_table_counts_its_computer_seats_as_those_computer_players(tmp_path):
    """The table tells each computer seat's level (kingdesk.net's seat info): the joiner's history counts the game
    against "Computer · hard", not against a person named after the seat."""
    from kingdesk.storage.book import Book

    game = _finished_game()
    history = History(tmp_path / "history.sqlite3")
    owner, _autosave, _got = _owner(tmp_path, history)
    owner.handle(m.StoreFinished(game, NAMES, 1, from_autosave=False, setting="table",
                                 levels=("hard", None, None, "easy")))
    [party] = history.parties()
    by_id = {p.id: p for p in Book(history).people()}
    assert [by_id[x].computer for x in party.people] == ["hard", None, None, "easy"]
    assert [by_id[x].name for x in party.people][1:3] == list(NAMES)[1:3]
    owner.close()

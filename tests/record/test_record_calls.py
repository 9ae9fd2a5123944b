"""Records of the calls any player may make before the first lead (El İptal under ``any_player_in_koz``, the Rıfkı
misdeal) replay after every seat came to be asked in turn, not only the seats that may call.

``golden/turkish-12-calls.king.json`` was written by the engine before that change (commit 2472713): a whole
12-hand party in which El İptal and a misdeal were each called by a seat asked after others that could not call;
``golden/turkish-12-calls.check.json`` is what ``kingdesk-record check`` answered for it then.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from kingdesk.engine.game import Game
from kingdesk.record.errors import RecordError
from kingdesk.record.io import read_record
from kingdesk.record.reader import game_from_record
from kingdesk.record.report import check_report
from kingdesk.record.writer import game_to_record

GOLDEN = Path(__file__).with_name("golden")


def test_a_record_written_before_every_seat_was_asked_replays_the_same() -> None:
    loaded = read_record(GOLDEN / "turkish-12-calls.king.json")
    before = json.loads((GOLDEN / "turkish-12-calls.check.json").read_text(encoding="utf-8"))
    assert json.loads(json.dumps(check_report(loaded.game))) == before
    cancelled = [(d.cancel, d.cancel_by, d.declarer) for d in loaded.game.deals if d.cancel]
    # called by a seat after the declarer and the seat between, who could not call, let it go by
    assert cancelled == [("el-iptal", 3, 1), ("rifki-misdeal", 3, 1)]
    doc = json.loads((GOLDEN / "turkish-12-calls.king.json").read_text(encoding="utf-8"))
    assert game_to_record(loaded.game, doc["players"]) == doc  # written again, the same record


def _stopped_in_the_call(passes: int) -> Game:
    """The golden party stopped in its second deal's El İptal call (the trump named) after ``passes`` seats let
    it go by."""
    doc = json.loads((GOLDEN / "turkish-12-calls.king.json").read_text(encoding="utf-8"))
    second = {k: v for k, v in doc["deals"][1].items() if k not in ("cancel", "cancel_by")}
    game = game_from_record(doc | {"deals": [doc["deals"][0], second]})
    for _ in range(passes):
        assert game.decision.kind == "el-iptal"
        game.apply("play")
    return game


@pytest.mark.parametrize("passes", [0, 1, 3, 4])
def test_a_party_stopped_while_the_call_goes_round_comes_back_where_it_was(passes: int) -> None:
    game = _stopped_in_the_call(passes)
    doc = game_to_record(game)
    assert doc["deals"][-1].get("calls_passed", 0) == passes
    back = game_from_record(json.loads(json.dumps(doc)))
    assert back.decision == game.decision and back.state == game.state


def test_a_record_from_before_calls_passed_stops_at_the_start_of_the_call() -> None:
    game = _stopped_in_the_call(2)
    doc = game_to_record(game)
    del doc["deals"][-1]["calls_passed"]
    back = game_from_record(doc)
    assert back.decision.kind == "el-iptal" and back.decision.seat == back.current.declarer


@pytest.mark.parametrize("value", [5, -1, "2", True])
def test_calls_passed_that_cannot_be_is_refused(value: object) -> None:
    doc = game_to_record(_stopped_in_the_call(2))
    doc["deals"][-1]["calls_passed"] = value
    with pytest.raises(RecordError) as err:
        game_from_record(doc)
    assert err.value.code == "bad-deal"


def test_calls_passed_in_a_deal_without_the_call_is_refused() -> None:
    game = Game("turkish-12", seed=4)
    game.apply(None)
    game.apply("el-almaz")  # no call under the default rules: the first card is due
    doc = game_to_record(game)
    doc["deals"][-1]["calls_passed"] = 2
    with pytest.raises(RecordError) as err:
        game_from_record(doc)
    assert err.value.code == "bad-deal"


def test_a_call_written_without_its_caller_is_the_first_seat_asked_that_may_call() -> None:
    doc = json.loads((GOLDEN / "turkish-12-calls.king.json").read_text(encoding="utf-8"))
    second = {k: v for k, v in doc["deals"][1].items() if k != "cancel_by"}  # by hand: "someone called El İptal"
    game = game_from_record(doc | {"deals": [doc["deals"][0], second]})
    assert (game.deals[1].cancel, game.deals[1].cancel_by) == ("el-iptal", 3)

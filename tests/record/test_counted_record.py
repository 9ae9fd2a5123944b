"""The ``kingdesk/1`` record of a party played with real cards (``"kind": "counted"``)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from kingdesk.engine.counted import CountedGame
from kingdesk.engine.decisions import Count, TableDeal
from kingdesk.engine.game import Game
from kingdesk.record import RecordError, check_report, parse_record, record_text
from kingdesk.session.tally import HandEntry, hand_choices


def _counted() -> CountedGame:
    g = CountedGame("turkish-20")
    for i, e in enumerate([HandEntry(contract="son-iki", count=Count.of_last_two(1, 3)),
                           HandEntry(contract="koz", trump="D", count=Count((2, 5, 3, 3))),
                           HandEntry(contract="kupa-almaz", count=Count((1, 2, 10, 0))),
                           HandEntry(contract="kiz-almaz")]):
        if e.count is None:  # the last hand is being entered: its contract is said, not its counts
            for ch in hand_choices(g, HandEntry(contract="kiz-almaz", count=Count((1, 1, 1, 1))))[:2]:
                g.apply(ch)
            continue
        for ch in hand_choices(g, e, TableDeal(declarer=1) if not i else None):
            g.apply(ch)
    return g


def test_a_counted_record_reads_back_as_the_same_party() -> None:
    g = _counted()
    text = record_text(g, ["Ana", "Burak", "Carmen", "Deniz"])
    doc = json.loads(text)
    assert doc["kind"] == "counted"
    assert all("hands" not in d and "plays" not in d for d in doc["deals"])
    assert doc["deals"][0]["last_two"] == [1, 3] and doc["deals"][1]["counts"] == [2, 5, 3, 3]
    back = parse_record(text).game
    assert isinstance(back, CountedGame)
    assert back.state == g.state and back.moves == g.moves
    assert record_text(back, ["Ana", "Burak", "Carmen", "Deniz"]) == text
    report = check_report(back)
    assert report["kind"] == "counted" and report["totals"] == [70, 10, -150, -30]
    assert report["deals"][1]["counts"] == [2, 5, 3, 3] and report["deals"][1]["tricks_played"] is None


def _doc() -> dict:
    return json.loads(record_text(_counted()))


@pytest.mark.parametrize("change,code", [
    (lambda d: d["deals"][1].__setitem__("hands", [[], [], [], []]), "bad-deal"),
    (lambda d: d["deals"][1].__setitem__("plays", []), "bad-deal"),
    (lambda d: d["deals"][1].__setitem__("counts", [2, 5, 3, 4]), "bad-count"),
    (lambda d: d["deals"][0].__setitem__("last_two", [1]), "bad-count"),
    (lambda d: d["deals"][2].__setitem__("counts", [1, 2, 11, 0]), "bad-count"),
    (lambda d: d["deals"][2].__setitem__("declarer", 0), "wrong-declarer"),
    (lambda d: d.__setitem__("kind", "paper"), "bad-record"),
    (lambda d: d.__setitem__("scorer", 4), "bad-record"),
    (lambda d: d.__setitem__("scorer", "Ana"), "bad-record"),
])
def test_a_broken_counted_record_is_refused(change, code) -> None:
    doc = _doc()
    change(doc)
    with pytest.raises(RecordError) as err:
        parse_record(json.dumps(doc))
    assert err.value.code == code


def test_a_card_record_with_counts_is_refused_as_mixed() -> None:
    g = Game("spanish", seed=3)
    while len(g.deals) < 2 or not g.deals[-1].finished:
        d = g.decision
        g.apply(d.options[0] if d.options else None)
    doc = json.loads(record_text(g))
    doc["deals"][1]["counts"] = [4, 3, 3, 3]
    with pytest.raises(RecordError) as err:
        parse_record(json.dumps(doc))
    assert err.value.code == "bad-deal" and "counts" in err.value.message and err.value.deal == 1


def test_kingdesk_record_check_validates_a_counted_record(tmp_path: Path) -> None:
    path = tmp_path / "counted.king.json"
    path.write_text(record_text(_counted()), encoding="utf-8")
    ok = subprocess.run([sys.executable, "-m", "kingdesk.record", "check", str(path)], capture_output=True, text=True)
    assert ok.returncode == 0 and json.loads(ok.stdout)["kind"] == "counted"
    doc = _doc()
    doc["deals"][0]["hands"] = [["AS"]] * 4
    path.write_text(json.dumps(doc), encoding="utf-8")
    bad = subprocess.run([sys.executable, "-m", "kingdesk.record", "check", str(path)], capture_output=True, text=True)
    out = json.loads(bad.stdout)
    assert bad.returncode == 1 and out["error"] == "bad-deal" and out["deal"] == 0


@pytest.mark.parametrize("scorer", [2, None])
def test_the_person_who_keeps_the_score_is_kept_in_the_record(scorer) -> None:
    """The statistics are the scorer's: resumed from its record, the party still knows whose they are."""
    g = _counted()
    g.scorer = scorer
    text = record_text(g)
    assert json.loads(text).get("scorer") == scorer
    back = parse_record(text).game
    assert isinstance(back, CountedGame) and back.scorer == scorer


def _king_in_a_row(in_a_row: int | None = 2) -> CountedGame:
    """Under "11 tricks, or 10 in a row": two hands, the second a Koz whose ten tricks (seat 2's) were in a row
    or not."""
    g = CountedGame("turkish-20", {"tr_king_rule": "11_or_10_consecutive"})
    for i, e in enumerate([HandEntry(contract="kiz-almaz", count=Count((1, 2, 1, 0))),
                           HandEntry(contract="koz", trump="S", count=Count((1, 1, 10, 1), in_a_row=in_a_row))]):
        for ch in hand_choices(g, e, TableDeal(declarer=1) if not i else None):
            g.apply(ch)
    return g


def test_ten_in_a_row_is_kept_in_the_record_and_checked(tmp_path: Path) -> None:
    g = _king_in_a_row()
    assert g.is_over and g.winners == (2,)
    text = record_text(g, ["Ana", "Burak", "Carmen", "Deniz"])
    doc = json.loads(text)
    assert doc["deals"][1]["counts"] == [1, 1, 10, 1] and doc["deals"][1]["in_a_row"] == 2
    assert "in_a_row" not in doc["deals"][0]
    back = parse_record(text).game
    assert back.state == g.state and back.moves == g.moves and back.winners == (2,)
    assert record_text(back, ["Ana", "Burak", "Carmen", "Deniz"]) == text
    path = tmp_path / "king.king.json"
    path.write_text(text, encoding="utf-8")
    ok = subprocess.run([sys.executable, "-m", "kingdesk.record", "check", str(path)], capture_output=True, text=True)
    report = json.loads(ok.stdout)
    assert ok.returncode == 0 and report["complete"] and report["winners"] == [2]
    assert report["deals"][1]["in_a_row"] == 2 and "in_a_row" not in report["deals"][0]


def test_a_record_without_ten_in_a_row_reads_as_before() -> None:
    """A record written before the key existed (or a Koz whose ten were not in a row): no King, the party goes on."""
    doc = json.loads(record_text(_king_in_a_row()))
    del doc["deals"][1]["in_a_row"]
    back = parse_record(json.dumps(doc)).game
    assert not back.is_over and back.deals[1].count == Count((1, 1, 10, 1))
    assert back.state == _king_in_a_row(None).state


@pytest.mark.parametrize("change,code", [
    (lambda d: d["deals"][1].__setitem__("in_a_row", 1), "bad-count"),  # one trick, not ten
    (lambda d: d["deals"][1].__setitem__("in_a_row", 4), "bad-count"),
    (lambda d: d["deals"][1].__setitem__("in_a_row", True), "bad-count"),
    (lambda d: d["deals"][0].__setitem__("in_a_row", 1), "bad-count"),  # a penalty hand
    (lambda d: d["options"].__setitem__("tr_king_rule", "ge10"), "bad-count"),  # another King rule
    (lambda d: d["deals"][1].pop("counts"), "bad-count"),
])
def test_a_wrong_ten_in_a_row_is_refused(change, code) -> None:
    doc = json.loads(record_text(_king_in_a_row()))
    change(doc)
    with pytest.raises(RecordError) as err:
        parse_record(json.dumps(doc))
    assert err.value.code == code


def test_a_card_record_with_ten_in_a_row_is_refused_as_mixed() -> None:
    g = Game("turkish-20", {"tr_king_rule": "11_or_10_consecutive"}, seed=3)
    while len(g.deals) < 2:
        d = g.decision
        g.apply(d.options[0] if d.options else None)
    doc = json.loads(record_text(g))
    doc["deals"][0]["in_a_row"] = 0
    with pytest.raises(RecordError) as err:
        parse_record(json.dumps(doc))
    assert err.value.code == "bad-deal" and "in_a_row" in err.value.message


def test_a_row_corrected_keeps_the_hand_half_said_after_it() -> None:
    """A record may stop in the middle of its last hand (its contract said, not its counts): a correction of an
    earlier row keeps that hand as far as it went."""
    from kingdesk.session.tally import corrected

    g = _counted()
    assert g.decision.kind == "count" and g.deals[-1].contract == "kiz-almaz"
    h = corrected(g, 1, HandEntry(contract="koz", trump="D", count=Count((3, 4, 3, 3))))
    assert h.moves[-2:] == g.moves[-2:] and h.decision.kind == "count" and h.deals[-1].contract == "kiz-almaz"
    assert h.totals == (70 + 50, 10 - 50, -150, -30)


_BROKEN = [  # (record, its error code): the checker's refusals of counted records and of records of cards
    ({"ruleset": "turkish-20", "kind": "counted", "deals": [{"declarer": 0, "contract": "el-almaz",
                                                            "counts": [14, 0, 0, 0]}]}, "bad-count"),
    ({"ruleset": "turkish-20", "kind": "counted", "deals": [{"declarer": 0, "contract": "koz", "trump": "S",
                                                            "counts": [10, 1, 1, 1], "in_a_row": 1}]}, "bad-count"),
    ({"ruleset": "turkish-20", "kind": "counted", "deals": [{"declarer": 0, "contract": "koz", "trump": "X",
                                                            "counts": [4, 3, 3, 3]}]}, "bad-trump"),
    ({"ruleset": "turkish-20", "kind": "counted", "deals": [{"declarer": 0, "contract": "nope",
                                                            "counts": [4, 3, 3, 3]}]}, "contract-not-allowed"),
    ({"ruleset": "spanish", "kind": "counted", "deals": [{"dealer": 0, "contract": None,
                                                         "counts": [4, 3, 3, 3]}, {"dealer": 1}]},
     "contract-not-allowed"),
]


@pytest.mark.parametrize("doc,code", _BROKEN)
def test_every_refusal_of_the_checker_names_the_rule_in_a_sentence_with_a_documented_code(doc, code) -> None:
    """issue 52, item 10: a refusal said "counts: Count(units=(14, 0, 0, 0), last_two=None, in_a_row=None) cannot
    be …" and "trump 'X': 'X' is not …"; the values are the record's own (JSON), the rule a sentence."""
    import json
    import re
    from pathlib import Path

    from kingdesk.record.errors import RecordError
    from kingdesk.record.io import parse_record

    with pytest.raises(RecordError) as info:
        parse_record(json.dumps({"format": "kingdesk/1"} | doc))
    err = info.value
    documented = Path(__file__).parents[2].joinpath("docs", "record-format.md").read_text(encoding="utf-8")
    assert err.code == code and f"`{code}`" in documented
    assert not re.search(r"Count\(|DealSpec\(|TableDeal\(|\bNone\b|'[\w-]+'", err.message), err.message
    assert not re.search(r"\((count-too-high|in-a-row-not-asked|unknown-suit)\)", err.message), err.message


def test_every_reason_of_the_engine_has_a_sentence() -> None:
    from kingdesk.engine import decisions
    from kingdesk.record.sentences import DECISION_REASONS, REFUSALS

    kinds = {decisions.EL_IPTAL}  # a decision's kind, not a reason
    reasons = {v for k, v in vars(decisions).items() if k.isupper() and isinstance(v, str) and "-" in v} - kinds
    assert reasons - set(DECISION_REASONS) - set(REFUSALS) == set()

"""The one way in and out of a record (``kingdesk.record.io``): every error code, liberal reading, strict writing.

Each code of the one error type is reached through ``parse_record`` or
``read_record``; inputs that spell a state in another way the format allows are
accepted and written back in the one canonical spelling.
"""

from __future__ import annotations

import copy
import json
import random
import subprocess
import sys

import pytest

from kingdesk.engine.cards import card_code
from kingdesk.engine.game import Game
from kingdesk.record import errors, io
from kingdesk.record.errors import CODES, RecordError
from kingdesk.record.io import MAX_BYTES, parse_record, read_record, record_text


def _play(preset: str, seed: int, options: dict | None = None, steps: int | None = None) -> Game:
    g = Game(preset, options, seed=seed)
    rng = random.Random(seed)
    n = 0
    while not g.is_over and (steps is None or n < steps):
        d = g.decision
        g.apply(None if d.kind == "deal" else rng.choice(d.options))
        n += 1
    return g


def _doc(preset="turkish-20", seed=8, **kw) -> dict:
    return json.loads(record_text(_play(preset, seed, **kw)))


def _code(data) -> RecordError:
    if isinstance(data, dict):
        data = json.dumps(data)
    with pytest.raises(RecordError) as err:
        parse_record(data)
    assert err.value.message
    return err.value


def _finished_deal_only(doc: dict, i: int = 0) -> dict:
    doc = copy.deepcopy(doc)
    doc["deals"] = doc["deals"][:i + 1]
    return doc


def _cases(tmp_path):
    """(code, what to read) for every code of the error type."""
    tr = _doc()
    es = _doc("spanish", 1)
    koz = next(i for i, d in enumerate(tr["deals"]) if d.get("contract") == "koz")
    ceza = next(i for i, d in enumerate(tr["deals"]) if d.get("contract") not in (None, "koz"))
    big = tmp_path / "big.json"
    big.write_bytes(b" " * (MAX_BYTES + 1))

    def mutate(doc, f):
        doc = copy.deepcopy(doc)
        f(doc)
        return doc

    g = Game("turkish-20", seed=21)
    rng = random.Random(0)
    while True:   # a seat to move that holds a card it may not play
        d = g.decision
        if d.kind == "card" and [c for c in g.hand_cards(d.seat) if c not in d.options]:
            break
        g.apply(None if d.kind == "deal" else rng.choice(d.options))
    illegal = json.loads(record_text(g))
    illegal["deals"][-1]["plays"].append(card_code([c for c in g.hand_cards(d.seat) if c not in d.options][0]))
    not_in_hand = json.loads(record_text(g))
    not_in_hand["deals"][-1]["plays"].append(card_code(next(c for c in range(52) if c not in g.hand_cards(d.seat)
                                                             and g.refusal(c) == "not-in-hand")))
    return [
        ("unreadable", tmp_path / "missing.json"),
        ("unreadable", tmp_path),                                           # a folder
        ("too-large", big),
        ("too-large", " " * (MAX_BYTES + 1)),
        ("bad-record", b"\xff\xfe not utf-8"),
        ("bad-record", "not json"),
        ("bad-record", "[" * 100000),                                       # nested too deeply
        ("bad-record", {"format": "kingdesk/2", "ruleset": "spanish", "deals": []}),
        ("bad-record", {"format": "kingdesk/1", "ruleset": "belote", "deals": []}),
        ("bad-record", {"format": "kingdesk/1", "ruleset": "spanish", "deals": {}}),
        ("bad-record", {"format": "kingdesk/1", "ruleset": "spanish", "deals": [], "players": ["a"]}),
        ("bad-record", {"format": "kingdesk/1", "ruleset": "spanish", "deals": [], "seed": "x"}),
        ("bad-option", {"format": "kingdesk/1", "ruleset": "spanish", "deals": [], "options": {"nope": 1}}),
        ("bad-deal", mutate(tr, lambda d: d["deals"][0]["hands"][0].__setitem__(0, "ZZ"))),
        ("bad-deal", mutate(tr, lambda d: d["deals"].__setitem__(0, 42))),
        ("wrong-declarer", mutate(tr, lambda d: d["deals"][0].__setitem__("declarer", (d["deals"][0]["declarer"] + 1)
                                                                          % 4))),
        ("contract-not-allowed", mutate(tr, lambda d: d["deals"][0].__setitem__("contract", "barbu"))),
        ("bad-trump", mutate(tr, lambda d: d["deals"][ceza].__setitem__("trump", "H"))),
        ("bad-trump", mutate(tr, lambda d: d["deals"][koz].__setitem__("trump", "X"))),
        ("bad-sale", mutate(es, lambda d: d["deals"][0].__setitem__("sale", {"bids": [], "accepted": False}))),
        ("bad-cancel", mutate(_finished_deal_only(tr, ceza), lambda d: (d["deals"][-1].__setitem__(
            "cancel", "rifki-misdeal"), d["deals"][-1].pop("plays")))),
        ("bad-king", mutate(tr, lambda d: d["deals"][0].__setitem__("king", "yes"))),
        ("bad-king", mutate(tr, lambda d: d["deals"][koz].__setitem__("king", True))),   # no declaration asked
        ("illegal-card", illegal),
        ("not-in-hand", not_in_hand),
        ("too-many-plays", mutate(es, lambda d: d["deals"][0]["plays"].append("2C"))),
        ("bad-count", {"format": "kingdesk/1", "ruleset": "turkish-12", "kind": "counted",
                       "deals": [{"declarer": 0, "contract": "kiz-almaz", "counts": [1, 1, 1, 2]}]}),
        ("party-over", mutate(_doc("turkish-12", 5), lambda d: d["deals"].append(copy.deepcopy(d["deals"][-1])))),
    ]


def test_every_error_code_is_reachable(tmp_path):
    reached = set()
    for code, data in _cases(tmp_path):
        if isinstance(data, type(tmp_path)):
            with pytest.raises(RecordError) as err:
                read_record(data)
            got = err.value
        else:
            got = _code(data)
        assert got.code == code, (code, got)
        assert not got.unexpected
        reached.add(code)
    assert reached == set(CODES)


def test_a_bug_in_the_replay_is_one_error_too(monkeypatch):
    def broken(doc):
        raise KeyError("oops")
    monkeypatch.setattr(io, "game_from_record", broken)
    err = _code({"format": "kingdesk/1", "ruleset": "spanish", "deals": []})
    assert err.code == "bad-record" and err.unexpected and "KeyError" in err.message


def test_file_codes_are_bad_record_on_the_command_line(tmp_path):
    assert RecordError("too-large", "x").as_json()["error"] == "bad-record"
    assert RecordError("unreadable", "x").exit_status == 2
    assert RecordError("illegal-card", "x").exit_status == 1
    assert set(errors.FILE_CODES) < set(CODES)
    out = subprocess.run([sys.executable, "-m", "kingdesk.record", "check", str(tmp_path / "none.json")],
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 2 and json.loads(out.stdout)["error"] == "bad-record"
    good = tmp_path / "g.json"
    good.write_text(record_text(_play("spanish", 3, steps=40)), encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "kingdesk.record", "legal", "-"], input=good.read_text(),
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0 and json.loads(out.stdout)["ok"] is True


def _sale_game(bid: int | str, seed: int = 1) -> Game:
    """A Spanish party stopped in a recovery's auction after the first bid."""
    g = Game("spanish", seed=seed)
    while g.decision.kind != "sale":
        g.apply(None if g.decision.kind == "deal" else g.decision.options[0])
    g.apply("sell")
    g.apply(bid)
    return g


def _other_bidder(deal: dict) -> int:
    """A seat that neither holds the trump right nor made the (only) offer."""
    return next(s for s in range(4) if s not in (deal["declarer"], deal["sale"]["bids"][0][0]))


LIBERAL = [
    # (name, game, change to its canonical document that spells the same state another way)
    ("lower case and 10 for T", lambda: _play("turkish-20", 2, steps=30),
     lambda d: [d["deals"][-1].__setitem__("plays", [c.lower().replace("t", "10") for c in d["deals"][-1]["plays"]]),
                d["deals"][0]["hands"].__setitem__(0, [c.lower() for c in d["deals"][0]["hands"][0]])]),
    ("hands in any order", lambda: _play("spanish", 2, steps=30),
     lambda d: [h.reverse() for h in d["deals"][0]["hands"]]),
    ("null plays, cancel and options", lambda: _play("turkish-20", 4, steps=1),
     lambda d: [d["deals"][0].__setitem__("plays", None), d["deals"][0].__setitem__("cancel", None),
                d.__setitem__("options", None)]),
    ("a pass after a 13-trick offer", lambda: _sale_game(13),
     lambda d: d["deals"][-1]["sale"]["bids"].append([_other_bidder(d["deals"][-1]), "pass"])),
    ("king false where none is declared", lambda: _play("turkish-20", 5, steps=200),
     lambda d: [x.setdefault("king", False) for x in d["deals"]]),
    ("a byte-order mark", lambda: _play("turkish-12", 6, steps=50), None),
    ("sale null or absent where there is no sale", lambda: _play("spanish", 7, {"es_sale_enabled": False},
                                                                 steps=200),
     lambda d: [x.pop("sale", None) for x in d["deals"]]),
    ("trump right kept: no trump named yet", lambda: _play("spanish", 8, {"es_sale_enabled": False}, steps=66),
     lambda d: d["deals"][-1].pop("sale", None)),
]


@pytest.mark.parametrize("name,make,change", LIBERAL, ids=[c[0] for c in LIBERAL])
def test_liberal_input_is_read_and_written_back_canonically(name, make, change):
    g = make()
    canonical = record_text(g)
    doc = json.loads(canonical)
    if change is not None:
        change(doc)
        assert doc != json.loads(canonical), "the variant spells the record differently"
        data = json.dumps(doc).encode()
    else:
        data = "\ufeff".encode() + canonical.encode()
    loaded = parse_record(data)
    assert record_text(loaded.game) == canonical
    assert loaded.game.moves == g.moves


def test_the_written_record_is_a_fixed_point():
    for preset in ("turkish-20", "turkish-12", "spanish"):
        g = _play(preset, 11)
        text = record_text(g, ["A", "B", "C", "D"])
        assert record_text(parse_record(text).game, ["A", "B", "C", "D"]) == text
        assert text.endswith("}\n") and text.startswith('{\n "format": "kingdesk/1",\n "ruleset": ')


def test_a_trailing_pass_is_taken_once_per_seat_and_only_after_13():
    g = _sale_game(13)
    doc = json.loads(record_text(g))
    sale = doc["deals"][-1]["sale"]
    buyer, chooser = sale["bids"][0][0], doc["deals"][-1]["declarer"]
    others = [s for s in range(4) if s not in (buyer, chooser)]
    twice = copy.deepcopy(doc)
    twice["deals"][-1]["sale"]["bids"] += [[others[0], "pass"], [others[0], "pass"]]
    assert _code(twice).code == "bad-sale"
    by_chooser = copy.deepcopy(doc)
    by_chooser["deals"][-1]["sale"]["bids"].append([chooser, "pass"])
    assert _code(by_chooser).code == "bad-sale"
    both = copy.deepcopy(doc)
    both["deals"][-1]["sale"]["bids"] += [[s, "pass"] for s in others]
    assert record_text(parse_record(json.dumps(both)).game) == record_text(g)
    low = json.loads(record_text(_sale_game(12)))         # after 12 the auction is open: no free pass
    low["deals"][-1]["sale"]["bids"].append([low["deals"][-1]["sale"]["bids"][0][0], "pass"])
    assert _code(low).code == "bad-sale"

"""Thousands of damaged records and saves: each loads, or fails with a clear, located error."""

from __future__ import annotations

import copy
import json
import random

import pytest

from kingdesk.record import game_to_record
from kingdesk.record.errors import RecordError
from kingdesk.record.io import Loaded, parse_record

from .kd_storage_helpers import NAMES, play

pytestmark = pytest.mark.slow  # takes seconds

KNOWN_CODES = {
    "bad-record", "bad-option", "bad-deal", "illegal-card", "not-in-hand", "wrong-declarer", "contract-not-allowed",
    "bad-trump", "bad-sale", "too-many-plays", "party-over", "bad-cancel", "bad-king", "too-large", "unreadable",
}

JUNK = [None, True, False, 0, -1, 7, 13, 99, 2.5, "", "x", "AS", "10h", "koz", "pass", [], [1], {}, {"a": 1},
        [[0, 1]], "kingdesk/1", "spanish", 1e308, "♦2"]


def _bases() -> list[dict]:
    out = []
    for ruleset, seed, steps in [("turkish-20", 3, None), ("turkish-12", 4, 140), ("spanish", 5, None),
                                 ("spanish", 6, 77), ("turkish-20", 7, 30)]:
        out.append(game_to_record(play(ruleset, seed, decisions=steps), NAMES))
    out.append(game_to_record(play("spanish", 8, {"es_schedule": "free_order"}, decisions=200), NAMES))
    out.append(game_to_record(play("turkish-20", 9, {"tr_el_iptal": "any_player_in_koz",
                                                     "tr_king_needs_declaration": True, "tr_king_rule": "ge10"}),
                              NAMES))
    return out


def _paths(node, prefix=()):
    """Every (container, key) path in a JSON tree."""
    if isinstance(node, dict):
        for k, v in node.items():
            yield prefix + (k,)
            yield from _paths(v, prefix + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield prefix + (i,)
            yield from _paths(v, prefix + (i,))


def _parent(doc, path):
    node = doc
    for k in path[:-1]:
        node = node[k]
    return node


def _mutate(doc: dict, rng: random.Random) -> bytes:
    kind = rng.randrange(9)
    text = json.dumps(doc)
    if kind == 0:  # truncated JSON
        return text[: rng.randrange(len(text))].encode()
    if kind == 1:  # random bytes, alone or spliced in
        junk = bytes(rng.randrange(256) for _ in range(rng.randrange(1, 40)))
        if rng.random() < 0.3:
            return junk
        at = rng.randrange(len(text))
        return text[:at].encode() + junk + text[at:].encode()
    doc = copy.deepcopy(doc)
    all_paths = list(_paths(doc))
    path = rng.choice(all_paths)
    parent = _parent(doc, path)
    if kind == 2:  # drop a key or an element
        del parent[path[-1]]
    elif kind == 3:  # change a type or value
        parent[path[-1]] = copy.deepcopy(rng.choice(JUNK))
    elif kind in (4, 5):  # swap two cards (in a hand, between hands, or among the plays)
        cards = [p for p in all_paths if isinstance(_parent(doc, p), list) and isinstance(_parent(doc, p)[p[-1]], str)
                 and len(_parent(doc, p)[p[-1]]) == 2]
        if len(cards) >= 2:
            a, b = rng.sample(cards, 2)
            pa, pb = _parent(doc, a), _parent(doc, b)
            pa[a[-1]], pb[b[-1]] = pb[b[-1]], pa[a[-1]]
    elif kind == 6:  # duplicate or reorder deals
        deals = doc.get("deals", [])
        if deals:
            i = rng.randrange(len(deals))
            deals.insert(rng.randrange(len(deals) + 1), copy.deepcopy(deals[i]))
    elif kind == 7:  # an option with a wrong or unknown value
        doc.setdefault("options", {})[rng.choice(["tr_mode", "es_schedule", "zzz", "tr_max_per_ceza",
                                                  "es_neg_values", "tr_trump_suit_cap"])] = rng.choice(JUNK)
    else:  # a deal's list of plays cut short or lengthened with a repeat
        deals = [d for d in doc.get("deals", []) if isinstance(d, dict) and d.get("plays")]
        if deals:
            d = rng.choice(deals)
            if rng.random() < 0.5:
                d["plays"] = d["plays"][: rng.randrange(len(d["plays"]))]
            else:
                d["plays"].append(rng.choice(d["plays"]))
    return json.dumps(doc, ensure_ascii=rng.random() < 0.5).encode()


def test_thousands_of_mutated_records_load_or_fail_cleanly():
    rng = random.Random(20261129)
    bases = _bases()
    outcomes = {"loaded": 0, "refused": 0}
    codes: dict[str, int] = {}
    for i in range(4000):
        data = _mutate(rng.choice(bases), rng)
        try:
            loaded = parse_record(data)
        except RecordError as err:
            assert not err.unexpected, f"case {i}: the engine failed unexpectedly: {err}\n{data[:300]!r}"
            assert err.code in KNOWN_CODES, (i, err.code)
            assert err.message.strip(), i
            assert err.deal is None or isinstance(err.deal, int)
            assert err.play is None or (isinstance(err.play, int) and err.deal is not None)
            codes[err.code] = codes.get(err.code, 0) + 1
            outcomes["refused"] += 1
        else:
            assert isinstance(loaded, Loaded)
            # A record that loads is a real game: written back, it loads to the same state.
            again = parse_record(json.dumps(game_to_record(loaded.game, loaded.players)))
            assert again.game.totals == loaded.game.totals
            assert len(again.game.deals) == len(loaded.game.deals)
            outcomes["loaded"] += 1
    # The mutations reach the rules, not only the JSON parser.
    assert outcomes["loaded"] > 100 and outcomes["refused"] > 1000, outcomes
    for code in ("bad-record", "bad-deal", "illegal-card", "bad-option"):
        assert codes.get(code, 0) > 5, codes


def test_mutated_autosaves_resume_or_are_kept_aside(tmp_path):
    from kingdesk.storage.autosave import Autosave, Quarantined, Resume

    rng = random.Random(77)
    bases = _bases()
    save = Autosave(tmp_path / "autosave.king.json")
    seen = {"resumed": 0, "aside": 0}
    for i in range(300):
        data = _mutate(rng.choice(bases), rng)
        save.path.write_bytes(data)
        found = save.load()
        if isinstance(found, Resume):
            seen["resumed"] += 1
            assert save.path.read_bytes() == data  # a good autosave stays where it is
        else:
            assert isinstance(found, Quarantined) and found.error.message and not found.error.unexpected
            assert found.aside is not None and found.aside.read_bytes() == data  # kept, never deleted
            assert not save.path.exists()
            found.aside.unlink()
            seen["aside"] += 1
    assert seen["resumed"] > 10 and seen["aside"] > 150, seen

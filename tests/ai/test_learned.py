"""The learned policy: seat-view-only features, the self-play → training → play pipeline, the shipped model."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from kingdesk.ai import dealfile, learned, selfplay
from kingdesk.ai.learned import CONTEXTS, FEATURES, LearnedPolicy, context_of, features, voids_of
from kingdesk.ai.players import make_player
from kingdesk.ai.sampler import Sampler
from kingdesk.ai.search import HardPlayer, LearnedHardPlayer
from kingdesk.ai.table import DealTable
from kingdesk.engine.rules import Rules


def _positions(ruleset: str, family: str, n: int, level: str = "easy"):
    """Every decision with a choice in the first ``n`` file deals, played by ``level`` seats."""
    rules = Rules.from_preset(ruleset)
    for e in dealfile.load(family)[:n]:
        table = DealTable.from_codes(rules, e["hands"], e["contract"], e["trump"], e["leader"])
        players = [make_player(level, 11 + s) for s in range(4)]
        while not table.play.over:
            view = table.view(table.play.to_play)
            if len(view.decision.options) > 1:
                yield table, view
            table.play.push(players[table.play.to_play].decide(view))


@pytest.mark.parametrize("ruleset,family", [("turkish-20", "tr"), ("spanish", "es")])
def test_features_do_not_change_when_the_hidden_hands_change(ruleset, family):
    rng = random.Random(3)
    seen = differ = 0
    for table, view in _positions(ruleset, family, 8):
        true_play = table.play
        ref = features(true_play, voids_of(true_play))
        ctx = context_of(true_play)
        sampler = Sampler.for_view(view)
        for _ in range(3):
            world = sampler.sample(rng, view.hand)
            other = view.deal_play(world)
            differ += other.hands != true_play.hands
            assert voids_of(other) == voids_of(true_play)
            assert features(other, voids_of(other)) == ref
            assert context_of(other) == ctx
        seen += 1
    assert seen > 100 and differ > 2 * seen


def test_fast_scores_are_the_dot_products_of_the_feature_rows():
    rng = random.Random(5)
    weights = [[rng.gauss(0, 1) for _ in FEATURES] for _ in CONTEXTS]
    policy = LearnedPolicy(weights)
    checked = 0
    for ruleset, family in (("turkish-20", "tr"), ("spanish", "es")):
        for table, _view in _positions(ruleset, family, 6):
            play = table.play
            vd = voids_of(play)
            cards, rows = features(play, vd)
            cards2, scores = policy.scores(play, vd)
            assert cards == cards2
            w = weights[context_of(play)]
            for row, x in zip(rows, scores):
                assert abs(sum(a * b for a, b in zip(w, row)) - x) < 1e-9
            checked += 1
    assert checked > 100


def test_analyse_is_the_card_decide_plays():
    for _table, view in list(_positions("spanish", "es", 1))[:6]:
        player = HardPlayer(9)
        ev = player.analyse(view)
        assert ev.card == HardPlayer(9).decide(view)
        assert len(ev.values) == len(ev.candidates) and ev.card in ev.candidates


@pytest.mark.slow  # takes seconds: five one-deal parties of medium, a training run, a deal of hard-learned
def test_pipeline_end_to_end_on_a_tiny_data_set(tmp_path: Path):
    pytest.importorskip("numpy")
    from kingdesk.ai import train

    data = tmp_path / "data"
    n = selfplay.generate(data, 5, seed=3, max_deals=1, levels=("medium",), progress=False)
    assert n > 50
    recs = list(selfplay.read_records(data))
    assert len(recs) == n and {r["party"] for r in recs} == set(range(5))
    rules = Rules.from_preset("turkish-20")
    for rec in recs[:40]:
        play = train.position(rec, rules)
        assert play.hands[rec["seat"]] == rec["hand"] and play.to_play == rec["seat"]
        legal = play.legal_mask()
        assert all(legal >> c & 1 for c in rec["cands"]) and rec["card"] in rec["cands"]
        assert len(rec["values"]) == len(rec["cands"])
    # resumable: a second run plays nothing; reproducible: the same seed writes the same bytes
    assert selfplay.generate(data, 5, seed=3, max_deals=1, levels=("medium",), progress=False) == 0
    again = tmp_path / "again"
    selfplay.generate(again, 1, seed=3, max_deals=1, levels=("medium",), progress=False)
    assert (again / "party-00000.jsonl.gz").read_bytes() == (data / "party-00000.jsonl.gz").read_bytes()

    out = tmp_path / "model"
    man = train.train(data, 5, out, steps=60)
    assert man["positions"]["held_out"] > 0 and man["held_out_agreement"]["all"]["n"] == man["positions"]["held_out"]
    policy = LearnedPolicy.from_file(out / "policy-v1.json")
    assert learned.file_sha256(out / "policy-v1.json") == man["weights_sha256"]
    again_out = tmp_path / "model2"
    assert train.train(data, 5, again_out, steps=60)["weights_sha256"] == man["weights_sha256"]

    e = dealfile.load("tr", "kiz-almaz")[0]
    table = DealTable.from_codes(rules, e["hands"], e["contract"], e["trump"], e["leader"])
    players = [LearnedHardPlayer(1, policy), make_player("easy", 2), make_player("easy", 3), make_player("easy", 4)]
    players[0].budget_ms = 20.0  # a light search: this checks the wiring, not the strength
    while not table.play.over:
        s = table.play.to_play
        view = table.view(s)
        c = players[s].decide(view)
        assert c in view.decision.options
        table.play.push(c)


def test_the_shipped_model_loads_and_matches_its_manifest():
    man = json.loads(learned.MANIFEST.read_text(encoding="utf-8"))
    assert man["weights"] == learned.WEIGHTS.name
    assert learned.file_sha256(learned.WEIGHTS) == man["weights_sha256"]
    assert man["features"] == list(FEATURES) and man["contexts"] == list(CONTEXTS)
    assert learned.WEIGHTS.stat().st_size < 1_000_000
    policy = learned.shipped()
    assert len(policy.weights) == len(CONTEXTS)
    for key in ("data_command", "train_command", "data_seed", "commit", "held_out_agreement"):
        assert man[key], key
    agree = man["held_out_agreement"]["hard"]
    assert 0.0 < agree["rule"] <= 1.0 and 0.0 < agree["learned"] <= 1.0

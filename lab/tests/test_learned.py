"""The learned policy: seat-view-only features, the self-play → training → play pipeline, the shipped model."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from lab import dealfile, learned, selfplay
from lab.learned import CONTEXTS, FEATURES, LearnedPolicy, context_of, features, voids_of
from lab.research import make_arena_player
from kingdesk.ai.sampler import Sampler
from kingdesk.ai.search import HardPlayer
from lab.research import LearnedHardPlayer
from kingdesk.ai.deal_table import DealTable
from kingdesk.engine.rules import Rules


def _positions(ruleset: str, family: str, n: int, level: str = "easy"):
    """Every decision with a choice in the first ``n`` file deals, played by ``level`` seats."""
    rules = Rules.from_preset(ruleset)
    for e in dealfile.load(family)[:n]:
        table = DealTable.from_codes(rules, e["hands"], e["contract"], e["trump"], e["leader"])
        players = [make_arena_player(level, 11 + s) for s in range(4)]
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
        player, other = HardPlayer(9), HardPlayer(9)
        # no deadline on either: on a loaded machine the clock would cut one search short and not the other
        player.deadline = other.deadline = float("inf")
        ev = player.analyse(view)
        assert ev.card == other.decide(view)
        assert len(ev.values) == len(ev.candidates) and ev.card in ev.candidates


@pytest.mark.slow  # takes seconds: five one-deal parties of medium, a training run, a deal of hard-learned
def test_pipeline_end_to_end_on_a_tiny_data_set(tmp_path: Path):
    pytest.importorskip("numpy")
    from lab import train

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
    # the value targets and the cheap scorer: the rule features stay at 0, the others move
    cheap = train.train(data, 5, out, steps=60, name="cheap", soft=0.5, no_rule=True)
    assert "--soft 0.5" in cheap["train_command"] and "--no-rule" in cheap["train_command"]
    w = LearnedPolicy.from_file(out / "cheap.json").weights
    assert all(row[FEATURES.index("rule-card")] == row[FEATURES.index("rule-suit")] == 0.0 for row in w)
    assert any(abs(x) > 1e-3 for row in w for x in row)

    e = dealfile.load("tr", "kiz-almaz")[0]
    table = DealTable.from_codes(rules, e["hands"], e["contract"], e["trump"], e["leader"])
    players = [LearnedHardPlayer(1, policy)] + [make_arena_player("easy", s) for s in (2, 3, 4)]
    players[0].budget_ms = 20.0  # a light search: this checks the wiring, not the strength
    while not table.play.over:
        s = table.play.to_play
        view = table.view(s)
        c = players[s].decide(view)
        assert c in view.decision.options
        table.play.push(c)


@pytest.mark.parametrize("name", learned.NAMES)
def test_the_shipped_model_loads_and_matches_its_manifest(name):
    weights = learned.DATA / f"{name}.json"
    man = json.loads((learned.DATA / f"{name}.manifest.json").read_text(encoding="utf-8"))
    assert man["weights"] == weights.name
    assert learned.file_sha256(weights) == man["weights_sha256"]
    assert man["features"] == list(FEATURES) and man["contexts"] == list(CONTEXTS)
    assert weights.stat().st_size < 1_000_000
    policy = learned.shipped(name)
    assert len(policy.weights) == len(CONTEXTS)
    if "--no-rule" in man["train_command"]:  # the cheap scorer: never calls the rule policy
        assert all(w[FEATURES.index(f)] == 0.0 for w in policy.weights for f in ("rule-card", "rule-suit"))
    for key in ("data_command", "train_command", "data_seed", "commit", "held_out_agreement"):
        assert man[key], key
    agree = man["held_out_agreement"]["hard"]
    assert 0.0 < agree["rule"] <= 1.0 and 0.0 < agree["learned"] <= 1.0


def _no_rule(weights):
    out = [list(w) for w in weights]
    for w in out:
        w[FEATURES.index("rule-card")] = 0.0
        w[FEATURES.index("rule-suit")] = 0.0
    return out


def test_a_model_without_the_rule_features_scores_without_the_rule_policy(monkeypatch):
    rng = random.Random(8)
    weights = _no_rule([[rng.gauss(0, 1) for _ in FEATURES] for _ in CONTEXTS])
    positions = [(t.play, voids_of(t.play)) for t, _v in _positions("turkish-20", "tr", 3)]
    expected = [features(p, vd) for p, vd in positions]  # the rows still hold the rule card; their weight is 0

    def no_call(*_a, **_k):
        raise AssertionError("the cheap scorer called the rule policy")

    monkeypatch.setattr(learned, "choose_card", no_call)
    policy = LearnedPolicy(weights)
    for (play, vd), (cards, rows) in zip(positions, expected):
        cards2, scores = policy.scores(play, vd)
        assert cards2 == cards
        w = weights[context_of(play)]
        for row, x in zip(rows, scores):
            assert abs(sum(a * b for a, b in zip(w, row)) - x) < 1e-9
    assert len(positions) > 30


def test_sample_draws_each_card_with_its_softmax_probability():
    rng = random.Random(2)
    policy = LearnedPolicy([[rng.gauss(0, 1) for _ in FEATURES] for _ in CONTEXTS])
    checked = 0
    for i, (table, _view) in enumerate(_positions("spanish", "es", 2)):
        if i % 5:
            continue
        play = table.play
        vd = voids_of(play)
        cards, _ = policy.scores(play, vd)
        n = 2000
        counts = dict.fromkeys(cards, 0)
        for i in range(n):  # a grid of u: the counts are the probabilities to 1/n
            counts[policy.sample(play, vd, (i + 0.5) / n)] += 1
        for c in cards:
            assert abs(counts[c] / n - policy.prob(play, vd, c)) <= 1.5 / n
        checked += 1
    assert checked > 5


def test_soft_target_follows_the_values_and_the_temperature():
    pytest.importorskip("numpy")
    from lab import train

    rec = {"contract": "erkek-almaz", "values": [-50.0, -25.0, -60.0]}  # unit: 50 points a king or jack
    p = train.soft_target(rec, 0.25)
    assert abs(sum(p) - 1) < 1e-12 and p[1] > p[0] > p[2]
    assert train.soft_target(rec, 0.05)[1] > p[1] > train.soft_target(rec, 5.0)[1] > 1 / 3


def _world_recorder(player):
    seen = []
    base = player.sampler

    def sampler(view):
        s = base(view)
        orig = s.sample

        def sample(rng, hand):
            w = orig(rng, hand)
            seen.append(tuple(w))
            return w

        s.sample = sample
        return s

    player.sampler = sampler
    return seen


def same_worlds_as_hard(cls) -> None:  # type: ignore[no-untyped-def]
    """A variant of hard (``cls``) searches hard's worlds, its draws coming from a stream of their own, and
    answers a position the same way every time."""
    positions = [v for i, (_t, v) in enumerate(_positions("turkish-20", "tr", 2, "medium")) if i % 4 == 0]
    searched = 0
    for view in positions:  # views are snapshots: they stay valid after the deal went on
        a, h = cls(4), HardPlayer(4)
        a.budget_ms = h.budget_ms = 30.0
        wa, wh = _world_recorder(a), _world_recorder(h)
        card = a.decide(view)
        h.decide(view)
        b = cls(4)
        b.budget_ms = 30.0
        assert b.decide(view) == card
        if not h.last_stats:
            continue  # one candidate once equivalent cards are merged: no search
        k = min(len(wa), len(wh))
        assert k >= 4 and wa[:k] == wh[:k]  # its own stream draws the others' cards
        searched += 1
    assert searched > 5


def test_hard_sampled_searches_hard_worlds_and_is_deterministic():
    from lab.research import SampledHardPlayer

    same_worlds_as_hard(SampledHardPlayer)


def test_sampled_playouts_draw_the_rest_of_the_trick_then_play_the_rule_policy():
    from kingdesk.ai.policy import choose_card
    from kingdesk.ai.policy import playout as rule_playout
    from lab.research import SampledHardPlayer

    e = dealfile.load("tr", "kiz-almaz")[0]
    rules = Rules.from_preset("turkish-20")
    table = DealTable.from_codes(rules, e["hands"], e["contract"], e["trump"], e["leader"])
    start = table.play.copy()
    start.push(choose_card(start))  # our candidate: the others answer it
    me = table.play.to_play
    policy = learned.shipped("policy-v2")
    firsts = set()
    for k in range(40):
        p = SampledHardPlayer(1)
        p.learned_tricks = 1  # the rest of this trick only
        p._us = [random.Random(k).random() for _ in range(52)]
        play = start.copy()
        p.playout(play, me)
        assert play.over
        answers = tuple(play.plays[1:4])
        firsts.add(answers)
        # the answers are the policy's draws by the same numbers ...
        replay = start.copy()
        vd = voids_of(replay)
        for i in range(3):
            c = policy.sample(replay, vd, p._us[i])
            assert c == answers[i]
            if c // 13 != replay.led:
                vd[replay.to_play] |= 1 << replay.led
            replay.push(c)
        # ... and from the next trick on the rule policy plays every seat
        rule_playout(replay)
        assert replay.plays == play.plays
    assert len(firsts) > 2  # other numbers, other answers: not always the policy's best card

"""tools/inference_quality.py: the inference yardstick measures what it says."""

from __future__ import annotations

import importlib.util
import random
from pathlib import Path


from lab import dealfile
from kingdesk.ai.players import make_player
from kingdesk.ai.deal_table import DealTable
from kingdesk.engine.rules import Rules


_PATH = Path(__file__).resolve().parents[1] / "tools" / "inference_quality.py"
_spec = importlib.util.spec_from_file_location("inference_quality", _PATH)
assert _spec is not None and _spec.loader is not None
iq = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(iq)


def test_the_easy_model_never_rules_out_the_true_deal():
    """Easy's plays in the real deal are always possible under the model of easy.

    A zero floor turns any play the model calls impossible into weight 0, so
    this fails if the model misses a place where easy's random variety enters.
    """
    rules = Rules.from_preset("turkish-20")
    for e in [e for e in dealfile.load("tr")][:6]:
        table = DealTable.from_codes(rules, e["hands"], e["contract"], e["trump"], e["leader"])
        players = [make_player("easy", 40 + s) for s in range(4)]
        play = table.play
        while not play.over:
            view = table.view(play.to_play)
            if view.plays and len(view.decision.options) > 1:
                seats = [view.seat_of_play(i) for i in range(len(view.plays))]
                truth = [play.hands[q] for q in range(4)]
                assert iq.easy_likelihood(view, seats, truth, random.Random(0), draws=400, floor=0.0) > 0
            play.push(players[play.to_play].decide(view))


def test_weighting_by_the_plays_finds_the_cards_better_than_uniform():
    res = iq.measure("turkish-20", deals=4, contract=None, worlds=40, seed=1)
    assert sorted(res) == [0, 1, 2, 3]
    for stage, row in res.items():
        n = len(row["uniform"])
        mean = {w: sum(x[0] for x in row[w]) / n for w in iq.WEIGHTINGS}
        assert all(ess == 40 for _, ess in row["uniform"])  # equal weights: every world counts
        assert 0.3 < mean["uniform"] < 0.6
        if stage:  # after the first tricks the plays tell something
            assert mean["uniform"] < mean["hard"] < mean["easy-model"] < 1.0
            # the chain's sharper model knows more than hard's weighting, in many distinct worlds
            assert mean["hard"] < mean["chain"] < 1.0
            assert sum(d for _, d in row["chain"]) / n > 10


def test_the_chain_samples_the_soft_model():
    """Where each card lies under the chain matches uniform worlds weighted by soft ** disagreements."""
    from kingdesk.ai.sampler import Sampler
    from kingdesk.ai.search import rebuild

    rules = Rules.from_preset("turkish-20")
    e = dealfile.load("tr")[1]
    table = DealTable.from_codes(rules, e["hands"], e["contract"], e["trump"], e["leader"])
    players = [make_player("easy", 7 + s) for s in range(4)]
    play = table.play
    while len(play.plays) < 26:
        play.push(players[play.to_play].decide(table.view(play.to_play)))
    view = table.view(play.to_play)
    seats = [view.seat_of_play(i) for i in range(len(view.plays))]
    sampler = Sampler.for_view(view)
    rng = random.Random(3)
    plain = [sampler.sample(rng, view.hand) for _ in range(4000)]
    weights = [rebuild(view, seats, h, 0.5)[1] for h in plain]
    chained = iq.chain_worlds(view, sampler, 4000, random.Random(4), soft=0.5, burn=200, thin=2)
    worst = 0.0
    for c in range(52):
        if not view.unseen >> c & 1:
            continue
        for q in range(4):
            p_weighted = sum(w for w, h in zip(weights, plain) if h[q] >> c & 1) / sum(weights)
            p_chain = sum(1 for h in chained if h[q] >> c & 1) / len(chained)
            worst = max(worst, abs(p_weighted - p_chain))
    assert worst < 0.06

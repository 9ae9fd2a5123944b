"""hard-mix: the others' playout cards are the rule policy's, a share of them drawn instead (ninth session)."""

from __future__ import annotations

import random

import pytest

from lab import dealfile, learned
from lab.learned import voids_of
from kingdesk.ai.policy import choose_card
from kingdesk.ai.policy import playout as rule_playout
from kingdesk.ai.search import HardPlayer
from lab.research import Mixed25HardPlayer, MixedHardPlayer, MixedPolicyHardPlayer, mixed_playout
from kingdesk.ai.deal_table import DealTable
from kingdesk.engine.cards import iter_cards
from kingdesk.engine.rules import Rules

from test_learned import same_worlds_as_hard


def _start(contract: str = "kiz-almaz"):
    e = dealfile.load("tr", contract)[0]
    table = DealTable.from_codes(Rules.from_preset("turkish-20"), e["hands"], e["contract"], e["trump"], e["leader"])
    start = table.play.copy()
    me = start.to_play
    start.push(choose_card(start))  # our candidate: the others answer it
    return start, me


@pytest.mark.parametrize("contract", ["kiz-almaz", "koz"])
@pytest.mark.parametrize("use_policy", [False, True])
def test_each_card_is_the_rule_policys_unless_its_number_is_below_the_mix(contract, use_policy):
    start, me = _start(contract)
    policy = learned.shipped("policy-v2") if use_policy else None
    mix = 0.3
    drawn_off_rule = 0
    for k in range(30):
        r = random.Random(k)
        us = [r.random() for _ in range(52)]
        play = start.copy()
        mixed_playout(policy, play, me, us, mix)
        assert play.over
        replay = start.copy()
        vd = voids_of(replay)
        for i, c in enumerate(play.plays[len(start.plays):]):
            s, rule = replay.to_play, choose_card(replay)
            if s == me or us[i] >= mix:
                assert c == rule
            elif policy is not None:
                assert c == policy.sample(replay, vd, us[i] / mix)
            else:
                legal = list(iter_cards(replay.legal_mask()))
                assert c == legal[int(us[i] / mix * len(legal))]
            drawn_off_rule += c != rule
            if replay.trick and c // 13 != replay.led:
                vd[s] |= 1 << replay.led
            replay.push(c)
    assert drawn_off_rule > 20  # the draws do leave the rule policy's card


def test_nothing_drawn_is_the_rule_policys_playout():
    start, me = _start()
    play, ref = start.copy(), start.copy()
    mixed_playout(None, play, me, [0.5] * 52, 0.25)
    rule_playout(ref)
    assert play.plays == ref.plays


def test_uniform_draws_are_uniform_over_the_legal_cards():
    start, me = _start("koz")
    legal = list(iter_cards(start.legal_mask()))
    assert len(legal) > 2 and start.to_play != me
    n = 40 * len(legal)
    counts = dict.fromkeys(legal, 0)
    for i in range(n):  # a grid of numbers below the mix: the first answer of the playout
        play = start.copy()
        mixed_playout(None, play, me, [(i + 0.5) / n * 0.25] + [0.9] * 51, 0.25)
        counts[play.plays[len(start.plays)]] += 1
    assert set(counts.values()) == {40}


@pytest.mark.parametrize("cls", [MixedHardPlayer, pytest.param(Mixed25HardPlayer, marks=pytest.mark.slow),
                                 pytest.param(MixedPolicyHardPlayer, marks=pytest.mark.slow)])
def test_hard_mix_searches_hard_worlds_and_is_deterministic(cls):
    same_worlds_as_hard(cls)


def test_uniform_mix_keeps_hards_number_of_worlds():
    for n_cands, left, played in ((2, 48, 4), (4, 40, 12), (3, 20, 32), (6, 30, 22)):
        h = HardPlayer(0).plan_worlds(n_cands, left, played)
        for cls in (MixedHardPlayer, Mixed25HardPlayer):
            assert h <= cls(0).plan_worlds(n_cands, left, played) <= 1.2 * h
        assert MixedPolicyHardPlayer(0).plan_worlds(n_cands, left, played) < h


@pytest.mark.parametrize("cls,use_policy", [(MixedHardPlayer, False), (MixedPolicyHardPlayer, True)])
def test_each_level_plays_out_with_its_own_draws(cls, use_policy):
    start, me = _start()
    p = cls(1)
    for k in range(10):
        p._draws = random.Random(k)
        p.world_started()
        play, ref = start.copy(), start.copy()
        p.playout(play, me)
        mixed_playout(learned.shipped("policy-v2") if use_policy else None, ref, me, p._us, p.mix)
        assert play.plays == ref.plays


def test_hard_sampled3_plans_about_hards_worlds():
    from lab.research import BudgetSampledHardPlayer, SampledHardPlayer

    for n_cands, left, played in ((2, 48, 4), (4, 40, 12), (3, 28, 24), (6, 30, 22)):
        h = HardPlayer(0).plan_worlds(n_cands, left, played)
        s = SampledHardPlayer(0).plan_worlds(n_cands, left, played)
        s3 = BudgetSampledHardPlayer(0).plan_worlds(n_cands, left, played)
        assert s < 0.6 * h and 0.85 * h <= s3 <= 1.3 * h

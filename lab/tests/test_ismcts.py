"""The hard level's tree search (lab.ismcts): its core against the exact solver, its worlds' weights,
its plan and its hand-over to the flat exact search at the end of a deal."""

from __future__ import annotations

import math
import random

import pytest

from lab import dealfile
from lab.ismcts import TreeHardPlayer, grow
from kingdesk.ai.players import make_player
from kingdesk.ai.policy import choose_card
from lab.research import make_arena_player
from kingdesk.ai.search import candidates, solve
from kingdesk.ai.deal_table import DealTable
from kingdesk.engine.play import DealPlay
from kingdesk.engine.rules import Rules


def _position(ruleset: str, contract: str, k: int, played: int) -> DealPlay:
    """The ``k``-th file deal of ``contract`` after ``played`` cards of the rule policy."""
    rules = Rules.from_preset(ruleset)
    e = dealfile.load(rules.family, contract)[k]
    play = DealTable.from_codes(rules, e["hands"], e["contract"], e["trump"], e["leader"]).play
    for _ in range(played):
        if play.over:  # an early end
            break
        play.push(choose_card(play))
    return play


def _never() -> bool:
    return False


def _solver_values(play: DealPlay, rules: Rules) -> dict[int, int]:
    me = play.to_play
    pen = play.contract.penalty_mask
    out = {}
    for c in candidates(play.legal_mask(), play.hands[me], play.captured_all | play.trick_mask, pen):
        play.push(c)
        out[c] = solve(play, rules)[me]
        play.pop()
    return out


# Positions with four tricks left where the solver's values of the mover's cards differ.
SOLVED = [("turkish-20", "koz", 2, 32), ("turkish-20", "kiz-almaz", 0, 33), ("turkish-20", "el-almaz", 1, 35),
          ("turkish-20", "rifki", 1, 35), ("turkish-20", "son-iki", 0, 36), ("spanish", "no-bazas", 3, 32),
          ("spanish", "recuperacion", 0, 34)]


# (PUCT below the root, hard-tree-prior, is not here: it rates the best card of koz 2/32 the worst, at 3,000 and
# at 12,000 iterations, since it keeps every seat near the rule policy; lab/RESULTS.md, twelfth session.)
@pytest.mark.parametrize("paired,widen,prior", [(False, 0.0, 0.0), (True, 0.0, 0.0), (False, 1.0, 0.0)])
@pytest.mark.parametrize("ruleset,contract,k,played", SOLVED)
def test_in_a_world_it_sees_whole_the_tree_plays_a_card_the_exact_solver_rates_best(ruleset, contract, k, played,
                                                                                      paired, widen, prior):
    rules = Rules.from_preset(ruleset)
    play = _position(ruleset, contract, k, played)
    values = _solver_values(play, rules)
    assert len(set(values.values())) > 1, "a position where the choice matters"
    root = grow([play], [1.0], 3000, rules, TreeHardPlayer.exploration, random.Random(1), _never, float("inf"),
                paired, widen, prior)
    assert set(root.kids) == set(values)
    walks = sum(k.n for k in root.kids.values())
    if paired:  # every world below each of our cards, as many walks as planned (the last world whole)
        assert len({k.n for k in root.kids.values()}) == 1 and root.n == next(iter(root.kids.values())).n
        assert 3000 <= walks < 3000 + len(values)
        chosen = max(root.kids, key=lambda c: root.kids[c].w)
    else:
        assert root.n == walks == 3000
        chosen = max(root.kids, key=lambda c: root.kids[c].n)
    assert values[chosen] == max(values.values()), (values, {c: n.n for c, n in root.kids.items()})


def test_a_world_without_weight_is_never_drawn():
    rules = Rules.from_preset("turkish-20")
    a = _position("turkish-20", "koz", 4, 20)
    b = a.copy()  # another world at the same point: two other seats' hands swapped
    s1, s2 = (a.to_play + 1) & 3, (a.to_play + 2) & 3
    b.hands[s1], b.hands[s2] = a.hands[s2], a.hands[s1]
    args = (400, rules, TreeHardPlayer.exploration)
    alone = grow([a], [1.0], *args, random.Random(3), _never, float("inf"))
    weighed = grow([a, b], [1.0, 1.0], *args, random.Random(3), _never, float("inf"))  # b's weight is 0

    def stats(node):
        return {c: (k.n, round(k.w, 9), k.avail, stats(k)) for c, k in node.kids.items()}

    assert stats(weighed) == stats(alone)
    both = grow([a, b], [1.0, 2.0], *args, random.Random(3), _never, float("inf"))
    assert stats(both) != stats(alone)


def test_the_search_stops_when_asked():
    rules = Rules.from_preset("turkish-20")
    play = _position("turkish-20", "el-almaz", 3, 4)
    calls = []

    def stop() -> bool:
        calls.append(1)
        return len(calls) > 3

    root = grow([play], [1.0], 10**6, rules, TreeHardPlayer.exploration, random.Random(0), stop, float("inf"))
    assert root.n == 4 * 32  # checked every 32 iterations


def test_the_plan_is_the_cost_model_and_the_fourfold_level_plans_four_times_as_much():
    hard, x4 = make_arena_player("hard-tree", 1), make_arena_player("hard-tree-x4", 1)
    assert type(hard) is TreeHardPlayer and isinstance(x4, TreeHardPlayer)
    for left, played in ((52, 0), (40, 12), (20, 32)):
        n = hard.plan_iterations(left, played)
        assert 1000 <= n < TreeHardPlayer.max_iterations
        assert x4.plan_iterations(left, played) > 3.5 * n
    assert x4.stream == hard.stream == make_player("hard", 1).level  # the same random numbers as hard


def test_the_last_three_tricks_go_to_the_flat_exact_search():
    rules = Rules.from_preset("turkish-20")
    e = dealfile.load("tr", "koz")[0]
    t = DealTable.from_codes(rules, e["hands"], e["contract"], e["trump"], e["leader"])
    hard = make_arena_player("hard-tree", 2)
    while 52 - len(t.play.plays) > 12 or len(t.play.legal_cards()) < 2:
        t.play.push(choose_card(t.play))
    hard.decide(t.view(t.play.to_play))
    assert "iterations" not in hard.last_stats and hard.last_stats["worlds"] > 0
    t.play.pop()
    while len(t.play.legal_cards()) < 2:
        t.play.pop()
    hard.decide(t.view(t.play.to_play))
    assert hard.last_stats["iterations"] > 0


def test_widening_keeps_a_thin_node_to_the_policy_and_opens_it_as_visits_grow():
    rules = Rules.from_preset("turkish-20")
    play = _position("turkish-20", "el-almaz", 3, 4)
    args = (rules, TreeHardPlayer.exploration, random.Random(5), _never, float("inf"))
    wide, narrow = grow([play], [1.0], 600, *args), grow([play], [1.0], 600, *args[:2], random.Random(5), _never,
                                                           float("inf"), False, 1.0)
    assert set(narrow.kids) == set(wide.kids)  # the root is never narrowed

    def nodes(node):
        yield node
        for k in node.kids.values():
            yield from nodes(k)

    below = [n for k in narrow.kids.values() for n in nodes(k)]
    assert all(len(n.kids) <= 2 + math.sqrt(n.n) for n in below)  # one more than the bound at its last expansion
    assert any(len(n.kids) > 1 for n in below)  # a node visited often has opened up
    assert any(len(n.kids) < len(m.kids) for n, m in zip(nodes(narrow), nodes(wide)))


def test_the_prior_keeps_a_node_to_the_policy_until_its_statistics_say_otherwise():
    rules = Rules.from_preset("turkish-20")
    play = _position("turkish-20", "el-almaz", 3, 4)
    args = (rules, TreeHardPlayer.exploration, random.Random(5), _never, float("inf"), False, 0.0)
    plain, puct = grow([play], [1.0], 600, *args), grow([play], [1.0], 600, *args, 0.5)
    assert set(puct.kids) == set(plain.kids)  # the root is UCB1 over every card, as without the prior

    def revisited_before_tried(root):
        """Nodes below the root with a move not yet tried while another has been tried three times."""
        out = []
        for c, k in root.kids.items():
            p = play.copy()
            p.push(c)
            stack = [(p, k)]
            while stack:
                q, node = stack.pop()
                if q.over or not node.kids:
                    continue
                lm = q.legal_mask()
                moves = candidates(lm, q.hands[q.to_play], q.captured_all | q.trick_mask, q.contract.penalty_mask)
                if len(node.kids) < len(moves) and max(n.n for n in node.kids.values()) >= 3:
                    out.append(node)
                for m, kid in node.kids.items():
                    r = q.copy()
                    r.push(m)
                    stack.append((r, kid))
        return out

    assert not revisited_before_tried(plain)  # UCB1 tries every move of a node once first
    assert revisited_before_tried(puct)  # the prior's policy card is walked again before the rest are tried

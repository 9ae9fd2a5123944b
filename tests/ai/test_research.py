"""Research levels of the flat search (kingdesk.ai.research): what they change of hard, and nothing else."""

from __future__ import annotations

import random

from kingdesk.ai import dealfile
from kingdesk.ai.players import make_player
from kingdesk.ai.policy import choose_card
from kingdesk.ai.research import make_arena_player, scaled_hard
from kingdesk.ai.search import HardPlayer
from kingdesk.ai.table import DealTable
from kingdesk.engine.rules import Rules


def test_the_fourfold_flat_level_plans_four_times_hards_worlds_on_hards_stream():
    hard, x4 = make_player("hard", 1), make_arena_player("hard-x4", 1)
    assert type(hard) is HardPlayer and isinstance(x4, HardPlayer)
    for n_cands, left, played in ((8, 52, 0), (5, 40, 12), (3, 20, 32), (2, 16, 36)):
        n = hard.plan_worlds(n_cands, left, played)
        assert 4 * n <= x4.plan_worlds(n_cands, left, played) < 4 * (n + 1)  # the cost model rounds down
    for left, n_cands in ((12, 3), (8, 2)):
        assert x4.endgame_worlds(left, n_cands) == 4 * hard.endgame_worlds(left, n_cands)
    assert x4.stream == hard.level and x4.deadline == 4 * hard.deadline


def test_a_scaled_flat_search_draws_hards_worlds_first():
    """The same stream gives the same first worlds: at one times the budget it is hard, card for card."""
    rules = Rules.from_preset("turkish-20")
    e = dealfile.load("tr")[3]
    table = DealTable.from_codes(rules, e["hands"], e["contract"], e["trump"], e["leader"])
    hard, same = make_player("hard", 5), scaled_hard(1)(5)
    for p in (hard, same):
        p.deadline = float("inf")  # type: ignore[attr-defined]
    seen = 0
    while not table.play.over:
        view = table.view(table.play.to_play)
        if len(view.decision.options) > 1 and len(view.plays) % 6 == 0:  # early, middle and the exact endgame
            a = hard.evaluate(view, random.Random(seen), lambda: False)
            b = same.evaluate(view, random.Random(seen), lambda: False)
            assert (a.values, a.card, a.worlds) == (b.values, b.card, b.worlds)
            seen += 1
        table.play.push(choose_card(table.play))
    assert seen >= 4

"""Research levels of the flat search (lab.research): what they change of hard, and nothing else."""

from __future__ import annotations

import random

from kingdesk.engine.cards import iter_cards
from lab import dealfile
from kingdesk.ai.players import make_player
from kingdesk.ai.policy import choose_card
from lab.research import FourfoldFlatHardPlayer, NestedHardPlayer, make_arena_player, scaled_hard
from kingdesk.ai.sampler import exclusions
from kingdesk.ai.search import HardPlayer, view_candidates
from kingdesk.ai.deal_table import DealTable
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


def _positions(ruleset: str, n: int, every: int = 5):
    """Positions of the first ``n`` file deals (rule-policy play), every ``every``-th card with a choice."""
    rules = Rules.from_preset(ruleset)
    for e in dealfile.load(rules.family)[:n]:
        table = DealTable.from_codes(rules, e["hands"], e["contract"], e["trump"], e["leader"])
        while not table.play.over:
            view = table.view(table.play.to_play)
            if len(view.decision.options) > 1 and len(view.plays) % every == 0:
                yield table, view
            table.play.push(choose_card(table.play))


def test_the_public_inference_is_the_seats_own_and_never_excludes_a_card_a_seat_holds():
    for ruleset in ("turkish-20", "spanish"):
        for table, view in _positions(ruleset, 6):
            own, public = exclusions(view), exclusions(view, every_seat=True)
            for s in range(4):
                if s != view.seat:
                    assert public[s] & view.unseen == own[s]
            for s in range(4):
                assert not public[s] & table.play.hands[s]


def test_the_others_inner_search_does_not_see_our_hand():
    """Dealing our cards and a third seat's otherwise changes nothing of a seat's inner card."""
    player = make_arena_player("hard-iimc", 3)
    assert isinstance(player, NestedHardPlayer)
    seen = 0
    for table, view in _positions("turkish-20", 8, every=3):
        play = table.play
        me = play.to_play
        player.prepare(view)
        for c in view_candidates(view):
            after = play.copy()
            after.push(c)
            if not after.trick or after.over:
                continue
            s, third = after.to_play, next(t for t in range(4) if t not in (me, after.to_play))
            pool = after.hands[me] | after.hands[third]
            if (player._excl[me] | player._excl[third]) & pool:
                continue  # a swap the public inference forbids
            cards = list(iter_cards(pool))
            random.Random(seen).shuffle(cards)
            k = after.hands[me].bit_count()
            other = after.copy()
            other.hands[me] = sum(1 << x for x in cards[:k])
            other.hands[third] = sum(1 << x for x in cards[k:])
            if other.hands[me] == after.hands[me]:
                continue  # the shuffle dealt them as they were
            a = player.inner_card(after, s, list(player._excl), random.Random(seen))
            b = player.inner_card(other, s, list(player._excl), random.Random(seen))
            assert a == b
            seen += 1
    assert seen >= 10


def test_with_nobody_left_to_play_in_the_trick_or_in_the_endgame_the_nested_search_is_the_fourfold_one():
    nested, x4 = make_arena_player("hard-iimc", 2), make_arena_player("hard-x4", 2)
    assert isinstance(nested, NestedHardPlayer) and isinstance(x4, FourfoldFlatHardPlayer)
    seen = {"last in the trick": 0, "leading in the endgame": 0}
    for _, view in _positions("turkish-20", 16, every=1):
        n = len(view.plays)
        kind = ("last in the trick" if n % 4 == 3 and 20 <= n < 40 else
                "leading in the endgame" if n in (44, 48) else None)
        if kind is None or seen[kind] == 2:
            continue
        a = nested.evaluate(view, random.Random(n), lambda: False)
        b = x4.evaluate(view, random.Random(n), lambda: False)
        assert (a.values, a.card, a.worlds) == (b.values, b.card, b.worlds)
        seen[kind] += 1
        if min(seen.values()) == 2:
            break
    assert min(seen.values()) == 2

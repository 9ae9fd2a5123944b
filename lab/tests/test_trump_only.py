"""hard-koz: the drawn model of the others only in the trump contracts, today's hard elsewhere (tenth session)."""

from __future__ import annotations

import pytest

from lab import dealfile
from lab.arena import seat_seed
from lab.research import ARENA_LEVELS, make_arena_player
from kingdesk.ai.search import HardPlayer
from lab.research import MixedHardPlayer, SampledHardPlayer, TrumpDrawnHardPlayer, TrumpSampledHardPlayer
from kingdesk.ai.deal_table import DealTable
from kingdesk.engine.rules import Rules

BUDGET = 30.0  # ms: the real code paths, fewer worlds


def _small(p):  # type: ignore[no-untyped-def]
    """Fewer worlds, and no deadline: a machine paused mid-search (it happens here) must change no card."""
    p.budget_ms = BUDGET
    p.deadline = float("inf")
    return p


def _views(ruleset: str, family: str, contract: str, deals: int, cards: int = 20):
    """Card decisions with a choice in the first ``deals`` file deals of ``contract`` (hard's cards)."""
    rules = Rules.from_preset(ruleset)
    driver = _small(HardPlayer(3))
    for e in dealfile.load(family, contract)[:deals]:
        table = DealTable.from_codes(rules, e["hands"], e["contract"], e["trump"], e["leader"])
        for _ in range(cards):
            view = table.view(table.play.to_play)
            if len(view.decision.options) > 1:
                yield view
            table.play.push(driver.decide(view))


def test_the_levels_are_listed_and_made():
    assert {"hard-koz", "hard-kozs"} <= set(ARENA_LEVELS)
    assert type(make_arena_player("hard-koz", 1)) is TrumpDrawnHardPlayer
    assert type(make_arena_player("hard-kozs", 1)).drawn is SampledHardPlayer
    assert type(make_arena_player("hard-koz", 1).trump_player) is MixedHardPlayer


@pytest.mark.parametrize("ruleset,family,contract", [("turkish-20", "tr", "kiz-almaz"), ("turkish-20", "tr", "son-iki"),
                                                     ("turkish-20", "tr", "el-almaz"), ("spanish", "es", "no-bazas"),
                                                     ("spanish", "es", "rey-de-corazones")])
@pytest.mark.parametrize("cls", [TrumpDrawnHardPlayer, TrumpSampledHardPlayer])
def test_without_trumps_it_is_hard_rule_search_for_search(ruleset, family, contract, cls):
    """The same worlds, values and card as hard from the same seed: a paired difference of 0 there."""
    n = 0
    for view in _views(ruleset, family, contract, 2):
        a, h = _small(cls(5)), _small(make_arena_player("hard", 5))
        assert a.analyse(view) == h.analyse(view)
        assert a.decide(view) == h.decide(view)
        n += 1
    assert n >= 15


def _deal_cards(ruleset: str, entry: dict, level: str) -> list[int]:  # type: ignore[type-arg]
    """The cards of one file deal with ``level`` in every seat, seeded as the arena seeds them, no deadline."""
    table = DealTable.from_codes(Rules.from_preset(ruleset), entry["hands"], entry["contract"], entry["trump"],
                                 entry["leader"])
    players = [_small(make_arena_player(level, seat_seed(1, entry["id"], s))) for s in range(4)]
    while not table.play.over:
        table.play.push(players[table.play.to_play].decide(table.view(table.play.to_play)))
    return list(table.play.plays)


@pytest.mark.parametrize("ruleset,family,contract", [("turkish-20", "tr", "kupa-almaz"),
                                                     ("spanish", "es", "no-q")])
def test_whole_deals_without_trumps_are_hard_rules_card_for_card(ruleset, family, contract):
    for e in dealfile.load(family, contract)[:2]:
        assert _deal_cards(ruleset, e, "hard-koz") == _deal_cards(ruleset, e, "hard")


@pytest.mark.parametrize("ruleset,family,contract", [("turkish-20", "tr", "koz"), ("spanish", "es", "recuperacion")])
@pytest.mark.parametrize("cls", [TrumpDrawnHardPlayer, TrumpSampledHardPlayer])
def test_with_trumps_it_is_the_drawn_variant(ruleset, family, contract, cls):
    """In koz and the recoveries it searches as its drawn variant does (and so not as hard)."""
    n = differ = 0
    for view in _views(ruleset, family, contract, 2, cards=12):
        a, d, h = _small(cls(5)), _small(cls.drawn(5)), _small(make_arena_player("hard", 5))
        ev = a.analyse(view)
        assert ev == d.analyse(view)
        assert a.decide(view) == d.decide(view)
        differ += ev.values != h.analyse(view).values
        n += 1
    assert n >= 10 and differ >= n // 2


def test_the_drawn_player_searches_with_the_levels_settings():
    """What the arena's --no-deadline (or a test) sets on the level holds inside the trump contracts too."""
    view = next(_views("turkish-20", "tr", "koz", 1))
    p = TrumpDrawnHardPlayer(2)
    p.deadline = 0.0  # every world after the first is past the deadline
    p.analyse(view)
    assert p.last_stats["worlds"] == 1
    p.deadline, p.budget_ms, p.worlds = float("inf"), BUDGET, 7
    p.analyse(view)
    assert p.last_stats["worlds"] == 7

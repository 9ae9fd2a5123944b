"""The research levels keep the product levels' contracts: no peeking, determinism, the blunder suite."""

from __future__ import annotations

import pytest

from lab.research import ARENA_LEVELS, make_arena_player
from tests.ai.test_ai import blunder_passes, no_peeking, same_decisions_twice


@pytest.mark.parametrize("seed", [3, 8])
def test_no_research_level_can_see_hidden_hands(seed):
    no_peeking(seed, ARENA_LEVELS, make_arena_player)


@pytest.mark.parametrize("level", ARENA_LEVELS)
def test_same_seed_same_decisions(level):
    same_decisions_twice(level, make_arena_player)


@pytest.mark.slow  # takes seconds
@pytest.mark.parametrize("level", ["hard-tree", "hard-learned", "hard-sampled", "hard-lik"])
def test_blunder_suite_research_hard_passes_all(level):
    ok, fails = blunder_passes(level, make=make_arena_player)
    assert not fails, fails

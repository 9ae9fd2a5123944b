"""Learn a contract: each lesson's fixed deal gives the person (seat 0) that contract and a hand that shows its
point."""

from __future__ import annotations

import pytest

from kingdesk.ai.lessons import LESSONS, lesson_game, practice_game, shows_the_point
from kingdesk.engine.contracts import SPANISH, TURKISH


def test_every_contract_has_a_lesson() -> None:
    assert set(LESSONS) == set(TURKISH) | set(SPANISH)


@pytest.mark.parametrize("contract", list(LESSONS))
def test_the_lesson_s_deal(contract: str) -> None:
    g = lesson_game(contract)
    d = g.decision
    assert g.current is not None and g.current.contract == contract
    assert d.seat == 0 and d.kind in ("card", "trump", "sale")
    assert shows_the_point(contract, g.current.hands[0])


def test_a_hand_that_does_not_show_the_point() -> None:
    assert not shows_the_point("rifki", 0)  # no K♥
    assert not shows_the_point("kiz-almaz", 1 << 10)  # one queen


@pytest.mark.parametrize("contract", list(LESSONS))
def test_the_lesson_s_ordinary_deal(contract: str) -> None:
    """The lesson's second hand: the same contract for seat 0, on a deal not chosen for it (another one from each
    seed), named through the engine."""
    lesson = lesson_game(contract)
    seen = set()
    for seed in (1, 1000, 77777):
        g = practice_game(contract, seed)
        d = g.decision
        assert g.current is not None and g.current.contract == contract
        assert d.seat == 0 and d.kind in ("card", "trump", "sale")
        assert g.seed is not None and g.seed >= seed
        assert g.current.hands != lesson.current.hands  # not the lesson's fixed deal
        seen.add(g.current.hands)
        assert practice_game(contract, seed).current.hands == g.current.hands  # the seed says which
    assert len(seen) == 3

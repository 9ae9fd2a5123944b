"""Learn a contract: each lesson's fixed deal gives the person (seat 0) that contract and a hand that shows its
point."""

from __future__ import annotations

import pytest

from kingdesk.ai.lessons import LESSONS, lesson_game, shows_the_point
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

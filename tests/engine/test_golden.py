"""Golden fixtures (built by ``make_golden.py``): a seed pinned to the deal it shuffles, and three recorded
parties (Turkish 20, Turkish 12, Spanish with a sale) pinned to every deal's points. A change of the shuffle or
of the scoring fails here even when each deal's points still add up as they should."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from kingdesk.engine.cards import format_cards
from kingdesk.engine.game import Game
from kingdesk.record.io import load_game

HERE = Path(__file__).with_name("golden")
GOLDEN = json.loads((HERE / "golden.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("ruleset", sorted(GOLDEN["shuffle"]))
def test_a_seed_shuffles_the_same_deal(ruleset: str) -> None:
    want = GOLDEN["shuffle"][ruleset]
    g = Game(ruleset, seed=want["seed"])
    g.apply(None)
    assert g.current is not None
    assert [format_cards(h) for h in g.current.hands] == want["hands"] and g.current.dealer == want["dealer"]


@pytest.mark.parametrize("name", sorted(GOLDEN["parties"]))
def test_a_recorded_party_replays_to_its_scores(name: str) -> None:
    want = GOLDEN["parties"][name]
    g = load_game(HERE / name)
    assert g.is_over
    assert [list(d.points) if d.points is not None else None for d in g.deals] == want["points"]
    assert list(g.totals) == want["totals"]
    assert sum(1 for d in g.deals if d.sold) == want["sales"]


def test_the_fixtures_cover_what_they_say() -> None:
    parties = GOLDEN["parties"]
    assert len(parties["turkish-20.king.json"]["points"]) == 20 and len(parties["turkish-12.king.json"]["points"]) == 12
    assert parties["spanish.king.json"]["sales"] >= 1  # a Spanish party with a trump sale

"""tools/clairvoyant_ceiling.py: the sighted references see the true deal and nothing else changes."""

from __future__ import annotations

import importlib.util
import random
from pathlib import Path

import pytest

from lab import dealfile
from kingdesk.ai.players import make_player
from kingdesk.ai.search import HardPlayer
from kingdesk.ai.deal_table import DealTable
from kingdesk.engine.rules import Rules


_PATH = Path(__file__).resolve().parents[1] / "tools" / "clairvoyant_ceiling.py"
_spec = importlib.util.spec_from_file_location("clairvoyant_ceiling", _PATH)
assert _spec is not None and _spec.loader is not None
cc = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(cc)


class _FullBudget(cc.SightedHard):
    """The sighted world, but hard's own number of worlds (all of them the true one)."""

    plan_worlds = HardPlayer.plan_worlds
    endgame_worlds = HardPlayer.endgame_worlds


def _positions(ruleset: str, family: str, n: int):
    """Every decision with a choice in the first ``n`` file deals, played by easy seats."""
    rules = Rules.from_preset(ruleset)
    for e in dealfile.load(family)[:n]:
        table = DealTable.from_codes(rules, e["hands"], e["contract"], e["trump"], e["leader"])
        players = [make_player("easy", 7 + s) for s in range(4)]
        while not table.play.over:
            view = table.view(table.play.to_play)
            if len(view.decision.options) > 1:
                yield table, view
            table.play.push(players[table.play.to_play].decide(view))


@pytest.mark.parametrize("reference", ["hard", "hard-learned", "hard-sampled"])
def test_the_sighted_sampler_deals_only_the_true_hands(reference):
    seen = 0
    for table, view in _positions("turkish-20", "tr", 3):
        sampler = cc.SIGHTED[reference](1, table).sampler(view)
        for k in range(3):
            world = sampler.sample(random.Random(k), view.hand)
            assert world == list(table.play.hands)
        seen += 1
    assert seen > 50


def test_one_true_world_chooses_as_hard_full_budget_of_copies_of_it():
    """The reference's one-world shortcut changes no choice (veto, solver and ties included)."""
    checked = 0
    for ruleset, family in (("turkish-20", "tr"), ("spanish", "es")):
        for i, (table, view) in enumerate(_positions(ruleset, family, 2)):
            if i % 3:
                continue  # a third of the positions keeps the full-budget side quick
            one = cc.SightedHard(5, table)
            full = _FullBudget(5, table)
            assert one.decide(view) == full.decide(view)
            if one.last_stats:  # a search ran (not one candidate after merging equivalent cards)
                assert one.last_stats["worlds"] == 1 < full.last_stats["worlds"]
                checked += 1
    assert checked > 20


def test_compare_scores_both_references_on_the_same_baseline_table():
    e = dealfile.load("tr", "kiz-almaz")[0]
    both = cc.deal_margin(("turkish-20", e, "easy", 1, ("hard", "policy"), 0))
    assert both == [cc.deal_margin(("turkish-20", e, "easy", 1, (r,), 0))[0] for r in ("hard", "policy")]


def test_sighted_hard_beats_easy_on_a_few_deals():
    """A sanity check of the yardstick's direction, measured as the tool measures it."""
    rules = Rules.from_preset("turkish-20")
    entries = dealfile.load("tr", "kiz-almaz")[:3]
    total = 0
    for e in entries:
        base = cc.play(rules, e, None, "easy", 1)
        total += sum(cc.play(rules, e, k, "easy", 1, "hard")[k] - base[k] for k in range(4))
    assert total > 0


def test_sighted_sampled_plays_copies_of_the_true_world(monkeypatch):
    """Drawn answers differ from copy to copy: the level's own number of worlds, or --copies."""
    checked = 0
    for i, (table, view) in enumerate(_positions("turkish-20", "tr", 1)):
        if i % 4 or len(view.plays) > 30:
            continue  # keep it quick; the endgame solver needs no playouts
        p = cc.SIGHTED["hard-sampled"](5, table)
        p.budget_ms = 20.0
        p.decide(view)
        if not p.last_stats:
            continue
        assert p.last_stats["worlds"] > 1
        monkeypatch.setattr(cc, "COPIES", 3)
        q = cc.SIGHTED["hard-sampled"](5, table)
        q.decide(view)
        assert q.last_stats["worlds"] == 3
        monkeypatch.setattr(cc, "COPIES", 0)
        checked += 1
    assert checked > 3

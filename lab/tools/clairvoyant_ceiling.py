"""How much is there to gain? A clairvoyant reference player on the arena's duplicate deals.

    python tools/clairvoyant_ceiling.py --ruleset turkish-20 --deals 300
    python tools/clairvoyant_ceiling.py --ruleset turkish-20 --deals 300 --reference hard

The reference player sees all four hands (no computer level may; this one is
only a yardstick). ``--reference policy`` (the default): for each legal card it
plays the deal out with the rule-of-thumb policy in the true deal and keeps the
best card for itself. ``--reference hard``: the hard level's own search (its
veto, endgame solver and tie-breaks) run in the one true world instead of
sampled ones, so the difference from hard's arena margin is exactly what hard
loses by not seeing the cards. ``--reference hard-learned`` / ``hard-sampled``: the same
search with those levels' models of the others (``hard-sampled`` draws the others' cards, so
it plays copies of the true world: the level's own number, at most ``--copies``). The margin
over the baseline is measured exactly
as ``python -m lab.arena`` measures (same deals, same seat seeds, the candidate in
each seat).
"""

from __future__ import annotations

from typing import Any

import argparse
import json
import multiprocessing
import sys

from lab import dealfile
from lab.arena import contract_lines, mean_ci, seat_seed
from kingdesk.ai.players import make_player
from kingdesk.ai.policy import playout
from kingdesk.ai.sampler import Sampler
from kingdesk.ai.search import HardPlayer, candidates
from lab.research import (LearnedHardPlayer, Mixed25HardPlayer, MixedHardPlayer, MixedPolicyHardPlayer,
                                  SampledHardPlayer, TwoTrickSampledHardPlayer)
from kingdesk.ai.deal_table import DealTable
from kingdesk.engine.rules import Rules
from kingdesk.engine.scoring import deal_points
from kingdesk.engine.view import SeatView


def true_deal(table: DealTable, view: SeatView) -> Sampler:
    """A sampler whose only deal is the true one (each seat may hold only its own cards)."""
    hands = table.play.hands
    need = [0 if s == view.seat else hands[s].bit_count() for s in range(4)]
    excl = [0 if s == view.seat else view.unseen & ~hands[s] for s in range(4)]
    return Sampler(view.seat, view.unseen, need, excl)


def clairvoyant_card(table: DealTable, rules: Rules) -> int:
    play = table.play
    me = play.to_play
    best, best_v = -1, None
    for c in candidates(play.legal_mask(), play.hands[me], play.captured_all | play.trick_mask, 0):
        p = play.copy()
        p.push(c)
        playout(p)
        v = deal_points(p, rules)[me]
        if best_v is None or v > best_v:
            best, best_v = c, v
    return best


def sighted(cls: type[HardPlayer]) -> type[HardPlayer]:
    """``cls``'s search whose only world is the true deal (the sampler may deal each seat only its own cards).

    Every world hard would sample is that one. With deterministic playouts one world gives the
    same means and the same choices as hard's full budget of copies of it, so one is played; with
    playouts that draw the others' cards (``sample_others``) the copies differ, and the level's own
    number of worlds is played (capped by :data:`COPIES` when set).
    """

    class Sighted(cls):  # type: ignore[valid-type, misc]
        def __init__(self, seed: int, table: DealTable):
            super().__init__(seed)
            self.table = table

        def sampler(self, view: SeatView) -> Sampler:
            return true_deal(self.table, view)

        def plan_worlds(self, n_cands: int, left: int, played: int) -> int:
            if not getattr(self, "sample_others", False):
                return 1
            n = super().plan_worlds(n_cands, left, played)
            return min(n, COPIES) if COPIES else n

        def endgame_worlds(self, left: int, n_cands: int) -> int:
            return 1

    Sighted.__name__ = f"Sighted{cls.__name__}"
    return Sighted


COPIES = 0
"""Cap on the copies of the true world for stochastic playouts (``--copies``; 0: the level's own count)."""
SightedHard = sighted(HardPlayer)
SIGHTED: dict[str, Any] = {"hard": SightedHard, "hard-learned": sighted(LearnedHardPlayer),
           "hard-sampled": sighted(SampledHardPlayer), "hard-sampled2": sighted(TwoTrickSampledHardPlayer),
           "hard-mix": sighted(MixedHardPlayer), "hard-mix25": sighted(Mixed25HardPlayer),
           "hard-mixv2": sighted(MixedPolicyHardPlayer)}


def play(rules: Rules, entry: dict, seer: int | None, base: str, seed: int, reference: str = "policy") -> list[int]:
    table = DealTable.from_codes(rules, entry["hands"], entry["contract"], entry["trump"], entry["leader"])
    table.index = entry["id"]
    players = [make_player(base, seat_seed(seed, entry["id"], s)) for s in range(4)]
    if seer is not None and reference in SIGHTED:
        players[seer] = SIGHTED[reference](seat_seed(seed, entry["id"], seer), table)
    while not table.play.over:
        s = table.play.to_play
        if s == seer and reference == "policy":
            table.play.push(clairvoyant_card(table, rules))
        else:
            table.play.push(players[s].decide(table.view(s)))
    return deal_points(table.play, rules)


def deal_margin(task: tuple[str, dict, str, int, tuple[str, ...], int]) -> list[float]:
    """Each reference's margin on one deal (the mean over its four seats), against one baseline table."""
    global COPIES
    ruleset, e, baseline, seed, references, COPIES = task
    rules = Rules.from_preset(ruleset)
    base = play(rules, e, None, baseline, seed)
    return [sum(play(rules, e, k, baseline, seed, ref)[k] - base[k] for k in range(4)) / 4 for ref in references]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--ruleset", default="turkish-20")
    ap.add_argument("--baseline", default="easy")
    ap.add_argument("--deals", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--reference", choices=("policy", *SIGHTED), default="policy",
                    help="the sighted player: one-step policy lookahead, or hard's search (with the rule or the "
                         "learned model of the others) in the true world")
    ap.add_argument("--compare", choices=("policy", *SIGHTED), metavar="REFERENCE", nargs="+", default=[],
                    help="also score each REFERENCE on the same deals and baseline tables; print the paired "
                         "differences")
    ap.add_argument("--offset", type=int, default=0, help="first deal of the file to use")
    ap.add_argument("--jobs", type=int, default=1, help="processes (deals are spread over them)")
    ap.add_argument("--contract", help="only deals of this contract (e.g. koz, erkek-almaz)")
    ap.add_argument("--copies", type=int, default=0,
                    help="at most this many copies of the true world for a reference whose playouts draw cards "
                         "(0: the level's own number of worlds)")
    ap.add_argument("--json", metavar="PATH", help="also write each deal's margins (one list per deal, "
                                                   "reference first) to PATH, to pool runs over other --offset")
    a = ap.parse_args(argv)
    rules = Rules.from_preset(a.ruleset)
    try:
        entries = dealfile.load(rules.family, a.contract)[a.offset:a.offset + a.deals]
    except ValueError as exc:
        ap.error(f"--contract: {exc}")
    refs = (a.reference, *a.compare)
    tasks = [(a.ruleset, e, a.baseline, a.seed, refs, a.copies) for e in entries]
    results: list[list[float]] = []

    def note(r: list[float]) -> None:
        results.append(r)
        if a.json:  # rewritten after every deal: a run stopped early keeps the deals it played
            with open(a.json, "w", encoding="utf-8") as f:
                json.dump({"references": list(refs), "baseline": a.baseline, "ruleset": a.ruleset,
                           "ids": [e["id"] for e in entries[:len(results)]], "margins": results}, f)
            print(f"clairvoyant: {len(results)}/{len(tasks)} deals", file=sys.stderr, flush=True)

    if a.jobs > 1:
        with multiprocessing.get_context("spawn").Pool(a.jobs) as pool:
            for r in pool.imap(deal_margin, tasks, chunksize=1):
                note(r)
    else:
        for t in tasks:
            note(deal_margin(t))
    series = [(a.reference, [r[0] for r in results])]
    for k, other in enumerate(a.compare, 1):
        series.append((other, [r[k] for r in results]))
    for k, other in enumerate(a.compare, 1):
        series.append((f"paired, {a.reference} - {other}", [r[0] - r[k] for r in results]))
    for label, margins in series:
        m, lo, hi = mean_ci(margins)
        print(f"clairvoyant {label} vs {a.baseline}, {a.ruleset}, {len(entries)} deals: {m:+.2f}  "
              f"95% CI [{lo:+.2f}, {hi:+.2f}]")
        print("\n".join(contract_lines([e["contract"] for e in entries], margins)))
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Planted mistakes: does the review grade a card the search rates far worse as a mistake, and hard's own cards good?

    python -m lab.planted --positions 240 --jobs 2

Parties of hard against hard (each seat its own seed, the deadline off so that the run is the same on any machine)
give the positions: every card decision of a seat with two candidates or more. At each one, the deciding player's
own search (:meth:`SearchPlayer.analyse`, the card it plays) names

* a **planted mistake**: a candidate it rates at least ``--far`` tricks' worth below its choice, and
* a **planted equal**: another candidate it rates within ``--near`` tricks' worth of its choice.

The review (:mod:`kingdesk.ai.review`, the reviewer's own seed: it sees other worlds) then grades the card hard
played, the planted mistake and the planted equal. Printed: the recall of the planted mistakes (graded mistake or
blunder), the share of the planted equals graded good, and the share of hard's own cards graded worse than an
inaccuracy; with the spread of hard's own losses in tricks' worth, to set the thresholds
(:data:`kingdesk.ai.review.INACCURACY` ...).
"""

from __future__ import annotations

import argparse
import time
from collections import Counter
from typing import Any

from kingdesk.ai.review import REVIEW_DEADLINE, REVIEW_SEED, Position, reviewed, trick_value
from kingdesk.ai.search import HardPlayer
from kingdesk.ai.worker import DecisionPool
from kingdesk.engine.game import Game


def hard_positions(n: int, far: float, near: float) -> list[tuple[Position, int, int | None, int | None]]:
    """(position, hard's card, planted mistake, planted equal) for ``n`` positions of hard-against-hard parties."""
    out: list[tuple[Position, int, int | None, int | None]] = []
    party = 0
    while len(out) < n:
        party += 1
        ruleset = ("turkish-20", "spanish")[party % 2]
        g = Game(ruleset, seed=7000 + party)
        players = [HardPlayer(100 * party + s) for s in range(4)]
        for p in players:
            p.deadline = REVIEW_DEADLINE
        deals = 0
        while not g.is_over and len(out) < n and deals <= 3:
            d = g.decision
            if d.kind == "deal":
                deals += 1
                g.apply(None)
                continue
            assert d.seat is not None
            view = g.view(d.seat)
            player = players[d.seat]
            if d.kind != "card" or len(d.options) < 2:
                g.apply(player.decide(view))
                continue
            ev = player.analyse(view)
            if len(ev.candidates) >= 2:
                value = dict(zip(ev.candidates, ev.values, strict=True))
                trick = trick_value(view)
                mine = value[ev.card]
                bad = [c for c in ev.candidates if value[c] <= mine - far * trick]
                equal = [c for c in ev.candidates if c != ev.card and abs(value[c] - mine) <= near * trick]
                out.append((Position(g.move_count, len(g.deals), view, ev.card), ev.card,
                            min(bad, key=lambda c: value[c]) if bad else None, equal[0] if equal else None))
            g.apply(ev.card)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m lab.planted", description=__doc__.split("\n\n")[0])
    ap.add_argument("--positions", type=int, default=240)
    ap.add_argument("--far", type=float, default=1.0, help="a planted mistake: at least this many tricks' worth worse")
    ap.add_argument("--near", type=float, default=0.05, help="a planted equal: within this many tricks' worth")
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args(argv)
    t0 = time.perf_counter()
    found = hard_positions(args.positions, args.far, args.near)
    t1 = time.perf_counter()
    grades: dict[str, Counter[str]] = {"own": Counter(), "mistake": Counter(), "equal": Counter()}
    losses: list[float] = []
    with DecisionPool(workers=args.jobs, warm=False) as pool:
        asker = pool.requests()
        futures = [asker.explain(REVIEW_SEED, p.view, None, REVIEW_DEADLINE) for p, *_ in found]
        for (p, own_card, bad_card, equal_card), f in zip(found, futures, strict=True):
            why: Any = f.result()
            for name, card in (("own", own_card), ("mistake", bad_card), ("equal", equal_card)):
                if card is None:
                    continue
                r = reviewed(Position(p.step, p.deal, p.view, card), why)
                grades[name][r.grade or "not graded"] += 1
                if name == "own" and r.loss is not None:
                    losses.append(r.loss / trick_value(p.view))
    t2 = time.perf_counter()
    own, bad, equal = grades["own"], grades["mistake"], grades["equal"]
    n_bad, n_equal, n_own = sum(bad.values()), sum(equal.values()), sum(own.values())
    print(f"positions {len(found)} (hard against hard, {t1 - t0:.0f} s), reviewed in {t2 - t1:.0f} s")
    print(f"planted decisions {n_bad + n_equal}: {n_bad} mistakes, {n_equal} equals")
    for name, c in grades.items():
        print(f"  {name:8s} " + "  ".join(f"{g} {c[g]}" for g in ("good", "inaccuracy", "mistake", "blunder")))
    if n_bad:
        recall = (bad["mistake"] + bad["blunder"]) / n_bad
        print(f"recall of planted mistakes (graded mistake or blunder): {recall:.1%}")
    if n_equal:
        print(f"planted equals graded good: {equal['good'] / n_equal:.1%}")
    if n_own:
        worse = (own["mistake"] + own["blunder"]) / n_own
        print(f"hard's own decisions graded worse than inaccuracy: {worse:.1%}; graded good: {own['good'] / n_own:.1%}")
    losses.sort()
    if losses:
        def q(x: float) -> float:
            return losses[min(len(losses) - 1, int(x * len(losses)))]
        print(f"hard's own loss in tricks' worth: p50 {q(0.5):.2f} p90 {q(0.9):.2f} p95 {q(0.95):.2f} "
              f"p99 {q(0.99):.2f} max {losses[-1]:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""What more thinking time could buy the flat search, by its own judgement.

    python tools/time_regret.py --deals 100 --multiple 16 --jobs 2

Four hard seats play the deal file's deals (no deadline, the arena's seat seeds). At every card
decision of seat 0 with a choice, the position is searched twice more by hard's search at
``--multiple`` times its budget, with two independent random streams (A and B); hard's own card is
the one it played. The *regret* of hard's card is
``B[A's card] − B[hard's card]``: what switching to the long search's card gains, judged by an
evaluation independent of the one that picked it (so the maximum over noisy means does not flatter
the long search). Summed over seat 0's decisions of a deal it is in the arena's unit, points per deal
per seat, and its mean with a 95 % interval says how much the flat search can gain from
``--multiple`` times the time *under its own model of the deal* (uniform worlds weighed by the soft
inference, the rule policy in the playouts). If that is small, more time cannot make this search
stronger: what limits it is the model, not the number of worlds.

It also prints how often the long search picks hard's card.
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import sys
from collections.abc import Iterator

from lab import dealfile
from lab.arena import contract_lines, mean_ci, seat_seed
from kingdesk.ai.players import make_player
from lab.research import scaled_hard
from kingdesk.ai.search import representative
from kingdesk.ai.deal_table import DealTable
from kingdesk.engine.rules import Rules


def deal_regret(task: tuple[str, dict, int, float]) -> tuple[str, float, int, int]:
    """One deal: (contract, summed regret of seat 0's cards, decisions searched, decisions where A agreed)."""
    ruleset, e, seed, k = task
    rules = Rules.from_preset(ruleset)
    table = DealTable.from_codes(rules, e["hands"], e["contract"], e["trump"], e["leader"])
    table.index = e["id"]
    players = [make_player("hard", seat_seed(seed, e["id"], s)) for s in range(4)]
    for p in players:
        p.deadline = float("inf")  # type: ignore[attr-defined]
    long = scaled_hard(k)(seat_seed(seed, e["id"], 0))
    long.deadline = float("inf")
    regret, n, agree = 0.0, 0, 0
    play = table.play
    while not play.over:
        s = play.to_play
        view = table.view(s)
        card = players[s].decide(view)
        if s == 0 and view.decision is not None and len(view.decision.options) > 1:
            key = f"{seed}:{e['id']}:{len(play.plays)}"
            a = long.evaluate(view, random.Random("A:" + key), lambda: False)
            if len(a.candidates) > 1:
                b = long.evaluate(view, random.Random("B:" + key), lambda: False)
                vb = dict(zip(b.candidates, b.values))
                mine = representative(card, b.candidates)
                regret += vb[a.card] - vb[mine]
                n += 1
                agree += a.card == mine
        play.push(card)
    return e["contract"], regret, n, agree


def _run(tasks: list[tuple[str, dict, int, float]], jobs: int) -> Iterator[tuple[str, float, int, int]]:
    """Each deal's result, in order: over ``jobs`` processes, or in this one."""
    if jobs > 1:
        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            yield from pool.imap(deal_regret, tasks, chunksize=1)
    else:
        yield from map(deal_regret, tasks)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--ruleset", default="turkish-20")
    ap.add_argument("--deals", type=int, default=100)
    ap.add_argument("--offset", type=int, default=0)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--multiple", type=float, default=16.0, help="the long search's budget, in hard's")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--progress", action="store_true", help="a line per deal on standard error")
    a = ap.parse_args(argv)
    rules = Rules.from_preset(a.ruleset)
    entries = dealfile.load(rules.family)[a.offset:a.offset + a.deals]
    tasks = [(a.ruleset, e, a.seed, a.multiple) for e in entries]
    results: list[tuple[str, float, int, int]] = []
    for r in _run(tasks, a.jobs):
        results.append(r)
        if a.progress:
            print(f"time_regret: {len(results)}/{len(tasks)} {r[0]} regret {r[1]:+.3f} ({r[3]}/{r[2]} agree)",
                  file=sys.stderr, flush=True)
    m, lo, hi = mean_ci([r[1] for r in results])
    n = sum(r[2] for r in results)
    agree = sum(r[3] for r in results)
    print(f"hard vs its own search at {a.multiple:g}x, {a.ruleset}, {len(results)} deals, {n} decisions of seat 0: "
          f"regret {m:+.2f} points per deal per seat, 95% CI [{lo:+.2f}, {hi:+.2f}]; "
          f"the long search picks hard's card {100 * agree / max(n, 1):.1f} % of the time")
    print("\n".join(contract_lines([r[0] for r in results], [r[1] for r in results])))
    return 0


if __name__ == "__main__":
    sys.exit(main())

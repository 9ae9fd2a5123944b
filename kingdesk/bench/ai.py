"""``python -m kingdesk.bench ai``: decision times and UI stall of the computer players.

    python -m kingdesk.bench ai --level hard --decisions 200
    python -m kingdesk.bench ai --level hard --stall
    python -m kingdesk.bench ai --review

The first form plays parties (seat 0 at the level, the others medium) and prints
p50/p95/max per decision kind, forced cards apart (the levels of
:data:`kingdesk.ai.players.LEVELS`; the lab's arena times its research levels). ``--stall`` runs hard
decisions on a worker thread, then in a :class:`kingdesk.ai.worker.DecisionPool`
process, while the main thread ticks every millisecond like an event loop,
and prints the longest gap between ticks (the UI stall the GIL causes). ``--review`` times the review of
one seat of a 20-hand Turkish party (``kingdesk-record review``'s work, two processes: the target is 90 s).

The lab's arena (``python -m lab.arena``) prints decision times of whole runs, research levels too;
``python -m lab.tools.policy_cost`` compares the rule and the learned policies.
"""

from __future__ import annotations

import argparse
import threading
import time
from typing import Any

from kingdesk import native
from kingdesk.engine.game import Game

from kingdesk.ai.players import LEVELS, make_player
from kingdesk.bench.events import percentile


def seat_views(ruleset: str, level: str, n: int) -> list[Any]:
    """Seat-0 decisions from parties played by medium opponents (and seat 0 at ``level``)."""
    out: list[Any] = []
    seed = 0
    while len(out) < n:
        seed += 1
        g = Game(ruleset, seed=seed)
        me = make_player(level, 1)
        others = make_player("medium", 2)
        while not g.is_over and len(out) < n:
            d = g.decision
            if d.kind == "deal":
                g.apply(None)
                continue
            v = g.view(d.seat)  # type: ignore[arg-type]
            if d.seat == 0:
                out.append(v)
                g.apply(me.decide(v))
            else:
                g.apply(others.decide(v))
    return out


CLOCKS = {"wall": time.perf_counter, "cpu": time.process_time}
"""``wall``: elapsed time (what a player waits); ``cpu``: this process's CPU time (fair on a shared machine)."""


def timings(ruleset: str, level: str, n: int, clock: str = "wall") -> dict[str, dict[str, float]]:
    views = seat_views(ruleset, level, n)
    player = make_player(level, 1)
    timer = CLOCKS[clock]
    groups: dict[str, list[float]] = {}
    for v in views:
        d = v.decision
        kind = d.kind if len(d.options) > 1 else d.kind + " (forced)"
        t = timer()
        player.decide(v)
        groups.setdefault(kind, []).append((timer() - t) * 1000)
    out = {}
    for kind, xs in sorted(groups.items()):  # every group holds one time at least: no None percentiles
        out[kind] = {"n": len(xs), "p50": percentile(xs, 0.5) or 0.0, "p95": percentile(xs, 0.95) or 0.0,
                     "max": max(xs)}
    return out


def stall(ruleset: str, n: int) -> dict[str, float]:
    """Longest main-thread tick gap (ms) while ``n`` hard card decisions run in a thread, then in a process."""
    from kingdesk.ai.worker import DecisionPool

    views = [v for v in seat_views(ruleset, "medium", 4 * n) if v.decision.kind == "card"
             and len(v.decision.options) > 1][:n]
    result: dict[str, float] = {}

    def tick_while(work: Any) -> float:
        done = threading.Event()

        def run() -> None:
            work()
            done.set()

        th = threading.Thread(target=run)
        worst = 0.0
        last = time.perf_counter()
        th.start()
        while not done.is_set():
            time.sleep(0.001)
            now = time.perf_counter()
            worst = max(worst, now - last)
            last = now
        th.join()
        return worst * 1000

    player = make_player("hard", 1)
    result["idle_tick_ms"] = tick_while(lambda: time.sleep(0.5))
    result["thread_max_gap_ms"] = tick_while(lambda: [player.decide(v) for v in views])
    with DecisionPool() as pool:
        asker = pool.requests()
        asker.submit("easy", 1, views[0]).result()  # start the process first
        result["process_max_gap_ms"] = tick_while(lambda: [asker.submit("hard", 1, v).result() for v in views])
    return result


def review(jobs: int, hands: int) -> dict[str, float]:
    """How long the review of one seat of a 20-hand Turkish party takes (``kingdesk-record review``'s work), on
    ``jobs`` processes: the party is played by medium players (what was played does not change a position's
    cost), its first ``hands`` hands reviewed for seat 0."""
    from kingdesk.record.review import review_game

    g = Game("turkish-20", seed=20)
    players = [make_player("medium", s) for s in range(4)]
    while not g.is_over and not (len(g.deals) > hands and g.decision.kind == "deal"):
        d = g.decision
        g.apply(None if d.kind == "deal" else players[d.seat].decide(g.view(d.seat)))  # type: ignore[index, arg-type]
    import resource  # the workers' CPU time: fair on a machine shared with other work (not on Windows)

    t0, c0 = time.perf_counter(), time.process_time()
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    reviews = review_game(g, 0, jobs)  # its pool's workers are ended and waited for when it returns
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    workers = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
    graded = [r for r in reviews if r.grade is not None]
    return {"hands": float(len(g.deals)), "decisions": float(len(reviews)), "wall_s": wall,
            "per_decision_ms": 1000 * wall / max(1, len(reviews)), "main_cpu_s": time.process_time() - c0,
            "workers_cpu_s": workers, "two_cores_s": workers / 2, "not_good": float(sum(r.grade != "good"
                                                                                       for r in graded))}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m kingdesk.bench ai", description=__doc__.split("\n\n")[0])
    ap.add_argument("--ruleset", default="turkish-20")
    ap.add_argument("--level", default="hard", choices=LEVELS)
    ap.add_argument("--decisions", type=int, default=200)
    ap.add_argument("--stall", action="store_true", help="the UI stall: search on a thread, then in a process")
    ap.add_argument("--review", action="store_true",
                    help="the review of one seat of a 20-hand Turkish party (target: at most 90 s on two cores)")
    ap.add_argument("--jobs", type=int, default=2, help="--review: processes that search")
    ap.add_argument("--hands", type=int, default=20, help="--review: hands of the party reviewed")
    ap.add_argument("--clock", choices=tuple(CLOCKS), default="wall",
                    help="decision times in elapsed (wall, default) or this process's CPU time (cpu)")
    a = ap.parse_args(argv)
    print(f"code: {native.path()}")
    if a.review:
        for k, v in review(a.jobs, a.hands).items():
            print(f"{k:22s} {v:8.1f}")
        return 0
    if a.stall:
        for k, v in stall(a.ruleset, min(a.decisions, 30)).items():
            print(f"{k:22s} {v:8.1f}")
        return 0
    for kind, t in timings(a.ruleset, a.level, a.decisions, a.clock).items():
        print(f"{a.level:12s} {kind:16s} n={t['n']:4d}  p50 {t['p50']:8.2f}  p95 {t['p95']:8.2f}  "
              f"max {t['max']:8.2f} ms {a.clock}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

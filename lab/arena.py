"""python -m lab.arena: measure one level against another on duplicate deals.

    python -m lab.arena --ruleset turkish-20 --candidate hard --baseline medium --deals 300 --seed 1

**Duplicate deals** (the default). Each deal of the versioned deal file
(:mod:`lab.dealfile`) has fixed hands, declarer, contract and trump.
It is played five times: once with the baseline level in all four seats, then
four times with the candidate in seat 0, 1, 2, 3 and the baseline in the
others. The candidate's margin in seat ``s`` is its points in that seat minus
what the baseline scored in the same seat on the same deal; the deal's margin
is the mean over the four seats ("points per deal per seat"). Each seat's
player is seeded from ``(--seed, deal, seat)`` whatever its level, so both
tables draw the same random numbers. The interval is mean ± 1.96 standard
errors over deals (deals are independent; the four seats of one deal are not,
so they are averaged first).

**Whole parties** (``--parties N``). Seats choose contracts, trumps and sales
themselves. Party ``i`` uses game seed ``--seed * 100000 + i``; it is played
with four baselines and with the candidate in each seat. It reports the
candidate's margin in total points per party and its win rate next to the
baseline's in the same seats.

``--contract NAME`` keeps only that contract's deals. ``--fresh SEED`` plays
new deals drawn the way the file's were (from SEED) instead of the file: a
check that a result is not a property of the file's particular deals.

``--compare LEVEL`` plays LEVEL too in the candidate's seats against the same
baseline tables, and reports the paired difference per deal (the candidate's
margin minus LEVEL's): two variants of a level compared on the same deals and
random streams, at half the cost of a head-to-head ``--baseline LEVEL``.

``--no-deadline`` switches off the searches' safety-net deadline, so a loaded or paused
machine changes no card: runs on the same seed are then paired exactly, in one run or
pooled over several (``python -m lab.pooling``).

``--jobs N`` spreads deals over N processes; ``--json`` prints one JSON object.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import sys
import time
from collections import defaultdict
from typing import Any

from kingdesk.engine.game import Game
from kingdesk.engine.rules import PRESETS, Rules
from kingdesk.engine.scoring import deal_points

from lab import dealfile
from lab.research import ARENA_LEVELS, make_arena_player
from kingdesk.ai.deal_table import DealTable


def seat_seed(seed: int, item: int, seat: int) -> int:
    return (seed * 1_000_003 + item) * 8 + seat


# ---------------------------------------------------------------------- playing
def play_deal(rules: Rules, entry: dict[str, Any], levels: list[str], seed: int,
              times: list[tuple[str, str, float, bool]], no_deadline: bool = False) -> list[int]:
    """Play one deal-file entry with the given level per seat; return the points.

    With ``no_deadline`` no search is cut short by the clock, so the points depend on the seed only
    (a loaded machine slows the run but changes no card)."""
    table = DealTable.from_codes(rules, entry["hands"], entry["contract"], entry["trump"], entry["leader"])
    table.index = entry["id"]
    players = [make_arena_player(levels[s], seat_seed(seed, entry["id"], s)) for s in range(4)]
    if no_deadline:
        for p in players:
            if hasattr(p, "deadline"):
                p.deadline = float("inf")
    play = table.play
    while not play.over:
        s = play.to_play
        view = table.view(s)
        t = time.perf_counter()
        c = players[s].decide(view)
        dt = (time.perf_counter() - t) * 1000
        if c not in view.decision.options:  # type: ignore[union-attr]
            raise AssertionError(f"{levels[s]} played an illegal card {c}")
        times.append((levels[s], "card", dt, len(view.decision.options) == 1))  # type: ignore[union-attr]
        play.push(c)
    return deal_points(play, rules)


def play_party(ruleset: str, game_seed: int, levels: list[str], seed: int,
               times: list[tuple[str, str, float, bool]]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Play a whole party; return (totals, winners)."""
    g = Game(ruleset, seed=game_seed)
    players = [make_arena_player(levels[s], seat_seed(seed, game_seed, s)) for s in range(4)]
    while not g.is_over:
        d = g.decision
        if d.kind == "deal":
            g.apply(None)
            continue
        view = g.view(d.seat)  # type: ignore[arg-type]
        t = time.perf_counter()
        c = players[d.seat].decide(view)  # type: ignore[index]
        dt = (time.perf_counter() - t) * 1000
        times.append((levels[d.seat], d.kind, dt, len(d.options) == 1))  # type: ignore[index]
        g.apply(c)
    return g.totals, g.winners or ()


def _deal_task(args: tuple[str, dict[str, Any], str, str, int, str | None, bool]) -> dict[str, Any]:
    ruleset, entry, cand, base, seed, compare, no_deadline = args
    rules = Rules.from_preset(ruleset)
    times: list[tuple[str, str, float, bool]] = []
    base_pts = play_deal(rules, entry, [base] * 4, seed, times, no_deadline)
    out: dict[str, Any] = {"id": entry["id"], "contract": entry["contract"], "times": times}
    for key, level in (("margin", cand), ("compare_margin", compare)):
        if level is None:
            continue
        margins = []
        for k in range(4):
            levels = [base] * 4
            levels[k] = level
            pts = play_deal(rules, entry, levels, seed, times, no_deadline)
            margins.append(pts[k] - base_pts[k])
        out[key] = sum(margins) / 4
    return out


def _party_task(args: tuple[str, int, str, str, int]) -> dict[str, Any]:
    ruleset, game_seed, cand, base, seed = args
    times: list[tuple[str, str, float, bool]] = []
    base_tot, base_win = play_party(ruleset, game_seed, [base] * 4, seed, times)
    margins, wins, base_wins = [], 0, 0
    for k in range(4):
        levels = [base] * 4
        levels[k] = cand
        tot, win = play_party(ruleset, game_seed, levels, seed, times)
        margins.append(tot[k] - base_tot[k])
        wins += k in win
        base_wins += k in base_win
    return {"id": game_seed, "margin": sum(margins) / 4, "wins": wins, "base_wins": base_wins, "times": times}


# ---------------------------------------------------------------------- statistics
def mean_ci(xs: list[float]) -> tuple[float, float, float]:
    n = len(xs)
    if not n:
        return 0.0, 0.0, 0.0
    m = sum(xs) / n
    if n < 2:
        return m, m, m
    var = sum((x - m) ** 2 for x in xs) / (n - 1)
    h = 1.96 * math.sqrt(var / n)
    return m, m - h, m + h


def contract_lines(contracts: list[str], values: list[float]) -> list[str]:
    """One line per contract (in name order): how many values, their mean and its 95 % interval."""
    per: dict[str, list[float]] = {}
    for name, v in zip(contracts, values):
        per.setdefault(name, []).append(v)
    lines = []
    for name in sorted(per):
        m, lo, hi = mean_ci(per[name])
        lines.append(f"  {name:18s} n={len(per[name]):4d}  {m:+8.2f}  [{lo:+.2f}, {hi:+.2f}]")
    return lines


def percentile(sorted_xs: list[float], q: float) -> float:
    if not sorted_xs:
        return 0.0
    i = min(len(sorted_xs) - 1, max(0, math.ceil(q * len(sorted_xs)) - 1))
    return sorted_xs[i]


def time_table(times: list[tuple[str, str, float, bool]]) -> dict[str, dict[str, Any]]:
    """Per level and decision kind: p50/p95/max in ms over decisions that were not forced."""
    groups: dict[tuple[str, str], list[float]] = defaultdict(list)
    forced: dict[tuple[str, str], list[float]] = defaultdict(list)
    for level, kind, ms, was_forced in times:
        (forced if was_forced else groups)[(level, kind)].append(ms)
    out: dict[str, dict[str, Any]] = {}
    for key in sorted(set(groups) | set(forced)):
        xs = sorted(groups.get(key, []))
        fs = sorted(forced.get(key, []))
        out.setdefault(key[0], {})[key[1]] = {
            "n": len(xs), "p50": round(percentile(xs, 0.5), 2), "p95": round(percentile(xs, 0.95), 2),
            "max": round(xs[-1], 2) if xs else 0.0, "forced_n": len(fs),
            "forced_max": round(fs[-1], 3) if fs else 0.0,
        }
    return out


def _run(tasks: list[Any], fn: Any, jobs: int, progress: bool = False) -> list[dict[str, Any]]:
    """Results in task order; with ``progress``, a line on stderr as each one is in."""
    t0 = time.time()
    out: list[dict[str, Any]] = []

    def note(r: dict[str, Any]) -> None:
        out.append(r)
        if progress:  # each deal's margins too, so a run stopped early still tells what it measured
            margins = "".join(f" {k} {r[k]:+.2f}" for k in ("margin", "compare_margin") if k in r)
            print(f"arena: {len(out)}/{len(tasks)} done, {time.time() - t0:.0f} s; {r.get('contract', 'party')} "
                  f"{r['id']}{margins}", file=sys.stderr, flush=True)

    if jobs <= 1:
        for t in tasks:
            note(fn(t))
        return out
    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        for r in pool.imap(fn, tasks, chunksize=1):
            note(r)
    return out


def duplicate(ruleset: str, cand: str, base: str, deals: int, seed: int, jobs: int = 1,
              offset: int = 0, contract: str | None = None, fresh: int | None = None,
              compare: str | None = None, progress: bool = False, no_deadline: bool = False) -> dict[str, Any]:
    family = Rules.from_preset(ruleset).family
    if fresh is not None:
        entries = dealfile.generate(family, offset + deals, fresh, contract)[offset:]  # checks the contract
    else:
        entries = dealfile.load(family, contract)[offset:offset + deals]  # checks the contract
    t0 = time.time()
    results = _run([(ruleset, e, cand, base, seed, compare, no_deadline) for e in entries], _deal_task, jobs,
                   progress)
    margins = [r["margin"] for r in results]
    m, lo, hi = mean_ci(margins)
    per: dict[str, list[float]] = defaultdict(list)
    per_diff: dict[str, list[float]] = defaultdict(list)
    times: list[tuple[str, str, float, bool]] = []
    for r in results:
        per[r["contract"]].append(r["margin"])
        if compare is not None:
            per_diff[r["contract"]].append(r["margin"] - r["compare_margin"])
        times.extend(tuple(x) for x in r["times"])
    per_contract: dict[str, dict[str, Any]] = {}
    for name in sorted(per):
        pm, plo, phi = mean_ci(per[name])
        per_contract[name] = {"n": len(per[name]), "margin": round(pm, 2), "ci_low": round(plo, 2),
                              "ci_high": round(phi, 2)}
        if compare is not None:
            dm, dlo, dhi = mean_ci(per_diff[name])
            per_contract[name]["paired"] = {"margin": round(dm, 2), "ci_low": round(dlo, 2), "ci_high": round(dhi, 2)}
    extra: dict[str, Any] = {}
    if compare is not None:
        cm, clo, chi = mean_ci([r["compare_margin"] for r in results])
        dm, dlo, dhi = mean_ci([r["margin"] - r["compare_margin"] for r in results])
        extra = {"compare": compare, "compare_margin": round(cm, 2), "compare_ci_low": round(clo, 2),
                 "compare_ci_high": round(chi, 2),
                 "paired": {"margin": round(dm, 2), "ci_low": round(dlo, 2), "ci_high": round(dhi, 2)}}
    return {**extra,
        "mode": "duplicate", "ruleset": ruleset, "candidate": cand, "baseline": base, "deals": len(entries),
        "deal_file": dealfile.PATH.name if fresh is None else f"new deals of --fresh {fresh}", "offset": offset,
        "contract": contract, "seed": seed, "no_deadline": no_deadline,
        "margin": round(m, 2), "ci_low": round(lo, 2), "ci_high": round(hi, 2),
        "per_contract": per_contract, "decision_ms": time_table(times), "wall_s": round(time.time() - t0, 1),
        "per_deal": [{k: r[k] for k in ("id", "contract", "margin", "compare_margin") if k in r} for r in results],
    }


def parties(ruleset: str, cand: str, base: str, n: int, seed: int, jobs: int = 1) -> dict[str, Any]:
    t0 = time.time()
    tasks = [(ruleset, seed * 100000 + i, cand, base, seed) for i in range(n)]
    results = _run(tasks, _party_task, jobs)
    m, lo, hi = mean_ci([r["margin"] for r in results])
    times: list[tuple[str, str, float, bool]] = []
    for r in results:
        times.extend(tuple(x) for x in r["times"])
    seats = 4 * len(results)
    return {
        "mode": "parties", "ruleset": ruleset, "candidate": cand, "baseline": base, "parties": len(results),
        "seed": seed, "margin": round(m, 2), "ci_low": round(lo, 2), "ci_high": round(hi, 2),
        "win_rate": round(sum(r["wins"] for r in results) / seats, 3),
        "baseline_win_rate": round(sum(r["base_wins"] for r in results) / seats, 3),
        "per_contract": {}, "decision_ms": time_table(times), "wall_s": round(time.time() - t0, 1),
    }


# ---------------------------------------------------------------------- output
def _fmt(x: float) -> str:
    return f"{x:+.2f}"


def report(res: dict[str, Any]) -> str:
    lines = []
    if res["mode"] == "duplicate":
        only = f" ({res['contract']} only)" if res.get("contract") else ""
        lines.append(f"kingdesk-arena: {res['ruleset']}, {res['candidate']} vs {res['baseline']}, "
                     f"{res['deals']} duplicate deals{only} from {res['deal_file']} (offset {res['offset']}), "
                     f"seed {res['seed']}")
        lines.append(f"margin, points per deal per seat: {_fmt(res['margin'])}  "
                     f"95% CI [{_fmt(res['ci_low'])}, {_fmt(res['ci_high'])}]")
        if res.get("compare"):
            p = res["paired"]
            lines.append(f"{res['compare']} in the same seats: {_fmt(res['compare_margin'])}  95% CI "
                         f"[{_fmt(res['compare_ci_low'])}, {_fmt(res['compare_ci_high'])}]")
            lines.append(f"paired, {res['candidate']} - {res['compare']}: {_fmt(p['margin'])}  95% CI "
                         f"[{_fmt(p['ci_low'])}, {_fmt(p['ci_high'])}]")
        lines.append("per contract:" + ("  (margin; paired difference)" if res.get("compare") else ""))
        for name, r in res["per_contract"].items():
            flag = "  (significantly worse)" if r["ci_high"] < 0 and r["n"] > 1 else ""
            line = (f"  {name:18s} n={r['n']:4d}  {_fmt(r['margin']):>9s}  "
                    f"[{_fmt(r['ci_low'])}, {_fmt(r['ci_high'])}]{flag}")
            if "paired" in r:
                p = r["paired"]
                worse = "  (significantly worse)" if p["ci_high"] < 0 and r["n"] > 1 else ""
                line += f";  {_fmt(p['margin'])} [{_fmt(p['ci_low'])}, {_fmt(p['ci_high'])}]{worse}"
            lines.append(line)
    else:
        lines.append(f"kingdesk-arena: {res['ruleset']}, {res['candidate']} vs {res['baseline']}, "
                     f"{res['parties']} whole parties x 5 tables, seed {res['seed']}")
        lines.append(f"margin, points per party per seat: {_fmt(res['margin'])}  "
                     f"95% CI [{_fmt(res['ci_low'])}, {_fmt(res['ci_high'])}]")
        lines.append(f"win rate: candidate {res['win_rate']:.3f}, baseline in the same seats "
                     f"{res['baseline_win_rate']:.3f}")
    lines.append("decision time, ms (decisions with a choice; forced ones counted apart):")
    for level, kinds in res["decision_ms"].items():
        for kind, t in kinds.items():
            lines.append(f"  {level:7s} {kind:9s} n={t['n']:6d}  p50 {t['p50']:8.2f}  p95 {t['p95']:8.2f}  "
                         f"max {t['max']:8.2f}   forced n={t['forced_n']} max {t['forced_max']:.3f}")
    lines.append(f"wall time {res['wall_s']} s")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m lab.arena", description=__doc__.split("\n\n")[0])
    ap.add_argument("--ruleset", default="turkish-20", choices=PRESETS)
    ap.add_argument("--candidate", default="hard", choices=ARENA_LEVELS)
    ap.add_argument("--baseline", default="medium", choices=ARENA_LEVELS)
    ap.add_argument("--deals", type=int, default=300, help="duplicate deals from the deal file")
    ap.add_argument("--offset", type=int, default=0, help="first deal of the file to use")
    ap.add_argument("--contract", help="only deals of this contract (e.g. koz, no-bazas)")
    ap.add_argument("--fresh", type=int, metavar="SEED",
                    help="new deals drawn like the file's from SEED, instead of the file (a check on other deals)")
    ap.add_argument("--compare", choices=ARENA_LEVELS, metavar="LEVEL",
                    help="also play LEVEL in the candidate's seats on the same deals and report the paired "
                         "difference candidate - LEVEL per deal")
    ap.add_argument("--parties", type=int, default=0, help="play N whole parties instead of duplicate deals")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--json", action="store_true", help="print the results as one JSON object (with per_deal margins)")
    ap.add_argument("--progress", action="store_true",
                    help="a progress line on stderr per deal (always without --json)")
    ap.add_argument("--no-deadline", action="store_true",
                    help="no search is cut short by the clock: the cards depend on the seed only, on a loaded "
                         "machine too (duplicate deals; the decision times are still measured)")
    a = ap.parse_args(argv)
    if a.parties:
        res = parties(a.ruleset, a.candidate, a.baseline, a.parties, a.seed, a.jobs)
    else:
        try:
            dealfile.check_contract(Rules.from_preset(a.ruleset).family, a.contract)
        except ValueError as exc:
            ap.error(f"--contract: {exc}")
        res = duplicate(a.ruleset, a.candidate, a.baseline, a.deals, a.seed, a.jobs, a.offset, a.contract, a.fresh,
                        a.compare, progress=not a.json or a.progress, no_deadline=a.no_deadline)
    print(json.dumps(res) if a.json else report(res))
    return 0


if __name__ == "__main__":
    sys.exit(main())

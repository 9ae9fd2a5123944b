"""python -m lab.pooling: pool the per-deal margins of several arena runs (``--json`` outputs).

    python -m lab.pooling --candidate build/ar-X-0.json build/ar-X-20.json \\
                               --against build/ar-hard-0.json build/ar-hard-20.json

Arena runs print only when complete, so long measurements are made of short runs over
successive ``--offset`` values. This pools the candidate's per-deal margins over its runs
and, with ``--against``, another level's runs against the same baseline, seed, ruleset and
deals, and reports the paired difference per deal (candidate − other) on the deals both
played: what ``--compare`` reports in one run, since every table is seeded from
``(seed, deal, seat)`` and the baseline's table is the same in both runs. (A search cut
short by its deadline, on a machine paused or overloaded, can make a table differ.)
Without ``--against``, runs made with ``--compare LEVEL`` are paired with LEVEL's margins
in those same runs.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from typing import Any

from lab.arena import mean_ci

_SAME = ("mode", "ruleset", "baseline", "seed", "deal_file", "no_deadline")


def load(paths: list[str], key: str = "margin") -> tuple[dict[str, Any], dict[Any, tuple[str, float]]]:
    """The runs' common settings and every deal's (contract, margin), by deal id.

    With ``key="compare_margin"``, the margins of the level every run was compared with (``--compare``),
    that level as the ``candidate``; ``compare`` is the level the runs were all compared with, else None."""
    head: dict[str, Any] = {}
    deals: dict[Any, tuple[str, float]] = {}
    compares: set[str | None] = set()
    for path in paths:
        with open(path, encoding="utf-8") as f:
            res = json.load(f)
        settings = {k: res.get(k) for k in (*_SAME, "candidate")}
        if head and settings != head:
            raise ValueError(f"{path}: {settings} differs from {head}")
        head = settings
        compares.add(res.get("compare"))
        for d in res["per_deal"]:
            if d["id"] in deals:
                raise ValueError(f"{path}: deal {d['id']} is in two runs")
            deals[d["id"]] = (d["contract"], d[key])
    head["compare"] = compares.pop() if len(compares) == 1 else None
    if key != "margin":
        head["candidate"] = head["compare"]
    return head, deals


def _line(label: str, xs: list[float]) -> str:
    m, lo, hi = mean_ci(xs)
    return f"{label}: {m:+.2f}  95% CI [{lo:+.2f}, {hi:+.2f}]  (n={len(xs)})"


def pooled(cand: list[str], against: list[str]) -> str:
    head, a = load(cand)
    lines = [f"pooled: {head['ruleset']}, baseline {head['baseline']}, seed {head['seed']}, {head['deal_file']}",
             _line(f"{head['candidate']} vs {head['baseline']}", [m for _, m in a.values()])]
    if not against and not head["compare"]:
        return "\n".join(lines)
    head_b, b = load(against) if against else load(cand, "compare_margin")
    if any(head[k] != head_b[k] for k in _SAME):
        raise ValueError(f"the runs differ: {head} and {head_b}")
    lines.append(_line(f"{head_b['candidate']} vs {head['baseline']}", [m for _, m in b.values()]))
    ids = sorted(set(a) & set(b), key=str)
    if not ids:
        raise ValueError("no deal in common")
    diffs = [a[i][1] - b[i][1] for i in ids]
    lines.append(_line(f"paired, {head['candidate']} - {head_b['candidate']}", diffs))
    lines.append(_line(f"  {head_b['candidate']} vs {head['baseline']} on the same deals", [b[i][1] for i in ids]))
    per: defaultdict[str, list[float]] = defaultdict(list)
    for i, d in zip(ids, diffs):
        per[a[i][0]].append(d)
    lines.append("paired, per contract:")
    for name in sorted(per):
        m, lo, hi = mean_ci(per[name])
        worse = "  (significantly worse)" if hi < 0 and len(per[name]) > 1 else ""
        lines.append(f"  {name:18s} n={len(per[name]):4d}  {m:+8.2f}  [{lo:+.2f}, {hi:+.2f}]{worse}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m lab.pooling", description=__doc__.split("\n\n")[0])
    ap.add_argument("--candidate", nargs="+", required=True, metavar="JSON", help="arena --json outputs of one level")
    ap.add_argument("--against", nargs="*", default=[], metavar="JSON",
                    help="arena --json outputs of the level to pair with (same baseline, seed, ruleset); "
                         "without it, runs made with --compare are paired with the compared level")
    a = ap.parse_args(argv)
    try:
        print(pooled(a.candidate, a.against))
    except ValueError as exc:
        ap.error(str(exc))
    return 0


if __name__ == "__main__":
    sys.exit(main())

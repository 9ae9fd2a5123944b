"""How much is there to gain? A clairvoyant reference player on the arena's duplicate deals.

    python tools/clairvoyant_ceiling.py --ruleset turkish-20 --deals 300

The reference player sees all four hands (no computer level may; this one is
only a yardstick). For each legal card it plays the deal out with the
rule-of-thumb policy in the true deal and keeps the best card for itself. Its
margin over the easy level, measured exactly as ``kingdesk-arena`` measures
(same deals, same seat seeds, the candidate in each seat), shows how much of an
imperfect-information level's edge is left to find.
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict

from kingdesk.ai import dealfile
from kingdesk.ai.arena import mean_ci, seat_seed
from kingdesk.ai.players import make_player
from kingdesk.ai.policy import playout
from kingdesk.ai.search import candidates
from kingdesk.ai.table import DealTable
from kingdesk.engine.rules import Rules
from kingdesk.engine.scoring import deal_points


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


def play(rules: Rules, entry: dict, seer: int | None, base: str, seed: int) -> list[int]:
    table = DealTable.from_codes(rules, entry["hands"], entry["contract"], entry["trump"], entry["leader"])
    table.index = entry["id"]
    players = [make_player(base, seat_seed(seed, entry["id"], s)) for s in range(4)]
    while not table.play.over:
        s = table.play.to_play
        table.play.push(clairvoyant_card(table, rules) if s == seer else players[s].decide(table.view(s)))
    return deal_points(table.play, rules)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--ruleset", default="turkish-20")
    ap.add_argument("--baseline", default="easy")
    ap.add_argument("--deals", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args(argv)
    rules = Rules.from_preset(a.ruleset)
    entries = dealfile.load("es" if a.ruleset == "spanish" else "tr")[:a.deals]
    margins, per = [], defaultdict(list)
    for e in entries:
        base = play(rules, e, None, a.baseline, a.seed)
        m = sum(play(rules, e, k, a.baseline, a.seed)[k] - base[k] for k in range(4)) / 4
        margins.append(m)
        per[e["contract"]].append(m)
    m, lo, hi = mean_ci(margins)
    print(f"clairvoyant vs {a.baseline}, {a.ruleset}, {len(entries)} deals: {m:+.2f}  95% CI [{lo:+.2f}, {hi:+.2f}]")
    for name in sorted(per):
        pm, plo, phi = mean_ci(per[name])
        print(f"  {name:18s} n={len(per[name]):4d}  {pm:+8.2f}  [{plo:+.2f}, {phi:+.2f}]")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""How much is there to gain? A clairvoyant reference player on the arena's duplicate deals.

    python tools/clairvoyant_ceiling.py --ruleset turkish-20 --deals 300
    python tools/clairvoyant_ceiling.py --ruleset turkish-20 --deals 300 --reference hard

The reference player sees all four hands (no computer level may; this one is
only a yardstick). ``--reference policy`` (the default): for each legal card it
plays the deal out with the rule-of-thumb policy in the true deal and keeps the
best card for itself. ``--reference hard``: the hard level's own search (its
veto, endgame solver and tie-breaks) run in the one true world instead of
sampled ones, so the difference from hard's arena margin is exactly what hard
loses by not seeing the cards. The margin over the baseline is measured exactly
as ``kingdesk-arena`` measures (same deals, same seat seeds, the candidate in
each seat).
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict

from kingdesk.ai import dealfile
from kingdesk.ai.arena import mean_ci, seat_seed
from kingdesk.ai.players import make_player
from kingdesk.ai.policy import playout
from kingdesk.ai.sampler import Sampler
from kingdesk.ai.search import HardPlayer, candidates
from kingdesk.ai.table import DealTable
from kingdesk.engine.rules import Rules
from kingdesk.engine.scoring import deal_points
from kingdesk.engine.view import SeatView


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


class SightedHard(HardPlayer):
    """Hard's search whose only world is the true deal (the sampler may deal each seat only its own cards).

    Every world hard would sample is that one, so one world gives the same means
    and the same choices as hard's full budget of copies of it.
    """

    def __init__(self, seed: int, table: DealTable):
        super().__init__(seed)
        self.table = table

    def sampler(self, view: SeatView) -> Sampler:
        hands = self.table.play.hands
        need = [0 if s == view.seat else hands[s].bit_count() for s in range(4)]
        excl = [0 if s == view.seat else view.unseen & ~hands[s] for s in range(4)]
        return Sampler(view.seat, view.unseen, need, excl)

    def plan_worlds(self, n_cands: int, left: int, played: int) -> int:
        return 1

    def endgame_worlds(self, left: int, n_cands: int) -> int:
        return 1


def play(rules: Rules, entry: dict, seer: int | None, base: str, seed: int, reference: str = "policy") -> list[int]:
    table = DealTable.from_codes(rules, entry["hands"], entry["contract"], entry["trump"], entry["leader"])
    table.index = entry["id"]
    players = [make_player(base, seat_seed(seed, entry["id"], s)) for s in range(4)]
    if seer is not None and reference == "hard":
        players[seer] = SightedHard(seat_seed(seed, entry["id"], seer), table)
    while not table.play.over:
        s = table.play.to_play
        if s == seer and reference == "policy":
            table.play.push(clairvoyant_card(table, rules))
        else:
            table.play.push(players[s].decide(table.view(s)))
    return deal_points(table.play, rules)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--ruleset", default="turkish-20")
    ap.add_argument("--baseline", default="easy")
    ap.add_argument("--deals", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--reference", choices=("policy", "hard"), default="policy",
                    help="the sighted player: one-step policy lookahead, or hard's search in the true world")
    ap.add_argument("--contract", help="only deals of this contract (e.g. koz, erkek-almaz)")
    a = ap.parse_args(argv)
    rules = Rules.from_preset(a.ruleset)
    try:
        entries = dealfile.load(rules.family, a.contract)[:a.deals]
    except ValueError as exc:
        ap.error(f"--contract: {exc}")
    margins, per = [], defaultdict(list)
    for e in entries:
        base = play(rules, e, None, a.baseline, a.seed)
        m = sum(play(rules, e, k, a.baseline, a.seed, a.reference)[k] - base[k] for k in range(4)) / 4
        margins.append(m)
        per[e["contract"]].append(m)
    m, lo, hi = mean_ci(margins)
    print(f"clairvoyant {a.reference} vs {a.baseline}, {a.ruleset}, {len(entries)} deals: {m:+.2f}  "
          f"95% CI [{lo:+.2f}, {hi:+.2f}]")
    for name in sorted(per):
        pm, plo, phi = mean_ci(per[name])
        print(f"  {name:18s} n={len(per[name]):4d}  {pm:+8.2f}  [{plo:+.2f}, {phi:+.2f}]")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Print every card hard plays on the deal file's deals, four hard seats, no deadline: one line per deal.

    python tools/trace_hard.py turkish-20 0 120 1 > new.txt
    PYTHONPATH=../old-tree python tools/trace_hard.py turkish-20 0 120 1 > old.txt && cmp old.txt new.txt

Two versions of the code that print the same lines play the same cards on those deals (the arena's seat
seeds, ``seat_seed(seed, id, seat)``): a regression check stronger than an arena margin. It uses only what
every version since the deal file has (``dealfile.load``, ``make_player``, ``DealTable``), so an old
commit checked out beside this one can run it.
"""

from __future__ import annotations

import sys
import time

from lab import dealfile
from kingdesk.ai.players import make_player
from kingdesk.ai.deal_table import DealTable
from kingdesk.engine.rules import Rules
from kingdesk.engine.scoring import deal_points


def main(argv: list[str]) -> int:
    if len(argv) != 4:
        print(__doc__, file=sys.stderr)
        return 2
    ruleset, offset, n, seed = argv[0], int(argv[1]), int(argv[2]), int(argv[3])
    rules = Rules.from_preset(ruleset)
    t0 = time.time()
    for e in dealfile.load(rules.family)[offset:offset + n]:
        table = DealTable.from_codes(rules, e["hands"], e["contract"], e["trump"], e["leader"])
        table.index = e["id"]
        players = [make_player("hard", (seed * 1_000_003 + e["id"]) * 8 + s) for s in range(4)]
        for p in players:
            p.deadline = float("inf")  # type: ignore[attr-defined]
        play = table.play
        while not play.over:
            s = play.to_play
            play.push(players[s].decide(table.view(s)))
        print(e["id"], e["contract"], " ".join(map(str, play.plays)), deal_points(play, rules), flush=True)
    print(f"time {time.time() - t0:.1f} s", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))

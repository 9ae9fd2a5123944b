"""The hard player plays card for card as it did: its choices at fixed positions of fixed deals, pinned.

A change meant to leave the hard level's play alone (the hint's and the review's explanations read its search)
must keep this trace; ``tools/same_cards.py`` compares whole parties between two checkouts. The positions come
from parties of easy players with fixed seeds; the hard player answers some of them (its deadline raised, so
that a loaded machine cannot cut a search short: the number of worlds is fixed by the position, not the clock).
"""

from __future__ import annotations

from kingdesk.ai.players import make_player
from kingdesk.engine.game import Game

PINNED = """\
turkish-20 11 1 contract el-almaz
turkish-20 11 3 card 2
turkish-20 11 6 card 28
turkish-20 11 9 card 9
turkish-20 11 12 card 14
turkish-20 11 15 card 25
turkish-20 11 18 card 48
turkish-20 11 21 card 46
spanish 12 3 card 49
spanish 12 6 card 3
spanish 12 9 card 4
spanish 12 15 card 39
spanish 12 18 card 22
spanish 12 21 card 17
spanish 12 27 card 26
spanish 12 33 card 13
turkish-12 13 36 card 26
turkish-12 13 39 card 22
turkish-12 13 42 card 20
turkish-12 13 45 card 43
turkish-12 13 55 contract koz
turkish-12 13 56 trump H
turkish-12 13 58 card 27
turkish-12 13 61 card 29"""
"""Written by the hard player before the explanations were built on its search (commit 2472713)."""


def hard_trace() -> list[str]:
    lines = []
    for ruleset, seed, skip in (("turkish-20", 11, 0), ("spanish", 12, 0), ("turkish-12", 13, 30)):
        g = Game(ruleset, seed=seed)
        easy = make_player("easy", seed)
        hard = make_player("hard", 5)
        hard.deadline = 600.0  # type: ignore[attr-defined]
        asked = n = 0
        while not g.is_over and asked < 8:
            d = g.decision
            if d.kind == "deal":
                g.apply(None)
                continue
            assert d.seat is not None
            v = g.view(d.seat)
            n += 1
            if n > skip and len(d.options) > 1 and (d.kind != "card" or n % 3 == 0):
                c = hard.decide(v)
                lines.append(f"{ruleset} {seed} {g.move_count} {d.kind} {c}")
                asked += 1
                g.apply(c)
            else:
                g.apply(easy.decide(v))
    return lines


def test_hard_plays_card_for_card_as_before():
    assert "\n".join(hard_trace()) == PINNED

"""Learn a contract: one fixed deal per contract where the person (seat 0) plays it, to be played with the hint
and its sentences on, against easy players.

Each lesson is data: the rule set, its settings and the seed whose first deal gives seat 0 the choice and a hand
that shows the contract's point (:data:`POINTS`, checked by ``tests/ai/test_lessons.py``): high cards to shed in
No Tricks, the A or K of hearts in No Hearts, kings and jacks in No Kings or Jacks, two queens in No Queens, the
K♥ with few hearts in King of Hearts, a long suit and high cards in Last Two, a long suit with its ace or king in
Trumps. Spanish lances are played in the chooser's order (``es_schedule: free_order``) so that the first deal can
be any lance; the recovery is the second deal of an ordinary party, the first played out by easy players.
"""

from __future__ import annotations

from typing import Any

from kingdesk.engine.cards import ACE, HEARTS, JACK, KING, QUEEN, SUIT_MASKS, card
from kingdesk.engine.game import Game

from .players import make_player

FREE = {"es_schedule": "free_order"}
LESSONS: dict[str, tuple[str, dict[str, Any] | None, int]] = {
    "el-almaz": ("turkish-12", None, 8),
    "kupa-almaz": ("turkish-12", None, 2),
    "erkek-almaz": ("turkish-12", None, 15),
    "kiz-almaz": ("turkish-12", None, 3),
    "rifki": ("turkish-12", None, 15),
    "son-iki": ("turkish-12", None, 15),
    "koz": ("turkish-12", None, 18),
    "no-bazas": ("spanish", FREE, 5),
    "no-corazones": ("spanish", FREE, 10),
    "ni-k-ni-j": ("spanish", FREE, 5),
    "no-q": ("spanish", FREE, 5),
    "rey-de-corazones": ("spanish", FREE, 33),
    "dos-ultimas": ("spanish", FREE, 4),
    "recuperacion": ("spanish", None, 10),
}
"""Per contract: the rule set, its settings and the seed of the lesson's deal."""


def _has(hand: int, suit: int, rank: int) -> bool:
    return bool(hand >> card(suit, rank) & 1)


def shows_the_point(contract: str, hand: int) -> bool:
    """Whether ``hand`` is one that shows what ``contract`` is about (see the module's text)."""
    lengths = [(hand & SUIT_MASKS[s]).bit_count() for s in range(4)]
    high = sum(_has(hand, s, r) for s in range(4) for r in (ACE, KING))
    points = {
        "el-almaz": high >= 4, "no-bazas": high >= 4,
        "kupa-almaz": lengths[HEARTS] >= 4 and (_has(hand, HEARTS, ACE) or _has(hand, HEARTS, KING)),
        "erkek-almaz": sum(_has(hand, s, r) for s in range(4) for r in (KING, JACK)) >= 4,
        "kiz-almaz": sum(_has(hand, s, QUEEN) for s in range(4)) >= 2,
        "rifki": _has(hand, HEARTS, KING) and lengths[HEARTS] <= 3,
        "son-iki": max(lengths) >= 5 and high >= 3,
        "koz": any(lengths[s] >= 6 and (_has(hand, s, ACE) or _has(hand, s, KING)) for s in range(4)),
    }
    same = {"no-corazones": "kupa-almaz", "ni-k-ni-j": "erkek-almaz", "no-q": "kiz-almaz",
            "rey-de-corazones": "rifki", "dos-ultimas": "son-iki", "recuperacion": "koz"}
    return points[same.get(contract, contract)]


def lesson_game(contract: str) -> Game:
    """The lesson's game, standing where seat 0 plays ``contract`` (its first card, or its trump for Trumps, the
    sale for the recovery)."""
    ruleset, options, seed = LESSONS[contract]
    if contract == "recuperacion":
        return recovery(seed)
    g = Game(ruleset, options, seed)
    g.apply(None)
    g.apply(contract)
    return g


def recovery(seed: int) -> Game:
    """The second deal of a Spanish party (the first recovery), the first deal played out by easy players."""
    g = Game("spanish", None, seed)
    easy = make_player("easy", seed)
    while len(g.deals) < 2:
        d = g.decision
        g.apply(None if d.kind == "deal" else easy.decide(g.view(d.seat)))  # type: ignore[arg-type]
    return g


def practice_game(contract: str, seed: int) -> Game:
    """The lesson's second hand: an ordinary deal of ``contract``, not chosen for its cards, where seat 0 plays
    it as in the lesson (it names the contract, or holds the recovery's first call). The first such deal from
    ``seed`` on: the contract is named through the engine, which refuses one the rules do not allow there."""
    ruleset, options, lesson = LESSONS[contract]
    for s in range(seed, seed + 500):
        if s == lesson:  # the guided hand's deal, not an ordinary one
            continue
        if contract == "recuperacion":
            g = recovery(s)
            if g.decision.seat == 0:
                return g
            continue
        g = Game(ruleset, options, s)
        g.apply(None)
        d = g.decision
        if d.kind == "contract" and d.seat == 0 and contract in d.options:
            g.apply(contract)
            return g
    raise ValueError(f"no deal from seed {seed} gives seat 0 {contract}")


__all__ = ["LESSONS", "lesson_game", "practice_game", "recovery", "shows_the_point"]

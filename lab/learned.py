"""A card policy learned from our own search: a linear softmax over compact features.

The model scores each legal card ``c`` of the player to move by
``W[context] · features(c)``, where the context is the family of contract
(positive, penalty cards, tricks, Son İki before and after trick 10) and the
place in the trick (lead, second, third, last): twenty weight vectors of
:data:`FEATURES`. It plays the best-scoring card (:meth:`LearnedPolicy.choose`)
and gives the softmax probability of a card (:meth:`LearnedPolicy.prob`), the
likelihood of an observed play in the hard level's soft inference.

**What the features may read.** Like :func:`kingdesk.ai.policy.choose_card`, only
what the player to move knows: its own hand (``play.hands[play.to_play]``), the
cards on the table and those already played, and the *public voids*, the suits
a seat has shown out of (:func:`voids_of`, computed from the plays alone).
Nothing here reads another seat's hand, so the features of a position do not
change when the hidden hands change (``tests/ai/test_learned.py`` proves it).

Evaluation is pure Python (no NumPy at run time); the weights are package data,
``data/policy-v1.json``, written by :mod:`lab.train`, next to its
manifest ``data/policy-v1.manifest.json``.
"""

from __future__ import annotations

import hashlib
import json
import math
from functools import lru_cache
from pathlib import Path
from typing import Any

from kingdesk.engine.cards import ACE_OF_HEARTS, FULL_DECK, KING_OF_HEARTS, SUIT_MASKS
from kingdesk.engine.contracts import CARD, LAST_TWO
from kingdesk.engine.play import DealPlay

from kingdesk.ai.policy import choose_card
from kingdesk.ai.policy import playout as rule_playout

DATA = Path(__file__).with_name("data")
NAMES = ("policy-v1", "policy-v2")
"""The shipped models (``data/NAME.json`` with ``data/NAME.manifest.json``)."""

FEATURES = (
    "rule-card", "rank", "follows", "ruffs", "discards", "wins-now", "sure-win", "beaten-now",
    "penalty-card", "takes-penalty", "highest-duck", "top-of-suit-in-hand", "bottom-of-suit-in-hand",
    "suit-length", "unseen-above", "unseen-below", "suit-gone", "trump", "others-void-in-suit",
    "ace-hearts-king-out", "penalty-above-out", "late-rank", "rank-if-wins", "discard-danger",
    "rule-suit", "unseen-in-suit", "singleton", "lowest-out", "penalties-out-in-suit",
)
"""The features of one candidate card, in the order of the weight vectors."""
MODES = ("plus", "cards", "tricks", "shed", "last-two")
CONTEXTS = tuple(f"{m}/{p}" for m in MODES for p in ("lead", "second", "third", "last"))
N_FEATURES = len(FEATURES)

_SM = SUIT_MASKS
_KH = 1 << KING_OF_HEARTS
_SPREAD = tuple(tuple(v >> s & 1 for s in range(4)) for v in range(16))
"""A 4-bit void mask spread into one 0/1 per suit."""


def _hi(m: int) -> int:
    return m.bit_length() - 1


def voids_of(play: DealPlay) -> list[int]:
    """Per seat, the suits (bit ``s``) it has shown out of: public facts from the plays alone."""
    v = [0, 0, 0, 0]
    plays = play.plays
    winners = play.winners
    leader = play.first_leader
    for t in range(0, len(plays), 4):
        led = plays[t] // 13
        ld = leader if t == 0 else winners[t // 4 - 1]
        for k in range(1, min(4, len(plays) - t)):
            if plays[t + k] // 13 != led:
                v[(ld + k) & 3] |= 1 << led
    return v


def context_of(play: DealPlay) -> int:
    c = play.contract
    if c.positive:
        m = 0
    elif c.unit == CARD:
        m = 1
    elif c.unit == LAST_TWO:
        m = 3 if len(play.winners) < 9 else 4
    else:
        m = 2
    return m * 4 + len(play.trick)


def features(play: DealPlay, voids: list[int], legal: int | None = None) -> tuple[list[int], list[list[float]]]:
    """The legal cards of the player to move and one feature row (:data:`FEATURES`) per card."""
    if legal is None:
        legal = play.legal_mask()
    seat = play.to_play
    hand = play.hands[seat]
    trick = play.trick
    pos = len(trick)
    tm = play.trick_mask
    con = play.contract
    pen = con.penalty_mask
    T = _SM[play.trump] if play.trump is not None else 0
    unseen = FULL_DECK & ~(play.captured_all | tm | hand)
    rule = choose_card(play)
    later = [(seat + k) & 3 for k in range(1, 4 - pos)]
    kh_out = pen == _KH and bool(unseen & _KH)
    late = len(play.winners) / 12.0
    if pos:
        led = play.led
        lm = _SM[led]
        trumped = bool(tm & T) and led != play.trump
        win = _hi(tm & T) if trumped else _hi(tm & lm)
        ducks = legal & lm & ((1 << win) - 1) if not trumped else 0
        top_duck = _hi(ducks) if ducks else -1
        table_pen = bool(tm & pen)
    else:
        led = -1
        lm = 0
        trumped = False
        win = -1
        top_duck = -1
        table_pen = False
    cards: list[int] = []
    rows: list[list[float]] = []
    m = legal
    while m:
        low = m & -m
        c = low.bit_length() - 1
        m ^= low
        s = c // 13
        sm = _SM[s]
        r = c % 13
        above_c = sm & ~((2 << c) - 1)
        below_c = sm & ((1 << c) - 1)
        is_trump = bool(T) and sm == T
        follows = pos > 0 and s == led
        ruffs = pos > 0 and not follows and is_trump
        if pos == 0:
            wins = True
        elif trumped:
            wins = is_trump and c > win
        else:
            wins = (follows and c > win) or ruffs
        beat = False  # may a later seat still beat it in this trick?
        if wins:
            higher = unseen & above_c
            for q in later:
                vq = voids[q]
                if higher and not vq >> s & 1:
                    beat = True
                    break
                if (T and not is_trump and vq >> (led if pos else s) & 1
                        and not vq >> play.trump & 1 and unseen & T):  # type: ignore[operator]  # T: trump known
                    beat = True
                    break
        hs = hand & sm
        is_pen = pen >> c & 1
        ua = (unseen & above_c).bit_count()
        ub = (unseen & below_c).bit_count()
        ov = 0
        for q in range(4):
            if q != seat and voids[q] >> s & 1:
                ov += 1
        discard = pos > 0 and not follows and not ruffs
        cards.append(c)
        rows.append([
            1.0 if c == rule else 0.0,
            r / 12.0,
            1.0 if follows else 0.0,
            1.0 if ruffs else 0.0,
            1.0 if discard else 0.0,
            1.0 if wins and pos else 0.0,
            1.0 if wins and not beat else 0.0,
            1.0 if pos and not wins else 0.0,
            float(is_pen),
            1.0 if wins and (table_pen or is_pen) else 0.0,
            1.0 if c == top_duck else 0.0,
            0.0 if hs & above_c else 1.0,
            0.0 if hs & below_c else 1.0,
            hs.bit_count() / 13.0,
            ua / 13.0,
            ub / 13.0,
            0.0 if unseen & sm else 1.0,
            1.0 if is_trump else 0.0,
            ov / 3.0,
            1.0 if kh_out and c == ACE_OF_HEARTS else 0.0,
            1.0 if pen & unseen & above_c else 0.0,
            late * r / 12.0,
            r / 12.0 if wins else 0.0,
            (r + 30.0 * is_pen + 0.6 * ub - 0.4 * (hs & below_c).bit_count()) / 40.0 if discard else 0.0,
            1.0 if c != rule and s == rule // 13 else 0.0,
            (unseen & sm).bit_count() / 13.0,
            1.0 if hs == low else 0.0,
            1.0 if ua and not ub else 0.0,
            (pen & unseen & sm).bit_count() / 4.0,
        ])
    return cards, rows


def fast_scores(w: list[float], play: DealPlay, voids: list[int], legal: int) -> tuple[list[int], list[float]]:
    """``w · features(c)`` for every legal card, without building the rows (the playouts' path).

    The same arithmetic as :func:`features`, term by term; ``tests/ai/test_learned.py``
    checks that both give the same scores.
    """
    (w_rule, w_rank, w_follow, w_ruff, w_disc, w_wins, w_sure, w_beaten, w_pen, w_takes, w_duck, w_top, w_bot,
     w_len, w_ua, w_ub, w_gone, w_trump, w_ov, w_ah, w_penab, w_late, w_rwin, w_danger, w_rsuit, w_out, w_single,
     w_lowout, w_penout) = w
    seat = play.to_play
    hand = play.hands[seat]
    trick = play.trick
    pos = len(trick)
    tm = play.trick_mask
    con = play.contract
    pen = con.penalty_mask
    trump = play.trump
    T = _SM[trump] if trump is not None else 0
    unseen = FULL_DECK & ~(play.captured_all | tm | hand)
    # a model trained without the rule policy's features (both weights 0) never calls it: the cheap scorer
    rule = choose_card(play) if w_rule or w_rsuit else -1
    rule_suit = rule // 13 if rule >= 0 else -1
    later = [voids[(seat + k) & 3] for k in range(1, 4 - pos)]
    kh_out = pen == _KH and bool(unseen & _KH)
    w_late_r = (w_late * len(play.winners) / 12.0 + w_rank) / 12.0
    a, b, c3 = _SPREAD[voids[(seat + 1) & 3]], _SPREAD[voids[(seat + 2) & 3]], _SPREAD[voids[(seat + 3) & 3]]
    k_ov = w_ov / 3.0
    ov_suit = (k_ov * (a[0] + b[0] + c3[0]), k_ov * (a[1] + b[1] + c3[1]), k_ov * (a[2] + b[2] + c3[2]),
               k_ov * (a[3] + b[3] + c3[3]))
    if pos:
        led = play.led
        lm = _SM[led]
        trumped = bool(tm & T) and led != trump
        win = _hi(tm & T) if trumped else _hi(tm & lm)
        ducks = legal & lm & ((1 << win) - 1) if not trumped else 0
        top_duck = _hi(ducks) if ducks else -1
        table_pen = bool(tm & pen)
    else:
        led = -1
        trumped = False
        win = -1
        top_duck = -1
        table_pen = False
    unseen_T = unseen & T
    cards: list[int] = []
    out: list[float] = []
    for s in range(4):  # what depends only on the suit once per suit, then its cards
        sm = _SM[s]
        ls = legal & sm
        if not ls:
            continue
        is_trump = bool(T) and sm == T
        hs = hand & sm
        us = unseen & sm
        base = ov_suit[s] + (w_len * hs.bit_count() + w_out * us.bit_count()) / 13.0
        if s == rule_suit:
            base += w_rsuit
        if not us:
            base += w_gone
        if is_trump:
            base += w_trump
        if pen:
            base += w_penout * (pen & us).bit_count() / 4.0
        discard = False
        follows = ruffs = False
        if pos:
            follows = s == led
            ruffs = not follows and is_trump
            if follows:
                base += w_follow
            elif ruffs:
                base += w_ruff
            else:
                base += w_disc
                discard = True
        vs = led if pos else s
        m = ls
        while m:
            low = m & -m
            c = low.bit_length() - 1
            m ^= low
            r = c % 13
            above_c = sm & ~((2 << c) - 1)
            below_c = sm & ((1 << c) - 1)
            x = base + w_late_r * r
            if c == rule:
                x += w_rule - w_rsuit
            if pos == 0:
                wins = True
            else:
                if trumped:
                    wins = is_trump and c > win
                else:
                    wins = (follows and c > win) or ruffs
                if wins:
                    x += w_wins
                else:
                    x += w_beaten
            is_pen = pen >> c & 1
            ua_m = unseen & above_c
            if wins:
                x += w_rwin * r / 12.0
                if table_pen or is_pen:
                    x += w_takes
                beat = False
                for vq in later:
                    if ua_m and not vq >> s & 1:
                        beat = True
                        break
                    if T and not is_trump and vq >> vs & 1 and not vq >> trump & 1 and unseen_T:  # type: ignore[operator]
                        beat = True
                        break
                if not beat:
                    x += w_sure
            ub = (unseen & below_c).bit_count()
            ua = ua_m.bit_count()
            if hs == low:
                x += w_single
            if ua and not ub:
                x += w_lowout
            if is_pen:
                x += w_pen
            if c == top_duck:
                x += w_duck
            if not hs & above_c:
                x += w_top
            if not hs & below_c:
                x += w_bot
            x += (w_ua * ua + w_ub * ub) / 13.0
            if kh_out and c == ACE_OF_HEARTS:
                x += w_ah
            if pen & ua_m:
                x += w_penab
            if discard:
                x += w_danger * (r + 30.0 * is_pen + 0.6 * ub - 0.4 * (hs & below_c).bit_count()) / 40.0
            cards.append(c)
            out.append(x)
    return cards, out


class LearnedPolicy:
    """The linear softmax policy; ``weights[context][feature]``."""

    def __init__(self, weights: list[list[float]], meta: dict[str, Any] | None = None):
        if len(weights) != len(CONTEXTS) or any(len(w) != N_FEATURES for w in weights):
            raise ValueError(f"weights must be {len(CONTEXTS)} x {N_FEATURES}")
        self.weights = [list(map(float, w)) for w in weights]
        self.meta = meta or {}

    @classmethod
    def from_file(cls, path: Path) -> LearnedPolicy:
        data = json.loads(path.read_text(encoding="utf-8"))
        if list(data["features"]) != list(FEATURES) or list(data["contexts"]) != list(CONTEXTS):
            raise ValueError(f"{path} was trained for other features or contexts than this code's")
        return cls(data["weights"], data.get("meta"))

    def to_json(self) -> str:
        rows = ",\n".join("  " + json.dumps([round(x, 5) for x in w]) for w in self.weights)
        return ('{"features": ' + json.dumps(list(FEATURES)) + ',\n"contexts": ' + json.dumps(list(CONTEXTS))
                + ',\n"meta": ' + json.dumps(self.meta, sort_keys=True) + ',\n"weights": [\n' + rows + "\n]}\n")

    def scores(self, play: DealPlay, voids: list[int], legal: int | None = None) -> tuple[list[int], list[float]]:
        """The legal cards and their scores ``W[context] · features``."""
        if legal is None:
            legal = play.legal_mask()
        return fast_scores(self.weights[context_of(play)], play, voids, legal)

    def choose(self, play: DealPlay, voids: list[int]) -> int:
        """The best-scoring legal card (a forced card at once)."""
        legal = play.legal_mask()
        if legal & (legal - 1) == 0:
            return legal.bit_length() - 1
        cards, sc = self.scores(play, voids, legal)
        best = 0
        for i in range(1, len(sc)):
            if sc[i] > sc[best]:
                best = i
        return cards[best]

    def sample(self, play: DealPlay, voids: list[int], u: float) -> int:
        """A legal card drawn from the softmax by the uniform number ``u`` in [0, 1) (a forced card at once)."""
        legal = play.legal_mask()
        if legal & (legal - 1) == 0:
            return legal.bit_length() - 1
        cards, sc = self.scores(play, voids, legal)
        top = max(sc)
        ex = [math.exp(x - top) for x in sc]
        r = u * sum(ex)
        for c, e in zip(cards, ex):
            r -= e
            if r < 0.0:
                return c
        return cards[-1]

    def prob(self, play: DealPlay, voids: list[int], card: int) -> float:
        """The model's probability that the player to move plays ``card`` (1 when forced)."""
        legal = play.legal_mask()
        if legal & (legal - 1) == 0:
            return 1.0
        cards, sc = self.scores(play, voids, legal)
        top = max(sc)
        z = sum(math.exp(x - top) for x in sc)
        return math.exp(sc[cards.index(card)] - top) / z if card in cards else 0.0


def playout(policy: LearnedPolicy, play: DealPlay, voids: list[int], rule_seat: int = -1,
            us: list[float] | None = None, tricks: int = 0) -> None:
    """Play the deal to its end: every seat by ``policy``, except ``rule_seat`` by the rule policy.

    Without ``us`` the policy's best card is played; with it, the ``k``-th card of the
    playout is drawn from the softmax by ``us[k]`` (the same numbers for every candidate
    of a world: common random numbers). With ``tricks > 0`` the policy plays only until
    that many more tricks are complete (1: the rest of the current trick), the rule
    policy the rest. ``voids`` (the public voids now) is updated as the cards fall.
    """
    push = play.push
    choose = policy.choose
    draw = policy.sample
    k = 0
    end = len(play.winners) + tricks if tricks else 99
    while not play.over:
        if len(play.winners) >= end:
            rule_playout(play)
            return
        s = play.to_play
        if s == rule_seat:
            c = choose_card(play)
        elif us is None:
            c = choose(play, voids)
        else:
            c = draw(play, voids, us[k])
        k += 1
        if play.trick and c // 13 != play.led:
            voids[s] |= 1 << play.led
        push(c)


def file_sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@lru_cache(maxsize=4)
def shipped(name: str = "policy-v1") -> LearnedPolicy:
    """A policy shipped as package data (:data:`NAMES`; each loaded once per process)."""
    if name not in NAMES:
        raise ValueError(f"no shipped policy '{name}' (known: {', '.join(NAMES)})")
    return LearnedPolicy.from_file(DATA / f"{name}.json")


__all__ = ["CONTEXTS", "FEATURES", "LearnedPolicy", "features", "playout", "shipped", "voids_of"]

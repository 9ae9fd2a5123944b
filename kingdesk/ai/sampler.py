"""Deals consistent with what one seat has seen: inference and an exact, unbiased sampler.

**Inference** (:func:`exclusions`). Every card played so far was legal for the
player who played it. Replaying the public plays, for each earlier play and
each card ``x`` still unseen now, we ask the engine's own legality: had the
player held ``x`` then, would the card he played still have been legal? If not,
he does not hold ``x``. This one test gives every inference the rules allow,
with no contract named here: a void player who discarded something else in
Kız Almaz holds no queen; a player who did not ruff in koz holds no trump; one
who under-ruffed holds no higher trump; one who followed low under the A♠ in
Kız holds no Q♠; one who led a heart before hearts were broken held nothing
else. (The single exception is the A-K-Q trump lead of Turkish koz, whose
legality depends on three cards together; we test it with those honours
added, so it tells nothing it should not.)

**Sampling** (:class:`Sampler`). Each unseen card may go to some subset of the
three other seats; cards with the same subset form a class (at most seven).
A consistent deal is a split of every class among its seats that fills every
hand exactly. The number of deals behind a split is a product of binomial and
multinomial coefficients; we enumerate the splits once, draw one with
probability proportional to that count, then shuffle the cards within each
class. Every consistent deal is therefore equally likely. Dealing cards one
by one to the most constrained player first is *not* uniform.
"""

from __future__ import annotations

import bisect
import random
from math import comb, factorial

from kingdesk.engine.cards import ACE, KING, QUEEN, card
from kingdesk.engine.cards import iter_cards as _iter
from kingdesk.engine.play import DealPlay
from kingdesk.engine.view import SeatView


def exclusions(view: SeatView, every_seat: bool = False) -> list[int]:
    """Per seat, the unseen cards that seat cannot hold (hard inference from legality).

    With ``every_seat`` the inference is the public one: for every seat, the viewer's too, which
    of the cards not yet played it cannot hold (what any seat can infer of any other).
    """
    unseen = view.unseen | view.hand if every_seat else view.unseen
    excl = [0, 0, 0, 0]
    if not view.plays:
        return excl
    assert view.contract is not None
    play = DealPlay([0, 0, 0, 0], view.contract, view.trump, view.rules, view.first_leader)
    akq = akq_mask(play)
    hands = play.hands
    for c in view.plays:
        seat = play.to_play
        if every_seat or seat != view.seat:
            excl[seat] |= excluded_by(play, c, unseen & ~excl[seat], akq)
        hands[seat] = 1 << c
        play.push(c)
    return excl


def akq_mask(play: DealPlay) -> int:
    """The trump A, K and Q where the contract has trumps (their lead's legality depends on all three)."""
    t = play.trump
    if t is None or not play.contract.trumps:
        return 0
    return (1 << card(t, ACE)) | (1 << card(t, KING)) | (1 << card(t, QUEEN))


def excluded_by(play: DealPlay, c: int, cards: int, akq: int) -> int:
    """Of ``cards``, those the seat to move in ``play`` cannot hold, since it plays ``c`` now.

    Had it held ``x`` besides ``c``, would ``c`` still have been legal? If not, it does not hold ``x``.
    Its hand in ``play`` is overwritten (the caller sets it again).
    """
    seat = play.to_play
    b = 1 << c
    extra = akq if not play.trick and b & akq else 0  # the A-K-Q exception depends on holding all three
    hands = play.hands
    out = 0
    for x in _iter(cards):
        hands[seat] = b | (1 << x) | extra
        if not play.legal_mask() & b:
            out |= 1 << x
    return out


def _multinomial(n: int, parts: tuple[int, ...]) -> int:
    out = factorial(n)
    for p in parts:
        out //= factorial(p)
    return out


class Sampler:
    """Uniform random deals of the unseen cards to the other seats, under exclusions.

    ``need[s]`` is how many cards seat ``s`` holds now; ``excl[s]`` the cards it
    cannot hold. If the exclusions leave no deal at all (they should not), they
    are dropped rather than failing.
    """

    def __init__(self, seat: int, unseen: int, need: list[int], excl: list[int]):
        self.seat = seat
        self.others = [s for s in range(4) if s != seat]
        self.need = need
        self.excl = excl
        """The exclusions the worlds respect (none if the given ones left no deal)."""
        self._build(unseen, excl)
        if not self.total:
            self.excl = [0, 0, 0, 0]
            self._build(unseen, self.excl)

    @classmethod
    def for_view(cls, view: SeatView, infer: bool = True) -> Sampler:
        played = [0, 0, 0, 0]
        for i in range(len(view.plays)):
            played[view.seat_of_play(i)] += 1
        need = [13 - played[s] for s in range(4)]
        need[view.seat] = 0
        excl = exclusions(view) if infer else [0, 0, 0, 0]
        return cls(view.seat, view.unseen, need, excl)

    def _build(self, unseen: int, excl: list[int]) -> None:
        others = self.others
        classes: dict[int, list[int]] = {}
        for c in _iter(unseen):
            key = 0
            for i, s in enumerate(others):
                if not excl[s] >> c & 1:
                    key |= 1 << i
            classes.setdefault(key, []).append(c)
        self.classes = classes
        need = [self.need[s] for s in others]
        if 0 in classes:
            self.total = 0
            self.splits: list[tuple[tuple[int, tuple[int, ...]], ...]] = []
            self.cum: list[int] = []
            return
        # single-seat classes are forced
        rem = list(need)
        for key, cards in classes.items():
            if key.bit_count() == 1:
                rem[key.bit_length() - 1] -= len(cards)
        pairs = [k for k in classes if k.bit_count() == 2]
        full = classes.get(7, [])
        splits: list[tuple[tuple[int, tuple[int, ...]], ...]] = []
        cum: list[int] = []
        total = 0
        if min(rem) < 0:
            self.total, self.splits, self.cum = 0, [], []
            return

        def rec(i: int, rem: list[int], chosen: list[tuple[int, int]], weight: int) -> None:
            nonlocal total
            if i == len(pairs):
                if any(r < 0 for r in rem) or sum(rem) != len(full):
                    return
                w = weight * _multinomial(len(full), tuple(rem))
                split: dict[int, tuple[int, ...]] = {}
                for key, k in chosen:
                    split[key] = (k, len(classes[key]) - k)
                split[7] = tuple(rem)
                total += w
                splits.append(tuple(sorted(split.items())))
                cum.append(total)
                return
            key = pairs[i]
            a, b = [j for j in range(3) if key >> j & 1]
            m = len(classes[key])
            for k in range(m + 1):  # k cards to seat a, the rest to b
                if k > rem[a] or m - k > rem[b]:
                    continue
                rem[a] -= k
                rem[b] -= m - k
                chosen.append((key, k))
                rec(i + 1, rem, chosen, weight * comb(m, k))
                chosen.pop()
                rem[a] += k
                rem[b] += m - k

        rec(0, rem, [], 1)
        self.total = total
        self.splits = splits
        self.cum = cum

    def sample(self, rng: random.Random, hand: int) -> list[int]:
        """Four current hands: ``hand`` for the sampling seat, a uniform guess for the others."""
        others = self.others
        i = bisect.bisect_right(self.cum, rng.randrange(self.total))
        split = dict(self.splits[i])
        hands = [0, 0, 0, 0]
        hands[self.seat] = hand
        for key, cards in self.classes.items():
            seats = [j for j in range(3) if key >> j & 1]
            if len(seats) == 1:
                s = others[seats[0]]
                for c in cards:
                    hands[s] |= 1 << c
                continue
            counts = split[key]
            pool = list(cards)
            rng.shuffle(pool)
            k = 0
            for j, n in zip(seats, counts):
                s = others[j]
                for c in pool[k:k + n]:
                    hands[s] |= 1 << c
                k += n
        return hands


__all__ = ["Sampler", "akq_mask", "excluded_by", "exclusions"]

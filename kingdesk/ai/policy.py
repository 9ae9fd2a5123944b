"""Rule-based card play: the easy level's judgement and the searchers' playout policy.

:func:`choose_card` looks at a :class:`~kingdesk.engine.play.DealPlay` from the
point of view of the player to move and uses only what that player may know:
its own hand (``play.hands[play.to_play]``), the cards on the table and the
cards already played. It never reads another seat's hand, so it is safe on a
view rebuilt with empty or guessed hands for the others.

The rules of thumb, per family of contract:

* avoid contracts (tricks, hearts, K/J, queens, K♥, last two): duck under the
  card that wins the trick, with the highest card that still ducks, and pass
  a penalty card to someone else when possible; if the trick cannot be
  ducked, win it with the highest card when last (shed a high card for free)
  or play low when someone may still overtake; when void, discard the most
  dangerous card (penalty cards first, then high cards of short suits); lead
  low cards that others can beat, never the Rıfkı-capturing A♥;
* Son İki: before trick 10 shed high cards, then play as in El Almaz;
* positive contracts: win with the cheapest winning card when last, take
  with boss cards, ruff with the lowest trump that wins, otherwise throw the
  lowest card; lead boss cards, draw trumps with boss trumps, else lead low
  from the shortest side suit.

Everything is integer bit arithmetic so that one decision costs a few
microseconds: playouts call it tens of thousands of times per search.

>>> from kingdesk.engine.cards import parse_cards, mask_of, card_code
>>> from kingdesk.engine.rules import Rules
>>> from kingdesk.engine.contracts import TURKISH
>>> from kingdesk.engine.play import DealPlay
>>> hands = [mask_of(parse_cards(h.split())) for h in (
...     "AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S",
...     "AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H",
...     "AD KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D",
...     "AC KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C")]
>>> p = DealPlay(hands, TURKISH["rifki"], None, Rules.from_preset("turkish-20"), leader=0)
>>> card_code(choose_card(p))  # lead the lowest spade: everybody else can only discard
'2S'
"""

from __future__ import annotations

import random

from kingdesk.engine.cards import ACE_OF_HEARTS, FULL_DECK, KING_OF_HEARTS, SUIT_MASKS
from kingdesk.engine.cards import highest as _hi
from kingdesk.engine.cards import lowest as _lo
from kingdesk.engine.contracts import CARD, LAST_TWO
from kingdesk.engine.play import DealPlay

_SM = SUIT_MASKS
_KH_BIT = 1 << KING_OF_HEARTS


def _below(c: int) -> int:
    """Cards of c's suit ranked below c."""
    return _SM[c // 13] & ((1 << c) - 1)


def _above(c: int) -> int:
    return _SM[c // 13] & ~((2 << c) - 1)


def mode_of(play: DealPlay) -> str:
    """``"plus"`` for positive contracts, ``"lasttwo"``, ``"tricks"`` or ``"cards"``."""
    c = play.contract
    if c.positive:
        return "plus"
    if c.unit == LAST_TWO:
        return "lasttwo"
    if c.unit == CARD:
        return "cards"
    return "tricks"


def choose_card(play: DealPlay, rng: random.Random | None = None, noise: float = 0.0) -> int:
    """The rule-of-thumb card for the player to move.

    ``rng`` and ``noise`` add a small random jitter to the scores of leads and
    discards (the easy level's variety); without them the choice is a pure
    function of what the player to move knows.
    """
    legal = play.legal_mask()
    if legal & (legal - 1) == 0:
        return _lo(legal)
    c = play.contract
    if c.positive:
        return _plus(play, legal, rng, noise)
    if c.unit == LAST_TWO and len(play.winners) < 9:
        return _shed(play, legal, rng, noise)
    return _avoid(play, legal, c.penalty_mask, rng, noise)


# ---------------------------------------------------------------- avoid contracts
def _avoid(play: DealPlay, legal: int, pen: int, rng: random.Random | None, noise: float) -> int:
    seat = play.to_play
    hand = play.hands[seat]
    trick = play.trick
    seen = play.captured_all | play.trick_mask | hand
    unseen = FULL_DECK & ~seen
    if not trick:
        return _avoid_lead(play, hand, legal, pen, unseen, rng, noise)
    led = play.led
    lm = _SM[led]
    tm = play.trick_mask
    win = _hi(tm & lm)
    last = len(trick) == 3
    if legal & lm:
        # following suit: duck with the highest card that still ducks
        duck = legal & ((1 << win) - 1)
        if duck:
            if duck & pen:
                return _hi(duck & pen)
            return _hi(duck)
        # every card wins for now
        safe = legal & ~pen or legal
        if last:
            return _hi(safe)
        # someone may still overtake: play low, unless no card of the suit is left out there
        if not unseen & lm & ~((2 << win) - 1):
            return _hi(safe)
        return _lo(safe)
    # void: discard the most dangerous card
    return _discard(play, hand, legal, pen, unseen, rng, noise)


def _danger(c: int, hand: int, pen: int, unseen: int, kh_out: bool) -> float:
    s = c // 13
    sm = _SM[s]
    r = c % 13
    d = float(r)
    if pen >> c & 1:
        d += 30.0
    # how many cards of the suit others hold below it: each can make it win later
    low_out = (unseen & _below(c)).bit_count()
    low_mine = (hand & _below(c)).bit_count()
    d += 0.6 * low_out - 0.4 * low_mine
    if not unseen & sm:
        d -= 8.0  # nobody can follow: it wins only if led, and we decide that
    if kh_out and c == ACE_OF_HEARTS:  # it would capture the K♥ dropped under it
        d += 12.0
    return d


def _discard(play: DealPlay, hand: int, legal: int, pen: int, unseen: int, rng: random.Random | None,
             noise: float) -> int:
    kh_out = bool(pen == _KH_BIT and unseen & _KH_BIT)
    best, best_s = -1, -1e9
    m = legal
    while m:
        low = m & -m
        c = low.bit_length() - 1
        m ^= low
        s = _danger(c, hand, pen, unseen, kh_out)
        if rng is not None and noise:
            s += rng.random() * noise
        if s > best_s:
            best, best_s = c, s
    return best


def _avoid_lead(play: DealPlay, hand: int, legal: int, pen: int, unseen: int, rng: random.Random | None,
                noise: float) -> int:
    kh_out = bool(pen == _KH_BIT and unseen & _KH_BIT)
    best, best_s = -1, -1e9
    m = legal
    while m:
        low = m & -m
        c = low.bit_length() - 1
        m ^= low
        sm = _SM[c // 13]
        out = unseen & sm
        above = (out & _above(c)).bit_count()
        below = (out & _below(c)).bit_count()
        if not out:
            s = -20.0  # nobody can follow: we take it
        elif not above:
            s = -12.0 - below  # a sure trick for us
        else:
            s = 4.0 - 2.5 * below + min(above, 4) * 0.5 - 0.15 * (hand & sm).bit_count()
        if pen >> c & 1:
            s -= 15.0
        if kh_out and c == ACE_OF_HEARTS:
            s -= 30.0
        elif kh_out and c // 13 == 1 and c < KING_OF_HEARTS:
            s += 2.0  # smoke out the K♥ with a low heart
        if pen and not pen >> c & 1 and pen & out & _above(c) and not below:
            s += 1.0  # others may have to drop a penalty card on it
        if rng is not None and noise:
            s += rng.random() * noise
        if s > best_s:
            best, best_s = c, s
    return best


def _shed(play: DealPlay, legal: int, rng: random.Random | None, noise: float) -> int:
    """Son İki before the last tricks: get rid of high cards, keep the low ones."""
    if play.trick and legal & _SM[play.led]:
        return _hi(legal & _SM[play.led])
    best, best_s = -1, -1e9
    hand = play.hands[play.to_play]
    m = legal
    while m:
        low = m & -m
        c = low.bit_length() - 1
        m ^= low
        s = c % 13 - 0.3 * (hand & _SM[c // 13]).bit_count()
        if rng is not None and noise:
            s += rng.random() * noise
        if s > best_s:
            best, best_s = c, s
    return best


# ---------------------------------------------------------------- positive contracts
def _plus(play: DealPlay, legal: int, rng: random.Random | None, noise: float) -> int:
    seat = play.to_play
    hand = play.hands[seat]
    T = _SM[play.trump] if play.trump is not None else 0
    seen = play.captured_all | play.trick_mask | hand
    unseen = FULL_DECK & ~seen
    trick = play.trick
    if not trick:
        return _plus_lead(hand, legal, T, unseen, rng, noise)
    led = play.led
    lm = _SM[led]
    tm = play.trick_mask
    on_trumps = tm & T
    last = len(trick) == 3
    if on_trumps:
        win = _hi(on_trumps)
        winners = legal & T & ~((2 << win) - 1)
    else:
        win = _hi(tm & lm)
        winners = (legal & lm & ~((2 << win) - 1)) | (legal & T if led != play.trump else 0)
    if winners:
        if winners & lm:
            follow_w = winners & lm
            if last:
                return _lo(follow_w)
            # a winner nobody can beat in the suit
            top_out = _hi(unseen & lm) if unseen & lm else -1
            boss = follow_w & ~((2 << top_out) - 1) if top_out >= 0 else follow_w
            if boss:
                return _lo(boss)
            if len(trick) == 2:
                return _hi(follow_w)
            rest = legal & ~winners
            return _lo(rest) if rest else _lo(follow_w)
        # ruffing
        return _lo(winners)
    # cannot win: throw the cheapest card
    side = legal & ~T
    pool = side or legal
    best, best_s = -1, 1e9
    m = pool
    while m:
        low = m & -m
        c = low.bit_length() - 1
        m ^= low
        s = c % 13 + 0.2 * (hand & _SM[c // 13]).bit_count()
        if s < best_s:
            best, best_s = c, s
    return best


def _plus_lead(hand: int, legal: int, T: int, unseen: int, rng: random.Random | None, noise: float) -> int:
    best, best_s = -1, -1e9
    trumps_out = unseen & T
    my_trumps = hand & T
    m = legal
    while m:
        low = m & -m
        c = low.bit_length() - 1
        m ^= low
        sm = _SM[c // 13]
        out = unseen & sm
        boss = not (out & _above(c))
        length = (hand & sm).bit_count()
        if T and sm == T:
            if boss and trumps_out:
                s = 10.0 + c % 13 * 0.01
            elif boss:
                s = 3.0
            else:
                s = -3.0 - c % 13 * 0.1
        else:
            if boss and out:
                s = 8.0 - (3.0 if T and trumps_out and out.bit_count() < 3 else 0.0)
            elif boss:
                s = 1.0
            else:
                # lead low; with trumps in hand a short side suit soon lets us ruff
                s = -(c % 13) * 0.3 - (length * 0.4 if my_trumps else -length * 0.2)
        if rng is not None and noise:
            s += rng.random() * noise
        if s > best_s:
            best, best_s = c, s
    return best


def playout(play: DealPlay) -> int:
    """Play the deal to its end with :func:`choose_card`; return how many cards were pushed."""
    n = 0
    push = play.push
    while not play.over:
        push(choose_card(play))
        n += 1
    return n


__all__ = ["choose_card", "playout", "mode_of"]

"""Helpers for the engine's rules tests: build exact positions from card codes.

A position is written the way a rules text states it: earlier tricks and the
current trick as card codes in play order, plus the cards some seats must still
hold. The helpers work out who played what (with their own, independent trick
rule: highest trump, else highest card of the led suit), deal the cards nobody
named so that every seat gets 13 of the 52, and replay the earlier cards through
the engine, checking each one is legal, so that the position is one a real deal
can reach.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from kingdesk.engine import Game
from kingdesk.engine.cards import FULL_DECK, SUITS, card_code, iter_cards, mask_of, parse_card, parse_cards
from kingdesk.engine.contracts import CONTRACTS
from kingdesk.engine.play import DealPlay
from kingdesk.engine.rules import Rules

__all__ = [
    "C", "M", "codes", "trick_winner", "deal_for", "Scenario", "position", "random_choice", "play_out",
    "play_party", "drive_cards", "turkish_party_until",
]


def C(code: str) -> int:
    """One card from its code, e.g. ``C("10h")``."""
    return parse_card(code)


def M(text: str | Iterable[str]) -> int:
    """A card set from codes separated by blanks (``"AS KS 2C"``) or an iterable of codes."""
    items = text.split() if isinstance(text, str) else list(text)
    return mask_of(parse_cards(items))


def codes(mask: int) -> set[str]:
    """The codes of a card set, as a Python set (easy to compare in asserts)."""
    return {card_code(c) for c in iter_cards(mask)}


def trick_winner(cards: Sequence[int], leader: int, trump: int | None) -> int:
    """The seat that wins a complete trick (written independently of the engine)."""
    led = cards[0] // 13
    best = 0
    for i, c in enumerate(cards):
        b = cards[best]
        c_trump = trump is not None and c // 13 == trump
        b_trump = trump is not None and b // 13 == trump
        if c_trump and not b_trump:
            best = i
        elif c_trump == b_trump and c // 13 == b // 13 and c % 13 > b % 13:
            best = i
        elif not c_trump and not b_trump and c // 13 == led and b // 13 != led:
            best = i
    return (leader + best) % 4


class Scenario:
    """A scripted deal: who plays which card, and the hands that make it possible.

    ``tricks`` are the played cards in play order, four per completed trick and
    up to three for the trick in progress. ``hold`` lists cards each seat is
    dealt (played in the script or still held); ``exact`` seats get nothing else; ``voids`` keeps suits
    away from a seat's remaining hand. Unnamed cards are dealt to fill every
    seat to 13 cards.
    """

    def __init__(self, tricks: Sequence[str], leader: int, trump: str | None = None,
                 hold: dict[int, str] | None = None, exact: Iterable[int] = (),
                 voids: dict[int, str] | None = None):
        self.leader = leader
        self.trump = None if trump is None else SUITS.index(trump)
        flat: list[int] = []
        for t in tricks:
            flat += parse_cards(t.split())
        self.plays = flat
        assert len(set(flat)) == len(flat), "a card is played twice in the script"
        seats: list[int] = []
        lead = leader
        for i in range(0, len(flat), 4):
            chunk = flat[i:i + 4]
            seats += [(lead + k) % 4 for k in range(len(chunk))]
            if len(chunk) == 4:
                lead = trick_winner(chunk, lead, self.trump)
        self.seats = seats
        played = [0, 0, 0, 0]
        for c, s in zip(flat, seats):
            played[s] |= 1 << c
        given = [M(hold.get(s, "")) if hold else 0 for s in range(4)]
        remaining = [0, 0, 0, 0]
        named = 0
        for s in range(4):
            others_played = played[(s + 1) % 4] | played[(s + 2) % 4] | played[(s + 3) % 4]
            assert not given[s] & others_played, f"seat {s} is given a card another seat plays"
            remaining[s] = given[s] & ~played[s]
            assert not remaining[s] & named, "a card is given to two seats"
            named |= remaining[s] | played[s]
        exact = set(exact)
        voids = voids or {}
        need = [13 - (remaining[s] | played[s]).bit_count() for s in range(4)]
        for s in exact:
            assert need[s] == 0, f"seat {s} is exact but holds {13 - need[s]} cards"
        free = list(iter_cards(FULL_DECK & ~named))
        allowed = {s: [c for c in free if s not in exact and SUITS[c // 13] not in voids.get(s, "")]
                   for s in range(4)}
        assignment = _assign(free, need, allowed)
        for c, s in assignment.items():
            remaining[s] |= 1 << c
        self.hands = tuple(remaining[s] | played[s] for s in range(4))
        assert sum(h.bit_count() for h in self.hands) == 52 and (
            self.hands[0] | self.hands[1] | self.hands[2] | self.hands[3]) == FULL_DECK

    def play(self, contract: str, rules: Rules | None = None) -> DealPlay:
        """A :class:`DealPlay` at the scripted position; every scripted card is checked legal."""
        c = CONTRACTS[contract]
        if rules is None:
            rules = Rules.from_preset("turkish-20" if c.family == "tr" else "spanish")
        p = DealPlay(list(self.hands), c, self.trump, rules, self.leader)
        for card, seat in zip(self.plays, self.seats):
            assert p.to_play == seat, f"{card_code(card)}: seat {p.to_play} is to play, not {seat}"
            why = p.refusal(card)
            assert why is None, f"scripted card {card_code(card)} refused: {why}"
            p.push(card)
        return p


def _assign(free: list[int], need: list[int], allowed: dict[int, list[int]]) -> dict[int, int]:
    """Give each free card to a seat with room, respecting ``allowed`` (bipartite matching)."""
    slots = [s for s in range(4) for _ in range(need[s])]
    assert len(slots) == len(free), f"{len(free)} cards to deal but {len(slots)} places"
    ok = {s: set(v) for s, v in allowed.items()}
    slot_of: dict[int, int] = {}  # slot index -> card
    card_slot: dict[int, int] = {}

    def try_card(c: int, seen: set[int]) -> bool:
        for i, s in enumerate(slots):
            if c not in ok[s] or i in seen:
                continue
            seen.add(i)
            if i not in slot_of or try_card(slot_of[i], seen):
                slot_of[i] = c
                card_slot[c] = i
                return True
        return False

    for c in free:
        assert try_card(c, set()), f"cannot place {card_code(c)} under the constraints"
    return {c: slots[i] for i, c in slot_of.items()}


def position(contract: str, tricks: Sequence[str] = (), leader: int = 0, trump: str | None = None,
             hold: dict[int, str] | None = None, exact: Iterable[int] = (), voids: dict[int, str] | None = None,
             preset: str | None = None, options: dict | None = None) -> DealPlay:
    """Shortcut: build a :class:`Scenario` and return the engine's play at its end."""
    sc = Scenario(tricks, leader, trump, hold, exact, voids)
    c = CONTRACTS[contract]
    preset = preset or ("turkish-20" if c.family == "tr" else "spanish")
    return sc.play(contract, Rules.from_preset(preset, options))


def deal_for(hands_text: dict[int, str], voids: dict[int, str] | None = None) -> tuple[int, int, int, int]:
    """Four 13-card hands: the named cards where given, the rest dealt to fill."""
    return Scenario((), 0, None, hands_text, (), voids).hands


# --------------------------------------------------------------------- driving whole games
def random_choice(game: Game, rng: random.Random):
    d = game.decision
    if d.kind == "deal":
        return None
    return rng.choice(d.options)


def play_out(game: Game, rng: random.Random) -> None:
    """Finish the current deal with random legal cards (the deal must be in card play)."""
    start = len(game.deals)
    while not game.is_over and game.decision.kind == "card" and len(game.deals) == start:
        game.apply(rng.choice(game.decision.options))
        if game.current.finished:
            break


def play_party(game: Game, rng: random.Random) -> None:
    while not game.is_over:
        game.apply(random_choice(game, rng))


def drive_cards(game: Game, cards: Iterable[int]) -> None:
    for c in cards:
        assert game.decision.kind == "card"
        game.apply(c)


def turkish_party_until(game: Game, rng: random.Random, hands_scored: int, contract_for=None) -> None:
    """Play random hands until ``hands_scored`` hands count; ``contract_for(game, options)`` may pick contracts."""
    while game.state.hands_scored < hands_scored:
        d = game.decision
        if d.kind == "contract" and contract_for is not None:
            game.apply(contract_for(game, d.options))
        elif d.kind == "contract" and "el-iptal" in d.options:
            game.apply("koz")
        else:
            game.apply(random_choice(game, rng))


def mono_tricks(winners: Sequence[int], leader: int, suits: str = "HDCS", trump: str | None = None) -> list[str]:
    """Tricks in which everybody follows suit, won by the given seats in turn.

    Trick ``i`` (of at most 12) is played in suit ``suits[i // 3]`` with the
    four highest ranks still unused in that suit; the seat that must win gets the
    highest. A 13th winner uses the four twos: the winner gets the two of
    ``trump`` (or must be the leader when there is no trump).
    """
    used = {s: 12 for s in "SHDC"}
    out = []
    for i, w in enumerate(winners):
        if i < 12:
            suit = suits[i // 3]
            top = used[suit]
            ranks = [top, top - 1, top - 2, top - 3]
            used[suit] -= 4
            order = [(leader + k) % 4 for k in range(4)]
            others = iter(ranks[1:])
            cards = {s: (ranks[0] if s == w else next(others)) for s in order}
            out.append(" ".join("23456789TJQKA"[cards[s]] + suit for s in order))
        else:
            assert i == 12
            order = [(leader + k) % 4 for k in range(4)]
            if trump is None:
                assert w == leader
                twos = {s: t for s, t in zip(order, "SHDC")}
            else:
                rest = iter(x for x in "SHDC" if x != trump)
                twos = {s: (trump if s == w else next(rest)) for s in order}
            out.append(" ".join("2" + twos[s] for s in order))
        leader = w
    return out

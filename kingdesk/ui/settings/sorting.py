"""The order of the player's hand on the table, by the *hand sorting* setting.

``suits_high_first``: spades, hearts, diamonds, clubs, each from the ace down
(the record's order); ``suits_low_first``: the same suits, from the two up;
``alternating_colours``: spades, hearts, clubs, diamonds (black and red take
turns, so neighbouring suits never share a colour), each from the ace down.

>>> from kingdesk.engine.cards import parse_cards, card_code
>>> hand = parse_cards(["2D", "AC", "KH", "3S", "AS"])
>>> [card_code(c) for c in hand_order(hand, "suits_high_first")]
['AS', '3S', 'KH', '2D', 'AC']
>>> [card_code(c) for c in hand_order(hand, "suits_low_first")]
['3S', 'AS', 'KH', '2D', 'AC']
>>> [card_code(c) for c in hand_order(hand, "alternating_colours")]
['AS', '3S', 'KH', 'AC', '2D']
"""

from __future__ import annotations

from collections.abc import Iterable

from kingdesk.engine.cards import CLUBS, DIAMONDS, HEARTS, SPADES, rank_of, suit_of

_SUIT_ORDER = {
    "suits_high_first": (SPADES, HEARTS, DIAMONDS, CLUBS),
    "suits_low_first": (SPADES, HEARTS, DIAMONDS, CLUBS),
    "alternating_colours": (SPADES, HEARTS, CLUBS, DIAMONDS),
}


def hand_order(cards: Iterable[int], mode: str) -> list[int]:
    """``cards`` sorted for display; an unknown ``mode`` sorts as ``suits_high_first``."""
    suits = _SUIT_ORDER.get(mode, _SUIT_ORDER["suits_high_first"])
    low_first = mode == "suits_low_first"
    return sorted(cards, key=lambda c: (suits.index(suit_of(c)), rank_of(c) if low_first else -rank_of(c)))

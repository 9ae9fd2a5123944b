"""Cards as integers 0..51 and hands as 52-bit integer sets.

A card is ``suit * 13 + rank`` with suits in record order ``S H D C`` and ranks
``0..12`` for ``2..A``. A set of cards is a Python ``int`` whose bit ``c`` is set
when card ``c`` is in it: union, intersection and membership are single integer
operations, which is what keeps random playouts fast in pure Python.

>>> c = parse_card("10h")
>>> card_code(c), suit_of(c) == HEARTS, rank_of(c) == RANKS.index("T")
('TH', True, True)
>>> format_cards(mask_of(parse_cards(["2C", "AS", "KS"])))
['AS', 'KS', '2C']
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

SUITS = "SHDC"
RANKS = "23456789TJQKA"
SPADES, HEARTS, DIAMONDS, CLUBS = 0, 1, 2, 3

TWO, JACK, QUEEN, KING, ACE = 0, 9, 10, 11, 12

FULL_DECK = (1 << 52) - 1
SUIT_MASKS = tuple(0x1FFF << (13 * s) for s in range(4))
"""Bit set of the 13 cards of each suit."""


class CardError(ValueError):
    """A card code that cannot be parsed."""


def card(suit: int, rank: int) -> int:
    return suit * 13 + rank


def suit_of(c: int) -> int:
    return c // 13


def rank_of(c: int) -> int:
    return c % 13


def card_code(c: int) -> str:
    """Canonical two-character code: rank then suit, e.g. ``"TH"``."""
    return RANKS[c % 13] + SUITS[c // 13]


def parse_card(text: str) -> int:
    """Parse ``"AS"``, ``"10h"``, ``"th"``...; raise :class:`CardError` otherwise."""
    if not isinstance(text, str):
        raise CardError(f"a card must be a string like 'AS', not {text!r}")
    t = text.strip().upper()
    if t.startswith("10"):
        t = "T" + t[2:]
    if len(t) != 2 or t[0] not in RANKS or t[1] not in SUITS:
        raise CardError(f"'{text}' is not a card code (rank 2-9, T, J, Q, K, A then suit S, H, D, C)")
    return SUITS.index(t[1]) * 13 + RANKS.index(t[0])


def parse_cards(texts: Iterable[str]) -> list[int]:
    return [parse_card(t) for t in texts]


def mask_of(cards: Iterable[int]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def iter_cards(mask: int) -> Iterator[int]:
    """Cards of a set in increasing index order."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def sorted_cards(cards: Iterable[int]) -> list[int]:
    """Display and record order: suits S H D C, then rank high to low."""
    return sorted(cards, key=lambda c: (c // 13, -(c % 13)))


def format_cards(mask: int) -> list[str]:
    return [card_code(c) for c in sorted_cards(iter_cards(mask))]


def highest(mask: int) -> int:
    """The highest-index card of a non-empty set (within one suit: the highest rank)."""
    return mask.bit_length() - 1


def lowest(mask: int) -> int:
    return (mask & -mask).bit_length() - 1


def above(c: int) -> int:
    """Cards of the same suit ranked above ``c``."""
    return SUIT_MASKS[c // 13] & ~((2 << c) - 1)


def below(c: int) -> int:
    """Cards of the same suit ranked below ``c``."""
    return SUIT_MASKS[c // 13] & ((1 << c) - 1)


def rank_mask(*ranks: int) -> int:
    """All cards of the given ranks, in every suit."""
    m = 0
    for s in range(4):
        for r in ranks:
            m |= 1 << (s * 13 + r)
    return m


KING_OF_HEARTS = card(HEARTS, KING)
ACE_OF_HEARTS = card(HEARTS, ACE)
TWO_OF_DIAMONDS = card(DIAMONDS, TWO)
SEVEN_OF_DIAMONDS = card(DIAMONDS, 5)
HEARTS_MASK = SUIT_MASKS[HEARTS]
QUEENS_MASK = rank_mask(QUEEN)
KINGS_JACKS_MASK = rank_mask(KING, JACK)
HONOURS_MASK = rank_mask(JACK, QUEEN, KING, ACE)
"""Cards above ten (J, Q, K, A): the El İptal test."""

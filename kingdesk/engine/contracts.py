"""The contracts of both families as data (docs/rules.md §1.3, §1.4, §2.3).

Each contract says what it penalises or rewards (``unit``), how much one unit is
worth, which cards are its penalty cards, how leads are restricted, what a void
player must discard, and when the deal may stop early. Legality and scoring read
these fields; nothing else in the engine names a contract.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import HEARTS_MASK, KING_OF_HEARTS, KINGS_JACKS_MASK, QUEENS_MASK

# units
TRICK = "trick"        # every trick won counts
CARD = "card"          # every penalty card captured counts
LAST_TWO = "last-two"  # tricks 12 and 13 count

# lead restrictions
LEAD_FREE = "free"
LEAD_NO_HEARTS = "no-hearts"
LEAD_NO_TRUMP = "no-trump"

# what a void player must play
VOID_FREE = "free"
VOID_PENALTY = "penalty"   # any penalty card held (Kupa, Kız, Erkek)
VOID_KH = "king-of-hearts"  # K♥ if held (Rıfkı, ES lance 5)
VOID_TRUMP = "trump"       # a trump if held (Koz; ES recovery with must-ruff)


@dataclass(frozen=True)
class Contract:
    name: str
    """Record name, e.g. ``"kiz-almaz"``."""
    family: str
    """``"tr"`` or ``"es"``."""
    positive: bool
    unit: str
    value: int
    """Points per unit (negative for penalties) at the default settings."""
    penalty_mask: int = 0
    """Penalty cards, for ``unit == CARD``."""
    lead: str = LEAD_FREE
    void: str = VOID_FREE
    drop_under_higher: bool = False
    """Turkish: a penalty card of the led suit must be dropped under a higher card."""
    early_end: bool = False
    """The deal may stop once every penalty card has been captured."""
    trumps: bool = False

    @property
    def units_total(self) -> int:
        if self.unit == CARD:
            return self.penalty_mask.bit_count()
        if self.unit == LAST_TWO:
            return 2
        return 13


TURKISH = {
    c.name: c
    for c in (
        Contract("el-almaz", "tr", False, TRICK, -50),
        Contract("kupa-almaz", "tr", False, CARD, -30, HEARTS_MASK, LEAD_NO_HEARTS, VOID_PENALTY,
                 drop_under_higher=True, early_end=True),
        Contract("erkek-almaz", "tr", False, CARD, -60, KINGS_JACKS_MASK, LEAD_FREE, VOID_PENALTY,
                 drop_under_higher=True, early_end=True),
        Contract("kiz-almaz", "tr", False, CARD, -100, QUEENS_MASK, LEAD_FREE, VOID_PENALTY,
                 drop_under_higher=True, early_end=True),
        Contract("son-iki", "tr", False, LAST_TWO, -180),
        Contract("rifki", "tr", False, CARD, -320, 1 << KING_OF_HEARTS, LEAD_NO_HEARTS, VOID_KH,
                 drop_under_higher=True, early_end=True),
        Contract("koz", "tr", True, TRICK, 50, lead=LEAD_NO_TRUMP, void=VOID_TRUMP, trumps=True),
    )
}
"""Turkish contracts; ``kupa-almaz``'s drop rule only applies with ``tr_kupa_must_duck``."""

TURKISH_CEZA = tuple(n for n in TURKISH if n != "koz")

SPANISH = {
    c.name: c
    for c in (
        Contract("no-bazas", "es", False, TRICK, -1),
        Contract("no-corazones", "es", False, CARD, -1, HEARTS_MASK, LEAD_NO_HEARTS, early_end=True),
        Contract("ni-k-ni-j", "es", False, CARD, -1, KINGS_JACKS_MASK, early_end=True),
        Contract("no-q", "es", False, CARD, -2, QUEENS_MASK, early_end=True),
        Contract("rey-de-corazones", "es", False, CARD, -6, 1 << KING_OF_HEARTS, LEAD_NO_HEARTS, VOID_KH,
                 early_end=True),
        Contract("dos-ultimas", "es", False, LAST_TWO, -2),
        Contract("recuperacion", "es", True, TRICK, 1, trumps=True),
    )
}
"""Spanish lances in their fixed order (lances 1-6), then the recovery."""

SPANISH_LANCES = tuple(n for n in SPANISH if n != "recuperacion")

CONTRACTS = {**TURKISH, **SPANISH}


def contract(name: str) -> Contract:
    return CONTRACTS[name]

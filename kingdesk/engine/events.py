"""Plain event records the engine emits for its clients to animate or log.

They hold seats, card indices and record names only: no text for people.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Dealt:
    deal: int
    dealer: int
    declarer: int
    """Turkish: who chooses the contract. Spanish: the mano."""
    hands: tuple[int, int, int, int]
    contract: str | None
    """Set when the schedule fixes the contract (Spanish lances)."""


@dataclass(frozen=True)
class ContractChosen:
    deal: int
    seat: int
    contract: str


@dataclass(frozen=True)
class TrumpNamed:
    deal: int
    seat: int
    trump: str
    """``S H D C`` (or ``N``: no trump, a Spanish variant)."""


@dataclass(frozen=True)
class SaleOpened:
    deal: int
    seat: int
    sell: bool


@dataclass(frozen=True)
class BidMade:
    deal: int
    seat: int
    bid: int | str
    """Tricks offered, or ``"pass"``."""


@dataclass(frozen=True)
class SaleAnswered:
    deal: int
    seat: int
    accepted: bool
    buyer: int | None
    price: int


@dataclass(frozen=True)
class KingDeclared:
    deal: int
    seat: int
    declared: bool


@dataclass(frozen=True)
class CardPlayed:
    deal: int
    seat: int
    card: int
    trick: int
    """0-based trick number."""
    position: int
    """0 for the lead, 3 for the last card of the trick."""


@dataclass(frozen=True)
class TrickWon:
    deal: int
    seat: int
    trick: int
    cards: tuple[int, ...]
    leader: int


@dataclass(frozen=True)
class DealCancelled:
    deal: int
    seat: int | None
    reason: str
    """``el-iptal``, ``rifki-misdeal`` or ``kiz-all-one`` (void after play)."""


@dataclass(frozen=True)
class DealScored:
    deal: int
    points: tuple[int, int, int, int]
    tricks: tuple[int, int, int, int]
    totals: tuple[int, int, int, int]
    tricks_played: int


@dataclass(frozen=True)
class PartyOver:
    totals: tuple[int, int, int, int]
    winners: tuple[int, ...]
    standing: tuple[str, ...] | None


Event = (Dealt | ContractChosen | TrumpNamed | SaleOpened | BidMade | SaleAnswered | KingDeclared | CardPlayed
         | TrickWon | DealCancelled | DealScored | PartyOver)

"""The immutable records of a party: each deal (:class:`DealInfo`) and the party's state (:class:`PartyState`).

Both are frozen: a decision makes new ones with :func:`evolve`, so undoing it is
a reference swap.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Any, TypeVar

from .decisions import DEAL, Count


@dataclass(frozen=True)
class DealInfo:
    """Everything public or recorded about one deal, finished or in progress."""

    index: int
    dealer: int
    hands: tuple[int, int, int, int]
    """The hands as dealt."""
    declarer: int
    """Turkish: the contract chooser, who leads. Spanish: the mano."""
    chooser: int
    """Who holds the right to choose (the contract, a free-order lance or the trump)."""
    contract: str | None = None
    trump: str | None = None
    sale_opened: bool = False
    bids: tuple[tuple[int, int | str], ...] = ()
    sold: bool = False
    buyer: int | None = None
    price: int = 0
    cancel: str | None = None
    """``el-iptal`` or ``rifki-misdeal``."""
    cancel_by: int | None = None
    king_declared: bool = False
    void: bool = False
    """Turkish Kız Almaz voided because each player took one queen."""
    plays: tuple[int, ...] = ()
    """Filled when the deal ends; the live plays are on ``Game.play``."""
    points: tuple[int, int, int, int] | None = None
    tricks: tuple[int, int, int, int] | None = None
    tricks_played: int = 0
    count: Count | None = None
    """A party played with real cards (:mod:`.counted`): the hand's counts as the players said them."""

    @property
    def finished(self) -> bool:
        return self.points is not None or self.cancel is not None or self.void

    @property
    def counts(self) -> bool:
        return self.points is not None


@dataclass(frozen=True)
class PartyState:
    """Party-level state; immutable so that undo is a reference swap."""

    phase: str = DEAL
    seat: int | None = None
    deals: tuple[DealInfo, ...] = ()
    totals: tuple[int, int, int, int] = (0, 0, 0, 0)
    hands_scored: int = 0
    ceza_used: tuple[int, int, int, int] = (0, 0, 0, 0)
    koz_used: tuple[int, int, int, int] = (0, 0, 0, 0)
    type_count: tuple[int, ...] = (0, 0, 0, 0, 0, 0)
    trump_count: tuple[int, int, int, int] = (0, 0, 0, 0)
    next_declarer: int | None = None
    next_dealer: int | None = None
    first_dealer: int | None = None
    lances_played: frozenset[str] = frozenset()
    # auction: bidders who passed, best bid, passes since the last offer
    passed: frozenset[int] = frozenset()
    best_seat: int | None = None
    best_bid: int = 0
    passes_since: int = 0
    window: tuple[int, ...] = ()
    over: bool = False
    king_seat: int | None = None
    king_failed: bool = False


def _plain_fields(cls: type) -> int | None:
    """How many fields a dataclass has if :func:`evolve` may copy it, else ``None``."""
    if hasattr(cls, "__post_init__") or hasattr(cls, "__slots__") or not all(f.init for f in fields(cls)):
        return None
    return len(fields(cls))


EVOLVABLE: dict[type, int | None] = {cls: _plain_fields(cls) for cls in (PartyState, DealInfo)}


_R = TypeVar("_R")


def evolve(obj: _R, changes: dict[str, Any]) -> _R:
    """``dataclasses.replace(obj, **changes)`` for the plain frozen records of the engine.

    ``replace`` re-runs ``__init__`` field by field, which cost a fifth of a random
    deal; for a dataclass without ``__post_init__``, slots or non-init fields,
    copying the instance dict is the same thing. Anything else goes through
    ``replace``, and so does an unknown field name (it would grow the dict), for
    ``replace`` to report it.

    >>> evolve(PartyState(), {"seat": 2}) == replace(PartyState(), seat=2)
    True
    >>> evolve(PartyState(), {"sead": 2})
    Traceback (most recent call last):
    ...
    TypeError: PartyState.__init__() got an unexpected keyword argument 'sead'
    """
    cls = obj.__class__
    n = EVOLVABLE.get(cls)
    if n is not None:
        new = object.__new__(cls)
        d = new.__dict__
        d.update(obj.__dict__)
        d.update(changes)
        if len(d) == n:
            return new
    return replace(obj, **changes)  # type: ignore[type-var]


def bump(t: tuple[int, ...], i: int) -> tuple[int, ...]:
    """``t`` with one more at index ``i``."""
    return t[:i] + (t[i] + 1,) + t[i + 1:]

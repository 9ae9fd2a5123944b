"""What the rules say about the hand being entered on the score dialog for real cards: who chooses, the
contract the schedule fixes or the ones that may be chosen (and why the others may not), whether the trump
right may be sold. Asked of the engine on a copy of the party, dealt; no Qt here.
"""

from __future__ import annotations

from dataclasses import dataclass

from kingdesk.engine.contracts import KOZ, RECOVERY, SPANISH_LANCES, TURKISH_CEZA
from kingdesk.engine.counted import CountedGame
from kingdesk.engine.decisions import CONTRACT, COUNT, TableDeal

KING_OF_HEARTS_CONTRACTS = ("rifki", "rey-de-corazones")
"""The contracts counted by who took the King of Hearts (one player, not four counts)."""

@dataclass
class HandContext:
    """What the rules say about the hand being entered, asked of the engine (a copy, dealt)."""

    index: int
    chooser: int
    """Turkish: the declarer; Spanish: the mano (or whoever holds the trump right)."""
    fixed: str | None
    """The contract the Spanish schedule fixes, else ``None`` (it is chosen)."""
    contracts: tuple[str, ...]
    """The contracts the chooser may be asked for (the rules' list); ``refused`` says which ones he may not."""
    refused: dict[str, str]
    sale: bool
    """A recuperación whose trump right may be sold."""


def hand_context(game: CountedGame, index: int, start: TableDeal | None) -> HandContext:
    """The rules of hand ``index`` of ``game`` (whose earlier hands are all written down)."""
    g = game.copy(stack=False)
    g.apply(start if start is not None else TableDeal())
    d = g.decision
    cur = g.current
    assert cur is not None
    if g.family == "tr":
        contracts: tuple[str, ...] = TURKISH_CEZA + (KOZ, "el-iptal")
    elif d.kind == CONTRACT:
        contracts = SPANISH_LANCES
    else:
        contracts = ()
    refused = {c: why for c in contracts if (why := g.why_not(c)) is not None} if d.kind == CONTRACT else {}
    fixed = cur.contract if d.kind != CONTRACT else None
    return HandContext(index, cur.chooser, fixed, contracts, refused,
                       fixed == RECOVERY and g.rules.es_sale_enabled and d.kind != COUNT)


__all__ = ["HandContext", "hand_context", "KING_OF_HEARTS_CONTRACTS"]

"""A :class:`Game` to its ``kingdesk/1`` document, from the game's move stack (canonical output)."""

from __future__ import annotations

from typing import Any

from ..engine.cards import card_code, iter_cards, sorted_cards
from ..engine.contracts import RECOVERY
from ..engine.contracts import LAST_TWO, contract
from ..engine.counted import CountedGame
from ..engine.decisions import (
    ACCEPT, BID, CARD, CONTRACT, COUNT, DEAL, EL_IPTAL, KING, MISDEAL, SALE, TRUMP, Count, Move,
)
from ..engine.game import Game
from ..engine.state import DealInfo
from .reader import FORMAT


def game_to_record(game: Game, players: list[str] | None = None) -> dict[str, Any]:
    """Write a game (finished or not) as a ``kingdesk/1`` document, from its move stack.

    Each deal's decisions come from :attr:`Game.moves`; the hands, dealer and
    declarer (drawn by the engine when the deal move was a shuffle) from the
    deal's :class:`~kingdesk.engine.game.DealInfo`. Output is canonical: card
    codes sorted, keys in the format's order, a pass after a 13-trick offer never
    written (the engine does not ask for one).
    """
    doc: dict[str, Any] = {"format": FORMAT, "ruleset": game.rules.ruleset, "options": game.rules.options_dict()}
    counted = isinstance(game, CountedGame)
    if isinstance(game, CountedGame):
        doc["kind"] = "counted"
        if game.scorer is not None:
            doc["scorer"] = game.scorer
    if players is not None:
        doc["players"] = list(players)
    if game.seed is not None:
        doc["seed"] = game.seed
    groups: list[list[Move]] = []
    for m in game.moves:
        if m.kind == DEAL:
            groups.append([])
        elif groups:
            groups[-1].append(m)
    if len(groups) != len(game.deals):
        raise ValueError("the game's moves do not account for its deals")
    last_kind = game.decision.kind
    doc["deals"] = [_deal_record(game, info, moves, last_kind if i == len(groups) - 1 else None, counted)
                    for i, (info, moves) in enumerate(zip(game.deals, groups))]
    return doc


def _deal_record(game: Game, info: DealInfo, moves: list[Move], pending: str | None,
                 counted: bool = False) -> dict[str, Any]:
    """One deal of the record from its moves; ``pending`` is the game's next decision if this is the last deal.

    A counted deal (a party played with real cards) has no ``hands`` or ``plays``: its ``counts`` (or, for the
    last two tricks' contracts, ``last_two``) stand for them, with ``in_a_row`` where the order of the tricks
    matters (the King rule ``11_or_10_consecutive``).
    """
    chosen: dict[str, Any] = {}
    bids: list[list[Any]] = []
    plays: list[str] = []
    cancel: tuple[str, int | None] | None = None
    passed = 0
    for kind, seat, choice in moves:
        if kind == CARD:
            plays.append(card_code(choice))
        elif kind == BID:
            bids.append([seat, choice])
        elif kind == CONTRACT and choice == "el-iptal":
            cancel = ("el-iptal", None)  # asked instead of a contract: no contract, trump or caller written
        elif kind in (EL_IPTAL, MISDEAL):
            if choice == kind:
                cancel = ("el-iptal" if kind == EL_IPTAL else "rifki-misdeal", seat)
            else:
                passed += 1
        else:
            chosen[kind] = choice
    d: dict[str, Any] = {"dealer": info.dealer}
    if not counted:
        d["hands"] = [[card_code(c) for c in sorted_cards(iter_cards(h))] for h in info.hands]
    d["declarer"] = info.declarer
    iptal_contract = cancel is not None and cancel[1] is None
    if info.contract is not None and not iptal_contract:
        d["contract"] = info.contract  # a Spanish schedule fixes it without a move
    if TRUMP in chosen:
        d["trump"] = chosen[TRUMP]
    if chosen.get(SALE) == "sell":
        sale: dict[str, Any] = {"bids": bids}
        if ACCEPT in chosen:
            sale["accepted"] = chosen[ACCEPT] == "accept"
        elif pending not in (BID, ACCEPT):
            sale["accepted"] = False  # nobody offered a number: the auction ended without a sale
        d["sale"] = sale
    elif info.contract == RECOVERY and (TRUMP in chosen or pending == TRUMP):
        d["sale"] = None  # the trump right was used, not sold
    if cancel is not None:
        d["cancel"] = cancel[0]
        if not iptal_contract:
            d["cancel_by"] = cancel[1]
    if cancel is None and not plays and COUNT not in chosen and passed:
        d["calls_passed"] = passed  # a deal stopped before its first card: who has let the call go by
    if KING in chosen:
        d["king"] = chosen[KING] == "declare"
    count = chosen.get(COUNT)
    if counted:
        if isinstance(count, Count):
            if contract(info.contract).unit == LAST_TWO and count.last_two is not None:  # type: ignore[arg-type]
                d["last_two"] = list(count.last_two)
            else:
                d["counts"] = list(count.units)
            if count.in_a_row is not None:
                d["in_a_row"] = count.in_a_row
    elif cancel is None:
        d["plays"] = plays
    return d

"""The JSON answers of ``kingdesk-record check`` and ``legal`` (docs/record-format.md)."""

from __future__ import annotations

from typing import Any

from ..engine.cards import card_code
from ..engine.counted import CountedGame
from ..engine.decisions import CARD
from ..engine.game import Game


def check_report(game: Game) -> dict[str, Any]:
    counted = isinstance(game, CountedGame)
    deals = []
    for info in game.deals:
        live = game.play if (info is game.current and not info.finished) else None
        entry: dict[str, Any] = {
            "contract": None if info.cancel == "el-iptal" else info.contract,
            "declarer": info.declarer,
            "void": info.void,
        }
        if info.cancel is not None:
            entry["cancel"] = info.cancel
            entry.update(tricks_played=0, tricks=[0, 0, 0, 0], points=None)
        elif counted:  # no cards: the counts as said; the tricks only where the hand counts tricks
            entry.update(tricks_played=None, tricks=list(info.tricks) if info.tricks is not None else None,
                         points=list(info.points) if info.points is not None else None,
                         counts=list(info.count.units) if info.count is not None else None)
            if info.count is not None and info.count.last_two is not None:
                entry["last_two"] = list(info.count.last_two)
            if info.count is not None and info.count.in_a_row is not None:
                entry["in_a_row"] = info.count.in_a_row
        elif live is not None:
            entry.update(tricks_played=live.tricks_played, tricks=list(live.tricks_won), points=None)
        else:
            entry.update(tricks_played=info.tricks_played, tricks=list(info.tricks or (0, 0, 0, 0)),
                         points=list(info.points) if info.points is not None else None)
        if info.trump is not None and info.cancel != "el-iptal":
            entry["trump"] = info.trump
        if info.sold:
            entry["sale"] = {"buyer": info.buyer, "price": info.price}
        deals.append(entry)
    winners = game.winners
    standing = game.standing
    out = {
        "ok": True,
        "complete": game.is_over,
        "deals": deals,
        "totals": list(game.totals),
        "winners": list(winners) if winners is not None else None,
        "standing": list(standing) if standing is not None else None,
    }
    if counted:
        out["kind"] = "counted"
    return out


def legal_report(game: Game) -> dict[str, Any]:
    d = game.decision
    options: list[Any] = [card_code(c) for c in d.options] if d.kind == CARD else list(d.options)
    return {"ok": True, "seat": d.seat, "decision": d.kind, "options": options}

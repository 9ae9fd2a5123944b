"""Where a seat's message names a card that seat has not seen: the leak check of every view, event and network
message a seat is told (tests/engine/test_wire.py, tests/net)."""

from __future__ import annotations

from typing import Any

from kingdesk.engine.game import Game

CARD_LISTS = {"plays", "trick", "cards", "card", "options"}
"""Fields whose numbers are cards (a decision's options are cards when it is a card decision)."""
CARD_MASKS = {"hand", "captured"}
"""Fields holding one set of cards as a bit mask."""


def leaks(plain: Any, seat: int, seen: int, key: str = "") -> list[str]:
    """Where ``plain`` names a card outside ``seen`` (the cards ``seat`` holds or held, and those played)."""
    found: list[str] = []
    if isinstance(plain, dict):
        for k, v in plain.items():
            if k == "hands" and isinstance(v, list) and len(v) == 4:
                found += [f"hands[{s}]" for s, h in enumerate(v) if s != seat and h]
                found += ["own hand"] if v[seat] & ~seen else []
            elif k == "units" or (k == "trick" and "type" in plain):
                continue  # counts; an event's trick is its number, not its cards
            else:
                found += leaks(v, seat, seen, k)
    elif isinstance(plain, list):
        if key == "options" and plain and not all(isinstance(x, int) and not isinstance(x, bool) for x in plain):
            return found  # a contract, trump or bid decision
        for x in plain:
            found += leaks(x, seat, seen, key)
    elif isinstance(plain, int) and not isinstance(plain, bool):
        if key in CARD_LISTS and not (seen >> plain) & 1:
            found.append(f"{key}={plain}")
        if key in CARD_MASKS and plain & ~seen:
            found.append(f"{key} mask")
    return found


def seen_by(game: Game, seat: int) -> int:
    """The cards ``seat`` has seen by now: every card played, and the hands it was dealt."""
    seen = 0
    for deal in game.state.deals:
        seen |= deal.hands[seat]  # his own hands: he held them (the current deal's too)
        for c in deal.plays:
            seen |= 1 << c
    if game.play is not None:
        for c in game.play.plays:
            seen |= 1 << c
    return seen


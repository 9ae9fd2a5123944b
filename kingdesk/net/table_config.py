"""What the host chose for a served table (:mod:`.server`): its rules, name, code, who may sit where, the computer
players' levels and names, and the table's pace."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from kingdesk.levels import LEVELS
from kingdesk.session.table import MOVE_TIMER_S, THINK_MS


MAX_MOVE_TIMER_S = 3600.0
"""The longest move timer a host may set (an hour: longer is no timer)."""


@dataclass(frozen=True)
class TableConfig:
    """What the host chose for the table."""

    ruleset: str = "turkish-12"
    options: dict[str, Any] | None = None
    seed: int | None = None
    name: str = "KingDesk"
    code: str | None = None
    """The table code a person must give to sit down (``None``: none asked)."""
    people: int | None = 4
    """The party starts once this many people have sat down; ``None``: when the host says
    (:meth:`TableServer.begin`)."""
    level: str = "medium"
    """The computer players' level: in the seats left free, and for a person whose connection dropped."""
    levels: tuple[str, ...] | None = None
    """Each seat's computer player's level, instead of :attr:`level` (four levels)."""
    computers: frozenset[int] = frozenset()
    """The seats the host gave to computer players: nobody sits in them."""
    names: tuple[str, ...] | None = None
    """The computer players' names by seat (four; ``None``: the level and the seat's number)."""
    think_ms: int = THINK_MS
    """A computer player's shortest thinking time (the table's pace, :class:`~kingdesk.session.table.Table`)."""
    move_timer_s: float = MOVE_TIMER_S
    """Seconds each person has for a decision before a computer player makes it for them; ``0``: no timer
    (:class:`~kingdesk.session.table.Table`)."""

    def __post_init__(self) -> None:
        if self.people is not None and not 1 <= self.people <= 4 - len(self.computers):
            raise ValueError(f"a table seats one to {4 - len(self.computers)} people, not {self.people}")
        for level in (self.level, *(self.levels or ())):
            if level not in LEVELS:
                raise ValueError(f"unknown level '{level}' (known: {', '.join(LEVELS)})")
        if self.levels is not None and len(self.levels) != 4 or self.names is not None and len(self.names) != 4:
            raise ValueError("a level and a name for each of the four seats")
        if not 0 <= self.move_timer_s <= MAX_MOVE_TIMER_S:
            raise ValueError(f"a move timer of 0 (none) to {MAX_MOVE_TIMER_S:.0f} seconds, not {self.move_timer_s}")
        if not self.computers <= {0, 1, 2, 3} or len(self.computers) == 4:
            raise ValueError(f"computer players in seats {sorted(self.computers)}: at most three of seats 0-3")

    def level_of(self, seat: int) -> str:
        return self.levels[seat] if self.levels is not None else self.level

    def computer_name(self, seat: int) -> str:
        """The name of the computer player in ``seat``: as named, else :func:`default_computer_name` (a window at
        the table shows that one in its own language)."""
        return self.names[seat] if self.names is not None else default_computer_name(seat)


def default_computer_name(seat: int) -> str:
    """A computer player nobody named ("Player 3"), as a window names its players (not "medium 3")."""
    return f"Player {seat + 1}"


__all__ = ["TableConfig", "MAX_MOVE_TIMER_S", "default_computer_name"]

"""One party: the game, who plays each seat, and the decisions that can be taken back and made again.

Undo goes back through the game's own stack (:meth:`Game.pop`), across deals and
through every kind of decision, also in a game rebuilt from a record (the record
replay applies every decision, so its stack is whole). The choices undone are kept
in :attr:`Party.redo_stack`; redo applies them again, so the computer players'
moves come back exactly as they were (replayed, not thought again). Any other
decision empties it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from kingdesk.engine import events as ev
from kingdesk.engine.game import DEAL, Game


@dataclass(frozen=True)
class Move:
    """A decision of the party: who made it, of which kind, and the choice."""

    seat: int | None
    kind: str
    choice: Any


@dataclass
class Party:
    game: Game
    names: tuple[str, ...] = ()
    levels: tuple[str | None, ...] = (None, "medium", "medium", "medium")
    """One per seat; ``None`` is the human player."""
    autosave: bool = True
    """``False`` for a replayed deal: nothing of it is kept."""
    redo_stack: list[Move] = field(default_factory=list)
    """Undone moves, the next one to redo last."""
    moves: list[Move] = field(default_factory=list)
    """The moves made since this party object was built (the redo stack is filled from them)."""

    @property
    def human(self) -> int | None:
        return next((s for s, lv in enumerate(self.levels) if lv is None), None)

    @property
    def finished(self) -> bool:
        return self.game.is_over

    @property
    def can_undo(self) -> bool:
        return self.human is not None and not self.finished and self._undo_depth() is not None

    @property
    def can_redo(self) -> bool:
        return bool(self.redo_stack) and not self.finished

    def apply(self, choice: Any) -> list[ev.Event]:
        """Make a decision (validated by the engine); a new choice forgets what could be redone."""
        d = self.game.decision
        events = self.game.apply(choice)
        move = Move(d.seat, d.kind, choice)
        self.moves.append(move)
        if self.redo_stack and self.redo_stack[-1] == move:
            self.redo_stack.pop()
        else:
            self.redo_stack.clear()
        return events

    def __post_init__(self) -> None:
        # Moves made before this object was built (a game rebuilt from a record): who made them and of
        # which kind, read back by popping a copy once; their choices are not needed to undo them.
        self._older: list[Move] = []
        if self.game.history_length:
            g = self.game.copy()
            while g.history_length:
                g.pop()
                d = g.decision
                self._older.append(Move(d.seat, d.kind, _UNKNOWN))
            self._older.reverse()

    def _undo_depth(self) -> int | None:
        """How many moves back the human's last decision is (``None``: none to undo)."""
        if self.human is None:
            return None
        n = 0
        for m in reversed(self._older + self.moves):
            n += 1
            if m.seat == self.human and m.kind != DEAL:
                return n
        return None

    def undo(self) -> bool:
        """Back to before the human's previous decision; ``False`` if there is none."""
        depth = self._undo_depth()
        if depth is None:
            return False
        for _ in range(depth):
            self.game.pop()
            move = self.moves.pop() if self.moves else self._older.pop()
            self.redo_stack.append(move)
        if any(m.choice is _UNKNOWN for m in self.redo_stack):
            self.redo_stack.clear()  # moves of the record's past: undone, not redone
        return True

    def redo(self) -> list[ev.Event]:
        """The human's next undone decision again, and the computer players' moves after it, as they were."""
        events: list[ev.Event] = []
        human_done = False
        while self.redo_stack:
            nxt = self.redo_stack[-1]
            if nxt.seat == self.human and nxt.kind != DEAL:
                if human_done:
                    break
                human_done = True
            events += self.apply(nxt.choice)
        return events


class _Unknown:
    def __repr__(self) -> str:
        return "<unknown>"


_UNKNOWN: Any = _Unknown()


def progress_line(game: Game) -> tuple[int, int]:
    """(deal number as players count, deals in the party): the deal being played, or the last one."""
    counted = sum(1 for d in game.deals if d.counts)
    cur = game.current
    n = counted + 1 if cur is not None and not cur.finished else max(counted, 1)
    return min(n, game.hands_total), game.hands_total


__all__ = ["Party", "Move", "progress_line"]

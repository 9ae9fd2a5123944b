"""One party: the game, who plays each seat, and the decisions that can be taken back and made again.

Undo goes back through the game's own moves (:attr:`Game.moves`, :meth:`Game.pop_to`)
to the human's previous decision, across deals and through every kind of decision,
also in a game rebuilt from a record (the record replay applies every decision).
The moves undone are kept in :attr:`Party.redo_stack`; redo applies them again, so
the computer players' moves come back exactly as they were (replayed, not thought
again). Any other decision empties it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from kingdesk.engine import events as ev
from kingdesk.engine.game import DEAL, Game, Move
from kingdesk.engine.shown import ShownParty

from .seats import ONE_PERSON, Seats


@dataclass
class Party:
    game: Game
    names: tuple[str, ...] = ()
    seats: Seats = ONE_PERSON
    autosave: bool = True
    """``False`` for a replayed deal: nothing of it is kept."""
    given: int = 0
    """The first moves, made for the players (:attr:`~.setup.PartySetup.given`): no one's to review."""
    redo_stack: list[Move] = field(default_factory=list)
    """Undone moves, the next one to redo last."""

    @property
    def human(self) -> int | None:
        """The person this table plays for (the history's human seat; :attr:`Seats.player`)."""
        return self.seats.player

    @property
    def visible(self) -> frozenset[int]:
        """The seats whose hands the window shows: its person's, or all four when nobody plays here."""
        h = self.human
        return frozenset((h,)) if h is not None else frozenset(range(4))

    @property
    def finished(self) -> bool:
        return self.game.is_over

    @property
    def can_undo(self) -> bool:
        h = self.human
        return self.seats.undo_allowed and h is not None and not self.finished \
            and self.game.last_decision(h) is not None

    @property
    def can_redo(self) -> bool:
        return self.seats.undo_allowed and bool(self.redo_stack) and not self.finished

    def apply(self, choice: Any) -> list[ev.Event]:
        """Make a decision (validated by the engine); a new choice forgets what could be redone."""
        events = self.game.apply(choice)
        if self.redo_stack:
            if self.redo_stack[-1] == self.game.moves[-1]:
                self.redo_stack.pop()
            else:
                self.redo_stack.clear()
        return events

    def undo(self) -> bool:
        """Back to before the person's previous decision; ``False`` if there is none (or undo is off)."""
        h = self.human
        i = self.game.last_decision(h) if h is not None and self.seats.undo_allowed else None
        if i is None:
            return False
        self.redo_stack.extend(reversed(self.game.pop_to(i)))
        return True

    def redo(self) -> list[ev.Event]:
        """The person's next undone decision again, and the computer players' moves after it, as they were."""
        events: list[ev.Event] = []
        if not self.seats.undo_allowed:
            return events
        human_done = False
        while self.redo_stack:
            nxt = self.redo_stack[-1]
            if nxt.seat == self.human and nxt.kind != DEAL:
                if human_done:
                    break
                human_done = True
            events += self.apply(nxt.choice)
        return events


def progress_line(game: Game | ShownParty) -> tuple[int, int]:
    """(deal number as players count, deals in the party): the deal being played, or the last one."""
    counted = sum(1 for d in game.deals if d.counts)
    cur = game.current
    n = counted + 1 if cur is not None and not cur.finished else max(counted, 1)
    return min(n, game.hands_total), game.hands_total


__all__ = ["Party", "progress_line"]

"""The one set-up record of a party: its rules, who sits where, their names, the cards' seed, and where it plays on
from (:class:`PartySetup`). New Game fills it, the lifecycle resumes and opens parties with it, a hosted table names
its seats in it, and the table starts the party from it (:class:`~.messages.Start`)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .seats import ONE_PERSON, Seats

if TYPE_CHECKING:  # annotations only: the window builds set-ups before it needs the engine
    from kingdesk.engine.game import Game


@dataclass(frozen=True)
class PartySetup:
    ruleset: str = "turkish-12"
    options: dict[str, Any] | None = None
    """The rule settings that differ from the rule set's (``docs/rules.md`` §5)."""
    seed: int | None = None
    """The shuffle's seed (``None``: a random one)."""
    names: tuple[str, ...] = ()
    """The players' names by seat (empty: the default names of the window's language)."""
    seats: Seats = ONE_PERSON
    """Who sits where: a person here (the window shows that seat's hand), a computer player, a person elsewhere."""
    start: Game | None = None
    """A game to play on from where it stands (a resumed party, an opened record); the table copies it."""
    given: int = 0
    """How many of ``start``'s moves were made for the players, not by them (a lesson's set-up: the contract it
    names): a review leaves them out."""
    autosave: bool = True
    """``False``: the party is not kept (a test's)."""
    from_shelf: Path | None = None
    """The file of a party kept for later that this one resumes: removed once the autosave holds it."""

    @property
    def human(self) -> int | None:
        """The seat of the person here (``None``: nobody plays here, a demonstration)."""
        return self.seats.player


__all__ = ["PartySetup"]

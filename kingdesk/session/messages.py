"""Everything that crosses between a table and the party's owner, as typed records.

A table (the window, later a player at another computer) sends *intents* (:class:`Start`,
:class:`Apply`, :class:`Shown`, :class:`Undo`, ...); the owner answers with *events* (:class:`Stepped`,
:class:`Refused`, :class:`Thought`, ...).

The owner numbers what the table echoes:

* the *generation*: raised by the owner for every :class:`Start`, :class:`Undo` and :class:`Redo` it takes
  (one each, in the order they were sent, so a table that sent them knows the number to expect); events of an
  older generation are dropped by the table (in :class:`kingdesk.ui.engine_service.EngineService`, the one place);
* the *step*: the engine's own move count (:attr:`Stepped.step`); a move names the step it answers and
  the seat that makes it, and a move for another step, or from a seat not on move, is refused
  (:class:`Refused`) and changes nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # annotations only: the window imports these records before it needs the engine
    from kingdesk.ai.explain import Explanation
    from kingdesk.ai.review import Position
    from kingdesk.engine.game import Game
    from kingdesk.engine.shown import ShownParty

from .seats import Computer, Seat
from .setup import PartySetup

# ---------------------------------------------------------------------- intents (GUI -> engine thread)


@dataclass(frozen=True)
class Start:
    """A new party (or one that plays on): the owner raises the generation."""

    setup: PartySetup


@dataclass(frozen=True)
class Apply:
    """A person's move: ``seat`` answers the decision of ``step`` (as :class:`Stepped` numbered them)."""

    gen: int
    step: int
    seat: int
    choice: Any


@dataclass(frozen=True)
class Shown:
    """The table has shown ``step`` (its animations done, the end-of-deal summary closed): the owner may go on.
    A computer player's move comes ``think_ms`` after this at the soonest (the table's pace)."""

    gen: int
    step: int
    think_ms: int = 0


@dataclass(frozen=True)
class Undo:
    """Back to the person's previous decision; the owner raises the generation."""

    after: int
    """The generation the table had: an undo for an older party is ignored."""


@dataclass(frozen=True)
class Redo:
    after: int


@dataclass(frozen=True)
class Think:
    """Ask the hint player for the decision of ``seat`` (a person's); the computer seats are the owner's to ask."""

    gen: int
    step: int
    seat: int
    level: str
    seed: int
    hint: bool = False


@dataclass(frozen=True)
class PutAside:
    """Keep the party in progress for later (or the unfinished autosave found at start).

    ``PutAside`` and ``Abandon`` carry no generation: they act on whatever
    party the owner holds when they arrive, and intents arrive in the order sent
    (one queued connection), so a ``PutAside`` sent before a ``Start`` always acts on
    the party that ``Start`` replaces."""


@dataclass(frozen=True)
class Abandon:
    """The player chose to throw the unfinished party away."""


@dataclass(frozen=True)
class SaveRecord:
    """Write the party on the table as a ``kingdesk/1`` record (File › Save); answered by :class:`Saved`."""

    path: Path


@dataclass(frozen=True)
class StoreFinished:
    """A finished party found in the autosave at start (the program quit between its last card and the
    history): into the history, then its autosave goes. Answered by :class:`Finished`."""

    game: Game
    names: tuple[str, ...]
    human: int | None
    from_autosave: bool = True
    """The party is the autosave's, which goes once it is stored; ``False`` for one played at another's table
    (:mod:`kingdesk.net`), which leaves this player's own autosave alone."""
    setting: str | None = None
    """Where it was played (:data:`kingdesk.storage.people.SETTINGS`; ``None``: alone, or counted for a counted
    record)."""
    levels: tuple[str | None, ...] | None = None
    """Each seat's computer player's level, ``None`` for a person's (a party played at another's table, whose
    computer players the table named): they count as those computer players in the history."""


@dataclass(frozen=True)
class Reseat:
    """Someone else plays ``seat`` from the decision due now on: a computer player for a person at another
    computer whose connection dropped, that person again once back (:mod:`kingdesk.net`). A computer's answer
    still being thought for the seat is dropped."""

    seat: int
    who: Seat


@dataclass(frozen=True)
class PlayFor:
    """``computer`` plays the one decision of ``step`` for the person in ``seat``, who keeps the seat (their move
    timer ran out, :class:`~.table.Table`). Nothing happens if that decision is no longer due, or is not a
    person's; a move of the person that comes before the computer's is taken instead."""

    gen: int
    step: int
    seat: int
    computer: Computer


@dataclass(frozen=True)
class ReviewDeal:
    """Ask for ``seat``'s decisions in deal ``deal`` (from 0), each with the seat's view then, to review them: the
    table of one person gives them (:class:`ToReview`), as it gives the hint; no other seat's cards go with them."""

    gen: int
    deal: int
    seat: int


Intent = (Start | Apply | Shown | Undo | Redo | Think | PutAside | Abandon | SaveRecord | StoreFinished | Reseat
          | PlayFor | ReviewDeal)

# ---------------------------------------------------------------------- events (engine thread -> GUI)


@dataclass(frozen=True)
class Stepped:
    gen: int
    step: int
    """The engine's move count after this step: a move for the decision now due names it."""
    events: list[Any]
    """The engine's events of this step as the table may see them (the hidden hands of a deal left out)."""
    shown: ShownParty
    """The party after this step as the table may see it: public facts and the shown seats' hands."""
    resync: bool
    """Place everything anew (a start, an undo, a redo) instead of animating ``events``."""
    can_undo: bool = False
    can_redo: bool = False
    """What the table lets this seat do now: take back its last decision, or do it again."""
    can_hint: bool = False
    """The table gives this seat the hint: it plays alone against computer players (at a table shared with other
    people nobody has one)."""
    can_keep: bool = False
    """The party is this computer's to save and keep for later (one played at another's table is its host's)."""


@dataclass(frozen=True)
class Thought:
    gen: int
    step: int
    seat: int
    choice: Any
    """``None`` when the player failed (logged)."""
    hint: bool = False
    why: Explanation | None = None
    """The hint's: what the hard player measured and why, as sentences (:mod:`kingdesk.ai.explain`)."""


@dataclass(frozen=True)
class Refused:
    """A move the owner did not apply; nothing changed. ``code``: ``stale`` (another generation or step),
    ``not-on-move`` (the seat is not the one to decide, or is not a person's), or the engine's refusal
    (:class:`~kingdesk.engine.errors.IllegalMoveError`, in ``error``)."""

    gen: int
    step: int
    seat: int
    code: str
    error: BaseException | None = None


@dataclass(frozen=True)
class Failed:
    """The engine refused or failed: the GUI words ``error`` in the player's language (never its English text)."""

    gen: int
    error: BaseException


@dataclass(frozen=True)
class AutosaveFailed:
    path: Path
    error: OSError


@dataclass(frozen=True)
class Aside:
    """The party was kept for later in ``path`` (``None``: there was nothing to keep, or ``error``)."""

    path: Path | None
    error: OSError | None = None


@dataclass(frozen=True)
class Finished:
    """The party is over and the owner stored it in the history (``party_id``; ``None``: it could not be
    written, ``notices`` say why) and let its autosave go. Delivered whatever the generation: the party is
    stored even when the player has already started the next one."""

    gen: int
    party_id: int | None
    notices: list[Any]
    """:class:`kingdesk.storage.history.Notice` records not shown yet."""


@dataclass(frozen=True)
class Reviewed:
    """A deal is over: the four hands it was dealt, for every person at the table to look back on (after the
    step that ended it)."""

    gen: int
    deal: int
    hands: tuple[int, int, int, int]


@dataclass(frozen=True)
class Saved:
    """The record asked by :class:`SaveRecord` is written (``error``: it is not; ``None`` path: no party)."""

    path: Path | None
    error: OSError | None = None


@dataclass(frozen=True)
class MoveTimer:
    """The decision of ``step``, due from the person in ``seat``, is made by a computer player ``seconds`` from
    now unless they decide first (a shared table's move timer, :class:`~.table.Table`)."""

    gen: int
    step: int
    seat: int
    seconds: float


@dataclass(frozen=True)
class ToReview:
    """The answer to :class:`ReviewDeal`: the positions of :func:`kingdesk.ai.review.positions`, and the party's
    record up to the end of that deal (``None`` while the deal is being played), where a reviewed decision is seen
    on the table."""

    gen: int
    deal: int
    seat: int
    positions: list[Position]
    record: dict[str, Any] | None = None


Event = (Stepped | Refused | Thought | Failed | AutosaveFailed | Aside | Finished | Reviewed | Saved | MoveTimer
         | ToReview)

__all__ = ["PartySetup", "Start", "Apply", "Shown", "Undo", "Redo", "Think", "PutAside", "Abandon", "SaveRecord",
           "StoreFinished", "Reseat", "PlayFor", "Intent", "Stepped", "Refused", "Thought", "Failed",
           "AutosaveFailed", "Aside", "Finished", "Reviewed", "Saved", "MoveTimer", "Event", "ReviewDeal", "ToReview"]

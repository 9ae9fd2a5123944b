"""Everything that crosses between the GUI thread and the engine thread, as typed records.

The GUI sends *intents* (:class:`Start`, :class:`Apply`, :class:`Undo`, ...); the
engine thread answers with *events* (:class:`Stepped`, :class:`Thought`, ...).
Every intent and event that belongs to one party carries its *generation*: the
GUI raises it when it abandons what is on the table (a new party, an undo, a
redo), so the engine thread ignores intents of an older generation and the GUI
drops events of an older one (in :class:`kingdesk.ui.workers.EngineService`, the
one place where stale answers are dropped).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # annotations only: the window imports these records before it needs the engine
    from kingdesk.engine.game import Game
    from kingdesk.engine.shown import ShownParty

# ---------------------------------------------------------------------- intents (GUI -> engine thread)


@dataclass(frozen=True)
class PartySetup:
    ruleset: str = "turkish-12"
    options: dict[str, Any] | None = None
    seed: int | None = None
    names: tuple[str, ...] = ()
    levels: tuple[str | None, ...] = (None, "medium", "medium", "medium")
    start: Game | None = None
    """A game to play on from where it stands (a resumed party, an opened record); the engine thread copies it."""
    autosave: bool = True
    """``False`` for a replayed deal."""
    from_shelf: Path | None = None
    """The file of a party kept for later that this one resumes: removed once the autosave holds it."""


@dataclass(frozen=True)
class Start:
    gen: int
    setup: PartySetup


@dataclass(frozen=True)
class Apply:
    gen: int
    choice: Any


@dataclass(frozen=True)
class Undo:
    gen: int
    """The new generation."""
    after: int
    """The generation the GUI had: an undo for an older party is ignored."""


@dataclass(frozen=True)
class Redo:
    gen: int
    after: int


@dataclass(frozen=True)
class Think:
    """Ask a computer player (or, ``hint``, the hint player) for the decision of ``seat``."""

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


Intent = Start | Apply | Undo | Redo | Think | PutAside | Abandon | SaveRecord | StoreFinished

# ---------------------------------------------------------------------- events (engine thread -> GUI)


@dataclass(frozen=True)
class Stepped:
    gen: int
    events: list[Any]
    """The engine's events of this step as the table may see them (the hidden hands of a deal left out)."""
    shown: ShownParty
    """The party after this step as the table may see it: public facts and the shown seats' hands."""
    resync: bool
    """Place everything anew (a start, an undo, a redo) instead of animating ``events``."""
    can_undo: bool = False
    can_redo: bool = False


@dataclass(frozen=True)
class Thought:
    gen: int
    step: int
    seat: int
    choice: Any
    """``None`` when the player failed (logged)."""
    hint: bool = False


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
class Saved:
    """The record asked by :class:`SaveRecord` is written (``error``: it is not; ``None`` path: no party)."""

    path: Path | None
    error: OSError | None = None


Event = Stepped | Thought | Failed | AutosaveFailed | Aside | Finished | Saved

__all__ = ["PartySetup", "Start", "Apply", "Undo", "Redo", "Think", "PutAside", "Abandon", "SaveRecord", "Intent",
           "Stepped", "Thought", "Failed", "AutosaveFailed", "Aside", "Finished", "Saved", "Event"]

"""What the lifecycle (:class:`.lifecycle.Lifecycle`) is given where the window is built (``kingdesk.app``): the
window it serves, as far as it asks anything of it (:class:`Table`), and where the player's games are kept
(:class:`Storage`: the autosave, the shelf of kept parties, the history, the seats at tables elsewhere).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from PySide6.QtCore import QSettings, SignalInstance
from PySide6.QtWidgets import QStatusBar

from kingdesk.engine.game import Game
from kingdesk.session.shelf import Shelf
from kingdesk.storage.autosave import Autosave
from kingdesk.storage.history import History
from kingdesk.storage.book import Book
from kingdesk.storage.seat_tokens import SeatTokens

from kingdesk.session.setup import PartySetup

from .controller import Controller


class Table(Protocol):
    """What the lifecycle asks of the window it serves, and nothing else of it (the main window is one)."""

    controller: Controller
    demo: bool
    """A demonstration: nothing of the player's is kept, nothing is asked."""
    settings: QSettings
    """Where the folders last used for records are remembered."""
    replay_ended: SignalInstance

    def new_game_dialog(self, then_start: Callable[[PartySetup], Any] | None = None,
                        on_cancel: Callable[[], Any] | None = None) -> Any: ...

    def start(self, config: PartySetup) -> None: ...
    def table_again(self, players: list[str] | None) -> Any:
        """The table the party of ``players`` was hosted at (a ``HostChoice``), or ``None``."""
        ...
    def host_again(self, choice: Any) -> None: ...
    def offer_table_return(self, otherwise: Callable[[], Any]) -> bool:
        """At start, a seat kept at a table elsewhere offered first (``otherwise`` next if declined); ``False``
        if there is none."""
        ...

    def show_replay(self, start: Game, choices: list[Any], names: tuple[str, ...],
                    human: int | None = None) -> Any: ...

    def statusBar(self) -> QStatusBar: ...


@dataclass
class Storage:
    """Where a player's games are kept (one data folder)."""

    autosave: Autosave
    shelf: Shelf
    history: History
    seat_tokens: SeatTokens = field(default_factory=SeatTokens)
    """This player's seats at tables elsewhere, to come back to after a crash (Game › Join a table…)."""
    book: Book = field(init=False)
    """The people and series kept in the history (offered in every form that asks a name)."""

    def __post_init__(self) -> None:
        self.book = Book(self.history)

    @classmethod
    def default(cls) -> Storage:
        return cls(Autosave(), Shelf(), History())


__all__ = ["Table", "Storage"]

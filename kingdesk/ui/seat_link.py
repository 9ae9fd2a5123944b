"""The window's one way to the table it is a seat of: :class:`SeatLink`.

The window is one seat's view of a table. The table is this computer's own, on the engine thread
(:class:`.engine_service.EngineService`: a party alone, or one this window hosts for people at other computers), or
one served elsewhere that this window joined (:class:`.net_bridge.RemoteTable`). Both take the same intents and
answer with the same events (:mod:`kingdesk.session.messages`), and say in every
:class:`~kingdesk.session.messages.Stepped` what the seat may do (undo, redo, the hint, keep the party): the
controller asks nothing else of them and never asks which one it has.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

    from kingdesk.session import messages as m


class SeatLink(Protocol):
    @property
    def arrived(self) -> SignalInstance:
        """The table's events for this seat, on the GUI thread, in order (late ones already dropped)."""

    @property
    def gen(self) -> int:
        """The generation of the party on the table, as its owner numbers them."""

    @property
    def step(self) -> int:
        """The step the table last told: the decision it waits for."""

    def send(self, intent: m.Intent) -> None:
        """An intent of this seat (a move, that a step is shown, a hint, the party's life); a table takes only
        those it lets this seat send."""


__all__ = ["SeatLink"]

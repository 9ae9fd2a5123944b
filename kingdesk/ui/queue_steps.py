"""The controller's queue (:class:`.controller.Controller`): one typed step each, played in order once the
animations before it are done. Imported with the party's first step, not with the table's first frame (three
dataclasses, 2 ms to make)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Show:
    """Show one engine event (a card played, a trick won, a contract named...)."""

    event: Any


@dataclass(frozen=True)
class SortHands:
    """Sort the hands once the deal's animation is over."""


@dataclass(frozen=True)
class Gather:
    """Take the cards of a cancelled deal off the table, then end the deal."""

    event: Any


Step = Show | SortHands | Gather

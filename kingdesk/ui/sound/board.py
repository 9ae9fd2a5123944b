"""Which sound each event of the party makes, and whether any is heard.

The window's step player tells the board every event as the table shows it (:attr:`StepPlayer.event_shown`);
the board picks the effect (:func:`effect_of`) and hands it to its :class:`Player`, which must return at once
(the real one queues it for its own thread: nothing here may hold up the GUI thread).

Sounds are off until the player switches them on (Settings › Table: a card game on the family computer does not
start making noise unasked), at the volume chosen there; "no sound in reduced motion" silences them while
reduced motion is on. The player is made the first time a sound is wanted, so a window that never sounds never
opens the audio device.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol

from kingdesk.engine import events as ev

EFFECTS: tuple[str, ...] = ("deal", "card", "trick", "deal-end", "party-won")
"""Every effect, one file each in :func:`sounds_dir` (``<effect>.wav``, made by tools/make_sounds.py)."""


def sounds_dir() -> Path:
    """Where the sound files are, in the package (and in the bundles, which keep the package's assets)."""
    return Path(__file__).resolve().parent.parent.parent / "assets" / "sounds"


class Player(Protocol):
    def play(self, effect: str, volume: float) -> None:
        """Make ``effect`` heard at ``volume`` (0..1); returns at once."""

    def close(self) -> None:
        """Stop and let the audio device go."""


def effect_of(event: Any, human: int | None) -> str | None:
    """The effect of an event as the table shows it; ``None`` for an event that makes no sound. A party won is
    the party-won chime for the person of this window (or for anyone at a table nobody here plays); a party
    lost ends with the end-of-deal sound."""
    if isinstance(event, ev.Dealt):
        return "deal"
    if isinstance(event, ev.CardPlayed):
        return "card"
    if isinstance(event, ev.TrickWon):
        return "trick"
    if isinstance(event, (ev.DealScored, ev.DealCancelled)):
        return "deal-end"
    if isinstance(event, ev.PartyOver):
        return "party-won" if human is None or human in event.winners else "deal-end"
    return None


class SoundBoard:
    """The window's sounds: :meth:`heard` for each event shown, :meth:`configure` from the settings."""

    def __init__(self, make_player: Callable[[], Player]):
        self._make_player = make_player
        self.player: Player | None = None
        self.enabled = False
        self.volume = 0.4
        self.quiet_in_reduced_motion = False
        self.reduced_motion = False

    def configure(self, enabled: bool, volume: int, quiet_in_reduced_motion: bool, reduced_motion: bool) -> None:
        """The settings (volume in percent)."""
        self.enabled = enabled
        self.volume = max(0, min(100, volume)) / 100
        self.quiet_in_reduced_motion = quiet_in_reduced_motion
        self.reduced_motion = reduced_motion

    @property
    def audible(self) -> bool:
        return self.enabled and self.volume > 0 and not (self.quiet_in_reduced_motion and self.reduced_motion)

    def heard(self, event: Any, human: int | None) -> str | None:
        """The table shows ``event``: its effect is played if sounds are on; the effect, or ``None``."""
        effect = effect_of(event, human)
        if effect is None or not self.audible:
            return None
        if self.player is None:
            self.player = self._make_player()
        self.player.play(effect, self.volume)
        return effect

    def close(self) -> None:
        if self.player is not None:
            self.player.close()
            self.player = None


__all__ = ["EFFECTS", "Player", "SoundBoard", "effect_of", "sounds_dir"]

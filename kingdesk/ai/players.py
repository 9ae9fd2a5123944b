"""The computer players: one class per level, all answering through the same two methods.

A player is just another seat. It gets a :class:`~kingdesk.engine.view.SeatView`
(its own hand and what is public) and returns one of ``view.decision.options``.
It never receives the :class:`~kingdesk.engine.game.Game`.

>>> from kingdesk.engine import Game
>>> g = Game("turkish-20", seed=3); _ = g.apply(None)
>>> p = make_player("easy", seed=1)
>>> d = g.decision
>>> p.decide(g.view(d.seat)) in d.options
True
"""

from __future__ import annotations

import random
import threading
from collections.abc import Callable
from typing import Any

from kingdesk.engine.view import SeatView
from kingdesk.levels import LEVELS as LEVELS  # the one list, re-exported

from .declarations import ChoiceMaker, decide_non_card
from .policy import choose_card



class Player:
    """Base class: seeded, cancellable, answers every decision kind except ``deal``."""

    level = "base"
    stream: str | None = None
    """The name in the random stream's key (default: the level); variants of a level that share it
    draw the same random numbers in the same position, for paired comparisons."""
    choice_worlds = 8
    """Sampled deals per option for contract, trump and sale decisions."""

    def __init__(self, seed: int = 0):
        self.seed = seed
        self._cancel_lock = threading.Lock()
        self._cancels = 0
        self.external_stop: Callable[[], bool] | None = None
        """Another cancel signal, polled like :meth:`cancel` (the process worker's shared flag)."""
        self.last_stats: dict[str, int] = {}
        """What the last search did (worlds sampled, candidates), for tests and benchmarks."""

    # ------------------------------------------------------------------ public API
    def decide(self, view: SeatView) -> Any:
        """The choice for ``view.decision``: always one of its options.

        A forced decision (a single option) is answered at once. If
        :meth:`cancel` is called while this runs, the search stops early and the
        best answer found so far is returned; the caller should drop it.
        """
        d = view.decision
        if d is None:
            raise ValueError("this seat has no decision to make")
        if d.kind == "deal":
            raise ValueError("computer players do not deal; the table does")
        if len(d.options) == 1:
            return d.options[0]
        start = self._cancels
        ext = self.external_stop

        def stop() -> bool:
            return self._cancels != start or (ext is not None and ext())

        rng = self.rng_for(view)
        if d.kind == "card":
            choice = self.card(view, rng, stop)
        else:
            choice = decide_non_card(ChoiceMaker(self.choice_worlds, stop), view, rng)
        if choice not in d.options:
            raise AssertionError(f"{self.level} chose {choice!r}, not one of {d.options!r}")
        return choice

    def cancel(self) -> None:
        """Abandon the search in progress, if any (cheap, callable from any thread)."""
        with self._cancel_lock:
            self._cancels += 1

    # ------------------------------------------------------------------ helpers
    def rng_for(self, view: SeatView) -> random.Random:
        """A generator that depends only on the seed and where the game is.

        The same seed in the same position always gives the same stream, whatever
        the player was asked before: bug reports replay exactly, and arena runs
        in different processes agree.
        """
        d = view.current
        key = (f"{self.stream or self.level}:{self.seed}:{len(view.past_deals)}:{d.index if d else -1}:{view.seat}:"
               f"{view.decision.kind if view.decision else ''}:{len(view.plays)}:{len(d.bids) if d else 0}")
        return random.Random(key)

    def card(self, view: SeatView, rng: random.Random, stop: Any) -> int:
        raise NotImplementedError


class RandomPlayer(Player):
    """A uniformly random legal answer to everything (the arena's floor)."""

    level = "random"

    def decide(self, view: SeatView) -> Any:
        d = view.decision
        if d is None or d.kind == "deal":
            raise ValueError("no decision this player can make")
        return self.rng_for(view).choice(d.options)


class EasyPlayer(Player):
    """Rule-based card play with a little random variety in leads and discards."""

    level = "easy"
    choice_worlds = 8
    noise = 1.0

    def card(self, view: SeatView, rng: random.Random, stop: Any) -> int:
        hands = [0, 0, 0, 0]
        hands[view.seat] = view.hand
        play = view.deal_play(hands)  # the other hands stay empty: the policy never reads them
        return choose_card(play, rng, self.noise)


def make_player(level: str, seed: int = 0) -> Player:
    """A computer player of ``level``, one of :data:`LEVELS`."""
    from .search import HardPlayer, MediumPlayer

    classes: dict[str, type[Player]] = {"random": RandomPlayer, "easy": EasyPlayer, "medium": MediumPlayer,
                                        "hard": HardPlayer}
    try:
        cls = classes[level]
    except KeyError:
        raise ValueError(f"unknown level '{level}' (known: {', '.join(LEVELS)})") from None
    return cls(seed)

"""Computer players for KingDesk: no Qt, no I/O, only seat views.

``make_player(level, seed)`` gives a :class:`Player` whose ``decide(view)``
answers any decision except ``deal`` with one of ``view.decision.options``,
and whose ``cancel()`` abandons a search in progress (thread-safe, cheap).
Levels: ``random``, ``easy`` (rules of thumb), ``medium`` (determinized
search), ``hard`` (more worlds, exact endgame, soft inference, veto). See ``docs/computer-players.md``;
the research built on these levels lives outside the game, in ``lab/``.
"""

from .players import LEVELS, Player, make_player

__all__ = ["LEVELS", "Player", "make_player"]

"""Replaying a recorded deal: the game at its start and the choices made in it (no Qt).

:func:`deal_script` rebuilds the party from its record, then takes the deal's
choices from the engine's move stack (:attr:`Game.moves`) and the game as it
stood before them by undoing the moves (:meth:`Game.pop_to`). The table can then
play the choices again one by one and show the deal exactly as it was played:
every seat's moves are replayed, not thought again.

>>> from kingdesk.engine.game import Game
>>> from kingdesk.record import game_to_record
>>> g = Game("spanish", seed=4)
>>> while len(g.deals) < 3 or not g.current.finished:
...     d = g.decision
...     _ = g.apply(None if d.kind == "deal" else d.options[0])
>>> start, choices = deal_script(game_to_record(g), 1)
>>> len(start.deals), start.decision.kind, len(choices) > 13
(1, 'deal', True)
>>> for c in choices:
...     _ = start.apply(c)
>>> start.deals[1] == g.deals[1]
True
"""

from __future__ import annotations

from typing import Any

from kingdesk.engine.game import DEAL, Game
from kingdesk.record.io import replay_document


def deal_script(doc: dict[str, Any], index: int) -> tuple[Game, list[Any]]:
    """``(game at the start of deal index, the choices of that deal in order)`` from a record document.

    Raises :class:`IndexError` for a deal the record does not have, and the
    record module's :class:`RecordError` for a record that does not replay.
    """
    whole = replay_document(doc)
    moves = whole.moves
    starts = [i for i, m in enumerate(moves) if m.kind == DEAL]
    if not 0 <= index < len(starts):
        raise IndexError(f"the game has {len(starts)} deals, not {index + 1}")
    begin = starts[index]
    end = starts[index + 1] if index + 1 < len(starts) else len(moves)
    start = whole.copy()
    start.pop_to(begin)
    return start, [m.choice for m in moves[begin:end]]

"""Replaying a recorded deal: the game at its start and the choices made in it (no Qt).

:func:`deal_script` rebuilds the party from its record up to the wanted deal,
then reads that deal's choices back from what the engine recorded about it
(:class:`DealInfo`), answering each decision the engine asks for in turn and
checking it on a copy. The table can then play the choices again one by one
and show the deal exactly as it was played.

>>> from kingdesk.engine.game import DealSpec, Game
>>> from kingdesk.record import game_to_record
>>> g = Game("spanish", seed=4)
>>> while len(g.deals) < 3 or not g.current.finished:
...     d = g.decision
...     _ = g.apply(None if d.kind == "deal" else d.options[0])
>>> start, choices = deal_script(game_to_record(g), 1)
>>> len(start.deals), start.decision.kind, isinstance(choices[0], DealSpec), len(choices) > 13
(1, 'deal', True, True)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from kingdesk.engine.game import DealInfo, DealSpec, Game
from kingdesk.record import game_from_record


class _Reader:
    """Answers each decision of one deal from what was recorded about it."""

    def __init__(self, info: DealInfo, plays: tuple[int, ...]):
        self.info = info
        self.bids = [b for _s, b in info.bids]
        self.plays = list(plays)

    def answer(self, game: Game) -> Any:
        d = game.decision
        handler: Callable[[Game], Any] = getattr(self, "_" + d.kind.replace("-", "_"))
        return handler(game)

    def _deal(self, game: Game) -> Any:
        i = self.info
        return DealSpec(i.hands, i.dealer, i.declarer)

    def _contract(self, game: Game) -> Any:
        if self.info.cancel == "el-iptal" and "el-iptal" in game.decision.options and self.info.contract is None:
            return "el-iptal"
        return self.info.contract

    def _trump(self, game: Game) -> Any:
        return self.info.trump

    def _sale(self, game: Game) -> Any:
        return "sell" if self.info.sale_opened else "choose"

    def _bid(self, game: Game) -> Any:
        return self.bids.pop(0)

    def _accept(self, game: Game) -> Any:
        return "accept" if self.info.sold else "refuse"

    def _window(self, game: Game, cancel: str) -> Any:
        seat = game.decision.seat
        if self.info.cancel == cancel and self.info.cancel_by in (None, seat):
            return game.decision.kind
        return "play"

    def _el_iptal(self, game: Game) -> Any:
        return self._window(game, "el-iptal")

    def _misdeal(self, game: Game) -> Any:
        return self._window(game, "rifki-misdeal")

    def _king(self, game: Game) -> Any:
        return "declare" if self.info.king_declared else "pass"

    def _card(self, game: Game) -> Any:
        return self.plays.pop(0)


def deal_script(doc: dict[str, Any], index: int) -> tuple[Game, list[Any]]:
    """``(game at the start of deal index, the choices of that deal in order)`` from a record document.

    Raises :class:`IndexError` for a deal the record does not have, and the
    record module's :class:`RecordError` for a record that does not replay.
    """
    whole = game_from_record(doc)
    if not 0 <= index < len(whole.deals):
        raise IndexError(f"the game has {len(whole.deals)} deals, not {index + 1}")
    start = game_from_record({**doc, "deals": list(doc["deals"])[:index]})
    info = whole.deals[index]
    live = whole.current is info and not info.finished and whole.play is not None
    plays = tuple(whole.play.plays) if live else info.plays  # type: ignore[union-attr]
    reader = _Reader(info, plays)
    check = start.copy()
    choices: list[Any] = []
    # The last deal may stop at any decision: it has exactly as many choices as the whole game has more.
    limit = whole.history_length - start.history_length if index == len(whole.deals) - 1 else None
    while limit is None or len(choices) < limit:
        if len(check.deals) > index and check.deals[index].finished:
            break
        choice = reader.answer(check)
        check.apply(choice)
        choices.append(choice)
    return start, choices


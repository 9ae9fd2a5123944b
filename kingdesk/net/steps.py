"""Each seat's ``step`` message, written from what the four seats share.

After every step a table tells each seat the step as that seat may see it (:meth:`StepWriter.members`): the
text :func:`~.protocol.encode` gives ``Step(step, events, ShownParty.of(game, {seat}), resync, due)``, the
seat's decision due as ``due``. Written so one seat at a time, the four views were most of a busy table
server's CPU (issue 41), though they differ only in what is the seat's own: its hands in the deals and the
play, its decision and what it is told about it (:meth:`ShownParty.own`), and the hands of a ``Dealt``
event. So the rest is written once a step, and a deal once for each seat for as long as it does not change:
a finished deal never does, the current one only now and then while its cards are played.

Nothing here decides what a seat sees: that stays :meth:`ShownParty.of`'s and :func:`shown_event`'s, and
each seat's own parts come from them. ``tests/net/test_steps.py`` plays whole parties of each family and
checks that every seat's text is exactly :func:`~.protocol.encode`'s.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Collection, Mapping, Sequence
from typing import Any

from kingdesk.engine.decisions import Decision
from kingdesk.engine.game import DEAL, Game
from kingdesk.engine.shown import ShownParty, shown_deal, shown_event, shown_hands
from kingdesk.engine.state import DealInfo
from kingdesk.engine.wire import plain_fields, to_plain

from . import protocol as p

_encode = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False).encode
"""``json.dumps`` as :func:`~.protocol.encode` calls it."""


def _text(obj: Any) -> str:
    return _encode(to_plain(obj))


class _Frame:
    """The JSON text of a dataclass object but for some of its fields (``open``), which are filled in later,
    each seat's own: its members in order, the shared ones written once."""

    def __init__(self, obj: Any, open: frozenset[str]):
        self._parts = [(None, _encode(plain_fields(obj, part))[1:-1]) if isinstance(part, tuple)
                       else (part, _encode(part) + ":") for part in _layout(type(obj), open)]
        """(None, a run of shared members' text) or (an open field, its name's text and a colon)."""

    def members(self, texts: Mapping[str, str]) -> str:
        """The object's members, the open ones written as ``texts`` (every one of them given), without the
        braces."""
        return ",".join(text if name is None else text + texts[name] for name, text in self._parts)

    def text(self, texts: Mapping[str, str]) -> str:
        return "{" + self.members(texts) + "}"


def _layout(cls: type, open: frozenset[str]) -> tuple[tuple[str, ...] | str, ...]:
    """The fields of dataclass ``cls`` in order: runs of shared ones (a tuple of names) and the open ones."""
    layout = _LAYOUTS.get((cls, open))
    if layout is None:
        parts: list[tuple[str, ...] | str] = []
        run: list[str] = []
        for f in dataclasses.fields(cls):
            if f.name in open:
                if run:
                    parts.append(tuple(run))
                    run = []
                parts.append(f.name)
            else:
                run.append(f.name)
        if run:
            parts.append(tuple(run))
        layout = _LAYOUTS[(cls, open)] = tuple(parts)
    return layout


_LAYOUTS: dict[tuple[type, frozenset[str]], tuple[tuple[str, ...] | str, ...]] = {}


class StepWriter:
    """The ``step`` messages of one table's party (see the module); it keeps each seat's text of the deals it
    wrote, while they stay the same."""

    def __init__(self) -> None:
        self._deals: dict[tuple[int, int], tuple[DealInfo, str]] = {}
        """By (deal, seat): the deal as the game holds it, and its text as that seat is shown it."""

    def members(self, game: Game, public: ShownParty, step: int, events: Sequence[Any], resync: bool,
                seats: Collection[int], time_left: float | None = None) -> dict[int, str]:
        """For each of ``seats``: its ``step`` message's members, the text of its JSON object without the
        braces (:func:`~.protocol.frame` numbers it).

        ``public`` is a view of ``game`` as it is now, showing any seats (the party's owner's, in its
        :class:`~kingdesk.session.messages.Stepped`): only what every seat is shown alike is read from it, the
        rest comes from ``game`` for each seat. ``time_left``: the move timer's, the same for every seat."""
        if not seats:
            return {}
        decision = game.decision
        owns = {seat: ShownParty.own(game, frozenset({seat}), decision) for seat in seats}
        shown = _Frame(public, frozenset(next(iter(owns.values()))) | {"state", "play"})
        state = _Frame(public.state, frozenset({"deals"}))
        play = _Frame(public.play, frozenset({"hands"})) if public.play is not None else None
        message = _Frame(p.Step(step, (), public, resync, None, time_left), frozenset({"events", "shown", "decision"}))
        deals = range(len(game.state.deals))
        told: dict[int, str] = {}
        """The text of each event every seat is shown alike, by its place."""
        out = {}
        for seat, own in owns.items():
            texts = {name: _text(value) for name, value in own.items()}
            texts["state"] = state.text({"deals": "[" + ",".join(self._deal(game, i, seat) for i in deals) + "]"})
            texts["play"] = "null" if play is None or game.play is None else \
                play.text({"hands": _text(shown_hands(game.play.hands, {seat}))})
            out[seat] = message.members({"events": self._events(events, {seat}, told), "shown": shown.text(texts),
                                         "decision": _text(due(own["decision"], seat))})
        return out

    def _deal(self, game: Game, i: int, seat: int) -> str:
        deal = game.state.deals[i]
        kept = self._deals.get((i, seat))
        if kept is None or kept[0] is not deal:
            kept = self._deals[(i, seat)] = (deal, _text(shown_deal(deal, {seat})))
        return kept[1]

    @staticmethod
    def _events(events: Sequence[Any], seen: Collection[int], told: dict[int, str]) -> str:
        out = []
        for i, e in enumerate(events):
            shown = shown_event(e, seen)
            if shown is not e:  # the seat's own
                out.append(_text(shown))
            else:
                if i not in told:
                    told[i] = _text(e)
                out.append(told[i])
        return "[" + ",".join(out) + "]"


def due(decision: Decision, seat: int) -> Decision | None:
    """The decision a seat is asked for in its ``step`` or ``state``: its own, unless a deal (the table deals)."""
    return decision if decision.seat == seat and decision.kind != DEAL and decision.options else None


__all__ = ["StepWriter", "due"]

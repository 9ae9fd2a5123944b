"""What a seat is told, as plain JSON: the views of a party (:class:`~.view.SeatView`,
:class:`~.shown.ShownParty`), the engine's events, and the records they hold.

:func:`to_plain` turns one into dicts, lists, strings, numbers, booleans and ``None``; :func:`from_plain`
rebuilds it from the type expected, checking every field on the way (:class:`WireError` says where a
message went wrong). The conversion follows the dataclasses' own annotations, so a field added to a view
travels without a line here. Rules travel as their preset and options, a contract by its name, a tuple or a
set as a list, a mapping as a list of ``[key, value]`` pairs (its keys are not always strings), an event
as its fields under ``"type"``, its class's name.

>>> from kingdesk.engine.game import Game
>>> from kingdesk.engine.view import SeatView
>>> g = Game("spanish", seed=3)
>>> _ = g.apply(None)
>>> view = g.view(1)
>>> import json
>>> from_plain(SeatView, json.loads(json.dumps(to_plain(view)))) == view
True
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from . import events as ev
from .contracts import CONTRACTS, Contract
from .decisions import Count, Decision
from .errors import EngineError
from .rules import Rules
from .state import DealInfo, PartyState


class WireError(ValueError):
    """Plain data that is not what it says it is (``where``: the path to the bad part)."""

    def __init__(self, where: str, what: str):
        super().__init__(f"{where or 'the message'}: {what}")
        self.where = where


EVENTS: dict[str, type] = {cls.__name__: cls for cls in typing.get_args(ev.Event)}
"""Every engine event by the name it travels under."""


def to_plain(obj: Any) -> Any:
    """``obj`` as plain JSON data (see the module).

    Each type's way is found once and kept (:func:`_writer`): a server writes every seat's view after every
    step, and asking each object what it is, field by field, was most of that server's time."""
    write = _WRITERS.get(type(obj))
    if write is None:
        write = _WRITERS[type(obj)] = _writer(type(obj))
    return write(obj)


def _writer(cls: type) -> Callable[[Any], Any]:
    """How :func:`to_plain` writes an object of class ``cls``; the checks are in the order of their precedence
    (a rules object or a contract is a dataclass, an event's class is one)."""
    if cls is type(None) or issubclass(cls, bool | int | float | str):
        return _same
    if issubclass(cls, Rules):
        return _rules_plain
    if issubclass(cls, Contract):
        return _contract_plain
    if dataclasses.is_dataclass(cls):
        names = tuple(f.name for f in dataclasses.fields(cls))
        if cls.__name__ in EVENTS:
            kind = cls.__name__
            return lambda obj: {"type": kind, **plain_fields(obj, names)}
        return lambda obj: plain_fields(obj, names)
    if issubclass(cls, tuple | list):
        return _items_plain
    if issubclass(cls, frozenset | set):
        return lambda obj: sorted(_items_plain(obj), key=repr)
    if issubclass(cls, Mapping):
        return lambda obj: [[to_plain(k), to_plain(v)] for k, v in obj.items()]
    raise TypeError(f"no plain form for {cls.__name__}")


_SCALARS = frozenset({type(None), bool, int, float, str})
"""The types that are their own plain form (their subclasses too, but these are the ones met)."""


def plain_fields(obj: Any, names: Iterable[str]) -> dict[str, Any]:
    """The fields ``names`` of dataclass object ``obj`` by name, each in its plain form (:func:`to_plain`)."""
    return {n: v if type(v := getattr(obj, n)) in _SCALARS else to_plain(v) for n in names}


def _same(obj: Any) -> Any:
    return obj


def _rules_plain(obj: Rules) -> dict[str, Any]:
    return {"ruleset": obj.ruleset, "options": obj.options_dict()}  # JSON already, as a record writes them


def _contract_plain(obj: Contract) -> str:
    return obj.name


def _items_plain(obj: Any) -> list[Any]:
    return [x if type(x) in _SCALARS else to_plain(x) for x in obj]


_WRITERS: dict[type, Callable[[Any], Any]] = {}
"""Each class met by :func:`to_plain`, with its way of writing one (:func:`_writer`)."""


def from_plain(tp: Any, data: Any, where: str = "") -> Any:
    """An object of type ``tp`` rebuilt from ``data`` (:func:`to_plain`'s output); :class:`WireError` if it is
    not one."""
    if tp is Any:
        return _thaw(data)
    if tp is type(None):
        if data is not None:
            raise WireError(where, "must be null")
        return None
    origin, args = typing.get_origin(tp), typing.get_args(tp)
    if origin is typing.Union or origin is types.UnionType:
        return _union(args, data, where)
    if origin is tuple:
        items = _list(data, where)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(from_plain(args[0], x, f"{where}[{i}]") for i, x in enumerate(items))
        if len(items) != len(args):
            raise WireError(where, f"must hold {len(args)} items, not {len(items)}")
        return tuple(from_plain(a, x, f"{where}[{i}]") for i, (a, x) in enumerate(zip(args, items)))
    if origin is frozenset:
        return frozenset(from_plain(args[0], x, f"{where}[{i}]") for i, x in enumerate(_list(data, where)))
    if origin is Mapping or origin is dict:
        pairs = _list(data, where)
        out = {}
        for i, pair in enumerate(pairs):
            if not isinstance(pair, list) or len(pair) != 2:
                raise WireError(f"{where}[{i}]", "must be a [key, value] pair")
            out[from_plain(args[0], pair[0], f"{where}[{i}]")] = from_plain(args[1], pair[1], f"{where}[{i}]")
        return out
    if tp is Rules:
        return _rules(data, where)
    if tp is Contract:
        if not isinstance(data, str) or data not in CONTRACTS:
            raise WireError(where, "must name a contract")
        return CONTRACTS[data]
    if tp is bool:
        if not isinstance(data, bool):
            raise WireError(where, "must be true or false")
        return data
    if tp is int:
        if not isinstance(data, int) or isinstance(data, bool):
            raise WireError(where, "must be a whole number")
        return data
    if tp is float:
        if not isinstance(data, int | float) or isinstance(data, bool):
            raise WireError(where, "must be a number")
        return data
    if tp is str:
        if not isinstance(data, str):
            raise WireError(where, "must be a string")
        return data
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        return _dataclass(tp, data, where)
    raise TypeError(f"no plain form for {tp!r}")


def event_from_plain(data: Any, where: str = "") -> Any:
    """An engine event from its plain form (its class named by ``"type"``)."""
    if not isinstance(data, dict) or data.get("type") not in EVENTS:
        raise WireError(where, "must be an event with a known type")
    return from_plain(EVENTS[data["type"]], data, where)


def _dataclass(cls: type, data: Any, where: str) -> Any:
    if not isinstance(data, dict):
        raise WireError(where, f"must be an object ({cls.__name__})")
    hints = _hints(cls)
    known = {f.name for f in dataclasses.fields(cls)}
    extra = set(data) - known - ({"type"} if cls.__name__ in EVENTS else set())
    if extra:
        raise WireError(where, f"has no field {sorted(extra)[0]!r}")
    if cls.__name__ in EVENTS and data.get("type") != cls.__name__:
        raise WireError(where, f"must be a {cls.__name__}")
    values = {}
    for f in dataclasses.fields(cls):
        if f.name in data:
            values[f.name] = from_plain(hints[f.name], data[f.name], f"{where}.{f.name}" if where else f.name)
        elif f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
            raise WireError(where, f"lacks the field {f.name!r}")
    try:
        return cls(**values)
    except (TypeError, ValueError) as e:
        raise WireError(where, str(e)) from None


def _union(args: tuple[Any, ...], data: Any, where: str) -> Any:
    if data is None and type(None) in args:
        return None
    arms = [a for a in args if a is not type(None)]
    if len(arms) == 1:
        return from_plain(arms[0], data, where)
    for arm in arms:  # scalars only (``int | str``): the first whose kind the data has
        if arm in (bool, int, float, str) and type(data) is arm:
            return data
    raise WireError(where, f"must be one of {', '.join(getattr(a, '__name__', str(a)) for a in arms)}")


def _rules(data: Any, where: str) -> Rules:
    if not isinstance(data, dict) or set(data) != {"ruleset", "options"} or not isinstance(data["options"], dict):
        raise WireError(where, "must be rules: a ruleset and its options")
    try:
        return Rules.from_preset(from_plain(str, data["ruleset"], f"{where}.ruleset"), data["options"])
    except (EngineError, KeyError) as e:
        raise WireError(where, f"no such rules ({e})") from None


def _list(data: Any, where: str) -> list[Any]:
    if not isinstance(data, list):
        raise WireError(where, "must be a list")
    return data


def _thaw(data: Any) -> Any:
    """Plain data of no declared type (a decision's options): lists become tuples, as the engine holds them."""
    if isinstance(data, list):
        return tuple(_thaw(x) for x in data)
    if isinstance(data, dict):
        return {k: _thaw(v) for k, v in data.items()}
    return data


_hints_cache: dict[type, dict[str, Any]] = {}


def _hints(cls: type) -> dict[str, Any]:
    hints = _hints_cache.get(cls)
    if hints is None:
        from .shown import ShownPlay  # the views' modules name these only for type checking

        names = {"Decision": Decision, "DealInfo": DealInfo, "PartyState": PartyState, "Rules": Rules,
                 "Contract": Contract, "Count": Count, "ShownPlay": ShownPlay, "Mapping": Mapping, "Any": Any}
        hints = _hints_cache[cls] = typing.get_type_hints(cls, localns=names)
    return hints


__all__ = ["WireError", "EVENTS", "to_plain", "plain_fields", "from_plain", "event_from_plain"]

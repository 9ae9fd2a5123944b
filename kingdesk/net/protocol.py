"""The table's protocol: what a client and a table server say to each other, as typed records and their JSON.

Every message is one JSON object in one WebSocket text frame, its kind under ``"type"``; every message of the
server also carries ``"seq"``, numbered from 1 on each connection. The records below are the one definition of
both sides (``docs/protocol.md`` describes them field by field for a client in another language); their fields
travel as :mod:`kingdesk.engine.wire` carries the engine's views and events, and are checked field by field on
the way in (:func:`decode`).

>>> text = encode(Move(step=12, seat=2, choice=37))
>>> text
'{"type":"move","step":12,"seat":2,"choice":37}'
>>> decode(text, CLIENT)
Move(step=12, seat=2, choice=37)
>>> decode('{"type":"move","step":"12","seat":2,"choice":37}', CLIENT)
Traceback (most recent call last):
...
kingdesk.net.protocol.ProtocolError: malformed: step: must be a whole number
"""

from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass
from typing import Any

from kingdesk.engine.decisions import Decision
from kingdesk.engine.rules import Rules
from kingdesk.engine.shown import ShownParty
from kingdesk.engine.wire import WireError, event_from_plain, from_plain, to_plain

PROTOCOL = 1
"""The protocol's version: a client and a table of different versions do not play together (the table refuses
the greeting with :data:`VERSION`). Raised by any change a client of the version before would misread."""

MAX_CLIENT_MESSAGE = 16 * 1024
"""The most a client may send in one message, in bytes (a move is under 100): the table closes a connection
that sends more (WebSocket close code 1009)."""
MAX_SERVER_MESSAGE = 1024 * 1024
"""The most a client accepts from the table in one message (a whole Turkish 20-hand party's view is under
20 KB)."""
PING_INTERVAL_S = 20.0
PING_TIMEOUT_S = 20.0
"""Heartbeats: each side pings the other every :data:`PING_INTERVAL_S` seconds and drops a connection whose pong
is later than :data:`PING_TIMEOUT_S` (WebSocket ping and pong frames)."""
HELLO_TIMEOUT_S = 10.0
"""How long the table waits for a new connection's greeting."""

# WebSocket close codes of the table (4000-4999 are the application's)
CLOSE_OVER = 1000
"""The party is over."""
CLOSE_STOPPED = 1001
"""The table stopped before its party was over (its host closed it: WebSocket's "going away")."""
CLOSE_VERSION = 4001
CLOSE_REPLACED = 4002
"""The seat's token came back on another connection: this one is let go."""
CLOSE_REFUSED = 4003
"""A wrong table code or seat token: one guess per connection."""
CLOSE_PROTOCOL = 4004
"""No greeting first, or none in time."""
CLOSE_SLOW = 4005
"""The connection did not read what the table sent it: more than :data:`MAX_QUEUED_BYTES` waited for it."""
CLOSE_IDLE = 4006
"""The connection greeted the table but did not sit down within :data:`SIT_WITHIN_S`, or made room for a newer one
(at most :data:`MAX_UNSEATED` wait at a time)."""
CLOSE_FAILED = 1011
"""The table could not handle a message of this connection (a fault of the table's, logged there)."""

MAX_QUEUED_BYTES = 4 * 1024 * 1024
"""The most the table keeps waiting for one connection to read: a connection that falls further behind is let go
(its seat played by a computer player until its person comes back)."""
SIT_WITHIN_S = 120.0
"""How long a connection may stay at the table without sitting down."""
MAX_UNSEATED = 16
"""Connections that have not sat down, at most, at a time: a newer one makes the oldest leave (an honest player
sits down as soon as greeted, so can always get in)."""
GUESS_DELAY_S = 0.5
"""A wrong table code from an address makes the next answer to that address wait this long, doubling with each
wrong one in :data:`GUESS_MEMORY_S` (at most :data:`GUESS_DELAY_MAX_S`)."""
GUESS_DELAY_MAX_S = 30.0
GUESS_MEMORY_S = 600.0

# error codes (:class:`Error`)
VERSION = "version"
MALFORMED = "malformed"
UNKNOWN = "unknown-message"
HELLO_FIRST = "hello-first"
BAD_CODE = "bad-code"
BAD_TOKEN = "bad-token"
BAD_NAME = "bad-name"
NO_FREE_SEAT = "no-free-seat"
SEAT_TAKEN = "seat-taken"
ALREADY_SEATED = "already-seated"
NOT_SEATED = "not-seated"
NO_SUCH_PHRASE = "no-such-phrase"
TOO_FAST = "too-fast"

# refusal codes of a move (:class:`Refused`) besides the owner's (stale, not-on-move) and the engine's
NOT_YOUR_SEAT = "not-your-seat"
NOT_STARTED = "not-started"

MAX_NAME = 32

PHRASES = ("hello", "good-luck", "well-played", "thanks", "sorry", "hurry-up", "bye",
           "thumbs-up", "smile", "wow", "sad")
"""What a seat may say to the table (:class:`Say`): a few table phrases and emoji, by name, which each client
words in its player's language; no free text, so nothing a stranger types reaches a family's screen."""
SAY_EVERY_S = 3.0
"""A seat says at most one phrase in this many seconds (a faster one is refused, ``too-fast``)."""


class ProtocolError(ValueError):
    """A message that is not one of the protocol's, or not well formed (``code``: :data:`MALFORMED`,
    :data:`UNKNOWN`)."""

    def __init__(self, code: str, detail: str):
        super().__init__(f"{code}: {detail}")
        self.code = code
        self.detail = detail


class VersionMismatch(ConnectionError):
    """The table speaks another version of the protocol."""

    def __init__(self, table: int, ours: int = PROTOCOL):
        super().__init__(f"the table speaks KingDesk table protocol {table} and this program speaks {ours}: "
                         "play with the same version of KingDesk as the table's host")
        self.table = table


# ---------------------------------------------------------------------- client -> table


@dataclass(frozen=True)
class Hello:
    """The client's first message."""

    protocol: int
    client: str = ""
    """What the client is (``kingdesk-bot 0.1.0``): for the table's log."""


@dataclass(frozen=True)
class Sit:
    """Take a free seat (the first free one when ``seat`` is absent)."""

    name: str
    code: str | None = None
    """The table code, when the table asks for one (:attr:`Welcome.code`)."""
    seat: int | None = None


@dataclass(frozen=True)
class Rejoin:
    """Back to the seat this token was given for (:class:`Seated`)."""

    token: str


@dataclass(frozen=True)
class Move:
    """The seat's choice for the decision of ``step`` (:attr:`Step.step`)."""

    step: int
    seat: int
    choice: Any


@dataclass(frozen=True)
class Shown:
    """This seat's program has shown ``step`` (its animations done, the end-of-deal summary closed): the table
    waits for it before it goes on, within a bound, once the connection has sent one (docs/protocol.md §6)."""

    step: int


@dataclass(frozen=True)
class Say:
    """Say one of :data:`PHRASES` to the whole table (seated connections only)."""

    phrase: str


# ---------------------------------------------------------------------- table -> client


@dataclass(frozen=True)
class SeatInfo:
    seat: int
    name: str
    player: str
    """``free`` (nobody yet), ``person`` or ``computer``."""
    connected: bool
    """A person's connection is up; ``false`` for a person whose seat a computer plays until they are back
    (always ``true`` for a computer, ``false`` for a free seat)."""
    level: str | None = None
    """A computer player's level (``kingdesk.levels``: ``easy``, ``medium``…), so that a joiner's history counts
    the party against that computer player; ``null`` for a person or a free seat."""


@dataclass(frozen=True)
class Welcome:
    protocol: int
    name: str
    """The table's name."""
    rules: Rules
    code: bool
    """Sitting down needs the table code."""
    started: bool
    seats: tuple[SeatInfo, ...]
    table: str = ""
    """The table's identity: the same for every connection to it, whatever address was typed or found (a player's
    kept seat is found by it); another table, or the same party hosted again, has another."""


@dataclass(frozen=True)
class Seated:
    """You sit in ``seat``; ``token`` brings you back to it (:class:`Rejoin`): keep it, show it to nobody."""

    seat: int
    token: str


@dataclass(frozen=True)
class State:
    """Everything a seat needs to show the table, after sitting down or coming back."""

    seat: int
    seats: tuple[SeatInfo, ...]
    step: int
    """The engine's move count: the number a move for the decision due names."""
    shown: ShownParty | None
    """The party as this seat may see it (``null`` before it starts)."""
    decision: Decision | None
    """The decision due, when it is this seat's."""
    time_left: float | None = None
    """The seconds the person due to decide (whoever it is) has before a computer player decides for them (the
    host's move timer); ``null`` when the decision is not timed. Added within version 1: optional."""


@dataclass(frozen=True)
class Step:
    """The party moved on (or started: ``resync``)."""

    step: int
    events: tuple[Any, ...]
    """The engine's events of this step as this seat may see them."""
    shown: ShownParty
    resync: bool
    decision: Decision | None
    time_left: float | None = None
    """As in :class:`State`."""


@dataclass(frozen=True)
class Seats:
    """Who sits where changed (someone sat down, dropped, came back, the party started)."""

    seats: tuple[SeatInfo, ...]


@dataclass(frozen=True)
class Review:
    """A deal is over: the four hands as they were dealt (the open-hand review)."""

    deal: int
    hands: tuple[int, int, int, int]


@dataclass(frozen=True)
class Record:
    """The party is over: its whole ``kingdesk/1`` record (``docs/record-format.md``), every card of it public by
    now, for each player's own history and statistics."""

    record: str
    """The record's text, as a saved party's file holds it."""
    over: bool = True
    """``false``: the party so far, up to its last finished deal, sent after each deal (a copy the players keep if
    the table stops before the party is over); no shuffle seed, nothing of a deal not yet finished."""


@dataclass(frozen=True)
class Refused:
    """A move not applied; nothing changed."""

    step: int
    seat: int
    code: str


@dataclass(frozen=True)
class Said:
    """The player in ``seat`` said ``phrase`` (sent to every seated connection, the sayer's too)."""

    seat: int
    phrase: str


@dataclass(frozen=True)
class Error:
    """A message the table did not take (``code``), or why it closes the connection."""

    code: str
    detail: str
    protocol: int = PROTOCOL
    """The table's protocol version (what a client of another version says to its player)."""


ClientMessage = Hello | Sit | Rejoin | Move | Shown | Say
ServerMessage = Welcome | Seated | State | Step | Seats | Review | Record | Refused | Said | Error

CLIENT: dict[str, type] = {"hello": Hello, "sit": Sit, "rejoin": Rejoin, "move": Move, "shown": Shown, "say": Say}
SERVER: dict[str, type] = {"welcome": Welcome, "seated": Seated, "state": State, "step": Step, "seats": Seats,
                           "review": Review, "record": Record, "refused": Refused, "said": Said, "error": Error}
_NAMES = {cls: name for name, cls in (CLIENT | SERVER).items()}


def encode(msg: ClientMessage | ServerMessage, seq: int | None = None) -> str:
    """One message as the text of a WebSocket frame (``seq``: the server's number of it)."""
    head: dict[str, Any] = {"type": _NAMES[type(msg)]}
    if seq is not None:
        head["seq"] = seq
    return json.dumps(head | to_plain(msg), separators=(",", ":"), ensure_ascii=False)


def frame(cls: type, seq: int, members: str) -> str:
    """What :func:`encode` gives a message of class ``cls`` numbered ``seq`` whose fields are written already:
    ``members``, its JSON object's text without the braces (:class:`~.steps.StepWriter`)."""
    return "{" + f'"type":{json.dumps(_NAMES[cls])},"seq":{seq}' + ("," if members else "") + members + "}"


def decode(text: str | bytes, kinds: dict[str, type]) -> Any:
    """The message ``text`` holds, one of ``kinds`` (:data:`CLIENT` or :data:`SERVER`), every field checked;
    a server's message comes as ``(seq, message)``. :class:`ProtocolError` if it is not one."""
    if not isinstance(text, str):
        raise ProtocolError(MALFORMED, "messages are text frames")
    try:
        data = json.loads(text)
    except RecursionError:
        raise ProtocolError(MALFORMED, "nested too deep") from None
    except ValueError as e:
        raise ProtocolError(MALFORMED, f"not JSON ({e})") from None
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise ProtocolError(MALFORMED, "a message is an object with a type")
    cls = kinds.get(data["type"])
    if cls is None:
        raise ProtocolError(UNKNOWN, f"no message {data['type']!r}")
    fields = {k: v for k, v in data.items() if k not in ("type", "seq")}
    try:
        msg = from_plain(cls, fields)
        if cls is Step:
            msg = dataclasses.replace(msg, events=tuple(event_from_plain(e, f"events[{i}]")
                                                        for i, e in enumerate(fields["events"])))
    except WireError as e:
        raise ProtocolError(MALFORMED, str(e)) from None
    except RecursionError:
        raise ProtocolError(MALFORMED, "nested too deep") from None
    if kinds is SERVER:
        seq = data.get("seq")
        if not isinstance(seq, int) or isinstance(seq, bool):
            raise ProtocolError(MALFORMED, "seq: must be a whole number")
        return seq, msg
    return msg


def clean_name(name: str) -> str | None:
    """A player's name as the table shows it, or ``None`` if it cannot be one (empty, too long, control
    characters)."""
    name = " ".join(name.split())
    if not name or len(name) > MAX_NAME or not name.isprintable():
        return None
    return name


__all__ = ["PROTOCOL", "MAX_CLIENT_MESSAGE", "MAX_SERVER_MESSAGE", "PING_INTERVAL_S", "PING_TIMEOUT_S",
           "HELLO_TIMEOUT_S", "CLOSE_OVER",
           "CLOSE_STOPPED", "PHRASES", "SAY_EVERY_S", "ProtocolError", "VersionMismatch", "Hello", "Sit", "Rejoin",
           "Move", "Shown", "Say", "SeatInfo", "Welcome", "Seated", "State", "Step", "Seats", "Review", "Record",
           "Refused", "Said",
           "Error", "ClientMessage",
           "ServerMessage", "CLIENT", "SERVER", "encode", "decode", "clean_name"]

"""The seat tokens of the tables this player sat down at, kept on disk until each table's party is over.

A seat whose connection drops is played by a computer until its player comes back with the token the table gave
when they sat down (docs/protocol.md §10). Kept in memory only, the token went with a program that crashed or was
killed, and the player could not get their seat back: so it is written here as soon as it is given, found again
when the player comes to the same table (by the table's identity, ``welcome``'s ``table``: whether its address was
typed, found on the network or given in an invitation), offered at the next start, and forgotten once the party
there is over or the table no longer knows it. A bad file is an empty one: the player then sits down anew.
"""

from __future__ import annotations

import json
import logging
import time
from dataclasses import dataclass
from pathlib import Path

from .atomic import atomic_write_text
from .paths import data_dir

log = logging.getLogger(__name__)

FILE_NAME = "seat-tokens.json"


@dataclass(frozen=True)
class KeptSeat:
    """This player's seat at a table elsewhere, as kept."""

    table: str
    """The table's identity."""
    token: str
    address: str
    """Where the table was last reached (``host:port``)."""
    table_name: str
    name: str
    """The name this player sat down with."""
    at: float
    """When it was kept (seconds since the epoch)."""


class SeatTokens:
    """The table's identity → this player's seat there (:class:`KeptSeat`)."""

    def __init__(self, path: Path | None = None):
        self.path = path if path is not None else data_dir() / FILE_NAME

    def token_for(self, table: str) -> str | None:
        """The token of this player's seat at the table ``table`` (its identity), if one is kept: the one place a
        seat is found, for a table found, typed or given in an invitation."""
        seat = self.seat(table)
        return seat.token if seat is not None else None

    def seat(self, table: str) -> KeptSeat | None:
        return self._seats().get(table) if table else None

    def latest(self, within_s: float) -> KeptSeat | None:
        """The seat kept last, if within ``within_s`` seconds (an older one is not offered at start)."""
        seats = [s for s in self._seats().values() if time.time() - s.at <= within_s]
        return max(seats, key=lambda s: s.at) if seats else None

    def tables(self) -> set[str]:
        """The identities of the tables this player holds a seat at."""
        return set(self._seats())

    def put(self, table: str, token: str, address: str, table_name: str, name: str) -> None:
        if not table:
            return  # a table that says no identity: nothing to find its seat by
        data = self._read()
        data[table] = {"token": token, "address": address, "table_name": table_name, "name": name,
                       "at": time.time()}
        self._write(data)

    def forget(self, table: str) -> None:
        data = self._read()
        if data.pop(table, None) is not None:
            self._write(data)

    def _seats(self) -> dict[str, KeptSeat]:
        out = {}
        for table, v in self._read().items():
            if not isinstance(v, dict):
                continue  # an entry of an older version (by address): its seat is not found by it
            try:
                out[table] = KeptSeat(table, str(v["token"]), str(v["address"]), str(v["table_name"]),
                                      str(v["name"]), float(v["at"]))
            except (TypeError, KeyError, ValueError):
                continue  # not one we wrote: left alone
        return out

    def _read(self) -> dict[str, object]:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return {}
        except (OSError, ValueError) as e:
            log.warning("the seat tokens in %s could not be read (%s): the player sits down anew", self.path, e)
            return {}
        return data if isinstance(data, dict) else {}

    def _write(self, tokens: dict[str, object]) -> None:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            atomic_write_text(self.path, json.dumps(tokens, indent=1, sort_keys=True))
        except OSError as e:
            log.warning("the seat tokens could not be written to %s (%s)", self.path, e)


__all__ = ["SeatTokens", "KeptSeat", "FILE_NAME"]

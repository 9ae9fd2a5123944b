"""The seat tokens of the tables this player sat down at, kept on disk until each table's party is over.

A seat whose connection drops is played by a computer until its player comes back with the token the table gave
when they sat down (docs/protocol.md §10). Kept in memory only, the token went with a program that crashed or was
killed, and the player could not get their seat back: so it is written here as soon as it is given, read when the
player joins the same table again, and forgotten once the party there is over or the table no longer knows it.
A bad file is an empty one: the player then sits down anew.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path

from .atomic import atomic_write_text
from .paths import data_dir

log = logging.getLogger(__name__)

FILE_NAME = "seat-tokens.json"


class SeatTokens:
    """``address`` (``host:port``) → the token of this player's seat at the table there."""

    def __init__(self, path: Path | None = None):
        self.path = path if path is not None else data_dir() / FILE_NAME

    def get(self, address: str) -> str | None:
        token = self._read().get(address)
        return token if isinstance(token, str) else None

    def put(self, address: str, token: str) -> None:
        tokens = self._read()
        if tokens.get(address) != token:
            tokens[address] = token
            self._write(tokens)

    def forget(self, address: str) -> None:
        tokens = self._read()
        if tokens.pop(address, None) is not None:
            self._write(tokens)

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


__all__ = ["SeatTokens", "FILE_NAME"]

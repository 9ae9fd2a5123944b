"""Exceptions of the engine. Each carries a stable code; none carries UI text.

The ``message`` is an English sentence for logs, the command line and bug
reports; the UI translates the ``code``/``reason`` instead.
"""

from __future__ import annotations


class EngineError(ValueError):
    """Base of every error the engine raises on bad input."""

    code = "engine-error"

    def __init__(self, message: str, code: str | None = None):
        super().__init__(message)
        if code is not None:
            self.code = code

    @property
    def message(self) -> str:
        return str(self.args[0])


class OptionError(EngineError):
    """An unknown rule option, or a value of the wrong type or range."""

    code = "bad-option"

    def __init__(self, key: str, message: str):
        super().__init__(message)
        self.key = key


class IllegalMoveError(EngineError):
    """A decision the rules do not allow here.

    ``code`` is the record-format error code (``illegal-card``, ``not-in-hand``,
    ``contract-not-allowed``, ``bad-trump``, ``bad-sale``, ...); ``reason`` is the
    finer rule code for an illegal card (``must-follow-suit``, ``must-play-rifki``...).
    """

    code = "illegal"

    def __init__(self, message: str, code: str, reason: str | None = None, seat: int | None = None):
        super().__init__(message, code)
        self.reason = reason
        self.seat = seat

"""The one error type of reading a ``kingdesk/1`` record, with the format's stable codes.

The codes are those of ``docs/record-format.md`` (``illegal-card``, ``not-in-hand``,
``wrong-declarer``, ``contract-not-allowed``, ``bad-trump``, ``bad-sale``,
``bad-cancel``, ``bad-king``, ``bad-count``, ``bad-deal``, ``too-many-plays``, ``party-over``,
``bad-option``, ``bad-record``), plus two about the file itself: ``unreadable``
(it cannot be read) and ``too-large`` (far larger than any record). The command
line reports those two as ``bad-record``, the format's code for "not a record".
"""

from __future__ import annotations

from typing import Any

FILE_CODES = ("unreadable", "too-large")
"""Codes about the file rather than its content; ``bad-record`` in the format's terms."""

CODES = ("bad-record", "bad-option", "bad-deal", "wrong-declarer", "contract-not-allowed", "bad-trump", "bad-sale",
         "bad-cancel", "bad-king", "bad-count", "illegal-card", "not-in-hand", "too-many-plays",
         "party-over") + FILE_CODES
"""Every code a :class:`RecordError` may carry."""


class RecordError(ValueError):
    """A record that cannot be read or that breaks a rule, and where the first problem is.

    ``deal`` and ``play`` are 0-based; ``message`` is an English sentence that
    names the rule (the UI translates ``code`` and quotes the sentence).
    """

    def __init__(self, code: str, message: str, deal: int | None = None, play: int | None = None,
                 seat: int | None = None, unexpected: bool = False):
        super().__init__(message)
        self.code = code
        self.message = message
        self.deal = deal
        self.play = play
        self.seat = seat
        self.unexpected = unexpected
        """True when the replay failed in a way the format does not describe (a bug to report)."""

    @property
    def format_code(self) -> str:
        """The code in the format's terms: the file codes are ``bad-record``."""
        return "bad-record" if self.code in FILE_CODES else self.code

    @property
    def exit_status(self) -> int:
        """``kingdesk-record``'s exit status: 2 when it is not a readable record, 1 when it breaks a rule."""
        return 2 if self.format_code == "bad-record" else 1

    def as_json(self) -> dict[str, Any]:
        return {"ok": False, "deal": self.deal, "play": self.play, "seat": self.seat, "error": self.format_code,
                "message": self.message}

    def __str__(self) -> str:
        where = []
        if self.deal is not None:
            where.append(f"deal {self.deal + 1}")
        if self.play is not None:
            where.append(f"play {self.play + 1}")
        prefix = ", ".join(where)
        return f"{prefix}: {self.message} [{self.code}]" if prefix else f"{self.message} [{self.code}]"


__all__ = ["RecordError", "CODES", "FILE_CODES"]

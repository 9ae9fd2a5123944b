"""What the player is told about files: a record that will not open, a damaged autosave or database.

The storage modules report codes, positions and paths; this module words them
with :func:`QCoreApplication.translate`. The engine's own sentence (English,
naming the rule) goes to the log, never into a translated message: the box says
where the log is, so that a bug report holds the exact rule.
"""

from __future__ import annotations

import logging

from kingdesk.storage.autosave import Quarantined
from kingdesk.storage.history import Notice
from kingdesk.record.errors import RecordError

from .. import i18n
from ..i18n import tr

log = logging.getLogger(__name__)

_PROBLEM = {
    "unreadable": lambda: tr("The file cannot be read."),
    "too-large": lambda: tr("The file is far too large to be a game record."),
    "bad-record": lambda: tr("This is not a KingDesk game record, or it is damaged."),
    "bad-option": lambda: tr("A rule setting in the record is unknown or has a wrong value."),
    "bad-deal": lambda: tr("A hand in the record is malformed."),
    "illegal-card": lambda: tr("A card is played against the rules."),
    "not-in-hand": lambda: tr("A card is played that the player does not hold."),
    "wrong-declarer": lambda: tr("The wrong player chooses the contract."),
    "contract-not-allowed": lambda: tr("A contract is chosen that is not allowed at that point."),
    "bad-trump": lambda: tr("The trump suit is missing or not allowed."),
    "bad-sale": lambda: tr("The sale of the trump choice breaks the rules."),
    "too-many-plays": lambda: tr("Cards are played after the end of the hand."),
    "party-over": lambda: tr("Hands follow the end of the game."),
    "bad-cancel": lambda: tr("A hand is cancelled where the rules do not allow it."),
    "bad-king": lambda: tr("King is declared where the rules do not allow it."),
}


def problem_text(code: str) -> str:
    f = _PROBLEM.get(code)
    return f() if f else tr("The record breaks a rule.")


def location_text(err: RecordError) -> str:
    """``Deal 3, card 17 (player 2)``: 1-based, as people count; empty when the problem is in the header."""
    if err.deal is None:
        return ""
    text = tr("Hand %1").replace("%1", i18n.number(err.deal + 1))
    if err.play is not None:
        text = tr("%1, card %2").replace("%1", text).replace("%2", i18n.number(err.play + 1))
    if err.seat is not None:
        text = tr("%1 (player %2)").replace("%1", text).replace("%2", i18n.number(err.seat + 1))
    return text


def import_error_text(err: RecordError) -> str:
    """A paragraph for a message box: what is wrong and where, in the player's words; the rule in the engine's
    (English) words goes to the log, which the box points to."""
    log.warning("a record does not open: %s (code %s, deal %s, card %s, seat %s)", err.message, err.code,
                err.deal, err.play, err.seat)
    parts = [problem_text(err.code)]
    where = location_text(err)
    if where:
        parts.append(where + ".")
    parts.append(tr("The details are in the log (Help › Open the log folder)."))
    return "\n".join(parts)


def quarantine_text(q: Quarantined) -> str:
    head = tr("The game saved when KingDesk last stopped cannot be restored.")
    kept = (tr("The file was kept as %1.").replace("%1", str(q.aside)) if q.aside is not None
            else tr("The file could not be moved aside either."))
    return "\n".join([head, import_error_text(q.error), kept, tr("A new game can start.")])


def notice_text(n: Notice) -> str:
    if n.kind == "rebuilt":
        return tr("The history of past games was damaged. It was kept as %1 and a new, empty history was "
                  "started.").replace("%1", str(n.path))
    if n.kind == "newer":
        return tr("The history of past games was written by a newer KingDesk. It is shown but not changed; "
                  "games finished now are not kept.")
    return tr("The folder for saved games cannot be written (%1). You can play on, but games are not saved "
              "and finished games are not kept in the history.").replace("%1", n.detail or str(n.path))


def autosave_failed_text(path: object, error: BaseException) -> str:
    return tr("The game in progress cannot be saved to %1 (%2). You can play on, but it will not be restored "
              "after a crash.").replace("%1", str(path)).replace("%2", i18n.os_error_text(error))

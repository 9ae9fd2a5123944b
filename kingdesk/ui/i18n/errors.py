"""Why a file or a move failed, worded from codes (errno, option keys, reason codes).

Python's and the C library's English texts ("No such file or directory", a
traceback) go to the log, never into a message box.
"""

from __future__ import annotations

from .core import translate
from .options import option_label
from .refusals import reason_text


def os_error_text(exc: BaseException) -> str:
    """Why a file could not be read or written, from its ``errno``, as a short clause."""
    import errno

    code = getattr(exc, "errno", None)
    texts = {
        errno.ENOENT: lambda: translate("Error", "the folder or file does not exist"),
        errno.ENOTDIR: lambda: translate("Error", "the folder or file does not exist"),
        errno.EACCES: lambda: translate("Error", "permission denied"),
        errno.EPERM: lambda: translate("Error", "permission denied"),
        errno.EROFS: lambda: translate("Error", "the disk is read-only"),
        errno.ENOSPC: lambda: translate("Error", "the disk is full"),
        errno.EDQUOT: lambda: translate("Error", "the disk is full"),
        errno.EISDIR: lambda: translate("Error", "a folder has that name"),
        errno.ENAMETOOLONG: lambda: translate("Error", "the name is too long"),
        errno.EEXIST: lambda: translate("Error", "a file of that name is in the way"),
    }
    f = texts.get(code) if isinstance(code, int) else None
    if f:
        return f()
    if isinstance(code, int):
        return translate("Error", "system error %1").replace("%1", str(code))
    return translate("Error", "unexpected error")


def option_error_text(key: str) -> str:
    """Why the engine refused a rule setting (``OptionError.key``), as a short clause."""
    texts = {
        "tr_max_per_ceza": lambda: translate(
            "Error", "the penalty contracts allowed are too few for the penalty hands of a game"),
        "tr_trump_suit_cap": lambda: translate(
            "Error", "the suits allowed as trumps are too few for the trump hands of a game"),
        "es_neg_values": lambda: translate("Error", "every lance needs a whole number of points"),
    }
    f = texts.get(key)
    return f() if f else translate("Error", "this value is not allowed")


def network_error_text(exc: BaseException, address: str, seated: bool) -> str:
    """Why the connection to the table at ``address`` ended, or could not be made (``seated``: the player had sat
    down); the protocol's codes and the network's texts go to the log."""
    from kingdesk.net import protocol as p
    from kingdesk.net.client import TableRefused
    from kingdesk.net.invitation import InvitationError
    from kingdesk.net.tunnel import TunnelError

    from .tunnel import tunnel_error_text

    if isinstance(exc, TunnelError | InvitationError):
        return tunnel_error_text(exc)
    if isinstance(exc, p.VersionMismatch):
        return translate("Error", "This table is played with another version of KingDesk. Play with the same "
                                  "version as the table's host.")
    if isinstance(exc, TableRefused):
        refusals = {
            p.BAD_CODE: lambda: translate("Error", "That is not the table code. Ask the host for it."),
            p.NO_FREE_SEAT: lambda: translate("Error", "Every seat at this table is taken."),
            p.BAD_NAME: lambda: translate("Error", "Choose a name of 1 to %1 letters.").replace("%1",
                                                                                               str(p.MAX_NAME)),
        }
        f = refusals.get(exc.error.code)
        return f() if f else translate("Error", "The table did not let you sit down.")
    if _host_closed(exc):
        return translate("Error", "The host closed the table at %1. The game stays on the host's computer: they "
                                  "can host it again, and you can then sit down again (Game › Join a "
                                  "table…).").replace("%1", address)
    if seated:  # the table may still run (then a computer plays the seat) or be gone: this side cannot know
        return translate("Error", "The connection to the table at %1 was lost. If the table still runs, a "
                                  "computer player plays your seat until you come back (Game › Join a "
                                  "table…).").replace("%1", address)
    return translate("Error", "The table at %1 cannot be reached. Check the address, and that the host's KingDesk "
                              "has the table open and its firewall lets it through.").replace("%1", address)


def _host_closed(exc: BaseException) -> bool:
    """The table said it stopped before its party was over (its host closed it)."""
    from websockets.exceptions import ConnectionClosed

    from kingdesk.net import protocol as p

    return isinstance(exc, ConnectionClosed) and exc.rcvd is not None and exc.rcvd.code == p.CLOSE_STOPPED


def hosting_error_text(exc: BaseException) -> str:
    """Why the table this window hosts could not be opened, or ended before its party (the error to the log)."""
    import errno

    if getattr(exc, "errno", None) == errno.EADDRINUSE:
        return translate("Error", "Your table cannot be opened: another program uses its network port. Close the "
                                  "other KingDesk that hosts a table, or try again in a minute.")
    if isinstance(exc, OSError):
        return translate("Error", "Your table cannot be opened: this computer does not let KingDesk take "
                                  "connections (%1).").replace("%1", os_error_text(exc))
    return translate("Error", "Your table stopped because of an error. Its game is in your autosave.")


def failure_text(exc: BaseException) -> str:
    """The message for an engine refusal or failure (the exception itself goes to the log)."""
    from kingdesk.engine.errors import IllegalMoveError, OptionError

    if isinstance(exc, OptionError):
        return translate("Error", "These rules cannot be played together: %1 (%2)").replace(
            "%1", option_label(exc.key)).replace("%2", option_error_text(exc.key))
    if isinstance(exc, IllegalMoveError):
        if exc.reason:
            return reason_text(exc.reason)
        refusals = {
            "contract-not-allowed": lambda: translate("Error", "That contract cannot be chosen now."),
            "bad-trump": lambda: translate("Error", "That trump suit cannot be named now."),
            "bad-sale": lambda: translate("Error", "That is not allowed in the sale now."),
            "bad-cancel": lambda: translate("Error", "This hand cannot be cancelled now."),
            "bad-king": lambda: translate("Error", "King cannot be declared now."),
            "party-over": lambda: translate("Error", "The game is over: start a new one."),
        }
        f = refusals.get(exc.code)
        return f() if f else translate("Error", "That move is not allowed now.")
    if isinstance(exc, OSError):
        return translate("Error", "A file could not be used (%1).").replace("%1", os_error_text(exc))
    return translate("Error", "KingDesk hit an internal error and cannot go on with this move. The game so "
                     "far is kept: you can undo, or save it and start again.")

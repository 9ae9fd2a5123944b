"""The invitation's words: why a tunnel cannot open, which relay carries it, how a remote seat's bytes travel."""

from __future__ import annotations

from typing import Any

from .core import number, translate


def tunnel_error_text(exc: Any) -> str:
    """Why the invitation cannot open, or a joiner cannot reach the table through it (a
    :class:`~kingdesk.net.tunnel.TunnelError`; its technical detail goes to the log)."""
    code = getattr(exc, "code", "")
    if code == "no-library":
        return translate("Tunnel", "Invitations across the internet do not work on this computer: the library they "
                                   "need (iroh) is not installed for it. Friends on your own network can still "
                                   "join your table.")
    if code == "unreachable":
        return _unreachable()
    if code == "not-an-invitation":
        return translate("Tunnel", "This is not a KingDesk invitation. An invitation starts with kingdesk://join/ "
                                   "— ask the host to send it again.")
    return translate("Tunnel", "The invitation cannot be opened: this computer does not let KingDesk use the "
                               "internet. Friends on your own network can still join your table.")


def _unreachable() -> str:
    return translate("Tunnel", "The table of this invitation cannot be reached. Check that the host's KingDesk has "
                               "the table open, that both computers are on the internet, and that the link was "
                               "copied whole.")


def tunnel_closed_text(exc: BaseException, seated: bool) -> str:
    """Why the connection to the table of an invitation ended, or could not be made (``seated``: the player had
    sat down)."""
    from kingdesk.net import protocol as p
    from kingdesk.net.client import TableRefused

    from .errors import network_error_text

    if isinstance(exc, TableRefused | p.VersionMismatch):
        return network_error_text(exc, "", seated)
    if seated:
        return translate("Tunnel", "The connection to the table of the invitation ended. A computer plays your seat "
                                   "there until you open the invitation again.")
    from kingdesk.net.invitation import InvitationError
    from kingdesk.net.tunnel import TunnelError

    return tunnel_error_text(exc) if isinstance(exc, TunnelError | InvitationError) else _unreachable()


def relay_text(setting: str) -> str:
    """Which relay carries the tunnel's bytes when the two computers cannot reach each other directly."""
    if setting == "default":
        return translate("Tunnel", "iroh's public relays (free, with no promise that they are always up)")
    if setting == "off":
        return translate("Tunnel", "none: your friends must be able to reach this computer directly")
    return translate("Tunnel", "your club's relay, %1").replace("%1", setting)


def route_text(route: Any) -> str:
    """How a remote seat's bytes travel, for its plate: directly or through a relay, and the round trip."""
    ms = number(route.rtt_ms) if route.rtt_ms is not None else "?"
    if route.relayed:
        return translate("Tunnel", "relayed, %1 ms").replace("%1", ms)
    return translate("Tunnel", "direct, %1 ms").replace("%1", ms)


__all__ = ["relay_text", "route_text", "tunnel_closed_text", "tunnel_error_text"]

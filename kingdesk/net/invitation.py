"""An invitation to a table across the internet: the link a host sends by any messenger, and the relay setting.

The link is ``kingdesk://join/<id>`` where ``<id>`` is the host's iroh endpoint id (64 hex digits, the public half
of the key the host keeps in its data folder, so the link is the same from one evening to the next), followed by
what a joiner cannot find by itself: ``relay=<url>`` when the host uses a club's own relay, and ``addr=<ip:port>``
(repeated) when it uses none, so that the joiner can reach it directly. With iroh's public relays the id alone
finds the host. Nothing here imports iroh: reading a pasted link needs no network library (:mod:`.tunnel` does).

>>> inv = Invitation("ab" * 32, relay="https://relay.example.org", addrs=("192.0.2.7:4242",))
>>> Invitation.parse(inv.link()) == inv
True
>>> Invitation.parse("  " + inv.link().upper().replace("KINGDESK://JOIN/", "kingdesk://join/") + "\\n").id == inv.id
True
>>> Invitation.parse("kingdesk://join/xyz")
Traceback (most recent call last):
...
kingdesk.net.invitation.InvitationError: not-an-invitation
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from urllib.parse import parse_qs, quote, urlsplit

SCHEME = "kingdesk"
"""The URL scheme the desktop registers (packaging/): a ``kingdesk://`` link opened from a messenger starts
KingDesk at Join a table."""

ALPN = b"kingdesk/1"
"""The application protocol the host's endpoint accepts: the table's WebSocket protocol, forwarded unchanged."""

RELAY_DEFAULT = "default"
"""iroh's public relays (free, rate-limited, no promise of uptime) and its discovery of the host by id."""
RELAY_OFF = "off"
"""No relay and no discovery: the joiner reaches the host directly at the addresses in the link, or not at all."""

_ID = re.compile(r"[0-9a-f]{64}")
MAX_LINK = 2000
"""A pasted text longer than this is no invitation of ours (a link has an id and a few addresses)."""


class InvitationError(ValueError):
    """A text that is not an invitation, or a relay setting that is neither ``default``, ``off`` nor a URL; the
    message is a code the window words in the player's language (``not-an-invitation``, ``bad-relay``)."""

    def __init__(self, code: str):
        super().__init__(code)
        self.code = code


def relay_setting(text: str) -> str:
    """``default``, ``off`` or an ``https://`` (or ``http://``) relay URL, from what a person typed
    (``--relay URL|off``, the Settings field); :class:`InvitationError` ``bad-relay`` otherwise.

    >>> relay_setting(" OFF "), relay_setting(""), relay_setting("https://relay.club.example/")
    ('off', 'default', 'https://relay.club.example/')
    """
    t = text.strip()
    if t.lower() in ("", RELAY_DEFAULT):
        return RELAY_DEFAULT
    if t.lower() == RELAY_OFF:
        return RELAY_OFF
    u = urlsplit(t)
    if u.scheme in ("https", "http") and u.hostname and not u.query and not u.fragment:
        return t
    raise InvitationError("bad-relay")


@dataclass(frozen=True)
class Invitation:
    id: str
    """The host's endpoint id, lowercase hex."""
    relay: str | None = None
    """The relay the host uses when it is not iroh's public ones."""
    addrs: tuple[str, ...] = ()
    """Where the host can be reached directly (``ip:port``), for a host without a relay."""

    def link(self) -> str:
        query = [f"relay={quote(self.relay, safe='')}"] if self.relay else []
        query += [f"addr={quote(a, safe=':[]')}" for a in self.addrs]
        return f"{SCHEME}://join/{self.id}" + ("?" + "&".join(query) if query else "")

    @classmethod
    def parse(cls, text: str) -> Invitation:
        t = text.strip()
        if len(t) > MAX_LINK:
            raise InvitationError("not-an-invitation")
        u = urlsplit(t)
        if u.scheme.lower() != SCHEME or u.netloc.lower() != "join":
            raise InvitationError("not-an-invitation")
        ident = u.path.strip("/").lower()
        if not _ID.fullmatch(ident):
            raise InvitationError("not-an-invitation")
        q = parse_qs(u.query, keep_blank_values=False)
        relays = q.get("relay", [])
        relay = None
        if relays:
            try:
                relay = relay_setting(relays[0])
            except InvitationError:
                raise InvitationError("not-an-invitation") from None
            if relay in (RELAY_DEFAULT, RELAY_OFF):
                raise InvitationError("not-an-invitation")
        addrs = tuple(a for a in q.get("addr", []) if _is_address(a))
        return cls(ident, relay, addrs)


def looks_like_invitation(text: str) -> bool:
    """Whether a person pasted a link rather than an address (the join form takes both)."""
    return text.strip().lower().startswith(f"{SCHEME}://")


def _is_address(a: str) -> bool:
    host, sep, port = a.rpartition(":")
    return bool(sep and host and port.isdigit() and 0 < int(port) < 65536)


__all__ = ["ALPN", "Invitation", "InvitationError", "RELAY_DEFAULT", "RELAY_OFF", "SCHEME", "looks_like_invitation",
           "relay_setting"]

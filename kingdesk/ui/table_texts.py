"""The texts on the table of one seat's view: the info panel (the deal, its contract, a sale), each seat's plate
(name, roles, presence at a shared table, tricks and score), the line a finished deal leaves on the table, and the
default names of the players, which follow the language.

The controller (:class:`.controller.Controller`) says when to write them and owns this writer; what they say is
the party as the table last told it and who sits where, read from the seat's view (:class:`SeatView`). It writes
to the scene only, and never talks to the table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from . import i18n
from .i18n import tr

if TYPE_CHECKING:
    from kingdesk.engine.shown import ShownParty

    from .table.scene import TableScene


def default_lists() -> list[list[str]]:
    """The default names of a party's players in the current language: a player's party ("You", "Player 2"…) and
    a demonstration's ("Player 1"…)."""
    return [i18n.default_names(), i18n.default_player_names()]


def default_seats(names: tuple[str, ...]) -> dict[int, int]:
    """The seats of ``names`` whose player has a default name, and which list of :func:`default_lists` it is
    from."""
    lists = default_lists()
    return {s: k for s, n in enumerate(names[:4]) for k in reversed(range(len(lists))) if n == lists[k][s]}


def table_named(seat: int, name: str) -> str | None:
    """How this window names a computer player its table named for nobody ("Player 3", the table's word in no
    language): as a party of ours names it ("Jugador 3"), renamed on a language change (its list in
    :func:`default_lists` is the second). ``None`` for any other name."""
    from kingdesk.net.table_config import default_computer_name

    return i18n.default_player_names()[seat] if name == default_computer_name(seat) else None


def suit_text(letter: str | None) -> str:
    """A trump as the table names it: its symbol and name ("♥ Hearts"), or "no trump"."""
    if not letter:
        return ""
    if letter == "N":
        return i18n.suit_name("N")
    return f"{i18n.suit_symbol(letter)} {i18n.suit_name(letter)}"


class SeatView(Protocol):
    """What the texts read of the seat's view (the controller)."""

    @property
    def shown(self) -> ShownParty | None: ...

    @property
    def human(self) -> int | None: ...

    @property
    def table_seats(self) -> tuple[Any, ...]: ...

    @property
    def table_routes(self) -> dict[int, Any]: ...

    def name(self, seat: int | None) -> str: ...


class TableTexts:
    """Writes the texts of :attr:`seat`'s party on the scene."""

    def __init__(self, scene: TableScene, seat: SeatView):
        self.scene = scene
        self.seat = seat
        self.defaults: dict[int, int] = {}
        """Seats whose player has a default name, and which list of :func:`default_lists` it is from."""

    def in_language(self, names: tuple[str, ...]) -> tuple[str, ...]:
        """``names`` with each default name (:attr:`defaults`) in the language now installed: a player nobody named
        ("Jugador 4") is named in it ("Oyuncu 4"), as a new party would name him."""
        lists = default_lists()
        out = list(names)
        for seat, k in self.defaults.items():
            if seat < len(out):
                out[seat] = lists[k][seat]
        return tuple(out)

    def presence(self, seat: int, party: ShownParty) -> str:
        """At a table shared with other people, whether a person is there, deciding, or gone (a computer plays
        for them until they are back): from who sits where and the decision due, as the table told them."""
        info = next((i for i in self.seat.table_seats if i.seat == seat), None)
        if info is None or info.player != "person" or seat == self.seat.human:
            return ""  # never a word about this window's own player in the third person (texts-es-tr-4 S5)
        if not info.connected:
            return tr("dropped, a computer plays")
        d = party.decision
        route = self.seat.table_routes.get(seat)
        where = f" ({i18n.route_text(route)})" if route is not None else ""
        if d.seat == seat and d.kind not in ("deal", "none") and not party.is_over:
            return tr("thinking") + where
        # connected: said only of those who are not (player-run-3, minor 23); how a seat from across the
        # internet is reached, though, is the host's to see
        return i18n.route_text(route) if route is not None else ""

    def write(self, deal: int | None = None, party: ShownParty | None = None) -> None:
        """The info panel and the four plates for ``deal`` (the current one by default) of ``party`` (the one on
        the table by default)."""
        g = self.seat.shown if party is None else party
        if g is None:
            return
        name = self.seat.name
        d = g.deals[deal] if deal is not None and deal < len(g.deals) else g.current
        lines = i18n.deal_info_lines(g, d)
        if d is not None:
            if d.sold and d.buyer is not None:
                lines.append(i18n.sold_text(name(d.buyer), d.price, d.buyer == self.seat.human))
            elif d.sale_opened and d.trump:  # the record says the seller kept the choice (player-run-3 #21)
                lines.append(i18n.kept_text(name(d.chooser), d.trump, d.chooser == self.seat.human))
        self.scene.set_info("<br>".join(lines))
        play = g.play if d is g.current else None
        for s in range(4):
            roles = []
            if d is not None:
                if s == d.dealer:
                    roles.append(tr("Dealer"))
                if s == d.declarer:
                    roles.append(tr("Mano") if g.family == "es" else tr("Declarer"))
            presence = self.presence(s, g)
            if presence:
                roles.append(presence)
            tricks = play.tricks_won[s] if play is not None else 0
            detail = tr("Tricks %1 · Score %2").replace("%1", i18n.number(tricks)).replace(
                "%2", i18n.number(g.totals[s], signed=True))
            self.scene.set_plate(s, name(s), " · ".join(roles), detail, self.scene.plates[self.scene.slot_of(s)].active)

    def deal_line(self, e: Any) -> str:
        """One line for the table at the end of a deal: the contract and what each player scored."""
        g = self.seat.shown
        points = getattr(e, "points", None)
        if g is None or points is None:
            return i18n.cancel_text(getattr(e, "reason", None))
        d = g.deals[e.deal]
        parts = [f"{self.seat.name(s)} {i18n.number(points[s], signed=True)}" for s in range(4)]
        return f"{i18n.contract_name(d.contract)}: " + ", ".join(parts)

"""Game › Join a table…: this window as one seat of a table served at another computer.

The window asks about its own unfinished party as for a new one, then becomes that seat's view: its controller
uses the :class:`~.net_bridge.RemoteTable` as its table (the same intents and events as its own,
:class:`~.seat_link.SeatLink`). The party there is its host's: the hint, undo and File › Save are off (the table
says so in every step), a connection that ends before the party does is told in words, the seat's token is kept
on disk so that a KingDesk that stopped gets its seat back, and the finished party's record goes into this
player's own history.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer

from kingdesk.net.invitation import looks_like_invitation

from . import i18n
from .i18n import tr

if TYPE_CHECKING:
    from pathlib import Path

    from PySide6.QtWidgets import QMessageBox

    from kingdesk.storage.seat_tokens import SeatTokens

    from .lifecycle import Storage
    from .main_window import MainWindow
    from .net_bridge import Closed, RemoteTable

log = logging.getLogger(__name__)


RETURN_WITHIN_S = 24 * 3600.0
"""A seat kept at a table elsewhere is offered at start for this long after it was last taken (an older table is
most likely gone; its seat is still found there by Game › Join a table…)."""


class Joining(QObject):
    """The table served elsewhere this window is one seat of, from Join until it leaves or the table ends."""

    def __init__(self, window: MainWindow, storage: Storage | None):
        super().__init__(window)
        self.window = window
        self._storage = storage
        self.remote: RemoteTable | None = None
        """The table joined (its connection), while this window sits there."""
        self._form: tuple[str, str, str | None] = ("", "", None)
        """The address, name and code last asked for in Join a table… (the form shows them again)."""
        self._interfaces: Any = None
        self.return_question: QMessageBox | None = None
        self._so_far: dict[int, str] = {}
        """The party at the table joined up to its last finished deal, as the table last sent it."""
        self.kept_copy: Path | None = None
        """Where the copy of the party at a table that stopped was kept (in the unfinished games)."""

    @property
    def _tokens(self) -> SeatTokens | None:
        return self._storage.seat_tokens if self._storage is not None else None

    def kept_token(self, table: str) -> str | None:
        """The token of this player's seat at the table whose identity is ``table``, if one is kept (a table found,
        typed, or given in an invitation: the seat is found by the table, not by how it was reached). Called on a
        connection's thread: it only reads the file."""
        tokens = self._tokens
        return tokens.token_for(table) if tokens is not None else None

    def dialog(self, interfaces: Any = None, refused: tuple[str, str] | None = None, link: str = "") -> Any:
        """Game › Join a table…: once the player asks to sit down, the unfinished party is asked about (as for a
        new party) and the window becomes that seat's view. ``interfaces``: where to look for tables (a test's
        loopback; by default every network). ``refused``: why the table did not seat the player and which field
        was wrong (``"address"``, ``"name"``, ``"code"``): the form shows what was typed, the reason, that field
        selected. ``link``: an invitation's link opened from a messenger, in place of the address."""
        from .dialogs import JoinDialog

        w = self.window
        self._interfaces = interfaces
        address, name, code = self._form
        address = link or address
        if w.lifecycle is not None:
            address = address or w.lifecycle.settings.value("table/address")
            name = name or w.lifecycle.settings.own_name()
        tokens = self._tokens
        dlg = JoinDialog(name, w, interfaces, address=address, code=code or "",
                         held=tokens.tables() if tokens is not None else set())
        if w.lifecycle is not None:
            from .people.picker import offer_people

            offer_people(dlg.name, w.lifecycle.book.people(computers=False))
        dlg.join.connect(lambda address, name, code: w.replace_then(lambda: self.join(address, name, code)))
        dlg.open()
        if refused is not None:
            dlg.refused(*refused)
        return dlg

    def offer_return(self, otherwise: Callable[[], Any]) -> bool:
        """At start: when this player's KingDesk stopped while they sat at a table elsewhere (a seat is kept), ask
        whether to go back to it first; ``otherwise`` comes next when they do not. ``False`` if nothing to ask."""
        from PySide6.QtWidgets import QMessageBox

        from .question import Answer, ask

        tokens = self._tokens
        seat = tokens.latest(RETURN_WITHIN_S) if tokens is not None else None
        if seat is None:
            return False

        def back() -> None:
            log.info("going back to the seat kept at %s (%s)", seat.table_name, seat.address)
            self.join(seat.address, seat.name, None)

        box = ask(self.window, "return-question", tr("Back to your table"),
                  tr("When KingDesk stopped, you were sitting at a table: %1 (%2). Go back to your seat?")
                  .replace("%1", seat.table_name).replace("%2", seat.address),
                  Answer(tr("&Return to the table"), "return", QMessageBox.ButtonRole.AcceptRole),
                  Answer(tr("&Not now"), "not-now", QMessageBox.ButtonRole.RejectRole),
                  back, otherwise, default_yes=True)
        self.return_question = box
        return True

    def join(self, address: str, name: str, code: str | None, token: str | None = None) -> RemoteTable:
        """Sit down at the table at ``address`` now, or come back to this player's seat there (``token``, or the
        one kept for that table): the table shows this seat as soon as the table tells it."""
        from .net_bridge import RemoteTable

        w = self.window
        w.clear_for_another_table()
        self._form = (address, name, code)
        tokens = self._tokens
        relay = str(w.lifecycle.settings.value("relay")) if w.lifecycle is not None else "default"
        remote = RemoteTable(address, name, code, token, parent=w, relay=relay,
                             token_for=self.kept_token if tokens is not None and token is None else None)
        self.attach(remote, tokens)
        w.scene.set_status(tr("Joining the table of the invitation…") if looks_like_invitation(address)
                           else tr("Joining the table at %1…").replace("%1", address))
        log.info("joining the table at %s as %s", address, name)
        return remote

    def attach(self, remote: RemoteTable, kept: SeatTokens | None = None) -> None:
        """Be the seat of ``remote`` (connected already or not; started here if not): this window shows what its
        table tells; ``kept``: where its seat's token is kept."""
        w = self.window
        remote.closed.connect(lambda closed: self._closed(remote, closed, kept))
        remote.seated.connect(lambda seated: self._sat_down(remote, seated, kept))
        if kept is not None:
            remote.recorded.connect(lambda _record: kept.forget(remote.table_id))  # the party there is over
        remote.seats_changed.connect(lambda seats: self._seats(remote, seats))
        remote.seated.connect(lambda _seated: self._seats(remote, remote.seats))
        remote.said.connect(self._said)
        remote.recorded.connect(lambda record: self._recorded(remote, record))
        remote.so_far.connect(lambda text: self._so_far.update({id(remote): text}))
        self.remote = remote
        w.controller.use(remote)
        if remote.seats:
            self._seats(remote, remote.seats)
        if remote.shown is not None:  # what came before this view joined, at once, in its seat
            w.controller.catch_up(remote.shown)
        remote.start()
        w.view.setFocus()
        if w.score_dock is not None:
            w.score_dock.setVisible(True)
        w.refresh_actions()

    def _sat_down(self, remote: RemoteTable, seated: Any, kept: SeatTokens | None) -> None:
        """The table seated this player: its token kept by the table's identity, the name and address remembered
        for the next form."""
        log.info("seated at %s (%s) in seat %d", remote.table_name, remote.address, seated.seat)
        if kept is not None:
            kept.put(remote.table_id, seated.token, remote.address, remote.table_name, remote.name)
        lifecycle = self.window.lifecycle
        if lifecycle is not None and not self.window.demo:
            lifecycle.settings.set_value("table/name", remote.name)
            lifecycle.settings.set_value("table/address", remote.address)

    def leave(self) -> None:
        """Leave the table joined (if any): its seat goes to a computer player there until this player comes back;
        the window's table is its own again."""
        remote, self.remote = self.remote, None
        if remote is None:
            return
        self.window.controller.release()
        remote.shutdown()

    def say(self, phrase: str) -> bool:
        """Say a table phrase at the table joined; ``False`` if not seated at one."""
        return self.remote is not None and self.remote.say(phrase)

    def _seats(self, remote: RemoteTable, seats: tuple[Any, ...]) -> None:
        """Who sits at the table: the names on the plates, this window's person in its seat; before the start, who
        is there."""
        if remote is not self.remote:
            return
        c = self.window.controller
        c.sit_at(remote.seat if remote.seat is not None else 0)
        c.seats_told(seats)
        if c.shown is None and remote.seat is not None:
            people = [info.name for info in seats if info.player == "person"]
            self.window.scene.set_status(tr("Waiting for the host to start the game…") + "\n"
                                         + tr("At the table: %1").replace("%1", i18n.join_names(people)))

    def _said(self, said: Any) -> None:
        """Someone at the table said a phrase (:class:`~kingdesk.net.protocol.Said`): a bubble at their seat."""
        from .i18n.phrases import phrase_text

        self.window.scene.bubble(said.seat, phrase_text(said.phrase), wait=False)  # talk never holds up the cards

    def _recorded(self, remote: RemoteTable, record: Any) -> None:
        """The party there is over and the table sent its record (:class:`~kingdesk.net.protocol.Record`): into
        this player's history, by the one writer of the history (the engine thread's owner), with this window's
        seat as the player's. A record the rules do not replay is logged and left out (nothing else changes)."""
        from kingdesk.record.errors import RecordError
        from kingdesk.record.io import parse_record
        from kingdesk.session import messages as m

        if remote is not self.remote or remote.seat is None:
            return
        try:
            loaded = parse_record(record.record)
        except RecordError as e:
            log.warning("the table's record of the party is not one: %s", e)
            return
        c = self.window.controller
        names = tuple(loaded.players) if loaded.players else c.config.names
        told = {info.seat: info for info in remote.seats}
        levels = tuple(told[s].level if s in told and told[s].player == "computer" else None for s in range(4))
        c.send(m.StoreFinished(loaded.game, names, remote.seat, from_autosave=False, setting="table",
                               levels=levels if any(levels) else None))

    def _closed(self, remote: RemoteTable, closed: Closed, kept: SeatTokens | None = None) -> None:
        """The connection ended: once the party is over, the table stays as it ended; a kept seat the table no
        longer knows is forgotten and the player sits down anew; a refusal opens the form again with what was
        typed and the wrong field selected; else the player is told why and the table is cleared."""
        if remote is not self.remote or closed.error is None:
            return
        from kingdesk.net import protocol as p
        from kingdesk.net.client import TableRefused

        error = closed.error
        log.info("the connection to the table at %s ended: %r", remote.address, error)
        if kept is not None and isinstance(error, TableRefused) and error.error.code == p.BAD_TOKEN:
            kept.forget(remote.table_id)
            self.leave()
            QTimer.singleShot(0, self, lambda: self.join(remote.address, remote.name, remote.code))
            return
        address, seated = str(remote.address), remote.token is not None
        self.kept_copy = None
        self._keep_copy(remote)
        self.leave()
        w = self.window
        w.refresh_actions()
        w.empty_table_hint()
        text = (i18n.tunnel_closed_text(error, seated) if looks_like_invitation(address)
                else i18n.network_error_text(error, address, seated))
        if self.kept_copy is not None:
            text += "\n\n" + tr("A copy of the game up to its last finished hand is kept among your unfinished "
                                 "games (File › Unfinished games).")
        wrong = _WRONG_FIELD.get(error.error.code) if isinstance(error, TableRefused) else None
        if wrong is None and not seated:
            wrong = "address"  # the table cannot be reached there
        if wrong is not None:
            self.dialog(self._interfaces, (text, wrong))
        else:
            w.show_failure(text)

    def _keep_copy(self, remote: RemoteTable) -> None:
        """The table stopped before its party was over: this player keeps a copy of it, up to its last finished
        deal, among their unfinished games, marked as played at that table (openable and printable)."""
        import json

        text = self._so_far.pop(id(remote), None)
        if text is None or self._storage is None:
            return
        try:
            doc = json.loads(text)
            doc["table"] = remote.table_name or remote.address
            if remote.sat is not None:
                doc["seat"] = remote.sat  # played on alone, this player is back in that seat
            self.kept_copy = self._storage.shelf.keep_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n")
        except (OSError, ValueError) as e:
            log.warning("the copy of the party at %s could not be kept: %s", remote.address, e)
            return
        log.info("a copy of the party at %s is kept as %s", remote.table_name, self.kept_copy.name)


_WRONG_FIELD = {"bad-code": "code", "bad-name": "name", "no-free-seat": "address", "seat-taken": "address"}
"""The field of Join a table… a refusal's code points to."""


__all__ = ["Joining"]

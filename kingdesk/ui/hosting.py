"""Game › Host a table…: the window's own table, opened to people at other computers.

Hosting adds a transport to the table this window already plays at, nothing else: the host plays at its own
table on the engine thread as at a party alone (its cards cross no network and no JSON), and a
:class:`~.net_bridge.HostedTable` serves that table to the others over WebSocket on a thread of its own
(:class:`~kingdesk.net.server.TableServer`). The lobby (:class:`~.dialogs.host.LobbyDialog`) shows who sits down
from the table's own word; Start has the table name the seats (the ones still free are computer players'), and the
window starts the party with them at its own table, whose autosave, history and undo rules are the same as for
any party. Ending the table (closing the window, a new party, joining or hosting another) asks first; the party
then goes on here, the others' seats played by computer players.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt, QTimer

from . import i18n
from .i18n import tr
from .table import timings as T

if TYPE_CHECKING:
    from pathlib import Path

    from PySide6.QtWidgets import QMessageBox

    from kingdesk.engine.game import Game
    from kingdesk.session import messages as m

    from .dialogs.host import HostChoice, LobbyDialog
    from .dialogs.invitation import InvitationDialog
    from .main_window import MainWindow
    from .net_bridge import Closed, HostedTable

log = logging.getLogger(__name__)

ROUTES_EVERY_MS = 3000
"""How often the plates of the seats from across the internet say again how they are reached."""

LAST_TABLE_KEY = "table/last"
"""Where the window's settings keep the table whose party started last (:meth:`Hosting.again`)."""


class Hosting(QObject):
    """The table this window hosts, from Game › Host a table… until it ends."""

    def __init__(self, window: MainWindow):
        super().__init__(window)
        self.window = window
        self.address = "0.0.0.0"
        """Where the table listens: every network of the computer (a test: 127.0.0.1)."""
        self.port: int | None = None
        """Its port (``None``: :data:`.net_bridge.HOST_PORT`; a test: 0, any free one)."""
        self.announce = True
        """Announce the table on the network it listens on (a test: not; multicast DNS listens on every address)."""
        self.check: Any = None
        """Whether the others can reach the table (``None``: :func:`kingdesk.net.reachability.check` on the addresses
        it is announced on; a test: a fake, or the real one on 127.0.0.1)."""
        self.hosted: HostedTable | None = None
        """The table served, from its opening until it ends."""
        self.lobby: LobbyDialog | None = None
        self._choice: HostChoice | None = None
        """What the table served was opened with (kept once its party starts, to host it again)."""
        self.end_table_question: QMessageBox | None = None
        self._announced: list[str] = []
        """The addresses the table is announced on (the lobby gives them; the reachability check tries them)."""
        self.relay: str | None = None
        """The relay of the invitation (``None``: Settings › Network's; a test: ``off``)."""
        self.tunnel_bind: str | None = None
        """Where the invitation's endpoint binds (``None``: every address, a port of the system's; a test, in its
        network namespace: 127.0.0.1:0)."""
        self.invitation: InvitationDialog | None = None
        self.routes: dict[int, Any] = {}
        """How each seat that came through the invitation is reached, as last told."""
        self._route_timer = QTimer(self)
        self._route_timer.setInterval(ROUTES_EVERY_MS)
        self._route_timer.timeout.connect(self._ask_routes)

    # ------------------------------------------------------------------ opening
    def dialog(self) -> Any:
        """Game › Host a table…: once the host opens it, the table hosted before, and the window's own unfinished
        party, are asked about first (as for a new party); then the table opens."""
        from .dialogs import HostDialog
        from .lifecycle import describe

        w = self.window
        base = w.lifecycle.new_game_config() if w.lifecycle is not None else w.controller.config
        name = w.lifecycle.settings.own_name() if w.lifecycle is not None else ""  # never the label "You"
        c = w.controller
        in_progress = describe(c.shown) if c.unfinished and c.shown is not None and w.lifecycle is not None \
            else None
        dlg = HostDialog(name, base.ruleset, base.seats.levels, w, in_progress)
        if w.lifecycle is not None:
            from .people.picker import offer_people

            offer_people(dlg.own, w.lifecycle.book.people(computers=False))
        dlg.host.connect(lambda choice: self._play_on(choice) if choice.play_on else
                         w.replace_then(lambda: self.open(choice)))
        dlg.open()
        return dlg

    def _play_on(self, choice: HostChoice) -> None:
        """Host a table that plays on the game in progress: it is kept for later first (nothing is lost if the
        table cannot open), then played on at the table from that file, which goes once the autosave holds it."""
        from kingdesk.record.errors import RecordError
        from kingdesk.session import messages as m

        lifecycle = self.window.lifecycle
        assert lifecycle is not None  # the dialog offers it only to a window that keeps its games

        def kept(path: Any) -> None:
            try:
                loaded = lifecycle.shelf.load(path)
            except RecordError:  # just written by the owner: told by the lifecycle's own checks if it ever is
                log.exception("the game kept for the table cannot be read back")
                return
            self.open(choice, loaded.game, loaded.players, path)

        lifecycle.kept.connect(kept, Qt.ConnectionType.SingleShotConnection)
        self.window.controller.send(m.PutAside())

    def open(self, choice: HostChoice, start: Game | None = None, players: list[str] | None = None,
             kept: Path | None = None) -> HostedTable:
        """Open the table now: the window's table is served on the network from a worker thread, announced there,
        with the host in seat 0; the lobby shows who sits down until the host starts."""
        from .dialogs import LobbyDialog
        from .net_bridge import HOST_PORT, HostedTable

        w = self.window
        w.clear_for_another_table()
        self.stop()
        table = choice.table
        log.info("hosting the table %s (%s) as %s", table.name, table.ruleset, choice.host)
        if w.lifecycle is not None and not w.demo:
            w.lifecycle.settings.set_value("table/name", choice.host)  # the next form proposes it
        options = w.lifecycle.settings.rule_options(table.ruleset) or None if w.lifecycle is not None else None
        # a new table's computers go unnamed: "Player 3", which each window at the table says in its own language
        names = tuple(players) if players is not None and len(players) == 4 else None
        config = dataclasses.replace(table, options=options, names=names, think_ms=w.scene.timings.pause(T.THINK_MIN))
        if start is not None:  # the game's rules and players (a person back under a player's name: their seat)
            config = dataclasses.replace(config, ruleset=start.rules.ruleset, options=None, seed=None)
        hosted = HostedTable(config, choice.host, self.address, HOST_PORT if self.port is None else self.port,
                             engine=w.controller.engine, announce=self.announce, start=start, from_shelf=kept,
                             parent=self)
        self.hosted = hosted
        self._choice = choice
        lobby = LobbyDialog(choice, w, tuple(players) if players is not None and choice.play_on else ())
        self.lobby = lobby
        hosted.listening.connect(lambda port: self._listening(hosted, lobby, port))
        hosted.ended.connect(lambda closed: self._ended(hosted, closed))
        hosted.seats_changed.connect(lambda seats: self._seats(hosted, seats))
        hosted.begins.connect(lambda setup: self._begins(hosted, setup))
        hosted.said.connect(self._said)
        lobby.start.connect(hosted.begin)
        lobby.close_table.connect(lambda: self._lobby_closed(hosted))
        lobby.check_again.connect(lambda: self._check_reachability(hosted, lobby))
        lobby.invite.connect(self.invite)
        hosted.invited.connect(lambda inv: self._invited(hosted, inv))
        hosted.not_invited.connect(lambda e: self._not_invited(hosted, e))
        hosted.routes.connect(lambda routes: self._routes(hosted, routes))
        w.scene.set_status(tr("Opening the table…"))
        hosted.start()
        lobby.show()
        return hosted

    def _listening(self, hosted: HostedTable, lobby: LobbyDialog, port: int) -> None:
        """The table listens: the lobby says where the others find it."""
        if hosted is not self.hosted:
            return
        from kingdesk.net.discovery import announce_on, own_addresses

        try:
            addresses = announce_on(self.address, own_addresses())[1]
        except (OSError, ValueError):
            addresses = []
        lobby.listening(addresses, port)
        self._announced = addresses
        self._check_reachability(hosted, lobby)

    def _seats(self, hosted: HostedTable, seats: tuple[Any, ...]) -> None:
        """Who sits where, as the table says: in the lobby, on the plates, and before the start on the felt."""
        if hosted is not self.hosted:
            return
        w = self.window
        if self.lobby is not None:
            self.lobby.show_seats(seats)
        named = hosted.config.names
        if named is not None and not hosted.server.started:  # a table hosted again: who each free seat waits for
            seats = tuple(dataclasses.replace(i, name=named[i.seat]) if i.player == "free" and not i.name else i
                          for i in seats)
        w.controller.seats_told(seats)
        if w.controller.shown is None:
            people = [info.name for info in seats if info.player == "person"]
            w.scene.set_status(tr("Your table is open. Start the game when everyone you wait for has sat down.")
                               + "\n" + tr("At the table: %1").replace("%1", i18n.join_names(people)))

    def _said(self, said: Any) -> None:
        """Someone at the table said a phrase (:class:`~kingdesk.net.protocol.Said`): a bubble at their seat."""
        from .i18n.phrases import phrase_text

        self.window.scene.bubble(said.seat, phrase_text(said.phrase), wait=False)  # talk never holds up the cards

    def _begins(self, hosted: HostedTable, setup: m.PartySetup) -> None:
        """The host started: the table named the seats; the party starts at the window's own table."""
        if hosted is not self.hosted:
            return
        self._close_lobby()
        seats = hosted.seats
        self.window.start_here(setup)
        self.window.controller.seats_told(seats)
        if self._choice is not None:
            people = {info.seat for info in seats if info.player == "person"}
            self._remember(self._choice, tuple(setup.names), frozenset(range(1, 4)) - people)
        log.info("the party at the table started: %s", ", ".join(f"{i.seat + 1}. {i.name} ({i.player})"
                                                                    for i in seats))

    # ------------------------------------------------------------------ hosting it again
    def _remember(self, choice: HostChoice, players: tuple[str, ...], computers: frozenset[int]) -> None:
        """The table whose party started, for the resume question to offer to host it again with the same table
        name, code and seats (``computers``: the seats no person sat down in; the party is told by its players'
        names)."""
        import json

        t = choice.table
        self.window.settings.setValue(LAST_TABLE_KEY, json.dumps({
            "host": choice.host, "name": t.name, "code": t.code, "ruleset": t.ruleset, "level": t.level,
            "levels": list(t.levels) if t.levels is not None else None, "computers": sorted(computers),
            "players": list(players)}))

    def again(self, players: list[str] | None) -> HostChoice | None:
        """The table the party of ``players`` was played at, to host it again (``None`` if it was not, or if
        what was kept cannot be read)."""
        import json

        from kingdesk.net.table_config import TableConfig

        from .dialogs.host import HostChoice

        raw = self.window.settings.value(LAST_TABLE_KEY)
        try:
            d = json.loads(raw) if isinstance(raw, str) else None
            if not isinstance(d, dict) or not players or list(players) != d["players"]:
                return None
            table = TableConfig(str(d["ruleset"]), None, None, str(d["name"]), d["code"], None, str(d["level"]),
                                tuple(d["levels"]) if d["levels"] is not None else None,
                                frozenset(int(s) for s in d["computers"]))
            return HostChoice(table, str(d["host"]), play_on=True)
        except (ValueError, TypeError, KeyError) as e:
            log.warning("the table hosted last cannot be read back (%s): it is not offered again", e)
            return None

    def host_again(self, choice: HostChoice) -> None:
        """Host the party on the table again at once, as it was hosted (the resume question's "Host it again")."""
        log.info("hosting the table %s again", choice.table.name)
        self._play_on(choice)

    def _check_reachability(self, hosted: HostedTable, lobby: LobbyDialog) -> None:
        """Whether the table takes connections at the addresses it is announced on and what this computer's firewall
        says, checked on a worker thread (seconds: connections, the firewall's commands); the lobby tells the host
        what to do when something is."""
        from kingdesk.net import reachability

        from .net_bridge import ReachabilityCheck

        if hosted is not self.hosted or hosted.served_port is None:
            return
        run = ReachabilityCheck(self.check or reachability.check, lobby)  # goes with the lobby
        run.done.connect(lobby.reached)
        lobby.checking()
        run.start(hosted.served_port, list(self._announced))

    # ------------------------------------------------------------------ the invitation
    def invite(self, renew: bool = False) -> InvitationDialog | None:
        """Open the table to friends across the internet (iroh's tunnel, only once the host asks: it looks for a
        way through the router) and show the invitation; ``renew``: a new key, so a new link."""
        from kingdesk.net.tunnel import host_key
        from kingdesk.storage.paths import data_dir

        from .dialogs.invitation import InvitationDialog

        hosted = self.hosted
        if hosted is None:
            return None
        relay = self._relay()
        dlg = self.invitation
        if dlg is None:
            # the window's, not the lobby's: a friend may come through it after the start
            dlg = InvitationDialog(hosted.config.code, relay, self.window)
            dlg.renew.connect(lambda: self.invite(renew=True))
            dlg.finished.connect(lambda _r: self._invitation_closed(dlg))
            self.invitation = dlg
        dlg.opening()
        dlg.show()
        dlg.raise_()
        try:
            key = host_key(data_dir(), renew)
        except OSError as e:
            log.warning("the invitation's key cannot be kept: %s", e)
            key = None  # a key for this evening only: the link changes next time
        hosted.invite(relay, key, self.tunnel_bind)
        return dlg

    def _invitation_closed(self, dlg: InvitationDialog) -> None:
        if self.invitation is dlg:
            self.invitation = None

    def _relay(self) -> str:
        if self.relay is not None:
            return self.relay
        lifecycle = self.window.lifecycle
        return str(lifecycle.settings.value("relay")) if lifecycle is not None else "default"

    def _invited(self, hosted: HostedTable, invitation: Any) -> None:
        if hosted is not self.hosted:
            return
        log.info("the table is open to invitations")
        if self.invitation is not None:
            self.invitation.invited(invitation.link())
        self._route_timer.start()

    def _not_invited(self, hosted: HostedTable, error: BaseException) -> None:
        if hosted is not self.hosted:
            return
        log.warning("the invitation cannot open: %s", error)
        if self.invitation is not None:
            self.invitation.failed(i18n.tunnel_error_text(error))

    def _ask_routes(self) -> None:
        if self.hosted is None:
            self._route_timer.stop()
            return
        self.hosted.ask_routes()

    def _routes(self, hosted: HostedTable, routes: dict[int, Any]) -> None:
        """How each seat from across the internet is reached: on its plate (direct or relayed, round trip)."""
        if hosted is not self.hosted or routes == self.routes:
            return
        self.routes = dict(routes)
        self.window.controller.routes_told(self.routes)

    # ------------------------------------------------------------------ ending
    def _lobby_closed(self, hosted: HostedTable) -> None:
        if hosted is self.hosted and not hosted.server.started:
            self.stop()
            self.window.clear_for_another_table()
            self.window.empty_table_hint()

    def _ended(self, hosted: HostedTable, closed: Closed) -> None:
        """The table ended: its party is over (the window's table stored it), or the host closed it; or it could
        not be opened at all."""
        if hosted is not self.hosted:
            return
        self.hosted = None
        self._end_invitation()
        w = self.window
        if closed.error is not None:
            self._close_lobby()
            if w.controller.shown is None:
                w.clear_for_another_table()
            w.show_failure(i18n.hosting_error_text(closed.error))
            w.empty_table_hint()
        w.refresh_actions()

    @property
    def unfinished(self) -> bool:
        """This window hosts a table whose party is not over: closing it would leave the others without it."""
        shown = self.window.controller.shown
        return self.hosted is not None and self.hosted.running and not (shown is not None and shown.is_over)

    def confirm_end(self, then: Callable[[], Any]) -> QMessageBox:
        """Ask before ending the table this window hosts; ``then`` runs once the player agreed (the table
        ended)."""
        from PySide6.QtWidgets import QMessageBox

        from .question import Answer, ask

        def end() -> None:
            self.stop()
            then()

        box = ask(self.window, "end-table-question", tr("You host a table"),
                  tr("The others at your table would lose it: it ends with your KingDesk. The game stays on "
                     "your table, with computer players in their seats, and you can go on with it."),
                  Answer(tr("&End the table"), "end-table", QMessageBox.ButtonRole.DestructiveRole),
                  Answer(tr("Cancel"), "cancel", QMessageBox.ButtonRole.RejectRole), end)
        self.end_table_question = box
        return box

    def stop(self) -> None:
        """End the table this window hosts, if any: its connections close; its party goes on here, the others'
        seats played by computer players."""
        hosted, self.hosted = self.hosted, None
        self._close_lobby()
        self._end_invitation()
        if hosted is None:
            return
        log.info("the host closes the table %s", hosted.config.name)
        hosted.stop()
        if self.window.controller.shown is not None:
            self.window.controller.seats_told(())  # nobody elsewhere any more
        self.window.refresh_actions()

    def _end_invitation(self) -> None:
        """The table ended: its invitation with it (the plates say no route any more)."""
        self._route_timer.stop()
        if self.routes:
            self.routes = {}
            self.window.controller.routes_told({})
        invitation, self.invitation = self.invitation, None
        if invitation is not None:
            invitation.close()

    def say(self, phrase: str) -> bool:
        """The host says a phrase to the table; ``False`` if no party is hosted."""
        return self.hosted is not None and self.hosted.say(phrase)

    def _close_lobby(self) -> None:
        lobby, self.lobby = self.lobby, None
        if lobby is not None:
            lobby.ending = True  # closing it is not the host closing the table
            lobby.close()
            lobby.deleteLater()


__all__ = ["Hosting"]

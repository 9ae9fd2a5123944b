"""``kingdesk-server``: a table served without a window (a club's always-on machine); ``kingdesk-bot``: a computer
player sitting at a table over the network. Both stop cleanly on SIGINT and SIGTERM (their connections closed, the
autosave written) with exit status 0.

``kingdesk-server`` prints one line once it listens, ``kingdesk-server: table NAME at ws://HOST:PORT (protocol N)``
(with ``--port 0`` the system's free port), serves one game and ends once it is over. With ``--invite`` it also
opens the tunnel across the internet (:mod:`.tunnel`) and prints one more line, ``invite: <invitation>``, which
``kingdesk-bot --join`` and a window's Join a table… take.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import signal
import sys
from collections.abc import Callable
from pathlib import Path

from kingdesk.engine.errors import EngineError
from kingdesk.engine.rules import PRESETS, Rules
from kingdesk.levels import LEVELS
from kingdesk.session.table import MOVE_TIMER_S, THINK_MS
from kingdesk.storage.autosave import Autosave

from .client import TableRefused, play_bot
from .protocol import PROTOCOL, VersionMismatch
from .invitation import RELAY_DEFAULT, Invitation, InvitationError, relay_setting
from .server import TableConfig, TableServer
from .tunnel import JoinTunnel, TunnelError, host_key


def server_main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="kingdesk-server",
        description="Serve a KingDesk table on the network without a window: one game, its seats taken by people "
                    "at other computers (kingdesk, kingdesk-bot); the seats nobody takes are played by computers. "
                    "This computer deals and holds every card.")
    parser.add_argument("--port", type=int, required=True, help="the TCP port (0: any free one, printed)")
    parser.add_argument("--host", default="127.0.0.1",
                        help="the address to listen on (default: 127.0.0.1, this computer only; 0.0.0.0: every "
                             "network it is on)")
    parser.add_argument("--ruleset", choices=PRESETS, default="turkish-12")
    parser.add_argument("--code", help="a table code people must give to sit down")
    parser.add_argument("--people", type=int, default=4,
                        help="the game starts once this many people sat down (1-4, default 4)")
    parser.add_argument("--level", choices=LEVELS, default="medium",
                        help="the computer players' level: the free seats, and a seat whose person dropped")
    parser.add_argument("--name", default="KingDesk", help="the table's name, shown to who joins")
    parser.add_argument("--think-ms", type=int, default=THINK_MS, metavar="MS",
                        help=f"a computer player's shortest thinking time, in milliseconds (default {THINK_MS})")
    parser.add_argument("--move-timer", type=float, default=MOVE_TIMER_S, metavar="SECONDS",
                        help=f"the seconds each person has for a decision before a computer player makes it for "
                             f"them (they keep the seat); 0: no timer (default {MOVE_TIMER_S:.0f})")
    parser.add_argument("--seed", type=int, help="the shuffle's seed (default: a random one)")
    parser.add_argument("--announce", action="store_true",
                        help="announce the table on the network it listens on (DNS-SD, _kingdesk._tcp), for the "
                             "programs there that look for tables")
    parser.add_argument("--autosave", type=Path, help="keep the game in progress in this file after every step")
    parser.add_argument("--resume", type=Path, metavar="RECORD",
                        help="play on the game of this kingdesk/1 record (the --autosave of a table that stopped, a "
                             "kept or saved game) from where it stands, with its rules; a person who sits down "
                             "under a player's name takes that player's seat again")
    parser.add_argument("--invite", action="store_true",
                        help="also take people from across the internet: print an invitation (invite: kingdesk://…) "
                             "to send them; the host's key is kept in --key, so the invitation stays the same")
    parser.add_argument("--key", type=Path, metavar="FOLDER",
                        help="the folder of the invitation's key (default: KingDesk's data folder)")
    _relay_option(parser)
    args = parser.parse_args(argv)
    start = None
    try:
        config = TableConfig(args.ruleset, None, args.seed, args.name, args.code, args.people, args.level,
                             think_ms=max(0, args.think_ms), move_timer_s=args.move_timer)
        Rules.from_preset(config.ruleset)
        if args.resume is not None:
            from kingdesk.record.io import read_record

            loaded = read_record(args.resume)
            start = loaded.game
            if start.is_over:
                parser.error(f"the game of {args.resume} is over")
            names = tuple(loaded.players) if loaded.players and len(loaded.players) == 4 else None
            config = TableConfig(start.rules.ruleset, None, None, args.name, args.code, args.people, args.level,
                                 names=names, think_ms=max(0, args.think_ms), move_timer_s=args.move_timer)
    except (ValueError, EngineError, OSError) as e:  # a RecordError is a ValueError, with its words
        parser.error(str(e))
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s: %(message)s")
    server = TableServer(config, autosave=Autosave(args.autosave) if args.autosave is not None else None,
                         announce=args.announce, start=start)

    def listening(port: int) -> None:
        print(f"kingdesk-server: table {config.name} at ws://{args.host}:{port} (protocol {PROTOCOL})", flush=True)

    async def serve() -> None:
        _on_signals(server.stop)
        if not args.invite:
            await server.run(args.host, args.port, listening)
            return
        from kingdesk.storage.paths import data_dir

        from .invited import serve_invited

        def invited(inv: Invitation) -> None:
            print(f"invite: {inv.link()}", flush=True)

        def failed(e: TunnelError) -> None:
            print(f"kingdesk-server: no invitation: {e}", file=sys.stderr, flush=True)

        key = host_key(args.key if args.key is not None else data_dir())
        await serve_invited(server, args.host, args.port, listening, relay=args.relay, key=key, invited=invited,
                            failed=failed)

    try:
        asyncio.run(serve())
    except OSError as e:
        print(f"kingdesk-server: cannot listen on {args.host}:{args.port}: {e.strerror or e}", file=sys.stderr)
        return 1
    return 0


def bot_main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="kingdesk-bot",
                                     description="Sit a KingDesk computer player at a table on the network and play "
                                                 "until the game is over.")
    where = parser.add_mutually_exclusive_group(required=True)
    where.add_argument("--connect", metavar="HOST:PORT", help="the table's address")
    where.add_argument("--join", metavar="INVITATION", help="the table's invitation (kingdesk://join/…)")
    _relay_option(parser)
    parser.add_argument("--level", choices=LEVELS, default="medium")
    parser.add_argument("--name", default="Bot", help="the name it sits down with")
    parser.add_argument("--code", help="the table code, if the table asks for one")
    parser.add_argument("--seed", type=int, help="the player's seed (default: its seat's, as at the table)")
    args = parser.parse_args(argv)
    invitation = None
    if args.join is not None:
        try:
            invitation = Invitation.parse(args.join)
        except InvitationError:
            parser.error(f"not an invitation: {args.join}")
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s: %(message)s")

    async def play() -> bool:
        task = asyncio.current_task()
        assert task is not None
        _on_signals(task.cancel)
        if invitation is None:
            return await play_bot(args.connect, args.level, args.name, args.seed, args.code)
        tunnel = await JoinTunnel.open(invitation, args.relay)
        try:
            return await play_bot(tunnel.address, args.level, args.name, args.seed, args.code)
        finally:
            await tunnel.close()

    try:
        over = asyncio.run(play())
    except asyncio.CancelledError:
        print("kingdesk-bot: stopped", file=sys.stderr)
        return 0
    except (VersionMismatch, TableRefused) as e:
        print(f"kingdesk-bot: {e}", file=sys.stderr)
        return 2
    except TunnelError as e:
        print(f"kingdesk-bot: cannot reach the table of the invitation: {e}", file=sys.stderr)
        return 1
    except OSError as e:
        print(f"kingdesk-bot: cannot play at {args.connect or args.join}: {e}", file=sys.stderr)
        return 1
    if not over:
        print("kingdesk-bot: the table closed before the game was over", file=sys.stderr)
    return 0 if over else 1


def _relay_option(parser: argparse.ArgumentParser) -> None:
    def relay(text: str) -> str:
        try:
            return relay_setting(text)
        except InvitationError:
            raise argparse.ArgumentTypeError("a relay is 'off', 'default' or an https:// URL") from None

    parser.add_argument("--relay", type=relay, default=RELAY_DEFAULT, metavar="URL|off",
                        help="the relay that carries the tunnel's encrypted bytes when the two computers cannot reach "
                             "each other directly: iroh's public relays by default (free, rate-limited, no promise "
                             "of uptime), a club's own iroh-relay (its URL), or none (off)")


def _on_signals(stop: Callable[[], object]) -> None:
    """SIGINT and SIGTERM call ``stop`` on the running loop (where the loop cannot, as on Windows, the
    handler posts it there)."""
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        try:
            loop.add_signal_handler(sig, stop)
        except NotImplementedError:
            signal.signal(sig, lambda *_: loop.call_soon_threadsafe(stop))


__all__ = ["server_main", "bot_main"]

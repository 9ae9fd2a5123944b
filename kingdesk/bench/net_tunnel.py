"""``python -m kingdesk.bench net --tunnel``: a move's latency through iroh's tunnel against plain WebSocket, the
same tables in one run.

    python -m kingdesk.bench net --tunnel --tables 10 --seconds 10

``--tables`` tables are served in this process (one asyncio loop, computer players answering at once); each has
four clients answering every decision of their seat with its first option, at once. Plain: each client connects
to its table's port on 127.0.0.1. Tunnel: the table opens its invitation (relays off, bound to 127.0.0.1) and each
client reaches it through an iroh endpoint of its own, as four people at four computers would (so the tunnel
adds QUIC, its encryption and two forwards). A move's latency is measured at each of the other three seats: from
just before the mover sends it to the moment that seat holds the step it caused, all on one clock.

iroh probes the router for port mappings: the bench runs only in a network namespace that has nothing but the
loopback interface. Started elsewhere, it runs itself again with ``unshare --net`` (root), and refuses to open an
endpoint if that namespace has any other interface (:mod:`.isolation`). Every address is 127.0.0.1; every wait is
bounded in time, every loop by the run's time or a count. Compare the two rows of one run, never two runs.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import time
from dataclasses import dataclass, field
from typing import Any

from kingdesk.bench.events import percentile
from kingdesk.bench.isolation import only_loopback, require_loopback_only, run_isolated
from kingdesk.bench.net_limits import DRAIN_S, HOST, SETUP_S

RULESET = "turkish-12"
MAX_MESSAGES = 1_000_000
"""A client reads no more than this many messages in a run (the run's time ends it long before)."""


@dataclass
class _Table:
    sent: dict[int, float] = field(default_factory=dict)
    """The step a move answered → when its mover sent it."""
    latencies: list[float] = field(default_factory=list)
    moves: int = 0


class _Pool:
    """The tables' computer players are never asked (four people at every table); a pool that never answers."""

    def submit(self, level: str, seed: int, view: Any) -> Any:
        import concurrent.futures

        return concurrent.futures.Future()

    def cancel(self) -> None:
        pass

    def requests(self) -> _Pool:
        return self


async def _seat(address: str, seat: int, table: _Table, until: float) -> None:
    from kingdesk.net import protocol as p
    from kingdesk.net.client import TableClient

    client, _ = await TableClient.open(address, client="bench")
    try:
        await client.sit(f"Bench {seat}", None, seat)
        answered = -1
        for _ in range(MAX_MESSAGES):
            msg = await asyncio.wait_for(client.receive(), SETUP_S)
            if not isinstance(msg, p.State | p.Step):
                continue
            now = time.perf_counter()
            sent = table.sent.get(msg.step - 1)
            if sent is not None and msg.shown is not None and msg.shown.decision is not None:
                table.latencies.append(now - sent)
            if msg.shown is None:
                continue  # not dealt yet
            if msg.shown.is_over or now > until:
                return
            d = msg.decision
            if d is not None and d.seat == seat and msg.step > answered:
                answered = msg.step
                table.sent[msg.step] = time.perf_counter()
                table.moves += 1
                await client.send(p.Move(msg.step, seat, d.options[0]))
    finally:
        await client.close()


async def _measure(tables: int, seconds: float, tunnel: bool) -> dict[str, Any]:
    from kingdesk.net.invitation import RELAY_OFF, Invitation
    from kingdesk.net.server import TableConfig, TableServer
    from kingdesk.net.tunnel import JoinTunnel

    servers, runs, where = [], [], []
    for i in range(tables):
        server = TableServer(TableConfig(RULESET, seed=i, level="random", think_ms=0), pool=_Pool())
        heard: asyncio.Future[int] = asyncio.get_running_loop().create_future()
        runs.append(asyncio.ensure_future(server.run(HOST, 0, heard.set_result)))
        port = await asyncio.wait_for(heard, SETUP_S)
        if tunnel:
            inv = await asyncio.wait_for(server.open_tunnel(RELAY_OFF, None, f"{HOST}:0"), SETUP_S)
            where.append(inv.link())
        else:
            where.append(f"{HOST}:{port}")
        servers.append(server)
    tunnels: list[JoinTunnel] = []
    addresses: list[list[str]] = []
    started = time.perf_counter()
    for link in where:
        seats = []
        for _ in range(4):
            if tunnel:
                t = await JoinTunnel.open(Invitation.parse(link), RELAY_OFF, timeout=SETUP_S)
                tunnels.append(t)
                seats.append(t.address)
            else:
                seats.append(link)
        addresses.append(seats)
    setup_s = time.perf_counter() - started
    books = [_Table() for _ in range(tables)]
    until = time.perf_counter() + seconds
    cpu0, t0 = time.process_time(), time.perf_counter()
    await asyncio.wait_for(asyncio.gather(*(_seat(a, s, books[i], until) for i, seats in enumerate(addresses)
                                            for s, a in enumerate(seats))), seconds + SETUP_S + DRAIN_S)
    wall, cpu = time.perf_counter() - t0, time.process_time() - cpu0
    for server in servers:
        server.stop()
    await asyncio.wait_for(asyncio.gather(*runs, return_exceptions=True), DRAIN_S + SETUP_S)
    for t in tunnels:
        await t.close()
    lat = sorted(x for b in books for x in b.latencies)
    moves = sum(b.moves for b in books)
    return {"mode": "tunnel" if tunnel else "websocket", "tables": tables, "moves": moves,
            "moves_per_s": moves / wall if wall else 0.0, "cpu_share": cpu / wall if wall else 0.0,
            "setup_s": setup_s, "p50_ms": _ms(lat, 0.5), "p90_ms": _ms(lat, 0.9), "p99_ms": _ms(lat, 0.99),
            "samples": len(lat)}


def _ms(xs: list[float], q: float) -> float:
    value = percentile(xs, q)
    return 1000 * value if value is not None else float("nan")


def measure(tables: int, seconds: float) -> list[dict[str, Any]]:
    """Both rows of one run: plain WebSocket first, then through the tunnel (in this namespace)."""
    require_loopback_only()

    async def both() -> list[dict[str, Any]]:
        return [await _measure(tables, seconds, False), await _measure(tables, seconds, True)]

    return asyncio.run(both())


def format_report(rows: list[dict[str, Any]]) -> str:
    out = [f"net --tunnel: {rows[0]['tables']} tables of {RULESET}, four clients each, one process, 127.0.0.1 in a "
           "loopback-only network namespace (relays off)",
           f"{'mode':<10} {'moves':>7} {'moves/s':>8} {'p50 ms':>7} {'p90 ms':>7} {'p99 ms':>7} {'CPU':>5} "
           f"{'set-up s':>8}"]
    for r in rows:
        out.append(f"{r['mode']:<10} {r['moves']:>7} {r['moves_per_s']:>8.0f} {r['p50_ms']:>7.1f} "
                   f"{r['p90_ms']:>7.1f} {r['p99_ms']:>7.1f} {r['cpu_share']:>5.0%} {r['setup_s']:>8.2f}")
    plain, tunnel = rows
    if plain["p50_ms"] > 0:
        out.append(f"the tunnel's p50 is {tunnel['p50_ms'] / plain['p50_ms']:.2f}x, its p99 "
                   f"{tunnel['p99_ms'] / max(plain['p99_ms'], 1e-9):.2f}x plain WebSocket's (same run); the relayed "
                   "path cannot be measured here")
    return "\n".join(out)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m kingdesk.bench net --tunnel")
    parser.add_argument("--tables", type=int, default=10)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    if not only_loopback():
        done = run_isolated([sys.executable, "-m", "kingdesk.bench", "net", "--tunnel", *argv],
                            args.seconds * 2 + 4 * SETUP_S)
        sys.stdout.write(done.stdout)
        sys.stderr.write(done.stderr[-4000:] if done.returncode else "")
        return done.returncode
    rows = measure(args.tables, args.seconds)
    print(json.dumps(rows) if args.json else format_report(rows))
    return 0


__all__ = ["main", "measure", "format_report"]

"""``python -m kingdesk.bench net``: many tables served by one process, each played as fast as it may.

    python -m kingdesk.bench net --tables 50 --seconds 10
    python -m kingdesk.bench net --sweep 1,10,25,50,75
    python -m kingdesk.bench net --tunnel --tables 10     (kingdesk/bench/net_tunnel.py)

**The server** is a process of its own (so that its CPU is its own): one asyncio loop holding ``--tables``
:class:`~kingdesk.net.server.TableServer`\\ s, each listening on a port of its own on ``127.0.0.1`` (a table
serves one party; when it is over, a new table with the next seed listens on the same port and its four
clients sit down again). Nobody else plays: the tables have no computer players (their pool never answers).

**The clients** are scripted: four connections a table, in ``--clients`` processes (a table's four seats in
the same one), every connection on one asyncio loop. Each seat answers every decision of its own with the
first of its options, at once, from the moment the parent says go until ``--seconds`` have passed (or its
process sent its share of ``--moves``). They read each message as JSON and check its ``seq``; they do not
build the typed records of :mod:`kingdesk.net.protocol` (a player's client does, once per message, at a
person's pace), so that the clients cost the machine as little as may be.

**The latency** of a move is measured at each of the other three seats: from just before the mover's
connection sends it to the moment the seat's connection hands over the ``step`` it caused (the step numbered
one more than the move's). The mover and the three seats are in the same process, so both ends are read on
the same clock (``time.perf_counter``); it includes the clients' own loop (their CPU is printed beside).

**Lost and duplicated moves**: every move sent is followed until each of the four seats has seen its step
exactly once, with the mover's seat and (for a card) the card in its events; a move not seen so by every seat
once the run is over is lost, a step a seat saw twice (or a ``seq`` repeated) is duplicated; a gap in a
connection's ``seq`` counts the messages missing, a ``refused`` is counted too. The tables also count the
moves they took (from each party's moves, deals left out): it must be the number sent.

**The server's CPU** is its process's CPU time (``time.process_time``) between the go and the end of the
run, as a share of one core; its memory is the largest resident size it reached (``ru_maxrss``).

Every address bound or connected to is ``127.0.0.1`` (:data:`~kingdesk.bench.net_limits.HOST`); the bench has no
option for another. Every wait is bounded (:data:`~kingdesk.bench.net_limits.SETUP_S`,
:data:`~kingdesk.bench.net_limits.DRAIN_S`), every loop by the run's time or a count.

Here, the parent: it starts the server process (:mod:`kingdesk.bench.net_server`) and the client processes
(:mod:`kingdesk.bench.net_clients`), says go, gathers their figures, and prints the sweep.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import sys
import time
from collections.abc import Callable, Sequence
from multiprocessing.connection import Connection, wait
from typing import Any

from kingdesk.bench.engine import machine_info
from kingdesk.bench.events import percentile
from kingdesk.bench.net_clients import play_tables
from kingdesk.bench.net_limits import DRAIN_S, HOST, SETUP_S
from kingdesk.bench.net_server import serve_tables

TARGET_TABLES = 50
TARGET_P99_MS = 100.0
"""Issue 41's target on a 2-core machine: 50 tables, the 99th percentile of a move's latency at most 100 ms."""
RULESETS = ("turkish-12", "turkish-20", "spanish")


def _expect(pipe: Connection, what: str, timeout: float) -> Any:
    if not pipe.poll(timeout):
        raise RuntimeError(f"no {what} within {timeout:g} s")
    return pipe.recv()


def measure(tables: int, seconds: float = 10.0, moves: int | None = None, ruleset: str = "turkish-12",
            clients: int = 1, seed: int = 0) -> dict[str, Any]:
    """One point: ``tables`` tables served by one process, played by ``clients`` processes for ``seconds`` (or
    until ``moves`` were sent); the figures as a JSON-ready dict."""
    ctx = multiprocessing.get_context("spawn")
    clients = max(1, min(clients, tables))
    server_end, here = ctx.Pipe()
    server = ctx.Process(target=serve_tables, args=(tables, ruleset, seed, server_end), name="bench-net-server",
                         daemon=True)
    players: list[Any] = []
    pipes: list[Connection] = []
    try:
        server.start()
        ports = _expect(here, "ports from the server", SETUP_S)["ports"]
        if None in ports:
            raise RuntimeError("not every table listens")
        shares = [ports[k::clients] for k in range(clients)]
        for k, share in enumerate(shares):
            theirs, ours = ctx.Pipe()
            share_moves = None if moves is None else max(1, moves * len(share) // tables)
            proc = ctx.Process(target=play_tables, args=(share, seconds, share_moves, theirs),
                               name=f"bench-net-clients-{k + 1}", daemon=True)
            proc.start()
            players.append(proc)
            pipes.append(ours)
        for pipe in pipes:
            if (said := _expect(pipe, "ready from the clients", SETUP_S + 5)) != "ready":
                raise RuntimeError(f"the clients did not get ready: {said}")
        here.send("mark")
        for pipe in pipes:
            pipe.send("go")
        start = _expect(here, "the server's clocks", SETUP_S)
        deadline = time.perf_counter() + seconds
        while (left := deadline - time.perf_counter()) > 0 and not all(pipe.poll() for pipe in pipes):
            wait(pipes, left)  # the run's time, or sooner if every client process sent its share of the moves
        here.send("mark")
        end = _expect(here, "the server's clocks", SETUP_S)
        reports = [_expect(pipe, "the clients' figures", DRAIN_S + SETUP_S) for pipe in pipes]
        here.send("stop")
        served = _expect(here, "the server's counts", DRAIN_S + SETUP_S)
    finally:
        for proc in (*players, server):
            proc.join(DRAIN_S)
            if proc.is_alive():
                proc.terminate()
                proc.join(DRAIN_S)
    window = max(r["seconds"] for r in reports)
    lat_ms = [x * 1000.0 for r in reports for x in r["latencies"]]
    sent = sum(r["sent"] for r in reports)
    taken = sum(served["taken"])
    duplicated = sum(r["duplicated"] for r in reports) + max(0, taken - sent)
    return {
        "tables": tables,
        "clients": clients,
        "seconds": window,
        "moves": sent,
        "moves_per_s": sent / window if window > 0 else 0.0,
        "taken": taken,
        "delivered": sum(r["delivered"] for r in reports),
        "lost": max(sum(r["lost"] for r in reports), sent - taken),
        "duplicated": duplicated,
        "wrong": sum(r["wrong"] for r in reports),
        "refused": sum(r["refused"] for r in reports),
        "seq_gaps": sum(r["gaps"] for r in reports),
        "latencies": len(lat_ms),
        "p50_ms": percentile(lat_ms, 0.5),
        "p99_ms": percentile(lat_ms, 0.99),
        "max_ms": max(lat_ms) if lat_ms else None,
        "server_cpu": (end["cpu"] - start["cpu"]) / (end["wall"] - start["wall"]),
        "server_ms_per_move": 1000.0 * (end["cpu"] - start["cpu"]) / sent if sent else None,
        "clients_cpu": [r["cpu"] / r["seconds"] for r in reports],
        "server_max_rss_mb": served["max_rss_kb"] / 1024 if served["max_rss_kb"] is not None else None,
        "parties": sum(served["parties"]),
        "load": _load(),
        "errors": [e for r in reports for e in r["errors"]] + served["failures"],
    }


def _load() -> float | None:
    """The machine's load average over the last minute (other jobs share the cores), if the system says."""
    try:
        return os.getloadavg()[0]
    except (AttributeError, OSError):
        return None


def run(sweep: Sequence[int], seconds: float = 10.0, moves: int | None = None, ruleset: str = "turkish-12",
        clients: int = 1, seed: int = 0, progress: Callable[[str], None] | None = None) -> dict[str, Any]:
    """Every point of ``sweep`` in turn."""
    points = []
    for n in sweep:
        point = measure(n, seconds, moves, ruleset, clients, seed)
        points.append(point)
        if progress:
            progress(_row(point))
    return {
        "benchmark": "net",
        "unit": "moves per second of N tables served by one process; ms from a move to the other three seats",
        "ruleset": ruleset,
        "seconds": seconds,
        "moves_cap": moves,
        "seed": seed,
        "host": HOST,
        "machine": machine_info(),
        "target": {"tables": TARGET_TABLES, "p99_ms": TARGET_P99_MS},
        "points": points,
    }


HEADER = (f"{'tables':>6}{'moves/s':>9}{'p50 ms':>8}{'p99 ms':>8}{'max ms':>8}{'server':>8}{'ms/move':>9}"
          f"{'RSS MB':>8}{'clients':>9}{'moves':>8}{'lost':>6}{'dup':>5}{'load':>6}")


def _ms(x: float | None) -> str:
    return "-" if x is None else f"{x:.1f}"


def _row(pt: dict[str, Any]) -> str:
    clients = "+".join(f"{c:.0%}" for c in pt["clients_cpu"])
    return (f"{pt['tables']:>6}{pt['moves_per_s']:>9,.0f}{_ms(pt['p50_ms']):>8}{_ms(pt['p99_ms']):>8}"
            f"{_ms(pt['max_ms']):>8}{pt['server_cpu']:>8.0%}{_ms(pt['server_ms_per_move']):>9}"
            f"{_ms(pt['server_max_rss_mb']):>8}{clients:>9}{pt['moves']:>8}{pt['lost']:>6}{pt['duplicated']:>5}"
            f"{'-' if pt['load'] is None else format(pt['load'], '.1f'):>6}")


def bend(points: Sequence[dict[str, Any]]) -> str:
    """Where the sweep bends: the most moves per second, and the first point over the latency target."""
    if not points:
        return ""
    best = max(points, key=lambda pt: pt["moves_per_s"])
    out = [f"most moves/s: {best['moves_per_s']:,.0f} at {best['tables']} tables"]
    over = next((pt for pt in points if pt["p99_ms"] is not None and pt["p99_ms"] > TARGET_P99_MS), None)
    if over is None:
        out.append(f"p99 within {TARGET_P99_MS:g} ms at every point")
    else:
        out.append(f"p99 over {TARGET_P99_MS:g} ms from {over['tables']} tables ({over['p99_ms']:.1f} ms)")
    at_target = next((pt for pt in points if pt["tables"] == TARGET_TABLES), None)
    if at_target is not None and at_target["p99_ms"] is not None:
        met = "met" if at_target["p99_ms"] <= TARGET_P99_MS else "NOT met"
        out.append(f"target ({TARGET_TABLES} tables, p99 <= {TARGET_P99_MS:g} ms) {met}")
    return "; ".join(out)


def format_report(r: dict[str, Any]) -> str:
    m = r["machine"]
    lines = [
        "KingDesk net: N tables served by one process, four scripted clients a table playing the first option "
        "at once",
        f"machine: {m['cpu'] or m['machine']}, {m['cpu_count']} cores; {m['implementation']} {m['python']} on "
        f"{m['platform']}",
        f"{r['ruleset']}, {r['seconds']:g} s a point, on {r['host']}; latency: a move sent to its step at each "
        "other seat (one clock: a table's seats share a process)",
        "server: its CPU as a share of one core over the run, and per move taken; RSS: its largest resident size; "
        "clients: their processes' CPU; load: the machine's load average (1 min) as the point ended",
        "",
        HEADER,
        *(_row(pt) for pt in r["points"]),
        "",
        bend(r["points"]),
    ]
    for pt in r["points"]:
        checks = (pt["wrong"], pt["refused"], pt["seq_gaps"], pt["moves"] - pt["taken"], pt["moves"] - pt["delivered"])
        if any(checks) or pt["errors"]:
            lines.append(f"{pt['tables']} tables: {pt['wrong']} steps not showing their move, {pt['refused']} "
                         f"refused, {pt['seq_gaps']} messages missing, {pt['moves']} sent, {pt['taken']} taken by "
                         f"the tables, {pt['delivered']} seen by all four seats; {'; '.join(pt['errors'][:5])}")
    return "\n".join(lines)


def _counts(text: str) -> list[int]:
    try:
        out = [int(x) for x in text.split(",") if x.strip()]
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a list of table counts: {text!r}") from None
    if not out or min(out) < 1:
        raise argparse.ArgumentTypeError("table counts are at least 1")
    return out


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if "--tunnel" in argv:  # through iroh's tunnel against plain WebSocket, in a network namespace of its own
        from kingdesk.bench.net_tunnel import main as tunnel_main

        return tunnel_main([a for a in argv if a != "--tunnel"])
    parser = argparse.ArgumentParser(
        prog="python -m kingdesk.bench net",
        description="N tables served by one process on 127.0.0.1, four scripted clients a table (in other "
                    "processes) each playing its first option at once: moves per second, p50/p99/max latency from "
                    "a move to the other three seats, the server's CPU, lost and duplicated moves.")
    parser.add_argument("--tables", type=int, default=TARGET_TABLES, help=f"tables (default {TARGET_TABLES})")
    parser.add_argument("--sweep", type=_counts, metavar="N,N,...",
                        help="measure each of these table counts in turn (e.g. 1,10,25,50,75) instead of --tables")
    parser.add_argument("--seconds", type=float, default=10.0, help="length of a point (default 10)")
    parser.add_argument("--moves", type=int, help="end a point once this many moves were sent (default: by time)")
    parser.add_argument("--ruleset", choices=RULESETS, default="turkish-12")
    parser.add_argument("--clients", type=int, default=1,
                        help="client processes (default 1: on two cores, one for the server and one for the clients)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the tables' shuffles")
    parser.add_argument("--json", action="store_true", help="print the result as one JSON object")
    parser.add_argument("-q", "--quiet", action="store_true", help="no progress lines on stderr")
    args = parser.parse_args(argv)
    if args.seconds <= 0 or args.tables < 1 or args.clients < 1 or (args.moves is not None and args.moves < 1):
        parser.error("--seconds, --tables, --moves and --clients must be positive")
    progress = None if args.quiet or args.json else (lambda s: print(s, file=sys.stderr, flush=True))
    if progress:
        progress(HEADER)
    result = run(args.sweep or [args.tables], args.seconds, args.moves, args.ruleset, args.clients, args.seed,
                 progress)
    print(json.dumps(result, indent=2) if args.json else format_report(result))
    bad = any(pt["lost"] or pt["duplicated"] or pt["wrong"] or pt["errors"] for pt in result["points"])
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())

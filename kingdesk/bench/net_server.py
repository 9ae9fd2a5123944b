"""The server process of the net bench (``python -m kingdesk.bench net``): one asyncio loop holding every
table, each a :class:`~kingdesk.net.server.TableServer` on a port of its own on the loopback address, a new
table with the next seed on the same port once a party is over; it tells the parent its ports, its clocks at
the go and the end, and the moves each table took.
"""

from __future__ import annotations

import asyncio
import sys
import time
from concurrent.futures import Future
from multiprocessing.connection import Connection
from typing import Any

from kingdesk.bench.net_limits import DRAIN_S, HOST, SETUP_S, receive


class _NoComputers:
    """The tables' pool of computer players: nobody sits at a bench table but its four clients, so a question
    (a seat left, as at the end) is never answered and no child process is started."""

    def requests(self) -> _NoComputers:
        return self

    def submit(self, level: str, seed: int, view: Any) -> Future[Any]:
        return Future()

    def cancel(self) -> None:
        pass


def _moves_taken(server: Any) -> int:
    """The moves a table's party took from its seats (the deals are the table's own)."""
    owner = server.owner
    if owner is None or owner.party is None:
        return 0
    return sum(kind != "deal" for kind, _seat, _choice in owner.party.game.moves)


def serve_tables(tables: int, ruleset: str, seed: int, pipe: Connection) -> None:
    """The server process: ``tables`` tables on one loop; tells ``pipe`` their ports, then answers ``mark``
    (its CPU and wall clocks now) and ``stop`` (every table stopped; the moves each took, parties, memory)."""
    asyncio.run(_serve(tables, ruleset, seed, pipe))


async def _serve(tables: int, ruleset: str, seed: int, pipe: Connection) -> None:
    from kingdesk.net.server import TableConfig, TableServer

    loop = asyncio.get_running_loop()
    stopping = asyncio.Event()
    taken = [0] * tables
    parties = [0] * tables
    ports: list[asyncio.Future[int]] = [loop.create_future() for _ in range(tables)]
    failures: list[str] = []

    async def table(i: int) -> None:
        port = 0
        while not stopping.is_set():
            parties[i] += 1
            config = TableConfig(ruleset, seed=seed * 1_000_003 + i * 10_007 + parties[i], name=f"bench {i + 1}")
            server = TableServer(config, pool=_NoComputers())
            bound: asyncio.Future[int] = loop.create_future()
            running = asyncio.create_task(server.run(HOST, port, bound.set_result))
            first: set[asyncio.Future[Any]] = {running, bound}
            await asyncio.wait(first, timeout=SETUP_S, return_when=asyncio.FIRST_COMPLETED)
            if not bound.done():
                running.cancel()
                why = (await asyncio.gather(running, return_exceptions=True))[0]
                failures.append(f"table {i + 1} could not listen on port {port}: {why!r}")
                return
            port = bound.result()  # the next party's table listens on the same port: its clients come back to it
            if not ports[i].done():
                ports[i].set_result(port)
            stop = asyncio.create_task(stopping.wait())
            await asyncio.wait({running, stop}, return_when=asyncio.FIRST_COMPLETED)
            stop.cancel()
            if not running.done():
                server.stop()
            taken[i] += _moves_taken(server)
            try:
                await asyncio.wait_for(running, DRAIN_S)
            except (TimeoutError, OSError) as e:
                failures.append(f"table {i + 1}: {e!r}")

    tasks = [asyncio.create_task(table(i)) for i in range(tables)]
    await asyncio.wait(ports, timeout=SETUP_S)
    pipe.send({"ports": [f.result() if f.done() else None for f in ports]})
    while True:
        command = await loop.run_in_executor(None, receive, pipe)
        if command == "mark":
            pipe.send({"cpu": time.process_time(), "wall": time.perf_counter()})
        else:
            break
    # the moves taken are counted as each table stops: before a seat's drop could bring anything on
    stopping.set()
    await asyncio.wait(tasks, timeout=DRAIN_S + SETUP_S)
    pipe.send({"taken": taken, "parties": parties, "max_rss_kb": _max_rss_kb(), "failures": failures})


def _max_rss_kb() -> int | None:
    try:
        import resource
    except ImportError:  # not on Windows
        return None
    kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return kb // 1024 if sys.platform == "darwin" else kb  # macOS counts bytes


__all__ = ["serve_tables"]

"""The client processes of the net bench (``python -m kingdesk.bench net``): four scripted seats a table, on
one asyncio loop, each answering its own decisions with their first option from the go on; and their book
(:class:`TableBook`), which follows every move sent until each seat has seen its step: the latencies, the lost
and the duplicated moves.
"""

from __future__ import annotations

import asyncio
import json
import math
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from typing import Any

from kingdesk.bench.net_limits import DRAIN_S, HOST, SETUP_S, receive

CONNECT_TRIES = 500
"""A seat connecting to its table's port (again, once a party is over) tries this many times, 10 ms apart."""


# ---------------------------------------------------------------------- the accounting


@dataclass
class Sent:
    """A move a seat sent, and the seats that saw its step."""

    seat: int
    choice: Any
    card: bool
    at: float
    seen: set[int] = field(default_factory=set)


class TableBook:
    """What one table's four seats sent and saw: the latencies, the lost and the duplicated moves.

    >>> b = TableBook()
    >>> b.sent(0, 4, seat=1, choice=37, card=True, at=1.0)
    >>> b.saw(0, 5, seat=2, events=[{"type": "CardPlayed", "seat": 1, "card": 37}], at=1.003)
    >>> b.saw(0, 5, seat=2, events=[{"type": "CardPlayed", "seat": 1, "card": 37}], at=1.004)
    >>> [round(x * 1000) for x in b.latencies], b.duplicated, b.lost()
    ([3], 1, 1)
    """

    def __init__(self) -> None:
        self.moves: dict[tuple[int, int], Sent] = {}
        """(party, step of the decision) -> the move sent for it."""
        self.steps_seen: list[set[tuple[int, int]]] = [set() for _ in range(4)]
        self.latencies: list[float] = []
        """Seconds from a move sent to its step at each of the other three seats."""
        self.duplicated = 0
        self.wrong = 0
        """Steps that followed a move but did not show it (another seat's, another card)."""
        self.outstanding = 0
        """Moves sent that not every seat has seen yet."""

    def sent(self, party: int, step: int, seat: int, choice: Any, card: bool, at: float) -> None:
        if (party, step) in self.moves:
            self.duplicated += 1
            return
        self.moves[(party, step)] = Sent(seat, choice, card, at)
        self.outstanding += 1

    def saw(self, party: int, step: int, seat: int, events: Sequence[dict[str, Any]], at: float) -> None:
        """Seat ``seat`` got the (not resync) ``step`` of ``party`` at ``at``."""
        if (party, step) in self.steps_seen[seat]:
            self.duplicated += 1
            return
        self.steps_seen[seat].add((party, step))
        mv = self.moves.get((party, step - 1))
        if mv is None:
            return  # the table's own step (a deal), or one that follows the go's first decision
        if not _shows(events, mv):
            self.wrong += 1
            return
        mv.seen.add(seat)
        if seat != mv.seat:
            self.latencies.append(at - mv.at)
        if len(mv.seen) == 4:
            self.outstanding -= 1

    def delivered(self) -> int:
        return sum(len(mv.seen) == 4 for mv in self.moves.values())

    def lost(self) -> int:
        """Moves sent that some seat has not seen (as sent)."""
        return len(self.moves) - self.delivered()


def _shows(events: Sequence[dict[str, Any]], mv: Sent) -> bool:
    """Do a step's events show the move: an event of the mover's seat, and for a card that card played."""
    if mv.card:
        return any(e.get("type") == "CardPlayed" and e.get("seat") == mv.seat and e.get("card") == mv.choice
                   for e in events)
    return any(e.get("seat") == mv.seat for e in events)


# ---------------------------------------------------------------------- the seats


class _Run:
    """One client process's run: the go, the deadline, the count of moves it may still send."""

    def __init__(self, moves: int | None):
        self.go = asyncio.Event()
        self.deadline = math.inf
        self.left = moves if moves is not None else math.inf
        self.started = 0
        """Seats that got their party's first step: all of them, and the process is ready."""
        self.ready = asyncio.Event()
        self.seats = 0
        self.refused = 0
        self.gaps = 0
        self.errors: list[str] = []

    def may_move(self) -> bool:
        return self.left > 0 and time.perf_counter() < self.deadline


async def _seated(port: int, seat: int, book: TableBook, run: _Run) -> None:
    """:func:`_seat`, its failure told in the figures."""
    try:
        await _seat(port, seat, book, run)
    except Exception as e:
        run.errors.append(f"seat {seat} at port {port}: {e!r}")


async def _seat(port: int, seat: int, book: TableBook, run: _Run) -> None:
    """One scripted client: sit in ``seat`` of the table at ``port``, answer its decisions with their first
    option, and sit down again at the next party's table while the run goes on."""
    from websockets.asyncio.client import connect
    from websockets.exceptions import ConnectionClosed

    from kingdesk.net import protocol as p

    party = 0
    started = False
    while party == 0 or run.may_move():
        party += 1
        ws = None
        for _ in range(CONNECT_TRIES):
            try:
                ws = await connect(f"ws://{HOST}:{port}", max_size=p.MAX_SERVER_MESSAGE, proxy=None,
                                   open_timeout=p.HELLO_TIMEOUT_S)
                break
            except OSError:
                await asyncio.sleep(0.01)
        if ws is None:
            run.errors.append(f"seat {seat} could not connect to port {port}")
            return
        seq = 0
        answered = -1
        try:
            await ws.send(json.dumps({"type": "hello", "protocol": p.PROTOCOL, "client": "kingdesk.bench net"}))
            await ws.send(json.dumps({"type": "sit", "name": f"bench {seat + 1}", "seat": seat}))
            while True:
                text = await ws.recv()
                at = time.perf_counter()
                msg = json.loads(text)
                if msg["seq"] != seq + 1:
                    if msg["seq"] <= seq:
                        book.duplicated += 1
                    else:
                        run.gaps += msg["seq"] - seq - 1
                seq = max(seq, msg["seq"])
                kind = msg["type"]
                if kind == "refused":
                    run.refused += 1
                elif kind == "error":
                    run.errors.append(f"seat {seat}: {msg['code']}: {msg['detail']}")
                if kind not in ("step", "state") or msg["shown"] is None:
                    continue
                if kind == "step":
                    if not started:
                        started = True
                        run.started += 1
                        if run.started == run.seats:
                            run.ready.set()
                    if not msg["resync"]:
                        book.saw(party, msg["step"], seat, msg["events"], at)
                decision = msg["decision"]
                if decision is None or msg["step"] <= answered:
                    continue
                await run.go.wait()
                if not run.may_move():
                    continue  # read on: the moves in flight reach this seat, then the server stops
                answered = msg["step"]
                choice = decision["options"][0]
                run.left -= 1
                book.sent(party, answered, seat, choice, decision["kind"] == "card", time.perf_counter())
                await ws.send(json.dumps({"type": "move", "step": answered, "seat": seat, "choice": choice}))
        except ConnectionClosed as e:
            if e.rcvd is None or e.rcvd.code != p.CLOSE_OVER:
                return  # the table stopped (the run is over) or broke
        finally:
            await ws.close()


def play_tables(ports: Sequence[int], seconds: float, moves: int | None, pipe: Connection) -> None:
    """A client process: four seats at each table of ``ports``; says ``ready`` once every party started, plays
    from ``go`` on, and sends what it measured once every move in flight arrived (or :data:`DRAIN_S` passed)."""
    asyncio.run(_play(ports, seconds, moves, pipe))


async def _play(ports: Sequence[int], seconds: float, moves: int | None, pipe: Connection) -> None:
    loop = asyncio.get_running_loop()
    run = _Run(moves)
    books = [TableBook() for _ in ports]
    run.seats = 4 * len(ports)
    seats = [asyncio.create_task(_seated(port, s, book, run)) for port, book in zip(ports, books) for s in range(4)]
    try:
        await asyncio.wait_for(run.ready.wait(), SETUP_S)
    except TimeoutError:
        pipe.send(f"{run.started} of {run.seats} seats started in {SETUP_S:g} s; {'; '.join(run.errors[:5])}")
        for t in seats:
            t.cancel()
        await asyncio.gather(*seats, return_exceptions=True)
        return
    pipe.send("ready")
    if await loop.run_in_executor(None, receive, pipe) != "go":
        return
    cpu0, t0 = time.process_time(), time.perf_counter()
    run.deadline = t0 + seconds
    run.go.set()
    while time.perf_counter() < run.deadline and run.left > 0:
        await asyncio.sleep(min(0.05, max(0.0, run.deadline - time.perf_counter())))
    t1, cpu1 = time.perf_counter(), time.process_time()
    drained_by = t1 + DRAIN_S
    while any(b.outstanding for b in books) and time.perf_counter() < drained_by:
        await asyncio.sleep(0.005)
    pipe.send({
        "seconds": t1 - t0, "cpu": cpu1 - cpu0,
        "sent": sum(len(b.moves) for b in books), "delivered": sum(b.delivered() for b in books),
        "lost": sum(b.lost() for b in books), "duplicated": sum(b.duplicated for b in books),
        "wrong": sum(b.wrong for b in books), "refused": run.refused, "gaps": run.gaps,
        "latencies": [x for b in books for x in b.latencies], "errors": run.errors,
    })
    # the server stops now: every seat's connection is closed (1001) and its task ends
    done, pending = await asyncio.wait(seats, timeout=DRAIN_S)
    for t in pending:
        t.cancel()
    await asyncio.gather(*seats, return_exceptions=True)


__all__ = ["TableBook", "play_tables", "CONNECT_TRIES"]

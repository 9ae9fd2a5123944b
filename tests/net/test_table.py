"""A table served on the loopback address: whole parties played by remote clients, what each seat is told (never a
card it has not seen), the moves and messages the table refuses, and a seat that drops and comes back."""

from __future__ import annotations

import asyncio
import json
import random
from typing import Any

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from kingdesk.engine.errors import IllegalMoveError
from kingdesk.engine.game import Game
from kingdesk.engine.wire import to_plain
from kingdesk.net import protocol as p
from kingdesk.net.client import TableClient, TableRefused, play_bot
from kingdesk.net.server import TableConfig
from kingdesk.session import messages as m
from kingdesk.session.owner import PartyOwner
from kingdesk.session.seats import Seats
from tests.engine.leaks import leaks, seen_by
from tests.net.tables import Recorder, run, served
from tests.session.pools import InlinePool


def _local_party(ruleset: str, seed: int, level: str) -> Game:
    """The same party played by the table's own computer players, no network."""
    owner = PartyOwner(lambda e: None, pool=InlinePool())
    owner.handle(m.Start(m.PartySetup(ruleset, seed=seed, seats=Seats.computers(level), autosave=False)))
    assert owner.party is not None
    return owner.party.game


@pytest.mark.slow
def test_four_remote_computer_players_play_a_whole_party_as_they_would_at_the_table() -> None:
    """``kingdesk-bot``'s player, seated over the network, chooses from what its seat is told exactly what the
    table's own computer player of the same level and seed chooses from the whole game: the party is move for
    move the one played without a network."""

    async def main() -> Game:
        async with served(TableConfig("turkish-12", seed=21, level="easy")) as (server, address):
            results = await asyncio.gather(*(play_bot(address, "easy", f"Bot {i}") for i in range(4)))
            assert results == [True] * 4
            assert server.owner is not None and server.owner.party is not None
            return server.owner.party.game

    game = run(main())
    local = _local_party("turkish-12", 21, "easy")
    assert game.is_over and game.state.hands_scored == 12
    assert [mv.choice for mv in game.moves] == [mv.choice for mv in local.moves]
    assert game.state.totals == local.state.totals


@pytest.mark.slow
def test_no_message_to_a_seat_holds_a_card_it_has_not_seen() -> None:
    """Four clients play a whole party at random; every message each was sent is searched for cards: every
    hand in it is its own or empty, every card it names is its own or played. After each deal, and never before,
    everyone is shown the four hands it was dealt. The messages are numbered one after another and a seat's token
    goes to that seat alone."""

    async def main() -> tuple[Game, list[Recorder], list[str]]:
        async with served(TableConfig("turkish-12", seed=8, level="random")) as (server, address):
            clients, tokens = [], []
            for i in range(4):
                rec, welcome = await Recorder.open(address)
                assert leaks(to_plain(welcome), i, 0) == []
                await rec.table.send(p.Sit(f"Player {i}", seat=i))
                tokens.append((await rec.until(p.Seated)).token)
                clients.append(rec)
            assert all(await asyncio.gather(*(c.autoplay(i, random.Random(i)) for i, c in enumerate(clients))))
            assert server.owner is not None and server.owner.party is not None
            return server.owner.party.game, clients, tokens

    final, clients, tokens = run(main())
    assert final.is_over
    finished = sum(1 for d in final.state.deals if d.finished)
    for seat, rec in enumerate(clients):
        replay = Game(final.rules.ruleset, final.rules.options_dict(), seed=8)
        plains = [json.loads(t) for t in rec.texts]
        assert [x["seq"] for x in plains] == list(range(2, 2 + len(plains)))  # the welcome was 1
        reviews = 0
        for text, plain in zip(rec.texts, plains):
            assert all(t not in text for i, t in enumerate(tokens) if i != seat)
            if "step" in plain:
                while len(replay.moves) < plain["step"]:
                    replay.apply(final.moves[len(replay.moves)].choice)
            if plain["type"] == "review":
                deal = replay.state.deals[plain["deal"]]
                assert deal.finished and plain["hands"] == list(final.state.deals[plain["deal"]].hands)
                reviews += 1
                continue
            assert leaks(plain, seat, seen_by(replay, seat)) == [], (seat, plain["type"], plain.get("step"))
        assert reviews == finished
        assert len(replay.moves) == len(final.moves)  # the last message told the end


def _seat_on_move(msg: Any) -> int | None:
    d = msg.shown.decision if isinstance(msg, p.State | p.Step) and msg.shown is not None else None
    return d.seat if d is not None and d.kind not in ("deal", "none") else None


def test_a_move_for_another_seat_a_stale_step_or_a_bad_message_is_refused_and_changes_nothing() -> None:
    async def main() -> None:
        config = TableConfig("turkish-20", seed=5, people=2, level="random")
        async with served(config) as (server, address):
            a, _ = await Recorder.open(address)
            await a.table.sit("Ayşe", seat=0)
            b, _ = await Recorder.open(address)
            await b.table.sit("Bora", seat=1)
            people = {0: a, 1: b}
            due = await a.until(p.Step, lambda msg: _seat_on_move(msg) in people)
            step, seat = due.step, _seat_on_move(due)
            mover, other = people[seat], people[1 - seat]
            for client in (mover, other):  # both read up to the decision due (a has already)
                if client is not a:
                    await client.until(p.Step, lambda msg: msg.step == step)
            decision = mover.messages[-1].decision  # type: ignore[union-attr]
            assert decision is not None and decision.seat == seat
            assert server.owner is not None and server.owner.party is not None
            game = server.owner.party.game
            moves = game.moves
            bad = "no-such-contract" if decision.kind == "contract" else next(c for c in range(52)
                                                                              if c not in decision.options)
            with pytest.raises(IllegalMoveError) as illegal:
                game.copy().apply(bad)
            right = decision.options[0]
            for client, move, code in [
                (other, p.Move(step, seat, right), p.NOT_YOUR_SEAT),  # the other person plays the seat on move
                (other, p.Move(step, 1 - seat, right), "not-on-move"),
                (mover, p.Move(step - 1, seat, right), "stale"),
                (mover, p.Move(step + 1, seat, right), "stale"),
                (mover, p.Move(step, seat, bad), illegal.value.reason or illegal.value.code),  # the engine's rule
            ]:
                await client.table.send(move)
                assert await client.next() == p.Refused(move.step, move.seat, code)
                assert code not in ("illegal-card", "illegal")  # never the generic word when the rule has its own
                assert game.moves == moves
            for text, code in [("{not json", p.MALFORMED), ('{"type": "fly"}', p.UNKNOWN),
                               ('{"type": "move", "step": 3, "seat": 0}', p.MALFORMED),
                               ('{"type": "move", "step": true, "seat": 0, "choice": 1}', p.MALFORMED),
                               (json.dumps({"type": "hello", "protocol": p.PROTOCOL}), p.MALFORMED),
                               (json.dumps({"type": "sit", "name": "again"}), p.ALREADY_SEATED)]:
                await mover.table.ws.send(text)
                reply = await mover.next()
                assert isinstance(reply, p.Error) and reply.code == code, text
            assert game.moves == moves
            await mover.table.send(p.Move(step, seat, right))  # the table goes on
            for client in (mover, other):  # the next thing either is told is that move
                after = await client.next()
                assert isinstance(after, p.Step) and after.step == step + 1
            assert game.moves[step].choice == right

    run(main())


def test_a_client_of_another_protocol_version_is_told_so_and_the_table_goes_on() -> None:
    async def main() -> None:
        async with served(TableConfig()) as (_, address):
            with pytest.raises(p.VersionMismatch) as mismatch:
                await TableClient.open(address, protocol=p.PROTOCOL + 1)
            assert mismatch.value.table == p.PROTOCOL
            assert f"protocol {p.PROTOCOL} and this program speaks {p.PROTOCOL + 1}" in str(mismatch.value)
            async with connect(f"ws://{address}", proxy=None) as ws:  # what the table itself says
                await ws.send(json.dumps({"type": "hello", "protocol": p.PROTOCOL + 1}))
                error = json.loads(await ws.recv())
                assert error["type"] == "error" and error["code"] == p.VERSION and error["seq"] == 1
                assert f"protocol {p.PROTOCOL}" in error["detail"]
                with pytest.raises(ConnectionClosed) as closed:
                    await ws.recv()
                assert closed.value.rcvd is not None and closed.value.rcvd.code == p.CLOSE_VERSION
            table, welcome = await TableClient.open(address)
            assert welcome.protocol == p.PROTOCOL and [s.player for s in welcome.seats] == ["free"] * 4
            await table.close()

    run(main())


def test_a_message_over_the_size_limit_closes_its_connection_only() -> None:
    async def main() -> None:
        async with served(TableConfig(people=4)) as (server, address):
            table, _ = await TableClient.open(address)
            await table.sit("Big")
            pad = '{"type":"pad","x":"' + "y" * p.MAX_CLIENT_MESSAGE
            await table.ws.send(pad[:p.MAX_CLIENT_MESSAGE - 2] + '"}')  # at the limit: read, and refused
            for _ in range(10):
                reply = await table.receive()
                if isinstance(reply, p.Error):
                    break
            assert isinstance(reply, p.Error) and reply.code == p.UNKNOWN
            await table.ws.send(pad + '"}')  # over it
            with pytest.raises(ConnectionClosed) as closed:
                for _ in range(10):
                    await table.receive()
            assert closed.value.rcvd is not None and closed.value.rcvd.code == 1009  # message too big
            other, welcome = await TableClient.open(address)  # the table goes on
            assert (await other.sit("Next")).seat == 1  # seat 0 is still the first one's, to come back to
            await other.close()

    run(main())


def test_a_table_code_is_asked_before_sitting_down() -> None:
    async def main() -> None:
        async with served(TableConfig(code="4711")) as (_, address):
            table, welcome = await TableClient.open(address)
            assert welcome.code
            with pytest.raises(TableRefused) as refused:
                await table.sit("Guess", code="1234")
            assert refused.value.error.code == p.BAD_CODE
            with pytest.raises(ConnectionClosed) as closed:  # one guess per connection
                await table.receive()
            assert closed.value.rcvd is not None and closed.value.rcvd.code == p.CLOSE_REFUSED
            table, _ = await TableClient.open(address)
            assert (await table.sit("Friend", code="4711")).seat == 0
            await table.close()

    run(main())


@pytest.mark.slow
def test_a_dropped_seat_is_played_by_a_computer_until_its_token_brings_its_person_back() -> None:
    async def main() -> None:
        config = TableConfig("turkish-12", seed=3, people=2, level="random")
        async with served(config) as (server, address):
            a, _ = await Recorder.open(address)
            token = (await a.table.sit("Ayşe", seat=0)).token
            b, _ = await Recorder.open(address)
            await b.table.sit("Bora", seat=1)
            b_plays = asyncio.create_task(b.autoplay(1, random.Random(1)))
            due = await a.until(p.Step, lambda msg: msg.decision is not None)
            assert server.owner is not None and server.owner.party is not None
            game = server.owner.party.game
            a.table.ws.transport.abort()  # the network goes: no closing handshake
            for _ in range(1000):  # the stand-in plays the seat's decision
                if len(game.moves) > due.step:
                    break
                await asyncio.sleep(0.01)
            assert game.moves[due.step].seat == 0

            with pytest.raises(TableRefused) as refused:  # a wrong token does not sit anyone down
                wrong, _ = await TableClient.open(address)
                await wrong.rejoin(token[:-2] + ("AA" if not token.endswith("AA") else "BB"))
            assert refused.value.error.code == p.BAD_TOKEN

            back, _ = await Recorder.open(address)
            assert await back.table.rejoin(token) == p.Seated(0, token)
            state = await back.until(p.State)
            assert state.seat == 0 and state.shown is not None and state.seats[0].connected
            then = Game.from_moves("turkish-12", [mv.choice for mv in game.moves[:state.step]], seed=3)
            assert state.shown.hand(0) == then.hand(0) != 0  # its hand as it stands, the others' hidden
            assert state.shown.hand(1) == 0 and state.step <= len(game.moves)
            mine = state if state.decision is not None else await back.until(p.Step, lambda msg: msg.decision)
            await back.table.send(p.Move(mine.step, 0, mine.decision.options[-1]))
            moved = await back.until(p.Step, lambda msg: msg.step == mine.step + 1)
            assert game.moves[mine.step].choice == mine.decision.options[-1] and moved.step == mine.step + 1
            assert not any(isinstance(msg, p.Refused) for msg in back.messages)  # the seat is the person's again
            await back.table.close()
            await asyncio.wait_for(b_plays, 60)  # the stand-in plays the seat again, to the end
            told = [[s.connected for s in msg.seats] for msg in b.messages if isinstance(msg, p.Seats)]
            assert [True, True, True, True] in told
            gone = told.index([False, True, True, True])  # everyone is told the seat's person is away...
            assert [True, True, True, True] in told[gone:]  # ...and back
            assert game.is_over

    run(main())


def test_a_connection_that_stops_answering_heartbeats_is_dropped() -> None:
    async def main() -> None:
        async with served(TableConfig(people=4), ping_interval=0.2, ping_timeout=0.2) as (_, address):
            quiet, _ = await TableClient.open(address)
            assert (await quiet.sit("Quiet")).seat == 0
            watcher, _ = await Recorder.open(address)
            await watcher.table.sit("Watcher")
            quiet.ws.transport.pause_reading()  # its pongs stop: the table's pings go unanswered
            seats = await watcher.until(p.Seats, lambda msg: not msg.seats[0].connected)
            assert seats.seats[0] == p.SeatInfo(0, "Quiet", "person", False)  # the seat stays its, to come back to

    run(main())


def test_a_table_its_host_starts_keeps_the_host_s_seat_and_the_computers_seats_and_deals_when_told() -> None:
    """A table hosted from the window: the host plays seat 0 at the table's own window (nobody sits there over the
    network), the seats the host gave to computer players are nobody's, and the party starts when the host says,
    not when a seat fills."""

    async def main() -> None:
        config = TableConfig("spanish", seed=4, code="77", people=None, levels=("random",) * 4,
                             computers=frozenset({2}), names=("", "", "Carmen", "Pedro"))
        async with served(config, host=(0, "Host")) as (server, address):
            assert server.ad().free == 2  # seats 1 and 3: 0 is the host's, 2 a computer's
            ana, welcome = await Recorder.open(address)
            assert [(s.player, s.name, s.connected) for s in welcome.seats] == [
                ("person", "Host", True), ("free", "", False), ("computer", "Carmen", True), ("free", "", False)]
            for seat in (0, 2):
                taken, _ = await TableClient.open(address)
                with pytest.raises(TableRefused) as refused:
                    await taken.sit("Eve", code="77", seat=seat)
                assert refused.value.error.code == p.SEAT_TAKEN
            assert (await ana.table.sit("Ana", code="77")).seat == 1
            assert server.ad().free == 1 and not server.started  # seat 3 is still free: no start by itself
            late, _ = await TableClient.open(address)
            server.begin()
            started = await ana.until(p.Step, lambda msg: msg.resync)
            assert started.shown is not None and server.started
            seats = [msg for msg in ana.messages if isinstance(msg, p.Seats)][-1].seats
            assert [(s.player, s.name) for s in seats] == [("person", "Host"), ("person", "Ana"),
                                                           ("computer", "Carmen"), ("computer", "Pedro")]
            assert server.ad().free == 0
            with pytest.raises(TableRefused) as refused:
                await late.sit("Late", code="77")
            assert refused.value.error.code == p.NO_FREE_SEAT
            await ana.table.close()

    run(main())


def test_a_computer_seat_is_told_with_its_level_and_a_person_s_without() -> None:
    """A joiner's history counts the game against the computer player the table names (issue 53)."""
    async def main() -> None:
        config = TableConfig(people=1, levels=("easy", "hard", "medium", "random"), computers=frozenset({1, 3}))
        async with served(config) as (_, address):
            table, welcome = await TableClient.open(address)
            assert [(s.player, s.level) for s in welcome.seats] == [("free", None), ("computer", "hard"),
                                                                    ("free", None), ("computer", "random")]
            await table.sit("Ana", seat=0)
            seats = await table.expect(p.Seats)
            assert [(s.player, s.level) for s in seats.seats][:2] == [("person", None), ("computer", "hard")]
            await table.close()

    run(main())

"""A table that plays on a party from where it stands (the host's table stopped, its party kept): the others sit down
again and each person takes back the seat of their name; the party goes on from its last move (127.0.0.1 only)."""

from __future__ import annotations

import random

import asyncio

from kingdesk.engine.game import Game
from kingdesk.net import protocol as p
from kingdesk.net.server import TableConfig
from tests.net.tables import Recorder, run, served

NAMES = ("Ana", "Bora", "Carmen", "Deniz")


def _half_played(moves: int) -> Game:
    game = Game("turkish-12", seed=8)
    while len(game.moves) < moves:
        d = game.decision
        game.apply(None if d.kind == "deal" else d.options[0])
    return game


def test_the_others_take_back_their_seats_by_name_and_the_party_goes_on_from_its_last_move() -> None:
    start = _half_played(60)
    dealt = [d.points for d in start.deals if d.finished]
    assert dealt and not start.is_over

    async def main() -> None:
        config = TableConfig("turkish-12", name="Again", people=2, level="random", names=NAMES)
        async with served(config, start=start) as (server, address):
            deniz, welcome = await Recorder.open(address)
            assert welcome.rules == start.rules
            assert (await deniz.table.sit("deniz")).seat == 3  # her seat, whatever the case of her name
            zeynep, _ = await Recorder.open(address)
            assert (await zeynep.table.sit("Zeynep")).seat == 0  # a newcomer: the first free seat
            resync = await deniz.until(p.Step, lambda msg: msg.resync)
            assert resync.step == len(start.moves)
            assert [d.points for d in resync.shown.deals if d.finished] == dealt
            rng = random.Random(1)
            if resync.decision is not None:  # read here, so Deniz answers it here
                await deniz.table.send(p.Move(resync.step, 3, resync.decision.options[0]))
            over = await asyncio.gather(deniz.autoplay(3, rng), zeynep.autoplay(0, rng))
            assert over == [True, True]
            assert server.owner is not None and server.owner.party is not None
            game = server.owner.party.game
            assert game.is_over and game.moves[:len(start.moves)] == start.moves
            assert server.owner.party.names == ("Zeynep", "Bora", "Carmen", "deniz")

    run(main())


def test_kingdesk_server_resume_serves_a_kept_party_from_where_it_stands(tmp_path) -> None:  # type: ignore[no-untyped-def]
    import subprocess
    import tempfile

    from kingdesk.record.io import record_text
    from tests.net.test_commands import _command, _listening, _programs, _start

    start = _half_played(60)
    kept = tmp_path / "kept.king.json"
    kept.write_text(record_text(start, list(NAMES)), encoding="utf-8")

    async def main(address: str) -> None:
        bora, welcome = await Recorder.open(address)
        assert welcome.rules == start.rules and welcome.name == "Again"
        assert (await bora.table.sit("Bora")).seat == 1
        resync = await bora.until(p.Step, lambda msg: msg.resync)
        assert resync.step == len(start.moves)
        await bora.table.close()

    with _programs() as procs, tempfile.TemporaryFile("w+") as err:
        address = _listening(_start(procs, _command("server_main", "--port", "0", "--name", "Again", "--people", "1",
                                                    "--level", "random", "--resume", str(kept)), err))
        run(main(address))
    over = tmp_path / "over.king.json"
    while not start.is_over:
        d = start.decision
        start.apply(None if d.kind == "deal" else d.options[0])
    over.write_text(record_text(start, list(NAMES)), encoding="utf-8")
    refused = subprocess.run(_command("server_main", "--port", "0", "--resume", str(over)), capture_output=True,
                             text=True, timeout=60)
    assert refused.returncode == 2 and "is over" in refused.stderr

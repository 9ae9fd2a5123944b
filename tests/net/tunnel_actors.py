"""The people of the tunnel's tests, run inside a loopback-only network namespace (``python -m
tests.net.tunnel_actors ROLE ...``, started by tests/net/test_tunnel.py through :func:`~kingdesk.bench.isolation.
run_isolated`): each refuses to open an iroh endpoint anywhere else. Each prints one JSON object on its last line.

* ``party RULESET SEED``: a table served with an invitation (relays off), a joiner that records every message it is
  sent and answers at random, and three ``kingdesk-bot`` players, all through the tunnel; then the same party over
  plain WebSocket with the same seeds and choices. Prints both records and the joiner's messages.
* ``host RULESET SEED OUT``: the table alone, its invitation written to ``OUT/invite``, its record to
  ``OUT/record.json`` once the party is over.
* ``commands FOLDER``: ``kingdesk-server --invite`` and four ``kingdesk-bot --join``, twice with the same key.
* ``joiner INVITATION SEED TOKENFILE [MOVES]``: sits down in a free seat (or comes back to it with the token kept
  in TOKENFILE) and answers at random; after MOVES of its own moves, at the first card it is to play in a trick
  already led, it stops answering and waits to be killed.
"""

from __future__ import annotations

import asyncio
import json
import random
import sys
from pathlib import Path
from typing import Any

from kingdesk.bench.isolation import require_loopback_only
from kingdesk.net import protocol as p
from kingdesk.net.client import play_bot
from kingdesk.net.invitation import RELAY_OFF, Invitation
from kingdesk.net.invited import serve_invited
from kingdesk.net.server import TableConfig, TableServer
from kingdesk.net.tunnel import JoinTunnel, TunnelError
from kingdesk.record.io import record_text
from tests.net.tables import LIMIT_S, Recorder
from tests.session.pools import InlinePool

LEVEL = "easy"


async def _table(ruleset: str, seed: int, tunnel: bool, **kwargs: Any) -> tuple[TableServer, asyncio.Task[None], str]:
    """The table running, and how to reach it: its invitation's link, or its address."""
    server = TableServer(TableConfig(ruleset, seed=seed, level=LEVEL, think_ms=0), pool=InlinePool(), **kwargs)
    reached: asyncio.Future[str] = asyncio.get_running_loop().create_future()

    def failed(e: TunnelError) -> None:
        reached.set_exception(e)

    if tunnel:
        run = serve_invited(server, "127.0.0.1", 0, lambda port: None, relay=RELAY_OFF, key=None, bind="127.0.0.1:0",
                            invited=lambda inv: reached.set_result(inv.link()), failed=failed)
    else:
        run = server.run("127.0.0.1", 0, lambda port: reached.set_result(f"127.0.0.1:{port}"))
    task = asyncio.ensure_future(run)
    return server, task, await asyncio.wait_for(reached, 20)


async def _address(where: str, tunnels: list[JoinTunnel]) -> str:
    if not where.startswith("kingdesk://"):
        return where
    tunnel = await JoinTunnel.open(Invitation.parse(where), RELAY_OFF, timeout=20)
    tunnels.append(tunnel)
    return tunnel.address


async def _party(ruleset: str, seed: int, tunnel: bool) -> dict[str, Any]:
    server, task, where = await _table(ruleset, seed, tunnel)
    tunnels: list[JoinTunnel] = []
    try:
        rec, _ = await Recorder.open(await _address(where, tunnels))
        await rec.table.send(p.Sit("Joiner", seat=0))
        await rec.until(p.Seated)
        bots = [play_bot(await _address(where, tunnels), LEVEL, f"Bot {i}") for i in (1, 2, 3)]
        played = await asyncio.gather(rec.autoplay(0, random.Random(seed)), *bots)
        await asyncio.wait_for(task, 30)
        assert server.owner is not None and server.owner.party is not None
        game = server.owner.party.game
        return {"over": all(played) and game.is_over, "record": record_text(game), "texts": rec.texts}
    finally:
        for t in tunnels:
            await t.close()


async def party(ruleset: str, seed: str) -> dict[str, Any]:
    return {"tunnel": await _party(ruleset, int(seed), True), "plain": await _party(ruleset, int(seed), False)}


async def host(ruleset: str, seed: str, out: str) -> dict[str, Any]:
    server, task, where = await _table(ruleset, int(seed), True, ping_interval=0.5, ping_timeout=2.0)
    folder = Path(out)
    (folder / "invite").write_text(where)
    await asyncio.wait_for(task, LIMIT_S)
    assert server.owner is not None and server.owner.party is not None
    game = server.owner.party.game
    (folder / "record.json").write_text(record_text(game))
    return {"over": game.is_over, "moves": len(game.moves)}


async def joiner(link: str, seed: str, token_file: str, moves: str = "-1") -> dict[str, Any]:
    tunnels: list[JoinTunnel] = []
    kept = Path(token_file)
    rec, _ = await Recorder.open(await _address(link, tunnels))
    if kept.exists():  # the seat and its token, as the first joiner kept them
        was, token = kept.read_text().split()
        await rec.table.send(p.Rejoin(token))
        back: p.Seated = await rec.until(p.Seated)
        assert back.seat == int(was)
        at = back.seat
    else:  # any free seat: the bots may have sat down first
        await rec.table.send(p.Sit("Joiner"))
        seated: p.Seated = await rec.until(p.Seated)
        at = seated.seat
        kept.write_text(f"{at} {seated.token}")
    limit, mine, rng = int(moves), 0, random.Random(int(seed))
    answered, over = -1, False
    while True:
        try:
            msg = await rec.next()
        except Exception:
            break
        if isinstance(msg, p.State | p.Step) and msg.shown is not None:
            over = msg.shown.is_over
            if msg.decision is not None and msg.step > answered:
                if mine >= limit >= 0 and msg.shown.play is not None and msg.shown.play.trick:
                    # the test kills this process now
                    print(json.dumps({"stopped": msg.step, "trick": len(msg.shown.play.trick)}), flush=True)
                    await asyncio.sleep(LIMIT_S)
                answered = msg.step
                mine += 1
                await rec.table.send(p.Move(msg.step, at, rng.choice(msg.decision.options)))
    for t in tunnels:
        await t.close()
    return {"over": over, "moves": mine, "seat": at}


async def _spawn(*args: str) -> asyncio.subprocess.Process:
    return await asyncio.create_subprocess_exec(sys.executable, *args, stdout=asyncio.subprocess.PIPE)


async def rejoin(ruleset: str, seed: str, folder: str) -> dict[str, Any]:
    """A host, three ``kingdesk-bot``s and a joiner, each a process of its own; the joiner is killed (SIGKILL) after
    a few moves, in the middle of a trick, and a new one comes back from the same invitation with the token the
    first one kept."""
    out = Path(folder)
    host_proc = await _spawn("-m", "tests.net.tunnel_actors", "host", ruleset, seed, folder)
    invite = out / "invite"
    for _ in range(200):
        if invite.exists():
            break
        await asyncio.sleep(0.1)
    link = invite.read_text()
    token = str(out / "token")
    first = await _spawn("-m", "tests.net.tunnel_actors", "joiner", link, "0", token, "6")
    bots = [await _spawn("-c", "import sys; from kingdesk.net.cli import bot_main; sys.exit(bot_main(sys.argv[1:]))",
                         "--join", link, "--relay", "off", "--level", LEVEL, "--name", f"Bot {i}") for i in (1, 2, 3)]
    assert first.stdout is not None
    stopped = json.loads(await asyncio.wait_for(first.stdout.readline(), 60))
    first.kill()
    await first.wait()
    second = await _spawn("-m", "tests.net.tunnel_actors", "joiner", link, "0", token)
    back = json.loads((await asyncio.wait_for(second.communicate(), LIMIT_S))[0].decode().splitlines()[-1])
    await asyncio.wait_for(host_proc.wait(), 60)
    codes = [await asyncio.wait_for(b.wait(), 30) for b in bots]
    return {"stopped_at": stopped, "back": back, "host": host_proc.returncode, "bots": codes,
            "record": (out / "record.json").read_text()}


async def commands(folder: str) -> dict[str, Any]:
    """``kingdesk-server --invite`` and four ``kingdesk-bot --join``, each a process of its own, as a club would
    run them; the key kept in ``folder`` gives the same invitation the second time."""
    server_main = "import sys; from kingdesk.net.cli import server_main; sys.exit(server_main(sys.argv[1:]))"
    bot_main = "import sys; from kingdesk.net.cli import bot_main; sys.exit(bot_main(sys.argv[1:]))"
    links, codes = [], []
    for seed in ("3", "4"):
        server = await _spawn("-c", server_main, "--port", "0", "--invite", "--relay", "off", "--key", folder,
                              "--seed", seed, "--think-ms", "0", "--level", "random", "--ruleset", "turkish-12")
        assert server.stdout is not None
        lines = [(await asyncio.wait_for(server.stdout.readline(), 30)).decode().strip() for _ in range(2)]
        link = lines[1].removeprefix("invite: ")
        assert lines[0].startswith("kingdesk-server: table") and lines[1].startswith("invite: kingdesk://join/")
        links.append(Invitation.parse(link).link())
        bots = [await _spawn("-c", bot_main, "--join", link, "--relay", "off", "--level", "random",
                             "--name", f"Bot {i}") for i in range(4)]
        codes += [await asyncio.wait_for(b.wait(), LIMIT_S) for b in bots]
        codes.append(await asyncio.wait_for(server.wait(), 60))
    return {"links": links, "codes": codes}


def main(argv: list[str]) -> int:
    require_loopback_only()
    roles = {"party": party, "host": host, "joiner": joiner, "rejoin": rejoin, "commands": commands}
    result = asyncio.run(asyncio.wait_for(roles[argv[0]](*argv[1:]), LIMIT_S))
    print(json.dumps(result), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

"""The table across the internet, through iroh's tunnel: whole parties give the record they give over plain
WebSocket, every message a joiner is sent holds only cards it has seen, and a joiner killed in the middle of a
trick comes back from the same invitation.

Every iroh endpoint here runs in a network namespace of its own that has nothing but the loopback interface, with
relays off (:mod:`kingdesk.bench.isolation`; tests/net/tunnel_actors.py refuses to run anywhere else): iroh probes
the router, and no such packet may leave these machines. The relayed path cannot be tried here.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

from kingdesk.bench.isolation import run_isolated
from kingdesk.engine.game import Game
from kingdesk.net.invitation import Invitation
from kingdesk.record.io import parse_record
from kingdesk.storage.paths import DATA_DIR_ENV
from tests.engine.leaks import leaks, seen_by

LIMIT_S = 240


def _actors(*args: str, tmp: Path) -> dict[str, Any]:
    done = run_isolated([sys.executable, "-m", "tests.net.tunnel_actors", *args], LIMIT_S,
                        env={DATA_DIR_ENV: str(tmp)})
    assert done.returncode == 0, done.stderr[-3000:]
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def _no_unseen_card(record: str, texts: list[str], seat: int) -> None:
    final = parse_record(record).game
    replay = Game(final.rules.ruleset, final.rules.options_dict(), seed=final.seed)
    for text in texts:
        plain = json.loads(text)
        if "step" in plain:
            while len(replay.moves) < plain["step"]:
                replay.apply(final.moves[len(replay.moves)].choice)
        if plain["type"] == "review":
            assert replay.state.deals[plain["deal"]].finished
            continue
        assert leaks(plain, seat, seen_by(replay, seat)) == [], (plain["type"], plain.get("step"))


@pytest.mark.slow
@pytest.mark.parametrize("ruleset,seed", [("turkish-12", 5), ("spanish", 11)])
def test_a_whole_party_through_the_tunnel_is_the_party_played_over_websocket(ruleset: str, seed: int,
                                                                               tmp_path: Path) -> None:
    """A joiner answering at random and three ``kingdesk-bot`` players, each through a tunnel of its own, play the
    party they play over plain WebSocket with the same seeds and choices: the same record, byte for byte."""
    both = _actors("party", ruleset, str(seed), tmp=tmp_path)
    tunnel, plain = both["tunnel"], both["plain"]
    assert tunnel["over"] and plain["over"]
    assert tunnel["record"] == plain["record"]
    assert parse_record(tunnel["record"]).game.is_over
    assert len(tunnel["texts"]) == len(plain["texts"]) > 100
    _no_unseen_card(tunnel["record"], tunnel["texts"], 0)


@pytest.mark.slow
def test_a_joiner_killed_in_the_middle_of_a_trick_comes_back_from_the_same_invitation(tmp_path: Path) -> None:
    """The host, three bots and the joiner are processes of their own; the joiner is killed (SIGKILL) when it is
    to play a card to a trick already led; a new joiner with the token the first one kept on disk sits in the same
    seat again, and the party ends with every move the first one made in its record."""
    out = _actors("rejoin", "turkish-12", "9", str(tmp_path), tmp=tmp_path)
    stopped = out["stopped_at"]
    assert stopped["trick"] >= 1
    assert out["back"]["over"] and out["back"]["moves"] > 0  # back in the seat it had (the joiner checks it)
    assert out["host"] == 0 and out["bots"] == [0, 0, 0]
    game = parse_record(out["record"]).game
    assert game.is_over and len(game.moves) > stopped["stopped"]


@pytest.mark.slow
def test_kingdesk_server_invites_and_kingdesk_bots_join_by_the_link(tmp_path: Path) -> None:
    """``kingdesk-server --invite`` prints its invitation on a line of its own; four ``kingdesk-bot --join`` play
    the party to its end through it and every process ends with status 0; with the same key folder the next
    table's invitation is the same, its addresses too (relays off: the port its key names)."""
    out = _actors("commands", str(tmp_path), tmp=tmp_path)
    assert out["codes"] == [0] * 10
    first, second = (Invitation.parse(link) for link in out["links"])
    assert first == second and first.addrs

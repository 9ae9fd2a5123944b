"""``kingdesk-server`` and ``kingdesk-bot`` as programs, on 127.0.0.1: a headless table and four remote computer
players play a whole party, the table keeping it in its autosave; both stop cleanly on SIGINT and SIGTERM."""

from __future__ import annotations

import os
import re
import selectors
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO, Any

import pytest

from kingdesk.storage.autosave import Autosave, Resume

ROOT = Path(__file__).resolve().parents[2]
WAIT_S = 120.0


def _command(main: str, *args: str) -> list[str]:
    """The command line of ``kingdesk-server`` or ``kingdesk-bot``; the table's computer players take no thinking
    time (a whole party in seconds)."""
    fast = ("--think-ms", "0") if main == "server_main" else ()
    return [sys.executable, "-c", f"import sys; from kingdesk.net.cli import {main}; sys.exit({main}())", *args, *fast]


@contextmanager
def _programs() -> Iterator[list[subprocess.Popen[str]]]:
    """Programs started by a test: each in a process group of its own, none left running after it."""
    procs: list[subprocess.Popen[str]] = []
    try:
        yield procs
    finally:
        for proc in procs:
            if proc.poll() is None:
                try:
                    os.killpg(proc.pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
                proc.wait(10)


def _start(procs: list[subprocess.Popen[str]], args: list[str], err: IO[str]) -> subprocess.Popen[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    proc = subprocess.Popen(args, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=err, text=True, env=env,
                            cwd=ROOT, start_new_session=True)
    procs.append(proc)
    return proc


def _listening(server: subprocess.Popen[str]) -> str:
    """The address the table printed once it listened."""
    assert server.stdout is not None
    with selectors.DefaultSelector() as sel:
        sel.register(server.stdout, selectors.EVENT_READ)
        assert sel.select(30), "the table did not say where it listens within 30 s"
    line = server.stdout.readline()
    found = re.search(r"ws://(127\.0\.0\.1:\d+) \(protocol \d+\)", line)
    assert found, line
    return found.group(1)


def _wait(proc: subprocess.Popen[str], err: IO[str], timeout: float = WAIT_S) -> int:
    try:
        return proc.wait(timeout)
    except subprocess.TimeoutExpired:
        err.seek(0)
        raise AssertionError(f"{proc.args[-6:]} still ran after {timeout} s:\n{err.read()[-3000:]}") from None


@pytest.mark.slow
@pytest.mark.integration
def test_a_headless_table_and_four_bots_play_a_whole_party(tmp_path: Path) -> None:
    autosave = tmp_path / "table.king.json"
    with _programs() as procs, tempfile.TemporaryFile("w+") as err:
        server = _start(procs, _command("server_main", "--port", "0", "--seed", "4", "--level", "random",
                                        "--name", "Club", "--autosave", str(autosave)), err)
        address = _listening(server)
        bots = [_start(procs, _command("bot_main", "--connect", address, "--level", "random", "--name", f"Bot {i}"),
                       err) for i in range(4)]
        assert [_wait(b, err) for b in bots] == [0] * 4
        assert _wait(server, err) == 0
        err.seek(0)
        log = err.read()
    assert "Traceback" not in log and "the party is over" in log
    saved = Autosave(autosave).load()
    assert isinstance(saved, Resume) and saved.finished and saved.game.rules.ruleset == "turkish-12"
    assert sorted(saved.players or []) == ["Bot 0", "Bot 1", "Bot 2", "Bot 3"]  # seated as they came


@pytest.mark.integration
@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM])
def test_both_commands_stop_cleanly_on_a_signal(sig: signal.Signals) -> None:
    with _programs() as procs, tempfile.TemporaryFile("w+") as err:
        server = _start(procs, _command("server_main", "--port", "0", "--people", "2"), err)
        address = _listening(server)
        bot = _start(procs, _command("bot_main", "--connect", address, "--name", "Waiting"), err)
        err_text = ""
        for _ in range(300):  # until the table has seated it (bounded: 30 s)
            err.seek(0)
            err_text = err.read()
            if "Waiting sat down" in err_text:
                break
            time.sleep(0.1)
        assert "Waiting sat down" in err_text
        bot.send_signal(sig)
        assert _wait(bot, err, 30) == 0
        server.send_signal(sig)
        assert _wait(server, err, 30) == 0
        err.seek(0)
        log = err.read()
    assert "kingdesk-bot: stopped" in log and "Waiting dropped from seat 0" in log
    assert "Traceback" not in log


def test_the_move_timer_is_the_hosts_to_set(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
                                             ) -> None:
    """``--move-timer SECONDS`` reaches the table (0: none; 90 when not given); a time that cannot be one is refused
    before anything listens."""
    from kingdesk.net import cli

    made: list[Any] = []

    class Served:
        def __init__(self, config: Any, **_: Any) -> None:
            made.append(config)

        async def run(self, *_: Any) -> None:
            pass

        def stop(self) -> None:
            pass

    monkeypatch.setattr(cli, "TableServer", Served)
    for argv, want in ((["--move-timer", "45"], 45), (["--move-timer", "0"], 0), ([], 90)):
        assert cli.server_main(["--port", "0", *argv]) == 0
        assert made[-1].move_timer_s == want
    for bad in ("-5", "soon", "100000"):
        with pytest.raises(SystemExit) as stop:
            cli.server_main(["--port", "0", "--move-timer", bad])
        assert stop.value.code == 2 and "move" in capsys.readouterr().err

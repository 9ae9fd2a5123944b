"""The host's reachability check (issue 41): the firewall commands' outputs parsed, per system, from recorded
samples (no firewall command of this machine is run but the runner's own tests, which run none of them); the
listening check against a real table and a closed port, both on 127.0.0.1 (never another address)."""

from __future__ import annotations

import asyncio
import logging
import socket
import sys
from collections.abc import Sequence
from typing import Any

import pytest

from kingdesk.net import reachability as r
from kingdesk.net.reachability import Command, FirewallWord, Verdict
from kingdesk.net.server import TableConfig
from tests.net.tables import run, served

LOOPBACK = "127.0.0.1"
PROGRAM = r"C:\Program Files\KingDesk\KingDesk.exe"
PORT = 8765


def _runner(answers: dict[str, Command | None]) -> Any:
    """A fake command runner: each command (its words joined) answers as given; any other is missing."""
    asked: list[str] = []

    def run_(argv: Sequence[str], timeout: float) -> Command | None:
        key = " ".join(argv)
        asked.append(key)
        assert timeout <= 10
        return answers.get(key, Command(-1, "", missing=True))

    run_.asked = asked  # type: ignore[attr-defined]
    return run_


# ----------------------------------------------------------------------------- Windows

DASHES = "-" * 70
NETSH_ON = f"\r\nPrivate Profile Settings: \r\n{DASHES}\r\nState                                 ON\r\nOk.\r\n\r\n"
NETSH_OFF = f"\r\nPublic Profile Settings: \r\n{DASHES}\r\nState                                 OFF\r\nOk.\r\n\r\n"
NETSH_LOCALIZED = (f"\r\nConfiguración de perfil privado: \r\n{DASHES}\r\n"
                   "Estado                                ACTIVADO\r\nAceptar.\r\n\r\n")
NETSH_STATE = "netsh advfirewall show currentprofile state"

ALLOW_PRIVATE = ("v2.30|Action=Allow|Active=TRUE|Dir=In|Protocol=6|Profile=Private|App=C:\\Program Files\\KingDesk\\"
                 "KingDesk.exe|Name=kingdesk.exe|Desc=kingdesk.exe|Defer=User|")
BLOCK_PUBLIC = ("v2.30|Action=Block|Active=TRUE|Dir=In|Protocol=6|Profile=Public|App=C:\\Program Files\\KingDesk\\"
                "KingDesk.exe|Name=kingdesk.exe|Desc=kingdesk.exe|")
OTHER_APP = ("v2.31|Action=Allow|Active=TRUE|Dir=In|Protocol=6|Profile=Private|Profile=Public|"
             "App=%ProgramFiles%\\Other\\other.exe|Name=Other|")
PORT_RULE = "v2.30|Action=Allow|Active=TRUE|Dir=In|Protocol=6|LPort=8000-9000|Name=Card tables|"
INACTIVE = ("v2.30|Action=Allow|Active=FALSE|Dir=In|Protocol=6|App=C:\\Program Files\\KingDesk\\KingDesk.exe|"
            "Name=kingdesk.exe|")


def test_netsh_says_whether_the_current_profile_s_firewall_is_on_in_english_and_nothing_in_another_language():
    assert r.parse_netsh_state(NETSH_ON) == (True, "private")
    assert r.parse_netsh_state(NETSH_OFF) == (False, "public")
    assert r.parse_netsh_state(NETSH_LOCALIZED) == (None, None)
    assert r.parse_netsh_state("The requested operation requires elevation (Run as administrator).") == (None, None)


def test_windows_rules_are_read_from_their_registry_text_in_every_language():
    rule = r.parse_windows_rule(ALLOW_PRIVATE)
    assert rule is not None and (rule.action, rule.active, rule.inbound, rule.protocol) == ("allow", True, True, "6")
    assert rule.app == PROGRAM and rule.profiles == ("private",)
    assert r.parse_windows_rule(OTHER_APP).profiles == ("private", "public")  # type: ignore[union-attr]
    assert r.parse_windows_rule("not a rule") is None
    assert r.parse_windows_rule("v2.30|Action=Bypass|Dir=In|") is None


def _windows(netsh: str | None, rules: list[str] | None, program: str = PROGRAM,
             registry: bool | None = None) -> FirewallWord:
    answers = {NETSH_STATE: None if netsh is None else Command(0, netsh)}
    return r.firewall_word(PORT, system="win32", program=program, run=_runner(answers), windows_rules=lambda: rules,
                           windows_state=lambda: registry)


def test_windows_firewall_off_lets_the_table_in():
    assert _windows(NETSH_OFF, [BLOCK_PUBLIC]) == FirewallWord("windows", False)


def test_windows_firewall_on_with_an_allow_rule_for_the_program_on_the_current_profile_lets_it_in():
    assert _windows(NETSH_ON, [OTHER_APP, ALLOW_PRIVATE]) == FirewallWord("windows", False)
    assert _windows(NETSH_ON, [PORT_RULE]) == FirewallWord("windows", False)  # a rule for its port, any program
    assert _windows(NETSH_ON, [ALLOW_PRIVATE], PROGRAM.lower().replace("\\", "/")) == FirewallWord("windows", False)


def test_windows_firewall_on_without_a_rule_is_likely_blocked_until_the_player_allows_it():
    assert _windows(NETSH_ON, [OTHER_APP, INACTIVE]) == FirewallWord("windows", True, "no-rule")
    public = NETSH_ON.replace("Private", "Public")  # allowed on private networks only, on a public one now
    assert _windows(public, [ALLOW_PRIVATE]) == FirewallWord("windows", True, "no-rule")


def test_a_block_rule_for_the_program_wins_over_an_allow_rule():
    public = NETSH_ON.replace("Private", "Public")
    assert _windows(public, [ALLOW_PRIVATE, BLOCK_PUBLIC]) == FirewallWord("windows", True, "rule-blocks")
    assert _windows(NETSH_ON, [ALLOW_PRIVATE, BLOCK_PUBLIC]) == FirewallWord("windows", False)  # other profile


def test_windows_that_cannot_be_asked_is_unknown_never_blocked():
    assert _windows(NETSH_ON, None) == FirewallWord("windows", None, "", ("registry",))
    assert _windows(None, [OTHER_APP]) == FirewallWord("windows", None, "no-rule", ("netsh",))
    assert _windows(NETSH_LOCALIZED, [BLOCK_PUBLIC.replace("Profile=Public|", "")]) == \
        FirewallWord("windows", True, "rule-blocks")  # a block rule is a block rule in every language


def test_each_profile_s_registry_state_says_on_or_off_only_when_the_three_agree_group_policy_first():
    on = {"Domain": (None, 1), "Private": (None, 1), "Public": (None, 1)}
    assert r.windows_state_of(on) is True
    assert r.windows_state_of({name: (None, 0) for name in on}) is False
    assert r.windows_state_of({**on, "Public": (None, 0)}) is None  # which one is current is netsh's to say
    assert r.windows_state_of({**on, "Public": (1, 0)}) is True  # group policy turns it on
    assert r.windows_state_of({**on, "Domain": (None, None)}) is None


def test_windows_in_another_language_asks_the_registry_whether_the_firewall_is_on():
    assert _windows(NETSH_LOCALIZED, [OTHER_APP], registry=True) == FirewallWord("windows", True, "no-rule")
    assert _windows(NETSH_LOCALIZED, [OTHER_APP], registry=False) == FirewallWord("windows", False)
    assert _windows(NETSH_LOCALIZED, [OTHER_APP], registry=None) == FirewallWord("windows", None, "no-rule",
                                                                                 ("netsh",))
    assert _windows(NETSH_LOCALIZED, [ALLOW_PRIVATE], registry=True) == FirewallWord("windows", False)


# ----------------------------------------------------------------------------- macOS

SFW = "/usr/libexec/ApplicationFirewall/socketfilterfw"
MAC_PROGRAM = "/Applications/KingDesk.app/Contents/MacOS/KingDesk"


def _macos(state: str | None, block_all: str | None = "Firewall has block all state set to disabled. \n",
           app: str | None = "Incoming connection to the application is permitted\n") -> FirewallWord:
    answers = {f"{SFW} --getglobalstate": None if state is None else Command(0, state),
               f"{SFW} --getblockall": None if block_all is None else Command(0, block_all),
               f"{SFW} --getappblocked /Applications/KingDesk.app": None if app is None else Command(0, app)}
    return r.firewall_word(PORT, system="darwin", program=MAC_PROGRAM, run=_runner(answers))


def test_socketfilterfw_s_outputs_are_understood():
    assert r.parse_macos_state("Firewall is enabled. (State = 1) \n") == 1
    assert r.parse_macos_state("Firewall is disabled. (State = 0) \n") == 0
    assert r.parse_macos_state("Firewall is blocking all non-essential incoming connections. (State = 2)") == 2
    assert r.parse_macos_state("socketfilterfw: Operation not permitted\n") is None
    assert r.parse_macos_block_all("Firewall has block all state set to enabled. \n") is True
    assert r.parse_macos_block_all("Block all DISABLED! \n") is False
    assert r.parse_macos_app("The application /Applications/KingDesk.app is blocked.\n") == "blocked"
    assert r.parse_macos_app("The application /Applications/KingDesk.app is not blocked.\n") == "permitted"
    assert r.parse_macos_app("The application is not part of the firewall \n") == "unlisted"
    assert r.macos_app(MAC_PROGRAM) == "/Applications/KingDesk.app"
    assert r.macos_app("/usr/local/bin/python3.12") == "/usr/local/bin/python3.12"


def test_macos_firewall_off_or_permitting_the_app_lets_the_table_in():
    assert _macos("Firewall is disabled. (State = 0) \n") == FirewallWord("macos", False)
    assert _macos("Firewall is enabled. (State = 1) \n") == FirewallWord("macos", False)


def test_macos_firewall_blocking_all_blocking_the_app_or_not_knowing_it_yet_is_likely_blocked():
    on = "Firewall is enabled. (State = 1) \n"
    assert _macos(on, "Firewall has block all state set to enabled. \n") == FirewallWord("macos", True, "block-all")
    assert _macos("Firewall is blocking all non-essential incoming connections. (State = 2)\n") == \
        FirewallWord("macos", True, "block-all")
    assert _macos(on, app="Incoming connection to the application is blocked\n") == \
        FirewallWord("macos", True, "rule-blocks")
    assert _macos(on, app="The application is not part of the firewall \n") == \
        FirewallWord("macos", True, "not-allowed")


def test_macos_firewall_that_cannot_be_asked_is_unknown():
    assert _macos(None) == FirewallWord("macos", None, "", ("socketfilterfw",))
    assert _macos("Firewall is enabled. (State = 1) \n", app=None) == FirewallWord("macos", None, "",
                                                                                     ("socketfilterfw",))


# ----------------------------------------------------------------------------- Linux

UFW_ROOT = "ERROR: You need to be root to run this script\n"
UFW_ACTIVE = ("Status: active\n\n"
              "To                         Action      From\n"
              "--                         ------      ----\n"
              "22/tcp                     ALLOW       Anywhere\n{rule}"
              "22/tcp (v6)                ALLOW       Anywhere (v6)\n\n")


def _linux(firewalld: Command | None = Command(-1, "", missing=True), query: Command | None = None,
           ufw: Command | None = Command(-1, "", missing=True), conf: str | None = None) -> FirewallWord:
    answers = {"firewall-cmd --state": firewalld, f"firewall-cmd --query-port={PORT}/tcp": query,
               "ufw status": ufw}
    return r.firewall_word(PORT, system="linux", run=_runner(answers), read=lambda path: conf)


def test_firewalld_running_says_whether_the_port_is_open():
    running = Command(0, "running\n")
    assert _linux(running, Command(0, "yes\n")) == FirewallWord("firewalld", False)
    assert _linux(running, Command(1, "no\n")) == FirewallWord("firewalld", True, "port-closed")
    assert _linux(running, Command(11, "Authorization failed.\n")) == \
        FirewallWord("firewalld", None, "port-closed", ("firewall-cmd",))


def test_ufw_active_without_the_port_is_likely_blocked_and_with_it_or_inactive_lets_it_in():
    not_running = Command(252, "not running\n")
    assert _linux(not_running, ufw=Command(0, UFW_ACTIVE.format(rule=""))) == \
        FirewallWord("ufw", True, "port-closed")
    rule = "8765/tcp                   ALLOW       Anywhere\n"
    assert _linux(not_running, ufw=Command(0, UFW_ACTIVE.format(rule=rule))) == FirewallWord("ufw", False)
    ranged = "8000:9000/tcp              ALLOW IN    Anywhere\n"
    assert _linux(ufw=Command(0, UFW_ACTIVE.format(rule=ranged))) == FirewallWord("ufw", False)
    udp = "8765/udp                   ALLOW       Anywhere\n"
    assert _linux(ufw=Command(0, UFW_ACTIVE.format(rule=udp))) == FirewallWord("ufw", True, "port-closed")
    assert _linux(ufw=Command(0, "Status: inactive\n")) == FirewallWord("ufw", False)


def test_ufw_that_needs_root_is_unknown_not_blocked_unless_its_configuration_says_it_is_off():
    assert _linux(ufw=Command(1, UFW_ROOT), conf="ENABLED=yes\nLOGLEVEL=low\n") == \
        FirewallWord("ufw", None, "port-closed", ("ufw",))
    assert _linux(ufw=Command(1, UFW_ROOT), conf=None) == FirewallWord("ufw", None, "port-closed", ("ufw",))
    assert _linux(ufw=Command(1, UFW_ROOT), conf="ENABLED=no\n") == FirewallWord(None, False)


def test_linux_without_firewalld_or_ufw_has_no_firewall_to_ask_and_one_that_will_not_answer_is_unknown():
    assert _linux() == FirewallWord(None, False)
    assert _linux(firewalld=None) == FirewallWord(None, None, "", ("firewall-cmd",))  # timed out


def test_a_system_without_a_known_firewall_is_unknown():
    assert r.firewall_word(PORT, system="freebsd14", run=_runner({})) == FirewallWord(None, None, "", ("freebsd14",))


# ----------------------------------------------------------------------------- the runner (no firewall command)


def test_the_runner_says_missing_for_a_command_that_is_not_there_and_never_raises():
    done = r.run_command(["kingdesk-no-such-command-41"], 2.0)
    assert done is not None and done.missing


def test_the_runner_gives_up_a_command_that_takes_too_long():
    assert r.run_command([sys.executable, "-c", "import time; time.sleep(5)"], 0.5) is None


def test_the_runner_cannot_run_what_is_not_a_program(tmp_path):
    text = tmp_path / "not-a-program"
    text.write_text("nothing")
    assert r.run_command([str(text)], 2.0) is None  # PermissionError: may not be run


def test_the_runner_returns_what_a_command_printed_and_its_exit_code():
    done = r.run_command([sys.executable, "-c", "import sys; print('running'); sys.exit(3)"], 10.0)
    assert done is not None and (done.code, done.out.strip(), done.missing) == (3, "running", False)


# ----------------------------------------------------------------------------- the check, on 127.0.0.1


def _closed_port() -> int:
    """A port of 127.0.0.1 nobody listens on (bound, then let go)."""
    with socket.socket() as s:
        s.bind((LOOPBACK, 0))
        return int(s.getsockname()[1])


def test_a_real_table_on_127_0_0_1_is_found_listening_and_its_table_logs_no_error(caplog):
    async def main() -> r.Reachability:
        async with served(TableConfig("spanish", people=1)) as (server, address):
            port = int(address.rsplit(":", 1)[1])
            result = await asyncio.to_thread(r.check, port, [LOOPBACK], word=lambda p: FirewallWord(None, False))
            await asyncio.sleep(0.2)  # what the table makes of a connection that said nothing
            return result

    with caplog.at_level(logging.WARNING):
        result = run(main())
    assert result.verdict is Verdict.OK and result.accepted == (LOOPBACK,) and result.refused == ()
    assert not [rec for rec in caplog.records if rec.levelno >= logging.WARNING], caplog.records


def test_a_closed_port_is_not_listening_whatever_the_firewall_says():
    port = _closed_port()
    asked: list[int] = []
    result = r.check(port, [LOOPBACK], word=lambda p: asked.append(p) or FirewallWord(None, False))
    assert result.verdict is Verdict.NOT_LISTENING and result.refused == (LOOPBACK,) and result.accepted == ()
    assert asked == []  # nothing else asked: the table is not there


def test_the_firewall_s_word_makes_the_verdict_once_the_table_listens():
    with socket.socket() as s:
        s.bind((LOOPBACK, 0))
        s.listen()
        port = s.getsockname()[1]
        blocked = r.check(port, [LOOPBACK], word=lambda p: FirewallWord("ufw", True, "port-closed"))
        unknown = r.check(port, [LOOPBACK], word=lambda p: FirewallWord("ufw", None, "port-closed", ("ufw",)))
    assert (blocked.verdict, blocked.firewall, blocked.reason) == (Verdict.LIKELY_BLOCKED, "ufw", "port-closed")
    assert (unknown.verdict, unknown.unasked) == (Verdict.UNKNOWN, ("ufw",))


def test_a_table_announced_on_no_address_is_unknown():
    result = r.check(PORT, [], connect=lambda a, p: pytest.fail("nothing to connect to"))
    assert (result.verdict, result.reason) == (Verdict.UNKNOWN, "no-address")

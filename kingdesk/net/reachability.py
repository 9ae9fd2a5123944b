"""Whether the others can reach a table hosted here, as far as this computer can tell (no Qt).

A host cannot see itself from outside: a connection to one of its own addresses never leaves the computer (on
Windows it never passes the firewall either). So :func:`check` proves two things and no more:

* **listening**: a TCP connection to each address the table is announced on, at its port, is accepted (a table
  bound to the loopback address only, a port another program holds, a table that died all fail here);
* **the firewall's word**: what the operating system's own firewall says about this program or this port, asked
  without administrator rights, each command with a short timeout and never raising: Windows Defender Firewall
  (``netsh advfirewall show currentprofile state``, or each profile's state in the registry when netsh speaks
  another language than English; the inbound rules for this program from the registry, where they are the same in
  every language), the macOS application firewall (``socketfilterfw``), firewalld
  (``firewall-cmd``) or ufw on Linux.

The answer (:class:`Reachability`) is ``ok`` (it listens and no firewall of this computer is known to be in the
way), ``likely-blocked`` (which firewall and why), ``not-listening`` or ``unknown`` (what could not be asked).
It never says the table is reachable from the network: a router, another firewall (a third-party one, plain
nftables or iptables rules, a network that keeps its devices apart) stays unseen. The parsers are pure functions
over the commands' outputs; the commands, the connection and the registry are injected, so tests run none of them
but on ``127.0.0.1``.
"""

from __future__ import annotations

import enum
import os
import re
import socket
import subprocess
import sys
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Literal

CONNECT_S = 1.0
"""How long the listening check waits for each address to accept."""
COMMAND_S = 5.0
"""How long one firewall command may take before it is given up (its answer is then unknown)."""

Firewall = Literal["windows", "macos", "firewalld", "ufw"]
Reason = Literal[
    "no-rule",  # Windows: no inbound rule lets this program in (Windows asks on its first listen)
    "rule-blocks",  # Windows: an inbound rule blocks this program (an earlier "Cancel"); macOS: the app is blocked
    "not-allowed",  # macOS: the firewall is on and the app is not in its list yet (macOS asks)
    "block-all",  # macOS: "Block all incoming connections"
    "port-closed",  # firewalld or ufw: the port is not open
    "no-address",  # the table is announced on no address (this computer is on no network)
    "",
]


class Verdict(enum.Enum):
    OK = "ok"
    LIKELY_BLOCKED = "likely-blocked"
    NOT_LISTENING = "not-listening"
    UNKNOWN = "unknown"


@dataclass(frozen=True)
class Command:
    """What a command printed (standard output and error together) and its exit code; ``missing``: there is no
    such command here."""

    code: int
    out: str
    missing: bool = False


Run = Callable[[Sequence[str], float], "Command | None"]
"""Runs a command with a timeout: what it printed (``missing`` if there is no such command), or ``None`` when it
could not be run or took too long."""


@dataclass(frozen=True)
class FirewallWord:
    """What the operating system's firewall says: ``blocks`` is ``True`` (in the way), ``False`` (on and letting
    this program or port in, or off), ``None`` (could not tell); ``firewall`` the one that spoke (``None``: none
    found); ``unasked`` the commands that could not be run or understood."""

    firewall: Firewall | None = None
    blocks: bool | None = False
    reason: Reason = ""
    unasked: tuple[str, ...] = ()


@dataclass(frozen=True)
class Reachability:
    """The answer of :func:`check`."""

    verdict: Verdict
    port: int
    accepted: tuple[str, ...] = ()
    """The announced addresses where a connection was accepted."""
    refused: tuple[str, ...] = ()
    """The announced addresses where none was (refused, timed out, unreachable)."""
    firewall: Firewall | None = None
    reason: Reason = ""
    unasked: tuple[str, ...] = field(default=())
    """What could not be asked (command names), when the verdict is ``unknown``."""


# ----------------------------------------------------------------------------- running and connecting


def run_command(argv: Sequence[str], timeout: float = COMMAND_S) -> Command | None:
    """Run ``argv`` (no shell, no input, English messages where the program honours ``LC_ALL``) for at most
    ``timeout`` seconds: what it printed, ``missing`` if there is no such command, or ``None`` if it may not be
    run or took too long. Never raises."""
    flags = getattr(subprocess, "CREATE_NO_WINDOW", 0) if sys.platform == "win32" else 0  # no console flashing up
    env = None if sys.platform == "win32" else {**os.environ, "LC_ALL": "C", "LANG": "C"}
    try:
        done = subprocess.run(list(argv), stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, timeout=timeout, env=env, creationflags=flags, check=False)
    except FileNotFoundError:
        return Command(-1, "", missing=True)
    except (OSError, subprocess.SubprocessError, ValueError):
        return None
    return Command(done.returncode, done.stdout.decode(errors="replace"))


def accepts(address: str, port: int, timeout: float = CONNECT_S) -> bool:
    """Whether a TCP connection to ``address``:``port`` is accepted within ``timeout`` seconds (closed at once)."""
    try:
        with socket.create_connection((address.strip("[]"), port), timeout=timeout):
            return True
    except (OSError, ValueError):
        return False


# ----------------------------------------------------------------------------- Windows


def parse_netsh_state(text: str) -> tuple[bool | None, str | None]:
    """``netsh advfirewall show currentprofile state``: whether the current profile's firewall is on, and the
    profile (``domain``, ``private``, ``public``). Only the English words are known (netsh speaks the system's
    language): anything else is ``(None, None)``.

    >>> parse_netsh_state("\\r\\nPrivate Profile Settings: \\r\\n" + "-" * 70 + "\\r\\nState        ON\\r\\nOk.\\r\\n")
    (True, 'private')
    """
    profile = re.search(r"^\s*(Domain|Private|Public) Profile Settings:", text, re.MULTILINE | re.IGNORECASE)
    state = re.search(r"^\s*State\s+(ON|OFF)\s*$", text, re.MULTILINE | re.IGNORECASE)
    return (None if state is None else state.group(1).upper() == "ON",
            None if profile is None else profile.group(1).lower())


@dataclass(frozen=True)
class WindowsRule:
    """One firewall rule as the registry stores it (``v2.30|Action=Allow|Active=TRUE|Dir=In|…|``)."""

    action: str
    active: bool
    inbound: bool
    app: str | None
    protocol: str | None
    ports: tuple[str, ...]
    profiles: tuple[str, ...]


def parse_windows_rule(text: str) -> WindowsRule | None:
    """A rule of ``…\\FirewallPolicy\\FirewallRules`` (the same words in every language of Windows), or ``None``
    if it is not one.

    >>> r = parse_windows_rule("v2.30|Action=Block|Active=TRUE|Dir=In|Protocol=6|Profile=Public|App=C:\\\\k.exe|")
    >>> (r.action, r.inbound, r.app, r.profiles)
    ('block', True, 'C:\\\\k.exe', ('public',))
    """
    if not text.startswith("v2."):
        return None
    fields: dict[str, list[str]] = {}
    for part in text.split("|")[1:]:
        key, sep, value = part.partition("=")
        if sep:
            fields.setdefault(key.lower(), []).append(value)

    def one(key: str) -> str | None:
        return fields.get(key, [None])[0]

    action = (one("action") or "").lower()
    if action not in ("allow", "block"):
        return None
    return WindowsRule(action, (one("active") or "").upper() == "TRUE", (one("dir") or "").lower() == "in",
                       one("app"), one("protocol"), tuple(fields.get("lport", ())),
                       tuple(p.lower() for p in fields.get("profile", ())))


def _same_path(a: str, b: str) -> bool:
    def norm(path: str) -> str:
        path = re.sub(r"%(\w+)%", lambda m: os.environ.get(m.group(1), m.group(0)), path)
        return path.replace("/", "\\").rstrip("\\").casefold()

    return norm(a) == norm(b)


def _port_in(port: int, ports: Iterable[str]) -> bool:
    for item in ports:
        for part in item.split(","):
            low, _, high = part.partition("-")
            if low.isdigit() and int(low) <= port <= int(high if high.isdigit() else low):
                return True
    return False


def windows_rules_say(rules: Iterable[WindowsRule], program: str, port: int, profile: str | None) -> bool | None:
    """Whether the enabled inbound rules for ``program`` (or for ``port`` over TCP, whatever the program) let it
    in on ``profile`` (``None``: on any profile): ``False`` if a rule blocks it (a block rule wins, as in Windows),
    ``True`` if one allows it, ``None`` if none speaks of it (Windows then asks on the program's first listen, or
    keeps it out)."""
    allowed = False
    for rule in rules:
        if not (rule.active and rule.inbound):
            continue
        if rule.protocol not in (None, "6"):
            continue
        if profile is not None and rule.profiles and profile not in rule.profiles:
            continue
        for_program = rule.app is not None and _same_path(rule.app, program)
        for_port = rule.app is None and bool(rule.ports) and _port_in(port, rule.ports)
        if not (for_program or for_port):
            continue
        if rule.action == "block":
            return False
        allowed = True
    return True if allowed else None


RULE_KEYS = (r"SYSTEM\CurrentControlSet\Services\SharedAccess\Parameters\FirewallPolicy\FirewallRules",
             r"SOFTWARE\Policies\Microsoft\WindowsFirewall\FirewallRules")
"""Where Windows keeps the firewall's rules: the computer's own, and those of its group policy."""


def read_windows_rules() -> list[str] | None:
    """The rules' texts from the registry (readable without administrator rights), ``None`` if not readable."""
    try:
        import winreg
    except ImportError:
        return None
    texts: list[str] = []
    read_any = False
    for path in RULE_KEYS:
        try:
            key = winreg.OpenKey(winreg.HKEY_LOCAL_MACHINE, path)  # type: ignore[attr-defined,unused-ignore]
        except OSError:
            continue
        read_any = True
        with key:
            i = 0
            while True:
                try:
                    _name, value, _kind = winreg.EnumValue(key, i)  # type: ignore[attr-defined,unused-ignore]
                except OSError:
                    break
                if isinstance(value, str):
                    texts.append(value)
                i += 1
    return texts if read_any else None


PROFILES = ("Domain", "Private", "Public")
PROFILE_KEYS = {"Domain": "DomainProfile", "Private": "StandardProfile", "Public": "PublicProfile"}
"""Each profile's key under ``…\\FirewallPolicy`` (the private profile is the old "standard" one); group policy's
are ``SOFTWARE\\Policies\\Microsoft\\WindowsFirewall\\<Profile>Profile``."""


def windows_state_of(enabled: dict[str, tuple[int | None, int | None]]) -> bool | None:
    """Whether the firewall is on, from each profile's ``EnableFirewall`` (group policy's, the computer's own; ``None``
    where there is none; group policy's wins): known only when the three profiles agree, for which one is current is
    netsh's to say.

    >>> windows_state_of({"Domain": (None, 1), "Private": (None, 1), "Public": (None, 1)})
    True
    """
    states = set()
    for name in PROFILES:
        policy, own = enabled.get(name, (None, None))
        value = policy if policy is not None else own
        states.add(None if value is None else bool(value))
    return states.pop() if len(states) == 1 else None


def read_windows_state() -> bool | None:
    """Whether the firewall is on in every profile (``True``), in none (``False``), from the registry (readable
    without administrator rights); ``None`` if the profiles differ or it cannot be read."""
    try:
        import winreg
    except ImportError:
        return None

    def value(path: str) -> int | None:
        try:
            with winreg.OpenKey(winreg.HKEY_LOCAL_MACHINE, path) as key:  # type: ignore[attr-defined,unused-ignore]
                found, _kind = winreg.QueryValueEx(key, "EnableFirewall")  # type: ignore[attr-defined,unused-ignore]
        except OSError:
            return None
        return found if isinstance(found, int) else None

    own = r"SYSTEM\CurrentControlSet\Services\SharedAccess\Parameters\FirewallPolicy"
    policy = r"SOFTWARE\Policies\Microsoft\WindowsFirewall"
    return windows_state_of({name: (value(rf"{policy}\{name}Profile"), value(rf"{own}\{PROFILE_KEYS[name]}"))
                             for name in PROFILES})


def windows_word(program: str, port: int, run: Run, rules: Callable[[], list[str] | None],
                 state: Callable[[], bool | None] = read_windows_state) -> FirewallWord:
    done = run(["netsh", "advfirewall", "show", "currentprofile", "state"], COMMAND_S)
    on, profile = parse_netsh_state(done.out) if done is not None else (None, None)
    if on is None:  # netsh speaks another language (or could not be run): every profile's own word
        on = state()
    if on is False:
        return FirewallWord("windows", False)
    texts = rules()
    if texts is None:
        return FirewallWord("windows", None, "", ("netsh",) if on is None else ("registry",))
    says = windows_rules_say((r for r in map(parse_windows_rule, texts) if r is not None), program, port, profile)
    if says is False:
        return FirewallWord("windows", True, "rule-blocks")
    if says is True:
        return FirewallWord("windows", False)
    if on is None:  # no rule for it, but whether the firewall is on could not be told
        return FirewallWord("windows", None, "no-rule", ("netsh",))
    return FirewallWord("windows", True, "no-rule")


# ----------------------------------------------------------------------------- macOS

SOCKETFILTERFW = "/usr/libexec/ApplicationFirewall/socketfilterfw"


def parse_macos_state(text: str) -> int | None:
    """``socketfilterfw --getglobalstate``: 0 off, 1 on, 2 on for essential services only (blocks all).

    >>> parse_macos_state("Firewall is enabled. (State = 1) ")
    1
    """
    m = re.search(r"State\s*=\s*(\d)", text)
    if m is not None:
        return int(m.group(1))
    if re.search(r"\bdisabled\b", text, re.IGNORECASE):
        return 0
    if re.search(r"\benabled\b", text, re.IGNORECASE):
        return 1
    return None


def parse_macos_block_all(text: str) -> bool | None:
    """``socketfilterfw --getblockall``: whether every incoming connection is blocked.

    >>> parse_macos_block_all("Firewall has block all state set to disabled. ")
    False
    """
    if not re.search(r"block\s*all", text, re.IGNORECASE):
        return None
    if re.search(r"\bdisabled\b", text, re.IGNORECASE):
        return False
    if re.search(r"\benabled\b", text, re.IGNORECASE):
        return True
    return None


def parse_macos_app(text: str) -> Literal["blocked", "permitted", "unlisted"] | None:
    """``socketfilterfw --getappblocked PATH``: whether the firewall blocks or permits the application's incoming
    connections, or does not know it yet (macOS asks on its first listen).

    >>> parse_macos_app("Incoming connection to the application is permitted")
    'permitted'
    """
    low = " ".join(text.lower().split())
    if "not part of the firewall" in low or "not found" in low or "does not exist" in low:
        return "unlisted"
    if "not blocked" in low or "permitted" in low or "allowed" in low:
        return "permitted"
    if "blocked" in low:
        return "blocked"
    return None


def macos_app(executable: str) -> str:
    """What the firewall knows the program as: its ``.app`` bundle if it runs from one, else its executable."""
    m = re.match(r"(.*?\.app)/Contents/MacOS/", executable)
    return m.group(1) if m else executable


def macos_word(program: str, run: Run) -> FirewallWord:
    done = run([SOCKETFILTERFW, "--getglobalstate"], COMMAND_S)
    state = parse_macos_state(done.out) if done is not None else None
    if state is None:
        return FirewallWord("macos", None, "", ("socketfilterfw",))
    if state == 0:
        return FirewallWord("macos", False)
    done = run([SOCKETFILTERFW, "--getblockall"], COMMAND_S)
    block_all = parse_macos_block_all(done.out) if done is not None else None
    if state == 2 or block_all:
        return FirewallWord("macos", True, "block-all")
    done = run([SOCKETFILTERFW, "--getappblocked", macos_app(program)], COMMAND_S)
    app = parse_macos_app(done.out) if done is not None else None
    if app == "blocked":
        return FirewallWord("macos", True, "rule-blocks")
    if app == "unlisted":
        return FirewallWord("macos", True, "not-allowed")
    if app is None or block_all is None:
        return FirewallWord("macos", None, "", ("socketfilterfw",))
    return FirewallWord("macos", False)


# ----------------------------------------------------------------------------- Linux


def parse_firewalld_state(done: Command | None) -> bool | None:
    """``firewall-cmd --state``: ``running`` (exit 0) or ``not running`` (exit 252); ``None`` if it could not be
    run or said something else (no permission, no D-Bus).

    >>> parse_firewalld_state(Command(252, "not running\\n"))
    False
    """
    if done is None:
        return None
    text = done.out.strip().lower()
    if done.code == 0 and text == "running":
        return True
    if "not running" in text:
        return False
    return None


def parse_firewalld_query(done: Command | None) -> bool | None:
    """``firewall-cmd --query-port=PORT/tcp``: ``yes`` (exit 0) or ``no`` (exit 1); ``None`` otherwise (e.g.
    ``Authorization failed.``).

    >>> parse_firewalld_query(Command(1, "no\\n"))
    False
    """
    if done is None:
        return None
    text = done.out.strip().lower()
    if text == "yes":
        return True
    if text == "no":
        return False
    return None


def parse_ufw_status(text: str, port: int) -> bool | None:
    """``ufw status``: ``False`` if ufw is inactive or allows ``port`` over TCP, ``True`` if it is active without a
    rule allowing it (ufw denies incoming connections by default), ``None`` if it could not tell (as a user: "You
    need to be root").

    >>> parse_ufw_status("Status: inactive\\n", 8765)
    False
    """
    state = re.search(r"^Status:\s*(active|inactive)\s*$", text, re.MULTILINE | re.IGNORECASE)
    if state is None:
        return None
    if state.group(1).lower() == "inactive":
        return False
    for line in text.splitlines():
        m = re.match(r"\s*(\S+)(?:\s+\(v6\))?\s+ALLOW(?:\s+IN)?\s", line + " ", re.IGNORECASE)
        if m is None:
            continue
        where, _, proto = m.group(1).partition("/")
        if proto not in ("", "tcp"):
            continue
        if _port_in(port, [where.replace(":", "-")]):
            return False
    return True


def parse_ufw_conf(text: str) -> bool | None:
    """``/etc/ufw/ufw.conf`` (readable by every user): whether ufw is enabled at start-up.

    >>> parse_ufw_conf("# comment\\nENABLED=yes\\nLOGLEVEL=low\\n")
    True
    """
    m = re.search(r"^\s*ENABLED\s*=\s*(\w+)", text, re.MULTILINE)
    return None if m is None else m.group(1).lower() == "yes"


def _read_text(path: str) -> str | None:
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            return f.read(65536)
    except OSError:
        return None


def linux_word(port: int, run: Run, read: Callable[[str], str | None] = _read_text) -> FirewallWord:
    firewalld = run(["firewall-cmd", "--state"], COMMAND_S)
    running = parse_firewalld_state(firewalld)
    if running:
        is_open = parse_firewalld_query(run(["firewall-cmd", f"--query-port={port}/tcp"], COMMAND_S))
        if is_open is None:
            return FirewallWord("firewalld", None, "port-closed", ("firewall-cmd",))
        return FirewallWord("firewalld", not is_open, "" if is_open else "port-closed")
    unasked: list[str] = []
    if running is None and not (firewalld is not None and firewalld.missing):
        unasked.append("firewall-cmd")  # there, but it would not say (no D-Bus, no permission, too slow)
    ufw = run(["ufw", "status"], COMMAND_S)
    if ufw is not None and ufw.missing:
        return FirewallWord(None, None if unasked else False, "", tuple(unasked))
    blocks = parse_ufw_status(ufw.out, port) if ufw is not None else None
    if blocks is not None:
        return FirewallWord("ufw", blocks, "port-closed" if blocks else "")
    conf = read("/etc/ufw/ufw.conf")
    enabled = parse_ufw_conf(conf) if conf is not None else None
    if enabled is not False:  # on (or not known) and its rules are root's to read: "You need to be root"
        return FirewallWord("ufw", None, "port-closed", ("ufw",))
    return FirewallWord(None, None if unasked else False, "", tuple(unasked))


# ----------------------------------------------------------------------------- the check


def firewall_word(port: int, *, system: str | None = None, program: str | None = None, run: Run = run_command,
                  windows_rules: Callable[[], list[str] | None] = read_windows_rules,
                  windows_state: Callable[[], bool | None] = read_windows_state,
                  read: Callable[[str], str | None] = _read_text) -> FirewallWord:
    """What this computer's firewall says about ``program`` (this one's executable) taking connections on
    ``port``; ``system`` is ``sys.platform``'s kind (``win32``, ``darwin``, ``linux``)."""
    system = system or sys.platform
    program = program or sys.executable
    if system == "win32":
        return windows_word(program, port, run, windows_rules, windows_state)
    if system == "darwin":
        return macos_word(program, run)
    if system.startswith("linux"):
        return linux_word(port, run, read)
    return FirewallWord(None, None, "", (system,))


def check(port: int, addresses: Sequence[str], *, connect: Callable[[str, int], bool] = accepts,
          word: Callable[[int], FirewallWord] = firewall_word) -> Reachability:
    """Whether the table on ``port`` takes connections at each of ``addresses`` (those it is announced on), and
    whether this computer's firewall is known to keep the others out. Slow (seconds): not for the GUI thread."""
    if not addresses:
        return Reachability(Verdict.UNKNOWN, port, reason="no-address")
    accepted = tuple(a for a in addresses if connect(a, port))
    refused = tuple(a for a in addresses if a not in accepted)
    if refused:
        return Reachability(Verdict.NOT_LISTENING, port, accepted, refused)
    said = word(port)
    if said.blocks:
        verdict = Verdict.LIKELY_BLOCKED
    elif said.blocks is None:
        verdict = Verdict.UNKNOWN
    else:
        verdict = Verdict.OK
    return Reachability(verdict, port, accepted, refused, said.firewall, said.reason, said.unasked)


__all__ = ["Reachability", "Verdict", "FirewallWord", "Command", "check", "firewall_word", "run_command",
           "accepts", "parse_netsh_state", "parse_windows_rule", "windows_rules_say", "parse_macos_state",
           "parse_macos_block_all", "parse_macos_app", "parse_firewalld_state", "parse_firewalld_query",
           "parse_ufw_status", "parse_ufw_conf", "macos_app", "CONNECT_S", "COMMAND_S"]

"""docs/ is true to the code: the rules reference's settings are the engine's, the record format's names
and error codes are the checker's, and the code cites docs/ rather than files outside the repository."""

from __future__ import annotations

import re
from pathlib import Path

from kingdesk.engine.contracts import SPANISH, TURKISH
from kingdesk.engine.rules import OPTION_SPECS
from kingdesk.record import FORMAT as RECORD_FORMAT
from kingdesk.record.errors import CODES

ROOT = Path(__file__).resolve().parents[1]
RULES = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
FORMAT = (ROOT / "docs" / "record-format.md").read_text(encoding="utf-8")


def settings_section() -> str:
    return RULES[RULES.index("## 5. Settings"):RULES.index("## 6.")]


def documented_keys() -> set[str]:
    """The keys of §5's table; ``a_b_c`` / ``_d`` in one row is short for ``a_b_c`` and ``a_b_d``."""
    keys: set[str] = set()
    for line in settings_section().splitlines():
        if not line.startswith("| `"):
            continue
        names = re.findall(r"`([a-z_]+)`", line.split("|")[1])
        first = names[0]
        keys.add(first)
        for short in names[1:]:
            if short.startswith("_"):
                stem = first[:first.index("_", first.index("_") + 1)]  # es_recovery_must_ruff -> es_recovery
                keys.add(stem + short)
            else:
                keys.add(short)
    return keys


def test_the_settings_of_the_rules_reference_are_the_engines():
    assert documented_keys() == set(OPTION_SPECS), (documented_keys() ^ set(OPTION_SPECS))


def test_the_record_format_names_the_checkers_format_and_contracts():
    assert f'always `"{RECORD_FORMAT}"`' in FORMAT
    contract_row = next(line for line in FORMAT.splitlines() if line.startswith("| `contract` |"))
    turkish, spanish = contract_row.split("Spanish:")
    assert set(re.findall(r"`([a-z-]+)`", turkish)) - {"contract"} == set(TURKISH)
    assert set(re.findall(r"`([a-z-]+)`", spanish)) == set(SPANISH)


def test_every_error_code_the_checker_raises_is_documented():
    documented = set(re.findall(r"`([a-z]+-[a-z-]+|unreadable)`", FORMAT))
    assert set(CODES) <= documented, set(CODES) - documented
    source = "".join(p.read_text(encoding="utf-8") for p in (ROOT / "kingdesk" / "record").glob("*.py"))
    source += "".join(p.read_text(encoding="utf-8") for p in (ROOT / "kingdesk" / "engine").glob("*.py"))
    raised = set(re.findall(r'fail\("([a-z-]+)"', source)) | set(re.findall(r'RecordError\("([a-z-]+)"', source))
    raised |= set(re.findall(r': "(bad-[a-z-]+)"', source))
    assert {"bad-deal", "bad-sale", "too-large"} <= raised  # the patterns do see the code
    assert raised <= set(CODES), raised - set(CODES)  # errors.CODES is the whole list


def test_every_cancel_the_reader_accepts_is_documented():
    source = (ROOT / "kingdesk" / "record" / "reader.py").read_text(encoding="utf-8")
    accepted = re.search(r'cancel not in \(None, ([^)]*)\)', source)
    assert accepted is not None
    for name in re.findall(r'"([a-z-]+)"', accepted.group(1)):
        assert f'`"{name}"`' in FORMAT, name


def test_the_code_cites_docs_not_files_outside_the_repository():
    stale = []
    for path in [*(ROOT / "kingdesk").rglob("*.py"), *(ROOT / "tests").rglob("*.py")]:
        text = path.read_text(encoding="utf-8")
        if re.search(r"(?<!docs/)\bRULES\.md|shared/record-format|shared/rules", text) and path != Path(__file__):
            stale.append(str(path.relative_to(ROOT)))
    assert stale == []


def test_the_protocol_page_names_every_message_field_and_event():
    """docs/protocol.md is complete enough to write a client from: each message has its section with each of its
    fields, and the view's parts and every event are listed with theirs."""
    import dataclasses

    from kingdesk.engine.shown import ShownParty, ShownPlay
    from kingdesk.engine.state import DealInfo, PartyState
    from kingdesk.engine.wire import EVENTS
    from kingdesk.net import protocol

    page = (ROOT / "docs" / "protocol.md").read_text(encoding="utf-8")
    sections = re.split(r"^### ", page, flags=re.M)
    for name, cls in (protocol.CLIENT | protocol.SERVER).items():
        [section] = [s for s in sections if s.startswith(f"`{name}`")]
        missing = [f.name for f in dataclasses.fields(cls) if f"| `{f.name}` |" not in section]  # a row each
        assert missing == [], (name, missing)
    view = page[page.index("## 7. The seat's view"):page.index("## 8.")]
    for cls in (ShownParty, ShownPlay):
        missing = [f.name for f in dataclasses.fields(cls) if f"| `{f.name}` |" not in view]
        assert missing == [], (cls.__name__, missing)
    for cls in (PartyState, DealInfo, protocol.SeatInfo):
        missing = [f.name for f in dataclasses.fields(cls) if f"`{f.name}`" not in page]
        assert missing == [], (cls.__name__, missing)
    events = page[page.index("## 8. The events"):page.index("## 9.")]
    for name, cls in EVENTS.items():
        [row] = [line for line in events.splitlines() if line.startswith(f"| `{name}` |")]
        assert [f.name for f in dataclasses.fields(cls) if f"`{f.name}`" not in row] == [], name
    assert f"now **{protocol.PROTOCOL}**" in page
    for code in (protocol.VERSION, protocol.MALFORMED, protocol.UNKNOWN, protocol.HELLO_FIRST, protocol.BAD_CODE,
                 protocol.BAD_TOKEN, protocol.BAD_NAME, protocol.NO_FREE_SEAT, protocol.SEAT_TAKEN,
                 protocol.ALREADY_SEATED, protocol.NOT_SEATED, protocol.NOT_YOUR_SEAT, protocol.NOT_STARTED):
        assert f"| `{code}` |" in page, code
    for close in (protocol.CLOSE_VERSION, protocol.CLOSE_REPLACED, protocol.CLOSE_REFUSED, protocol.CLOSE_PROTOCOL,
                  protocol.CLOSE_SLOW, protocol.CLOSE_IDLE, protocol.CLOSE_FAILED):
        assert f"| {close} |" in page, close


def test_the_protocol_page_gives_the_service_type_and_every_key_of_the_tables_record():
    from kingdesk.net.discovery import MAX_TXT_NAME, SERVICE_TYPE, TableAd

    page = (ROOT / "docs" / "protocol.md").read_text(encoding="utf-8")
    found = page[page.index("## 13. Finding tables"):]
    assert f"`{SERVICE_TYPE}`" in found and f"{MAX_TXT_NAME} bytes" in found
    for key in TableAd("x", 1, "turkish-12", 0, False).properties():
        assert f"| `{key}` |" in found, key

"""Every Markdown table of docs/ and the README is one unbroken block: a header row, a delimiter row, then rows of
the header's width. A paragraph written into the middle of a table splits it into a headed part and a headless
orphan, which a Markdown renderer shows as stray text full of pipes; so does a row with a cell too many or too few.

A table is a run of lines that start with ``|`` (after the indentation of a list item), outside fenced code. A pipe
escaped (``\\|``) or inside backticks does not separate cells.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
FENCE = re.compile(r"^\s*(```|~~~)")
DELIMITER_CELL = re.compile(r"^\s*:?-+:?\s*$")


def cells(row: str) -> list[str]:
    """The cells of a table row: split at each pipe that is neither escaped nor inside a code span."""
    text = row.strip()
    parts, start, i = [], 0, 0
    while i < len(text):
        ch = text[i]
        if ch == "\\":
            i += 2
            continue
        if ch == "`":
            ticks = re.match(r"`+", text[i:]).group()  # type: ignore[union-attr]
            close = re.compile(rf"(?<!`){ticks}(?!`)").search(text, i + len(ticks))  # a run as long closes it
            i = close.end() if close is not None else i + len(ticks)  # unclosed: the backticks are text
            continue
        if ch == "|":
            parts.append(text[start:i])
            start = i + 1
        i += 1
    parts.append(text[start:])
    if text.startswith("|"):
        parts = parts[1:]
    if len(parts) > 1 and parts[-1].strip() == "" and text.endswith("|"):
        parts = parts[:-1]
    return [p.strip() for p in parts]


def tables(text: str) -> list[tuple[int, list[str]]]:
    """Each run of table lines outside fenced code: (its first line's number, its lines)."""
    runs: list[tuple[int, list[str]]] = []
    fenced = False
    current: list[str] = []
    first = 0
    for number, line in enumerate(text.splitlines(), 1):
        if FENCE.match(line):
            fenced = not fenced
        is_row = not fenced and line.lstrip().startswith("|")
        if is_row:
            if not current:
                first = number
            current.append(line)
        elif current:
            runs.append((first, current))
            current = []
    if current:
        runs.append((first, current))
    return runs


def problems(text: str, name: str = "page") -> list[str]:
    """What is wrong with the tables of ``text``, one line each (empty: every table is whole)."""
    found = []
    headed = False  # a whole table came before on this page
    for first, rows in tables(text):
        where = f"{name}:{first}"
        if len(rows) < 2 or not all(DELIMITER_CELL.match(c) for c in cells(rows[1])):
            what = "a headless orphan of a table split by the text above it" if headed else "a table without a header"
            found.append(f"{where}: {what} (no delimiter row under {rows[0].strip()[:60]!r})")
            continue
        headed = True
        width = len(cells(rows[0]))
        for offset, row in enumerate(rows[1:], 1):
            n = len(cells(row))
            if n != width:
                found.append(f"{name}:{first + offset}: {n} cells where the header has {width}: {row.strip()[:60]!r}")
    return found


@pytest.mark.parametrize("page", PAGES, ids=[p.relative_to(ROOT).as_posix() for p in PAGES])
def test_every_table_is_one_block_with_its_header(page: Path) -> None:
    found = problems(page.read_text(encoding="utf-8"), page.relative_to(ROOT).as_posix())
    assert not found, "\n".join(found)


def test_the_pages_have_tables_to_check() -> None:
    """The checker finds the tables the pages are known to have (a checker that sees none would pass anything)."""
    architecture = tables((ROOT / "docs" / "architecture.md").read_text(encoding="utf-8"))
    assert len(architecture) >= 6
    protocol = tables((ROOT / "docs" / "protocol.md").read_text(encoding="utf-8"))
    assert any(rows[0].startswith("  |") for _first, rows in protocol)  # the TXT record's table, in a list item


SPLIT = """\
| Thread | Holds |
|---|---|
| GUI | widgets |

A paragraph written into the table.
| `kingdesk-engine` | the owner |
"""


def test_a_paragraph_inside_a_table_is_found() -> None:
    found = problems(SPLIT)
    assert len(found) == 1 and found[0].startswith("page:6: a headless orphan of a table split by the text above it")


def test_a_row_of_another_width_is_found_and_code_and_escaped_pipes_are_not_cells() -> None:
    text = "| a | b |\n|:--|--:|\n| `x|y` | z\\|w |\n| one |\n| 1 | 2 | 3 |\n"
    assert [p.split(": ")[1] for p in problems(text)] == ["1 cells where the header has 2",
                                                           "3 cells where the header has 2"]


def test_pipes_in_fenced_code_are_no_table() -> None:
    assert problems("```\n| not | a table\n```\n\n| a |\n|---|\n| b |\n") == []

"""Every module of ``kingdesk/`` fits in 600 lines: past that a module holds more than one concern, and is split
into modules that each say what they hold (a mixin or a helper per concern, as the main window and the controller
are). No module is exempt."""

from __future__ import annotations

from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "kingdesk"

MOST_LINES = 600


def lines_of(path: Path) -> int:
    with path.open(encoding="utf-8") as f:
        return sum(1 for _ in f)


def test_every_module_has_at_most_600_lines() -> None:
    modules = sorted(PACKAGE.rglob("*.py"))
    assert len(modules) > 100  # the walk sees the package (a moved package would pass vacuously)
    too_long = {p.relative_to(PACKAGE.parent).as_posix(): n for p in modules if (n := lines_of(p)) > MOST_LINES}
    assert not too_long, f"modules over {MOST_LINES} lines (split them by concern): " + ", ".join(
        f"{name} ({n} lines)" for name, n in sorted(too_long.items()))

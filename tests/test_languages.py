"""The list of languages lives in one place: :mod:`kingdesk.languages`.

Any other literal that spells the languages out (a tuple, list, set or dict keyed
by ``"en"``, ``"es"`` and ``"tr"``) in the package, the packaging scripts or the
translation tool would drift from it when a language is added.
"""

from __future__ import annotations

import ast
from pathlib import Path

from kingdesk import languages

ROOT = Path(__file__).resolve().parent.parent
HOME = ROOT / "kingdesk" / "languages.py"


def spelled_lists(source: str) -> list[int]:
    """Lines of literals that name every language."""
    want = set(languages.LANGUAGES)
    lines = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
            items = node.elts
        elif isinstance(node, ast.Dict):
            items = [k for k in node.keys if k is not None]
        else:
            continue
        names = {e.value for e in items if isinstance(e, ast.Constant) and isinstance(e.value, str)}
        if want <= names:
            lines.append(node.lineno)
    return lines


def test_languages_are_listed_once():
    files = [*(ROOT / "kingdesk").rglob("*.py"), *(ROOT / "packaging").rglob("*.py"),
             ROOT / "packaging" / "kingdesk.spec"]
    found = [f"{p.relative_to(ROOT)}:{line}" for p in files if p != HOME
             for line in spelled_lists(p.read_text(encoding="utf-8"))]
    assert not found, "languages spelled out again (use kingdesk.languages): " + ", ".join(found)
    tool = (ROOT / "tools" / "update-translations.sh").read_text(encoding="utf-8")
    assert "kingdesk.languages" in tool and 'LANGS="' not in tool


def test_the_checker_finds_a_copy():
    assert spelled_lists('LANGS = ("en", "es", "tr")') == [1]
    assert spelled_lists('x = {"en": "English", "es": "Español", "tr": "Türkçe"}') == [1]
    assert spelled_lists('for family in ("both", "es", "tr"): pass') == []


def test_every_translated_language_ships_its_files():
    for code in languages.TRANSLATED:
        assert (ROOT / "translations" / f"kingdesk_{code}.ts").is_file()
        assert (ROOT / "kingdesk" / "translations" / f"kingdesk_{code}.qm").is_file()
    assert languages.SOURCE == languages.LANGUAGES[0]

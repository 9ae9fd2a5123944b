"""Translations: complete, compiled, and in the words players use.

* every message ``pyside6-lupdate`` finds in ``kingdesk/`` is in both ``.ts`` files and finished;
* the shipped ``.qm`` files are exactly what ``pyside6-lrelease`` makes of the ``.ts`` files;
* the engine's enums come out as the table talk of docs/rules.md §9.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parent.parent
TS_DIR = ROOT / "translations"
QM_DIR = ROOT / "kingdesk" / "translations"
from kingdesk.languages import CATALOGUES, SOURCE  # noqa: E402
from kingdesk.languages import TRANSLATED as LANGS  # noqa: E402


def _tool(name: str) -> str:
    path = shutil.which(name)
    if path is None:
        import PySide6

        candidate = Path(PySide6.__file__).parent / name.replace("pyside6-", "")
        assert candidate.exists(), f"{name} is needed to check the translations"
        path = str(candidate)
    return path


def _sources() -> list[str]:
    return sorted(str(p.relative_to(ROOT)) for p in (ROOT / "kingdesk").rglob("*.py"))


def _messages(ts: Path) -> dict[tuple[str, str, str], ET.Element]:
    out = {}
    for ctx in ET.parse(ts).getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for m in ctx.iter("message"):
            key = (name, m.findtext("source") or "", m.findtext("comment") or "")
            out[key] = m
    return out


def _finished(m: ET.Element) -> bool:
    t = m.find("translation")
    if t is None or t.get("type") in ("unfinished", "vanished", "obsolete"):
        return False
    if m.get("numerus") == "yes":
        forms = t.findall("numerusform")
        return bool(forms) and all((f.text or "").strip() for f in forms)
    return bool((t.text or "").strip())


def _translation(m: ET.Element) -> str:
    t = m.find("translation")
    assert t is not None
    if m.get("numerus") == "yes":
        return " ".join(f.text or "" for f in t.findall("numerusform"))
    return t.text or ""


@pytest.fixture(scope="module")
def fresh(tmp_path_factory) -> dict[tuple[str, str, str], ET.Element]:
    """What lupdate finds in the code today, in a throw-away .ts file."""
    ts = tmp_path_factory.mktemp("lupdate") / "fresh.ts"
    run = subprocess.run([_tool("pyside6-lupdate"), *_sources(), "-locations", "none", "-ts", str(ts)],
                         cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    found = _messages(ts)
    assert len(found) > 100, "lupdate found suspiciously few messages"
    return found


@pytest.mark.parametrize("lang", LANGS)
def test_every_message_is_translated(fresh, lang):
    committed = _messages(TS_DIR / f"kingdesk_{lang}.ts")
    missing = [k for k in fresh if k not in committed]
    unfinished = [k for k in fresh if k in committed and not _finished(committed[k])]
    assert not missing, f"{len(missing)} messages are not in kingdesk_{lang}.ts (run tools/update-translations.sh): " \
                        f"{missing[:10]}"
    assert not unfinished, f"{len(unfinished)} messages are unfinished in kingdesk_{lang}.ts: {unfinished[:10]}"


def test_english_plural_forms_are_complete(fresh):
    """English is the source, but "%n trick(s)" needs its two forms too: kingdesk_en.ts holds them."""
    committed = _messages(TS_DIR / f"kingdesk_{SOURCE}.ts")
    numerus = [k for k, m in fresh.items() if m.get("numerus") == "yes"]
    assert len(numerus) >= 8
    missing = [k for k in numerus if k not in committed or not _finished(committed[k])]
    assert not missing, f"English plural forms missing from kingdesk_{SOURCE}.ts: {missing}"
    for k in numerus:
        forms = [f.text or "" for f in committed[k].find("translation").findall("numerusform")]
        assert len(forms) == 2 and all("(s)" not in f for f in forms), (k, forms)


@pytest.mark.parametrize("lang", LANGS)
def test_placeholders_survive_translation(lang):
    for (ctx, src, _), m in _messages(TS_DIR / f"kingdesk_{lang}.ts").items():
        if not _finished(m):
            continue
        want = sorted(set(re.findall(r"%\d", src)))
        got = sorted(set(re.findall(r"%\d", _translation(m))))
        assert want == got, f"{ctx}: {src!r} -> {_translation(m)!r} changes the placeholders"
        assert ("<b>" in src) == ("<b>" in _translation(m)), f"{ctx}: {src!r} loses its markup"


@pytest.mark.parametrize("lang", CATALOGUES)
def test_shipped_qm_matches_the_ts_source(tmp_path, lang):
    ts = TS_DIR / f"kingdesk_{lang}.ts"
    shipped = QM_DIR / f"kingdesk_{lang}.qm"
    assert shipped.exists(), f"{shipped} is missing: run tools/update-translations.sh --qm"
    rebuilt = tmp_path / shipped.name
    run = subprocess.run([_tool("pyside6-lrelease"), "-nounfinished", str(ts), "-qm", str(rebuilt)],
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    assert rebuilt.read_bytes() == shipped.read_bytes(), \
        f"{shipped.name} is stale with respect to {ts.name}: run tools/update-translations.sh --qm"


def test_no_text_hidden_from_lupdate():
    """Text lupdate cannot see is never translated.

    ``translate("Context", variable)`` hides the text; a wrapper that looks text
    up under the empty context must be called ``tr`` (lupdate files bare
    ``tr("...")`` calls there), or its calls are not collected at all.
    """
    hidden = re.compile(r"""translate\(\s*["'][^"']+["']\s*,\s*[A-Za-z_][\w.]*\s*[,)]""")
    wrapper = re.compile(r"""def\s+(\w+)\([^)]*\)[^:]*:\s*(?:#[^\n]*\s*)*(?:\"\"\"[^"]*\"\"\"\s*)?"""
                         r"""return\s+QCoreApplication\.translate\(\s*["']{2}\s*,""")
    offenders = []
    for src in _sources():
        text = (ROOT / src).read_text(encoding="utf-8")
        for m in hidden.finditer(text):
            offenders.append(f"{src}:{text.count(chr(10), 0, m.start()) + 1}: {m.group(0)}")
        for m in wrapper.finditer(text):
            if m.group(1) != "tr":
                offenders.append(f"{src}:{text.count(chr(10), 0, m.start()) + 1}: wrapper {m.group(1)}() is not tr()")
    assert not offenders, "\n".join(offenders)


def test_package_data_ships_the_qm_files():
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert '"translations/*.qm"' in text
    for lang in LANGS:
        assert (QM_DIR / f"kingdesk_{lang}.qm").stat().st_size > 1000


# ---------------------------------------------------------------------------- the words on screen

@pytest.fixture
def use(qapp):
    from kingdesk.ui import i18n

    yield lambda code: i18n.install_translators(qapp, code)
    i18n.install_translators(qapp, "en")


CONTRACT_WORDS = {
    "tr": {"el-almaz": "El Almaz", "kupa-almaz": "Kupa Almaz", "kiz-almaz": "Kız Almaz",
           "erkek-almaz": "Erkek Almaz", "son-iki": "Son İki", "rifki": "Rıfkı", "koz": "Koz"},
    "es": {"no-bazas": "No bazas", "no-corazones": "No corazones", "ni-k-ni-j": "Ni K ni J", "no-q": "No damas",
           "rey-de-corazones": "El rey de corazones", "dos-ultimas": "Las dos últimas",
           "recuperacion": "Recuperación"},
}
SUIT_WORDS = {
    "tr": {"H": "kupa", "D": "karo", "S": "maça", "C": "sinek"},
    "es": {"H": "corazones", "D": "diamantes", "S": "picas", "C": "tréboles"},
}


@pytest.mark.parametrize("lang", LANGS)
def test_contracts_and_suits_in_the_players_words(use, lang):
    from kingdesk.ui import i18n

    assert use(lang) == lang
    for name, word in CONTRACT_WORDS[lang].items():
        assert i18n.contract_name(name) == word
    for letter, word in SUIT_WORDS[lang].items():
        assert i18n.suit_name(letter) == word


def test_card_names(use):
    from kingdesk.engine.cards import parse_card
    from kingdesk.ui import i18n

    use("tr")
    assert i18n.card_name(parse_card("KH")) == "kupa papazı"
    assert i18n.card_name(parse_card("QS")) == "maça kızı"
    assert i18n.card_name(parse_card("2D")) == "karo ikilisi"
    use("es")
    assert i18n.card_name(parse_card("KH")) == "rey de corazones"
    assert i18n.card_name(parse_card("QS")) == "dama de picas"
    use("en")
    assert i18n.card_name(parse_card("2D")) == "two of diamonds"


def _reason_codes() -> list[str]:
    import kingdesk.engine.play as play

    text = Path(play.__file__).read_text(encoding="utf-8")
    block = text[text.index("# Reason codes"):text.index("class DealPlay")]
    codes = re.findall(r'^[A-Z_]+ = "([a-z-]+)"', block, re.M)
    assert len(codes) >= 15
    return codes + ["not-card-time"]


def test_every_refusal_reason_is_translated(use):
    from kingdesk.ui import i18n

    english = {code: i18n.reason_text(code) for code in _reason_codes()}
    for code, text in english.items():
        assert text and text != code, f"no English text for {code}"
    for lang in LANGS:
        use(lang)
        for code in english:
            text = i18n.reason_text(code)
            assert text and text != english[code], f"{code} is not translated into {lang}"
        for contract in ("kupa-almaz", "kiz-almaz", "erkek-almaz", "rifki"):
            assert i18n.reason_text("must-drop-penalty", contract) != i18n.reason_text("must-drop-penalty")
    use("tr")
    assert "rıfkı" in i18n.reason_text("must-play-king-of-hearts").lower()
    use("es")
    assert "asistir" in i18n.reason_text("must-follow-suit")


def test_every_decision_reason_is_translated(use):
    """The engine's codes for a refused decision (Game.why_not) are words in every language, never the code."""
    from kingdesk.record.sentences import DECISION_REASONS
    from kingdesk.ui import i18n

    assert len(DECISION_REASONS) >= 20
    english = {code: i18n.reason_text(code) for code in DECISION_REASONS}
    assert all(text != code for code, text in english.items()), [c for c, t in english.items() if t == c]
    for lang in LANGS:
        use(lang)
        for code in DECISION_REASONS:
            assert i18n.reason_text(code) not in (code, english[code]), f"{code} is not translated into {lang}"


def test_decisions_and_results(use):
    from kingdesk.ui import i18n

    kinds = ("deal", "contract", "trump", "sale", "bid", "accept", "el-iptal", "misdeal", "king", "card", "none")
    english = [i18n.decision_title(k) for k in kinds]
    use("tr")
    assert i18n.standing_text("cikti") == "çıktı" and i18n.standing_text("batti") == "battı"
    assert all(a != b for a, b in zip(english, [i18n.decision_title(k) for k in kinds]))
    use("es")
    assert i18n.option_text("bid", "pass") == "Paso"
    assert all(a != b for a, b in zip(english, [i18n.decision_title(k) for k in kinds]))


def test_turkish_upper_case_and_numbers(use):
    from kingdesk.ui import i18n

    use("tr")
    assert i18n.upper("kız almaz") == "KIZ ALMAZ"
    assert i18n.upper("rıfkı ve son iki") == "RIFKI VE SON İKİ"
    assert i18n.number(-1050) == "-1.050"
    use("es")
    assert i18n.upper("recuperación") == "RECUPERACIÓN"
    use("en")
    assert i18n.upper("king") == "KING"
    assert i18n.number(1050) == "1,050"


def test_language_choice(use):
    from PySide6.QtCore import QLocale

    from kingdesk.ui import i18n

    assert use("tr_TR") == "tr" and QLocale().language() == QLocale.Language.Turkish
    assert use("es-ES") == "es" and QLocale().language() == QLocale.Language.Spanish
    assert use("fr") == "en" and QLocale().language() == QLocale.Language.English
    assert use(None) in i18n.LANGUAGES


def test_qt_standard_dialogs_speak_the_language(use):
    """The qtbase translation is installed too, so the print preview and file dialogs match."""
    from PySide6.QtCore import QCoreApplication

    use("es")
    assert QCoreApplication.translate("QPrintPreviewDialog", "Print Preview") != "Print Preview"
    assert QCoreApplication.translate("QFileDialog", "Save As") != "Save As"
    use("tr")
    assert QCoreApplication.translate("QPrintPreviewDialog", "Print Preview") != "Print Preview"


def test_rules_help_in_three_languages(use, qtbot):
    from kingdesk.ui import rules_help

    english = rules_help.turkish_html() + rules_help.spanish_html()
    english_paragraphs = re.findall(r"<p>(.*?)</p>", english)
    assert len(english_paragraphs) >= 15
    for lang in LANGS:
        use(lang)
        dialog = rules_help.RulesHelpDialog(family="es")
        qtbot.addWidget(dialog)
        html = rules_help.turkish_html() + rules_help.spanish_html() + rules_help.sheet_html()
        for p in english_paragraphs:
            assert p not in html, f"untranslated help paragraph in {lang}: {p[:60]}"
        for word in CONTRACT_WORDS[lang].values():
            assert word.replace("İ", "İ") in html or word in html
        assert dialog.tabs.currentIndex() == 1
        assert dialog.windowTitle() != "Rules of King"
        plain = dialog.turkish.toPlainText()
        assert ("−320" in plain) and ("+50" in plain)


def test_counts_meet_their_nouns(use):
    """Bids, prices, tricks and hands go through the plural forms, in all three languages."""
    from kingdesk.ui import i18n

    use("en")
    assert i18n.sold_text("Ana", 1, False) == "Sold to Ana for 1 trick"
    assert i18n.sold_text("Ana", 3, False) == "Sold to Ana for 3 tricks"
    assert i18n.where_stopped_text(2, 1) == "hand 2, 1 trick played"
    assert i18n.option_value_text("tr_mode", 12) == "12 hands"
    use("es")
    assert i18n.sold_text("Ana", 1, False) == "Vendido a Ana por 1 baza"
    assert i18n.best_offer_text("Ana", 2, False) == "Mejor oferta: Ana ofrece 2 bazas."
    assert i18n.bubble_text("bid", 1) == "Ofrezco 1 baza"
    use("tr")
    assert i18n.sold_text("Ana", 4, False) == "Koz seçimi satıldı: Ana, 4 el"  # what was sold (review 3, T5)


def test_the_human_is_you(use):
    """Sentences about the human seat are second person; the default name never fills a %1 there."""
    from kingdesk.ui import i18n

    names = ("You", "Ana", "Luis", "Eva")
    use("en")
    assert i18n.trick_won_text(names[0], True) == "You won the trick."
    assert i18n.sold_text(names[0], 2, True) == "Sold to you for 2 tricks"
    assert i18n.winners_text(names, (0,), 0) == "You win!"
    assert i18n.winners_text(names, (0, 3), 0) == "You share the win with Eva."
    assert i18n.winners_text(names, (1, 3), 0) == "Winners: Ana and Eva"
    use("es")
    assert i18n.trick_won_text("Tú", True) == "Te llevas la baza."
    assert i18n.trick_won_text("Eva", False) == "Eva se lleva la baza."
    assert i18n.sold_text("Tú", 1, True) == "Vendido a ti por 1 baza"
    assert i18n.winners_text(names, (1, 2, 3), 0) == "Ganan: Ana, Luis y Eva"
    use("tr")
    assert i18n.trick_won_text("Sen", True) == "Eli sen aldın."
    assert i18n.winners_text(names, (0,), 0, up_down=True) == "Çıktın!"
    assert i18n.winners_text(names, (0, 1), 0, up_down=True) == "Ana ile birlikte çıktın."


def test_errors_are_worded_from_codes(use):
    """File and engine errors reach the player in his language, never as Python's English."""
    import errno

    from kingdesk.engine.errors import IllegalMoveError, OptionError
    from kingdesk.ui import i18n

    use("es")
    assert i18n.os_error_text(FileNotFoundError(errno.ENOENT, "No such file or directory")) == \
        "la carpeta o el archivo no existe"
    assert i18n.os_error_text(PermissionError(errno.EACCES, "Permission denied")) == "permiso denegado"
    assert "No such" not in i18n.os_error_text(OSError("No such folder"))
    assert "tr_max_per_ceza" not in i18n.failure_text(OptionError("tr_max_per_ceza", "tr_max_per_ceza 1 leaves"))
    text = i18n.failure_text(RuntimeError("Traceback (most recent call last)"))
    assert "Traceback" not in text and "KingDesk" in text
    exc = IllegalMoveError("bad card", "illegal-card", "must-follow-suit")
    assert i18n.failure_text(exc) == i18n.reason_text("must-follow-suit")
    refused = i18n.failure_text(IllegalMoveError("'koz' is not a legal contract decision", "contract-not-allowed"))
    assert refused == "Ese juego no se puede elegir ahora."

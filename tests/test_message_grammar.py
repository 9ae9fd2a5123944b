"""The classes of wording defect that no translator can fix, checked over the code and both catalogues.

* a number filled into a sentence is a ``%n`` plural ("quedan 1" was "%1 (%2 left)"), unless the
  number is a label or an ordinal ("Hand %1 of %2", "Player %1"), listed here with why;
* in Turkish, no suffix is written onto a placeholder ("%1'den", "%1in"): a name or a number
  takes the suffix its own sound asks for, which a catalogue cannot know;
* a rule set's name ("Turkish King, 20 hands" holds a comma) never sits in a sentence's grammar:
  it stands alone, in brackets, or before a semicolon;
* one choice, four uses: the button, a computer player's bubble (first person), the hint
  (advice to the human), the replay's line (third person); each has its own words;
* Spanish "e" before a name that starts with /i/; locale-aware initials.
"""

from __future__ import annotations

import ast
import os
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "kingdesk"
TS_DIR = ROOT / "translations"

# Messages whose placeholder takes a number that is a label, an ordinal or a figure after a colon, not a
# count of a noun: no plural form can differ there.
NUMBER_LABELS = {
    "Tricks %1 · Score %2": "label: value",
    "Player %1": "a default name (ordinal)",
    "Hand %1": "ordinal",
    "Correct hand %1": "ordinal (the score dialog for real cards)",
    "Hand %1 would no longer be possible: %2": "ordinal (the score dialog for real cards)",
    "%1, card %2": "ordinal",
    "%1 (player %2)": "ordinal",
    "Hand %1: %2": "ordinal",
    "Hand %1 of %2": "ordinal of a total",
    "hand %1, %n trick(s) played": "%1 is the ordinal; the count is %n",
    "%1; hand %2 of %3": "ordinal of a total",
    "Step %1 of %2": "ordinal of a total",
    "Page %1 of %2": "ordinal of a total",
    "Page %1": "ordinal",
    "Recovery %1": "ordinal (Recuperación 1..4)",
    "Sum of the totals: %1 %2": "label: figure",
    "Undo went back into hand %1, to your last decision there. Redo returns.": "ordinal",
    "Games: %1 (%2)": "label: figure (the kinds in brackets are 'alone 2', labels and figures too)",
    "Won: %1 · Average place: %2": "label: figure",
    "Hands: %1 · Points per hand: %2": "label: figure",
    "Place %1 · %2": "ordinal, then a score",
    "Games added: %1.": "label: figure",
}


def _modules() -> list[Path]:
    return sorted(PACKAGE.rglob("*.py"))


def _called(node: ast.expr, names: set[str]) -> bool:
    """Whether ``node`` is (or wraps) a call of one of ``names`` (``number(...)``, ``i18n.number(...)``)."""
    for sub in ast.walk(node):
        if isinstance(sub, ast.Call):
            f = sub.func
            name = f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else None
            if name in names:
                return True
    return False


def filled_messages(source: str, filler: set[str]) -> list[tuple[int, str]]:
    """(line, message) for each ``tr("…").replace("%k", f(...))`` in ``source`` where ``f`` is in ``filler``."""
    out = []
    for node in ast.walk(ast.parse(source)):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "replace"
                and len(node.args) == 2 and _called(node.args[1], filler)):
            continue
        base: ast.expr = node.func.value
        while isinstance(base, ast.Call) and isinstance(base.func, ast.Attribute) and base.func.attr == "replace":
            base = base.func.value
        if not isinstance(base, ast.Call):
            continue
        f = base.func
        kind = f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else None
        texts = [a.value for a in base.args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
        if kind == "tr" and texts:
            out.append((node.lineno, texts[0]))
        elif kind == "translate" and len(texts) >= 2:
            out.append((node.lineno, texts[1]))
    return out


def test_every_count_in_a_sentence_is_a_plural():
    found = []
    for path in _modules():
        for line, message in filled_messages(path.read_text(encoding="utf-8"), {"number"}):
            if message not in NUMBER_LABELS:
                found.append(f"{path.relative_to(ROOT)}:{line}: {message!r}")
    assert not found, ("a number filled into a sentence: make it a %n plural (tr(text, comment, n)), or list it "
                       "in NUMBER_LABELS if it is a label or an ordinal:\n" + "\n".join(found))


def test_the_count_checker_sees_a_count():
    src = 'x = tr("%1 (%2 left)").replace("%1", name).replace("%2", i18n.number(left))'
    assert filled_messages(src, {"number"}) == [(1, "%1 (%2 left)")]
    assert filled_messages('x = tr("%1 (%n left)", None, n).replace("%1", name)', {"number"}) == []
    assert filled_messages('x = translate("Ctx", "Page %1").replace("%1", number(p))', {"number"}) == [(1, "Page %1")]


def _catalogue(lang: str) -> list[tuple[str, str, str]]:
    """(context, source, translation) of every finished message; plural forms joined by a space."""
    out = []
    for ctx in ET.parse(TS_DIR / f"kingdesk_{lang}.ts").getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for m in ctx.iter("message"):
            t = m.find("translation")
            assert t is not None
            text = " ".join(f.text or "" for f in t.findall("numerusform")) if m.get("numerus") == "yes" else \
                (t.text or "")
            out.append((name, m.findtext("source") or "", text))
    return out


SUFFIX_ON_PLACEHOLDER = re.compile(r"%[0-9n](?=['’A-Za-zÇĞİÖŞÜçğıöşü])")


def suffixed(text: str) -> list[str]:
    """The placeholders of ``text`` with a suffix written straight onto them: ``%1'den``, ``%nin``."""
    return SUFFIX_ON_PLACEHOLDER.findall(text)


SUFFIX_CHOSEN_BY_CODE = {("Talk", "%1's table")}
"""Messages of which the code picks one of several by how the value ends (``i18n.talk.name_ending``): their
Turkish may write the suffix that variant names (texts-es-tr-4 T1: "Ayşe masası" read as furniture)."""


def test_no_suffix_on_a_placeholder_in_turkish():
    found = [f"{ctx}: {src!r} -> {text!r}" for ctx, src, text in _catalogue("tr") if suffixed(text)
             and (ctx, src) not in SUFFIX_CHOSEN_BY_CODE]
    assert not found, "rephrase so that no suffix depends on the value:\n" + "\n".join(found)


def test_the_suffix_checker():
    assert suffixed("Bir %1'den") and suffixed("%1in kağıdı") and suffixed("%nde")
    assert not suffixed("Sayfa %1/%2") and not suffixed("%n. oyun") and not suffixed("%1, %n el teklif etti")
    assert not suffixed("Seviye (%1)") and not suffixed("%1: %2")


RULESET_SLOT = re.compile(r"(?:^|\(|: |— )%(\d)(?=$|;|\)| \()")


def test_a_rule_set_name_stays_out_of_the_sentence():
    """ruleset_name() holds a comma and would take Turkish suffixes: where it fills a sentence it stands in
    brackets, after a colon or a dash, and ends at a bracket or a semicolon."""
    messages = {}
    for path in _modules():
        for line, message in filled_messages(path.read_text(encoding="utf-8"), {"ruleset_name"}):
            messages[message] = f"{path.relative_to(ROOT)}:{line}"
    assert len(messages) >= 3, messages  # the resume question, the unfinished-game question, a window title
    catalogues = {lang: {src: text for _, src, text in _catalogue(lang)} for lang in ("es", "tr")}
    found = []
    for message, where in messages.items():
        for lang, text in [("en", message)] + [(lang, catalogues[lang].get(message, "")) for lang in catalogues]:
            # the placeholder that takes the name is %1 in every one of these messages
            if "%1" not in {f"%{m}" for m in RULESET_SLOT.findall(text)}:
                found.append(f"{where} [{lang}]: {text!r}")
    assert not found, "a rule set's name inside a sentence:\n" + "\n".join(found)


def test_the_rule_set_checker():
    good = ["La partida que jugabas (%1; %2) quedó interrumpida.", "Puan tablosu — %1 (%2)", "%1; hand %2 of %3"]
    bad = ["Bir %1 partisi yarıda kaldı (%2).", "A game of %1 was interrupted (%2).", "%1, hand %2 of %3"]
    assert all("1" in RULESET_SLOT.findall(t) for t in good)
    assert not any("1" in RULESET_SLOT.findall(t) for t in bad)


# ---------------------------------------------------------------------------- one choice, four uses

VERBS = [("sale", "choose"), ("sale", "sell"), ("bid", "pass"), ("bid", 3), ("accept", "accept"),
         ("accept", "refuse"), ("el-iptal", "el-iptal"), ("el-iptal", "play"), ("misdeal", "misdeal"),
         ("misdeal", "play"), ("king", "declare"), ("king", "pass")]
BUBBLES = [("sale", "choose"), ("sale", "sell"), ("bid", "pass"), ("bid", 3), ("accept", "accept"),
           ("accept", "refuse"), ("king", "declare")]  # what the controller has a computer player say


@pytest.fixture
def use(qapp):  # type: ignore[no-untyped-def]
    from kingdesk.ui import i18n

    yield lambda code: i18n.install_translators(qapp, code)
    i18n.install_translators(qapp, "en")


def test_each_use_of_a_choice_has_its_own_words(use):
    from kingdesk.ui import i18n

    use("en")
    for kind, opt in VERBS:
        label = i18n.option_text(kind, opt)
        hint = i18n.hint_text(kind, opt)
        assert hint.startswith("Hint: ") and hint != f"Hint: {label}.", (kind, opt, hint)
        assert i18n.replay_text("Ana", kind, opt) not in (f"Ana: {label}", label), (kind, opt)
        assert i18n.replay_text("Ana", kind, opt).startswith("Ana "), (kind, opt)
        assert i18n.replay_text("You", kind, opt, you=True).startswith("You "), (kind, opt)
    for kind, opt in BUBBLES:
        assert i18n.bubble_text(kind, opt) == "Pass" or i18n.bubble_text(kind, opt).startswith("I "), (kind, opt)
    use("tr")
    past, past_you = re.compile(r"[dt][ıiuü]$"), re.compile(r"[dt][ıiuü]n$")
    first_person = re.compile(r"(r[ıiuü]m|yorum)$|^Pas$")
    for kind, opt in VERBS:
        assert past.search(i18n.replay_text("Ana", kind, opt)), (kind, opt, i18n.replay_text("Ana", kind, opt))
        mine = i18n.replay_text("Sen", kind, opt, you=True)
        assert past_you.search(mine), (kind, opt, mine)
        assert i18n.hint_text(kind, opt) != "İpucu: " + i18n.option_text(kind, opt) + ".", (kind, opt)
    for kind, opt in BUBBLES:
        assert first_person.search(i18n.bubble_text(kind, opt)), (kind, opt, i18n.bubble_text(kind, opt))
    use("es")
    for kind, opt in VERBS:
        hint = i18n.hint_text(kind, opt)
        # advice, not the player speaking: not the bubble's first person ("Pista: Vendo.")
        assert hint.startswith("Pista: ") and hint[7].islower(), (kind, opt, hint)
        assert hint != "Pista: " + i18n.bubble_text(kind, opt) + ".", (kind, opt, hint)


def test_the_buttons_label_is_only_a_button():
    """option_text() is the button's label: bubbles, hints and replay lines have their own builders."""
    users = []
    for path in _modules():
        rel = str(path.relative_to(ROOT))
        if rel.startswith("kingdesk/ui/i18n/"):
            continue
        if re.search(r"\boption_text\(", path.read_text(encoding="utf-8")):
            users.append(rel)
    assert users == ["kingdesk/ui/dialogs/decision.py"], users


# ---------------------------------------------------------------------------- names

@pytest.mark.parametrize("names, want", [
    (["Ana", "Iñaki"], "Ana e Iñaki"), (["Ana", "Luis", "İsmail"], "Ana, Luis e İsmail"),
    (["Eva", "Hilario"], "Eva e Hilario"), (["Eva", "ilker"], "Eva e ilker"),
    (["Luis", "Hierro"], "Luis y Hierro"), (["Luis", "Iago"], "Luis y Iago"), (["Ana", "Eva"], "Ana y Eva"),
])
def test_spanish_e_before_the_sound_i(use, names, want):
    from kingdesk.ui import i18n

    use("es")
    assert i18n.join_names(names) == want
    use("tr")
    assert i18n.join_names(names).endswith(" ve " + names[-1])
    use("en")
    assert i18n.join_names(names).endswith(" and " + names[-1])


def test_initials_follow_the_locale(use):
    from kingdesk.ui.scoresheet.compact import initials

    use("tr")
    assert initials("ilker yılmaz") == "İY"
    use("en")
    assert initials("ilker yılmaz") == "IY"


def test_a_table_s_default_name_takes_the_turkish_genitive_its_host_s_name_needs(qapp):
    """texts-es-tr-4 T1: "Ayşe masası" → "Ayşe'nin masası"; the code picks the variant by the name's ending."""
    from kingdesk.ui import i18n

    i18n.install_translators(qapp, "tr")
    try:
        said = {name: i18n.table_of(name) for name in ("Ayşe", "Mehmet", "Ana", "Burak", "Doğu", "Gül", "Ümit",
                                                        "İsmail", "Oyuncu 2", "Oyuncu 3")}
    finally:
        i18n.install_translators(qapp, "en")
    assert said == {"Ayşe": "Ayşe'nin masası", "Mehmet": "Mehmet'in masası", "Ana": "Ana'nın masası",
                    "Burak": "Burak'ın masası", "Doğu": "Doğu'nun masası", "Gül": "Gül'ün masası",
                    "Ümit": "Ümit'in masası", "İsmail": "İsmail'in masası", "Oyuncu 2": "Oyuncu 2'nin masası",
                    "Oyuncu 3": "Oyuncu 3'ün masası"}
    assert i18n.table_of("Ana") == "Ana's table"

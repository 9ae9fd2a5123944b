"""No two entries of one menu or one dialog share an accelerator, in any language.

Opens the real main window with its File menu (the game keeper) and score sheet
in English, Spanish and Turkish, walks every menu of the menu bar, and opens the
dialogs a player reaches from them (New game, Settings, Rules, a decision, Qt's file
dialogs):
within one menu, or one dialog page, each ``&`` letter must be unique. A clash
makes Alt+letter pick the wrong entry or cycle between them.
"""

from __future__ import annotations

import os
import re

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

import kingdesk.ui  # noqa: E402,F401  (installs the PySide6 refcount work-around first)
from kingdesk.languages import LANGUAGES  # noqa: E402

MNEMONIC = re.compile(r"&(?!&)(.)")


def mnemonic(text: str) -> str | None:
    """The accelerator letter of ``text`` (``&&`` is a literal ampersand), as Qt matches it."""
    m = MNEMONIC.search(text.replace("&&", ""))
    return m.group(1).upper() if m else None


def clashes(texts: list[str]) -> list[str]:
    """Texts that share an accelerator with an earlier one."""
    seen: dict[str, str] = {}
    out = []
    for t in texts:
        key = mnemonic(t)
        if key is None:
            continue
        if key in seen:
            out.append(f"{seen[key]!r} / {t!r} (Alt+{key})")
        else:
            seen[key] = t
    return out


def menu_problems(menu, where: str) -> list[str]:  # type: ignore[no-untyped-def]
    acts = [a for a in menu.actions() if not a.isSeparator() and a.isVisible()]
    out = [f"{where}: {c}" for c in clashes([a.text() for a in acts])]
    for a in acts:
        if a.menu() is not None:
            out += menu_problems(a.menu(), f"{where} > {a.text()}")
    return out


def widget_problems(root, where: str) -> list[str]:  # type: ignore[no-untyped-def]
    """Clashes among the buttons, labels, group boxes and tabs of ``root``; each tab page is its own set."""
    from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel, QTabWidget

    def texts(w, skip) -> list[str]:  # type: ignore[no-untyped-def]
        out = []
        for child in w.findChildren(QAbstractButton) + w.findChildren(QLabel) + w.findChildren(QGroupBox):
            if any(page is not child and page.isAncestorOf(child) for page in skip):
                continue
            text = child.title() if isinstance(child, QGroupBox) else child.text()
            if isinstance(child, QLabel) and child.buddy() is None:
                continue  # a label's & is only an accelerator when it has a buddy
            out.append(text)
        return out

    tabs = root.findChildren(QTabWidget)
    pages = [t.widget(i) for t in tabs for i in range(t.count())]
    tab_texts = [t.tabText(i) for t in tabs for i in range(t.count())]
    out = [f"{where}: {c}" for c in clashes(texts(root, pages) + tab_texts)]
    for t in tabs:
        for i in range(t.count()):
            inner = [p for p in pages if p is not t.widget(i)]
            out += [f"{where} [{t.tabText(i)}]: {c}" for c in clashes(texts(t.widget(i), inner))]
    return out


@pytest.fixture
def real_window(qtbot, tmp_path, monkeypatch):  # type: ignore[no-untyped-def]
    """The window as ``kingdesk`` builds it: with its storage (File menu, unfinished games) and score sheet."""
    from PySide6.QtCore import QSettings

    from kingdesk.storage import paths
    from kingdesk.storage.autosave import Autosave
    from kingdesk.storage.history import History
    from kingdesk.session.shelf import Shelf
    from kingdesk.ui.lifecycle import Storage
    from kingdesk.ui.main_window import MainWindow
    from kingdesk.ui.settings import Settings

    monkeypatch.setenv(paths.DATA_DIR_ENV, str(tmp_path / "data"))
    made = []

    def make():  # type: ignore[no-untyped-def]
        user = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
        w = MainWindow(speed="instant", settings=QSettings(str(tmp_path / "k.ini"), QSettings.Format.IniFormat),
                       storage=Storage(Autosave(), Shelf(), History()), user_settings=user)
        qtbot.addWidget(w)
        w.show()
        made.append(w)
        return w, user

    yield make
    for w in made:
        w.quit_now()


@pytest.fixture
def language(qapp):  # type: ignore[no-untyped-def]
    from kingdesk.ui import i18n

    yield lambda code: i18n.install_translators(qapp, code)
    i18n.install_translators(qapp, "en")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_accelerator_clash_in_menus_and_dialogs(real_window, language, qtbot, lang):
    from kingdesk.engine.game import Game
    from kingdesk.ui.dialogs import DecisionDialog
    from kingdesk.ui.rules_help import RulesHelpDialog

    assert language(lang) == lang
    w, user = real_window()
    # the score sheet is made after the first paint and adds the View menu's entries: wait for it, not for a
    # fixed time (50 ms was too short on a loaded CI machine)
    qtbot.waitUntil(lambda: w.score_dock is not None, timeout=10000)
    qtbot.wait(50)  # the score sheet adds its File entries and the Help menu when the File menu appears
    bar = w.menuBar()
    tops = [a for a in bar.actions() if a.isVisible()]
    assert len(tops) >= 4, [a.text() for a in tops]
    problems = [f"menu bar: {c}" for c in clashes([a.text() for a in tops])]
    for a in tops:
        assert a.menu() is not None and a.menu().actions(), a.text()
        problems += menu_problems(a.menu(), a.text())
    from kingdesk.ui.settings.dialog import SettingsDialog

    dialogs = [("New game", w.new_game_dialog()), ("Settings", SettingsDialog(user, w)),
               ("Rules", RulesHelpDialog(w))]
    for kind, ruleset in (("contract", "turkish-20"), ("trump", "turkish-20"), ("sale", "spanish"),
                          ("bid", "spanish")):
        g = Game(ruleset, None, 7)
        while g.decision.kind != kind and not g.is_over:
            d = g.decision
            g.apply(None if d.kind == "deal" else ("koz" if "koz" in d.options else
                                                  "sell" if "sell" in d.options else d.options[0]))
        assert g.decision.kind == kind
        dialogs.append((kind, DecisionDialog(g.decision, g, ("You", "Ana", "Luis", "Eva"), w, human=0)))
    for name, dlg in dialogs:
        qtbot.addWidget(dlg)
        problems += widget_problems(dlg, name)
    assert not problems, f"accelerator clashes in {lang}:\n" + "\n".join(problems)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_accelerator_clash_in_the_file_dialogs(qtbot, language, tmp_path, lang):
    """Qt's own Open and Save dialogs (Open game record, Save game record, Export PDF/CSV): their labels come
    from KingDesk's catalogue (qt_texts.py) and Qt's, their buttons from Qt's, and must not share a letter."""
    from PySide6.QtWidgets import QAbstractButton, QFileDialog

    assert language(lang) == lang
    problems = []
    for mode in (QFileDialog.AcceptMode.AcceptOpen, QFileDialog.AcceptMode.AcceptSave):
        dlg = QFileDialog(None, "", str(tmp_path), "Records (*.king.json);;All (*)")
        dlg.setOption(QFileDialog.Option.DontUseNativeDialog)  # the dialog the Linux window shows
        dlg.setAcceptMode(mode)
        qtbot.addWidget(dlg)
        dlg.show()
        texts = [b.text() for b in dlg.findChildren(QAbstractButton) if b.text()]
        assert len([t for t in texts if mnemonic(t)]) >= 1, texts  # the Open/Save button, with its letter
        problems += widget_problems(dlg, f"{mode.name} dialog")
        dlg.close()
    assert not problems, f"accelerator clashes in {lang}:\n" + "\n".join(problems)


def test_the_checker_finds_a_clash():
    assert clashes(["S&tatistics…", "Se&ttings…"]) == ["'S&tatistics…' / 'Se&ttings…' (Alt+T)"]
    assert clashes(["&Archivo", "&Ajustes"]) and not clashes(["&Archivo", "Aj&ustes"])
    assert mnemonic("Save && quit") is None and mnemonic("&Dosya") == "D"
    assert clashes(["Puan tablosunu &yazdır…", "A&yarlar…"])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_one_letter_keys_differ_and_are_listed(real_window, language, qtbot, lang):
    """Hint, Last trick, the sheet's fold and the table's phrases have one-letter keys: four different letters, on
    the actions, and in Help › Keyboard (which reads the actions)."""
    from kingdesk.ui import i18n
    from kingdesk.ui.help_dialogs import menu_shortcuts

    assert language(lang) == lang
    keys = [i18n.letter_key(a) for a in i18n.LETTER_KEYS]
    assert all(len(k) == 1 and k.isalpha() for k in keys) and len(set(keys)) == 4, keys
    w, _ = real_window()
    qtbot.waitUntil(lambda: w.score_dock is not None, timeout=10000)
    assert w.act_hint.shortcut().toString() == keys[0]
    assert w.act_last.shortcut().toString() == keys[1]
    assert w.score_dock.act_fold.shortcut().toString() == keys[2]
    assert w.act_say.shortcut().toString() == keys[3]
    listed = {k for k, _ in menu_shortcuts(w)}
    assert {keys[0], keys[1], keys[3]} <= listed, listed
    assert f"({keys[2]})" in w.score_dock.fold_button.toolTip()


def window_keys(w) -> dict[str, list[str]]:  # type: ignore[no-untyped-def]
    """Every key sequence of the window's actions (its menus, the score sheet's), with the actions that have it."""
    from PySide6.QtGui import QAction

    out: dict[str, list[str]] = {}
    for a in w.findChildren(QAction):
        for seq in a.shortcuts():
            out.setdefault(seq.toString(), []).append(a.objectName() or a.text())
    return out


TABLE_KEYS = {"Left", "Right", "Up", "Down", "Return", "Enter", "Space", "Home", "End", "Esc", "Tab"}
"""The keys the table, the replay bar and the dialogs handle themselves (``table/view.py``, ``replay_bar.py``)."""


def test_one_letter_keys_never_collide_and_stay_put_across_a_language_switch(real_window, language, qtbot):
    """In every language, no other action of the window (nor a key the table handles) has a one-letter key's
    letter; and the letters do not move when the language changes with the window open (the settings dialog
    installs it at once): the key that asked for a hint still asks for one."""
    from kingdesk.ui import i18n

    assert language("en") == "en"
    w, _ = real_window()
    qtbot.waitUntil(lambda: w.score_dock is not None, timeout=10000)
    actions = {"hint": w.act_hint, "last-trick": w.act_last, "fold-sheet": w.score_dock.act_fold, "say": w.act_say}
    assert set(actions) == set(i18n.LETTER_KEYS)
    before = {name: a.shortcut().toString() for name, a in actions.items()}
    for lang in (*LANGUAGES, "en"):
        assert language(lang) == lang
        qtbot.wait(10)  # the LanguageChange events are delivered
        now = {name: a.shortcut().toString() for name, a in actions.items()}
        assert now == before, f"the one-letter keys moved in {lang}: {before} -> {now}"
        assert now == {name: i18n.letter_key(name) for name in actions}
        keys = window_keys(w)
        for name, key in now.items():
            assert len(key) == 1 and key.isalpha(), key
            assert len(keys[key]) == 1, f"{lang}: {key} is the key of {keys[key]}"
            assert key not in TABLE_KEYS

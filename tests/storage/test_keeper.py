"""The keeper on the real main window: autosave on every step, history at the end, start-up, File menu."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox

from kingdesk.record import game_to_record
from kingdesk.storage.autosave import Autosave
from kingdesk.storage.history import History
from kingdesk.storage.importer import parse_record
from kingdesk.ui.settings import Settings

from .kd_storage_helpers import NAMES, play


@pytest.fixture
def make_window(qtbot, data_dir, tmp_path):
    from kingdesk.ui.history.keeper import GameKeeper
    from kingdesk.ui.main_window import MainWindow

    made = []

    def make(demo: bool = True):
        settings = QSettings(str(tmp_path / "kingdesk.ini"), QSettings.Format.IniFormat)
        w = MainWindow(demo=demo, speed="instant", settings=settings)
        qtbot.addWidget(w)
        keeper = GameKeeper(w, Settings(QSettings(str(data_dir / "settings.ini"), QSettings.Format.IniFormat)))
        keeper.install_menu()
        w.resize(1000, 700)
        w.show()
        made.append(w)
        return w, keeper

    yield make
    for w in made:
        w.close()


def _demo_config(ruleset: str, seed: int):
    from kingdesk.ui.controller import GameConfig

    return GameConfig(ruleset=ruleset, levels=("random",) * 4, seed=seed, names=tuple(NAMES))


def test_file_menu_comes_first(make_window):
    w, keeper = make_window()
    first = w.menuBar().actions()[0]
    assert first.menu() is keeper.menu
    texts = [a.text() for a in keeper.menu.actions() if not a.isSeparator()]
    assert texts == ["&Open game record…", "&Save game record…", "S&tatistics…", "Se&ttings…"]


def test_every_step_is_autosaved_and_the_party_goes_to_the_history(qtbot, make_window, data_dir):
    w, keeper = make_window()
    seen = []
    w.controller.engine.stepped.connect(lambda gen, ev, snap, rs: seen.append(game_to_record(snap, NAMES)))
    checked = []

    def check_file(gen, events, snap, resync):
        # Runs after the keeper's own slot: the file already holds this very step.
        if not snap.is_over:
            checked.append(json.loads((data_dir / "autosave.kingdesk.json").read_text()) == seen[-1])

    w.controller.engine.stepped.connect(check_file)
    with qtbot.waitSignal(keeper.stored, timeout=90_000) as stored:
        w.start(_demo_config("spanish", 11))
    assert len(checked) > 400 and all(checked)
    assert not (data_dir / "autosave.kingdesk.json").exists()
    [party] = keeper.history.parties()
    assert party.id == stored.args[0] and party.human_seat is None
    assert json.loads(keeper.history.record_text(party.id)) == seen[-1]


def test_startup_with_a_corrupt_autosave_tells_and_starts_afresh(qtbot, make_window, data_dir):
    data_dir.mkdir()
    (data_dir / "autosave.kingdesk.json").write_text('{"format": "kingdesk/1", "ruleset": "spanish", "deals": [{')
    w, keeper = make_window(demo=False)
    started = []
    assert keeper.startup(new_game=lambda: started.append(True)) is None
    qtbot.waitUntil(lambda: started == [True])
    box = keeper.dialog
    assert isinstance(box, QMessageBox) and "cannot be restored" in box.text()
    asides = [p for p in data_dir.iterdir() if p.name.startswith("autosave.corrupt-")]
    assert len(asides) == 1 and str(asides[0]) in box.text()


def test_startup_tells_once_about_bad_settings_and_a_damaged_history(qtbot, make_window, data_dir):
    data_dir.mkdir()
    (data_dir / "history.sqlite3").write_bytes(b"garbage" * 500)
    raw = QSettings(str(data_dir / "settings.ini"), QSettings.Format.IniFormat)
    raw.setValue("speed", "warp")
    raw.sync()
    w, keeper = make_window(demo=False)
    started = []
    keeper.startup(new_game=lambda: started.append(True))
    qtbot.waitUntil(lambda: started == [True])
    text = keeper.dialog.text()
    assert "Animation speed" in text and "history" in text and "damaged" in text
    keeper.dialog = None
    keeper.startup(new_game=lambda: started.append(True))  # a second start in the same session: nothing to tell
    assert keeper.dialog is None


def test_a_finished_autosave_goes_to_the_history(qtbot, make_window, data_dir):
    game = play("turkish-12", 4)
    Autosave().save(game, NAMES)
    w, keeper = make_window(demo=False)
    keeper.startup(new_game=lambda: None)
    [party] = keeper.history.parties()
    assert party.totals == list(game.totals)
    assert not (data_dir / "autosave.kingdesk.json").exists()


def test_opening_a_broken_record_reports_where(qtbot, make_window, tmp_path):
    game = play("turkish-20", 2, decisions=90)
    doc = game_to_record(game, NAMES)
    doc["deals"][1]["hands"][0][0] = doc["deals"][1]["hands"][1][0]
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(doc))
    w, keeper = make_window(demo=False)
    assert keeper.open_record(str(bad)) is None
    text = keeper.dialog.text()
    assert "bad.json cannot be opened" in text and "Deal 2" in text and "malformed" in text


def test_opening_a_finished_record_shows_its_score_sheet(qtbot, make_window, tmp_path):
    game = play("spanish", 9)
    path = tmp_path / "done.json"
    path.write_text(json.dumps(game_to_record(game, NAMES)))
    w, keeper = make_window(demo=False)
    loaded = keeper.open_record(str(path))
    assert loaded is not None and keeper.dialog.model.game.totals == game.totals


def test_save_record_of_the_game_on_the_table(qtbot, make_window, tmp_path):
    w, keeper = make_window()
    with qtbot.waitSignal(w.controller.state_changed, timeout=10_000):
        w.start(_demo_config("turkish-12", 5))
    qtbot.waitUntil(lambda: w.controller.snap is not None and len(w.controller.snap.deals) >= 1, timeout=10_000)
    out = keeper.save_record(str(tmp_path / "now.json"))
    assert out is not None
    assert parse_record((tmp_path / "now.json").read_bytes()).game.rules.ruleset == "turkish-12"


def test_settings_from_the_menu_change_the_table(qtbot, make_window):
    w, keeper = make_window(demo=False)
    dlg = keeper.show_settings()
    qtbot.addWidget(dlg)
    dlg.speed.setCurrentIndex(dlg.speed.findData("slow"))
    dlg.reduced.setChecked(True)
    dlg.faces.setCurrentIndex(dlg.faces.findData("four-colour"))
    dlg.auto_play.setChecked(True)
    dlg.accept()
    assert w.scene.timings.speed == "slow" and w.scene.timings.reduced_motion
    assert w.renderer.faces == "four-colour" and w.controller.auto_play_single
    assert w.act_reduced.isChecked() and w.act_auto.isChecked()


def test_statistics_window_from_the_menu(qtbot, make_window):
    w, keeper = make_window(demo=False)
    keeper.history.add_party(play("spanish", 3), NAMES)
    win = keeper.show_statistics()
    assert win.parties.rowCount() == 1


def test_read_only_data_folder_warns_once_and_play_continues(qtbot, read_only_dir, monkeypatch, tmp_path):
    from kingdesk.storage import paths
    from kingdesk.ui.history.keeper import GameKeeper
    from kingdesk.ui.main_window import MainWindow

    monkeypatch.setenv(paths.DATA_DIR_ENV, str(read_only_dir))
    w = MainWindow(demo=True, speed="instant",
                   settings=QSettings(str(tmp_path / "kingdesk.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(w)
    keeper = GameKeeper(w, Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)))
    told = []
    monkeypatch.setattr(keeper, "_inform", lambda text, warning=False: told.append(text))
    keeper.startup(new_game=lambda: w.start(_demo_config("turkish-12", 8)))
    assert len(told) == 1 and "cannot be written" in told[0]
    with qtbot.waitSignal(w.party_finished, timeout=90_000):
        pass
    # One more message about the autosave, none per step; the party was played to its end.
    assert len(told) == 2 and "cannot be saved" in told[1]
    assert w.controller.snap.is_over
    assert [p.totals for p in keeper.history.parties()] == [list(w.controller.snap.totals)]
    w.close()

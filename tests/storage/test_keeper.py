"""The keeper on the real main window: autosave on every step, history at the end, start-up, File menu."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox

from kingdesk.record import game_to_record
from kingdesk.storage.autosave import Autosave
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
    assert texts[:5] == ["&Open game record…", "&Save game record…", "Resume", "S&tatistics…", "Settin&gs…"]
    assert keeper.menu.objectName() == "file-menu"  # the score sheet adds Print and Export here


@pytest.mark.slow  # takes seconds
def test_every_step_is_autosaved_and_the_party_goes_to_the_history(qtbot, make_window, data_dir):
    w, keeper = make_window()
    seen = []
    w.controller.engine.stepped.connect(lambda gen, ev, snap, rs: seen.append(game_to_record(snap, NAMES)))
    checked = []

    def check_file(gen, events, snap, resync):
        # Runs after the keeper's own slot: the file already holds this very step.
        if not snap.is_over:
            checked.append(json.loads((data_dir / "autosave.king.json").read_text()) == seen[-1])

    w.controller.engine.stepped.connect(check_file)
    with qtbot.waitSignal(keeper.stored, timeout=90_000) as stored:
        w.start(_demo_config("spanish", 11))
    assert len(checked) > 400 and all(checked)
    assert not (data_dir / "autosave.king.json").exists()
    [party] = keeper.history.parties()
    assert party.id == stored.args[0] and party.human_seat is None
    assert json.loads(keeper.history.record_text(party.id)) == seen[-1]


def test_startup_with_a_corrupt_autosave_tells_and_starts_afresh(qtbot, make_window, data_dir):
    data_dir.mkdir()
    (data_dir / "autosave.king.json").write_text('{"format": "kingdesk/1", "ruleset": "spanish", "deals": [{')
    w, keeper = make_window(demo=False)
    started = []
    assert keeper.startup(new_game=lambda: started.append(True)) is None
    box = keeper.dialog
    assert isinstance(box, QMessageBox) and box.isVisible() and "cannot be restored" in box.text()
    asides = [p for p in data_dir.iterdir() if p.name.startswith("autosave.corrupt-")]
    assert len(asides) == 1 and str(asides[0]) in box.text()
    qtbot.wait(50)
    assert started == []  # the New Game dialog waits until the message has been read
    box.accept()
    qtbot.waitUntil(lambda: started == [True])


def test_startup_tells_once_about_bad_settings_and_a_damaged_history(qtbot, make_window, data_dir):
    data_dir.mkdir()
    (data_dir / "history.sqlite3").write_bytes(b"garbage" * 500)
    raw = QSettings(str(data_dir / "settings.ini"), QSettings.Format.IniFormat)
    raw.setValue("speed", "warp")
    raw.sync()
    w, keeper = make_window(demo=False)
    started = []
    keeper.startup(new_game=lambda: started.append(True))
    text = keeper.dialog.text()
    assert "Animation speed" in text and "history" in text and "damaged" in text
    keeper.dialog.accept()
    qtbot.waitUntil(lambda: started == [True])
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
    assert not (data_dir / "autosave.king.json").exists()


def test_opening_a_broken_record_reports_where(qtbot, make_window, tmp_path):
    game = play("turkish-20", 2, decisions=90)
    doc = game_to_record(game, NAMES)
    doc["deals"][1]["hands"][0][0] = doc["deals"][1]["hands"][1][0]
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(doc))
    w, keeper = make_window(demo=False)
    assert keeper.open_record(str(bad)) is None
    text = keeper.dialog.text()
    assert "bad.json cannot be opened" in text and "Hand 2" in text and "malformed" in text


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


def test_statistics_window_from_the_menu(qtbot, make_window):
    w, keeper = make_window(demo=False)
    keeper.history.add_party(play("spanish", 3), NAMES)
    win = keeper.show_statistics()
    assert win.parties.rowCount() == 1


@pytest.mark.slow  # takes seconds
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
    monkeypatch.setattr(keeper, "_inform", lambda text, warning=False, then=None: (told.append(text),
                                                                                   then and then()))
    keeper.startup(new_game=lambda: w.start(_demo_config("turkish-12", 8)))
    assert len(told) == 1 and "cannot be written" in told[0]
    with qtbot.waitSignal(w.party_finished, timeout=90_000):
        pass
    # One more message about the autosave, none per step; the party was played to its end.
    assert len(told) == 2 and "cannot be saved" in told[1]
    assert w.controller.snap.is_over
    assert [p.totals for p in keeper.history.parties()] == [list(w.controller.snap.totals)]
    w.close()


def test_resume_puts_the_game_back_exactly_where_it_stopped(qtbot, make_window, data_dir):
    game = play("turkish-20", 12, decisions=157)  # in the middle of a trick of the third deal
    assert game.play is not None and game.play.trick
    Autosave().save(game, NAMES)
    w, keeper = make_window(demo=False)
    with qtbot.waitSignal(w.controller.engine.stepped, timeout=10_000):
        found = keeper.startup(new_game=lambda: pytest.fail("a new game instead of the resumed one"),
                               auto_resume=True)
    assert found is not None
    snap = w.controller.snap
    assert game_to_record(snap, NAMES) == game_to_record(game, NAMES)
    assert w.controller.config.names == tuple(NAMES) and w.controller.config.human == 0
    # The table shows the trick in progress and the hands as they are now.
    assert len(w.scene.trick) == len(game.play.trick)
    assert sum(len(h) for h in w.scene.hands) == sum(bin(h).count("1") for h in game.play.hands)


def test_resume_question_new_game_keeps_the_old_game_aside(qtbot, make_window, data_dir, monkeypatch):
    from kingdesk.ui.history import keeper as keeper_module

    Autosave().save(play("spanish", 13, decisions=70), NAMES)
    w, keeper = make_window(demo=False)
    asked = []
    monkeypatch.setattr(keeper_module.GameKeeper, "_ask_resume", lambda self, found: asked.append(found) or False)
    started = []
    assert keeper.startup(new_game=lambda: started.append(True)) is None
    qtbot.waitUntil(lambda: started == [True])
    assert len(asked) == 1 and asked[0].game.rules.ruleset == "spanish"
    assert not (data_dir / "autosave.king.json").exists()
    assert len([p for p in data_dir.iterdir() if p.name.startswith("autosave.set-aside-")]) == 1


def test_opening_an_unfinished_record_plays_on(qtbot, make_window, tmp_path):
    game = play("spanish", 14, decisions=120)
    path = tmp_path / "half.json"
    path.write_text(json.dumps(game_to_record(game, NAMES)))
    w, keeper = make_window(demo=False)
    with qtbot.waitSignal(w.controller.engine.stepped, timeout=10_000):
        keeper.open_record(str(path))
    assert game_to_record(w.controller.snap, NAMES) == game_to_record(game, NAMES)


def test_a_new_game_takes_its_rules_from_the_settings(qtbot, make_window, data_dir):
    from kingdesk.ui.controller import GameConfig

    w, keeper = make_window(demo=False)
    keeper.settings.set_value("ruleset", "spanish")
    keeper.settings.set_rule_option("es_schedule", "negatives_first")
    keeper.settings.set_rule_option("direction", "CW")
    dlg = w.new_game_dialog()
    assert dlg.ruleset.currentData() == "spanish"
    with qtbot.waitSignal(w.controller.engine.stepped, timeout=10_000):
        dlg.accept()
    rules = w.controller.snap.rules
    assert rules.es_schedule == "negatives_first" and rules.direction == "CW"
    # The game in progress keeps them when the settings change; the next one takes the new ones.
    keeper.settings.set_rule_option("es_schedule", "free_order")
    assert w.controller.snap.rules.es_schedule == "negatives_first"
    with qtbot.waitSignal(w.controller.engine.stepped, timeout=10_000):
        w.start(GameConfig(ruleset="spanish", levels=(None, "random", "random", "random")))
    assert w.controller.snap.rules.es_schedule == "free_order"


def test_replay_a_deal_on_the_table(qtbot, make_window):
    game = play("turkish-12", 15)
    doc = game_to_record(game, NAMES)
    w, keeper = make_window(demo=False)
    before = keeper.history.parties()
    keeper.replay(doc, 2)
    info = game.deals[2]
    qtbot.waitUntil(lambda: w.controller.snap is not None and len(w.controller.snap.deals) == 3
                    and w.controller.snap.deals[2].finished, timeout=30_000)
    assert w.controller.snap.deals[2] == info
    assert w.scene.face_up_hand == {0, 1, 2, 3}
    qtbot.wait(200)
    assert len(w.controller.snap.deals) == 3  # the replay stops with the recorded deal
    assert keeper.history.parties() == before and not keeper.autosave.exists()


def test_table_colour_and_hand_order_reach_the_table(qtbot, make_window):
    from kingdesk.engine.cards import rank_of, suit_of

    w, keeper = make_window(demo=False)
    dlg = keeper.show_settings()
    qtbot.addWidget(dlg)
    dlg.set_table_colour("#7a2330")
    dlg.sort.setCurrentIndex(dlg.sort.findData("suits_low_first"))
    dlg.accept()
    assert w.scene.felt.name() == "#7a2330"
    from kingdesk.ui.controller import GameConfig

    w.start(GameConfig(ruleset="turkish-12", levels=(None, "random", "random", "random"), seed=3))
    qtbot.waitUntil(lambda: len(w.scene.hands[0]) == 13 and not w.scene.tracker.busy and w.controller.snap
                    is not None and w.controller.snap.current is not None, timeout=10_000)
    qtbot.wait(50)
    hand = w.scene.hands[0]
    assert len(hand) == 13
    keys = [(suit_of(c), rank_of(c)) for c in hand]
    assert keys == sorted(keys)  # each suit from the two up


def test_back_to_the_saved_game_after_a_replay(qtbot, make_window, data_dir):
    from kingdesk.ui.controller import GameConfig

    w, keeper = make_window(demo=False)
    w.start(GameConfig(ruleset="spanish", levels=(None, "random", "random", "random"), seed=4, names=tuple(NAMES)))
    qtbot.waitUntil(lambda: w.controller.human_to_move, timeout=10_000)
    qtbot.wait(100)  # the keeper's own copy of the last step is delivered after the controller's
    before = json.loads((data_dir / "autosave.king.json").read_text())
    assert before == game_to_record(w.controller.snap, NAMES)
    keeper._update_actions()
    assert not keeper.act_resume.isEnabled()  # the saved game is the one on the table
    keeper.replay(game_to_record(play("turkish-12", 16), NAMES), 0)
    qtbot.waitUntil(lambda: w.controller.snap is not None and w.controller.snap.rules.ruleset == "turkish-12",
                    timeout=10_000)
    assert json.loads((data_dir / "autosave.king.json").read_text()) == before  # a replay saves nothing
    keeper._update_actions()
    assert keeper.act_resume.isEnabled()
    keeper.act_resume.trigger()
    # the table shows the resumed game once the engine thread has answered with its first step
    qtbot.waitUntil(lambda: w.controller.snap is not None and w.controller.snap.rules.ruleset == "spanish",
                    timeout=10_000)
    assert game_to_record(w.controller.snap, NAMES)["deals"][0] == before["deals"][0]
    assert not keeper.replaying and w.controller.config.human == 0

"""The player's games on the real main window: autosave, history at the end, start-up, File menu."""

from __future__ import annotations

import json
import threading

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QMessageBox

from kingdesk.record import game_to_record
from kingdesk.storage.autosave import Autosave
from kingdesk.storage.history import History
from kingdesk.record.io import parse_record
from kingdesk.ui.settings import Settings
from kingdesk.session.seats import Seats

from tests.ui.driver import VS_RANDOM, OwnerSteps, table_record

from tests.storage.kd_storage_helpers import NAMES, play


def _demo_config(ruleset: str, seed: int):
    from kingdesk.session.setup import PartySetup

    return PartySetup(ruleset=ruleset, seats=Seats.from_levels(("random",) * 4), seed=seed, names=tuple(NAMES))


def test_file_menu_comes_first(make_window):
    w = make_window(demo=True)
    first = w.menuBar().actions()[0]
    assert first.menu() is w.file_menu
    texts = [a.text() for a in w.file_menu.actions() if not a.isSeparator()]
    assert texts[:6] == ["&Open game record…", "&Save game record…", "&Unfinished games…", "S&tatistics…",
                         "Peop&le and series…", "Settin&gs…"]
    assert w.file_menu.objectName() == "file-menu"  # the score sheet adds Print and Export here


def test_the_autosave_follows_the_party_and_the_party_goes_to_the_history(qtbot, make_window, data_dir,
                                                                             monkeypatch):
    w = make_window(demo=True)
    keeper = w.lifecycle
    on_disk: list[dict] = []

    steps = OwnerSteps(w)
    seen = steps.records  # every state the party went through, as the owner hands it to the autosave writer

    def step(shown):
        path = data_dir / "autosave.king.json"
        if path.exists() and not shown.is_over:
            on_disk.append(json.loads(path.read_text()))  # never half a file: the writes are atomic

    w.controller.stepped.connect(step)
    writers: list[str] = []
    add_party = keeper.history.add_party

    def spy(*args, **kwargs):
        writers.append(threading.current_thread().name)
        return add_party(*args, **kwargs)

    monkeypatch.setattr(keeper.history, "add_party", spy)
    with qtbot.waitSignal(keeper.stored, timeout=90_000) as stored:
        w.start(_demo_config("spanish", 11))
    # written by the party's owner, off the GUI thread (issue 15)
    assert len(writers) == 1 and writers[0] != threading.main_thread().name
    # The writer always writes a recent state, a whole record that the party went through.
    assert len(on_disk) > 200 and all(doc in seen for doc in on_disk)
    assert len({json.dumps(d, sort_keys=True) for d in on_disk}) > 50  # it kept up with the party
    qtbot.waitUntil(lambda: not (data_dir / "autosave.king.json").exists(), timeout=10_000)
    [party] = keeper.history.parties()
    assert party.id == stored.args[0] and party.human_seat is None
    assert json.loads(keeper.history.record_text(party.id)) == seen[-1]


def test_startup_with_a_corrupt_autosave_tells_and_starts_afresh(qtbot, make_window, data_dir):
    data_dir.mkdir()
    (data_dir / "autosave.king.json").write_text('{"format": "kingdesk/1", "ruleset": "spanish", "deals": [{')
    w = make_window(demo=False)
    keeper = w.lifecycle
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
    w = make_window(demo=False)
    keeper = w.lifecycle
    started = []
    keeper.startup(new_game=lambda: started.append(True))
    text = keeper.dialog.text()
    assert "Animation speed" in text and "history" in text and "damaged" in text
    keeper.dialog.accept()
    qtbot.waitUntil(lambda: started == [True])
    told = []
    keeper.told.connect(told.append)
    keeper.startup(new_game=lambda: started.append(True))  # a second start in the same session: nothing to tell
    assert told == []


def test_a_finished_autosave_goes_to_the_history(qtbot, make_window, data_dir):
    game = play("turkish-12", 4)
    Autosave().save(game, NAMES)
    w = make_window(demo=False)
    keeper = w.lifecycle
    stored = []
    keeper.stored.connect(stored.append)
    keeper.startup(new_game=lambda: None)
    qtbot.waitUntil(lambda: bool(stored), timeout=10000)  # the party's owner stores it, on its thread
    [party] = keeper.history.parties()
    assert stored == [party.id] and party.totals == list(game.totals)
    assert not (data_dir / "autosave.king.json").exists()


def test_opening_a_broken_record_reports_where(qtbot, make_window, tmp_path):
    game = play("turkish-20", 2, decisions=90)
    doc = game_to_record(game, NAMES)
    doc["deals"][1]["hands"][0][0] = doc["deals"][1]["hands"][1][0]
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(doc))
    w = make_window(demo=False)
    keeper = w.lifecycle
    assert keeper.open_record(str(bad)) is None
    text = keeper.dialog.text()
    assert "bad.json cannot be opened" in text and "Hand 2" in text and "malformed" in text


def test_opening_a_finished_record_shows_its_score_sheet(qtbot, make_window, tmp_path):
    game = play("spanish", 9)
    path = tmp_path / "done.json"
    path.write_text(json.dumps(game_to_record(game, NAMES)))
    w = make_window(demo=False)
    keeper = w.lifecycle
    loaded = keeper.open_record(str(path))
    assert loaded is not None and keeper.dialog.model.game.totals == game.totals


def test_save_record_of_the_game_on_the_table(qtbot, make_window, tmp_path):
    w = make_window(demo=True)
    keeper = w.lifecycle
    with qtbot.waitSignal(w.controller.state_changed, timeout=10_000):
        w.start(_demo_config("turkish-12", 5))
    qtbot.waitUntil(lambda: w.controller.shown is not None and len(w.controller.shown.deals) >= 1, timeout=10_000)
    with qtbot.waitSignal(keeper.saved, timeout=10_000) as saved:
        out = keeper.save_record(str(tmp_path / "now.json"))
    assert out is not None and saved.args == [tmp_path / "now.json"]
    assert "now.json" in w.statusBar().currentMessage()  # the player is told where it went
    assert parse_record((tmp_path / "now.json").read_bytes()).game.rules.ruleset == "turkish-12"


def test_settings_from_the_menu_change_the_table(qtbot, make_window):
    w = make_window(demo=False)
    dlg = w.display.show_dialog()
    qtbot.addWidget(dlg)
    dlg.speed.setCurrentIndex(dlg.speed.findData("slow"))
    dlg.reduced.setChecked(True)
    dlg.faces.setCurrentIndex(dlg.faces.findData("four-colour"))
    dlg.auto_play.setChecked(True)
    dlg.accept()
    assert w.scene.timings.speed == "slow" and w.scene.timings.reduced_motion
    assert w.renderer.faces == "four-colour" and w.controller.auto_play_single


def test_one_settings_entry_and_the_language_at_once(qtbot, make_window):
    """Settings… is in the menus once; a language chosen there retitles the File menu at once."""
    from PySide6.QtGui import QAction

    from kingdesk.ui import i18n

    w = make_window(demo=False)

    _keeper = w.lifecycle
    entries = []
    for top in w.menuBar().actions():
        for a in top.menu().actions():
            if a.menuRole() == QAction.MenuRole.PreferencesRole or "Settin" in a.text():
                entries.append(a)
    assert len(entries) == 1
    entries[0].trigger()
    dlg = w.display.dialog
    qtbot.addWidget(dlg)
    try:
        dlg.language.setCurrentIndex(dlg.language.findData("es"))
        dlg.accept()
        qtbot.waitUntil(lambda: w.file_menu.title() == "&Archivo", timeout=5000)
    finally:
        i18n.install_translators(None, "en")
    qtbot.waitUntil(lambda: w.file_menu.title() == "&File", timeout=5000)


def test_statistics_window_from_the_menu(qtbot, make_window):
    w = make_window(demo=False)
    keeper = w.lifecycle
    keeper.history.add_party(play("spanish", 3), NAMES)
    win = keeper.show_statistics()
    assert win.parties.rowCount() == 1


@pytest.mark.slow  # takes seconds
def test_read_only_data_folder_warns_once_and_play_continues(qtbot, read_only_dir, monkeypatch, tmp_path):
    from kingdesk.session.shelf import Shelf
    from kingdesk.storage import paths
    from kingdesk.ui.lifecycle import Storage
    from kingdesk.ui.main_window import MainWindow

    monkeypatch.setenv(paths.DATA_DIR_ENV, str(read_only_dir))
    w = MainWindow(demo=True, speed="instant",
                   settings=QSettings(str(tmp_path / "kingdesk.ini"), QSettings.Format.IniFormat),
                   storage=Storage(Autosave(), Shelf(), History()),
                   user_settings=Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)))
    qtbot.addWidget(w)
    keeper = w.lifecycle
    told = []
    keeper.told.connect(told.append)
    keeper.startup(new_game=lambda: w.start(_demo_config("turkish-12", 8)))
    assert len(told) == 1 and "cannot be written" in told[0]
    keeper.dialog.accept()  # the game starts once the message has been read
    with qtbot.waitSignal(w.party_finished, timeout=90_000):
        pass
    # One more message about the autosave, none per step; the party was played to its end.
    assert len(told) == 2 and "cannot be saved" in told[1]
    assert w.controller.shown.is_over
    assert [p.totals for p in keeper.history.parties()] == [list(w.controller.shown.totals)]
    w.close()


def test_resume_puts_the_game_back_exactly_where_it_stopped(qtbot, make_window, data_dir):
    game = play("turkish-20", 12, decisions=157)  # in the middle of a trick of the third deal
    assert game.play is not None and game.play.trick
    Autosave().save(game, NAMES)
    w = make_window(demo=False)
    keeper = w.lifecycle
    steps = OwnerSteps(w)
    with qtbot.waitSignal(w.controller.stepped, timeout=10_000):
        found = keeper.startup(new_game=lambda: pytest.fail("a new game instead of the resumed one"),
                               auto_resume=True)
    assert found is not None
    assert steps.records[0] == game_to_record(game, NAMES)
    assert w.controller.config.names == tuple(NAMES) and w.controller.config.human == 0
    # The table shows the trick in progress and the hands as they are now.
    assert len(w.scene.trick) == len(game.play.trick)
    assert sum(len(h) for h in w.scene.hands) == sum(bin(h).count("1") for h in game.play.hands)


def test_opening_an_unfinished_record_plays_on(qtbot, make_window, tmp_path):
    game = play("spanish", 14, decisions=120)
    path = tmp_path / "half.json"
    path.write_text(json.dumps(game_to_record(game, NAMES)))
    w = make_window(demo=False)
    keeper = w.lifecycle
    steps = OwnerSteps(w)
    with qtbot.waitSignal(w.controller.stepped, timeout=10_000):
        keeper.open_record(str(path))  # nothing on the table: no question
    assert steps.records[0] == game_to_record(game, NAMES)


def test_a_new_game_takes_its_rules_from_the_settings(qtbot, make_window, data_dir):
    from kingdesk.session.setup import PartySetup

    w = make_window(demo=False)

    keeper = w.lifecycle
    keeper.settings.set_value("ruleset", "spanish")
    keeper.settings.set_rule_option("es_schedule", "negatives_first")
    keeper.settings.set_rule_option("direction", "CW")
    dlg = w.new_game_dialog()
    assert dlg.ruleset.currentData() == "spanish"
    with qtbot.waitSignal(w.controller.stepped, timeout=10_000):
        dlg.accept()
    rules = w.controller.shown.rules
    assert rules.es_schedule == "negatives_first" and rules.direction == "CW"
    # The game in progress keeps them when the settings change; the next one takes the new ones.
    keeper.settings.set_rule_option("es_schedule", "free_order")
    assert w.controller.shown.rules.es_schedule == "negatives_first"
    with qtbot.waitSignal(w.controller.stepped, timeout=10_000):
        w.start(PartySetup(ruleset="spanish", seats=VS_RANDOM))
    assert w.controller.shown.rules.es_schedule == "free_order"


def test_replay_a_deal_in_the_main_window(qtbot, make_window):
    game = play("turkish-12", 15)
    doc = game_to_record(game, NAMES)
    w = make_window(demo=False)
    keeper = w.lifecycle
    before = keeper.history.parties()
    stats = keeper.show_statistics()
    keeper.replay(doc, 2)
    viewer = w.replay_viewer
    assert viewer is not None and w.centralWidget() is viewer
    assert not stats.isVisible()  # the Statistics window does not cover the replay
    assert viewer.scene.face_up_hand == {0, 1, 2, 3}
    viewer.go_last()
    assert viewer.replay.game(viewer.step).deals[2] == game.deals[2]  # the deal as it was played
    assert keeper.history.parties() == before and not keeper.autosave.exists()
    viewer.close_replay()
    assert w.centralWidget() is w.view and stats.isVisible()  # back where the player came from
    assert not w.controller.unfinished  # a replay is nothing to keep: New game does not ask about it


def test_table_colour_and_hand_order_reach_the_table(qtbot, make_window):
    from kingdesk.engine.cards import rank_of, suit_of

    w = make_window(demo=False)

    dlg = w.display.show_dialog()
    qtbot.addWidget(dlg)
    dlg.set_table_colour("#7a2330")
    dlg.sort.setCurrentIndex(dlg.sort.findData("suits_low_first"))
    dlg.accept()
    assert w.scene.felt.name() == "#7a2330"
    from kingdesk.session.setup import PartySetup

    w.start(PartySetup(ruleset="turkish-12", seats=VS_RANDOM, seed=3))
    qtbot.waitUntil(lambda: len(w.scene.hands[0]) == 13 and not w.scene.tracker.busy and w.controller.shown
                    is not None and w.controller.shown.current is not None, timeout=10_000)
    qtbot.wait(50)
    hand = w.scene.hands[0]
    assert len(hand) == 13
    keys = [(suit_of(c), rank_of(c)) for c in hand]
    assert keys == sorted(keys)  # each suit from the two up


def test_a_replay_leaves_the_game_in_progress_alone(qtbot, make_window, data_dir, tmp_path):
    from kingdesk.session.setup import PartySetup

    w = make_window(demo=False)

    keeper = w.lifecycle
    w.start(PartySetup(ruleset="spanish", seats=VS_RANDOM, seed=4, names=tuple(NAMES)))
    qtbot.waitUntil(lambda: w.controller.human_to_move, timeout=10_000)
    snap = w.controller.shown
    before = table_record(qtbot, w, tmp_path / "before.json")
    viewer = keeper.replay(game_to_record(play("turkish-12", 16), NAMES), 0)
    assert viewer is w.replay_viewer  # no question: the party on the table is not replaced
    viewer.go_last()
    viewer.close_replay()
    assert w.controller.shown is snap and w.controller.human_to_move  # the party waits where it was
    assert table_record(qtbot, w, tmp_path / "after.json") == before and w.controller.unfinished
    assert w.controller.config.human == 0


def test_open_and_save_share_the_last_folder_and_the_file_name_is_the_players_language(qtbot, make_window,
                                                                                       tmp_path, monkeypatch):
    """player-run-2: Open started in the home folder just after a save elsewhere; the file name offered was
    English ("kingdesk-game.king.json") in a Spanish or Turkish window."""
    from PySide6.QtWidgets import QApplication, QFileDialog

    from kingdesk.ui import i18n

    w = make_window()
    keeper = w.lifecycle
    with qtbot.waitSignal(w.controller.state_changed, timeout=10_000):
        w.start(_demo_config("turkish-12", 5))
    folder = tmp_path / "records"
    folder.mkdir()
    asked: list[str] = []

    def save(_parent, _title, start, _filters):  # type: ignore[no-untyped-def]
        asked.append(start)
        return str(folder / "mine.king.json"), ""

    def open_(_parent, _title, start, _filters):  # type: ignore[no-untyped-def]
        asked.append(start)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", open_)
    i18n.install_translators(QApplication.instance(), "es")
    try:
        with qtbot.waitSignal(keeper.saved, timeout=10_000):
            keeper.save_record()
        keeper.open_record()
    finally:
        i18n.install_translators(QApplication.instance(), "en")
    offered = asked[0].rsplit("/", 1)[-1]
    assert offered.endswith(".king.json") and offered != "kingdesk-game.king.json", offered
    assert asked[1] == str(folder)


def test_quit_is_the_last_entry_of_the_file_menu(qtbot, make_window):
    """player-run-2: "Salir" / "Çıkış" was under Partida / Parti, not Archivo / Dosya."""
    w = make_window()
    qtbot.waitUntil(lambda: w.score_dock is not None, timeout=10_000)  # its Print and Export join the File menu
    w.file_menu.aboutToShow.emit()
    assert w.file_menu.actions()[-1] is w.act_quit
    assert w.act_quit not in w.game_menu.actions()
    assert w.act_quit.shortcut() == QKeySequence(QKeySequence.StandardKey.Quit)


def test_the_problem_reports_record_is_not_announced_as_a_saved_game(qtbot, make_window, tmp_path):
    """Help › Report a problem… has the owner write the party's record for the zip: File › Save's "Game record
    saved" must not appear for it, and a record the player saves is still announced."""
    w = make_window(demo=False)
    keeper = w.lifecycle
    w.start(_demo_config("turkish-12", 5))
    qtbot.waitUntil(lambda: w.controller.shown is not None, timeout=20000)
    report = w.help_menu.report
    with qtbot.waitSignal(report.written, timeout=20000):
        report.write(tmp_path / "report.zip")
    qtbot.wait(50)
    assert "saved" not in w.statusBar().currentMessage()
    with qtbot.waitSignal(keeper.saved, timeout=20000):
        keeper.save_record(str(tmp_path / "mine.king.json"))
    assert "mine.king.json" in w.statusBar().currentMessage()


def test_a_reviewed_decision_on_the_table(qtbot, make_window):
    """replay_at: the hand's replay stands at the decision, the better card raised (the only one lit)."""
    w = make_window(demo=False)
    g = play("turkish-12", 16)
    doc = game_to_record(g, NAMES)
    start = next(i for i, m in enumerate(g.moves) if m.kind == "deal")
    k = next(i for i, m in enumerate(g.moves) if i > start + 4 and m.kind == "card") - start
    seat = g.moves[start + k].seat
    hand = g.rebuilt(start + k).hand(seat)
    card = next(c for c in range(52) if hand >> c & 1 and c != g.moves[start + k].choice)
    viewer = w.lifecycle.replay_at(doc, 0, seat, k, card)  # the reviewed player at the bottom
    assert viewer is w.replay_viewer and viewer.step == k
    assert viewer.scene.playable_cards == [card] and viewer.scene.focused_card == card
    viewer.close_replay()

"""The statistics window, past score sheets, deal replays and the words for file problems."""

from __future__ import annotations

import datetime as dt
import doctest
import json

import pytest

from kingdesk.record import game_to_record
from kingdesk.storage.autosave import Autosave, Quarantined
from kingdesk.storage.history import History, Notice
from kingdesk.record.errors import RecordError
from kingdesk.record.io import parse_record
from kingdesk.ui.history import PastSheetDialog, StatisticsWindow, deal_script, replay
from kingdesk.ui.history.file_texts import import_error_text, location_text, notice_text, quarantine_text

from tests.storage.kd_storage_helpers import NAMES, play


@pytest.fixture
def filled(qapp):
    h = History(":memory:")
    games = {}
    for n, (ruleset, seed) in enumerate([("turkish-20", 1), ("spanish", 2), ("turkish-12", 3), ("spanish", 4)]):
        g = play(ruleset, seed)
        games[h.add_party(g, NAMES, finished_at=dt.datetime(2026, 11, 1 + n, tzinfo=dt.timezone.utc))] = g
    return h, games


def test_doctest():
    result = doctest.testmod(replay)
    assert result.attempted > 0 and result.failed == 0


def test_window_shows_results_contracts_and_games(qtbot, filled):
    h, games = filled
    w = StatisticsWindow(h)
    qtbot.addWidget(w)
    assert w.rulesets.rowCount() == 3
    assert w.parties.rowCount() == 4
    assert [p.id for p in w.summaries] == sorted(games, reverse=True)
    spanish_row = next(r for r in range(3) if w.rulesets.item(r, 0).text() == "Spanish King")
    spanish = [g for g in games.values() if g.rules.ruleset == "spanish"]
    assert w.rulesets.item(spanish_row, 1).text() == "2"
    assert w.rulesets.item(spanish_row, 2).text() == str(sum(0 in g.winners for g in spanish))
    w.contract_ruleset.setCurrentIndex(w.contract_ruleset.findData("spanish"))
    shown = {w.contracts.item(r, 0).text() for r in range(w.contracts.rowCount())}
    assert "Recovery" in shown and len(shown) == 7
    assert w.empty.isHidden()


def test_empty_history(qtbot):
    w = StatisticsWindow(History(":memory:"))
    qtbot.addWidget(w)
    assert not w.empty.isHidden() and w.parties.isHidden()
    assert not w.sheet_button.isEnabled() and not w.replay_button.isEnabled()


def test_score_sheet_of_a_past_game(qtbot, filled):
    h, games = filled
    w = StatisticsWindow(h)
    qtbot.addWidget(w)
    pid = next(i for i, g in games.items() if g.rules.ruleset == "turkish-12")
    w.select_party(pid)
    dlg = w.open_sheet()
    assert dlg is not None
    qtbot.addWidget(dlg)
    assert dlg.model.game.totals == games[pid].totals
    assert dlg.model.rowCount() > len(games[pid].deals)


def test_export_a_past_record(qtbot, filled, tmp_path):
    h, games = filled
    w = StatisticsWindow(h)
    qtbot.addWidget(w)
    pid = w.summaries[1].id
    w.select_party(pid)
    out = w.export_record(str(tmp_path / "past.json"))
    loaded = parse_record((tmp_path / "past.json").read_bytes())
    assert out and loaded.game.totals == games[pid].totals and loaded.players == NAMES


def test_replay_request_carries_the_record_and_deal(qtbot, filled):
    h, games = filled
    w = StatisticsWindow(h)
    qtbot.addWidget(w)
    pid = w.summaries[0].id
    w.select_party(pid)
    assert w.deal.count() == len(games[pid].deals)
    w.deal.setCurrentIndex(3)
    with qtbot.waitSignal(w.replay_requested) as sig:
        w.replay_button.click()
    doc, index, human = sig.args
    assert index == 3 and doc == game_to_record(games[pid], NAMES)
    assert human == 0  # the history's human seat goes with the record, so the replay says "You pass"


def test_review_of_a_past_hand(qtbot, filled):
    """History: the person's decisions of the chosen hand, replayed and graded by the computer players' process."""
    h, games = filled
    w = StatisticsWindow(h)
    qtbot.addWidget(w)
    pid = w.summaries[0].id
    w.select_party(pid)
    w.deal.setCurrentIndex(1)
    assert w.review_button.isEnabled()
    dlg = w.review()
    assert dlg is not None
    qtbot.waitUntil(lambda: bool(dlg.reviews) and None not in dlg.reviews, timeout=120000)
    assert all(r.seat == 0 and r.deal == 1 for r in dlg.reviews)
    assert dlg.table.rowCount() == len(dlg.reviews) > 3 and dlg.table.item(0, 5).text()
    # a row double-clicked: that decision on the table, in the deal's replay, the better card raised
    row = next(i for i, r in enumerate(dlg.reviews) if r.kind == "card")
    with qtbot.waitSignal(w.replay_at) as sig:
        dlg.table.cellDoubleClicked.emit(row, 0)
    doc, index, human, step, card = sig.args
    assert index == 1 and human == 0 and card == dlg.reviews[row].preferred
    start, choices = deal_script(doc, index)
    for c in choices[:step]:
        start.apply(c)
    assert start.decision.seat == 0 and start.decision.kind == "card" and card in start.decision.options
    assert choices[step] == dlg.reviews[row].played
    dlg.close()


def test_review_from_a_record_s_sheet(qtbot, filled):
    """The record viewer (a finished record's sheet): any player's decisions in any hand."""
    h, games = filled
    pid = next(i for i, g in games.items() if g.rules.ruleset == "spanish")
    loaded = h.load_party(pid)
    dlg = PastSheetDialog(loaded, next(p for p in h.parties() if p.id == pid))
    qtbot.addWidget(dlg)
    dlg.review_deal.setCurrentIndex(2)
    dlg.review_seat.setCurrentIndex(3)
    review = dlg.review()
    assert review is not None
    qtbot.waitUntil(lambda: bool(review.reviews) and None not in review.reviews, timeout=120000)
    assert all(r.seat == 3 and r.deal == 2 for r in review.reviews) and len(review.reviews) > 3
    with qtbot.waitSignal(dlg.replay_at) as sig:  # a row double-clicked: that position in the hand's replay
        review.table.cellDoubleClicked.emit(0, 0)
    doc, index, bottom, step, _card = sig.args
    assert bottom == 3  # the reviewed player at the bottom of the replay's table, the better card in his hand
    start, choices = deal_script(doc, index)
    for c in choices[:step]:
        start.apply(c)
    assert index == 2 and start.decision.seat == 3 and choices[step] == review.reviews[0].played
    review.close()


def test_notice_is_shown(qtbot):
    h = History(":memory:")
    h.open()
    h.notices.append(Notice("rebuilt", None, "integrity check failed"))
    w = StatisticsWindow(h)
    qtbot.addWidget(w)
    assert not w.notice.isHidden() and "damaged" in w.notice.text()


@pytest.mark.parametrize("ruleset,seed,options", [
    ("turkish-20", 5, {}), ("spanish", 6, {}), ("spanish", 7, {"es_schedule": "free_order"}),
    ("turkish-20", 8, {"tr_el_iptal": "any_player_in_koz", "tr_king_needs_declaration": True,
                       "tr_king_rule": "ge10", "tr_rifki_singleton_misdeal": True}),
    ("turkish-12", 9, {"tr_first_declarer": "random"}),
])
def test_deal_script_replays_every_deal_exactly(ruleset, seed, options):
    for steps in (None, 173):  # a finished party, and one stopped in the middle of a deal
        game = play(ruleset, seed, options, decisions=steps)
        doc = game_to_record(game, NAMES)
        for index, info in enumerate(game.deals):
            start, choices = deal_script(doc, index)
            assert len(start.deals) == index
            g = start.copy()
            for c in choices:
                g.apply(c)
            assert g.deals[index] == (info if info.finished or game.play is None else g.deals[index])
            if index == len(game.deals) - 1:
                assert game_to_record(g, NAMES) == doc
        with pytest.raises(IndexError):
            deal_script(doc, len(game.deals))


def test_words_for_a_broken_record(qapp, caplog):
    """The box words what is wrong and where; the engine's English sentence goes to the log only (texts-es-tr-4
    S2: it showed "Detalles: JD may not be played: …" in a Spanish box)."""
    game = play("turkish-20", 3, decisions=60)
    doc = game_to_record(game, NAMES)
    doc["deals"][1]["plays"][5] = doc["deals"][1]["plays"][4]
    with pytest.raises(RecordError) as info:
        parse_record(json.dumps(doc))
    err = info.value
    with caplog.at_level("WARNING"):
        text = import_error_text(err)
    assert location_text(err).startswith("Hand 2, card 6")
    assert err.message not in text and "\n" in text and "in the log" in text
    assert err.message in caplog.text
    with pytest.raises(RecordError) as info:
        parse_record(b"{nope")
    assert "not a KingDesk game record" in import_error_text(info.value)
    assert location_text(info.value) == ""


def test_words_for_storage_problems(qapp, data_dir):
    data_dir.mkdir()
    (data_dir / "autosave.king.json").write_text("{")
    q = Autosave().load()
    assert isinstance(q, Quarantined)
    text = quarantine_text(q)
    assert str(q.aside) in text and "new game" in text
    for kind in ("rebuilt", "read-only", "newer"):
        assert notice_text(Notice(kind, data_dir / "x", "why")).strip()


def test_best_and_worst_game_lead_to_the_list(qtbot, filled):
    h, games = filled
    w = StatisticsWindow(h)
    qtbot.addWidget(w)
    row = next(r for r in range(w.rulesets.rowCount()) if w.rulesets.item(r, 0).text() == "Spanish King")
    spanish = {i: g for i, g in games.items() if g.rules.ruleset == "spanish"}
    worst_id = min(spanish, key=lambda i: spanish[i].totals[0])
    w.rulesets.itemDoubleClicked.emit(w.rulesets.item(row, 5))
    assert w.selected().id == worst_id
    best_id = max(spanish, key=lambda i: spanish[i].totals[0])
    w.rulesets.itemDoubleClicked.emit(w.rulesets.item(row, 4))
    assert w.selected().id == best_id


def test_storage_has_no_qt():
    import subprocess
    import sys

    code = ("import sys, kingdesk.storage.paths, kingdesk.storage.autosave, kingdesk.storage.history, "
            "kingdesk.storage.record_file; assert not [m for m in sys.modules if m.startswith('PySide6')]")
    assert subprocess.run([sys.executable, "-c", code], capture_output=True).returncode == 0


def test_the_window_fits_the_screen_and_its_columns_fit_the_window(qtbot, filled):
    """player-run-2: 1120×700 on a 1024×768 screen put its right part off the screen; the past games' scores
    hid behind a scrollbar; the deal picker showed "Hand 1:" without the contract."""
    from PySide6.QtGui import QFontMetrics

    h, _games = filled
    w = StatisticsWindow(h)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    a = w.screen().availableGeometry()
    assert a.width() < 1120  # the offscreen screen is smaller than the window's preferred size
    assert a.contains(w.geometry()), (a, w.geometry())
    assert w.width() <= a.width() and w.height() <= a.height()
    qtbot.wait(50)
    assert not w.parties.horizontalScrollBar().isVisible()
    scores = w.parties.horizontalHeader()
    assert scores.sectionViewportPosition(3) + scores.sectionSize(3) <= w.parties.viewport().width()
    text = w.deal.currentText()
    assert ":" in text and len(text.split(":")[1].strip()) > 1
    assert w.deal.width() >= QFontMetrics(w.deal.font()).horizontalAdvance(text)


def test_the_deal_picker_shows_the_contract_after_the_first_party_is_stored(qtbot):
    """Opened before any party was finished, the picker had the width of nothing: "Hand 1:" and no contract."""
    from PySide6.QtGui import QFontMetrics

    h = History(":memory:")
    w = StatisticsWindow(h)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    h.add_party(play("turkish-20", 1), NAMES, finished_at=dt.datetime(2026, 11, 1, tzinfo=dt.timezone.utc))
    w.refresh()
    qtbot.wait(50)
    longest = max((w.deal.itemText(i) for i in range(w.deal.count())), key=len)
    assert w.deal.width() >= QFontMetrics(w.deal.font()).horizontalAdvance(longest) + 20

"""Game › Score a game with real cards… in the real window: started from the menu, kept among the unfinished
games, resumed from there (into its score dialog, not onto the table), and opened from a record file."""

from __future__ import annotations

from kingdesk.engine.counted import CountedGame
from kingdesk.engine.decisions import Count
from kingdesk.session.tally import HandEntry
from kingdesk.ui.tally.dialog import TallyDialog


def test_from_the_menu_to_the_shelf_and_back(make_window) -> None:
    w = make_window()
    lc = w.lifecycle
    assert lc is not None
    w.act_tally.trigger()
    setup = lc.dialog
    setup.ruleset.setCurrentIndex(setup.ruleset.findData("turkish-12"))
    for e, n in zip(setup.names, ["Ana", "Burak", "Carmen", "Deniz"]):
        e.setText(n)
    setup.first.setCurrentIndex(2)
    setup.you.setCurrentIndex(setup.you.findText("Carmen"))  # the score keeper is the third player
    assert setup.human_seat() == 2
    setup.accept()
    dlg = lc.tally_dialog
    assert isinstance(dlg, TallyDialog) and dlg.party.names == ["Ana", "Burak", "Carmen", "Deniz"]
    dlg.fill(HandEntry(contract="kiz-almaz", count=Count((1, 2, 1, 0))))
    assert dlg.write_down()
    assert dlg.party.game.deals[0].declarer == 2
    dlg.close()
    (entry,) = lc.shelf.entries()
    assert entry.counted and entry.players == ("Ana", "Burak", "Carmen", "Deniz")
    assert w.controller.shown is None  # the table was never touched
    loaded = lc.resume_kept(entry)
    assert loaded is not None and isinstance(loaded.game, CountedGame)
    again = lc.tally_dialog
    assert again is not dlg and again.party.game.totals == (-100, -200, -100, 0)
    assert again.party.path == entry.path  # played on in the same file
    assert again.party.game.scorer == 2  # still the third player's score: the record kept who keeps it
    assert w.controller.shown is None
    again.fill(HandEntry(contract="rifki", count=Count((0, 0, 0, 1))))
    assert again.write_down()
    assert len(lc.shelf.entries()) == 1


def test_an_unfinished_counted_record_opens_in_its_score_dialog(make_window, tmp_path) -> None:
    from kingdesk.record import record_text
    from kingdesk.session.tally import hand_choices

    w = make_window()
    g = CountedGame("spanish")
    from kingdesk.engine.decisions import TableDeal

    for ch in hand_choices(g, HandEntry(count=Count((4, 3, 3, 3))), TableDeal(dealer=1)):
        g.apply(ch)
    path = tmp_path / "counted.king.json"
    path.write_text(record_text(g, ["A", "B", "C", "D"]), encoding="utf-8")
    assert w.lifecycle is not None
    w.lifecycle.open_record(str(path))
    dlg = w.lifecycle.tally_dialog
    assert isinstance(dlg, TallyDialog) and dlg.party.game.totals == (-4, -3, -3, -3)
    assert w.controller.shown is None


def test_the_unfinished_list_marks_a_game_played_with_real_cards(qtbot, tmp_path) -> None:
    from kingdesk.engine.decisions import TableDeal
    from kingdesk.session.shelf import Shelf
    from kingdesk.session.tally import hand_choices
    from kingdesk.ui.history.unfinished import entry_texts

    shelf = Shelf(tmp_path / "unfinished")
    g = CountedGame("turkish-12")
    for ch in hand_choices(g, HandEntry(contract="kiz-almaz", count=Count((1, 2, 1, 0))), TableDeal(declarer=0)):
        g.apply(ch)
    shelf.keep(g, ["Ana", "Burak", "Carmen", "Deniz"])
    (entry,) = shelf.entries()
    assert entry_texts(entry)[1] == "Turkish King, 12 hands (real cards)"


def test_the_score_dialog_takes_the_height_the_screen_has(make_window) -> None:
    """A whole party's rows, like the paper sheet: the dialog opens as tall as the screen's free area lets it
    (up to TALLY_SIZE), not at the few rows of its size hint."""
    from kingdesk.ui.dialogs.on_screen import FRAME_ROOM
    from kingdesk.ui.lifecycle import TALLY_SIZE

    w = make_window()
    lc = w.lifecycle
    assert lc is not None
    w.act_tally.trigger()
    lc.dialog.accept()
    dlg = lc.tally_dialog
    free = dlg.screen().availableGeometry()
    assert dlg.height() == min(TALLY_SIZE.height(), free.height() - FRAME_ROOM.height())
    assert dlg.height() > dlg.sizeHint().height()
    assert free.contains(dlg.geometry())
    dlg.close()

"""The score table shows the engine's numbers, laid out like each family's paper sheet."""

from __future__ import annotations

import pytest
from sheet_helpers import random_game

from kingdesk.engine.contracts import TURKISH_CEZA
from kingdesk.record import game_from_record, game_to_record
from kingdesk.ui.scoresheet import KIND_ROLE, LATEST_ROLE, RAW_ROLE, ScoreSheetModel
from kingdesk.ui.scoresheet.sheet import CANCELLED, DEAL, PLANNED, RESULT, RIGHTS, TOTAL

CASES = [
    ("turkish-20", None), ("turkish-12", None), ("spanish", None),
    ("turkish-20", {"tr_king_rule": "ge10"}),
    ("turkish-20", {"tr_el_iptal": "any_player_in_koz", "tr_rifki_singleton_misdeal": True}),
    ("turkish-12", {"tr_zero_is": "neutral", "tr_first_four_ceza": True}),
    ("spanish", {"es_schedule": "negatives_first", "es_sale_buyer_leads": True}),
    ("spanish", {"es_schedule": "free_order", "es_sale_pass_is_final": False}),
]


def _rows_of(model: ScoreSheetModel, kind: str) -> list[int]:
    return [r for r in range(model.rowCount()) if model.data(model.index(r, 0), KIND_ROLE) == kind]


def _player_cells(model: ScoreSheetModel, row: int, seat: int) -> list:
    sheet = model.sheet
    return [model.data(model.index(row, c), RAW_ROLE) for c, col in enumerate(sheet.columns) if col.player == seat]


@pytest.mark.parametrize("preset,options", CASES)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_table_totals_equal_engine_totals_for_random_records(qapp, preset, options, seed):
    game = random_game(preset, seed, options)
    # go through the record, as a saved game would
    replayed = game_from_record(game_to_record(game, ["A", "B", "C", "D"]))
    model = ScoreSheetModel(replayed, ["A", "B", "C", "D"])
    assert model.player_totals() == replayed.totals == game.totals

    deal_rows = _rows_of(model, DEAL)
    counted = [d for d in replayed.deals if d.points is not None]
    assert len(deal_rows) == len(counted)
    # every row's points are the engine's points for that deal, in deal order
    for row, deal in zip(deal_rows, counted):
        for seat in range(4):
            values = [v for v in _player_cells(model, row, seat) if v is not None]
            assert values == [deal.points[seat]]
    assert len(_rows_of(model, CANCELLED)) == sum(1 for d in replayed.deals if d.points is None)

    # the latest hand is marked, and only it
    latest = [r for r in range(model.rowCount()) if model.data(model.index(r, 0), LATEST_ROLE)]
    assert len(latest) == 1
    assert model.sheet.rows[latest[0]].deal_index == len(replayed.deals) - 1

    if replayed.family == "tr":
        rights = _rows_of(model, RIGHTS)
        assert len(rights) == 2
        for seat in range(4):
            ceza, koz = replayed.quota_left(seat)
            assert model.data(model.index(rights[0], 3 + seat), RAW_ROLE) == str(ceza)
            assert model.data(model.index(rights[1], 3 + seat), RAW_ROLE) == str(koz)
        remark = model.sheet.remarks[0]
        for name in TURKISH_CEZA:
            assert f"{replayed.ceza_left(name)}" in remark
        result = _rows_of(model, RESULT)
        assert len(result) == 1
        shown = [model.data(model.index(result[0], 3 + s), RAW_ROLE) for s in range(4)]
        if replayed.standing is not None:
            assert shown == [{"cikti": "up", "batti": "down", "neutral": "even"}[s] for s in replayed.standing]
        else:
            assert [bool(v) for v in shown] == [s in replayed.winners for s in range(4)]
    else:
        # ten deals in schedule order, the − and + columns add up to the net total
        assert len(deal_rows) == 10 and not _rows_of(model, PLANNED)
        sums, net = _rows_of(model, TOTAL)
        for seat in range(4):
            neg, pos = _player_cells(model, sums, seat)
            assert neg <= 0 <= pos
            assert neg + pos == replayed.totals[seat]
        assert sum(model.player_totals()) == 0
        assert any("0 ✓" in line for line in model.sheet.result)
        sold = [d for d in replayed.deals if d.sold]
        sale_col = 3
        sale_cells = [model.data(model.index(r, sale_col), RAW_ROLE) for r in deal_rows]
        assert sum(1 for s in sale_cells if s and "for" in s) == len(sold)


def test_spanish_sheet_is_written_in_schedule_order_before_play(qapp):
    from kingdesk.engine.game import Game

    game = Game("spanish", seed=4)
    game.apply(None)
    model = ScoreSheetModel(game)
    assert len(_rows_of(model, DEAL)) == 1
    planned = _rows_of(model, PLANNED)
    assert len(planned) == 9
    labels = [model.data(model.index(r, 2), RAW_ROLE) for r in range(10)]
    assert labels[1] == "Recovery 1" and labels[9] == "Last Two Tricks"
    assert model.player_totals() == (0, 0, 0, 0)


def test_model_follows_the_game_step_by_step(qapp, qtbot):
    """Refreshing after every decision keeps the table equal to the engine at each step."""
    import random

    from kingdesk.engine.game import Game
    from kingdesk.ui.scoresheet import ScoreDock

    game = Game("turkish-12", seed=8)
    dock = ScoreDock()
    qtbot.addWidget(dock)
    dock.set_game(game, ["Ana", "Burak", "Ceren", "Deniz"])
    rng = random.Random(8)
    finished = 0
    while not game.is_over:
        d = game.decision
        game.apply(None if d.kind == "deal" else rng.choice(d.options))
        if d.kind in ("deal", "contract", "trump") or game.current.finished:
            dock.refresh()
            assert dock.model.player_totals() == game.totals
            latest = dock.model.latest_row()
            assert dock.model.sheet.rows[latest].deal_index == len(game.deals) - 1
            finished = sum(1 for x in game.deals if x.points is not None)
    assert finished == 12
    assert dock.result.text()
    assert dock.model.rowCount() == len(game.deals) + 4  # + total, two rights rows, result


@pytest.mark.parametrize("preset", ["turkish-12", "spanish"])
def test_score_scale_multiplies_every_score_on_the_sheet(qapp, preset):
    """RULES.md §5 ``score_scale``: a display multiplier; the engine's points stay as they are."""
    plain = random_game(preset, 4)
    times = random_game(preset, 4, {"score_scale": 25})
    assert times.totals == plain.totals  # the engine does not scale
    a, b = ScoreSheetModel(plain, ["A", "B", "C", "D"]), ScoreSheetModel(times, ["A", "B", "C", "D"])
    assert a.rowCount() == b.rowCount() and a.columnCount() == b.columnCount()
    numbers = 0
    for r in range(a.rowCount()):
        for c in range(a.columnCount()):
            va, vb = a.data(a.index(r, c), RAW_ROLE), b.data(b.index(r, c), RAW_ROLE)
            if isinstance(va, int) and a.sheet.columns[c].numeric and a.sheet.rows[r].kind in (DEAL, TOTAL):
                assert vb == 25 * va, (r, c)
                numbers += 1
    assert numbers > 40
    assert b.player_totals() == tuple(25 * t for t in plain.totals)

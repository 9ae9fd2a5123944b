"""The printed sheet: a real PDF, read back with a PDF parser, in every language."""

from __future__ import annotations

import csv
import json

import pytest
from sheet_helpers import DATA, known_record
from pypdf import PdfReader

from kingdesk.record import game_from_record
from kingdesk.ui.scoresheet.cli import main as sheet_main

# What each language must show: headings, rows, contract names as players say them.
WORDS = {
    "en": {
        "all": ["KING SCORE SHEET", "Rules", "Players", "Page 1 of 1"],
        "turkish-20": ["Turkish King, 20 hands", "Declarer", "No Queens", "King of Hearts", "Last Two", "Trumps",
                       "Penalty rights left", "Trump rights left", "Up:", "Down:", "Total",
                       "Void: each player took one queen"],
        "turkish-12": ["Turkish King, 12 hands", "Declarer", "Winner:", "Total", "winner"],
        "spanish": ["Spanish King", "Mano", "Sale", "No Tricks", "No Kings or Jacks", "Recovery 1", "Recovery 4",
                    "Last Two Tricks", "Net total", "Sum of the totals: 0 ✓"],
    },
    "es": {
        "all": ["HOJA DE ANOTACIÓN DEL KING", "Reglas", "Jugadores", "Página 1 de 1"],
        "turkish-20": ["King turco, 20 manos", "Elige juego", "No damas", "El rey de corazones", "Las dos últimas",
                       "Triunfo", "Negativos restantes", "Manos de triunfo restantes", "En positivo:", "Total"],
        "turkish-12": ["King turco, 12 manos", "Gana:"],
        "spanish": ["King español", "Mano", "Venta", "Juego", "No bazas", "No corazones", "Ni K ni J", "No damas",
                    "El rey de corazones", "Las dos últimas", "Recuperación 1", "Recuperación 4", "Total neto",
                    "Sumas", "Suma de los totales: 0 ✓", "sin venta"],
    },
    "tr": {
        "all": ["KİNG PUAN TABLOSU", "Kurallar", "Oyuncular", "Sayfa 1/1"],
        "turkish-20": ["Türk King'i, 20 oyun", "Söyleyen", "El Almaz", "Kupa Almaz", "Kız Almaz", "Erkek Almaz",
                       "Son İki", "Rıfkı", "Koz", "Kalan ceza hakkı", "Kalan koz hakkı", "Çıkanlar:", "Batanlar:",
                       "çıktı", "battı",
                       "Toplam", "Geçersiz: herkes birer kız aldı"],
        "turkish-12": ["Türk King'i, 12 oyun", "Kazanan:"],
        # "Sıra" whole: the number column is as wide as its heading (it printed "Sı…")
        "spanish": ["İspanyol King'i", "Sıra", "El başı", "Satış", "El Almaz", "Rıfkı", "Net toplam"],
    },
}


def _pdf_text(path) -> str:
    """The PDF's text, lines rebuilt from the glyph positions (as a reader sees the page)."""
    reader = PdfReader(str(path))
    return "\n".join(page.extract_text(extraction_mode="layout") for page in reader.pages)


def _number(value: int, lang: str) -> str:
    from PySide6.QtCore import QLocale

    return QLocale({"en": "en_US", "es": "es_ES", "tr": "tr_TR"}[lang]).toString(value)


@pytest.mark.parametrize("lang", ["en", "es", "tr"])
@pytest.mark.parametrize("name", ["turkish-20", "turkish-12", "spanish"])
def test_pdf_of_known_record_in_each_language(qapp, language, tmp_path, lang, name):
    out = tmp_path / f"{name}-{lang}.pdf"
    assert sheet_main([str(DATA / f"{name}.json"), "--pdf", str(out), "--lang", lang]) == 0
    text = _pdf_text(out)
    flat = " ".join(text.split())
    for word in WORDS[lang]["all"] + WORDS[lang][name]:
        assert word in flat, f"{word!r} missing from the {lang} sheet of {name}:\n{text}"
    doc = known_record(name)
    game = game_from_record(doc)
    for player in doc["players"]:
        assert player in flat
    # the totals line holds the engine's totals, written the language's way
    totals = [_number(t, lang) for t in game.totals]
    total_word = {"en": "Total", "es": "Total", "tr": "Toplam"}[lang]
    if name == "spanish":
        total_word = {"en": "Net total", "es": "Total neto", "tr": "Net toplam"}[lang]
    lines = [" ".join(ln.split()) for ln in text.splitlines()]
    line = next(ln for ln in lines if ln.startswith(total_word + " "))
    assert line.split()[len(total_word.split()):] == totals, line
    # English must not leak into the translated sheets
    if lang != "en":
        for english in ("Score sheet", "Declarer", "Players", "Recovery", "Penalty", "Settings", "Page "):
            assert english not in flat


def test_pdf_paper_sizes(qapp, language, tmp_path):
    a4, letter = tmp_path / "a4.pdf", tmp_path / "letter.pdf"
    record = str(DATA / "spanish.json")
    assert sheet_main([record, "--pdf", str(a4), "--lang", "es", "--paper", "a4"]) == 0
    assert sheet_main([record, "--pdf", str(letter), "--lang", "es", "--paper", "letter"]) == 0
    box = PdfReader(str(a4)).pages[0].mediabox
    assert (round(float(box.width)), round(float(box.height))) == (595, 842)
    box = PdfReader(str(letter)).pages[0].mediabox
    assert (round(float(box.width)), round(float(box.height))) == (612, 792)


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_csv_holds_the_engine_totals(qapp, language, tmp_path, lang):
    out = tmp_path / "sheet.csv"
    assert sheet_main([str(DATA / "turkish-20.json"), "--csv", str(out), "--lang", lang]) == 0
    rows = list(csv.reader(out.open(encoding="utf-8-sig")))
    game = game_from_record(known_record("turkish-20"))
    header = rows[0]
    assert header[3:7] == known_record("turkish-20")["players"]
    total = next(r for r in rows if r and r[0] == {"en": "Total", "tr": "Toplam"}[lang])
    assert [int(v) for v in total[3:7]] == list(game.totals)
    counted = [d for d in game.deals if d.points is not None]
    numbered = [r for r in rows[1:] if r and r[0].isdigit()]
    assert [[int(v) for v in r[3:7]] for r in numbered] == [list(d.points) for d in counted]


def test_cli_refuses_a_bad_record(qapp, tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"format": "kingdesk/0", "ruleset": "spanish", "deals": []}))
    assert sheet_main([str(bad), "--pdf", str(tmp_path / "x.pdf")]) == 1
    assert "bad-record" in capsys.readouterr().err
    assert not (tmp_path / "x.pdf").exists()


@pytest.mark.parametrize("lang,expected", [
    ("en", ["Settings", "No Hearts: must play under a higher heart: yes",
            "First to choose: holder of the seven of diamonds", "A final score of zero counts as: up"]),
    ("tr", ["Ayarlar", "Kupa Almaz: büyük kupanın altından atmak zorunlu: açık",
            "İlk oyunu söyleyen: karo yedilisi kimdeyse", "Sıfır puanla bitiren: çıkmış"]),
    ("es", ["Variantes", "No corazones: jugar por debajo de un corazón más alto: sí",
            "Quién elige primero: quien tenga el siete de diamantes",
            "Quien acaba con cero puntos queda: en positivo"]),
])
def test_pdf_header_lists_the_variant_settings(qapp, language, tmp_path, lang, expected):
    from sheet_helpers import random_game

    from kingdesk.record import game_to_record

    options = {"tr_kupa_must_duck": True, "tr_first_declarer": "D7", "tr_zero_is": "çıkmış"}
    game = random_game("turkish-12", 9, options)
    record = tmp_path / "variant.json"
    record.write_text(json.dumps(game_to_record(game, ["Ana", "Burak", "Ceren", "Deniz"])), encoding="utf-8")
    out = tmp_path / "variant.pdf"
    assert sheet_main([str(record), "--pdf", str(out), "--lang", lang]) == 0
    flat = " ".join(_pdf_text(out).split())
    for words in expected:
        assert words in flat, f"{words!r} not in {flat[:600]}"
    # the result is repeated in the page footer
    winner = {"en": "Winner:", "tr": "Kazanan:", "es": "Gana:"}[lang]
    footer = {"en": "KingDesk score sheet", "tr": "KingDesk puan tablosu", "es": "Hoja de anotación de KingDesk"}[lang]
    assert f"{footer} — {winner}" in flat
    assert flat.count(winner) == 2


def test_long_sheet_runs_onto_a_second_page_with_headings(qapp, language, tmp_path):
    """A party with many redeals does not fit one page: the headings come again and pages are numbered."""
    from PySide6.QtGui import QPdfWriter

    from kingdesk.ui.scoresheet.render import page_layout, paint_sheet
    from kingdesk.ui.scoresheet.sheet import CANCELLED, build_sheet

    language("tr")
    game = game_from_record(known_record("turkish-20"))
    sheet = build_sheet(game, None)
    redeal = next(r for r in sheet.rows if r.kind == CANCELLED)
    at = sheet.rows.index(redeal)
    sheet.rows[at:at] = [redeal] * 20  # twenty more hands dealt again
    out = tmp_path / "long.pdf"
    writer = QPdfWriter(str(out))
    writer.setPageLayout(page_layout("letter"))
    assert paint_sheet(writer, sheet) == 2
    del writer
    pages = [" ".join(p.extract_text(extraction_mode="layout").split()) for p in PdfReader(str(out)).pages]
    assert len(pages) == 2
    for n, text in enumerate(pages, 1):
        assert f"Sayfa {n}/2" in text
        assert "Sıra Söyleyen Oyun" in text
    assert "Toplam" in pages[1] and "Toplam" not in pages[0]


def test_cli_reports_a_sheet_it_cannot_write(qapp, tmp_path, capsys):
    missing = tmp_path / "no-such-folder"
    assert sheet_main([str(DATA / "spanish.json"), "--pdf", str(missing / "x.pdf")]) == 1
    assert "cannot write the sheet" in capsys.readouterr().err
    assert sheet_main([str(DATA / "spanish.json"), "--csv", str(missing / "x.csv")]) == 1
    assert "cannot write the sheet" in capsys.readouterr().err
    assert not missing.exists()


REVIEW_NAMES = ["Maximiliano", "María de los Ángeles", "Bartolomé", "Jugador 4"]


def _sold_game():
    from sheet_helpers import random_game

    return next(g for g in (random_game("spanish", seed) for seed in range(60))
                if any(d.sold and d.buyer is not None and d.buyer in (0, 1) for d in g.deals))


def test_pdf_sale_cell_keeps_the_price_and_names_are_cut_less(qapp, language, tmp_path):
    """player-run-2: the sale cell printed "Maximiliano …" (the price, the useful part, lost) and the names
    "Maximili…", "María de…"."""
    from kingdesk.record import game_to_record

    game = _sold_game()
    record = tmp_path / "sold.king.json"
    record.write_text(json.dumps(game_to_record(game, REVIEW_NAMES)), encoding="utf-8")
    out = tmp_path / "sold.pdf"
    assert sheet_main([str(record), "--pdf", str(out), "--lang", "es"]) == 0
    flat = " ".join(_pdf_text(out).split())
    for d in game.deals:
        if d.sold and d.buyer is not None:
            assert f"por {d.price}" in flat, flat
    assert "Maximiliano" in flat and "Bartolomé" in flat  # whole, in a smaller font
    assert "María de los" in flat


def test_csv_spanish_net_totals_in_one_column_per_player(qapp, language, tmp_path):
    """player-run-2: the net totals went into the − or + column by their sign ("-4,,,1,-11,,,1")."""
    out = tmp_path / "sheet.csv"
    assert sheet_main([str(DATA / "spanish.json"), "--csv", str(out), "--lang", "es"]) == 0
    rows = list(csv.reader(out.open(encoding="utf-8-sig")))
    game = game_from_record(known_record("spanish"))
    assert len({t >= 0 for t in game.totals}) == 2  # both signs: the old layout would split them
    net = next(r for r in rows if r and r[0] == "Total neto")
    firsts = [c for c, h in enumerate(rows[0]) if h.endswith(" −")]
    assert len(firsts) == 4
    assert [int(net[c]) for c in firsts] == list(game.totals)
    assert all(net[c + 1] == "" for c in firsts)


def test_pdf_spanish_net_totals_in_one_place_per_player(qapp, language, tmp_path, monkeypatch):
    """player-run-3 #24: the printed net totals went into the − or + column by their sign; each is now drawn across
    the player's two columns, so the four stand at the same place in their columns, whatever their signs."""
    from PySide6.QtGui import QPdfWriter

    from kingdesk.ui.scoresheet import render
    from kingdesk.ui.scoresheet.sheet import build_sheet

    language("es")
    game = game_from_record(known_record("spanish"))
    assert len({t >= 0 for t in game.totals}) == 2  # both signs: the old layout would split them
    sheet = build_sheet(game, None)
    net = next(r for r in sheet.rows if r.net)
    drawn: list[tuple[float, float, str]] = []
    text = render._Ctx.text

    def record(self, x, y, w, h, t, *a, **k):  # type: ignore[no-untyped-def]
        drawn.append((x, w, t))
        text(self, x, y, w, h, t, *a, **k)

    monkeypatch.setattr(render._Ctx, "text", record)
    writer = QPdfWriter(str(tmp_path / "net.pdf"))
    writer.setPageLayout(render.page_layout("a4"))
    render.paint_sheet(writer, sheet)
    del writer
    values = [_number(int(t), "es") for t in game.totals]
    start = next(i for i, (_x, _w, t) in enumerate(drawn) if t == net.cells[0])
    shown = [d for d in drawn[start:start + 12] if d[2] in values]
    assert [t for _x, _w, t in shown] == values
    xs, ws = [x for x, _w, _t in shown], {round(w, 3) for _x, w, _t in shown}
    assert len(ws) == 1
    steps = {round(b - a, 3) for a, b in zip(xs, xs[1:])}
    # the same step from one to the next, and each as wide as that step (a pair of columns) but its margins
    assert len(steps) == 1 and abs(steps.pop() - ws.pop() - 2.0) < 0.01

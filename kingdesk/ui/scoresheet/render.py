"""Drawing the score sheet on paper: a printer, a print preview or a PDF file.

The page is drawn with :class:`QPainter` in millimetres, like a ruled paper
sheet: a header (title, date, rule set and its variant settings, players), the
table with a grid, the notes under it, and a footer with the result and the
page number. Long games continue on the next page with the column headings
repeated.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QDate, QMarginsF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPagedPaintDevice, QPageLayout, QPageSize, QPainter, QPen

from .. import i18n
from .sheet import CANCELLED, DEAL, PLANNED, RESULT, RIGHTS, TOTAL, Sheet

translate = QCoreApplication.translate

FONT_FAMILY = "DejaVu Sans"
"""A face with the Turkish letters and the suit symbols; Qt falls back when it is missing."""

PAPER_SIZES = {"a4": QPageSize.PageSizeId.A4, "letter": QPageSize.PageSizeId.Letter}

INK = QColor("#1a1a1a")
RULE = QColor("#9aa5b1")
SHADE = QColor("#eef2f6")
NEGATIVE = QColor("#9b1c1c")
MUTED = QColor("#6b6b6b")
SMALLEST = 0.78
"""How far a name or a sale cell's font may shrink to fit its column before the text is cut."""


def default_paper() -> str:
    """Letter where the locale measures in inches (the US), A4 elsewhere."""
    from PySide6.QtCore import QLocale

    return "letter" if QLocale().measurementSystem() == QLocale.MeasurementSystem.ImperialUSSystem else "a4"


def page_layout(paper: str = "a4") -> QPageLayout:
    size = QPageSize(PAPER_SIZES.get(paper.lower(), QPageSize.PageSizeId.A4))
    return QPageLayout(size, QPageLayout.Orientation.Portrait, QMarginsF(15, 15, 15, 12), QPageLayout.Unit.Millimeter)


@dataclass
class _Ctx:
    painter: QPainter
    device: QPagedPaintDevice
    scale: float       # device pixels per millimetre
    width: float       # printable width, mm
    height: float      # printable height, mm
    dry: bool = False  # lay out only (to count the pages), draw nothing

    def fill(self, r: QRectF, color: QColor) -> None:
        if not self.dry:
            self.painter.fillRect(r, color)

    def new_page(self) -> None:
        if not self.dry:
            self.device.newPage()

    def rect(self, x: float, y: float, w: float, h: float) -> QRectF:
        s = self.scale
        return QRectF(x * s, y * s, w * s, h * s)

    def font(self, size: float, bold: bool = False, italic: bool = False) -> QFont:
        f = QFont(FONT_FAMILY)
        # sizes in millimetres of the em box, so the page looks the same at any resolution
        f.setPixelSize(max(1, round(size * self.scale)))
        f.setBold(bold)
        f.setItalic(italic)
        # no "fi"/"fl" ligatures: the PDF's text stays searchable and copyable as typed
        f.setFeature(QFont.Tag("liga"), 0)
        return f

    def text(self, x: float, y: float, w: float, h: float, text: str, font: QFont,
             align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
             color: QColor = INK) -> None:
        if self.dry:
            return
        p = self.painter
        p.setFont(font)
        p.setPen(color)
        r = self.rect(x, y, w, h)
        fm = QFontMetricsF(font, self.device)
        if not align & Qt.TextFlag.TextWordWrap:
            text = fm.elidedText(text, Qt.TextElideMode.ElideRight, r.width())
        p.drawText(r, int(align), text)

    def fitted_text(self, x: float, y: float, w: float, h: float, text: str, font: QFont,
                    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                    color: QColor = INK, names: Sequence[str] = ()) -> None:
        """``text`` in a font made smaller, down to :data:`SMALLEST` of it, to fit ``w``; still too wide, the
        longest of ``names`` found in it is cut ("Maximil… por 4": the price, the useful part, stays), and only
        then its end."""
        if self.dry:
            return
        room = w * self.scale
        f = QFont(font)
        smallest = max(1, round(font.pixelSize() * SMALLEST))
        while QFontMetricsF(f, self.device).horizontalAdvance(text) > room and f.pixelSize() > smallest:
            f.setPixelSize(max(smallest, min(f.pixelSize() - 1, round(f.pixelSize() * 0.94))))
        fm = QFontMetricsF(f, self.device)
        name = max((n for n in names if n and n in text), key=len, default="")
        if name and fm.horizontalAdvance(text) > room:
            cuts = [text.replace(name, name[:keep] + "…", 1) for keep in range(len(name) - 1, 2, -1)]
            text = next((c for c in cuts if fm.horizontalAdvance(c) <= room), cuts[-1] if cuts else text)
        self.text(x, y, w, h, text, f, align, color)

    def wrapped_height(self, w: float, text: str, font: QFont) -> float:
        fm = QFontMetricsF(font, self.device)
        r = fm.boundingRect(self.rect(0, 0, w, 1000), int(Qt.TextFlag.TextWordWrap), text)
        return r.height() / self.scale

    def hline(self, x1: float, x2: float, y: float, width: float = 0.2, color: QColor = RULE) -> None:
        if self.dry:
            return
        pen = QPen(color)
        pen.setWidthF(width * self.scale)
        self.painter.setPen(pen)
        s = self.scale
        self.painter.drawLine(round(x1 * s), round(y * s), round(x2 * s), round(y * s))

    def vline(self, x: float, y1: float, y2: float, width: float = 0.2, color: QColor = RULE) -> None:
        if self.dry:
            return
        pen = QPen(color)
        pen.setWidthF(width * self.scale)
        self.painter.setPen(pen)
        s = self.scale
        self.painter.drawLine(round(x * s), round(y1 * s), round(x * s), round(y2 * s))


def paint_sheet(device: QPagedPaintDevice, sheet: Sheet, painter: QPainter | None = None) -> int:
    """Draw ``sheet`` on a printer or PDF writer (its page layout already set). Returns the page count."""
    own = painter is None
    p = painter or QPainter()
    if own and not p.begin(device):
        raise OSError("the page cannot be drawn (is the file writable?)")
    try:
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        layout = device.pageLayout()
        res = device.logicalDpiX()
        paint = layout.paintRectPixels(res)
        scale = res / 25.4
        ctx = _Ctx(p, device, scale, paint.width() / scale, paint.height() / scale, dry=True)
        pages = _draw(ctx, sheet, 0)
        ctx.dry = False
        return _draw(ctx, sheet, pages)
    finally:
        if own:
            p.end()


HEADING_SIZE = 3.1
"""The column headings' font size, mm."""


def _heading_width(ctx: _Ctx, title: str) -> float:
    """The width, mm, a column needs for its heading ``title`` in one line, with the cell's margins."""
    fm = QFontMetricsF(ctx.font(HEADING_SIZE, bold=True), ctx.device)
    return fm.horizontalAdvance(title) / ctx.scale + 3.0


def _column_widths(ctx: _Ctx, sheet: Sheet) -> list[float]:
    """The text columns' widths, the first (the hand's number) wide enough for its heading in every language."""
    if sheet.family == "tr":
        fixed = [11.0, 30.0, 44.0]
    else:
        fixed = [9.0, 25.0, 36.0, 27.0]
    fixed[0] = max(fixed[0], _heading_width(ctx, sheet.columns[0].title))
    rest = ctx.width - sum(fixed)
    n = len(sheet.columns) - len(fixed)
    return fixed + [rest / n] * n


def _header(ctx: _Ctx, sheet: Sheet) -> float:
    """Title block at the top of every page; returns the y where the table starts."""
    w = ctx.width
    y = 0.0
    ctx.text(0, y, w * 0.65, 9, i18n.upper(sheet.title), ctx.font(5.2, bold=True))
    date = i18n.locale().toString(QDate.currentDate(), i18n.locale().FormatType.LongFormat)
    ctx.text(w * 0.55, y, w * 0.45, 9, date, ctx.font(3.2), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    y += 9
    ctx.hline(0, w, y, 0.6, INK)
    y += 1.5
    small = ctx.font(3.0)
    bold = ctx.font(3.0, bold=True)
    label_w = 32.0
    lines: list[tuple[str, str]] = [
        (translate("ScoreSheet", "Rules"), i18n.ruleset_name(sheet.ruleset)),
        (translate("ScoreSheet", "Players"), ", ".join(sheet.names)),
    ]
    if sheet.counted:
        lines.append((translate("ScoreSheet", "Cards"), translate("ScoreSheet", "played with real cards; the sheet "
                                                                  "was kept from the counts")))
    if sheet.variants:
        variants = "; ".join(f"{k}: {v}" for k, v in sheet.variants)
    else:
        variants = translate("ScoreSheet", "the preset's standard rules")
    lines.append((translate("ScoreSheet", "Settings"), variants))
    for label, value in lines:
        h = max(5.0, ctx.wrapped_height(w - label_w, value, small) + 1.2)
        ctx.text(0, y, label_w, 5, label, bold)
        ctx.text(label_w, y + 0.6, w - label_w, h, value, small,
                 Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)
        y += h
    return y + 3


def _table_heading(ctx: _Ctx, sheet: Sheet, widths: list[float], y: float) -> float:
    w = ctx.width
    bold = ctx.font(HEADING_SIZE, bold=True)
    grouped = any(c.group for c in sheet.columns)
    h = 11.0 if grouped else 7.0
    ctx.fill(ctx.rect(0, y, w, h), SHADE)
    x = 0.0
    i = 0
    cols = sheet.columns
    while i < len(cols):
        col = cols[i]
        if col.group:
            span = sum(widths[i:i + 2])
            ctx.fitted_text(x + 0.8, y, span - 1.6, 6, col.group, bold, Qt.AlignmentFlag.AlignCenter)
            ctx.hline(x, x + span, y + 6, 0.2)
            for k in range(2):
                sub = cols[i + k]
                ctx.text(x + widths[i] * k, y + 6, widths[i + k], 5, sub.title, bold, Qt.AlignmentFlag.AlignCenter)
            ctx.vline(x + widths[i], y + 6, y + h, 0.15)
            x += span
            i += 2
        else:
            align = (Qt.AlignmentFlag.AlignCenter if col.numeric
                     else Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            ctx.text(x + 1.2, y, widths[i] - 2.4, h, col.title, bold, align)
            x += widths[i]
            i += 1
        ctx.vline(x, y, y + h, 0.2)
    ctx.hline(0, w, y, 0.5, INK)
    ctx.hline(0, w, y + h, 0.5, INK)
    return y + h


def _row(ctx: _Ctx, sheet: Sheet, widths: list[float], y: float, h: float, index: int) -> None:
    row = sheet.rows[index]
    w = ctx.width
    if row.kind in (TOTAL, RIGHTS, RESULT):
        ctx.fill(ctx.rect(0, y, w, h), SHADE)
    summary = row.kind in (TOTAL, RESULT)
    muted = row.kind in (CANCELLED, PLANNED)
    font = ctx.font(3.1, bold=summary, italic=muted)
    x = 0.0
    span_text = row.kind in (TOTAL, RIGHTS, RESULT)
    across = row.kind == RESULT or row.net  # Spanish: each player's value across his − and + columns
    for c, col in enumerate(sheet.columns):
        value = row.cells[c] if c < len(row.cells) else None
        if value is None or value == "":
            text = ""
        elif isinstance(value, int):
            text = i18n.number(value)
        else:
            text = str(value)
        color = MUTED if muted else (NEGATIVE if isinstance(value, int) and value < 0 else INK)
        if row.kind == CANCELLED and c > 2:
            pass  # the note of a cancelled hand runs over its empty score columns
        elif row.kind == CANCELLED and c == 2:
            ctx.text(x + 1.2, y, w - x - 2.4, h, text, font, color=color)
        elif across and col.sign == 1:
            pass  # drawn with its negative twin, across the player's two columns
        elif across and col.sign == -1:
            # a word of the result, or the net total whatever its sign: one place per player, not the − or the
            # + column by the sign (player-run-3 #24)
            other = row.cells[c + 1] if c + 1 < len(row.cells) else None
            if not text and other is not None and other != "":
                text = i18n.number(other) if isinstance(other, int) else str(other)
            ctx.text(x + 1.0, y, widths[c] + widths[c + 1] - 2.0, h, text, font, Qt.AlignmentFlag.AlignCenter, color)
        elif c == 0 and span_text:
            # the label of a summary row runs over the first, empty, text columns
            span = sum(widths[k] for k, cc in enumerate(sheet.columns) if not cc.numeric)
            ctx.text(x + 1.2, y, span - 2.4, h, text, font, color=color)
        elif span_text and not col.numeric:
            pass
        elif not col.numeric and row.kind == DEAL:  # a name (the mano, a sale's buyer): shrunk, then cut in it
            ctx.fitted_text(x + 1.2, y, widths[c] - 2.4, h, text, font, color=color, names=sheet.names)
        else:
            align = ((Qt.AlignmentFlag.AlignRight if col.numeric else Qt.AlignmentFlag.AlignLeft)
                     | Qt.AlignmentFlag.AlignVCenter)
            ctx.text(x + 1.2, y, widths[c] - 2.4, h, text, font, align, color)
        x += widths[c]
        inner_text = span_text and not col.numeric and c + 1 < len(widths) and not sheet.columns[c + 1].numeric
        inner_pair = across and col.sign == -1
        note = row.kind == CANCELLED and c >= 2 and c + 1 < len(widths)
        if not (inner_text or inner_pair or note):
            ctx.vline(x, y, y + h, 0.15)
    ctx.hline(0, w, y + h, 0.15)


def _footer(ctx: _Ctx, sheet: Sheet, page: int, pages: int | None) -> None:
    w, bottom = ctx.width, ctx.height
    ctx.hline(0, w, bottom - 6, 0.3, INK)
    f = ctx.font(2.6, italic=True)
    # the result, short, on every page; the sheet's name while the game goes on
    summary = sheet.headline
    name = translate("ScoreSheet", "KingDesk score sheet")
    left = f"{name} — {summary}" if summary else name
    ctx.text(0, bottom - 5.5, w * 0.78, 5, left, f, color=MUTED)
    if pages:
        label = translate("ScoreSheet", "Page %1 of %2").replace("%1", i18n.number(page)).replace(
            "%2", i18n.number(pages))
    else:
        label = translate("ScoreSheet", "Page %1").replace("%1", i18n.number(page))
    ctx.text(w * 0.78, bottom - 5.5, w * 0.22, 5, label, f,
             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, MUTED)


def _closing(ctx: _Ctx, sheet: Sheet) -> list[tuple[str, QFont, QColor]]:
    out: list[tuple[str, QFont, QColor]] = []
    for r in sheet.remarks:
        out.append((r, ctx.font(3.0), INK))
    cancelled = [r for r in sheet.rows if r.kind == CANCELLED]
    if cancelled:
        out.append((translate("ScoreSheet", "Hands without a number were redealt and do not count."),
                    ctx.font(3.0, italic=True), MUTED))
    out.append((sheet.status, ctx.font(3.2, bold=True), INK))
    for r in sheet.result:
        out.append((r, ctx.font(3.6, bold=True), INK))
    return out


def _draw(ctx: _Ctx, sheet: Sheet, pages: int) -> int:
    widths = _column_widths(ctx, sheet)
    row_h = 6.2
    limit = ctx.height - 8
    page = 1
    y = _header(ctx, sheet)
    y = _table_heading(ctx, sheet, widths, y)
    for i in range(len(sheet.rows)):
        if y + row_h > limit:
            _footer(ctx, sheet, page, pages or None)
            ctx.new_page()
            page += 1
            y = _header(ctx, sheet)
            y = _table_heading(ctx, sheet, widths, y)
        _row(ctx, sheet, widths, y, row_h, i)
        y += row_h
    ctx.hline(0, ctx.width, y, 0.5, INK)
    y += 3
    for text, font, color in _closing(ctx, sheet):
        h = max(5.0, ctx.wrapped_height(ctx.width, text, font) + 1.0)
        if y + h > limit:
            _footer(ctx, sheet, page, pages or None)
            ctx.new_page()
            page += 1
            y = _header(ctx, sheet)
        ctx.text(0, y, ctx.width, h, text, font,
                 Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap, color)
        y += h
    _footer(ctx, sheet, page, pages or page)
    return page


__all__ = ["paint_sheet", "page_layout", "default_paper", "PAPER_SIZES"]

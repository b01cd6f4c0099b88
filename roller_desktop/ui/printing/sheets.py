"""Printed pages: the Roller protocol, the 105 result and tables (the league), on one A4 page.

Every page is a `Sheet`: an orientation and a function that paints the page into a rectangle
of device pixels. The same sheet goes to a PDF file, to a printer through the print preview,
or to a PNG for screenshots, so the paper and the preview never differ (the preview, with
its printer, is ui/printing/preview.py: imported where it is shown, so the command line's PDFs
never load Qt's widgets). Sizes are given in
millimetres and points, converted with the device's own resolution.
"""

from __future__ import annotations

import errno
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, date, datetime
from pathlib import Path

from PySide6.QtCore import (
    QBuffer,
    QCoreApplication,
    QDate,
    QIODevice,
    QLocale,
    QMarginsF,
    QPointF,
    QRectF,
    QSizeF,
    Qt,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QGuiApplication,
    QImage,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPen,
)

from roller_desktop.engine.hundredfive import Race
from roller_desktop.engine.protocol import Outcome, Protocol
from roller_desktop.engine.roller import RollerMatch, RollerRules
from roller_desktop.store.games import replay_to_show
from roller_desktop.store.league_store import LeagueStore
from roller_desktop.ui.common.i18n import QT_TRANSLATE_NOOP, faces, qt_date

Painter = Callable[[QPainter, QRectF], None]

PDF_DPI = 300
MARGIN_MM = 12.0
INK = QColor("#1d1d1b")
FAINT = QColor("#6b6b66")
RULE = QColor("#9a9a94")
ZEBRA = QColor("#f1efe8")
WIN_FILL = QColor("#fbe7a1")
TJOCK_INK = QColor("#a3261b")
LEFT = Qt.AlignmentFlag.AlignLeft
RIGHT = Qt.AlignmentFlag.AlignRight
PORTRAIT = QPageLayout.Orientation.Portrait
LANDSCAPE = QPageLayout.Orientation.Landscape


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """A translated text of the printed pages; with `n`, its plural form for n (%n)."""
    return QCoreApplication.translate("Printing", text, disambiguation, n)


@dataclass(frozen=True)
class Sheet:
    """One printable page: how it lies on the paper and how it is painted."""

    title: str
    landscape: bool
    paint: Painter
    # The name a saved file takes when the title alone would repeat from one match to the
    # next (a player's coach sheet: its match's date and time); "": the title.
    file_title: str = ""

    def file_name_title(self) -> str:
        return self.file_title or self.title

    def page_layout(self) -> QPageLayout:
        return QPageLayout(
            QPageSize(QPageSize.PageSizeId.A4),
            LANDSCAPE if self.landscape else PORTRAIT,
            QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM),
            QPageLayout.Unit.Millimeter,
        )


def dated_file_title(title: str, when: datetime | None) -> str:
    """A match's page saved under its title and the time of day too: two races of one
    evening both offered "Resultat i 105 2026-12-06.pdf" (the second asked to overwrite the
    first; nb, under Xvfb). "": the title alone."""
    return "" if when is None else f"{title} {local_time(when):%H.%M}"


@dataclass(frozen=True)
class MatchInfo:
    """What the page says about a match besides its grid."""

    date: datetime | None = None  # naive UTC, as the store keeps it, or aware
    place: str | None = None
    note: str | None = None
    analysis: tuple[str, ...] = ()  # lines after the match (ui.match_analysis), when chosen


@dataclass(frozen=True)
class RaceResult:
    """A 105 race as the page shows it: seats in seating order with their place and turns."""

    seats: tuple[str, ...]
    starter: int
    dice: tuple[int, ...]
    kids: tuple[bool, ...]
    places: tuple[int | None, ...]
    turns: tuple[int, ...]
    throws: tuple[int, ...]
    chasing: tuple[int, ...]  # 1-6, or 7 when through the sixes
    is_over: bool
    rule_differences: tuple[tuple[str, str], ...] = field(default=())

    @classmethod
    def of(cls, race: Race) -> RaceResult:
        n = range(len(race.seats))
        return cls(
            seats=race.seats,
            starter=race.starter,
            dice=race.dice,
            kids=race.kids,
            places=tuple(race.place(s) for s in n),
            turns=tuple(race.turns(s) for s in n),
            throws=tuple(race.throws(s) for s in n),
            chasing=tuple(race.chasing(s) for s in n),
            is_over=race.is_over,
            rule_differences=race.rules.differences(),
        )


# ---- output --------------------------------------------------------------------------------


def ensure_gui() -> None:
    """Painting text needs a QGuiApplication; the command line gets an offscreen one."""
    if QGuiApplication.instance() is None:
        QGuiApplication(["roller-desktop", "-platform", "offscreen"])


def write_pdf(sheet: Sheet, path: str | Path) -> Path:
    """Write the sheet as a one-page A4 PDF. The file appears only when it is complete."""
    return write_pdf_pages([sheet], path)


def write_pdf_pages(sheets: Sequence[Sheet], path: str | Path, title: str | None = None) -> Path:
    """Write the sheets as an A4 PDF of one page each, each lying as its sheet says. The
    file appears only when it is complete: the PDF is made in memory (what QPainter.end()
    reports is checked), then written through a partial file whose size is checked before it
    takes the name. A failure raises OSError (a full disk: ENOSPC) and leaves nothing."""
    if not sheets:
        raise ValueError("A PDF needs a page at least.")
    ensure_gui()
    target = Path(path)
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setResolution(PDF_DPI)
    writer.setTitle(title or sheets[0].title)
    writer.setCreator("Roller desktop")
    writer.setPageLayout(sheets[0].page_layout())
    painter = QPainter()
    if not painter.begin(writer):
        raise OSError(tr("Cannot write the PDF file {path}.").format(path=target))
    try:
        for number, sheet in enumerate(sheets):
            if number:
                writer.setPageLayout(sheet.page_layout())
                writer.newPage()
            sheet.paint(painter, QRectF(0, 0, writer.width(), writer.height()))
    finally:
        ended = painter.end()
    del writer
    data = bytes(buffer.data().data())
    if not ended or not data.startswith(b"%PDF"):
        raise OSError(tr("Cannot write the PDF file {path}.").format(path=target))
    write_whole(target, data)
    return target


def write_whole(target: Path, data: bytes) -> None:
    """`data` under the name `target`, whole or not at all: through `<name>.part`, flushed to
    the disk and its size checked; the partial file is removed on any failure."""
    partial = target.with_name(target.name + ".part")
    try:
        with open(partial, "wb") as stream:
            written = stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        if written != len(data) or partial.stat().st_size != len(data):
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(target))
        partial.replace(target)
    except OSError as error:
        partial.unlink(missing_ok=True)
        # The person chose `target`, never saw the partial file: name what they chose, or the
        # folder that is missing.
        named = target.parent if not target.parent.is_dir() else target
        raise type(error)(error.errno, error.strerror, str(named)) from error
    except BaseException:
        partial.unlink(missing_ok=True)
        raise


def render_image(sheet: Sheet, dpi: int = 110) -> QImage:
    """The whole page, margins included, as an image (screenshots, the window's thumbnail)."""
    ensure_gui()
    layout = sheet.page_layout()
    full = layout.fullRectPixels(dpi)
    image = QImage(full.width(), full.height(), QImage.Format.Format_RGB32)
    dots_per_metre = round(dpi / 0.0254)
    image.setDotsPerMeterX(dots_per_metre)
    image.setDotsPerMeterY(dots_per_metre)
    image.fill(QColor("white"))
    paint_rect = QRectF(layout.paintRectPixels(dpi))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    try:
        painter.translate(paint_rect.topLeft())
        sheet.paint(painter, QRectF(QPointF(0, 0), paint_rect.size()))
    finally:
        painter.end()
    return image


def save_png(sheet: Sheet, path: str | Path, dpi: int = 110) -> Path:
    target = Path(path)
    # The format as text: PySide6 refuses the bytes its stub asks for.
    if not render_image(sheet, dpi).save(str(target), "PNG"):  # type: ignore[call-overload]
        raise OSError(tr("Cannot write the image {path}.").format(path=target))
    return target


# ---- drawing helpers -----------------------------------------------------------------------


class Pen:
    """Millimetres and points on one device; text that fits its box."""

    def __init__(self, painter: QPainter) -> None:
        self.painter = painter
        device = painter.device()
        self.dpi = float(device.logicalDpiY()) if device is not None else 96.0

    def mm(self, value: float) -> float:
        return value * self.dpi / 25.4

    def font(self, points: float, bold: bool = False, italic: bool = False) -> QFont:
        font = QFont("DejaVu Sans")
        font.setStyleHint(QFont.StyleHint.SansSerif)
        # Point sizes go through pixels so that every device (PDF, image, printer) agrees.
        font.setPixelSize(max(1, round(points * self.dpi / 72)))
        font.setBold(bold)
        font.setItalic(italic)
        # No ligatures: "off" must stay three letters for anyone copying text out of the PDF.
        font.setFeature(QFont.Tag("liga"), 0)
        return font

    def text(
        self,
        rect: QRectF,
        text: str,
        points: float,
        *,
        align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
        bold: bool = False,
        italic: bool = False,
        colour: QColor = INK,
        wrap: bool = False,
    ) -> None:
        """Draw text in the box, shrinking it (down to 60 %) rather than cutting it off."""
        size = points
        flags = int(align | Qt.AlignmentFlag.AlignVCenter) if not wrap else int(align)
        if wrap:
            flags |= int(Qt.TextFlag.TextWordWrap)
        font = self.font(size, bold, italic)
        while size > points * 0.6:
            metrics = QFontMetricsF(font)
            needed = metrics.boundingRect(rect, flags, text)
            # The width strictly: a text up to half a pixel too wide passed here and was then
            # cut by the elision below ("EM i Roller 2026, omgång…" on a round's papers).
            if needed.width() <= rect.width() and needed.height() <= rect.height() + 0.5:
                break
            size *= 0.92
            font = self.font(size, bold, italic)
        self.painter.setFont(font)
        self.painter.setPen(colour)
        if not wrap:
            text = QFontMetricsF(font).elidedText(
                text, Qt.TextElideMode.ElideRight, rect.width() + 0.5
            )
        self.painter.drawText(rect, flags, text)

    def line(self, x1: float, y1: float, x2: float, y2: float, width: float, ink: QColor) -> None:
        """A straight line `width` millimetres wide."""
        pen = QPen(ink)
        pen.setWidthF(self.mm(width))
        self.painter.setPen(pen)
        self.painter.drawLine(QPointF(x1, y1), QPointF(x2, y2))

    def fill(self, rect: QRectF, colour: QColor) -> None:
        self.painter.fillRect(rect, colour)


def local_time(moment: datetime) -> datetime:
    """The store keeps naive UTC; the page shows the local time."""
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone()


def date_text(moment: datetime | None) -> str:
    if moment is None:
        return ""
    local = local_time(moment)
    locale = QLocale()
    day = locale.toString(qt_date(local.date()), QLocale.FormatType.LongFormat)
    return f"{day}, {local:%H:%M}"


RULE_LABELS = {
    "rounds": QT_TRANSLATE_NOOP("Printing", "Rounds"),
    "ww_threshold": QT_TRANSLATE_NOOP("Printing", "WW limit"),
    "forced_after_roller": QT_TRANSLATE_NOOP(
        "Printing", "Forced throw after ROLLER by Stege or Alla lika"
    ),
    "starter": QT_TRANSLATE_NOOP("Printing", "Starter"),
    "handicap": QT_TRANSLATE_NOOP("Printing", "Handicap"),
    "extra_throw": QT_TRANSLATE_NOOP("Printing", "Extra throw after a finished number"),
    "play_for_places": QT_TRANSLATE_NOOP("Printing", "Play for places"),
}
RULE_VALUES = {
    "on": QT_TRANSLATE_NOOP("Printing", "on"),
    "off": QT_TRANSLATE_NOOP("Printing", "off"),
    "throw": QT_TRANSLATE_NOOP("Printing", "decided by a throw"),
    "choose": QT_TRANSLATE_NOOP("Printing", "chosen by the table"),
}


def rules_text(differences: Sequence[tuple[str, str]], seats: Sequence[str] = ()) -> str:
    """The house rules that differ from the defaults, in words (`seats`: the match's, for
    the handicap's names)."""
    if not differences:
        return tr("House rules: as in the rules (no changes).")
    parts = []
    for name, value in differences:
        label = tr(RULE_LABELS[name]) if name in RULE_LABELS else name
        if name == "handicap":
            shown = handicap_text(value, seats)
        else:
            shown = tr(RULE_VALUES[value]) if value in RULE_VALUES else value
        parts.append(f"{label}: {shown}")
    return tr("House rules: {rules}.").format(rules="; ".join(parts))


def handicap_text(value: str, seats: Sequence[str]) -> str:
    """The handicap rule's value ("0 300", points per seat) in words: who starts with what."""
    points = [int(p) for p in value.split()]
    names = list(seats) if len(seats) == len(points) else [str(i + 1) for i in range(len(points))]
    return ", ".join(
        tr("{name} starts with %n points", "", p).format(name=n)
        for n, p in zip(names, points, strict=True)
        if p
    )


def _header(
    pen: Pen,
    rect: QRectF,
    title: str,
    subtitle: str,
    info: MatchInfo,
    date_line: str | None = None,
) -> float:
    """Title left, date and place right (`date_line` instead of the date: a blank protocol's);
    returns the y where the header ends."""
    title_box = QRectF(rect.left(), rect.top(), rect.width() * 0.55, pen.mm(11))
    pen.text(title_box, title, 22, align=LEFT, bold=True)
    sub_box = QRectF(rect.left(), title_box.bottom(), rect.width() * 0.6, pen.mm(6))
    pen.text(sub_box, subtitle, 10, align=LEFT, colour=FAINT)
    right = QRectF(rect.left() + rect.width() * 0.45, rect.top(), rect.width() * 0.55, pen.mm(7))
    pen.text(right, date_text(info.date) if date_line is None else date_line, 11, align=RIGHT)
    if info.place:
        place_box = right.translated(0, pen.mm(6.5))
        pen.text(place_box, info.place, 11, align=RIGHT, italic=True)
    bottom = sub_box.bottom() + pen.mm(2)
    pen.line(rect.left(), bottom, rect.right(), bottom, 0.5, INK)
    return bottom + pen.mm(3)


def _footer(pen: Pen, rect: QRectF, lines: Sequence[tuple[str, float, bool]]) -> float:
    """Paragraphs of small print at the bottom (text, points, bold), wrapped to the width;
    returns the y where they begin."""
    flags = int(LEFT) | int(Qt.TextFlag.TextWordWrap)
    heights = []
    for text, points, bold in lines:
        metrics = QFontMetricsF(pen.font(points, bold))
        needed = metrics.boundingRect(QRectF(0, 0, rect.width(), 1e6), flags, text).height()
        heights.append(needed + pen.mm(1.2))
    top = rect.bottom() - sum(heights) - pen.mm(5)
    y = top
    for (text, points, bold), height in zip(lines, heights, strict=True):
        box = QRectF(rect.left(), y, rect.width(), height)
        pen.text(box, text, points, align=LEFT, bold=bold, wrap=True)
        y += height
    stamp = QRectF(rect.left(), rect.bottom() - pen.mm(4.5), rect.width(), pen.mm(4.5))
    pen.text(stamp, "Roller desktop", 7, align=RIGHT, colour=FAINT)
    return top


# ---- the Roller protocol -------------------------------------------------------------------

PORTRAIT_SEATS = 5


def protocol_sheet(protocol: Protocol, info: MatchInfo | None = None) -> Sheet:
    """The paper protocol: portrait for up to five players, landscape for six to eight."""
    shown = info or MatchInfo()
    landscape = len(protocol.seats) > PORTRAIT_SEATS
    title = tr("Roller protocol")
    if shown.date is not None:
        title = f"{title} {local_time(shown.date):%Y-%m-%d}"

    def paint(painter: QPainter, rect: QRectF) -> None:
        paint_protocol(painter, rect, protocol, shown)

    return Sheet(title, landscape, paint, dated_file_title(title, shown.date))


def blank_protocol_sheet(
    names: Sequence[str],
    rounds: int = 15,
    day: date | None = None,
    place: str | None = None,
    heading: str | None = None,
) -> Sheet:
    """A protocol to fill in by hand at a table that plays on paper: the names in seating
    order, the date (or a line for it), the place, the rounds with a running-total column per
    player, and the symbols' legend; one A4 page for up to eight players. `heading`: what
    the subtitle says first (a championship's round and table)."""
    n = len(names)
    protocol = Protocol(
        seats=tuple(names),
        rounds=rounds,
        starter=0,
        cells=tuple((None,) * rounds for _ in names),
        roller_counts=(0,) * n,
        ww_threshold=10000,
        is_over=False,
        current=None,
        # A match of other than 15 rounds says so in the house rules, as a played one does
        # (a championship's 3-round sheets said "as in the rules (no changes)").
        rule_differences=RollerRules(rounds=rounds).differences(),
    )
    if day is None:
        date_line = tr("Date: ______________")
    else:
        date_line = QLocale().toString(
            QDate(day.year, day.month, day.day), QLocale.FormatType.LongFormat
        )
    info = MatchInfo(place=place or tr("Place: ______________"))

    def paint(painter: QPainter, rect: QRectF) -> None:
        paint_protocol(painter, rect, protocol, info, blank=date_line, heading=heading)

    return Sheet(tr("Roller protocol"), n > PORTRAIT_SEATS, paint)


def championship_table_sheet(
    championship: str,
    round_number: int,
    table: int,
    names: Sequence[str],
    rounds: int = 15,
    day: date | None = None,
    place: str | None = None,
) -> Sheet:
    """A championship table's protocol sheet: the blank protocol with the names pre-printed in
    seat order (seat 1 starts), headed by the championship, the round (0: the final) and the
    table."""
    if round_number == 0:
        heading = tr("{championship}: the final").format(championship=championship)
    else:
        heading = tr("{championship}: qualifying round {round}, table {table}").format(
            championship=championship, round=round_number, table=table
        )
    return blank_protocol_sheet(names, rounds, day, place, heading=heading)


def paint_protocol(
    painter: QPainter,
    rect: QRectF,
    protocol: Protocol,
    info: MatchInfo,
    blank: str | None = None,
    heading: str | None = None,
) -> None:
    """The protocol's page; `blank`: a protocol to fill in by hand, with this date line;
    `heading`: what the subtitle says first."""
    pen = Pen(painter)
    n = len(protocol.seats)
    starter = protocol.seats[protocol.starter]
    parts = [tr("Protocol"), tr("%n rounds", "", protocol.rounds), tr("%n players", "", n)]
    if heading:
        parts.insert(0, heading)
    if blank is None:
        parts.append(tr("{name} started").format(name=starter))
    subtitle = " · ".join(parts)
    if not protocol.is_over and blank is None:
        subtitle += " · " + tr("match in play")
    top = _header(pen, rect, "Roller", subtitle, info, blank)
    footer_lines: list[tuple[str, float, bool]] = []
    if info.note:
        footer_lines.append((tr("Note: {note}").format(note=info.note), 9.5, False))
    if info.analysis:
        footer_lines.append(
            (tr("After the match (against the maximum-expected-points play):"), 9, True)
        )
        footer_lines.extend((line, 8.5, False) for line in info.analysis)
    footer_lines.append((rules_text(protocol.rule_differences, protocol.seats), 9.5, True))
    footer_lines.append(
        (
            tr(
                "W winner · WW winner with {limit} or more · sur mun lowest total · "
                "● plump: most rounds gone tjock · – Tjock · RT Råtjock"
            ).format(limit=protocol.ww_threshold),
            8,
            False,
        )
    )
    bottom = _footer(pen, rect, footer_lines) - pen.mm(3)

    # Columns: the round number, then per player the round's points and the running total.
    label_w = pen.mm(22)
    col_w = (rect.width() - label_w) / n
    points_w = col_w * 0.55
    # Rows: the names, a small caption row, the rounds, then the total and the summary rows.
    summary = [
        (tr("Total"), [str(t) for t in protocol.totals], 13.0, True),
        (tr("Symbols"), [protocol.symbol_text(s) for s in range(n)], 12.0, True),
        (tr("Tjock rounds"), [str(c) for c in protocol.tjock_counts], 9.5, False),
        ("ROLLER", [str(c) for c in protocol.roller_counts], 9.5, False),
    ]
    if blank is not None:  # written in by hand
        summary = [(label, [""] * n, points, bold) for label, _, points, bold in summary]
    elif protocol.hand_kept:  # a protocol kept by hand has no throws: ROLLER is not known
        summary = summary[:3]
    name_h = pen.mm(12)
    caption_h = pen.mm(4.5)
    summary_h = [pen.mm(9), pen.mm(8), pen.mm(6), pen.mm(6)][: len(summary)]
    space = bottom - top - name_h - caption_h - sum(summary_h)
    row_h = min(pen.mm(11), space / protocol.rounds)
    cell_pt = max(5.0, min(12.0, row_h / pen.mm(1) * 1.75))
    symbols = protocol.symbols
    winners = {s for s in range(n) if {"W", "WW"} & symbols[s]}

    def column_x(seat: int) -> float:
        return rect.left() + label_w + seat * col_w

    y = top
    for seat, name in enumerate(protocol.seats):
        box = QRectF(column_x(seat) + pen.mm(1), y, col_w - pen.mm(2), name_h * 0.68)
        pen.text(box, name, 12, bold=True, wrap=True, align=Qt.AlignmentFlag.AlignHCenter)
        tag = f"{seat + 1}"
        if seat == protocol.starter and blank is None:
            tag += " · " + tr("starts")
        tag_box = QRectF(column_x(seat), y + name_h * 0.68, col_w, name_h * 0.32)
        pen.text(tag_box, tag, 7.5, colour=FAINT)
    y += name_h
    corner = QRectF(rect.left(), y, label_w - pen.mm(2), caption_h)
    pen.text(corner, tr("Round"), 7.5, align=LEFT, colour=FAINT)
    for seat in range(n):
        x = column_x(seat)
        pts_box = QRectF(x, y, points_w - pen.mm(1.5), caption_h)
        pen.text(pts_box, tr("points"), 7, align=RIGHT, colour=FAINT)
        sum_box = QRectF(x + points_w, y, col_w - points_w - pen.mm(1.5), caption_h)
        pen.text(sum_box, tr("sum"), 7, align=RIGHT, colour=FAINT)
    y += caption_h
    grid_top = y
    pen.line(rect.left(), y, rect.right(), y, 0.35, INK)

    for rnd in range(protocol.rounds):
        row = QRectF(rect.left(), y, rect.width(), row_h)
        if rnd % 2 == 1:
            pen.fill(row, ZEBRA)
        label = QRectF(rect.left() + pen.mm(1), y, label_w - pen.mm(3), row_h)
        pen.text(label, str(rnd + 1), cell_pt * 0.9, align=LEFT)
        for seat in range(n):
            x = column_x(seat)
            cell = protocol.cell(seat, rnd)  # (the screen's "whose turn" mark stays on screen)
            if cell is None:
                continue
            colour = INK if cell.outcome is Outcome.BANKED else TJOCK_INK
            pts_box = QRectF(x, y, points_w - pen.mm(1.5), row_h)
            # The stroke of a Tjock is short in most fonts; a larger one reads across the room.
            scale = 1.5 if cell.outcome is Outcome.TJOCK else 1.0
            pen.text(
                pts_box,
                protocol.cell_text(seat, rnd),
                cell_pt * scale,
                align=RIGHT,
                bold=cell.outcome is not Outcome.BANKED,
                colour=colour,
            )
            running = protocol.running_total(seat, rnd)
            sum_box = QRectF(x + points_w, y, col_w - points_w - pen.mm(1.5), row_h)
            pen.text(
                sum_box,
                "" if running is None else str(running),
                cell_pt * 0.78,
                align=RIGHT,
                colour=FAINT,
            )
        y += row_h
        pen.line(rect.left(), y, rect.right(), y, 0.12, RULE)
    pen.line(rect.left(), y, rect.right(), y, 0.5, INK)

    for (label_text, values, points, bold), height in zip(summary, summary_h, strict=True):
        label = QRectF(rect.left() + pen.mm(1), y, label_w - pen.mm(2), height)
        pen.text(label, label_text, 9, align=LEFT, bold=bold)
        for seat, value in enumerate(values):
            box = QRectF(column_x(seat), y, col_w, height)
            if bold and seat in winners:
                inset = pen.mm(0.7)
                pen.fill(box.adjusted(inset, inset, -inset, -inset), WIN_FILL)
            pen.text(box.adjusted(pen.mm(1), 0, -pen.mm(1), 0), value, points, bold=bold)
        y += height
        pen.line(rect.left(), y, rect.right(), y, 0.12, RULE)

    # Vertical rules between the players, over the whole grid.
    for seat in range(n):
        x = column_x(seat)
        pen.line(x, top, x, y, 0.35 if seat else 0.5, INK if seat == 0 else RULE)
        divider = x + points_w
        pen.line(divider, grid_top, divider, grid_top + row_h * protocol.rounds, 0.08, RULE)


# ---- the 105 result ------------------------------------------------------------------------


def race_sheet(result: RaceResult, info: MatchInfo | None = None) -> Sheet:
    shown = info or MatchInfo()
    title = tr("105 result")
    if shown.date is not None:
        title = f"{title} {local_time(shown.date):%Y-%m-%d}"
    # The seat is named by where it sits, not "Seat": nb "Plass 4 … Plassering 1." (sv "Plats",
    # "Placering") read as two places that disagree, a column apart.
    at_table = tr("At the table")
    headers = [at_table, tr("Player"), tr("Dice"), tr("Place"), tr("Turns"), tr("Throws")]
    rows: list[list[str]] = []
    for seat, name in enumerate(result.seats):
        place = result.places[seat]
        if place is not None:
            place_text = f"{place}."
        elif result.chasing[seat] <= 6:
            place_text = tr("at {faces}").format(faces=faces(result.chasing[seat]))
        else:
            place_text = "–"
        dice = str(result.dice[seat]) + (" " + tr("(kids' mode)") if result.kids[seat] else "")
        marker = f"{seat + 1}" + (" · " + tr("starts") if seat == result.starter else "")
        rows.append(
            [
                marker,
                name,
                dice,
                place_text,
                str(result.turns[seat]),
                str(result.throws[seat]),
            ]
        )
    winners = [result.seats[s] for s, p in enumerate(result.places) if p == 1]
    subtitle = tr("Result") + " · " + tr("%n players", "", len(result.seats))
    if not result.is_over:
        subtitle += " · " + tr("race in play")
    elif winners:
        subtitle += " · " + tr("{name} won").format(name=winners[0])
    notes = [rules_text(result.rule_differences)]
    if shown.note:
        notes.insert(0, tr("Note: {note}").format(note=shown.note))
    table = Table(
        headers=headers,
        rows=rows,
        widths=[1.1, 3.0, 1.4, 1.2, 1.0, 1.0],
        highlight=[p == 1 for p in result.places],
    )

    def paint(painter: QPainter, rect: QRectF) -> None:
        paint_table(painter, rect, "105", subtitle, table, notes, shown)

    return Sheet(title, False, paint, dated_file_title(title, shown.date))


# ---- tables (the 105 result, the league) ---------------------------------------------------


@dataclass(frozen=True)
class Table:
    headers: Sequence[str]
    rows: Sequence[Sequence[str]]
    widths: Sequence[float]  # relative column widths
    highlight: Sequence[bool] = ()  # rows to mark (winners, the leader)
    left_columns: frozenset[int] = frozenset({1})  # columns aligned left (names)


def table_sheet(
    title: str, subtitle: str, table: Table, notes: Sequence[str] = (), landscape: bool = False
) -> Sheet:
    def paint(painter: QPainter, rect: QRectF) -> None:
        paint_table(painter, rect, title, subtitle, table, notes, MatchInfo())

    return Sheet(title, landscape, paint)


def paint_table(
    painter: QPainter,
    rect: QRectF,
    title: str,
    subtitle: str,
    table: Table,
    notes: Sequence[str],
    info: MatchInfo,
) -> None:
    pen = Pen(painter)
    top = _header(pen, rect, title, subtitle, info)
    bottom = _footer(pen, rect, [(note, 8.5, False) for note in notes]) - pen.mm(3)
    total_weight = sum(table.widths)
    xs = [rect.left()]
    for weight in table.widths:
        xs.append(xs[-1] + rect.width() * weight / total_weight)
    head_h = pen.mm(10)
    rows = max(1, len(table.rows))
    row_h = min(pen.mm(8), (bottom - top - head_h) / rows)
    cell_pt = max(4.5, min(11.0, row_h / pen.mm(1) * 1.6))
    y = top
    for col, header in enumerate(table.headers):
        box = QRectF(
            xs[col] + pen.mm(1), y, xs[col + 1] - xs[col] - pen.mm(2), head_h - pen.mm(1.5)
        )
        align = LEFT if col in table.left_columns else RIGHT
        pen.text(box, header, 8.5, align=align | Qt.AlignmentFlag.AlignBottom, bold=True, wrap=True)
    y += head_h
    pen.line(rect.left(), y, rect.right(), y, 0.4, INK)
    for index, row in enumerate(table.rows):
        line = QRectF(rect.left(), y, rect.width(), row_h)
        if index < len(table.highlight) and table.highlight[index]:
            pen.fill(line, WIN_FILL)
        elif index % 2 == 1:
            pen.fill(line, ZEBRA)
        for col, value in enumerate(row):
            box = QRectF(xs[col] + pen.mm(1), y, xs[col + 1] - xs[col] - pen.mm(2), row_h)
            align = LEFT if col in table.left_columns else RIGHT
            pen.text(box, value, cell_pt, align=align, bold=col in table.left_columns)
        y += row_h
        pen.line(rect.left(), y, rect.right(), y, 0.1, RULE)
    if not table.rows:
        empty = QRectF(rect.left(), y, rect.width(), pen.mm(10))
        pen.text(empty, tr("No matches."), 11, colour=FAINT)


def page_size_mm(sheet: Sheet) -> QSizeF:
    return sheet.page_layout().fullRect(QPageLayout.Unit.Millimeter).size()


# ---- sheets for the window and the command line --------------------------------------------


def sheet_for_game(game: RollerMatch | Race, info: MatchInfo | None = None) -> Sheet:
    """The page of a match in play or just finished: the engine object the screen shows."""
    if isinstance(game, RollerMatch):
        return protocol_sheet(game.protocol(), info)
    return race_sheet(RaceResult.of(game), info)


def sheet_for_match(store: LeagueStore, match_id: str, analysis: bool = False) -> Sheet:
    """The page of a stored match (finished or not), rebuilt from its events; with `analysis`,
    a Roller protocol also shows what each player gave away, their luck and hints."""
    from roller_desktop.ui.common.computer_seats import shown_match

    loaded = shown_match(store.load_match(match_id))  # computer seats in the window's words
    game = replay_to_show(loaded)  # a StoreError naming a match that no longer replays
    lines: tuple[str, ...] = ()
    if analysis and isinstance(game, RollerMatch):
        from roller_desktop.ui.play.match_analysis import for_match

        found = for_match(store, match_id)
        lines = tuple(found.lines()) if found is not None else ()
    info = MatchInfo(loaded.finished or loaded.started, loaded.place, loaded.note, lines)
    return sheet_for_game(game, info)

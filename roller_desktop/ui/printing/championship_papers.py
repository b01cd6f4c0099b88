"""The paper a championship's room needs (issue #16 item 5): per round the seating list by
table and by name and a card for each table; at the end the final standings to pin up, with
the W and WW marks and the rule. Each is a Sheet of sheets.py (PDF, print preview, PNG alike);
a round's papers are several pages, written into one PDF by sheets.write_pdf_pages.

The pages take plain values (the championship core's tables and standings, names of home
towns), never the store: the director's view and the command line read those and hand them
over.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import date

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter

from roller_desktop.championship.draw import Table as DrawnTable
from roller_desktop.championship.standings import Place
from roller_desktop.ui.common.i18n import name_order

from .sheets import (
    FAINT,
    INK,
    LEFT,
    RULE,
    WIN_FILL,
    ZEBRA,
    MatchInfo,
    Pen,
    Sheet,
    _footer,
    _header,
    championship_table_sheet,
    tr,
)

RIGHT = Qt.AlignmentFlag.AlignRight
CENTRE = Qt.AlignmentFlag.AlignCenter


@dataclass(frozen=True)
class Heading:
    """What every page of a championship says at its top."""

    championship: str
    place: str | None = None
    dates: str | None = None  # as the director wrote them ("12–13 March 2027")


def heading_of(name: str, place: str | None, first: date | None, last: date | None) -> Heading:
    """A championship's heading: its name, place and days (one day, or the first and last)."""
    if first is None:
        days = None
    elif last is None or last == first:
        days = first.isoformat()
    else:
        days = f"{first.isoformat()} – {last.isoformat()}"
    return Heading(name, place, days)


def _round_title(heading: Heading, round_number: int) -> str:
    if round_number == 0:
        return tr("{championship}: the final").format(championship=heading.championship)
    return tr("{championship}, qualifying round {round}").format(
        championship=heading.championship, round=round_number
    )


def _date_line(heading: Heading) -> str:
    return heading.dates or ""


def seating_by_table(
    heading: Heading, round_number: int, tables: Sequence[DrawnTable], homes: Mapping[str, str]
) -> Sheet:
    """The round's tables as boxes, each with its players in seat order (seat 1 starts)."""
    title = _round_title(heading, round_number)

    def paint(painter: QPainter, rect: QRectF) -> None:
        pen = Pen(painter)
        info = MatchInfo(place=heading.place)
        subtitle = tr("Seating by table: seat 1 starts, the others follow clockwise.")
        top = _header(pen, rect, title, subtitle, info, date_line=_date_line(heading))
        bottom = _footer(pen, rect, []) - pen.mm(2)
        columns = 3 if len(tables) > 4 else 2
        rows = max(1, -(-len(tables) // columns))
        gap = pen.mm(4)
        box_w = (rect.width() - gap * (columns - 1)) / columns
        box_h = min(pen.mm(70), (bottom - top - gap * (rows - 1)) / rows)
        for index, table in enumerate(tables):
            col, row = index % columns, index // columns
            box = QRectF(rect.left() + col * (box_w + gap), top + row * (box_h + gap), box_w, box_h)
            _table_box(pen, box, table, homes)

    return Sheet(title, False, paint)


def _table_box(pen: Pen, box: QRectF, table: DrawnTable, homes: Mapping[str, str]) -> None:
    pen.line(box.left(), box.top(), box.right(), box.top(), 0.5, INK)
    head = QRectF(box.left(), box.top() + pen.mm(1), box.width(), pen.mm(8))
    pen.text(head, tr("Table {table}").format(table=table.number), 14, align=LEFT, bold=True)
    seat_h = min(pen.mm(9), (box.height() - head.height() - pen.mm(2)) / max(1, len(table.seats)))
    y = head.bottom() + pen.mm(1)
    for seat, name in enumerate(table.seats, start=1):
        line = QRectF(box.left(), y, box.width(), seat_h)
        if seat == 1:
            pen.fill(line, WIN_FILL)
        number = QRectF(line.left(), y, pen.mm(8), seat_h)
        pen.text(number, str(seat), 11, align=RIGHT, colour=FAINT)
        who = QRectF(line.left() + pen.mm(10), y, line.width() - pen.mm(10), seat_h * 0.62)
        pen.text(who, name, 12, align=LEFT, bold=True)
        town = homes.get(name)
        if town:
            where = QRectF(who.left(), who.bottom(), who.width(), seat_h * 0.38)
            pen.text(where, town, 8, align=LEFT, italic=True, colour=FAINT)
        y += seat_h


def seating_by_name(
    heading: Heading, round_number: int, tables: Sequence[DrawnTable], homes: Mapping[str, str]
) -> Sheet:
    """Every player in alphabetical order with the table and seat of this round: the list the
    room looks for its own name on. Two columns when the players are many."""
    title = _round_title(heading, round_number)
    seated = sorted(
        (
            (name, table.number, seat)
            for table in tables
            for seat, name in enumerate(table.seats, 1)
        ),
        key=lambda item: name_order(item[0]),  # the window's language: Z, Å, Ä, Ö in sv
    )

    def paint(painter: QPainter, rect: QRectF) -> None:
        pen = Pen(painter)
        info = MatchInfo(place=heading.place)
        top = _header(pen, rect, title, tr("Seating by name"), info, date_line=_date_line(heading))
        bottom = _footer(pen, rect, []) - pen.mm(2)
        columns = 2 if len(seated) > 30 else 1
        per_column = max(1, -(-len(seated) // columns))
        gap = pen.mm(6)
        col_w = (rect.width() - gap * (columns - 1)) / columns
        head_h = pen.mm(7)
        row_h = min(pen.mm(8), (bottom - top - head_h) / per_column)
        points = max(6.0, min(12.0, row_h / pen.mm(1) * 1.5))
        for col in range(columns):
            x = rect.left() + col * (col_w + gap)
            parts = _name_columns(pen, x, col_w)
            for (left, width), header, align in zip(
                parts, [tr("Player"), tr("Table"), tr("Seat")], [LEFT, RIGHT, RIGHT], strict=True
            ):
                pen.text(QRectF(left, top, width, head_h), header, 9, align=align, bold=True)
            pen.line(x, top + head_h, x + col_w, top + head_h, 0.4, INK)
            y = top + head_h
            for index, (name, table, seat) in enumerate(
                seated[col * per_column : (col + 1) * per_column]
            ):
                if index % 2:
                    pen.fill(QRectF(x, y, col_w, row_h), ZEBRA)
                town = homes.get(name)
                label = f"{name} ({town})" if town else name
                (nx, nw), (tx, tw), (sx, sw) = parts
                pen.text(QRectF(nx, y, nw, row_h), label, points, align=LEFT, bold=True)
                pen.text(QRectF(tx, y, tw, row_h), str(table), points, align=RIGHT, bold=True)
                pen.text(QRectF(sx, y, sw, row_h), str(seat), points, align=RIGHT)
                y += row_h
                pen.line(x, y, x + col_w, y, 0.1, RULE)

    return Sheet(title, False, paint)


def _name_columns(pen: Pen, x: float, width: float) -> list[tuple[float, float]]:
    numbers = pen.mm(16)
    name_w = width - 2 * numbers - pen.mm(2)
    return [(x + pen.mm(1), name_w), (x + name_w, numbers), (x + name_w + numbers, numbers)]


def table_card(heading: Heading, round_number: int, table: DrawnTable) -> Sheet:
    """A card for the table itself, read from across the room: the table's number large, the
    round, and the players in seat order."""
    title = _round_title(heading, round_number)

    def paint(painter: QPainter, rect: QRectF) -> None:
        pen = Pen(painter)
        top_box = QRectF(rect.left(), rect.top(), rect.width(), pen.mm(12))
        pen.text(top_box, title, 18, bold=True)
        number = QRectF(rect.left(), top_box.bottom(), rect.width(), rect.height() * 0.42)
        pen.text(number, tr("Table {table}").format(table=table.number), 110, bold=True)
        y = number.bottom()
        seat_h = min(pen.mm(16), (rect.bottom() - pen.mm(12) - y) / max(1, len(table.seats)))
        for seat, name in enumerate(table.seats, start=1):
            line = QRectF(rect.left() + rect.width() * 0.15, y, rect.width() * 0.7, seat_h)
            label = tr("{seat}. {name}").format(seat=seat, name=name)
            pen.text(line, label, 30, align=LEFT, bold=seat == 1)
            y += seat_h
        foot = QRectF(rect.left(), rect.bottom() - pen.mm(10), rect.width(), pen.mm(8))
        pen.text(foot, tr("Seat 1 starts; the turn goes clockwise."), 12, colour=FAINT)

    return Sheet(title, True, paint)


def final_standings(
    heading: Heading,
    places: Sequence[Place],
    homes: Mapping[str, str],
    rules: Sequence[str],
    final: bool = True,
) -> Sheet:
    """The championship's final standings to pin up: every player's place, the final's total
    for the finalists, the qualifying points, matches and the W and WW marks; the rule of the
    standings and of the final below. `final` False: the standings so far (before the final
    is decided), the same page under another title."""
    words = (
        tr("{championship}: final standings") if final else tr("{championship}: standings so far")
    )
    title = words.format(championship=heading.championship)
    finalists = sum(1 for place in places if place.final_total is not None)

    def paint(painter: QPainter, rect: QRectF) -> None:
        pen = Pen(painter)
        info = MatchInfo(place=heading.place)
        top = _header(pen, rect, title, "", info, date_line=_date_line(heading))
        bottom = _footer(pen, rect, [(text, 8.5, False) for text in rules]) - pen.mm(3)
        headers = [
            tr("Place"),
            tr("Player"),
            tr("Final"),
            tr("Points"),
            tr("Matches"),
            tr("WW"),
            tr("W"),
        ]
        widths = [0.08, 0.4, 0.1, 0.12, 0.1, 0.1, 0.1]
        xs = [rect.left()]
        for weight in widths:
            xs.append(xs[-1] + rect.width() * weight)
        head_h = pen.mm(9)
        row_h = min(pen.mm(8), (bottom - top - head_h) / max(1, len(places)))
        points = max(5.0, min(12.0, row_h / pen.mm(1) * 1.5))
        for col, text in enumerate(headers):
            pen.text(_cell(pen, xs, col, top, head_h), text, 9, align=_align(col), bold=True)
        y = top + head_h
        pen.line(rect.left(), y, rect.right(), y, 0.4, INK)
        for index, place in enumerate(places):
            line = QRectF(rect.left(), y, rect.width(), row_h)
            if place.place == 1:
                pen.fill(line, WIN_FILL)
            elif index % 2:
                pen.fill(line, ZEBRA)
            q = place.qualifying
            town = homes.get(place.player)
            cells = [
                f"{place.place}.",
                f"{place.player} ({town})" if town else place.player,
                "" if place.final_total is None else str(place.final_total),
                str(q.points),
                str(q.matches),
                "WW" * q.ww if q.ww <= 3 else f"{q.ww} × WW",
                "W" * q.w if q.w <= 3 else f"{q.w} × W",
            ]
            for col, text in enumerate(cells):
                box = _cell(pen, xs, col, y, row_h)
                pen.text(box, text, points, align=_align(col), bold=col < 2)
            y += row_h
            pen.line(rect.left(), y, rect.right(), y, 0.1, RULE)
            if index + 1 == finalists and finalists < len(places):
                pen.line(rect.left(), y, rect.right(), y, 0.5, INK)  # the final's table ends

    return Sheet(title, False, paint)


def _cell(pen: Pen, xs: Sequence[float], col: int, y: float, height: float) -> QRectF:
    """Column `col` of a row; the name column keeps clear of the place before it."""
    left = xs[col] + pen.mm(4 if col == 1 else 1)
    return QRectF(left, y, xs[col + 1] - left - pen.mm(1), height)


def _align(col: int) -> Qt.AlignmentFlag:
    return LEFT if col == 1 else RIGHT


def round_papers(
    heading: Heading, round_number: int, tables: Sequence[DrawnTable], homes: Mapping[str, str]
) -> list[Sheet]:
    """Everything a round needs printed, in the order the director hands it out: the seating
    by name and by table, then a card for each table."""
    return [
        seating_by_name(heading, round_number, tables, homes),
        seating_by_table(heading, round_number, tables, homes),
        *(table_card(heading, round_number, table) for table in tables),
    ]


def round_with_protocols(
    heading: Heading,
    round_number: int,
    tables: Sequence[DrawnTable],
    homes: Mapping[str, str],
    rounds: int,
    day: date | None,
) -> list[Sheet]:
    """The round's papers, then a protocol sheet for each table with its names pre-printed in
    seat order: the one PDF the director's view (Ctrl+S) and `championship sheets` write."""
    return [
        *round_papers(heading, round_number, tables, homes),
        *(
            championship_table_sheet(
                heading.championship, round_number, t.number, t.seats, rounds, day, heading.place
            )
            for t in tables
        ),
    ]


def sheet_day(first_day: date | None, last_day: date | None) -> date | None:
    """The day printed on a round's protocol sheets: the championship's day when it has one
    only (a round of a two-day championship may be played on either)."""
    return first_day if last_day in (None, first_day) else None

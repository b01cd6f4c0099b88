"""A championship's luck-and-skill report on one A4 page (issue 27, item 7).

Who played best and who was luckiest, then a row per player (who played best first): the
matches with throws, the wins (shares of the win) against the wins expected from the chances
at the start, the win given away in all and per match, the luck in all and per match, and what
the others' choices gave; in percentage points of the chance to win, ≈ where a match had three
seats or more. The words first (`report_texts`, tested), then the painting.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from roller_desktop.strategy.coach_report import ChampionshipBooks
from roller_desktop.ui.common.i18n import number
from roller_desktop.ui.play.coach_words import points
from roller_desktop.ui.printing.sheets import (
    FAINT,
    INK,
    LEFT,
    RIGHT,
    WIN_FILL,
    ZEBRA,
    Pen,
    Sheet,
    tr,
)


@dataclass(frozen=True)
class ReportTexts:
    title: str
    subtitle: str
    headlines: tuple[str, ...]  # who played best, who was luckiest (or why nobody)
    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]  # one a player, who played best first
    notes: tuple[str, ...]

    def all_words(self) -> list[str]:
        words = [self.title, self.subtitle, *self.headlines, *self.header, *self.notes]
        return words + [cell for row in self.rows for cell in row]


def report_texts(books: ChampionshipBooks) -> ReportTexts:
    """Every word of the report."""
    approx = books.approximate
    title = tr("Luck and skill: {championship}").format(championship=books.name)
    subtitle = tr(
        "%n finished matches, in percentage points of the chance to win", "", len(books.matches)
    )
    best, lucky = books.played_best, books.luckiest
    if best is None or lucky is None:
        headlines: tuple[str, ...] = (
            tr("No finished match with its throws yet: nothing to account for."),
        )
    else:
        headlines = (
            tr("Played best: {name}, who gave away {given} a match.").format(
                name=best.name, given=points(best.given_per_match, approx, signed=False)
            ),
            tr("Luckiest: {name}, whom the dice gave {luck} a match.").format(
                name=lucky.name, luck=points(lucky.luck_per_match, approx)
            ),
        )
    header = (
        "",
        tr("Player"),
        tr("Matches"),
        tr("Wins"),
        tr("Expected"),
        tr("Given away"),
        tr("a match"),
        tr("Luck"),
        tr("a match"),
        tr("Gifts"),
    )
    rows = []
    for p in books.players:
        if not p.matches:
            rows.append((str(p.best_rank), p.name, "0", "", "", "", "", "", "", ""))
            continue
        mark = p.approximate
        rows.append(
            (
                str(p.best_rank),
                p.name,
                str(p.matches),
                number(p.result, 1),
                ("≈" if mark else "") + number(p.start_chance, 1),
                points(p.given_away, mark, signed=False),
                points(p.given_per_match, mark, signed=False),
                points(p.luck, mark),
                points(p.luck_per_match, mark),
                points(p.gifts, mark),
            )
        )
    notes = [
        tr(
            "Played best: the least win given away per match; luckiest: the most luck per "
            "match. Wins (a shared win counts its share) minus the wins expected at the start "
            "= luck − given away + gifts (what the others' choices gave)."
        )
    ]
    if approx:
        notes.append(tr("Three players or more: approximate (≈)."))
    by_hand = sum(1 for m in books.matches if any(s.luck is None for s in m.report.seats))
    if by_hand:
        notes.append(tr("%n matches kept by hand have no throws and are not counted.", "", by_hand))
    if books.skipped:
        notes.append(
            tr("Left out, their throws do not replay: {matches}.").format(
                matches=", ".join(books.skipped)
            )
        )
    return ReportTexts(title, subtitle, headlines, header, tuple(rows), tuple(notes))


def report_sheet(books: ChampionshipBooks) -> Sheet:
    """The report as a printable page (portrait A4)."""
    texts = report_texts(books)

    def paint(painter: QPainter, rect: QRectF) -> None:
        paint_report(painter, rect, texts)

    return Sheet(texts.title, False, paint)


WIDTHS = (0.05, 0.22, 0.08, 0.07, 0.1, 0.1, 0.09, 0.11, 0.09, 0.09)  # of the page's width


def paint_report(painter: QPainter, rect: QRectF, texts: ReportTexts) -> None:
    pen = Pen(painter)
    x, width = rect.left(), rect.width()
    y = rect.top()
    pen.text(QRectF(x, y, width, pen.mm(11)), texts.title, 20, align=LEFT, bold=True)
    y += pen.mm(11)
    pen.text(QRectF(x, y, width, pen.mm(6)), texts.subtitle, 10, align=LEFT, colour=FAINT)
    y += pen.mm(7)
    pen.line(x, y, x + width, y, 0.5, INK)
    y += pen.mm(3)
    for line in texts.headlines:
        pen.text(QRectF(x, y, width, pen.mm(7)), line, 12.5, align=LEFT, bold=True)
        y += pen.mm(7.5)
    y += pen.mm(3)
    notes_height = pen.mm(10) * len(texts.notes)
    room = rect.bottom() - notes_height - y - pen.mm(8)
    row = min(pen.mm(7), room / max(1, len(texts.rows) + 1))
    size = min(10.0, row / pen.mm(7) * 10.0)
    xs = [x]
    for share in WIDTHS:
        xs.append(xs[-1] + share * width)
    for col, label in enumerate(texts.header):
        cell = QRectF(xs[col] + pen.mm(1), y, xs[col + 1] - xs[col] - pen.mm(2), row)
        pen.text(cell, label, size * 0.9, align=LEFT if col == 1 else RIGHT, bold=True)
    y += row
    pen.line(x, y, x + width, y, 0.3, INK)
    for k, cells in enumerate(texts.rows):
        band = QRectF(x, y, width, row)
        if k == 0 and cells[2] != "0":
            pen.fill(band, WIN_FILL)
        elif k % 2 == 1:
            pen.fill(band, ZEBRA)
        for col, value in enumerate(cells):
            cell = QRectF(xs[col] + pen.mm(1), y, xs[col + 1] - xs[col] - pen.mm(2), row)
            pen.text(cell, value, size, align=LEFT if col == 1 else RIGHT, bold=col == 1 and k == 0)
        y += row
    y += pen.mm(4)
    for note in texts.notes:
        box = QRectF(x, y, width, pen.mm(10))
        pen.text(box, note, 8.5, align=LEFT, colour=FAINT, wrap=True)
        y += pen.mm(10)
    stamp = QRectF(x, rect.bottom() - pen.mm(4.5), width, pen.mm(4.5))
    pen.text(stamp, "Roller desktop", 7, align=RIGHT, colour=FAINT)

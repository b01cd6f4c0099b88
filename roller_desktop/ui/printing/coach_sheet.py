"""A player's coach sheet for one Roller match, on one A4 page (issue 27, item 7).

The page: the player's books in words (as the window says them, `coach_words`) and in
figures, the win-chance graph over the match (every seat, the player's line bold), and the
player's three costliest decisions with the dice drawn: the throw with the dice kept, the
same throw with the better keep (or, for a bank or a throw on, the turn's points and dice
left), and what the better choice gains in win chance and in expected points. Three seats or
more: every chance is approximate (≈). A match kept by hand: the graph of each turn's chance
and a line saying why there is no more.

Everything the page says is made first (`sheet_texts`), so tests read the words without the
painting; the painter only places them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from roller_desktop.strategy import coach_graph as cg
from roller_desktop.strategy.coach_sheet import CoachSheetModel, SheetDecision
from roller_desktop.ui.common.i18n import number, percent, signed_points
from roller_desktop.ui.play.coach_words import SEAT_COLOURS, books_lines, points
from roller_desktop.ui.printing.sheets import (
    FAINT,
    INK,
    LEFT,
    RIGHT,
    RULE,
    WIN_FILL,
    ZEBRA,
    Pen,
    Sheet,
    local_time,
    tr,
)


@dataclass(frozen=True)
class DecisionTexts:
    headline: str  # "Round 12: threw 3 5 3 3 4 1, kept 3 3 3 5"
    situation: str  # "Behind by 100, 0 points in the turn, 6 dice thrown."
    better: str  # "Better: keep 1 3 3 3 5: +3.3 percentage points of win chance, +100 points."


@dataclass(frozen=True)
class SheetTexts:
    title: str
    subtitle: str
    books: str  # the player's sentence, as the window says it
    figures: tuple[tuple[str, str], ...]  # label, value
    graph_title: str
    decisions_title: str
    decisions: tuple[DecisionTexts, ...]
    message: str  # under the decisions' title when there are none: why
    notes: tuple[str, ...]  # the unit and ≈

    def all_words(self) -> list[str]:
        """Every text the page shows (tests look for them in the PDF)."""
        words = [self.title, self.subtitle, self.books, self.graph_title, self.decisions_title]
        words += [self.message] if self.message else []
        words += [f"{label} {value}" for label, value in self.figures]
        for d in self.decisions:
            words += [d.headline, d.situation, d.better]
        return words + list(self.notes)


def _mark(model: CoachSheetModel) -> str:
    return "≈" if model.approximate else ""


def _pct(model: CoachSheetModel, chance: float) -> str:
    return _mark(model) + percent(chance, 1).replace(" %", "\u00a0%")


def _dice(dice: Sequence[int]) -> str:
    return " ".join(str(d) for d in dice)


def standing(lead: int) -> str:
    """The seat's place at the turn's start in words ("Lead −100" read oddly)."""
    if lead > 0:
        return tr("Ahead by {points}").format(points=number(lead))
    if lead < 0:
        return tr("Behind by {points}").format(points=number(-lead))
    return tr("Level")


def decision_texts(model: CoachSheetModel, d: SheetDecision) -> DecisionTexts:
    if d.kind == cg.KEEP:
        headline = tr("Round {round}: threw {dice}, kept {kept}").format(
            round=d.round, dice=_dice(d.dice), kept=_dice(d.choice)
        )
        better = tr("keep {dice}").format(dice=_dice(d.best))
        situation = tr("{standing}, {points} points in the turn, %n dice thrown.", "", d.dice_left)
    else:
        if d.kind == cg.BANK:
            headline = tr("Round {round}: banked {points}")
        else:
            headline = tr("Round {round}: threw on at {points}")
        headline = headline.format(round=d.round, points=number(d.turn_points))
        better = (
            tr("bank {points}").format(points=number(d.turn_points))
            if d.best_kind == cg.BANK
            else tr("throw on")
        )
        situation = tr(
            "{standing}, {points} points in the turn, %n dice to throw.", "", d.dice_left
        )
    situation = situation.format(standing=standing(d.lead), points=number(d.turn_points))
    gain = tr(
        "Better: {better}: {win} percentage points of win chance ({chosen} → {best}), "
        "{points} points expected."
    ).format(
        better=better,
        win=points(d.win_gain, model.approximate),
        chosen=_pct(model, d.chosen_chance),
        best=_pct(model, d.best_chance),
        points=signed_points(d.points_gain),
    )
    return DecisionTexts(headline, situation, gain)


def sheet_texts(model: CoachSheetModel, when: datetime | None = None) -> SheetTexts:
    """Every word of the player's sheet."""
    approx = model.approximate
    title = tr("Coach sheet: {name}").format(name=model.name)
    subtitle = tr("Roller, %n rounds: {players}", "", model.rounds).format(
        players=", ".join(model.names)
    )
    if when is not None:
        subtitle += f" · {local_time(when):%Y-%m-%d %H:%M}"
    lines = books_lines(model.report)
    books = lines[model.position]
    if not books.endswith("."):  # a match kept by hand: the outcome alone
        books += "."
    seat = model.books
    figures: list[tuple[str, str]] = [
        (tr("Chance to win at the start"), _pct(model, seat.start_chance))
    ]
    if seat.result is not None:
        figures.append((tr("Result (share of the win)"), number(seat.result, 2)))
    if seat.luck is not None and seat.given_away is not None:
        if len(model.names) == 2:
            other = model.names[1 - model.position]
            gifts = tr("Gifts from {other}'s choices").format(other=other)
        else:
            gifts = tr("Gifts from the others' choices")
        figures += [
            (tr("Luck (the dice)"), points(seat.luck, approx)),
            (tr("Win given away (own choices)"), points(seat.given_away, approx, signed=False)),
            (gifts, points(model.others_given or 0.0, approx)),
        ]
    decisions = tuple(decision_texts(model, d) for d in model.decisions)
    message, notes = "", [lines[-1]]
    # Two or three (at most COSTLIEST): in words, as a heading is written.
    in_words = {2: tr("The two costliest decisions"), 3: tr("The three costliest decisions")}
    if len(decisions) > 1:
        decisions_title = in_words.get(len(decisions)) or tr(
            "The {count} costliest decisions"
        ).format(count=len(decisions))
    elif decisions:
        decisions_title = tr("The costliest decision")
    else:
        decisions_title = tr("Decisions")
        message = tr("No decision gave away any win chance.")
    if model.by_hand:  # why there are no books nor decisions
        message, notes = lines[-1], []
    graph_title = tr("Win chance over the match")
    if model.by_hand:
        graph_title = tr("Win chance at the start of each turn")
    return SheetTexts(
        title=title,
        subtitle=subtitle,
        books=books,
        figures=tuple(figures),
        graph_title=graph_title + (" (≈)" if approx else ""),
        decisions_title=decisions_title,
        decisions=decisions,
        message=message,
        notes=tuple(notes),
    )


def coach_sheet(model: CoachSheetModel, when: datetime | None = None) -> Sheet:
    """The player's coach sheet as a printable page (portrait A4)."""
    texts = sheet_texts(model, when)

    def paint(painter: QPainter, rect: QRectF) -> None:
        paint_coach_sheet(painter, rect, model, texts)

    # Dated: the next match's sheet of the same player asked to overwrite this one's
    # ("Tränarblad - Emil.pdf"); the time too, for two matches of one evening.
    dated = "" if when is None else f"{texts.title} {local_time(when):%Y-%m-%d %H.%M}"
    return Sheet(texts.title, False, paint, dated)


def paint_coach_sheet(
    painter: QPainter, rect: QRectF, model: CoachSheetModel, texts: SheetTexts
) -> None:
    pen = Pen(painter)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    x, width = rect.left(), rect.width()
    y = rect.top()
    pen.text(QRectF(x, y, width, pen.mm(11)), texts.title, 20, align=LEFT, bold=True)
    y += pen.mm(11)
    pen.text(QRectF(x, y, width, pen.mm(6)), texts.subtitle, 10, align=LEFT, colour=FAINT)
    y += pen.mm(7)
    pen.line(x, y, x + width, y, 0.5, INK)
    y += pen.mm(3)
    pen.text(QRectF(x, y, width, pen.mm(15)), texts.books, 11, align=LEFT, wrap=True)
    y += pen.mm(16)
    y = _figures(pen, QRectF(x, y, width, 0), texts.figures) + pen.mm(4)
    pen.text(QRectF(x, y, width, pen.mm(6)), texts.graph_title, 12, align=LEFT, bold=True)
    y += pen.mm(7)
    graph_box = QRectF(x, y, width, pen.mm(62))
    _graph(pen, graph_box, model)
    y = graph_box.bottom() + pen.mm(5)
    notes_top = rect.bottom() - pen.mm(14)
    pen.text(QRectF(x, y, width, pen.mm(6)), texts.decisions_title, 12, align=LEFT, bold=True)
    y += pen.mm(8)
    if texts.message:
        pen.text(QRectF(x, y, width, pen.mm(14)), texts.message, 11, align=LEFT, wrap=True)
    room = (notes_top - y) / max(1, len(texts.decisions))
    for d, texts_of in zip(model.decisions, texts.decisions, strict=True):
        _decision(pen, QRectF(x, y, width, min(room, pen.mm(44)) - pen.mm(2)), d, texts_of)
        y += min(room, pen.mm(44))
    pen.line(x, notes_top, x + width, notes_top, 0.2, RULE)
    note_box = QRectF(x, notes_top + pen.mm(1), width, pen.mm(8))
    pen.text(note_box, " ".join(texts.notes), 8.5, align=LEFT, colour=FAINT, wrap=True)
    stamp = QRectF(x, rect.bottom() - pen.mm(4.5), width, pen.mm(4.5))
    pen.text(stamp, "Roller desktop", 7, align=RIGHT, colour=FAINT)


def _figures(pen: Pen, box: QRectF, figures: Sequence[tuple[str, str]]) -> float:
    """The books in figures: two columns of label and value; returns the y below them."""
    row = pen.mm(6.5)
    half = (box.width() - pen.mm(6)) / 2
    for k, (label, value) in enumerate(figures):
        column, line = k % 2, k // 2
        left = box.left() + column * (half + pen.mm(6))
        top = box.top() + line * row
        cell = QRectF(left, top, half, row)
        if line % 2 == 0:
            pen.fill(cell, ZEBRA)
        inner = cell.adjusted(pen.mm(1.5), 0, -pen.mm(1.5), 0)
        pen.text(QRectF(inner.left(), top, inner.width() * 0.72, row), label, 9.5, align=LEFT)
        pen.text(
            QRectF(inner.left() + inner.width() * 0.72, top, inner.width() * 0.28, row),
            value,
            10,
            align=RIGHT,
            bold=True,
        )
    lines = (len(figures) + 1) // 2
    return box.top() + lines * row


def _graph(pen: Pen, box: QRectF, model: CoachSheetModel) -> None:
    """Every seat's chance over the match, the player's line bold; rounds along the bottom,
    RT filled and Tjock hollow squares on the mover's line, the seats named beside it."""
    painter = pen.painter
    legend_height = pen.mm(6)
    plot = QRectF(
        box.left() + pen.mm(13),
        box.top() + pen.mm(2),
        box.width() - pen.mm(15),
        box.height() - pen.mm(10) - legend_height,
    )
    pen.line(plot.left(), plot.top(), plot.left(), plot.bottom(), 0.3, INK)
    pen.line(plot.left(), plot.bottom(), plot.right(), plot.bottom(), 0.3, INK)
    for chance in (0.0, 0.25, 0.5, 0.75, 1.0):
        y = plot.bottom() - plot.height() * chance
        if chance > 0:
            pen.line(plot.left(), y, plot.right(), y, 0.1, RULE)
        label = QRectF(box.left(), y - pen.mm(2.5), pen.mm(12), pen.mm(5))
        pen.text(label, percent(chance, 0), 8, align=RIGHT, colour=FAINT)
    count = len(model.series)
    if count == 0:
        return

    def at(i: int, chance: float) -> QPointF:
        return QPointF(
            plot.left() + plot.width() * i / max(1, count - 1),
            plot.bottom() - plot.height() * chance,
        )

    n = len(model.names)
    seen: set[int] = set()
    for i, turn in enumerate(model.turns):  # each round's number under its first point
        rnd = turn // n
        if rnd in seen or rnd >= model.rounds:
            continue
        seen.add(rnd)
        if model.rounds > 20 and rnd % 2 == 1:
            continue
        x = at(i, 0).x()
        pen.line(x, plot.bottom(), x, plot.bottom() + pen.mm(1), 0.2, INK)
        label = QRectF(x - pen.mm(4), plot.bottom() + pen.mm(1), pen.mm(8), pen.mm(4))
        pen.text(label, str(rnd + 1), 7, colour=FAINT)
    rounds_box = QRectF(plot.left(), plot.bottom() + pen.mm(4.5), plot.width(), pen.mm(4))
    pen.text(rounds_box, tr("Round"), 7.5, colour=FAINT)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for seat in list(range(n))[::-1]:  # the player's own line drawn last, on top
        if seat == model.position:
            continue
        _line(pen, [at(i, c[seat]) for i, c in enumerate(model.series)], _ink(model, seat), 0.35)
    own = [at(i, c[model.position]) for i, c in enumerate(model.series)]
    _line(pen, own, _ink(model, model.position), 0.9)
    for i, kind in enumerate(model.marks):
        if kind in (cg.RT, cg.TJOCK):
            seat = _mover_before(model, i)
            point = at(i, model.series[i][seat])
            size = pen.mm(1.6)
            painter.setPen(QPen(INK, pen.mm(0.3)))
            painter.setBrush(INK if kind == cg.RT else Qt.BrushStyle.NoBrush)
            painter.drawRect(QRectF(point.x() - size / 2, point.y() - size / 2, size, size))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    _legend(
        pen, QRectF(plot.left(), box.bottom() - legend_height, plot.width(), legend_height), model
    )


def _mover_before(model: CoachSheetModel, index: int) -> int:
    return model.turns[index] % len(model.names)


def _ink(model: CoachSheetModel, position: int) -> QColor:
    seat = model.order[position] if position < len(model.order) else position
    return QColor(SEAT_COLOURS[seat % len(SEAT_COLOURS)])


def _line(pen: Pen, points_: Sequence[QPointF], ink: QColor, width: float) -> None:
    path = QPainterPath()
    for i, p in enumerate(points_):
        path.moveTo(p) if i == 0 else path.lineTo(p)
    stroke = QPen(ink)
    stroke.setWidthF(pen.mm(width))
    pen.painter.setPen(stroke)
    pen.painter.drawPath(path)


def _legend(pen: Pen, box: QRectF, model: CoachSheetModel) -> None:
    n = len(model.names)
    marked = any(kind in (cg.RT, cg.TJOCK) for kind in model.marks)
    entries = [*range(n), -1] if marked else list(range(n))
    part = box.width() / len(entries)
    for k, position in enumerate(entries):
        left = box.left() + k * part
        middle = box.center().y()
        if position < 0:
            square = QRectF(left, middle - pen.mm(0.8), pen.mm(1.6), pen.mm(1.6))
            pen.painter.setPen(QPen(INK, pen.mm(0.3)))
            pen.painter.setBrush(INK)
            pen.painter.drawRect(square)
            pen.painter.setBrush(Qt.BrushStyle.NoBrush)
            hollow = square.translated(pen.mm(2.4), 0)
            pen.painter.drawRect(hollow)
            label = QRectF(left + pen.mm(6), box.top(), part - pen.mm(6), box.height())
            pen.text(label, "RT / Tjock", 8, align=LEFT, colour=FAINT)
            continue
        width = 0.9 if position == model.position else 0.35
        pen.line(left, middle, left + pen.mm(6), middle, width, _ink(model, position))
        label = QRectF(left + pen.mm(7.5), box.top(), part - pen.mm(8), box.height())
        pen.text(label, model.names[position], 8.5, align=LEFT, bold=position == model.position)


def _decision(pen: Pen, box: QRectF, d: SheetDecision, texts: DecisionTexts) -> None:
    """One decision: its words on the left; on the right the throw twice, once with the
    dice kept marked, once with the better keep (a keep), else nothing drawn."""
    pen.line(box.left(), box.top(), box.left(), box.bottom(), 0.8, WIN_FILL.darker(130))
    left = box.left() + pen.mm(3)
    dice_width = pen.mm(62) if d.kind == cg.KEEP else 0.0
    words = box.width() - pen.mm(3) - dice_width - pen.mm(2)
    line = pen.mm(6)
    pen.text(QRectF(left, box.top(), words, line), texts.headline, 10.5, align=LEFT, bold=True)
    pen.text(
        QRectF(left, box.top() + line, words, line), texts.situation, 9, align=LEFT, colour=FAINT
    )
    better_box = QRectF(left, box.top() + 2 * line, words, box.height() - 2 * line)
    pen.text(better_box, texts.better, 9.5, align=LEFT, wrap=True)
    if d.kind != cg.KEEP:
        return
    right = box.right() - dice_width
    size = min(pen.mm(8.5), (dice_width - pen.mm(14)) / 6 - pen.mm(1))
    rows = ((tr("kept"), d.choice), (tr("better"), d.best))
    for k, (label, kept) in enumerate(rows):
        top = box.top() + k * (size + pen.mm(3))
        pen.text(QRectF(right, top, pen.mm(13), size), label, 8, align=LEFT, colour=FAINT)
        marked = _marked(d.dice, kept)
        for i, face in enumerate(d.dice):
            die = QRectF(right + pen.mm(13) + i * (size + pen.mm(1)), top, size, size)
            _die(pen, die, face, marked[i])


def _marked(thrown: Sequence[int], kept: Sequence[int]) -> list[bool]:
    """Which of the thrown dice are the kept ones (faces matched left to right)."""
    left = list(kept)
    marked = []
    for face in thrown:
        if face in left:
            left.remove(face)
            marked.append(True)
        else:
            marked.append(False)
    return marked


PIPS = {
    1: ((0.5, 0.5),),
    2: ((0.27, 0.27), (0.73, 0.73)),
    3: ((0.27, 0.27), (0.5, 0.5), (0.73, 0.73)),
    4: ((0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)),
    5: ((0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)),
    6: ((0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)),
}


def _die(pen: Pen, box: QRectF, face: int, kept: bool) -> None:
    """A die with its pips; a kept one filled and framed thick, the others faint."""
    painter = pen.painter
    painter.setPen(QPen(INK if kept else FAINT, pen.mm(0.5 if kept else 0.2)))
    painter.setBrush(WIN_FILL if kept else QColor("white"))
    radius = box.width() * 0.15
    painter.drawRoundedRect(box, radius, radius)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(INK if kept else FAINT)
    pip = box.width() * 0.09
    for px, py in PIPS.get(face, ()):
        painter.drawEllipse(
            QPointF(box.left() + px * box.width(), box.top() + py * box.height()), pip, pip
        )
    painter.setBrush(Qt.BrushStyle.NoBrush)

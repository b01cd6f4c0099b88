"""The protocol grid on screen: the model's cells with the running total in smaller type.

The grid always shows every seat's column and every round in the room it has, from one seat to
eight, on a small screen and at the largest text size: `fit()` picks the largest type that fits
(up to a quarter larger than the window's text), the running total beside the points when the
column is wide enough and under them when it is not, and names as short as the columns need
("Karl-Gustav", "Karl", "Ka."), the whole name in the tooltip.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import (
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    QPointF,
    QRect,
    QRectF,
    Qt,
    QTimer,
)
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPalette, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QHeaderView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QWidget,
)

from roller_desktop.engine.protocol import Outcome
from roller_desktop.ui.play.protocol_model import (
    IsCurrentRole,
    OutcomeRole,
    ProtocolModel,
    RunningTotalRole,
    side_words,
)

LARGEST = 1.25  # the cells' type at most this much larger than the window's text
SMALLEST_PT = 7.0  # and never smaller than this, whatever the room
RUNNING = 0.8  # the running total's type, against the cells': read from across the table
RUNNING_SMALLEST_PT = 8.0
PAD = 8  # pixels left and right of a cell's words
NAMES_SMALLEST = 0.8  # a name kept whole in type this much smaller than the cells', not less
# Total and Symbols under the round numbers: in the numbers' type, or down to this share of it
# ("Summa" and "Symboler" read at 7 pt beside round numbers of 14-17 with four seats at the
# largest text); where even that is too wide, short as on paper ("S:a", "Symb.", "Sym.").
WORDS_SMALLEST = 0.8
NUMBERS = 0.85  # the round numbers' type, against the cells'
# Larger text never makes Total and Symbols smaller: whatever their room, at least the largest
# type they can have one text size down (the numbers' at its largest cells): the digits above
# their floor give way to them, and where the whole word does not fit, a short form is taken.
TEXT_STEP = 1.2  # the least step between Settings' text sizes (×1.25 → ×1.5); shell's, not ours
WORDS_FLOOR = NUMBERS * LARGEST / TEXT_STEP  # of the window's text
# The digits at least this much of the window's text (up to five seats; more: the smaller),
# however little room: the rows scroll instead. So larger text never makes them smaller.
READABLE = 1.1
READABLE_MANY = 1.0  # the window's own text: four seats' largest less a fifth (issue 25)
# Many seats' digits give way to Total and Symbols down to this share of READABLE's, no lower.
MANY_YIELD = 0.8
FEW_SEATS = 5


@dataclass(frozen=True)
class GridFit:
    """How the grid is drawn in its present room."""

    cell: QFont
    running: QFont
    beside: bool  # the running total beside the points (else under them)


def names_font(cell: QFont, names: Sequence[str], room: float) -> QFont:
    """The seats' names in the cells' type, or a little smaller where that keeps a name whole
    that the cells' type would cut ("Ingrid" read "Ingri." with four seats at the largest
    text); no smaller than NAMES_SMALLEST of it: a name longer still is shortened."""
    size = cell.pointSizeF() if cell.pointSizeF() > 0 else 10.0

    def bold(points: float) -> QFontMetricsF:
        font = QFont(cell)
        font.setPointSizeF(points)
        font.setBold(True)
        return QFontMetricsF(font)

    least = size * NAMES_SMALLEST
    whole = [n for n in names if bold(least).horizontalAdvance(n) <= room]
    while size - 0.5 >= least and any(bold(size).horizontalAdvance(n) > room for n in whole):
        size -= 0.5
    font = QFont(cell)
    font.setPointSizeF(size)
    return font


def short_names(names: list[str], fits: Callable[[str], bool]) -> list[str]:
    """Each name as long as fits its column: whole, its first word and the last one's initial
    ("Anna-Lena F."), its first word, the first part of that ("Karl" of "Karl-Gustav"), else
    its first letters and a full stop, kept apart from the other names' where that fits."""
    measured: dict[str, bool] = {}  # computers' names share most candidates: each asked once

    def fits_once(candidate: str) -> bool:
        if candidate not in measured:
            measured[candidate] = fits(candidate)
        return measured[candidate]

    chosen = []
    for name in names:
        words = name.split()
        word = words[0] if words else name
        part = word.split("-")[0] or word
        initial = f"{word} {words[-1][:1]}." if len(words) > 1 and words[-1][:1].isalpha() else name
        pick = next((c for c in (name, initial, word, part) if fits_once(c)), None)
        if pick is None:
            pick = next(
                (name[:n] + "." for n in range(len(part) - 1, 0, -1) if fits_once(name[:n] + ".")),
                name[:1],
            )
        chosen.append(pick)
    for i, pick in enumerate(chosen):  # two Annas: "Anna B." and "Anna L.", where that fits
        clash = [j for j, other in enumerate(chosen) if other == pick and j != i]
        if not clash:
            continue
        # The numbered first: where the first computer's "Dator s." does not fit, it stays
        # "Dator" once the others are "Dat. 2", "Dat. 3" (not "Dator." beside them).
        for j in sorted([i, *clash], key=lambda j: not _number_of(names[j])):
            taken = {c for k, c in enumerate(chosen) if k != j}
            worded = [c for c in _longer_words(names[j]) if fits_once(c) and c not in taken]
            if worded:
                chosen[j] = worded[0]
                continue
            if chosen[j] not in taken:
                continue
            cut = (names[j][:n] + "." for n in range(len(names[j]) - 1, len(pick) - 1, -1))
            chosen[j] = next((c for c in cut if fits_once(c) and c not in taken), chosen[j])
    return chosen


def _number_of(name: str) -> str:
    """The number that tells seats of one level apart ("Dator (skarp) 2"), or ""."""
    words = name.split()
    return words[-1] if len(words) > 1 and words[-1].isdigit() else ""


def _longer_words(name: str) -> list[str]:
    """A clashing name's longer forms by its words, the longest first: "Dator (skarp) 2" is
    "Dator 2", "Dato. 2" … "D2" (seven computers of a level at eight seats); "Dator (skarp)"
    "Dator s."; "Anna Berg" "Anna B."."""
    words = name.split()
    if len(words) < 2:
        return []
    first, last = words[0], words[-1].strip("()")
    if _number_of(name):
        cut = [f"{first[:n]}. {last}" for n in range(len(first) - 1, 0, -1)]
        return [f"{first} {last}", *cut, f"{first[:1]}{last}"]
    return [f"{first} {last[:1]}."]


def symbol_lines(text: str) -> list[str]:
    """The ways to write the symbols in a cell, one line first: "sur mun ●", then broken at
    its spaces ("sur mun" over "●", "sur" over "mun ●", a word a line), as on a narrow paper."""
    words = text.split(" ")
    ways = []
    for breaks in itertools.product((" ", "\n"), repeat=len(words) - 1):
        ways.append(words[0] + "".join(b + w for b, w in zip(breaks, words[1:], strict=True)))
    return sorted(ways, key=lambda way: way.count("\n"))


MORE_LINES = 1.1  # the symbols take another line only for type at least this much larger
LINE_GAP = 0.4  # between the symbols' lines, of the type's x-height: written close, as by hand


@dataclass(frozen=True)
class SymbolsFit:
    """The symbols as a cell shows them: their type, and each line with its width and its
    baseline below the top of the lines' block (as tall as their letters, no leading)."""

    font: QFont
    lines: tuple[tuple[str, float, float], ...]
    height: float


def _symbols_block(font: QFont, way: str) -> SymbolsFit:
    metrics = QFontMetricsF(font)
    gap = metrics.xHeight() * LINE_GAP
    lines, top = [], 0.0
    for line in way.split("\n"):
        ink = metrics.tightBoundingRect(line)
        lines.append((line, metrics.horizontalAdvance(line), top - ink.top()))
        top += ink.height() + gap
    return SymbolsFit(QFont(font), tuple(lines), top - gap)


def symbols_font(font: QFont, text: str, width: float, height: float) -> SymbolsFit:
    """The symbols in the cells' type, or as large as the cell holds them, on one line or
    broken at their spaces where that gives larger type: "sur mun ●" in a narrow column of
    eight seats read 10.8 px on one line beside digits of 22 (at the largest text)."""
    top = font.pointSizeF() if font.pointSizeF() > 0 else 10.0
    least = SMALLEST_PT * 0.8
    best: SymbolsFit | None = None
    trial = QFont(font)
    for way in symbol_lines(text):
        trial.setPointSizeF(top)
        block = _symbols_block(trial, way)
        wide = max(w for _, w, _ in block.lines)
        size = min(top, top * width / max(1.0, wide), top * height / max(1.0, block.height))
        if size < top:
            size = max(least, math.floor(size * 4) / 4)
        while True:
            trial.setPointSizeF(size)
            block = _symbols_block(trial, way)
            fits = max(w for _, w, _ in block.lines) <= width and block.height <= height
            if fits or size <= least:
                break
            size = max(least, size - 0.25)
        if best is None or size >= best.font.pointSizeF() * MORE_LINES:
            best = block
    return best or _symbols_block(font, text)


TJOCK_SCALE = 1.8  # the Tjock dash is a short line: drawn larger and bold to be seen
RUNNING_ALPHA = 215  # the running total: a quieter shade of the text colour, still readable


class ProtocolDelegate(QStyledItemDelegate):
    def __init__(self, view: ProtocolView) -> None:
        super().__init__(view)
        self.view = view
        self._symbols: dict[tuple[str, str, int, int], SymbolsFit] = {}

    def initStyleOption(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        super().initStyleOption(option, index)
        if index.data(OutcomeRole) == Outcome.TJOCK.value:
            font = QFont(option.font)
            font.setPointSizeF(font.pointSizeF() * TJOCK_SCALE)
            font.setBold(True)
            option.font = font

    def symbols(self, font: QFont, text: str, rect: QRect) -> SymbolsFit:
        """`symbols_font` in this cell, worked out once per room and type (not every paint)."""
        key = (font.key(), text, rect.width(), rect.height())
        found = self._symbols.get(key)
        if found is None:
            if len(self._symbols) > 1000:
                self._symbols.clear()
            room = rect.height() - 4  # a little air above and below the letters
            found = self._symbols[key] = symbols_font(font, text, rect.width(), room)
        return found

    @staticmethod
    def _paint_symbols(painter: QPainter, rect: QRect, fit: SymbolsFit) -> None:
        painter.setFont(fit.font)
        centre = QRectF(rect).center()
        top = centre.y() - fit.height / 2
        for line, wide, baseline in fit.lines:
            painter.drawText(QPointF(centre.x() - wide / 2, top + baseline), line)

    @staticmethod
    def running_total_colour(palette: QPalette) -> QColor:
        colour = palette.text().color()
        colour.setAlpha(RUNNING_ALPHA)
        return colour

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        text = opt.text
        opt.text = ""
        widget = opt.widget
        style = widget.style() if widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, widget)
        fit = self.view.grid_fit
        running = index.data(RunningTotalRole)
        show_running = running is not None and text != str(running)
        painter.save()
        if index.data(IsCurrentRole):
            painter.setPen(QColor(230, 150, 0))
            painter.drawRect(option.rect.adjusted(1, 1, -2, -2))
        foreground = index.data(Qt.ItemDataRole.ForegroundRole)
        colour = QColor(foreground) if foreground is not None else option.palette.text().color()
        rect = option.rect.adjusted(PAD // 2, 0, -PAD // 2, 0)
        centre = Qt.AlignmentFlag.AlignCenter
        painter.setFont(opt.font)
        painter.setPen(colour)
        if not show_running:
            if text and index.row() == self.view.protocol_model.symbols_row:
                wide = option.rect.adjusted(2, 0, -2, 0)  # the marks need no more air
                self._paint_symbols(painter, wide, self.symbols(opt.font, text, wide))
            else:
                painter.drawText(rect, centre, text)
            painter.restore()
            return
        small = QFontMetricsF(fit.running)
        running_text = str(running)
        if fit.beside:
            run_w = int(small.horizontalAdvance(running_text)) + 2
            points = rect.adjusted(0, 0, -run_w, 0)
            painter.drawText(points, centre, text)
        else:
            run_h = int(small.ascent()) + 1
            points = rect.adjusted(0, 0, 0, -run_h + 2)
            painter.drawText(points, centre, text)
        painter.setFont(fit.running)
        painter.setPen(self.running_total_colour(option.palette))
        if fit.beside:
            run = QRect(rect.right() - run_w, rect.top(), run_w, rect.height())
            align = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
            painter.drawText(run, align, running_text)
        else:  # on the cell's foot: digits need no descent (in a rectangle as tall as their
            # ascent, some sizes under xcb lost the lower half of the digits: 11 pt, 8 seats)
            left = rect.right() - small.horizontalAdvance(running_text)
            painter.drawText(QPointF(left, rect.bottom() - 1), running_text)
        painter.restore()


class ProtocolView(QTableView):
    def __init__(self, model: ProtocolModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.protocol_model = model
        self.grid_fit = GridFit(QFont(), QFont(), True)
        self._fitting = False
        # (points, bold, text): its width in the view's type at that size; emptied when the
        # view's type changes (every font measured is the view's at another size, or bold)
        self._widths: dict[tuple[float, bool, str], float] = {}
        self._fitted_for: tuple[object, ...] | None = None  # what the present fit was made for
        self.fits_made = 0  # how often the type was fitted anew (tests count it)
        self._side_labels: list[str] = []  # the round numbers, read once a fit
        self._side_forms: tuple[tuple[str, str], ...] = ()  # Total, Symbols (side_words)
        self.setModel(model)
        self.setItemDelegate(ProtocolDelegate(self))
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        for header in (self.horizontalHeader(), self.verticalHeader()):
            header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
            header.setMinimumSectionSize(8)  # every column and row in sight, however small
        self.horizontalHeader().setTextElideMode(Qt.TextElideMode.ElideRight)
        self.verticalHeader().setDefaultAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setAlternatingRowColors(True)
        self.setAccessibleName(self.tr("Protocol"))
        self._later = QTimer(self)
        self._later.setSingleShot(True)
        self._later.setInterval(0)
        self._later.timeout.connect(self.fit)
        model.modelReset.connect(self._refit)
        model.dataChanged.connect(self._later.start)
        model.headerDataChanged.connect(self._schedule_for_header)

    def _refit(self) -> None:
        """Another match's protocol: fitted anew (the headers' sections are new)."""
        self._fitted_for = None
        self._later.start()

    def _schedule_for_header(self, orientation: Qt.Orientation, *_: object) -> None:
        if not self._fitting:
            self._later.start()

    # ---- fitting ----------------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._widths.clear()
            self._later.start()

    def _widest(self, font: QFont, texts: Sequence[str]) -> float:
        """The widest of these texts in this type; each text measured once per type (a
        protocol's few hundred different texts, measured at every size tried at each fit,
        were 200,000 measurements: 21 ms a fit)."""
        points, bold = font.pointSizeF(), font.bold()
        widths = self._widths
        if len(widths) > 50_000:
            widths.clear()
        metrics: QFontMetricsF | None = None
        widest = 0.0
        for text in texts:
            width = widths.get((points, bold, text))
            if width is None:
                metrics = metrics or QFontMetricsF(font)
                width = widths[(points, bold, text)] = metrics.horizontalAdvance(text)
            widest = max(widest, width)
        return widest

    def _texts(self) -> CellTexts:
        """Every round's words, every total and every running total shown, each once."""
        model = self.protocol_model
        rounds, totals, running = {"0000": None}, {"0000": None}, {"00000": None}
        for row in range(model.rowCount()):
            if row == model.symbols_row:  # its words get smaller in a narrow column instead
                continue
            words = totals if row == model.total_row else rounds
            for column in range(model.columnCount()):
                index = model.index(row, column)
                words[str(index.data(Qt.ItemDataRole.DisplayRole) or "")] = None
                value = index.data(RunningTotalRole)
                if value is not None:
                    running[str(value)] = None
        return CellTexts(tuple(rounds), tuple(totals), tuple(running))

    def fit(self) -> None:
        """The largest type, and the names as short as needed, for every column and row to
        show whole in the grid's present size."""
        model = self.protocol_model
        protocol = model.protocol
        if protocol is None or self._fitting:
            return
        self._fitting = True
        try:
            self._fit(protocol.seats, model.rowCount())
        finally:
            self._fitting = False

    def _fit(self, names: Sequence[str], rows: int) -> None:
        model = self.protocol_model
        base = self.font().pointSizeF() if self.font().pointSizeF() > 0 else 10.0
        texts = self._texts()
        rounds = model.protocol.rounds if model.protocol is not None else rows
        labels = [str(r + 1) for r in range(min(rounds, rows))]
        forms = side_words()
        # The same room, type, names and words as the present fit: it stands (a throw that
        # changes no cell's words, a refresh after a computer's move in another column).
        fitted_for = (
            self.size(),
            self.font().key(),
            self.frameWidth(),
            tuple(names),
            tuple(labels),
            forms,
            model.protocol.rounds if model.protocol is not None else rows,
            texts,
        )
        self._side_labels, self._side_forms = labels, forms
        if fitted_for == self._fitted_for:
            if self.rows_scroll:  # the round being played stays in sight
                self._keep_current_in_sight()
            return
        self._fitted_for = fitted_for
        self.fits_made += 1
        floor = max(SMALLEST_PT, base * (READABLE if len(names) <= FEW_SEATS else READABLE_MANY))
        size = max(SMALLEST_PT, base * LARGEST)
        scrolled = 0.0  # the rows' height when they scroll rather than shrink below `floor`
        # Above the floor the largest size that fits, halving the sizes in question (larger
        # type never fits where smaller does not): four or five measures, not seventeen.
        above = []
        while size > floor + 0.01:
            above.append(size)
            size -= 0.5
        size = max(SMALLEST_PT, floor, size) if above else size
        found = self._first_fitting(above, names, rows, texts)
        # Digits larger than this give way to Total and Symbols where they would be too small.
        least = floor if len(names) <= FEW_SEATS else base * READABLE * MANY_YIELD
        while found is None:
            m = self._measure(size, names, rows, texts, 0.0, size > least + 0.01)
            if m.beside or m.below or size <= SMALLEST_PT:
                break
            if size <= floor + 0.01 and m.wide_enough:
                # Larger text never makes the digits smaller: the rows scroll instead, in
                # the window's type where the columns have room for it (many seats: more
                # than their floor, else a larger text could read smaller than it fitted).
                scrolling = self._scrolling(size, base, names, rows, texts, least)
                if scrolling is not None:
                    m, scrolled = scrolling
                    break
            size = max(SMALLEST_PT, size - 0.5)
        if found is not None:
            m = found
        cell, small, side, side_w, header_h = m.cell, m.small, m.side, m.side_w, m.header_h
        column_w, row_h, beside, below = m.column_w, m.row_h, m.beside, m.below
        self._scroll_rows(scrolled)
        self.grid_fit = GridFit(cell, small, beside or (not below and column_w > row_h * 3))
        model.cell_font = cell
        self.verticalHeader().setFont(side)
        model.words_font = m.words
        if m.words_form != model.words_form:
            model.words_form = m.words_form
            model.headerDataChanged.emit(Qt.Orientation.Vertical, rows - 2, rows - 1)
        self.verticalHeader().setFixedWidth(int(side_w))
        self.horizontalHeader().setFixedHeight(int(header_h))
        room = column_w - PAD
        head = names_font(cell, names, room)
        model.header_font = head
        head_bold = QFont(head)
        head_bold.setBold(True)

        def fits(name: str) -> bool:  # the names' shortenings: each measured once per type
            return self._widest(head_bold, [name]) <= room

        short = short_names(list(names), fits)
        changed = short != model.short_names
        model.short_names = short
        if changed:
            model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(names) - 1)
        self.viewport().update()
        self.horizontalHeader().viewport().update()

    def _first_fitting(
        self,
        sizes: list[float],
        names: Sequence[str],
        rows: int,
        texts: CellTexts,
    ) -> Measure | None:
        """The grid at the first of `sizes` (largest first) whose type fits, if any does."""
        low, high, found = 0, len(sizes), None
        while low < high:
            middle = (low + high) // 2
            m = self._measure(sizes[middle], names, rows, texts, 0.0, words_first=True)
            if m.beside or m.below:
                found, high = m, middle
            else:
                low = middle + 1
        return found

    def _scrolling(
        self,
        floor: float,
        base: float,
        names: Sequence[str],
        rows: int,
        texts: CellTexts,
        least: float,
    ) -> tuple[Measure, float] | None:
        """The largest type from the window's (times READABLE) down to `floor` whose columns
        fit beside a scroll bar, with the rows' height it needs; None: not even at `floor`.
        Digits larger than `least` give way to the side's words (Measure's words_first)."""
        size = max(floor, base * READABLE)
        while True:
            first = size > least + 0.01
            m = self._measure(size, names, rows, texts, 0.0, first)
            scrolled = m.row_need
            m = self._measure(size, names, rows, texts, scrolled, first)
            if m.beside or m.below:
                return m, scrolled
            if size <= floor + 0.01:
                return None
            size = max(floor, size - 0.5)

    def _measure(
        self,
        size: float,
        names: Sequence[str],
        rows: int,
        texts: CellTexts,
        scrolled: float,
        words_first: bool = False,
    ) -> Measure:
        """The grid at one size of type: whether the columns and rows fit (with `scrolled`, the
        rows have that height and scroll, so only the columns must fit). `words_first`: digits
        larger than they need be, which give way to Total and Symbols in their least type."""
        model = self.protocol_model
        frame = 2 * self.frameWidth()
        cell = QFont(self.font())
        cell.setPointSizeF(size)
        bold = QFont(cell)
        bold.setBold(True)
        small = QFont(self.font())
        small.setPointSizeF(max(RUNNING_SMALLEST_PT, size * RUNNING))
        side = QFont(self.font())
        side.setPointSizeF(max(SMALLEST_PT, size * NUMBERS))
        header_h = QFontMetricsF(bold).height() + 8
        bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent) if scrolled else 0
        row_h = scrolled or (self.height() - frame - header_h) / max(1, rows)
        cm, bm, sm = QFontMetricsF(cell), QFontMetricsF(bold), QFontMetricsF(small)
        # The rounds' points share their column with the running total; the totals, in bold,
        # stand alone in theirs (three seats at ×1.5 had the bold width beside the running
        # total: 14 px of the 18 the side's words lacked).
        points_w = self._widest(cell, texts.rounds)
        totals_w = self._widest(bold, texts.totals)
        run_w = self._widest(small, texts.running)
        beside_cells = max(points_w + run_w + 4, totals_w)
        below_cells = max(points_w, run_w, totals_w)
        beside_h, below_h = cm.height() + 2, cm.height() * 0.8 + sm.ascent() + 2
        rounds = model.protocol.rounds if model.protocol is not None else rows
        numbers = self._side_labels[: min(rounds, rows)]
        numbers_w = self._widest(side, numbers) if numbers else 16

        def column(side_w: float) -> float:
            return (self.width() - frame - side_w - bar) / max(1, len(names))

        # Total and Symbols widen the side only as far as the cells keep their layout: the
        # running total beside the points where it is there beside the narrowest side.
        # (Under them where the rows are tall enough, rather than the words below their least.)
        keep = beside_cells + PAD <= column(numbers_w + 2 * PAD) and beside_h <= row_h
        layouts = [keep, False] if keep and below_h <= row_h else [keep]
        inside = self.width() - frame - bar
        cells = (beside_cells, below_cells)  # a column's digits: beside, under
        words, words_form, side_w = self._side_words(
            side, numbers_w, size, names, inside, [cells[not b] for b in layouts], words_first
        )
        column_w = column(side_w)
        beside_w = beside_cells + PAD <= column_w
        below_w = below_cells + PAD <= column_w
        return Measure(
            cell=cell,
            small=small,
            side=side,
            words=words,
            words_form=words_form,
            bold=bm,
            side_w=side_w,
            header_h=header_h,
            column_w=column_w,
            row_h=row_h,
            beside=beside_w and beside_h <= row_h,
            below=below_w and below_h <= row_h,
            wide_enough=beside_w or below_w,
            row_need=beside_h if beside_w else below_h,
        )

    def _side_words(
        self,
        side: QFont,
        numbers_w: float,
        size: float,
        names: Sequence[str],
        inside: float,
        layouts: list[float],
        words_first: bool,
    ) -> tuple[QFont, int, float]:
        """Total and Symbols under the round numbers: their type, their form (side_words) and
        the side's width (the words need half the numbers' padding: the header's margins are
        less). The longest form in the numbers' type or down to WORDS_SMALLEST of it: first in
        the room the seats' columns leave with the names' first words whole (a name's first
        word whole beside the narrowest side stays whole: "Karl-Gustav", "Ingrid"; the rest
        of a long name gives way), then with the names shortened as need be; with the
        digits' width in a column as `layouts` has them in turn (the running total beside the
        points, then under them: `inside` is the grid's width within its frame and scroll
        bar). Where not even the shortest fits, the digits give way to it if `words_first`
        (the side as wide as it needs); else it gets smaller still (to SMALLEST_PT): the
        digits at their floor give way to nothing."""
        forms = self._side_forms
        base = self.font().pointSizeF() if self.font().pointSizeF() > 0 else 10.0
        top = side.pointSizeF()
        least = max(SMALLEST_PT, top * WORDS_SMALLEST, min(top, base * WORDS_FLOOR))
        narrowest = numbers_w + 2 * PAD
        seats = max(1, len(names))
        head = QFont(self.font())
        head.setPointSizeF(size * NAMES_SMALLEST)
        head.setBold(True)
        limit = (inside - narrowest) / seats - PAD - 4
        firsts = [self._widest(head, [(n.split() or [n])[0]]) for n in names]
        named = max((w for w in firsts if w <= limit), default=0.0)
        rooms = [  # a few pixels beside a name: none cut by rounding
            inside - (max(cells, name + 4) + PAD) * seats
            for cells in layouts
            for name in (named, 0.0)
        ]
        tries = [(room, form, least) for room in rooms for form in range(len(forms))]
        if not words_first:  # the shortest words smaller, in the room the cells leave
            tries.append((rooms[-1], len(forms) - 1, SMALLEST_PT))
        words = QFont(side)
        tried: set[tuple[float, int, float]] = set()
        for room, form, smallest in tries:
            if (room, form, smallest) in tried:  # the names' room is often the cells' room
                continue
            tried.add((room, form, smallest))
            points = self._largest_words(side, forms[form], max(room, narrowest), smallest)
            if points is not None:
                words.setPointSizeF(points)
                break
        else:
            words.setPointSizeF(smallest)
        form = next(f for f in range(len(forms)) if forms[f] == forms[form])  # "Sum" is "Sum"
        return words, form, max(narrowest, self._widest(words, forms[form]) + PAD)

    def _largest_words(
        self, side: QFont, words: Sequence[str], room: float, smallest: float
    ) -> float | None:
        """The largest of the side's size and the sizes half a point apart below it, down to
        `smallest`, at which the words fit `room` with half the padding; None: not even
        `smallest`. Found from a guess (words widen with their type), not by trying each."""
        top = side.pointSizeF()
        font = QFont(side)
        last = max(0, math.ceil((top - smallest) / 0.5 - 1e-9))  # steps down to `smallest`

        def at(step: int) -> float:
            return max(smallest, top - 0.5 * step)

        def fits(step: int) -> bool:
            font.setPointSizeF(at(step))
            return self._widest(font, words) + PAD <= room

        if fits(0):
            return top
        wide = self._widest(font, words)
        guess = top * (room - PAD) / wide if wide > 0 else smallest
        step = min(last, max(1, math.ceil((top - guess) / 0.5 - 1e-9)))
        if fits(step):
            while step > 1 and fits(step - 1):
                step -= 1
            return at(step)
        while step < last:
            step += 1
            if fits(step):
                return at(step)
        return None

    def _scroll_rows(self, height: float) -> None:
        """Rows of `height` that scroll (0: the rows share the grid's height, no scrolling);
        the round being played stays in sight."""
        header = self.verticalHeader()
        if height:
            header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
            header.setDefaultSectionSize(int(height + 0.999))
            for row in range(header.count()):  # the sizes they had stretched: every row anew
                header.resizeSection(row, int(height + 0.999))
            self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
            self._keep_current_in_sight()
        else:
            header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
            self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def _keep_current_in_sight(self) -> None:
        protocol = self.protocol_model.protocol
        if protocol is not None and protocol.current is not None:
            seat, rnd = protocol.current
            self.scrollTo(self.protocol_model.index(rnd, seat))
        elif protocol is not None and protocol.is_over:  # the totals, the symbols
            self.scrollToBottom()

    @property
    def rows_scroll(self) -> bool:
        """Whether the rounds scroll (larger text than the grid's room holds)."""
        return self.verticalScrollBarPolicy() != Qt.ScrollBarPolicy.ScrollBarAlwaysOff


@dataclass(frozen=True)
class CellTexts:
    """The grid's words to make room for, each once: the rounds' (in the cells' type, beside
    or over their running totals), the totals' (bold, alone) and the running totals."""

    rounds: tuple[str, ...]
    totals: tuple[str, ...]
    running: tuple[str, ...]


@dataclass(frozen=True)
class Measure:
    """The grid at one size of type (ProtocolView._measure)."""

    cell: QFont
    small: QFont
    side: QFont
    words: QFont  # the side's Total and Symbols
    words_form: int  # ... whole (0), short (1: "S:a", "Symb.") or shortest (2: "Sym.")
    bold: QFontMetricsF
    side_w: float
    header_h: float
    column_w: float
    row_h: float
    beside: bool  # the columns and rows fit with the running total beside the points
    below: bool  # ... under them
    wide_enough: bool  # the columns fit one way or the other
    row_need: float  # a row's height for the type to read whole

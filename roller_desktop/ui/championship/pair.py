"""The director's two tables: the round's tables (players in seat order, whether played) and
the standings with their rule. Side by side where both show their names whole; else one over
the other where both have the height for a few rows; else as two tabs, each the whole height
(one over the other left each a row and a half on a small screen at the largest text, under
the page's buttons)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QFontMetricsF, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QBoxLayout,
    QHeaderView,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from roller_desktop.ui.championship.compact import Summary, wrapped

NAMES = 1  # the column of the names in both tables: it takes what the others leave
MIN_ROWS = 3  # a table shows at least the row chosen, one above and one below
STACKED_ROWS = 5  # one table over the other where each has this many rows (else two tabs)
FRAME_SLACK = 8  # pixels
RULE_LINES = 8  # the standings' rule at most: more than it takes at 1024 px


def _item(text: str, align_right: bool = False) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
    if align_right:
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return item


def make_table(headers: Sequence[str], name: str) -> QTableWidget:
    table = QTableWidget(0, len(headers))
    table.setHorizontalHeaderLabels(list(headers))
    table.setAccessibleName(name)
    table.verticalHeader().setVisible(False)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)  # widths: fit_columns
    header.setSectionResizeMode(NAMES, QHeaderView.ResizeMode.Stretch)
    # Names that do not fit the width go onto more lines, each row as tall as its words.
    table.setWordWrap(True)
    table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    return table


def fill(table: QTableWidget, rows: Sequence[Sequence[tuple[str, bool]]]) -> None:
    """The rows (text, right-aligned) into the table, touching only the cells that changed:
    the page reads again every few seconds, and a table rebuilt each time would flicker and
    measure its wrapped rows afresh."""
    table.setRowCount(len(rows))
    for row, cells in enumerate(rows):
        for col, (text, right) in enumerate(cells):
            item = table.item(row, col)
            if item is None or item.text() != text:
                table.setItem(row, col, _item(text, right))
    fit_columns(table)


def _margin(table: QTableWidget) -> int:
    """A cell's text margins, either side together, and a pixel of slack each side (Qt's
    measure of a column to its contents left "not played yet" a pixel short on X)."""
    style = table.style()
    return 2 * (style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, table) + 2)


def column_width(table: QTableWidget, column: int) -> int:
    """A column as wide as its heading and its longest cell, whole."""
    metrics = QFontMetricsF(table.font())
    cells = [table.item(row, column) for row in range(table.rowCount())]
    longest = max([metrics.horizontalAdvance(i.text()) for i in cells if i is not None] + [0.0])
    heading = table.horizontalHeader().sectionSizeHint(column)
    return max(heading, int(longest + 0.999) + _margin(table))


def fit_columns(table: QTableWidget) -> None:
    """The heading in the cells' type (a header does not always follow its table's font: the
    standings' kept the first text size at Ctrl++), every column but the names' to its
    contents; the names take the rest."""
    header = table.horizontalHeader()
    if header.font() != table.font():
        header.setFont(table.font())
    for column in range(table.columnCount()):
        if column != NAMES:
            width = column_width(table, column)
            if header.sectionSize(column) != width:
                header.resizeSection(column, width)


def needed_width(table: QTableWidget) -> int:
    """The width a table needs to show every cell and heading whole: its columns' own
    widths, the names' column as wide as its longest name."""
    others = sum(column_width(table, c) for c in range(table.columnCount()) if c != NAMES)
    return others + column_width(table, NAMES) + 4 + 2 * table.frameWidth()


UNBOUNDED = 16777215  # QWIDGETSIZE_MAX


def rows_height(table: QTableWidget) -> int:
    """A table's height with every row in sight (at least MIN_ROWS rows' room)."""
    rows = sum(table.rowHeight(r) for r in range(table.rowCount()))
    header = table.horizontalHeader().sizeHint().height()
    return max(least_height(table), header + rows + 2 * table.frameWidth() + 2)


def least_height(table: QTableWidget) -> int:
    row = QFontMetricsF(table.font()).lineSpacing() + 8
    header = table.horizontalHeader().sizeHint().height()
    return int(header + MIN_ROWS * row + 2 * table.frameWidth())


class TablesPair(QWidget):
    """The round's tables and the standings (with their rule under them), side by side or as
    two tabs."""

    def __init__(
        self, tables: QTableWidget, standings: QTableWidget, rule: Summary, names: tuple[str, str]
    ) -> None:
        super().__init__()
        self.tables, self.standings, self.rule = tables, standings, rule
        self.names = names  # the tabs' titles
        self.standings_box = QWidget()
        box = self.box = QVBoxLayout(self.standings_box)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(standings, 1)
        box.addWidget(rule)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.side = QWidget()
        self.side_row = QBoxLayout(QBoxLayout.Direction.LeftToRight, self.side)
        self.side_row.setContentsMargins(0, 0, 0, 0)
        self.tabs = QTabWidget()
        self.tabs.setAccessibleName(names[0] + " / " + names[1])
        self.tabs.setDocumentMode(True)
        layout.addWidget(self.side, 1)
        layout.addWidget(self.tabs, 1)
        self.side_row.addWidget(tables)
        self.side_row.addWidget(self.standings_box)
        self.tabs.hide()

    def tabbed(self) -> bool:
        return not self.tabs.isHidden()

    def show_standings(self) -> None:
        """The standings in sight (in tabs: their tab chosen)."""
        if self.tabbed():
            self.tabs.setCurrentWidget(self.standings_box)

    def side_by_side(self) -> bool:
        return not self.tabbed() and self.side_row.direction() == QBoxLayout.Direction.LeftToRight

    def stacked(self) -> bool:
        return not self.tabbed() and self.side_row.direction() == QBoxLayout.Direction.TopToBottom

    def stacked_height(self) -> int:
        """The height for the round's tables (up to STACKED_ROWS of them) over the standings
        (STACKED_ROWS rows) and two lines of their rule."""
        row = QFontMetricsF(self.tables.font()).lineSpacing() + 8
        rows = min(max(1, self.tables.rowCount()), STACKED_ROWS) + STACKED_ROWS
        both = (self.tables, self.standings)
        headers = sum(table.horizontalHeader().sizeHint().height() for table in both)
        frames = 4 * self.tables.frameWidth() + 2 * max(0, self.side_row.spacing())
        rule = 2 * QFontMetricsF(self.rule.font()).lineSpacing()
        return int(headers + rows * row + frames + rule)

    def arrange(self) -> None:
        """Side by side where both have the width for their names; else one over the other
        where both have the height for a few rows; else as tabs."""
        for table in (self.tables, self.standings):
            fit_columns(table)
            table.setMinimumHeight(least_height(table))
        needs = (needed_width(self.tables), needed_width(self.standings))
        side = sum(needs) + self.side_row.spacing() <= self.width()
        over = not side and self.height() >= self.stacked_height()
        # the rule whole under the standings where they keep MIN_ROWS rows beside it (in a
        # tab at the largest text it was cut to one line, the rest only in a tooltip)
        self.rule.set_most(self.rule_lines(side, over))
        direction = QBoxLayout.Direction.LeftToRight if side else QBoxLayout.Direction.TopToBottom
        # over the standings the round's tables are as tall as their rows, the rest theirs
        self.tables.setMaximumHeight(rows_height(self.tables) if over else UNBOUNDED)
        if side or over:
            if self.side_row.direction() != direction:
                self.side_row.setDirection(direction)
            self.side_row.setStretchFactor(self.tables, needs[0] if side else 0)
            self.side_row.setStretchFactor(self.standings_box, needs[1] if side else 1)
        if (side or over) == (not self.tabbed()):
            return
        focused = self.focusWidget()
        if side or over:
            self.tabs.clear()
            self.side_row.addWidget(self.tables, needs[0] if side else 0)
            self.side_row.addWidget(self.standings_box, needs[1] if side else 1)
            self.tables.show()
            self.standings_box.show()
            self.tabs.hide()
            self.side.show()
        else:
            self.side.hide()
            self.tabs.addTab(self.tables, self.names[0])
            self.tabs.addTab(self.standings_box, self.names[1])
            self.tabs.show()
        if focused is not None and focused in (self.tables, self.standings):
            if focused is self.standings:
                self.show_standings()
            focused.setFocus()

    def rule_lines(self, side: bool, over: bool) -> int:
        """The rule's lines under the standings: all it takes, or as many as leave the
        standings MIN_ROWS rows (one at the least, its end elided, whole in its tooltip)."""
        line = QFontMetricsF(self.rule.font()).lineSpacing()
        width = self.standings_box.width() if side else self.width()
        whole = len(wrapped(self.rule.text(), self.rule, max(1, width), RULE_LINES)[0])
        if side:
            height = self.height()
        elif over:
            height = self.height() - rows_height(self.tables) - self.side_row.spacing()
        else:
            height = self.height() - self.tabs.tabBar().sizeHint().height()
        # the box's spacing and a few pixels of the tab's frame: a line more than the room
        # made the page need more than a 600-pixel screen
        room = height - least_height(self.standings) - self.box.spacing() - FRAME_SLACK
        return max(1, min(whole, int(room // line)))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.arrange()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # Ctrl++: the same window, larger names
            QTimer.singleShot(0, self.arrange)

"""What a person sees of an item view (a table, a list, a tree) and of its header, of a box
to type lines in, and of a scrolled page:

- its rows: fewer than MIN_ROWS in sight (the window as it stands: a view at the bottom of a
  scrolled page counts only what the page shows of it) while it has more;
- its header's sections: each heading whole (or whole in its tooltip), as tall as its text, in
  a type no smaller than the cells' (a header that keeps the first text size at Ctrl++);
- its cells in the rows in sight: each text whole in its cell, on one line or wrapped into the
  row's height, or whole in the tooltip; a column the person can widen (an Interactive column
  of a view that scrolls sideways) is theirs to widen, and not counted;
- a box to type lines in: three lines in sight (the Players box of a new championship showed
  two at the largest text);
- a scrolled page no wider than its area's viewport when the area does not scroll sideways;
- a scroll area that shows a side scroll bar (a page is read by a plain vertical scroll,
  unless marked to scroll sideways: widgets.scrolls_sideways), or that scrolls inside the page
  of another that scrolls (the end screen's words in a keyhole of 230 px beside the column's
  own bar, its coach's buttons ten wheel clicks down).

The play screen's protocol (ProtocolView) has checks of its own (its digits, its columns'
names shortened with the whole name in the tooltip) and is measured here for its rows only."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, QPoint, QRect, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QListView,
    QPlainTextEdit,
    QScrollArea,
    QStyle,
    QTableView,
    QTextEdit,
    QTreeView,
    QWidget,
)

if TYPE_CHECKING:
    from tests.ui.layout.audit import Seen

# Three rows: the row chosen with one above and one below it, as a person moves through a
# list with the arrow keys; fewer, a table reads like a single field and hides the round.
MIN_ROWS = 3
SHOWN_PART = 2 / 3  # of a row's height in sight: a row cut lower than this is not read
HEADER_TYPE = 0.8  # a header's type against its cells': smaller, the header did not grow
CELLS_CHECKED = 40  # rows in sight measured per view


def in_sight(widget: QWidget, scrolled_to: bool = False) -> QRect:
    """The part of `widget` (its own coordinates) its ancestors do not clip: a scroll area's
    page shows only its viewport's part, a squeezed parent only its own rect. `scrolled_to`:
    as when the page is scrolled to it (a box to type in is, once it has the keyboard), so a
    scroll area's viewport bounds only its height."""
    window = widget.window()
    origin = widget.mapTo(window, QPoint(0, 0))
    rect = QRect(origin, widget.size())
    parent = widget.parentWidget()
    while parent is not None and not parent.isWindow():
        area = parent.parentWidget()
        if scrolled_to and isinstance(area, QScrollArea) and parent is area.viewport():
            rect.setHeight(min(rect.height(), parent.height()))
            rect.setWidth(min(rect.width(), parent.width()))
            rect.moveTopLeft(parent.mapTo(window, QPoint(0, 0)))  # scrolled to its corner
            origin = rect.topLeft()
        else:
            rect = rect.intersected(QRect(parent.mapTo(window, QPoint(0, 0)), parent.size()))
        parent = parent.parentWidget()
    return rect.translated(-origin) if rect.isValid() else QRect()


def _rows(view: QAbstractItemView) -> list[QModelIndex]:
    """The view's rows in order, one index each (a tree's expanded items), up to 2000."""
    model = view.model()
    if model is None:
        return []
    root = view.rootIndex()
    if isinstance(view, QTreeView):
        found: list[QModelIndex] = []
        index = model.index(0, 0, root)
        while index.isValid() and len(found) < 2000:
            found.append(index)
            index = view.indexBelow(index)
        return found
    column = view.modelColumn() if isinstance(view, QListView) else _first_column(view)
    if column < 0:
        return []
    return [
        model.index(row, column, root)
        for row in range(min(model.rowCount(root), 2000))
        if not (isinstance(view, QTableView) and view.isRowHidden(row))
        and not (isinstance(view, QListView) and view.isRowHidden(row))
    ]


def _first_column(view: QAbstractItemView) -> int:
    model = view.model()
    if model is None:
        return -1
    header = view.horizontalHeader() if isinstance(view, QTableView) else None
    for column in range(_columns(view)):
        if header is None or not header.isSectionHidden(column):
            return column
    return -1


def _columns(view: QAbstractItemView) -> int:
    """The model's columns (a list's model has one; QListWidget's hides its columnCount)."""
    model = view.model()
    if model is None:
        return 0
    if isinstance(view, QListView):
        return view.modelColumn() + 1
    return int(model.columnCount(view.rootIndex()))


def _shown(rect: QRect, sight: QRect) -> bool:
    common = rect.intersected(sight)
    return rect.height() > 0 and common.height() >= rect.height() * SHOWN_PART - 0.5


def check_view(view: QAbstractItemView, seen: Seen, name: str) -> None:
    """Every check of this module on one view (its header's included)."""
    from roller_desktop.ui.play.protocol_view import ProtocolView

    if isinstance(view, QHeaderView):
        return
    viewport = view.viewport()
    sight = in_sight(viewport).intersected(viewport.rect())
    rows = _rows(view)
    shown = [i for i in rows if _shown(view.visualRect(i), sight)]
    if len(shown) < min(MIN_ROWS, len(rows)):
        seen.cut.append(
            f"rows: {name} shows {len(shown)} of {len(rows)} rows in {sight.height()} px"
        )
    if isinstance(view, ProtocolView):
        return
    header = view.horizontalHeader() if isinstance(view, QTableView | QTreeView) else None
    if header is not None:
        _header(view, header, seen, name)
    _cells(view, shown, seen, name)


def _header_font(header: QHeaderView, section: int) -> QFont:
    model = header.model()
    font = model.headerData(section, header.orientation(), Qt.ItemDataRole.FontRole)
    return font if isinstance(font, QFont) else header.font()


def _header(view: QAbstractItemView, header: QHeaderView, seen: Seen, name: str) -> None:
    from tests.ui.layout.audit import TOLERANCE_PX, px

    model = header.model()
    if model is None or not header.isVisible() or header.height() <= 0:
        return
    sight = in_sight(header).intersected(header.rect())
    cells_px = px(view.font())
    for section in range(header.count()):
        if header.isSectionHidden(section):
            continue
        text = str(model.headerData(section, header.orientation()) or "")
        if not text.strip():
            continue
        where = header.sectionViewportPosition(section)
        span = QRect(where, 0, header.sectionSize(section), header.height())
        if span.intersected(sight).width() < span.width():  # scrolled out: not in sight
            continue
        label = f"heading {text[:30]!r} of {name}"
        font_px = px(_header_font(header, section))
        seen.texts[id(header) + section] = seen.growing[id(header) + section] = (label, font_px)
        if font_px < cells_px * HEADER_TYPE - 0.5:
            seen.cut.append(f"{label} in {font_px:.0f} px type beside cells of {cells_px:.0f}")
        tip = str(model.headerData(section, header.orientation(), Qt.ItemDataRole.ToolTipRole))
        need = header.sectionSizeHint(section)
        if header.sectionSize(section) < need - TOLERANCE_PX and text.strip() not in tip:
            seen.cut.append(f"{label} {header.sectionSize(section)} px of {need}")
    tall = header.sizeHint().height()
    if header.height() < tall - TOLERANCE_PX:
        seen.cut.append(f"header of {name} {header.height()} px tall of {tall}")


def _widenable(view: QAbstractItemView, column: int) -> bool:
    """A column the person can drag wider, the view scrolling sideways for it."""
    if not isinstance(view, QTableView | QTreeView):
        return False
    header = view.horizontalHeader() if isinstance(view, QTableView) else view.header()
    return (
        header.isVisible()
        and header.sectionResizeMode(column) == QHeaderView.ResizeMode.Interactive
        and view.horizontalScrollBarPolicy() != Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    )


def _cells(view: QAbstractItemView, shown: list[QModelIndex], seen: Seen, name: str) -> None:
    """The cells of the rows in sight: each text whole (one line, or wrapped into its row)."""
    from tests.ui.layout.audit import TOLERANCE_PX

    model = view.model()
    if model is None:
        return
    seen.texts[id(view)] = seen.growing[id(view)] = (f"{name} cells", _px(view.font()))
    columns = _columns(view)
    # a table that scrolls sideways shows the rest of a long cell by scrolling: its cell's own
    # width counts, not the part in sight; a list's line (whose it is: a name) reads whole in
    # the list's width (the paper entry's lists cut "Karl-Gustav Ångström-…" at large text)
    sideways = (
        view.horizontalScrollBar().isVisible()
        and view.horizontalScrollBar().maximum()
        and not isinstance(view, QListView)
    )
    right = 10**6 if sideways else view.viewport().width()
    # the item delegate's text margin either side (QCommonStyle: the focus frame's and one)
    margin = 2 * (view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1)
    hidden = view.horizontalHeader() if isinstance(view, QTableView) else None
    for first in shown[:CELLS_CHECKED]:
        for column in range(columns):
            if isinstance(view, QListView) and column != view.modelColumn():
                continue
            if hidden is not None and hidden.isSectionHidden(column):
                continue
            if isinstance(view, QTreeView) and view.isColumnHidden(column):
                continue
            index = first.siblingAtColumn(column)
            text = index.data(Qt.ItemDataRole.DisplayRole)
            if not isinstance(text, str | int) or not str(text).strip():
                continue
            text = str(text)
            cell = view.visualRect(index)
            room = min(cell.right(), right) - cell.left() + 1 - margin
            if index.data(Qt.ItemDataRole.DecorationRole) is not None:
                icon = view.iconSize().width()
                room -= icon + 4 if icon > 0 else 20
            font = index.data(Qt.ItemDataRole.FontRole)
            metrics = QFontMetricsF(font if isinstance(font, QFont) else view.font())
            tip = str(index.data(Qt.ItemDataRole.ToolTipRole) or "")
            if text in tip or _widenable(view, column):
                continue
            lines = text.split("\n")
            wide = max(metrics.horizontalAdvance(line) for line in lines)
            if wide <= room + TOLERANCE_PX:
                tall = len(lines) * metrics.lineSpacing()
                if tall <= cell.height() + TOLERANCE_PX:
                    continue
                seen.cut.append(
                    f"cell {text[:30]!r} of {name} {cell.height()} px tall of {tall:.0f}"
                )
                return
            if _wraps(view):
                box = QRectF(0, 0, max(1.0, room), 100000.0)
                flags = int(Qt.TextFlag.TextWordWrap)
                tall = metrics.boundingRect(box, flags, text).height()
                words_fit = all(
                    metrics.horizontalAdvance(w) <= room + TOLERANCE_PX for w in text.split()
                )
                if words_fit and tall <= cell.height() + TOLERANCE_PX:
                    continue
            seen.cut.append(f"cell {text[:30]!r} of {name} in {room} × {cell.height()} px")
            return  # one cut cell says enough of a view


def _wraps(view: QAbstractItemView) -> bool:
    if isinstance(view, QTableView | QTreeView):
        return view.wordWrap()
    if isinstance(view, QListView):
        return view.wordWrap()
    return False


def _px(font: QFont) -> float:
    from tests.ui.layout.audit import px

    return px(font)


def check_text_box(box: QPlainTextEdit | QTextEdit, seen: Seen, name: str) -> None:
    """A box to type lines in (players, one a line) shows MIN_ROWS lines of its type at least;
    a read-only one as many as it has, up to that."""
    viewport = box.viewport()
    sight = in_sight(viewport, scrolled_to=True).intersected(viewport.rect())
    line = QFontMetricsF(box.font()).lineSpacing()
    lines = box.document().blockCount() if box.isReadOnly() else MIN_ROWS
    wanted = min(MIN_ROWS, lines) * line
    if sight.height() + 1 < wanted:
        seen.cut.append(
            f"lines: {name} {sight.height()} px tall, {wanted:.0f} for {min(MIN_ROWS, lines)} lines"
        )


def check_scroll_page(area: QScrollArea, seen: Seen, name: str) -> None:
    """A scrolled page no wider than what its area shows, unless the area scrolls sideways
    (fields running under the scroll bar were cut at the right); no side scroll bar unless
    the area is made to scroll sideways; no scroll area that scrolls in another's page that
    scrolls."""
    from roller_desktop.ui.common.widgets import SIDEWAYS

    page = area.widget()
    if page is None or not page.isVisible():
        return
    side = area.horizontalScrollBar()
    if side.isVisible() and side.maximum() > 0 and not area.property(SIDEWAYS):
        seen.outside.append(
            f"scrolls sideways: {name} page {page.width()} px wide in {area.viewport().width()}"
        )
    outer = _scrolling_around(area)
    scrolls = area.verticalScrollBar().maximum() > 0 or side.maximum() > 0
    if outer is not None and scrolls:
        seen.outside.append(
            f"scrolls inside: {name} {area.height()} px tall in the scrolling page of "
            f"{type(outer).__name__}({outer.accessibleName() or outer.objectName()!r})"
        )
    room = area.viewport().width()
    if page.width() > room + 1 and not area.horizontalScrollBar().isVisible():
        seen.outside.append(f"page of {name} {page.width()} px wide in {room}, no side scroll")


def _scrolling_around(area: QScrollArea) -> QScrollArea | None:
    """The scroll area whose page holds `area`, if that one scrolls up and down."""
    parent = area.parentWidget()
    while parent is not None and not parent.isWindow():
        outer = parent.parentWidget()
        if isinstance(outer, QScrollArea) and parent is outer.viewport():
            return outer if outer.verticalScrollBar().maximum() > 0 else None
        parent = outer
    return None

"""The audit's own checks: an elided caption counts as cut unless its whole words are in
the tooltip (a person at the table does not hover: such words want the room or shorter
wording, and the audit must say so when the tooltip is missing)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QApplication,
    QHeaderView,
    QLabel,
    QPlainTextEdit,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from roller_desktop.ui.common.widgets import FitLabel
from tests.ui.layout import report
from tests.ui.layout.audit import Seen, inspect


def test_an_elided_caption_without_its_words_in_the_tooltip_is_cut(qtbot: Any) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    layout = QVBoxLayout(window)
    caption = FitLabel("Poäng i ronden, och mycket mer än så", floor=0.9)
    layout.addWidget(caption)
    window.resize(90, 60)
    window.show()
    qtbot.waitExposed(window)
    assert caption.fitted()[1] != caption.text()  # elided in 90 px
    assert inspect(window).cut == []  # its words in the tooltip: allowed, as the issue says
    caption.setToolTip("")
    cut = inspect(window).cut
    assert len(cut) == 1 and "shows" in cut[0]


# ---- item views: rows in sight, headings, cells (the director's page passed with a table
# of one row and a half, a standings' header at the first text size and names cut) ----------


def _window(qtbot: Any, *widgets: QWidget, size: tuple[int, int] = (400, 300)) -> QWidget:
    window = QWidget()
    qtbot.addWidget(window)
    layout = QVBoxLayout(window)
    for widget in widgets:
        layout.addWidget(widget)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    return window


def _table(rows: int, texts: tuple[str, ...] = ("Anna", "12")) -> QTableWidget:
    table = QTableWidget(rows, len(texts))
    table.setHorizontalHeaderLabels([f"H{i}" for i in range(len(texts))])
    for row in range(rows):
        for column, text in enumerate(texts):
            table.setItem(row, column, QTableWidgetItem(text))
    return table


def test_a_table_showing_fewer_than_three_of_its_rows_is_found(qtbot: Any) -> None:
    table = _table(10)
    spacer = QWidget()
    window = _window(qtbot, table, spacer)
    table.setFixedHeight(table.horizontalHeader().height() + int(table.rowHeight(0) * 1.5) + 4)
    QApplication.processEvents()
    rows = [c for c in inspect(window).cut if c.startswith("rows:")]
    assert len(rows) == 1 and "shows 1 of 10 rows" in rows[0]
    table.setFixedHeight(table.horizontalHeader().height() + table.rowHeight(0) * 4 + 4)
    QApplication.processEvents()
    assert not [c for c in inspect(window).cut if c.startswith("rows:")]
    table.setRowCount(1)  # one row, and it is shown: nothing more to see
    table.setFixedHeight(table.horizontalHeader().height() + table.rowHeight(0) + 4)
    QApplication.processEvents()
    assert not [c for c in inspect(window).cut if c.startswith("rows:")]


def test_rows_are_counted_as_the_page_around_the_table_shows_them(qtbot: Any) -> None:
    """A table of its full height on a scrolled page: only what the page shows is seen."""
    table = _table(10)
    table.setMinimumHeight(table.rowHeight(0) * 11 + 40)
    page = QWidget()
    QVBoxLayout(page).addWidget(table)
    area = QScrollArea()
    area.setWidgetResizable(True)
    area.setWidget(page)
    window = _window(qtbot, area)
    label = QLabel("above")
    window.layout().insertWidget(0, label)
    area.setFixedHeight(table.rowHeight(0) * 2 + 20)
    QApplication.processEvents()
    assert table.verticalScrollBar().maximum() == 0  # the table itself shows every row
    assert any("rows:" in c for c in inspect(window).cut)


def test_a_heading_cut_or_smaller_than_its_cells_is_found(qtbot: Any) -> None:
    table = _table(3, ("Anna", "12", "7"))
    table.setHorizontalHeaderLabels(["Player", "Points in the qualifying rounds", "W"])
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
    window = _window(qtbot, table, size=(500, 300))
    header.resizeSection(1, 60)
    QApplication.processEvents()
    cut = [c for c in inspect(window).cut if "heading" in c]
    assert len(cut) == 1 and "'Points in the qualifying" in cut[0]
    item = table.horizontalHeaderItem(1)
    assert item is not None
    item.setToolTip("Points in the qualifying rounds")  # whole in the tooltip: allowed
    assert not [c for c in inspect(window).cut if "heading" in c]
    header.resizeSection(1, 120)
    big = QFont(table.font())
    big.setPointSizeF(big.pointSizeF() * 2)
    table.setFont(big)
    first = QFont(window.font())
    first.setPointSizeF(big.pointSizeF() / 2)
    header.setFont(first)  # a header left at the first text size
    QApplication.processEvents()
    small = [c for c in inspect(window).cut if "type beside cells" in c]
    assert len(small) == 3  # each heading of the table


def test_a_cell_cut_in_a_row_in_sight_is_found_unless_the_person_can_widen_it(
    qtbot: Any,
) -> None:
    names = "Anna-Lena Fjällström, Karl-Gustav Ångström-Bergqvist, Britt-Marie Sjöström"
    table = _table(3, ("1", names, "not played yet"))
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
    table.setWordWrap(True)
    window = _window(qtbot, table, size=(500, 300))
    header.resizeSection(1, 200)  # three lines' words in a row one line tall
    QApplication.processEvents()
    cut = [c for c in inspect(window).cut if c.startswith("cell")]
    assert len(cut) == 1 and "Anna-Lena" in cut[0]
    table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    table.resizeRowsToContents()
    QApplication.processEvents()
    assert not [c for c in inspect(window).cut if c.startswith("cell")]  # wrapped, whole
    table.setWordWrap(False)
    QApplication.processEvents()
    assert [c for c in inspect(window).cut if c.startswith("cell")]
    header.setSectionResizeMode(1, QHeaderView.ResizeMode.Interactive)  # the person's to widen
    QApplication.processEvents()
    assert not [c for c in inspect(window).cut if c.startswith("cell")]


def test_headings_and_cells_that_keep_their_type_at_a_larger_text_are_found() -> None:
    from tests.ui.layout.test_layout_audit import SCALES, SIZES, not_growing

    def results(grown: float) -> dict[tuple[tuple[int, int], float], Seen]:
        found = {}
        for size in SIZES:
            for scale in SCALES[size]:
                seen = Seen()
                seen.growing[1] = ("heading 'Place' of QTableWidget('Standings')", 12.0)
                seen.growing[2] = ("QTableWidget('Standings') cells", 12.0 * scale**grown)
                found[(size, scale)] = seen
        return found

    rows = dict(report.ROWS)
    try:
        kept = not_growing("planted", results(1.0))
        assert kept and all("heading 'Place'" in f for f in kept)
        assert len(kept) == len(SIZES)  # once per window size
        assert len(not_growing("planted", results(0.0))) == 2 * len(SIZES)
    finally:  # the audit's printed table is of the screens only
        report.ROWS.clear()
        report.ROWS.update(rows)


def test_a_box_to_type_lines_in_showing_two_is_found(qtbot: Any) -> None:
    box = QPlainTextEdit()
    window = _window(qtbot, box, QWidget())
    line = box.fontMetrics().lineSpacing()
    box.setFixedHeight(int(line * 2) + 2 * box.frameWidth() + 4)
    QApplication.processEvents()
    assert any(c.startswith("lines:") for c in inspect(window).cut)
    box.setFixedHeight(int(line * 3.5) + 2 * box.frameWidth() + 8)
    QApplication.processEvents()
    assert not any(c.startswith("lines:") for c in inspect(window).cut)


def test_a_scrolled_page_wider_than_its_area_is_found(qtbot: Any) -> None:
    """Fields running under the scroll bar: the page wider than the area shows, sideways
    scrolling off (the new championship's form at the largest text)."""
    page = QWidget()
    page.setMinimumWidth(500)
    area = QScrollArea()
    area.setWidgetResizable(True)
    area.setWidget(page)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    window = _window(qtbot, area, size=(300, 200))
    assert any("no side scroll" in o for o in inspect(window).outside)
    page.setMinimumWidth(100)
    QApplication.processEvents()
    assert not any("no side scroll" in o for o in inspect(window).outside)


def test_the_protocols_side_words_small_or_cut_are_found(qtbot: Any) -> None:
    """ "Summa" and "Symboler" in 7 pt beside round numbers of 14 (four seats at the largest
    text before) are found, and so is a word wider than the side."""
    from roller_desktop.ui.play.protocol_model import ProtocolModel
    from roller_desktop.ui.play.protocol_view import ProtocolView
    from tests.ui.protocol_samples import protocol_of

    model = ProtocolModel()
    model.set_protocol(protocol_of({"Anna": "300 RT", "Bo": "450 –"}))
    view = ProtocolView(model)
    qtbot.addWidget(view)
    view.resize(400, 300)
    view.show()
    qtbot.waitUntil(lambda: model.words_font is not None)
    fair = inspect(view, (1024, 600))
    assert not [c for c in fair.cut if "side word" in c]
    numbers, words = QFont(view.font()), QFont(view.font())
    numbers.setPointSizeF(14.0)
    words.setPointSizeF(7.0)
    view.verticalHeader().setFont(numbers)
    model.words_font = words
    small = inspect(view, (1024, 600))
    assert any("side word 'Total' in 9.3 px" in c for c in small.cut), small.cut
    view.verticalHeader().setFixedWidth(20)
    narrow = inspect(view, (1024, 600))
    assert any("side word 'Symbols' is wider" in c for c in narrow.cut), narrow.cut


def test_a_cut_example_in_a_field_is_cut_even_with_a_tooltip(qtbot: Any) -> None:
    """The paper entry's fields read "TT:MM…" and "Var de…" at the largest text, their
    examples in tooltips: a person typing at the keys never sees those; a text typed and
    held whole by the tooltip may pass."""
    from PySide6.QtWidgets import QLineEdit

    field = QLineEdit()
    field.setPlaceholderText("TT:MM, tomt om det inte är känt")
    field.setToolTip(field.placeholderText())
    field.setFixedWidth(110)
    window = _window(qtbot, field, size=(200, 60))
    cut = inspect(window).cut
    assert len(cut) == 1 and "placeholder" in cut[0]
    field.setText("Eldsmark, hos Anna och Bertil")  # typed: its tooltip holds it whole
    field.setToolTip(field.text())
    assert inspect(window).cut == []
    field.setToolTip("")
    assert len(inspect(window).cut) == 1


def test_a_side_scroll_bar_is_found_unless_the_page_is_made_to_scroll_sideways(
    qtbot: Any,
) -> None:
    """A page read by a side scroll bar (the stored match's right column at the largest
    text: its buttons cut at the right) is found; a page made to scroll sideways is not."""
    from roller_desktop.ui.common.widgets import scrolls_sideways

    page = QWidget()
    page.setMinimumWidth(500)
    area = QScrollArea()
    area.setWidgetResizable(True)
    area.setWidget(page)
    window = _window(qtbot, area, size=(300, 200))
    qtbot.waitUntil(area.horizontalScrollBar().isVisible)
    assert any("scrolls sideways" in o for o in inspect(window).outside)
    scrolls_sideways(area)
    assert not any("scrolls sideways" in o for o in inspect(window).outside)


def test_a_scroll_area_scrolling_in_the_page_of_another_is_found(qtbot: Any) -> None:
    """The end screen's words scrolled in a keyhole inside the column's own scrolled page:
    two bars side by side. One area that scrolls is not found."""
    inner_page = QWidget()
    inner_page.setMinimumHeight(800)
    inner = QScrollArea()
    inner.setWidgetResizable(True)
    inner.setWidget(inner_page)
    inner.setMinimumHeight(150)
    outer_page = QWidget()
    rows = QVBoxLayout(outer_page)
    tall = QWidget()
    tall.setMinimumHeight(300)
    rows.addWidget(tall)
    rows.addWidget(inner)
    outer = QScrollArea()
    outer.setWidgetResizable(True)
    outer.setWidget(outer_page)
    window = _window(qtbot, outer, size=(300, 200))
    assert outer.verticalScrollBar().maximum() > 0
    assert any("scrolls inside" in o for o in inspect(window).outside)
    tall.hide()
    inner_page.setMinimumHeight(100)
    QApplication.processEvents()
    assert not any("scrolls inside" in o for o in inspect(window).outside)

"""The protocol's names at 1024×600: a short name stays whole in type a little smaller than
the cells' ("Ingrid" read "Ingri." with four seats at the largest text, seen in the window)."""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetricsF

from roller_desktop.store.values import SeatSpec
from roller_desktop.ui.play.protocol_model import ProtocolModel
from roller_desktop.ui.play.protocol_view import (
    NAMES_SMALLEST,
    PAD,
    READABLE,
    TEXT_STEP,
    WORDS_SMALLEST,
)
from roller_desktop.ui.shell.settings import TEXT_SCALES
from tests.ui.protocol_samples import protocol_of
from tests.ui.shell.test_small_screens import settle

NAMES = ("Ingrid", "Nils", "Åse", "Mikkel")


@pytest.mark.parametrize("scale", TEXT_SCALES)
def test_four_short_names_are_whole_at_every_text_size(
    qtbot: Any, make_window: Any, store: Any, settings: Any, scale: float
) -> None:
    settings.text_scale = scale
    window = make_window()
    window.apply_text_scale()
    ids = [store.add_player(name).id for name in NAMES]
    window.open_match(store.start_match("roller", {}, [SeatSpec(i) for i in ids], 0))
    settle(qtbot, window, (1024, 600))
    grid = window.roller.grid
    model = grid.protocol_model
    assert model.short_names == list(NAMES)
    head, cell = model.header_font, model.cell_font
    assert head.pointSizeF() >= cell.pointSizeF() * NAMES_SMALLEST - 0.01
    bold = QFont(head)
    bold.setBold(True)
    room = grid.columnWidth(0) - PAD
    assert all(QFontMetricsF(bold).horizontalAdvance(n) <= room + 1 for n in NAMES)


def test_a_name_too_long_even_smaller_is_shortened_and_the_type_stays_the_cells(
    qtbot: Any, make_window: Any, store: Any, settings: Any
) -> None:
    settings.text_scale = TEXT_SCALES[-1]
    window = make_window()
    window.apply_text_scale()
    names = ("Anna-Lena Fjällström-Bergqvist", "Bo", "Cia", "Dan")
    ids = [store.add_player(name).id for name in names]
    window.open_match(store.start_match("roller", {}, [SeatSpec(i) for i in ids], 0))
    settle(qtbot, window, (1024, 600))
    model = window.roller.grid.protocol_model
    assert model.short_names[0] != names[0] and model.short_names[1:] == ["Bo", "Cia", "Dan"]
    assert model.header_font.pointSizeF() == pytest.approx(model.cell_font.pointSizeF())


def test_total_and_symbols_read_in_the_sides_type_where_the_columns_have_room(
    qtbot: Any, make_window: Any, store: Any, settings: Any
) -> None:
    """A match of two rounds at the largest text: the side was as narrow as "1" and "2", and
    "Sum" and "Symboler" shrank to 7 pt beside the digits; the columns had room to spare."""
    settings.text_scale = TEXT_SCALES[-1]
    window = make_window()
    window.apply_text_scale()
    ids = [store.add_player(name).id for name in NAMES[:3]]
    window.open_match(store.start_match("roller", {"rounds": 2}, [SeatSpec(i) for i in ids], 0))
    settle(qtbot, window, (1024, 600))
    grid = window.roller.grid
    model = grid.protocol_model
    side = grid.verticalHeader().font()
    assert model.words_font is not None
    assert model.words_font.pointSizeF() >= 0.9 * side.pointSizeF()  # was 7 pt of 19
    words = [str(model.headerData(r, Qt.Orientation.Vertical)) for r in range(2, 4)]
    metrics = QFontMetricsF(model.words_font)
    assert all(metrics.horizontalAdvance(w) <= grid.verticalHeader().width() for w in words)


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6, 8])
def test_total_and_symbols_read_beside_the_round_numbers_at_the_largest_text(
    qtbot: Any, make_window: Any, store: Any, settings: Any, seats: int
) -> None:
    """Fifteen rounds at the largest text: with four seats or more "Summa" and "Symboler" read
    at 7 pt beside round numbers of 14-17 (seen under Xvfb). Now in type at least
    WORDS_SMALLEST of the numbers', short where need be ("S:a") with the whole word in the
    tooltip and read aloud, and the digits as large as before (five seats: the window's text
    times READABLE)."""
    settings.text_scale = TEXT_SCALES[-1]
    window = make_window()
    window.apply_text_scale()
    names = (*NAMES, "Bo", "Cia", "Dan", "Eva")[:seats]
    ids = [store.add_player(name).id for name in names]
    window.open_match(store.start_match("roller", {}, [SeatSpec(i) for i in ids], 0))
    settle(qtbot, window, (1024, 600))
    grid = window.roller.grid
    model = grid.protocol_model
    side = grid.verticalHeader()
    assert model.words_font is not None
    assert model.words_font.pointSizeF() >= WORDS_SMALLEST * side.font().pointSizeF() - 0.01
    vertical = Qt.Orientation.Vertical
    metrics = QFontMetricsF(model.words_font)
    for row, whole in ((model.total_row, "Total"), (model.symbols_row, "Symbols")):
        word = str(model.headerData(row, vertical))
        assert metrics.horizontalAdvance(word) <= side.width() - PAD + 1
        assert model.headerData(row, vertical, Qt.ItemDataRole.ToolTipRole) == whole
        assert model.headerData(row, vertical, Qt.ItemDataRole.AccessibleTextRole) == whole
    if seats <= 5:
        assert model.cell_font.pointSizeF() >= grid.font().pointSizeF() * READABLE - 0.01


def test_the_side_words_short_forms_keep_the_whole_word_for_the_tooltip(qtbot: Any) -> None:
    model = ProtocolModel()
    model.set_protocol(protocol_of({"Anna": "300 RT", "Bo": "450 –"}))
    vertical, rows = Qt.Orientation.Vertical, (2, 3)
    assert [model.headerData(r, vertical) for r in rows] == ["Total", "Symbols"]
    model.words_form = 2
    assert [model.headerData(r, vertical) for r in rows] == ["Tot.", "Sym."]
    tips = [model.headerData(r, vertical, Qt.ItemDataRole.ToolTipRole) for r in rows]
    spoken = [model.headerData(r, vertical, Qt.ItemDataRole.AccessibleTextRole) for r in rows]
    assert tips == spoken == ["Total", "Symbols"]


def test_the_side_words_floor_counts_on_the_least_step_between_text_sizes() -> None:
    # A larger step than Settings really has would let Total and Symbols read smaller one
    # text size up (their floor is the largest type they can have one size down).
    steps = [larger / smaller for smaller, larger in itertools.pairwise(TEXT_SCALES)]
    assert min(steps) + 1e-9 >= TEXT_STEP

"""A small screen and large text: the window within the screen, every column of the protocol in
sight and readable, long names that never widen the window."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QApplication

from roller_desktop.store.values import SeatSpec
from roller_desktop.ui.shell.settings import TEXT_SCALES

LONG = "Karl-Gustav Ångström-Bergqvist"
NAMES = ["Anna", LONG, "Cilla", "Dagny", "Erik", "Fia", "Gunnar", "Hedvig"]


def px(points: float) -> float:
    return points * 96 / 72


def open_roller(qtbot: Any, window: Any, store: Any, seats: int) -> Any:
    ids = [store.add_player(name).id for name in NAMES[:seats]]
    match_id = store.start_match("roller", {}, [SeatSpec(pid) for pid in ids], 0)
    recorder = window.recorder_open(store, match_id)
    for _ in range(seats):  # round 1: everyone banks 1050, so the cells and totals show
        recorder.throw([1, 1, 1, 5, 2, 3])
        recorder.keep([1, 1, 1, 5])
        recorder.bank()
    window.open_match(match_id)
    screen = window.roller
    qtbot.waitUntil(lambda: window.stack.currentWidget() is screen)
    return screen


def settle(qtbot: Any, window: Any, size: tuple[int, int]) -> None:
    window.resize(*size)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == size)
    QApplication.processEvents()
    window.roller.grid.fit()


def within(outer: QRect, inner: QRect) -> bool:
    return outer.contains(inner.topLeft()) and outer.contains(inner.bottomRight())


def test_the_window_opens_within_the_screen_and_comes_back_into_it(
    qtbot: Any, make_window: Any, store: Any, settings: Any
) -> None:
    from roller_desktop.ui.shell.main_window import MainWindow

    first = MainWindow(store, settings, base_font_size=9.0)  # as the program opens it
    qtbot.addWidget(first)
    first.show()
    qtbot.waitExposed(first)
    QApplication.processEvents()
    free = first.screen().availableGeometry()
    assert free.width() < 1280 or free.height() < 800  # the test's screen is the smaller
    assert within(free, first.frameGeometry())
    window = make_window()
    window.resize(free.width() + 400, free.height() + 300)  # a larger screen, remembered
    window.move(free.right() - 50, free.bottom() - 50)
    window.fit_to_screen()
    assert within(free, window.frameGeometry())
    window.close()
    again = make_window()
    assert within(free, again.frameGeometry())


@pytest.mark.parametrize("seats", [1, 3, 8])
@pytest.mark.parametrize("scale", TEXT_SCALES)
def test_every_column_of_the_protocol_is_in_sight_at_1024_by_600(
    qtbot: Any, make_window: Any, store: Any, settings: Any, seats: int, scale: float
) -> None:
    settings.text_scale = scale
    window = make_window()
    window.apply_text_scale()
    screen = open_roller(qtbot, window, store, seats)
    settle(qtbot, window, (1024, 600))
    grid = screen.grid
    model = grid.model()
    header = grid.horizontalHeader()
    assert model.columnCount() == seats
    assert grid.horizontalScrollBar().maximum() == 0
    if scale <= 1.25 and seats <= 5:  # every round in sight; larger text: the rounds scroll
        assert grid.verticalScrollBar().maximum() == 0 and not grid.rows_scroll
    view = grid.viewport().rect()
    for column in range(seats):
        left = header.sectionViewportPosition(column)
        width = header.sectionSize(column)
        assert left >= 0 and left + width <= view.width() + 1, (column, left, width)
        shown = model.headerData(column, Qt.Orientation.Horizontal)
        font = model.headerData(column, Qt.Orientation.Horizontal, Qt.ItemDataRole.FontRole)
        bold = QFontMetricsF(font)
        bold_font = font
        bold_font.setBold(True)  # the current player's name, in bold, is not clipped either
        assert QFontMetricsF(bold_font).horizontalAdvance(shown) <= width, (shown, width)
        assert bold.height() <= header.height()
        full = model.headerData(column, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
        assert NAMES[column] in full  # the whole name in the tooltip
    last_row = model.rowCount() - 1
    if not grid.rows_scroll:
        assert grid.rowViewportPosition(last_row) + grid.rowHeight(last_row) <= view.height() + 1
    else:  # the rounds scroll rather than the digits shrink below the window's text
        if seats <= 5:  # more columns than that may need smaller digits to stay in sight
            least = window.font().pointSizeF() * 1.1
            assert grid.grid_fit.cell.pointSizeF() >= least - 0.01
        assert grid.rowHeight(1) >= QFontMetricsF(grid.grid_fit.cell).height() * 0.8
    total = model.index(model.total_row, seats - 1)
    total_font = total.data(Qt.ItemDataRole.FontRole)
    cell_width = grid.columnWidth(seats - 1)
    assert QFontMetricsF(total_font).horizontalAdvance(total.data()) <= cell_width
    assert px(grid.grid_fit.cell.pointSizeF()) >= 9
    assert window.width() <= 1024


def test_the_protocol_reads_from_across_the_table_at_the_default_size(
    qtbot: Any, make_window: Any, store: Any, settings: Any
) -> None:
    settings.text_scale = 1.25  # the default
    window = make_window()
    window.apply_text_scale()
    screen = open_roller(qtbot, window, store, 3)
    settle(qtbot, window, (1024, 600))
    fit = screen.grid.grid_fit
    assert px(fit.cell.pointSizeF()) > 16  # the cells clearly larger than 12 px
    assert px(fit.running.pointSizeF()) > 11  # and the running totals larger than 8 px
    assert px(fit.cell.pointSizeF()) >= px(window.font().pointSizeF())


def test_short_names_fit_and_stay_apart() -> None:
    from roller_desktop.ui.play.protocol_view import short_names

    names = ["Karl-Gustav Ångström-Bergqvist", "Karin", "Bo"]
    assert short_names(names, lambda _: True) == names
    assert short_names(names, lambda name: len(name) <= 12) == ["Karl-Gustav", "Karin", "Bo"]
    assert short_names(names, lambda name: len(name) <= 4) == ["Karl", "Kar.", "Bo"]
    two = ["Dator (skarp)", "Dator (skarp) 2", "Anna"]  # two computers of a level
    assert short_names(two, lambda name: len(name) <= 8) == ["Dator s.", "Dator 2", "Anna"]
    # seven of a level at eight seats: each its number where the word does not fit beside it
    seven = ["Anna", "Dator (skarp)", *(f"Dator (skarp) {n}" for n in range(2, 8))]
    numbered = [f"Dat. {n}" for n in range(2, 8)]
    assert short_names(seven, lambda name: len(name) <= 6) == ["Anna", "Dator", *numbered]
    assert short_names(seven, lambda name: len(name) <= 3)[2:] == [f"D{n}" for n in range(2, 8)]
    three = short_names(names, lambda name: len(name) <= 2)
    assert all(len(name) <= 2 for name in three) and three[2] == "Bo"
    two_annas = short_names(["Anna Berg", "Anna Lind"], lambda name: len(name) <= 7)
    assert two_annas == ["Anna B.", "Anna L."]
    # only as short as the column needs: "Anna-Lena F." where it fits, not "Anna"
    lena = ["Anna-Lena Fjällström", "Bo"]
    assert short_names(lena, lambda name: len(name) <= 12) == ["Anna-Lena F.", "Bo"]
    assert short_names(lena, lambda name: len(name) <= 10) == ["Anna-Lena", "Bo"]
    assert short_names(lena, lambda name: len(name) <= 5) == ["Anna", "Bo"]


def test_a_long_status_message_does_not_move_the_protocol(
    qtbot: Any, make_window: Any, store: Any
) -> None:
    window = make_window()
    screen = open_roller(qtbot, window, store, 3)
    settle(qtbot, window, (1024, 600))
    before = screen.grid.mapTo(window, screen.grid.rect().topLeft()), screen.grid.width()
    screen.show_refusal("A refusal that goes on and on " * 8)
    QApplication.processEvents()
    after = screen.grid.mapTo(window, screen.grid.rect().topLeft()), screen.grid.width()
    assert after == before


@pytest.mark.parametrize("scale", [1.25, 2.0])
def test_a_long_name_never_widens_the_window(
    qtbot: Any, make_window: Any, store: Any, settings: Any, scale: float
) -> None:
    settings.text_scale = scale
    window = make_window()
    window.apply_text_scale()
    screen = open_roller(qtbot, window, store, 2)
    window.resize(1024, 600)
    screen.player_label.setText(LONG)  # Anna's turn shown as the long name's
    QApplication.processEvents()
    assert window.minimumSizeHint().width() <= 1024
    assert window.width() <= 1024
    label = screen.player_label
    font, shown = label.fitted()
    assert QFontMetricsF(font).horizontalAdvance(shown) <= label.contentsRect().width()
    assert shown == LONG or label.toolTip() == LONG


@pytest.mark.parametrize("scale", TEXT_SCALES)
def test_setup_fits_1024_by_600_at_every_text_size(
    qtbot: Any, make_window: Any, store: Any, settings: Any, scale: float
) -> None:
    settings.text_scale = scale
    window = make_window()
    window.apply_text_scale()
    for name in NAMES:
        store.add_player(name)
    window.new_match("roller")
    setup = window.setup
    for _ in NAMES:
        setup._seat_item(setup.league_list.item(0))
    window.resize(1024, 600)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == (1024, 600))
    QApplication.processEvents()
    QApplication.processEvents()
    form = setup.form
    assert form.horizontalScrollBar().maximum() == 0
    assert form.widget().width() <= form.viewport().width()
    for button in (setup.start_button, setup.back_button):
        corner = button.mapTo(window, button.rect().bottomRight())
        assert window.rect().contains(corner), (scale, button.text())
    if scale <= 1.25:  # the default size: three columns, nothing to scroll
        assert setup._side_by_side
        assert form.verticalScrollBar().maximum() == 0


def test_tab_leaves_the_seats_table(qtbot: Any, make_window: Any, store: Any) -> None:
    window = make_window()
    for name in NAMES[:3]:
        store.add_player(name)
    window.new_match("roller")
    setup = window.setup
    for _ in range(3):
        setup._seat_item(setup.league_list.item(0))
    setup.seat_table.setFocus()
    qtbot.waitUntil(setup.seat_table.hasFocus)
    reached = set()
    for _ in range(30):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        reached.add(QApplication.focusWidget())
    for widget in (setup.rounds, setup.ww, setup.forced, setup.starter, setup.dice_mode):
        assert widget in reached, widget.accessibleName()
    assert setup.start_button in reached


@pytest.mark.parametrize("scale", [1.25, 2.0])
def test_the_105_board_shows_eight_seats_at_1024_by_600(
    qtbot: Any, make_window: Any, store: Any, settings: Any, scale: float
) -> None:
    settings.text_scale = scale
    window = make_window()
    window.apply_text_scale()
    ids = [store.add_player(name).id for name in NAMES]
    match_id = store.start_match("105", {}, [SeatSpec(pid) for pid in ids], 0)
    window.open_match(match_id)
    screen = window.race
    window.resize(1024, 600)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == (1024, 600))
    QApplication.processEvents()
    QApplication.processEvents()
    assert len(screen.cards) == 8
    for card in screen.cards:
        bottom = card.mapTo(window, card.rect().bottomRight())
        assert window.rect().contains(bottom), (scale, card.name.text())
        name = card.name
        font, shown = name.fitted()
        assert QFontMetricsF(font).horizontalAdvance(shown) <= name.contentsRect().width()
        assert name.height() >= QFontMetricsF(font).height() - 2  # not squashed
    assert screen.cards[1].name.text().endswith(LONG)


def test_the_forced_throw_badge_is_read_whole_at_1024_by_600(
    qtbot: Any, make_window: Any, store: Any
) -> None:
    """The badge of a forced throw wraps in the Norwegian window rather than losing its end
    ("… behold 2 terninger til som gir p")."""
    from roller_desktop.ui.common import i18n

    window = make_window()
    screen = open_roller(qtbot, window, store, 2)
    i18n.install_translator(QApplication.instance(), "nb")
    try:
        settle(qtbot, window, (1024, 600))
        badge = screen.badge
        badge.setText(screen.tr("Forced throw: keep %n more scoring dice before banking", "", 2))
        badge.show()
        QApplication.processEvents()
        room = badge.contentsRect()
        needed = QFontMetricsF(badge.font()).boundingRect(
            room.toRectF(),
            int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignCenter),
            badge.text(),
        )
        assert "poeng" in badge.text()
        assert needed.width() <= room.width() + 1 and needed.height() <= room.height() + 1
    finally:
        i18n.install_translator(QApplication.instance(), "en")


def saved_geometry(frame: QRect, own: QRect, maximized: bool = False) -> Any:
    """saveGeometry()'s bytes (format 3) for a window and its frame."""
    from PySide6.QtCore import QByteArray, QDataStream, QIODevice

    data = QByteArray()
    stream = QDataStream(data, QIODevice.OpenModeFlag.WriteOnly)
    stream.writeUInt32(0x1D9D0CB)
    stream.writeUInt16(3)
    stream.writeUInt16(0)
    for rect in (frame, own):  # the frame, the normal geometry
        for value in (rect.left(), rect.top(), rect.right(), rect.bottom()):
            stream.writeInt32(value)
    stream.writeInt32(0)
    stream.writeUInt8(int(maximized))
    stream.writeUInt8(0)
    stream.writeInt32(1024)
    for value in (own.left(), own.top(), own.right(), own.bottom()):
        stream.writeInt32(value)
    return data


def test_a_window_saved_without_a_frame_comes_back_exactly_where_it_was(
    make_window: Any, settings: Any
) -> None:
    """With no window manager (Xvfb) Qt's restoreGeometry moved the window a title bar's
    height down, leaving a black band above it; the program puts it back where it was."""
    from PySide6.QtCore import QByteArray

    from roller_desktop.ui.shell.window_geometry import unframed_geometry

    place = QRect(0, 0, 700, 500)
    bare = saved_geometry(place, place)
    assert unframed_geometry(bare) == place
    framed = saved_geometry(QRect(0, 0, 702, 527), QRect(1, 25, 700, 500))
    assert unframed_geometry(framed) is None  # a window manager's frame: Qt's own restore
    assert unframed_geometry(saved_geometry(place, place, maximized=True)) is None
    assert unframed_geometry(QByteArray(b"not a geometry")) is None
    settings.geometry = bare
    window = make_window()
    assert window.size() == place.size()
    assert window.geometry().top() < 10  # not a title bar's height (25) down


def test_a_screen_smaller_than_the_preferred_size_is_filled(make_window: Any) -> None:
    window = make_window()
    free = window.screen().availableGeometry()
    width, height = window.preferred_size()
    if free.width() >= 1280 and free.height() >= 800:
        assert (width, height) == (1280, 800)
    else:  # a 1366 x 768 laptop: all of it, not 1280 wide with a band beside
        assert (width, height) == (free.width(), free.height())

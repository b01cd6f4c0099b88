"""Small words seen in the Swedish and Norwegian window (issue #17): a menu item that opens a
dialog ends in "…", no capital after a chart title's comma, the 105 rating counts races, and the
Norwegian setup shows its headings and choices whole at 1024x600 without squeezing the names."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QStyle, QStyleOptionComboBox

from roller_desktop.ui.common import i18n
from roller_desktop.ui.league.league_model import rating_text

NAMES = ["Ingemar", "Kari", "Lisa", "Maja", "Ola"]


@pytest.fixture
def language(qapp: QApplication) -> Iterator[Callable[[str], None]]:
    yield lambda code: i18n.install_translator(qapp, code) and None
    i18n.install_translator(qapp, "en")


@pytest.mark.parametrize("code", ["en", "sv", "nb"])
def test_the_help_menus_items_open_dialogs_and_end_in_an_ellipsis(
    make_window: Any, language: Callable[[str], None], code: str
) -> None:
    language(code)
    window = make_window()
    menus = [a.menu() for a in window.menuBar().actions() if a.menu() is not None]
    help_menu = menus[-1]  # Help, the last menu
    items = [a.text() for a in help_menu.actions() if not a.isSeparator()]
    assert len(items) >= 2
    for text in items:
        assert text.endswith("…"), f"{code}: {text}"


def test_the_105_rating_counts_races_and_rollers_matches(language: Callable[[str], None]) -> None:
    language("sv")
    assert "varje lopp" in rating_text("105") and "match" not in rating_text("105")
    assert "varje match" in rating_text("roller")
    language("nb")
    assert "hvert løp" in rating_text("105") and "kamp" not in rating_text("105")
    assert "hver kamp" in rating_text("roller")
    language("en")
    assert "every race" in rating_text("105")


def test_the_rating_note_is_words_and_its_formula_is_in_help(
    language: Callable[[str], None],
) -> None:
    """The league's footnote was a formula (1 / (1 + 10^...)); players read words there, and
    the formula is in Help's section on the league, in every language."""
    from roller_desktop.ui.shell.help_dialog import HELP_FOLDER

    for code in ("en", "sv", "nb"):
        language(code)
        for game in ("roller", "105"):
            note = rating_text(game)
            assert "10^" not in note and "R_other" not in note and "1500" in note, note
        page = (HELP_FOLDER / f"{code}.html").read_text(encoding="utf-8")
        section = page[page.index('<a name="league">') :]
        assert "400" in section and "1500" in section and "K = 32" in section, code
    language("en")


@pytest.mark.parametrize("code", ["en", "sv", "nb"])
def test_the_all_time_chart_title_has_no_capital_after_its_comma(
    language: Callable[[str], None], code: str
) -> None:
    language(code)
    title = QCoreApplication.translate("PlayerPage", "Round results, all time")
    after = title.split(", ", 1)[1]
    assert after[0].islower(), title


def _setup_at_1024(qtbot: Any, window: Any, store: Any, game: str, computer: bool) -> Any:
    for name in NAMES:
        store.add_player(name)
    window.new_match(game)
    setup = window.setup
    for _ in NAMES:
        setup._seat_item(setup.league_list.item(0))
    if computer:
        setup.add_computer()
    window.resize(1024, 600)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == (1024, 600))
    QApplication.processEvents()
    QApplication.processEvents()
    return setup


def test_the_norwegian_roller_setup_shows_its_headings_and_choices_whole(
    qtbot: Any, make_window: Any, store: Any, language: Callable[[str], None]
) -> None:
    language("nb")
    window = make_window()
    setup = _setup_at_1024(qtbot, window, store, "roller", computer=True)
    table, header = setup.seat_table, setup.seat_table.horizontalHeader()
    words = table.horizontalHeaderItem(3).text()
    assert words == "Trenermodus"
    assert header.sectionSize(3) >= QFontMetrics(header.font()).horizontalAdvance(words) + 8
    assert header.sectionViewportPosition(3) + header.sectionSize(3) <= table.viewport().width()
    for choice in (setup.starter, setup.dice_mode):
        shown = choice.currentText()
        option = QStyleOptionComboBox()
        choice.initStyleOption(option)
        field = choice.style().subControlRect(
            QStyle.ComplexControl.CC_ComboBox,
            option,
            QStyle.SubControl.SC_ComboBoxEditField,
            choice,
        )
        assert QFontMetrics(choice.font()).horizontalAdvance(shown) <= field.width(), shown
        assert choice.toolTip() == shown


@pytest.mark.parametrize("code", ["nb", "sv"])
def test_a_computer_seats_whole_name_reads_at_the_largest_text_at_1024_by_600(
    qtbot: Any, make_window: Any, store: Any, language: Callable[[str], None], code: str
) -> None:
    """Beside a column of levels the Player column cut "Datamaskin (skarp)" to "Datam…"."""
    language(code)
    window = make_window()
    window.step_scale(5)  # the largest text
    setup = _setup_at_1024(qtbot, window, store, "roller", computer=False)
    setup.computer_level.setCurrentIndex(setup.computer_level.findData("sharp"))
    setup.add_computer()
    setup.add_computer()  # a second of the level: numbered
    QApplication.processEvents()
    table = setup.seat_table
    assert table.columnCount() == 4  # player, dice, kids' mode, coach mode
    metrics = QFontMetrics(table.font())
    for row in (len(NAMES), len(NAMES) + 1):
        name = table.item(row, 0).text()
        assert name.startswith(("Datamaskin (", "Dator ("))
        assert table.item(row, 0).toolTip() == name
        assert metrics.horizontalAdvance(name) + 8 <= table.columnWidth(0), name
    assert table.horizontalScrollBar().maximum() == 0


def test_the_105_setup_keeps_room_for_the_names_at_1024_by_600(
    qtbot: Any, make_window: Any, store: Any, language: Callable[[str], None]
) -> None:
    language("nb")
    window = make_window()
    setup = _setup_at_1024(qtbot, window, store, "105", computer=False)
    table = setup.seat_table
    assert table.isColumnHidden(3)  # no computer seated: its column takes no room
    metrics = QFontMetrics(table.font())
    names = table.columnWidth(0)
    assert names >= metrics.horizontalAdvance("Ingemar") + 12
    assert table.horizontalScrollBar().maximum() == 0
    for section in (1, 2):  # "Terninger", "Barnemodus" whole
        words = table.horizontalHeaderItem(section).text()
        header = table.horizontalHeader()
        assert header.sectionSize(section) >= QFontMetrics(header.font()).horizontalAdvance(words)

"""Entering a finished paper protocol in the window (issue 14, item 2): the form, the grid typed
by keys cell by cell, the 105 finishing order, saving through the store's path for a file's
protocol, "already here", and cancelling with cells typed."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from roller_desktop.store.queries.stats import hundredfive_league, roller_league
from roller_desktop.ui.league.paper_entry import PaperEntryPage

ROUNDS = 2


@pytest.fixture
def page(qtbot: Any, store: Any) -> PaperEntryPage:
    made = PaperEntryPage(store)
    qtbot.addWidget(made)
    made.resize(1024, 600)
    made.show()
    made.activateWindow()
    qtbot.waitUntil(made.isActiveWindow)
    return made


def type_keys(qtbot: Any, widget: Any, text: str) -> None:
    qtbot.keyClicks(widget, text)
    qtbot.keyClick(widget, Qt.Key.Key_Return)


def fill_form(qtbot: Any, page: PaperEntryPage, names: list[str], rounds: int = ROUNDS) -> None:
    page.date.setText("2019-06-14")
    page.time.setText("19:30")
    page.place.setText("Husum")
    page.rounds.setValue(rounds)
    for name in names:
        type_keys(qtbot, page.name_edit, name)


def test_names_are_seated_in_order_and_bad_ones_refused(qtbot: Any, page: Any, store: Any) -> None:
    store.add_player("Kari")
    page.reload_players()
    fill_form(qtbot, page, ["Åke"])
    page.league_list.setCurrentRow(0)
    qtbot.keyClick(page.league_list, Qt.Key.Key_Return)  # Kari from the league
    assert page.seats == ["Åke", "Kari"]
    assert page.seat_list.item(0).text() == "1. Åke (new player)"
    assert page.seat_list.item(1).text() == "2. Kari"
    type_keys(qtbot, page.name_edit, "kari")
    assert "Kari sits at the table twice" in page.form_problem.text()
    page.name_edit.clear()
    type_keys(qtbot, page.name_edit, "   ")
    assert page.form_problem.text() == "A player needs a name."
    assert page.seats == ["Åke", "Kari"] and [p.name for p in store.players()] == ["Kari"]
    page.seat_list.setCurrentRow(1)
    page.seat_list.setFocus()
    qtbot.keyClick(page.seat_list, Qt.Key.Key_Up, Qt.KeyboardModifier.AltModifier)
    assert page.seats == ["Kari", "Åke"]
    qtbot.keyClick(page.seat_list, Qt.Key.Key_Delete)
    assert page.seats == ["Åke"] and page.league_list.item(0).text() == "Kari"


def test_a_bad_date_or_time_keeps_the_form(qtbot: Any, page: Any) -> None:
    fill_form(qtbot, page, ["Åke"])
    page.date.setText("14 juni 2019")
    page.next_step()
    assert page.pages.currentWidget() is page.form_page
    assert "“14 juni 2019” is not a date" in page.form_problem.text()
    page.date.setText("2019-06-14")
    page.time.setText("25:00")
    page.next_step()
    assert "is not a time of day" in page.form_problem.text()
    page.time.setText("")
    page.next_step()
    assert page.pages.currentWidget() is page.grid_page


def test_the_grid_is_typed_cell_by_cell_and_saved(qtbot: Any, page: Any, store: Any) -> None:
    fill_form(qtbot, page, ["Åke", "Kari"])
    qtbot.keyClick(page.name_edit, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert page.pages.currentWidget() is page.grid_page
    edit = page.edit
    assert page.cell_label.text() == "Round 1, Åke:"
    type_keys(qtbot, edit, "375")  # refused: nothing changes
    assert page.grid_problem.text() == "375 points cannot be: every score is a multiple of 50."
    assert page.at == (0, 0) and page.typed_count() == 0
    edit.selectAll()
    type_keys(qtbot, edit, "350")
    assert page.at == (1, 0) and page.cell_label.text() == "Round 1, Kari:"
    type_keys(qtbot, edit, "-")  # Tjock
    type_keys(qtbot, edit, "r")  # Åke, round 2: Råtjock
    p = page.model.protocol
    assert p.cell_text(1, 0) == "–" and p.cell_text(0, 1) == "RT"
    assert p.totals == [350, 0] and p.running_total(0, 1) == 350
    assert page.summary.text() == "3 of 4 cells typed." and p.symbol_text(0) == ""
    qtbot.keyClick(edit, Qt.Key.Key_Up)  # back to Kari's round 1 (the arrows move)
    qtbot.keyClick(edit, Qt.Key.Key_Up)
    assert page.at == (1, 0) and edit.text() == "–"
    type_keys(qtbot, edit, "500")  # typed again; on to the one cell still empty
    assert page.at == (1, 1)
    type_keys(qtbot, edit, "50")
    p = page.model.protocol
    assert p.is_over and p.totals == [350, 550]
    assert p.symbol_text(1) == "W" and p.symbol_text(0) == "sur mun ●"
    assert "Kari wins with 550 points." in page.summary.text()
    changes: list[Any] = []
    page.saved.connect(changes.append)
    qtbot.keyClick(edit, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert changes and changes[0].standings and changes[0].players
    table = {row.name: row for row in roller_league(store, None, None)}
    assert table["Kari"].wins == 1 and table["Åke"].rt == 1 and table["Åke"].sur_mun == 1
    assert {p.name for p in store.players()} == {"Åke", "Kari"}
    assert page.pages.currentWidget() is page.form_page and not page.dirty
    assert "Saved in the league: Roller, 2019-06-14 19:30, Husum: Åke, Kari" in page.news.text()
    # The same sheet typed again: already here, nothing added.
    page.next_step()
    for cell in ("350", "500", "RT", "50"):
        type_keys(qtbot, edit, cell)
    assert page.save() is None
    assert "in the league already" in page.grid_problem.text()
    assert not page.dirty  # Esc now leaves without asking: the league has these cells
    assert len(roller_league(store, None, None)) == 2
    assert sum(row.matches for row in roller_league(store, None, None)) == 2  # one match each


def test_a_large_cell_is_asked_about_and_an_empty_grid_is_not_saved(qtbot: Any, page: Any) -> None:
    fill_form(qtbot, page, ["Åke"], rounds=1)
    page.next_step()
    asked: list[int] = []
    page.ask_large = lambda points: asked.append(points) or False
    assert page.save() is None and "1 cells are still empty" not in page.grid_problem.text()
    assert "still empty" in page.grid_problem.text()
    type_keys(qtbot, page.edit, "12000")
    assert asked == [12000] and page.typed_count() == 0
    page.ask_large = lambda points: asked.append(points) or True
    type_keys(qtbot, page.edit, "12000")
    assert page.model.protocol.cell_text(0, 0) == "12000"
    page.edit.clear()
    type_keys(qtbot, page.edit, "")  # an empty box empties the cell
    assert page.typed_count() == 0


def test_a_click_on_a_cell_goes_back_to_it(qtbot: Any, page: Any) -> None:
    fill_form(qtbot, page, ["Åke", "Kari"])
    page.next_step()
    for cell in ("100", "200", "300"):
        type_keys(qtbot, page.edit, cell)
    grid = page.grid
    grid.fit()
    rect = grid.visualRect(page.model.index(0, 1))  # round 1, Kari
    qtbot.mouseClick(grid.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert page.at == (1, 0) and page.edit.text() == "200"


def test_cancel_with_cells_typed_asks_first(qtbot: Any, page: Any) -> None:
    fill_form(qtbot, page, ["Åke"])
    page.next_step()
    type_keys(qtbot, page.edit, "350")
    left: list[bool] = []
    page.leave.connect(lambda: left.append(True))
    qtbot.keyClick(page.edit, Qt.Key.Key_Escape)  # the grid: back to the form, kept
    assert page.pages.currentWidget() is page.form_page and page.typed_count() == 1
    page.ask_discard = lambda: False
    qtbot.keyClick(page.date, Qt.Key.Key_Escape)
    assert not left and page.typed_count() == 1
    page.next_step()  # the cells are where they were
    assert page.model.protocol.cell_text(0, 0) == "350"
    page.ask_discard = lambda: True
    page.back()
    page.back()
    assert left == [True] and page.typed_count() == 0 and page.seats == []


def test_a_105_race_by_its_finishing_order(qtbot: Any, page: Any, store: Any) -> None:
    fill_form(qtbot, page, ["Lisa", "Ola"])
    page.game.setCurrentIndex(1)
    assert not page.rounds.isVisible()
    page.next_step()
    assert page.pages.currentWidget() is page.order_page
    page.place_boxes[1].setCurrentIndex(1)  # Ola won; Lisa not through
    page.dice_boxes[0].setValue(3)
    page.kids_boxes[0].setChecked(True)
    assert page.save() is not None
    race = {row.name: row for row in hundredfive_league(store, None, None)}
    assert race["Ola"].wins == 1 and race["Lisa"].wins == 0


def test_a_105_order_that_cannot_be_is_refused(qtbot: Any, page: Any, store: Any) -> None:
    fill_form(qtbot, page, ["Lisa", "Ola"])
    page.game.setCurrentIndex(1)
    page.next_step()
    assert page.save() is None
    assert "one seat is 1" in page.order_problem.text()
    assert store.players() == []


def test_swedish_words(qtbot: Any, qapp: Any, store: Any) -> None:
    from roller_desktop.ui.common import i18n

    i18n.install_translator(qapp, "sv")
    made = PaperEntryPage(store)
    qtbot.addWidget(made)
    type_keys(qtbot, made.name_edit, "Åke")
    made.next_step()
    type_keys(qtbot, made.edit, "375")
    assert "375 poäng" in made.grid_problem.text()
    assert made.cell_label.text() == "Rond 1, Åke:"


def test_a_new_language_keeps_the_cells_typed(qtbot: Any, make_window: Any, qapp: Any) -> None:
    """Settings → another language makes the pages again: the protocol half typed goes over."""
    from roller_desktop.ui.common import i18n

    window = make_window()
    window.open_paper_entry()
    page = window.paper
    fill_form(qtbot, page, ["Åke", "Kari"])
    page.next_step()
    for cell in ("350", "-", "r"):
        type_keys(qtbot, page.edit, cell)
    i18n.install_translator(qapp, "sv")
    window.apply_language()
    page = window.paper
    assert window.stack.currentWidget() is page and page.pages.currentWidget() is page.grid_page
    assert page.dirty and page.at == (1, 1) and page.cell_label.text() == "Rond 2, Kari:"
    assert [page.model.protocol.cell_text(s, r) for s, r in ((0, 0), (1, 0), (0, 1))] == [
        "350",
        "–",
        "RT",
    ]
    assert page.place.text() == "Husum"
    page.ask_discard = lambda: True  # the window closes after the test: let it


def test_reached_from_the_start_screen_the_file_menu_and_the_league(
    qtbot: Any, make_window: Any
) -> None:
    from PySide6.QtGui import QKeySequence

    window = make_window()
    qtbot.keyClick(window.start, Qt.Key.Key_E)  # the start screen's button, its key E
    assert window.stack.currentWidget() is window.paper
    assert window.windowTitle() == "Paper protocol — Roller"
    qtbot.keyClick(window.paper.date, Qt.Key.Key_Escape)  # nothing typed: leaves at once
    assert window.stack.currentWidget() is window.start
    action = window.league_file.paper_action
    assert action.shortcut() == QKeySequence("Ctrl+Shift+P")
    assert action.text() == "Enter a paper protocol…"
    window.open_league()
    league = window.league
    qtbot.mouseClick(league.paper_button, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.paper
    window.paper.back()  # Esc: back where it came from
    assert window.stack.currentWidget() is league


def test_closing_the_window_with_cells_typed_asks(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    window.open_paper_entry()
    page = window.paper
    fill_form(qtbot, page, ["Åke"])
    page.next_step()
    type_keys(qtbot, page.edit, "350")
    page.ask_discard = lambda: False
    assert not window.close() and window.isVisible()
    page.ask_discard = lambda: True
    assert window.close()


def test_eight_seats_and_fifteen_rounds_fit_1024_by_600(qtbot: Any, page: Any) -> None:
    from PySide6.QtWidgets import QPushButton

    page.resize(1024, 560)  # the window's room under its menu bar on a 1024 x 600 screen
    fill_form(qtbot, page, [f"Spelare {n}" for n in range(1, 9)], rounds=15)
    page.next_step()
    qtbot.waitUntil(lambda: page.grid.viewport().height() > 0)
    grid = page.grid
    grid.fit()
    last = grid.visualRect(page.model.index(page.model.symbols_row, 7))
    assert grid.viewport().rect().contains(last), (last, grid.viewport().rect())
    assert not page.title.isVisible() and not page.keys_help.isVisible()
    save = next(b for b in page.grid_page.findChildren(QPushButton) if "Ctrl+S" in b.text())
    corner = save.mapTo(page, save.rect().bottomRight())
    assert page.rect().contains(corner) and page.edit.isVisible()


def test_return_in_the_head_of_the_form_goes_on_to_the_next_field(qtbot: Any, page: Any) -> None:
    """The date, the time, the place and the rounds typed from the sheet with Return after
    each, as in the protocol's cells: Return did nothing there."""
    page.date.setFocus()
    qtbot.waitUntil(page.date.hasFocus)
    page.date.selectAll()
    for field, typed, following in (
        (page.date, "2019-06-14", page.time),
        (page.time, "19:30", page.place),
        (page.place, "Husum", page.rounds),
    ):
        type_keys(qtbot, field, typed)
        qtbot.waitUntil(following.hasFocus)
    page.rounds.lineEdit().selectAll()
    type_keys(qtbot, page.rounds, "3")
    qtbot.waitUntil(lambda: not page.rounds.hasFocus())
    assert page.ww.hasFocus()
    assert (page.date.text(), page.time.text(), page.place.text()) == (
        "2019-06-14",
        "19:30",
        "Husum",
    )
    assert page.rounds.value() == 3


def test_the_league_players_have_room_at_the_largest_text(
    qtbot: Any, make_window: Any, store: Any
) -> None:
    """At 1024x600 and the largest text the seats' Up, Down and Remove side by side made their
    column ~486 px wide and the league's names beside it were cut (a side scroll bar): they go
    one under another there, each with its words whole, and the names read whole."""
    names = ["Anna-Lena Fjällström", "Britt-Marie Sjöström"]
    for name in names:
        store.add_player(name)
    window = make_window()
    window.settings.text_scale = 2.0
    window.apply_text_scale()
    window.resize(1024, 600)
    qtbot.keyClick(window.start, Qt.Key.Key_E)
    page = window.paper
    qtbot.waitUntil(lambda: page.league_list.count() == len(names))
    listed = page.league_list
    metrics = listed.fontMetrics()
    widest = max(metrics.horizontalAdvance(n) for n in names)
    qtbot.waitUntil(lambda: listed.viewport().width() >= widest)
    assert listed.horizontalScrollBar().maximum() == 0
    assert page.moves.stacked()
    for button in page.moves.buttons:
        assert button.width() >= button.sizeHint().width()
    window.settings.text_scale = 1.0  # room enough: side by side again
    window.apply_text_scale()
    qtbot.waitUntil(lambda: not page.moves.stacked())
    for button in page.moves.buttons:
        assert button.width() >= button.sizeHint().width()

"""An evening as a person has it: first start, setup with three people and a computer in the
first seat, a whole match of 15 rounds, a short match of the people only; the next day the
league, a player's page with its charts, the match history, a past protocol printed.

The evening is played once (a module fixture: a whole match takes about a minute); each later
test starts the program again on a copy of its settings and league, as on the next day."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import Qt

from tests.e2e import play
from tests.e2e.harness import Program
from tests.e2e.person import Person, front_window

if TYPE_CHECKING:
    from tests.e2e.harness import XServer

PEOPLE = ["Anna", "Bo", "Cia"]
# The first test to ask for the evening plays it (a minute or two): its own time and that.
EVENING_TIMEOUT = pytest.mark.timeout(900)


def set_up_match(
    person: Person, starter: int = 0, rounds: int | None = None, computer: bool = True
) -> None:
    """From the start screen: a sharp computer in the first seat (unless not `computer`) and
    three people; seat `starter` starts; `rounds` typed into the house rules when given."""
    person.press("N")
    person.wait_to_see("League players")
    if computer:
        person.press("Tab")  # the new player's name
        person.press("Tab")  # Add player
        person.press("Tab")  # the computer's level
        person.press("Down")
        person.press("Down")  # careful, steady, sharp
        person.press("Tab")
        person.press("Space")  # Seat a computer
        person.wait_until(lambda: len(play._seated()) == 1, 5, "the computer takes a seat")
        person.click_widget(lambda: play.widget("QLineEdit", "New player's name"))
        play.add_people(person, PEOPLE)
    else:  # the league's players, seated from the list with Enter
        for name in PEOPLE:
            person.press("Enter")
            person.wait_until(lambda name=name: name in play._seated(), 5, f"{name} seated")
    seats = play.seated(person)
    people = seats[1:] if computer else seats
    assert people == PEOPLE, seats
    assert not computer or "sharp" in seats[0], seats
    if rounds is not None:
        person.click_widget(lambda: play.widget("QSpinBox", "Rounds"))
        person.press("Ctrl+A")
        person.type(str(rounds))
    person.choose("Who starts", f"{seats[starter]} starts")
    person.screenshot("setup")
    person.press("Ctrl+Enter")
    total = rounds or 15
    person.wait_until(
        lambda: play.read_roller().round == f"Round 1 of {total}", 20, "the match begins"
    )


def evening(person: Person) -> None:
    play.close_first_run_help(person)
    play.fast_settings(person)
    set_up_match(person, starter=0)  # the computer throws first
    person.screenshot("round-1")
    end = play.play_roller_match(person, PEOPLE)
    person.screenshot("match-over")
    assert end.over
    cells = play.protocol_cells(person)
    assert len(cells) == 15 and all(len(row) == 4 and all(row) for row in cells), cells
    person.press("Esc")
    person.wait_to_see("Unfinished matches")
    set_up_match(person, starter=1, rounds=3, computer=False)  # Bo starts
    end = play.play_roller_match(person, PEOPLE)
    assert end.over
    assert len(play.protocol_cells(person)) == 3
    person.press("Esc")
    person.wait_to_see("Unfinished matches")


@pytest.fixture(scope="module")
def evening_home(tmp_path_factory: pytest.TempPathFactory, x_server: XServer) -> Path:
    home = tmp_path_factory.mktemp("evening")
    Program(home, x_server.display).run(evening, timeout=400)
    return home


def next_day(evening_home: Path, tmp_path: Path, x_server: XServer) -> Program:
    """The program of a later test: a copy of the evening's settings and league."""
    for folder in ("config", "data"):
        shutil.copytree(evening_home / folder, tmp_path / folder)
    return Program(tmp_path, x_server.display)


@EVENING_TIMEOUT
def test_a_whole_match_with_a_computer_in_the_first_seat(evening_home: Path) -> None:
    program = Program(evening_home, "")
    database = next((program.home / "data").rglob("league.sqlite3"))
    import sqlite3

    with sqlite3.connect(f"file:{database}?mode=ro", uri=True) as connection:
        rows = connection.execute(
            "SELECT m.status, json_extract(m.rules, '$.rounds'), COUNT(s.seat) "
            "FROM matches m JOIN seats s ON s.match_pk = m.pk GROUP BY m.pk ORDER BY m.started"
        ).fetchall()
    assert rows == [("finished", 15, 4), ("finished", 3, 3)]


# ---- the next day ------------------------------------------------------------------------------


def league_to_a_printed_protocol(person: Person) -> None:
    person.press("L")  # the start screen's League
    person.wait_until(lambda: person_title().startswith("League"), 10, "the league page")
    person.screenshot("league")
    first = person.gui(first_league_name)
    person.press("Enter")  # the current row (the first): that player's page
    person.wait_until(lambda: person_title() == f"{first} — Roller", 10, f"{first}'s page")
    person.screenshot("player")
    person.click("Charts")
    person.wait_until(lambda: len(visible_charts()) >= 3, 10, "the player's charts")
    person.screenshot("charts")
    person.press("Ctrl+H")
    person.wait_until(lambda: person_title().startswith("Match history"), 10, "the history")
    person.screenshot("history")
    person.press("Enter")  # the newest match: its protocol
    person.wait_until(lambda: front_window().windowTitle().startswith("Protocol"), 10, "it")
    person.screenshot("protocol")
    person.click("Print…")
    person.wait_until(preview_pages, 20, "the print preview shows the page")
    person.screenshot("preview")
    person.press("Esc")
    person.wait_until(lambda: front_window().windowTitle().startswith("Protocol"), 10, "back")
    person.press("Esc")
    person.wait_until(lambda: person_title().startswith("Match history"), 10, "history again")


@EVENING_TIMEOUT
def test_league_player_page_history_and_a_printed_protocol(
    evening_home: Path, tmp_path: Path, x_server: XServer
) -> None:
    next_day(evening_home, tmp_path, x_server).run(league_to_a_printed_protocol)


def print_during_and_after_a_match(person: Person) -> None:
    set_up_match(person, starter=0, rounds=1, computer=False)
    person.press("Ctrl+P")
    person.wait_until(preview_pages, 20, "Ctrl+P shows the protocol's print preview")
    person.press("Esc")
    person.wait_until(lambda: front_window() is play.main_window(), 10, "the preview closes")
    end = play.play_roller_match(person, PEOPLE)
    assert end.over
    person.press("Ctrl+P")
    person.wait_until(preview_pages, 20, "Ctrl+P after the match")
    person.screenshot("preview-after")
    person.press("Esc")
    person.wait_until(lambda: front_window() is play.main_window(), 10, "the preview closes")


@EVENING_TIMEOUT
def test_ctrl_p_previews_the_protocol_during_and_after_a_match(
    evening_home: Path, tmp_path: Path, x_server: XServer
) -> None:
    next_day(evening_home, tmp_path, x_server).run(print_during_and_after_a_match)


def practice_taken_in(person: Person) -> None:
    """The evening's 15-round match had a computer: practice, outside the league table (only
    the three people's short match counts), and no computer is offered as a person in setup.
    Settings take practice in: the computer gets a row of its own, marked, with no page."""
    person.press("L")
    person.wait_until(lambda: person_title().startswith("League"), 10, "the league page")
    person.wait_until(lambda: len(league_names()) == 3, 10, "the people's rows")
    assert sorted(person.gui(league_names)) == PEOPLE
    assert set(person.gui(lambda: league_figures("Matches"))) == {"1"}
    person.press("Esc")
    person.wait_to_see("Unfinished matches")
    person.press("N")
    person.wait_to_see("League players")
    offered = person.gui(league_list_names)
    assert sorted(offered) == PEOPLE, offered  # no "Computer (sharp)" among the people
    person.press("Esc")
    person.wait_to_see("Unfinished matches")
    person.press("S")
    person.wait_until(lambda: play._front_title() == "Settings", 10, "the Settings dialog")
    person.press("Alt+O")  # "Count matches against c&omputers in the league"
    person.wait_until(practice_ticked, 5, "the box is ticked")
    person.press("Enter")
    person.wait_until(lambda: play._front_title() != "Settings", 10, "the dialog closes")
    person.press("L")
    person.wait_until(lambda: len(league_names()) == 4, 15, "the computer's row")
    person.screenshot("league-with-practice")
    names = person.gui(league_names)
    assert "Computer (sharp) (practice)" in names, names
    matches = dict(zip(names, person.gui(lambda: league_figures("Matches")), strict=True))
    assert matches == {**dict.fromkeys(PEOPLE, "2"), "Computer (sharp) (practice)": "1"}
    row = names.index("Computer (sharp) (practice)")
    person.gui(lambda: select_league_row(row))
    person.press("Enter")  # a computer has no page: the league stays
    person.press("Esc")
    person.wait_to_see("Unfinished matches")


@EVENING_TIMEOUT
def test_a_match_with_a_computer_is_practice_unless_settings_take_it_in(
    evening_home: Path, tmp_path: Path, x_server: XServer
) -> None:
    next_day(evening_home, tmp_path, x_server).run(practice_taken_in)


# ---- readings (in the GUI thread) --------------------------------------------------------------


def _league_table() -> object:
    from PySide6.QtWidgets import QTableView

    from tests.e2e.person import really_visible

    for view in play.main_window().findChildren(QTableView):
        if really_visible(view) and view.model() is not None:
            model = view.model()
            titles = [
                str(model.headerData(c, Qt.Orientation.Horizontal))
                for c in range(model.columnCount())
            ]
            if "Player" in titles:
                return view
    raise AssertionError("no league table with a Player column in view")


def league_figures(title: str) -> list[str]:
    """The column of that title in the league table in view, top to bottom."""
    view: object = _league_table()
    model = view.model()  # type: ignore[attr-defined]
    column = [
        str(model.headerData(c, Qt.Orientation.Horizontal)) for c in range(model.columnCount())
    ].index(title)
    return [str(model.index(r, column).data()) for r in range(model.rowCount())]


def league_names() -> list[str]:
    return league_figures("Player")


def select_league_row(row: int) -> None:
    view: object = _league_table()
    view.setCurrentIndex(view.model().index(row, 0))  # type: ignore[attr-defined]


def league_list_names() -> list[str]:
    from PySide6.QtWidgets import QListWidget

    from tests.e2e.person import find_widget

    box = find_widget(QListWidget, "League players")
    return [box.item(i).text() for i in range(box.count())]


def practice_ticked() -> bool:
    from PySide6.QtWidgets import QCheckBox

    from tests.e2e.person import front_window

    return any(
        box.isChecked() and "computers in the league" in box.text().replace("&", "")
        for box in front_window().findChildren(QCheckBox)
    )


def person_title() -> str:
    return play.main_window().windowTitle()


def first_league_name() -> str:
    """The name in the first row of the league table in view."""
    return league_names()[0]


def visible_charts() -> list[object]:
    from PySide6.QtWidgets import QGraphicsView

    from tests.e2e.person import really_visible

    return [v for v in play.main_window().findChildren(QGraphicsView) if really_visible(v)]


def preview_pages() -> int:
    """The pages the print preview in front shows (0 when no preview is in front)."""
    from PySide6.QtPrintSupport import QPrintPreviewWidget

    widget = front_window().findChild(QPrintPreviewWidget)
    return widget.pageCount() if widget is not None and widget.isVisible() else 0

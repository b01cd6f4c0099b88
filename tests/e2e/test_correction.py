"""Correcting a paper protocol in the window (issue #14, item 5), by keys, in the real program:
from the start screen to the match history (Ctrl+H); a played match offers no correction (the
entry disabled, its tooltip says why); the paper match's Correct… (Ctrl+K) opens its protocol
to retype; a bad cell is refused with its words and stores nothing; the good one is saved as a
correction of its own (the old events untouched), the history marks the match and lists what
was changed and when, its protocol page too, and the league table follows."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QAbstractItemView, QPushButton, QTableView, QTableWidget

from tests.e2e import play
from tests.e2e.person import (
    Person,
    find_widget,
    front_window,
    main_window,
    really_visible,
)

if TYPE_CHECKING:
    from tests.e2e.harness import Program

# Kari wins 1050 to 850, until round 2 of Åke is corrected from 400 to 650: Åke 1100.
SHEET = "\n".join(
    [
        "match;date;game;place;player;r1;r2;r3",
        "1;1987-07-04 21:15;roller;Husum;Åke;350;400;100",
        "1;1987-07-04 21:15;roller;Husum;Kari;1000;–;50",
    ]
)
DIALOG = "Correct the protocol"
GRID = "Protocol to correct"


def league_with_a_paper_match(home: Path) -> Path:
    """A league of one played match (`roller-desktop demo`) and one paper protocol, brought in
    by `roller-desktop import-protocols` (the real store)."""
    database = home / "league.sqlite3"
    sheet = home / "paper.csv"
    sheet.write_text(SHEET, encoding="utf-8")
    command = str(Path(sys.executable).with_name("roller-desktop"))
    for args in (["demo", "--matches", "1", "--seed", "3"], ["import-protocols", str(sheet)]):
        subprocess.run(
            [command, "--database", str(database), *args],
            check=True,
            capture_output=True,
            timeout=120,
        )
    return database


def sql(person: Person, query: str) -> list[tuple[object, ...]]:
    """The league file of this test (given with --database), read only, as another program."""
    uri = f"file:{person.home / 'league.sqlite3'}?mode=ro"
    with sqlite3.connect(uri, uri=True) as connection:
        return list(connection.execute(query))


def history_table() -> QTableView:
    tables = [
        t
        for t in main_window().findChildren(QTableView)
        if really_visible(t) and not isinstance(t, QTableWidget)
    ]
    assert len(tables) == 1, tables
    return tables[0]


def history_row() -> list[str]:
    """In the GUI thread: the current row of the match history, as it reads."""
    table = history_table()
    index = table.currentIndex()
    model = table.model()
    return [str(model.index(index.row(), c).data()) for c in range(model.columnCount())]


def correct_entry() -> QPushButton:
    return find_widget(QPushButton, "Correct…", main_window())


def grid_cell(row: int, column: int) -> str:
    grid = find_widget(QTableWidget, GRID)
    return str(grid.item(row, column).text())


def grid_current() -> tuple[int, int]:
    grid = find_widget(QTableWidget, GRID)
    return grid.currentRow(), grid.currentColumn()


def in_dialog() -> bool:
    return front_window().windowTitle() == DIALOG


def league_wins(name: str) -> str:
    """In the GUI thread: the W column of `name` in the league table on show."""
    table = history_table()
    model = table.model()
    headers = [model.headerData(c, 1) for c in range(model.columnCount())]  # 1: horizontal
    for row in range(model.rowCount()):
        if model.index(row, 0).data() == name:
            return str(model.index(row, headers.index("W")).data())
    raise AssertionError(f"no {name} in the league table: {headers}")


def league_all_time(person: Person) -> str:
    """The league page (Ctrl+L) for all time (the paper match is of 1987): Åke's W."""
    person.press("Ctrl+L")
    person.wait_until(lambda: main_window().windowTitle() == "League — Roller", 10, "league")
    person.press("Alt+T")
    person.wait_until(lambda: play.person_focus_name() == "Period", 5, "the period box")
    person.type("All")
    person.wait_until(lambda: play.widget("QComboBox", "Period").currentText() == "All time")
    return person.wait_until(lambda: league_wins("Åke"), 10, "Åke in the league table")


def type_cell(person: Person, text: str) -> None:
    """A cell retyped as a person does: its first key opens the cell's editor (the keys after
    it go there), Enter keeps it."""
    person.type(text[0])
    person.wait_until(
        lambda: find_widget(QTableWidget, GRID).state() == QAbstractItemView.State.EditingState,
        5,
        "the cell's editor opens",
    )
    if text[1:]:
        person.type(text[1:])
    person.press("Enter")


def correct(person: Person) -> None:
    play.close_first_run_help(person)
    wins_before = league_all_time(person)
    person.press("Esc")
    person.wait_until(lambda: main_window().windowTitle() == "Roller", 10, "the start screen")
    person.press("Ctrl+H")
    person.wait_until(lambda: main_window().windowTitle() == "Match history — Roller", 10, "")
    person.wait_until(lambda: history_row()[1] in ("Roller", "105"), 10, "a played match")
    entry = person.gui(lambda: (correct_entry().isEnabled(), correct_entry().toolTip()))
    assert entry == (
        False,
        "A match played with dice is never corrected: its throws are what happened.",
    ), entry
    person.press("Ctrl+K")  # disabled: nothing opens
    person.press("Ctrl+End")  # the oldest match: the paper protocol of 1987
    person.wait_until(lambda: history_row()[1] == "Roller (paper)", 10, "the paper match")
    assert person.gui(history_row)[3:] == ["won by Kari", "finished"]
    assert person.gui(lambda: front_window() is main_window())
    person.wait_until(lambda: correct_entry().isEnabled(), 5, "Correct… for the paper match")
    events = sql(person, "SELECT match_pk, seq, kind, dice FROM events ORDER BY match_pk, seq")
    person.press("Ctrl+K")
    person.wait_until(in_dialog, 10, "the correction dialog")
    assert person.gui(lambda: grid_cell(1, 0)) == "400"
    person.press("Down")  # round 2 of Åke
    person.wait_until(lambda: grid_current() == (1, 0), 5, "round 2, Åke")
    type_cell(person, "449")
    person.wait_to_see("449 points cannot be: every score is a multiple of 50.")
    assert person.gui(lambda: grid_cell(1, 0)) == "400", "a refused cell is as it was"
    person.screenshot("refused")
    person.press("Ctrl+Enter")  # nothing retyped yet: said, nothing saved
    person.wait_to_see("Nothing is changed yet")
    assert sql(person, "SELECT COUNT(*) FROM events WHERE kind = 'correct'") == [(0,)]
    assert person.gui(grid_current) == (1, 0), "still on round 2 of Åke"
    type_cell(person, "650")
    person.wait_until(lambda: grid_cell(3, 0) == "1100", 5, "Åke's total follows")
    person.screenshot("retyped")
    person.press("Ctrl+Enter")
    person.wait_until(lambda: not in_dialog(), 10, "the correction is saved")
    after = sql(person, "SELECT match_pk, seq, kind, dice FROM events ORDER BY match_pk, seq")
    assert after[: len(events)] == events, "nothing overwritten (the paper match is the last)"
    [(dice,)] = sql(person, "SELECT dice FROM events WHERE kind = 'correct'")
    assert dice.startswith("0:1:650@"), dice
    assert len(after) == len(events) + 1
    person.wait_until(lambda: history_row()[3:] == ["won by Åke", "finished, corrected"], 10)
    person.wait_to_see("round 2, Åke: 400 → 650")
    assert person.sees("Corrected:"), "the list of corrections shows below the history"
    person.screenshot("history")
    person.press("Enter")  # its protocol page lists the correction too
    person.wait_until(lambda: main_window().windowTitle().startswith("Protocol: Roller, 1987"))
    person.wait_to_see("round 2, Åke: 400 → 650")
    person.screenshot("protocol")
    person.press("Esc")
    person.wait_until(lambda: main_window().windowTitle() == "Match history — Roller", 10, "")
    person.press("Esc")
    person.wait_until(lambda: main_window().windowTitle() == "Roller", 10, "the start screen")
    assert int(league_all_time(person)) == int(wins_before) + 1, "the league follows"


def test_a_paper_protocol_is_corrected_in_the_window_by_keys(program: Program) -> None:
    database = league_with_a_paper_match(program.home)
    program.run(correct, "--database", str(database), timeout=180)


def small_screen(person: Person) -> None:
    play.close_first_run_help(person)
    person.press("Ctrl+H")
    person.wait_until(lambda: main_window().windowTitle() == "Match history — Roller", 10, "")
    person.press("Ctrl+End")
    person.wait_until(lambda: history_row()[1] == "Roller (paper)", 10, "the paper match")
    person.click("Correct…")
    person.wait_until(in_dialog, 10, "the correction dialog")
    for name in ("Save the correction", "Cancel"):
        assert person.gui(lambda name=name: really_visible(find_widget(QPushButton, name)))
    person.screenshot("small")
    person.press("Esc")
    person.wait_until(lambda: not in_dialog(), 10, "cancelled")
    assert sql(person, "SELECT COUNT(*) FROM events WHERE kind = 'correct'") == [(0,)]


def test_the_correction_dialog_fits_a_small_screen(small_program: Program) -> None:
    database = league_with_a_paper_match(small_program.home)
    small_program.run(small_screen, "--database", str(database), timeout=120)

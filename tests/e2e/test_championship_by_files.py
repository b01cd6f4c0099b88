"""A championship's results reach the director's laptop by files (issue 16, item 3), every
program the real one, driven by keys and mouse only:

1. the director makes a championship of 12 players (one qualifying round, tables of 3–5:
   three tables of 4) and writes each table's file from the director's view (Ctrl+Shift+S,
   the path typed into the save dialog);
2. three table laptops (each its own home and league) import their table's file (Ctrl+I),
   open the director's view, which shows the championship and its draw, play their table
   with Enter as "round 1, table T" (two protocol only, one with the program's dice), and
   export their league (Ctrl+E);
3. the director imports the three files, one of them twice: each match linked to its table
   once, the second import of the same file linking nothing; the director's view shows every
   table played and the standings, which equal those computed here from the protocols (the
   cells typed; the dice table's match replayed from its stored events).
"""

from __future__ import annotations

import json
import os
import sqlite3
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QFileDialog, QMessageBox, QTableWidget

from tests.e2e import play
from tests.e2e.harness import Program
from tests.e2e.person import Person, front_window, main_window

if TYPE_CHECKING:
    from tests.e2e.harness import XServer

NAME = "EM by files"
PLAYERS = [f"Player {letter}" for letter in "ABCDEFGHIJKL"]  # ASCII: QTest types no other
ROUNDS = 3  # rounds a match: a short evening
CELLS = {  # the protocol-only tables' protocols, typed turn by turn, seat 1 first
    1: ["350", "-", "200", "RT", "50", "450", "300", "-", "100", "250", "-", "500"],
    2: ["100", "550", "-", "300", "RT", "200", "250", "150", "-", "400", "50", "600"],
}
DICE_TABLE = 3  # plays with the program's dice


def files() -> Path:
    return Path(os.environ["E2E_FILES"])


def rows(query: str, *params: object) -> list[tuple[object, ...]]:
    database = Path(os.environ["E2E_HOME"]) / "league.sqlite3"
    with sqlite3.connect(f"file:{database}?mode=ro", uri=True) as connection:
        return list(connection.execute(query, params))


def seats_of(table: int) -> list[str]:
    return [
        str(name)
        for (name,) in rows(
            "SELECT players.name FROM championship_seats JOIN players ON players.pk = player_pk"
            " WHERE round = 1 AND table_number = ? ORDER BY seat",
            table,
        )
    ]


def totals(names: list[str], cells: list[str]) -> dict[str, int]:
    """The match totals of the cells typed, as the paper adds them (Tjock and RT count 0)."""
    sums = dict.fromkeys(names, 0)
    for n, cell in enumerate(cells):
        if cell not in ("-", "RT"):
            sums[names[n % len(names)]] += int(cell)
    return sums


def main_title() -> str:
    return main_window().windowTitle()


def front_title() -> str:
    return front_window().windowTitle()


def tables_view() -> QTableWidget:
    return play.widget("QTableWidget", "The tables of the qualifying round")  # type: ignore[return-value]


def standings_shown() -> dict[str, int]:
    view = play.widget("QTableWidget", "Standings")
    assert isinstance(view, QTableWidget)
    return {
        view.item(row, 1).text(): int(view.item(row, 2).text()) for row in range(view.rowCount())
    }


def choose_table(person: Person, table: int) -> None:
    """The keyboard on the director's tables, then Down or Up to the table's row."""
    person.wait_until(lambda: tables_view().hasFocus(), 10, "the tables have the keyboard")
    for _ in range(12):
        row = person.gui(lambda: tables_view().currentRow())
        if row == table - 1:
            return
        person.press("Down" if row < table - 1 else "Up")
        person.settle()
    raise AssertionError(f"table {table} was never chosen")


def the_director(person: Person) -> None:
    person.press("Ctrl+Shift+C")
    person.wait_until(lambda: main_title() == "Championship — Roller", 10, "the director's view")


def dialog_titled(title: str) -> bool:
    window = front_window()
    return isinstance(window, QFileDialog) and window.windowTitle() == title


def save_as(person: Person, title: str, path: Path) -> None:
    """The save dialog titled so: its name field replaced by `path`, Enter."""
    person.wait_until(lambda: dialog_titled(title), 10, f"the dialog {title}")
    person.press("Ctrl+A")
    person.type(str(path))
    person.press("Enter")


def import_league(person: Person, path: Path, what: str) -> str:
    """File → Import league… (Ctrl+I), the path typed, Enter; the report, closed with Enter."""
    person.press("Ctrl+I")
    person.wait_until(lambda: dialog_titled("Import league"), 10, "the import dialog")
    person.type(str(path))
    person.press("Enter")
    person.wait_until(lambda: isinstance(front_window(), QMessageBox), 60, what)
    report = "\n".join(person.texts(front_only=True))
    person.press("Enter")
    person.wait_until(lambda: front_window() is main_window(), 10, f"{what} closed")
    return report


# ---- the director, before the round ---------------------------------------------------------


def make_and_write_the_tables_files(person: Person) -> None:
    play.close_first_run_help(person)
    the_director(person)
    person.press("Ctrl+Shift+N")
    person.wait_until(lambda: front_title() == "New championship", 10, "the dialog")
    person.type(NAME)
    person.press("Tab")
    person.type("Eldsmark")
    person.press("Tab")
    for name in PLAYERS:
        person.type(name)
        person.press("Enter")
    person.press("Alt+R")  # Qualifying rounds: one
    person.press("Ctrl+A")
    person.type("1")
    play.set_number(person, lambda: play.widget("QSpinBox", "Rounds a match"), ROUNDS)
    person.click("Make and draw")
    person.wait_until(lambda: front_title() == "Championship — Roller", 10, "made and drawn")
    assert rows("SELECT count(DISTINCT table_number) FROM championship_seats") == [(3,)]
    for table in (1, 2, 3):
        choose_table(person, table)
        person.press("Ctrl+Shift+S")
        save_as(person, "Save the table's file", files() / f"table{table}.json")
        person.wait_until(lambda: isinstance(front_window(), QMessageBox), 10, "saved")
        person.wait_to_see(f"The file of qualifying round 1, table {table} is in")
        person.press("Enter")
        person.wait_until(lambda: front_window() is main_window(), 10, "the message closed")
    person.screenshot("director-three-files")


# ---- a table's laptop ---------------------------------------------------------------------


def play_the_table(person: Person) -> None:
    table = int(os.environ["E2E_TABLE"])
    play.close_first_run_help(person)
    if table == DICE_TABLE:
        play.fast_settings(person)
    report = import_league(person, files() / f"table{table}.json", "the table's file imported")
    assert f"Championship {NAME} added." in report, report
    the_director(person)
    seats = seats_of(table)
    person.wait_to_see(", ".join(seats))  # the director's draw, on this laptop
    choose_table(person, table)
    person.screenshot(f"table-{table}-before")
    person.press("Enter")
    person.wait_until(lambda: "championship table" in front_title(), 10, "how it throws")
    if table == DICE_TABLE:
        person.click("The program's dice")
        person.wait_until(lambda: play.read_roller().player == seats[0], 20, "seat 1 starts")
        play.play_roller_match(person, seats, timeout=300)
    else:
        person.click("Protocol only")
        person.wait_until(lambda: play.read_roller().player == seats[0], 20, "seat 1 starts")
        for cell in CELLS[table]:
            person.wait_until(lambda: play.person_focus_name() == "Result of the turn", 5, "entry")
            person.type(cell)
            person.press("Enter")
    person.wait_to_see("The match is over", 20)
    assert rows("SELECT round, table_number FROM championship_matches") == [(1, table)]
    person.press("Ctrl+E")
    save_as(person, "Export league", files() / f"back{table}.json")
    person.wait_until(lambda: isinstance(front_window(), QMessageBox), 30, "exported")
    person.press("Enter")
    person.wait_until(lambda: front_window() is main_window(), 10, "the report closed")


# ---- the director, after the round ----------------------------------------------------------


def import_the_tables_files(person: Person) -> None:
    play.close_first_run_help_if_shown(person)
    reports = []
    for table in (1, 2, 3, 1):  # table 1's file twice
        reports.append(import_league(person, files() / f"back{table}.json", f"back {table}"))
    for table, report in zip((1, 2, 3), reports, strict=False):
        assert f"{NAME}: the match of round 1, table {table} linked to its table." in report
    # the same file again: nothing linked, no new match (the report names only what it brought)
    assert "linked" not in reports[3] and "new matches" not in reports[3], reports[3]
    the_director(person)
    person.wait_until(
        lambda: [tables_view().item(r, 2).text() for r in range(3)] == ["played"] * 3,
        10,
        "every table played",
    )
    person.wait_until(lambda: len(standings_shown()) == 12, 10, "the standings")
    person.wait_until(lambda: sum(standings_shown().values()) > 0, 10, "points in the standings")
    person.screenshot("director-standings")
    (person.home / "standings.json").write_text(json.dumps(person.gui(standings_shown)))


def test_a_championships_results_come_back_by_files(tmp_path: Path, x_server: XServer) -> None:
    shared = tmp_path / "stick"
    shared.mkdir()
    director = Program(tmp_path / "director", x_server.display)
    director.extra_env["E2E_FILES"] = str(shared)
    database = director.home / "league.sqlite3"
    director.run(make_and_write_the_tables_files, "--database", str(database), timeout=180)
    for table in (1, 2, 3):
        laptop = Program(tmp_path / f"table{table}", x_server.display)
        laptop.extra_env |= {"E2E_FILES": str(shared), "E2E_TABLE": str(table)}
        laptop.run(play_the_table, "--database", str(laptop.home / "league.sqlite3"), timeout=180)
    director.run(import_the_tables_files, "--database", str(database), timeout=180)
    from roller_desktop.store import championships
    from roller_desktop.store.database import open_store
    from roller_desktop.store.recorder import MatchRecorder

    expected: dict[str, int] = {}  # from the protocols
    with open_store(database, backup=False) as store:
        tables = {t.number: t for t in championships.stored_round(store, NAME, 1).tables}
        standing = {s.player: s for s in championships.standings(store, NAME)}
        played = championships.table_matches(store, NAME)
        for match in played:
            if match.table == DICE_TABLE:  # its protocol, replayed from the stored events
                protocol = MatchRecorder.open(store, match.match_id).game.protocol()
                expected |= dict(zip(protocol.seats, protocol.totals, strict=True))
            else:
                expected |= totals(list(tables[match.table].seats), CELLS[match.table])
    assert sorted((m.round, m.table, m.status) for m in played) == [
        (1, t, "finished") for t in (1, 2, 3)
    ]
    assert set(expected) == set(PLAYERS) == set(standing)
    for name, total in expected.items():
        assert (standing[name].points, standing[name].matches) == (total, 1)
    shown = json.loads((director.home / "standings.json").read_text())
    assert shown == expected  # the director's view

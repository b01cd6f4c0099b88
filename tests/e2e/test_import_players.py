"""Players on import (issue #15, item 2) as a keeper meets them: a league file from another
laptop has an Anna whose id is new here while this league has an Anna of its own. File →
Import league… asks, before anything is written, "Anna in the file: the Anna of this league, or
another person?"; Cancel imports nothing; answered "another person" by keys, the file comes in
and the Players page shows two Annas (the new one "Anna (2)", with the file's match). The
league is written by the store before the window opens; the window is driven by key events."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QComboBox, QFileDialog, QMainWindow, QMessageBox

from tests.e2e import play
from tests.e2e.person import Person, front_window, main_window, visible_texts

if TYPE_CHECKING:
    from tests.e2e.harness import Program


def two_leagues(home: Path) -> tuple[Path, Path]:
    """This league (Anna, Ola) and the file of another (its own Anna, and Kari, at a match)."""
    from roller_desktop.store.database import open_store
    from roller_desktop.store.exchange import export_file
    from roller_desktop.store.recorder import MatchRecorder
    from tests.store.helpers import play_out, start

    with open_store(home / "other.sqlite3", backup=False) as other:
        ids = [other.add_player(name).id for name in ("Anna", "Kari")]
        play_out(MatchRecorder.open(other, start(other, "roller", ids, {"rounds": 2})), seed=3)
        export_file(other, home / "other.json")
    database = home / "league.sqlite3"
    with open_store(database, backup=False) as here:
        here.add_player("Anna")
        here.add_player("Ola")
    return database, home / "other.json"


def rows(query: str) -> list[tuple[object, ...]]:
    """The league the window has open (--database), read beside it."""
    database = Path(os.environ["E2E_HOME"]) / "league.sqlite3"
    with sqlite3.connect(f"file:{database}?mode=ro", uri=True) as connection:
        return list(connection.execute(query))


def file_dialog() -> bool:
    window = front_window()
    return isinstance(window, QFileDialog) and window.windowTitle() == "Import league"


def question() -> bool:
    return front_window().windowTitle() == "Players in the file"


def choice() -> str:
    box = play.widget("QComboBox", "Anna in the file")
    assert isinstance(box, QComboBox)
    return box.currentText()


def back_home() -> bool:
    return front_window() is main_window()


def open_file(person: Person, path: Path) -> None:
    person.press("Ctrl+I")  # File → Import league…
    person.wait_until(file_dialog, 10, "the file dialog opens")
    person.type(str(path))
    person.wait_until(lambda: str(path) in visible_texts(front_window()), 5, "the path typed")
    person.press("Enter")
    person.wait_until(question, 20, "the question about the file's players")


def import_players(person: Person) -> None:
    play.close_first_run_help(person)
    file = person.home / "other.json"
    names = "SELECT name FROM players ORDER BY name"
    open_file(person, file)
    assert person.sees("Anna in the file:", front_only=True)
    assert choice() == "the Anna of this league"  # the same person, chosen at first
    assert not person.sees("Kari in the file:", front_only=True)  # no name here: not asked
    person.screenshot("players-question")
    person.press("Esc")  # Cancel: nothing imported
    person.wait_until(back_home, 10, "the question closes")
    assert rows(names) == [("Anna",), ("Ola",)]
    assert rows("SELECT COUNT(*) FROM matches") == [(0,)]
    open_file(person, file)
    person.press("Down")  # the choice has the keyboard: another person
    person.wait_until(lambda: choice() == "another person (a new player)", 5, "chosen")
    person.screenshot("another-person")
    person.press("Enter")  # Import, the default
    person.wait_until(lambda: isinstance(front_window(), QMessageBox), 30, "the summary")
    assert person.sees("Anna of the file is called Anna (2) here.", front_only=True)
    person.screenshot("imported")
    person.press("Enter")
    person.wait_until(back_home, 10, "the summary closes")
    assert rows(names) == [("Anna",), ("Anna (2)",), ("Kari",), ("Ola",)]
    person.press("P")  # the Players page: two Annas, the new one with the file's match
    person.wait_to_see("Anna (2) (1 match)")
    person.wait_to_see("Anna (0 matches)")
    person.screenshot("players-page")
    assert isinstance(main_window(), QMainWindow)


def test_a_same_named_player_answered_another_person(program: Program) -> None:
    database, _ = two_leagues(program.home)
    program.run(import_players, "--database", str(database), timeout=240)

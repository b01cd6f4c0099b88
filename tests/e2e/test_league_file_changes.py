"""A league file from the other laptop renames a player (issue 15, item 6): File → Import
league…, the path typed into Qt's own file dialog, Enter; the report names the rename and the
match voided there; the Players page shows the new name; importing the same file again changes
nothing and says nothing of renames. The two leagues are written by the store before the window
opens (the other laptop's is a copy that went its own way); the window is driven by key events
only."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QFileDialog, QMessageBox

from tests.e2e import play
from tests.e2e.person import Person, front_window, main_window, visible_texts

if TYPE_CHECKING:
    from tests.e2e.harness import Program


def two_laptops(home: Path) -> tuple[Path, Path]:
    """This laptop's league, and a file from the other one where Åke was renamed "Åke F." and
    a match voided."""
    from roller_desktop.store import demo, keeper
    from roller_desktop.store.database import open_store
    from roller_desktop.store.exchange import export_file, import_file
    from roller_desktop.store.queries import stats
    from tests.store.helpers import logged_rename

    here, there = home / "league.sqlite3", home / "other.sqlite3"
    with open_store(here, backup=False) as store:
        demo.fill_bulk(store, 12, seed=1, days=10)
        export_file(store, home / "start.json")
    with open_store(there, backup=False) as other:
        import_file(other, home / "start.json")
        ake = next(p.id for p in other.players() if p.name == "Åke")
        logged_rename(other, ake, "Åke F.")
        newest = stats.match_history(other)[0].id
        keeper.void_match(other, newest, "entered twice")
        export_file(other, home / "from-the-other-laptop.json")
    return here, home / "from-the-other-laptop.json"


def names(database: Path) -> list[str]:
    with sqlite3.connect(f"file:{database}?mode=ro", uri=True) as connection:
        return [row[0] for row in connection.execute("SELECT name FROM players ORDER BY name")]


def file_dialog() -> bool:
    window = front_window()
    return isinstance(window, QFileDialog) and window.windowTitle() == "Import league"


def import_league(person: Person, path: Path, what: str) -> list[str]:
    """Ctrl+I, the path typed where the dialog has the keyboard, Enter; the report's texts,
    closed with Enter."""
    person.press("Ctrl+I")
    person.wait_until(file_dialog, 10, "the file dialog opens")
    person.type(str(path))
    person.wait_until(lambda: str(path) in visible_texts(front_window()), 5, "the path typed")
    person.press("Enter")
    person.wait_until(lambda: isinstance(front_window(), QMessageBox), 30, what)
    shown = person.texts(front_only=True)
    person.screenshot(what)
    person.press("Enter")
    person.wait_until(lambda: front_window() is main_window(), 10, f"{what} closes")
    return shown


def shown(text: str) -> bool:
    return any(text in t for t in visible_texts())


def renamed_on_the_other_laptop(person: Person) -> None:
    play.close_first_run_help(person)
    database = person.home / "league.sqlite3"
    the_file = person.home / "from-the-other-laptop.json"
    assert "Åke F." not in names(database)
    report = import_league(person, the_file, "imported")
    assert any("Åke renamed Åke F." in text for text in report), report
    assert any("1 match voided." in text for text in report), report
    assert "Åke F." in names(database) and "Åke" not in names(database)
    person.press("P")
    person.wait_until(lambda: shown("Åke F."), 10, "the new name on the Players page")
    person.screenshot("players")
    person.press("Esc")
    person.wait_until(lambda: main_window().windowTitle() == "Roller", 10, "the start screen")
    again = import_league(person, the_file, "again")
    assert not any("renamed" in text or "voided" in text for text in again), again
    # The same file again brings nothing: the report names only the matches already here.
    assert any("matches were already here." in text for text in again), again
    assert not any("Imported:" in text for text in again), again


def test_a_rename_on_the_other_laptop_comes_with_its_league_file(program: Program) -> None:
    database, _ = two_laptops(program.home)
    program.run(renamed_on_the_other_laptop, "--database", str(database), timeout=240)
    from roller_desktop.store.verify import verify_file

    report = verify_file(database)
    assert report.ok, report.problem

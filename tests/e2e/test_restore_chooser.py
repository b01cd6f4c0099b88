"""File → Restore from backup… by keys in the real window (issue: the chooser listed only
dates): each copy shows its finished matches, its newest match and its check once read; the
question names the matches the league has that the copy lacks; the restore sets them aside in
the copy taken just before it, which the list then offers."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QMessageBox

from roller_desktop.ui.league.restore_question import RestoreQuestion
from tests.e2e import play
from tests.e2e.person import Person, front_window, main_window, visible_texts

if TYPE_CHECKING:
    from tests.e2e.harness import Program


def a_league_with_an_older_backup(home: Path) -> Path:
    """Twelve matches in a copy made by hand, then three more in the league."""
    from datetime import datetime

    from roller_desktop.store import backups, demo
    from roller_desktop.store.backup_checks import check_unchecked
    from roller_desktop.store.database import open_store

    database = home / "league.sqlite3"
    with open_store(database, backup=False) as store:
        demo.fill_bulk(store, 12, seed=1, days=10)
    backups.make_backup(database, "by-hand", now=datetime(2026, 1, 2, 20, 0), check=False)
    check_unchecked(database)
    with open_store(database, backup=False) as store:
        demo.fill_bulk(store, 3, seed=2, days=1)
    return database


def finished(database: Path) -> int:
    import sqlite3

    with sqlite3.connect(f"file:{database}?mode=ro", uri=True) as connection:
        (count,) = connection.execute(
            "SELECT count(*) FROM matches WHERE status = 'finished'"
        ).fetchone()
    return int(count)


def rows() -> list[str]:
    from roller_desktop.ui.league.backup_chooser import BackupChooser

    window = front_window()
    if not isinstance(window, BackupChooser):
        return []
    return [window.list.item(i).text() for i in range(window.list.count())]


def restore_the_older_copy(person: Person) -> None:
    play.close_first_run_help(person)
    person.menu("File", "Restore from backup…")
    person.wait_until(
        lambda: rows() and all("finished matches" in row for row in rows()),
        20,
        "each copy's matches read",
    )
    *newer, older = person.gui(rows)  # the copy by hand is the oldest (a start's may be newer)
    assert "12 finished matches" in older and "(made by hand)" in older, older
    assert "check passed" in older, older
    assert all("15 finished matches" in row for row in newer), newer
    person.screenshot("chooser")
    person.press("End")
    person.press("Enter")
    person.wait_until(lambda: isinstance(front_window(), RestoreQuestion), 20, "the question")
    asked = " ".join(person.texts(front_only=True))
    assert "3 finished matches that this backup does not have" in asked, asked
    assert "before a restore" in asked, asked
    person.screenshot("question")
    person.press("Enter")  # Yes
    person.wait_until(
        lambda: (
            isinstance(front_window(), QMessageBox)
            and "The backup is restored" in " ".join(visible_texts(front_window()))
        ),
        30,
        "the restore said",
    )
    person.press("Enter")
    person.wait_until(lambda: front_window() is main_window(), 10, "back to the window")
    assert finished(person.home / "league.sqlite3") == 12
    person.menu("File", "Restore from backup…")
    person.wait_until(
        lambda: any("(before a restore)" in row and "15 finished" in row for row in rows()),
        20,
        "the copy taken before the restore, with the three matches",
    )
    person.press("Esc")
    person.wait_until(lambda: front_window() is main_window(), 10, "the chooser closes")


def test_a_restore_by_keys_says_what_it_sets_aside_and_keeps_it(program: Program) -> None:
    database = a_league_with_an_older_backup(program.home)
    program.run(restore_the_older_copy, "--database", str(database), timeout=240)
    assert finished(database) == 12

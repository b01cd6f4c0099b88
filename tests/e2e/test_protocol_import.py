"""Old paper protocols from a spreadsheet, by File → Import protocols… (issue #14), through Qt's
own file dialog as a person answers it (the path typed into its file name, Enter): a file with
a bad line is refused whole with its line and column named and nothing changes in the league;
the file put right comes in and the league page shows its players; importing it again adds
nothing; the history marks the matches as paper.

(An earlier version of this scenario hung "in getOpenFileName": its wait_until conditions called
Person methods, which run in the GUI thread and waited there for the GUI thread, a deadlock
that any nested event loop showed. Person.gui now refuses that call: WrongThread.)"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QFileDialog, QMessageBox, QTableView

from tests.e2e import play
from tests.e2e.person import Person, front_window, main_window, really_visible, visible_texts

if TYPE_CHECKING:
    from tests.e2e.harness import Program

GOOD = "\n".join(
    [
        "match;date;game;place;player;r1;r2;r3",
        "1;1987-07-04 21:15;roller;Husum;Åke;350;–;RT",
        "1;1987-07-04 21:15;roller;Husum;Kari;1000;450;50",
        "2;1987-07-05;roller;;Kari;50;100;150",
        "2;1987-07-05;roller;;Lisa;-;r;500",
    ]
)
PEOPLE = ("Åke", "Kari", "Lisa")


def matches(person: Person) -> list[tuple[str, int]]:
    return person.sql("SELECT game, by_hand FROM matches ORDER BY pk")


def file_dialog() -> bool:
    window = front_window()
    return isinstance(window, QFileDialog) and window.windowTitle() == "Import protocols"


def import_file(person: Person, path: Path, shot: str = "") -> None:
    """File → Import protocols…, the path typed where the dialog has the keyboard (its file
    name), Enter."""
    person.menu("File", "Import protocols…")
    person.wait_until(file_dialog, 10, "the file dialog opens")
    person.type(str(path))
    person.wait_until(lambda: str(path) in visible_texts(front_window()), 5, "the path typed")
    if shot:
        person.screenshot(shot)
    person.press("Enter")


def answer(person: Person, what: str) -> list[str]:
    """The message the import ends with: its texts; closed with Enter."""
    person.wait_until(lambda: isinstance(front_window(), QMessageBox), 20, what)
    shown = person.texts(front_only=True)
    person.screenshot(what)
    person.press("Enter")
    person.wait_until(lambda: front_window() is main_window(), 10, f"{what} closes")
    return shown


def league_shows(person: Person) -> list[str]:
    """From the start screen: the league page (L) of all time (the matches are of 1987), the
    people of PEOPLE it shows, back (Esc). All time is read at once (its ratings are stored)."""
    person.press("L")
    person.wait_until(lambda: main_window().windowTitle() == "League — Roller", 10, "league")
    person.press("Alt+T")  # "S&tandings for": the period box, its items found by typing
    person.wait_until(lambda: play.person_focus_name() == "Period", 5, "the period box")
    person.type("All")
    person.wait_until(lambda: play.widget("QComboBox", "Period").currentText() == "All time")
    shown = person.texts()
    person.press("Esc")
    person.wait_until(lambda: main_window().windowTitle() == "Roller", 10, "the start screen")
    return [name for name in PEOPLE if name in shown]


def history_column(column: int) -> list[str]:
    """In the GUI thread: a column of the match history on show, top to bottom."""
    tables = [t for t in main_window().findChildren(QTableView) if really_visible(t)]
    assert len(tables) == 1, tables
    model = tables[0].model()
    return [str(model.index(row, column).data()) for row in range(model.rowCount())]


def protocols(person: Person) -> None:
    play.close_first_run_help(person)
    bad = person.home / "bad.csv"
    bad.write_text(GOOD.replace("Lisa;-;r;500", "Lisa;-;r;525"), encoding="utf-8")
    import_file(person, bad, "file-dialog")
    shown = answer(person, "refused")
    assert any("Nothing was imported" in text for text in shown), shown
    assert any("Line 5, column r3" in text for text in shown), shown
    assert any("525 points cannot be" in text for text in shown), shown
    # The league page waits for the league to be open (a fresh one is built at start-up
    # while the window shows; the refusal came from the file's check, before it).
    assert league_shows(person) == [], "the league is as it was"
    assert matches(person) == [], "a bad line imports nothing"
    assert person.sql("SELECT COUNT(*) FROM players") == [(0,)]
    good = person.home / "good.csv"
    good.write_text("\ufeff" + GOOD, encoding="utf-8")
    import_file(person, good)
    shown = answer(person, "imported")
    assert any("2 new matches" in text and "3 new players" in text for text in shown), shown
    assert matches(person) == [("roller", 1), ("roller", 1)]
    assert league_shows(person) == list(PEOPLE)
    import_file(person, good)
    shown = answer(person, "again")
    # nothing new: only what was already here is named (never "0 new matches")
    assert any("2 matches were already here" in t and "new" not in t for t in shown), shown
    assert len(matches(person)) == 2
    person.press("Ctrl+H")  # the match history marks them
    person.wait_until(
        lambda: history_column(1) == ["Roller (paper)", "Roller (paper)"],
        10,
        "two paper matches in the history",
    )
    person.screenshot("history")


def test_old_protocols_come_in_whole_or_not_at_all(program: Program) -> None:
    program.run(protocols, timeout=180)

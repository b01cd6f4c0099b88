"""The league's pages as a person walks them (issue #11 items 1–3 and the window titles): the
league table, a player's page and its best match, the match history and a protocol, the real
print preview from each (League → Print… once killed the program), Esc back one step at a
time, and the titles and messages in Swedish. The league is filled by the program's own
`demo` command before the window opens."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtPrintSupport import QPrintPreviewWidget
from PySide6.QtWidgets import QTableView

from tests.e2e.person import Person, front_window, main_window, really_visible

if TYPE_CHECKING:
    from tests.e2e.harness import Program


def seeded_league(home: Path) -> Path:
    """A league of simulated matches, written by `roller-desktop demo` (the real store)."""
    database = home / "league.sqlite3"
    command = Path(sys.executable).with_name("roller-desktop")
    subprocess.run(
        [str(command), "--database", str(database), "demo", "--matches", "6", "--seed", "11"],
        check=True,
        capture_output=True,
        timeout=120,
    )
    return database


def front_title() -> str:
    return front_window().windowTitle()


def main_title() -> str:
    return main_window().windowTitle()


def preview_pages() -> int:
    """The pages the print preview in front shows (0 when no preview is in front)."""
    widget = front_window().findChild(QPrintPreviewWidget)
    return widget.pageCount() if widget is not None and widget.isVisible() else 0


def in_front_is_main() -> bool:
    return front_window() is main_window()


def league_table() -> object:
    tables = [t for t in main_window().findChildren(QTableView) if really_visible(t)]
    assert len(tables) == 1, tables
    return tables[0].viewport()


def first_row(viewport: object) -> object:
    table = viewport.parent()  # type: ignore[attr-defined]
    return table.visualRect(table.model().index(0, 0)).center()


def close_help(person: Person, title: str) -> None:
    person.wait_until(lambda: front_title() == title, 10, "the first-run help")
    person.press("Esc")
    person.wait_until(in_front_is_main, 5, "the help closes")


def preview_and_close(person: Person, what: str) -> None:
    person.wait_until(preview_pages, 20, f"the print preview of {what}")
    person.screenshot(f"preview-{what}")
    person.press("Esc")
    person.wait_until(in_front_is_main, 10, f"the preview of {what} closes")


def title_is(person: Person, wanted: str, what: str) -> None:
    person.wait_until(lambda: main_title() == wanted, 10, f"{what}: {wanted!r}")


def league_pages(person: Person) -> None:
    close_help(person, "Welcome to Roller desktop")
    person.press("L")  # the start screen's League
    title_is(person, "League — Roller", "the league page")
    person.click("Print…")  # League → Print… (it crashed the program)
    preview_and_close(person, "league")
    person.click_widget(league_table, first_row)  # the keyboard back in the table
    person.press("Enter")  # the first row: that player's page
    person.wait_until(
        lambda: main_title().endswith(" — Roller") and not main_title().startswith("League"),
        10,
        "a player's page",
    )
    player = main_title()
    person.screenshot("player")
    person.press("Alt+B")  # &Best match: its protocol
    person.wait_until(lambda: main_title().startswith("Protocol: Roller, "), 10, "best match")
    person.press("Esc")
    title_is(person, player, "Esc: back to the player")
    person.press("Esc")
    title_is(person, "League — Roller", "Esc: back to the league")
    person.menu("League", "Match history")
    title_is(person, "Match history — Roller", "the history from the League menu")
    person.press("Enter")  # the newest match: its protocol
    person.wait_until(lambda: main_title().startswith("Protocol: "), 10, "the protocol")
    person.screenshot("protocol")
    person.press("Ctrl+P")
    preview_and_close(person, "protocol")
    for wanted in ("Match history — Roller", "League — Roller", "Roller"):
        person.press("Esc")
        title_is(person, wanted, "Esc, one step back")
    person.wait_to_see("Unfinished matches")


def test_league_pages_by_keys_and_the_menu(program: Program) -> None:
    database = seeded_league(program.home)
    program.run(league_pages, "--database", str(database), timeout=180)


def swedish(person: Person) -> None:
    close_help(person, "Välkommen till Roller desktop")
    person.press("Ctrl+P")  # the start screen has nothing to print: it says so
    person.wait_until(lambda: front_title() == "Inget att skriva ut", 10, "the message")
    assert person.sees("Här finns inget att skriva ut.", front_only=True), person.texts(True)
    person.screenshot("nothing-to-print")
    person.press("Enter")
    person.wait_until(in_front_is_main, 5, "the message closes")
    person.press("L")
    title_is(person, "Liga — Roller", "the league page")
    person.press("Ctrl+P")
    preview_and_close(person, "ligatabellen")
    person.press("Ctrl+H")
    title_is(person, "Matchhistorik — Roller", "the history")
    person.press("Ctrl+P")  # the history itself does not print: it says what does
    person.wait_until(lambda: front_title() == "Inget att skriva ut", 10, "the message")
    assert person.sees("öppna en match (Enter)", front_only=True), person.texts(True)
    person.press("Enter")
    person.wait_until(in_front_is_main, 5, "the message closes")
    person.press("Enter")
    person.wait_until(lambda: main_title().startswith("Protokoll: "), 10, "the protocol")
    person.screenshot("protokoll")
    for wanted in ("Matchhistorik — Roller", "Liga — Roller", "Roller"):
        person.press("Esc")
        title_is(person, wanted, "Esc, one step back")


def test_titles_and_messages_in_swedish(program: Program) -> None:
    database = seeded_league(program.home)
    program.run(swedish, "--database", str(database), "--language", "sv", timeout=180)

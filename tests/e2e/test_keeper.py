"""The league keeper's tools as a person uses them (issue 15): on the Players page two players
who are one person ("Ake" typed on one laptop, "Åke" on the other) are found by search, chosen
by keys and merged after a question naming both; in the match history a finished match is
voided with its reason; the league table changes with each, and the check finds the stored
figures equal to those computed afresh. The league is written by the store before the window
opens; the window is driven by key and mouse events only."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QMainWindow, QTableView

from tests.e2e.person import (
    Person,
    front_window,
    main_window,
    really_visible,
    view_texts,
    visible_texts,
)

if TYPE_CHECKING:
    from tests.e2e.harness import Program


def keeper_league(home: Path) -> Path:
    from roller_desktop.store import demo
    from roller_desktop.store.database import open_store

    database = home / "league.sqlite3"
    with open_store(database, backup=False) as store:
        ids = demo.demo_player_ids(store)
        ake = store.add_player("Ake").id
        demo.fill_bulk(store, 40, seed=1, days=10)
        demo.fill_bulk(store, 6, seed=2, days=10, players=[ake, *ids[1:4]])
    return database


def rows(query: str, *params: object) -> list[tuple[object, ...]]:
    database = Path(os.environ["E2E_HOME"]) / "league.sqlite3"
    with sqlite3.connect(f"file:{database}?mode=ro", uri=True) as connection:
        return list(connection.execute(query, params))


def league_texts() -> list[str]:
    tables = [t for t in main_window().findChildren(QTableView) if really_visible(t)]
    assert len(tables) == 1, tables
    return view_texts(tables[0])


def league_matches() -> dict[str, int]:
    """Each player's league matches as the stored figures have them."""
    return {
        str(name): int(count)  # type: ignore[call-overload]
        for name, count in rows(
            "SELECT players.name, sum(matches) FROM league_days "
            "JOIN players ON players.pk = player_pk GROUP BY players.name"
        )
    }


# The conditions person.wait_until runs are run in the GUI thread: plain functions, never
# the person's own (they wait for that thread).


def front_title() -> str:
    return front_window().windowTitle()


def main_title() -> str:
    return main_window().windowTitle()


def in_dialog() -> str | None:
    window = front_window()
    return None if isinstance(window, QMainWindow) else window.windowTitle()


def shown(text: str) -> bool:
    return any(text in t for t in visible_texts())


def merge_and_void(person: Person) -> None:
    person.wait_until(lambda: front_title() == "Welcome to Roller desktop", 10, "the help")
    person.press("Esc")
    person.wait_to_see("Unfinished matches")
    before = league_matches()
    assert before["Ake"] > 0 and before["Åke"] > 0
    # The league table as it was.
    person.press("L")
    person.wait_until(lambda: main_title() == "League — Roller", 10, "the league")
    table_before = person.gui(league_texts)
    assert "Ake" in table_before
    person.press("Esc")
    # The Players page: the twins are suggested; search, choose both, merge.
    person.press("P")
    person.wait_to_see("Perhaps one person")
    person.wait_to_see("Ake and Åke")
    person.screenshot("players-twins")
    person.press("Ctrl+F")
    person.type("ake")
    person.wait_until(lambda: shown("Åke (") and shown("Ake ("), 5, "found")
    person.press("Tab")  # past the archived box, into the list
    person.press("Tab")
    person.press("Home")
    person.press("Shift+End")  # both found: chosen
    person.wait_to_see("2 players chosen")
    person.press("Ctrl+M")
    person.wait_until(lambda: in_dialog() == "Merge players", 10, "the merge question")
    assert person.sees(f"{before['Ake']} matches of Ake become Åke's", front_only=True)
    assert person.sees("Are Ake and Åke one person?", front_only=True)
    person.screenshot("merge-question")
    person.press("Enter")  # Merge, the default
    person.wait_until(lambda: in_dialog() is None, 20, "the merge done")
    person.wait_to_see("also known as Ake")
    person.screenshot("merged")
    after = league_matches()
    assert "Ake" not in after
    assert after["Åke"] == before["Åke"] + before["Ake"]
    person.press("Esc")
    person.wait_to_see("Unfinished matches")
    person.press("L")
    person.wait_until(lambda: main_title() == "League — Roller", 10, "the league")
    table_merged = person.gui(league_texts)
    assert "Ake" not in table_merged and table_merged != table_before
    # The history: the newest match voided, with its reason.
    person.press("Ctrl+H")
    person.wait_until(lambda: main_title() == "Match history — Roller", 10, "the match history")
    person.press("Home")
    newest = rows("SELECT id FROM matches ORDER BY started DESC, pk DESC LIMIT 1")[0][0]
    person.press("Ctrl+Del")
    person.wait_until(lambda: in_dialog() == "Void a match", 10, "the void question")
    person.press("Enter")  # no reason yet: said, nothing changed
    person.wait_to_see("Say why the match is void")
    assert rows("SELECT status FROM matches WHERE id = ?", newest) == [("finished",)]
    person.type("a test match")
    person.screenshot("void-question")
    person.press("Enter")
    person.wait_until(lambda: in_dialog() is None, 10, "the void done")
    person.wait_to_see(": a test match")
    person.screenshot("voided")
    assert rows("SELECT status, status_reason, status_note FROM matches WHERE id = ?", newest) == [
        ("abandoned", "void", "a test match")
    ]
    assert rows(
        "SELECT count(*) FROM seat_results JOIN matches ON pk = match_pk WHERE id = ?", newest
    ) == [(0,)]
    person.press("Esc")
    person.wait_until(lambda: main_title() == "League — Roller", 10, "back to the league")
    person.wait_until(lambda: league_texts() != table_merged, 10, "the league changes")
    voided = league_matches()
    assert sum(voided.values()) < sum(after.values())
    person.screenshot("league-after")


def test_merge_two_players_void_a_match_see_the_league_change(program: Program) -> None:
    database = keeper_league(program.home)
    program.run(merge_and_void, "--database", str(database), timeout=240)
    from roller_desktop.store.verify import verify_file

    report = verify_file(database)
    assert report.ok, report.problem

"""The keeper's log as a person uses it (issue 15, item 5): a finished match voided in the match
history, the log opened from the League menu with the mouse (and with K from the start screen),
the void chosen and undone after the question, and the match back in the league: the league
table as it was before the void, the stored figures equal to those the check computes afresh.
The window is driven by key and mouse events only."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tests.e2e.person import Person
from tests.e2e.test_keeper import (
    in_dialog,
    keeper_league,
    league_matches,
    league_texts,
    main_title,
    rows,
)

if TYPE_CHECKING:
    from tests.e2e.harness import Program


def void_then_undo(person: Person) -> None:
    person.wait_until(lambda: in_dialog() == "Welcome to Roller desktop", 10, "the help")
    person.press("Esc")
    person.wait_to_see("Unfinished matches")
    before = league_matches()
    person.press("L")
    person.wait_until(lambda: main_title() == "League — Roller", 10, "the league")
    table_before = person.gui(league_texts)
    # The newest match voided in the history.
    person.press("Ctrl+H")
    person.wait_until(lambda: main_title() == "Match history — Roller", 10, "the match history")
    person.press("Home")
    newest = rows("SELECT id FROM matches ORDER BY started DESC, pk DESC LIMIT 1")[0][0]
    person.press("Ctrl+Del")
    person.wait_until(lambda: in_dialog() == "Void a match", 10, "the void question")
    person.type("entered twice")
    person.press("Enter")
    person.wait_until(lambda: in_dialog() is None, 10, "the void done")
    person.wait_to_see(": entered twice")
    assert rows("SELECT status_reason FROM matches WHERE id = ?", newest) == [("void",)]
    voided = league_matches()
    assert sum(voided.values()) < sum(before.values())
    # The log, from the League menu with the mouse: the void on top.
    person.menu("League", "Keeper's log")
    person.wait_until(lambda: main_title() == "Keeper's log — Roller", 10, "the keeper's log")
    person.wait_to_see("void: entered twice")
    person.screenshot("log-with-the-void")
    person.click("Undo… [Ctrl+Z]")
    person.wait_until(lambda: in_dialog() == "Undo a change", 10, "the undo question")
    assert person.sees("The match comes back into the league and every figure.", front_only=True)
    person.screenshot("undo-question")
    assert rows("SELECT status_reason FROM matches WHERE id = ?", newest) == [("void",)]
    person.press("Enter")  # Undo, the default
    person.wait_until(lambda: in_dialog() is None, 10, "the undo done")
    person.wait_to_see("back in the league")
    assert rows("SELECT kind FROM keeper_changes WHERE undone_by IS NOT NULL") == [("void",)]
    person.screenshot("log-after-the-undo")
    assert rows("SELECT status, status_reason FROM matches WHERE id = ?", newest) == [
        ("finished", None)
    ]
    assert league_matches() == before
    # Undone once: the void again says so, nothing changes.
    person.press("Down")
    person.press("Ctrl+Z")
    person.wait_to_see("That change was undone already.")
    # The start screen (Esc would walk back through the history), then K opens the log
    # again; the league as it was.
    person.press("Ctrl+Home")
    person.wait_to_see("Unfinished matches")
    person.press("K")
    person.wait_until(lambda: main_title() == "Keeper's log — Roller", 10, "the log by K")
    person.press("Esc")
    person.press("L")
    person.wait_until(lambda: main_title() == "League — Roller", 10, "the league")
    person.wait_until(lambda: league_texts() == table_before, 10, "the league as before")
    person.screenshot("league-back")


def test_void_a_match_undo_it_in_the_log_and_see_it_back(program: Program) -> None:
    database = keeper_league(program.home)
    program.run(void_then_undo, "--database", str(database), timeout=240)
    from roller_desktop.store.verify import verify_file

    report = verify_file(database)
    assert report.ok, report.problem

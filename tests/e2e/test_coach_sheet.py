"""The coach sheet by keys (issue 27, item 7): a match played to its end screen, Ctrl+G opens the
chosen player's coach sheet in the print preview, Ctrl+S saves it as a PDF of one page with the
players and the costliest decisions."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tests.e2e import play
from tests.e2e.person import Person, front_window
from tests.e2e.test_print_by_keys import preview_shown
from tests.e2e.test_quick_keys import script_dice, start_table

if TYPE_CHECKING:
    from tests.e2e.harness import Program


def books_shown() -> bool:
    from roller_desktop.ui.play.win_graph import CoachPanel

    panel = play.main_window().findChild(CoachPanel, "coachPanel")
    return isinstance(panel, CoachPanel) and panel.report is not None


def coach_sheet_by_keys(person: Person) -> None:
    play.close_first_run_help(person)
    play.fast_settings(person)
    # Every turn the same throw; each player keeps 1 5 5 and banks 200 with three dice left.
    script_dice(person, [(1, 5, 5, 2, 3, 4)] * 30)
    start_table(person, "n", ["Anna", "Bo"])
    play.play_roller_match(person, ["Anna", "Bo"])
    person.wait_until(books_shown, 60, "the coach's books of the match")
    person.screenshot("end-screen")
    person.press("Ctrl+G")
    person.wait_until(preview_shown, 20, "Ctrl+G opens the coach sheet's preview")
    assert front_window().windowTitle() == "Print preview: Coach sheet: Anna"
    person.screenshot("coach-sheet")
    person.press("Ctrl+S")
    person.wait_until(lambda: front_window().windowTitle() == "Save as PDF", 10, "file dialog")
    target = person.home / "coach-sheet.pdf"
    person.press("Ctrl+A")
    person.type(str(target))
    person.press("Enter")
    person.wait_until(target.exists, 10, "the PDF is written")
    person.press("Esc")
    person.wait_until(lambda: front_window() is play.main_window(), 10, "the preview closes")
    from pypdf import PdfReader

    reader = PdfReader(target)
    assert len(reader.pages) == 1
    text = " ".join(reader.pages[0].extract_text().split())
    assert "Coach sheet: Anna" in text and "Bo" in text, text
    assert "costliest decision" in text and "kept 1 5 5" in text, text
    person.quit()
    person.wait_for_exit()


def test_the_coach_sheet_from_the_end_screen_by_keys(program: Program) -> None:
    program.run(coach_sheet_by_keys, timeout=400)

"""A protocol printed from the print preview by keys only (issue 25, item 4): Ctrl+P in a match
opens the preview, Enter in it opens the print dialog (Esc leaves the preview open), Ctrl+S saves
the page as a PDF where the file dialog is told, Esc closes the preview. The PDF holds the
protocol and not the screen's "whose turn" mark."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from tests.e2e import play
from tests.e2e.person import Person, front_window
from tests.e2e.test_quick_keys import script_dice, start_table

if TYPE_CHECKING:
    from tests.e2e.harness import Program


def front_title() -> str:
    return front_window().windowTitle()


def preview_shown() -> bool:
    from roller_desktop.ui.printing.preview import PrintPreview

    window = front_window()
    return isinstance(window, PrintPreview) and window.painted > 0


def protocol_by_keys(person: Person) -> None:
    play.close_first_run_help(person)
    play.fast_settings(person)
    script_dice(person, [(2, 2, 3, 4, 6, 6), (5, 5, 2, 3, 4, 6)])
    start_table(person, "n", ["Anna", "Bo"])
    person.wait_until(lambda: play.read_roller().round == "Round 1 of 15", 20, "the match")
    person.press("Space")  # Anna: RT; Bo to play (the screen marks his cell)
    person.wait_until(lambda: play.read_roller().player == "Bo", 10, "Bo's turn")
    person.press("Ctrl+P")
    person.wait_until(preview_shown, 20, "Ctrl+P opens the preview")
    person.screenshot("preview")
    person.press("Enter")
    person.wait_until(lambda: front_title().startswith("Print: "), 10, "Enter: the print dialog")
    person.press("Esc")
    person.wait_until(preview_shown, 10, "cancelled: the preview again")
    person.press("Ctrl+S")
    person.wait_until(lambda: front_title() == "Save as PDF", 10, "the file dialog")
    target = person.home / "protocol-by-keys.pdf"
    person.press("Ctrl+A")
    person.type(str(target.with_suffix("")))  # without .pdf: the preview adds it
    person.press("Enter")
    person.wait_until(target.exists, 10, "the PDF is written")
    person.wait_until(preview_shown, 10, "the preview stays, saying where the file went")
    assert person.sees(f"Saved as {target}")
    person.press("Esc")
    person.wait_until(lambda: front_window() is play.main_window(), 10, "the preview closes")
    check_pdf(target)
    person.quit()
    person.wait_for_exit()


def check_pdf(path: Path) -> None:
    from pypdf import PdfReader

    words = " ".join(page.extract_text() for page in PdfReader(path).pages).split()
    assert "Roller" in words and "Anna" in words and "Bo" in words, words
    assert words.count("RT") == 2, words  # Anna's round, and the legend's "RT Råtjock"


def test_a_protocol_printed_from_the_preview_by_keys_only(program: Program) -> None:
    program.run(protocol_by_keys, timeout=120)

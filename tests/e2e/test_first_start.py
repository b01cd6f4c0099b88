"""The first start, as a person meets it: the window with the first-run help beside it, the help
closed with Esc, the start screen answering its keys."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tests.e2e.person import Person

if TYPE_CHECKING:
    from tests.e2e.harness import Program


def first_start(person: Person) -> None:
    person.wait_until(lambda: person_dialog_title(), 10, "the first-run help opens")
    assert person.dialog() == "Welcome to Roller desktop", person.windows()
    person.screenshot("first-start")
    person.press("Esc")
    person.wait_until(lambda: person_dialog_title() is None, 5, "Esc closes the help")
    assert person.title() == "Roller"
    assert person.sees("New Roller match")
    person.press("N")  # the start screen's key for a new Roller match
    person.wait_to_see("League players")
    person.press("Esc")
    person.wait_to_see("Unfinished matches")


def person_dialog_title() -> str | None:
    """In the GUI thread: the title of the window in front of the main window, if any."""
    from PySide6.QtWidgets import QMainWindow

    from tests.e2e.person import front_window

    window = front_window()
    return None if isinstance(window, QMainWindow) else window.windowTitle()


def test_first_start(program: Program) -> None:
    program.run(first_start)

"""A netbook's 1024x600 screen and larger text (Ctrl++ twice): the window stays on the screen
and the protocol shows every seat's column, wide enough to read."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tests.e2e import play
from tests.e2e.person import Person

if TYPE_CHECKING:
    from tests.e2e.harness import Program

EIGHT = ["Anna", "Britt", "Carl", "Dora", "Erik", "Frida", "Gustav", "Hanna"]


def columns_on_a_small_screen(person: Person) -> None:
    play.close_first_run_help(person)
    person.press("N")
    person.wait_to_see("League players")
    person.press("Tab")
    play.add_people(person, EIGHT)
    person.screenshot("setup")
    person.click("Start")  # the Start button must be on the screen to be clicked
    person.wait_to_see("starts!", 30)  # everybody threw for it
    person.press("Enter")  # Play
    person.wait_until(lambda: play.read_roller().round == "Round 1 of 15", 30, "the match")
    person.press("Ctrl++")
    person.press("Ctrl++")
    person.screenshot("larger-text")
    person.wait_until(
        lambda: not protocol_problems(), 10, lambda: str(person.gui(protocol_problems))
    )
    assert person.gui(window_problems) == []


def protocol_problems() -> list[str]:
    """In the GUI thread: the seat columns of the protocol that a person cannot read whole."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QFontMetrics
    from PySide6.QtWidgets import QTableView

    from tests.e2e.person import really_visible

    views = [v for v in play.main_window().findChildren(QTableView) if really_visible(v)]
    if not views:
        return ["no protocol in view"]
    view = views[0]
    model, header = view.model(), view.horizontalHeader()
    width = view.viewport().width()
    problems = []
    for column in range(model.columnCount()):
        font = model.index(0, column).data(Qt.ItemDataRole.FontRole)  # the cells' own font
        digits = QFontMetrics(font if font is not None else view.font()).horizontalAdvance("0000")
        name = str(model.headerData(column, header.orientation()) or "")
        left, size = header.sectionViewportPosition(column), header.sectionSize(column)
        if header.isSectionHidden(column) or left < 0 or left + size > width:
            problems.append(f"column {column} ({name!r}) is not all in view")
        elif size < digits:
            problems.append(f"column {column} ({name!r}) is {size} px, narrower than 4 digits")
    return problems


def window_problems() -> list[str]:
    window = play.main_window()
    screen = window.screen().availableGeometry()
    if not screen.contains(window.frameGeometry()):
        return [f"the window {window.frameGeometry()} is not within the screen {screen}"]
    return []


def test_every_seat_column_at_1024x600_with_larger_text(small_program: Program) -> None:
    small_program.run(columns_on_a_small_screen, timeout=120)

"""The table as a person sees it between throws (issue #11 items 8 and 10), with real dice so
that every face is known: the opening shows the starter's die under "… starts!", the faces box
has the keyboard after a keep (K) too, the next player finds a table of their own (the Tjock
throw of the one before only while it lands, never left ticked beside their dice), and the end
of the match offers buttons that lead on, with their keys."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tests.e2e import play
from tests.e2e.person import Person

if TYPE_CHECKING:
    from tests.e2e.harness import Program

FACES = "Faces of the real dice"


def _opening_dice() -> list[int]:
    """In the GUI thread: the faces on the opening's felt (its dice view says them too)."""
    from roller_desktop.ui.play.dice_view import DiceView
    from tests.e2e.person import really_visible

    found = [
        view
        for view in play.main_window().findChildren(DiceView)
        if really_visible(view)
        and view.parentWidget() is not None
        and view.parentWidget().objectName() == "openingFelt"
    ]
    assert len(found) == 1, f"{len(found)} opening dice views in sight"
    return found[0].values()


def enter_faces(person: Person, faces: str) -> None:
    """Types the faces where the keyboard is (the faces box, or the test fails) and Enter."""
    person.wait_until(lambda: play.person_focus_name() == FACES, 10, "the faces box has focus")
    person.type(faces)
    person.press("Enter")


def the_table_between_throws(person: Person) -> None:
    play.close_first_run_help(person)
    play.fast_settings(person)
    person.press("N")
    person.wait_to_see("League players")
    person.press("Tab")
    play.add_people(person, ["Anna", "Bo"])
    person.click_widget(lambda: play.widget("QSpinBox", "Rounds"))
    person.press("Ctrl+A")
    person.type("1")
    person.choose("Dice", "Real dice (type the faces)")
    person.press("Ctrl+Enter")  # who starts is thrown for: each types one die

    person.wait_to_see("Anna throws")
    enter_faces(person, "6")
    person.wait_to_see("Bo throws")
    enter_faces(person, "2")
    person.wait_to_see("Anna starts!")
    assert person.gui(_opening_dice) == [6], "the starter's die, not Bo's 2"
    person.screenshot("opening")
    person.press("Enter")  # Play
    person.wait_until(lambda: play.read_roller().player == "Anna", 20, "Anna's first turn")

    enter_faces(person, "1 5 2 2 3 6")
    person.wait_until(lambda: play.read_roller().choosing, 5, "Anna chooses")
    person.press("1")
    person.press("2")  # the 1 and the 5: 150
    person.press("K")
    enter_faces(person, "2 3 4 6")  # after a keep the box has the keyboard again: Tjock
    view = person.wait_until(
        lambda: play.read_roller().player == "Bo" and play.read_roller(), 5, "Anna is Tjock"
    )
    assert "Anna: Tjock" in view.caption, view
    person.wait_until(lambda: play.read_roller().dice == (), 10, "Bo's own, empty table")
    person.screenshot("bo-to-throw")

    enter_faces(person, "1 1 1 5 5 2")  # the other player's turn: the box has the keyboard
    person.wait_until(lambda: play.read_roller().choosing, 5, "Bo chooses")
    for key in "12345":
        person.press(key)
    person.press("B")
    person.wait_until(lambda: play.read_roller().over, 10, "the match is over")
    person.screenshot("match-over")
    for button in ("New match", "Print the protocol", "League", "Back to start"):
        assert person.gui(lambda b=button: play._enabled(b)), button  # type: ignore[misc]
    assert person.sees("Best round: Bo with 1100.")
    person.press("L")
    person.wait_to_see("Export CSV")


def test_the_table_between_throws_and_the_end_screen(program: Program) -> None:
    program.run(the_table_between_throws, timeout=200)

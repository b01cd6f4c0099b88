"""Real dice: the table throws its own dice and types the faces. A typo and a wrong count are
refused with a message and change nothing; Undo takes the throw back and the faces are typed
again; every key goes where the keyboard focus is."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tests.e2e import play
from tests.e2e.person import Person

if TYPE_CHECKING:
    from tests.e2e.harness import Program

FACES = "Faces of the real dice"


def throws(person: Person) -> list[tuple[str, str]]:
    """The throws the league file keeps (not undone), in order."""
    return person.sql("SELECT kind, dice FROM events WHERE undone = 0 ORDER BY seq")


def real_dice(person: Person) -> None:
    play.close_first_run_help(person)
    play.fast_settings(person)
    person.press("N")
    person.wait_to_see("League players")
    person.press("Tab")
    play.add_people(person, ["Anna", "Bo"])
    person.choose("Dice", "Real dice (type the faces)")
    person.choose("Who starts", "Anna starts")
    person.press("Ctrl+Enter")
    person.wait_until(lambda: play.read_roller().player == "Anna", 20, "Anna's first turn")
    # The faces box has the focus when a throw is due: the person just types.
    person.wait_until(lambda: play.person_focus_name() == FACES, 5, "the faces box has focus")
    person.type("1 5 2 x 4 4")  # a typo
    person.press("Enter")
    person.wait_until(lambda: play.read_roller().message, 5, "the typo is refused")
    assert throws(person) == [], "a refused typo stored nothing"
    assert person.gui(play.person_focus_name) == FACES, person.focus()
    person.press("Ctrl+A")
    person.type("1 5 2 3 4 4 4")  # seven faces for six dice
    person.press("Enter")
    person.wait_until(
        lambda: "exactly 6 faces" in play.read_roller().message, 5, "a wrong count is refused"
    )
    assert throws(person) == [], "nothing trimmed, nothing stored"
    person.press("Ctrl+A")
    person.type("1 5 2 3 4 4")
    person.press("Enter")
    shown = person.wait_until(lambda: play.read_roller().choosing, 5, "the throw is on the table")
    del shown
    assert sorted(person.gui(play.read_roller).dice) == [1, 2, 3, 4, 4, 5]
    assert throws(person) == [("throw", "152344")]
    person.screenshot("typed")
    person.press("U")  # undo the throw: the faces are typed again
    person.wait_until(lambda: not play.read_roller().choosing, 5, "the throw is undone")
    assert throws(person) == []
    person.wait_until(lambda: play.person_focus_name() == FACES, 5, "focus back in the faces box")
    person.type("1 1 1 2 3 4")
    person.press("Enter")
    person.wait_until(lambda: play.read_roller().choosing, 5, "the new throw is on the table")
    view = person.gui(play.read_roller)
    for index in play.best_keep(view.dice):  # the three 1s
        person.press(str(index + 1))
    person.press("B")
    person.wait_until(lambda: play.read_roller().player == "Bo", 5, "Anna banks 1000")
    assert play.protocol_cells(person)[0][0].startswith("1000"), play.protocol_cells(person)
    assert throws(person) == [("throw", "111234"), ("keep", "111"), ("bank", None)]
    person.wait_until(lambda: play.person_focus_name() == FACES, 5, "Bo types at once")
    person.screenshot("bo")


def test_real_dice_with_a_typo_a_wrong_count_and_undo(program: Program) -> None:
    program.run(real_dice, timeout=120)

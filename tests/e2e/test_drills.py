"""Drills from one's own matches as a person reaches them (issue #27, item 5): from the start
screen (D), in Swedish, the league's matches looked through with a bar, a drill answered by
keys (the dice 1-6, then B or T) before its answer shows, graded, and Esc back to the start.
The league is filled by the program's own `demo` command before the window opens."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tests.e2e.person import Person, main_window
from tests.e2e.test_league_pages import close_help, seeded_league, title_is

if TYPE_CHECKING:
    from tests.e2e.harness import Program


def drills_view() -> object:
    return main_window()._drills.view  # type: ignore[attr-defined]


def asked() -> bool:
    page = getattr(main_window(), "_drills", None)
    return page is not None and page.view.situation is not None and page.view.grade is None


def best_keys() -> tuple[list[str], str]:
    """The keys that choose the drill's best answer: the dice's places, then B or T."""
    view = drills_view()
    best = view.situation.best.choice  # type: ignore[attr-defined]
    shown = list(view.dice.values())  # type: ignore[attr-defined]
    places: list[str] = []
    for face in best.dice:
        place = next(i for i, f in enumerate(shown) if f == face and str(i + 1) not in places)
        places.append(str(place + 1))
    return places, "B" if best.bank else "T"


def drill_by_keys(person: Person) -> None:
    close_help(person, "Välkommen till Roller desktop")
    person.press("D")  # the start screen's Drills
    title_is(person, "Övningar — Roller", "the drills page")
    person.wait_until(asked, 120, "a drill asked")
    assert person.sees("Vilka tärningar behåller du"), person.texts()
    assert not person.gui(lambda: drills_view().options.isVisible())  # type: ignore[attr-defined]
    person.screenshot("ovning")
    places, decision = person.gui(best_keys)
    for place in places:
        person.press(place)
    person.press(decision)
    person.wait_until(
        lambda: drills_view().grade is not None,  # type: ignore[attr-defined]
        10,
        "the answer graded",
    )
    assert person.gui(lambda: drills_view().grade) == "right"  # type: ignore[attr-defined]
    assert person.sees("Rätt:"), person.texts()
    person.screenshot("svar")
    person.press("Esc")
    title_is(person, "Roller", "Esc: back to the start screen")


def test_a_drill_from_the_start_screen_by_keys(program: Program) -> None:
    database = seeded_league(program.home)
    program.run(drill_by_keys, "--database", str(database), "--language", "sv", timeout=240)

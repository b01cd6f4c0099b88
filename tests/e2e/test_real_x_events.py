"""Keys from the X server itself (xdotool's XTEST events, as from a real keyboard) reach the
program the same way as the harness's keys: the first-run help closes with Escape, N opens a
new match, a name typed there seats a player."""

from __future__ import annotations

import shutil
from typing import TYPE_CHECKING

import pytest

from tests.e2e import play
from tests.e2e.person import Person

if TYPE_CHECKING:
    from tests.e2e.harness import Program


def keys_through_x(person: Person) -> None:
    person.wait_until(lambda: play._front_title() == "Welcome to Roller desktop", 10, "help")
    person.x_keys("Escape")
    person.wait_until(lambda: play._front_title() == "Roller", 5, "Escape closes the help")
    person.x_keys("n")
    person.wait_to_see("League players")
    person.x_keys("Tab")
    person.wait_until(lambda: play.person_focus_name() == "New player's name", 5, "name field")
    person.x_type("Anna")
    person.x_keys("Return")
    person.wait_until(lambda: play._seated() == ["Anna"], 5, "Anna takes a seat")
    person.x_keys("Escape")
    person.wait_to_see("Unfinished matches")
    person.x_keys("ctrl+q")
    person.wait_for_exit()


@pytest.mark.skipif(not shutil.which("xdotool"), reason="e2e: xdotool is not installed")
def test_keys_from_the_x_server(program: Program) -> None:
    program.run(keys_through_x)

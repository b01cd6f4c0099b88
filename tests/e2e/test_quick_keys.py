"""No key is lost (issue 25, item 3), with keys from the X server itself, 0.1 s apart, the dice
animation on (each key comes while the dice of the key before still tumble): in 105, 16 Spaces
store 16 throws; in Roller a script of H then Space, Space at once after a Tjock and after an RT,
and H then B stores every action it names. The program's dice are scripted (the window's
dice_factory), so the Tjock and the RT come where the script says."""

from __future__ import annotations

import shutil
from typing import TYPE_CHECKING

import pytest

from tests.e2e import play
from tests.e2e.person import Person

if TYPE_CHECKING:
    from tests.e2e.harness import Program

NO_HIT = (2, 3, 4, 5, 6)  # 105: no 1 among five dice, the turn passes
ROLLER_SCRIPT = [
    (1, 2, 3, 4, 6, 6),  # Anna: only the 1 scores (H chooses it, Space keeps it and throws)
    (2, 3, 4, 6, 6),  # Anna: Tjock
    (2, 2, 3, 4, 6, 6),  # Bo, at once: RT
    (1, 1, 1, 2, 3, 4),  # Anna, at once: a Triss of 1s (H chooses it, B banks 1000)
]


def script_dice(person: Person, throws: list[tuple[int, ...]]) -> None:
    """The program's dice from now on: these throws, in order."""
    from roller_desktop.engine.dice import ScriptedDice

    def install() -> None:
        play.main_window().dice_factory = lambda: ScriptedDice(throws)  # type: ignore[attr-defined]

    person.gui(install)


def start_table(person: Person, key: str, names: list[str]) -> None:
    """From the start screen: a new match of two people, the first starting (no opening)."""
    person.press(key)
    person.wait_to_see("League players")
    person.press("Tab")  # the new player's name
    play.add_people(person, names)
    person.choose("Who starts", f"{names[0]} starts")
    person.press("Ctrl+Enter")


def stored(person: Person) -> list[tuple[str, str]]:
    return [(k, d or "") for k, d in person.sql("SELECT kind, dice FROM events ORDER BY seq")]


def sixteen_quick_spaces(person: Person) -> None:
    play.close_first_run_help(person)
    script_dice(person, [NO_HIT] * 16)
    start_table(person, "5", ["Ella", "Otto"])
    person.wait_until(lambda: play._race_ready(), 20, "the race begins")
    person.x_keys(*["space"] * 16, delay_ms=100)
    person.wait_until(lambda: len(stored(person)) >= 16, 20, "16 throws stored")
    person.settle()
    assert stored(person) == [("throw", "23456")] * 16
    person.screenshot("after-16-spaces")
    person.quit()
    person.wait_for_exit()


def roller_script(person: Person) -> None:
    play.close_first_run_help(person)
    script_dice(person, ROLLER_SCRIPT)
    start_table(person, "n", ["Anna", "Bo"])
    person.wait_until(lambda: play.read_roller().round == "Round 1 of 15", 20, "the match")
    person.x_keys("space", "h", "space", "space", "space", "h", "b", delay_ms=100)
    person.wait_until(lambda: len(stored(person)) >= 7, 20, "every action stored")
    person.settle()
    assert stored(person) == [
        ("throw", "123466"),
        ("keep", "1"),  # H chose it, Space kept it...
        ("throw", "23466"),  # ...and threw: Tjock
        ("throw", "223466"),  # Bo's Space, right after the Tjock: RT
        ("throw", "111234"),  # Anna's Space, right after the RT
        ("keep", "111"),  # H chose the Triss, B kept it...
        ("bank", ""),  # ...and banked
    ]
    assert play.protocol_cells(person)[1][0] == "1000"
    person.quit()
    person.wait_for_exit()


needs_xdotool = pytest.mark.skipif(not shutil.which("xdotool"), reason="e2e: no xdotool")


@needs_xdotool
def test_sixteen_quick_spaces_in_105_store_sixteen_throws(program: Program) -> None:
    program.run(sixteen_quick_spaces, timeout=120)


@needs_xdotool
def test_quick_keys_in_roller_after_tjock_and_rt_all_act(program: Program) -> None:
    program.run(roller_script, timeout=120)

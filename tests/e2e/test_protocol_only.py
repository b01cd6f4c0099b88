"""Protocol only: the table throws its own dice and the keeper types each turn's result by keys
(issue 14, item 1). A result that cannot be is refused and stores nothing; Ctrl+Z takes back
the last entry; one above 10,000 is asked about; the match ends as a played one does."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tests.e2e import play
from tests.e2e.person import Person, visible_texts

if TYPE_CHECKING:
    from tests.e2e.harness import Program

ENTRY = "Result of the turn"
ASKED = "12000 points in one round"


def cells(person: Person) -> list[str]:
    """The turn results the league file keeps (not undone), in order."""
    rows = person.sql("SELECT kind, dice FROM events WHERE undone = 0 ORDER BY seq")
    assert all(kind == "result" for kind, _ in rows), rows
    return [str(cell) for _, cell in rows]


def enter(person: Person, text: str) -> None:
    person.wait_until(lambda: play.person_focus_name() == ENTRY, 5, "the entry has the focus")
    person.type(text)
    person.press("Enter")


def protocol_only(person: Person) -> None:
    play.close_first_run_help(person)
    play.fast_settings(person)
    person.press("N")
    person.wait_to_see("League players")
    person.press("Tab")
    play.add_people(person, ["Anna", "Bo"])
    play.set_number(person, lambda: play.widget("QSpinBox", "Rounds"), 2)
    person.choose("Dice", "Protocol only (type each turn's result)")
    person.choose("Who starts", "Anna starts")
    person.press("Ctrl+Enter")
    person.wait_until(lambda: play.read_roller().player == "Anna", 20, "Anna's first turn")
    assert person.sql("SELECT by_hand, real_dice FROM matches") == [(1, 0)]
    enter(person, "349")
    person.wait_until(lambda: "multiple of 50" in play.read_roller().message, 5, "349 is refused")
    assert cells(person) == [] and person.gui(play.read_roller).player == "Anna"
    person.press("Ctrl+A")
    enter(person, "350")
    person.wait_until(lambda: play.read_roller().player == "Bo", 5, "Bo's turn")
    assert cells(person) == ["350"]
    enter(person, "-")
    person.wait_until(lambda: play.read_roller().player == "Anna", 5, "round 2: Anna")
    assert cells(person) == ["350", "–"]
    person.press("Ctrl+Z")  # Bo's Tjock was a mistake
    person.wait_until(lambda: play.read_roller().player == "Bo", 5, "Bo again")
    assert cells(person) == ["350"]
    enter(person, "r")
    person.wait_until(lambda: play.read_roller().player == "Anna", 5, "round 2: Anna")
    assert cells(person) == ["350", "RT"]
    person.screenshot("entered")
    enter(person, "12000")
    person.wait_to_see(ASKED, 5)
    person.screenshot("asked")
    person.click("No")
    person.wait_until(lambda: not any(ASKED in t for t in visible_texts()), 5, "question gone")
    assert cells(person) == ["350", "RT"]
    person.press("Ctrl+A")
    enter(person, "12000")
    person.wait_to_see(ASKED, 5)
    person.click("Yes")
    person.wait_until(lambda: play.read_roller().player == "Bo", 5, "Bo's last turn")
    assert cells(person) == ["350", "RT", "12000"]
    enter(person, "1000")
    end = person.wait_until(
        lambda: play.read_roller() if play.read_roller().over else None, 10, "the match ends"
    )
    assert end.player == "Anna", end
    person.screenshot("over")
    protocol = play.protocol_cells(person)
    assert len(protocol) == 2, protocol
    assert person.sql("SELECT status, by_hand FROM matches") == [("finished", 1)]
    assert person.sql("SELECT COUNT(*) FROM seats") == [(2,)]


def test_a_whole_match_kept_as_protocol_only_by_keys(program: Program) -> None:
    program.run(protocol_only, timeout=120)

"""Old paper protocols from a spreadsheet, by File → Import protocols… (issue #14): a file with
a bad line is refused whole with its line and column named and nothing imported; the file put
right comes in, the history marks the matches as paper, and importing it again adds nothing."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from tests.e2e import play
from tests.e2e.person import Person, front_window, main_window

if TYPE_CHECKING:
    from tests.e2e.harness import Program

GOOD = "\n".join(
    [
        "match;date;game;place;player;r1;r2;r3",
        "1;1987-07-04 21:15;roller;Husum;Åke;350;–;RT",
        "1;1987-07-04 21:15;roller;Husum;Kari;1000;450;50",
        "2;1987-07-05;roller;;Kari;50;100;150",
        "2;1987-07-05;roller;;Lisa;-;r;500",
    ]
)


def matches(person: Person) -> list[tuple[str, int]]:
    return person.sql("SELECT game, by_hand FROM matches ORDER BY pk")


def import_file(person: Person, path: Path) -> None:
    person.menu("File", "Import protocols…")
    person.wait_until(lambda: person.dialog() == "Import protocols", 10, "the file dialog")
    person.type(str(path))
    person.press("Enter")


def answer(person: Person, what: str) -> list[str]:
    person.wait_until(lambda: front_window() is not main_window(), 20, what)
    person.wait_until(lambda: person.dialog() == "Roller", 20, what)
    shown = person.texts(front_only=True)
    person.screenshot(what)
    person.press("Enter")
    person.wait_until(lambda: front_window() is main_window(), 10, f"{what} closes")
    return shown


def protocols(person: Person) -> None:
    play.close_first_run_help(person)
    bad = person.home / "bad.csv"
    bad.write_text(GOOD.replace("Lisa;-;r;500", "Lisa;-;r;525"), encoding="utf-8")
    import_file(person, bad)
    shown = answer(person, "refused")
    assert any("Line 5, column r3" in text for text in shown), shown
    assert matches(person) == [], "a bad line imports nothing"
    good = person.home / "good.csv"
    good.write_text("\ufeff" + GOOD, encoding="utf-8")
    import_file(person, good)
    shown = answer(person, "imported")
    assert any("2 new matches" in text and "3 new players" in text for text in shown), shown
    assert matches(person) == [("roller", 1), ("roller", 1)]
    import_file(person, good)
    shown = answer(person, "again")
    assert any("0 new matches" in text for text in shown), shown
    assert len(matches(person)) == 2
    person.press("Ctrl+H")  # the match history marks them
    person.wait_to_see("Roller (paper)")
    person.screenshot("history")


def test_old_protocols_come_in_whole_or_not_at_all(program: Program) -> None:
    program.run(protocols, timeout=180)

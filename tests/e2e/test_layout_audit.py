"""The layout audit in the real program (Qt's xcb platform, Xvfb at 1024x600, the largest text):
the last turn of a Roller match of four and of eight is played by keys, and the end screen is
measured as tests/ui/layout measures it offscreen: no text cut, nothing on top of anything,
the protocol's digits as large as in play (a fifth smaller for eight) and every total in sight."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from tests.e2e import play
from tests.e2e.person import Person, main_window

if TYPE_CHECKING:
    from tests.e2e.harness import Program

NAMES = ["Anna-Lena Fjällström", "Karl-Gustav Ångström", "Britt", "Dagny", "Erik", "Fia"]
NAMES += ["Gunnar", "Hedvig"]


def almost_played(home: Path, seats: int) -> Path:
    """A league with a Roller match whose every turn is played but the last seat's last."""
    from roller_desktop.store.database import open_store
    from roller_desktop.store.recorder import MatchRecorder
    from roller_desktop.store.values import SeatSpec

    database = home / "league.sqlite3"
    store = open_store(str(database), backup=False)
    try:
        ids = [store.add_player(name).id for name in NAMES[:seats]]
        match_id = store.start_match("roller", {}, [SeatSpec(i) for i in ids], 0)
        recorder = MatchRecorder.open(store, match_id)
        for turn in range(15 * seats - 1):
            if turn % 3 == 2:
                recorder.throw([2, 3, 4, 6, 2, 3])  # RT
                continue
            recorder.throw([1, 1, 1, 5, 2, 3])
            recorder.keep([1, 1, 1, 5])
            recorder.bank()  # 1050
    finally:
        store.close()
    return database


def protocol_px() -> float:
    from tests.ui.layout.audit import inspect

    seen = inspect(main_window())
    assert seen.protocol_px is not None, "no protocol on the screen"
    return seen.protocol_px


def end_screen() -> tuple[list[str], float | None, list[str]]:
    """What the audit finds on the window, the protocol's digits, and the totals not in sight."""
    from PySide6.QtCore import QRect

    from roller_desktop.ui.play.protocol_view import ProtocolView
    from tests.ui.layout.audit import inspect

    window = main_window()
    seen = inspect(window)
    grids = [g for g in window.findChildren(ProtocolView) if g.isVisible()]
    hidden = []
    for grid in grids:
        model = grid.protocol_model
        view = grid.viewport().rect()
        for column in range(model.columnCount()):
            cell = grid.visualRect(model.index(model.total_row, column))
            if not view.contains(QRect(cell)):
                hidden.append(f"the total of column {column} at {cell} outside {view}")
    return seen.problems(), seen.protocol_px, hidden


def readable_end_screen(person: Person, seats: int) -> None:
    play.close_first_run_help(person)
    play.fast_settings(person)
    person.press("Ctrl++")  # from the default (large) to the largest text
    person.press("Ctrl++")
    person.press("R")  # resume the match of the league
    person.wait_until(
        lambda: play.read_roller().round == "Round 15 of 15", 30, "the match's last round"
    )
    in_play = person.gui(protocol_px)
    person.screenshot(f"last-turn-{seats}")
    view = play.play_roller_match(person, NAMES[:seats], timeout=120)
    assert view.over
    person.settle()
    person.screenshot(f"end-screen-{seats}")
    problems, digits, hidden = person.gui(end_screen)
    assert problems == [], problems
    assert hidden == []
    least = in_play * (0.8 if seats > 5 else 1.0)
    assert digits is not None and digits >= least - 0.5, (digits, in_play)


def four_seats(person: Person) -> None:
    readable_end_screen(person, 4)


def eight_seats(person: Person) -> None:
    readable_end_screen(person, 8)


@pytest.mark.parametrize("seats", [4, 8])
def test_the_end_screen_reads_whole_at_1024x600_and_the_largest_text(
    small_program: Program, seats: int
) -> None:
    database = almost_played(small_program.home, seats)
    scenario = four_seats if seats == 4 else eight_seats
    small_program.run(scenario, "--database", str(database), timeout=180)

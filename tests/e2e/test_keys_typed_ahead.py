"""Keys typed while a dialog's OK works (its job under a progress bar, the event loop turning
in ui/common/background.py), through the X server with no window manager: the keeper mends
the newest match's place with Return and at once types Down and F2 for the next one, as from
a list of paper protocols. Those keys were dropped while the work ran (a job done in 50 ms
turns no loop, so they were kept on a quick machine and lost on a loaded one), and the
keeper's next keys landed in the list. Now the keys typed before the bar shows are given, in
order, once the work is done: Down moves to the next match and F2 opens its dialog.

The mend is slowed in the program (as a large league or a loaded laptop makes it) so that the
loop turns while the keys come."""

from __future__ import annotations

import os
import shutil
import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication, QLineEdit

from tests.e2e.harness import Program, XServer
from tests.e2e.person import Person, front_window, main_window

pytestmark = pytest.mark.skipif(
    not (shutil.which("Xvfb") and shutil.which("xdotool")),
    reason="e2e: needs Xvfb (a screen with no window manager) and xdotool",
)

WORK_S = 1.2  # the mend's wait: the bar comes up at 0.3 s, the loop turns throughout


@pytest.fixture
def bare_program(tmp_path: Path) -> Iterator[Program]:
    server = XServer.start(1024, 600)
    program = Program(tmp_path, server.display)
    program.extra_env["E2E_NO_WINDOW_MANAGER"] = "1"
    yield program
    server.stop()


def league(home: Path) -> Path:
    from roller_desktop.store import demo
    from roller_desktop.store.database import open_store

    database = home / "league.sqlite3"
    with open_store(database, backup=False) as store:
        demo.demo_player_ids(store)
        demo.fill_bulk(store, 6, seed=1, days=6)
    return database


def places() -> list[object]:
    """The places of the matches, newest first (the history's order)."""
    database = Path(os.environ["E2E_HOME"]) / "league.sqlite3"
    with sqlite3.connect(f"file:{database}?mode=ro", uri=True) as connection:
        found = connection.execute("SELECT place FROM matches ORDER BY started DESC, pk DESC")
        return [row[0] for row in found]


def dialog_title() -> str | None:
    shown = QApplication.activeModalWidget()
    return None if shown is None else shown.windowTitle()


def place_field() -> QLineEdit:
    shown = QApplication.activeModalWidget()
    assert shown is not None
    field = next(f for f in shown.findChildren(QLineEdit) if f.accessibleName() == "Place")
    return field


def slowed_mends() -> None:
    """In the GUI thread: every mend waits WORK_S in its worker before it is written."""
    from roller_desktop.store import keeper

    mend = keeper.mend_match

    def slow(*args: Any, **kwargs: Any) -> Any:
        time.sleep(WORK_S)
        return mend(*args, **kwargs)

    keeper.mend_match = slow  # type: ignore[assignment]


def mend_then_type_ahead(person: Person) -> None:
    person.wait_until(
        lambda: front_window().windowTitle().startswith("Welcome"), 10, "the first-run help"
    )
    person.x_keys("Escape")
    person.wait_to_see("Unfinished matches")
    person.gui(slowed_mends)
    person.x_keys("ctrl+h")
    person.wait_until(lambda: main_window().windowTitle().startswith("Match history"), 10)
    person.x_keys("Home")
    person.x_keys("F2")
    person.wait_until(lambda: dialog_title() == "Date and place", 10, "F2's dialog")
    person.x_keys("Tab")  # from the date to the place
    person.wait_until(lambda: place_field().hasFocus(), 5, "the place field")
    # Return starts the slowed mend; Down and F2 come while it works, before the bar shows.
    person.x_keys("H", "u", "s", "u", "m", "Return", "Down", "F2", delay_ms=40)
    person.wait_until(lambda: places()[0] == "Husum", 10, "the first match mended")
    person.wait_until(
        lambda: dialog_title() == "Date and place", 10, "F2's dialog for the next match"
    )
    person.x_keys("Tab")
    person.wait_until(lambda: place_field().hasFocus(), 5, "the next match's place field")
    person.x_keys("M", "o", "r", "a", "Return")
    person.wait_until(lambda: places()[1] == "Mora", 10, "the next match mended")
    person.wait_until(lambda: QApplication.activeModalWidget() is None, 10, "the dialog closed")
    assert places()[:2] == ["Husum", "Mora"], places()
    person.x_keys("ctrl+q")
    person.wait_for_exit()


def test_keys_typed_while_ok_works_come_after_it(bare_program: Program) -> None:
    database = league(bare_program.home)
    bare_program.run(mend_then_type_ahead, "--database", str(database))

"""A championship on a shared league (issue 16 item 3): a PostgreSQL server (tools/with-postgres
starts one on 127.0.0.1) stands in for the director's laptop, and four programs, each on a
screen of its own, open the league on it with `--database`. The director makes a championship
of 12 players (three tables of 4) in the window; three table programs open the director's
view, each plays its own table (two by protocol only, one with the program's dice, one of them
on a 1024x600 screen) and they finish close together. One table's program starts with the
director's, on the new league, and waits in the director's view for the championship. While
the dice table plays, the director's view shows it "playing" and the room's standings (F5)
list it among the tables still playing. Then the director's view must show every table
played and the standings, and those (as `championship standings --json` gives them) must
equal the standings computed here from the three matches' protocols as the league stores
them.

Skipped without ROLLER_TEST_POSTGRES_URL; each run makes a database of its own on the server."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.e2e import play
from tests.e2e.harness import ROOT, Outcome, Program, XServer, x_server_or_skip
from tests.e2e.person import Person, find_widget, front_window, main_window, visible_texts

SERVER = os.environ.get("ROLLER_TEST_POSTGRES_URL")
pytestmark = pytest.mark.skipif(
    not SERVER, reason="no PostgreSQL server (ROLLER_TEST_POSTGRES_URL)"
)

NAME = "EM i Roller 2027"
PLAYERS = [f"Player {n:02}" for n in range(1, 13)]
ROUNDS = 2  # rounds a match: short
# The cells a protocol-only table types, round by round, seat 1 first (4 seats, 2 rounds).
CELLS = {
    1: ["350", "-", "200", "RT", "50", "450", "300", "-"],
    3: ["100", "250", "-", "500", "RT", "150", "600", "50"],
}
DICE_TABLE = 2
EARLY_TABLE = 1  # its program starts with the director's and waits for the draw
STANDINGS = ["championship", "standings", NAME, "--json"]
PLAYED_S = 300.0  # the director waits this long for every table to be played


def front_title() -> str:
    return front_window().windowTitle()


def main_title() -> str:
    return main_window().windowTitle()


def shown(text: str) -> bool:
    return any(text in t for t in visible_texts())


def table_rows() -> list[list[str]]:
    """The director's view's tables of the round as shown: table, players, match."""
    from PySide6.QtWidgets import QTableWidget

    view = find_widget(QTableWidget, "The tables of the qualifying round")
    return [
        [view.item(r, c).text() if view.item(r, c) else "" for c in range(view.columnCount())]
        for r in range(view.rowCount())
    ]


def standings_rows() -> list[list[str]]:
    from PySide6.QtWidgets import QTableWidget

    view = find_widget(QTableWidget, "Standings")
    return [
        [view.item(r, c).text() if view.item(r, c) else "" for c in range(view.columnCount())]
        for r in range(view.rowCount())
    ]


def shared() -> Path:
    """A folder every program of the test sees: how the director tells the dice table it has
    seen it playing (a person would look across the room)."""
    return Path(os.environ["E2E_SHARED"])


def wait_for(path: Path, what: str, timeout: float = 90) -> None:
    deadline = time.monotonic() + timeout
    while not path.exists():
        assert time.monotonic() < deadline, f"waited {timeout:.0f} s in vain for {what}"
        time.sleep(0.2)


def open_director(person: Person) -> None:
    person.press("Ctrl+Shift+C")
    person.wait_until(lambda: main_title() == "Championship — Roller", 10, "the director's view")


# ---- the programs ---------------------------------------------------------------------------


def director(person: Person) -> None:
    """Makes the championship, says so (a file), then only watches its view until every table
    of the round has played; writes the standings shown for the test."""
    play.close_first_run_help(person)
    open_director(person)
    wait_for(shared() / "early-table-waits", "the early table's program in its view")
    person.press("Ctrl+Shift+N")
    person.wait_until(lambda: front_title() == "New championship", 10, "the dialog")
    person.type(NAME)
    person.press("Tab")
    person.type("Eldsmark")
    person.press("Tab")
    for line in PLAYERS:
        person.type(line)
        person.press("Enter")
    person.press("Alt+R")  # Qualifying &rounds
    person.press("Ctrl+A")
    person.type("1")
    play.set_number(person, lambda: play.widget("QSpinBox", "Rounds a match"), ROUNDS)
    person.click("Make and draw")
    person.wait_until(lambda: front_title() == "Championship — Roller", 10, "the dialog shut")
    rows = person.wait_until(lambda: len(table_rows()) == 3 and table_rows(), 10, "3 tables")
    assert [r[2] for r in rows] == ["to play"] * 3, rows
    (person.home / "drawn").write_text("drawn")
    person.screenshot("director-drawn")
    seen_playing = False
    deadline = time.monotonic() + PLAYED_S
    while True:
        rows = person.gui(table_rows)
        if not seen_playing and rows[DICE_TABLE - 1][2] == "playing":
            seen_playing = True  # the dice table waits for this: the room is looked at now
            person.screenshot("director-tables-playing")
            person.press("F5")
            person.wait_until(lambda: front_title() == "Standings", 10, "the room's standings")
            headline = person.wait_until(lambda: front_window().headline(), 10, "headline")  # type: ignore[attr-defined]
            found = re.fullmatch(r"Qualifying round 1: tables? ([\d, ]+) still to play", headline)
            assert found and str(DICE_TABLE) in found.group(1).split(", "), headline
            person.screenshot("director-projector-while-playing")
            person.press("Esc")
            person.wait_until(lambda: front_title() == "Championship — Roller", 10, "back")
            (shared() / "director-saw-playing").write_text("seen")
        if all(r[2] == "played" for r in rows):
            assert seen_playing, "the dice table never showed as playing"
            break
        assert time.monotonic() < deadline, f"not every table played: {rows}"
        time.sleep(0.5)
    person.wait_until(lambda: all(r[3] == "1" for r in standings_rows()), 10, "standings")
    person.screenshot("director-every-table-played")
    (person.home / "standings.json").write_text(json.dumps(person.gui(standings_rows)))
    person.press("F5")
    person.wait_until(lambda: front_title() == "Standings", 10, "the room's standings")
    headline = person.wait_until(lambda: front_window().headline(), 10, "the headline")  # type: ignore[attr-defined]
    assert headline == "Standings", headline  # the only round is over: no table playing
    person.screenshot("director-projector")
    person.press("Esc")
    person.wait_until(lambda: front_title() == "Championship — Roller", 10, "the projector shut")


def table(person: Person) -> None:
    """A table's laptop: the director's view of the shared league, its own table chosen
    (Down to its row, Enter) and played, then the view again until it shows it played."""
    number = int(os.environ["E2E_TABLE"])
    play.close_first_run_help(person)
    if number == DICE_TABLE:
        play.fast_settings(person)
    open_director(person)
    if number == EARLY_TABLE:  # opened before the director makes the championship
        person.wait_to_see("No championship yet", 30)
        person.screenshot("before-the-draw")
        (shared() / "early-table-waits").write_text("waiting")
    rows = person.wait_until(lambda: len(table_rows()) == 3 and table_rows(), 90, "the draw")
    seats = rows[number - 1][1].split(", ")
    assert len(seats) == 4, rows
    person.press("Down", number - 1)
    person.press("Enter")
    person.wait_until(lambda: "championship table" in front_title(), 10, "how it throws")
    person.screenshot("how-the-table-throws")
    if number == DICE_TABLE:
        person.click("The program's dice")
        person.wait_until(lambda: play.read_roller().player == seats[0], 20, "seat 1 starts")
        wait_for(shared() / "director-saw-playing", "the director seeing this table playing")
        play.play_roller_match(person, seats, timeout=300)
    else:
        person.click("Protocol only")
        person.wait_until(lambda: play.read_roller().player == seats[0], 20, "seat 1 starts")
        for cell in CELLS[number]:
            person.wait_until(
                lambda: play.person_focus_name() == "Result of the turn", 10, "the entry"
            )
            person.type(cell)
            person.press("Enter")
    person.wait_to_see("The match is over", 20)
    person.screenshot("table-played")
    open_director(person)
    person.wait_until(lambda: table_rows()[number - 1][2] == "played", 15, "played")


# ---- the test -------------------------------------------------------------------------------


@pytest.fixture
def league_url() -> Iterator[str]:
    """A database of this test's own on the server, dropped afterwards."""
    from sqlalchemy import create_engine
    from sqlalchemy.engine import make_url

    assert SERVER is not None
    name = f"roller_e2e_{uuid.uuid4().hex[:12]}"
    admin = create_engine(SERVER, isolation_level="AUTOCOMMIT")
    with admin.connect() as connection:
        connection.exec_driver_sql(f'CREATE DATABASE "{name}"')
    try:
        yield make_url(SERVER).set(database=name).render_as_string(hide_password=False)
    finally:
        with admin.connect() as connection:
            connection.exec_driver_sql(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        admin.dispose()


class Running(threading.Thread):
    """A program's run (Program.run, which fails the test on a failure) in a thread."""

    def __init__(self, program: Program, scenario: object, url: str, timeout: float) -> None:
        super().__init__(daemon=True)
        self.program, self.scenario, self.url, self.timeout = program, scenario, url, timeout
        self.outcome: Outcome | None = None
        self.failure: BaseException | None = None

    def run(self) -> None:
        try:
            self.outcome = self.program.run(
                self.scenario,  # type: ignore[arg-type]
                "--database",
                self.url,
                timeout=self.timeout,
            )
        except BaseException as error:  # pytest.fail's Failed is one: raised in the test
            self.failure = error

    def check(self) -> None:
        self.join(self.timeout + 60)
        if self.failure is not None:
            raise self.failure
        assert self.outcome is not None, "the program's run did not end"


def protocol_standings(url: str) -> dict[str, tuple[int, int]]:
    """(points, matches) of every player from the championship's stored matches: each match
    replayed from its events, its protocol's totals added up."""
    from roller_desktop.store import championships
    from roller_desktop.store.database import open_store
    from roller_desktop.store.recorder import MatchRecorder

    found = dict.fromkeys(PLAYERS, (0, 0))
    with open_store(url) as store:
        matches = championships.table_matches(store, NAME)
        assert sorted((m.round, m.table, m.status) for m in matches) == [
            (1, t, "finished") for t in (1, 2, 3)
        ]
        for match in matches:
            protocol = MatchRecorder.open(store, match.match_id).game.protocol()
            for seat, name in enumerate(protocol.seats):
                points, count = found[name]
                found[name] = (points + protocol.totals[seat], count + 1)
            if match.table in CELLS:  # what was typed is what the league keeps
                assert list(protocol.totals) == typed_totals(CELLS[match.table])
    return found


def typed_totals(cells: list[str]) -> list[int]:
    sums = [0] * 4
    for n, cell in enumerate(cells):
        if cell not in ("-", "RT"):
            sums[n % 4] += int(cell)
    return sums


def test_three_table_laptops_and_the_director_on_one_server(
    tmp_path: Path, x_server: XServer, league_url: str
) -> None:
    if not shutil.which("Xvfb"):  # one $DISPLAY for four programs: they would take turns
        pytest.skip("e2e: four programs at once need a screen each (install xvfb)")  # at focus
    screens = [x_server_or_skip(1366, 768), x_server_or_skip(1366, 768)]
    screens.append(x_server_or_skip(1024, 600))  # table 3: a netbook's screen
    tables = []
    for number, screen in enumerate(screens, start=1):
        program = Program(tmp_path / f"table{number}", screen.display)
        program.extra_env = {"E2E_TABLE": str(number), "E2E_SHARED": str(tmp_path)}
        tables.append(Running(program, table, league_url, timeout=PLAYED_S))
    boss = Program(tmp_path / "director", x_server.display)
    boss.extra_env = {"E2E_SHARED": str(tmp_path)}
    running = Running(boss, director, league_url, timeout=PLAYED_S + 150)
    try:
        running.start()  # with the early table: two programs start on a new league at once
        tables[EARLY_TABLE - 1].start()
        deadline = time.monotonic() + 120
        while not (boss.home / "drawn").exists():
            if not running.is_alive() or time.monotonic() > deadline:
                running.check()
                pytest.fail("the director never drew the championship")
            time.sleep(0.2)
        for number, thread in enumerate(tables, start=1):
            if number != EARLY_TABLE:
                thread.start()
        for thread in tables:
            thread.check()
        running.check()
    finally:
        for screen in screens:
            screen.stop()
    expected = protocol_standings(league_url)
    shown_rows = json.loads((boss.home / "standings.json").read_text())
    command = subprocess.run(
        [sys.executable, "-m", "roller_desktop", "--database", league_url, *STANDINGS],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    printed = json.loads(command.stdout)
    assert {s["player"]: (s["points"], s["matches"]) for s in printed} == expected
    assert [s["points"] for s in printed] == sorted((p for p, _ in expected.values()), reverse=True)
    assert [[r[0], r[1], r[2], r[3]] for r in shown_rows] == [
        [f"{s['rank']}.", s["player"], str(s["points"]), str(s["matches"])] for s in printed
    ]

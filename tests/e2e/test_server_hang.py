"""A table's window on a shared league whose server hangs (issue 26 item 8): a throwaway
PostgreSQL server of this test's own (started as tools/with-postgres starts one) has its
processes stopped (SIGSTOP) while a Roller match is in play. The throw asked for then must
not freeze the window silently: within a second it says it waits for the server, the call
gives up by itself after the program's limit and the window says nothing was saved; once the
server goes on (SIGCONT), the next throw is played and stored.

Skipped unless we are root with PostgreSQL's initdb installed (the server runs as postgres)."""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.e2e import play
from tests.e2e.harness import Program, XServer
from tests.e2e.person import Person, visible_texts

BINDIR = sorted(Path("/usr/lib/postgresql").glob("*/bin"), key=lambda p: p.parent.name)
pytestmark = pytest.mark.skipif(
    os.geteuid() != 0 or not BINDIR or shutil.which("runuser") is None,
    reason="needs root and PostgreSQL's initdb (a throwaway server whose processes are stopped)",
)
SAY_WAITING_S = 1.0  # the window says it waits within this


def server_processes(data: Path) -> list[int]:
    """The postmaster and every process it started (the connections' backends among them)."""
    postmaster = int((data / "postmaster.pid").read_text().split()[0])
    children = subprocess.run(
        ["pgrep", "-P", str(postmaster)], capture_output=True, text=True, check=False
    ).stdout.split()
    return [postmaster, *map(int, children)]


def signal_server(data: Path, number: int) -> None:
    for pid in server_processes(data):
        with contextlib.suppress(ProcessLookupError):  # a worker that ended meanwhile
            os.kill(pid, number)


@pytest.fixture
def throwaway_server() -> Iterator[tuple[str, Path]]:
    """A server on a free loopback port with its files in a folder of its own (one the
    postgres user reaches): its URL and data folder; stopped and removed afterwards (woken
    first, should the test fail with it stopped)."""
    bindir = BINDIR[-1]
    subprocess.run(["id", "postgres"], check=True, capture_output=True)
    data = Path(tempfile.mkdtemp(prefix="roller-e2e-pg."))
    data.chmod(0o700)
    shutil.chown(data, "postgres")
    as_server = ["runuser", "-u", "postgres", "--"]
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    subprocess.run(
        [*as_server, str(bindir / "initdb"), "-D", str(data), "-A", "trust", "-U", "postgres"],
        check=True,
        capture_output=True,
    )
    options = f"-c listen_addresses=127.0.0.1 -p {port} -k {data} -c fsync=off"
    subprocess.run(
        [
            *as_server,
            str(bindir / "pg_ctl"),
            *("-D", str(data), "-l", str(data / "log")),
            *("-w", "-o", options, "start"),
        ],
        check=True,
        capture_output=True,
    )
    try:
        subprocess.run(
            [
                str(bindir / "psql"),
                *("-h", "127.0.0.1", "-p", str(port), "-U", "postgres"),
                *("-q", "-c", "CREATE DATABASE league"),
            ],
            check=True,
            capture_output=True,
        )
        yield f"postgresql+psycopg://postgres@127.0.0.1:{port}/league", data
    finally:
        signal_server(data, signal.SIGCONT)
        subprocess.run(
            [*as_server, str(bindir / "pg_ctl"), "-D", str(data), "-m", "immediate", "stop"],
            check=False,
            capture_output=True,
        )
        shutil.rmtree(data, ignore_errors=True)


def the_table_when_the_server_hangs(person: Person) -> None:
    from roller_desktop.ui.shell import server_waiting

    data = Path(os.environ["E2E_PGDATA"])
    play.close_first_run_help(person)
    play.fast_settings(person)
    person.press("N")
    person.wait_to_see("League players")
    person.press("Tab")
    play.add_people(person, ["Anna", "Bo"])
    person.press("Ctrl+Enter")
    person.wait_to_see("starts!", 20)
    person.press("Enter")  # Play
    first = person.wait_until(lambda: play.read_roller().player, 20, "the first turn")

    signal_server(data, signal.SIGSTOP)  # the server hangs: its processes stop, TCP stays up
    try:
        before = len(server_waiting.SAID)
        asked = time.monotonic()
        person.x_keys("space")  # throw: the window's call to the server gets no answer
        while len(server_waiting.SAID) == before and time.monotonic() - asked < 10:
            time.sleep(0.02)
        assert len(server_waiting.SAID) > before, "the window never said it waits"
        said_at, text = server_waiting.SAID[before]
        print(f"waiting said after {said_at - asked:.2f} s: {text}", flush=True)
        assert said_at - asked < SAY_WAITING_S, f"said only after {said_at - asked:.1f} s"
        assert "Waiting for the league's server" in text
        if shutil.which("import"):  # the screen as X shows it (Qt's own grab would wait)
            shot = Path(os.environ["E2E_ARTIFACTS"]) / "waiting-for-the-server.png"
            shot.parent.mkdir(parents=True, exist_ok=True)
            subprocess.run(["import", "-window", "root", str(shot)], check=False, timeout=20)
        # The call gives up by itself: nothing was saved, and the window says so.
        person.wait_to_see("Not saved", 60)
        gave_up = time.monotonic() - asked
        print(f"the window was free again after {gave_up:.1f} s", flush=True)
        assert not person.gui(lambda: play.read_roller().dice), "a throw shown though not saved"
        person.screenshot("not-saved")
    finally:
        signal_server(data, signal.SIGCONT)
    person.press("space")  # the server answers again: the throw is played and stored
    view = person.wait_until(lambda: play.read_roller().dice and play.read_roller(), 20, "dice")
    # The first throw is the first player's: still to play, or an RT (5 in 162) that passed
    # the turn on, as its banner says.
    assert view.player == first or person.gui(
        lambda: any(f"RT (Råtjock)! {first}" in text for text in visible_texts())
    ), (view, first)
    person.screenshot("thrown-after")


def test_a_hanging_server_is_said_within_a_second_and_given_up(
    tmp_path: Path, x_server: XServer, throwaway_server: tuple[str, Path]
) -> None:
    url, data = throwaway_server
    program = Program(tmp_path / "table", x_server.display)
    program.extra_env = {"E2E_PGDATA": str(data)}
    outcome = program.run(the_table_when_the_server_hangs, "--database", url, timeout=180)
    assert "waiting said after" in outcome.output
    for line in outcome.output.splitlines():  # the figures, for a run with -s
        if "said after" in line or "free again" in line:
            print(line)

"""Faults of the disk, of permissions and of the server end in plain messages (issue #12,
items 5, 6 and 13): a full disk (a small tmpfs), a league, folder, lock or backups folder this
user may not write (capabilities dropped with setpriv), a database server that is down.
Commands that only read go on; those that write say why they cannot; nothing is half-written
and no traceback or SQLAlchemy text reaches the person."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import create_engine

from roller_desktop.app import main
from roller_desktop.store.database import Store, open_store, plain_errors
from roller_desktop.store.errors import ServerUnavailable, StoreError
from roller_desktop.store.recorder import MatchRecorder
from roller_desktop.store.values import SeatSpec

from .helpers import play_out, players, start

ROOT = os.geteuid() == 0
SETPRIV = shutil.which("setpriv")
USER = 1000  # an ordinary user, without the capabilities that let root write anywhere


def league_in(folder: Path) -> Path:
    path = folder / "league.sqlite3"
    with open_store(path) as store:
        ids = players(store, "Ola", "Kari")
        for seed in range(2):
            play_out(MatchRecorder.open(store, start(store, "roller", ids, {"rounds": 2})), seed)
    return path


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[Path]:
    """A 3 MB tmpfs, unmounted afterwards."""
    if not ROOT:
        pytest.skip("mounting a small disk needs root")
    mount = tmp_path / "disk"
    mount.mkdir()
    made = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=3m", "tmpfs", str(mount)], capture_output=True
    )
    if made.returncode != 0:
        pytest.skip(f"no tmpfs here: {made.stderr.decode().strip()}")
    try:
        yield mount
    finally:
        subprocess.run(["umount", "-l", str(mount)], check=False)


def fill_up(disk: Path) -> None:
    with open(disk / "filler", "wb") as f:
        try:
            while True:
                f.write(b"\0" * 65536)
                f.flush()
        except OSError:
            pass


def match_count(path: Path) -> int:
    import sqlite3

    connection = sqlite3.connect(f"{path.as_uri()}?mode=ro&immutable=1", uri=True)
    try:
        return int(connection.execute("SELECT count(*) FROM matches").fetchone()[0])
    finally:
        connection.close()


def test_a_full_disk_lets_reading_commands_go_on_and_writing_ones_say_why(
    small_disk: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    league = league_in(small_disk)  # changed since its last backup: one is due at start
    fill_up(small_disk)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    reading = [
        ["league", "--season", "0"],
        ["export", str(elsewhere / "league.json")],
        ["protocol", "--last", "--pdf", str(elsewhere / "protocol.pdf")],
        ["check"],
    ]
    for command in reading:
        assert main(["--database", str(league), *command]) == 0, command
        err = capsys.readouterr().err
        assert "backup" not in err  # a command that only reads takes no backup
        assert "sqlalche.me" not in err and "Traceback" not in err
    assert (elsewhere / "league.json").stat().st_size > 0
    assert main(["--database", str(league), "demo", "--matches", "1"]) == 1
    err = capsys.readouterr().err
    assert "The league could not be saved: the disk is full." in err
    assert "sqlalche.me" not in err and "OperationalError" not in err
    assert main(["--database", str(league), "export", str(small_disk / "x.json")]) == 1
    assert "not exported" in capsys.readouterr().err
    assert match_count(league) == 2
    assert not list(small_disk.rglob("*.partial"))  # no half-written backup or export


def test_a_full_disk_refuses_a_write_in_plain_words(small_disk: Path) -> None:
    league = league_in(small_disk)
    with open_store(league, backup=False) as store:
        ids = [p.id for p in store.players()]
        match_id = start(store, "roller", ids, {"rounds": 100})
        recorder = MatchRecorder.open(store, match_id)
        fill_up(small_disk)
        with pytest.raises(StoreError, match="the disk is full"):
            start(store, "roller", ids)
        with pytest.raises(StoreError) as refused:
            for _ in range(200):  # the log fills its last free pages first
                recorder.throw([2, 3, 4, 6, 6, 2])  # RT every turn: one event each
        assert str(refused.value).startswith("The league could not be saved: the disk is full.")
        assert len(recorder.game.events) == len(store.load_match(match_id).events)
        assert store.players()  # reading goes on


def as_user(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """The program as an ordinary user, every capability dropped (root could write anyway)."""
    command = [
        str(SETPRIV),
        f"--reuid={USER}",
        f"--regid={USER}",
        "--clear-groups",
        "--inh-caps=-all",
        sys.executable,
        "-m",
        "roller_desktop",
        *args,
    ]
    environment = dict(os.environ, HOME="/nonexistent", **(env or {}))
    return subprocess.run(command, capture_output=True, text=True, env=environment, timeout=120)


needs_setpriv = pytest.mark.skipif(
    not (ROOT and SETPRIV), reason="dropping capabilities needs root and setpriv"
)


@pytest.fixture
def shared() -> Iterator[Path]:
    """A folder of root's that every user can enter (pytest's own folders are root's alone)."""
    folder = Path(tempfile.mkdtemp(prefix="roller-faults-", dir="/tmp"))
    folder.chmod(0o755)
    try:
        yield folder
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def plain(result: subprocess.CompletedProcess[str]) -> str:
    assert "Traceback" not in result.stderr, result.stderr
    assert "sqlalche" not in result.stderr, result.stderr
    return result.stderr


@needs_setpriv
def test_a_read_only_league_can_be_looked_at_not_played(shared: Path) -> None:
    league = league_in(shared)  # root's file and folder: read-only to the user
    looked = as_user("--database", str(league), "league", "--season", "0")
    assert looked.returncode == 0 and "Ola" in looked.stdout
    assert "read-only" not in plain(looked)  # a command that only reads needs no more
    played = as_user("--database", str(league), "demo", "--matches", "1")
    assert played.returncode == 1
    assert "The league is read-only here: you can look, not play." in plain(played)
    window = as_user(
        "--database", str(league), "--smoke-test", env={"QT_QPA_PLATFORM": "offscreen"}
    )
    assert window.returncode == 0, window.stderr  # the window opens, for looking
    assert "read-only here: you can look, not play" in plain(window)
    assert match_count(league) == 2


@needs_setpriv
def test_a_read_only_lock_file_opens_for_looking(shared: Path) -> None:
    league = league_in(shared)
    shared.chmod(0o777)
    league.chmod(0o666)
    league.with_name(league.name + ".lock").chmod(0o444)
    result = as_user("--database", str(league), "demo", "--matches", "1")
    assert result.returncode == 1 and "read-only here" in plain(result)


@needs_setpriv
def test_a_missing_folder_under_a_read_only_parent_is_said(shared: Path) -> None:
    new = shared / "new" / "league.sqlite3"
    result = as_user("--database", str(new), "demo", "--matches", "1")  # a writer makes one
    assert result.returncode == 1
    assert "for the league cannot be made: the file or folder is protected" in plain(result)
    result = as_user("--database", str(new), "league")  # a reader makes none
    assert result.returncode == 1 and f"There is no league at {new}." in plain(result)


@needs_setpriv
def test_a_read_only_backups_folder_warns_and_the_league_goes_on(shared: Path) -> None:
    league = league_in(shared)
    shared.chmod(0o777)
    league.chmod(0o666)
    league.with_name(league.name + ".lock").chmod(0o666)
    backups = shared / "league-backups"
    backups.mkdir()
    backups.chmod(0o555)
    result = as_user("--database", str(league), "demo", "--matches", "1")
    assert result.returncode == 0
    assert "No backup of the league was taken at start" in plain(result)
    assert match_count(league) == 3


@needs_setpriv
def test_export_into_a_read_only_folder_is_said(shared: Path) -> None:
    league = league_in(shared)
    result = as_user("--database", str(league), "export", str(shared / "league.json"))
    assert result.returncode == 1
    assert "not exported" in plain(result) and "protected" in result.stderr
    assert not (shared / "league.json.partial").exists()


DOWN = "postgresql+psycopg://roller@127.0.0.1:9/league"  # the discard port: nobody answers


def test_a_server_that_is_down_is_said_at_start() -> None:
    with pytest.raises(ServerUnavailable, match="cannot be reached just now"):
        open_store(DOWN)


def test_a_server_gone_during_play_refuses_in_plain_words() -> None:
    engine = create_engine(DOWN)
    plain_errors(engine)
    store = Store(engine, None, None)  # as if the server went away after the opening
    with pytest.raises(ServerUnavailable, match="cannot be reached"):
        store.start_match("roller", {}, [SeatSpec("x")], 0)
    with pytest.raises(ServerUnavailable, match="cannot be reached"):
        store.load_match("x")
    store.close()

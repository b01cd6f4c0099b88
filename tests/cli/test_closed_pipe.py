"""Output piped into a reader that stops early (`roller-desktop league --json | head -1`): the
command ends quietly, with no traceback, whichever command it is (issue #11 item 8)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from roller_desktop.app import CLOSED_PIPE


@pytest.fixture(scope="module")
def league(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("pipe") / "league.sqlite3"
    made = subprocess.run(
        [
            sys.executable,
            "-m",
            "roller_desktop",
            "--database",
            str(path),
            "demo",
            "--matches",
            "3",
            "--seed",
            "2",
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert made.returncode == 0, made.stderr
    return path


def cut_short(args: list[str]) -> subprocess.CompletedProcess[str]:
    """Run the program with its standard output a pipe nobody reads: the read end is closed
    before the program has started, so its first write meets a closed pipe."""
    process = subprocess.Popen(
        [sys.executable, "-m", "roller_desktop", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert process.stdout is not None and process.stderr is not None
    process.stdout.close()
    err = process.stderr.read()
    process.stderr.close()
    code = process.wait(timeout=120)
    return subprocess.CompletedProcess(args, code, "", err)


@pytest.mark.parametrize(
    "command",
    [
        ["league", "--json"],
        ["league"],
        ["league", "--csv"],
        ["check"],
        ["--version"],
        ["--help"],
    ],
    ids=lambda c: " ".join(c),
)
def test_a_closed_pipe_ends_the_command_quietly(league: Path, command: list[str]) -> None:
    result = cut_short(["--database", str(league), *command])
    assert "Traceback" not in result.stderr and "BrokenPipeError" not in result.stderr
    assert result.stderr == ""
    if command[0].startswith("--"):  # argparse's own words: it ignores the closed pipe itself
        assert result.returncode == 0
    else:
        assert result.returncode == CLOSED_PIPE


def test_a_reader_that_keeps_reading_gets_everything(league: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "roller_desktop", "--database", str(league), "league", "--json"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0 and result.stdout.lstrip().startswith("[")

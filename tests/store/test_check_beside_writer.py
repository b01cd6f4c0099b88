"""`check` beside a program that is writing: it reads one snapshot (one read transaction), so a
sound league is never reported damaged (before: "ratings disagree", "marked in_progress, but its
events say otherwise" ten times out of ten while the writer ran)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from roller_desktop.store.verify import verify_file

ROOT = Path(__file__).resolve().parents[2]
OVERLAPPING = 5  # checks that ran while the writer committed


def lines(report: Path) -> int:
    return report.read_bytes().count(b"\n") if report.exists() else 0


def test_check_beside_a_writer_finds_no_false_damage(tmp_path: Path) -> None:
    database, report = tmp_path / "league.sqlite3", tmp_path / "report.jsonl"
    errors = tmp_path / "writer.err"
    with errors.open("wb") as stderr:
        writer = subprocess.Popen(
            [sys.executable, "-m", "tests.store.crash_child", str(database), str(report), "7"],
            cwd=ROOT,
            stderr=stderr,
        )
    try:
        deadline = time.monotonic() + 120
        while lines(report) < 300:  # a few dozen matches finished: results, days, ratings
            assert writer.poll() is None, errors.read_text()
            assert time.monotonic() < deadline, "the writer is too slow"
            time.sleep(0.05)
        overlapping, checks = 0, 0
        while overlapping < OVERLAPPING and checks < 40:  # checks while it committed actions
            before = lines(report)
            result = verify_file(database)
            overlapping += lines(report) > before
            checks += 1
            assert result.ok, result.problem
            assert "Every match replays through the rules." in result.lines
        assert writer.poll() is None  # it wrote all along
        assert overlapping == OVERLAPPING
    finally:
        os.kill(writer.pid, signal.SIGKILL)
        writer.wait(timeout=30)
    assert verify_file(database).ok  # and once it has stopped

"""Killed at random points, the league loses nothing committed and keeps nothing half-written.

A child process plays matches through MatchRecorder and reports after every commit; it is
killed with SIGKILL at random moments, again and again on the same file. After every kill the
league opens, and replaying the reported match gives exactly the state the child last reported
(or one event more: committed, killed before it could report).
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from sqlalchemy import func, select

from roller_desktop.store.database import open_store
from roller_desktop.store.games import replay
from roller_desktop.store.models import MatchRow, SeatResultRow, SeatRow

from .crash_child import state_of

ROOT = Path(__file__).resolve().parents[2]
KILLS = 12


def wait_for_lines(report: Path, count: int, child: subprocess.Popen[bytes]) -> None:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if report.exists() and report.read_bytes().count(b"\n") >= count:
            return
        if child.poll() is not None:
            raise AssertionError(f"the child ended by itself: {child.stderr!r}")
        time.sleep(0.01)
    raise AssertionError("the child never reported")


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
@pytest.mark.parametrize("checkpoint_at", [None, 8192], ids=["usual", "checkpoints-often"])
def test_sigkill_at_random_points_loses_nothing(tmp_path: Path, checkpoint_at: int | None) -> None:
    """`checkpoints-often`: the log is copied back (in a thread of the child's own) every
    few commits, so kills land in the middle of checkpoints as well."""
    database = tmp_path / "league.sqlite3"
    rng = random.Random(20261129)
    checked_events = checkpoints = 0
    extra = [] if checkpoint_at is None else [str(checkpoint_at)]
    for kill in range(KILLS):
        report = tmp_path / f"report-{kill}.jsonl"
        child = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "tests.store.crash_child",
                str(database),
                str(report),
                str(kill),
                *extra,
            ],
            cwd=ROOT,
            stderr=subprocess.PIPE,
        )
        try:
            wait_for_lines(report, 2, child)  # ready, and one action committed
            time.sleep(rng.uniform(0.0, 0.4))
            os.kill(child.pid, signal.SIGKILL)
        finally:
            child.wait(timeout=60)
            if child.stderr is not None:
                child.stderr.close()
        data = report.read_bytes()
        # A kill during a write can leave the last line half-written: read whole lines only.
        whole = data[: data.rfind(b"\n") + 1].decode().splitlines()
        last = json.loads([line for line in whole if line.startswith("{")][-1])
        with open_store(database) as store:
            loaded = store.load_match(last["match"])
            stored = len(loaded.events)
            assert stored in (last["events"], last["events"] + 1), (kill, stored, last)
            loaded.events[:] = loaded.events[: last["events"]]
            assert state_of(replay(loaded)) == last["state"], kill
            checked_events += last["events"]
            checkpoints += last["checkpoints"]
            with store.session() as s:
                finished = s.scalar(select(func.count()).where(MatchRow.status == "finished"))
                seats_of_finished = s.scalar(
                    select(func.count())
                    .select_from(SeatRow)
                    .join(MatchRow, MatchRow.pk == SeatRow.match_pk)
                    .where(MatchRow.status == "finished")
                )
                results = s.scalar(select(func.count()).select_from(SeatResultRow))
                in_progress_with_results = s.scalar(
                    select(func.count())
                    .select_from(SeatResultRow)
                    .join(MatchRow, MatchRow.pk == SeatResultRow.match_pk)
                    .where(MatchRow.status != "finished")
                )
            assert results == seats_of_finished and in_progress_with_results == 0
            for summary in store.unfinished_matches():  # every match still replays
                assert summary.events >= 0
            assert finished is not None
    assert checked_events > KILLS
    if checkpoint_at is not None:  # the kills met a log being copied back, now and then
        assert checkpoints > 0

"""`check` replays a large league's matches in worker processes, a range of keys each
(issue 28): the report is the same as one pass in order gives, for a sound league and for one
with matches that no longer replay (each named, in the order of their keys)."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from roller_desktop.store import demo, replay_check
from roller_desktop.store.database import open_store
from roller_desktop.store.verify import Report, verify_file


def both_ways(path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Report, Report, int]:
    """The check in one pass, then in processes over ranges of 7 matches (how many ranges
    went to processes)."""
    monkeypatch.setattr(replay_check, "PARALLEL_FROM", 10**9)
    in_order = verify_file(path)
    sent: list[Any] = []
    real = replay_check._start_processes

    def counted(uri: str, outside: str, ranges: list[tuple[int, int]], *rest: Any) -> Any:
        sent.extend(ranges)
        return real(uri, outside, ranges, *rest)

    monkeypatch.setattr(replay_check, "PARALLEL_FROM", 1)
    monkeypatch.setattr(replay_check, "CHUNK", 7)
    monkeypatch.setattr(replay_check.os, "cpu_count", lambda: 2)
    monkeypatch.setattr(replay_check, "_start_processes", counted)
    return in_order, verify_file(path), len(sent)


def test_ranges_in_processes_say_what_one_pass_says(
    sqlite_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with open_store(sqlite_path, backup=False) as store:
        demo.fill_bulk(store, 40, seed=3, days=20)
    in_order, parallel, ranges = both_ways(sqlite_path, monkeypatch)
    assert ranges == 6  # 40 matches, 7 a range
    assert in_order.ok and parallel.ok, (in_order.problem, parallel.problem)
    assert parallel.lines == in_order.lines
    # Two matches spoilt: the one pass and the processes name both, in the same words.
    connection = sqlite3.connect(sqlite_path)
    with connection:
        spoilt = [
            row[0]
            for row in connection.execute("SELECT id FROM matches WHERE pk IN (5, 33) ORDER BY pk")
        ]
        connection.execute(
            "UPDATE events SET dice = '666666' WHERE kind = 'throw' AND seq = 1"
            " AND match_pk IN (5, 33)"
        )
    connection.close()
    in_order, parallel, ranges = both_ways(sqlite_path, monkeypatch)
    assert ranges == 6
    assert not in_order.ok and parallel.problem == in_order.problem
    assert in_order.problem.index(spoilt[0]) < in_order.problem.index(spoilt[1])
    assert "2 matches do not replay" in in_order.problem


def ranges_sent(path: Path, monkeypatch: pytest.MonkeyPatch) -> int:
    """How many ranges of 7 matches the check sent to worker processes (0: one pass here)."""
    return both_ways(path, monkeypatch)[2]


def test_a_leftover_shared_memory_file_is_no_writer(
    sqlite_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A -shm left by a program that has ended (any opening not immutable leaves one) is read
    as the leftover it is: the check still replays on every core. While another program has
    the league open, the check replays in one pass in its one read transaction."""
    with open_store(sqlite_path, backup=False) as store:
        demo.fill_bulk(store, 20, seed=5, days=10)
    shm = sqlite_path.with_name(sqlite_path.name + "-shm")
    reader = sqlite3.connect(f"{sqlite_path.as_uri()}?mode=ro", uri=True)
    reader.execute("SELECT count(*) FROM matches").fetchall()
    reader.close()
    assert shm.stat().st_size >= 32 * 1024  # left behind, as a writer's would be
    assert ranges_sent(sqlite_path, monkeypatch) == 3
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(sqlite_path)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline() == "open\n"
        assert ranges_sent(sqlite_path, monkeypatch) == 0
    finally:
        holder.communicate("", timeout=30)
    assert ranges_sent(sqlite_path, monkeypatch) == 3


# Another program with the league open (as the window has it): a connection that has read.
HOLDER = """
import sqlite3, sys
connection = sqlite3.connect(sys.argv[1])
connection.execute("SELECT count(*) FROM matches").fetchall()
print("open", flush=True)
sys.stdin.read()
"""

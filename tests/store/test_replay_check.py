"""`check` replays a large league's matches in worker processes, a range of keys each
(issue 28): the report is the same as one pass in order gives, for a sound league and for one
with matches that no longer replay (each named, in the order of their keys)."""

from __future__ import annotations

import sqlite3
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
    real = replay_check._in_processes

    def counted(uri: str, outside: str, ranges: list[tuple[int, int]], *rest: Any) -> Any:
        sent.extend(ranges)
        return real(uri, outside, ranges, *rest)

    monkeypatch.setattr(replay_check, "PARALLEL_FROM", 1)
    monkeypatch.setattr(replay_check, "CHUNK", 7)
    monkeypatch.setattr(replay_check.os, "cpu_count", lambda: 2)
    monkeypatch.setattr(replay_check, "_in_processes", counted)
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

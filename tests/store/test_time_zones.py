"""A league carried across time zones, or through a clock change, is the same league: each
match keeps the local day (and so the season) it finished on, and `check` compares with that
(before: made under UTC, `check` under Europe/Stockholm said "The spread of round results kept
per day disagrees..." and exited 1)."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import date, datetime
from pathlib import Path

import pytest

from roller_desktop.store.database import open_store
from roller_desktop.store.queries import stats
from roller_desktop.store.recorder import MatchRecorder
from roller_desktop.store.verify import verify_file

from .helpers import play_out, players, start

ROOT = Path(__file__).resolve().parents[2]
ZONES = ["UTC", "Europe/Stockholm", "Pacific/Auckland", "America/New_York"]
# Finishing instants (UTC) near midnight, new year and the spring clock change in Europe.
FINISHED = [
    datetime(2026, 12, 31, 23, 30),  # 2027 already in Stockholm and Auckland
    datetime(2026, 6, 10, 22, 30),  # the next day in Stockholm
    datetime(2027, 3, 28, 0, 30),  # Stockholm's clocks go forward at 01:00 UTC
    datetime(2027, 1, 1, 3, 0),  # still 2026 in New York
]


@contextmanager
def zone(name: str) -> Iterator[None]:
    before = os.environ.get("TZ")
    os.environ["TZ"] = name
    time.tzset()
    try:
        yield
    finally:
        if before is None:
            del os.environ["TZ"]
        else:
            os.environ["TZ"] = before
        time.tzset()


def check_in(path: Path, name: str) -> subprocess.CompletedProcess[str]:
    """`roller-desktop check` as a program started in that time zone."""
    return subprocess.run(
        [sys.executable, "-m", "roller_desktop", "--database", str(path), "check"],
        cwd=ROOT,
        env={**os.environ, "TZ": name},
        capture_output=True,
        text=True,
        timeout=120,
    )


def league_made_in(path: Path, name: str) -> list[str]:
    with zone(name), open_store(path) as store:
        ids = players(store, "Anna", "Bert", "Cilla")
        made = []
        for n, finished in enumerate(FINISHED):
            match_id = start(store, "roller", [ids[n % 3], ids[(n + 1) % 3]], {"rounds": 2})
            play_out(MatchRecorder.open(store, match_id), seed=n)
            store.move_match(match_id, finished)
            made.append(match_id)
        return made


@pytest.mark.parametrize("made_in", ["UTC", "Europe/Stockholm"])
def test_check_passes_in_every_zone(tmp_path: Path, made_in: str) -> None:
    path = tmp_path / "league.sqlite3"
    league_made_in(path, made_in)
    for name in ZONES:
        result = check_in(path, name)
        assert result.returncode == 0, f"{name}: {result.stderr}"
        with zone(name):
            assert verify_file(path).ok


def test_a_match_played_in_another_zone_joins_the_same_league(tmp_path: Path) -> None:
    """Made at home (UTC), played on in Auckland, checked in New York."""
    path = tmp_path / "league.sqlite3"
    league_made_in(path, "UTC")
    with zone("Pacific/Auckland"), open_store(path) as store:
        ids = [p.id for p in store.players()]
        match_id = start(store, "roller", ids[:2], {"rounds": 2})
        play_out(MatchRecorder.open(store, match_id), seed=9)
    result = check_in(path, "America/New_York")
    assert result.returncode == 0, result.stderr


def test_seasons_keep_the_day_the_match_was_played(tmp_path: Path) -> None:
    """The match finished at 23:30 UTC on 31 December, in a UTC league, belongs to 2026 read
    anywhere: the season table counts it there, and 2027 does not."""
    path = tmp_path / "league.sqlite3"
    league_made_in(path, "UTC")
    for name in ZONES:
        with zone(name), open_store(path, backup=False) as store:
            season_2026 = stats.roller_league(store, date(2026, 1, 1), date(2026, 12, 31))
            season_2027 = stats.roller_league(store, date(2027, 1, 1), date(2027, 12, 31))
            assert sum(row.matches for row in season_2026) == 4, name  # two a match
            assert sum(row.matches for row in season_2027) == 4, name


def test_migration_0010_keeps_the_days_the_league_was_counted_on(tmp_path: Path) -> None:
    from sqlalchemy import text

    from roller_desktop.store import migrate

    path = tmp_path / "league.sqlite3"
    with zone("Europe/Stockholm"):
        league_made_in(path, "Europe/Stockholm")
        with open_store(path, backup=False) as store:
            with store.engine.begin() as connection:
                days = connection.execute(text("SELECT match_pk, day FROM seat_results")).all()
                migrate.downgrade(connection, "0009")
            with store.engine.begin() as connection:
                migrate.upgrade(connection)
                again = connection.execute(text("SELECT match_pk, day FROM seat_results")).all()
        assert sorted(again) == sorted(days) and len(days) == 8
        assert verify_file(path).ok

"""Backups at start-up when the data changed, before migrations, thinned over time."""

from __future__ import annotations

import json
import shutil
import sqlite3
from datetime import datetime, timedelta
from pathlib import Path

from roller_desktop.store import backups
from roller_desktop.store.database import open_store
from roller_desktop.store.exchange import export_league
from roller_desktop.store.migrate import SCHEMA_HEAD

from .helpers import as_current_version

DATA = Path(__file__).resolve().parent / "data"


def test_backup_only_when_the_data_changed(sqlite_path: Path) -> None:
    open_store(sqlite_path).close()
    assert backups.list_backups(sqlite_path) == []  # a new league: nothing to keep yet
    for name in ("Ola", "Kari"):
        with open_store(sqlite_path) as store:
            store.add_player(name)
    count = len(backups.list_backups(sqlite_path))
    with open_store(sqlite_path) as store:  # Kari was added since the last backup
        assert len(backups.list_backups(sqlite_path)) == count + 1
        assert [p.name for p in store.players()] == ["Kari", "Ola"]
    for _ in range(2):
        open_store(sqlite_path).close()
    assert len(backups.list_backups(sqlite_path)) == count + 1  # nothing changed since
    newest = backups.list_backups(sqlite_path)[0]
    assert backups.is_good_database(newest)
    with open_store(newest, backup=False) as copy:
        assert [p.name for p in copy.players()] == ["Kari", "Ola"]


def test_thinning_keeps_recent_days_weeks_months() -> None:
    now = datetime(2026, 11, 29, 20, 0)
    folder = Path("/nowhere/league-backups")
    taken = [now - timedelta(hours=6 * i) for i in range(4 * 365 * 2)]  # every 6 h, two years
    paths = [folder / f"league-{t.strftime(backups.STAMP)}.sqlite3" for t in taken]
    keep = backups.backups_to_keep(paths, now)
    kept = sorted({backups.taken(p) for p in keep}, reverse=True)  # type: ignore[type-var]
    assert paths[0] in keep and len(keep) == len(set(keep))
    assert len(keep) < 60
    recent = [t for t in kept if t is not None and now - t <= timedelta(days=7)]
    assert len({t.date() for t in recent}) >= 7
    older = [
        t for t in kept if t is not None and timedelta(days=60) < now - t <= timedelta(days=700)
    ]
    assert len({(t.year, t.month) for t in older}) >= 20


def test_thinning_always_keeps_the_newest_backup_whose_check_passed() -> None:
    now = datetime(2026, 11, 29, 20, 0)
    folder = Path("/nowhere/league-backups")
    # ten starts an hour apart today, after one sound backup three weeks ago that the weekly
    # rule alone would drop for a newer one of its week
    taken = [now - timedelta(hours=i) for i in range(10)]
    sound = now - timedelta(days=23)
    newer_that_week = now - timedelta(days=22)
    paths = [
        folder / f"league-{t.strftime(backups.STAMP)}.sqlite3"
        for t in [*taken, newer_that_week, sound]
    ]
    assert paths[-1] not in backups.backups_to_keep(paths, now)
    assert paths[-1] in backups.backups_to_keep(paths, now, sound=paths[-1])


def test_thinning_keeps_what_a_restore_set_aside_for_months() -> None:
    now = datetime(2026, 11, 29, 20, 0)
    folder = Path("/nowhere/league-backups")
    restored = now - timedelta(days=40, hours=3)  # a restore, then a start every 6 hours
    aside = folder / f"league-{restored.strftime(backups.STAMP)}-before-restore.sqlite3"
    starts = [now - timedelta(hours=6 * i) for i in range(4 * 40)]
    paths = [folder / f"league-{t.strftime(backups.STAMP)}.sqlite3" for t in starts]
    plain = aside.with_name(aside.name.replace("-before-restore", ""))
    assert plain not in backups.backups_to_keep([*paths, plain], now)  # the policy's own
    assert aside in backups.backups_to_keep([*paths, aside], now)
    long_ago = now - timedelta(days=31 * backups.MONTHS + 1)
    old = folder / f"league-{long_ago.strftime(backups.STAMP)}-before-restore.sqlite3"
    later = long_ago + timedelta(hours=1)  # the newest of that year, as the policy keeps
    newer_that_year = folder / f"league-{later.strftime(backups.STAMP)}.sqlite3"
    assert old not in backups.backups_to_keep([*paths, newer_that_year, old], now)


def test_thin_deletes_files(sqlite_path: Path) -> None:
    folder = backups.backup_folder(sqlite_path)
    folder.mkdir()
    now = datetime(2026, 11, 29, 20, 0)
    for hours in range(0, 24 * 20, 3):
        when = now - timedelta(hours=hours)
        (folder / f"league-{when.strftime(backups.STAMP)}.sqlite3").write_bytes(b"x")
    removed = backups.thin(sqlite_path, now)
    left = backups.list_backups(sqlite_path)
    assert removed and len(left) + len(removed) == 160
    assert all(not p.exists() for p in removed)


def test_first_revision_file_upgrades_with_its_data(tmp_path: Path) -> None:
    path = tmp_path / "league.sqlite3"
    shutil.copy(DATA / "first_revision.sqlite3", path)
    written = json.loads((DATA / "first_revision.expected.json").read_text(encoding="utf-8"))
    expected = as_current_version(written)  # the file was made by the version 1 exporter
    with open_store(path) as store:
        assert export_league(store) == expected
        with store.engine.connect() as connection:
            assert (
                connection.exec_driver_sql("SELECT version_num FROM alembic_version").scalar()
                == SCHEMA_HEAD
            )
        from roller_desktop.store.queries import stats

        table = stats.roller_league(store)
        assert sum(s.matches for s in table) == 5  # two finished Roller matches: 3 + 2 seats
    names = [p.name for p in backups.list_backups(path)]
    assert any("before-migration-from-0001" in n for n in names)
    untouched = next(p for p in backups.list_backups(path) if "before-migration" in p.name)
    with open_store(untouched, backup=False) as old:  # the copy upgrades too, and agrees
        assert export_league(old) == expected


def test_two_checks_of_one_copy_at_once_both_keep_a_verdict(tmp_path: Path) -> None:
    """The background check and an opening may check the same copy at the same moment: each
    writes its verdict through a partial file of its own (a shared one was moved away under
    the other, FileNotFoundError)."""
    import threading

    from roller_desktop.store import backup_checks

    league = tmp_path / "league.sqlite3"
    open_store(str(league), backup=False).close()
    copy = tmp_path / "league-backups" / "league-20261206-010000-000000.sqlite3"
    copy.parent.mkdir()
    shutil.copy(league, copy)
    errors: list[BaseException] = []

    def check_often() -> None:
        try:
            for _ in range(40):
                assert backup_checks.check_backup(league, copy).ok
        except BaseException as error:  # the thread's failure, for the test to report
            errors.append(error)

    threads = [threading.Thread(target=check_often) for _ in range(3)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    verdict = backup_checks.verdict(copy)
    assert verdict is not None and verdict.ok
    assert sorted(p.name for p in copy.parent.iterdir()) == [copy.name, copy.name + ".check"]


def restores_each_month(folder: Path, now: datetime, months: int) -> list[Path]:
    """A restore a month for `months` months, each followed an hour later by a start's backup
    (the newest of its month, which the policy keeps instead); the copies taken before the
    restores, newest first."""
    aside = []
    for month in range(1, months + 1):
        restored = now - timedelta(days=30 * month + 3)
        aside.append(folder / f"league-{restored.strftime(backups.STAMP)}-before-restore.sqlite3")
        later = restored + timedelta(hours=1)
        aside.append(folder / f"league-{later.strftime(backups.STAMP)}.sqlite3")
    return aside


def test_thinning_keeps_the_newest_few_copies_a_restore_set_aside() -> None:
    now = datetime(2026, 11, 29, 20, 0)
    paths = restores_each_month(Path("/nowhere/league-backups"), now, 6)
    aside = [p for p in paths if p.stem.endswith("-before-restore")]
    keep = backups.backups_to_keep(paths, now)
    assert [p for p in aside if p in keep] == aside[: backups.KEEP_ASIDE]
    assert backups.older_set_aside(paths, now, set(keep)) == aside[backups.KEEP_ASIDE :]


def league_of(path: Path, matches: dict[str, str]) -> None:
    """A file with the matches table's columns `lacks` reads: id -> status."""
    connection = sqlite3.connect(path)
    connection.execute("CREATE TABLE matches (id TEXT UNIQUE, status TEXT)")
    connection.executemany("INSERT INTO matches VALUES (?, ?)", matches.items())
    connection.commit()
    connection.close()


def test_an_older_copy_set_aside_stays_while_it_holds_a_match_the_league_has_not(
    tmp_path: Path,
) -> None:
    database = tmp_path / "league.sqlite3"
    league_of(database, {"a": "finished", "b": "abandoned", "c": "finished", "d": "in_progress"})
    folder = backups.backup_folder(database)
    folder.mkdir()
    now = datetime.now()
    paths = restores_each_month(folder, now, 6)
    for path in paths:  # every copy has what the league has (b voided since: the league's)
        league_of(path, {"a": "finished", "b": "finished", "d": "in_progress"})
    aside = [p for p in paths if p.stem.endswith("-before-restore")]
    lost, behind = aside[-1], aside[-2]  # older than the newest few
    lost.unlink()
    league_of(lost, {"a": "finished", "e": "finished"})  # e: nowhere else
    behind.unlink()
    league_of(behind, {"d": "finished"})  # d is in play in the league: finished only here
    assert backups.lacks(database, lost) == 1 and backups.lacks(database, behind) == 1
    assert backups.lacks(database, aside[3]) == 0
    removed = backups.thin(database, now)
    assert aside[3] in removed  # older than the newest few, and nothing in it is lost
    assert lost.exists() and behind.exists() and all(p.exists() for p in aside[:3])
    assert backups.lacks(database, tmp_path / "gone.sqlite3") == -1  # kept on a doubt

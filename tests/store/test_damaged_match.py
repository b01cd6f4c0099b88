"""A match in progress whose stored events do not replay (one damaged row): the league still
opens, lists the others, names the damaged one, and can set it aside (abandoned, for the
reason "damaged", every row kept)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from roller_desktop.store.database import DAMAGED, open_store
from roller_desktop.store.errors import MatchClosed
from roller_desktop.store.recorder import MatchRecorder
from roller_desktop.store.startup import open_quickly

from .helpers import players, start


def damaged_league(path: Path) -> tuple[str, str]:
    """A league with two matches in progress; the keep of the second is spoilt in the file
    (it keeps two 6s its throw does not show). Returns (good id, damaged id)."""
    with open_store(path) as store:
        ids = players(store, "Anna", "Bert")
        good = start(store, "roller", ids)
        MatchRecorder.open(store, good).throw([1, 5, 2, 3, 3, 4])
        bad = start(store, "roller", ids[::-1])
        rec = MatchRecorder.open(store, bad)
        rec.throw([1, 5, 2, 3, 3, 4])
        rec.keep([1, 5])
        rec.bank()
    connection = sqlite3.connect(path)
    with connection:
        connection.execute(
            "UPDATE events SET dice = '66' WHERE kind = 'keep' AND match_pk ="
            " (SELECT pk FROM matches WHERE id = ?)",
            (bad,),
        )
    connection.close()
    return good, bad


def event_rows(path: Path) -> list[tuple[object, ...]]:
    connection = sqlite3.connect(path)
    try:
        return connection.execute("SELECT * FROM events ORDER BY match_pk, seq").fetchall()
    finally:
        connection.close()


def test_the_league_lists_the_others_and_names_the_damaged_one(sqlite_path: Path) -> None:
    """Before: Store.unfinished_matches raised InvalidSelection, and the window crashed."""
    good, bad = damaged_league(sqlite_path)
    with open_store(sqlite_path) as store:
        assert [m.id for m in store.unfinished_matches()] == [good]
        [damaged] = store.damaged_matches()
        assert damaged.id == bad and damaged.seat_names == ("Bert", "Anna")
        assert "Event 2" in damaged.problem and "6, 6" in damaged.problem


def test_the_quick_start_lists_them_as_the_store_does(sqlite_path: Path) -> None:
    good, _ = damaged_league(sqlite_path)
    quick = open_quickly(sqlite_path)
    assert quick is not None
    try:
        assert quick.window_first  # the window shows first, as for any sound league
        assert [m.id for m in quick.unfinished or []] == [good]
        store = quick.finish()
        try:
            assert quick.damaged == store.damaged_matches()
            assert [m.id for m in store.unfinished_matches()] == [good]
        finally:
            store.close()
    finally:
        quick.release()


def test_set_aside_keeps_every_row_and_says_why(sqlite_path: Path) -> None:
    good, bad = damaged_league(sqlite_path)
    before = event_rows(sqlite_path)
    with open_store(sqlite_path) as store:
        store.set_aside_damaged(bad)
        assert store.damaged_matches() == []
        assert [m.id for m in store.unfinished_matches()] == [good]
        with pytest.raises(MatchClosed):
            store.set_aside_damaged(bad)
    assert event_rows(sqlite_path) == before  # kept, not deleted
    connection = sqlite3.connect(sqlite_path)
    try:
        status = connection.execute(
            "SELECT status, status_reason FROM matches WHERE id = ?", (bad,)
        ).fetchone()
        plain = connection.execute(
            "SELECT status, status_reason FROM matches WHERE id = ?", (good,)
        ).fetchone()
    finally:
        connection.close()
    assert status == ("abandoned", DAMAGED)
    assert plain == ("in_progress", None)


def test_check_names_it_and_once_set_aside_counts_it_no_more(sqlite_path: Path) -> None:
    from roller_desktop.store.verify import verify_file

    _, bad = damaged_league(sqlite_path)
    report = verify_file(sqlite_path)
    assert not report.ok and bad in report.problem and "event 2" in report.problem
    with open_store(sqlite_path) as store:
        store.set_aside_damaged(bad)
    report = verify_file(sqlite_path)
    assert report.ok, report.problem
    assert any(bad in line and "set aside as damaged" in line for line in report.lines)


def test_a_set_aside_match_travels_in_the_league_file_with_its_reason(
    sqlite_path: Path, tmp_path: Path
) -> None:
    """Before format 4 the reason was not in the file, so the export of a league with a match
    set aside would not import again (its events do not replay). Now it does, reason and all,
    and a match abandoned without that reason must still replay."""
    from roller_desktop.store.exchange import export_file, import_file

    good, bad = damaged_league(sqlite_path)
    exported = tmp_path / "league.jsonl"
    with open_store(sqlite_path) as store:
        store.set_aside_damaged(bad)
        export_file(store, exported)
    with open_store(tmp_path / "copy.sqlite3") as copy:
        import_file(copy, exported)
        assert [m.id for m in copy.unfinished_matches()] == [good]
        assert copy.damaged_matches() == []
        assert event_rows(tmp_path / "copy.sqlite3") != []
        import_file(copy, exported)  # again: nothing changes, nothing refused
    connection = sqlite3.connect(tmp_path / "copy.sqlite3")
    try:
        reasons = connection.execute(
            "SELECT status, status_reason FROM matches WHERE id = ?", (bad,)
        ).fetchall()
    finally:
        connection.close()
    assert reasons == [("abandoned", DAMAGED)]
    # Without the reason the same record is refused: its events do not replay.
    text = exported.read_text(encoding="utf-8").replace(
        f'"status_reason":"{DAMAGED}"', '"status_reason":null'
    )
    broken = tmp_path / "broken.jsonl"
    broken.write_text(text, encoding="utf-8")
    with open_store(tmp_path / "other.sqlite3") as other, pytest.raises(ValueError):
        import_file(other, broken)

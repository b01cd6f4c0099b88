"""Revision 0018: each Roller seat's rounds kept with its results (read off the events by the
migration's frozen reading), a void match's results set aside. A league the program of 0017
wrote (data/revision_0017.sqlite3, made by data/make_revision_0017.py with that program)
opens, migrates and keeps every figure; its merge splits and its void match is restored as
the replaying path did it; and the frozen reading gives what the live code writes, on random
leagues of played and hand-kept (corrected) matches, on SQLite and PostgreSQL."""

from __future__ import annotations

import random
import shutil
from datetime import date
from pathlib import Path
from typing import Any

from sqlalchemy import select

from roller_desktop.store import demo, keeper, migrate
from roller_desktop.store.database import Store, open_store
from roller_desktop.store.derived.buckets import seat_counts
from roller_desktop.store.errors import StoreError
from roller_desktop.store.hand_kept import correct_match, enter_protocols
from roller_desktop.store.models import KeeperChangeRow, MatchRow, SeatResultRow

from .conftest import POSTGRES_URL, empty_postgres
from .test_keeper import figures
from .test_merge_recount import _row_by_row
from .test_protocol_known import _papers
from .test_split_restore_recount import BANKED, _old_restore, _without_rounds

DATA = Path(__file__).resolve().parent / "data"


def _stored_rounds(store: Store) -> dict[tuple[int, int], tuple[Any, ...]]:
    with store.session() as s:
        return {
            (int(row[0]), int(row[1])): tuple(row[2:])
            for row in s.execute(
                select(
                    SeatResultRow.match_pk,
                    SeatResultRow.seat,
                    *(SeatResultRow.__table__.c[name] for name in BANKED),
                ).where(SeatResultRow.game == "roller")
            )
        }


def _replayed_rounds(store: Store) -> dict[tuple[int, int], tuple[Any, ...]]:
    """Each counted Roller seat's banked rounds as the engine counts them, replayed."""
    with store.session() as s:
        pks = sorted(set(s.scalars(select(SeatResultRow.match_pk))))
        found: dict[tuple[int, int], tuple[Any, ...]] = {}
        for match in keeper.finished_matches(s, pks):
            if match.game.__class__.__name__ != "RollerMatch":
                continue
            for seat, counts in enumerate(seat_counts(match.game)):  # type: ignore[arg-type]
                found[match.match_pk, seat] = tuple(counts[name[7:]] for name in BANKED)
        return found


def _old_league(tmp_path: Path, name: str) -> Path:
    path = tmp_path / name
    shutil.copy(DATA / "revision_0017.sqlite3", path)
    return path


def test_a_league_of_0017_opens_with_its_figures_and_every_seats_rounds(tmp_path: Path) -> None:
    import sqlite3

    path = _old_league(tmp_path, "old.sqlite3")
    with sqlite3.connect(path) as connection:  # as the program of 0017 left them
        before = {
            table: connection.execute(f"SELECT * FROM {table} ORDER BY 1, 2, 3").fetchall()
            for table in ("seat_results", "league_days", "league_ratings", "round_tallies")
        }
    with open_store(path, backup=False) as store:
        after = figures(store)
        ordered = {table: sorted(rows) for table, rows in _without_rounds(after).items()}
        assert ordered == {table: sorted(rows) for table, rows in before.items()}
        stored = _stored_rounds(store)
        assert stored == _replayed_rounds(store)
        assert len(stored) > 50 and all(None not in row for row in stored.values())


def test_a_league_of_0017_splits_and_restores_as_the_replaying_path(tmp_path: Path) -> None:
    first, second = _old_league(tmp_path, "new.sqlite3"), _old_league(tmp_path, "old.sqlite3")
    with open_store(first, backup=False) as new, open_store(second, backup=False) as old:
        assert figures(new) == figures(old)
        with new.session() as s:
            merge = s.scalars(select(KeeperChangeRow).where(KeeperChangeRow.kind == "merge")).one()
            source_pk, into_pk, merge_id = merge.player_pk, merge.other_pk, merge.id
            moving = [(int(pk), int(seat)) for pk, seat in merge.data["seats"]]
            void = s.scalars(select(KeeperChangeRow).where(KeeperChangeRow.kind == "void")).one()
            void_id = s.get_one(MatchRow, void.match_pk).id
            day = date.fromisoformat(void.data["day"])
        assert source_pk is not None and into_pk is not None
        keeper.split_merge(new, merge_id)  # the target keeps seats of their own: rounds read
        _row_by_row(old, moving, into_pk, source_pk)
        assert figures(new) == figures(old)
        keeper.restore_match(new, void_id)  # voided before 0018: replayed, as before
        _old_restore(old, void_id, day)
        assert figures(new) == figures(old)
        keeper.void_match(new, void_id, "again")  # voided now: its results set aside
        keeper.restore_match(new, void_id)
        assert figures(new) == figures(old)


def test_the_migration_reads_each_seats_rounds_as_the_live_code_counts_them(
    location: str,
) -> None:
    rng = random.Random(180)
    with open_store(location, backup=False) as store:
        ids = demo.demo_player_ids(store)
        demo.fill_bulk(store, 40, seed=180, days=300)
        papers = enter_protocols(store, _papers(ids[:4], rng, 30))
        for match_id in papers:
            if rng.random() < 0.5:
                for cell in ("RT", "\u2013", "1050"):
                    try:
                        correct_match(store, match_id, {(rng.randrange(2), 0): cell})
                        break
                    except (StoreError, ValueError):  # the cell it has, or a 105 race
                        continue
        live = _stored_rounds(store)
        start = figures(store)
        with store.engine.begin() as connection:
            migrate.downgrade(connection, "0017")
        with store.engine.begin() as connection:
            migrate.upgrade(connection)
        assert _stored_rounds(store) == live
        assert figures(store) == start
        assert len(live) > 100 and all(None not in row for row in live.values())
    if location == POSTGRES_URL:
        empty_postgres(location)

"""Voids, mends and matches taken out (an import undone) recounted in a few set-based
statements (derived/in_place.py) against the row-by-row path they replaced: every match
replayed, withdrawn from the derived tables and written again through the one finish path
(derived/finish.rewrite_finished). Random leagues (played and hand-kept matches of both games,
practice against the computer), the same changes on two copies: every derived row must be the
same, to the last bit, on SQLite and on PostgreSQL."""

from __future__ import annotations

import random
import shutil
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import pytest
from sqlalchemy import create_engine, make_url, select

from roller_desktop.store import demo, keeper
from roller_desktop.store.database import VOID, Store, open_store
from roller_desktop.store.derived.finish import Finished, rewrite_finished
from roller_desktop.store.derived.in_place import withdraw
from roller_desktop.store.hand_kept import enter_protocols
from roller_desktop.store.handle import local_day, match_row
from roller_desktop.store.models import MatchRow, SeatResultRow

from .conftest import empty_postgres
from .test_keeper import figures
from .test_protocol_known import _papers


def _fill(store: Store, seed: int) -> None:
    rng = random.Random(seed)
    ids = demo.demo_player_ids(store)
    demo.fill_bulk(store, 40, seed=seed, days=500)
    demo.fill_bulk(store, 10, seed=seed + 1, days=40, players=ids[:3])
    enter_protocols(store, _papers(ids[:4], rng, 25))
    twin = store.add_player("Åke F.").id  # never at ids[0]'s table: a merge into them splits
    demo.fill_bulk(store, 15, seed=seed + 2, days=300, players=[twin, *ids[1:4]])
    enter_protocols(store, _papers([twin, *ids[1:3]], rng, 10))


@pytest.fixture
def twins(
    location: str, tmp_path: Path, request: pytest.FixtureRequest
) -> Iterator[tuple[Store, Store]]:
    """Two stores holding the same random league: the new path's and the old path's."""
    seed = int(getattr(request, "param", 1))
    if location.startswith("postgresql"):
        url = make_url(location)
        twin = url.set(database=f"{url.database}_twin")
        with open_store(location) as store:
            _fill(store, seed)
        admin = create_engine(url.set(database="postgres"), isolation_level="AUTOCOMMIT")
        with admin.connect() as connection:  # a copy of the database, made by the server
            connection.exec_driver_sql(f'DROP DATABASE IF EXISTS "{twin.database}"')
            connection.exec_driver_sql(
                f'CREATE DATABASE "{twin.database}" TEMPLATE "{url.database}"'
            )
        admin.dispose()
        second = twin.render_as_string(hide_password=False)
    else:
        with open_store(location, backup=False) as store:
            _fill(store, seed)
        second = str(tmp_path / "rows.sqlite3")
        shutil.copy(location, second)
    new, old = open_store(location, backup=False), open_store(second, backup=False)
    try:
        yield new, old
    finally:
        new.close()
        old.close()
        if second.startswith("postgresql"):
            empty_postgres(second)


def _old_withdraw(store: Store, match_pks: list[int]) -> None:
    with store.session() as s:
        rewrite_finished(s.connection(), keeper.finished_matches(s, match_pks), [])


def _old_void(store: Store, match_id: str) -> None:
    with store.session() as s:
        match = match_row(s, match_id)
        before = keeper.finished_matches(s, [match.pk])
        match.status, match.status_reason, match.status_note = "abandoned", VOID, "test"
        s.flush()
        rewrite_finished(s.connection(), before, [])


def _old_mend(store: Store, match_id: str, shift: timedelta) -> None:
    with store.session() as s:
        match = match_row(s, match_id)
        assert match.finished is not None and match.started is not None
        before = keeper.finished_matches(s, [match.pk])
        match.started, match.finished = match.started + shift, match.finished + shift
        s.flush()
        day = local_day(match.finished)
        after = [Finished(m.match_pk, m.game, m.player_pks, match.finished, day) for m in before]
        rewrite_finished(s.connection(), before, after)


def _counted_ids(store: Store) -> list[str]:
    with store.session() as s:
        return sorted(
            s.scalars(
                select(MatchRow.id)
                .join(SeatResultRow, SeatResultRow.match_pk == MatchRow.pk)
                .distinct()
            )
        )


def test_voids_and_mends_give_the_rows_the_finish_path_gives(twins: tuple[Store, Store]) -> None:
    new, old = twins
    assert figures(new) == figures(old)
    rng = random.Random(28)
    ids = _counted_ids(new)
    for match_id in rng.sample(ids, 20):  # later, earlier, into another year, the same day
        shift = timedelta(minutes=rng.choice((5, -5, 60 * 24 * 3, -60 * 24 * 400)))
        with new.session() as s:
            finished = match_row(s, match_id).finished
        assert finished is not None
        keeper.mend_match(new, match_id, finished + shift)
        _old_mend(old, match_id, shift)
        assert figures(new) == figures(old), match_id
    for match_id in rng.sample(ids, 6):
        keeper.void_match(new, match_id, "test")
        _old_void(old, match_id)
        assert figures(new) == figures(old), match_id
        if rng.random() < 0.5:  # the restore is the finish path's on both
            keeper.restore_match(new, match_id)
            keeper.restore_match(old, match_id)
            assert figures(new) == figures(old), match_id


def test_matches_taken_out_together_as_the_finish_path_takes_them(
    twins: tuple[Store, Store],
) -> None:
    new, old = twins
    with new.session() as s:
        pks = sorted(s.scalars(select(MatchRow.pk)))
    rng = random.Random(15)
    for count in (1, 7, 40):
        chosen = rng.sample(pks, count)
        with new.session() as s:
            withdraw(s.connection(), chosen)
        _old_withdraw(old, chosen)
        after = figures(new)
        assert after == figures(old), chosen
        pks = [pk for pk in pks if pk not in chosen]
    assert after["seat_results"] and after["round_tallies"]  # something was left to compare

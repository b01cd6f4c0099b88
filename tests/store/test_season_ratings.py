"""The stored league ratings (table league_ratings) equal the ratings computed over the same
range, bit for bit, however the matches arrive: one by one, in batches, out of order, moved in
time, imported, or filled in by the migration."""

from __future__ import annotations

import json
import os
import shutil
import time
import uuid
from collections import Counter
from collections.abc import Iterator
from datetime import date, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy import delete, insert, select

from roller_desktop.store import migrate
from roller_desktop.store.database import Store, open_store
from roller_desktop.store.demo import fill_bulk
from roller_desktop.store.derived.league_days import add_results
from roller_desktop.store.derived.season_ratings import ALL_TIME, rate_results
from roller_desktop.store.exchange import export_league, import_text
from roller_desktop.store.handle import local_day
from roller_desktop.store.models import Base
from roller_desktop.store.queries.ratings import league_ratings, stored_ratings
from roller_desktop.store.recorder import MatchRecorder

from .helpers import play_out, players, start

T = Base.metadata.tables
# New Zealand's rule as a POSIX string (no time zone database needed): +12, +13 in summer, so
# the local new year begins on the UTC 31 December.
NEW_ZEALAND = "NZST-12NZDT,M9.5.0,M4.1.0/3"


@pytest.fixture
def new_zealand() -> Iterator[None]:
    """The computer's calendar far from UTC, so that local and UTC years differ at new year."""
    before = os.environ.get("TZ")
    os.environ["TZ"] = NEW_ZEALAND
    time.tzset()
    try:
        yield
    finally:
        if before is None:
            del os.environ["TZ"]
        else:
            os.environ["TZ"] = before
        time.tzset()


def stored(store: Store) -> dict[tuple[str, int, int], tuple[float, int]]:
    t = T["league_ratings"].c
    with store.engine.connect() as connection:
        return {
            (game, season, player): (value, count)
            for game, season, player, value, count in connection.execute(
                select(t.game, t.season, t.player_pk, t.rating, t.matches)
            )
        }


def rated_matches(store: Store) -> Counter[tuple[str, int, int]]:
    """(game, season, player_pk) -> matches of two or more seats, counted from seat_results."""
    r = T["seat_results"].c
    counts: Counter[tuple[str, int, int]] = Counter()
    with store.engine.connect() as connection:
        for game, finished, player in connection.execute(
            select(r.game, r.finished, r.player_pk).where(r.seat_count > 1)
        ):
            counts[(game, ALL_TIME, player)] += 1
            counts[(game, local_day(finished).year, player)] += 1
    return counts


def assert_stored_equals_computed(store: Store) -> None:
    """Every season's and all time's stored ratings are those league_ratings computes."""
    table = stored(store)
    counts = rated_matches(store)
    assert {key: count for key, (_, count) in table.items()} == dict(counts)
    with store.session() as s:
        ids = {pk: pid for pk, pid in s.execute(select(T["players"].c.pk, T["players"].c.id))}
    for game in ("roller", "105"):
        for season in {season for g, season, _ in counts if g == game} | {ALL_TIME}:
            scope = (game, season)
            if season == ALL_TIME:
                computed = league_ratings(store, game)
            else:
                computed = league_ratings(store, game, date(season, 1, 1), date(season, 12, 31))
            kept = {ids[p]: value for (g, y, p), (value, _) in table.items() if (g, y) == scope}
            assert kept == computed, scope  # exactly, not approximately
            with store.engine.connect() as connection:
                assert stored_ratings(connection, game, season) == computed


# ---- random sequences, written straight into the tables -------------------------------------

INSTANTS = [
    datetime(2024, 12, 31, 10, 30),  # already 2025 in New Zealand
    datetime(2024, 12, 31, 11, 30),
    datetime(2025, 6, 1, 12, 0),
    datetime(2025, 12, 30, 23, 0),
    datetime(2025, 12, 31, 12, 0),
    datetime(2026, 3, 1, 8, 0),
]

seat = st.tuples(
    st.sampled_from([0, 50, 1200, 1200, 3000]),  # Roller totals, ties likely
    st.sampled_from([1, 2, 2, 3, None]),  # 105 places, unplaced (None) and ties too
)
match = st.tuples(
    st.sampled_from(["roller", "105"]),
    st.sampled_from(INSTANTS),
    st.integers(0, 2),  # minutes later: matches finishing at the same instant happen
    st.lists(st.integers(0, 4), min_size=1, max_size=4, unique=True),  # one seat: practice
    st.lists(seat, min_size=4, max_size=4),
)


def write_batch(store: Store, player_pks: list[int], batch: list[Any]) -> None:
    """Finished matches as the writers store them: results, day figures and ratings at once."""
    with store.engine.begin() as connection:
        results: list[dict[str, Any]] = []
        for game, instant, minutes, seated, scores in batch:
            finished = instant + timedelta(minutes=minutes)
            pk = connection.execute(
                insert(T["matches"]).values(
                    id=str(uuid.uuid4()),
                    game=game,
                    rules={},
                    starter=0,
                    status="finished",
                    started=finished - timedelta(minutes=20),
                    finished=finished,
                )
            ).inserted_primary_key[0]
            rows = []
            for index, who in enumerate(seated):
                total, place = scores[index]
                connection.execute(
                    insert(T["seats"]).values(
                        match_pk=pk, seat=index, player_pk=player_pks[who], dice=5, kids=False
                    )
                )
                rows.append(
                    {
                        "match_pk": pk,
                        "seat": index,
                        "player_pk": player_pks[who],
                        "game": game,
                        "finished": finished,
                        "day": local_day(finished),  # as results.seat_results keeps it
                        "seat_count": len(seated),
                        "won": index == 0,
                        "total": total if game == "roller" else None,
                        "place": place if game == "105" else None,
                        "ww": False,
                        "sur_mun": False,
                        "plump": False,
                        "tjock": 0 if game == "roller" else None,
                        "rt": 0 if game == "roller" else None,
                        "rollers": 0 if game == "roller" else None,
                        "best_round": None,
                        "turns": None if game == "roller" else 10,
                    }
                )
            connection.execute(insert(T["seat_results"]), rows)
            results.extend(rows)
        add_results(connection, results)
        rate_results(connection, results)


def emptied(store: Store) -> list[int]:
    """The store without matches; the keys of five players (added once)."""
    with store.engine.begin() as connection:
        for name in ("league_ratings", "league_days", "seat_results", "seats", "matches"):
            connection.execute(delete(T[name]))
    if not store.players():
        players(store, "Ann", "Bo", "Cia", "Dan", "Eva")
    with store.session() as s:
        return list(s.scalars(select(T["players"].c.pk).order_by(T["players"].c.pk)))


@settings(
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(
    matches=st.lists(match, min_size=1, max_size=14),
    cuts=st.lists(st.integers(1, 5), min_size=1, max_size=14),
)
def test_random_sequences_in_random_batches(
    store: Store, new_zealand: None, matches: list[Any], cuts: list[int]
) -> None:
    player_pks = emptied(store)
    remaining = list(matches)
    for size in cuts:  # batches as an import or the demo writes them; the rest one by one
        if remaining:
            write_batch(store, player_pks, remaining[:size])
            remaining = remaining[size:]
    for item in remaining:
        write_batch(store, player_pks, [item])
    assert_stored_equals_computed(store)


# ---- the real writers -------------------------------------------------------------------------


def test_recorder_demo_move_and_import_keep_the_ratings(
    location: str, tmp_path: Any, new_zealand: None
) -> None:
    with open_store(tmp_path / "older.sqlite3") as older:
        ids = players(older, "Ola", "Kari", "Per")
        for n, seats in enumerate([[0, 1], [1, 2, 0], [2]]):  # the last: a practice match
            rec = MatchRecorder.open(
                older, start(older, "roller", [ids[i] for i in seats], {"rounds": 1})
            )
            play_out(rec, seed=n)
            older.move_match(rec.match_id, datetime(2023, 12, 31, 11, n))
        race = MatchRecorder.open(older, start(older, "105", ids, dice=1))
        play_out(race, seed=7)
        assert_stored_equals_computed(older)
        document = export_league(older)
    with open_store(location) as store:
        ids = players(store, "Ola", "Kari", "Per", "Lisa")
        for n in range(3):  # one by one, each after the last: rated on top
            rec = MatchRecorder.open(store, start(store, "roller", ids[n : n + 2], {"rounds": 1}))
            play_out(rec, seed=10 + n)
            assert_stored_equals_computed(store)
        first = rec.match_id
        fill_bulk(store, 30, seed=4, batch=10, days=800)  # spread over the past, out of order
        assert_stored_equals_computed(store)
        store.move_match(first, datetime(2024, 12, 31, 12, 0))  # into another season
        assert_stored_equals_computed(store)
        import_text(store, json.dumps(document))  # older matches, merged
        assert_stored_equals_computed(store)
        rec = MatchRecorder.open(store, start(store, "105", ids[:3], dice=1))
        play_out(rec, seed=3)
        assert_stored_equals_computed(store)


def test_the_migration_rates_the_matches_already_stored(location: str, new_zealand: None) -> None:
    with open_store(location) as store:
        player_pks = emptied(store)
        around_new_year = [
            (game, instant, 0, [n % 5, (n + 1) % 5, (n + 3) % 5][: 1 + n % 3], [(n % 3, n % 4)] * 4)
            for n, (game, instant) in enumerate(
                (game, instant) for instant in INSTANTS for game in ("roller", "105")
            )
        ]
        write_batch(store, player_pks, around_new_year)
        fill_bulk(store, 30, seed=8, batch=30, days=900)
        before = stored(store)
        assert {season for _, season, _ in before} >= {2024, 2025, 2026, ALL_TIME}
        with store.engine.begin() as connection:
            migrate.downgrade(connection, "0005")
        reports: list[tuple[str, int, int]] = []
        with store.engine.begin() as connection:
            migrate.upgrade(connection, progress=lambda *report: reports.append(report))
        assert stored(store) == before
        assert_stored_equals_computed(store)
        rated = sum(1 for game, instant, _, seated, _ in around_new_year if len(seated) > 1)
        assert [r for r in reports if r[0] == "ratings"][-1] == ("ratings", rated + 30, rated + 30)


def test_a_first_revision_league_upgrades_with_its_ratings(tmp_path: Any) -> None:
    path = tmp_path / "league.sqlite3"
    shutil.copy(Path(__file__).parent / "data" / "first_revision.sqlite3", path)
    with open_store(path) as store:
        assert stored(store), "the fixture has finished matches of two or more players"
        assert_stored_equals_computed(store)

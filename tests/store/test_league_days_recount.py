"""The league days recounted by the database (league_days.rebuild_days, set-based) against the
sums the finish path adds a match at a time (league_days.day_rows), on random leagues: played
matches, paper protocols of other lengths, 105 races, practice."""

from __future__ import annotations

import random
from typing import Any

from sqlalchemy import select

from roller_desktop.store.database import Store
from roller_desktop.store.demo import fill_bulk
from roller_desktop.store.derived.league_days import TABLE, rebuild_days
from roller_desktop.store.hand_kept import enter_protocols
from roller_desktop.store.models import Base

from .helpers import players
from .test_protocol_known import _papers

RESULTS = Base.metadata.tables["seat_results"]


def _days(store: Store) -> dict[tuple[Any, ...], tuple[Any, ...]]:
    with store.session() as s:
        return {
            (row.game, str(row.day), row.player_pk): tuple(row)
            for row in s.execute(select(TABLE)).all()
        }


def _league(store: Store, seed: int, ids: list[str] | None = None) -> list[str]:
    rng = random.Random(seed)
    ids = ids or players(store, "Anna", "Bo", "Cia", "Dan", "Eva")
    fill_bulk(store, 60, seed=seed, players=ids, days=20)
    enter_protocols(store, _papers(ids, rng, 30))
    return ids


def test_every_day_recounted_by_the_database_is_what_the_matches_added(store: Store) -> None:
    ids = None
    for seed in (1, 2):  # the second league on top of the first
        ids = _league(store, seed, ids)
        added = _days(store)
        assert added  # the finish path's sums, a match at a time
        with store.session() as s:
            keys = {(game, day) for game, day in s.execute(select(RESULTS.c.game, RESULTS.c.day))}
            connection = s.connection()
            connection.execute(TABLE.delete())
            rebuild_days(connection, keys)
        assert _days(store) == added


def test_some_players_of_some_days_recounted(store: Store) -> None:
    _league(store, 3)
    added = _days(store)
    with store.session() as s:
        keys = sorted({(g, d) for g, d in s.execute(select(RESULTS.c.game, RESULTS.c.day))})
        chosen = keys[::3]
        players_chosen = sorted({pk for _, _, pk in added})[:2]
        connection = s.connection()
        # the rows of those players on those days spoiled: the recount puts them right
        connection.execute(
            TABLE.update()
            .where(TABLE.c.player_pk.in_(players_chosen))
            .values(matches=TABLE.c.matches + 7, best_total=None)
        )
        rebuild_days(connection, chosen, players_chosen)
    recounted = _days(store)
    spoiled = {key for key in added if key[2] in players_chosen} - {
        (g, str(d), pk) for g, d in chosen for pk in players_chosen
    }
    assert spoiled  # rows outside the chosen days stay as they were (spoiled)
    for key, row in added.items():
        if key in spoiled:
            assert recounted[key] != row
        else:
            assert recounted[key] == row

"""Seats that pass from one player to another (a merge, its split): the derived rows follow in
a few set-based statements (issue 28).

A moved seat's match keeps its results, so nothing is withdrawn and written again match by
match (as finish.rewrite_finished does for a match that changes): the seat results change
hands, the two players' league days of the days touched are recounted by the database, their
round tallies move, and each rating scope touched is rated again once. The figures are the
finish path's, row for row (tests/store/test_merge_recount.py holds the two side by side).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Sequence
from datetime import date
from typing import Any

from sqlalchemy import Connection, select, tuple_, update

from ..models import Base
from . import round_tallies
from .league_days import rebuild_days
from .season_ratings import ALL_TIME, rebuild

RESULTS_TABLE = Base.metadata.tables["seat_results"]
KEYS = 500  # seats in one IN (...) list

Tallies = tuple[list[dict[str, Any]], list[dict[str, Any]]]


def move_results(
    connection: Connection,
    seats: Sequence[tuple[int, int]],
    old_pk: int,
    new_pk: int,
    counted: dict[int, tuple[str, date]],
    tallies: Tallies | None,
    progress: Callable[[str, int, int], None] | None = None,
) -> None:
    """The derived rows of these seats (those of `old_pk` among them) made `new_pk`'s:
    `counted` the matches with seat results, game and stored day; `tallies` None when every
    seat of `old_pk` moves (all their round tallies move), else the tally rows of the matches
    as they were and as they are (the caller replayed them)."""
    r = RESULTS_TABLE.c
    for start in range(0, len(seats), KEYS):
        connection.execute(
            update(RESULTS_TABLE)
            .where(
                tuple_(r.match_pk, r.seat).in_(seats[start : start + KEYS]), r.player_pk == old_pk
            )
            .values(player_pk=new_pk)
        )
    rebuild_days(connection, set(counted.values()), {old_pk, new_pk})
    if progress is not None:
        progress("counting the days again", 1, 1)
    if tallies is None:
        _move_tallies(connection, old_pk, new_pk)
    else:
        round_tallies.add_rows(connection, tallies[0], sign=-1)
        round_tallies.add_rows(connection, tallies[1])
    scopes: dict[str, set[int]] = defaultdict(lambda: {ALL_TIME})
    for game, day in counted.values():
        scopes[game].add(day.year)
    for game, seasons in sorted(scopes.items()):
        rebuild(connection, game, seasons)
    if progress is not None:
        progress("rating", 1, 1)


def _move_tallies(connection: Connection, old_pk: int, new_pk: int) -> None:
    """Every seat of a player moved: all their round tallies are the other player's now."""
    table = round_tallies.TABLE
    rows = [
        {**row._asdict(), "player_pk": new_pk}
        for row in connection.execute(
            select(table.c.game, table.c.day, table.c.bucket, table.c.rounds).where(
                table.c.player_pk == old_pk
            )
        )
    ]
    connection.execute(table.delete().where(table.c.player_pk == old_pk))
    round_tallies.add_rows(connection, rows)

"""A void match's seat results set aside, and put back when it is restored (revision 0018).

A void takes a match out of the league (in_place.withdraw) and keeps its seat results as they
were counted in voided_results; a restore puts them back where they were, with the players
its seats have now, its finishing time and the league day it is counted on, and adds them to
the league days, the round tallies and the ratings of its season and all time: no replay.
A match voided before 0018 (or void when it came from another laptop) has none set aside: its
restore replays it through the one finish path, as before. The figures are the finish path's,
row for row (tests/store/test_in_place_recount.py holds the two side by side).
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, datetime

from sqlalchemy import Connection, delete, insert, select

from ..models import Base
from . import round_tallies
from .finish import outside_league
from .league_days import add_results
from .season_ratings import ALL_TIME, rebuild
from .stored_rounds import match_tallies

RESULTS = Base.metadata.tables["seat_results"]
VOIDED = Base.metadata.tables["voided_results"]
SEATS = Base.metadata.tables["seats"]
COLUMNS = [column.name for column in RESULTS.columns]
KEYS = 500  # matches in one IN (...) list


def set_aside(connection: Connection, match_pks: Sequence[int]) -> None:
    """Keep these matches' seat results, as they are counted now, for their restore (before
    they are withdrawn)."""
    pks = sorted(set(match_pks))
    for start in range(0, len(pks), KEYS):
        part = pks[start : start + KEYS]
        connection.execute(delete(VOIDED).where(VOIDED.c.match_pk.in_(part)))
        connection.execute(
            VOIDED.insert().from_select(
                COLUMNS,
                select(*(RESULTS.c[name] for name in COLUMNS)).where(RESULTS.c.match_pk.in_(part)),
            )
        )


def put_back(connection: Connection, match_pk: int, finished: datetime, day: date) -> bool:
    """A restored match's results set aside at its void back in the league, finished at
    `finished` and counted on `day`; False (nothing changed) when none were set aside."""
    rows = [
        dict(row._mapping)
        for row in connection.execute(select(VOIDED).where(VOIDED.c.match_pk == match_pk))
    ]
    connection.execute(delete(VOIDED).where(VOIDED.c.match_pk == match_pk))
    if not rows:
        return False
    players = dict(
        connection.execute(
            select(SEATS.c.seat, SEATS.c.player_pk).where(SEATS.c.match_pk == match_pk)
        ).all()
    )
    outside = match_pk in outside_league(connection, [match_pk])
    for row in rows:  # a merge or split since moved its seats; a mend from afar its time
        row.update(player_pk=players[row["seat"]], finished=finished, day=day, outside=outside)
    connection.execute(insert(RESULTS), rows)
    add_results(connection, rows)
    round_tallies.add_rows(connection, match_tallies(connection, [match_pk]))
    rebuild(connection, str(rows[0]["game"]), {ALL_TIME, day.year})
    return True

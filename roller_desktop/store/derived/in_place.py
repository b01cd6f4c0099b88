"""Counted matches whose results stay as they are: moved in time (a mend), taken out of the
league (a void, an import undone), or in or outside it as their championship says (its setting
changed). Their derived rows follow in a few set-based statements (issue 28), as a merge's do
(moved.py), instead of each match being replayed, withdrawn and written again through the
finish path: the seat results are read, moved, marked or deleted where they are, the league
days of the days touched are recounted by the database, the rounds come off (and go onto) the
tallies as the seat results hold them (stored_rounds.py), and each rating scope touched is
rated again once. The figures are the finish path's, row for row (test_in_place_recount.py
and test_split_restore_recount.py hold the two side by side, on SQLite and PostgreSQL).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from datetime import date, datetime

from sqlalchemy import Connection, delete, select, update

from ..models import Base
from . import round_tallies
from .finish import outside_league
from .league_days import rebuild_days
from .season_ratings import ALL_TIME, rebuild
from .stored_rounds import match_tallies

RESULTS = Base.metadata.tables["seat_results"]
KEYS = 500  # matches in one IN (...) list

Counted = dict[int, tuple[str, date, bool]]  # match key -> game, stored day, outside the league


def counted(connection: Connection, match_pks: Sequence[int]) -> Counted:
    """Of these matches, those counted (with seat results): game, stored day, and whether
    they are outside the league (a championship's that does not count)."""
    r = RESULTS.c
    found: Counted = {}
    pks = sorted(set(match_pks))
    for start in range(0, len(pks), KEYS):
        for pk, game, day, outside in connection.execute(
            select(r.match_pk, r.game, r.day, r.outside)
            .where(r.match_pk.in_(pks[start : start + KEYS]))
            .distinct()
        ):
            found[pk] = (game, _as_date(day), bool(outside))
    return found


def withdraw(connection: Connection, match_pks: Sequence[int]) -> None:
    """Take these matches out of the derived tables as they are counted (those not counted
    are left alone): their seat results deleted, their days recounted, their rounds off the
    tallies (as their seat results hold them), their seasons and all time rated again."""
    found = counted(connection, match_pks)
    if not found:
        return
    pks = sorted(found)
    tallies = match_tallies(connection, pks)
    for start in range(0, len(pks), KEYS):
        connection.execute(delete(RESULTS).where(RESULTS.c.match_pk.in_(pks[start : start + KEYS])))
    rebuild_days(connection, {(game, day) for game, day, _ in found.values()})
    round_tallies.add_rows(connection, tallies, sign=-1)
    _rate(connection, {(game, day) for game, day, _ in found.values()})


def move_in_time(connection: Connection, match_pk: int, finished: datetime, day: date) -> None:
    """A counted match now finished at `finished` (naive UTC), counted on league day `day`:
    its seat results say so, the old and the new day are recounted, its rounds move from the
    one day to the other, and the seasons of both and all time are rated again."""
    found = counted(connection, [match_pk])
    if not found:
        return
    game, old_day, _ = found[match_pk]
    tallies = match_tallies(connection, [match_pk]) if day != old_day else []
    connection.execute(
        update(RESULTS).where(RESULTS.c.match_pk == match_pk).values(finished=finished, day=day)
    )
    rebuild_days(connection, {(game, old_day), (game, day)})
    if tallies:  # its rounds from the old day to the new
        round_tallies.add_rows(connection, tallies, -1)
        round_tallies.add_rows(connection, [{**row, "day": day} for row in tallies])
    _rate(connection, {(game, old_day), (game, day)})


def follow_outside(connection: Connection, match_pks: Sequence[int]) -> int:
    """These counted matches in or outside the league as their championship says now (its
    setting changed, or a match was linked to it): those that change side have their rounds
    taken off (or put on) the tallies and their flag set, their days recounted, their seasons
    and all time rated again; their results otherwise stay as they are. How many changed."""
    found = counted(connection, match_pks)
    now = outside_league(connection, sorted(found))
    leaving = sorted(pk for pk, (_, _, out) in found.items() if not out and pk in now)
    joining = sorted(pk for pk, (_, _, out) in found.items() if out and pk not in now)
    if not leaving and not joining:
        return 0
    round_tallies.add_rows(connection, match_tallies(connection, leaving), -1)  # as counted
    for pks, out in ((leaving, True), (joining, False)):
        for start in range(0, len(pks), KEYS):
            connection.execute(
                update(RESULTS)
                .where(RESULTS.c.match_pk.in_(pks[start : start + KEYS]))
                .values(outside=out)
            )
    round_tallies.add_rows(connection, match_tallies(connection, joining))
    days = {(found[pk][0], found[pk][1]) for pk in (*leaving, *joining)}
    rebuild_days(connection, days)
    _rate(connection, days)
    return len(leaving) + len(joining)


def _rate(connection: Connection, days: set[tuple[str, date]]) -> None:
    scopes: dict[str, set[int]] = defaultdict(lambda: {ALL_TIME})
    for game, day in days:
        scopes[game].add(day.year)
    for game, seasons in sorted(scopes.items()):
        rebuild(connection, game, seasons)


def _as_date(day: date | str) -> date:
    return date.fromisoformat(day) if isinstance(day, str) else day

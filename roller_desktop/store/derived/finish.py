"""The one way a finished match gets its derived rows.

Every path that finishes a match or brings finished matches in (the recorder at the table,
import, the demo league, moving a match in time) hands them to `write_finished`, in its own
transaction: the per-seat results (seat_results), and from them the league days, the round
tallies and the season ratings. Many matches at once cost little more than one (an import or
a demo league writes a batch at a time); the figures are the same either way.

`withdraw_finished` takes matches out of those tables again, so that a match moved in time is
withdrawn and then written as if it had finished at its new time.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any

from sqlalchemy import Connection, bindparam, delete, insert, select

from roller_desktop.engine.hundredfive import Race
from roller_desktop.engine.roller import RollerMatch

from ..handle import local_day
from ..models import Base
from . import round_tallies
from .league_days import add_results, rebuild_days
from .results import seat_results
from .season_ratings import ALL_TIME, rate_results, rebuild

RESULTS = Base.metadata.tables["seat_results"]
_T = Base.metadata.tables


@dataclass(frozen=True, slots=True)
class Finished:
    """A finished match: its key, the engine object that finished it (its events replayed),
    each seat's player key (None: a computer seat), and when it finished (naive UTC)."""

    match_pk: int
    game: RollerMatch | Race
    player_pks: Sequence[int | None]
    finished: datetime
    # The league day to keep (a match written again after a merge or a restore keeps the day
    # it was first counted on, whatever this computer's time zone); None: `finished`'s.
    day: date | None = None

    @property
    def seats(self) -> int:
        return len(self.player_pks)


def write_finished(
    connection: Connection, matches: Iterable[Finished], rate: bool = True
) -> dict[str, set[int]]:
    """Write the derived rows of these finished matches (none of them written before): their
    seat results, and their part of the league days, round tallies and ratings (`rate` False:
    the caller rates the scopes returned, game -> seasons, again itself)."""
    results: list[dict[str, Any]] = []
    tallies: list[dict[str, Any]] = []
    matches = list(matches)
    outside = outside_league(connection, [match.match_pk for match in matches])
    for match in matches:
        game = match.game
        protocol = game.protocol() if isinstance(game, RollerMatch) else None  # made once
        rows = seat_results(game, match.match_pk, match.player_pks, match.finished, protocol)
        for row in rows:
            if match.day is not None:
                row["day"] = match.day
            row["outside"] = match.match_pk in outside
        results += rows
        if match.match_pk not in outside:
            tallies += round_tallies.tally_rows(
                game, match.player_pks, match.finished, match.day, protocol=protocol
            )
    if not results:
        return {}
    connection.execute(insert(RESULTS), results)
    add_results(connection, results)
    round_tallies.add_rows(connection, tallies)
    if rate:
        rate_results(connection, results)  # reads the seat results just written
        return {}
    scopes: dict[str, set[int]] = defaultdict(lambda: {ALL_TIME})
    for row in results:
        scopes[row["game"]].add(_as_date(row["day"]).year)
    return dict(scopes)


def rewrite_finished(
    connection: Connection,
    before: Sequence[Finished],
    after: Sequence[Finished],
    progress: Callable[[str, int, int], None] | None = None,
) -> None:
    """Take finished matches out of the derived tables as they were written (`before`) and
    write them again as they are now (`after`: other players, another time, or none of them
    for a match voided; some more for matches restored): the league days and tallies recounted
    for what changed, each rating scope touched rated again once from the seat results."""
    scopes: dict[str, set[int]] = defaultdict(set)
    for game, seasons in withdraw_finished(connection, before, rate=False).items():
        scopes[game] |= seasons
    if progress is not None:
        progress("withdrawn", 1, 3)
    for game, seasons in write_finished(connection, after, rate=False).items():
        scopes[game] |= seasons
    if progress is not None:
        progress("written", 2, 3)
    for game, seasons in scopes.items():
        rebuild(connection, game, seasons)
    if progress is not None:
        progress("rated", 3, 3)


def withdraw_finished(
    connection: Connection, matches: Sequence[Finished], rate: bool = True
) -> dict[str, set[int]]:
    """Take these finished matches out of the derived tables, as they were written (on the
    league day stored with them; `finished` the time they were written with): their seat
    results deleted, their league days counted again, their rounds taken off the tallies, and
    the ratings of their seasons and of all time rated again without them (`rate` False:
    the scopes to rate again are returned, game -> seasons, for the caller to rate)."""
    if not matches:
        return {}
    r = RESULTS.c
    pks = [match.match_pk for match in matches]
    stored: dict[int, tuple[str, date]] = {}
    outside: set[int] = set()
    for pk, game, day, out in connection.execute(
        select(r.match_pk, r.game, r.day, r.outside).where(r.match_pk.in_(pks)).distinct()
    ):
        stored[pk] = (game, _as_date(day))
        if out:
            outside.add(pk)
    tallies: list[dict[str, Any]] = []
    seasons: dict[str, set[int]] = defaultdict(lambda: {ALL_TIME})
    for match in matches:
        game, day = stored.get(match.match_pk, (_game_name(match.game), local_day(match.finished)))
        if match.match_pk not in outside:  # an outside match never added its rounds
            tallies += round_tallies.tally_rows(match.game, match.player_pks, match.finished, day)
        seasons[game].add(day.year)
    connection.execute(delete(RESULTS).where(r.match_pk.in_(pks)))
    rebuild_days(connection, set(stored.values()))
    round_tallies.add_rows(connection, tallies, sign=-1)
    if not rate:
        return dict(seasons)
    for game, scopes in seasons.items():
        rebuild(connection, game, scopes)
    return {}


def outside_league(connection: Connection, match_pks: Sequence[int]) -> set[int]:
    """Of these matches, those of a championship whose matches do not count in the league,
    and the deciding rounds of a tied final (round -k): a tie-break of one rond is no league
    match."""
    found: set[int] = set()
    for start in range(0, len(match_pks), 500):
        part = list(match_pks[start : start + 500])
        found.update(connection.execute(_OUTSIDE, {"pks": part}).scalars())
    return found


_LINKS, _CHAMPIONSHIPS = _T["championship_matches"], _T["championships"]
_OUTSIDE = (  # built once (issue 28: building it cost more than running it)
    select(_LINKS.c.match_pk)
    .join(_CHAMPIONSHIPS, _CHAMPIONSHIPS.c.pk == _LINKS.c.championship_pk)
    .where(
        _LINKS.c.match_pk.in_(bindparam("pks", expanding=True)),
        _CHAMPIONSHIPS.c.counts_in_league.is_(False) | (_LINKS.c.round < 0),
    )
)


def _as_date(day: date | str) -> date:
    return date.fromisoformat(day) if isinstance(day, str) else day


def _game_name(game: RollerMatch | Race) -> str:
    return "roller" if isinstance(game, RollerMatch) else "105"

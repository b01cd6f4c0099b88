"""Keeping the league ratings per game, season and player up to date (table league_ratings).

The rating (derived/elo.py) rates the matches of the range a league table shows, so each
season starts level at 1500. The table keeps the ratings of every season (the calendar year on
this computer's calendar, as league_days counts days) and of all time (season 0), so that a
season's table shows its rating column at once.

The one finish path (finish.py, for the recorder, import, demo and moving a match in time)
hands the new per-seat results to `rate_results` in the same transaction, after writing them
to seat_results. The Elo depends on the order of the matches (finished, match, seat): a match that
comes after every rated match of its scope is rated on top of the stored values; otherwise the
scope is rated again from seat_results. Either way the values are those `league_ratings`
computes for the same range, bit for bit: both go through `elo.rate_rows`.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Iterator
from datetime import date, datetime
from typing import Any

from sqlalchemy import Connection, String, bindparam, delete, or_, select, type_coerce

from ..handle import local_day
from ..models import Base
from .elo import UNPLACED, rate_match, rate_rows
from .league_days import stored_day
from .upsert import upsert

TABLE = Base.metadata.tables["league_ratings"]
RESULTS = Base.metadata.tables["seat_results"]
PLAYERS = Base.metadata.tables["players"]
ALL_TIME = 0  # the season number of the all-time ratings

Scope = tuple[str, int]  # (game, season); season 0 is all time
# (game, season, player_pk) -> (rating, rated matches)
Ratings = dict[tuple[str, int, int], tuple[float, int]]


def season_of(finished_utc: datetime) -> int:
    """The season of a match: the local calendar year it finished in."""
    return local_day(finished_utc).year


def score_of(game: str, total: int | None, place: int | None) -> float:
    """Higher is ahead: Roller's total; 105's place negated, the unplaced behind all placed."""
    if game == "roller":
        return float(total or 0)
    return -float(place if place is not None else UNPLACED)


def rate_ordered(
    rows: Iterable[tuple[str, date | datetime | str, int, int, int | None, int | None]],
    all_time: bool = True,
    seasons: set[int] | None = None,
) -> Ratings:
    """Ratings of (game, day, match_pk, player_pk, total, place) rows of rated matches (two or
    more seats; `day` the stored league day), ordered by game, finished, match_pk, seat. Every
    scope is rated unless `all_time` is False or `seasons` names the only seasons wanted."""
    ratings: dict[Scope, dict[int, float]] = defaultdict(dict)
    counts: dict[Scope, dict[int, int]] = defaultdict(dict)
    for (game, season), stream in _matches(rows):
        scopes = []
        if all_time:
            scopes.append((game, ALL_TIME))
        if seasons is None or season in seasons:
            scopes.append((game, season))
        if not scopes:
            continue
        for match in stream:
            players = [player for player, _ in match]
            scores = [score for _, score in match]
            if len(players) > 1:
                for scope in scopes:
                    rate_match(ratings[scope], counts[scope], players, scores)
    return {
        (game, season, player): (value, counts[(game, season)][player])
        for (game, season), values in ratings.items()
        for player, value in values.items()
    }


def _matches(
    rows: Iterable[tuple[str, date | datetime | str, int, int, int | None, int | None]],
) -> Iterator[tuple[Scope, Iterator[list[tuple[int, float]]]]]:
    """The rows as matches (player, score per seat), in runs of one game and season."""
    run: list[list[tuple[int, float]]] = []
    run_key: Scope | None = None
    current: int | None = None
    for game, finished, match_pk, player_pk, total, place in rows:
        if match_pk != current:
            current = match_pk
            season = _season_of_stored(finished)
            key = (game, season)
            if key != run_key:
                if run_key is not None and run:
                    yield run_key, iter(run)
                run, run_key = [], key
            run.append([])
        run[-1].append((player_pk, score_of(game, total, place)))
    if run_key is not None and run:
        yield run_key, iter(run)


def _season_of_stored(day: date | datetime | str) -> int:
    """The season of a stored row: the year of its stored local day (SQLite's rows come as the
    stored text, '2026-11-30', unparsed; PostgreSQL's as dates)."""
    if isinstance(day, str):
        return int(day[:4])
    return day.year


def season_of_result(result: dict[str, Any]) -> int:
    """The season of a seat result about to be stored: the year of its league day."""
    return stored_day(result).year


def _select_rows(game: str, low: datetime | None = None, season: int = ALL_TIME) -> Any:
    """The rated rows of a game in order, from `low` on, of one season (by the stored day)."""
    days = None if season == ALL_TIME else (date(season, 1, 1), date(season, 12, 31))
    return _rows_query(game, low, days)


def _rows_query(game: Any, low: Any, days: tuple[Any, Any] | None) -> Any:
    """_select_rows' query, of values or of bound parameters (a statement built once)."""
    r = RESULTS.c
    query = (
        # The day as the driver gives it: parsing 300,000 of them would double the read.
        select(r.game, type_coerce(r.day, String), r.match_pk, r.player_pk, r.total, r.place)
        .where(r.game == game, r.seat_count > 1, r.practice.is_(False), r.outside.is_(False))
        .order_by(r.finished, r.match_pk, r.seat)
    )
    if low is not None:
        query = query.where(r.finished >= low)
    if days is not None:
        query = query.where(r.day >= days[0], r.day <= days[1])
    return query


def _later_query(in_season: bool) -> Any:
    """_comes_last's query, built once for all time and once for a season (issue 28: building
    it each time cost more than running it): parameters game, low, first_pk, limit (and
    first_day, last_day)."""
    query = _LATER.get(in_season)
    if query is None:
        r = RESULTS.c
        low = bindparam("low", type_=r.finished.type)
        days = (
            (bindparam("first_day", type_=r.day.type), bindparam("last_day", type_=r.day.type))
            if in_season
            else None
        )
        query = _LATER[in_season] = (
            _rows_query(bindparam("game"), low, days)
            .where(or_(r.finished > low, r.match_pk > bindparam("first_pk")))
            .with_only_columns(r.match_pk)
            .limit(bindparam("limit"))
        )
    return query


_LATER: dict[bool, Any] = {}


# ---- writing ------------------------------------------------------------------------------


def rate_results(connection: Connection, results: Iterable[dict[str, Any]]) -> None:
    """Rate newly stored finished matches; their seat_results rows are already written."""
    matches: dict[int, list[dict[str, Any]]] = {}
    for row in results:
        if row["seat_count"] > 1 and not row.get("practice") and not row.get("outside"):
            matches.setdefault(row["match_pk"], []).append(row)
    if not matches:
        return
    in_scope: dict[Scope, list[list[dict[str, Any]]]] = defaultdict(list)
    for seats in matches.values():
        first = seats[0]
        for season in (ALL_TIME, season_of_result(first)):
            in_scope[(first["game"], season)].append(sorted(seats, key=lambda r: r["seat"]))
    again: dict[str, set[int]] = defaultdict(set)
    on_top: dict[Scope, list[list[dict[str, Any]]]] = {}
    last_of_all: set[str] = set()  # games whose new matches all come after every rated one
    # All time first: new matches after every rated match of the game are after every rated
    # match of their season too (a season's rows are some of all time's), so one query
    # decides both scopes of a match finished at the table.
    for scope in sorted(in_scope, key=lambda scope: scope[1] != ALL_TIME):
        new = in_scope[scope]
        new.sort(key=lambda seats: (seats[0]["finished"], seats[0]["match_pk"]))
        if scope[0] in last_of_all or _comes_last(connection, scope, new):
            on_top[scope] = new
            if scope[1] == ALL_TIME:
                last_of_all.add(scope[0])
        else:
            again[scope[0]].add(scope[1])
    _rate_on_top(connection, on_top)
    for game, seasons in again.items():
        rebuild(connection, game, seasons)


def _comes_last(connection: Connection, scope: Scope, new: list[list[dict[str, Any]]]) -> bool:
    """Whether every new match of the scope comes after every match rated in it before."""
    game, season = scope
    first = new[0][0]
    # One lower bound, the tightest: a short range of the (game, finished) index.
    values: dict[str, Any] = {
        "game": game,
        "low": first["finished"],
        "first_pk": first["match_pk"],
        # Every later row but one could be a new one: one more row than those decides.
        "limit": sum(len(seats) for seats in new) + 1,
    }
    if season != ALL_TIME:
        values.update(first_day=date(season, 1, 1), last_day=date(season, 12, 31))
    fresh = {seats[0]["match_pk"] for seats in new}
    later = connection.execute(_later_query(season != ALL_TIME), values)
    return all(match_pk in fresh for (match_pk,) in later)


def _rate_on_top(connection: Connection, scopes: dict[Scope, list[list[dict[str, Any]]]]) -> None:
    """Rate the new matches of these scopes on top of their stored ratings: one read of the
    stored ratings and one upsert for all of them."""
    if not scopes:
        return
    players = {row["player_pk"] for new in scopes.values() for seats in new for row in seats}
    chosen = {
        "games": sorted({game for game, _ in scopes}),
        "seasons": sorted({season for _, season in scopes}),
        "players": sorted(players),
    }
    stored: dict[tuple[str, int, int], tuple[float, int]] = {
        (game, season, player): (value, count)
        for game, season, player, value, count in connection.execute(_STORED, chosen)
    }
    rows: list[dict[str, Any]] = []
    for (game, season), new in scopes.items():
        ratings: dict[int, float] = {}
        counts: dict[int, int] = {}
        for (g, s, player), (value, count) in stored.items():
            if (g, s) == (game, season):
                ratings[player], counts[player] = value, count
        rate_rows(
            ratings,
            counts,
            (
                (row["match_pk"], row["player_pk"], score_of(game, row["total"], row["place"]))
                for seats in new
                for row in seats
            ),
        )
        in_scope = {row["player_pk"] for seats in new for row in seats}
        rows += [
            {
                "game": game,
                "season": season,
                "player_pk": player,
                "rating": ratings[player],
                "matches": counts[player],
            }
            for player in sorted(in_scope)
        ]
    _upsert(connection, rows)


_STORED = select(  # built once (issue 28)
    TABLE.c.game, TABLE.c.season, TABLE.c.player_pk, TABLE.c.rating, TABLE.c.matches
).where(
    TABLE.c.game.in_(bindparam("games", expanding=True)),
    TABLE.c.season.in_(bindparam("seasons", expanding=True)),
    TABLE.c.player_pk.in_(bindparam("players", expanding=True)),
)


def _upsert(connection: Connection, rows: list[dict[str, Any]]) -> None:
    if not rows:
        return
    connection.execute(upsert(connection, "league_ratings", _ratings_upsert), rows)


def _ratings_upsert(insert: Any) -> Any:
    statement = insert(TABLE)
    return statement.on_conflict_do_update(
        index_elements=["game", "season", "player_pk"],
        set_={"rating": statement.excluded.rating, "matches": statement.excluded.matches},
    )


def rebuild(connection: Connection, game: str, seasons: set[int]) -> None:
    """Rate these scopes of a game again from seat_results (0 among them: all time too)."""
    if ALL_TIME in seasons:
        rows = connection.execute(_select_rows(game)).all()  # fetchall: a third quicker
        rated = rate_ordered(rows, all_time=True, seasons=seasons - {ALL_TIME})
    else:
        rated = {}
        for season in seasons:
            rows = connection.execute(_select_rows(game, season=season)).all()
            rated.update(rate_ordered(rows, all_time=False, seasons={season}))
    t = TABLE.c
    connection.execute(delete(TABLE).where(t.game == game, t.season.in_(seasons)))
    write_all(connection, rated)


def table_rows(rated: Ratings) -> list[dict[str, Any]]:
    return [
        {"game": game, "season": season, "player_pk": player, "rating": value, "matches": count}
        for (game, season, player), (value, count) in rated.items()
    ]


def write_all(connection: Connection, rated: Ratings) -> None:
    rows = table_rows(rated)
    if rows:
        connection.execute(TABLE.insert(), rows)

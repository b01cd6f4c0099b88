"""Keeping the per-day league figures (table league_days) up to date.

The one finish path (finish.py) hands the new per-seat results of every finished match to
`add_results` in the same transaction; the rows are added with an upsert, so the table is
always the sum of seat_results.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from datetime import date
from typing import Any

from sqlalchemy import Connection, and_, case, delete, func, literal, or_, select

from ..handle import local_day
from ..models import Base
from .upsert import upsert

TABLE = Base.metadata.tables["league_days"]
SUMMED = (
    "matches",
    "wins",
    "ww",
    "sur_mun",
    "plump",
    "tjock",
    "rt",
    "rollers",
    "total_sum",
    "placed",
    "place_sum",
    "turns_sum",
    "recorded",
    "usual",
    "usual_total_sum",
    "rounds_sum",
)
HIGHEST = ("best_total", "best_round")


def stored_day(result: dict[str, Any]) -> date:
    """A seat result's league day: the day stored with it (see models.SeatResultRow.day)."""
    day = result.get("day")
    if isinstance(day, str):
        return date.fromisoformat(day)
    return day if isinstance(day, date) else local_day(result["finished"])


USUAL_ROUNDS = 15  # RULES.md: the average and best totals count the matches of this length


def scored(result: dict[str, Any]) -> int | None:
    """A seat's points scored in its rounds: its total less a handicap's start (None: 105)."""
    total = result["total"]
    return None if total is None else total - (result.get("start_points") or 0)


def day_rows(results: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
    """seat_results rows summed per (game, local day, player); practice matches (one seat,
    or a computer seat) left out. Like with like (RULES.md, "The league's figures"): the
    average and best totals over the matches of the usual length and of the points scored (a
    handicap's start left out), ROLLER over the matches whose throws are recorded, 105 turns
    over the races the player got through."""
    summed: dict[tuple[str, date, int], dict[str, Any]] = {}
    for r in results:
        if r["seat_count"] < 2 or r.get("practice") or r.get("outside") or r["player_pk"] is None:
            continue
        key = (r["game"], stored_day(r), r["player_pk"])
        row = summed.get(key)
        if row is None:
            row = {"game": key[0], "day": key[1], "player_pk": key[2]}
            row.update(dict.fromkeys(SUMMED, 0))
            row.update(dict.fromkeys(HIGHEST))
            summed[key] = row
        row["matches"] += 1
        row["wins"] += bool(r["won"])
        row["ww"] += bool(r["ww"])
        row["sur_mun"] += bool(r["sur_mun"])
        row["plump"] += bool(r["plump"])
        row["tjock"] += r["tjock"] or 0
        row["rt"] += r["rt"] or 0
        row["rollers"] += r["rollers"] or 0
        points = scored(r)
        row["total_sum"] += points or 0
        row["placed"] += r["place"] is not None
        row["place_sum"] += r["place"] or 0
        recorded = not r.get("hand")
        rounds = r.get("rounds")
        if r["game"] == "roller":
            usual = (rounds or USUAL_ROUNDS) == USUAL_ROUNDS
            row["recorded"] += recorded
            row["usual"] += usual
            row["usual_total_sum"] += (points or 0) if usual else 0
            row["rounds_sum"] += rounds or 0
            row["turns_sum"] += r["turns"] or 0
            best_total = points if usual else None
        else:
            through = recorded and r["place"] is not None
            row["recorded"] += through
            row["turns_sum"] += (r["turns"] or 0) if through else 0
            best_total = points
        for name, value in (("best_total", best_total), ("best_round", r["best_round"])):
            if value is not None and (row[name] is None or value > row[name]):
                row[name] = value
    return list(summed.values())


def add_results(connection: Connection, results: Iterable[dict[str, Any]]) -> None:
    rows = day_rows(results)
    if not rows:
        return
    # One statement for every row: building an upsert costs far more than running it.
    connection.execute(upsert(connection, "league_days", _days_upsert), rows)


def _days_upsert(insert: Any) -> Any:
    statement = insert(TABLE)
    new = statement.excluded
    updates: dict[str, Any] = {name: TABLE.c[name] + new[name] for name in SUMMED}
    for name in HIGHEST:
        old = TABLE.c[name]
        updates[name] = case(
            (old.is_(None), new[name]),
            (new[name].is_(None), old),
            (new[name] > old, new[name]),
            else_=old,
        )
    return statement.on_conflict_do_update(
        index_elements=["game", "day", "player_pk"], set_=updates
    )


RESULT_COLUMNS = (
    "game",
    "finished",
    "day",
    "player_pk",
    "seat_count",
    "won",
    "ww",
    "sur_mun",
    "plump",
    "tjock",
    "rt",
    "rollers",
    "total",
    "start_points",
    "best_round",
    "place",
    "turns",
    "practice",
    "outside",
    "hand",
    "rounds",
)


DAYS_AT_ONCE = 400  # days in one IN (...) list


def rebuild_days(
    connection: Connection,
    keys: Iterable[tuple[str, date]],
    players: Collection[int] | None = None,
) -> None:
    """Recount these (game, local day) rows from seat_results (after results moved in time or
    to another player), of every player or only of `players`: deleted, then summed again by
    the database in one statement per game and a few hundred days. The same sums as
    `day_rows` makes of the rows one at a time (tests/store/test_league_days_recount.py)."""
    by_game: dict[str, set[date]] = {}
    for game, day in keys:
        by_game.setdefault(game, set()).add(day)
    for game, days in sorted(by_game.items()):
        ordered = sorted(days)
        for start in range(0, len(ordered), DAYS_AT_ONCE):
            part = ordered[start : start + DAYS_AT_ONCE]
            gone = delete(TABLE).where(TABLE.c.game == game, TABLE.c.day.in_(part))
            summed = _summed(game).where(RESULTS.c.day.in_(part))
            if players is not None:
                chosen = sorted(players)
                gone = gone.where(TABLE.c.player_pk.in_(chosen))
                summed = summed.where(RESULTS.c.player_pk.in_(chosen))
            connection.execute(gone)
            connection.execute(TABLE.insert().from_select(DAY_COLUMNS, summed))


RESULTS = Base.metadata.tables["seat_results"]
DAY_COLUMNS = ("game", "day", "player_pk", *SUMMED, *HIGHEST)


def _summed(game: str) -> Any:
    """A game's seat results summed per (day, player) as day_rows sums them: the columns of
    league_days in DAY_COLUMNS' order (the days chosen by the caller)."""
    r = RESULTS.c

    def count(condition: Any) -> Any:
        return func.sum(case((condition, 1), else_=0))

    def total(column: Any) -> Any:
        return func.sum(func.coalesce(column, 0))

    recorded = case((r.hand.is_(True), False), else_=True)
    points = r.total - func.coalesce(r.start_points, 0)  # scored: a handicap's start left out
    usual = or_(r.rounds.is_(None), r.rounds == 0, r.rounds == USUAL_ROUNDS)
    if game == "roller":
        columns: dict[str, Any] = {
            "recorded": count(recorded),
            "usual": count(usual),
            "usual_total_sum": func.sum(case((usual, func.coalesce(points, 0)), else_=0)),
            "rounds_sum": total(r.rounds),
            "turns_sum": total(r.turns),
            "best_total": func.max(case((usual, points), else_=None)),
        }
    else:
        through = and_(recorded, r.place.is_not(None))
        columns = {
            "recorded": count(through),
            "usual": literal(0),
            "usual_total_sum": literal(0),
            "rounds_sum": literal(0),
            "turns_sum": func.sum(case((through, func.coalesce(r.turns, 0)), else_=0)),
            "best_total": func.max(r.total),
        }
    columns.update(
        {
            "matches": func.count(),
            "wins": count(r.won.is_(True)),
            "ww": count(r.ww.is_(True)),
            "sur_mun": count(r.sur_mun.is_(True)),
            "plump": count(r.plump.is_(True)),
            "tjock": total(r.tjock),
            "rt": total(r.rt),
            "rollers": total(r.rollers),
            "total_sum": total(points),
            "placed": count(r.place.is_not(None)),
            "place_sum": total(r.place),
            "best_round": func.max(r.best_round),
        }
    )
    return (
        select(
            r.game,
            r.day,
            r.player_pk,
            *(columns[name] for name in (*SUMMED, *HIGHEST)),
        )
        .where(
            r.game == game,
            r.seat_count > 1,
            r.practice.is_not(True),
            r.outside.is_not(True),
            r.player_pk.is_not(None),
        )
        .group_by(r.game, r.day, r.player_pk)
    )

"""A handicap's start kept with each seat's results, and left out of the league's totals.

- seat_results.start_points (and voided_results'): the points a Roller seat started the match
  with (the house rule `handicap`), 0 without one. They are in the match's total, as the
  protocol shows it, but were never scored: the league's average total, best total and
  average per round count the points scored (total - start_points) from this revision on.
  Filled here from the matches' rules.
- league_days: the days of the players with a handicap match recounted so (the others are
  unchanged: their start is 0).

Downgrade counts those days with the totals again, as the old program did, and drops the
columns.

Revision ID: 0019
Revises: 0018
Create Date: 2026-12-06
"""

from __future__ import annotations

from datetime import date
from typing import Any

import sqlalchemy as sa
from alembic import op

revision = "0019"
down_revision = "0018"
branch_labels = None
depends_on = None

# Frozen: SQLAlchemy and Alembic only; the sums of derived/league_days.py at 0019 (Roller).
USUAL_ROUNDS = 15
HANDICAP_MAX = 20000  # engine/roller.py at 0019: a larger start is no handicap of ours
BATCH = 5000

matches = sa.table(
    "matches",
    sa.column("pk", sa.Integer()),
    sa.column("game", sa.String()),
    sa.column("rules", sa.JSON()),
)
RESULT_NAMES = (
    "match_pk", "seat", "player_pk", "game", "day", "seat_count", "won", "total", "ww",
    "sur_mun", "plump", "tjock", "rt", "rollers", "best_round", "place", "turns", "practice",
    "hand", "rounds", "outside", "start_points",
)  # fmt: skip
results = sa.table("seat_results", *(sa.column(name) for name in RESULT_NAMES))
voided = sa.table(
    "voided_results",
    sa.column("match_pk", sa.Integer()),
    sa.column("seat", sa.Integer()),
    sa.column("start_points", sa.Integer()),
)
DAY_NAMES = (
    "game", "day", "player_pk", "matches", "wins", "ww", "sur_mun", "plump", "tjock", "rt",
    "rollers", "total_sum", "best_total", "best_round", "placed", "place_sum", "turns_sum",
    "recorded", "usual", "usual_total_sum", "rounds_sum",
)  # fmt: skip
days = sa.table("league_days", *(sa.column(name) for name in DAY_NAMES))


def _handicap(rules: Any) -> list[int]:
    """The points each seat starts with, as the engine reads the rule (none: [])."""
    value = rules.get("handicap") if isinstance(rules, dict) else None
    if not isinstance(value, list):
        return []
    points = [v if isinstance(v, int) and not isinstance(v, bool) else 0 for v in value]
    return [v if 0 <= v <= HANDICAP_MAX else 0 for v in points]


def _starts(connection: sa.Connection) -> list[dict[str, int]]:
    """(match, seat, points) of every seat that started a match with points."""
    m = matches.c
    found = connection.execute(
        sa.select(m.pk, m.rules).where(
            m.game == "roller", sa.cast(m.rules, sa.Text).like('%"handicap"%')
        )
    )
    return [
        {"pk": pk, "at": seat, "points": points}
        for pk, rules in found
        for seat, points in enumerate(_handicap(rules))
        if points
    ]


def _keys(connection: sa.Connection, where: Any) -> list[tuple[date, int]]:
    """The (day, player) of the league's Roller figures that counted these results."""
    r = results.c
    rows = connection.execute(
        sa.select(r.day, r.player_pk)
        .where(where, *_counted())
        .distinct()
        .order_by(r.day, r.player_pk)
    )
    return [(_as_date(day), int(player)) for day, player in rows]


def _counted() -> list[Any]:
    r = results.c
    return [
        r.game == "roller",
        r.seat_count > 1,
        r.practice.is_not(True),
        r.outside.is_not(True),
        r.player_pk.is_not(None),
    ]


def _as_date(value: date | str) -> date:
    return date.fromisoformat(value) if isinstance(value, str) else value


def _recount(connection: sa.Connection, keys: list[tuple[date, int]], scored: bool) -> None:
    """These days' Roller figures summed again from seat_results: with the points scored
    (`scored`: a handicap's start left out) or with the totals (before this revision)."""
    r = results.c
    points = r.total - sa.func.coalesce(r.start_points, 0) if scored else r.total
    usual = sa.or_(r.rounds.is_(None), r.rounds == 0, r.rounds == USUAL_ROUNDS)

    def count(condition: Any) -> Any:
        return sa.func.sum(sa.case((condition, 1), else_=0))

    def total(column: Any) -> Any:
        return sa.func.sum(sa.func.coalesce(column, 0))

    sums = {
        "matches": sa.func.count(),
        "wins": count(r.won.is_(True)),
        "ww": count(r.ww.is_(True)),
        "sur_mun": count(r.sur_mun.is_(True)),
        "plump": count(r.plump.is_(True)),
        "tjock": total(r.tjock),
        "rt": total(r.rt),
        "rollers": total(r.rollers),
        "total_sum": total(points),
        "best_total": sa.func.max(sa.case((usual, points), else_=None)),
        "best_round": sa.func.max(r.best_round),
        "placed": count(r.place.is_not(None)),
        "place_sum": total(r.place),
        "turns_sum": total(r.turns),
        "recorded": count(sa.case((r.hand.is_(True), False), else_=True)),
        "usual": count(usual),
        "usual_total_sum": sa.func.sum(sa.case((usual, sa.func.coalesce(points, 0)), else_=0)),
        "rounds_sum": total(r.rounds),
    }
    d = days.c
    for day, player in keys:
        connection.execute(
            sa.delete(days).where(d.game == "roller", d.day == day, d.player_pk == player)
        )
        summed = (
            sa.select(r.game, r.day, r.player_pk, *(sums[name] for name in DAY_NAMES[3:]))
            .where(r.day == day, r.player_pk == player, *_counted())
            .group_by(r.game, r.day, r.player_pk)
        )
        connection.execute(sa.insert(days).from_select(list(DAY_NAMES), summed))


def upgrade() -> None:
    for name in ("seat_results", "voided_results"):  # plain ALTER TABLE (see 0007)
        op.add_column(
            name, sa.Column("start_points", sa.Integer(), server_default="0", nullable=False)
        )
    connection = op.get_bind()
    starts = _starts(connection)
    if not starts:
        return
    for table in (results, voided):
        statement = (
            sa.update(table)
            .where(table.c.match_pk == sa.bindparam("pk"), table.c.seat == sa.bindparam("at"))
            .values(start_points=sa.bindparam("points"))
        )
        for begin in range(0, len(starts), BATCH):
            connection.execute(statement, starts[begin : begin + BATCH])
    _recount(connection, _keys(connection, results.c.start_points > 0), scored=True)


def downgrade() -> None:
    connection = op.get_bind()
    keys = _keys(connection, results.c.start_points > 0)
    _recount(connection, keys, scored=False)
    for name in ("voided_results", "seat_results"):
        op.drop_column(name, "start_points")  # SQLite 3.35+ drops a column in place

"""The league's figures per game, local day and player, so that a league of years is quick.

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-29
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import UTC, date, datetime
from typing import Any

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None

# Frozen: this migration depends on SQLAlchemy and Alembic only. The columns and the summing
# below are copies of store/league_days.py as it was at revision 0003, so that a later change to
# the live code cannot change what this old migration does to an old league. `duplicates` lists
# them next to their live originals; that is intended (tests/store/test_migrations.py checks
# that both still agree on a league of revision 0001).
RESULT_COLUMNS = (
    "game",
    "finished",
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
    "best_round",
    "place",
    "turns",
)
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
)


def upgrade() -> None:
    table = op.create_table(
        "league_days",
        sa.Column("game", sa.String(length=6), nullable=False),
        sa.Column("day", sa.Date(), nullable=False),
        sa.Column("player_pk", sa.Integer(), nullable=False),
        sa.Column("matches", sa.Integer(), nullable=False),
        sa.Column("wins", sa.Integer(), nullable=False),
        sa.Column("ww", sa.Integer(), nullable=False),
        sa.Column("sur_mun", sa.Integer(), nullable=False),
        sa.Column("plump", sa.Integer(), nullable=False),
        sa.Column("tjock", sa.Integer(), nullable=False),
        sa.Column("rt", sa.Integer(), nullable=False),
        sa.Column("rollers", sa.Integer(), nullable=False),
        sa.Column("total_sum", sa.Integer(), nullable=False),
        sa.Column("best_total", sa.Integer(), nullable=True),
        sa.Column("best_round", sa.Integer(), nullable=True),
        sa.Column("placed", sa.Integer(), nullable=False),
        sa.Column("place_sum", sa.Integer(), nullable=False),
        sa.Column("turns_sum", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["player_pk"], ["players.pk"], name=op.f("fk_league_days_player_pk_players")
        ),
        sa.PrimaryKeyConstraint("game", "day", "player_pk", name=op.f("pk_league_days")),
        sqlite_with_rowid=False,
    )
    assert table is not None
    # Sum the results already stored (the schema of seat_results is as revision 0001 made it).
    results = sa.table("seat_results", *(sa.column(name) for name in RESULT_COLUMNS))
    connection = op.get_bind()
    rows = [
        dict(row._mapping)
        for row in connection.execute(sa.select(*(results.c[n] for n in RESULT_COLUMNS)))
    ]
    for row in rows:
        if isinstance(row["finished"], str):  # a plain column reads SQLite's text as it is
            row["finished"] = datetime.fromisoformat(row["finished"])
    summed = day_rows(rows)
    if summed:
        op.bulk_insert(table, summed)


def local_day(finished_utc: datetime) -> date:
    """The date on this computer's calendar when the match finished (seasons are local)."""
    return finished_utc.replace(tzinfo=UTC).astimezone().date()


def day_rows(results: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
    """seat_results rows summed per (game, local day, player); practice matches left out."""
    summed: dict[tuple[str, date, int], dict[str, Any]] = {}
    for r in results:
        if r["seat_count"] < 2:
            continue
        key = (r["game"], local_day(r["finished"]), r["player_pk"])
        row = summed.get(key)
        if row is None:
            row = {"game": key[0], "day": key[1], "player_pk": key[2]}
            row.update(dict.fromkeys(SUMMED, 0))
            row.update(best_total=None, best_round=None)
            summed[key] = row
        row["matches"] += 1
        row["wins"] += bool(r["won"])
        row["ww"] += bool(r["ww"])
        row["sur_mun"] += bool(r["sur_mun"])
        row["plump"] += bool(r["plump"])
        row["tjock"] += r["tjock"] or 0
        row["rt"] += r["rt"] or 0
        row["rollers"] += r["rollers"] or 0
        row["total_sum"] += r["total"] or 0
        row["placed"] += r["place"] is not None
        row["place_sum"] += r["place"] or 0
        row["turns_sum"] += r["turns"] or 0
        for name, value in (("best_total", r["total"]), ("best_round", r["best_round"])):
            if value is not None and (row[name] is None or value > row[name]):
                row[name] = value
    return list(summed.values())


def downgrade() -> None:
    op.drop_table("league_days")

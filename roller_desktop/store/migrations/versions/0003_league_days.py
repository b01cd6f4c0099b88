"""The league's figures per game, local day and player, so that a league of years is quick.

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-29
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

# The rows are counted by the same code the store uses, so both agree by construction.
from roller_desktop.store.league_days import RESULT_COLUMNS, day_rows

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


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
            row["finished"] = _parse(row["finished"])
    summed = day_rows(rows)
    if summed:
        op.bulk_insert(table, summed)


def _parse(text: str) -> object:
    from datetime import datetime

    return datetime.fromisoformat(text)


def downgrade() -> None:
    op.drop_table("league_days")

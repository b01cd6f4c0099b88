"""The league ratings per game, season and player, so that a league table is rated at once.

Revision ID: 0006
Revises: 0005
Create Date: 2026-11-30
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

# Rated by the same code the store uses, so both agree by construction.
from roller_desktop.store.season_ratings import rate_ordered, table_rows

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    table = op.create_table(
        "league_ratings",
        sa.Column("game", sa.String(length=6), nullable=False),
        sa.Column("season", sa.Integer(), nullable=False),
        sa.Column("player_pk", sa.Integer(), nullable=False),
        sa.Column("rating", sa.Double(), nullable=False),
        sa.Column("matches", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["player_pk"], ["players.pk"], name=op.f("fk_league_ratings_player_pk_players")
        ),
        sa.PrimaryKeyConstraint("game", "season", "player_pk", name=op.f("pk_league_ratings")),
        sqlite_with_rowid=False,
    )
    assert table is not None
    # Rate the results already stored (seat_results as revisions 0001-0005 left it).
    results = sa.table(
        "seat_results",
        sa.column("game", sa.String()),
        sa.column("finished", sa.DateTime()),
        sa.column("match_pk", sa.Integer()),
        sa.column("seat", sa.Integer()),
        sa.column("player_pk", sa.Integer()),
        sa.column("seat_count", sa.Integer()),
        sa.column("total", sa.Integer()),
        sa.column("place", sa.Integer()),
    )
    r = results.c
    connection = op.get_bind()
    for game in ("roller", "105"):
        rows = connection.execute(
            sa.select(r.game, r.finished, r.match_pk, r.player_pk, r.total, r.place)
            .where(r.game == game, r.seat_count > 1)
            .order_by(r.finished, r.match_pk, r.seat)
        )
        rated = table_rows(rate_ordered(rows))
        if rated:
            op.bulk_insert(table, rated)


def downgrade() -> None:
    op.drop_table("league_ratings")

"""Indexes for a player's page: the history by date, and head-to-head from an index alone.

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-29
"""

from __future__ import annotations

from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_index(
        "ix_seat_results_player_pk_finished",
        "seat_results",
        ["player_pk", "finished"],
        unique=False,
    )
    op.create_index(
        "ix_seat_results_player_pk_match_pk",
        "seat_results",
        ["player_pk", "match_pk", "game", "finished", "total", "place"],
        unique=False,
    )
    op.drop_index("ix_seat_results_player_pk", table_name="seat_results")


def downgrade() -> None:
    op.create_index("ix_seat_results_player_pk", "seat_results", ["player_pk"], unique=False)
    op.drop_index("ix_seat_results_player_pk_match_pk", table_name="seat_results")
    op.drop_index("ix_seat_results_player_pk_finished", table_name="seat_results")

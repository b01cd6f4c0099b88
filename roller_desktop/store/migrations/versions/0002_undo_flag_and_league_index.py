"""Undo marks events instead of deleting them; an index for the league by game and date.

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-29
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("events", table_kwargs={"sqlite_with_rowid": False}) as batch:
        batch.add_column(
            sa.Column("undone", sa.Boolean(), server_default=sa.false(), nullable=False)
        )
    op.create_index(
        "ix_seat_results_game_finished", "seat_results", ["game", "finished"], unique=False
    )


def downgrade() -> None:
    op.drop_index("ix_seat_results_game_finished", table_name="seat_results")
    # Events that were undone were not part of the match; the old schema deletes them.
    op.execute(sa.text("DELETE FROM events WHERE undone = :yes").bindparams(yes=True))
    with op.batch_alter_table("events", table_kwargs={"sqlite_with_rowid": False}) as batch:
        batch.drop_column("undone")

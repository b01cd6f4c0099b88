"""A match keeps whether the table throws real dice (before: only in one computer's settings).

Revision ID: 0007
Revises: 0006
Create Date: 2026-11-30
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # Existing matches start as virtual dice; the window copies a computer's remembered choice
    # into the match the first time it opens it there. Plain ALTER TABLE, never a batch copy:
    # with foreign keys on, dropping the old matches table would cascade to seats and events.
    op.add_column(
        "matches",
        sa.Column("real_dice", sa.Boolean(), server_default=sa.false(), nullable=False),
    )


def downgrade() -> None:
    op.drop_column("matches", "real_dice")  # SQLite 3.35+ drops a column in place

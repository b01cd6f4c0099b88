"""A match keeps why it was abandoned when the table did not choose it ("damaged": its events do
not replay, and it was set aside from the start screen rather than crash the window).

Revision ID: 0009
Revises: 0008
Create Date: 2026-12-01
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0009"
down_revision = "0008"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # Plain ALTER TABLE, never a batch copy: with foreign keys on, dropping the old matches
    # table would cascade to seats and events (see 0007).
    op.add_column("matches", sa.Column("status_reason", sa.String(20), nullable=True))


def downgrade() -> None:
    op.drop_column("matches", "status_reason")

"""Hints asked for during a match, recorded with it.

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-29
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "hints",
        sa.Column("pk", sa.Integer(), nullable=False),
        sa.Column("match_pk", sa.Integer(), nullable=False),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.Column("event_count", sa.Integer(), nullable=False),
        sa.Column("data", sa.JSON(), nullable=False),
        sa.Column("asked", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["match_pk"],
            ["matches.pk"],
            name=op.f("fk_hints_match_pk_matches"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("pk", name=op.f("pk_hints")),
    )
    op.create_index("ix_hints_match_pk", "hints", ["match_pk"], unique=False)


def downgrade() -> None:
    op.drop_index("ix_hints_match_pk", table_name="hints")
    op.drop_table("hints")

"""Drills from a player's own matches (issue 27, item 5).

- drills: one exercise per (match, seat, event): the costly decision or close call found
  there, its cost, and its spaced-repetition card (fsrs) with the time it is due;
- drills_mined: the finished Roller matches already looked through (mining is incremental).

Both are new tables whose rows go with their match (ON DELETE CASCADE). Downgrade drops them.

Revision ID: 0017
Revises: 0016
Create Date: 2026-12-06
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0017"
down_revision = "0016"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "drills",
        sa.Column("match_pk", sa.Integer(), nullable=False),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.Column("event", sa.Integer(), nullable=False),
        sa.Column("cost", sa.Double(), nullable=False),
        sa.Column("close", sa.Boolean(), nullable=False),
        sa.Column("card", sa.JSON(), nullable=False),
        sa.Column("due", sa.DateTime(), nullable=False),
        sa.Column("reviews", sa.Integer(), nullable=False),
        sa.Column("last_grade", sa.String(length=5), nullable=True),
        sa.ForeignKeyConstraint(
            ["match_pk"],
            ["matches.pk"],
            name=op.f("fk_drills_match_pk_matches"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("match_pk", "seat", "event", name=op.f("pk_drills")),
    )
    op.create_index("ix_drills_due", "drills", ["due"], unique=False)
    op.create_table(
        "drills_mined",
        sa.Column("match_pk", sa.Integer(), nullable=False),
        sa.Column("mined", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["match_pk"],
            ["matches.pk"],
            name=op.f("fk_drills_mined_match_pk_matches"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("match_pk", name=op.f("pk_drills_mined")),
    )


def downgrade() -> None:
    op.drop_table("drills_mined")
    op.drop_index("ix_drills_due", table_name="drills")
    op.drop_table("drills")

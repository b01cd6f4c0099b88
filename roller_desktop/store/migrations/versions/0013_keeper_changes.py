"""The league keeper's tools: players merged (and split again), matches set aside with a reason.

- players.merged_into: the player this one was merged into (hidden from the lists; its name is
  the other's "also known as"); NULL for a player of their own.
- matches: a match out of the league is one state (status 'abandoned', "set aside") with a
  reason: 'abandoned' (the table's choice), 'damaged' (its events do not replay) or 'void' (a
  finished match taken out by the keeper). The reason of the old rows abandoned at the table
  was NULL: it is written out as 'abandoned' (and NULL again on downgrade). status_note is the
  keeper's own words (why it was voided), status_at when it was set aside.
- keeper_changes: every change the keeper made, a row of its own (never an overwrite): what
  (kind), when, the match or players it concerns, what undoing it needs (data), and which
  later change undid it.

Downgrade: the keeper's changes are dropped; a player merged into another stays merged in its
seats (the old schema cannot tell them apart; the backup taken before this migration has them)
and a void match stays set aside.

Revision ID: 0013
Revises: 0012
Create Date: 2026-12-01
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0013"
down_revision = "0012"
branch_labels = None
depends_on = None

KINDS = "kind IN ('merge', 'split', 'void', 'restore', 'mend')"

matches = sa.table(
    "matches",
    sa.column("status", sa.String()),
    sa.column("status_reason", sa.String()),
)


def upgrade() -> None:
    # Plain ALTER TABLE, never a batch copy: with foreign keys on, dropping the old matches
    # table would cascade to seats and events (see 0007).
    op.add_column("players", sa.Column("merged_into", sa.Integer(), nullable=True))
    op.add_column("matches", sa.Column("status_note", sa.Text(), nullable=True))
    op.add_column("matches", sa.Column("status_at", sa.DateTime(), nullable=True))
    op.get_bind().execute(
        sa.update(matches)
        .where(matches.c.status == "abandoned", matches.c.status_reason.is_(None))
        .values(status_reason="abandoned")
    )
    op.create_table(
        "keeper_changes",
        sa.Column("pk", sa.Integer(), nullable=False),
        sa.Column("id", sa.String(length=36), nullable=False),
        sa.Column("kind", sa.String(length=12), nullable=False),
        sa.Column("at", sa.DateTime(), nullable=False),
        sa.Column("match_pk", sa.Integer(), nullable=True),
        sa.Column("player_pk", sa.Integer(), nullable=True),
        sa.Column("other_pk", sa.Integer(), nullable=True),
        sa.Column("undoes", sa.Integer(), nullable=True),
        sa.Column("undone_by", sa.Integer(), nullable=True),
        sa.Column("data", sa.JSON(), nullable=False),
        sa.CheckConstraint(KINDS, name=op.f("ck_keeper_changes_kind")),
        sa.ForeignKeyConstraint(
            ["match_pk"],
            ["matches.pk"],
            name=op.f("fk_keeper_changes_match_pk_matches"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["player_pk"], ["players.pk"], name=op.f("fk_keeper_changes_player_pk_players")
        ),
        sa.ForeignKeyConstraint(
            ["other_pk"], ["players.pk"], name=op.f("fk_keeper_changes_other_pk_players")
        ),
        sa.PrimaryKeyConstraint("pk", name=op.f("pk_keeper_changes")),
        sa.UniqueConstraint("id", name=op.f("uq_keeper_changes_id")),
    )
    op.create_index(op.f("ix_keeper_changes_match_pk"), "keeper_changes", ["match_pk"])
    op.create_index(op.f("ix_keeper_changes_player_pk"), "keeper_changes", ["player_pk"])
    op.create_index(op.f("ix_keeper_changes_other_pk"), "keeper_changes", ["other_pk"])


def downgrade() -> None:
    op.drop_index(op.f("ix_keeper_changes_other_pk"), table_name="keeper_changes")
    op.drop_index(op.f("ix_keeper_changes_player_pk"), table_name="keeper_changes")
    op.drop_index(op.f("ix_keeper_changes_match_pk"), table_name="keeper_changes")
    op.drop_table("keeper_changes")
    op.get_bind().execute(
        sa.update(matches)
        .where(matches.c.status == "abandoned", matches.c.status_reason == "abandoned")
        .values(status_reason=None)
    )
    op.drop_column("matches", "status_at")
    op.drop_column("matches", "status_note")
    op.drop_column("players", "merged_into")

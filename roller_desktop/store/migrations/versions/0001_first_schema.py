"""The first schema: players, matches, seats, events and per-seat results.

Revision ID: 0001
Revises:
Create Date: 2026-11-29
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "players",
        sa.Column("pk", sa.Integer(), nullable=False),
        sa.Column("id", sa.String(length=36), nullable=False),
        sa.Column("name", sa.String(length=40), nullable=False),
        sa.Column("name_key", sa.String(length=40), nullable=False),
        sa.Column("created", sa.DateTime(), nullable=False),
        sa.Column("archived", sa.Boolean(), nullable=False),
        sa.PrimaryKeyConstraint("pk", name=op.f("pk_players")),
        sa.UniqueConstraint("id", name=op.f("uq_players_id")),
        sa.UniqueConstraint("name_key", name=op.f("uq_players_name_key")),
    )
    op.create_table(
        "matches",
        sa.Column("pk", sa.Integer(), nullable=False),
        sa.Column("id", sa.String(length=36), nullable=False),
        sa.Column("game", sa.String(length=6), nullable=False),
        sa.Column("rules", sa.JSON(), nullable=False),
        sa.Column("starter", sa.Integer(), nullable=False),
        sa.Column("opening", sa.JSON(), nullable=True),
        sa.Column("status", sa.String(length=12), nullable=False),
        sa.Column("started", sa.DateTime(), nullable=False),
        sa.Column("finished", sa.DateTime(), nullable=True),
        sa.Column("place", sa.String(length=200), nullable=True),
        sa.Column("note", sa.Text(), nullable=True),
        sa.CheckConstraint("game IN ('roller', '105')", name=op.f("ck_matches_game")),
        sa.CheckConstraint(
            "status IN ('in_progress', 'finished', 'abandoned')", name=op.f("ck_matches_status")
        ),
        sa.PrimaryKeyConstraint("pk", name=op.f("pk_matches")),
        sa.UniqueConstraint("id", name=op.f("uq_matches_id")),
    )
    op.create_index("ix_matches_status", "matches", ["status"], unique=False)
    op.create_table(
        "seats",
        sa.Column("match_pk", sa.Integer(), nullable=False),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.Column("player_pk", sa.Integer(), nullable=False),
        sa.Column("dice", sa.Integer(), nullable=False),
        sa.Column("kids", sa.Boolean(), nullable=False),
        sa.Column("computer", sa.String(length=20), nullable=True),
        sa.ForeignKeyConstraint(
            ["match_pk"],
            ["matches.pk"],
            name=op.f("fk_seats_match_pk_matches"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["player_pk"], ["players.pk"], name=op.f("fk_seats_player_pk_players")
        ),
        sa.PrimaryKeyConstraint("match_pk", "seat", name=op.f("pk_seats")),
    )
    op.create_index("ix_seats_player_pk", "seats", ["player_pk"], unique=False)
    op.create_table(
        "events",
        sa.Column("match_pk", sa.Integer(), nullable=False),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(length=5), nullable=False),
        sa.Column("dice", sa.String(length=6), nullable=True),
        sa.CheckConstraint("kind IN ('throw', 'keep', 'bank')", name=op.f("ck_events_kind")),
        sa.ForeignKeyConstraint(
            ["match_pk"],
            ["matches.pk"],
            name=op.f("fk_events_match_pk_matches"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("match_pk", "seq", name=op.f("pk_events")),
        sqlite_with_rowid=False,
    )
    op.create_table(
        "seat_results",
        sa.Column("match_pk", sa.Integer(), nullable=False),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.Column("player_pk", sa.Integer(), nullable=False),
        sa.Column("game", sa.String(length=6), nullable=False),
        sa.Column("finished", sa.DateTime(), nullable=False),
        sa.Column("seat_count", sa.Integer(), nullable=False),
        sa.Column("won", sa.Boolean(), nullable=False),
        sa.Column("total", sa.Integer(), nullable=True),
        sa.Column("ww", sa.Boolean(), nullable=False),
        sa.Column("sur_mun", sa.Boolean(), nullable=False),
        sa.Column("plump", sa.Boolean(), nullable=False),
        sa.Column("tjock", sa.Integer(), nullable=True),
        sa.Column("rt", sa.Integer(), nullable=True),
        sa.Column("rollers", sa.Integer(), nullable=True),
        sa.Column("best_round", sa.Integer(), nullable=True),
        sa.Column("place", sa.Integer(), nullable=True),
        sa.Column("turns", sa.Integer(), nullable=True),
        sa.ForeignKeyConstraint(
            ["match_pk", "seat"],
            ["seats.match_pk", "seats.seat"],
            name=op.f("fk_seat_results_match_pk_seat_seats"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["player_pk"], ["players.pk"], name=op.f("fk_seat_results_player_pk_players")
        ),
        sa.PrimaryKeyConstraint("match_pk", "seat", name=op.f("pk_seat_results")),
    )
    op.create_index("ix_seat_results_player_pk", "seat_results", ["player_pk"], unique=False)


def downgrade() -> None:
    op.drop_index("ix_seat_results_player_pk", table_name="seat_results")
    op.drop_table("seat_results")
    op.drop_table("events")
    op.drop_index("ix_seats_player_pk", table_name="seats")
    op.drop_table("seats")
    op.drop_index("ix_matches_status", table_name="matches")
    op.drop_table("matches")
    op.drop_table("players")

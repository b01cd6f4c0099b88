"""Championships (issue 16): a championship, its registered players, the pairs kept apart, the
stored draw, and the matches that belong to it.

- championships: name (unique regardless of case), place, first and last day, qualifying
  rounds, table size range, the final's size, the house rules, duplicate dice, and whether
  its matches count in the league's season (default on).
- championship_players: player, home town, the round he joined at, the round he withdrew
  after (NULL: plays on).
- championship_apart: two players never seated at one table.
- championship_seats: the stored draw, (round, table, seat) -> player; round 0 is the final.
- championship_matches: a match's round (0: the final) and table.

- seat_results.outside: the result of a match of a championship whose matches do not count in
  the league (kept in the history, left out of the league's tables, tallies and ratings, as
  practice is). No match is outside before this revision.

Downgrade drops the tables (the backup taken before the migration has them); the seat results
of matches outside the league are deleted with the column, so that the league's figures stay
the sums of the results (those matches stay in the history, without results).

Revision ID: 0015
Revises: 0014
Create Date: 2026-12-01
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0015"
down_revision = "0014"
branch_labels = None
depends_on = None


results = sa.table("seat_results", sa.column("outside", sa.Boolean()))


def upgrade() -> None:
    # Plain ALTER TABLE (no batch copy: see 0007).
    op.add_column(
        "seat_results",
        sa.Column("outside", sa.Boolean(), server_default=sa.false(), nullable=False),
    )
    op.create_table(
        "championships",
        sa.Column("pk", sa.Integer(), nullable=False),
        sa.Column("id", sa.String(length=36), nullable=False),
        sa.Column("name", sa.String(length=80), nullable=False),
        sa.Column("name_key", sa.String(length=80), nullable=False),
        sa.Column("place", sa.String(length=200), nullable=True),
        sa.Column("first_day", sa.Date(), nullable=True),
        sa.Column("last_day", sa.Date(), nullable=True),
        sa.Column("rounds", sa.Integer(), nullable=False),
        sa.Column("table_min", sa.Integer(), nullable=False),
        sa.Column("table_max", sa.Integer(), nullable=False),
        sa.Column("final_size", sa.Integer(), nullable=False),
        sa.Column("rules", sa.JSON(), nullable=False),
        sa.Column("duplicate_dice", sa.Boolean(), server_default=sa.false(), nullable=False),
        sa.Column("counts_in_league", sa.Boolean(), server_default=sa.true(), nullable=False),
        sa.Column("created", sa.DateTime(), nullable=False),
        sa.CheckConstraint("rounds >= 1", name=op.f("ck_championships_rounds")),
        sa.CheckConstraint(
            "table_min >= 2 AND table_max >= table_min", name=op.f("ck_championships_table_size")
        ),
        sa.CheckConstraint("final_size >= 2", name=op.f("ck_championships_final_size")),
        sa.PrimaryKeyConstraint("pk", name=op.f("pk_championships")),
        sa.UniqueConstraint("id", name=op.f("uq_championships_id")),
        sa.UniqueConstraint("name_key", name=op.f("uq_championships_name_key")),
    )
    op.create_table(
        "championship_players",
        sa.Column("championship_pk", sa.Integer(), nullable=False),
        sa.Column("player_pk", sa.Integer(), nullable=False),
        sa.Column("home_town", sa.String(length=80), nullable=True),
        sa.Column("joined_round", sa.Integer(), nullable=False),
        sa.Column("withdrawn_after", sa.Integer(), nullable=True),
        sa.ForeignKeyConstraint(
            ["championship_pk"],
            ["championships.pk"],
            name=op.f("fk_championship_players_championship_pk_championships"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["player_pk"], ["players.pk"], name=op.f("fk_championship_players_player_pk_players")
        ),
        sa.PrimaryKeyConstraint(
            "championship_pk", "player_pk", name=op.f("pk_championship_players")
        ),
    )
    op.create_index(
        op.f("ix_championship_players_player_pk"), "championship_players", ["player_pk"]
    )
    op.create_table(
        "championship_apart",
        sa.Column("championship_pk", sa.Integer(), nullable=False),
        sa.Column("first_pk", sa.Integer(), nullable=False),
        sa.Column("other_pk", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["championship_pk"],
            ["championships.pk"],
            name=op.f("fk_championship_apart_championship_pk_championships"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["first_pk"], ["players.pk"], name=op.f("fk_championship_apart_first_pk_players")
        ),
        sa.ForeignKeyConstraint(
            ["other_pk"], ["players.pk"], name=op.f("fk_championship_apart_other_pk_players")
        ),
        sa.PrimaryKeyConstraint(
            "championship_pk", "first_pk", "other_pk", name=op.f("pk_championship_apart")
        ),
    )
    op.create_table(
        "championship_seats",
        sa.Column("championship_pk", sa.Integer(), nullable=False),
        sa.Column("round", sa.Integer(), nullable=False),
        sa.Column("player_pk", sa.Integer(), nullable=False),
        sa.Column("table_number", sa.Integer(), nullable=False),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["championship_pk"],
            ["championships.pk"],
            name=op.f("fk_championship_seats_championship_pk_championships"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["player_pk"], ["players.pk"], name=op.f("fk_championship_seats_player_pk_players")
        ),
        sa.PrimaryKeyConstraint(
            "championship_pk", "round", "player_pk", name=op.f("pk_championship_seats")
        ),
    )
    op.create_index(
        "ix_championship_seats_championship_pk_round_table_number_seat",
        "championship_seats",
        ["championship_pk", "round", "table_number", "seat"],
        unique=True,
    )
    op.create_table(
        "championship_matches",
        sa.Column("match_pk", sa.Integer(), nullable=False),
        sa.Column("championship_pk", sa.Integer(), nullable=False),
        sa.Column("round", sa.Integer(), nullable=False),
        sa.Column("table_number", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["match_pk"],
            ["matches.pk"],
            name=op.f("fk_championship_matches_match_pk_matches"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["championship_pk"],
            ["championships.pk"],
            name=op.f("fk_championship_matches_championship_pk_championships"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("match_pk", name=op.f("pk_championship_matches")),
    )
    op.create_index(
        "ix_championship_matches_championship_pk_round_table_number",
        "championship_matches",
        ["championship_pk", "round", "table_number"],
    )


def downgrade() -> None:
    op.drop_index(
        "ix_championship_matches_championship_pk_round_table_number",
        table_name="championship_matches",
    )
    op.drop_table("championship_matches")
    op.drop_index(
        "ix_championship_seats_championship_pk_round_table_number_seat",
        table_name="championship_seats",
    )
    op.drop_table("championship_seats")
    op.drop_table("championship_apart")
    op.drop_index(op.f("ix_championship_players_player_pk"), table_name="championship_players")
    op.drop_table("championship_players")
    op.drop_table("championships")
    op.get_bind().execute(sa.delete(results).where(results.c.outside.is_(True)))
    op.drop_column("seat_results", "outside")

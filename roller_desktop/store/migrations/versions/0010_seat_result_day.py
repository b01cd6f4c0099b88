"""Each finished match keeps its league day: the local calendar day it finished on, as the
computer that finished it had it (seat_results.day). League days, round tallies and seasons
are keyed by it, so a laptop carried into another time zone, or a clock change, never moves
a match to another day or season, and `check` compares with the day stored.

Matches finished before this revision get the day on this computer's calendar now: the day
the league's figures were counted on when it has always been kept in one time zone.

Revision ID: 0010
Revises: 0009
Create Date: 2026-12-01
"""

from __future__ import annotations

from datetime import UTC, date, datetime

import sqlalchemy as sa
from alembic import op

revision = "0010"
down_revision = "0009"
branch_labels = None
depends_on = None

BATCH = 5000


def _local_day(finished: datetime | str) -> date:  # frozen here: migrations never import the store
    if isinstance(finished, str):
        finished = datetime.fromisoformat(finished)
    return finished.replace(tzinfo=UTC).astimezone().date()


def upgrade() -> None:
    # Plain ALTER TABLE (no batch copy: see 0007); filled, then indexed.
    op.add_column("seat_results", sa.Column("day", sa.Date(), nullable=True))
    connection = op.get_bind()
    results = sa.table(
        "seat_results",
        sa.column("match_pk", sa.Integer()),
        sa.column("finished", sa.DateTime()),
        sa.column("day", sa.Date()),
    )
    finished = connection.execute(
        sa.select(results.c.match_pk, sa.func.min(results.c.finished)).group_by(results.c.match_pk)
    ).all()
    rows = [{"pk": pk, "value": _local_day(when)} for pk, when in finished]
    statement = (
        sa.update(results)
        .where(results.c.match_pk == sa.bindparam("pk"))
        .values(day=sa.bindparam("value"))
    )
    for start in range(0, len(rows), BATCH):
        connection.execute(statement, rows[start : start + BATCH])
    op.create_index("ix_seat_results_game_day", "seat_results", ["game", "day"])


def downgrade() -> None:
    op.drop_index("ix_seat_results_game_day", table_name="seat_results")
    op.drop_column("seat_results", "day")

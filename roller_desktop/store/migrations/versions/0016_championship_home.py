"""The league a championship is run from (issue 16, results by files).

- championships.home_league: the id of the league (league_info.id) the championship was
  made in and is run from, its director's; NULL when that is this league. A championship a
  league file brought keeps the id of the league it came from: a later file of that league
  (the director's) replaces its settings, players and draw; a file of any other league (a
  table's laptop) never does.

Downgrade drops the column.

Revision ID: 0016
Revises: 0015
Create Date: 2026-12-02
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0016"
down_revision = "0015"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # Plain ALTER TABLE (no batch copy: see 0007); every championship so far was made here.
    op.add_column("championships", sa.Column("home_league", sa.String(length=36), nullable=True))


def downgrade() -> None:
    # In place (SQLite 3.35+): a batch copy would drop the old table, whose rows the
    # championship's players, seats and matches refer to.
    op.drop_column("championships", "home_league")

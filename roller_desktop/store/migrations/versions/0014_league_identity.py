"""The league's own id, the answers given on import, and more kinds of keeper's change.

- league_info: one row, the league's own id (a new uuid made here, so every database has one)
  and when it was made. A league file carries it, so answers given about a file's players are
  remembered for the next file from the same league.
- import_answers: which player here a file's player is (keyed by the file's league and the
  player's id there), as the keeper answered when asked on import; for "another person" the
  player the import made.
- keeper_changes.kind may also be 'import', 'undo', 'rename', 'archive' and 'correct'.

Downgrade drops both tables and the changes of the new kinds (the backup taken before this
migration has them).

Revision ID: 0014
Revises: 0013
Create Date: 2026-12-01
"""

from __future__ import annotations

import uuid
from datetime import UTC, datetime

import sqlalchemy as sa
from alembic import op

revision = "0014"
down_revision = "0013"
branch_labels = None
depends_on = None

OLD_KINDS = "kind IN ('merge', 'split', 'void', 'restore', 'mend')"
NEW_KINDS = (
    "kind IN ('merge', 'split', 'void', 'restore', 'mend', "
    "'import', 'undo', 'rename', 'archive', 'correct')"
)

league_info = sa.table(
    "league_info", sa.column("id", sa.String()), sa.column("created", sa.DateTime())
)
keeper_changes = sa.table("keeper_changes", sa.column("kind", sa.String()))


def _kinds(old: str, new: str) -> None:
    # keeper_changes is referred to by no foreign key, so SQLite's batch copy of it is safe.
    with op.batch_alter_table("keeper_changes") as batch:
        batch.drop_constraint(op.f("ck_keeper_changes_kind"), type_="check")
        batch.create_check_constraint(op.f("ck_keeper_changes_kind"), new)


def upgrade() -> None:
    op.create_table(
        "league_info",
        sa.Column("id", sa.String(length=36), nullable=False),
        sa.Column("created", sa.DateTime(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_league_info")),
    )
    now = datetime.now(UTC).replace(tzinfo=None)
    op.get_bind().execute(sa.insert(league_info).values(id=str(uuid.uuid4()), created=now))
    op.create_table(
        "import_answers",
        sa.Column("source_league", sa.String(length=36), nullable=False),
        sa.Column("file_player", sa.String(length=36), nullable=False),
        sa.Column("player_pk", sa.Integer(), nullable=False),
        sa.Column("at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["player_pk"], ["players.pk"], name=op.f("fk_import_answers_player_pk_players")
        ),
        sa.PrimaryKeyConstraint("source_league", "file_player", name=op.f("pk_import_answers")),
    )
    _kinds(OLD_KINDS, NEW_KINDS)


def downgrade() -> None:
    op.get_bind().execute(
        sa.delete(keeper_changes).where(
            keeper_changes.c.kind.in_(["import", "undo", "rename", "archive", "correct"])
        )
    )
    _kinds(NEW_KINDS, OLD_KINDS)
    op.drop_table("import_answers")
    op.drop_table("league_info")

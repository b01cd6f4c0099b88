"""The spread of round results per game, local day and player; the history's date index.

Revision ID: 0008
Revises: 0007
Create Date: 2026-11-30
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Callable, Iterable
from datetime import UTC, date, datetime
from typing import Any

import sqlalchemy as sa
from alembic import context, op

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None

# Frozen: SQLAlchemy and Alembic only. The rounds of the matches already stored are read off
# their events here, without the engine: a turn ends at a bank (the kept points) or at a throw
# that no keep follows (it scored nothing: RT when it was the turn's first throw, else Tjock).
# The scoring of a kept selection and the buckets are copies of engine/scoring.py and
# store/round_tallies.py as they were at revision 0008; tests/store/test_round_tallies.py checks
# that this gives what the engine's protocol gives.
RT = "rt"
TJOCK = "tjock"
BANKED_FLOORS = (50, 300, 500, 1000, 2000)
CHUNK = 500  # matches read at a time

Progress = Callable[[str, int, int], None]


def upgrade() -> None:
    op.create_index("ix_matches_started", "matches", ["started"], unique=False)
    table = op.create_table(
        "round_tallies",
        sa.Column("game", sa.String(length=6), nullable=False),
        sa.Column("day", sa.Date(), nullable=False),
        sa.Column("player_pk", sa.Integer(), nullable=False),
        sa.Column("bucket", sa.String(length=8), nullable=False),
        sa.Column("rounds", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["player_pk"], ["players.pk"], name=op.f("fk_round_tallies_player_pk_players")
        ),
        sa.PrimaryKeyConstraint(
            "game", "day", "player_pk", "bucket", name=op.f("pk_round_tallies")
        ),
        sqlite_with_rowid=False,
    )
    assert table is not None
    progress: Progress | None = context.config.attributes.get("progress")
    summed = _tally(op.get_bind(), progress)
    rows = [
        {"game": "roller", "day": day, "player_pk": pk, "bucket": name, "rounds": n}
        for (day, pk, name), n in sorted(summed.items())
    ]
    for start in range(0, len(rows), 5000):
        op.bulk_insert(table, rows[start : start + 5000])


def downgrade() -> None:
    op.drop_table("round_tallies")
    op.drop_index("ix_matches_started", table_name="matches")


def _tally(connection: sa.Connection, progress: Progress | None) -> Counter[tuple[date, int, str]]:
    matches = sa.table(
        "matches",
        sa.column("pk", sa.Integer()),
        sa.column("game", sa.String()),
        sa.column("status", sa.String()),
        sa.column("starter", sa.Integer()),
        sa.column("finished", sa.DateTime()),
    )
    seats = sa.table(
        "seats",
        sa.column("match_pk", sa.Integer()),
        sa.column("seat", sa.Integer()),
        sa.column("player_pk", sa.Integer()),
    )
    events = sa.table(
        "events",
        sa.column("match_pk", sa.Integer()),
        sa.column("seq", sa.Integer()),
        sa.column("kind", sa.String()),
        sa.column("dice", sa.String()),
        sa.column("undone", sa.Boolean()),
    )
    m, s, e = matches.c, seats.c, events.c
    finished = connection.execute(
        sa.select(m.pk, m.starter, m.finished)
        .where(m.game == "roller", m.status == "finished", m.finished.is_not(None))
        .order_by(m.pk)
    ).all()
    summed: Counter[tuple[date, int, str]] = Counter()
    for first in range(0, len(finished), CHUNK):
        part = finished[first : first + CHUNK]
        pks = [row[0] for row in part]
        players: dict[int, list[int]] = {}
        for match_pk, player_pk in connection.execute(
            sa.select(s.match_pk, s.player_pk)
            .where(s.match_pk.in_(pks))
            .order_by(s.match_pk, s.seat)
        ):
            players.setdefault(match_pk, []).append(player_pk)
        played: dict[int, list[tuple[str, str | None]]] = {}
        for match_pk, kind, dice in connection.execute(
            sa.select(e.match_pk, e.kind, e.dice)
            .where(e.match_pk.in_(pks), sa.not_(e.undone))
            .order_by(e.match_pk, e.seq)
        ).all():
            played.setdefault(match_pk, []).append((kind, dice))
        for match_pk, starter, when in part:
            seated = players.get(match_pk, [])
            if len(seated) < 2:
                continue  # practice is not in the league
            day = _local_day(when)
            for seat, name in _rounds(played.get(match_pk, []), len(seated), starter):
                summed[day, seated[seat], name] += 1
        if progress is not None:
            progress("round results", min(first + CHUNK, len(finished)), len(finished))
    return summed


def _rounds(
    played: list[tuple[str, str | None]], seat_count: int, starter: int
) -> Iterable[tuple[int, str]]:
    """(seat, bucket) of every finished turn, in the order played."""
    turn = 0
    throws = 0
    points = 0
    for index, (kind, dice) in enumerate(played):
        seat = (starter + turn) % seat_count
        if kind == "throw":
            throws += 1
            following = played[index + 1][0] if index + 1 < len(played) else None
            if following != "keep":  # nothing kept: the throw scored nothing
                yield seat, RT if throws == 1 else TJOCK
                turn, throws, points = turn + 1, 0, 0
        elif kind == "keep":
            points += _kept_points(dice or "")
        elif kind == "bank":
            yield seat, _banked_bucket(points)
            turn, throws, points = turn + 1, 0, 0


@functools.lru_cache(maxsize=4096)
def _kept_points(dice: str) -> int:
    """The points of a keep event's faces (a few hundred distinct ones in any league)."""
    return _selection_points([int(c) for c in dice])


def _selection_points(dice: list[int]) -> int:
    """Points of dice kept together out of one throw (a legal selection)."""
    counts = Counter(dice)
    if len(dice) == 6 and len(counts) == 1:
        return 3000  # Alla lika
    if len(dice) == 6 and len(counts) == 6:
        return 2000  # Stege
    points = 0
    for face, n in counts.items():
        if n >= 3:
            points += 1000 if face == 1 else 100 * face
            n -= 3
        if face == 1:
            points += 100 * n
        elif face == 5:
            points += 50 * n
    return points


def _banked_bucket(points: int) -> str:
    reached = [floor for floor in BANKED_FLOORS if points >= floor]
    return str(reached[-1] if reached else BANKED_FLOORS[0])


def _local_day(finished_utc: Any) -> date:
    if isinstance(finished_utc, str):  # a plain column reads SQLite's text as it is
        finished_utc = datetime.fromisoformat(finished_utc)
    moment: datetime = finished_utc
    return moment.replace(tzinfo=UTC).astimezone().date()

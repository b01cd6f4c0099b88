"""Each Roller seat's banked rounds kept with its results, and a void match's results set aside.

- seat_results.banked_50 … banked_2000: a seat's banked rounds by the highest floor reached
  (with `rt` and `tjock - rt`, its round tallies): a seat that moves to another player (a
  split, an import's merge) takes its rounds off one player's tallies and onto the other's in
  one query, without a replay. Filled here from the events; a match whose events this frozen
  reading does not agree with (its RT, Tjock and rounds against the stored ones) keeps NULL,
  and the program counts it from its events when it first needs it.
- voided_results: a void match's seat results as they were counted, so that a restore puts
  them back without a replay. Matches voided before this revision have none (their restore
  replays them, as before).

Downgrade drops both.

Revision ID: 0018
Revises: 0017
Create Date: 2026-12-06
"""

from __future__ import annotations

import importlib.util
from collections import Counter
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

import sqlalchemy as sa
from alembic import context, op

revision = "0018"
down_revision = "0017"
branch_labels = None
depends_on = None

# Frozen: SQLAlchemy and Alembic only, and the frozen reading of throws of revision 0008.
FLOORS = (50, 300, 500, 1000, 2000)
BANKED = tuple(f"banked_{floor}" for floor in FLOORS)
TJOCK_CELL = "\u2013"  # a hand-kept Tjock, as stored (engine/events.py at 0018)
RT_CELL = "RT"
CHUNK = 500  # matches read at a time
Progress = Callable[[str, int, int], None]


def _frozen(name: str) -> Any:
    """A sibling revision's module, loaded from its file (Alembic loads scripts as files)."""
    spec = importlib.util.spec_from_file_location(f"_roller_{name}", Path(__file__).with_name(name))
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _result_columns() -> list[sa.Column[Any]]:
    """seat_results' columns at this revision (voided_results holds the same)."""
    return [
        sa.Column("match_pk", sa.Integer(), nullable=False),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.Column("player_pk", sa.Integer(), nullable=True),
        sa.Column("game", sa.String(length=6), nullable=False),
        sa.Column("finished", sa.DateTime(), nullable=False),
        sa.Column("day", sa.Date(), nullable=True),
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
        sa.Column("practice", sa.Boolean(), server_default=sa.false(), nullable=False),
        sa.Column("hand", sa.Boolean(), server_default=sa.false(), nullable=False),
        sa.Column("rounds", sa.Integer(), nullable=True),
        sa.Column("outside", sa.Boolean(), server_default=sa.false(), nullable=False),
        *(sa.Column(name, sa.Integer(), nullable=True) for name in BANKED),
    ]


def upgrade() -> None:
    for name in BANKED:  # plain ALTER TABLE (no batch copy: see 0007)
        op.add_column("seat_results", sa.Column(name, sa.Integer(), nullable=True))
    op.create_table(
        "voided_results",
        *_result_columns(),
        sa.ForeignKeyConstraint(
            ["match_pk", "seat"],
            ["seats.match_pk", "seats.seat"],
            name=op.f("fk_voided_results_match_pk_seat_seats"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("match_pk", "seat", name=op.f("pk_voided_results")),
    )
    progress: Progress | None = context.config.attributes.get("progress")
    _fill(op.get_bind(), progress)


def downgrade() -> None:
    op.drop_table("voided_results")
    for name in reversed(BANKED):
        op.drop_column("seat_results", name)  # SQLite 3.35+ drops a column in place


results = sa.table(
    "seat_results",
    sa.column("match_pk", sa.Integer()),
    sa.column("seat", sa.Integer()),
    sa.column("game", sa.String()),
    sa.column("seat_count", sa.Integer()),
    sa.column("tjock", sa.Integer()),
    sa.column("rt", sa.Integer()),
    sa.column("rounds", sa.Integer()),
    *(sa.column(name, sa.Integer()) for name in BANKED),
)
matches = sa.table("matches", sa.column("pk", sa.Integer()), sa.column("starter", sa.Integer()))
events = sa.table(
    "events",
    sa.column("match_pk", sa.Integer()),
    sa.column("seq", sa.Integer()),
    sa.column("kind", sa.String()),
    sa.column("dice", sa.String()),
    sa.column("undone", sa.Boolean()),
)


def _fill(connection: sa.Connection, progress: Progress | None) -> None:
    """Every Roller seat result's banked rounds, read off its match's events."""
    throws = _frozen("0008_round_tallies.py")
    r, m, e = results.c, matches.c, events.c
    heads = connection.execute(
        sa.select(r.match_pk, m.starter, sa.func.max(r.seat_count))
        .join(matches, m.pk == r.match_pk)
        .where(r.game == "roller")
        .group_by(r.match_pk, m.starter)
        .order_by(r.match_pk)
    ).all()
    statement = (
        sa.update(results)
        .where(r.match_pk == sa.bindparam("pk"), r.seat == sa.bindparam("at"))
        .values({name: sa.bindparam(f"n_{name}") for name in BANKED})
    )
    for first in range(0, len(heads), CHUNK):
        part = heads[first : first + CHUNK]
        pks = [row[0] for row in part]
        stored: dict[tuple[int, int], tuple[int, int, int]] = {
            (pk, seat): (rt or 0, tjock or 0, rounds or 0)
            for pk, seat, rt, tjock, rounds in connection.execute(
                sa.select(r.match_pk, r.seat, r.rt, r.tjock, r.rounds).where(r.match_pk.in_(pks))
            )
        }
        played: dict[int, list[tuple[str, str | None]]] = {}
        for pk, kind, dice in connection.execute(  # a range of keys: quicker than a list
            sa.select(e.match_pk, e.kind, e.dice)
            .where(e.match_pk.between(pks[0], pks[-1]), sa.not_(e.undone))
            .order_by(e.match_pk, e.seq)
        ):
            played.setdefault(pk, []).append((kind, dice))
        rows: list[dict[str, Any]] = []
        for pk, starter, seats in part:
            try:
                cells = _seat_buckets(throws, played.get(pk, []), seats, starter)
            except (ValueError, IndexError):
                continue  # a payload this reading does not know: counted later, from the events
            for seat, counts in enumerate(cells):
                if stored.get((pk, seat)) != (
                    counts["rt"],
                    counts["rt"] + counts["tjock"],
                    sum(counts.values()),
                ):
                    continue  # not read as the engine reads it: counted later, from the events
                row = {f"n_banked_{floor}": counts[str(floor)] for floor in FLOORS}
                rows.append({"pk": pk, "at": seat, **row})
        if rows:
            connection.execute(statement, rows)
        if progress is not None:
            progress("rounds per seat", min(first + CHUNK, len(heads)), len(heads))


def _seat_buckets(
    throws: Any, played: list[tuple[str, str | None]], seats: int, starter: int
) -> list[Counter[str]]:
    """Each seat's rounds by bucket: a match played with dice read by revision 0008's reading
    of its throws, one kept by hand by its cells (a result per turn, corrections after)."""
    counts: list[Counter[str]] = [Counter() for _ in range(seats)]
    if seats < 1:
        return counts
    if any(kind in ("result", "correct") for kind, _ in played):
        for seat, cell in _hand_cells(played, seats, starter):
            counts[seat][_cell_bucket(cell, throws)] += 1
        return counts
    for seat, name in throws._rounds(played, seats, starter):
        counts[seat][name] += 1
    return counts


def _hand_cells(
    played: list[tuple[str, str | None]], seats: int, starter: int
) -> Iterable[tuple[int, str]]:
    """(seat, cell) of a hand-kept match: a result per turn in the order of seats from the
    starter, then each correction's cell in place of the one it corrects."""
    grid: dict[tuple[int, int], str] = {}
    turn = 0
    for kind, payload in played:
        if kind == "result":
            grid[(starter + turn) % seats, turn // seats] = payload or ""
            turn += 1
        elif kind == "correct":
            head = (payload or "").split("@")[0]
            seat, round_, cell = head.split(":")
            grid[int(seat), int(round_)] = cell
    return [(seat, cell) for (seat, _), cell in grid.items()]


def _cell_bucket(cell: str, throws: Any) -> str:
    if cell == RT_CELL:
        return "rt"
    if cell == TJOCK_CELL:
        return "tjock"
    return str(throws._banked_bucket(int(cell)))

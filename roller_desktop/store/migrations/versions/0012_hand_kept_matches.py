"""Matches kept by hand (paper protocols, "protocol only" at the table), and the league's
figures that compare like with like.

- events: room for the new kinds (result, correct, places): kind 8 characters, the payload
  (dice) 64; the check constraint lists them. On SQLite the table is built anew from its own
  definition with the new sizes (no batch copy: it is WITHOUT ROWID, and nothing points at it).
- matches.by_hand: the match is kept by hand (known before its first entry, so Resume knows).
- seat_results.hand (the seat's ROLLER count or 105 turns are not recorded) and
  seat_results.rounds (a Roller match's rounds: its length, for the averages).
- league_days: recorded (matches whose throws are recorded: what ROLLER and the 105 average
  turns are counted over), usual / usual_total_sum (matches of the usual 15 rounds: the
  average total), rounds_sum (rounds played: the average per round); best_total counts the
  usual matches only and turns_sum the races the player got through. Recounted from
  seat_results with the frozen sums below.

Downgrade deletes the matches kept by hand (the old schema cannot hold their events; the backup
taken before the migration has them) and counts league_days as the old program did.

Revision ID: 0012
Revises: 0011
Create Date: 2026-12-01
"""

from __future__ import annotations

from datetime import date
from typing import Any

import sqlalchemy as sa
from alembic import op

revision = "0012"
down_revision = "0011"
branch_labels = None
depends_on = None

USUAL_ROUNDS = 15
BATCH = 5000
OLD_KINDS = "kind IN ('throw', 'keep', 'bank')"
NEW_KINDS = "kind IN ('throw', 'keep', 'bank', 'result', 'correct', 'places')"
DAY_COLUMNS = ("recorded", "usual", "usual_total_sum", "rounds_sum")

matches = sa.table(
    "matches",
    sa.column("pk", sa.Integer()),
    sa.column("game", sa.String()),
    sa.column("rules", sa.JSON()),
    sa.column("by_hand", sa.Boolean()),
)
results = sa.table(
    "seat_results",
    sa.column("match_pk", sa.Integer()),
    sa.column("seat", sa.Integer()),
    sa.column("player_pk", sa.Integer()),
    sa.column("game", sa.String()),
    sa.column("day", sa.Date()),
    sa.column("seat_count", sa.Integer()),
    sa.column("won", sa.Boolean()),
    sa.column("ww", sa.Boolean()),
    sa.column("sur_mun", sa.Boolean()),
    sa.column("plump", sa.Boolean()),
    sa.column("tjock", sa.Integer()),
    sa.column("rt", sa.Integer()),
    sa.column("rollers", sa.Integer()),
    sa.column("total", sa.Integer()),
    sa.column("best_round", sa.Integer()),
    sa.column("place", sa.Integer()),
    sa.column("turns", sa.Integer()),
    sa.column("practice", sa.Boolean()),
    sa.column("hand", sa.Boolean()),
    sa.column("rounds", sa.Integer()),
)
days = sa.table(
    "league_days",
    sa.column("game", sa.String()),
    sa.column("day", sa.Date()),
    sa.column("player_pk", sa.Integer()),
    sa.column("matches", sa.Integer()),
    sa.column("wins", sa.Integer()),
    sa.column("ww", sa.Integer()),
    sa.column("sur_mun", sa.Integer()),
    sa.column("plump", sa.Integer()),
    sa.column("tjock", sa.Integer()),
    sa.column("rt", sa.Integer()),
    sa.column("rollers", sa.Integer()),
    sa.column("total_sum", sa.Integer()),
    sa.column("best_total", sa.Integer()),
    sa.column("best_round", sa.Integer()),
    sa.column("placed", sa.Integer()),
    sa.column("place_sum", sa.Integer()),
    sa.column("turns_sum", sa.Integer()),
    sa.column("recorded", sa.Integer()),
    sa.column("usual", sa.Integer()),
    sa.column("usual_total_sum", sa.Integer()),
    sa.column("rounds_sum", sa.Integer()),
)


def _resize_events(kind: int, dice: int, old: str, new: str) -> None:
    connection = op.get_bind()
    if connection.dialect.name != "sqlite":
        op.drop_constraint(op.f("ck_events_kind"), "events", type_="check")
        op.alter_column("events", "kind", type_=sa.String(kind), existing_nullable=False)
        op.alter_column("events", "dice", type_=sa.String(dice), existing_nullable=True)
        op.create_check_constraint(op.f("ck_events_kind"), "events", new)
        return
    sql = connection.exec_driver_sql(
        "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'events'"
    ).scalar_one()
    head, body = sql.split("(", 1)
    lines = []
    for line in body.split("\n"):
        stripped = line.strip()
        if stripped.startswith("kind VARCHAR("):
            line = line[: line.index("kind")] + f"kind VARCHAR({kind}) NOT NULL,"
        elif stripped.startswith("dice VARCHAR("):
            line = line[: line.index("dice")] + f"dice VARCHAR({dice}),"
        lines.append(line.replace(old, new))
    rebuilt = "CREATE TABLE _events_new (" + "\n".join(lines)
    assert head.strip().upper().startswith("CREATE TABLE") and new in rebuilt, rebuilt
    connection.exec_driver_sql(rebuilt)
    connection.exec_driver_sql(
        "INSERT INTO _events_new (match_pk, seq, kind, dice, undone) "
        "SELECT match_pk, seq, kind, dice, undone FROM events"
    )
    connection.exec_driver_sql("DROP TABLE events")
    connection.exec_driver_sql("ALTER TABLE _events_new RENAME TO events")


def _rounds(rules: Any) -> int:
    value = rules.get("rounds") if isinstance(rules, dict) else None
    return value if isinstance(value, int) and not isinstance(value, bool) else USUAL_ROUNDS


def _as_date(value: date | str) -> date:
    return date.fromisoformat(value) if isinstance(value, str) else value


def _day_rows(rows: list[Any], new: bool) -> list[dict[str, Any]]:
    """league_days from seat_results (frozen: the sums of derived/league_days.py at 0012, and
    before it when `new` is false)."""
    summed: dict[tuple[str, date, int], dict[str, Any]] = {}
    for r in rows:
        if r.seat_count < 2 or r.practice or r.player_pk is None:
            continue
        key = (r.game, _as_date(r.day), r.player_pk)
        row = summed.get(key)
        if row is None:
            row = {"game": key[0], "day": key[1], "player_pk": key[2]}
            for name in (
                "matches", "wins", "ww", "sur_mun", "plump", "tjock", "rt", "rollers",
                "total_sum", "placed", "place_sum", "turns_sum",
            ):  # fmt: skip
                row[name] = 0
            if new:
                row.update(dict.fromkeys(DAY_COLUMNS, 0))
            row["best_total"] = row["best_round"] = None
            summed[key] = row
        hand = bool(r.hand) if new else False
        usual = new and r.game == "roller" and (r.rounds or USUAL_ROUNDS) == USUAL_ROUNDS
        row["matches"] += 1
        row["wins"] += bool(r.won)
        row["ww"] += bool(r.ww)
        row["sur_mun"] += bool(r.sur_mun)
        row["plump"] += bool(r.plump)
        row["tjock"] += r.tjock or 0
        row["rt"] += r.rt or 0
        row["rollers"] += r.rollers or 0
        row["total_sum"] += r.total or 0
        row["placed"] += r.place is not None
        row["place_sum"] += r.place or 0
        best_total = r.total
        if new:
            through = r.game == "105" and r.place is not None and not hand
            row["turns_sum"] += (r.turns or 0) if through or r.game == "roller" else 0
            row["recorded"] += (not hand) if r.game == "roller" else through
            row["usual"] += usual
            row["usual_total_sum"] += (r.total or 0) if usual else 0
            row["rounds_sum"] += (r.rounds or 0) if r.game == "roller" else 0
            best_total = r.total if usual else None
        else:
            row["turns_sum"] += r.turns or 0
        for name, value in (("best_total", best_total), ("best_round", r.best_round)):
            if value is not None and (row[name] is None or value > row[name]):
                row[name] = value
    return list(summed.values())


def _recount_days(new: bool) -> None:
    connection = op.get_bind()
    wanted = [c for c in results.c if new or c.name not in ("hand", "rounds")]
    rows = list(connection.execute(sa.select(*wanted)).all())
    connection.execute(sa.delete(days))
    counted = _day_rows(rows, new)
    columns = [c.name for c in days.c if new or c.name not in DAY_COLUMNS]
    target = sa.table("league_days", *(sa.column(name) for name in columns))
    for start in range(0, len(counted), BATCH):
        connection.execute(sa.insert(target), counted[start : start + BATCH])


def upgrade() -> None:
    _resize_events(8, 64, OLD_KINDS, NEW_KINDS)
    # Plain ALTER TABLE (no batch copy: see 0007).
    op.add_column(
        "matches", sa.Column("by_hand", sa.Boolean(), server_default=sa.false(), nullable=False)
    )
    op.add_column(
        "seat_results",
        sa.Column("hand", sa.Boolean(), server_default=sa.false(), nullable=False),
    )
    op.add_column("seat_results", sa.Column("rounds", sa.Integer(), nullable=True))
    for name in DAY_COLUMNS:
        op.add_column(
            "league_days", sa.Column(name, sa.Integer(), server_default="0", nullable=False)
        )
    connection = op.get_bind()
    rounds = [
        {"pk": pk, "value": _rounds(rules)}
        for pk, rules in connection.execute(
            sa.select(matches.c.pk, matches.c.rules).where(matches.c.game == "roller")
        )
    ]
    statement = (
        sa.update(results)
        .where(results.c.match_pk == sa.bindparam("pk"))
        .values(rounds=sa.bindparam("value"))
    )
    for start in range(0, len(rounds), BATCH):
        connection.execute(statement, rounds[start : start + BATCH])
    _recount_days(new=True)


def downgrade() -> None:
    connection = op.get_bind()
    hand_kept = sa.select(matches.c.pk).where(matches.c.by_hand.is_(True))
    for table in ("seat_results", "hints", "events", "seats"):
        connection.execute(
            sa.text(f"DELETE FROM {table} WHERE match_pk IN (SELECT pk FROM matches WHERE by_hand)")
            if connection.dialect.name == "postgresql"
            else sa.text(
                f"DELETE FROM {table} WHERE match_pk IN (SELECT pk FROM matches WHERE by_hand = 1)"
            )
        )
    connection.execute(sa.delete(matches).where(matches.c.pk.in_(hand_kept)))
    for name in DAY_COLUMNS:
        op.drop_column("league_days", name)
    op.drop_column("seat_results", "rounds")
    op.drop_column("seat_results", "hand")
    op.drop_column("matches", "by_hand")
    _recount_days(new=False)
    _resize_events(5, 6, NEW_KINDS, OLD_KINDS)

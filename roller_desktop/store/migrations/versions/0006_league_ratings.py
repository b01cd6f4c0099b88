"""The league ratings per game, season and player, so that a league table is rated at once.

Revision ID: 0006
Revises: 0005
Create Date: 2026-11-30
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from datetime import UTC, datetime
from typing import Any

import sqlalchemy as sa
from alembic import context, op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None

# Frozen: this migration depends on SQLAlchemy and Alembic only. The rating below is a copy of
# store/rating.py (rate_match) and store/season_ratings.py (the season rule, the scores) as they
# were at revision 0006, so that a later change to the live code cannot change what this
# migration does. tests/store/test_season_ratings.py checks that it rates as the live code does.
START_RATING = 1500.0
K_FACTOR = 32.0
SCALE = 400.0
UNPLACED = 1000
ALL_TIME = 0
REPORT_EVERY = 5000  # matches rated between two progress reports

Progress = Callable[[str, int, int], None]  # (what, done, total), as store/migrate.py hands it


def upgrade() -> None:
    table = op.create_table(
        "league_ratings",
        sa.Column("game", sa.String(length=6), nullable=False),
        sa.Column("season", sa.Integer(), nullable=False),
        sa.Column("player_pk", sa.Integer(), nullable=False),
        sa.Column("rating", sa.Double(), nullable=False),
        sa.Column("matches", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["player_pk"], ["players.pk"], name=op.f("fk_league_ratings_player_pk_players")
        ),
        sa.PrimaryKeyConstraint("game", "season", "player_pk", name=op.f("pk_league_ratings")),
        sqlite_with_rowid=False,
    )
    assert table is not None
    # Rate the results already stored (seat_results as revisions 0001-0005 left it). The rows
    # come straight from the driver: a hundred thousand matches are read in about a second.
    cursor = op.get_bind().connection.cursor()
    fetched: dict[str, Sequence[Any]] = {}
    try:
        for game in ("roller", "105"):
            cursor.execute(
                "SELECT finished, match_pk, player_pk, total, place FROM seat_results "
                f"WHERE game = '{game}' AND seat_count > 1 ORDER BY finished, match_pk, seat"
            )
            fetched[game] = cursor.fetchall()
    finally:
        cursor.close()
    progress: Progress | None = context.config.attributes.get("progress")
    total = sum(len({row[1] for row in rows}) for rows in fetched.values())
    done = 0

    def rated_one() -> None:
        nonlocal done
        done += 1
        if progress is not None and (done % REPORT_EVERY == 0 or done == total):
            progress("ratings", done, total)

    for game, rows in fetched.items():
        rated = _rate(game, rows, rated_one)
        if rated:
            op.bulk_insert(table, rated)


def _season(finished_utc: datetime | str) -> int:
    """The local calendar year of the finishing time (away from new year: the UTC year).

    SQLite's driver gives the stored text ('2026-11-30 12:00:00.000000'), others a datetime.
    """
    if isinstance(finished_utc, str):
        year, month = int(finished_utc[:4]), int(finished_utc[5:7])
        if month not in (1, 12):
            return year
        finished_utc = datetime.fromisoformat(finished_utc)
    if finished_utc.month not in (1, 12):
        return finished_utc.year
    return finished_utc.replace(tzinfo=UTC).astimezone().year


def _rate(game: str, rows: Iterable[Any], rated_one: Callable[[], None]) -> list[dict[str, Any]]:
    """Rows for the table: every season's ratings and all time's, matches in the order given."""
    ratings: dict[int, dict[int, float]] = {}
    counts: dict[int, dict[int, int]] = {}
    players: list[int] = []
    scores: list[float] = []
    current: int | None = None
    season = ALL_TIME

    def rate() -> None:
        if len(players) > 1:
            rated_one()
            for scope in (ALL_TIME, season):
                _rate_match(
                    ratings.setdefault(scope, {}), counts.setdefault(scope, {}), players, scores
                )

    for finished, match_pk, player_pk, total, place in rows:
        if match_pk != current:
            rate()
            players, scores, current = [], [], match_pk
            season = _season(finished)
        players.append(player_pk)
        if game == "roller":
            scores.append(float(total or 0))
        else:
            scores.append(-float(place if place is not None else UNPLACED))
    rate()
    return [
        {
            "game": game,
            "season": scope,
            "player_pk": player,
            "rating": value,
            "matches": counts[scope][player],
        }
        for scope, values in ratings.items()
        for player, value in values.items()
    ]


def _rate_match(
    ratings: dict[int, float], counts: dict[int, int], players: list[int], scores: list[float]
) -> None:
    """One match of the multiplayer Elo, exactly as store/rating.py computes it."""
    before = [ratings.get(p, START_RATING) for p in players]
    q = [math.pow(10.0, value / SCALE) for value in before]
    factor = K_FACTOR / (len(players) - 1)
    for i, player in enumerate(players):
        qi, si = q[i], scores[i]
        total = 0.0
        for j, qj in enumerate(q):
            if i != j:
                sj = scores[j]
                actual = 1.0 if si > sj else (0.5 if si == sj else 0.0)
                total += actual - qi / (qi + qj)
        ratings[player] = before[i] + factor * total
        counts[player] = counts.get(player, 0) + 1


def downgrade() -> None:
    op.drop_table("league_ratings")

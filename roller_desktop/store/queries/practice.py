"""Practice matches (a computer seat at the table) for a league that takes them in.

RULES.md, "Computer seats": a match with a computer seat is practice and counts in no league
table and no rating, unless a setting takes such matches in; the computers' rows are then
marked. The stored league figures (league days, ratings per season) never hold practice, so a
table that takes it in adds these rows, read from seat_results at the time: practice is a few
matches beside the league's thousands.

In such a table each computer seat is an entry of its own, keyed by its level: "computer:sharp"
(a second computer of that level at one table, "computer:sharp:2", as the seat is numbered).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from datetime import date
from typing import Any

from sqlalchemy import select

from ..handle import in_days
from ..models import (
    ChampionshipMatchRow,
    ChampionshipRow,
    MatchRow,
    PlayerRow,
    SeatResultRow,
    SeatRow,
)
from ..values import computer_seat_name

COMPUTER_KEY = "computer:"


def computer_key(level: str, number: int = 1) -> str:
    return COMPUTER_KEY + level + (f":{number}" if number > 1 else "")


def is_computer_key(key: str) -> bool:
    return key.startswith(COMPUTER_KEY)


def computer_of_key(key: str) -> tuple[str, int]:
    """(level, number) of a computer's key."""
    level, _, number = key.removeprefix(COMPUTER_KEY).partition(":")
    return level, int(number or 1)


@dataclass(frozen=True, slots=True)
class PracticeSeat:
    """One seat of a finished practice match: a person (key: the player id) or a computer."""

    match_pk: int
    key: str
    name: str  # a computer's as the store names it ("Computer (sharp)"): the window words it
    computer: str | None
    row: Any  # the seat_results row (its figures)


def practice_seats(
    s: Any, game: str, start: date | None = None, end: date | None = None
) -> Iterator[PracticeSeat]:
    """Every seat of the finished practice matches of a game whose league day is in the range,
    oldest match first, seats in order."""
    r = SeatResultRow
    query = (
        select(r, SeatRow.computer, PlayerRow.id, PlayerRow.name)
        .join(SeatRow, (SeatRow.match_pk == r.match_pk) & (SeatRow.seat == r.seat))
        .outerjoin(PlayerRow, PlayerRow.pk == r.player_pk)
        .where(r.game == game, r.seat_count > 1, r.practice.is_(True))
        .order_by(r.finished, r.match_pk, r.seat)
    )
    return _seats(s, in_days(query, r.day, start, end))


def championship_seats(
    s: Any, game: str, championship_id: str, start: date | None = None, end: date | None = None
) -> Iterator[PracticeSeat]:
    """Every seat of the finished matches of one championship (its qualifying rounds and its
    final) whose league day is in the range: the league view filtered by a championship.
    Counted whatever the championship's "in the league" setting and whether a computer sat
    in, as the filter asks for these matches and no others."""
    r = SeatResultRow
    query = (
        select(r, SeatRow.computer, PlayerRow.id, PlayerRow.name)
        .join(SeatRow, (SeatRow.match_pk == r.match_pk) & (SeatRow.seat == r.seat))
        .join(MatchRow, MatchRow.pk == r.match_pk)
        .join(ChampionshipMatchRow, ChampionshipMatchRow.match_pk == r.match_pk)
        .join(ChampionshipRow, ChampionshipRow.pk == ChampionshipMatchRow.championship_pk)
        .outerjoin(PlayerRow, PlayerRow.pk == r.player_pk)
        .where(
            r.game == game,
            r.seat_count > 1,
            MatchRow.status == "finished",
            ChampionshipRow.id == championship_id,
        )
        .order_by(r.finished, r.match_pk, r.seat)
    )
    return _seats(s, in_days(query, r.day, start, end))


def _seats(s: Any, query: Any) -> Iterator[PracticeSeat]:
    met: dict[tuple[int, str], int] = {}
    for row, level, player_id, name in s.execute(query):
        if player_id is not None:
            yield PracticeSeat(row.match_pk, player_id, name, None, row)
            continue
        level = level or ""
        number = met[row.match_pk, level] = met.get((row.match_pk, level), 0) + 1
        yield PracticeSeat(
            row.match_pk, computer_key(level, number), computer_seat_name(level, number), level, row
        )

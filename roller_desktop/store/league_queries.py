"""Small read-only queries for the league screens (league engineer's file, beside stats.py)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime
from typing import Any

from sqlalchemy import case, func, select

from .database import Store
from .models import MatchRow, PlayerRow, SeatResultRow
from .values import Game


def finished_years(store: Store) -> list[int]:
    """The calendar years from the first to the last finished match (newest first)."""
    r = SeatResultRow
    firsts: list[datetime] = []
    lasts: list[datetime] = []
    with store.session() as s:
        for game in ("roller", "105"):  # per game, so the (game, finished) index answers
            first = s.scalar(select(func.min(r.finished)).where(r.game == game))
            last = s.scalar(select(func.max(r.finished)).where(r.game == game))
            if first is not None and last is not None:
                firsts.append(first)
                lasts.append(last)
    if not firsts:
        return []
    return list(range(max(lasts).year, min(firsts).year - 1, -1))


@dataclass(frozen=True, slots=True)
class MonthTally:
    """One player's figures of one game in one calendar month (local time on SQLite)."""

    game: Game
    month: date  # the first day of the month
    matches: int
    wins: int
    ww: int
    sur_mun: int
    plump: int
    tjock: int
    rt: int
    rollers: int
    total_sum: int
    best_total: int | None
    best_round: int | None
    place_sum: int
    placed: int
    turns: int


def player_months(store: Store, player_id: str) -> list[MonthTally]:
    """A player's league matches (two or more players) summed per game and month, oldest first.

    One aggregate query, so a page of tens of thousands of matches opens quickly. SQLite turns
    the stored UTC into local time ('localtime'); other databases group by UTC month.
    """
    r = SeatResultRow
    if store.dialect == "sqlite":
        month = func.strftime("%Y-%m", r.finished, "localtime")
    else:
        month = func.to_char(r.finished, "YYYY-MM")

    def count(column: Any) -> Any:
        return func.sum(case((column, 1), else_=0))

    query = (
        select(
            r.game, month, func.count(), count(r.won), count(r.ww), count(r.sur_mun),
            count(r.plump), func.sum(r.tjock), func.sum(r.rt), func.sum(r.rollers),
            func.sum(r.total), func.max(r.total), func.max(r.best_round), func.sum(r.place),
            func.count(r.place), func.sum(r.turns),
        )
        .join(PlayerRow, PlayerRow.pk == r.player_pk)
        .where(PlayerRow.id == player_id, r.seat_count > 1)
        .group_by(r.game, month)
        .order_by(month)
    )  # fmt: skip
    with store.session() as s:
        rows = s.execute(query).all()
    tallies = []
    for (
        game,
        key,
        n,
        won,
        ww,
        sur,
        plump,
        tjock,
        rt,
        rollers,
        total,
        best,
        best_round,
        place,
        placed,
        turns,
    ) in rows:
        year, mon = (int(part) for part in str(key).split("-"))
        tallies.append(
            MonthTally(
                game="roller" if game == "roller" else "105",
                month=date(year, mon, 1),
                matches=int(n),
                wins=int(won or 0),
                ww=int(ww or 0),
                sur_mun=int(sur or 0),
                plump=int(plump or 0),
                tjock=int(tjock or 0),
                rt=int(rt or 0),
                rollers=int(rollers or 0),
                total_sum=int(total or 0),
                best_total=None if best is None else int(best),
                best_round=None if best_round is None else int(best_round),
                place_sum=int(place or 0),
                placed=int(placed or 0),
                turns=int(turns or 0),
            )
        )
    return tallies


@dataclass(frozen=True, slots=True)
class Best:
    """A player's best: the match, its points (a total or a round) and when it finished."""

    match_id: str
    points: int
    finished: datetime


def player_best(store: Store, player_id: str) -> tuple[Best | None, Best | None]:
    """The player's Roller league match with the best total, and the one with the best round
    (the earliest of equals)."""
    r = SeatResultRow
    found: list[Best | None] = []
    for column in (r.total, r.best_round):
        query = (
            select(MatchRow.id, column, r.finished)
            .join(r, r.match_pk == MatchRow.pk)
            .join(PlayerRow, PlayerRow.pk == r.player_pk)
            .where(PlayerRow.id == player_id, r.game == "roller", r.seat_count > 1)
            .order_by(column.desc(), r.finished, r.match_pk)
            .limit(1)
        )
        with store.session() as s:
            row = s.execute(query).first()
        found.append(None if row is None else Best(row[0], int(row[1] or 0), row[2]))
    return found[0], found[1]


def player_recent(store: Store, player_id: str, limit: int) -> list[tuple[str, int]]:
    """(match id, seat) of the player's newest Roller league matches."""
    r = SeatResultRow
    query = (
        select(MatchRow.id, r.seat)
        .join(r, r.match_pk == MatchRow.pk)
        .join(PlayerRow, PlayerRow.pk == r.player_pk)
        .where(PlayerRow.id == player_id, r.game == "roller", r.seat_count > 1)
        .order_by(r.finished.desc(), r.match_pk.desc())
        .limit(limit)
    )
    with store.session() as s:
        return [(match_id, seat) for match_id, seat in s.execute(query)]


def player_places(store: Store, player_id: str) -> dict[int | None, int]:
    """How often the player finished a 105 league race in each place (None: unplaced)."""
    r = SeatResultRow
    query = (
        select(r.place, func.count())
        .join(PlayerRow, PlayerRow.pk == r.player_pk)
        .where(PlayerRow.id == player_id, r.game == "105", r.seat_count > 1)
        .group_by(r.place)
    )
    with store.session() as s:
        return {place: int(n) for place, n in s.execute(query)}

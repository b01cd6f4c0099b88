"""Small read-only queries for the league screens (league engineer's file, beside stats.py)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from typing import Any

from sqlalchemy import func, select

from ..handle import in_days
from ..league_store import LeagueHandle
from ..models import LeagueDayRow, MatchRow, PlayerRow, SeatResultRow
from ..values import Game


def finished_years(store: LeagueHandle) -> list[int]:
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


def newest_league_year(store: LeagueHandle) -> int | None:
    """The year of the newest finished match that counts in the league (two or more seats,
    no computer, not a championship's kept outside); None when there is none."""
    r = SeatResultRow
    with store.session() as s:
        last = s.scalar(
            select(func.max(r.finished)).where(
                r.practice.is_(False), r.outside.is_(False), r.seat_count >= 2
            )
        )
    return None if last is None else last.year


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
    turns: int  # 105: of the races got through with their turns recorded
    recorded: int = 0  # Roller: matches with throws (ROLLER); 105: races `turns` is over
    usual: int = 0  # Roller: matches of the usual length (the average and best total)
    usual_total_sum: int = 0


def player_months(store: LeagueHandle, player_id: str) -> list[MonthTally]:
    """A player's league matches (two or more players) summed per game and month, oldest first.

    One aggregate over the player's rows of league_days (a few per day, however many matches),
    so a page of tens of thousands of matches opens quickly. Months are local, as the days are.
    """
    d = LeagueDayRow
    if store.dialect == "sqlite":
        month: Any = func.strftime("%Y-%m", d.day)
    else:
        month = func.to_char(d.day, "YYYY-MM")
    query = (
        select(
            d.game, month, func.sum(d.matches), func.sum(d.wins), func.sum(d.ww),
            func.sum(d.sur_mun), func.sum(d.plump), func.sum(d.tjock), func.sum(d.rt),
            func.sum(d.rollers), func.sum(d.total_sum), func.max(d.best_total),
            func.max(d.best_round), func.sum(d.place_sum), func.sum(d.placed),
            func.sum(d.turns_sum), func.sum(d.recorded), func.sum(d.usual),
            func.sum(d.usual_total_sum),
        )
        .join(PlayerRow, PlayerRow.pk == d.player_pk)
        .where(PlayerRow.id == player_id)
        .group_by(d.game, month)
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
        recorded,
        usual,
        usual_total,
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
                recorded=int(recorded or 0),
                usual=int(usual or 0),
                usual_total_sum=int(usual_total or 0),
            )
        )
    return tallies


@dataclass(frozen=True, slots=True)
class Best:
    """A player's best: the match, its points (a total or a round) and when it finished."""

    match_id: str
    points: int
    finished: datetime


def player_best(store: LeagueHandle, player_id: str) -> tuple[Best | None, Best | None]:
    """The player's Roller league match with the best total, and the one with the best round
    (the earliest of equals): the day from league_days, then the match of that day."""
    d, r = LeagueDayRow, SeatResultRow
    found: list[Best | None] = []
    with store.session() as s:
        player_pk = s.scalar(select(PlayerRow.pk).where(PlayerRow.id == player_id))
        scored = r.total - r.start_points  # league_days' best total: the points scored
        for day_best, column in ((d.best_total, scored), (d.best_round, r.best_round)):
            top = s.execute(
                select(d.day, day_best)
                .where(d.player_pk == player_pk, d.game == "roller", day_best.is_not(None))
                .order_by(day_best.desc(), d.day)
                .limit(1)
            ).first()
            if top is None:
                found.append(None)
                continue
            day, points = top[0], int(top[1] or 0)
            match = s.execute(
                select(MatchRow.id, r.finished)
                .join(r, r.match_pk == MatchRow.pk)
                .where(
                    r.player_pk == player_pk,
                    r.game == "roller",
                    r.seat_count > 1,
                    r.practice.is_(False),
                    r.outside.is_(False),
                    column == points,
                    r.day == day,  # the league day stored with the match, as league_days has it
                    # The same day as a range of times (a local day lies within a day of its
                    # UTC times): the player's index on finished reads that day only, not
                    # every match of the player (0.18 s at 40,000 of them).
                    r.finished >= datetime.combine(day, time()) - timedelta(days=1),
                    r.finished < datetime.combine(day, time()) + timedelta(days=2),
                )
                .order_by(r.finished, r.match_pk)
                .limit(1)
            ).first()
            found.append(None if match is None else Best(match[0], points, match[1]))
    return found[0], found[1]


def player_recent(store: LeagueHandle, player_id: str, limit: int) -> list[tuple[str, int]]:
    """(match id, seat) of the player's newest Roller league matches."""
    r = SeatResultRow
    query = (
        select(MatchRow.id, r.seat)
        .join(r, r.match_pk == MatchRow.pk)
        .join(PlayerRow, PlayerRow.pk == r.player_pk)
        .where(
            PlayerRow.id == player_id,
            r.game == "roller",
            r.seat_count > 1,
            r.practice.is_(False),
            r.outside.is_(False),
        )
        .order_by(r.finished.desc(), r.match_pk.desc())
        .limit(limit)
    )
    with store.session() as s:
        return [(match_id, seat) for match_id, seat in s.execute(query)]


def player_places(
    store: LeagueHandle, player_id: str, start: date | None = None, end: date | None = None
) -> dict[int | None, int]:
    """How often the player finished a 105 league race in each place (None: unplaced), in a
    range of local dates (inclusive) or all time."""
    r = SeatResultRow
    query = (
        select(r.place, func.count())
        .join(PlayerRow, PlayerRow.pk == r.player_pk)
        .where(PlayerRow.id == player_id, r.game == "105", r.seat_count > 1, r.practice.is_(False))
        .group_by(r.place)
    )
    query = in_days(query, r.day, start, end)  # the league day stored, as the league counts
    with store.session() as s:
        return {place: int(n) for place, n in s.execute(query)}

"""League figures as SQL aggregates (one query per table, no Python loop over matches).

The league tables add up the per-day figures of league_days (kept with every finished match),
so a season costs a few rows per day, however many matches were played. Head-to-head and the
histories read the per-seat results. A date range is inclusive on both ends, in local dates;
a season is a calendar year by default. One-seat practice matches are left out of the league.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any

from sqlalchemy import Select, and_, case, func, select, tuple_
from sqlalchemy.orm import aliased

from ..errors import UnknownPlayer
from ..handle import in_days, utc_bounds
from ..league_store import LeagueHandle
from ..models import (
    ChampionshipMatchRow,
    ChampionshipRow,
    EventRow,
    LeagueDayRow,
    MatchRow,
    PlayerRow,
    SeatResultRow,
    SeatRow,
)
from ..values import Game, MatchSummary, Status, seat_names
from .practice import PracticeSeat, championship_seats, practice_seats

R = SeatResultRow
D = LeagueDayRow


@dataclass(frozen=True, slots=True)
class RollerStanding:
    player_id: str
    name: str
    matches: int
    wins: int  # W and WW together
    w: int
    ww: int
    sur_mun: int
    plump: int
    tjock: int  # rounds gone tjock, RT included
    rt: int
    rollers: int  # counted over `recorded` matches: those kept by hand have no ROLLER
    average_total: float | None  # over the matches of the usual length (None: no such match)
    best_total: int | None  # of the usual length (None: no such match)
    best_round: int
    win_rate: float
    computer: str | None = None  # a computer's row (practice taken in): its level
    recorded: int = 0  # matches whose throws are recorded (what ROLLER is counted over)
    usual: int = 0  # matches of the usual length (what the average and best totals count)
    average_round: float | None = None  # points per round played, over every match


@dataclass(frozen=True, slots=True)
class RaceStanding:
    player_id: str
    name: str
    races: int
    wins: int
    average_place: float | None  # over the races where the player got a place
    average_turns: float | None  # over the races got through with turns recorded (None: none)
    win_rate: float
    computer: str | None = None
    recorded: int = 0  # races got through with their turns recorded


@dataclass(frozen=True, slots=True)
class HeadToHead:
    """Matches both players finished; who ended ahead (Roller: total, 105: place)."""

    player_a: str
    player_b: str
    matches: int
    a_ahead: int
    b_ahead: int
    level: int
    roller_matches: int
    races: int


@dataclass(frozen=True, slots=True)
class PlayerMatch:
    match_id: str
    game: Game
    finished: datetime
    seat: int
    seat_count: int
    won: bool
    total: int | None
    symbols: tuple[str, ...]  # "WW" or "W", "sur mun", "plump"
    tjock: int | None
    rt: int | None
    rollers: int | None
    best_round: int | None
    place: int | None
    turns: int | None
    opponents: tuple[str, ...]
    practice: bool = False  # a match with a computer seat: in no league figure
    hand: bool = False  # kept by hand (paper): rollers / turns not recorded


def season(year: int) -> tuple[date, date]:
    return date(year, 1, 1), date(year, 12, 31)


def _count(condition: Any) -> Any:
    return func.sum(case((condition, 1), else_=0))


def _in_range(query: Select[Any], column: Any, start: date | None, end: date | None) -> Any:
    low, high = utc_bounds(start, end)
    if low is not None:
        query = query.where(column >= low)
    if high is not None:
        query = query.where(column < high)
    return query


def _league_query(game: str, *figures: Any) -> Any:
    """Per player of one game: id, name, matches, wins, then the given sums of the day rows."""
    return (
        select(PlayerRow.id, PlayerRow.name, func.sum(D.matches), func.sum(D.wins), *figures)
        .join(PlayerRow, PlayerRow.pk == D.player_pk)
        .where(D.game == game)
        .group_by(D.player_pk, PlayerRow.id, PlayerRow.name)
    )


def _with_practice(
    s: Any, game: str, rows: list[Any], start: date | None, end: date | None, figures: Any
) -> tuple[list[list[Any]], dict[str, str]]:
    """The league's rows (id, name, then the figures: sums, and maxima last) with the practice
    matches of the range added: a person's to their row, a computer's to a row of its own.
    Returns the rows and the computers' levels by key."""
    return _with_seats(rows, practice_seats(s, game, start, end), figures)


def _with_seats(
    rows: list[Any], seats: Iterator[PracticeSeat], figures: Any
) -> tuple[list[list[Any]], dict[str, str]]:
    merged: dict[str, list[Any]] = {row[0]: list(row) for row in rows}
    levels: dict[str, str] = {}
    for seat in seats:
        values = figures(seat.row)
        row = merged.get(seat.key)
        if row is None:
            row = [seat.key, seat.name, *(0 if kind == "sum" else None for _, kind in values)]
            merged[seat.key] = row
        if seat.computer is not None:
            levels[seat.key] = seat.computer
        for i, (value, kind) in enumerate(values, start=2):
            if kind == "sum":
                row[i] = (row[i] or 0) + value
            elif value is not None and (row[i] is None or value > row[i]):
                row[i] = value
    return list(merged.values()), levels


USUAL_ROUNDS = 15


def _roller_practice(r: Any) -> list[tuple[Any, str]]:
    """One practice seat's Roller figures, in the order of roller_league's query."""
    usual = (r.rounds or USUAL_ROUNDS) == USUAL_ROUNDS
    points = None if r.total is None else r.total - (r.start_points or 0)  # scored
    return [
        (1, "sum"),
        (int(bool(r.won)), "sum"),
        (int(bool(r.ww)), "sum"),
        (int(bool(r.sur_mun)), "sum"),
        (int(bool(r.plump)), "sum"),
        (r.tjock or 0, "sum"),
        (r.rt or 0, "sum"),
        (r.rollers or 0, "sum"),
        (points or 0, "sum"),
        (int(not r.hand), "sum"),
        (int(usual), "sum"),
        (points or 0 if usual else 0, "sum"),
        (r.rounds or 0, "sum"),
        (points if usual else None, "max"),
        (r.best_round, "max"),
    ]


def _race_practice(r: Any) -> list[tuple[Any, str]]:
    return [
        (1, "sum"),
        (int(bool(r.won)), "sum"),
        (int(r.place is not None), "sum"),
        (r.place or 0, "sum"),
        (r.turns or 0 if r.place is not None and not r.hand else 0, "sum"),
        (int(r.place is not None and not r.hand), "sum"),
    ]


def roller_league(
    store: LeagueHandle,
    start: date | None = None,
    end: date | None = None,
    practice: bool = False,
    championship: str | None = None,
) -> list[RollerStanding]:
    """The Roller league over the range; `practice` takes the matches with computer seats in
    (RULES.md), the computers with rows of their own; `championship` (its id): only that
    championship's matches, read from their seat results."""
    query = _league_query(
        "roller",
        func.sum(D.ww),
        func.sum(D.sur_mun),
        func.sum(D.plump),
        func.sum(D.tjock),
        func.sum(D.rt),
        func.sum(D.rollers),
        func.sum(D.total_sum),
        func.sum(D.recorded),
        func.sum(D.usual),
        func.sum(D.usual_total_sum),
        func.sum(D.rounds_sum),
        func.max(D.best_total),
        func.max(D.best_round),
    )
    levels: dict[str, str] = {}
    rows: list[Any]
    with store.session() as s:
        if championship is not None:
            seats = championship_seats(s, "roller", championship, start, end)
            rows, levels = _with_seats([], seats, _roller_practice)
        else:
            rows = list(s.execute(in_days(query, D.day, start, end)).all())
            if practice:
                rows, levels = _with_practice(s, "roller", rows, start, end, _roller_practice)
    table = []
    for (
        pid, name, n, wins, ww, sur, plump, tjock, rt, rollers, total, recorded, usual,
        usual_total, rounds, best, best_round,
    ) in rows:  # fmt: skip
        n, wins, ww, usual, rounds = int(n), int(wins), int(ww), int(usual), int(rounds)
        table.append(
            RollerStanding(
                player_id=pid,
                name=name,
                matches=n,
                wins=wins,
                w=wins - ww,
                ww=ww,
                sur_mun=int(sur),
                plump=int(plump),
                tjock=int(tjock),
                rt=int(rt),
                rollers=int(rollers),
                average_total=int(usual_total) / usual if usual else None,
                best_total=None if best is None else int(best),
                best_round=int(best_round or 0),
                win_rate=wins / n,
                computer=levels.get(pid),
                recorded=int(recorded),
                usual=usual,
                average_round=int(total) / rounds if rounds else None,
            )
        )
    table.sort(key=lambda s: (-s.win_rate, -s.wins, -(s.average_total or 0.0), s.name.casefold()))
    return table


def hundredfive_league(
    store: LeagueHandle,
    start: date | None = None,
    end: date | None = None,
    practice: bool = False,
    championship: str | None = None,
) -> list[RaceStanding]:
    """The 105 league over the range, as roller_league (a championship has no 105 races:
    filtered by one, the table is empty)."""
    query = _league_query(
        "105",
        func.sum(D.placed),
        func.sum(D.place_sum),
        func.sum(D.turns_sum),
        func.sum(D.recorded),
    )
    levels: dict[str, str] = {}
    rows: list[Any]
    with store.session() as s:
        if championship is not None:
            seats = championship_seats(s, "105", championship, start, end)
            rows, levels = _with_seats([], seats, _race_practice)
        else:
            rows = list(s.execute(in_days(query, D.day, start, end)).all())
            if practice:
                rows, levels = _with_practice(s, "105", rows, start, end, _race_practice)
    table = []
    for pid, name, n, wins, placed, place_sum, turns, recorded in rows:
        n, wins, placed, recorded = int(n), int(wins), int(placed), int(recorded)
        table.append(
            RaceStanding(
                player_id=pid,
                name=name,
                races=n,
                wins=wins,
                average_place=int(place_sum) / placed if placed else None,
                average_turns=int(turns) / recorded if recorded else None,
                win_rate=wins / n,
                computer=levels.get(pid),
                recorded=recorded,
            )
        )
    table.sort(key=lambda s: (-s.win_rate, -s.wins, s.average_place or 99.0, s.name.casefold()))
    return table


def _finished_ahead(seat: Any, other: Any) -> Any:
    """Whether `seat` finished ahead of `other` in the same match: Roller by the higher total,
    105 by the better place (an unplaced seat behind every placed one)."""
    unplaced = 1000
    return case(
        (seat.game == "roller", seat.total > other.total),
        else_=func.coalesce(seat.place, unplaced) < func.coalesce(other.place, unplaced),
    )


def head_to_head(
    store: LeagueHandle,
    player_a: str,
    player_b: str,
    start: date | None = None,
    end: date | None = None,
) -> HeadToHead:
    a, b = aliased(SeatResultRow), aliased(SeatResultRow)
    a_ahead, b_ahead = _finished_ahead(a, b), _finished_ahead(b, a)
    with store.session() as s:
        pks = [_player_pk(s, pid) for pid in (player_a, player_b)]
        # Both sides by (player, match): answered from one covering index.
        query = (
            select(func.count(), _count(a_ahead), _count(b_ahead), _count(a.game == "roller"))
            .select_from(a)
            .join(b, and_(b.player_pk == pks[1], b.match_pk == a.match_pk))
            .where(a.player_pk == pks[0], a.practice.is_(False))
        )
        n, ahead, behind, roller = s.execute(in_days(query, a.day, start, end)).one()
    n = int(n or 0)
    ahead, behind, roller = int(ahead or 0), int(behind or 0), int(roller or 0)
    return HeadToHead(player_a, player_b, n, ahead, behind, n - ahead - behind, roller, n - roller)


def head_to_head_all(
    store: LeagueHandle, player_id: str, start: date | None = None, end: date | None = None
) -> list[tuple[str, HeadToHead]]:
    """Head-to-head against every player met, with their names, most matches together first:
    one aggregate over the covering index, grouped by the other player."""
    a, b = aliased(SeatResultRow), aliased(SeatResultRow)
    a_ahead, b_ahead = _finished_ahead(a, b), _finished_ahead(b, a)
    with store.session() as s:
        player_pk = _player_pk(s, player_id)
        tally = (
            select(
                b.player_pk.label("other"), func.count().label("n"), _count(a_ahead).label("ahead"),
                _count(b_ahead).label("behind"), _count(a.game == "roller").label("roller"),
            )
            .select_from(a)
            .join(b, and_(b.match_pk == a.match_pk, b.player_pk != a.player_pk))
            .where(a.player_pk == player_pk, a.practice.is_(False))
            .group_by(b.player_pk)
        )  # fmt: skip
        t = in_days(tally, a.day, start, end).subquery()
        rows = s.execute(
            select(PlayerRow.id, PlayerRow.name, t.c.n, t.c.ahead, t.c.behind, t.c.roller).join(
                t, t.c.other == PlayerRow.pk
            )
        ).all()
    found = []
    for other_id, name, n, ahead, behind, roller in rows:
        n, ahead, behind, roller = int(n), int(ahead or 0), int(behind or 0), int(roller or 0)
        h2h = HeadToHead(
            player_id, other_id, n, ahead, behind, n - ahead - behind, roller, n - roller
        )
        found.append((name, h2h))
    found.sort(key=lambda item: (-item[1].matches, item[0].casefold()))
    return found


def player_history(
    store: LeagueHandle, player_id: str, game: Game | None = None, limit: int | None = None
) -> list[PlayerMatch]:
    """One player's finished matches, newest first, with the figures of their seat."""
    query = (
        select(R, MatchRow.id)
        .join(PlayerRow, PlayerRow.pk == R.player_pk)
        .join(MatchRow, MatchRow.pk == R.match_pk)
        .where(PlayerRow.id == player_id)
        .order_by(R.finished.desc(), R.match_pk.desc())
    )
    if game is not None:
        query = query.where(R.game == game)
    if limit is not None:
        query = query.limit(limit)
    with store.session() as s:
        if s.scalar(select(PlayerRow.pk).where(PlayerRow.id == player_id)) is None:
            raise UnknownPlayer(f"There is no player with the id {player_id}.")
        rows = s.execute(query).all()
        opponents = _opponents(s, [r.match_pk for r, _ in rows], player_id)
    return [
        PlayerMatch(
            match_id=match_id,
            game="roller" if r.game == "roller" else "105",
            finished=r.finished,
            seat=r.seat,
            seat_count=r.seat_count,
            won=r.won,
            total=r.total,
            symbols=_symbols(r),
            tjock=r.tjock,
            rt=r.rt,
            rollers=r.rollers,
            best_round=r.best_round,
            place=r.place,
            turns=r.turns,
            opponents=tuple(opponents.get(r.match_pk, ())),
            practice=r.practice,
            hand=r.hand,
        )
        for r, match_id in rows
    ]


def _symbols(r: SeatResultRow) -> tuple[str, ...]:
    if r.game != "roller":
        return ()
    marks = ["WW" if r.ww else "W"] if r.won else []
    if r.sur_mun:
        marks.append("sur mun")
    if r.plump:
        marks.append("plump")
    return tuple(marks)


def _opponents(s: Any, match_pks: Sequence[int], player_id: str) -> dict[int, list[str]]:
    found: dict[int, list[str]] = defaultdict(list)
    chunk = 500
    for i in range(0, len(match_pks), chunk):
        rows = s.execute(
            select(SeatRow.match_pk, PlayerRow.id, PlayerRow.name, SeatRow.computer)
            .outerjoin(PlayerRow, PlayerRow.pk == SeatRow.player_pk)
            .where(SeatRow.match_pk.in_(match_pks[i : i + chunk]))
            .order_by(SeatRow.match_pk, SeatRow.seat)
        ).all()
        seated: dict[int, list[tuple[str | None, str | None, str | None]]] = defaultdict(list)
        for pk, pid, name, level in rows:
            seated[pk].append((pid, name, level))
        for pk, seats in seated.items():  # computer seats by their names (no player)
            names = seat_names([(name if pid else None, level) for pid, name, level in seats])
            found[pk] = [n for (pid, _, _), n in zip(seats, names, strict=True) if pid != player_id]
    return found


@dataclass(frozen=True, slots=True)
class HistoryPage:
    """One page of the match history and where the next one starts (None: this was the last)."""

    matches: list[MatchSummary]
    after: tuple[datetime, int] | None


def _history_query(
    query: Any,
    player_pk: int | None,
    game: Game | None,
    start: date | None,
    end: date | None,
    championship_id: str | None = None,
) -> Any:
    """The history's filters added to a select over matches."""
    if championship_id is not None:
        query = query.where(
            select(ChampionshipMatchRow.match_pk)
            .join(ChampionshipRow, ChampionshipRow.pk == ChampionshipMatchRow.championship_pk)
            .where(
                ChampionshipMatchRow.match_pk == MatchRow.pk,
                ChampionshipRow.id == championship_id,
            )
            .exists()
        )
    if player_pk is not None:
        # Walking the matches by date, one look-up per match in the seats' primary key. The
        # "+ 0" keeps SQLite from reading all the player's seats for every match instead.
        query = query.where(
            select(SeatRow.seat)
            .where(SeatRow.match_pk == MatchRow.pk, (SeatRow.player_pk + 0) == player_pk)
            .exists()
        )
    if game is not None:
        query = query.where(MatchRow.game == game)
    return _in_range(query, MatchRow.started, start, end)


def _player_pk(s: Any, player_id: str | None) -> int | None:
    if player_id is None:
        return None
    pk = s.scalar(select(PlayerRow.pk).where(PlayerRow.id == player_id))
    if pk is None:
        raise UnknownPlayer(f"There is no player with the id {player_id}.")
    return int(pk)


def match_history(
    store: LeagueHandle,
    player_id: str | None = None,
    game: Game | None = None,
    start: date | None = None,
    end: date | None = None,
    limit: int | None = None,
    *,
    championship_id: str | None = None,
) -> list[MatchSummary]:
    """Matches of any status, newest first; the range applies to when they started.
    `championship_id`: only the matches of that championship."""
    if limit is None:
        return _history(store, player_id, game, start, end, None, None, championship_id)[0]
    return match_history_page(
        store, player_id, game, start, end, limit=limit, championship_id=championship_id
    ).matches


def match_history_page(
    store: LeagueHandle,
    player_id: str | None = None,
    game: Game | None = None,
    start: date | None = None,
    end: date | None = None,
    after: tuple[datetime, int] | None = None,
    limit: int = 200,
    *,
    championship_id: str | None = None,
) -> HistoryPage:
    """`limit` matches older than `after` (keyset paging: every page costs the same, however
    deep into the history it lies), newest first."""
    matches, keys = _history(store, player_id, game, start, end, after, limit + 1, championship_id)
    if len(matches) > limit:
        return HistoryPage(matches[:limit], keys[limit - 1])
    return HistoryPage(matches, None)


def match_history_count(
    store: LeagueHandle,
    player_id: str | None = None,
    game: Game | None = None,
    start: date | None = None,
    end: date | None = None,
    *,
    championship_id: str | None = None,
) -> int:
    """How many matches the history lists for these filters."""
    with store.session() as s:
        player_pk = _player_pk(s, player_id)
        query = _history_query(
            select(func.count()).select_from(MatchRow), None, game, start, end, championship_id
        )
        if player_pk is not None:  # from the player's seats (one per match)
            query = query.join(
                SeatRow, and_(SeatRow.match_pk == MatchRow.pk, SeatRow.player_pk == player_pk)
            )
        return int(s.scalar(query) or 0)


def _history(
    store: LeagueHandle,
    player_id: str | None,
    game: Game | None,
    start: date | None,
    end: date | None,
    after: tuple[datetime, int] | None,
    limit: int | None,
    championship_id: str | None = None,
) -> tuple[list[MatchSummary], list[tuple[datetime, int]]]:
    with store.session() as s:
        query = _history_query(
            select(
                MatchRow.pk,
                MatchRow.id,
                MatchRow.game,
                MatchRow.status,
                MatchRow.started,
                MatchRow.finished,
                MatchRow.by_hand,
                MatchRow.status_reason,
                MatchRow.status_note,
                MatchRow.status_at,
            ).order_by(MatchRow.started.desc(), MatchRow.pk.desc()),
            _player_pk(s, player_id),
            game,
            start,
            end,
            championship_id,
        )
        if after is not None:
            query = query.where(tuple_(MatchRow.started, MatchRow.pk) < tuple_(*after))
        if limit is not None:
            query = query.limit(limit)
        matches = s.execute(query).all()
        pks = [m.pk for m in matches]
        seated: dict[int, list[tuple[str | None, str | None, bool]]] = defaultdict(list)
        corrected: set[int] = set()
        hand_kept = [m.pk for m in matches if m.by_hand and m.status == "finished"]
        for i in range(0, len(hand_kept), 500):
            # A correction: a Correct event, or a 105 order after the entry's own (seq 1).
            corrected.update(
                s.scalars(
                    select(EventRow.match_pk)
                    .where(
                        EventRow.match_pk.in_(hand_kept[i : i + 500]),
                        EventRow.seq > 1,
                        EventRow.kind.in_(("correct", "places")),
                        EventRow.undone.is_(False),
                    )
                    .distinct()
                )
            )
        for i in range(0, len(pks), 500):
            part = pks[i : i + 500]
            for pk, person, level, won in s.execute(
                select(SeatRow.match_pk, PlayerRow.name, SeatRow.computer, R.won)
                .outerjoin(PlayerRow, PlayerRow.pk == SeatRow.player_pk)
                .outerjoin(R, and_(R.match_pk == SeatRow.match_pk, R.seat == SeatRow.seat))
                .where(SeatRow.match_pk.in_(part))
                .order_by(SeatRow.match_pk, SeatRow.seat)
            ):
                seated[pk].append((person, level, bool(won)))
    names: dict[int, list[str]] = {}
    winners: dict[int, list[str]] = defaultdict(list)
    for pk, seats in seated.items():
        names[pk] = seat_names([(person, level) for person, level, _ in seats])
        winners[pk] = [n for n, (_, _, won) in zip(names[pk], seats, strict=True) if won]
    summaries = []
    for m in matches:
        status: Status = (
            "finished"
            if m.status == "finished"
            else ("abandoned" if m.status == "abandoned" else "in_progress")
        )
        if status == "finished":
            progress = "won by " + ", ".join(winners[m.pk])
        else:
            progress = "abandoned" if status == "abandoned" else "in progress"
        summaries.append(
            MatchSummary(
                id=m.id,
                game="roller" if m.game == "roller" else "105",
                started=m.started,
                finished=m.finished,
                status=status,
                seat_names=tuple(names.get(m.pk, ())),
                progress=progress,
                by_hand=bool(m.by_hand),
                set_aside=(m.status_reason or "abandoned") if status == "abandoned" else None,
                set_aside_note=m.status_note if status == "abandoned" else None,
                set_aside_at=m.status_at if status == "abandoned" else None,
                corrected=m.pk in corrected,
                practice=len(seated[m.pk]) < 2 or any(level for _, level, _ in seated[m.pk]),
            )
        )
    return summaries, [(m.started, m.pk) for m in matches]

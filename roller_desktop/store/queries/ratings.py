"""Ratings for the league's screens: the stored ones of a season or all time (the table
league_ratings, derived/season_ratings.py), and ratings computed over any range of days with
the same arithmetic (derived/elo.py)."""

from __future__ import annotations

from datetime import date

from sqlalchemy import Connection, func, select

from ..derived.elo import UNPLACED, rate_rows
from ..derived.season_ratings import PLAYERS, TABLE
from ..handle import in_days
from ..league_store import LeagueHandle
from ..models import ChampionshipMatchRow, ChampionshipRow, MatchRow, PlayerRow, SeatResultRow
from ..values import Game
from .practice import practice_seats


def finishing_orders(
    store: LeagueHandle, game: Game, start: date | None = None, end: date | None = None
) -> list[list[tuple[str, float]]]:
    """The finished matches of a game in the range, oldest first, as finishing orders."""
    r = SeatResultRow
    query = in_days(
        select(r.match_pk, r.player_pk, r.total, r.place)
        .where(r.game == game, r.seat_count > 1, r.practice.is_(False), r.outside.is_(False))
        .order_by(r.finished, r.match_pk, r.seat),
        r.day,
        start,
        end,
    )
    with store.session() as s:
        ids = {pk: pid for pk, pid in s.execute(select(PlayerRow.pk, PlayerRow.id))}
        rows = s.execute(query).all()
    orders: list[list[tuple[str, float]]] = []
    current = -1
    for match_pk, player_pk, total, place in rows:
        if match_pk != current:
            orders.append([])
            current = match_pk
        if game == "roller":
            score = float(total or 0)
        else:
            score = -float(place if place is not None else UNPLACED)
        orders[-1].append((ids[player_pk or 0], score))  # practice (no player) left out
    return orders


def league_ratings(
    store: LeagueHandle,
    game: Game,
    start: date | None = None,
    end: date | None = None,
    practice: bool = False,
    championship: str | None = None,
) -> dict[str, float]:
    """Player id -> rating over the matches of the range (everybody starts at 1500); with
    `practice`, the matches with computer seats too, each computer by its key
    (queries/practice.py); with `championship` (its id), that championship's matches only,
    whether they count in the league or not.

    The same arithmetic as `elo_ratings`, on integer keys and streamed rows: the league view
    rates a season of tens of thousands of matches with it.
    """
    r = SeatResultRow
    score = r.total if game == "roller" else -func.coalesce(r.place, UNPLACED)
    query = select(r.match_pk, r.seat, r.player_pk, score).where(r.game == game, r.seat_count > 1)
    if championship is None:
        query = query.where(r.outside.is_(False))
    else:
        query = query.where(
            select(ChampionshipMatchRow.match_pk)
            .join(ChampionshipRow, ChampionshipRow.pk == ChampionshipMatchRow.championship_pk)
            .join(MatchRow, MatchRow.pk == ChampionshipMatchRow.match_pk)
            .where(
                ChampionshipMatchRow.match_pk == r.match_pk,
                ChampionshipRow.id == championship,
                MatchRow.status == "finished",
            )
            .exists()
        )
    if not practice:
        query = query.where(r.practice.is_(False))
    query = in_days(query.order_by(r.finished, r.match_pk, r.seat), r.day, start, end)
    computers: dict[tuple[int, int], int] = {}  # a computer seat -> its (negative) key
    with store.session() as s:
        ids: dict[int, str] = {pk: pid for pk, pid in s.execute(select(PlayerRow.pk, PlayerRow.id))}
        rows = s.execute(query).all()
        if practice and championship is None:  # a championship seats no computer
            keys: dict[str, int] = {}
            for seat in practice_seats(s, game, start, end):
                if seat.computer is not None:
                    number = keys.setdefault(seat.key, -(len(keys) + 1))
                    ids[number] = seat.key
                    computers[seat.match_pk, seat.row.seat] = number
    ratings: dict[int, float] = {}
    rate_rows(
        ratings,
        {},
        (
            (pk, player if player is not None else computers.get((pk, seat), 0), float(v or 0))
            for pk, seat, player, v in rows
        ),
    )
    return {ids[pk]: value for pk, value in ratings.items() if pk in ids}


def stored_ratings(connection: Connection, game: str, season: int) -> dict[str, float]:
    """Player id -> rating of a season (0: all time), in one query."""
    t = TABLE.c
    return {
        pid: value
        for pid, value in connection.execute(
            select(PLAYERS.c.id, t.rating)
            .join(PLAYERS, PLAYERS.c.pk == t.player_pk)
            .where(t.game == game, t.season == season)
        )
    }


def ratings_of(store: LeagueHandle, game: str, season: int) -> dict[str, float]:
    """Player id -> stored rating of a season (0: all time): what league_ratings would give."""
    with store.engine.connect() as connection:
        return stored_ratings(connection, game, season)

"""Small read-only queries for the league screens (league engineer's file, beside stats.py)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import func, select

from .database import Store
from .models import MatchRow, PlayerRow, SeatResultRow
from .stats import PlayerMatch


def finished_years(store: Store) -> list[int]:
    """The calendar years from the first to the last finished match (newest first)."""
    r = SeatResultRow
    with store.session() as s:
        row = s.execute(select(func.min(r.finished), func.max(r.finished))).one()
    first: datetime | None = row[0]
    last: datetime | None = row[1]
    if first is None or last is None:
        return []
    return list(range(last.year, first.year - 1, -1))


def player_results(store: Store, player_id: str) -> list[PlayerMatch]:
    """A player's finished matches, newest first: `stats.player_history` without the
    opponents' names, in one query (the player page reads tens of thousands of them)."""
    r = SeatResultRow
    query = (
        select(
            MatchRow.id, r.game, r.finished, r.seat, r.seat_count, r.won, r.total, r.ww,
            r.sur_mun, r.plump, r.tjock, r.rt, r.rollers, r.best_round, r.place, r.turns,
        )
        .join(MatchRow, MatchRow.pk == r.match_pk)
        .join(PlayerRow, PlayerRow.pk == r.player_pk)
        .where(PlayerRow.id == player_id)
        .order_by(r.finished.desc(), r.match_pk.desc())
    )  # fmt: skip
    with store.session() as s:
        rows = s.execute(query).all()
    result = []
    for (
        match_id, game, finished, seat, seat_count, won, total, ww, sur_mun, plump, tjock, rt,
        rollers, best_round, place, turns,
    ) in rows:  # fmt: skip
        symbols: list[str] = []
        if game == "roller":
            if won:
                symbols.append("WW" if ww else "W")
            if sur_mun:
                symbols.append("sur mun")
            if plump:
                symbols.append("plump")
        result.append(
            PlayerMatch(
                match_id=match_id,
                game="roller" if game == "roller" else "105",
                finished=finished,
                seat=seat,
                seat_count=seat_count,
                won=bool(won),
                total=total,
                symbols=tuple(symbols),
                tjock=tjock,
                rt=rt,
                rollers=rollers,
                best_round=best_round,
                place=place,
                turns=turns,
                opponents=(),
            )
        )
    return result

"""The matches a keeper's change touches, as the league counts them now: their stored league
days, and (for the paths that still write a match again) the matches replayed."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from datetime import date
from typing import TYPE_CHECKING, Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from .games import event_of, new_game
from .keeper_refusals import CHUNK, Progress
from .models import EventRow, MatchRow, SeatResultRow, SeatRow

if TYPE_CHECKING:
    from .derived.finish import Finished


def counted_days(s: Session, match_pks: Sequence[int]) -> dict[int, date]:
    """Of these matches, those counted in the league now (with seat results): their day."""
    days: dict[int, date] = {}
    for start in range(0, len(match_pks), CHUNK):
        part = match_pks[start : start + CHUNK]
        for pk, day in s.execute(
            select(SeatResultRow.match_pk, SeatResultRow.day)
            .where(SeatResultRow.match_pk.in_(part))
            .distinct()
        ):
            days[pk] = day if isinstance(day, date) else date.fromisoformat(str(day))
    return days


def finished_matches(s: Session, match_pks: Sequence[int]) -> list[Finished]:
    """These matches as they are counted in the league now (those with seat results),
    replayed, for the one finish path to write again."""
    return replayed(s, counted_days(s, match_pks))


def replayed(s: Session, days: dict[int, date], progress: Progress | None = None) -> list[Finished]:
    """The finished matches of these keys, replayed (as the one finish path wants them), each
    with its stored day and its seats' players as they are now."""
    from .derived.finish import Finished

    pks = sorted(days)
    found: list[Finished] = []
    for start in range(0, len(pks), CHUNK):
        part = pks[start : start + CHUNK]
        seats: dict[int, list[SeatRow]] = defaultdict(list)
        for seat in s.scalars(
            select(SeatRow).where(SeatRow.match_pk.in_(part)).order_by(SeatRow.seat)
        ):
            seats[seat.match_pk].append(seat)
        events: dict[int, list[Any]] = defaultdict(list)
        for match_pk, kind, dice in s.execute(
            select(EventRow.match_pk, EventRow.kind, EventRow.dice)
            .where(EventRow.match_pk.in_(part), EventRow.undone.is_(False))
            .order_by(EventRow.match_pk, EventRow.seq)
        ):
            events[match_pk].append(event_of(kind, dice))
        for match in s.scalars(select(MatchRow).where(MatchRow.pk.in_(part))):
            seated = seats[match.pk]
            game = new_game(
                match.game,
                match.rules,
                [f"seat {seat.seat}" for seat in seated],
                match.starter,
                [seat.dice for seat in seated],
                [seat.kids for seat in seated],
                undo=False,
            )
            for item in events[match.pk]:
                game.apply(item)
            assert match.finished is not None
            found.append(
                Finished(
                    match.pk,
                    game,
                    [seat.player_pk for seat in seated],
                    match.finished,
                    days[match.pk],
                )
            )
        if progress is not None:
            progress("reading the matches", min(start + CHUNK, len(pks)), len(pks))
    found.sort(key=lambda match: match.match_pk)
    return found

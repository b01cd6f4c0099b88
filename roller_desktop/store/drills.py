"""Drills kept with the league (revision 0017): the exercises found in each player's finished
Roller matches, and their schedule by spaced repetition (the fsrs package: the FSRS
algorithm Anki uses; no scheduler written here).

A grade maps to an fsrs rating: right -> Good, close -> Hard, wrong -> Again. The card is
kept as fsrs's own `Card.to_dict()`, its due time copied to a column (naive UTC) to count
those due. Which matches to look through and what they gave is the miner's
(play/drill_mining.py); the store only keeps it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, cast

from sqlalchemy import and_, func, select

from .errors import StoreError
from .handle import player_row, utc_now
from .league_store import LeagueHandle
from .models import DrillMinedRow, DrillRow, MatchRow, SeatRow

GRADES = ("right", "close", "wrong")
RATING = {"right": 3, "close": 2, "wrong": 1}  # fsrs.Rating: Again 1, Hard 2, Good 3, Easy 4


@dataclass(frozen=True, slots=True)
class NewDrill:
    """What the miner found: a seat's decision at a throw (its event index), its cost."""

    seat: int
    event: int
    cost: float
    close: bool


@dataclass(frozen=True, slots=True)
class DrillRecord:
    match_id: str
    seat: int
    event: int
    cost: float
    close: bool
    due: datetime  # naive UTC
    reviews: int
    last_grade: str | None


@dataclass(frozen=True, slots=True)
class ToMine:
    """A finished Roller match not yet looked through."""

    pk: int
    id: str


def _scheduler() -> Any:
    from fsrs import Scheduler

    # No fuzz: the same answers give the same schedule (and testable dates).
    return Scheduler(enable_fuzzing=False)


def new_card(now: datetime) -> dict[str, Any]:
    """A fresh fsrs card due now (`now` naive UTC)."""
    from fsrs import Card

    return dict(Card(due=now.replace(tzinfo=UTC)).to_dict())


def _naive(moment: datetime) -> datetime:
    return moment.astimezone(UTC).replace(tzinfo=None)


def reviewed(card: dict[str, Any], grade: str, now: datetime) -> dict[str, Any]:
    """The card after an answer graded `grade` at `now` (naive UTC)."""
    from fsrs import Card, Rating

    if grade not in RATING:
        raise StoreError(f"A drill is graded right, close or wrong, not {grade!r}.")
    updated, _ = _scheduler().review_card(
        Card.from_dict(cast(Any, card)), Rating(RATING[grade]), now.replace(tzinfo=UTC)
    )
    return dict(updated.to_dict())


def card_due(card: dict[str, Any]) -> datetime:
    return _naive(datetime.fromisoformat(str(card["due"])))


def to_mine(store: LeagueHandle) -> list[ToMine]:
    """The finished Roller matches played with dice (not kept by hand) not looked through yet,
    oldest first."""
    with store.session() as s:
        rows = s.execute(
            select(MatchRow.pk, MatchRow.id)
            .outerjoin(DrillMinedRow, DrillMinedRow.match_pk == MatchRow.pk)
            .where(
                MatchRow.game == "roller",
                MatchRow.status == "finished",
                MatchRow.by_hand.is_(False),
                DrillMinedRow.match_pk.is_(None),
            )
            .order_by(MatchRow.finished, MatchRow.pk)
        ).all()
    return [ToMine(pk, mid) for pk, mid in rows]


def record_mined(store: LeagueHandle, match_pk: int, found: Iterable[NewDrill]) -> int:
    """Keep what one match gave (one transaction) and mark it looked through; return the
    number of drills added (one already here is left as it is)."""
    now = utc_now()
    added = 0
    with store.session() as s:
        if s.get(DrillMinedRow, match_pk) is not None:
            return 0
        have: set[tuple[int, int]] = {
            (seat, event)
            for seat, event in s.execute(
                select(DrillRow.seat, DrillRow.event).where(DrillRow.match_pk == match_pk)
            )
        }
        for drill in found:
            if (drill.seat, drill.event) in have:
                continue
            have.add((drill.seat, drill.event))
            card = new_card(now)
            s.add(
                DrillRow(
                    match_pk=match_pk,
                    seat=drill.seat,
                    event=drill.event,
                    cost=float(drill.cost),
                    close=drill.close,
                    card=card,
                    due=card_due(card),
                    reviews=0,
                )
            )
            added += 1
        s.add(DrillMinedRow(match_pk=match_pk, mined=now))
    return added


def _player_query(player_pk: int) -> Any:
    return (
        select(DrillRow, MatchRow.id)
        .join(MatchRow, MatchRow.pk == DrillRow.match_pk)
        .join(SeatRow, and_(SeatRow.match_pk == DrillRow.match_pk, SeatRow.seat == DrillRow.seat))
        .where(SeatRow.player_pk == player_pk, MatchRow.status == "finished")
    )


def _record(row: DrillRow, match_id: str) -> DrillRecord:
    return DrillRecord(
        match_id,
        row.seat,
        row.event,
        row.cost,
        row.close,
        row.due,
        row.reviews,
        row.last_grade,
    )


def player_drills(
    store: LeagueHandle, player_id: str, due_by: datetime | None = None
) -> list[DrillRecord]:
    """A player's drills (those due by `due_by`, naive UTC, if given), the earliest due
    first, the costliest first among those due at the same time."""
    with store.session() as s:
        player = player_row(s, player_id)
        query = _player_query(player.pk)
        if due_by is not None:
            query = query.where(DrillRow.due <= due_by)
        rows = s.execute(query.order_by(DrillRow.due, DrillRow.cost.desc(), DrillRow.event))
        return [_record(row, mid) for row, mid in rows]


def drill_counts(
    store: LeagueHandle, player_id: str, now: datetime | None = None
) -> tuple[int, int]:
    """(due now, all) of a player's drills."""
    now = utc_now() if now is None else now
    with store.session() as s:
        player = player_row(s, player_id)
        base = _player_query(player.pk).subquery()
        total = s.scalar(select(func.count()).select_from(base)) or 0
        due = s.scalar(select(func.count()).select_from(base).where(base.c.due <= now)) or 0
    return due, total


def due_counts(store: LeagueHandle, now: datetime | None = None) -> dict[str, int]:
    """Drills due now per player id (players with none due are left out)."""
    from .models import PlayerRow

    now = utc_now() if now is None else now
    with store.session() as s:
        rows = s.execute(
            select(PlayerRow.id, func.count())
            .select_from(DrillRow)
            .join(MatchRow, MatchRow.pk == DrillRow.match_pk)
            .join(
                SeatRow,
                and_(SeatRow.match_pk == DrillRow.match_pk, SeatRow.seat == DrillRow.seat),
            )
            .join(PlayerRow, PlayerRow.pk == SeatRow.player_pk)
            .where(MatchRow.status == "finished", DrillRow.due <= now)
            .group_by(PlayerRow.id)
        ).all()
    return {pid: count for pid, count in rows}


def review(
    store: LeagueHandle,
    match_id: str,
    seat: int,
    event: int,
    grade: str,
    now: datetime | None = None,
) -> DrillRecord:
    """Schedule a drill again after an answer graded `grade`; return it as it is now."""
    now = utc_now() if now is None else now
    with store.session() as s:
        row = s.execute(
            select(DrillRow)
            .join(MatchRow, MatchRow.pk == DrillRow.match_pk)
            .where(MatchRow.id == match_id, DrillRow.seat == seat, DrillRow.event == event)
        ).scalar_one_or_none()
        if row is None:
            raise StoreError("This drill is no longer in the league.")
        card = reviewed(dict(row.card), grade, now)
        row.card = card
        row.due = card_due(card)
        row.reviews += 1
        row.last_grade = grade
        return _record(row, match_id)

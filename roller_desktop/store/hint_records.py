"""Hints (H) asked for during a match, kept with the match: which seat, at which event count,
and what the hint said (strategy.hints.Hint.to_dict()). Each record is its own transaction."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import func, select

from .errors import MatchClosed, StoreError
from .handle import Handle, match_row, utc_now
from .limits import MAX_HINT, check_json_value
from .models import HintRow, SeatRow


@dataclass(frozen=True, slots=True)
class HintRecord:
    seat: int
    event_count: int  # events the match had when the hint was asked for
    data: dict[str, Any]
    asked: datetime  # naive UTC


def record_hint(
    store: Handle, match_id: str, seat: int, event_count: int, data: dict[str, Any]
) -> None:
    """Store one hint of a match in progress; bad input is refused and nothing is written."""
    if not isinstance(data, dict):
        raise StoreError("A hint is recorded as a mapping of its figures.")
    check_json_value(data, "This hint", MAX_HINT)  # the import's own limits
    if isinstance(event_count, bool) or not isinstance(event_count, int) or event_count < 0:
        raise StoreError("A hint's event count is a whole number, 0 or more.")
    with store.session() as s:
        match = match_row(s, match_id)
        if match.status != "in_progress":
            raise MatchClosed("Hints are recorded only while a match is in progress.")
        seats = s.scalar(select(func.count()).where(SeatRow.match_pk == match.pk)) or 0
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < seats:
            raise StoreError(f"This match has no seat {seat}.")
        s.add(
            HintRow(
                match_pk=match.pk,
                seat=seat,
                event_count=event_count,
                data=dict(data),
                asked=utc_now(),
            )
        )


def hints(store: Handle, match_id: str) -> list[HintRecord]:
    """The hints of a match in the order they were asked for."""
    with store.session() as s:
        match = match_row(s, match_id)
        rows = s.scalars(select(HintRow).where(HintRow.match_pk == match.pk).order_by(HintRow.pk))
        return [HintRecord(r.seat, r.event_count, dict(r.data), r.asked) for r in rows]


def hint_counts(records: list[HintRecord], seats: int) -> list[int]:
    """Hints used per seat; asking again in the same position counts once."""
    used = Counter(seat for seat, _ in {(r.seat, r.event_count) for r in records})
    return [used[seat] for seat in range(seats)]

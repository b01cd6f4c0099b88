"""A match's date, time and place mended as a recorded change (the events never change); a
finished match's league day, season and ratings follow where its results are
(derived/in_place.py)."""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from datetime import date, datetime
from typing import TYPE_CHECKING, Any

from sqlalchemy import select

from .errors import MatchClosed
from .handle import match_row, utc_now
from .keeper_counted import counted_days
from .keeper_refusals import KeeperRefusal
from .models import KeeperChangeRow, MatchRow
from .values import VOID

if TYPE_CHECKING:
    from .league_store import LeagueHandle as Handle  # the store, or the window's stand-in

UNCHANGED: Any = object()  # mend_match's place when the place stays


@dataclass(frozen=True, slots=True)
class Mend:
    """A mended match: what it was and what it is now (times naive UTC)."""

    id: str
    match_id: str
    old_finished: datetime | None
    new_finished: datetime | None
    old_place: str | None
    new_place: str | None


def _stamp(value: datetime | None) -> str | None:
    return None if value is None else value.isoformat()


def _unstamp(value: object) -> datetime | None:
    return datetime.fromisoformat(value) if isinstance(value, str) else None


def mend_match(
    store: Handle,
    match_id: str,
    finished: datetime | None = None,
    place: Any = UNCHANGED,
    undoes: str | None = None,
) -> Mend:
    """When (`finished`, naive UTC; the start moves with it, the match as long as it was) and
    where (`place`; None: no place) a match was played, mended as a recorded change: the events
    never change; a finished match's league day, season and ratings follow (withdrawn as it was
    counted, counted again at its new time, through the one derived-rows path)."""
    from .derived.in_place import move_in_time
    from .handle import local_day
    from .limits import clean_place

    new_place = UNCHANGED if place is UNCHANGED else clean_place(place)
    with store.session() as s:
        match = match_row(s, match_id)
        if finished is not None and match.finished is None:
            raise MatchClosed(
                "Only a finished match has a date and time to mend.", "mend.not-finished"
            )
        if finished is not None and match.status_reason == VOID:
            raise MatchClosed(
                "A void match keeps its date: restore it first, then mend it.", "mend.void"
            )
        old = {
            "started": _stamp(match.started),
            "finished": _stamp(match.finished),
            "place": match.place,
        }
        counted = counted_days(s, [match.pk])
        if finished is not None and match.finished is not None:
            match.started = finished - (match.finished - match.started)
            match.finished = finished
        if new_place is not UNCHANGED:
            match.place = new_place
        new = {
            "started": _stamp(match.started),
            "finished": _stamp(match.finished),
            "place": match.place,
        }
        if new == old:
            raise KeeperRefusal("Nothing to mend: the match is as given.", "mend.same")
        undone = None
        if undoes is not None:
            undone = s.scalar(
                select(KeeperChangeRow).where(
                    KeeperChangeRow.id == undoes, KeeperChangeRow.kind == "mend"
                )
            )
        change = KeeperChangeRow(
            id=str(uuid.uuid4()),
            kind="mend",
            at=utc_now(),
            match_pk=match.pk,
            undoes=None if undone is None else undone.pk,
            data={
                "old": old,
                "new": new,
                "old_day": None if not counted else counted[match.pk].isoformat(),
            },
        )
        s.add(change)
        s.flush()
        if undone is not None:
            undone.undone_by = change.pk
        if counted and new["finished"] != old["finished"]:
            assert match.finished is not None
            # Undoing a mend gives back the league day it had, whatever the time zone now.
            stored = undone.data.get("old_day") if undone is not None else None
            day = (
                date.fromisoformat(stored) if isinstance(stored, str) else local_day(match.finished)
            )
            move_in_time(s.connection(), match.pk, match.finished, day)
        return Mend(
            change.id,
            match.id,
            _unstamp(old["finished"]),
            match.finished,
            old["place"],
            match.place,
        )


def undo_mend(store: Handle, mend_id: str) -> Mend:
    """The match back to the date, time and place it had before this mend (a change too)."""
    with store.session() as s:
        change = s.scalar(
            select(KeeperChangeRow).where(
                KeeperChangeRow.id == mend_id, KeeperChangeRow.kind == "mend"
            )
        )
        if change is None or change.match_pk is None:
            raise KeeperRefusal(f"There is no mend with the id {mend_id}.", "mend.unknown")
        if change.undone_by is not None:
            raise KeeperRefusal("That mend was undone already.", "mend.undone")
        match = s.get(MatchRow, change.match_pk)
        assert match is not None
        old = change.data["old"]
        match_id = match.id
    return mend_match(store, match_id, _unstamp(old["finished"]), old["place"], undoes=mend_id)


def mends(store: Handle, match_id: str) -> list[Mend]:
    """A match's mends, newest first (those undone too: each is a row of its own)."""
    with store.session() as s:
        match = match_row(s, match_id)
        rows = s.scalars(
            select(KeeperChangeRow)
            .where(KeeperChangeRow.match_pk == match.pk, KeeperChangeRow.kind == "mend")
            .order_by(KeeperChangeRow.pk.desc())
        ).all()
        return [
            Mend(
                row.id,
                match.id,
                _unstamp(row.data["old"]["finished"]),
                _unstamp(row.data["new"]["finished"]),
                row.data["old"]["place"],
                row.data["new"]["place"],
            )
            for row in rows
        ]

"""A finished match voided (out of the league and every figure, kept in the history with the
keeper's words) and restored: its results set aside at the void and put back by the restore
(derived/voided.py), not replayed."""

from __future__ import annotations

import uuid
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date, datetime
from typing import TYPE_CHECKING

from sqlalchemy import select
from sqlalchemy.orm import Session

from .errors import InvalidText, MatchClosed
from .handle import match_row, utc_now
from .keeper_counted import counted_days, replayed
from .keeper_merges import link_undone
from .keeper_refusals import CHUNK
from .limits import clean_note
from .models import KeeperChangeRow, MatchRow
from .values import ABANDONED, VOID

if TYPE_CHECKING:
    from .league_store import LeagueHandle as Handle  # the store, or the window's stand-in

MAX_REASON = 200


def clean_reason(reason: object) -> str:
    """Why a match is voided: some words, at most MAX_REASON characters."""
    cleaned = clean_note(reason) if isinstance(reason, str) else None
    cleaned = " ".join(cleaned.split()) if cleaned else ""
    if not cleaned:
        raise InvalidText("Say why the match is void (a few words).", "void.no-reason")
    if len(cleaned) > MAX_REASON:
        raise InvalidText(
            f"The reason has at most {MAX_REASON} characters.", "void.too-long", most=MAX_REASON
        )
    return cleaned


def void_match(store: Handle, match_id: str, reason: str, undoes: str | None = None) -> None:
    """A finished match leaves the league and every figure; it stays in the history, set aside
    for the reason "void", with the keeper's words and the time. `restore_match` undoes it.
    `undoes`: the restore this void takes back (the keeper's log)."""
    words = clean_reason(reason)
    with store.session() as s:
        match = match_row(s, match_id)
        if match.status_reason == VOID:
            raise MatchClosed(
                f"The match is void already ({match.status_note}): "
                "restore brings it back into the league.",
                "void.already",
                reason=match.status_note or "",
            )
        if match.status != "finished":
            raise MatchClosed(
                "Only a finished match can be void; one in progress can be abandoned.",
                "void.not-finished",
            )
        change = void_row(s, match, words)
        link_undone(s, change, undoes, "restore")


def void_row(
    s: Session,
    match: MatchRow,
    words: str,
    change_id: str | None = None,
    at: datetime | None = None,
) -> KeeperChangeRow:
    """Void a finished match (checked by the caller) and record it."""
    from .derived.in_place import withdraw
    from .derived.voided import set_aside as keep_results

    counted = counted_days(s, [match.pk])
    now = at or utc_now()
    match.status = "abandoned"
    match.status_reason = VOID
    match.status_note = words
    match.status_at = now
    day = counted.get(match.pk)
    change = KeeperChangeRow(
        id=change_id or str(uuid.uuid4()),
        kind="void",
        at=now,
        match_pk=match.pk,
        data={"reason": words, "day": None if day is None else day.isoformat()},
    )
    s.add(change)
    s.flush()
    keep_results(s.connection(), [match.pk])  # for its restore
    withdraw(s.connection(), [match.pk])  # its results where they are, not replayed
    return change


def restore_match(store: Handle, match_id: str) -> None:
    """A void match back in the league, counted on the day it was counted before."""
    with store.session() as s:
        match = match_row(s, match_id)
        if match.status != "abandoned" or match.status_reason != VOID:
            raise MatchClosed("Only a void match can be restored.", "restore.not-void")
        restore_row(s, match)


def restore_row(
    s: Session, match: MatchRow, change_id: str | None = None, at: datetime | None = None
) -> KeeperChangeRow:
    """Restore a void match (checked by the caller) and record it: its results as they were
    set aside at its void, or replayed (a match voided before revision 0018)."""
    from .derived.finish import rewrite_finished
    from .derived.voided import put_back

    void = s.scalar(
        select(KeeperChangeRow)
        .where(
            KeeperChangeRow.match_pk == match.pk,
            KeeperChangeRow.kind == "void",
            KeeperChangeRow.undone_by.is_(None),
        )
        .order_by(KeeperChangeRow.pk.desc())
    )
    stored = void.data.get("day") if void is not None else None
    match.status = "finished"
    match.status_reason = None
    match.status_note = None
    match.status_at = None
    restore = KeeperChangeRow(
        id=change_id or str(uuid.uuid4()),
        kind="restore",
        at=at or utc_now(),
        match_pk=match.pk,
        undoes=None if void is None else void.pk,
        data={},
    )
    s.add(restore)
    s.flush()
    if void is not None:
        void.undone_by = restore.pk
    assert match.finished is not None
    from .handle import local_day

    day = date.fromisoformat(stored) if isinstance(stored, str) else local_day(match.finished)
    if not put_back(s.connection(), match.pk, match.finished, day):  # voided before 0018
        rewrite_finished(s.connection(), [], replayed(s, {match.pk: day}))
    return restore


@dataclass(frozen=True, slots=True)
class SetAside:
    """Why a match is out of the league: the reason ("abandoned", "damaged", "void"), the
    keeper's words, and when (None: not known, set aside before the keeper's tools)."""

    reason: str
    note: str | None
    at: datetime | None


def set_aside(store: Handle, match_ids: Iterable[str]) -> dict[str, SetAside]:
    """The matches among these that are set aside, with why."""
    wanted = list(match_ids)
    found: dict[str, SetAside] = {}
    with store.session() as s:
        for start in range(0, len(wanted), CHUNK):
            for match_id, reason, note, at in s.execute(
                select(
                    MatchRow.id, MatchRow.status_reason, MatchRow.status_note, MatchRow.status_at
                ).where(
                    MatchRow.id.in_(wanted[start : start + CHUNK]),
                    MatchRow.status == "abandoned",
                )
            ):
                found[match_id] = SetAside(reason or ABANDONED, note, at)
    return found

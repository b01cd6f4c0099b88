"""Two players merged into one, and split again: every seat of the one passes to the other,
kept in keeper_changes so that a split gives back exactly the seats that moved. The derived
rows follow in a few set-based statements (derived/moved.py), the moved matches never
replayed."""

from __future__ import annotations

import uuid
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date, datetime
from typing import TYPE_CHECKING, Any

from sqlalchemy import func, select, tuple_, update
from sqlalchemy.orm import Session, aliased

from .handle import utc_now
from .keeper_players import shared_matches
from .keeper_refusals import CHUNK, KeeperRefusal, Progress
from .models import KeeperChangeRow, PlayerRow, SeatResultRow, SeatRow

if TYPE_CHECKING:
    from .league_store import LeagueHandle as Handle  # the store, or the window's stand-in


@dataclass(frozen=True, slots=True)
class MergePlan:
    """What a merge would do, for the question before it: who, and how many matches move."""

    from_id: str
    from_name: str
    into_id: str
    into_name: str
    matches: int  # the matches of `from` that become `into`'s


@dataclass(frozen=True, slots=True)
class Merge:
    """A merge kept in keeper_changes (undone: split again, when)."""

    id: str
    at: datetime
    from_id: str
    from_name: str
    into_id: str
    into_name: str
    matches: int
    undone: datetime | None


def plan_merge(store: Handle, from_id: str, into_id: str) -> MergePlan:
    """What merging `from_id` into `into_id` would do; refused (KeeperRefusal) when it cannot
    be done: the same player, a player merged already, or the two at one table in a match."""
    with store.session() as s:
        source, target = _merge_rows(s, from_id, into_id)
        moving = int(
            s.scalar(
                select(func.count(func.distinct(SeatRow.match_pk))).where(
                    SeatRow.player_pk == source.pk
                )
            )
            or 0
        )
        return MergePlan(source.id, source.name, target.id, target.name, moving)


def _merge_rows(s: Session, from_id: str, into_id: str) -> tuple[PlayerRow, PlayerRow]:
    from .handle import player_row

    source, target = player_row(s, from_id), player_row(s, into_id)
    if source.pk == target.pk:
        raise KeeperRefusal(
            f"{source.name} cannot be merged with themselves.", "merge.same", name=source.name
        )
    for row in (source, target):
        if row.merged_into is not None:
            raise KeeperRefusal(
                f"{row.name} was merged into another player already.",
                "merge.merged",
                name=row.name,
            )
    shared = shared_matches(s, source.id, target.id)
    if shared:
        raise KeeperRefusal(
            f"{source.name} and {target.name} sat at the same table in {shared} "
            f"match{'es' if shared != 1 else ''}: they are two people, not one. Nothing was "
            "merged.",
            "merge.same-table",
            one=source.name,
            other=target.name,
            count=shared,
        )
    return source, target


def merge_players(
    store: Handle,
    from_id: str,
    into_id: str,
    progress: Progress | None = None,
    undoes: str | None = None,
) -> Merge:
    """Every match of `from_id` becomes `into_id`'s; `from_id` is kept, hidden, as "also known
    as"; the league's figures follow. One transaction; kept in keeper_changes, undone by
    `split_merge`. `undoes`: the split this merge takes back (the keeper's log)."""
    with store.session() as s:
        source, target = _merge_rows(s, from_id, into_id)
        change = merge_rows(s, source, target, progress)
        link_undone(s, change, undoes, "split")
        return _merge_of(change, source, target, None)


def merge_rows(
    s: Session,
    source: PlayerRow,
    target: PlayerRow,
    progress: Progress | None = None,
    also: Iterable[tuple[int, int]] = (),
    change_id: str | None = None,
    at: datetime | None = None,
    holder: PlayerRow | None = None,
) -> KeeperChangeRow:
    """Merge `source` into `target` (checked by the caller) and record it: every seat of
    `source` moves, and `also`, seats of `target` that were `source`'s on another laptop (an
    import's merge), are kept with them, so that a split gives them back too. `holder`: who
    gets the seats, when an import merges into a player merged into another since."""
    seats = sorted(
        {
            (match_pk, seat)
            for match_pk, seat in s.execute(
                select(SeatRow.match_pk, SeatRow.seat).where(SeatRow.player_pk == source.pk)
            )
        }
        | set(also)
    )
    move_seats(s, seats, source.pk, (holder or target).pk, progress)
    source.merged_into = target.pk
    change = KeeperChangeRow(
        id=change_id or str(uuid.uuid4()),
        kind="merge",
        at=at or utc_now(),
        player_pk=source.pk,
        other_pk=target.pk,
        data={"seats": [list(seat) for seat in seats], "name": source.name},
    )
    s.add(change)
    s.flush()
    return change


def move_seats(
    s: Session,
    seats: Sequence[tuple[int, int]],
    old_pk: int,
    new_pk: int,
    progress: Progress | None,
) -> None:
    """These seats pass from one player to another (those of `old_pk` among them); the
    finished matches among them keep their results, and their derived rows follow in a few
    set-based statements (derived/moved.py)."""
    from .derived.moved import move_results

    ordered = sorted(set(seats))
    match_pks = sorted({pk for pk, _ in ordered})
    counted = _counted_rows(s, match_pks)  # before the seats move: their results are old_pk's
    whole = not _keeps_other_seats(s, old_pk, ordered)
    tallies = None if whole else _tallies_of(s, old_pk, new_pk, ordered)
    for start in range(0, len(ordered), CHUNK):
        s.execute(
            update(SeatRow)
            .where(
                tuple_(SeatRow.match_pk, SeatRow.seat).in_(ordered[start : start + CHUNK]),
                SeatRow.player_pk == old_pk,
            )
            .values(player_pk=new_pk)
        )
        if progress is not None:
            progress("moving the seats", min(start + CHUNK, len(ordered)), len(ordered))
    s.flush()
    days = {pk: (game, day) for pk, (game, day, _) in counted.items()}
    move_results(s.connection(), ordered, old_pk, new_pk, days, tallies, progress)


def _counted_rows(s: Session, match_pks: Sequence[int]) -> dict[int, tuple[str, date, bool]]:
    """Of these matches, those counted in the league now (with seat results): their game,
    day and whether they are outside the league (a championship's that does not count)."""
    found: dict[int, tuple[str, date, bool]] = {}
    r = SeatResultRow
    for start in range(0, len(match_pks), CHUNK):
        part = match_pks[start : start + CHUNK]
        for pk, game, day, outside in s.execute(
            select(r.match_pk, r.game, r.day, r.outside).where(r.match_pk.in_(part)).distinct()
        ):
            stored = day if isinstance(day, date) else date.fromisoformat(str(day))
            found[pk] = (game, stored, bool(outside))
    return found


def _keeps_other_seats(s: Session, player_pk: int, moving: Sequence[tuple[int, int]]) -> bool:
    """Whether the player has a seat that does not move (then their tallies are split); counted
    by the database, the seats never fetched (the window's thread waits on a long fetch)."""
    held = s.scalar(select(func.count()).select_from(SeatRow).where(SeatRow.player_pk == player_pk))
    moved = 0
    for start in range(0, len(moving), CHUNK):
        moved += (
            s.scalar(
                select(func.count())
                .select_from(SeatRow)
                .where(
                    tuple_(SeatRow.match_pk, SeatRow.seat).in_(moving[start : start + CHUNK]),
                    SeatRow.player_pk == player_pk,
                )
            )
            or 0
        )
    return (held or 0) > moved


def _tallies_of(
    s: Session, old_pk: int, new_pk: int, moving: Sequence[tuple[int, int]]
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """Some of a player's seats move: the round tallies those seats add to them now, to come
    off theirs and go onto the other player's (summed by the database from the rounds kept
    with each seat's results, derived/stored_rounds.py)."""
    from .derived.stored_rounds import seat_tallies

    theirs = seat_tallies(s.connection(), moving, old_pk)
    return theirs, [{**row, "player_pk": new_pk} for row in theirs]


def merges(store: Handle) -> list[Merge]:
    """Every merge, newest first, with whether it was split again."""
    with store.session() as s:
        source, target = aliased(PlayerRow), aliased(PlayerRow)
        undone = aliased(KeeperChangeRow)
        rows = s.execute(
            select(KeeperChangeRow, source, target, undone.at)
            .join(source, source.pk == KeeperChangeRow.player_pk)
            .join(target, target.pk == KeeperChangeRow.other_pk)
            .outerjoin(undone, undone.pk == KeeperChangeRow.undone_by)
            .where(KeeperChangeRow.kind == "merge")
            .order_by(KeeperChangeRow.at.desc(), KeeperChangeRow.pk.desc())
        ).all()
        return [
            Merge(
                change.id,
                change.at,
                a.id,
                a.name,
                b.id,
                b.name,
                len({pk for pk, _ in change.data["seats"]}),
                when,
            )
            for change, a, b, when in rows
        ]


def split_merge(store: Handle, merge_id: str, progress: Progress | None = None) -> Merge:
    """Undo a merge: the merged player back as they were, with exactly the seats that moved,
    and the figures as before. Refused while a later merge holds either player."""
    with store.session() as s:
        change = s.scalar(
            select(KeeperChangeRow).where(
                KeeperChangeRow.id == merge_id, KeeperChangeRow.kind == "merge"
            )
        )
        if change is None:
            raise KeeperRefusal(f"There is no merge with the id {merge_id}.", "merge.unknown")
        source = s.get(PlayerRow, change.player_pk)
        target = s.get(PlayerRow, change.other_pk)
        assert source is not None and target is not None
        if change.undone_by is not None:
            raise KeeperRefusal(
                f"{source.name} was split from {target.name} already.",
                "split.done",
                name=source.name,
                other=target.name,
            )
        if target.merged_into is not None:
            raise KeeperRefusal(
                f"{target.name} was merged into another player since: split that merge first.",
                "split.later-merge",
                name=target.name,
            )
        split = split_rows(s, change, source, target, progress)
        return _merge_of(change, source, target, split.at)


def split_rows(
    s: Session,
    change: KeeperChangeRow,
    source: PlayerRow,
    target: PlayerRow,
    progress: Progress | None = None,
    change_id: str | None = None,
    at: datetime | None = None,
) -> KeeperChangeRow:
    """Split the merge `change` (of `source` into `target`) again and record it; refused
    (KeeperRefusal) when the seats that moved are no longer all `target`'s."""
    seats = [(int(pk), int(seat)) for pk, seat in change.data["seats"]]
    held = {
        (pk, seat): player
        for pk, seat, player in s.execute(
            select(SeatRow.match_pk, SeatRow.seat, SeatRow.player_pk).where(
                SeatRow.player_pk == target.pk
            )
        )
    }
    missing = [seat for seat in seats if seat not in held]
    if missing:  # a match of theirs deleted since (none of the keeper's tools does that)
        raise KeeperRefusal(
            f"Some matches {source.name} played are no longer {target.name}'s: "
            "they cannot be split back exactly.",
            "split.changed",
            name=source.name,
            other=target.name,
        )
    move_seats(s, seats, target.pk, source.pk, progress)
    source.merged_into = None
    split = KeeperChangeRow(
        id=change_id or str(uuid.uuid4()),
        kind="split",
        at=at or utc_now(),
        player_pk=source.pk,
        other_pk=target.pk,
        undoes=change.pk,
        data={"name": source.name},  # said by the log even once the player is gone
    )
    s.add(split)
    s.flush()
    change.undone_by = split.pk
    return split


def last_merge_into(store: Handle, player_id: str) -> Merge | None:
    """The newest merge into this player not split again (what "Split…" undoes)."""
    for merge in merges(store):
        if merge.into_id == player_id and merge.undone is None:
            return merge
    return None


def link_undone(s: Session, change: KeeperChangeRow, undoes: str | None, kind: str) -> None:
    """`change` takes back the change `undoes` (of `kind`), if given: each names the other."""
    if undoes is None:
        return
    undone = s.scalar(
        select(KeeperChangeRow).where(KeeperChangeRow.id == undoes, KeeperChangeRow.kind == kind)
    )
    if undone is not None:
        change.undoes = undone.pk
        undone.undone_by = change.pk


def _merge_of(
    change: KeeperChangeRow, source: PlayerRow, target: PlayerRow, undone: datetime | None
) -> Merge:
    """The Merge a merge or its split reports: its log entry, the two players, the matches
    their seats are in, and when it was split again (None: not)."""
    return Merge(
        change.id,
        change.at,
        source.id,
        source.name,
        target.id,
        target.name,
        len({int(pk) for pk, _ in change.data["seats"]}),
        undone,
    )

"""The league keeper's tools: two players merged into one (and split again), a finished match
voided (and restored). Each change is a row of its own in keeper_changes, never an overwrite,
and each can be undone exactly.

The figures follow through the one derived-rows path (derived/finish.py): the matches a change
touches are withdrawn as they were counted and written again as they are now, their league days
and round tallies recounted, and each rating scope they touch rated again once. Nothing here
edits a derived table by hand.
"""

from __future__ import annotations

import unicodedata
import uuid
from collections import defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import date, datetime
from typing import TYPE_CHECKING, Any

from sqlalchemy import func, select, tuple_, update
from sqlalchemy.orm import Session, aliased

from .database import ABANDONED, VOID
from .errors import InvalidText, MatchClosed, StoreError, UnknownPlayer
from .games import event_of, new_game
from .handle import match_row, utc_now
from .limits import clean_note, name_key
from .models import EventRow, KeeperChangeRow, MatchRow, PlayerRow, SeatResultRow, SeatRow

if TYPE_CHECKING:
    from .derived.finish import Finished
    from .league_store import LeagueHandle as Handle  # the store, or the window's stand-in

MAX_REASON = 200
CHUNK = 500  # match keys per IN (...) list
Progress = Callable[[str, int, int], None]


class KeeperRefusal(StoreError):
    """A keeper's change that cannot be made as asked; nothing was changed."""


class AmbiguousPlayer(KeeperRefusal):
    """A name that more than one player of the league goes by."""

    def __init__(self, message: str, candidates: Sequence[tuple[str, str]]) -> None:
        super().__init__(message, "player.ambiguous", candidates=list(candidates))
        self.candidates = list(candidates)  # (id, name)


@dataclass(frozen=True, slots=True)
class PlayerEntry:
    """A player as the keeper's list shows them: their matches, and the names merged in."""

    id: str
    name: str
    archived: bool
    matches: int  # every match the player has a seat in, finished or not
    also_known_as: tuple[str, ...]


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


# ---- players ------------------------------------------------------------------------------


def player_entries(store: Handle, include_archived: bool = True) -> list[PlayerEntry]:
    """Every player of their own (not merged into another), by name, with their match count
    and the names merged into them ("also known as")."""
    with store.session() as s:
        counts = dict(
            s.execute(
                select(SeatRow.player_pk, func.count())
                .where(SeatRow.player_pk.is_not(None))
                .group_by(SeatRow.player_pk)
            ).all()
        )
        rows = list(s.scalars(select(PlayerRow).order_by(PlayerRow.name_key)))
    aka = _also_known_as(rows)
    return [
        PlayerEntry(row.id, row.name, row.archived, int(counts.get(row.pk, 0)), aka[row.pk])
        for row in rows
        if row.merged_into is None and (include_archived or not row.archived)
    ]


def _also_known_as(rows: Sequence[PlayerRow]) -> dict[int, tuple[str, ...]]:
    """Each player's merged names, following merges of merges to the player they end in."""
    by_pk = {row.pk: row for row in rows}
    names: dict[int, list[str]] = defaultdict(list)
    for row in rows:
        target = row.merged_into
        seen = {row.pk}
        while target is not None and target in by_pk and by_pk[target].merged_into is not None:
            if target in seen:
                break
            seen.add(target)
            target = by_pk[target].merged_into
        if target is not None:
            names[target].append(row.name)
    return defaultdict(
        tuple, {pk: tuple(sorted(found, key=name_key)) for pk, found in names.items()}
    )


def find_player(store: Handle, text: str) -> tuple[str, str]:
    """A player by id, or by a name unique in the league (regardless of case): (id, name).
    A name merged into another player finds that player."""
    wanted = text.strip()
    with store.session() as s:
        row = s.scalar(select(PlayerRow).where(PlayerRow.id == wanted))
        if row is None:
            key = name_key(" ".join(wanted.split()))
            found = [r for r in s.scalars(select(PlayerRow)) if name_key(r.name) == key]
            if not found:
                raise UnknownPlayer(
                    f"There is no player called {wanted} (nor with that id).", "player.unknown"
                )
            row = found[0]
            if len(found) > 1:
                raise AmbiguousPlayer(
                    f"More than one player goes by {wanted}: "
                    + ", ".join(f"{r.name} ({r.id})" for r in found)
                    + ". Give the id.",
                    [(r.id, r.name) for r in found],
                )
        own = _own_row(s, row)
        return own.id, own.name


def _own_row(s: Session, row: PlayerRow) -> PlayerRow:
    """The player a row ends in when it was merged (itself otherwise)."""
    seen = {row.pk}
    while row.merged_into is not None:
        nxt = s.get(PlayerRow, row.merged_into)
        if nxt is None or nxt.pk in seen:
            break
        seen.add(nxt.pk)
        row = nxt
    return row


def search_players(store: Handle, text: str) -> list[PlayerEntry]:
    """The players whose name, or a name merged into them, holds `text` (case, accents and
    spaces aside)."""
    wanted = loose_key(text)
    return [
        entry
        for entry in player_entries(store)
        if wanted in loose_key(entry.name)
        or any(wanted in loose_key(name) for name in entry.also_known_as)
    ]


def loose_key(name: str) -> str:
    """A name with case, accents and spaces left out: "Åke F." and "ake f" meet."""
    decomposed = unicodedata.normalize("NFKD", name.casefold())
    kept = "".join(c for c in decomposed if not unicodedata.combining(c) and c.isalnum())
    # Letters that are not a base letter with a mark in Unicode: ø æ ß and the like.
    return kept.translate(_LOOSE)


_LOOSE = str.maketrans({"ø": "o", "æ": "ae", "œ": "oe", "ß": "ss", "đ": "d", "ł": "l", "þ": "th"})


def _first_name_key(name: str) -> str:
    """The name without a last word of one letter (an initial): "Åke F." -> "ake"."""
    words = name.split()
    if len(words) > 1 and len(loose_key(words[-1])) == 1:
        words = words[:-1]
    return loose_key(" ".join(words))


def likely_twins(store: Handle) -> list[tuple[PlayerEntry, PlayerEntry]]:
    """Pairs of players that are likely one person: the same name but for case, accents,
    spaces or a last initial ("Åke", "Ake", "Åke F."); never two who sat at one table. The
    player with more matches comes second (the one to keep)."""
    entries = player_entries(store)
    groups: dict[str, list[PlayerEntry]] = defaultdict(list)
    for entry in entries:
        groups[_first_name_key(entry.name)].append(entry)
    pairs: list[tuple[PlayerEntry, PlayerEntry]] = []
    with store.session() as s:
        for key, group in sorted(groups.items()):
            if len(group) < 2 or not key:
                continue
            for i, a in enumerate(group):
                for b in group[i + 1 :]:
                    if _shared_matches(s, a.id, b.id):
                        continue
                    keep, merge = (a, b) if a.matches >= b.matches else (b, a)
                    pairs.append((merge, keep))
    return pairs


def _shared_matches(s: Session, one_id: str, other_id: str) -> int:
    """The matches both players have a seat in, counted by the database (fetched, a player's
    thousands of seats held the window's thread: the question asked before a merge)."""
    one = s.scalar(select(PlayerRow.pk).where(PlayerRow.id == one_id))
    other = s.scalar(select(PlayerRow.pk).where(PlayerRow.id == other_id))
    if one is None or other is None:
        return 0
    theirs = aliased(SeatRow)
    return int(
        s.scalar(
            select(func.count(func.distinct(SeatRow.match_pk)))
            .join(theirs, theirs.match_pk == SeatRow.match_pk)
            .where(SeatRow.player_pk == one, theirs.player_pk == other)
        )
        or 0
    )


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
    shared = _shared_matches(s, source.id, target.id)
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
        _link(s, change, undoes, "split")
        seats = [(int(pk), int(seat)) for pk, seat in change.data["seats"]]
        return Merge(
            change.id,
            change.at,
            source.id,
            source.name,
            target.id,
            target.name,
            len({pk for pk, _ in seats}),
            None,
        )


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
    _move_seats(s, seats, source.pk, (holder or target).pk, progress)
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


def _move_seats(
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


def _counted(s: Session, match_pks: Sequence[int]) -> dict[int, date]:
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
    return _finished(s, _counted(s, match_pks))


def _finished(
    s: Session, days: dict[int, date], progress: Progress | None = None
) -> list[Finished]:
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
        return Merge(
            change.id,
            change.at,
            source.id,
            source.name,
            target.id,
            target.name,
            len({pk for pk, _ in change.data["seats"]}),
            split.at,
        )


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
    _move_seats(s, seats, target.pk, source.pk, progress)
    source.merged_into = None
    split = KeeperChangeRow(
        id=change_id or str(uuid.uuid4()),
        kind="split",
        at=at or utc_now(),
        player_pk=source.pk,
        other_pk=target.pk,
        undoes=change.pk,
        data={},
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


# ---- matches ------------------------------------------------------------------------------


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
        if match.status != "finished":
            raise MatchClosed(
                "Only a finished match can be void; one in progress can be abandoned.",
                "void.not-finished",
            )
        change = void_row(s, match, words)
        _link(s, change, undoes, "restore")


def void_row(
    s: Session,
    match: MatchRow,
    words: str,
    change_id: str | None = None,
    at: datetime | None = None,
) -> KeeperChangeRow:
    """Void a finished match (checked by the caller) and record it."""
    from .derived.in_place import withdraw
    from .derived.voided import set_aside

    counted = _counted(s, [match.pk])
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
    set_aside(s.connection(), [match.pk])  # for its restore
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
        rewrite_finished(s.connection(), [], _finished(s, {match.pk: day}))
    return restore


def _link(s: Session, change: KeeperChangeRow, undoes: str | None, kind: str) -> None:
    """`change` takes back the change `undoes` (of `kind`), if given: each names the other."""
    if undoes is None:
        return
    undone = s.scalar(
        select(KeeperChangeRow).where(KeeperChangeRow.id == undoes, KeeperChangeRow.kind == kind)
    )
    if undone is not None:
        change.undoes = undone.pk
        undone.undone_by = change.pk


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


# ---- mending a match's date, time and place ------------------------------------------------

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
        counted = _counted(s, [match.pk])
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

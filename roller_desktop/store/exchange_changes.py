"""The keeper's changes in a league file (version 6): merges and splits of players, voids and
restores of matches, mended dates and places, renames and archiving. Written by export as
records of their own, read and checked by import, and applied after the file's matches, so
that two laptops exchanging files end up with the same league (docs/league-file-format.md).

Each change keeps its id everywhere: one the league has already is left alone (importing a
file twice changes nothing). Otherwise the newer change wins: a change is applied when it is
newer (its time, then its id) than every change the league has of the same thing (a player's
name, archived state or merge; a match's state, time or place); an older one is kept, marked
as undone by the newer, so that the log shows it and no later import applies it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date, datetime
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from .database import VOID
from .errors import ImportProblem, InvalidName, InvalidText, StoreError
from .limits import clean_name, clean_place, name_key
from .models import Base, KeeperChangeRow, MatchRow, PlayerRow, SeatRow
from .where import Where

CHUNK = 500
# The kinds a league file carries. An import, an undo of an import and a correction stay on the
# laptop they were made on (a correction travels as its match's events).
CARRIED = ("merge", "split", "void", "restore", "mend", "rename", "archive")
CHANGE_FIELDS = {"id", "kind", "at", "player", "other", "match", "undoes", "data"}
_T = Base.metadata.tables


@dataclass(frozen=True, slots=True)
class ChangeNote:
    """What an import changed of the league's players and matches, or could not: `what`
    ("renamed", "archived", "unarchived", "merged", "split"; "not-…" when it was refused
    here), the names it concerns, and in English for the command line."""

    what: str
    name: str = ""
    other: str = ""
    text: str = ""


@dataclass
class ChangeCounts:
    voided: int = 0
    restored: int = 0
    mended: int = 0
    kept: int = 0  # changes the league did not have, recorded (applied or not)
    notes: list[ChangeNote] = field(default_factory=list)


# ---- export ---------------------------------------------------------------------------------


def _time(value: datetime) -> str:
    return value.isoformat(timespec="microseconds") + "Z"


def _file_time(value: object) -> str | None:
    """A time kept in a change's data (naive ISO) as the file writes times."""
    return _time(datetime.fromisoformat(value)) if isinstance(value, str) else None


def change_records(connection: Any, player_ids: Mapping[int, str]) -> list[dict[str, Any]]:
    """The league's changes of the kinds a file carries, oldest first, as file records: players,
    matches and changes named by their ids, the data without the league's own keys."""
    k, m = _T["keeper_changes"], _T["matches"]
    rows = connection.execute(select(k).where(k.c.kind.in_(CARRIED)).order_by(k.c.at, k.c.pk)).all()
    if not rows:
        return []
    ids = {row.pk: row.id for row in rows}
    wanted = {row.match_pk for row in rows if row.match_pk is not None}
    for row in rows:
        if row.kind == "merge":
            wanted |= {int(pk) for pk, _ in row.data.get("seats", [])}
    match_ids: dict[int, str] = {}
    ordered = sorted(wanted)
    for start in range(0, len(ordered), CHUNK):
        match_ids.update(
            connection.execute(
                select(m.c.pk, m.c.id).where(m.c.pk.in_(ordered[start : start + CHUNK]))
            ).all()
        )
    records = []
    for row in rows:
        undoes = ids.get(row.undoes) if row.undoes is not None else None
        if row.undoes is not None and undoes is None:  # a change of a kind not carried
            undoes = connection.execute(
                select(k.c.id).where(k.c.pk == row.undoes)
            ).scalar_one_or_none()
        records.append(
            {
                "id": row.id,
                "kind": row.kind,
                "at": _time(row.at),
                "player": player_ids.get(row.player_pk) if row.player_pk is not None else None,
                "other": player_ids.get(row.other_pk) if row.other_pk is not None else None,
                "match": match_ids.get(row.match_pk) if row.match_pk is not None else None,
                "undoes": undoes,
                "data": _file_data(row.kind, row.data or {}, match_ids),
            }
        )
    return records


def _file_data(kind: str, data: Mapping[str, Any], match_ids: Mapping[int, str]) -> dict[str, Any]:
    if kind == "merge":
        return {
            "name": data.get("name", ""),
            "seats": [
                [match_ids[int(pk)], int(seat)]
                for pk, seat in data.get("seats", [])
                if int(pk) in match_ids
            ],
        }
    if kind == "void":
        return {"reason": data.get("reason", ""), "day": data.get("day")}
    if kind == "mend":
        return {
            part: {
                "started": _file_time(data[part].get("started")),
                "finished": _file_time(data[part].get("finished")),
                "place": data[part].get("place"),
            }
            for part in ("old", "new")
        }
    if kind in ("rename", "archive"):
        return {"old": data.get("old"), "new": data.get("new")}
    return {}


# ---- reading and checking -------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class FileChange:
    id: str
    kind: str
    at: datetime
    player: str | None
    other: str | None
    match: str | None
    undoes: str | None
    data: dict[str, Any]
    number: int  # its place among the file's changes, from 1

    def order(self) -> tuple[datetime, str]:
        return (self.at, self.id)


def read_change(
    item: Any,
    n: int,
    players: Mapping[str, object],
    uuid_of: Callable[[Any, Where], str],
    time_of: Callable[[Any, Where], datetime],
) -> FileChange:
    """One change record of a file, checked; ImportProblem names what is wrong."""
    where = Where("change", n)
    if not isinstance(item, dict):
        raise ImportProblem(f"{where} is not an object.", "import.not-object", where=where)
    missing, unknown = CHANGE_FIELDS - set(item), set(item) - CHANGE_FIELDS
    if missing or unknown:
        code = "import.missing-fields" if missing else "import.unknown-fields"
        fields = tuple(sorted(missing or unknown))
        raise ImportProblem(
            f"{where} {'lacks' if missing else 'has unknown fields:'} {', '.join(fields)}.",
            code,
            where=where,
            fields=fields,
        )
    kind = item["kind"]
    if kind not in CARRIED:
        raise ImportProblem(
            f"{where}: unknown kind of change {str(kind)[:20]!r}.",
            "import.change-kind",
            where=where.at("kind"),
        )

    def player(key: str, needed: bool) -> str | None:
        value = item[key]
        if value is None and not needed:
            return None
        pid = uuid_of(value, where.at(key))
        if pid not in players:
            raise ImportProblem(
                f"{where}: the player {pid} is not in the file.",
                "import.change-player",
                where=where.at(key),
            )
        return pid

    two = kind in ("merge", "split")
    on_player = two or kind in ("rename", "archive")
    who = player("player", on_player)
    other = player("other", two)
    if (not on_player and who is not None) or (not two and item["other"] is not None):
        raise ImportProblem(
            f"{where}: a {kind} names {'one player' if on_player else 'no player'}.",
            "import.change-no-player",
            where=where.at("player" if who is not None and not on_player else "other"),
        )
    match = None if item["match"] is None else uuid_of(item["match"], where.at("match"))
    if (match is None) == (kind in ("void", "restore", "mend")):
        raise ImportProblem(
            f"{where}: a {kind} {'names' if match is None else 'names no'} match.",
            "import.change-match",
            where=where.at("match"),
        )
    undoes = None if item["undoes"] is None else uuid_of(item["undoes"], where.at("undoes"))
    at = time_of(item["at"], where.at("at"))
    data = _read_data(kind, item["data"], where.at("data"), uuid_of, time_of)
    return FileChange(
        uuid_of(item["id"], where.at("id")), kind, at, who, other, match, undoes, data, n
    )


def _read_data(
    kind: str,
    data: Any,
    where: Where,
    uuid_of: Callable[[Any, Where], str],
    time_of: Callable[[Any, Where], datetime],
) -> dict[str, Any]:
    keys = {
        "merge": {"name", "seats"},
        "split": set(),
        "void": {"reason", "day"},
        "restore": set(),
        "mend": {"old", "new"},
        "rename": {"old", "new"},
        "archive": {"old", "new"},
    }[kind]
    if not isinstance(data, dict) or set(data) != keys:
        raise ImportProblem(
            f"{where}: a {kind} has the data {', '.join(sorted(keys)) or 'none'}.",
            "import.change-data",
            where=where,
        )

    def bad(what: str) -> ImportProblem:
        return ImportProblem(f"{where}: {what}", "import.change-data", where=where)

    try:
        if kind == "merge":
            seats = data["seats"]
            if not isinstance(seats, list) or not all(
                isinstance(s, list)
                and len(s) == 2
                and isinstance(s[1], int)
                and not isinstance(s[1], bool)
                and 0 <= s[1] < 8
                for s in seats
            ):
                raise bad("the seats of a merge are pairs of a match's id and a seat.")
            return {
                "name": clean_name(data["name"]),
                "seats": [[uuid_of(mid, where), seat] for mid, seat in seats],
            }
        if kind == "void":
            from .keeper import clean_reason

            day = data["day"]
            if day is not None:
                if not isinstance(day, str):
                    raise bad("the day of a void is a date or null.")
                try:
                    date.fromisoformat(day)
                except ValueError:
                    raise bad("the day of a void is a date or null.") from None
            return {"reason": clean_reason(data["reason"]), "day": day}
        if kind == "mend":
            parts = {}
            for part in ("old", "new"):
                value = data[part]
                if not isinstance(value, dict) or set(value) != {"started", "finished", "place"}:
                    raise bad("a mend's old and new have started, finished and place.")
                parts[part] = {
                    "started": time_of(value["started"], where).isoformat(),
                    "finished": None
                    if value["finished"] is None
                    else time_of(value["finished"], where).isoformat(),
                    "place": clean_place(value["place"]),
                }
            return parts
        if kind == "rename":
            return {"old": clean_name(data["old"]), "new": clean_name(data["new"])}
        if kind == "archive":
            if not all(isinstance(data[key], bool) for key in ("old", "new")):
                raise bad("an archiving's old and new are true or false.")
            return {"old": data["old"], "new": data["new"]}
    except (InvalidName, InvalidText) as error:
        raise ImportProblem(
            f"{where}: {error}", "import.value", where=where, reason=error
        ) from None
    return {}


# ---- players linked by merges ---------------------------------------------------------------


class Linked:
    """Players of the league that a merge joins (here, or in the file being imported): one
    person to the keeper, whichever of them a match's seat names. A match of the file whose
    seats name another of them than the league's is the same match, its seats as the
    league's merges and splits have them."""

    def __init__(self) -> None:
        self._parent: dict[int, int] = {}

    def root(self, pk: int) -> int:
        parent = self._parent
        while parent.get(pk, pk) != pk:
            parent[pk] = parent.get(parent[pk], parent[pk])
            pk = parent[pk]
        return pk

    def join(self, one: int, other: int) -> None:
        a, b = self.root(one), self.root(other)
        if a != b:
            self._parent[max(a, b)] = min(a, b)

    def same(self, one: int | None, other: int | None) -> bool:
        if one is None or other is None:
            return one == other
        return one == other or self.root(one) == self.root(other)


def linked_players(
    connection: Any, changes: Sequence[FileChange], direct: Mapping[str, int]
) -> Linked:
    k = _T["keeper_changes"]
    linked = Linked()
    for one, other in connection.execute(
        select(k.c.player_pk, k.c.other_pk).where(k.c.kind == "merge")
    ):
        if one is not None and other is not None:
            linked.join(one, other)
    for change in changes:
        if change.kind in ("merge", "split") and change.player and change.other:
            linked.join(direct[change.player], direct[change.other])
    return linked


def note_merged_seats(connection: Any, seats: Iterable[tuple[int, int, int]]) -> None:
    """Seats an import gave to the player a file's player was merged into here (match key,
    seat, the file's player here): kept with each merge on the way, so that splitting it gives
    them back to the file's player, as the merge would have moved them had they been here."""
    k, players = _T["keeper_changes"], _T["players"]
    for match_pk, seat, pk in seats:
        seen = {pk}
        while True:
            row = connection.execute(
                select(k.c.pk, k.c.data, k.c.other_pk)
                .where(k.c.kind == "merge", k.c.player_pk == pk, k.c.undone_by.is_(None))
                .order_by(k.c.at.desc(), k.c.pk.desc())
                .limit(1)
            ).first()
            merged = connection.execute(
                select(players.c.merged_into).where(players.c.pk == pk)
            ).scalar_one_or_none()
            if row is None or merged is None:
                break
            data = dict(row.data)
            data["seats"] = sorted({tuple(s) for s in data.get("seats", [])} | {(match_pk, seat)})
            data["seats"] = [list(s) for s in data["seats"]]
            connection.execute(k.update().where(k.c.pk == row.pk).values(data=data))
            pk = row.other_pk
            if pk in seen:
                break
            seen.add(pk)


# ---- applying -------------------------------------------------------------------------------


class _Refused(StoreError):
    """A change of the file that cannot be made here; reported, the rest goes on."""


def apply_changes(
    connection: Any, changes: Sequence[FileChange], direct: Mapping[str, int]
) -> ChangeCounts:
    """Apply the file's changes the league has not got, oldest first (the file's matches are
    written already). `direct`: each file player's row here (not followed through merges)."""
    counts = ChangeCounts()
    if not changes:
        return counts
    session = Session(bind=connection, autoflush=False)
    try:
        applier = _Applier(session, direct, counts, {c.id: c for c in changes})
        known = applier.known([c.id for c in changes])
        for change in sorted(changes, key=FileChange.order):
            if change.id in known:
                continue
            applier.apply(change)
            session.flush()
        session.flush()
    finally:
        session.close()
    return counts


class _Applier:
    def __init__(
        self,
        s: Session,
        direct: Mapping[str, int],
        counts: ChangeCounts,
        in_file: Mapping[str, FileChange],
    ) -> None:
        self.s = s
        self.direct = direct
        self.counts = counts
        self.in_file = in_file

    def known(self, ids: list[str]) -> set[str]:
        found: set[str] = set()
        for start in range(0, len(ids), CHUNK):
            found |= set(
                self.s.scalars(
                    select(KeeperChangeRow.id).where(
                        KeeperChangeRow.id.in_(ids[start : start + CHUNK])
                    )
                )
            )
        return found

    def apply(self, c: FileChange) -> None:
        handler = getattr(self, "_" + c.kind)
        try:
            with self.s.begin_nested():
                handler(c)
        except _Refused as refused:
            self.counts.notes.append(
                ChangeNote(
                    "not-" + str(refused.code),
                    str(refused.values.get("name", "")),
                    str(refused.values.get("other", "")),
                    str(refused),
                )
            )

    # -- bookkeeping

    def _winner(
        self,
        kinds: tuple[str, ...],
        *,
        player_pk: int | None = None,
        match_pk: int | None = None,
        part: str | None = None,
    ) -> KeeperChangeRow | None:
        query = select(KeeperChangeRow).where(KeeperChangeRow.kind.in_(kinds))
        if player_pk is not None:
            query = query.where(KeeperChangeRow.player_pk == player_pk)
        if match_pk is not None:
            query = query.where(KeeperChangeRow.match_pk == match_pk)
        rows = list(self.s.scalars(query))
        if part is not None:
            rows = [row for row in rows if _changes_part(row.data, part)]
        return max(rows, key=lambda row: (row.at, row.id), default=None)

    @staticmethod
    def _newer(c: FileChange, winner: KeeperChangeRow | None) -> bool:
        return winner is None or c.order() > (winner.at, winner.id)

    def _local_undoes(self, c: FileChange) -> KeeperChangeRow | None:
        if c.undoes is None:
            return None
        return self.s.scalar(select(KeeperChangeRow).where(KeeperChangeRow.id == c.undoes))

    def _record(
        self,
        c: FileChange,
        data: dict[str, Any],
        *,
        player_pk: int | None = None,
        other_pk: int | None = None,
        match_pk: int | None = None,
        undone_by: KeeperChangeRow | None = None,
    ) -> KeeperChangeRow:
        undone = self._local_undoes(c)
        row = KeeperChangeRow(
            id=c.id,
            kind=c.kind,
            at=c.at,
            player_pk=player_pk,
            other_pk=other_pk,
            match_pk=match_pk,
            undoes=None if undone is None else undone.pk,
            undone_by=None if undone_by is None else undone_by.pk,
            data=data,
        )
        self.s.add(row)
        self.s.flush()
        if undone is not None and undone.undone_by is None:
            undone.undone_by = row.pk
        self.counts.kept += 1
        return row

    def _player(self, file_id: str | None) -> PlayerRow:
        assert file_id is not None
        row = self.s.get(PlayerRow, self.direct[file_id])
        assert row is not None
        return row

    def _match(self, c: FileChange) -> MatchRow:
        row = self.s.scalar(select(MatchRow).where(MatchRow.id == c.match))
        if row is None:
            raise ImportProblem(
                f"Change {c.number} of the file names the match {c.match}, which is neither "
                "in the file nor in this league; nothing was imported.",
                "import.change-unknown-match",
                where=Where("change", c.number, field="match"),
            )
        return row

    def _file_seats(self, c: FileChange | None, holder: int) -> set[tuple[int, int]]:
        """The seats a merge of the file lists, as this league's (match key, seat), those of
        them `holder` has here."""
        if c is None or c.kind != "merge":
            return set()
        by_match: dict[str, list[int]] = {}
        for match_id, seat in c.data["seats"]:
            by_match.setdefault(match_id, []).append(seat)
        wanted = sorted(by_match)
        found: set[tuple[int, int]] = set()
        for start in range(0, len(wanted), CHUNK):
            for match_pk, seat in self.s.execute(
                select(SeatRow.match_pk, SeatRow.seat)
                .join(MatchRow, MatchRow.pk == SeatRow.match_pk)
                .where(MatchRow.id.in_(wanted[start : start + CHUNK]), SeatRow.player_pk == holder)
            ):
                found.add((match_pk, seat))
        ids = dict(
            self.s.execute(
                select(MatchRow.pk, MatchRow.id).where(
                    MatchRow.pk.in_(sorted({pk for pk, _ in found}))
                )
            ).all()
        )
        return {(pk, seat) for pk, seat in found if seat in by_match.get(ids[pk], [])}

    def _live_merge(self, source: PlayerRow) -> KeeperChangeRow | None:
        if source.merged_into is None:
            return None
        return self.s.scalar(
            select(KeeperChangeRow)
            .where(
                KeeperChangeRow.kind == "merge",
                KeeperChangeRow.player_pk == source.pk,
                KeeperChangeRow.undone_by.is_(None),
            )
            .order_by(KeeperChangeRow.at.desc(), KeeperChangeRow.pk.desc())
        )

    def _chain(self, player: PlayerRow) -> list[tuple[PlayerRow, KeeperChangeRow | None]]:
        """The players `player` is merged into here, one after the other (a merge of a merge),
        each with the merge that made it so (None: a merge kept before its row was)."""
        chain: list[tuple[PlayerRow, KeeperChangeRow | None]] = []
        seen = {player.pk}
        row = player
        while row.merged_into is not None:
            merge = self._live_merge(row)
            into = self.s.get(PlayerRow, row.merged_into)
            if into is None or into.pk in seen:
                break
            chain.append((into, merge))
            seen.add(into.pk)
            row = into
        return chain

    def _holder(self, player: PlayerRow) -> PlayerRow:
        """Whose seats a player's are now: the last of the chain they are merged into."""
        chain = self._chain(player)
        return chain[-1][0] if chain else player

    def _keep_with_chain(self, player: PlayerRow, seats: set[tuple[int, int]], add: bool) -> None:
        """These seats kept with (add) or taken out of every merge above `player`'s, so that
        each split on the way hands them down as the merges would have moved them."""
        row = player
        for into, merge in self._chain(player):
            if merge is not None and merge.player_pk == row.pk:
                have = {(int(pk), int(seat)) for pk, seat in merge.data["seats"]}
                have = have | seats if add else have - seats
                merge.data = {**merge.data, "seats": [list(s) for s in sorted(have)]}
            row = into

    def _take_back(self, source: PlayerRow, live: KeeperChangeRow) -> None:
        """The seats of a merge of this league back to `source`, from whoever has them now
        (the player merged into, or the one they were merged into since)."""
        from . import keeper

        target = self.s.get(PlayerRow, live.other_pk)
        assert target is not None
        holder = self._holder(target)
        seats = {(int(pk), int(seat)) for pk, seat in live.data["seats"]}
        self._keep_with_chain(target, seats, add=False)
        keeper.move_seats(self.s, sorted(seats), holder.pk, source.pk, None)
        source.merged_into = None
        self.s.flush()

    def _merge(self, c: FileChange) -> None:
        from . import keeper

        source, target = self._player(c.player), self._player(c.other)
        if source.pk == target.pk:
            return  # two players of the file that are one here: nothing to merge
        winner = self._winner(("merge", "split"), player_pk=source.pk)
        chain = self._chain(target)
        on_way: list[KeeperChangeRow] = []
        if any(into.pk == source.pk for into, _ in chain):
            # The player merged into is merged (on the way) into the one merged here: the
            # newer wins, the merges on the way give way to it or it to them.
            for into, merge in chain:
                if merge is not None:
                    on_way.append(merge)
                if into.pk == source.pk:
                    break
        newest = max(
            [row for row in [winner, *on_way] if row is not None],
            key=lambda row: (row.at, row.id),
            default=None,
        )
        if not self._newer(c, newest):
            self._record(
                c,
                {"seats": [], "name": c.data["name"]},
                player_pk=source.pk,
                other_pk=target.pk,
                undone_by=newest,
            )
            return
        live = self._live_merge(source)
        holder = self._holder(target)
        if live is not None and live.other_pk == target.pk:  # merged here too: one merge now
            also = self._file_seats(c, holder.pk)
            seats = {(int(pk), int(seat)) for pk, seat in live.data["seats"]} | also
            row = self._record(
                c,
                {"seats": [list(s) for s in sorted(seats)], "name": live.data.get("name")},
                player_pk=source.pk,
                other_pk=target.pk,
            )
            live.undone_by = row.pk
            return
        given_way = []
        for merge in reversed(on_way):  # the newer merge wins: the ones in its way give way
            merged = self.s.get(PlayerRow, merge.player_pk)
            assert merged is not None
            self._take_back(merged, merge)
            given_way.append(merge)
        if live is not None:  # merged into another here, before: that merge gives way
            self._take_back(source, live)
            given_way.append(live)
        holder = self._holder(target)
        if keeper.shared_matches(self.s, source.id, holder.id):
            raise _Refused(
                f"{source.name} was not merged into {target.name} here: the two sat at the "
                "same table.",
                "merged.same-table",
                name=source.name,
                other=target.name,
            )
        also = self._file_seats(c, holder.pk)
        moved = {
            (match_pk, seat)
            for match_pk, seat in self.s.execute(
                select(SeatRow.match_pk, SeatRow.seat).where(SeatRow.player_pk == source.pk)
            )
        }
        row = keeper.merge_rows(
            self.s, source, target, also=also, change_id=c.id, at=c.at, holder=holder
        )
        self._keep_with_chain(target, moved | also, add=True)
        for merge in given_way:
            merge.undone_by = row.pk
        self.counts.kept += 1
        self.counts.notes.append(
            ChangeNote(
                "merged",
                source.name,
                target.name,
                f"{source.name} merged into {target.name}",
            )
        )

    def _split(self, c: FileChange) -> None:
        source, target = self._player(c.player), self._player(c.other)
        winner = self._winner(("merge", "split"), player_pk=source.pk)
        live = self._live_merge(source)
        if not self._newer(c, winner) or live is None:
            self._record(
                c,
                {},
                player_pk=source.pk,
                other_pk=target.pk,
                undone_by=winner if not self._newer(c, winner) else None,
            )
            return
        into = self.s.get(PlayerRow, live.other_pk)
        assert into is not None
        undone = self.in_file.get(c.undoes) if c.undoes is not None else None
        holder = self._holder(into)
        also = self._file_seats(undone, holder.pk)
        seats = {(int(pk), int(seat)) for pk, seat in live.data["seats"]} | also
        live.data = {**live.data, "seats": [list(s) for s in sorted(seats)]}
        self._take_back(source, live)
        row = KeeperChangeRow(
            id=c.id,
            kind="split",
            at=c.at,
            player_pk=source.pk,
            other_pk=into.pk,
            undoes=live.pk,
            data={},
        )
        self.s.add(row)
        self.s.flush()
        live.undone_by = row.pk
        self.counts.kept += 1
        self.counts.notes.append(
            ChangeNote(
                "split",
                source.name,
                into.name,
                f"{source.name} split from {into.name} again",
            )
        )

    def _rename(self, c: FileChange) -> None:
        row = self._player(c.player)
        winner = self._winner(("rename",), player_pk=row.pk)
        if not self._newer(c, winner):
            self._record(c, dict(c.data), player_pk=row.pk, undone_by=winner)
            return
        new = c.data["new"]
        old = row.name
        if new != old:
            key = name_key(new)
            taken = self.s.scalar(
                select(PlayerRow).where(PlayerRow.name_key == key, PlayerRow.pk != row.pk)
            )
            if taken is not None:
                raise _Refused(
                    f"{old} was not renamed {new} here: another player is called {taken.name}.",
                    "renamed.taken",
                    name=old,
                    other=new,
                )
            row.name = new
            row.name_key = key
            self.counts.notes.append(ChangeNote("renamed", old, new, f"{old} renamed {new}"))
        self._record(c, dict(c.data), player_pk=row.pk)

    def _archive(self, c: FileChange) -> None:
        row = self._player(c.player)
        winner = self._winner(("archive",), player_pk=row.pk)
        if not self._newer(c, winner):
            self._record(c, {**c.data, "name": row.name}, player_pk=row.pk, undone_by=winner)
            return
        new = bool(c.data["new"])
        if row.archived != new:
            row.archived = new
            what = "archived" if new else "unarchived"
            words = "archived" if new else "back from the archive"
            self.counts.notes.append(ChangeNote(what, row.name, "", f"{row.name} {words}"))
        self._record(c, {**c.data, "name": row.name}, player_pk=row.pk)

    # -- matches

    def _void(self, c: FileChange) -> None:
        from . import keeper

        match = self._match(c)
        winner = self._winner(("void", "restore"), match_pk=match.pk)
        if not self._newer(c, winner):
            self._record(c, dict(c.data), match_pk=match.pk, undone_by=winner)
            return
        if match.status == "abandoned" and match.status_reason == VOID:
            live = self.s.scalar(
                select(KeeperChangeRow)
                .where(
                    KeeperChangeRow.kind == "void",
                    KeeperChangeRow.match_pk == match.pk,
                    KeeperChangeRow.undone_by.is_(None),
                )
                .order_by(KeeperChangeRow.at.desc(), KeeperChangeRow.pk.desc())
            )
            day = live.data.get("day") if live is not None else c.data["day"]
            row = self._record(c, {"reason": c.data["reason"], "day": day}, match_pk=match.pk)
            if live is not None:
                live.undone_by = row.pk
            match.status_note = c.data["reason"]
            match.status_at = c.at
            return
        if match.status != "finished":
            raise _Refused(
                f"The match {match.id} was not voided here: it is not finished here.",
                "voided.not-finished",
            )
        keeper.void_row(self.s, match, c.data["reason"], change_id=c.id, at=c.at)
        self.counts.kept += 1
        self.counts.voided += 1

    def _restore(self, c: FileChange) -> None:
        from . import keeper

        match = self._match(c)
        winner = self._winner(("void", "restore"), match_pk=match.pk)
        if not self._newer(c, winner):
            self._record(c, {}, match_pk=match.pk, undone_by=winner)
            return
        if match.status == "abandoned" and match.status_reason == VOID:
            keeper.restore_row(self.s, match, change_id=c.id, at=c.at)
            self.counts.kept += 1
            self.counts.restored += 1
            return
        self._record(c, {}, match_pk=match.pk)

    def _mend(self, c: FileChange) -> None:
        from . import keeper
        from .derived.in_place import move_in_time
        from .handle import local_day

        match = self._match(c)
        wins = {
            part: _changes_part(c.data, part)
            and self._newer(c, self._winner(("mend",), match_pk=match.pk, part=part))
            for part in ("time", "place")
        }
        new = c.data["new"]
        data = {"old": c.data["old"], "new": new, "old_day": None}
        if not any(wins.values()):
            winner = self._winner(("mend",), match_pk=match.pk)
            self._record(c, data, match_pk=match.pk, undone_by=winner)
            return
        changed = False
        counted = keeper.counted_days(self.s, [match.pk])
        if counted:
            data["old_day"] = counted[match.pk].isoformat()
        if wins["time"] and match.finished is not None and new["finished"] is not None:
            finished = datetime.fromisoformat(new["finished"])
            started = datetime.fromisoformat(new["started"])
            if (finished, started) != (match.finished, match.started):
                match.finished, match.started = finished, started
                changed = True
                if match.status_reason == VOID:  # restored later: counted on its new day
                    for void in self.s.scalars(
                        select(KeeperChangeRow).where(
                            KeeperChangeRow.kind == "void",
                            KeeperChangeRow.match_pk == match.pk,
                            KeeperChangeRow.undone_by.is_(None),
                        )
                    ):
                        void.data = {**void.data, "day": None}
        if wins["place"] and match.place != new["place"]:
            match.place = new["place"]
            changed = True
        self._record(c, data, match_pk=match.pk)
        self.s.flush()
        if changed:
            self.counts.mended += 1
        if counted and changed and match.finished is not None:
            move_in_time(self.s.connection(), match.pk, match.finished, local_day(match.finished))


def _changes_part(data: Mapping[str, Any], part: str) -> bool:
    """Whether a mend changed the match's time ("time") or its place ("place")."""
    old, new = data.get("old", {}), data.get("new", {})
    if part == "time":
        return bool(old.get("finished") != new.get("finished"))
    return bool(old.get("place") != new.get("place"))

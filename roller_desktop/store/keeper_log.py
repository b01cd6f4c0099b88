"""The keeper's log: every change to the league (keeper_changes), newest first, and the undo of
one by its id.

Each change is a row of its own, never an overwrite; an undo is a change too (a split, a
restore, a mend back, a correction back, a rename back, ...), which names the change it takes
back (`undoes`), and the change taken back names it (`undone_by`): it shows as undone. An undo
that later changes depend on is refused with the reason (KeeperRefusal), and nothing changes.

What an entry says is given as facts (names, counts, a match's game, time and players), so
that the window words it in its language and the command line in English (`describe`).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any, cast

from sqlalchemy import delete, select, update
from sqlalchemy.orm import Session

from . import keeper
from .keeper import KeeperRefusal
from .keeper_record import event_count, keys_of_matches, keys_of_players
from .models import KeeperChangeRow, MatchRow, PlayerRow, SeatRow
from .values import seat_names

if TYPE_CHECKING:
    from .league_store import LeagueHandle as Handle
    from .league_store import LeagueStore

KINDS = (
    "merge",
    "split",
    "void",
    "restore",
    "mend",
    "import",
    "undo",
    "rename",
    "archive",
    "correct",
)
# The kinds an undo is offered for (while not undone). An undo of an undo is offered where it
# means something of its own: a split merged again, a restore voided again, a mend back mended.
UNDOABLE = frozenset(
    {"merge", "split", "void", "restore", "mend", "import", "undo", "rename", "archive", "correct"}
)


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One change of the league as the log lists it."""

    id: str
    at: datetime  # naive UTC
    kind: str
    facts: dict[str, Any]  # what it changed: see `describe`
    undone: datetime | None  # when a later change took it back
    undoes: str | None  # the id of the change this one took back
    undoable: bool  # an undo is offered (it may still be refused, with the reason)


# ---- the list ----------------------------------------------------------------------------


def log(store: Handle, limit: int | None = None) -> list[LogEntry]:
    """Every change, newest first (at most `limit`)."""
    with store.session() as s:
        query = select(KeeperChangeRow).order_by(KeeperChangeRow.pk.desc())
        if limit is not None:
            query = query.limit(max(limit, 0))
        rows = list(s.scalars(query))
        return _entries(s, rows)


def entry(store: Handle, change_id: str) -> LogEntry:
    """One change by its id; KeeperRefusal when the league has none."""
    with store.session() as s:
        return _entries(s, [_row(s, change_id)])[0]


def _row(s: Session, change_id: str) -> KeeperChangeRow:
    row = s.scalar(select(KeeperChangeRow).where(KeeperChangeRow.id == change_id.strip()))
    if row is None:
        raise KeeperRefusal(
            f"There is no change with the id {change_id} in the keeper's log.",
            "log.unknown",
            id=change_id,
        )
    return row


def _entries(s: Session, rows: list[KeeperChangeRow]) -> list[LogEntry]:
    pks = {pk for row in rows for pk in (row.undoes, row.undone_by) if pk is not None}
    linked = {}
    named: dict[int, str] = {}  # a merge's merged name: an older split's, which kept none
    for pk, change_id, at, kind, data in s.execute(
        select(
            KeeperChangeRow.pk,
            KeeperChangeRow.id,
            KeeperChangeRow.at,
            KeeperChangeRow.kind,
            KeeperChangeRow.data,
        ).where(KeeperChangeRow.pk.in_(pks))
    ):
        linked[pk] = (change_id, at, kind)
        if kind == "merge" and (data or {}).get("name"):
            named[pk] = data["name"]
    players = _player_names(s, {pk for row in rows for pk in (row.player_pk, row.other_pk) if pk})
    matches = _match_labels(s, {row.match_pk for row in rows if row.match_pk is not None})
    found = []
    for row in rows:
        facts = _facts(row, players, matches)
        if row.kind == "split" and not (row.data or {}).get("name") and row.undoes in named:
            facts["name"] = named[row.undoes]
            if row.player_pk not in players:  # gone since (an import of theirs undone)
                facts["player"] = facts["name"]
        undone = linked[row.undone_by][1] if row.undone_by in linked else None
        undoes = linked.get(row.undoes) if row.undoes is not None else None
        if undoes is not None:
            facts["undoes_kind"] = undoes[2]
        found.append(
            LogEntry(
                row.id,
                row.at,
                row.kind,
                facts,
                undone,
                None if undoes is None else undoes[0],
                row.undone_by is None and row.kind in UNDOABLE,
            )
        )
    return found


def _player_names(s: Session, pks: set[int]) -> dict[int, str]:
    if not pks:
        return {}
    return dict(s.execute(select(PlayerRow.pk, PlayerRow.name).where(PlayerRow.pk.in_(pks))).all())


def _match_labels(s: Session, pks: set[int]) -> dict[int, dict[str, Any]]:
    """What the log says of a match: its id, game, when it finished (or started) and who sat."""
    labels: dict[int, dict[str, Any]] = {}
    if not pks:
        return labels
    seats: dict[int, list[tuple[str | None, str | None]]] = defaultdict(list)
    for match_pk, name, computer in s.execute(
        select(SeatRow.match_pk, PlayerRow.name, SeatRow.computer)
        .outerjoin(PlayerRow, PlayerRow.pk == SeatRow.player_pk)
        .where(SeatRow.match_pk.in_(pks))
        .order_by(SeatRow.match_pk, SeatRow.seat)
    ):
        seats[match_pk].append((name, computer))
    for pk, match_id, game, started, finished in s.execute(
        select(MatchRow.pk, MatchRow.id, MatchRow.game, MatchRow.started, MatchRow.finished).where(
            MatchRow.pk.in_(pks)
        )
    ):
        labels[pk] = {
            "id": match_id,
            "game": game,
            "when": _stamp(finished or started),
            "players": seat_names(seats[pk]),
        }
    return labels


def _places(places: Iterable[int | None]) -> str:
    return ", ".join("–" if p is None else str(p) for p in places)


def _stamp(value: datetime | None) -> str | None:
    return None if value is None else value.isoformat(timespec="seconds")


def _facts(
    row: KeeperChangeRow, players: dict[int, str], matches: dict[int, dict[str, Any]]
) -> dict[str, Any]:
    data = row.data or {}
    facts: dict[str, Any] = {}
    if row.match_pk is not None:
        facts["match"] = matches.get(row.match_pk)
    if row.kind in ("merge", "split"):
        facts["name"] = data.get("name") or players.get(row.player_pk or 0, "?")
        facts["player"] = players.get(row.player_pk or 0) or facts["name"]
        facts["into"] = players.get(row.other_pk or 0, "?")
        if row.kind == "merge":
            facts["matches"] = len({pk for pk, _ in data.get("seats", [])})
    elif row.kind == "void":
        facts["reason"] = data.get("reason", "")
    elif row.kind == "mend":
        old, new = data.get("old", {}), data.get("new", {})
        facts["old_when"], facts["new_when"] = old.get("finished"), new.get("finished")
        facts["old_place"], facts["new_place"] = old.get("place"), new.get("place")
    elif row.kind in ("rename", "archive"):
        facts["player"] = players.get(row.player_pk or 0) or data.get("name") or data.get("new")
        for key in ("old", "new"):
            facts[key] = data.get(key)
    elif row.kind == "correct":
        facts["cells"] = data.get("cells", [])
        places = data.get("places")
        facts["places"] = None if places is None else [_places(p) for p in places]
    elif row.kind in ("import", "undo"):
        for key in ("source", "file", "lines", "matches_removed", "players_removed"):
            if key in data:
                facts[key] = data[key]
        if row.kind == "import":
            facts["matches_added"] = len(data.get("matches", []))
            facts["players_added"] = len(data.get("players", []))
            facts["matches_extended"] = len(data.get("extended", []))
    return facts


# ---- the words (the command line's; the window has its own) ------------------------------


def local(stamp: str | None) -> str:
    """A stored time (naive UTC, ISO) as this computer's local time to the minute."""
    if not stamp:
        return "-"
    moment = datetime.fromisoformat(stamp).replace(tzinfo=UTC).astimezone()
    return f"{moment:%Y-%m-%d %H:%M}"


def match_words(match: dict[str, Any] | None) -> str:
    if not match:
        return "a match no longer in the league"
    game = "Roller" if match["game"] == "roller" else "105"
    return f"{game} of {local(match['when'])} ({', '.join(match['players'])})"


def _many(count: int, one: str, many: str) -> str:
    return f"{count} {one if count == 1 else many}"


def describe(item: LogEntry) -> str:
    """What the change did, in English."""
    f = item.facts
    match = match_words(f.get("match"))
    if item.kind == "merge":
        return f"{f['name']} merged into {f['into']} ({_many(f['matches'], 'match', 'matches')})"
    if item.kind == "split":
        return f"{f['player']} split from {f['into']} again"
    if item.kind == "void":
        return f"{match} void: {f['reason']}"
    if item.kind == "restore":
        return f"{match} restored to the league"
    if item.kind == "mend":
        parts = []
        if f["old_when"] != f["new_when"]:
            parts.append(f"{local(f['old_when'])} -> {local(f['new_when'])}")
        if f["old_place"] != f["new_place"]:
            parts.append(f"place {f['old_place'] or '-'} -> {f['new_place'] or '-'}")
        return f"{match} mended: {', '.join(parts) or 'as it was'}"
    if item.kind == "rename":
        return f"{f['old']} renamed {f['new']}"
    if item.kind == "archive":
        return f"{f['player']} {'archived' if f['new'] else 'taken out of the archive'}"
    if item.kind == "correct":
        if f.get("places") is not None:
            old, new = f["places"]
            return f"{match} corrected: places {old} -> {new}"
        names = (f.get("match") or {}).get("players", [])
        cells = ", ".join(
            f"{names[seat] if seat < len(names) else seat} round {round_ + 1} {old} -> {new}"
            for seat, round_, old, new in f["cells"]
        )
        return f"{match} corrected: {cells}"
    if item.kind == "import":
        what = "paper protocols" if f.get("source") == "protocols" else "a league file"
        lines = f" ({_many(f['lines'], 'line', 'lines')})" if f.get("lines") else ""
        return (
            f"import of {what} {f.get('file') or ''}".rstrip()
            + lines
            + f": {_many(f['matches_added'], 'match', 'matches')} and "
            f"{_many(f['players_added'], 'player', 'players')} added"
        )
    if item.kind == "undo":
        removed = f.get("matches_removed", 0)
        players = f.get("players_removed", 0)
        return (
            f"import undone: {_many(removed, 'match', 'matches')} and "
            f"{_many(players, 'player', 'players')} taken out"
        )
    return item.kind


# ---- undo --------------------------------------------------------------------------------


def _later(s: Session, change: KeeperChangeRow, *where: Any) -> KeeperChangeRow | None:
    """The newest change after `change` that is not undone and meets `where`: the one in the
    way of its undo."""
    return s.scalar(
        select(KeeperChangeRow)
        .where(KeeperChangeRow.pk > change.pk, KeeperChangeRow.undone_by.is_(None), *where)
        .order_by(KeeperChangeRow.pk.desc())
        .limit(1)
    )


def _refusal(
    message: str, code: str, later: KeeperChangeRow | None, **values: Any
) -> KeeperRefusal:
    """A refused undo naming the later change in its way (its log id and time), where known."""
    if later is None:
        return KeeperRefusal(message, code, **values)
    stamp = _stamp(later.at)
    return KeeperRefusal(
        f"{message} The later change: {later.id} of {local(stamp)}.",
        code,
        later=later.id,
        later_at=stamp,
        **values,
    )


Progress = Callable[[str, int, int], None]


def undo(store: Handle, change_id: str, progress: Progress | None = None) -> LogEntry:
    """Take back one change of the log, as a change of its own; return the undone change as
    the log shows it now. KeeperRefusal (with the reason) when it cannot be: undone already, no
    undo for its kind, or later changes depend on it; nothing is changed then."""
    with store.session() as s:
        row = _row(s, change_id)
        kind, undone_by, match_pk = row.kind, row.undone_by, row.match_pk
        dict(row.data or {})
        match_id = (
            None
            if match_pk is None
            else s.scalar(select(MatchRow.id).where(MatchRow.pk == match_pk))
        )
        player_id = (
            None
            if row.player_pk is None
            else s.scalar(select(PlayerRow.id).where(PlayerRow.pk == row.player_pk))
        )
        other_id = (
            None
            if row.other_pk is None
            else s.scalar(select(PlayerRow.id).where(PlayerRow.pk == row.other_pk))
        )
        if undone_by is not None:
            raise KeeperRefusal("That change was undone already.", "log.undone")
        if kind not in UNDOABLE:
            raise KeeperRefusal("That change has no undo of its own.", "log.no-undo", kind=kind)
        if kind == "mend" and match_pk is not None:
            later = _later(
                s,
                row,
                KeeperChangeRow.match_pk == match_pk,
                KeeperChangeRow.kind == "mend",
                KeeperChangeRow.undoes.is_(None),  # (the mend back, of a later one)
            )
            if later is not None:
                raise _refusal(
                    "The match was mended again since: undo that mend first.",
                    "log.later-mend",
                    later,
                )
    if match_id is None and kind in ("void", "restore", "mend"):
        raise KeeperRefusal("The match of that change is no longer in the league.", "log.gone")
    if kind == "merge":
        keeper.split_merge(store, change_id, progress)
    elif kind == "split":
        assert player_id is not None and other_id is not None
        keeper.merge_players(store, player_id, other_id, progress, undoes=change_id)
    elif kind == "void":
        assert match_id is not None
        keeper.restore_match(store, match_id)
    elif kind == "restore":
        assert match_id is not None
        void = _undone_void(store, change_id)
        keeper.void_match(store, match_id, void, undoes=change_id)
    elif kind == "mend":
        keeper.undo_mend(store, change_id)
    else:
        _undo_other(store, change_id, kind, progress)
    return entry(store, change_id)


def _undone_void(store: Handle, restore_id: str) -> str:
    """The reason of the void a restore took back (voided again for the same reason)."""
    with store.session() as s:
        restore = _row(s, restore_id)
        void = s.get(KeeperChangeRow, restore.undoes) if restore.undoes is not None else None
        reason = (void.data or {}).get("reason") if void is not None else None
        return str(reason or "void again")


def _undo_other(store: Handle, change_id: str, kind: str, progress: Progress | None) -> None:
    """The undo of the kinds that came with the log (import, rename, archive, correct)."""
    if kind == "import":
        undo_import(store, change_id, progress)
    elif kind == "undo":
        _import_again(store, change_id)
    elif kind in ("rename", "archive"):
        _undo_player_change(store, change_id, kind)
    elif kind == "correct":
        _undo_correction(store, change_id)
    else:
        raise KeeperRefusal("That change has no undo of its own.", "log.no-undo", kind=kind)


# ---- imports ------------------------------------------------------------------------------

# The import writes its entry itself (keeper_record.log_import): it imports nothing of this.


def undo_import(store: Handle, change_id: str, progress: Progress | None = None) -> None:
    """Take out what an import added: its matches (their figures withdrawn through the one
    derived-rows path) and its players, in one transaction. What it took out is kept in the
    undo's own entry as a league file (nothing is lost; importing the file again, or undoing
    the undo, brings it back). Refused, nothing changed, where later changes depend on it."""
    from .derived.in_place import withdraw
    from .exchange import export_lines

    with store.session() as s:
        change = _row(s, change_id)
        data = change.data or {}
        connection = s.connection()
        matches = keys_of_matches(connection, data.get("matches", []))
        players = keys_of_players(connection, data.get("players", []))
        _refuse_import_undo(s, change, set(matches.values()), players, data)
        match_pks = sorted(matches.values())
        saved = "".join(export_lines(connection, only=match_pks)) if match_pks else ""
        withdraw(connection, match_pks)  # their results where they are, not replayed
        from .models import Base

        tables = Base.metadata.tables
        for start in range(0, len(match_pks), keeper.CHUNK):
            part = match_pks[start : start + keeper.CHUNK]
            connection.execute(delete(MatchRow).where(MatchRow.pk.in_(part)))
        player_pks = sorted(players.values())
        for start in range(0, len(player_pks), keeper.CHUNK):
            part = player_pks[start : start + keeper.CHUNK]
            for name in ("league_days", "league_ratings", "round_tallies", "import_answers"):
                table = tables[name]
                connection.execute(delete(table).where(table.c.player_pk.in_(part)))
            # Earlier changes of theirs, taken back already, stay in the log by their words.
            for column in (KeeperChangeRow.player_pk, KeeperChangeRow.other_pk):
                connection.execute(
                    update(KeeperChangeRow).where(column.in_(part)).values({column.key: None})
                )
            connection.execute(delete(PlayerRow).where(PlayerRow.pk.in_(part)))
        from .keeper_record import record_change

        record_change(
            connection,
            "undo",
            {
                "source": data.get("source", "league"),
                "file": data.get("file", ""),
                "matches_removed": len(match_pks),
                "players_removed": len(player_pks),
                "saved": saved,
            },
            undoes=change_id,
        )
        s.expire_all()


def _refuse_championship_players(s: Session, player_pks: list[int]) -> None:
    """KeeperRefusal when a player the import brought is registered in a championship here or
    seated in its draw (a table's file brings the championship with its players)."""
    from .models import ChampionshipPlayerRow, ChampionshipRow, ChampionshipSeatRow

    for start in range(0, len(player_pks), keeper.CHUNK):
        part = player_pks[start : start + keeper.CHUNK]
        for model in (ChampionshipPlayerRow, ChampionshipSeatRow):
            found = s.execute(
                select(PlayerRow.name, ChampionshipRow.name)
                .join(model, model.player_pk == PlayerRow.pk)
                .join(ChampionshipRow, ChampionshipRow.pk == model.championship_pk)
                .where(PlayerRow.pk.in_(part))
                .limit(1)
            ).first()
            if found is not None:
                name, championship = found
                raise KeeperRefusal(
                    f"{name}, whom this import brought, plays in the championship "
                    f"{championship}: the import cannot be undone. Nothing was changed.",
                    "log.import-championship",
                    name=name,
                    championship=championship,
                )


def _refuse_import_undo(
    s: Session,
    change: KeeperChangeRow,
    match_pks: set[int],
    players: dict[str, int],
    data: dict[str, Any],
) -> None:
    """KeeperRefusal when later changes depend on what the import brought."""
    player_pks = set(players.values())
    connection = s.connection()
    if event_count(connection, sorted(match_pks)) != data.get("events", 0):
        corrected = _later(
            s, change, KeeperChangeRow.match_pk.in_(match_pks), KeeperChangeRow.kind == "correct"
        )
        if corrected is not None:
            raise _refusal(
                "A match this import brought was corrected since: undo that correction "
                "first. Nothing was changed.",
                "log.import-corrected",
                corrected,
            )
        raise KeeperRefusal(
            "A match this import brought was played on or corrected since: the import "
            "cannot be undone. Nothing was changed.",
            "log.import-changed",
        )
    played: dict[int, int] = defaultdict(int)  # each player's matches not of this import
    ordered = sorted(player_pks)
    for start in range(0, len(ordered), keeper.CHUNK):
        part = ordered[start : start + keeper.CHUNK]
        for pk, match_pk in s.execute(
            select(SeatRow.player_pk, SeatRow.match_pk).where(SeatRow.player_pk.in_(part))
        ):
            if pk is not None and match_pk not in match_pks:
                played[pk] += 1
    for pk in ordered:
        elsewhere = played.get(pk, 0)
        if elsewhere:
            name = s.scalar(select(PlayerRow.name).where(PlayerRow.pk == pk)) or "?"
            raise KeeperRefusal(
                f"{name}, whom this import brought, has played {elsewhere} "
                f"match{'es' if elsewhere != 1 else ''} since: the import cannot be undone. "
                "Nothing was changed.",
                "log.import-played",
                name=name,
                count=int(elsewhere),
            )
    _refuse_championship_players(s, ordered)
    later = s.scalars(
        select(KeeperChangeRow).where(
            KeeperChangeRow.pk > change.pk,
            KeeperChangeRow.undone_by.is_(None),
            KeeperChangeRow.undoes.is_(None),
        )
    )
    for row in later:
        if row.player_pk in player_pks or row.other_pk in player_pks:
            name = s.scalar(select(PlayerRow.name).where(PlayerRow.pk == row.player_pk)) or "?"
            if row.player_pk not in player_pks:
                name = s.scalar(select(PlayerRow.name).where(PlayerRow.pk == row.other_pk)) or "?"
            raise _refusal(
                f"{name}, whom this import brought, was renamed, archived or merged since: "
                "undo that first. Nothing was changed.",
                "log.import-player-changed",
                row,
                name=name,
            )
        touched = row.match_pk in match_pks or (
            row.kind == "merge"
            and any(int(pk) in match_pks for pk, _ in (row.data or {}).get("seats", []))
        )
        if touched:
            raise _refusal(
                "A match this import brought was changed since: undo that change first. "
                "Nothing was changed.",
                "log.import-changed",
                row,
            )
        brought = set((row.data or {}).get("extended", [])) if row.kind == "import" else set()
        if brought & set(data.get("matches", [])):
            raise _refusal(
                "A later import brought more to a match this import added (played on or "
                "corrected at another table): undo that import first. Nothing was changed.",
                "log.import-extended",
                row,
            )


def _import_again(store: Handle, change_id: str) -> None:
    """Undo of an import's undo: what it took out, imported again from the file it kept."""
    from .exchange import import_text

    with store.session() as s:
        row = _row(s, change_id)
        saved = (row.data or {}).get("saved")
        name = (row.data or {}).get("file")
    if not saved:
        raise KeeperRefusal("That change has no undo of its own.", "log.no-undo", kind="undo")
    brought = import_text(cast("LeagueStore", store), saved, name=name, undoes=change_id)
    if not brought.added_matches and not brought.added_players:
        raise KeeperRefusal(
            "What the undo took out is back in the league already (the file was imported "
            "again): nothing to bring back.",
            "log.back-already",
        )


# ---- renames, archiving, corrections ------------------------------------------------------


def _undo_player_change(store: Handle, change_id: str, kind: str) -> None:
    """A rename (or archiving) taken back: refused when the player changed again since."""
    with store.session() as s:
        row = _row(s, change_id)
        player = s.get(PlayerRow, row.player_pk) if row.player_pk is not None else None
        if player is None:
            raise KeeperRefusal("That player is no longer in the league.", "log.gone")
        old, new = (row.data or {}).get("old"), (row.data or {}).get("new")
        later = _later(s, row, KeeperChangeRow.player_pk == player.pk, KeeperChangeRow.kind == kind)
        if kind == "rename" and player.name != new:
            raise _refusal(
                f"{player.name} was renamed again since: undo that rename first.",
                "log.renamed-since",
                later,
                name=player.name,
            )
        if kind == "archive" and bool(player.archived) != bool(new):
            raise _refusal(
                f"{player.name} was archived or taken out of the archive again since: undo "
                "that first.",
                "log.archived-since",
                later,
                name=player.name,
            )
        player_id = player.id
    league = cast("LeagueStore", store)
    if kind == "rename":
        league.rename_player(player_id, str(old), undoes=change_id)
    else:
        league.archive_player(player_id, bool(old), undoes=change_id)


def _undo_correction(store: Handle, change_id: str) -> None:
    """A correction taken back by a correction of its own (the cells as they were before):
    refused when a cell it wrote was corrected again since."""
    from .games import replay
    from .hand_kept import correct_match

    with store.session() as s:
        row = _row(s, change_id)
        match_id = (
            None
            if row.match_pk is None
            else s.scalar(select(MatchRow.id).where(MatchRow.pk == row.match_pk))
        )
        data = dict(row.data or {})
        later = _later(
            s, row, KeeperChangeRow.match_pk == row.match_pk, KeeperChangeRow.kind == "correct"
        )
    if match_id is None:
        raise KeeperRefusal("The match of that change is no longer in the league.", "log.gone")
    league = cast("LeagueStore", store)
    game = replay(league.load_match(match_id))
    from roller_desktop.engine.roller import RollerMatch

    if "places" in data:
        old, new = data["places"]
        if list(getattr(game, "places", ())) != list(new):
            raise _refusal(
                "A cell this correction wrote was corrected again since: undo that correction "
                "first.",
                "log.corrected-since",
                later,
            )
        correct_match(league, match_id, places=list(old), undoes=change_id)
        return
    assert isinstance(game, RollerMatch)
    protocol = game.protocol()
    cells = {}
    for seat, round_, old_cell, new_cell in data.get("cells", []):
        if protocol.cell_text(seat, round_) != new_cell:
            raise _refusal(
                "A cell this correction wrote was corrected again since: undo that correction "
                "first.",
                "log.corrected-since",
                later,
            )
        cells[(int(seat), int(round_))] = str(old_cell)
    correct_match(league, match_id, cells=cells, undoes=change_id)


def as_json(entries: Iterable[LogEntry]) -> list[dict[str, Any]]:
    """The log for `roller-desktop log --json`."""
    return [
        {
            "id": e.id,
            "at": _stamp(e.at),
            "kind": e.kind,
            "what": describe(e),
            "facts": e.facts,
            "undone": _stamp(e.undone),
            "undoes": e.undoes,
            "undoable": e.undoable,
        }
        for e in entries
    ]

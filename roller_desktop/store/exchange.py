"""Export, import and merge of a league as a versioned JSON file (docs/league-file-format.md).

Import checks every record of the file (its shape, every name, every die, and every match
replayed through the rules) and writes it in one transaction: the first problem rolls it all
back, so a file imports all or nothing. It is idempotent: a match already in the league (same
id, same events) is left as it is, apart from hints the file has and the league has not, which
are added.

Version 8 (written by `export_file`) adds each match's drills (exchange_drills.py: whether
its exercises were looked for, and each with its spaced-repetition card). Version 7 added the
championships (exchange_championships.py: each
championship whole, with its players and stored draw, and each match's table; merged after the
matches, the league the championship is run from winning). Version 6 is one JSON record per
line: a header with the counts
and the league's own id (the import remembers its answers about players by it), then one line
per player, one per keeper's change (merges, voids, mends, renames, archiving:
exchange_changes.py, applied after the matches, the newer change winning) and one per match,
events as short strings ("t351162", "k11", "b";
a match kept by hand: "r350", "r–", "rRT", corrections "c2:6:450@2026-12-01T15:30:00", 105's
order "p2,1,3"), and each match says whether it is kept by hand (by_hand). Version 6 added
the keeper's changes, version 5 matches kept by hand.
Export and import stream it a match at a time, so memory stays small whatever the league's
size. Version 4 added computer seats (a level, no player: before it, computers were players
called "Computer (…)", which become computer seats on import) and why a match was abandoned;
version 3 was the first of records per line; versions 1 and 2 (one JSON document) are still
read. Version 2 added each match's hints and whether the table threw real dice; version 1 files
are still read (no hints, virtual dice). `export_league` gives the league as one document of
the newest version (events written whole, no league id), which import reads too.
Derived figures (seat results, league days) are recomputed on import, never read from the file.
"""

from __future__ import annotations

import contextlib
import gc
import json
import os
import uuid
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from datetime import datetime
from itertools import chain, repeat
from operator import itemgetter
from pathlib import Path
from typing import Any

from sqlalchemy import delete, func, insert, select, update

from roller_desktop.engine.errors import RulesError
from roller_desktop.engine.events import Event, event_from_dict, event_to_dict
from roller_desktop.engine.hundredfive import HundredFiveRules, Race
from roller_desktop.engine.roller import RollerMatch, RollerRules

from .database import DAMAGED, VOID, Store
from .derived.finish import Finished, withdraw_finished, write_finished
from .errors import (
    ExportProblem,
    ImportProblem,
    InvalidName,
    InvalidText,
    os_values,
    plain_os_error,
)
from .exchange_championships import (
    ChampionshipCounts,
    ChampionshipNote,
    FileChampionship,
    FileLink,
    championship_players,
    championship_records,
    match_links,
    merge_championships,
    read_championship,
    read_link,
)
from .exchange_changes import (
    ChangeNote,
    FileChange,
    Linked,
    apply_changes,
    change_records,
    linked_players,
    note_merged_seats,
    read_change,
)
from .exchange_drills import FileDrill, drill_records, merge_drills, read_drills
from .games import event_dice, event_of, new_game
from .handle import utc_now
from .league_store import LeagueStore
from .limits import (
    MAX_COMPUTER,
    MAX_HINT,
    MAX_OPENING,
    check_json_value,
    check_time,
    clean_name,
    clean_note,
    clean_place,
    name_key,
)
from .models import Base
from .player_plan import (
    Choices,
    FilePlayer,
    Pairing,
    PlayerPlan,
    Row,
    free_name,
    plan_players,
    settle,
)
from .values import GAMES, seat_names
from .where import Where

FORMAT = "roller-desktop-league"
VERSION = 8  # 8: drills; 7: championships; 6: league id, keeper's changes; 5: by hand; ...
DOCUMENT_VERSION = 2  # the newest version written only as one JSON document
LINES_ONLY = 3  # a version written only as records per line
OLDEST_VERSION = 1
CHUNK = 500  # matches read from the league at a time by export
KEYS_AT_ONCE = 5000  # keys in one IN (...) of a part of the league: below every database's limit
RATE_BATCH = 2000  # seat results rated at a time by import
WRITE_BATCH = 500  # matches checked, then written together, by import
IMPORT_CACHE_KB = 128 * 1024  # SQLite's page cache during an import (the default is 2 MB)
COLLECT_EVERY = 10_000  # matches imported between two collections of cyclic garbage
HEADER_FIELDS = {"format", "version", "players", "matches"}
CHANGES = 6  # the first version with the keeper's changes
CHAMPIONSHIPS = 7  # the first version with championships and each match's table
DRILLS = 8  # the first version with each match's drills
VERSION_6_HEADER = {"league"}  # the id of the league the file was exported from
STATUSES = ("in_progress", "finished", "abandoned")
MAX_EVENT_COUNT = 1_000_000  # far beyond any match; keeps the number a 32-bit integer
Progress = Callable[[int, int], None]

_T = Base.metadata.tables


@dataclass
class ImportSummary:
    players_added: int = 0
    players_matched: int = 0
    matches_added: int = 0
    matches_extended: int = 0
    matches_unchanged: int = 0
    hints_added: int = 0
    lines: list[str] = field(default_factory=list)
    # The file's players that were questions (a new id, a name here or like one) and how each
    # was settled, in the file's order.
    pairings: list[Pairing] = field(default_factory=list)
    # What the import brought, for the keeper's log (and its undo): ids
    added_players: list[str] = field(default_factory=list)
    added_matches: list[str] = field(default_factory=list)
    extended_matches: list[str] = field(default_factory=list)
    # The matches kept by hand whose corrections the file brought, for the keeper's log:
    # (its key, the match replayed, how many of its corrections were here already)
    corrected: list[tuple[int, Any, int]] = field(default_factory=list)
    # The keeper's changes of the file (version 6) that changed this league, and those refused
    matches_voided: int = 0
    matches_restored: int = 0
    matches_mended: int = 0
    changes_added: int = 0
    notes: list[ChangeNote] = field(default_factory=list)
    # The file's championships (version 7) and its matches' tables
    championships_added: int = 0
    championships_updated: int = 0
    tables_linked: int = 0
    tables_refused: int = 0
    championship_notes: list[ChampionshipNote] = field(default_factory=list)
    drills_added: int = 0  # the file's drills added or rescheduled (version 8)


# ---- export ---------------------------------------------------------------------------------


def export_league(store: Store) -> dict[str, Any]:
    """The whole league as one JSON document of the newest version (undone events left out)."""
    with store.engine.connect() as connection, connection.begin():
        players, ids = _player_records(connection)
        changes = change_records(connection, ids)
        championships = championship_records(connection, ids, _league_id(connection), None)
        matches = list(_match_records(connection, ids, compact=False))
    return {  # no league id (optional): the same league in two databases is the same document
        "format": FORMAT,
        "version": VERSION,
        "players": players,
        "changes": changes,
        "championships": championships,
        "matches": matches,
    }


def _league_id(connection: Any) -> str:
    """This league's own id (revision 0014), written in the header of its files."""
    return str(connection.execute(select(_T["league_info"].c.id)).scalar_one())


@dataclass(frozen=True)
class Selection:
    """A part of the league to export (a championship table's file): these matches and these
    players (every player of the matches among them), by their keys."""

    matches: frozenset[int]
    players: frozenset[int]
    championships: frozenset[int] = frozenset()  # carried whole, with all their players


def export_lines(
    connection: Any,
    progress: Progress | None = None,
    selection: Selection | None = None,
    only: Iterable[int] | None = None,
) -> Iterator[str]:
    """The league as the lines of a version 8 file (each ends with a newline), read from one
    snapshot of the league (the caller's transaction), a few hundred matches at a time;
    `selection`: only its matches and players; `only`: these matches (keys) and the players
    who sat in them, nothing else (what the keeper's log keeps of an import it undid)."""
    if only is not None:
        selection = seated_selection(connection, only)
    if selection is not None and selection.championships:
        # A championship travels whole: every player its record names is in the file.
        selection = Selection(
            selection.matches,
            selection.players | championship_players(connection, selection.championships),
            selection.championships,
        )
    players, ids = _player_records(connection, selection)
    if selection is None:
        total = connection.execute(select(func.count()).select_from(_T["matches"])).scalar_one()
    else:
        total = len(selection.matches)
    # The keeper's changes only with the whole league (a part has not all they name); a
    # championship's file has the voids, restores and mends of its matches, so that a table
    # voided on the director's laptop can be played again on the table's.
    changes = change_records(connection, ids) if selection is None else []
    if selection is not None and selection.championships and selection.matches:
        m = _T["matches"]
        carried_ids = {
            row.id for row in _rows_of(connection, select(m.c.id), m.c.pk, selection.matches)
        }
        changes = [
            change
            for change in change_records(connection, ids)
            if change["kind"] in ("void", "restore", "mend") and change["match"] in carried_ids
        ]
    league = _league_id(connection)
    carried = None if selection is None else selection.championships
    championships = championship_records(connection, ids, league, carried)
    header = {
        "format": FORMAT,
        "version": VERSION,
        "league": league,
        "players": len(players),
        "changes": len(changes),
        "championships": len(championships),
        "matches": total,
    }
    yield _line(header)
    for player in players:
        yield _line(player)
    for change in changes:
        yield _line(change)
    for championship in championships:
        yield _line(championship)
    records = _match_records(connection, ids, compact=True, selection=selection, carried=carried)
    for n, match in enumerate(records, start=1):
        yield _line(match)
        if progress is not None:
            progress(n, total)


def seated_selection(connection: Any, match_pks: Iterable[int]) -> Selection:
    """These matches and every player who sat in them."""
    seats = _T["seats"]
    keys = sorted(set(match_pks))
    seated: set[int] = set()
    for start in range(0, len(keys), CHUNK):
        seated.update(
            pk
            for pk in connection.execute(
                select(seats.c.player_pk).where(seats.c.match_pk.in_(keys[start : start + CHUNK]))
            ).scalars()
            if pk is not None
        )
    return Selection(frozenset(keys), frozenset(seated))


def export_file(
    store: LeagueStore,
    path: Path,
    progress: Progress | None = None,
    selection: Selection | None = None,
) -> int:
    """Write the league to `path` as a version 8 file, through a temporary file beside it that
    replaces `path` only when complete; return the number of matches. ExportProblem says in
    plain words why a file could not be written (no such folder, no permission, disk full),
    and no partial file is left behind."""
    partial = path.with_name(path.name + ".partial")
    count = 0

    def counted(done: int, total: int) -> None:
        nonlocal count
        count = done
        if progress is not None:
            progress(done, total)

    try:
        with (
            store.engine.connect() as connection,
            connection.begin(),
            open(partial, "w", encoding="utf-8", newline="\n") as out,
        ):
            for line in export_lines(connection, counted, selection):
                out.write(line)
            out.flush()
            os.fsync(out.fileno())
        os.replace(partial, path)
    except OSError as error:
        _remove(partial)
        raise ExportProblem(
            f"The league was not exported to {path}: {plain_os_error(error)}",
            "export.failed",
            path=str(path),
            **os_values(error),
        ) from None
    except BaseException:
        _remove(partial)
        raise
    return count


def _remove(path: Path) -> None:
    with contextlib.suppress(OSError):
        path.unlink(missing_ok=True)


def _rows_of(connection: Any, query: Any, key: Any, keys: Iterable[int]) -> list[Any]:
    """The rows of `query` whose `key` is one of `keys`, asked KEYS_AT_ONCE keys at a time: an
    undone import of 70,000 matches would pass PostgreSQL's limit of 65,535 values in one
    statement (SQLite's: 32,766, or more as Python's is built)."""
    ordered = sorted(keys)
    rows: list[Any] = []
    for start in range(0, len(ordered), KEYS_AT_ONCE):
        part = ordered[start : start + KEYS_AT_ONCE]
        rows.extend(connection.execute(query.where(key.in_(part))))
    return rows


def _line(record: dict[str, Any]) -> str:
    return json.dumps(record, ensure_ascii=False, separators=(",", ":")) + "\n"


def _player_records(
    connection: Any, selection: Selection | None = None
) -> tuple[list[dict[str, Any]], dict[int, str]]:
    t = _T["players"]
    query = select(t.c.pk, t.c.id, t.c.name, t.c.archived, t.c.created)
    if selection is None:
        rows = list(connection.execute(query.order_by(t.c.created, t.c.pk)).all())
    else:
        rows = _rows_of(connection, query, t.c.pk, selection.players)
        rows.sort(key=lambda row: (row.created, row.pk))
    records = [
        {"id": pid, "name": name, "archived": archived, "created": _time(created)}
        for _, pid, name, archived, created in rows
    ]
    return records, {pk: pid for pk, pid, *_ in rows}


def _match_records(
    connection: Any,
    player_ids: dict[int, str],
    compact: bool,
    selection: Selection | None = None,
    carried: frozenset[int] | None = None,
) -> Iterator[dict[str, Any]]:
    """Every match (of the selection) as its file record, oldest first, read CHUNK matches at
    a time; with its table in a championship the file carries (`carried`; None: every one)."""
    m, seats_t, events_t, hints_t = _T["matches"], _T["seats"], _T["events"], _T["hints"]
    if selection is None:
        query = select(m.c.pk).order_by(m.c.started, m.c.pk)
        order = list(connection.execute(query).scalars())
    else:
        found = _rows_of(connection, select(m.c.pk, m.c.started), m.c.pk, selection.matches)
        order = [row.pk for row in sorted(found, key=lambda row: (row.started, row.pk))]
    for start in range(0, len(order), CHUNK):
        chunk = order[start : start + CHUNK]
        rows = {row.pk: row for row in connection.execute(select(m).where(m.c.pk.in_(chunk)))}
        seats: dict[int, list[dict[str, Any]]] = defaultdict(list)
        for pk, player_pk, dice, kids, computer in connection.execute(
            select(
                seats_t.c.match_pk,
                seats_t.c.player_pk,
                seats_t.c.dice,
                seats_t.c.kids,
                seats_t.c.computer,
            )
            .where(seats_t.c.match_pk.in_(chunk))
            .order_by(seats_t.c.match_pk, seats_t.c.seat)
        ):
            seats[pk].append(
                {
                    "player": None if player_pk is None else player_ids[player_pk],
                    "dice": dice,
                    "kids": kids,
                    "computer": computer,
                }
            )
        events: dict[int, list[Any]] = defaultdict(list)
        for pk, kind, dice in connection.execute(
            select(events_t.c.match_pk, events_t.c.kind, events_t.c.dice)
            .where(events_t.c.match_pk.in_(chunk), events_t.c.undone.is_(False))
            .order_by(events_t.c.match_pk, events_t.c.seq)
        ):
            events[pk].append(
                kind[0] + (dice or "") if compact else event_to_dict(event_of(kind, dice))
            )
        hints: dict[int, list[dict[str, Any]]] = defaultdict(list)
        for pk, seat, event_count, asked, data in connection.execute(
            select(
                hints_t.c.match_pk,
                hints_t.c.seat,
                hints_t.c.event_count,
                hints_t.c.asked,
                hints_t.c.data,
            )
            .where(hints_t.c.match_pk.in_(chunk))
            .order_by(hints_t.c.match_pk, hints_t.c.pk)
        ):
            hints[pk].append(
                {"seat": seat, "event_count": event_count, "asked": _time(asked), "data": data}
            )
        tables = match_links(connection, chunk, carried)
        drills = drill_records(connection, chunk)
        for pk in chunk:
            row = rows[pk]
            yield {
                "id": row.id,
                "game": row.game,
                "rules": row.rules,
                "starter": row.starter,
                "opening": row.opening,
                "status": row.status,
                "status_reason": row.status_reason,
                "started": _time(row.started),
                "finished": _time(row.finished) if row.finished else None,
                "place": row.place,
                "note": row.note,
                "seats": seats[pk],
                "events": events[pk],
                "hints": hints[pk],
                "real_dice": row.real_dice,
                "by_hand": row.by_hand,
                "championship": tables.get(pk),
                "drills": drills.get(pk),
            }


def _time(value: datetime) -> str:
    return value.isoformat(timespec="microseconds") + "Z"


# ---- reading and checking a file -----------------------------------------------------------


@dataclass
class _Player:
    id: str
    name: str
    archived: bool
    created: datetime


@dataclass(frozen=True)
class _Hint:
    seat: int
    event_count: int
    asked: datetime
    data: dict[str, Any]

    def key(self) -> tuple[int, int, datetime, str]:
        """What makes two records the same hint (when merging a league that has it already)."""
        return (self.seat, self.event_count, self.asked, json.dumps(self.data, sort_keys=True))


@dataclass
class _Match:
    id: str
    game: str
    rules: dict[str, Any]
    starter: int
    opening: list[Any] | None
    status: str
    started: datetime
    finished: datetime | None
    place: str | None
    note: str | None
    seats: list[dict[str, Any]]
    events: list[Event]
    rows: list[tuple[str, str | None]]  # each event as its row: kind and dice
    engine: RollerMatch | Race
    hints: list[_Hint]
    real_dice: bool | None  # None: a version 1 file does not say
    status_reason: str | None = None  # why it was abandoned (version 4)
    by_hand: bool = False  # kept by hand (version 5)
    table: FileLink | None = None  # its championship table (version 7)
    drills: list[FileDrill] | None = None  # its drills, None: not looked through (version 8)


@dataclass
class _Source:
    """A league file opened for reading: its version, its players (a short list) and its
    matches as (number, raw record), read one at a time from a file of records per line."""

    version: int
    players: list[Any]
    matches: Iterable[tuple[int, Any]]
    total: int
    lines: bool  # records per line, events short; else one document, events whole
    league: str | None = None  # the id of the league the file is of (version 6)
    changes: list[Any] = field(default_factory=list)  # the keeper's changes (version 6)
    championships: list[Any] = field(default_factory=list)  # version 7
    file_lines: Callable[[], int] | None = None  # the file's lines, once read (the log's)


@dataclass
class _Reading:
    """What reading a file's matches needs to know: the version and form, its players, and
    (before version 4) which of them were computers."""

    version: int
    lines: bool
    players: dict[str, _Player]
    old_computers: dict[str, str] = field(default_factory=dict)  # player id -> level
    championships: dict[str, FileChampionship] = field(default_factory=dict)  # by id (7)


def _check_version(document: Any) -> int:
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise ImportProblem(
            "The file is not a Roller desktop league (its format is not named).",
            "import.not-league",
        )
    version = document.get("version")
    if isinstance(version, bool) or not isinstance(version, int):
        raise ImportProblem("The file has no version number.", "import.no-version")
    if version > VERSION:
        raise ImportProblem(
            f"The file was written by a newer program (format version {version}); "
            f"this one reads versions {OLDEST_VERSION} to {VERSION}. Nothing was imported.",
            "import.newer",
            version=version,
            oldest=OLDEST_VERSION,
            newest=VERSION,
        )
    if version < OLDEST_VERSION:
        raise ImportProblem(
            f"Unknown format version {version}.", "import.no-version", version=version
        )
    newer = VERSION_6_HEADER | {"changes"} if version >= CHANGES else set()
    if version >= CHAMPIONSHIPS:
        newer |= {"championships"}
    unknown = set(document) - HEADER_FIELDS - newer
    if unknown:
        raise ImportProblem(
            f"The file has unknown fields: {', '.join(sorted(unknown))}.",
            "import.unknown-fields",
            where=Where(),
            fields=tuple(sorted(unknown)),
        )
    return version


def _document_source(document: Any) -> _Source:
    """One JSON document, read whole: a file of version 1 or 2, or export_league's."""
    version = _check_version(document)
    if version == LINES_ONLY:
        raise ImportProblem(
            f"A file of format version {version} has one record per line; this one is "
            "a single document.",
            "import.not-lines",
            version=version,
        )
    players = _list(document, "players", Where())
    changes = _list(document, "changes", Where()) if version >= CHANGES else []
    championships = _list(document, "championships", Where()) if version >= CHAMPIONSHIPS else []
    items = _list(document, "matches", Where())
    return _Source(
        version,
        players,
        enumerate(items, start=1),
        len(items),
        False,
        _league(document),
        changes,
        championships,
    )


def _league(header: dict[str, Any]) -> str | None:
    """The id of the league a file was exported from (version 6), or None."""
    if "league" not in header or header["league"] is None:
        return None
    return _uuid(header["league"], Where().at("league"))


def _json(text: str, where: str, line: int | None = None) -> Any:
    try:
        return json.loads(text)
    except RecursionError:  # arrays in arrays a thousand deep: no league file nests so
        at = line if line is not None else _line_too_deep(text)
        raise ImportProblem(
            f"The file is not a league file (nested too deep at line {at}).",
            "import.too-deep",
            line=at,
        ) from None
    except ValueError as error:
        raise ImportProblem(
            f"{where} is not valid JSON ({error}).",
            "import.not-json" if line is None else "import.line-not-json",
            line=line,
        ) from None


TOO_DEEP = 200  # a league file nests a few levels; far past that is no league file


def _line_too_deep(text: str) -> int:
    """The line where brackets outside strings first nest TOO_DEEP levels (1 if never)."""
    depth, line, in_string, escaped = 0, 1, False, False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            if depth >= TOO_DEEP:
                return line
        elif char in "]}":
            depth -= 1
        if char == "\n":
            line += 1
    return 1


def _lines_source(header: Any, lines: Iterator[tuple[int, str]]) -> _Source:
    """A file of version 3 or later: a header line with the counts, then one record a line."""
    version = _check_version(header)
    counts = []
    keys = ("players", "matches") + (("changes",) if version >= CHANGES else ())
    for key in keys + (("championships",) if version >= CHAMPIONSHIPS else ()):
        value = header.get(key)
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise ImportProblem(
                f"The file's first line does not give the number of {key}.",
                "import.header-count",
                key=key,
            )
        counts.append(value)
    player_count, match_count = counts[:2]

    def record(what: str, n: int, total: int) -> Any:
        for number, line in lines:
            if line.strip():
                return _json(line, f"Line {number}", number)
        raise ImportProblem(
            f"The file ends after {n - 1} of its {total} {what}: it is cut short. "
            "Nothing was imported.",
            "import.cut-short",
            key=what,
            read=n - 1,
            total=total,
        )

    players = [record("players", n, player_count) for n in range(1, player_count + 1)]
    change_count = counts[2] if len(counts) > 2 else 0
    changes = [record("changes", n, change_count) for n in range(1, change_count + 1)]
    championship_count = counts[3] if len(counts) > 3 else 0
    championships = [
        record("championships", n, championship_count) for n in range(1, championship_count + 1)
    ]

    def matches() -> Iterator[tuple[int, Any]]:
        for n in range(1, match_count + 1):
            yield n, record("matches", n, match_count)
        for number, line in lines:
            if line.strip():
                raise ImportProblem(
                    f"Line {number}: the file goes on after the {match_count} matches its "
                    "first line announces.",
                    "import.goes-on",
                    line=number,
                    total=match_count,
                )

    return _Source(
        version, players, matches(), match_count, True, _league(header), changes, championships
    )


def _text_source(text: str) -> _Source:
    text = text.removeprefix("\ufeff")  # a byte order mark some editors write: no content
    first, _, _ = text.partition("\n")
    header = _first_line(first)
    if header is not None and header.get("version", 0) > DOCUMENT_VERSION:
        numbered = enumerate(text.split("\n"), start=1)
        next(numbered)
        return _lines_source(header, numbered)
    return _document_source(_json(text, "The file"))


def _first_line(line: str) -> dict[str, Any] | None:
    """The header of a file of records per line; None for a document (or no JSON at all)."""
    try:
        value = json.loads(line)
    except (ValueError, RecursionError):
        return None
    if not isinstance(value, dict) or ("matches" in value and isinstance(value["matches"], list)):
        return None
    version = value.get("version")
    if isinstance(version, bool) or not isinstance(version, int):
        return None
    return value


def read_document(
    text: str, progress: Progress | None = None
) -> tuple[list[_Player], list[_Match]]:
    """Parse and check a league file without writing; ImportProblem names the first problem."""
    source = _text_source(text)
    players, reading = _read_players(source)
    matches: list[_Match] = []
    seen: set[str] = set()
    for n, item in source.matches:
        matches.append(_read_new_match(item, n, reading, seen))
        if progress is not None:
            progress(n, source.total)
    return players, matches


# The names computer players had before version 4, in the program's three languages: such a
# player of an older file is a computer seat of that level, not a person of the league.
OLD_COMPUTER_NAMES = {
    "careful": ("Computer (careful)", "Dator (försiktig)", "Datamaskin (forsiktig)"),
    "steady": ("Computer (steady)", "Dator (stadig)", "Datamaskin (stødig)"),
    "sharp": ("Computer (sharp)", "Dator (skarp)", "Datamaskin (skarp)"),
    "child": ("Computer (child)", "Dator (barn)", "Datamaskin (barn)"),
}
_LEVEL_OF_OLD_NAME = {
    name_key(name): level for level, names in OLD_COMPUTER_NAMES.items() for name in names
}


def _read_players(source: _Source) -> tuple[list[_Player], _Reading]:
    """The file's people (an older file's computer players left out: they become computer
    seats) and what reading its matches needs."""
    players = [_read_player(item, n) for n, item in enumerate(source.players, start=1)]
    by_id: dict[str, _Player] = {}
    names: set[str] = set()
    for player in players:
        if player.id in by_id:
            raise ImportProblem(
                f"The player id {player.id} appears twice in the file.", "import.player-twice"
            )
        if name_key(player.name) in names:
            raise ImportProblem(
                f"Two players in the file are called {player.name}.",
                "import.name-twice",
                name=player.name,
            )
        by_id[player.id] = player
        names.add(name_key(player.name))
    reading = _Reading(source.version, source.lines, by_id)
    for n, item in enumerate(source.championships, start=1):
        found = read_championship(item, n, by_id, _uuid, _datetime)
        if found.id in reading.championships:
            raise ImportProblem(
                f"Championship {n}: the id {found.id} appears twice in the file.",
                "import.championship-twice",
                championship=n,
            )
        reading.championships[found.id] = found
    if source.version < 4:
        for player in players:
            level = _LEVEL_OF_OLD_NAME.get(name_key(player.name))
            if level is not None:
                reading.old_computers[player.id] = level
    people = [p for p in players if p.id not in reading.old_computers]
    return people, reading


def _read_new_match(item: Any, n: int, reading: _Reading, seen: set[str]) -> _Match:
    match = _read_match(item, n, reading)
    if match.id in seen:
        raise ImportProblem(
            f"Match {n}: the id {match.id} appears twice in the file.",
            "import.match-twice",
            match=n,
        )
    seen.add(match.id)
    return match


def _list(data: Mapping[str, Any], key: str, where: Where) -> list[Any]:
    value = data.get(key)
    if not isinstance(value, list):
        raise ImportProblem(
            f"{where} has no list of {key}.", "import.no-list", where=where, key=key
        )
    return value


def _fields(item: Any, required: set[str], where: Where) -> dict[str, Any]:
    if not isinstance(item, dict):
        raise ImportProblem(f"{where} is not an object.", "import.not-object", where=where)
    missing = required - set(item)
    if missing:
        raise ImportProblem(
            f"{where} lacks {', '.join(sorted(missing))}.",
            "import.missing-fields",
            where=where,
            fields=tuple(sorted(missing)),
        )
    unknown = set(item) - required
    if unknown:
        raise ImportProblem(
            f"{where} has unknown fields: {', '.join(sorted(unknown))}.",
            "import.unknown-fields",
            where=where,
            fields=tuple(sorted(unknown)),
        )
    return item


def _uuid(value: Any, where: Where) -> str:
    if not isinstance(value, str):
        raise ImportProblem(f"{where}: the id is not text.", "import.not-id", where=where)
    try:
        return str(uuid.UUID(value))
    except ValueError:
        raise ImportProblem(
            f"{where}: {value!r} is not an id (a UUID).", "import.not-id", where=where
        ) from None


def _datetime(value: Any, where: Where) -> datetime:
    if not isinstance(value, str):
        raise ImportProblem(f"{where} is not a time.", "import.not-time", where=where)
    try:
        parsed = datetime.fromisoformat(value.removesuffix("Z"))
    except ValueError:
        raise ImportProblem(
            f"{where}: {value!r} is not a time.", "import.not-time", where=where
        ) from None
    if parsed.tzinfo is not None:
        raise ImportProblem(
            f"{where}: give the time in UTC with a Z, as the export does.",
            "import.time-zone",
            where=where,
        )
    try:
        return check_time(parsed, str(where))
    except InvalidText as error:
        raise ImportProblem(str(error), "import.value", where=where, reason=error) from None


def _checked(check: Callable[[Any], Any], value: Any, where: Where) -> Any:
    """A value through one of the limits' checks (the same as on entry), or ImportProblem."""
    try:
        return check(value)
    except (InvalidText, InvalidName) as error:
        raise ImportProblem(
            f"{where}: {error}", "import.value", where=where, reason=error
        ) from None


def _int(value: Any, where: Where) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ImportProblem(f"{where} must be a whole number.", "import.not-int", where=where)
    return value


def _bool(value: Any, where: Where) -> bool:
    if not isinstance(value, bool):
        raise ImportProblem(f"{where} must be true or false.", "import.not-bool", where=where)
    return value


def _read_player(item: Any, n: int) -> _Player:
    where = Where("player", n)
    data = _fields(item, {"id", "name", "archived", "created"}, where)
    pid = _uuid(data["id"], where.at("id"))
    try:
        name = clean_name(data["name"])
    except InvalidName as error:
        raise ImportProblem(
            f"{where}: {error}", "import.player-name", player=n, reason=error
        ) from None
    return _Player(
        pid,
        name,
        _bool(data["archived"], where.at("archived")),
        _datetime(data["created"], where.at("created")),
    )


MATCH_FIELDS = {
    "id",
    "game",
    "rules",
    "starter",
    "opening",
    "status",
    "started",
    "finished",
    "place",
    "note",
    "seats",
    "events",
}


VERSION_2_FIELDS = {"hints", "real_dice"}
VERSION_4_FIELDS = {"status_reason"}
VERSION_5_FIELDS = {"by_hand"}
VERSION_7_FIELDS = {"championship"}
VERSION_8_FIELDS = {"drills"}
MAX_REASON = 20  # the column's width


def _match_fields(version: int) -> set[str]:
    fields = set(MATCH_FIELDS)
    if version >= 2:
        fields |= VERSION_2_FIELDS
    if version >= 4:
        fields |= VERSION_4_FIELDS
    if version >= 5:
        fields |= VERSION_5_FIELDS
    if version >= CHAMPIONSHIPS:
        fields |= VERSION_7_FIELDS
    if version >= DRILLS:
        fields |= VERSION_8_FIELDS
    return fields


def _read_match(item: Any, n: int, reading: _Reading) -> _Match:
    where = Where("match", n)
    version, players = reading.version, reading.players
    data = _fields(item, _match_fields(version), where)
    mid = _uuid(data["id"], where.at("id"))
    game = data["game"]
    if game not in GAMES:
        raise ImportProblem(
            f"{where}: unknown game {game!r} (roller or 105).",
            "import.game",
            where=where.at("game"),
        )
    rules = data["rules"]
    if not isinstance(rules, dict):
        raise ImportProblem(
            f"{where}: the house rules must be an object.",
            "import.not-object",
            where=where.at("rules"),
        )
    status = data["status"]
    if status not in STATUSES:
        raise ImportProblem(
            f"{where}: unknown status {status!r}.", "import.status", where=where.at("status")
        )
    reason = data.get("status_reason")
    if reason is not None and (
        status != "abandoned"
        or not isinstance(reason, str)
        or not reason.isascii()
        or not reason.isprintable()
        or not 0 < len(reason) <= MAX_REASON
    ):
        raise ImportProblem(
            f"{where}: only an abandoned match has a reason, a short word.",
            "import.status-reason",
            where=where.at("status_reason"),
        )
    opening = data["opening"]
    if opening is not None and not isinstance(opening, list):
        raise ImportProblem(
            f"{where}: the opening throws must be a list or null.",
            "import.opening",
            where=where.at("opening"),
        )
    started = _datetime(data["started"], where.at("started"))
    finished = None
    if data["finished"] is not None:
        finished = _datetime(data["finished"], where.at("finished"))
    if opening is not None:
        _checked(
            lambda v: check_json_value(v, "the opening throws", MAX_OPENING),
            opening,
            where.at("opening"),
        )
    place = _checked(clean_place, data["place"], where.at("place"))
    note = _checked(clean_note, data["note"], where.at("note"))
    seats: list[dict[str, Any]] = []
    for s, seat in enumerate(_list(data, "seats", where), start=1):
        seat_where = where.seat(s)
        fields = _fields(seat, {"player", "dice", "kids", "computer"}, seat_where)
        computer = fields["computer"]
        if computer is not None and (
            not isinstance(computer, str)
            or not computer.isascii()
            or not computer.isprintable()
            or not 0 < len(computer) <= MAX_COMPUTER
        ):
            raise ImportProblem(
                f"{seat_where}: the computer level is not a level's name.",
                "import.computer",
                where=seat_where.at("computer"),
            )
        player: str | None = None
        if version >= 4 and fields["player"] is None:
            if computer is None:
                raise ImportProblem(
                    f"{seat_where}: a seat needs a player or a computer level.",
                    "import.seat-empty",
                    where=seat_where.at("player"),
                )
        else:
            player = fields["player"]
            if player.__class__ is not str or player not in players:  # a known id is one
                player = _uuid(player, seat_where.at("player"))
            if player not in players:
                raise ImportProblem(
                    f"{seat_where}: the player {player} is not in the file.",
                    "import.seat-player",
                    where=seat_where.at("player"),
                )
            if version >= 4 and computer is not None:
                raise ImportProblem(
                    f"{seat_where}: a computer seat has a level, not a player.",
                    "import.seat-both",
                    where=seat_where.at("player"),
                )
            if version < 4 and (computer is not None or player in reading.old_computers):
                computer = computer or reading.old_computers[player]  # a computer seat now
                player = None
        seats.append(
            {
                "player": player,
                "dice": _int(fields["dice"], seat_where.at("dice")),
                "kids": _bool(fields["kids"], seat_where.at("kids")),
                "computer": computer,
            }
        )
    raw_events = _list(data, "events", where)
    starter = _int(data["starter"], where.at("starter"))
    events, rows = _read_events(raw_events, reading.lines, where, n)
    try:
        engine = new_game(
            game,
            rules,
            seat_names(
                [
                    (None if s["player"] is None else players[s["player"]].name, s["computer"])
                    for s in seats
                ]
            ),
            starter,
            [seat["dice"] for seat in seats] if game == "105" else None,
            [seat["kids"] for seat in seats] if game == "105" else None,
            undo=False,  # replayed, checked and counted, never played on
        )
    except (RulesError, TypeError) as error:
        raise ImportProblem(f"{where}: {error}", "import.match", match=n, reason=error) from None
    apply = engine.apply
    try:
        for event in events:
            apply(event)
    except RulesError as error:
        # A refused event changes nothing: those before it are the engine's events.
        if status != "abandoned" or reason != DAMAGED:  # set aside: kept as it is, events and all
            number = len(engine.events) + 1
            raise ImportProblem(
                f"{where}, event {number}: {error}",
                "import.match-event",
                match=n,
                event=number,
                reason=error,
            ) from None
    over = status == "finished" or (status == "abandoned" and reason == VOID)  # void: over
    if over != engine.is_over:
        raise ImportProblem(
            f"{where} is marked {status.replace('_', ' ')}, but its events "
            f"{'end' if engine.is_over else 'do not end'} the match.",
            "import.status-events",
            where=where,
            status=status,
        )
    if (finished is not None) != over:
        raise ImportProblem(
            f"{where}: a finished match has a finishing time, others do not.",
            "import.finish-time",
            where=where.at("finished"),
            finished=status == "finished",
        )
    by_hand = _bool(data["by_hand"], where.at("by_hand")) if version >= 5 else False
    if events and by_hand != engine.hand_kept:
        raise ImportProblem(
            f"{where} is marked {'kept by hand' if by_hand else 'played'}, but its events "
            f"are {'throws' if by_hand else 'turn results'}.",
            "import.by-hand",
            where=where.at("by_hand"),
            by_hand=by_hand,
        )
    if by_hand and (data["real_dice"] if version >= 2 else False):
        raise ImportProblem(
            f"{where}: a match kept by hand has no dice typed in.",
            "import.by-hand",
            where=where.at("real_dice"),
            by_hand=by_hand,
        )
    return _Match(
        mid,
        game,
        dict(rules),
        starter,
        opening,
        status,
        started,
        finished,
        place,
        note,
        seats,
        events,
        rows,
        engine,
        _read_hints(data, where, len(seats)) if version >= 2 else [],
        _bool(data["real_dice"], where.at("real_dice")) if version >= 2 else None,
        reason,
        by_hand,
        read_link(data["championship"], where, reading.championships)
        if version >= CHAMPIONSHIPS
        else None,
        read_drills(data["drills"], where, len(seats), events) if version >= DRILLS else None,
    )


_KINDS = {"t": "throw", "k": "keep"}
_HAND_KINDS = {"r": "result", "c": "correct", "p": "places"}  # version 5: a match kept by hand


_SHORT: dict[str, Event] = {}  # the events of version 3 files read so far (values)
_SHORT_ROWS: dict[str, tuple[str, str | None]] = {}  # the same events as rows (kind, dice)
_SHORT_MOST = 100_000  # far more than there are kinds of event (a few thousand)


def _read_events(
    raw_events: list[Any], lines: bool, where: Where, n: int
) -> tuple[list[Event], list[tuple[str, str | None]]]:
    """The events of a match record, and the same as rows; ImportProblem names the first
    event that is not one. A file of records per line has its events looked up among those
    read before (a big league has millions of them, of a few thousand kinds)."""
    if lines:
        try:
            return list(map(_SHORT.__getitem__, raw_events)), list(
                map(_SHORT_ROWS.__getitem__, raw_events)
            )
        except (KeyError, TypeError):  # some not met before (or not text): those read first
            pass
        for number, raw in enumerate(raw_events, start=1):
            if not isinstance(raw, str) or raw not in _SHORT:
                try:
                    _short_event(raw)  # remembered, unless there are too many kinds
                except RulesError as error:
                    raise ImportProblem(
                        f"{where}, event {number}: {error}",
                        "import.match-event",
                        match=n,
                        event=number,
                        reason=error,
                    ) from None
        try:
            return list(map(_SHORT.__getitem__, raw_events)), list(
                map(_SHORT_ROWS.__getitem__, raw_events)
            )
        except KeyError:  # more kinds than are remembered: each read in turn
            pass
    read_event = _short_event if lines else event_from_dict
    events: list[Event] = []
    for number, raw in enumerate(raw_events, start=1):
        try:
            events.append(read_event(raw))
        except RulesError as error:
            raise ImportProblem(
                f"{where}, event {number}: {error}",
                "import.match-event",
                match=n,
                event=number,
                reason=error,
            ) from None
    return events, [_event_row(event) for event in events]


def _short_event(raw: Any) -> Event:
    """An event of a version 3 file: "t" or "k" and the faces as digits, or "b"."""
    if isinstance(raw, str):
        known = _SHORT.get(raw)
        if known is not None:
            return known
        event = _parse_short_event(raw)
        if len(_SHORT) < _SHORT_MOST:
            _SHORT[raw] = event
            _SHORT_ROWS[raw] = _event_row(event)
        return event
    return _parse_short_event(raw)


def _parse_short_event(raw: Any) -> Event:
    if raw == "b":
        return event_of("bank", None)
    if isinstance(raw, str) and 2 <= len(raw) <= 64 and raw[0] in _HAND_KINDS:
        return event_of(_HAND_KINDS[raw[0]], raw[1:])
    if (
        not isinstance(raw, str)
        or not 2 <= len(raw) <= 7
        or raw[0] not in _KINDS
        or not set(raw[1:]) <= set("123456")
    ):
        raise RulesError(
            f"{str(raw)[:20]!r} is not an event (t or k with the faces, or b).", "event.unknown"
        )
    return event_of(_KINDS[raw[0]], raw[1:])


def _read_hints(data: dict[str, Any], where: Where, seats: int) -> list[_Hint]:
    hints = []
    for k, item in enumerate(_list(data, "hints", where), start=1):
        hint_where = where.hint(k)
        fields = _fields(item, {"seat", "event_count", "asked", "data"}, hint_where)
        seat = _int(fields["seat"], hint_where.at("seat"))
        if not 0 <= seat < seats:
            raise ImportProblem(
                f"{hint_where}: the match has no seat {seat}.",
                "import.hint-seat",
                where=hint_where.at("seat"),
                seat=seat,
                seats=seats,
            )
        event_count = _int(fields["event_count"], hint_where.at("event_count"))
        if not 0 <= event_count <= MAX_EVENT_COUNT:
            raise ImportProblem(
                f"{hint_where}: the event count {event_count} is out of range.",
                "import.hint-count",
                where=hint_where.at("event_count"),
            )
        hints.append(
            _Hint(
                seat,
                event_count,
                _datetime(fields["asked"], hint_where.at("asked")),
                _hint_data(fields["data"], hint_where),
            )
        )
    return hints


def _hint_data(value: Any, where: Where) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise ImportProblem(
            f"{where}: the hint's data must be an object.",
            "import.not-object",
            where=where.at("data"),
        )
    _checked(lambda v: check_json_value(v, "the hint", MAX_HINT), value, where.at("data"))
    return value


# ---- writing ------------------------------------------------------------------------------


def import_text(
    store: LeagueStore,
    text: str,
    progress: Progress | None = None,
    choices: Choices | None = None,
    name: str | None = None,
    undoes: str | None = None,
) -> ImportSummary:
    """Import a league file given as text (any version); `choices` settle its players'
    questions (store/player_plan.py: by default a name here is that player); `name`: the
    file's, for the keeper's log; `undoes`: the undone import this one brings back (the log's
    undo of an undo)."""
    return _import(store, _text_source(text), progress, choices or Choices(), name, undoes)


def _import(
    store: LeagueStore,
    source: _Source,
    progress: Progress | None,
    choices: Choices,
    name: str | None = None,
    undoes: str | None = None,
) -> ImportSummary:
    """Check and write every record of the file in one transaction: all or nothing. Matches
    are checked one at a time (each replayed through the rules) and written a batch at a time;
    the first problem in the file's order is the one named."""
    with _collecting_rarely():
        return _import_in_transaction(store, source, progress, choices, name, undoes)


# ---- the players, planned before anything is written ----------------------------------------


def plan_text(store: LeagueStore, text: str) -> PlayerPlan:
    """The plan of a league file's players (given as text) against this league."""
    return _plan_source(store, _text_source(text))


def plan_file(store: LeagueStore, path: Path) -> PlayerPlan:
    """The plan of a league file's players against this league (store/player_plan.py), read
    from its first lines only (a file of records per line): the window asks its questions,
    the command line reads a players map against it. ImportProblem for a file that is not a
    league file or whose players are not right."""
    try:
        with open(path, "rb") as stream:
            first = stream.readline()
            header = _first_line(_decoded(first, 1, path.name))
            if header is not None and header.get("version", 0) > DOCUMENT_VERSION:
                source = _lines_source(header, _numbered_lines(stream, path.name))
                return _plan_source(store, source)
            text = _decoded(first + stream.read(), None, path.name)
    except OSError as error:
        raise _unreadable(path, error) from None
    return _plan_source(store, _document_source(_json(text, "The file")))


def _plan_source(store: LeagueStore, source: _Source) -> PlayerPlan:
    players, _ = _read_players(source)
    with store.engine.connect() as connection, connection.begin():
        return _plan(connection, players, source.league)


def _plan(connection: Any, players: list[_Player], league: str | None) -> PlayerPlan:
    t = _T["players"]
    rows = [
        Row(pk, pid, name, merged_into)
        for pk, pid, name, merged_into in connection.execute(
            select(t.c.pk, t.c.id, t.c.name, t.c.merged_into)
        )
    ]
    return plan_players(
        [FilePlayer(p.id, p.name, p.id) for p in players],
        rows,
        remembered_answers(connection, league),
        league,
    )


def remembered_answers(connection: Any, league: str | None) -> dict[str, int]:
    """The answers given at earlier imports from the league `league` (or protocol file): the
    file player's id -> the key of the player here."""
    if league is None:
        return {}
    t = _T["import_answers"]
    return dict(
        connection.execute(
            select(t.c.file_player, t.c.player_pk).where(t.c.source_league == league)
        ).all()
    )


@contextlib.contextmanager
def _collecting_rarely() -> Iterator[None]:
    """Python's cycle collector off during an import, and run every COLLECT_EVERY matches
    instead. A replay makes and keeps (until its batch is written) hundreds of objects per
    match, and almost none of them in cycles (a few per match): the collector, run on every
    700 new objects, went through the live batch again and again and took a third of the
    replay's time. Memory stays bounded: the few cycles are collected on the way."""
    collecting = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if collecting:
            gc.enable()


def _import_in_transaction(
    store: LeagueStore,
    source: _Source,
    progress: Progress | None,
    choices: Choices,
    name: str | None = None,
    undoes: str | None = None,
) -> ImportSummary:
    players, reading = _read_players(source)
    summary = ImportSummary()
    with store.engine.begin() as connection:
        if connection.dialect.name == "sqlite":  # a big import's pages stay in memory, in bounds
            connection.exec_driver_sql(f"PRAGMA cache_size = -{IMPORT_CACHE_KB}")
        plan = _plan(connection, players, source.league)
        player_pk = _merge_players(connection, players, plan, choices, summary)
        _remember(connection, source.league, summary)
        changes = _read_changes(source, reading)
        direct = _direct_players(connection, player_pk)
        links = _Links(
            source.version,
            linked_players(connection, changes, direct),
            {pid: pk for pid, pk in direct.items() if pk != player_pk[pid]},
        )
        finished = _Finished()
        seen: set[str] = set()
        batch: list[tuple[int, _Match]] = []
        tables: list[tuple[str, FileLink]] = []  # each match's championship table (7)
        try:
            for n, item in source.matches:
                read = _read_new_match(item, n, reading, seen)
                batch.append((n, read))
                if read.table is not None:
                    tables.append((read.id, read.table))
                if len(batch) >= WRITE_BATCH:
                    _write_batch(connection, batch, player_pk, summary, finished, links)
                    batch.clear()
                if n % COLLECT_EVERY == 0:
                    gc.collect()
                if progress is not None:
                    progress(n, source.total)
        except ImportProblem:
            # The matches before the one refused come first: a conflict among them is named.
            _write_batch(connection, batch, player_pk, summary, finished, links)
            raise
        _write_batch(connection, batch, player_pk, summary, finished, links)
        finished.flush(connection)
        # The keeper's changes last: the matches they name are here now, whatever the file
        # brought; each through the one derived-rows path.
        counts = apply_changes(connection, changes, direct)
        summary.matches_voided = counts.voided
        summary.matches_restored = counts.restored
        summary.matches_mended = counts.mended
        summary.changes_added = counts.kept
        summary.notes = counts.notes
        summary.lines += [note.text for note in counts.notes]
        # The championships last (version 7): the tables' matches are here, voids made.
        championship_counts = ChampionshipCounts()
        merge_championships(
            connection,
            list(reading.championships.values()),
            tables,
            player_pk,
            source.league,
            championship_counts,
        )
        summary.championships_added = championship_counts.added
        summary.championships_updated = championship_counts.updated
        summary.tables_linked = championship_counts.linked
        summary.tables_refused = championship_counts.refused
        summary.championship_notes = championship_counts.notes
        summary.lines += [note.text for note in championship_counts.notes]
        lines = source.file_lines() if source.file_lines is not None else None
        _log_import(connection, summary, name, undoes, lines)
    return summary


@dataclass
class _Links:
    """What writing a file's matches needs to know of the keeper's merges: the file's version,
    the players a merge joins (here or in the file), and the file's players merged into
    another here (their own row here)."""

    version: int
    linked: Linked
    merged: dict[str, int]


def _read_changes(source: _Source, reading: _Reading) -> list[FileChange]:
    changes = [
        read_change(item, n, reading.players, _uuid, _datetime)
        for n, item in enumerate(source.changes, start=1)
    ]
    ids: set[str] = set()
    for change in changes:
        if change.id in ids:
            raise ImportProblem(
                f"Change {change.number}: the id {change.id} appears twice in the file.",
                "import.change-twice",
                change=change.number,
            )
        ids.add(change.id)
    return changes


def _direct_players(connection: Any, player_pk: dict[str, int]) -> dict[str, int]:
    """Each file player's own row here: by id where the league has it (merged into another or
    not), else the row the import matched or added."""
    t = _T["players"]
    ids = list(player_pk)
    rows: dict[str, int] = {}
    for start in range(0, len(ids), CHUNK):
        rows.update(
            connection.execute(
                select(t.c.id, t.c.pk).where(t.c.id.in_(ids[start : start + CHUNK]))
            ).all()
        )
    return {pid: rows.get(pid, pk) for pid, pk in player_pk.items()}


def _log_import(
    connection: Any,
    summary: ImportSummary,
    name: str | None,
    undoes: str | None,
    lines: int | None = None,
) -> None:
    """The import in the keeper's log, with what it brought (nothing brought: no change),
    after the corrections of its matches kept by hand (the import's undo takes them along)."""
    from .keeper_record import log_corrections, log_import

    for pk, game, already in summary.corrected:
        log_corrections(connection, pk, game, already)

    log_import(
        connection,
        "league",
        name,
        summary.added_matches,
        summary.added_players,
        summary.extended_matches,
        undoes,
        lines,
    )


class _Finished(list[Finished]):
    """The matches the import finished, not yet written to the derived tables (seat results,
    league days, round tallies, ratings): written a batch at a time by the one finish path,
    with the same figures as one match at a time."""

    def __init__(self) -> None:
        super().__init__()
        self.seats = 0  # seat results the batch will write

    def add(self, match: Finished) -> None:
        self.append(match)
        self.seats += match.seats

    def flush(self, connection: Any) -> None:
        write_finished(connection, self)
        self.clear()
        self.seats = 0


def _merge_players(
    connection: Any,
    players: list[_Player],
    plan: PlayerPlan,
    choices: Choices,
    summary: ImportSummary,
) -> dict[str, int]:
    """The league's key of each player of the file, as the plan and the choices decide: a
    player here, or a new player (the file's id; the file's name, or "Anna (2)" when another
    person of that name is here already)."""
    file_players = {p.id: p for p in players}
    decisions = settle(plan, choices)
    taken = set(plan.names_here)
    new = [d.player for d in decisions if d.here is None]
    names: dict[str, str] = {}
    for player in new:  # the file's names first, where they are free
        if name_key(player.name) not in taken:
            names[player.key] = player.name
            taken.add(name_key(player.name))
    for player in new:
        if player.key not in names:
            names[player.key] = free_name(player.name, taken)
            taken.add(name_key(names[player.key]))
    player_pk: dict[str, int] = {}
    for decision in decisions:
        key = decision.player.key
        if decision.here is not None:
            player_pk[key] = decision.here.pk
            summary.players_matched += 1
        else:
            p = file_players[key]
            result = connection.execute(
                insert(_T["players"]).values(
                    id=p.id,
                    name=names[key],
                    name_key=name_key(names[key]),
                    created=p.created,
                    archived=p.archived,
                )
            )
            pk = result.inserted_primary_key
            assert pk is not None
            player_pk[key] = int(pk[0])
            summary.players_added += 1
            summary.added_players.append(p.id)
        question = decision.question
        if question is not None or decision.answered:
            here = decision.here
            summary.pairings.append(
                Pairing(
                    decision.player.name,
                    question.how if question is not None else "",
                    here,
                    names[key] if here is None else here.name,
                    question.matched if question is not None else "",
                    decision.answered,
                    key,
                    player_pk[key],
                )
            )
    return player_pk


def _remember(connection: Any, league: str | None, summary: ImportSummary) -> None:
    """The answers of this import (each question settled, by the keeper or by the rule) kept
    for the next import from the same league; an answer given again replaces the earlier."""
    if league is None or not summary.pairings:
        return
    remember_answers(connection, league, {p.key: p.player_pk for p in summary.pairings})


def remember_answers(connection: Any, league: str, answers: Mapping[str, int]) -> None:
    """Keep `answers` (a file player's key -> the key of the player here) for the league
    `league`'s later files."""
    t = _T["import_answers"]
    keys = list(answers)
    for start in range(0, len(keys), CHUNK):
        chunk = keys[start : start + CHUNK]
        connection.execute(delete(t).where(t.c.source_league == league, t.c.file_player.in_(chunk)))
    now = utc_now()
    connection.execute(
        insert(t),
        [
            {"source_league": league, "file_player": key, "player_pk": pk, "at": now}
            for key, pk in answers.items()
        ],
    )


def _write_batch(
    connection: Any,
    batch: list[tuple[int, _Match]],
    player_pk: dict[str, int],
    summary: ImportSummary,
    finished: _Finished,
    links: _Links | None = None,
) -> None:
    """Write a batch of the file's matches (numbered, in the file's order). A match the league
    has already (the same id) is compared and brought up to date on its own; the new ones go
    in together, a few statements for the whole batch."""
    if not batch:
        return
    matches = _T["matches"]
    existing = {
        mid: (pk, status)
        for mid, pk, status in connection.execute(
            select(matches.c.id, matches.c.pk, matches.c.status).where(
                matches.c.id.in_([m.id for _, m in batch])
            )
        )
    }
    new: list[tuple[_Match, list[int | None]]] = []
    for n, m in batch:
        pks: list[int | None] = [
            None if seat["player"] is None else player_pk[seat["player"]] for seat in m.seats
        ]
        people = [pk for pk in pks if pk is not None]
        known = existing.get(m.id)
        # A match here already is compared seat by seat (a merge may name either player of
        # a seat): only a new match seats the file's players as this league has them.
        if len(set(people)) != len(people) and (known is None or links is None):
            raise ImportProblem(
                f"Match {n}: two of its seats would be the same player of this league (two "
                "players of the file are one here, by name or by an answer); nothing was "
                "imported.",
                "import.same-player",
                match=n,
            )
        if known is None:
            new.append((m, pks))
        else:
            _write_existing(connection, m, n, pks, known, summary, finished, links)
    if new:
        _insert_new(connection, new, summary, finished, links)
    if finished.seats >= RATE_BATCH:  # a batch at a time: the same figures, in bounds
        finished.flush(connection)


def _write_existing(
    connection: Any,
    m: _Match,
    n: int,
    pks: list[int | None],
    known: tuple[int, str],
    summary: ImportSummary,
    finished: _Finished,
    links: _Links | None = None,
) -> None:
    """The file's match `m` of an id the league has: left as it is, brought up to date (played
    on at another table), or refused as a conflict."""
    matches, events_t = _T["matches"], _T["events"]
    pk, status = known
    differs, pks = _differences(connection, pk, m, pks, None if links is None else links.linked)
    if differs:
        raise ImportProblem(
            f"Match {n} ({m.id}) is already in the league with {' and '.join(differs)}"
            " than the file's; nothing was imported.",
            "import.differs",
            match=n,
            differs=tuple(differs),
        )
    stored = [
        event_of(kind, dice)
        for kind, dice in connection.execute(
            select(events_t.c.kind, events_t.c.dice)
            .where(events_t.c.match_pk == pk, events_t.c.undone.is_(False))
            .order_by(events_t.c.seq)
        )
    ]
    if stored == m.events and (status == m.status or _void_here_or_there(connection, pk, m, links)):
        _merge_hints(connection, pk, m.hints, summary)
        summary.drills_added += merge_drills(connection, [(pk, m.drills)])
        summary.matches_unchanged += 1
        return
    corrected = (
        status == "finished"
        and m.status == "finished"
        and m.engine.hand_kept
        and stored == m.events[: len(stored)]
        and len(m.events) > len(stored)
    )
    if corrected:
        # Corrected by hand on the other laptop: the corrections come after what is here.
        old = new_game(m.game, m.rules, m.engine.seats, m.starter, *_dice_and_kids(m))
        for event in stored:
            old.apply(event)
        finished.flush(connection)  # the league as it is, before the match is taken out
        when = connection.execute(select(matches.c.finished).where(matches.c.pk == pk)).scalar_one()
        withdraw_finished(connection, [Finished(pk, old, pks, when)])
        connection.execute(delete(events_t).where(events_t.c.match_pk == pk))
        _insert_events(connection, [(pk, m.rows)])
        finished.add(Finished(pk, m.engine, pks, when))
        summary.corrected.append((pk, m.engine, len(old.corrections)))
        _merge_hints(connection, pk, m.hints, summary)
        summary.matches_extended += 1
        summary.extended_matches.append(m.id)
        return
    if status == "in_progress" and stored == m.events[: len(stored)]:
        # Played further on the other laptop: the local events are where it began.
        connection.execute(delete(events_t).where(events_t.c.match_pk == pk))
        _insert_events(connection, [(pk, m.rows)])
        played_on: dict[str, object] = {
            "status": m.status,
            "status_reason": m.status_reason,
            "finished": m.finished,
        }
        if m.real_dice is not None:  # the dice as the table that played on last had them
            played_on["real_dice"] = m.real_dice
        connection.execute(update(matches).where(matches.c.pk == pk).values(played_on))
        if m.status == "finished" and m.finished is not None:
            finished.add(Finished(pk, m.engine, pks, m.finished))
        _merge_hints(connection, pk, m.hints, summary)
        summary.matches_extended += 1
        summary.extended_matches.append(m.id)
        return
    raise ImportProblem(
        f"Match {n} ({m.id}) is already in the league with other events; nothing was imported.",
        "import.conflict",
        match=n,
    )


def _void_here_or_there(connection: Any, pk: int, m: _Match, links: _Links | None) -> bool:
    """A finished match void on one side (the same events): one match, its state the keeper's
    changes decide (version 6), applied after the matches."""
    if links is None or links.version < CHANGES:
        return False
    matches = _T["matches"]
    status, reason = connection.execute(
        select(matches.c.status, matches.c.status_reason).where(matches.c.pk == pk)
    ).one()
    states = {(status, reason), (m.status, m.status_reason)}
    return states == {("finished", None), ("abandoned", VOID)}


def _insert_new(
    connection: Any,
    new: list[tuple[_Match, list[int | None]]],
    summary: ImportSummary,
    finished: _Finished,
    links: _Links | None = None,
) -> None:
    """Write matches the league does not have, with their seats, events, results and hints:
    one statement per table for all of them."""
    matches = _T["matches"]
    connection.execute(
        insert(matches),
        [
            {
                "id": m.id,
                "game": m.game,
                "rules": m.rules,
                "starter": m.starter,
                "opening": m.opening,
                "status": m.status,
                "status_reason": m.status_reason,
                "started": m.started,
                "finished": m.finished,
                "place": m.place,
                "note": m.note,
                "real_dice": bool(m.real_dice),
                "by_hand": m.by_hand,
            }
            for m, _ in new
        ],
    )
    match_pk = dict(
        connection.execute(
            select(matches.c.id, matches.c.pk).where(matches.c.id.in_([m.id for m, _ in new]))
        ).all()
    )
    seats: list[dict[str, Any]] = []
    hints: list[dict[str, Any]] = []
    for m, pks in new:
        pk = match_pk[m.id]
        for index, seat in enumerate(m.seats):
            seats.append(
                {
                    "match_pk": pk,
                    "seat": index,
                    "player_pk": pks[index],
                    "dice": seat["dice"] if m.game == "105" else 6,
                    "kids": seat["kids"] if m.game == "105" else False,
                    "computer": seat["computer"],
                }
            )
        if m.status == "finished" and m.finished is not None:
            finished.add(Finished(pk, m.engine, pks, m.finished))
        if m.engine.hand_kept and m.engine.corrections:
            summary.corrected.append((pk, m.engine, 0))
        hints += _hint_rows(pk, m.hints)  # a new match has none here yet: all are added
    connection.execute(insert(_T["seats"]), seats)
    if links is not None and links.merged:
        note_merged_seats(
            connection,
            [
                (match_pk[m.id], index, links.merged[seat["player"]])
                for m, _ in new
                for index, seat in enumerate(m.seats)
                if seat["player"] in links.merged
            ],
        )
    _insert_events(connection, [(match_pk[m.id], m.rows) for m, _ in new])
    if hints:
        connection.execute(insert(_T["hints"]), hints)
        summary.hints_added += len(hints)
    summary.drills_added += merge_drills(connection, [(match_pk[m.id], m.drills) for m, _ in new])
    summary.matches_added += len(new)
    summary.added_matches += [m.id for m, _ in new]


def _dice_and_kids(m: _Match) -> tuple[list[int] | None, list[bool] | None]:
    if m.game != "105":
        return None, None
    return [seat["dice"] for seat in m.seats], [seat["kids"] for seat in m.seats]


def _differences(
    connection: Any, pk: int, m: _Match, pks: list[int | None], linked: Linked | None = None
) -> tuple[list[str], list[int | None]]:
    """What makes the league's match `pk` another match than the file's `m` of the same id:
    the game, the house rules, the starter or the seats (who sits where, 105's dice and kids'
    mode, computer seats). Empty when only the events may tell them apart; with the seats'
    players as the league has them (a seat may name another player than the file's where a
    merge, here or there, joins the two: `linked`)."""
    matches, seats_t = _T["matches"], _T["seats"]
    game, rules, starter = connection.execute(
        select(matches.c.game, matches.c.rules, matches.c.starter).where(matches.c.pk == pk)
    ).one()
    if game != m.game:
        return ["another game"], pks
    differs = []
    rules_type = RollerRules if game == "roller" else HundredFiveRules
    try:
        ours: RollerRules | HundredFiveRules | None = rules_type.from_dict(dict(rules))
    except (RulesError, TypeError, ValueError):
        ours = None
    if ours != m.engine.rules:
        differs.append("other house rules")
    if starter != m.starter:
        differs.append("another starter")
    local = [
        tuple(row)
        for row in connection.execute(
            select(seats_t.c.player_pk, seats_t.c.dice, seats_t.c.kids, seats_t.c.computer)
            .where(seats_t.c.match_pk == pk)
            .order_by(seats_t.c.seat)
        )
    ]
    theirs = [
        (
            pks[index],
            seat["dice"] if m.game == "105" else 6,
            seat["kids"] if m.game == "105" else False,
            seat["computer"],
        )
        for index, seat in enumerate(m.seats)
    ]
    if (
        local != theirs
        and linked is not None
        and len(local) == len(theirs)
        and all(
            ours[1:] == file[1:] and linked.same(ours[0], file[0])
            for ours, file in zip(local, theirs, strict=True)
        )
    ):
        theirs = local
        pks = [row[0] for row in local]
    if local != theirs:
        differs.append("other seats")
    return differs, pks


def _merge_hints(connection: Any, pk: int, hints: list[_Hint], summary: ImportSummary) -> None:
    """Add the file's hints the match lacks here; one the league has already is not doubled."""
    if not hints:
        return
    table = _T["hints"]
    have = Counter(
        _Hint(seat, event_count, asked, dict(data)).key()
        for seat, event_count, asked, data in connection.execute(
            select(table.c.seat, table.c.event_count, table.c.asked, table.c.data).where(
                table.c.match_pk == pk
            )
        )
    )
    lacking = []
    for hint in hints:
        key = hint.key()
        if have[key] > 0:
            have[key] -= 1
            continue
        lacking.append(hint)
    if lacking:
        connection.execute(insert(table), _hint_rows(pk, lacking))
        summary.hints_added += len(lacking)


def _hint_rows(pk: int, hints: list[_Hint]) -> list[dict[str, Any]]:
    return [
        {
            "match_pk": pk,
            "seat": hint.seat,
            "event_count": hint.event_count,
            "data": hint.data,
            "asked": hint.asked,
        }
        for hint in hints
    ]


EVENT_ROWS = 100  # event rows per INSERT statement on SQLite
_EVENT_VALUES = "(?, ?, ?, ?, 0)"


def _insert_events(connection: Any, events: list[tuple[int, list[tuple[str, str | None]]]]) -> None:
    """The events of these matches, given as (key, rows of kind and dice), numbered from 1 in
    each match."""
    if connection.dialect.name == "sqlite":
        # Millions of rows on a big import: straight through the driver, EVENT_ROWS rows to a
        # statement (one statement per row costs twice as much).
        values: list[Any] = []
        for pk, rows in events:
            values += chain.from_iterable(
                zip(repeat(pk), range(1, len(rows) + 1), map(_KIND, rows), map(_DICE, rows))
            )
        count = len(values) // 4
        whole = count - count % EVENT_ROWS
        size = EVENT_ROWS * 4
        with _kinds_not_checked(connection):
            if whole:
                connection.exec_driver_sql(
                    _events_insert(EVENT_ROWS),
                    [tuple(values[start : start + size]) for start in range(0, whole * 4, size)],
                )
            if count > whole:
                connection.exec_driver_sql(
                    _events_insert(count - whole), tuple(values[whole * 4 :])
                )
        return
    dicts = [
        {"match_pk": pk, "seq": seq, "kind": kind, "dice": dice, "undone": False}
        for pk, rows in events
        for seq, (kind, dice) in enumerate(rows, start=1)
    ]
    if dicts:
        connection.execute(insert(_T["events"]), dicts)


_KIND = itemgetter(0)
_DICE = itemgetter(1)


@contextlib.contextmanager
def _kinds_not_checked(connection: Any) -> Iterator[None]:
    """SQLite's CHECK constraints off for the events insert of an import, on again after it
    (on this connection only; every statement compiled meanwhile is compiled again after).
    The one check of the events table is that the kind is one of the engine's (throw, keep,
    bank, and a hand-kept match's result, correct, places); the rows written here are made
    from the engine's events (_event_row, games.event_dice), so each kind is one of those by
    construction, and checking `kind IN (...)` again for millions of rows took half of the
    insert's time."""
    connection.exec_driver_sql("PRAGMA ignore_check_constraints = ON")
    try:
        yield
    finally:
        connection.exec_driver_sql("PRAGMA ignore_check_constraints = OFF")


def _events_insert(rows: int) -> str:
    return "INSERT INTO events (match_pk, seq, kind, dice, undone) VALUES " + ", ".join(
        [_EVENT_VALUES] * rows
    )


_ROWS: dict[Event, tuple[str, str | None]] = {}  # events are values: a few thousand kinds


def _event_row(event: Event) -> tuple[str, str | None]:
    row = _ROWS.get(event)
    if row is None:
        row = _ROWS[event] = event_dice(event)
    return row


def import_file(
    store: LeagueStore,
    path: Path,
    progress: Progress | None = None,
    choices: Choices | None = None,
) -> ImportSummary:
    """Import a league file: a version 3 file is read a line at a time (memory stays small
    whatever its size); an older one, a single document, is read whole. `choices` settle the
    questions of its players (plan_file; by default a name here is that player)."""
    choices = choices or Choices()
    try:
        with open(path, "rb") as stream:
            first = stream.readline()
            header = _first_line(_decoded(first, 1, path.name))
            if header is not None and header.get("version", 0) > DOCUMENT_VERSION:
                last = [1]  # the number of the last line read: the file's lines, once read

                def counted(numbered: Iterator[tuple[int, str]]) -> Iterator[tuple[int, str]]:
                    for number, line in numbered:
                        last[0] = number
                        yield number, line

                source = _lines_source(header, counted(_numbered_lines(stream, path.name)))
                source.file_lines = lambda: last[0]
                return _import(store, source, progress, choices, path.name)
            text = _decoded(first + stream.read(), None, path.name)
    except OSError as error:
        raise _unreadable(path, error) from None
    source = _document_source(_json(text, "The file"))
    source.file_lines = lambda: len(text.splitlines())
    return _import(store, source, progress, choices, path.name)


def _unreadable(path: Path, error: OSError) -> ImportProblem:
    return ImportProblem(
        f"The file {path} cannot be read: {plain_os_error(error, reading=True)}",
        "import.unreadable",
        name=path.name,
        reason=plain_os_error(error, reading=True),
        **os_values(error, reading=True),
    )


def _decoded(data: bytes, line: int | None, name: str = "") -> str:
    if line in (1, None):  # the start of the file: a byte order mark is no content
        data = data.removeprefix(b"\xef\xbb\xbf")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        where = f"Line {line} of the file" if line is not None else "The file"
        raise ImportProblem(f"{where} is not UTF-8 text.", "import.not-text", name=name) from None


def _numbered_lines(stream: Any, name: str) -> Iterator[tuple[int, str]]:
    for number, data in enumerate(stream, start=2):
        yield number, _decoded(data, number, name)

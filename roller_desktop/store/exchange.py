"""Export, import and merge of a league as a versioned JSON file (docs/league-file-format.md).

Import checks the whole file first (its shape, every name, every die, and every match replayed
through the rules), then writes everything in one transaction: all or nothing. It is idempotent:
a match already in the league (same id, same events) is left as it is, apart from hints the file
has and the league has not, which are added.

Version 2 added each match's hints (table hints) and whether the table threw real dice;
version 1 files are still read (no hints, virtual dice).
Derived figures (seat results, league days) are recomputed on import, never read from the file.
"""

from __future__ import annotations

import json
import uuid
from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from sqlalchemy import delete, insert, select, update

from roller_desktop.engine.errors import RulesError
from roller_desktop.engine.events import Event, event_from_dict, event_to_dict
from roller_desktop.engine.hundredfive import HundredFiveRules, Race
from roller_desktop.engine.roller import RollerMatch, RollerRules

from . import round_tallies
from .database import (
    Store,
    clean_name,
    event_dice,
    event_of,
    has_control_characters,
    name_key,
    new_game,
)
from .errors import ImportProblem, InvalidName
from .league_days import add_results
from .models import Base, EventRow, HintRow, MatchRow, PlayerRow, SeatRow
from .results import seat_results
from .season_ratings import rate_results
from .values import GAMES

FORMAT = "roller-desktop-league"
VERSION = 2  # 2: matches carry their hints and their dice mode
OLDEST_VERSION = 1
STATUSES = ("in_progress", "finished", "abandoned")
MAX_TEXT = 2000
MAX_HINT = 20_000  # characters of one hint's JSON (a real one is well under 5,000)
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


# ---- export ---------------------------------------------------------------------------------


def export_league(store: Store) -> dict[str, Any]:
    """The whole league as the JSON document (undone events left out)."""
    with store.session() as s:
        players = s.scalars(select(PlayerRow).order_by(PlayerRow.created, PlayerRow.pk)).all()
        player_ids = {p.pk: p.id for p in players}
        matches = s.scalars(select(MatchRow).order_by(MatchRow.started, MatchRow.pk)).all()
        seats: dict[int, list[dict[str, Any]]] = {}
        for seat in s.scalars(select(SeatRow).order_by(SeatRow.match_pk, SeatRow.seat)):
            seats.setdefault(seat.match_pk, []).append(
                {
                    "player": player_ids[seat.player_pk],
                    "dice": seat.dice,
                    "kids": seat.kids,
                    "computer": seat.computer,
                }
            )
        events: dict[int, list[dict[str, Any]]] = {}
        for pk, kind, dice in s.execute(
            select(EventRow.match_pk, EventRow.kind, EventRow.dice)
            .where(EventRow.undone.is_(False))
            .order_by(EventRow.match_pk, EventRow.seq)
        ):
            events.setdefault(pk, []).append(event_to_dict(event_of(kind, dice)))
        hints: dict[int, list[dict[str, Any]]] = {}
        for hint in s.scalars(select(HintRow).order_by(HintRow.match_pk, HintRow.pk)):
            hints.setdefault(hint.match_pk, []).append(
                {
                    "seat": hint.seat,
                    "event_count": hint.event_count,
                    "asked": _time(hint.asked),
                    "data": hint.data,
                }
            )
    return {
        "format": FORMAT,
        "version": VERSION,
        "players": [
            {"id": p.id, "name": p.name, "archived": p.archived, "created": _time(p.created)}
            for p in players
        ],
        "matches": [
            {
                "id": m.id,
                "game": m.game,
                "rules": m.rules,
                "starter": m.starter,
                "opening": m.opening,
                "status": m.status,
                "started": _time(m.started),
                "finished": _time(m.finished) if m.finished else None,
                "place": m.place,
                "note": m.note,
                "seats": seats.get(m.pk, []),
                "events": events.get(m.pk, []),
                "hints": hints.get(m.pk, []),
                "real_dice": m.real_dice,
            }
            for m in matches
        ],
    }


def export_file(store: Store, path: Path) -> int:
    """Write the league to `path` (through a temporary file); return the number of matches."""
    document = export_league(store)
    partial = path.with_name(path.name + ".partial")
    partial.write_text(json.dumps(document, ensure_ascii=False, indent=1), encoding="utf-8")
    partial.replace(path)
    return len(document["matches"])


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
    engine: RollerMatch | Race
    hints: list[_Hint]
    real_dice: bool | None  # None: a version 1 file does not say


def read_document(
    text: str, progress: Progress | None = None
) -> tuple[list[_Player], list[_Match]]:
    """Parse and check a league file; ImportProblem names the first problem found."""
    try:
        document = json.loads(text)
    except (ValueError, RecursionError) as error:
        raise ImportProblem(f"The file is not valid JSON ({error}).", "import.not-json") from None
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
    players = [
        _read_player(item, n)
        for n, item in enumerate(_list(document, "players", "the file"), start=1)
    ]
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
    items = _list(document, "matches", "the file")
    matches: list[_Match] = []
    seen: set[str] = set()
    for n, item in enumerate(items, start=1):
        match = _read_match(item, n, by_id, version)
        if match.id in seen:
            raise ImportProblem(
                f"Match {n}: the id {match.id} appears twice in the file.",
                "import.match-twice",
                match=n,
            )
        seen.add(match.id)
        matches.append(match)
        if progress is not None:
            progress(n, len(items))
    return players, matches


def _list(data: Mapping[str, Any], key: str, where: str) -> list[Any]:
    value = data.get(key)
    if not isinstance(value, list):
        raise ImportProblem(f"{where.capitalize()} has no list of {key}.")
    return value


def _fields(item: Any, required: set[str], where: str) -> dict[str, Any]:
    if not isinstance(item, dict):
        raise ImportProblem(f"{where} is not an object.")
    missing = required - set(item)
    if missing:
        raise ImportProblem(f"{where} lacks {', '.join(sorted(missing))}.")
    unknown = set(item) - required
    if unknown:
        raise ImportProblem(f"{where} has unknown fields: {', '.join(sorted(unknown))}.")
    return item


def _uuid(value: Any, where: str) -> str:
    if not isinstance(value, str):
        raise ImportProblem(f"{where}: the id is not text.")
    try:
        return str(uuid.UUID(value))
    except ValueError:
        raise ImportProblem(f"{where}: {value!r} is not an id (a UUID).") from None


def _datetime(value: Any, where: str) -> datetime:
    if not isinstance(value, str):
        raise ImportProblem(f"{where} is not a time.")
    try:
        parsed = datetime.fromisoformat(value.removesuffix("Z"))
    except ValueError:
        raise ImportProblem(f"{where}: {value!r} is not a time.") from None
    if parsed.tzinfo is not None:
        raise ImportProblem(f"{where}: give the time in UTC with a Z, as the export does.")
    return parsed


def _text(value: Any, where: str) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str) or len(value) > MAX_TEXT:
        raise ImportProblem(f"{where} must be text of at most {MAX_TEXT} characters, or null.")
    if has_control_characters(value, allow="\n\t"):
        raise ImportProblem(f"{where} holds control characters.")
    return value


def _int(value: Any, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ImportProblem(f"{where} must be a whole number.")
    return value


def _bool(value: Any, where: str) -> bool:
    if not isinstance(value, bool):
        raise ImportProblem(f"{where} must be true or false.")
    return value


def _read_player(item: Any, n: int) -> _Player:
    where = f"Player {n}"
    data = _fields(item, {"id", "name", "archived", "created"}, where)
    pid = _uuid(data["id"], where)
    try:
        name = clean_name(data["name"])
    except InvalidName as error:
        raise ImportProblem(
            f"{where}: {error}", "import.player-name", player=n, reason=error
        ) from None
    return _Player(
        pid,
        name,
        _bool(data["archived"], f"{where}: archived"),
        _datetime(data["created"], f"{where}: created"),
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


def _read_match(item: Any, n: int, players: dict[str, _Player], version: int) -> _Match:
    where = f"Match {n}"
    data = _fields(item, MATCH_FIELDS | VERSION_2_FIELDS if version >= 2 else MATCH_FIELDS, where)
    mid = _uuid(data["id"], where)
    game = data["game"]
    if game not in GAMES:
        raise ImportProblem(f"{where}: unknown game {game!r} (roller or 105).")
    rules = data["rules"]
    if not isinstance(rules, dict):
        raise ImportProblem(f"{where}: the house rules must be an object.")
    status = data["status"]
    if status not in STATUSES:
        raise ImportProblem(f"{where}: unknown status {status!r}.")
    opening = data["opening"]
    if opening is not None and not isinstance(opening, list):
        raise ImportProblem(f"{where}: the opening throws must be a list or null.")
    started = _datetime(data["started"], f"{where}: started")
    finished = None
    if data["finished"] is not None:
        finished = _datetime(data["finished"], f"{where}: finished")
    try:
        json.dumps(opening, allow_nan=False)
    except ValueError:
        raise ImportProblem(
            f"{where}: the opening throws hold numbers JSON cannot carry."
        ) from None
    seats: list[dict[str, Any]] = []
    for s, seat in enumerate(_list(data, "seats", where), start=1):
        seat_where = f"{where}, seat {s}"
        fields = _fields(seat, {"player", "dice", "kids", "computer"}, seat_where)
        player = _uuid(fields["player"], seat_where)
        if player not in players:
            raise ImportProblem(f"{seat_where}: the player {player} is not in the file.")
        computer = _text(fields["computer"], f"{seat_where}: computer")
        if computer is not None and len(computer) > 20:
            raise ImportProblem(f"{seat_where}: the computer level is too long.")
        seats.append(
            {
                "player": player,
                "dice": _int(fields["dice"], f"{seat_where}: dice"),
                "kids": _bool(fields["kids"], f"{seat_where}: kids"),
                "computer": computer,
            }
        )
    raw_events = _list(data, "events", where)
    starter = _int(data["starter"], f"{where}: starter")
    events: list[Event] = []
    for number, raw in enumerate(raw_events, start=1):
        try:
            events.append(event_from_dict(raw))
        except RulesError as error:
            raise ImportProblem(
                f"{where}, event {number}: {error}",
                "import.match-event",
                match=n,
                event=number,
                reason=error,
            ) from None
    try:
        engine = new_game(
            game,
            rules,
            [players[seat["player"]].name for seat in seats],
            starter,
            [seat["dice"] for seat in seats] if game == "105" else None,
            [seat["kids"] for seat in seats] if game == "105" else None,
        )
    except (RulesError, TypeError) as error:
        raise ImportProblem(f"{where}: {error}", "import.match", match=n, reason=error) from None
    for number, event in enumerate(events, start=1):
        try:
            engine.apply(event)
        except RulesError as error:
            raise ImportProblem(
                f"{where}, event {number}: {error}",
                "import.match-event",
                match=n,
                event=number,
                reason=error,
            ) from None
    if (status == "finished") != engine.is_over:
        raise ImportProblem(
            f"{where} is marked {status.replace('_', ' ')}, but its events "
            f"{'end' if engine.is_over else 'do not end'} the match."
        )
    if (finished is not None) != (status == "finished"):
        raise ImportProblem(f"{where}: a finished match has a finishing time, others do not.")
    return _Match(
        mid,
        game,
        dict(rules),
        starter,
        opening,
        status,
        started,
        finished,
        _text(data["place"], f"{where}: place"),
        _text(data["note"], f"{where}: note"),
        seats,
        events,
        engine,
        _read_hints(data, where, len(seats)) if version >= 2 else [],
        _bool(data["real_dice"], f"{where}: real_dice") if version >= 2 else None,
    )


def _read_hints(data: dict[str, Any], where: str, seats: int) -> list[_Hint]:
    hints = []
    for k, item in enumerate(_list(data, "hints", where), start=1):
        hint_where = f"{where}, hint {k}"
        fields = _fields(item, {"seat", "event_count", "asked", "data"}, hint_where)
        seat = _int(fields["seat"], f"{hint_where}: seat")
        if not 0 <= seat < seats:
            raise ImportProblem(f"{hint_where}: the match has no seat {seat}.")
        event_count = _int(fields["event_count"], f"{hint_where}: event_count")
        if not 0 <= event_count <= MAX_EVENT_COUNT:
            raise ImportProblem(f"{hint_where}: the event count {event_count} is out of range.")
        hints.append(
            _Hint(
                seat,
                event_count,
                _datetime(fields["asked"], f"{hint_where}: asked"),
                _hint_data(fields["data"], hint_where),
            )
        )
    return hints


def _hint_data(value: Any, where: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise ImportProblem(f"{where}: the hint's data must be an object.")
    try:
        text = json.dumps(value, allow_nan=False)
    except (ValueError, RecursionError):
        raise ImportProblem(f"{where}: the hint holds numbers JSON cannot carry.") from None
    if len(text) > MAX_HINT:
        raise ImportProblem(f"{where}: the hint is longer than {MAX_HINT} characters.")
    if _has_bad_text(value):
        raise ImportProblem(f"{where}: the hint holds control characters.")
    return value


def _has_bad_text(value: Any) -> bool:
    if isinstance(value, str):
        return has_control_characters(value)
    if isinstance(value, dict):
        return any(_has_bad_text(k) or _has_bad_text(v) for k, v in value.items())
    if isinstance(value, list):
        return any(_has_bad_text(item) for item in value)
    return False


# ---- writing ------------------------------------------------------------------------------


def import_text(store: Store, text: str, progress: Progress | None = None) -> ImportSummary:
    players, matches = read_document(text, progress)
    summary = ImportSummary()
    with store.engine.begin() as connection:
        local = {
            row.id: (row.pk, row.name_key)
            for row in connection.execute(
                select(_T["players"].c.id, _T["players"].c.pk, _T["players"].c.name_key)
            )
        }
        by_key = {key: pk for _, (pk, key) in local.items()}
        player_pk: dict[str, int] = {}
        for p in players:
            if p.id in local:
                player_pk[p.id] = local[p.id][0]
                summary.players_matched += 1
            elif name_key(p.name) in by_key:  # the same person, added on another laptop
                player_pk[p.id] = by_key[name_key(p.name)]
                summary.players_matched += 1
            else:
                result = connection.execute(
                    insert(_T["players"]).values(
                        id=p.id,
                        name=p.name,
                        name_key=name_key(p.name),
                        created=p.created,
                        archived=p.archived,
                    )
                )
                pk = result.inserted_primary_key
                assert pk is not None
                player_pk[p.id] = int(pk[0])
                by_key[name_key(p.name)] = player_pk[p.id]
                summary.players_added += 1
        finished: list[dict[str, Any]] = []
        for n, m in enumerate(matches, start=1):
            _write_match(connection, m, n, player_pk, summary, finished)
        # Rated once for the whole file: older matches make their seasons be rated again.
        rate_results(connection, finished)
    return summary


def _write_match(
    connection: Any,
    m: _Match,
    n: int,
    player_pk: dict[str, int],
    summary: ImportSummary,
    finished: list[dict[str, Any]],
) -> None:
    """Write one match of the file; the seat results of a newly finished one go to `finished`."""
    matches, events_t = _T["matches"], _T["events"]
    existing = connection.execute(
        select(matches.c.pk, matches.c.status).where(matches.c.id == m.id)
    ).first()
    pks = [player_pk[seat["player"]] for seat in m.seats]
    if len(set(pks)) != len(pks):
        raise ImportProblem(
            f"Match {n}: two of its seats are the same player of this league "
            "(matched by name); nothing was imported.",
            "import.same-player",
            match=n,
        )
    if existing is not None:
        pk, status = existing
        differs = _differences(connection, pk, m, pks)
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
        if stored == m.events and status == m.status:
            _merge_hints(connection, pk, m.hints, summary)
            summary.matches_unchanged += 1
            return
        if status == "in_progress" and stored == m.events[: len(stored)]:
            # Played further on the other laptop: the local events are where it began.
            connection.execute(delete(events_t).where(events_t.c.match_pk == pk))
            _insert_events(connection, pk, m.events)
            played_on: dict[str, object] = {"status": m.status, "finished": m.finished}
            if m.real_dice is not None:  # the dice as the table that played on last had them
                played_on["real_dice"] = m.real_dice
            connection.execute(update(matches).where(matches.c.pk == pk).values(played_on))
            if m.status == "finished" and m.finished is not None:
                _insert_results(connection, seat_results(m.engine, pk, pks, m.finished), finished)
                round_tallies.add_match(connection, m.engine, pks, m.finished)
            _merge_hints(connection, pk, m.hints, summary)
            summary.matches_extended += 1
            return
        raise ImportProblem(
            f"Match {n} ({m.id}) is already in the league with other events; nothing was imported.",
            "import.conflict",
            match=n,
        )
    result = connection.execute(
        insert(matches).values(
            id=m.id,
            game=m.game,
            rules=m.rules,
            starter=m.starter,
            opening=m.opening,
            status=m.status,
            started=m.started,
            finished=m.finished,
            place=m.place,
            note=m.note,
            real_dice=bool(m.real_dice),
        )
    )
    pk = int(result.inserted_primary_key[0])
    connection.execute(
        insert(_T["seats"]),
        [
            {
                "match_pk": pk,
                "seat": index,
                "player_pk": pks[index],
                "dice": seat["dice"] if m.game == "105" else 6,
                "kids": seat["kids"] if m.game == "105" else False,
                "computer": seat["computer"],
            }
            for index, seat in enumerate(m.seats)
        ],
    )
    _insert_events(connection, pk, m.events)
    if m.status == "finished" and m.finished is not None:
        _insert_results(connection, seat_results(m.engine, pk, pks, m.finished), finished)
        round_tallies.add_match(connection, m.engine, pks, m.finished)
    _merge_hints(connection, pk, m.hints, summary)
    summary.matches_added += 1


def _differences(connection: Any, pk: int, m: _Match, pks: list[int]) -> list[str]:
    """What makes the league's match `pk` another match than the file's `m` of the same id:
    the game, the house rules, the starter or the seats (who sits where, 105's dice and kids'
    mode, computer seats). Empty when only the events may tell them apart."""
    matches, seats_t = _T["matches"], _T["seats"]
    game, rules, starter = connection.execute(
        select(matches.c.game, matches.c.rules, matches.c.starter).where(matches.c.pk == pk)
    ).one()
    if game != m.game:
        return ["another game"]
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
    if local != theirs:
        differs.append("other seats")
    return differs


def _insert_results(
    connection: Any, results: list[dict[str, Any]], finished: list[dict[str, Any]]
) -> None:
    connection.execute(insert(_T["seat_results"]), results)
    add_results(connection, results)
    finished.extend(results)


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
    rows = []
    for hint in hints:
        key = hint.key()
        if have[key] > 0:
            have[key] -= 1
            continue
        rows.append(
            {
                "match_pk": pk,
                "seat": hint.seat,
                "event_count": hint.event_count,
                "data": hint.data,
                "asked": hint.asked,
            }
        )
    if rows:
        connection.execute(insert(table), rows)
        summary.hints_added += len(rows)


def _insert_events(connection: Any, pk: int, events: list[Event]) -> None:
    if not events:
        return
    rows = []
    for seq, event in enumerate(events, start=1):
        kind, dice = event_dice(event)
        rows.append({"match_pk": pk, "seq": seq, "kind": kind, "dice": dice, "undone": False})
    connection.execute(insert(_T["events"]), rows)


def import_file(store: Store, path: Path, progress: Progress | None = None) -> ImportSummary:
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as error:
        raise ImportProblem(
            f"The file {path} cannot be read ({error}).", "import.not-text", name=path.name
        ) from None
    except OSError as error:
        raise ImportProblem(
            f"The file {path} cannot be read ({error}).",
            "import.unreadable",
            name=path.name,
            reason=str(error.strerror or error),
        ) from None
    return import_text(store, text, progress)

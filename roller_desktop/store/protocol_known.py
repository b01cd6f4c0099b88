"""The league's matches that a protocol file's matches may already be, found for a whole import
at once (issue 28).

An import asks of every match of the file whether the league has it: by its label (the id of
a match, in a file the league exported), or by game, minute, place, players and cells. Asked a
match at a time, with the league's match loaded and replayed to compare, the second import of
a file took longer than the first. Here the candidates come from a few queries for the whole
file (the keys a few hundred at a time), and a match kept by hand is compared from its stored
cells as they stand: its results fill the grid in playing order (the starter first, clockwise,
round by round, as the engine plays them), its corrections overwrite their cells. Only a match
played with dice is replayed, since its cells are what the throws made.
"""

from __future__ import annotations

import gc
from collections import defaultdict
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from operator import itemgetter
from typing import Any, Protocol

from sqlalchemy import select

from roller_desktop.engine.errors import RulesError
from roller_desktop.engine.events import Correct, Places, read_cell
from roller_desktop.engine.roller import RollerMatch, RollerRules
from roller_desktop.engine.seats import clockwise_from

from .derived.stored_rounds import live_event_rows
from .games import event_of, new_game
from .models import Base, MatchRow, SeatResultRow
from .values import seat_names

KEYS = 500  # keys in one IN (...) list
SEATS, PLAYERS = (Base.metadata.tables[name] for name in ("seats", "players"))
NEARBY = timedelta(hours=14)  # a local minute is within this of the UTC time it was stored as

# (cells per seat, each seat's round texts; Roller) and (places per seat; 105)
Grid = tuple[list[list[str]], list[int | None]]


class FileMatch(Protocol):
    """What this module reads of a file's match (protocol_reading.FileMatch)."""

    label: str
    game: str
    played: datetime
    minute: str
    place: str | None


@dataclass
class Stored:
    """A league match as an import compares it: its row's fields, its seats' names (as a
    loaded match names them) and dice, and its grid now and, when corrected since, as it was
    first entered."""

    pk: int
    id: str
    game: str
    by_hand: bool
    status: str
    names: list[str] = field(default_factory=list)
    dice: list[int] = field(default_factory=list)
    versions: list[Grid] = field(default_factory=list)

    @property
    def now(self) -> Grid:
        return self.versions[0]


@dataclass
class Known:
    """The league's matches an import may meet: by label, and by (game, local minute, place)
    in order of key."""

    by_label: dict[str, Stored] = field(default_factory=dict)
    by_minute: dict[tuple[str, str, str | None], list[Stored]] = field(default_factory=dict)

    def candidates(self, match: FileMatch) -> list[Stored]:
        return self.by_minute.get((match.game, match.minute, match.place), [])


def local_time(utc: datetime) -> datetime:
    """A stored time (naive UTC) on this laptop's clock, naive."""
    return utc.replace(tzinfo=UTC).astimezone().replace(tzinfo=None)


def find_known(s: Any, matches: Sequence[FileMatch]) -> Known:
    """The league's matches these may be: those whose id is a label of the file, and the
    finished ones counted in the league at a minute, game and place of the file's."""
    with collector_paused():
        return _find_known(s, matches)


@contextmanager
def collector_paused() -> Iterator[None]:
    """Hundreds of thousands of rows and cells made at once, beside a file's matches held
    whole: the collector's full passes over them were half of an import's second pass at
    10,000 matches. Nothing made here refers to itself; the collector runs again after."""
    collecting = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if collecting:
            gc.enable()


def _find_known(s: Any, matches: Sequence[FileMatch]) -> Known:
    known = Known()
    rows: dict[int, tuple[Any, ...]] = {}
    labels = sorted({match.label for match in matches})
    for start in range(0, len(labels), KEYS):
        for row in s.execute(_match_columns().where(MatchRow.id.in_(labels[start : start + KEYS]))):
            rows[row[0]] = tuple(row)
    found_labels = {row[1] for row in rows.values()}
    wanted = {
        (match.game, match.minute, match.place)
        for match in matches
        if match.label not in found_labels
    }
    nearby: dict[int, tuple[str, str, str | None]] = {}  # key -> (game, local minute, place)
    for game in sorted({key[0] for key in wanted}):
        times = sorted(match.played for match in matches if match.game == game)
        for start in range(0, len(times), KEYS):
            low, high = times[start] - NEARBY, times[min(start + KEYS, len(times)) - 1] + NEARBY
            counted = (
                select(SeatResultRow.match_pk)
                .where(
                    SeatResultRow.game == game,
                    SeatResultRow.finished >= low,
                    SeatResultRow.finished < high,
                )
                .distinct()
            )
            for row in s.execute(_match_columns().where(MatchRow.pk.in_(counted))):
                pk, finished, place = row[0], row[5], row[6]
                if finished is None or pk in nearby:
                    continue
                key = (game, f"{local_time(finished):%Y-%m-%d %H:%M}", place or None)
                if key in wanted:
                    nearby[pk] = key
                    rows.setdefault(pk, tuple(row))
    stored = _read(s, rows)
    for pk in sorted(stored):
        match = stored[pk]
        if match.id in found_labels:
            known.by_label[match.id] = match
        if pk in nearby:
            known.by_minute.setdefault(nearby[pk], []).append(match)
    return known


def _match_columns() -> Any:
    m = MatchRow
    return select(m.pk, m.id, m.game, m.by_hand, m.status, m.finished, m.place, m.rules, m.starter)


def _read(s: Any, rows: dict[int, tuple[Any, ...]]) -> dict[int, Stored]:
    """These matches' seats and events, a few hundred matches a query, as Stored."""
    found: dict[int, Stored] = {}
    pks = sorted(rows)
    # Core, not the ORM's entities: a file's every cell comes through here
    connection = s.connection()
    seat_c, player_c = SEATS.c, PLAYERS.c
    rules_of: dict[str, RollerRules] = {}
    for start in range(0, len(pks), KEYS):
        part = pks[start : start + KEYS]
        seats: dict[int, list[tuple[Any, ...]]] = defaultdict(list)
        for seat in connection.execute(
            select(seat_c.match_pk, player_c.name, seat_c.computer, seat_c.dice, seat_c.kids)
            .select_from(SEATS.outerjoin(PLAYERS, seat_c.player_pk == player_c.pk))
            .where(seat_c.match_pk.in_(part))
            .order_by(seat_c.match_pk, seat_c.seat)
        ).all():
            seats[seat[0]].append(tuple(seat[1:]))
        # each match's rows (key, kind, payload) in order, grouped without a step per row
        events = live_event_rows(connection, part)
        for pk in part:
            found[pk] = _stored(rows[pk], seats[pk], events.get(pk, []), rules_of)
    return found


def _stored(
    row: tuple[Any, ...],
    seats: list[tuple[Any, ...]],
    events: list[Any],
    rules_of: dict[str, RollerRules],
) -> Stored:
    """A match from its row, its seats and its event rows (key, kind, payload)."""
    pk, match_id, game, by_hand, status, _, _, rules, starter = row
    names = seat_names([(name, computer) for name, computer, _, _ in seats])
    match = Stored(pk, match_id, game, bool(by_hand), status, names, [d for _, _, d, _ in seats])
    kinds = set(map(itemgetter(1), events))
    if game == "105" and kinds == {"places"}:
        first, last = event_of("places", events[0][2]), event_of("places", events[-1][2])
        assert isinstance(first, Places) and isinstance(last, Places)
        places = [list(last.places)]
        if len(events) > 1:  # corrected: as first entered too
            places.append(list(first.places))
        match.versions = [([], version) for version in places]
    elif game == "roller" and kinds and kinds <= {"result", "correct"}:
        key = repr(rules)  # the same rules, written alike: read once
        read = rules_of.get(key)
        if read is None:
            read = rules_of.setdefault(key, RollerRules.from_dict(dict(rules)))
        match.versions = _kept_cells(events, len(seats), starter, read.rounds, "correct" in kinds)
    else:  # played with dice: the cells are what its throws made
        engine = new_game(
            game,
            dict(rules),
            names,
            starter,
            [d for _, _, d, _ in seats],
            [bool(k) for _, _, _, k in seats],
        )
        for _, kind, dice in events:
            engine.apply(event_of(kind, dice))
        if isinstance(engine, RollerMatch):
            p = engine.protocol()
            cells = [[p.cell_text(i, r) for r in range(p.rounds)] for i in range(len(names))]
            match.versions = [(cells, [])]
        else:
            match.versions = [([], list(engine.places))]
    return match


_WRITTEN: set[str] = set()  # stored results found as read_cell writes them


def _kept_cells(
    events: list[Any], seats: int, starter: int, rounds: int, corrected: bool
) -> list[Grid]:
    """A Roller match kept by hand, from its event rows (key, kind, payload): its cells now
    and, when `corrected`, as first entered too (a round not yet played: "", as the
    engine's protocol shows it)."""
    if corrected:
        results = [dice for _, kind, dice in events if kind == "result"]
    else:
        results = list(map(itemgetter(2), events))
    written = set(results)
    if not _WRITTEN.issuperset(written):
        for cell in written:  # stored as read_cell writes them, or refused as a replay would
            _check_written(cell)
        if len(_WRITTEN) < 4096:
            _WRITTEN.update(written)
    # The results are in playing order: the seat at position p played results p, p + seats, ...
    results = results[: seats * rounds]
    entered = [[""] * rounds for _ in range(seats)]
    for position, seat in enumerate(clockwise_from(starter, seats)):
        played = results[position::seats]
        entered[seat][: len(played)] = played
    if not corrected:
        return [(entered, [])]
    now = [list(column) for column in entered]
    for _, kind, dice in events:
        if kind == "correct":
            correction = event_of(kind, dice)
            assert isinstance(correction, Correct)
            now[correction.seat][correction.round] = correction.cell
    return [(now, []), (entered, [])]


def _check_written(cell: object) -> None:
    """A stored result's cell as read_cell writes it; else the refusal a replay gives."""
    try:
        written = isinstance(cell, str) and read_cell(cell) == cell
    except RulesError:
        written = False
    if not written:
        event_of("result", cell if isinstance(cell, str) else None)

"""Paper protocols from a spreadsheet and back: `import-protocols` and `export-protocols`
(docs/protocol-csv.md defines the format).

One row per seat; the rows of one match are consecutive, in seating order, and share the
`match` label. The file is checked whole first (every match replayed through the rules), then
imported in one transaction: all or nothing. A refusal (ImportProblem) names the line (1 = the
header), the column and what is wrong. A match the league has already (the same date to the
minute, place, game, players in order and cells) is not added again; rows whose label is the
id of a finished match kept by hand are its corrections; those of a played match are refused.
"""

from __future__ import annotations

import contextlib
import copy
import csv
import functools
import hashlib
import io
import os
import re
import sys
import uuid
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sqlalchemy import select

from roller_desktop.engine.errors import RulesError
from roller_desktop.engine.events import check_places, read_cell
from roller_desktop.engine.hundredfive import Race
from roller_desktop.engine.roller import RollerMatch

from .championships import FINAL, link_in, table_players
from .database import replay
from .errors import (
    ChampionshipRefused,
    ExportProblem,
    ImportProblem,
    InvalidName,
    InvalidText,
    os_values,
    plain_os_error,
)
from .games import new_game
from .hand_kept import PaperProtocol, correct_in, enter_in, protocol_events
from .handle import utc_now
from .league_store import LeagueStore
from .limits import clean_name, clean_note, clean_place, csv_text, name_key
from .models import ChampionshipRow, MatchRow, PlayerRow
from .player_plan import (
    SAME_NAME,
    Choices,
    FilePlayer,
    Pairing,
    PlayerPlan,
    Row,
    free_name,
    plan_players,
)
from .player_plan import settle as settle_players
from .protocol_known import Known, Stored, collector_paused, find_known, local_time
from .values import SeatSpec

Progress = Callable[[int, int], None]

REQUIRED = ("match", "date", "game", "player")
OPTIONAL = (
    "place", "finish", "ww_limit", "forced_throw", "dice", "kids", "note",
    "championship", "round", "table",
)  # fmt: skip
MATCH_COLUMNS = ("date", "game", "place", "ww_limit", "forced_throw", "note")
CHAMPIONSHIP = ("championship", "round", "table")
ROUND_COLUMN = re.compile(r"r([1-9][0-9]{0,2})")
MAX_SEATS = 8
MAX_ROUNDS = 100
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


@dataclass
class ProtocolsSummary:
    matches_added: int = 0
    matches_corrected: int = 0  # hand-kept matches of the league that took corrections
    cells_corrected: int = 0
    matches_unchanged: int = 0  # already in the league
    players_added: int = 0
    added_ids: list[str] = field(default_factory=list)
    # The file's names that are not simply a name here (a name merged into a player, a name
    # like one here, a name answered otherwise) and what became of them, in the file's order.
    pairings: list[Pairing] = field(default_factory=list)


@dataclass
class _Match:
    label: str
    line: int  # of its first row
    game: str
    played: datetime  # naive UTC
    minute: str  # the date as written: local, to the minute
    place: str | None
    note: str | None
    names: list[str]
    rules: dict[str, Any]
    cells: list[list[str]]  # Roller
    places: list[int | None]  # 105
    dice: list[int]
    kids: list[bool]
    # championship, round (0: the final), table, when the match belongs to a championship
    link: tuple[str, int, int] | None = None


def _problem(
    line: int, column: str | None, message: str, code: str, **values: Any
) -> ImportProblem:
    where = f"Line {line}" + (f", column {column}" if column else "")
    text = f"{where}: {message}" if line else message[:1].upper() + message[1:]
    return ImportProblem(text, code, line=line, column=column or "", **values)


def _text(value: str) -> str:
    """A text cell as the spreadsheet kept it: the apostrophe export-protocols puts before a
    cell that starts like a formula is taken off again."""
    if value.startswith("'") and value[1:2] and value[1:].startswith(FORMULA_STARTS):
        return value[1:]
    return value


def _decode(data: bytes) -> str:
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise ImportProblem(
            "The file is not UTF-8 text (save it from the spreadsheet as CSV UTF-8).",
            "protocols.not-text",
        ) from None


def _rows(text: str) -> tuple[list[str], Iterator[tuple[int, list[str]]]]:
    """The header's names and the numbered rows; `;` or `,` as the header has it."""
    first = text.split("\n", 1)[0]
    delimiter = ";" if first.count(";") > first.count(",") else ","
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter, strict=True)
    try:
        header = next(reader)
    except StopIteration:
        raise _problem(
            1, None, "the file is empty: a header is needed.", "protocols.empty"
        ) from None
    except csv.Error as error:
        raise _problem(1, None, f"not CSV ({error}).", "protocols.not-csv") from None

    def numbered() -> Iterator[tuple[int, list[str]]]:
        start = reader.line_num + 1
        try:
            for row in reader:
                yield start, row
                start = reader.line_num + 1
        except csv.Error as error:
            raise _problem(start, None, f"not CSV ({error}).", "protocols.not-csv") from None

    return [name.strip().casefold() for name in header], numbered()


def _check_header(names: list[str]) -> int:
    """The number of round columns (r1 to rN); ImportProblem for a header that is not one."""
    rounds: list[int] = []
    seen: set[str] = set()
    for name in names:
        if name in seen:
            raise _problem(1, name, "the column is there twice.", "protocols.column-twice")
        seen.add(name)
        found = ROUND_COLUMN.fullmatch(name)
        if found:
            rounds.append(int(found.group(1)))
        elif name not in REQUIRED and name not in OPTIONAL:
            raise _problem(
                1, name or "(empty)", "unknown column.", "protocols.unknown-column", name=name
            )
    for name in REQUIRED:
        if name not in seen:
            raise _problem(1, name, "the column is missing.", "protocols.missing-column", name=name)
    if not rounds or sorted(rounds) != list(range(1, len(rounds) + 1)):
        raise _problem(
            1,
            None,
            "the round columns must be r1, r2, … up to the longest match, none left out.",
            "protocols.round-columns",
        )
    if len(rounds) > MAX_ROUNDS:
        raise _problem(1, None, f"at most {MAX_ROUNDS} rounds.", "protocols.round-columns")
    return len(rounds)


_MINUTE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}")


def _date(value: str, line: int) -> tuple[datetime, str]:
    """A local date (noon when no time is given) as naive UTC, and the minute as written."""
    text = value.strip()
    if _MINUTE.fullmatch(text):  # the usual form, read as strptime reads it, at less cost
        with contextlib.suppress(ValueError):  # not a day or a time: said as below
            moment = datetime.fromisoformat(text)
            if 1900 <= moment.year <= 2999:
                return played_at(moment, True)
    for form in ("%Y-%m-%d %H:%M", "%Y-%m-%d"):
        try:
            moment = datetime.strptime(text, form)
        except ValueError:
            continue
        if not 1900 <= moment.year <= 2999:
            break
        return played_at(moment, form != "%Y-%m-%d")
    raise _problem(
        line, "date", f"{text!r} is not a date (YYYY-MM-DD or YYYY-MM-DD HH:MM).",
        "protocols.date", value=text[:30],
    )  # fmt: skip


def played_at(moment: datetime, timed: bool) -> tuple[datetime, str]:
    """When a protocol dated `moment` (the laptop's local time, naive) was played, as naive
    UTC, and its minute as written; a date without a time (`timed` False) is kept as 12:00."""
    if not timed:
        moment = moment.replace(hour=12, minute=0)
    moment = moment.replace(second=0, microsecond=0)
    played = moment.astimezone(UTC).replace(tzinfo=None)  # the laptop's local time
    return played, moment.strftime("%Y-%m-%d %H:%M")


def _flag(value: str, line: int, column: str) -> bool | None:
    text = value.strip().casefold()
    if not text:
        return None
    if text in ("on", "off"):
        return text == "on"
    raise _problem(
        line, column, f"{value!r} is neither on nor off.", "protocols.flag", value=value[:20]
    )


def _whole(value: str, line: int, column: str) -> int | None:
    text = value.strip()
    if not text:
        return None
    if not text.isascii() or not text.isdigit() or len(text) > 9:
        raise _problem(
            line, column, f"{text[:20]!r} is not a whole number.", "protocols.number",
            value=text[:20],
        )  # fmt: skip
    return int(text)


def read_protocols(text: str, progress: Progress | None = None) -> list[_Match]:
    """Every match of a protocol file, checked whole (the rules replay each one)."""
    names, rows = _rows(text.removeprefix("\ufeff"))  # a BOM read as text
    rounds = _check_header(names)
    index = {name: i for i, name in enumerate(names)}
    matches: list[_Match] = []
    # The rows as read, a match's together; made cells by name one match at a time (dicts of
    # every row at once were most of a large file's memory).
    groups: list[tuple[str, list[tuple[int, list[str]]]]] = []
    labels: set[str] = set()
    for line, row in rows:
        if not any(cell.strip() for cell in row):
            continue
        if len(row) != len(names):
            raise _problem(
                line, None, f"{len(row)} cells; the header has {len(names)}.",
                "protocols.ragged", cells=len(row), columns=len(names),
            )  # fmt: skip
        label = row[index["match"]].strip()
        if not label:
            raise _problem(line, "match", "every row names its match.", "protocols.no-label")
        if groups and groups[-1][0] == label:
            groups[-1][1].append((line, row))
            continue
        if label in labels:
            raise _problem(
                line, "match", f"the rows of match {label!r} must be together.",
                "protocols.label-reused", label=label[:40],
            )  # fmt: skip
        labels.add(label)
        groups.append((label, [(line, row)]))
    total = len(groups)
    groups.reverse()  # taken from the end, each let go once read
    for n in range(1, total + 1):
        label, rows_of = groups.pop()
        group = [(line, {name: row[i] for name, i in index.items()}) for line, row in rows_of]
        matches.append(_read_match(label, group, rounds))
        if progress is not None:
            progress(n, total)
    return matches


@functools.lru_cache(maxsize=4096)  # a file names the same few dozen players on every row
def _player(cell: str) -> tuple[str, str]:
    """A player's cell as the name kept and its key (InvalidName, never remembered)."""
    name = clean_name(_text(cell))
    return name, name_key(name)


_CANONICAL: set[str] = set()  # cells read before, each as read_cell writes it


@functools.cache
def _round_columns(rounds: int) -> tuple[str, ...]:
    return tuple(f"r{r}" for r in range(1, rounds + 1))


def _same_count(line: int, count: int, filled: int | None) -> int:
    """A seat's rounds filled, the same as the match's first seat's (checked)."""
    if count == 0:
        raise _problem(line, "r1", "no round is filled.", "protocols.no-rounds")
    if filled is not None and count != filled:
        raise _problem(
            line, f"r{max(count, filled)}",
            f"{count} rounds; the match's first seat has {filled}.",
            "protocols.rounds-differ", rounds=count, first=filled,
        )  # fmt: skip
    return count


def _read_match(label: str, group: list[tuple[int, dict[str, str]]], rounds: int) -> _Match:
    first_line, first = group[0]
    for line, cells in group[1:]:
        for column in (*MATCH_COLUMNS, *CHAMPIONSHIP):
            if (
                column in cells
                and cells[column].strip()
                and (cells[column].strip() != first.get(column, "").strip())
            ):
                raise _problem(
                    line, column, f"the rows of match {label!r} disagree.",
                    "protocols.match-differs", label=label[:40],
                )  # fmt: skip
    if len(group) > MAX_SEATS:
        raise _problem(
            group[MAX_SEATS][0], "player", f"a match has at most {MAX_SEATS} seats.",
            "protocols.seats", most=MAX_SEATS,
        )  # fmt: skip
    link = _link(first, first_line)
    game = first["game"].strip().casefold()
    if game not in ("roller", "105"):
        raise _problem(
            first_line, "game", f"{first['game'][:20]!r} is no game (roller or 105).",
            "protocols.game", value=first["game"][:20],
        )  # fmt: skip
    played, minute = _date(first["date"], first_line)
    try:
        place = clean_place(_text(first.get("place", "").strip()) or None)
    except InvalidText as error:
        raise _problem(first_line, "place", str(error), "protocols.text", reason=error) from None
    try:
        note = clean_note(_text(first.get("note", "").strip()) or None)
    except InvalidText as error:
        raise _problem(first_line, "note", str(error), "protocols.text", reason=error) from None
    names: list[str] = []
    keys: set[str] = set()
    for line, cells in group:
        try:
            name, key = _player(cells["player"])
        except InvalidName as error:
            raise _problem(line, "player", str(error), "protocols.name", reason=error) from None
        if key in keys:
            raise _problem(
                line, "player", f"{name} sits twice at match {label!r}.",
                "protocols.player-twice", name=name,
            )  # fmt: skip
        keys.add(key)
        names.append(name)
    rules: dict[str, Any] = {}
    cells_of: list[list[str]] = []
    places: list[int | None] = []
    dice: list[int] = []
    kids: list[bool] = []
    if game == "roller":
        filled = None
        for line, cells in group:
            for column in ("finish", "dice", "kids"):
                if cells.get(column, "").strip():
                    raise _problem(
                        line, column, "a Roller match has no such cell (105 only).",
                        "protocols.roller-cell",
                    )  # fmt: skip
            # one string object for every "350" or "RT" of the file, not one a cell
            values = [sys.intern(cells[column].strip()) for column in _round_columns(rounds)]
            count = len(values)
            while count and not values[count - 1]:
                count -= 1
            if _CANONICAL.issuperset(values[:count]):  # each filled, as read_cell writes it
                filled = _same_count(line, count, filled)
                cells_of.append(values[:count])
                continue
            for r in range(count):
                if not values[r]:
                    raise _problem(
                        line, f"r{r + 1}", "an empty round before a filled one.",
                        "protocols.gap",
                    )  # fmt: skip
                try:
                    values[r] = read_cell(values[r])
                except RulesError as error:
                    raise _problem(
                        line, f"r{r + 1}", str(error), "protocols.cell", reason=error
                    ) from None
                if len(_CANONICAL) < 4096:
                    _CANONICAL.add(values[r])
            filled = _same_count(line, count, filled)
            cells_of.append(values[:count])
        assert filled is not None
        rules["rounds"] = filled
        limit = _whole(first.get("ww_limit", ""), first_line, "ww_limit")
        if limit is not None:
            rules["ww_threshold"] = limit
        forced = _flag(first.get("forced_throw", ""), first_line, "forced_throw")
        if forced is not None:
            rules["forced_after_roller"] = forced
    else:
        for line, cells in group:
            for column in ("ww_limit", "forced_throw"):
                if cells.get(column, "").strip():
                    raise _problem(
                        line, column, "a 105 race has no such cell (Roller only).",
                        "protocols.race-cell",
                    )  # fmt: skip
            for r in range(1, rounds + 1):
                if cells[f"r{r}"].strip():
                    raise _problem(
                        line, f"r{r}", "a 105 race has no round cells: its place is in finish.",
                        "protocols.race-cell",
                    )  # fmt: skip
            places.append(_whole(cells.get("finish", ""), line, "finish"))
            dice_count = _whole(cells.get("dice", ""), line, "dice")
            dice.append(5 if dice_count is None else dice_count)
            kids.append(bool(_flag(cells.get("kids", ""), line, "kids")))
        rules["play_for_places"] = None not in places
        try:
            check_places(tuple(places), len(places), rules["play_for_places"])
        except RulesError as error:
            raise _problem(
                first_line, "finish", str(error), "protocols.places", reason=error
            ) from None
    match = _Match(
        label, first_line, game, played, minute, place, note, names, rules, cells_of, places,
        dice, kids, link,
    )  # fmt: skip
    if link is not None and game != "roller":
        raise _problem(
            first_line, "championship", "a championship's matches are Roller matches.",
            "protocols.championship-game",
        )  # fmt: skip
    try:
        _checked(match)
    except RulesError as error:
        raise _problem(first_line, None, str(error), "protocols.match", reason=error) from None
    return match


def _link(first: dict[str, str], line: int) -> tuple[str, int, int] | None:
    """The match's championship, round (a number, or `final`: 0) and table, all three or
    none."""
    values = {column: _text(first.get(column, "").strip()) for column in CHAMPIONSHIP}
    if not any(values.values()):
        return None
    for column in CHAMPIONSHIP:
        if not values[column]:
            raise _problem(
                line, column, "a championship's match names its championship, round and table.",
                "protocols.championship-part",
            )  # fmt: skip
    if values["round"].casefold() == "final":
        round_ = 0
    else:
        number = _whole(values["round"], line, "round")
        if not number:
            raise _problem(
                line, "round", f"{values['round'][:20]!r} is no round (1, 2, … or final).",
                "protocols.championship-round", value=values["round"][:20],
            )  # fmt: skip
        round_ = number
    table = _whole(values["table"], line, "table")
    if not table:
        raise _problem(
            line, "table", f"{values['table'][:20]!r} is no table (1, 2, …).",
            "protocols.championship-table", value=values["table"][:20],
        )  # fmt: skip
    return values["championship"], round_, table


def _replayed(match: _Match) -> None:
    """The match replayed through the rules: a RulesError says what cannot be."""
    seats = [SeatSpec(None, d, k, "x") for d, k in _seats(match)]
    protocol_events(_paper(match, seats), match.names)


def _checked(match: _Match) -> None:
    """A file's match checked as the rules would refuse it (a RulesError), without its replay
    for a Roller match: the engine sets the match up (its rules and seats checked), and a
    protocol that has every seat's cells, each read as a cell, for every round of its rules
    is one the replay takes (tests/store/test_protocol_known.py holds the two side by side).
    Replayed, a file's every cell was most of an import's time when the league had the
    matches already; a new match is replayed anyway when it is entered."""
    if match.game != "roller":
        _replayed(match)
        return
    game = new_game("roller", dict(match.rules), match.names, 0, undo=False)
    assert isinstance(game, RollerMatch)
    rounds = game.rules.rounds
    if len(match.cells) != len(match.names) or any(len(c) != rounds for c in match.cells):
        _replayed(match)  # says what is wrong, as it always did
    try:
        cells = {cell for column in match.cells for cell in column}  # a few dozen kinds
        if _CANONICAL.issuperset(cells) or all(read_cell(cell) == cell for cell in cells):
            return
    except RulesError:
        pass
    _replayed(match)  # refuses the first cell in playing order, as it always did


def _seats(match: _Match) -> list[tuple[int, bool]]:
    if match.game == "105":
        return list(zip(match.dice, match.kids, strict=True))
    return [(6, False)] * len(match.names)


def _paper(match: _Match, seats: Sequence[SeatSpec]) -> PaperProtocol:
    return PaperProtocol(
        "roller" if match.game == "roller" else "105",
        match.rules,
        seats,
        0,
        match.played,
        cells=match.cells,
        places=match.places,
        place=match.place,
        note=match.note,
    )


# ---- a protocol typed in the window --------------------------------------------------------


@dataclass(frozen=True)
class TypedProtocol:
    """A finished paper protocol typed in the window (File → Enter a paper protocol…): what
    one match of a file holds, with its values instead of the file's text. `names` in seating
    order, the seat that started first (as a file's rows); `date` the laptop's local time,
    naive, its time of day only when `timed` (else the match is kept as 12:00, as a file's
    date without a time). Roller: `cells[seat][round]` as typed ("350", "-", "r"), the rounds
    as many as the protocol has; 105: `places` (None: not through), `dice`, `kids`."""

    game: str
    date: datetime
    timed: bool
    names: Sequence[str]
    cells: Sequence[Sequence[str]] = ()
    ww_limit: int | None = None
    forced_throw: bool | None = None
    places: Sequence[int | None] = ()
    dice: Sequence[int] = ()
    kids: Sequence[bool] = ()
    place: str | None = None
    note: str | None = None


def typed_match(typed: TypedProtocol) -> _Match:
    """The match of a typed protocol, checked as a file's match is (names, place, cells, the
    replay through the rules); refused with the coded error itself (InvalidName, InvalidText,
    RulesError, ImportProblem), which the window says in its language."""
    if typed.game not in ("roller", "105"):
        raise _problem(
            0, "game", f"{typed.game[:20]!r} is no game (roller or 105).", "protocols.game",
            value=typed.game[:20],
        )  # fmt: skip
    if not 1900 <= typed.date.year <= 2999:
        text = f"{typed.date:%Y-%m-%d}"
        raise _problem(
            0, "date", f"{text!r} is not a date (YYYY-MM-DD or YYYY-MM-DD HH:MM).",
            "protocols.date", value=text,
        )  # fmt: skip
    played, minute = played_at(typed.date, typed.timed)
    if len(typed.names) > MAX_SEATS:
        raise _problem(
            0, "player", f"a match has at most {MAX_SEATS} seats.", "protocols.seats",
            most=MAX_SEATS,
        )  # fmt: skip
    names: list[str] = []
    for raw in typed.names:
        name = clean_name(raw)
        if name_key(name) in {name_key(n) for n in names}:
            raise _problem(
                0, "player", f"{name} sits twice at the match.", "protocols.player-twice",
                name=name,
            )  # fmt: skip
        names.append(name)
    rules: dict[str, Any] = {}
    cells: list[list[str]] = []
    places: list[int | None] = []
    if typed.game == "roller":
        cells = [[read_cell(cell) for cell in column] for column in typed.cells]
        rules["rounds"] = len(cells[0]) if cells else 0
        if typed.ww_limit is not None:
            rules["ww_threshold"] = typed.ww_limit
        if typed.forced_throw is not None:
            rules["forced_after_roller"] = typed.forced_throw
        dice, kids = [6] * len(names), [False] * len(names)
    else:
        places = list(typed.places)
        rules["play_for_places"] = None not in places
        check_places(tuple(places), len(names), rules["play_for_places"])
        dice = list(typed.dice) or [5] * len(names)
        kids = list(typed.kids) or [False] * len(names)
    match = _Match(
        "", 0, typed.game, played, minute, clean_place(typed.place or None),
        clean_note(typed.note or None), names, rules, cells, places, dice, kids,
    )  # fmt: skip
    _replayed(match)
    return match


def enter_typed(store: LeagueStore, typed: TypedProtocol) -> ProtocolsSummary:
    """A protocol typed in the window into the league, by the path a file's match takes
    (import-protocols): checked whole, new names made players, one transaction; a protocol the
    league has already (the same minute, place, game, players in order and cells) is not added
    again: the summary counts it in `matches_unchanged`."""
    return _bring_in(store, [typed_match(typed)])


# ---- importing ------------------------------------------------------------------------------


# A protocol's names are remembered under ids made from the file's text and from the names
# (import_answers keeps ids): the same file imported again asks nothing and adds nothing.
_PROTOCOLS = uuid.UUID("6d1c3a5e-2f57-4c52-9d0f-0f3b9b1c7a41")


@dataclass
class CheckedProtocols:
    """A protocol file checked whole (every match replayed), not yet written; `source` is the
    file's id for remembered answers (None: a protocol typed in the window)."""

    matches: list[_Match]
    source: str | None = None
    name: str = ""  # the file's name, for the keeper's log
    lines: int = 0  # the file's lines (its header's too), for the keeper's log


def name_id(name: str) -> str:
    """The id a protocol's name goes by in the plan and in import_answers."""
    return str(uuid.uuid5(_PROTOCOLS, name_key(name)))


def check_text(text: str, progress: Progress | None = None) -> CheckedProtocols:
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()
    with collector_paused():
        matches = read_protocols(text, progress)
    source = str(uuid.uuid5(_PROTOCOLS, digest))
    return CheckedProtocols(matches, source, lines=len(text.splitlines()))


def check_file(path: Path, progress: Progress | None = None) -> CheckedProtocols:
    """Read and check a protocol file whole; ImportProblem names the first problem."""
    try:
        data = path.read_bytes()
    except OSError as error:
        raise ImportProblem(
            f"The file {path} cannot be read: {plain_os_error(error)}",
            "import.unreadable",
            name=path.name,
            reason=plain_os_error(error),
            **os_values(error),
        ) from None
    checked = check_text(_decode(data), progress)
    checked.name = path.name
    return checked


def import_protocols(
    store: LeagueStore,
    path: Path,
    progress: Progress | None = None,
    choices: Choices | None = None,
) -> ProtocolsSummary:
    """Check the file whole, then import it in one transaction (see the module)."""
    return import_checked(store, check_file(path), progress, choices)


def import_text(
    store: LeagueStore,
    text: str,
    progress: Progress | None = None,
    choices: Choices | None = None,
    name: str = "",
) -> ProtocolsSummary:
    checked = check_text(text)
    checked.name = name
    return import_checked(store, checked, progress, choices)


def import_checked(
    store: LeagueStore,
    checked: CheckedProtocols,
    progress: Progress | None = None,
    choices: Choices | None = None,
) -> ProtocolsSummary:
    return _bring_in(
        store,
        checked.matches,
        progress,
        choices or Choices(),
        checked.source,
        checked.name,
        checked.lines,
    )


def plan_protocols(store: LeagueStore, checked: CheckedProtocols) -> PlayerPlan:
    """Who the file's names are (store/player_plan.py): a name here, or merged into a player
    here, is that player; a name only like one here is asked in the window."""
    with store.session() as s:
        return _plan(s, checked.matches, checked.source)


def _plan(s: Any, matches: Sequence[_Match], source: str | None) -> PlayerPlan:
    from .exchange import remembered_answers

    names: dict[str, FilePlayer] = {}
    seen: set[str] = set()  # a name's id is a hash: once per name, not per seat
    for match in matches:
        for name in match.names:
            if name not in seen:
                seen.add(name)
                key = name_id(name)
                names.setdefault(key, FilePlayer(key, name))
    rows = [
        Row(pk, pid, name, merged_into)
        for pk, pid, name, merged_into in s.execute(
            select(PlayerRow.pk, PlayerRow.id, PlayerRow.name, PlayerRow.merged_into)
        )
    ]
    return plan_players(
        list(names.values()), rows, remembered_answers(s.connection(), source), source
    )


def _bring_in(
    store: LeagueStore,
    matches: Sequence[_Match],
    progress: Progress | None = None,
    choices: Choices | None = None,
    source: str | None = None,
    name: str = "",
    lines: int = 0,
) -> ProtocolsSummary:
    """Checked matches into the league in one transaction: the names settled (a name here is
    that player unless answered otherwise), new players made, a match the league has already
    left as it is, corrections recorded, the others entered by hand."""
    from .exchange import remember_answers

    summary = ProtocolsSummary()
    total = len(matches)
    added_players: list[str] = []
    with store.session() as s:
        plan = _plan(s, matches, source)
        decisions = settle_players(plan, choices or Choices())
        taken = set(plan.names_here)
        named: dict[str, str] = {}
        for decision in decisions:
            key = decision.player.key
            if decision.here is not None:
                named[key] = decision.here.name
            else:
                named[key] = free_name(decision.player.name, taken)
                taken.add(name_key(named[key]))
        players = {
            name_key(row.name): row
            for row in s.scalars(select(PlayerRow).where(PlayerRow.merged_into.is_(None)))
        }
        new: list[PaperProtocol] = []
        new_matches: list[_Match] = []
        new_links: list[tuple[_Match, tuple[int, int, int]]] = []
        old_links: list[tuple[_Match, tuple[int, int, int], int]] = []
        # The names as the league will have them: the players they are, or the new ones.
        ids: dict[str, str] = {}  # name -> name_id, a hash: once per name, not per seat
        matches = [
            _renamed(
                match, [named[ids.get(n) or ids.setdefault(n, name_id(n))] for n in match.names]
            )
            for match in matches
        ]
        league = find_known(s, matches)
        for n, match in enumerate(matches, start=1):
            link = _checked_link(s, match) if match.link is not None else None
            found: list[int] = []
            known = _league_match(s, store, league, match, found)
            if link is not None and found:
                old_links.append((match, link, found[0]))
            elif link is not None:
                new_links.append((match, link))
            if known == "same" or known == 0:
                summary.matches_unchanged += 1
            elif isinstance(known, int):
                summary.cells_corrected += known
                summary.matches_corrected += 1
            else:
                seats = []
                for seated, (d, k) in zip(match.names, _seats(match), strict=True):
                    row = players.get(name_key(seated))
                    if row is None:
                        row = PlayerRow(
                            id=str(uuid.uuid4()),
                            name=seated,
                            name_key=name_key(seated),
                            created=utc_now(),
                            archived=False,
                        )
                        s.add(row)
                        s.flush()
                        players[name_key(seated)] = row
                        summary.players_added += 1
                        added_players.append(row.id)
                    seats.append(SeatSpec(row.id, d, k))
                new.append(_paper(match, seats))
                new_matches.append(match)
            if progress is not None and n < total:
                progress(n, total)
        summary.added_ids = enter_in(s, store, new)
        summary.matches_added = len(new)
        added = dict(zip(map(id, new_matches), summary.added_ids, strict=True))
        for match, link, pk in [
            *old_links,
            *((m, link, _pk_of(s, added[id(m)])) for m, link in new_links),
        ]:
            _link_match(s, match, link, pk)
        for decision in decisions:
            question, here = decision.question, decision.here
            trivial = question is not None and question.how == SAME_NAME and here is not None
            if (question is None and not decision.answered) or (trivial and not decision.answered):
                continue
            row = players.get(name_key(named[decision.player.key]))
            summary.pairings.append(
                Pairing(
                    decision.player.name,
                    question.how if question is not None else "",
                    here,
                    named[decision.player.key],
                    question.matched if question is not None else "",
                    decision.answered,
                    decision.player.key,
                    row.pk if row is not None else 0,
                )
            )
        # Every name of the file as it was settled (the new players too): the same file
        # imported again settles them alike, whatever the options.
        kept = {
            key: players[name_key(name)].pk
            for key, name in named.items()
            if name_key(name) in players
        }
        if source is not None and kept:
            remember_answers(s.connection(), source, kept)
        if source is not None:  # a file's import (a protocol typed in is a match entered)
            from .keeper_record import log_import

            log_import(
                s.connection(), "protocols", name, summary.added_ids, added_players, lines=lines
            )
    if progress is not None:
        progress(total, total)
    return summary


def _renamed(match: _Match, names: list[str]) -> _Match:
    """A copy of the match with these names (copy.copy: a third of dataclasses.replace)."""
    renamed = copy.copy(match)
    renamed.names = names
    return renamed


def _league_match(
    s: Any, store: LeagueStore, league: Known, match: _Match, found: list[int]
) -> int | str | None:
    """How the league has this match: "same" (there already), the number of cells corrected
    (its label is the id of a match kept by hand), or None (new). The key of the league's
    match is appended to `found`."""
    by_id = league.by_label.get(match.label)
    if by_id is not None:
        found.append(by_id.pk)
        return _correct(s, store, match, by_id)
    for stored in league.candidates(match):
        if _same_cells(stored, match):
            found.append(stored.pk)
            return "same"
    return None


# ---- a championship's matches ---------------------------------------------------------------


def _checked_link(s: Any, match: _Match) -> tuple[int, int, int]:
    """The championship's key, the round and the table of a match's link, checked against
    the stored draw: the championship known, the round one of its own (or the final), the
    table in the draw of that round, the players the table's."""
    assert match.link is not None
    name, round_, table = match.link
    row = s.scalar(select(ChampionshipRow).where(ChampionshipRow.name_key == name_key(name)))
    if row is None:
        raise _problem(
            match.line, "championship", f"the league has no championship called {name}.",
            "protocols.championship-unknown", name=name[:80],
        )  # fmt: skip
    if round_ > row.rounds:
        raise _problem(
            match.line, "round", f"{row.name} has qualifying rounds 1 to {row.rounds}.",
            "protocols.championship-round", value=str(round_), rounds=row.rounds,
        )  # fmt: skip
    seated = table_players(s, row.pk, round_, table)
    where = "the final" if round_ == FINAL else f"round {round_}"
    if seated is None:
        if round_ == FINAL:
            message = f"the final of {row.name} is not seated yet (championship final)."
        else:
            message = f"{where} of {row.name} has no table {table}."
        raise _problem(
            match.line, "table", message, "protocols.championship-no-table",
            round=round_, table=table,
        )  # fmt: skip
    names = {
        name_key(n): n for n in s.scalars(select(PlayerRow.name).where(PlayerRow.pk.in_(seated)))
    }
    if sorted(names) != sorted(name_key(n) for n in match.names):
        order = {pk: i for i, pk in enumerate(seated)}
        shown = [
            n
            for pk, n in sorted(
                s.execute(select(PlayerRow.pk, PlayerRow.name).where(PlayerRow.pk.in_(seated))),
                key=lambda pair: order[pair[0]],
            )
        ]
        raise _problem(
            match.line, "player",
            f"table {table} of {where} is {', '.join(shown)} in the draw; the match has "
            f"{', '.join(match.names)}.",
            "protocols.championship-players", round=round_, table=table,
            seats=", ".join(shown), names=", ".join(match.names),
        )  # fmt: skip
    return row.pk, round_, table


def _pk_of(s: Any, match_id: str) -> int:
    pk = s.scalar(select(MatchRow.pk).where(MatchRow.id == match_id))
    assert pk is not None
    return int(pk)


def _link_match(s: Any, match: _Match, link: tuple[int, int, int], pk: int) -> None:
    try:
        link_in(s, pk, *link)
    except ChampionshipRefused as error:
        code = (
            "protocols.championship-played"
            if error.code == "championship.table-played"
            else "protocols.championship-linked"
        )
        raise _problem(
            match.line, "table", str(error)[:1].lower() + str(error)[1:], code, **error.values
        ) from None


def _grid(game: RollerMatch | Race) -> tuple[list[str], list[list[str]], list[int | None]]:
    names = list(game.seats)
    if isinstance(game, RollerMatch):
        p = game.protocol()
        return names, [[p.cell_text(s, r) for r in range(p.rounds)] for s in range(len(names))], []
    return names, [], list(game.places)


def _same_cells(stored: Stored, match: _Match) -> bool:
    """The league's match has these players and cells, now or as first entered (before its
    corrections: the file it came from, imported again, adds nothing)."""
    if [name_key(n) for n in stored.names] != [name_key(n) for n in match.names]:
        return False
    for cells, places in stored.versions:
        if match.game == "105":
            if places == match.places and stored.dice == match.dice:
                return True
        elif cells == match.cells:
            return True
    return False


def _correct(s: Any, store: LeagueStore, match: _Match, row: Stored) -> int | str:
    names = row.names
    cells, places = row.now
    if row.game != match.game or [name_key(n) for n in names] != [name_key(n) for n in match.names]:
        raise _problem(
            match.line, "match",
            f"match {match.label} is in the league with another game or other players.",
            "protocols.correction-differs", label=match.label,
        )  # fmt: skip
    if match.game == "roller" and len(cells[0]) != len(match.cells[0]):
        raise _problem(
            match.line, "match",
            f"match {match.label} has {len(cells[0])} rounds in the league.",
            "protocols.correction-differs", label=match.label,
        )  # fmt: skip
    if (cells if match.game == "roller" else places) == (
        match.cells if match.game == "roller" else match.places
    ):
        return "same"
    if not row.by_hand:
        raise _problem(
            match.line, "match",
            f"match {match.label} was played with dice: its throws are what happened, it is "
            "never corrected.",
            "protocols.correct-played", label=match.label,
        )  # fmt: skip
    if row.status != "finished":
        raise _problem(
            match.line, "match", f"match {match.label} is not finished.",
            "protocols.correct-played", label=match.label,
        )  # fmt: skip
    try:
        if match.game == "roller":
            changed = {
                (seat, r): value
                for seat, column in enumerate(match.cells)
                for r, value in enumerate(column)
                if cells[seat][r] != value
            }
            return correct_in(s, store, row.id, cells=changed)
        return correct_in(s, store, row.id, places=match.places)
    except RulesError as error:
        raise _problem(match.line, None, str(error), "protocols.match", reason=error) from None


# ---- exporting ------------------------------------------------------------------------------


def export_protocols(
    store: LeagueStore, path: Path, progress: Progress | None = None, delimiter: str = ","
) -> int:
    """Every finished match of people (paper or played) as protocol rows; return how many.
    Written through a temporary file beside `path` that replaces it only when complete."""
    with store.session() as s:
        rows = (
            s.execute(
                select(MatchRow.id)
                .where(MatchRow.status == "finished")
                .order_by(MatchRow.finished, MatchRow.pk)
            )
            .scalars()
            .all()
        )
    loaded = [store.load_match(match_id) for match_id in rows]
    people = [m for m in loaded if all(seat.player_id is not None for seat in m.seats)]
    games = [(m, replay(m)) for m in people]
    rounds = max([g.rules.rounds for _, g in games if isinstance(g, RollerMatch)] or [1])
    header = ["match", "date", "game", "place", "player", "finish", "ww_limit", "forced_throw",
              "dice", "kids", "note", *(f"r{r}" for r in range(1, rounds + 1))]  # fmt: skip
    partial = path.with_name(path.name + ".partial")
    try:
        with open(partial, "w", encoding="utf-8-sig", newline="") as out:
            writer = csv.writer(out, delimiter=delimiter, lineterminator="\r\n")
            writer.writerow(header)
            for n, (m, game) in enumerate(games, start=1):
                when = m.finished or m.started
                date = f"{local_time(when):%Y-%m-%d %H:%M}"
                _, cells, places = _grid(game)
                for seat, info in enumerate(m.seats):
                    common = [m.id, date, m.game, csv_text(m.place or ""), csv_text(info.name)]
                    if isinstance(game, RollerMatch):
                        rules = game.rules
                        row = [
                            *common, "", rules.ww_threshold,
                            "on" if rules.forced_after_roller else "off", "", "",
                            csv_text(m.note or ""), *cells[seat],
                            *[""] * (rounds - len(cells[seat])),
                        ]  # fmt: skip
                    else:
                        place = places[seat]
                        row = [
                            *common, "" if place is None else place, "", "", info.dice,
                            "on" if info.kids else "off", csv_text(m.note or ""),
                            *[""] * rounds,
                        ]  # fmt: skip
                    writer.writerow(row)
                if progress is not None:
                    progress(n, len(games))
            out.flush()
            os.fsync(out.fileno())
        os.replace(partial, path)
    except OSError as error:
        with contextlib.suppress(OSError):
            partial.unlink(missing_ok=True)
        raise ExportProblem(
            f"The protocols were not exported to {path}: {plain_os_error(error)}",
            "export.failed",
            path=str(path),
            **os_values(error),
        ) from None
    return len(games)

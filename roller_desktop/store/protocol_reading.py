"""Reading a file of paper protocols (docs/protocol-csv.md): its rows, header, dates, flags
and cells, each match checked whole (replayed through the rules); a refusal (ImportProblem)
names the line (1 = the header), the column and what is wrong. Nothing here writes."""

from __future__ import annotations

import contextlib
import csv
import functools
import io
import re
import sys
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from roller_desktop.engine.errors import RulesError
from roller_desktop.engine.events import check_places, read_cell
from roller_desktop.engine.roller import RollerMatch

from .errors import (
    ImportProblem,
    InvalidName,
    InvalidText,
)
from .games import new_game
from .hand_kept import PaperProtocol, protocol_events
from .limits import clean_name, clean_note, clean_place, name_key
from .values import SeatSpec
from .written_dates import WrittenDateError, read_when

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
class FileMatch:
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


def problem(line: int, column: str | None, message: str, code: str, **values: Any) -> ImportProblem:
    where = f"Line {line}" + (f", column {column}" if column else "")
    text = f"{where}: {message}" if line else message[:1].upper() + message[1:]
    return ImportProblem(text, code, line=line, column=column or "", **values)


def _text(value: str) -> str:
    """A text cell as the spreadsheet kept it: the apostrophe export-protocols puts before a
    cell that starts like a formula is taken off again."""
    if value.startswith("'") and value[1:2] and value[1:].startswith(FORMULA_STARTS):
        return value[1:]
    return value


def decode(data: bytes) -> str:
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
        raise problem(
            1, None, "the file is empty: a header is needed.", "protocols.empty"
        ) from None
    except csv.Error as error:
        raise problem(1, None, f"not CSV ({error}).", "protocols.not-csv") from None

    def numbered() -> Iterator[tuple[int, list[str]]]:
        start = reader.line_num + 1
        try:
            for row in reader:
                yield start, row
                start = reader.line_num + 1
        except csv.Error as error:
            raise problem(start, None, f"not CSV ({error}).", "protocols.not-csv") from None

    return [name.strip().casefold() for name in header], numbered()


def _check_header(names: list[str]) -> int:
    """The number of round columns (r1 to rN); ImportProblem for a header that is not one."""
    rounds: list[int] = []
    seen: set[str] = set()
    for name in names:
        if name in seen:
            raise problem(1, name, "the column is there twice.", "protocols.column-twice")
        seen.add(name)
        found = ROUND_COLUMN.fullmatch(name)
        if found:
            rounds.append(int(found.group(1)))
        elif name not in REQUIRED and name not in OPTIONAL:
            raise problem(
                1, name or "(empty)", "unknown column.", "protocols.unknown-column", name=name
            )
    for name in REQUIRED:
        if name not in seen:
            raise problem(1, name, "the column is missing.", "protocols.missing-column", name=name)
    if not rounds or sorted(rounds) != list(range(1, len(rounds) + 1)):
        raise problem(
            1,
            None,
            "the round columns must be r1, r2, … up to the longest match, none left out.",
            "protocols.round-columns",
        )
    if len(rounds) > MAX_ROUNDS:
        raise problem(1, None, f"at most {MAX_ROUNDS} rounds.", "protocols.round-columns")
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
    else:  # a sheet saved in Norway writes 14.06.2022 (store/written_dates.py: never guessed)
        with contextlib.suppress(WrittenDateError):
            written = read_when(text)
            return played_at(written.moment, written.timed)
    raise problem(
        line, "date", f"{text!r} is not a date (YYYY-MM-DD or DD.MM.YYYY, a time HH:MM if any).",
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
    raise problem(
        line, column, f"{value!r} is neither on nor off.", "protocols.flag", value=value[:20]
    )


def _whole(value: str, line: int, column: str) -> int | None:
    text = value.strip()
    if not text:
        return None
    if not text.isascii() or not text.isdigit() or len(text) > 9:
        raise problem(
            line, column, f"{text[:20]!r} is not a whole number.", "protocols.number",
            value=text[:20],
        )  # fmt: skip
    return int(text)


def read_protocols(text: str, progress: Progress | None = None) -> list[FileMatch]:
    """Every match of a protocol file, checked whole (the rules replay each one)."""
    names, rows = _rows(text.removeprefix("\ufeff"))  # a BOM read as text
    rounds = _check_header(names)
    index = {name: i for i, name in enumerate(names)}
    matches: list[FileMatch] = []
    # The rows as read, a match's together; made cells by name one match at a time (dicts of
    # every row at once were most of a large file's memory).
    groups: list[tuple[str, list[tuple[int, list[str]]]]] = []
    labels: set[str] = set()
    for line, row in rows:
        if not any(cell.strip() for cell in row):
            continue
        if len(row) != len(names):
            raise problem(
                line, None, f"{len(row)} cells; the header has {len(names)}.",
                "protocols.ragged", cells=len(row), columns=len(names),
            )  # fmt: skip
        label = row[index["match"]].strip()
        if not label:
            raise problem(line, "match", "every row names its match.", "protocols.no-label")
        if groups and groups[-1][0] == label:
            groups[-1][1].append((line, row))
            continue
        if label in labels:
            raise problem(
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
        raise problem(line, "r1", "no round is filled.", "protocols.no-rounds")
    if filled is not None and count != filled:
        raise problem(
            line, f"r{max(count, filled)}",
            f"{count} rounds; the match's first seat has {filled}.",
            "protocols.rounds-differ", rounds=count, first=filled,
        )  # fmt: skip
    return count


def _read_match(label: str, group: list[tuple[int, dict[str, str]]], rounds: int) -> FileMatch:
    first_line, first = group[0]
    for line, cells in group[1:]:
        for column in (*MATCH_COLUMNS, *CHAMPIONSHIP):
            if (
                column in cells
                and cells[column].strip()
                and (cells[column].strip() != first.get(column, "").strip())
            ):
                raise problem(
                    line, column, f"the rows of match {label!r} disagree.",
                    "protocols.match-differs", label=label[:40],
                )  # fmt: skip
    if len(group) > MAX_SEATS:
        raise problem(
            group[MAX_SEATS][0], "player", f"a match has at most {MAX_SEATS} seats.",
            "protocols.seats", most=MAX_SEATS,
        )  # fmt: skip
    link = _link(first, first_line)
    game = first["game"].strip().casefold()
    if game not in ("roller", "105"):
        raise problem(
            first_line, "game", f"{first['game'][:20]!r} is no game (roller or 105).",
            "protocols.game", value=first["game"][:20],
        )  # fmt: skip
    played, minute = _date(first["date"], first_line)
    try:
        place = clean_place(_text(first.get("place", "").strip()) or None)
    except InvalidText as error:
        raise problem(first_line, "place", str(error), "protocols.text", reason=error) from None
    try:
        note = clean_note(_text(first.get("note", "").strip()) or None)
    except InvalidText as error:
        raise problem(first_line, "note", str(error), "protocols.text", reason=error) from None
    names: list[str] = []
    keys: set[str] = set()
    for line, cells in group:
        try:
            name, key = _player(cells["player"])
        except InvalidName as error:
            raise problem(line, "player", str(error), "protocols.name", reason=error) from None
        if key in keys:
            raise problem(
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
                    raise problem(
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
                    raise problem(
                        line, f"r{r + 1}", "an empty round before a filled one.",
                        "protocols.gap",
                    )  # fmt: skip
                try:
                    values[r] = read_cell(values[r])
                except RulesError as error:
                    raise problem(
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
                    raise problem(
                        line, column, "a 105 race has no such cell (Roller only).",
                        "protocols.race-cell",
                    )  # fmt: skip
            for r in range(1, rounds + 1):
                if cells[f"r{r}"].strip():
                    raise problem(
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
            raise problem(
                first_line, "finish", str(error), "protocols.places", reason=error
            ) from None
    match = FileMatch(
        label, first_line, game, played, minute, place, note, names, rules, cells_of, places,
        dice, kids, link,
    )  # fmt: skip
    if link is not None and game != "roller":
        raise problem(
            first_line, "championship", "a championship's matches are Roller matches.",
            "protocols.championship-game",
        )  # fmt: skip
    try:
        checked(match)
    except RulesError as error:
        raise problem(first_line, None, str(error), "protocols.match", reason=error) from None
    return match


def _link(first: dict[str, str], line: int) -> tuple[str, int, int] | None:
    """The match's championship, round (a number, or `final`: 0) and table, all three or
    none."""
    values = {column: _text(first.get(column, "").strip()) for column in CHAMPIONSHIP}
    if not any(values.values()):
        return None
    for column in CHAMPIONSHIP:
        if not values[column]:
            raise problem(
                line, column, "a championship's match names its championship, round and table.",
                "protocols.championship-part",
            )  # fmt: skip
    if values["round"].casefold() == "final":
        round_ = 0
    else:
        number = _whole(values["round"], line, "round")
        if not number:
            raise problem(
                line, "round", f"{values['round'][:20]!r} is no round (1, 2, … or final).",
                "protocols.championship-round", value=values["round"][:20],
            )  # fmt: skip
        round_ = number
    table = _whole(values["table"], line, "table")
    if not table:
        raise problem(
            line, "table", f"{values['table'][:20]!r} is no table (1, 2, …).",
            "protocols.championship-table", value=values["table"][:20],
        )  # fmt: skip
    return values["championship"], round_, table


def replayed(match: FileMatch) -> None:
    """The match replayed through the rules: a RulesError says what cannot be."""
    seats = [SeatSpec(None, d, k, "x") for d, k in seat_dice(match)]
    protocol_events(paper_protocol(match, seats), match.names)


def checked(match: FileMatch) -> None:
    """A file's match checked as the rules would refuse it (a RulesError), without its replay
    for a Roller match: the engine sets the match up (its rules and seats checked), and a
    protocol that has every seat's cells, each read as a cell, for every round of its rules
    is one the replay takes (tests/store/test_protocol_known.py holds the two side by side).
    Replayed, a file's every cell was most of an import's time when the league had the
    matches already; a new match is replayed anyway when it is entered."""
    if match.game != "roller":
        replayed(match)
        return
    game = new_game("roller", dict(match.rules), match.names, 0, undo=False)
    assert isinstance(game, RollerMatch)
    rounds = game.rules.rounds
    if len(match.cells) != len(match.names) or any(len(c) != rounds for c in match.cells):
        replayed(match)  # says what is wrong, as it always did
    try:
        cells = {cell for column in match.cells for cell in column}  # a few dozen kinds
        if _CANONICAL.issuperset(cells) or all(read_cell(cell) == cell for cell in cells):
            return
    except RulesError:
        pass
    replayed(match)  # refuses the first cell in playing order, as it always did


def seat_dice(match: FileMatch) -> list[tuple[int, bool]]:
    if match.game == "105":
        return list(zip(match.dice, match.kids, strict=True))
    return [(6, False)] * len(match.names)


def paper_protocol(match: FileMatch, seats: Sequence[SeatSpec]) -> PaperProtocol:
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

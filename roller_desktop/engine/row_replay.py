"""A played match's stored rows replayed straight from their text, for a check of many matches.

`check` replays every match of a league to find damage SQLite's checks miss. The match classes
do it event by event with what the screens need (an event object per row, the turn's kept
selections, the last turn's announcement); here the same rules are followed on the rows'
text (kind, faces as digits) with only the state that decides what is legal and where the
match ends, each text looked up once per league in a table of what it means.

This path never refuses: a row it does not take as it is (a refusal of the rules, a face
that is not one of the digits 1-6, a correction of a match kept by hand, a payload where
none belongs) makes it answer None, and the caller replays the match through its class,
which says why. What it accepts, the class accepts too, with the same protocol and the same
end (tests/store/test_row_replay.py compares both on many random and spoilt matches).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from . import scoring
from .errors import RulesError
from .events import read_cell
from .hundredfive import THROUGH, Race
from .protocol import RoundResult
from .roller import (
    _RT,
    _TJOCK,
    DICE,
    OWED_AFTER_FORCED_ROLLER,
    RollerMatch,
    _banked,
    cell_result,
)
from .scoring import Counts

Row = Sequence[Any]  # (anything, kind, payload): a stored event row, its match's key first


@dataclass(frozen=True, slots=True)
class RowsReplayed:
    """The end of a replay: whether the match is over; a Roller match's cells and ROLLER
    counts per seat (as its protocol has them), a 105 race's seats in finishing order."""

    is_over: bool
    cells: tuple[tuple[RoundResult | None, ...], ...] = ()
    rollers: tuple[int, ...] = ()
    placings: tuple[int, ...] = ()
    hand_kept: bool = False  # a Roller match kept by hand: a result per turn, no throws


def replay_rows(match: RollerMatch | Race, rows: Iterable[Row]) -> RowsReplayed | None:
    """`rows` (kind and payload in their second and third places) replayed from the start of
    `match`, a match with no event yet; None where the class must decide."""
    if match.events:
        raise ValueError("replay_rows starts from a match with no events")
    if isinstance(match, RollerMatch):
        rows = list(rows)
        if rows and rows[0][1] == "result":
            return _by_hand(match, rows)
        return _roller(match, rows)
    return _race(match, rows)


_FACES = frozenset("123456")
# text of faces -> (how many, their counts, whether a Roller throw of them scores nothing)
_THROWN: dict[str, tuple[int, Counts, bool]] = {}
# text of faces kept -> (counts, points, how many, whether they complete a forced ROLLER)
_KEPT: dict[str, tuple[Counts, int, int, bool]] = {}


def _counts(text: object) -> Counts | None:
    """The counts of a payload of 1 to 6 digits 1-6 (faces as the store's event_of reads
    them); None for anything else."""
    if not isinstance(text, str) or not 1 <= len(text) <= DICE or not _FACES.issuperset(text):
        return None
    count = text.count
    return (count("1"), count("2"), count("3"), count("4"), count("5"), count("6"))


def _thrown(text: object) -> tuple[int, Counts, bool] | None:
    counts = _counts(text)
    if counts is None:
        return None
    info = (len(str(text)), counts, scoring.best_points(counts) == 0)
    _THROWN[str(text)] = info  # at most every text of 1 to 6 faces
    return info


def _kept(text: object) -> tuple[Counts, int, int, bool] | None:
    counts = _counts(text)
    if counts is None:
        return None
    points = scoring.exact_points(counts)
    if points is None:  # a die that fits no combination: refused
        return None
    count = len(str(text))
    forced = count == DICE and (scoring.is_stege(counts) or scoring.is_alla_lika(counts))
    info = (counts, points, count, forced)
    _KEPT[str(text)] = info
    return info


def _by_hand(match: RollerMatch, rows: list[Row]) -> RowsReplayed | None:
    """A Roller match kept by hand: a result per turn, in playing order (corrections, which
    come after its end, are left to the class)."""
    rounds = match.rules.rounds
    order = match.order
    seats = len(order)
    if len(rows) > rounds * seats:
        return None
    cells: list[list[RoundResult | None]] = [[None] * rounds for _ in range(seats)]
    written = _WRITTEN.get
    for turn, row in enumerate(rows):
        text = row[2]
        cell = written(text) if row[1] == "result" else None
        if cell is None and (row[1] != "result" or (cell := _written(text)) is None):
            return None
        cells[order[turn % seats]][turn // seats] = cell
    over = len(rows) == rounds * seats
    return RowsReplayed(over, tuple(tuple(row) for row in cells), (0,) * seats, hand_kept=True)


# a result's payload, stored as read_cell writes it -> its cell
_WRITTEN: dict[object, RoundResult] = {}


def _written(text: object) -> RoundResult | None:
    if not isinstance(text, str):
        return None
    try:
        if read_cell(text) != text:
            return None
    except RulesError:
        return None
    cell = cell_result(text)
    if len(_WRITTEN) < 4096:
        _WRITTEN[text] = cell
    return cell


def _roller(match: RollerMatch, rows: Iterable[Row]) -> RowsReplayed | None:
    rounds = match.rules.rounds
    forced_rule = match.rules.forced_after_roller
    order = match.order
    seats = len(order)
    cells: list[list[RoundResult | None]] = [[None] * rounds for _ in range(seats)]
    rollers = [0] * seats
    position = round_ = 0
    seat = order[0]
    over = False
    # the turn: its points, throws, dice to throw, the last throw's counts, whether dice were
    # kept from it, scoring dice owed after a forced ROLLER, ROLLERs
    points = throws = owed = turn_rollers = 0
    dice_left = DICE
    last: Counts | None = None
    kept_from_last = False
    thrown_of = _THROWN.get
    kept_of = _KEPT.get
    for row in rows:
        kind = row[1]
        text = row[2]
        if over:
            return None
        if kind == "throw":
            if last is not None and not kept_from_last:
                return None
            thrown = thrown_of(text) or _thrown(text)
            if thrown is None or thrown[0] != dice_left:
                return None
            throws += 1
            if not thrown[2]:
                last = thrown[1]
                kept_from_last = False
                continue
            result = _RT if throws == 1 else _TJOCK
        elif kind == "keep":
            if last is None or kept_from_last:
                return None
            kept = kept_of(text) or _kept(text)
            if kept is None:
                return None
            counts, gained, count, forced = kept
            if not scoring.within(counts, last):
                return None
            points += gained
            kept_from_last = True
            owed = max(0, owed - count)
            dice_left -= count
            if dice_left == 0:  # ROLLER
                turn_rollers += 1
                dice_left = DICE
                if forced and forced_rule:
                    owed = OWED_AFTER_FORCED_ROLLER
            continue
        elif kind == "bank" and text is None:
            if last is None or not kept_from_last or owed:
                return None
            result = _banked(points)
        else:  # kept by hand, or not an event of a played match
            return None
        cells[seat][round_] = result  # the turn ends
        rollers[seat] += turn_rollers
        position += 1
        if position == seats:
            position = 0
            round_ += 1
        if round_ == rounds:
            over = True
        else:
            seat = order[position]
        points = throws = owed = turn_rollers = 0
        dice_left = DICE
        last = None
        kept_from_last = False
    return RowsReplayed(over, tuple(tuple(row) for row in cells), tuple(rollers))


def _race(race: Race, rows: Iterable[Row]) -> RowsReplayed | None:
    count = len(race.seats)
    dice = race.dice
    kids = race.kids
    extra_rule = race.rules.extra_throw
    for_places = race.rules.play_for_places
    chasing = [1] * count
    aside = [0] * count
    placings: list[int] = []
    current: int | None = race.starter
    thrown_of = _THROWN.get
    for row in rows:
        if current is None or row[1] != "throw":
            return None
        text = row[2]
        thrown = thrown_of(text) or _thrown(text)
        seat = current
        chased = chasing[seat]
        if thrown is None or thrown[0] != dice[seat] - aside[seat] or chased == THROUGH:
            return None
        hits = thrown[1][chased - 1]
        aside[seat] += hits
        if aside[seat] == dice[seat]:  # the number is done
            chasing[seat] = chased + 1
            aside[seat] = 0
            if chased + 1 == THROUGH:
                placings.append(seat)
                again = False
            else:
                again = extra_rule
        else:
            again = hits == 0 and kids[seat]  # kids' mode throws a miss again
        if again:
            continue
        if min(chasing) == THROUGH or (placings and not for_places):
            current = None
        else:
            current = (seat + 1) % count
            while chasing[current] == THROUGH:
                current = (current + 1) % count
    return RowsReplayed(current is None, placings=tuple(placings))

"""The fair draw of a championship's qualifying rounds (RULES.md, "Championships"; issue 16).

`draw(players, rounds, ...)` seats every player once per round at tables whose sizes lie in
the range and are as even as can be, never puts a pair to keep apart at one table, repeats as
few meetings (two players at one table again) as the search finds, and rotates who sits first.
Rounds already played are given as they were and kept; only the coming rounds are drawn, with
the players given (a late arrival joins, a player who left is not seated again), so the draw
goes on from what happened. The same input and seed give the same draw, on every machine.

How: search.py (a greedy start, or an affine plane where one fits, then a tabu search on
swaps), seating.py (who sits first and last).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations

from roller_desktop.engine.seats import MAX_SEATS

from . import affine
from .errors import ChampionshipError
from .search import (
    APART,
    STALE_RESTARTS,
    Rng,
    Search,
    Tables,
    cost_of,
    greedy,
    meetings,
    shared_bound,
    unavoidable,
)
from .seating import seat_tables

DEFAULT_TABLE_SIZE = (3, 5)
SMALLEST_TABLE = 2
MOST_ROUNDS = 50
# The search's budget, in swap evaluations, at effort 1: enough for the hard cases tried
# (benchmarks/bench_draw.py); a draw without repeats usually stops long before.
BUDGET = 150_000


@dataclass(frozen=True, slots=True)
class Table:
    number: int  # 1, 2, ...: tables of a round, larger ones first
    seats: tuple[str, ...]  # clockwise; seat 1 (seats[0]) starts


@dataclass(frozen=True, slots=True)
class Round:
    number: int  # 1-based
    tables: tuple[Table, ...]
    drawn: bool  # False for a round given as played

    def seatings(self) -> tuple[tuple[str, ...], ...]:
        return tuple(table.seats for table in self.tables)

    def to_json(self) -> dict[str, object]:
        """The shape of `championship draw --json` (issue 16)."""
        return {
            "round": self.number,
            "tables": [{"table": t.number, "seats": list(t.seats)} for t in self.tables],
        }


@dataclass(frozen=True, slots=True)
class Draw:
    rounds: tuple[Round, ...]
    repeats: int  # repeated meetings over all rounds: a pair meeting m > 1 times counts m − 1
    fewest: int  # no draw of the coming rounds has fewer repeats than this (a lower bound)
    # The repeats are spread as evenly as any draw can (the search's cost at its bound):
    # fewer repeats, down to `fewest`, would seat some pairs together again and again.
    evenest: bool = False

    @property
    def fewest_possible(self) -> bool:
        """The draw has no more repeats than any draw of the coming rounds could have."""
        return self.repeats == self.fewest

    def judged(self) -> Judged:
        return Judged(self.repeats, self.fewest, self.evenest)

    def meetings(self) -> dict[tuple[str, str], int]:
        """Times each pair (in name order) sat at one table, over all rounds."""
        found: dict[tuple[str, str], int] = {}
        for round_ in self.rounds:
            for table in round_.tables:
                for a, b in combinations(sorted(table.seats), 2):
                    found[(a, b)] = found.get((a, b), 0) + 1
        return found

    def repeated_pairs(self) -> dict[tuple[str, str], int]:
        """The pairs that meet more than once, with their meetings."""
        return {pair: n for pair, n in self.meetings().items() if n > 1}

    def first_seats(self) -> dict[str, int]:
        """Times each player sat first (and started), over all rounds."""
        counts: dict[str, int] = {}
        for round_ in self.rounds:
            for table in round_.tables:
                for seat, player in enumerate(table.seats):
                    counts[player] = counts.get(player, 0) + (seat == 0)
        return counts

    def to_json(self) -> dict[str, object]:
        return {
            "rounds": [round_.to_json() for round_ in self.rounds],
            "repeats": self.repeats,
            "fewest": self.fewest,
        }


def repeated_meetings(rounds: Iterable[Iterable[Sequence[str]]]) -> int:
    """The repeats of rounds of tables (each its players): a pair at one table m times counts
    m − 1, as `Draw.repeats`; for a draw kept in the league."""
    met: dict[tuple[str, str], int] = {}
    for tables in rounds:
        for table in tables:
            for pair in combinations(sorted(table), 2):
                met[pair] = met.get(pair, 0) + 1
    return sum(n - 1 for n in met.values())


@dataclass(frozen=True, slots=True)
class Judged:
    """What the bounds say of a draw's repeats: the one judgement the command line and the
    window word (`repeats_text`, director_page)."""

    repeats: int
    fewest: int | None  # None: every round has begun, nothing left to judge
    evenest: bool = False

    @property
    def fewest_possible(self) -> bool:
        return self.fewest is not None and self.repeats <= self.fewest


def repeats_text(judged: Judged) -> str:
    """The repeats and what the bounds say of them, in English (the command line)."""
    if not judged.repeats:
        return "no repeated meetings"
    said = f"{judged.repeats} repeated meeting{'' if judged.repeats == 1 else 's'}"
    if judged.fewest is None:
        return said
    if judged.fewest_possible:
        return f"{said} (the fewest possible)"
    if judged.evenest:
        return (
            f"{said} (spread as evenly as can be: a draw with fewer, down to {judged.fewest},"
            " seats some pairs together again and again)"
        )
    return f"{said} (no draw can have fewer than {judged.fewest})"


def parse_table_size(text: str) -> tuple[int, int]:
    """ "4" or "3-5" (also "3–5") as (smallest, largest); a ChampionshipError otherwise."""
    found = re.fullmatch(r"\s*(\d+)\s*(?:[-–]\s*(\d+)\s*)?", text)
    if not found:
        raise ChampionshipError(
            f"“{text}” is not a table size: write one size (4) or a range (3-5).",
            "draw.table-size-text",
            text=text,
        )
    low = int(found.group(1))
    high = int(found.group(2)) if found.group(2) else low
    return check_table_size((low, high))


def check_table_size(size: tuple[int, int]) -> tuple[int, int]:
    low, high = size
    for value in (low, high):
        if isinstance(value, bool) or not isinstance(value, int):
            raise ChampionshipError(
                "A table size is a whole number of players.", "draw.table-size-text", text=value
            )
    if not SMALLEST_TABLE <= low <= high <= MAX_SEATS:
        raise ChampionshipError(
            f"Tables seat {SMALLEST_TABLE} to {MAX_SEATS} players, the smallest size first"
            f" ({low}-{high} cannot be).",
            "draw.table-size",
            low=low,
            high=high,
            least=SMALLEST_TABLE,
            most=MAX_SEATS,
        )
    return low, high


def table_sizes(players: int, size: tuple[int, int] = DEFAULT_TABLE_SIZE) -> tuple[int, ...]:
    """The tables of one round, larger first: sizes within the range and at most one apart.
    Of the numbers of tables that allow that, the one whose tables are nearest the middle of
    the range (3-5: 4); between two as near, the smaller tables (fewer meetings a round)."""
    low, high = check_table_size(size)
    middle = Fraction(low + high, 2)
    best: int | None = None
    for tables in range(max(1, -(-players // high)), players // low + 1):
        if best is None or abs(Fraction(players, tables) - middle) <= abs(
            Fraction(players, best) - middle
        ):
            best = tables
    if best is None:
        raise ChampionshipError(
            f"{players} players cannot sit at tables of {_size_text(low, high)}.",
            "draw.sizes",
            players=players,
            low=low,
            high=high,
        )
    each, larger = divmod(players, best)
    return (each + 1,) * larger + (each,) * (best - larger)


def _size_text(low: int, high: int) -> str:
    return str(low) if low == high else f"{low} to {high}"


@dataclass(frozen=True, slots=True)
class _Setup:
    """A draw's input, checked and numbered: the players in name order, the present ones'
    numbers, the pairs apart, the rounds played, the coming rounds' table sizes."""

    rounds: int
    everyone: list[str]
    numbers: list[int]
    pairs: list[tuple[int, int]]
    played: list[Tables]
    coming: int
    sizes: tuple[int, ...]
    base: list[list[int]]  # meetings so far, pairs apart marked (search.meetings)


def _setup(
    players: Sequence[str],
    rounds: int,
    table_size: tuple[int, int],
    apart: Iterable[tuple[str, str]],
    played: Sequence[Sequence[Sequence[str]]],
) -> _Setup:
    low, high = check_table_size(table_size)
    present = _check_players(players)
    if isinstance(rounds, bool) or not isinstance(rounds, int) or not 1 <= rounds <= MOST_ROUNDS:
        raise ChampionshipError(
            f"A championship has 1 to {MOST_ROUNDS} qualifying rounds.",
            "draw.rounds",
            most=MOST_ROUNDS,
        )
    history = _check_played(played, rounds)
    everyone = sorted(set(present) | {p for tables in history for table in tables for p in table})
    index = {name: i for i, name in enumerate(everyone)}
    pairs = _check_apart(apart, index)
    coming = rounds - len(history)
    played_rounds = [[[index[p] for p in table] for table in tables] for tables in history]
    return _Setup(
        rounds,
        everyone,
        sorted(index[p] for p in present),
        pairs,
        played_rounds,
        coming,
        table_sizes(len(present), (low, high)) if coming else (),
        meetings(len(everyone), played_rounds, pairs),
    )


def _bounds(setup: _Setup) -> tuple[int, int]:
    """(what the coming rounds must add to the search's cost, the fewest repeats any draw of
    them can have): the one bound the draw, the command line and the window report."""
    bound = shared = 0
    if setup.coming:
        bound = unavoidable(setup.base, setup.numbers, setup.sizes, setup.coming)
        shared = shared_bound(setup.played, setup.numbers, setup.sizes, setup.coming)
    before = meetings(len(setup.everyone), setup.played, ())
    # A pair meeting m times repeats m − 1 times and shares m(m − 1)/2 pairs of rounds, at
    # most rounds/2 of them for each repeat: so repeats are at least 2/rounds of the shared.
    by_sharing = -(-2 * (cost_of(before, ()) + shared) // setup.rounds)
    return max(bound, shared), max(_repeats(before) + bound, by_sharing)


def judge(
    players: Sequence[str],
    rounds: Sequence[Sequence[Sequence[str]]],
    *,
    table_size: tuple[int, int] = DEFAULT_TABLE_SIZE,
    apart: Iterable[tuple[str, str]] = (),
    begun: int = 0,
) -> Judged:
    """A drawn championship's qualifying `rounds` judged as `draw` judges its own (for a draw
    kept in the league): the first `begun` as played, the rest as drawn for `players`."""
    if begun >= len(rounds):
        # every round has begun: judged as drawn at the start when the same players sat in
        # every round (no late arrival, no withdrawal), else the count alone
        if any(sorted(p for t in tables for p in t) != sorted(players) for tables in rounds):
            return Judged(repeated_meetings(rounds), None)
        begun = 0
    setup = _setup(players, len(rounds), table_size, apart, rounds[:begun])
    index = {name: i for i, name in enumerate(setup.everyone)}
    drawn = [[[index[p] for p in table] for table in tables] for tables in rounds[begun:]]
    return _judged(setup, drawn)


def _judged(setup: _Setup, drawn: list[Tables]) -> Judged:
    cost_bound, fewest = _bounds(setup)
    whole = meetings(len(setup.everyone), setup.played + drawn, setup.pairs)
    evenest = cost_of(whole, setup.pairs) <= cost_of(setup.base, setup.pairs) + cost_bound
    repeats = _repeats(meetings(len(setup.everyone), setup.played + drawn, ()))
    return Judged(repeats, fewest, evenest)


def draw(
    players: Sequence[str],
    rounds: int,
    *,
    table_size: tuple[int, int] = DEFAULT_TABLE_SIZE,
    apart: Iterable[tuple[str, str]] = (),
    played: Sequence[Sequence[Sequence[str]]] = (),
    seed: int | str = 0,
    effort: float = 1.0,
) -> Draw:
    """The draw of `rounds` qualifying rounds. `played`: the rounds played so far (each its
    tables, each its seats clockwise), kept as they are; the rest are drawn for `players`.
    `effort` scales the search's budget (tests use less). A ChampionshipError for input that
    cannot be drawn: too few players, sizes that do not add up, a pair that cannot be kept
    apart."""
    setup = _setup(players, rounds, table_size, apart, played)
    everyone, pairs, played_rounds = setup.everyone, setup.pairs, setup.played
    rng = Rng(seed)
    cost_bound, fewest = _bounds(setup)  # the search stops when it reaches the first

    drawn: list[Tables] = []
    if setup.coming:
        target = cost_of(setup.base, pairs) + cost_bound
        drawn = _start(setup.base, setup.numbers, setup.sizes, setup.coming, played_rounds, rng)
        m = meetings(len(everyone), played_rounds + drawn, pairs)
        search = Search(setup.base, drawn, cost_of(m, pairs), rng)
        search.run(target, int(BUDGET * effort), max(1, round(STALE_RESTARTS * effort)))
        drawn = search.rounds
        _check_kept_apart(pairs, drawn, everyone)

    first = [0] * len(everyone)
    last = [0] * len(everyone)
    for tables in played_rounds:
        for table in tables:
            first[table[0]] += 1
            last[table[-1]] += 1
    result = [
        Round(k + 1, _tables(tables, everyone), drawn=False)
        for k, tables in enumerate(played_rounds)
    ]
    ordered = [sorted(tables, key=len, reverse=True) for tables in drawn]
    seated = iter(seat_tables([t for tables in ordered for t in tables], first, last, rng))
    history = len(played_rounds)
    for k, tables in enumerate(ordered):
        seats = [next(seated) for _ in tables]
        result.append(Round(history + k + 1, _tables(seats, everyone), drawn=True))
    judged = _judged(setup, drawn)
    return Draw(tuple(result), judged.repeats, fewest, judged.evenest)


def _start(
    base: list[list[int]],
    numbers: list[int],
    sizes: tuple[int, ...],
    coming: int,
    played: list[Tables],
    rng: Rng,
) -> list[Tables]:
    """The search's first draw: an affine plane's classes where one fits, else greedy."""
    order = affine.plane_order(len(numbers), list(sizes))
    if order is not None and len(played) == 1 and coming <= order:
        # one round played by the same q² players at tables of q: it is a class of a plane
        tables = played[0]
        if sorted(p for table in tables for p in table) == numbers and all(
            len(table) == order for table in tables
        ):
            classes = affine.parallel_classes(order)
            rng.shuffle(classes)
            points = [0] * len(numbers)
            for line, table in zip(classes[0], tables, strict=True):
                for point, player in zip(line, table, strict=True):
                    points[point] = player
            return _fewest_apart(base, points, classes[1:], coming)
    if order is not None and not played and coming <= order + 1:
        classes = affine.parallel_classes(order)
        rng.shuffle(classes)
        points = affine.place(classes[coming:], numbers, _apart_groups(base, numbers), rng)
        return _fewest_apart(base, points, classes, coming)
    m = [list(row) for row in base]
    return [greedy(m, numbers, sizes, rng) for _ in range(coming)]


def _fewest_apart(
    base: list[list[int]], points: list[int], classes: list[list[list[int]]], coming: int
) -> list[Tables]:
    """The rounds of `coming` of the classes (players on their points), those that seat the
    fewest pairs to keep apart together first (a stable sort: else in the seeded order)."""
    rounds = [[[points[pt] for pt in line] for line in lines] for lines in classes]

    def together(tables: Tables) -> int:
        return sum(base[a][b] >= APART for table in tables for a, b in combinations(table, 2))

    return sorted(rounds, key=together)[:coming]


def _apart_groups(base: list[list[int]], numbers: list[int]) -> list[list[int]]:
    """The players linked by pairs to keep apart (each group connected by such pairs)."""
    group_of: dict[int, list[int]] = {}
    groups: list[list[int]] = []
    for p in numbers:
        if p in group_of:
            continue
        group = [p]
        group_of[p] = group
        for x in group:  # grows while it is read: a breadth-first walk
            for q in numbers:
                if q not in group_of and base[x][q] >= APART:
                    group_of[q] = group
                    group.append(q)
        if len(group) > 1:
            groups.append(group)
    return groups


def _tables(tables: Sequence[Sequence[int]], everyone: list[str]) -> tuple[Table, ...]:
    return tuple(Table(t + 1, tuple(everyone[p] for p in table)) for t, table in enumerate(tables))


def _repeats(m: list[list[int]]) -> int:
    return sum(max(0, v - 1) for x, row in enumerate(m) for v in row[x + 1 :])


def _check_players(players: Sequence[str]) -> list[str]:
    names = list(players)
    seen: set[str] = set()
    for name in names:
        if not isinstance(name, str) or not name.strip():
            raise ChampionshipError("Every player of the draw needs a name.", "draw.unnamed")
        if name in seen:
            raise ChampionshipError(f"{name} is in the draw twice.", "draw.player-twice", name=name)
        seen.add(name)
    return names


def _check_played(played: Sequence[Sequence[Sequence[str]]], rounds: int) -> list[list[list[str]]]:
    history = [[list(table) for table in tables] for tables in played]
    if len(history) > rounds:
        raise ChampionshipError(
            f"{len(history)} rounds have been played, more than the {rounds} to draw.",
            "draw.played-rounds",
            played=len(history),
            rounds=rounds,
        )
    for k, tables in enumerate(history):
        seen: set[str] = set()
        for table in tables:
            if not 1 <= len(table) <= MAX_SEATS:
                raise ChampionshipError(
                    f"A table of round {k + 1} has {len(table)} seats.",
                    "draw.played-table",
                    round=k + 1,
                    seats=len(table),
                )
            for name in table:
                if not isinstance(name, str) or not name.strip():
                    raise ChampionshipError(
                        "Every player of the draw needs a name.", "draw.unnamed"
                    )
                if name in seen:
                    raise ChampionshipError(
                        f"{name} plays twice in round {k + 1}.",
                        "draw.played-twice",
                        name=name,
                        round=k + 1,
                    )
                seen.add(name)
    return history


def _check_apart(apart: Iterable[tuple[str, str]], index: dict[str, int]) -> list[tuple[int, int]]:
    pairs: set[tuple[int, int]] = set()
    for pair in apart:
        a, b = pair
        for name in (a, b):
            if name not in index:
                raise ChampionshipError(
                    f"{name} is to be kept apart but is not in the championship.",
                    "draw.apart-unknown",
                    name=name,
                )
        if a == b:
            raise ChampionshipError(
                f"{a} cannot be kept apart from {a}.", "draw.apart-self", name=a
            )
        i, j = sorted((index[a], index[b]))
        pairs.add((i, j))
    return sorted(pairs)


def _check_kept_apart(
    pairs: list[tuple[int, int]], drawn: list[Tables], everyone: list[str]
) -> None:
    apart = set(pairs)
    for tables in drawn:
        for table in tables:
            for a, b in combinations(sorted(table), 2):
                if (a, b) in apart:
                    raise ChampionshipError(
                        f"{everyone[a]} and {everyone[b]} cannot be kept apart at these"
                        " table sizes.",
                        "draw.apart-impossible",
                        first=everyone[a],
                        second=everyone[b],
                    )

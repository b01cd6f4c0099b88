"""`check`'s replay of every match through the rules, on every core.

Replaying is what finds damage SQLite's own checks miss, and it is most of the check's time
(86 % at 20,000 matches, issue 28). The matches are cut into ranges of keys; a large league's
ranges are replayed in worker processes, each reading its range from the file through its own
connection, and the answers put together in the order of the keys: the same lines, the same
first problem and the same round tallies as one pass in order would give. A league that a
writer may change meanwhile (the window has it open) is replayed in one pass, in the check's
one read transaction, so that every part sees the same league.
"""

from __future__ import annotations

import json
import os
import sqlite3
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from itertools import groupby
from operator import itemgetter
from typing import TYPE_CHECKING, Any

from roller_desktop.engine.errors import RulesError
from roller_desktop.engine.roller import RollerMatch
from roller_desktop.engine.row_replay import RowsReplayed, replay_rows

# The engine and the buckets only: a worker process starts without the database code
# (SQLAlchemy's import was a third of a second of every worker's time).
from .derived.buckets import bucket
from .games import event_of, new_game
from .values import DAMAGED, VOID

if TYPE_CHECKING:
    from concurrent.futures import Executor, Future

PARALLEL_FROM = 4000  # matches: fewer are replayed at once sooner than processes start
CHUNK = 2500  # matches in one range
Rounds = Counter[tuple[str, str, int, str]]  # what round_tallies must hold


@dataclass
class Replayed:
    """One range's answer: lines to say, matches that do not replay (each named), the first
    other problem (the range stops there) and the rounds its finished matches hold."""

    lines: list[str] = field(default_factory=list)
    broken: list[str] = field(default_factory=list)
    problem: str = ""
    rounds: Rounds = field(default_factory=Counter)
    matches: int = 0


class Replay:
    """The replay of every match, begun before the rest of the check: in worker processes,
    it runs while the check's own process reads the whole file (integrity_check) and
    recounts the league's figures. `finish` waits for it; `close` ends the workers."""

    def __init__(self, connection: sqlite3.Connection, uri: str) -> None:
        """`uri`: the connection's own (an immutable file is replayed in processes)."""
        self.connection = connection
        self.outside = "max(outside)" if _has_outside(connection) else "0"
        keys = [pk for (pk,) in connection.execute("SELECT pk FROM matches ORDER BY pk")]
        self.total = len(keys)
        self.ranges = [
            (keys[start], keys[min(start + CHUNK, len(keys)) - 1])
            for start in range(0, len(keys), CHUNK)
        ]
        self._pool: Executor | None = None
        self._futures: dict[Future[Replayed], int] = {}
        workers = min(os.cpu_count() or 1, len(self.ranges))
        if self.total >= PARALLEL_FROM and workers >= 2 and "immutable=1" in uri:
            try:
                started = _start_processes(uri, self.outside, self.ranges, workers)
            except OSError:  # no processes to be had here: one pass
                started = None
            if started is not None:
                self._pool, self._futures = started

    def finish(self, lines: list[str], progress: Callable[[int, int], None] | None = None) -> str:
        """Every match replayed; those that do not are the problem, each named, except one
        set aside as damaged already (named in `lines`: kept, known, out of the league)."""
        parts: Iterable[Replayed] | None = None
        if self._pool is not None:
            from concurrent.futures.process import BrokenProcessPool

            try:
                parts = _collected(self._futures, len(self.ranges), self.total, progress)
            except (OSError, BrokenProcessPool):  # the workers could not run: one pass
                parts = None
        if parts is None:
            parts = _in_order(self.connection, self.outside, self.ranges, self.total, progress)
        return _put_together(self.connection, parts, lines)

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None


def replay_all(
    connection: sqlite3.Connection,
    uri: str,
    lines: list[str],
    progress: Callable[[int, int], None] | None = None,
) -> str:
    """Replay.finish of a replay begun now (`uri`: the connection's)."""
    replay = Replay(connection, uri)
    try:
        return replay.finish(lines, progress)
    finally:
        replay.close()


def _put_together(
    connection: sqlite3.Connection, parts: Iterable[Replayed], lines: list[str]
) -> str:
    """The ranges' answers in the order of keys, and the round tallies they add up to
    against those stored."""
    broken: list[str] = []
    rounds: Rounds = Counter()
    for part in parts:
        lines += part.lines
        broken += part.broken
        if part.problem:
            return part.problem
        rounds.update(part.rounds)
    if broken:
        many = f"{len(broken)} matches do not" if len(broken) > 1 else "A match does not"
        return (
            f"{many} replay through the rules, so the window cannot open "
            f"{'them' if len(broken) > 1 else 'it'} (the rest of the league can be): "
            + "; ".join(broken)
            + "."
        )
    stored = Counter(
        {
            (game, str(day), player_pk, bucket): n
            for game, day, player_pk, bucket, n in connection.execute(
                "SELECT game, day, player_pk, bucket, rounds FROM round_tallies"
            )
        }
    )
    if stored != rounds:
        return (
            "The spread of round results kept per day disagrees with the matches' events; "
            "the player pages would show it wrong."
        )
    return ""


def _in_order(
    connection: sqlite3.Connection,
    outside: str,
    ranges: list[tuple[int, int]],
    total: int,
    progress: Callable[[int, int], None] | None,
) -> Iterator[Replayed]:
    done = 0
    for low, high in ranges:
        part = replay_range(connection, outside, low, high)
        done += part.matches
        if progress is not None:
            progress(done, total)
        yield part


def _start_processes(
    uri: str, outside: str, ranges: list[tuple[int, int]], workers: int
) -> tuple[Executor, dict[Future[Replayed], int]]:
    """The ranges sent to `workers` processes (each range's future, with its place)."""
    from concurrent.futures import ProcessPoolExecutor
    from multiprocessing import get_context

    # spawn, not fork: the window's threads (Qt's, SQLAlchemy's pool) are not copied half-way
    pool = ProcessPoolExecutor(workers, mp_context=get_context("spawn"))
    try:
        futures = {
            pool.submit(replay_file_range, uri, outside, low, high): index
            for index, (low, high) in enumerate(ranges)
        }
    except BaseException:
        pool.shutdown(wait=True, cancel_futures=True)
        raise
    return pool, futures


def _collected(
    futures: dict[Future[Replayed], int],
    count: int,
    total: int,
    progress: Callable[[int, int], None] | None,
) -> list[Replayed]:
    """The workers' answers, in the order of their ranges, as they come."""
    from concurrent.futures import as_completed

    parts: list[Replayed | None] = [None] * count
    done = 0
    for future in as_completed(futures):
        part = future.result()
        parts[futures[future]] = part
        done += part.matches
        if progress is not None:
            progress(done, total)
    return [part for part in parts if part is not None]


def replay_file_range(uri: str, outside: str, low: int, high: int) -> Replayed:
    """A worker's range, read through a connection of its own."""
    connection = sqlite3.connect(uri, uri=True)
    try:
        connection.execute("BEGIN")
        return replay_range(connection, outside, low, high)
    finally:
        connection.close()


def replay_range(connection: sqlite3.Connection, outside: str, low: int, high: int) -> Replayed:
    """The matches with keys from `low` to `high` replayed in order of key."""
    part = Replayed()
    matches = connection.execute(
        "SELECT matches.pk, id, matches.game, rules, starter, status, status_reason, min(day),"
        f" by_hand, max(hand), max(rollers IS NOT NULL OR turns IS NOT NULL), {outside}"
        " FROM matches LEFT JOIN seat_results ON seat_results.match_pk = matches.pk"
        " WHERE matches.pk BETWEEN ? AND ? GROUP BY matches.pk ORDER BY matches.pk",
        (low, high),
    ).fetchall()
    part.matches = len(matches)
    # Every match's seats and events come from one scan of each table in the matches' order
    # (a query per match costs more than the replay at 100,000 matches).
    seats_of = _by_match(
        connection.execute(
            "SELECT match_pk, dice, kids, player_pk FROM seats"
            " WHERE match_pk BETWEEN ? AND ? ORDER BY match_pk, seat",
            (low, high),
        )
    )
    events_of = _by_match(
        connection.execute(
            "SELECT match_pk, kind, dice FROM events"
            " WHERE NOT undone AND match_pk BETWEEN ? AND ? ORDER BY match_pk, seq",
            (low, high),
        )
    )
    for row in matches:
        problem = _replay_one(row, seats_of, events_of, part)
        if problem:
            part.problem = problem
            break
    return part


def _replay_one(
    row: tuple[Any, ...],
    seats_of: Callable[[int], list[tuple[Any, ...]]],
    events_of: Callable[[int], list[tuple[Any, ...]]],
    part: Replayed,
) -> str:
    """One match replayed: its problem, or "" (a match that does not replay is added to the
    part's broken ones, its rounds to the part's rounds)."""
    pk, match_id, game, rules, starter, status, reason, day, by_hand, hand, counted, out = row
    seats = [(dice, kids, player) for _, dice, kids, player in seats_of(pk)]
    rows = events_of(pk)
    try:
        engine_game = new_game(
            game,
            json.loads(rules),
            [f"seat {i}" for i in range(len(seats))],
            starter,
            [d for d, _, _ in seats],
            [bool(k) for _, k, _ in seats],
            undo=False,  # nothing is taken back: no state saved before each event
        )
        # played matches straight from their rows; the class says why one does not replay
        quick = replay_rows(engine_game, rows) if rows else None
        if quick is None:
            apply = engine_game.apply
            for number, (_, kind, dice) in enumerate(rows, start=1):
                try:
                    apply(event_of(kind, dice))
                except RulesError as error:
                    raise RulesError(f"event {number}: {error}") from None
    except (RulesError, ValueError) as error:
        if status == "abandoned" and reason == DAMAGED:
            part.lines.append(f"Match {match_id} is set aside as damaged ({error}).")
            return ""
        said = str(error).rstrip(".")
        part.broken.append(f"Match {match_id}{',' if said.startswith('event ') else ':'} {said}")
        return ""
    over = engine_game.is_over if quick is None else quick.is_over
    hand_kept = engine_game.hand_kept if quick is None else quick.hand_kept
    # A void match is over (finished, then taken out of the league by the keeper).
    if (status == "finished" or reason == VOID) != over:
        return f"Match {match_id} is marked {status}, but its events say otherwise."
    if rows and bool(by_hand) != hand_kept:
        return (
            f"Match {match_id} is marked {'kept by hand' if by_hand else 'played'}, "
            "but its events say otherwise."
        )
    if day is not None and (bool(hand) != bool(by_hand) or (by_hand and counted)):
        return (
            f"Match {match_id}'s results are counted as "
            f"{'kept by hand' if hand else 'played'}, but it is "
            f"{'kept by hand' if by_hand else 'played'}."
        )
    # on the day stored when it finished; a championship's outside the league: none
    if status == "finished" and day is not None and not out:
        _count_rounds(engine_game, quick, [p for _, _, p in seats], day, part.rounds)
    return ""


def _count_rounds(
    game: object, quick: RowsReplayed | None, players: list[Any], day: str, rounds: Rounds
) -> None:
    """The rounds a finished match adds to round_tallies (round_tallies.tally_rows, without
    its rows of dicts): none for 105 or for practice (one seat, or a computer seat)."""
    if not isinstance(game, RollerMatch) or len(players) < 2 or None in players:
        return
    cells = game.protocol().cells if quick is None else quick.cells
    for player, row in zip(players, cells, strict=True):
        for cell in row:
            if cell is not None:
                rounds["roller", day, player, bucket(cell.outcome, cell.points)] += 1


def _by_match(rows: Iterable[tuple[Any, ...]]) -> Callable[[int], list[tuple[Any, ...]]]:
    """The rows of a scan ordered by match key (the first column), asked for match by match in
    rising order of key: each call gives the rows of one match (none for a match without)."""
    groups = groupby(rows, key=itemgetter(0))
    ahead: list[tuple[int, Iterator[tuple[Any, ...]]] | None] = [next(groups, None)]

    def rows_of(pk: int) -> list[tuple[Any, ...]]:
        group = ahead[0]
        while group is not None and group[0] < pk:  # a key no match asks for (none, checked)
            group = next(groups, None)
        if group is None or group[0] != pk:
            ahead[0] = group
            return []
        found = list(group[1])  # before the next group: that ends this one
        ahead[0] = next(groups, None)
        return found

    return rows_of


def _has_outside(connection: sqlite3.Connection) -> bool:
    """Whether the league marks the results of championships outside the league (0015)."""
    columns = {row[1] for row in connection.execute("PRAGMA table_info(seat_results)")}
    return "outside" in columns

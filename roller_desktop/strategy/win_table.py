"""Exact two-player win chances of Roller: the table shipped in resources/coach/, and every
moment inside a turn from it.

`WinTable.chance(turns_left, lead)` is the chance that the player to move wins with
`turns_left` turns left in the match (this one included: 2 x rounds at the starter's first
turn, 1 at the last) and `lead` points over the opponent, both playing to win, a tie counting
one half. Inside a turn, `WinTable.solution(turns_left, lead)` is the turn solver's solution
with the next turn's chances as bank values (`solver.solve_utility`): its values are win
chances of the player to move at every (turn points, dice, owed).

The WW limit does not enter: a win chance is about finishing first, and reaching 10 000 does
not change who does. Leads beyond +-`cap` count as +-`cap` (the table's `clip_bound` bounds the
error this makes, per row); banking more than `TURN_CAP` points in one turn counts as
`TURN_CAP` (a turn gains that much with a chance below 1e-12).

The shipped tables cover matches of up to `MAX_ROUNDS` rounds, for the forced throw after
ROLLER on and off; longer matches build theirs (`win_build`, NumPy) at first use.
"""

from __future__ import annotations

import json
import sys
import threading
import zlib
from array import array
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from roller_desktop.engine.roller import RollerMatch, RollerRules

from . import solver

STEP = solver.STEP
TURN_CAP = 20000  # must equal win_build.TURN_CAP (a test checks)
MAX_ROUNDS = 30  # the shipped tables' longest match
CAP = 25000  # the shipped tables' lead cap, in points
TRIM = 1e-12  # a turn solve drops bank values rising by less than this in all (the tail)
FORMAT = 1
CACHE_SIZE = 1024  # turn solutions kept per table
_cache_lock = threading.Lock()

Progress = Callable[[int, int], None]


def file_name(forced_rule: bool) -> str:
    return f"win_{'forced' if forced_rule else 'free'}.bin"


@dataclass
class WinTable:
    forced_rule: bool
    cap: int  # points
    rows: list[array[float]]  # rows[k]: k turns left; leads -cap..cap in steps of 50
    clip_bound: list[float]  # per row: the most clipping the leads can have cost
    _solutions: OrderedDict[tuple[int, int], solver.TurnSolution] = field(
        default_factory=OrderedDict, repr=False
    )
    _primed: dict[tuple[int, int], solver.TurnSolution] = field(default_factory=dict, repr=False)

    @property
    def turns(self) -> int:
        return len(self.rows) - 1

    @property
    def rounds(self) -> int:
        return self.turns // 2

    def _index(self, lead: int) -> int:
        if lead % STEP:
            raise ValueError(f"A lead is a multiple of {STEP} points, not {lead}.")
        return max(-self.cap, min(self.cap, lead)) // STEP + self.cap // STEP

    def _row(self, turns_left: int) -> array[float]:
        if not 0 <= turns_left <= self.turns:
            raise ValueError(f"The table covers 0 to {self.turns} turns left, not {turns_left}.")
        return self.rows[turns_left]

    def chance(self, turns_left: int, lead: int) -> float:
        """The chance that the player to move wins (0 turns left: the match is over)."""
        return self._row(turns_left)[self._index(lead)]

    def start_chance(self, rounds: int) -> float:
        """The starter's chance before the first throw of a match of `rounds` rounds."""
        return self.chance(2 * rounds, 0)

    def bank_values(self, turns_left: int, lead: int) -> list[float]:
        """The worth of banking 0, 50, ... points (constant from the last entry on)."""
        following = self._row(turns_left - 1)
        k = self.cap // STEP
        start = lead // STEP
        values = [
            1.0 - following[k - max(-k, min(k, start + i))] for i in range(TURN_CAP // STEP + 1)
        ]
        end = len(values)
        while end > 1 and values[-1] - values[end - 2] < TRIM:
            end -= 1
        return values[:end]

    def solution(self, turns_left: int, lead: int) -> solver.TurnSolution:
        """The turn solved for the win; its values are the mover's win chances."""
        self._index(lead)
        lead = max(-self.cap, min(self.cap, lead))  # beyond the cap counts as the cap
        key = (turns_left, lead)
        primed = self._primed.get(key)
        if primed is not None:
            return primed
        with _cache_lock:  # the window's thread and the GUI thread both ask
            found = self._solutions.get(key)
            if found is not None:
                self._solutions.move_to_end(key)
                return found
        from .win_build import solve_fast

        bank = self.bank_values(turns_left, lead)
        found = solve_fast(self.forced_rule, bank, bank[0])
        with _cache_lock:
            self._solutions[key] = found
            if len(self._solutions) > CACHE_SIZE:
                self._solutions.popitem(last=False)
        return found

    def prime(self, turns_left: int, leads: Sequence[int]) -> None:
        """Solve the turn for many leads at once (NumPy, all together: much quicker than one
        by one), for a caller about to ask `solution` for them (a tournament, an analysis of
        many matches). Replaces the previous priming."""
        import numpy as np

        from . import win_build

        k = self.cap // STEP
        steps = sorted({max(-k, min(k, lead // STEP)) for lead in leads})
        row = win_build.solve_row(
            np.asarray(self._row(turns_left - 1)), k, self.forced_rule, np.asarray(steps), True
        )
        self._primed = {
            (turns_left, step * STEP): win_build.RowView(row, c, self.forced_rule)
            for c, step in enumerate(steps)
        }

    # ---- the file ------------------------------------------------------------------------

    def to_bytes(self) -> bytes:
        header = {
            "format": FORMAT,
            "forced_after_roller": self.forced_rule,
            "cap": self.cap,
            "turn_cap": TURN_CAP,
            "turns": self.turns,
            "clip_bound": self.clip_bound,
        }
        body = array("d")
        for row in self.rows:
            body.extend(row)
        if sys.byteorder == "big":
            body.byteswap()
        raw = body.tobytes()
        # Byte planes (all first bytes, then all second bytes...): the exponents compress well.
        planes = b"".join(raw[j::8] for j in range(8))
        return json.dumps(header).encode() + b"\n" + zlib.compress(planes, 9)

    @classmethod
    def from_bytes(cls, data: bytes) -> WinTable:
        head, _, packed = data.partition(b"\n")
        header = json.loads(head)
        if header.get("format") != FORMAT or header.get("turn_cap") != TURN_CAP:
            raise ValueError("This win table was built by another version of the program.")
        try:
            planes = zlib.decompress(packed)
        except zlib.error:
            raise ValueError("The win table file is damaged.") from None
        cap = int(header["cap"])
        width = 2 * (cap // STEP) + 1
        turns = int(header["turns"])
        count = width * (turns + 1)
        if len(planes) != 8 * count:
            raise ValueError("The win table file is cut short.")
        raw = bytearray(8 * count)
        for j in range(8):
            raw[j::8] = planes[j * count : (j + 1) * count]
        body = array("d")
        body.frombytes(bytes(raw))
        if sys.byteorder == "big":
            body.byteswap()
        rows = [body[k * width : (k + 1) * width] for k in range(turns + 1)]
        return cls(bool(header["forced_after_roller"]), cap, rows, list(header["clip_bound"]))


def from_rows(
    forced_rule: bool, cap: int, rows: Sequence[Sequence[float]], bounds: Sequence[float]
) -> WinTable:
    return WinTable(forced_rule, cap, [array("d", r) for r in rows], list(bounds))


def resource_path(forced_rule: bool) -> Path:
    from roller_desktop.resource_files import resource_folder

    return resource_folder("coach") / file_name(forced_rule)


@lru_cache(maxsize=2)
def shipped(forced_rule: bool) -> WinTable:
    """The table shipped with the program (loaded once)."""
    table = WinTable.from_bytes(resource_path(forced_rule).read_bytes())
    _loaded[forced_rule] = table
    return table


_loaded: dict[bool, WinTable] = {}


def loaded(rules: RollerRules) -> WinTable | None:
    """The table for these rules if it is in memory already; unlike `ready` it never loads
    the shipped file (about 90 ms: the window loads it in a thread)."""
    if rules.rounds <= MAX_ROUNDS:
        return _loaded.get(rules.forced_after_roller)
    return ready(rules)


def moment(match: RollerMatch) -> tuple[int, int, int]:
    """(turn index, turns left, lead of the mover) of a two-player match's current turn."""
    seat = match.current_seat
    rnd = match.current_round
    if seat is None or rnd is None or len(match.seats) != 2:
        raise ValueError("Only a two-player match in play has a moment in the win table.")
    position = match.order.index(seat)
    turn = 2 * rnd + position
    totals = match.protocol().totals
    return turn, 2 * match.rules.rounds - turn, totals[seat] - totals[1 - seat]


# ---- longer matches: built at first use ----------------------------------------------------

_built: dict[tuple[bool, int], WinTable] = {}
_lock = threading.Lock()


def cap_for(rounds: int) -> int:
    """The lead cap for a match of `rounds` rounds: the shipped one, widened with the square
    root of the match's length beyond MAX_ROUNDS (the spread of a lead grows so)."""
    if rounds <= MAX_ROUNDS:
        return CAP
    widened = CAP * (rounds / MAX_ROUNDS) ** 0.5
    return int(-(-widened // STEP)) * STEP


def ready(rules: RollerRules) -> WinTable | None:
    """The table for these rules if it is at hand (shipped, or built earlier), else None."""
    if rules.rounds <= MAX_ROUNDS:
        return shipped(rules.forced_after_roller)
    with _lock:
        return _built.get((rules.forced_after_roller, rules.rounds))


def table_for(rules: RollerRules, progress: Progress | None = None) -> WinTable:
    """The table for these rules; a match longer than MAX_ROUNDS builds its own (seconds per
    turn: call it off the GUI thread, `progress(turns done, turns)` reports)."""
    found = ready(rules)
    if found is not None:
        return found
    from . import win_build

    cap = cap_for(rules.rounds)
    rows = win_build.build_rows(rules.forced_after_roller, 2 * rules.rounds, cap, progress)
    table = from_rows(rules.forced_after_roller, cap, rows, win_build.clip_bound(rows))
    with _lock:
        _built[(rules.forced_after_roller, rules.rounds)] = table
    return table


_building: dict[tuple[bool, int], tuple[int, int]] = {}  # under way: (turns done, turns)


def build_in_background(rules: RollerRules, progress: Progress | None = None) -> bool:
    """Start building the table for a long match in a thread, unless it is at hand or under
    way (`ready` tells when it is done, `building` how far it has come); True if this call
    started it."""
    key = (rules.forced_after_roller, rules.rounds)
    with _lock:
        if key in _built or key in _building or rules.rounds <= MAX_ROUNDS:
            return False
        _building[key] = (0, 2 * rules.rounds)

    def report(done: int, of: int) -> None:
        with _lock:
            _building[key] = (done, of)
        if progress is not None:
            progress(done, of)

    def build() -> None:
        try:
            table_for(rules, report)
        finally:
            with _lock:
                _building.pop(key, None)

    threading.Thread(target=build, daemon=True, name="win table").start()
    return True


def building(rules: RollerRules) -> tuple[int, int] | None:
    """How far the background build of this long match's table has come (turns done, turns),
    or None when none is under way (at hand, or never started)."""
    with _lock:
        return _building.get((rules.forced_after_roller, rules.rounds))

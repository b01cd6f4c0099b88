"""The coach's books: a match's luck and decisions measured in win chance.

Two players, exact (from the win table, `win_table`):

- a seat's chance at every moment is the win table's value there (the mover's from the turn
  solved for the win, the other's one minus it: a tie counts one half, so they add up to 1);
- *luck* of a throw, for both seats: the seat's chance after it (the mover choosing best on
  those dice; after RT or Tjock the next turn's chance with the lead unchanged) minus its
  chance before it (the value of throwing);
- *given away* by a decision (a keep, a bank, a throw on instead of banking, charged before
  that throw as `analysis.py` does for points): the best option's chance minus the chosen one's.

The books balance, per seat: result - start chance = luck - given away + what the other gave
away. They are exact but for the table's cut of a turn's bank values (`win_table.TRIM` at each
turn's end, at most 2 x rounds of them) and rounding: `TOLERANCE`.

Three players or more: the same books in the approximate chance of `win_approx`, each throw's
luck and each decision's cost measured in its mover's chance; the others share what the mover
gains or loses in the proportions they had (as the win-chance graph follows them), which is
their luck of that throw and their gift from that decision. Each turn's start takes every
seat's chance anew, as the win-chance bar has it then (`turn_start_shares`), and that jump is
neither: "approximate", with the largest amount by which a seat's books do not balance
(`residual`). Over 60 simulated 4-round matches of three and four seats the residual was 11
points of a percentage on average (at most 56); when the books counted only the mover's own
luck and the others' gifts as an even share, 42 (at most 83), and the winner's luck came out
negative in 6 of the 60. Taking every seat anew at a turn's start (not the mover alone, the
others keeping the shares followed from the start): 11.3 -> 10.2 (at most 54 -> 46) over 60
such matches of steady players, 9.4 -> 7.6 (31 -> 21) over 60 of one round, for two to four
times the processor time (a 15-round match of eight seats: 0.7 -> 3.1 s cold).
A match kept by hand has no throws: only each turn's chance, no luck, nothing given away.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from roller_desktop.engine.events import Bank, Event, Keep, Throw
from roller_desktop.engine.roller import (
    RollerMatch,
    RollerRules,
)

from . import solver, win_table
from .bots import kept_value, selection_values

TOLERANCE = 1e-9  # how far the books may be off (the table's cuts and rounding)


@dataclass(frozen=True, slots=True)
class CoachSeat:
    name: str
    start_chance: float
    result: float | None  # 1, 1/2 or 0 once the match is over (1/k for k sharing first)
    luck: float | None
    given_away: float | None
    gifts: float | None = None  # three seats or more: what the others' choices gave (≈)


@dataclass(frozen=True, slots=True)
class CoachTurn:
    turn: int  # 0 = the starter's first turn
    seat: int  # position in the seating order from the starter
    lead: int  # of the seat to move, at its start
    win_chance: float  # of the seat to move, at its start


@dataclass(frozen=True)
class CoachReport:
    seats: tuple[CoachSeat, ...]  # in seating order from the starter
    turns: tuple[CoachTurn, ...]
    approximate: bool = False
    residual: float | None = None  # what the books leave (approximate only)

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "seats": [
                {
                    "name": s.name,
                    "start_chance": s.start_chance,
                    "result": s.result,
                    "luck": s.luck,
                    "given_away": s.given_away,
                }
                for s in self.seats
            ],
            "turns": [
                {"turn": t.turn, "seat": t.seat, "lead": t.lead, "win_chance": t.win_chance}
                for t in self.turns
            ],
        }
        if self.approximate:
            for seat, out in zip(self.seats, data["seats"], strict=True):
                out["gifts"] = seat.gifts
            data["approximate"] = True
            data["residual"] = self.residual
        return data


def results(match: RollerMatch) -> list[float] | None:
    """Each seat's share of the win (by seat index), or None while the match goes on."""
    if not match.is_over:
        return None
    totals = match.protocol().totals
    best = max(totals)
    sharing = totals.count(best)
    return [1.0 / sharing if t == best else 0.0 for t in totals]


def coach(
    seats: Sequence[str], rules: RollerRules | None, events: Iterable[Event], starter: int = 0
) -> CoachReport:
    """The books of a two-player match (see the module); more seats: `win_approx`."""
    events = list(events)
    match = RollerMatch.replay(seats, rules, events, starter)
    if len(match.seats) != 2:
        return _many(seats, match.rules, events, starter)
    table = win_table.table_for(match.rules)
    if match.hand_kept:
        return _by_hand(match, table)
    return _played(seats, match.rules, events, starter, lambda m: table.solution(*_left_lead(m)))


def _by_hand(match: RollerMatch, table: win_table.WinTable) -> CoachReport:
    protocol = match.protocol()
    order = match.order
    totals = [protocol.start(0), protocol.start(1)]  # the handicap, if any
    turns: list[CoachTurn] = []
    rounds = match.rules.rounds
    for rnd in range(rounds):
        for position, seat in enumerate(order):
            cell = protocol.cells[seat][rnd]
            if cell is None:
                break
            turn = 2 * rnd + position
            lead = totals[seat] - totals[order[1 - position]]
            turns.append(CoachTurn(turn, position, lead, table.chance(2 * rounds - turn, lead)))
            totals[seat] += cell.points
    shares = results(match)
    start = table.chance(2 * rounds, protocol.start(order[0]) - protocol.start(order[1]))
    return CoachReport(
        seats=tuple(
            CoachSeat(
                match.seats[seat],
                start if position == 0 else 1.0 - start,
                None if shares is None else shares[seat],
                None,
                None,
            )
            for position, seat in enumerate(order)
        ),
        turns=tuple(turns),
    )


def _left_lead(match: RollerMatch) -> tuple[int, int]:
    _, left, lead = win_table.moment(match)
    return left, lead


def _many(
    seats: Sequence[str], rules: RollerRules, events: Sequence[Event], starter: int
) -> CoachReport:
    """Three seats or more: the same books in the approximate chance (`win_approx`), each
    turn's figures in its mover's chance; what the books then leave is the residual."""
    from . import win_approx

    replayed = RollerMatch.replay(seats, rules, events, starter)
    starts = approximate_starts(replayed)
    if replayed.hand_kept:
        return _many_by_hand(seats, rules, events, starter, starts)
    report = _played(
        seats, rules, events, starter, win_approx.turn_solution, approximate=True, starts=starts
    )
    seats_out = tuple(
        CoachSeat(s.name, starts[position], s.result, s.luck, s.given_away, s.gifts)
        for position, s in enumerate(report.seats)
    )
    books = CoachReport(seats_out, report.turns, approximate=True)
    finished = all(s.result is not None for s in seats_out)
    residual = max(abs(x) for x in imbalance(books)) if finished else None
    return CoachReport(seats_out, report.turns, approximate=True, residual=residual)


def approximate_starts(match: RollerMatch) -> list[float]:
    """Three seats or more: each seat's approximate chance before the first throw, by
    position from the starter, a handicap counted (`win_approx.start_chances`)."""
    from . import win_approx

    protocol = match.protocol()
    handicap = [protocol.start(seat) for seat in match.order]
    return win_approx.start_chances(match.rules, len(match.seats), handicap)


def turn_start_shares(match: RollerMatch) -> list[float]:
    """Three seats or more, at a turn's start: each seat's chance by position from the
    starter, as the win-chance bar has it (`win_now.chances_now`: the mover's own, the others
    sharing what it lacks in the proportions of their own views)."""
    from . import win_now

    now = win_now.chances_now(match)
    if now is None:
        raise ValueError("The match is over.")
    return [now.chances[seat] for seat in match.order]


def _many_by_hand(
    seats: Sequence[str],
    rules: RollerRules,
    events: Sequence[Event],
    starter: int,
    starts: Sequence[float],
) -> CoachReport:
    """Three seats or more kept by hand: each turn's approximate chance, no books."""
    from . import win_approx

    match = RollerMatch(seats, rules, starter)
    order = match.order
    n = len(order)
    turns: list[CoachTurn] = []
    for event in events:
        seat, rnd = match.current_seat, match.current_round
        if seat is not None and rnd is not None:
            position = order.index(seat)
            totals = match.protocol().totals
            lead = totals[seat] - max(totals[o] for o in order if o != seat)
            chance = win_approx.turn_solution(match).turn_value
            turns.append(CoachTurn(n * rnd + position, position, lead, chance))
        match.apply(event)
    shares = results(match)
    return CoachReport(
        seats=tuple(
            CoachSeat(
                match.seats[seat],
                starts[position],
                None if shares is None else shares[seat],
                None,
                None,
            )
            for position, seat in enumerate(order)
        ),
        turns=tuple(turns),
        approximate=True,
    )


def _played(
    seats: Sequence[str],
    rules: RollerRules,
    events: Sequence[Event],
    starter: int,
    solve: Callable[[RollerMatch], solver.TurnSolution],
    approximate: bool = False,
    starts: Sequence[float] | None = None,
) -> CoachReport:
    match = RollerMatch(seats, rules, starter)
    order = match.order
    n = len(order)
    luck = [0.0] * n  # by position in the order
    given = [0.0] * n
    gifted = [0.0] * n  # three seats or more: the others' decisions' share
    following = Shares(starts if starts is not None else [1.0 / n] * n)
    turns: list[CoachTurn] = []
    best_offered = 0.0
    solution = None
    mover = 0
    for event in events:
        seat = match.current_seat
        if seat is None:
            match.apply(event)  # raises MatchOver with the engine's message
            continue
        points, dice, owed = match.turn_points, match.dice_to_throw, match.dice_owed
        if isinstance(event, Throw) and match.last_throw is None:
            solution = solve(match)
            mover = order.index(seat)
            rnd = match.current_round
            assert rnd is not None
            totals = match.protocol().totals
            lead = totals[seat] - max(totals[o] for o in order if o != seat)
            turns.append(CoachTurn(n * rnd + mover, mover, lead, solution.turn_value))
            if approximate:  # new estimates, as the bar has them: neither luck nor gift
                following.reset(turn_start_shares(match))
            else:
                following.move(mover, solution.turn_value)
        assert solution is not None, "a turn begins with a throw"
        if isinstance(event, Throw):
            before = solution.throw_value(points, dice, owed)
            if match.can_bank:
                given[mover] += solution.decision_value(points, dice, owed) - before
                following.move(mover, before, gifted)
            match.apply(event)
            if match.must_keep:
                best_offered = max(selection_values(solution, match, match.selections()))
                after = best_offered
            else:  # RT or Tjock: the next turn, the lead unchanged
                after = solution.tjock_value
            luck[mover] += after - before
            if not approximate:  # two players: the other's chance is one minus the mover's
                luck[1 - mover] -= after - before
            following.move(mover, after, luck if approximate else None)
        elif isinstance(event, Keep):
            kept = kept_value(solution, match, event.dice)
            match.apply(event)
            given[mover] += best_offered - kept
            following.move(mover, best_offered)
            following.move(mover, kept, gifted)
        else:
            if isinstance(event, Bank):
                banked = solution.bank_value(points)
                given[mover] += solution.decision_value(points, dice, owed) - banked
                following.move(mover, banked, gifted)
            match.apply(event)
    shares = results(match)
    start = solve(RollerMatch(seats, rules, starter)).turn_value
    return CoachReport(
        seats=tuple(
            CoachSeat(
                match.seats[seat],
                start if position == 0 else 1.0 - start,
                None if shares is None else shares[seat],
                luck[position],
                given[position],
                gifted[position] if approximate else None,
            )
            for position, seat in enumerate(order)
        ),
        turns=tuple(turns),
        approximate=approximate,
    )


class Shares:
    """Each seat's chance as the books follow it through a match (by position): the mover's
    from its turn's solution, the others sharing what it lacks in the proportions they had,
    as the win-chance graph does (`coach_graph`). When the mover's chance reaches one, the
    others' proportions are kept for when it falls again (a ROLLER on a winning total thrown
    on): they are not made equal, which gave a seat that could no longer win half of the
    next Tjock as luck, and the books a residual of one half."""

    def __init__(self, starts: Sequence[float]) -> None:
        self.chances = list(starts)
        self._kept = list(starts)  # the last chances in which the others had a share

    def reset(self, chances: Sequence[float]) -> None:
        """New estimates of every seat's chance (a turn's start)."""
        self.chances = list(chances)
        if sum(chances) > max(chances):  # more than one seat has a share
            self._kept = self.chances

    def move(self, mover: int, chance: float, into: list[float] | None = None) -> None:
        """The mover's chance is now `chance`; the others' changes are added to `into`."""
        base = self.chances
        if sum(c for k, c in enumerate(base) if k != mover) <= 0:
            base = self._kept
        others = sum(c for k, c in enumerate(base) if k != mover)
        rest, n = max(0.0, 1.0 - chance), len(base)
        was, self.chances = (
            self.chances,
            [
                chance if k == mover else (rest * c / others if others > 0 else rest / (n - 1))
                for k, c in enumerate(base)
            ],
        )
        if rest > 0:
            self._kept = self.chances
        if into is not None:
            for k in range(n):
                if k != mover:
                    into[k] += self.chances[k] - was[k]


def gifts(report: CoachReport, position: int) -> float | None:
    """What the others' choices gave the seat at `position`: with two players what the other
    gave away; with more the seat's share of it (`CoachSeat.gifts`). None without throws."""
    seat = report.seats[position]
    if seat.gifts is not None:
        return seat.gifts
    if any(s.given_away is None for s in report.seats):
        return None
    others = sum(s.given_away or 0.0 for k, s in enumerate(report.seats) if k != position)
    if len(report.seats) > 2:  # books from before the shares were followed: an even share
        others /= len(report.seats) - 1
    return float(others)


def imbalance(report: CoachReport) -> list[float]:
    """Per seat: result - start chance - (luck - given away + what the others gave away);
    0 within TOLERANCE for two players."""
    out = []
    for position, s in enumerate(report.seats):
        given_to = gifts(report, position)
        if s.result is None or s.luck is None or s.given_away is None or given_to is None:
            raise ValueError("The books close only on a finished match with its throws.")
        out.append(s.result - s.start_chance - (s.luck - s.given_away + given_to))
    return out

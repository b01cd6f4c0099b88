"""Handicap: the lead in points (a multiple of 50) that makes a two-player Roller match even.

The weaker player starts with the lead `L` that brings their expected chance nearest one half:

    chance(L) = T(L) - g_weak + g_strong

- `T(L)`: the exact win table's chance of a seat leading by L at the start (`win_table`): as the
  starter, as the second, or (who starts decided by a throw) the mean of the two;
- `g`: each player's average win chance given away per match (the coach's books of their
  stored two-player matches with throws). By the books, a seat's expected result is its chance
  at the start minus what it gives away plus what the other gives away (luck averages out).
  With fewer than `MIN_MATCHES` analysed matches for either player the proposal says so and
  uses the table only (both g taken as 0: the lead then only evens out who starts).

With the lead a multiple of 50 the chance cannot always be 0.5 exactly: the proposal is the
lead whose chance is nearest, so it lies within half of the largest change one step of 50
points makes in `T` near it (about half a percentage point at 15 rounds).
"""

from __future__ import annotations

from dataclasses import dataclass

from roller_desktop.engine.roller import HANDICAP_MAX, RollerRules

from . import win_table

STEP = 50
MIN_MATCHES = 3  # analysed matches a player needs before their play counts


@dataclass(frozen=True, slots=True)
class Play:
    """A player's past play: the win chance given away per match, and over how many."""

    given_away: float
    matches: int

    @property
    def enough(self) -> bool:
        return self.matches >= MIN_MATCHES


@dataclass(frozen=True, slots=True)
class Proposal:
    seat: int | None  # the seat (0 or 1) given the lead; None: the match is even without one
    lead: int  # points, a multiple of 50
    chance: float  # that seat's expected chance with the lead (seat 0's when seat is None)
    without: float  # ... and without it
    table_only: bool  # the players' past play was not used (too few analysed matches)

    def handicap(self) -> tuple[int, ...]:
        """As the house rule keeps it: each seat's starting points."""
        if self.seat is None or self.lead == 0:
            return ()
        return tuple(self.lead if s == self.seat else 0 for s in range(2))


def table_chance(table: win_table.WinTable, rounds: int, lead: int, starts: bool | None) -> float:
    """The exact chance of a seat that leads by `lead` at the start of the match: as the
    starter (True), the second (False), or half each (None: who starts is thrown)."""
    first = table.chance(2 * rounds, lead)
    second = 1.0 - table.chance(2 * rounds, -lead)
    if starts is None:
        return (first + second) / 2
    return first if starts else second


def even_lead(
    table: win_table.WinTable,
    rounds: int,
    starts: bool | None,
    edge: float = 0.0,
    most: int = HANDICAP_MAX,
) -> tuple[int, float]:
    """The lead (0, 50, ... up to `most`) that brings `table_chance + edge` nearest 0.5, and
    that chance (not clamped: an edge is an average). The chance rises with the lead."""
    best = (0, table_chance(table, rounds, 0, starts) + edge)
    for lead in range(STEP, most + STEP, STEP):
        chance = table_chance(table, rounds, lead, starts) + edge
        if abs(chance - 0.5) < abs(best[1] - 0.5):
            best = (lead, chance)
        if chance >= 0.5:
            break
    return best


def propose(
    rules: RollerRules,
    starter: int | None,
    play: tuple[Play | None, Play | None] = (None, None),
    table: win_table.WinTable | None = None,
) -> Proposal:
    """The handicap for seats 0 and 1: `starter` their index if chosen (None: thrown for),
    `play` their past play (None: unknown, e.g. a computer seat)."""
    table = win_table.table_for(rules) if table is None else table
    known = all(p is not None and p.enough for p in play)
    edge = 0.0  # seat 0's edge over seat 1 from their play
    if known:
        a, b = play
        assert a is not None and b is not None
        edge = b.given_away - a.given_away
    starts0 = None if starter is None else starter == 0
    rounds = rules.rounds
    without0 = table_chance(table, rounds, 0, starts0) + edge
    if abs(without0 - 0.5) < 1e-12:
        return Proposal(None, 0, without0, without0, not known)
    weak = 0 if without0 < 0.5 else 1
    starts = starts0 if weak == 0 or starts0 is None else not starts0
    weak_edge = edge if weak == 0 else -edge
    lead, chance = even_lead(table, rounds, starts, weak_edge)
    without = without0 if weak == 0 else 1.0 - without0
    return Proposal(weak if lead else None, lead, chance, without, not known)

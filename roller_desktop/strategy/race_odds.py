"""The 105 figures of `roller-desktop odds 105`: exact, from small Markov chains.

One player's race is a chain over (number chased, dice set aside); a turn is one throw, plus
the extra throws of the house rule when a number is done. Players never interact, so the
race of several is the minimum of independent race lengths; on equal turns the player
earlier in turn order finishes first (they throw first in that round).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from math import comb
from typing import Any

from roller_desktop.engine.hundredfive import MAX_DICE

NUMBERS = 6
HIT = Fraction(1, 6)
TAIL = 1e-15  # the race-length chain stops when less than this chance is left unfinished

# What the rules text says (seed 001), to print beside the exact figures.
CLAIMS = {
    "empty_throw": "four throws in ten are empty",
    "hit": "a hit in six throws of ten",
    "two_hits": "two hits in about one throw of six",
    "five_alike": "five alike is one chance in 7776",
    "throws_per_number": "nearer thirteen throws per number",
    "solo_turns": "around 70 turns alone",
    "luckiest_of_three_or_four": "the luckiest of three or four is through after 55 to 60 turns",
}


def hits_chance(dice: int, hits: int) -> Fraction:
    """The chance that exactly `hits` of `dice` dice show the number chased."""
    return comb(dice, hits) * HIT**hits * (1 - HIT) ** (dice - hits)


def throws_per_number(dice: int) -> Fraction:
    """Expected throws to set aside all `dice` dice for one number (the last die is slow)."""
    expected = [Fraction(0)]  # expected[r]: with r dice still to set aside
    for r in range(1, dice + 1):
        rest = sum((hits_chance(r, j) * expected[r - j] for j in range(1, r)), Fraction(0))
        expected.append((1 + rest) / (1 - hits_chance(r, 0)))
    return expected[dice]


State = tuple[int, int]  # (number chased 1..6, dice set aside); (7, 0) is through


def _turn(dice: int, extra_throw: bool) -> dict[State, dict[State, float]]:
    """One turn's transition chances from every racing state."""

    def throw(number: int, aside: int, chance: float, into: dict[State, float]) -> None:
        left = dice - aside
        for j in range(left + 1):
            p = chance * float(hits_chance(left, j))
            if aside + j < dice:
                key = (number, aside + j)
                into[key] = into.get(key, 0.0) + p
            elif number == NUMBERS:
                into[(NUMBERS + 1, 0)] = into.get((NUMBERS + 1, 0), 0.0) + p
            elif extra_throw:
                throw(number + 1, 0, p, into)
            else:
                key = (number + 1, 0)
                into[key] = into.get(key, 0.0) + p

    table: dict[State, dict[State, float]] = {}
    for number in range(1, NUMBERS + 1):
        for aside in range(dice):
            row: dict[State, float] = {}
            throw(number, aside, 1.0, row)
            table[(number, aside)] = row
    return table


def race_length(dice: int = MAX_DICE, extra_throw: bool = True) -> list[float]:
    """finished[t]: the chance one player is through the sixes within t turns."""
    table = _turn(dice, extra_throw)
    through = (NUMBERS + 1, 0)
    now: dict[State, float] = {(1, 0): 1.0}
    finished = [0.0]
    while sum(now.values()) > TAIL:  # the mass still racing (1 - finished would carry rounding)
        nxt: dict[State, float] = {}
        done = finished[-1]
        for state, p in now.items():
            for target, q in table[state].items():
                if target == through:
                    done += p * q
                else:
                    nxt[target] = nxt.get(target, 0.0) + p * q
        now = nxt
        finished.append(done)
    return finished


def expected_turns(finished: list[float], players: int = 1) -> float:
    """Expected turns of the first of `players` independent racers to finish."""
    return sum((1.0 - f) ** players for f in finished)


def median_turns(finished: list[float], players: int = 1) -> int:
    return next(t for t, f in enumerate(finished) if 1.0 - (1.0 - f) ** players >= 0.5)


def seat_win_chances(finished: list[float], players: int) -> list[float]:
    """Each seat's chance to win, in turn order; on equal turns the earlier seat wins."""
    chances = [0.0] * players
    for t in range(1, len(finished)):
        at_t = finished[t] - finished[t - 1]
        before = 1.0 - finished[t - 1]  # not through before turn t
        after = 1.0 - finished[t]  # not through by turn t
        for seat in range(players):
            chances[seat] += at_t * after**seat * before ** (players - 1 - seat)
    return chances


@dataclass(frozen=True)
class RaceOdds:
    dice: int
    throw_odds: dict[int, dict[str, Fraction]]  # dice -> named chances
    throws_per_number: dict[int, Fraction]
    solo: dict[str, float]  # "with_extra_throw"/"without_extra_throw" -> expected turns
    solo_median: dict[str, int]
    winner: dict[int, float]  # players -> expected turns of the winner (extra throw on)
    winner_median: dict[int, int]
    seat_wins: dict[int, list[float]]

    def to_json(self) -> dict[str, Any]:
        return {
            "dice": self.dice,
            "throw_odds_by_dice": {
                str(n): {name: float(f) for name, f in row.items()}
                for n, row in self.throw_odds.items()
            },
            "throws_per_number_by_dice": {
                str(n): float(f) for n, f in self.throws_per_number.items()
            },
            "solo_turns": self.solo,
            "solo_median_turns": self.solo_median,
            "winner_turns_by_players": {str(k): v for k, v in self.winner.items()},
            "winner_median_turns_by_players": {str(k): v for k, v in self.winner_median.items()},
            "seat_win_chances_by_players": {str(k): v for k, v in self.seat_wins.items()},
            "claims": CLAIMS,
        }


def race_odds(dice: int = MAX_DICE) -> RaceOdds:
    throw_odds = {}
    for n in range(MAX_DICE, 0, -1):
        none = hits_chance(n, 0)
        one = hits_chance(n, 1)
        two = hits_chance(n, 2) if n >= 2 else Fraction(0)
        throw_odds[n] = {
            "no_hit": none,
            "hit": 1 - none,
            "exactly_two": two,
            "two_or_more": 1 - none - one,
            "three_or_more": 1 - none - one - two,
            "all_hit": HIT**n,
        }
    with_extra = race_length(dice, True)
    without = race_length(dice, False)
    players = range(2, 7)
    return RaceOdds(
        dice=dice,
        throw_odds=throw_odds,
        throws_per_number={n: throws_per_number(n) for n in range(MAX_DICE, 0, -1)},
        solo={
            "with_extra_throw": expected_turns(with_extra),
            "without_extra_throw": expected_turns(without),
        },
        solo_median={
            "with_extra_throw": median_turns(with_extra),
            "without_extra_throw": median_turns(without),
        },
        winner={k: expected_turns(with_extra, k) for k in players},
        winner_median={k: median_turns(with_extra, k) for k in players},
        seat_wins={k: seat_win_chances(with_extra, k) for k in players},
    )

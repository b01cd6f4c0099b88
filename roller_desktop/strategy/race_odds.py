"""The 105 figures: exact, from small Markov chains (`roller-desktop odds 105`, the setup).

One player's race is a chain over (number chased, dice set aside); a turn is one throw, plus
the extra throws of the house rule when a number is done, and in kids' mode a throw without a
hit thrown again. Players never interact, so a race of several is decided by independent race
lengths, one chain per kind of seat (dice count, kids' mode); on equal turns the player earlier
in the round finishes first (they throw first in it). Who starts is the starter chosen, or the
opening throw's exact chances (the highest sum, ties thrown again).

"Exact" is exact up to the chain's cut: a chain stops when less than TAIL (1e-15) of its
chance is left unfinished, so a win chance is off by at most the table's seats times TAIL,
besides the float rounding.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
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


def _hit_chances(dice: int, kids: bool) -> list[float]:
    """The chance of each number of hits when throwing `dice` dice; in kids' mode a throw
    with no hit is thrown again, so the hits are those of a throw with at least one."""
    chances = [float(hits_chance(dice, j)) for j in range(dice + 1)]
    if kids:
        miss = chances[0]
        chances = [0.0] + [c / (1.0 - miss) for c in chances[1:]]
    return chances


def _turn(dice: int, extra_throw: bool, kids: bool = False) -> dict[State, dict[State, float]]:
    """One turn's transition chances from every racing state."""

    def throw(number: int, aside: int, chance: float, into: dict[State, float]) -> None:
        left = dice - aside
        for j, q in enumerate(_hit_chances(left, kids)):
            p = chance * q
            if p == 0.0:
                continue
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


def race_length(dice: int = MAX_DICE, extra_throw: bool = True, kids: bool = False) -> list[float]:
    """finished[t]: the chance one player is through the sixes within t turns."""
    return list(_race_length(dice, extra_throw, kids))


@cache  # 5 dice counts x kids' mode x extra throw: twenty chains at most
def _race_length(dice: int, extra_throw: bool, kids: bool) -> tuple[float, ...]:
    table = _turn(dice, extra_throw, kids)
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
    return tuple(finished)


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


# ---- a table of children: each seat's chance to win ------------------------------------------


@dataclass(frozen=True)
class RaceSeat:
    """One seat of a 105 race as the odds see it: its dice count and kids' mode."""

    dice: int = MAX_DICE
    kids: bool = False


@cache
def _sum_chances(dice: int) -> tuple[float, ...]:
    """chances[s]: the chance that `dice` dice show the sum s (exact counts over 6^dice)."""
    counts = [1]
    for _ in range(dice):
        nxt = [0] * (len(counts) + 6)
        for total, ways in enumerate(counts):
            for face in range(1, 7):
                nxt[total + face] += ways
        counts = nxt
    return tuple(ways / 6**dice for ways in counts)


@cache
def _opening_wins(contenders: tuple[int, ...]) -> tuple[float, ...]:
    """wins[k]: the chance that one given seat throwing k + 1 dice wins the opening throw
    among `contenders` (how many seats throw 1, 2, ... 5 dice; that seat counted in): the
    highest sum starts, the tied highest throw again among themselves. Seats of one dice count
    are alike, so a tie is known by how many of each count it holds; each tie's chance is the
    sum over the highest sum v of the ways to be at v or below it."""
    if sum(contenders) == 1:
        return tuple(1.0 if m else 0.0 for m in contenders)
    ties: dict[tuple[int, ...], float] = {}
    for v in range(1, 6 * MAX_DICE + 1):
        ways: list[tuple[tuple[int, ...], float]] = [((), 1.0)]
        for k, m in enumerate(contenders):
            at, under = _at_and_below(k + 1, v)
            factors = [(j, comb(m, j) * at**j * under ** (m - j)) for j in range(m + 1)]
            ways = [((*t, j), p * f) for t, p in ways for j, f in factors if f > 0.0]
        for tie, p in ways:
            if any(tie):
                ties[tie] = ties.get(tie, 0.0) + p
    again = ties.pop(contenders, 0.0)  # everybody tied: thrown again by the same seats
    wins = [0.0] * MAX_DICE
    for tie, p in ties.items():
        inner = _opening_wins(tie)
        for k, tied in enumerate(tie):
            if tied:  # a seat of this count is one of the tied
                wins[k] += p * tied / contenders[k] * inner[k]
    return tuple(w / (1.0 - again) for w in wins)


@cache
def _at_and_below(dice: int, v: int) -> tuple[float, float]:
    """The chances that `dice` dice sum to exactly v, and to less than v."""
    sums = _sum_chances(dice)
    return (sums[v] if v < len(sums) else 0.0), sum(sums[: min(v, len(sums))])


def starter_chances(dice: Sequence[int]) -> list[float]:
    """Each seat's chance to start by the opening throw (RULES.md, 105, "Who starts")."""
    contenders = tuple(sum(1 for d in dice if d == k + 1) for k in range(MAX_DICE))
    wins = _opening_wins(contenders)
    return [wins[d - 1] for d in dice]


def win_chances(
    seats: Sequence[RaceSeat], extra_throw: bool = True, starter: int | None = None
) -> list[float]:
    """Each seat's exact chance to win the race, seats in clockwise order. `starter`: the seat
    that throws first in every round; None: decided by the opening throw. The first through
    the sixes wins; two through in the same round: the one earlier in the round (from the
    starter). Each seat's race length is its own chain; they are independent."""
    n = len(seats)
    if n == 0:
        return []
    racing = [_still_racing(s.dice, extra_throw, s.kids) for s in seats]
    if starter is None:
        weights = starter_chances([s.dice for s in seats])
    else:
        weights = [1.0 if i == starter else 0.0 for i in range(n)]
    chances = [0.0] * n
    for first, weight in enumerate(weights):
        if weight == 0.0:
            continue
        order = [(first + k) % n for k in range(n)]
        for seat, chance in zip(order, _ordered_wins([racing[i] for i in order]), strict=True):
            chances[seat] += weight * chance
    return chances


@cache
def _still_racing(dice: int, extra_throw: bool, kids: bool) -> tuple[float, ...]:
    """racing[t] = 1 - finished[t]: the chance of being still in the race after turn t."""
    return tuple(1.0 - p for p in _race_length(dice, extra_throw, kids))


def _ordered_wins(racing: Sequence[tuple[float, ...]]) -> list[float]:
    """Win chances of seats in the order they throw in a round, from racing[k][t], seat k
    still racing after turn t: seat k finishing in round t wins when the seats before it are
    still racing after round t and the seats after it were still racing after round t - 1.
    A chain's end stands for through (under TAIL left)."""
    n = len(racing)
    chances = [0.0] * n
    horizon = max(len(r) for r in racing)
    padded = [r + (0.0,) * (horizon - len(r)) for r in racing]
    columns = zip(*padded, strict=True)
    racing_before = next(columns)  # round 0: everybody racing
    after = [1.0] * n
    for racing_now in columns:
        for k in range(n - 2, -1, -1):  # after[k]: the seats after k still racing after t - 1
            after[k] = after[k + 1] * racing_before[k + 1]
        ahead = 1.0  # the seats before k still racing after round t
        for k in range(n):
            chances[k] += (racing_before[k] - racing_now[k]) * ahead * after[k]
            ahead *= racing_now[k]
        racing_before = racing_now
        if ahead < TAIL / 100:  # all still racing: at most this much is left to win
            break
    return chances


@dataclass(frozen=True)
class EvenDice:
    """The dice counts that make a table's race most even, and each seat's chance with them."""

    dice: tuple[int, ...]
    chances: tuple[float, ...]

    @property
    def spread(self) -> float:
        """How far the least even seat is from an equal share (0: perfectly even)."""
        n = len(self.chances)
        return max(abs(c - 1.0 / n) for c in self.chances) if n else 0.0


EXHAUSTIVE_SEATS = 3  # up to this many seats every choice of dice is tried (5^3 = 125)


def most_even_dice(
    seats: Sequence[RaceSeat], extra_throw: bool = True, starter: int | None = None
) -> EvenDice:
    """The dice count per seat (kids' mode, extra throw and the starter as they are) that
    brings every seat's chance closest to an equal share: the least even seat as close as it
    can be, then the squares of all the differences, then more dice (the rules' five). Every
    choice is tried up to EXHAUSTIVE_SEATS seats; for more, one seat's count at a time is
    changed to its best while that helps (from the table's counts and from five each)."""

    def judged(dice: tuple[int, ...]) -> tuple[tuple[float, float, int], EvenDice]:
        table = [RaceSeat(d, s.kids) for d, s in zip(dice, seats, strict=True)]
        chances = win_chances(table, extra_throw, starter)
        share = 1.0 / len(dice)
        worst = max(abs(c - share) for c in chances)
        squares = sum((c - share) ** 2 for c in chances)
        # Differences under a millionth are no difference: more dice then decides.
        key = (round(worst, 6), round(squares, 9), -sum(dice))
        return key, EvenDice(dice, tuple(chances))

    n = len(seats)
    if n == 0:
        return EvenDice((), ())
    counts = range(1, MAX_DICE + 1)
    if n <= EXHAUSTIVE_SEATS:
        choices: list[tuple[int, ...]] = [()]
        for _ in range(n):
            choices = [(*c, d) for c in choices for d in counts]
        return min((judged(c) for c in choices), key=lambda found: found[0])[1]
    best: tuple[tuple[float, float, int], EvenDice] | None = None
    for begin in (tuple(s.dice for s in seats), (MAX_DICE,) * n):
        current = judged(begin)
        improved = True
        while improved:
            improved = False
            for seat in range(n):
                for d in counts:
                    if d == current[1].dice[seat]:
                        continue
                    dice = (*current[1].dice[:seat], d, *current[1].dice[seat + 1 :])
                    tried = judged(dice)
                    if tried[0] < current[0]:
                        current, improved = tried, True
        if best is None or current[0] < best[0]:
            best = current
    assert best is not None
    return best[1]

"""Each child's chance to win a 105 race (strategy.race_odds.win_chances), checked against a
second computation written differently: the whole table as one chain in exact fractions, its
turns worked out by listing every face of the dice; against the engine's own races thrown with
seeded dice; and against figures worked by hand."""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Sequence
from fractions import Fraction
from functools import cache

import pytest

from roller_desktop.engine.dice import RandomDice
from roller_desktop.engine.hundredfive import HundredFiveRules, Race
from roller_desktop.engine.opening import OpeningDraw
from roller_desktop.strategy import race_odds
from roller_desktop.strategy.race_odds import RaceSeat, most_even_dice, win_chances

Progress = tuple[int, int]  # (number chased, dice set aside); number 7: through


@cache
def turn_by_faces(dice: int, kids: bool, extra: bool, at: Progress) -> dict[Progress, Fraction]:
    """Where one turn takes a seat, from every face the dice can show (6**left of them)."""
    out: dict[Progress, Fraction] = {}

    def throw(number: int, aside: int, chance: Fraction) -> None:
        left = dice - aside
        outcomes = [f.count(number) for f in itertools.product(range(1, 7), repeat=left)]
        if kids:  # a throw with no hit is thrown again: only throws that hit count
            outcomes = [h for h in outcomes if h]
        for hits in set(outcomes):
            p = chance * Fraction(outcomes.count(hits), len(outcomes))
            if aside + hits < dice:
                out[(number, aside + hits)] = out.get((number, aside + hits), 0) + p
            elif number == 6 or not extra:
                out[(number + 1, 0)] = out.get((number + 1, 0), 0) + p
            else:
                throw(number + 1, 0, p)

    throw(*at, Fraction(1))
    return out


def table_chances(seats: Sequence[tuple[int, bool]], extra: bool, starter: int) -> list[Fraction]:
    """The whole table as one chain over every seat's progress, a round at a time, in exact
    fractions: a round that changes nothing (every seat missed) is summed as a geometric
    series."""
    n = len(seats)
    order = [(starter + k) % n for k in range(n)]

    @cache
    def wins(state: tuple[Progress, ...]) -> tuple[Fraction, ...]:
        total = [Fraction(0)] * n
        again = Fraction(0)
        rounds: list[tuple[tuple[Progress, ...], Fraction, int | None]] = [
            (state, Fraction(1), None)
        ]
        for seat in order:  # the seats throw in turn; the first through ends the race
            nxt: list[tuple[tuple[Progress, ...], Fraction, int | None]] = []
            for now, p, winner in rounds:
                if winner is not None:
                    nxt.append((now, p, winner))
                    continue
                dice, kids = seats[seat]
                for to, q in turn_by_faces(dice, kids, extra, now[seat]).items():
                    moved = (*now[:seat], to, *now[seat + 1 :])
                    nxt.append((moved, p * q, seat if to[0] == 7 else None))
            rounds = nxt
        for now, p, winner in rounds:
            if winner is not None:
                total[winner] += p
            elif now == state:
                again += p
            else:
                for seat, w in enumerate(wins(now)):
                    total[seat] += p * w
        return tuple(t / (1 - again) for t in total)

    return list(wins(tuple((1, 0) for _ in seats)))


SMALL_TABLES = [
    ([(1, False), (1, False)], True, 0),
    ([(1, False), (1, False)], False, 1),
    ([(2, False), (1, False)], True, 0),
    ([(2, True), (1, False)], True, 1),
    ([(1, False), (2, True)], False, 0),
    ([(1, False), (1, True), (1, False)], True, 2),
    ([(2, False), (1, False), (1, False)], False, 0),
]


@pytest.mark.parametrize(("seats", "extra", "starter"), SMALL_TABLES)
def test_win_chances_equal_the_whole_table_in_fractions(
    seats: list[tuple[int, bool]], extra: bool, starter: int
) -> None:
    exact = table_chances(seats, extra, starter)
    assert sum(exact) == 1
    found = win_chances([RaceSeat(d, k) for d, k in seats], extra, starter)
    assert found == pytest.approx([float(f) for f in exact], abs=1e-12)


def test_one_die_against_one_die_without_the_extra_throw_by_hand() -> None:
    # Without the extra throw one die needs six waits of chance 1/6: T is negative binomial,
    # P(T = t) = C(t-1, 5) (1/6)^6 (5/6)^(t-6). The starter wins ties of T.
    def at(t: int) -> float:
        return math.comb(t - 1, 5) * (1 / 6) ** 6 * (5 / 6) ** (t - 6) if t >= 6 else 0.0

    by_hand = 0.0
    behind = 1.0  # P(T_B >= t)
    for t in range(1, 2000):
        by_hand += at(t) * behind
        behind -= at(t)
    found = win_chances([RaceSeat(1), RaceSeat(1)], extra_throw=False, starter=0)
    assert found[0] == pytest.approx(by_hand, abs=1e-12)


def test_kids_mode_races_have_a_longest_race_worked_by_hand() -> None:
    # Kids' mode moves a die every turn. One die: each turn finishes a number, and the extra
    # throws finish all six at once; without them six turns. Three dice: the ones take at
    # most three turns, each later number at most two (the extra throw set one aside): 13.
    assert race_odds.race_length(1, True, kids=True) == pytest.approx([0.0, 1.0])
    assert race_odds.race_length(1, False, kids=True)[-1] == pytest.approx(1.0)
    assert len(race_odds.race_length(1, False, kids=True)) - 1 == 6
    three = race_odds.race_length(3, True, kids=True)
    assert len(three) - 1 == 13 and three[-1] == pytest.approx(1.0, abs=1e-12)
    assert three[12] < 1.0
    # So three dice in kids' mode always beat five dice without it that need 64 turns or more.
    table = [RaceSeat(5), RaceSeat(5), RaceSeat(3, kids=True)]
    assert win_chances(table)[2] > 0.999999


def test_identical_seats_agree_with_the_rules_figures() -> None:
    alone = race_odds.race_length(5, True)
    assert race_odds.expected_turns(alone) == pytest.approx(73, abs=0.5)  # "around 70"
    for players in (2, 3, 4, 6):
        seats = [RaceSeat()] * players
        assert win_chances(seats, True, 0) == pytest.approx(
            race_odds.seat_win_chances(alone, players), abs=1e-12
        )
        # Decided by the opening throw, identical seats are equal.
        assert win_chances(seats) == pytest.approx([1 / players] * players, abs=1e-12)
        # The starter of a chosen order is ahead, each seat after it a little less.
        chosen = win_chances(seats, True, players - 1)
        assert chosen[-1] == max(chosen) and chosen[:-1] == sorted(chosen[:-1], reverse=True)


def opening_by_faces(a: int, b: int) -> Fraction:
    """The chance that a seat of `a` dice starts against one of `b` dice (ties again)."""
    sums_a = [sum(f) for f in itertools.product(range(1, 7), repeat=a)]
    sums_b = [sum(f) for f in itertools.product(range(1, 7), repeat=b)]
    ahead = sum(1 for x in sums_a for y in sums_b if x > y)
    level = sum(1 for x in sums_a for y in sums_b if x == y)
    total = len(sums_a) * len(sums_b)
    return Fraction(ahead, total - level)


@pytest.mark.parametrize(("a", "b"), [(1, 1), (3, 2), (4, 1), (2, 3)])
def test_starter_chances_of_two_seats_by_every_face(a: int, b: int) -> None:
    found = race_odds.starter_chances([a, b])
    assert found[0] == pytest.approx(float(opening_by_faces(a, b)), abs=1e-12)
    assert sum(found) == pytest.approx(1.0, abs=1e-12)


def sigma_bound(chance: float, samples: int) -> float:
    """4.5 standard errors of a frequency: a fair sample strays further once in 150,000."""
    return 4.5 * math.sqrt(chance * (1 - chance) / samples) + 1e-9


def test_starter_chances_against_the_engines_opening_throws() -> None:
    dice = [5, 4, 4, 2]
    exact = race_odds.starter_chances(dice)
    source = RandomDice(20261206)
    samples = 20_000
    starts = [0] * len(dice)
    for _ in range(samples):
        starts[OpeningDraw(dice).run(source)] += 1
    for seat, chance in enumerate(exact):
        assert abs(starts[seat] / samples - chance) < sigma_bound(chance, samples)


ENGINE_TABLES = [
    ([(3, False), (2, False), (1, False)], True, None),
    ([(4, True), (1, False), (1, False)], False, 1),
    ([(2, False), (1, False), (5, True)], True, 0),
]


@pytest.mark.slow
@pytest.mark.parametrize(("seats", "extra", "starter"), ENGINE_TABLES)
def test_win_chances_against_the_engines_races(
    seats: list[tuple[int, bool]], extra: bool, starter: int | None
) -> None:
    """Races thrown by the engine itself with seeded dice: each seat's share of the wins
    within 4.5 standard errors of its exact chance."""
    exact = win_chances([RaceSeat(d, k) for d, k in seats], extra, starter)
    rules = HundredFiveRules(extra_throw=extra, play_for_places=False)
    dice = [d for d, _ in seats]
    kids = [k for _, k in seats]
    names = [f"seat {i}" for i in range(len(seats))]
    source = RandomDice(random.Random(len(seats) + extra).randrange(10**9))
    samples = 2000
    wins = [0] * len(seats)
    for _ in range(samples):
        first = OpeningDraw(dice).run(source) if starter is None else starter
        race = Race(names, rules, dice, kids, first, undo=False)
        while not race.is_over:
            race.throw_from(source)
        wins[race.placings[0]] += 1
    for seat, chance in enumerate(exact):
        assert abs(wins[seat] / samples - chance) < sigma_bound(chance, samples)


def test_win_chances_sum_to_one_for_every_kind_of_seat() -> None:
    seats = [RaceSeat(d, k) for d in range(1, 6) for k in (False, True)][:8]
    for extra in (True, False):
        for starter in (None, 0, 5):
            assert sum(win_chances(seats, extra, starter)) == pytest.approx(1.0, abs=1e-12)


def test_most_even_dice_evens_a_table_of_unequal_dice() -> None:
    table = [RaceSeat(5), RaceSeat(2), RaceSeat(4)]
    before = win_chances(table)
    assert max(before) - min(before) > 0.3
    even = most_even_dice(table)
    assert even.dice == (5, 5, 5)  # identical children, the opening throw decides: all equal
    assert even.chances == pytest.approx((1 / 3,) * 3, abs=1e-12)
    assert even.spread == pytest.approx(0.0, abs=1e-12)


def test_most_even_dice_gives_kids_mode_the_most_dice() -> None:
    # Kids' mode makes a race short: its seat gets five dice, the others fewer, and no
    # choice is more even (every choice tried for three seats).
    table = [RaceSeat(5), RaceSeat(5), RaceSeat(3, kids=True)]
    even = most_even_dice(table, True, 0)
    assert even.dice[2] == 5 and even.dice[0] < 5 and even.dice[1] < 5
    for dice in itertools.product(range(1, 6), repeat=3):
        tried = win_chances(
            [RaceSeat(d, s.kids) for d, s in zip(dice, table, strict=True)], True, 0
        )
        assert max(abs(c - 1 / 3) for c in tried) >= even.spread - 1e-9
    assert list(even.chances) == pytest.approx(
        win_chances([RaceSeat(d, s.kids) for d, s in zip(even.dice, table, strict=True)], True, 0)
    )


def test_most_even_dice_of_many_seats_improves_on_the_table() -> None:
    table = [RaceSeat(d, k) for d, k in [(5, False), (1, False), (3, True), (5, False), (2, False)]]
    even = most_even_dice(table, True, 2)
    before = win_chances(table, True, 2)
    assert even.spread < max(abs(c - 0.2) for c in before)
    # No single seat's count changed makes it more even (where the search stopped).
    for seat in range(len(table)):
        for d in range(1, 6):
            dice = list(even.dice)
            dice[seat] = d
            tried = win_chances(
                [RaceSeat(c, s.kids) for c, s in zip(dice, table, strict=True)], True, 2
            )
            assert max(abs(c - 0.2) for c in tried) >= even.spread - 1e-6


def test_win_chances_against_a_large_numpy_sample() -> None:
    """The simulator's independent race lengths (sim.race_sim, NumPy), 100,000 races a table:
    each seat's share within 4.5 standard errors (under a point) of its exact chance."""
    np = pytest.importorskip("numpy")
    from roller_desktop.sim.race_sim import turns_to_finish

    rng = np.random.default_rng(20261206)
    races = 100_000
    for seats, extra, starter in (
        ([RaceSeat(1), RaceSeat(1), RaceSeat(5, kids=True)], False, 2),  # 18.6 18.2 63.2 %
        ([RaceSeat(5), RaceSeat(4), RaceSeat(3)], True, 1),  # 14.8 29.7 55.6 %
    ):
        turns = np.stack(
            [turns_to_finish(races, rng, s.dice, extra, s.kids) for s in seats], axis=1
        )
        order = [(starter + k) % len(seats) for k in range(len(seats))]
        winners = np.array(order)[turns[:, order].argmin(axis=1)]  # ties: earlier in the round
        exact = win_chances(seats, extra, starter)
        for seat, chance in enumerate(exact):
            share = float((winners == seat).mean())
            assert abs(share - chance) < sigma_bound(chance, races), (extra, seat, share, chance)


def test_most_even_dice_of_four_seats_finds_what_trying_every_choice_finds() -> None:
    table = [RaceSeat(5), RaceSeat(2, kids=True), RaceSeat(4), RaceSeat(1)]
    even = most_even_dice(table, False, 1)
    best = min(
        max(
            abs(c - 0.25)
            for c in win_chances(
                [RaceSeat(d, s.kids) for d, s in zip(dice, table, strict=True)], False, 1
            )
        )
        for dice in itertools.product(range(1, 6), repeat=4)
    )
    assert even.spread == pytest.approx(best, abs=1e-6)

"""Scoring of one Roller throw: RULES.md's table, its worked examples, and an exhaustive check.

The exhaustive check compares the engine with a brute-force scorer written here from the rules
alone: it tries every way to split the kept dice into combinations and takes the best.
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from functools import cache
from itertools import combinations_with_replacement, product

import pytest

from roller_desktop.engine import roller
from roller_desktop.engine.errors import InvalidSelection, InvalidThrow

# ---- the brute-force scorer ------------------------------------------------------------------

# Every combination of RULES.md as (the dice it uses, its points).
COMBINATIONS: list[tuple[tuple[int, ...], int]] = [
    ((1,), 100),
    ((5,), 50),
    ((1, 1, 1), 1000),
    ((2, 2, 2), 200),
    ((3, 3, 3), 300),
    ((4, 4, 4), 400),
    ((5, 5, 5), 500),
    ((6, 6, 6), 600),
    ((1, 2, 3, 4, 5, 6), 2000),
    *(((face,) * 6, 3000) for face in range(1, 7)),
]


def take(dice: tuple[int, ...], part: tuple[int, ...]) -> tuple[int, ...] | None:
    """The dice left after taking `part` out of `dice` (both sorted), or None if it does not fit."""
    rest = Counter(dice)
    rest.subtract(part)
    if any(n < 0 for n in rest.values()):
        return None
    return tuple(sorted(rest.elements()))


@cache
def brute_points(dice: tuple[int, ...]) -> int | None:
    """Best points of a split of exactly these sorted dice into combinations; None if none."""
    if not dice:
        return 0
    best: int | None = None
    for part, points in COMBINATIONS:
        rest = take(dice, part)
        if rest is None:
            continue
        rest_points = brute_points(rest)
        if rest_points is not None and (best is None or points + rest_points > best):
            best = points + rest_points
    return best


def sub_multisets(dice: tuple[int, ...]) -> set[tuple[int, ...]]:
    found: set[tuple[int, ...]] = set()
    for mask in product((False, True), repeat=len(dice)):
        found.add(tuple(sorted(d for d, chosen in zip(dice, mask, strict=True) if chosen)))
    found.discard(())
    return found


def brute_selections(throw: tuple[int, ...]) -> dict[tuple[int, ...], int]:
    """Every legal selection of a throw with its points."""
    legal = {}
    for sub in sub_multisets(throw):
        points = brute_points(sub)
        if points is not None:
            legal[sub] = points
    return legal


ALL_MULTISETS = [
    dice for n in range(1, 7) for dice in combinations_with_replacement(range(1, 7), n)
]


# ---- golden tables ---------------------------------------------------------------------------

GOLDEN = [
    # each 1 and each 5, not in a Triss
    ((1,), 100),
    ((5,), 50),
    ((1, 1), 200),
    ((5, 5), 100),
    ((1, 5), 150),
    ((1, 1, 5, 5), 300),
    # Triss of each face
    ((1, 1, 1), 1000),
    ((2, 2, 2), 200),
    ((3, 3, 3), 300),
    ((4, 4, 4), 400),
    ((5, 5, 5), 500),
    ((6, 6, 6), 600),
    # a Triss plus singles
    ((1, 1, 1, 5), 1050),
    ((5, 5, 5, 1), 600),
    ((2, 2, 2, 1, 5), 350),
    ((6, 6, 6, 1, 1, 5), 850),
    # four and five alike: a Triss plus the rest; extra 1s and 5s score singly
    ((1, 1, 1, 1), 1100),
    ((1, 1, 1, 1, 1), 1200),
    ((5, 5, 5, 5), 550),
    ((5, 5, 5, 5, 5), 600),
    ((1, 1, 1, 1, 5), 1150),
    # two Triss in one throw both count
    ((2, 2, 2, 4, 4, 4), 600),
    ((1, 1, 1, 5, 5, 5), 1500),
    ((1, 1, 1, 6, 6, 6), 1600),
    ((3, 3, 3, 6, 6, 6), 900),
    # Stege and Alla lika
    ((1, 2, 3, 4, 5, 6), 2000),
    ((6, 5, 4, 3, 2, 1), 2000),
    *(((face,) * 6, 3000) for face in range(1, 7)),
]


@pytest.mark.parametrize(("dice", "points"), GOLDEN, ids=lambda v: str(v))
def test_golden_scores(dice: tuple[int, ...], points: int) -> None:
    assert roller.score_selection(dice) == points
    assert roller.max_score(dice) == points  # keeping all of them is the best of these throws


@pytest.mark.parametrize("face", range(1, 7))
def test_six_alike_is_alla_lika_never_two_triss(face: int) -> None:
    assert roller.score_selection([face] * 6) == 3000
    two_triss = 2 * {1: 1000, 2: 200, 3: 300, 4: 400, 5: 500, 6: 600}[face]
    assert two_triss != 3000
    # keeping only three of six alike is a Triss: the choice is the player's
    assert roller.score_selection([face] * 3) == two_triss // 2


REFUSED = [
    (2, 2),
    (1, 3),
    (2,),
    (3,),
    (4,),
    (6,),
    (6, 6),
    (1, 5, 6),
    (2, 2, 2, 2),  # four 2s: the fourth 2 scores nothing
    (4, 4, 4, 4),
    (6, 6, 6, 6, 6),
    (3, 3, 3, 3, 3),
    (1, 2, 3, 4, 5),  # five in a row: nothing special
    (2, 3, 4, 5, 6),
    (1, 2, 3, 4),
    (2, 2, 3, 3, 4, 4),  # three pairs: nothing special
    (2, 2, 3, 3, 6, 6),
    (1, 1, 2, 2, 3, 3),
    (2, 2, 2, 3),
]


@pytest.mark.parametrize("dice", REFUSED, ids=lambda v: str(v))
def test_refused_selections(dice: tuple[int, ...]) -> None:
    with pytest.raises(InvalidSelection) as caught:
        roller.score_selection(dice)
    assert isinstance(caught.value, ValueError)
    message = str(caught.value)
    assert message.endswith(".") and len(message) > 20


def test_refusal_messages_name_the_problem() -> None:
    with pytest.raises(InvalidSelection, match="Two 2s score nothing"):
        roller.score_selection([2, 2])
    with pytest.raises(InvalidSelection, match="A single 3 scores nothing"):
        roller.score_selection([1, 3])
    with pytest.raises(InvalidSelection, match="Only three 4s make a Triss"):
        roller.score_selection([4, 4, 4, 4])
    with pytest.raises(InvalidSelection, match="at least one"):
        roller.score_selection([])
    with pytest.raises(InvalidSelection, match="no more than six"):
        roller.score_selection([1] * 7)
    for face in (0, 7, -1):
        with pytest.raises(InvalidSelection, match="1 to 6"):
            roller.score_selection([1, face])


def test_non_integer_faces_are_refused() -> None:
    for bad in ([1.0], ["1"], [True], [None]):
        with pytest.raises(InvalidSelection):
            roller.score_selection(bad)  # type: ignore[arg-type]
        with pytest.raises(InvalidThrow):
            roller.max_score(bad)  # type: ignore[arg-type]


def test_throws_that_score_nothing() -> None:
    for throw in [(2, 2, 3, 3, 4, 6), (2, 3, 4, 6), (6,), (2, 2), (3, 4, 6), (2, 2, 3, 3, 6)]:
        assert roller.max_score(throw) == 0
        assert roller.legal_selections(throw) == ()


def test_three_alike_with_three_dice_is_a_triss() -> None:
    assert roller.max_score([4, 4, 4]) == 400
    assert [(s.dice, s.points) for s in roller.legal_selections([4, 4, 4])] == [((4, 4, 4), 400)]


def test_keeping_fewer_than_all_scoring_dice_is_allowed() -> None:
    throw = (1, 1, 1, 4, 6, 2)
    offered = {s.dice: s.points for s in roller.legal_selections(throw)}
    assert offered == {(1,): 100, (1, 1): 200, (1, 1, 1): 1000}


def test_selections_are_best_first_and_list_what_they_score() -> None:
    for throw in [(1, 1, 1, 5, 5, 2), (1, 2, 3, 4, 5, 6), (5, 5, 5, 5, 5, 1), (1, 5, 6)]:
        selections = roller.legal_selections(throw)
        points = [s.points for s in selections]
        assert points == sorted(points, reverse=True)
        assert points[0] == roller.max_score(throw)
        for s in selections:
            assert roller.score_selection(s.dice) == s.points
            assert s.counts == tuple(s.dice.count(f) for f in range(1, 7))


# ---- exhaustive: every multiset of one to six dice ------------------------------------------


def test_the_brute_force_scorer_agrees_with_the_golden_table() -> None:
    """The reference itself is checked against RULES.md before it checks the engine."""
    for dice, points in GOLDEN:
        assert brute_points(tuple(sorted(dice))) == points
    for dice in REFUSED:
        assert brute_points(tuple(sorted(dice))) is None


def test_score_selection_of_every_multiset() -> None:
    assert len(ALL_MULTISETS) == 923
    legal = 0
    for dice in ALL_MULTISETS:
        expected = brute_points(dice)
        if expected is None:
            with pytest.raises(InvalidSelection):
                roller.score_selection(dice)
        else:
            legal += 1
            assert roller.score_selection(dice) == expected, dice
            assert expected % 50 == 0 and expected > 0
            # the order the dice are given in does not matter
            assert roller.score_selection(dice[::-1]) == expected
    assert 0 < legal < len(ALL_MULTISETS)


def test_max_score_and_legal_selections_of_every_multiset() -> None:
    for throw in ALL_MULTISETS:
        expected = brute_selections(throw)
        got = roller.legal_selections(throw)
        assert {s.dice: s.points for s in got} == expected, throw
        assert len(got) == len(expected)  # no selection offered twice
        assert roller.max_score(throw) == max(expected.values(), default=0), throw
        assert roller.max_score(throw[::-1]) == roller.max_score(throw)


# ---- the RT figures --------------------------------------------------------------------------

RT_CHANCE = {
    6: Fraction(5, 162),
    5: Fraction(25, 324),
    4: Fraction(17, 108),
    3: Fraction(5, 18),
    2: Fraction(4, 9),
    1: Fraction(2, 3),
}


@pytest.mark.parametrize("n", range(1, 7))
def test_chance_that_n_dice_score_nothing(n: int) -> None:
    scoreless = sum(1 for throw in product(range(1, 7), repeat=n) if roller.max_score(throw) == 0)
    assert Fraction(scoreless, 6**n) == RT_CHANCE[n]


def test_rt_chance_of_six_dice_is_about_three_percent() -> None:
    assert round(float(RT_CHANCE[6]), 3) == 0.031


@pytest.mark.parametrize("throw", [(), (1,) * 7, (2, 2, 3, 3, 4, 6, 5)], ids=["none", "7x1", "7"])
def test_a_throw_has_one_to_six_dice(throw: tuple[int, ...]) -> None:
    with pytest.raises(InvalidThrow, match="1 to 6 dice"):
        roller.max_score(throw)
    with pytest.raises(InvalidThrow, match="1 to 6 dice"):
        roller.legal_selections(throw)

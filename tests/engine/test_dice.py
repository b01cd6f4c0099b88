"""Dice sources: fair random dice (chi-square), scripted dice, and faces typed from real dice."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable

import pytest

from roller_desktop.engine.dice import RandomDice, ScriptedDice, check_faces, parse_faces
from roller_desktop.engine.errors import InvalidThrow, RulesError

# ---- chi-square, from first principles (no SciPy) -------------------------------------------


def chi_square_sf(statistic: float, df: int) -> float:
    """P(X >= statistic) for a chi-square variable: 1 - P(df/2, statistic/2), P by its series."""
    a, x = df / 2, statistic / 2
    term = total = 1 / a
    n = 0
    while term > total * 1e-17:
        n += 1
        term *= x / (a + n)
        total += term
    lower = total * math.exp(-x + a * math.log(x) - math.lgamma(a))
    return 1 - lower


# Critical values at p = 0.001, from printed tables; checked against the function below.
CRITICAL_P001 = {5: 20.515, 35: 66.619}


def chi_square(observed: Iterable[int], expected: float) -> float:
    return sum((o - expected) ** 2 / expected for o in observed)


def test_the_chi_square_function_matches_the_tables() -> None:
    for df, critical in CRITICAL_P001.items():
        assert chi_square_sf(critical, df) == pytest.approx(0.001, rel=1e-3)
    assert chi_square_sf(11.070, 5) == pytest.approx(0.05, rel=1e-3)  # the familiar 5 % value
    assert chi_square_sf(2.0, 2) == pytest.approx(math.exp(-1), rel=1e-9)  # df 2: exp(-x/2)


def test_random_dice_are_fair_faces() -> None:
    dice = RandomDice(seed=20261129)
    rolls = 20_000
    counts = Counter(face for _ in range(rolls) for face in dice.roll(6))
    assert set(counts) == {1, 2, 3, 4, 5, 6}
    statistic = chi_square(counts.values(), rolls * 6 / 6)
    assert statistic < CRITICAL_P001[5], counts


def test_random_dice_in_one_throw_are_independent() -> None:
    """The 36 ordered pairs of two dice thrown together are equally likely."""
    dice = RandomDice(seed=105)
    rolls = 36_000
    counts = Counter(dice.roll(2) for _ in range(rolls))
    assert len(counts) == 36
    assert chi_square(counts.values(), rolls / 36) < CRITICAL_P001[35], counts


def test_the_chi_square_check_catches_a_loaded_die() -> None:
    """The same check on a die that shows 6 a little too often must fail (it can fail)."""
    dice = RandomDice(seed=20261129)
    faces = [face for _ in range(20_000) for face in dice.roll(6)]
    loaded = [6 if face == 1 and i % 10 == 0 else face for i, face in enumerate(faces)]
    counts = Counter(loaded)
    assert chi_square(counts.values(), len(loaded) / 6) > CRITICAL_P001[5]


def test_a_seed_makes_the_dice_repeatable() -> None:
    a, b, c = RandomDice(seed=7), RandomDice(seed=7), RandomDice(seed=8)
    first = [a.roll(6) for _ in range(20)]
    assert first == [b.roll(6) for _ in range(20)]
    assert first != [c.roll(6) for _ in range(20)]
    assert all(len(t) == 6 and set(t) <= set(range(1, 7)) for t in first)
    assert RandomDice(seed=1).roll(0) == ()
    assert len(RandomDice().roll(5)) == 5


# ---- scripted dice ---------------------------------------------------------------------------


def test_scripted_dice_give_their_throws_in_order() -> None:
    dice = ScriptedDice([[1, 2, 3], (4, 5), [6]])
    assert dice.remaining == 3
    assert dice.roll(3) == (1, 2, 3)
    assert dice.roll(2) == (4, 5)
    assert dice.remaining == 1
    assert dice.roll(1) == (6,)
    assert dice.remaining == 0


def test_scripted_dice_refuse_a_throw_of_the_wrong_size() -> None:
    dice = ScriptedDice([[1, 2, 3]])
    with pytest.raises(InvalidThrow, match="has 3 dice, but 5 are to be thrown"):
        dice.roll(5)
    assert dice.remaining == 1  # nothing used up
    assert dice.roll(3) == (1, 2, 3)


def test_scripted_dice_refuse_to_run_out() -> None:
    dice = ScriptedDice([[1]])
    dice.roll(1)
    with pytest.raises(InvalidThrow, match="run out"):
        dice.roll(1)
    with pytest.raises(InvalidThrow, match="run out"):
        ScriptedDice([]).roll(6)


# ---- faces typed from real dice --------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "faces"),
    [
        ("3 5 1 1 6 2", (3, 5, 1, 1, 6, 2)),
        ("3,5,1", (3, 5, 1)),
        ("351162", (3, 5, 1, 1, 6, 2)),
        ("  4  ", (4,)),
        ("1, 2, 3", (1, 2, 3)),
        ("1;2;3", (1, 2, 3)),
        ("6\t6\n6", (6, 6, 6)),
    ],
)
def test_parse_faces_accepts(text: str, faces: tuple[int, ...]) -> None:
    assert parse_faces(text) == faces
    assert parse_faces(text, len(faces)) == faces


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("7", "“7” is not a die face"),
        ("0", "“0” is not a die face"),
        ("x", "“x” is not a die face"),
        ("3 5 x", "“x” is not a die face"),
        ("3 5 10", "“10” is not a die face"),
        ("-1", "not a die face"),
        ("1.5", "not a die face"),
        ("", "Type the faces"),
        ("   ", "Type the faces"),
        ("²", "not a die face"),  # a superscript two is a digit to str.isdigit, not a face
        ("٣", "not a die face"),  # an Arabic-Indic three: not what a die shows here
    ],
)
def test_parse_faces_refuses(text: str, message: str) -> None:
    with pytest.raises(InvalidThrow, match=message) as caught:
        parse_faces(text)
    assert isinstance(caught.value, RulesError) and isinstance(caught.value, ValueError)


def test_parse_faces_refuses_the_wrong_count() -> None:
    with pytest.raises(InvalidThrow, match="6 dice are thrown here, but 3 were given"):
        parse_faces("3 5 1", 6)
    with pytest.raises(InvalidThrow, match="1 die"):
        parse_faces("3 5", 1)


def test_check_faces() -> None:
    assert check_faces([1, 6]) == (1, 6)
    assert check_faces((), 0) == ()
    for bad in ([0], [7], [1.0], ["1"], [True], [None]):
        with pytest.raises(InvalidThrow, match="not a die face"):
            check_faces(bad)  # type: ignore[arg-type]
    with pytest.raises(InvalidThrow):
        check_faces([1, 2], 3)


# ---- faces found good before (a replay's shortcut) are known by the tuple, not its value ----


def test_a_throw_equal_to_one_seen_but_of_bools_is_still_refused() -> None:
    """(True, 2, …) equals (1, 2, …): a shortcut keyed by value would let the bools in."""
    from roller_desktop.engine.hundredfive import Race
    from roller_desktop.engine.roller import RollerMatch
    from roller_desktop.engine.scoring import check_dice

    faces = (1, 2, 3, 4, 6, 6)
    assert check_faces(faces) is faces  # found good: known from now on
    assert check_faces(faces, 6) is faces
    bools = (True, 2, 3, 4, 6, 6)
    assert bools == faces
    with pytest.raises(InvalidThrow, match="True is not a die face"):
        check_faces(bools)
    match = RollerMatch(["Anna", "Bert"])
    with pytest.raises(InvalidThrow, match="True is not a die face"):
        match.throw(bools)
    assert match.events == ()
    match.throw(faces)
    with pytest.raises(RulesError, match="True is not a die face"):
        match.keep((True,))
    with pytest.raises(RulesError, match="True is not a die face"):
        check_dice((True,))
    assert match.keep((1,)) == 100
    race = Race(["Anna", "Bert"], dice=[2, 2])
    race.throw((1, 1))
    with pytest.raises(InvalidThrow, match="True is not a die face"):
        race.throw((True, True))
    with pytest.raises(InvalidThrow, match="2 dice are thrown here, but 3 were given"):
        race.throw((1, 1, 1))  # known faces, the wrong number of them


def test_a_known_tuple_still_has_its_number_of_dice_checked() -> None:
    faces = (5, 5, 5)
    check_faces(faces)
    with pytest.raises(InvalidThrow, match="6 dice are thrown here, but 3 were given"):
        check_faces(faces, 6)

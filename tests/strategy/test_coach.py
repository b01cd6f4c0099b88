"""The coach's books in win chance: they balance on simulated matches, seat by seat."""

from __future__ import annotations

import random

import pytest

from roller_desktop.engine.events import Result
from roller_desktop.engine.roller import RollerMatch, RollerRules
from roller_desktop.strategy import coach, win_table
from roller_desktop.strategy.bots import make_bot, play_out, play_turn


def simulated(rules: RollerRules, levels: tuple[str, str], seed: int) -> RollerMatch:
    match = RollerMatch(["Åke", "Kari"], rules, seed % 2)
    bots = [make_bot(levels[0], seed), make_bot(levels[1], seed + 1)]
    dice = random.Random(seed)
    return play_out(bots, match, dice)


@pytest.mark.parametrize(
    ("forced", "levels", "seed"),
    [
        (True, ("child", "steady"), 1),
        (True, ("careful", "sharp"), 2),
        (False, ("child", "careful"), 3),
    ],
)
def test_the_books_balance_on_simulated_matches(
    forced: bool, levels: tuple[str, str], seed: int
) -> None:
    rules = RollerRules(rounds=3, forced_after_roller=forced)
    match = simulated(rules, levels, seed)
    report = coach.coach(match.seats, rules, match.events, match.starter)
    imbalance = coach.imbalance(report)
    assert max(abs(x) for x in imbalance) < coach.TOLERANCE
    first, second = report.seats
    assert first.name == match.seats[match.starter]  # in seating order from the starter
    assert first.luck is not None and second.luck is not None
    assert first.luck == pytest.approx(-second.luck, abs=1e-12)
    assert first.given_away is not None and second.given_away is not None
    assert first.given_away >= -1e-12 and second.given_away >= -1e-12
    assert first.given_away + second.given_away > 0  # careful and child players give away
    assert first.start_chance == pytest.approx(win_table.shipped(forced).start_chance(3), abs=1e-11)
    assert {first.result, second.result} in ({0.0, 1.0}, {0.5})
    assert [t.turn for t in report.turns] == list(range(6))
    assert [t.seat for t in report.turns] == [0, 1] * 3
    assert report.turns[0].win_chance == pytest.approx(first.start_chance, abs=1e-11)


def test_a_wrong_decision_is_charged_and_the_books_still_balance() -> None:
    """Bank 50 points at once in every turn: each bank gives away win chance."""
    rules = RollerRules(rounds=2)
    match = RollerMatch(["A", "B"], rules)
    dice = random.Random(7)
    steady = make_bot("steady")
    while not match.is_over:
        if match.current_seat == 0:
            while match.current_seat == 0:
                if match.must_keep:
                    match.keep(match.selections()[-1].dice)  # the fewest points
                elif match.can_bank:
                    match.bank()
                else:
                    match.throw([dice.randint(1, 6) for _ in range(match.dice_to_throw)])
        else:
            play_turn(steady, match, dice)
    report = coach.coach(match.seats, rules, match.events)
    a = report.seats[0]
    assert a.given_away is not None and a.given_away > 0.05
    assert max(abs(x) for x in coach.imbalance(report)) < coach.TOLERANCE


def test_a_match_kept_by_hand_has_turns_only() -> None:
    rules = RollerRules(rounds=2)
    cells = ["350", "RT", "1000", "–"]  # A, B, A, B
    report = coach.coach(["A", "B"], rules, [Result(c) for c in cells])
    assert [(s.luck, s.given_away) for s in report.seats] == [(None, None), (None, None)]
    assert [s.result for s in report.seats] == [1.0, 0.0]
    table = win_table.shipped(True)
    assert [(t.turn, t.seat, t.lead) for t in report.turns] == [
        (0, 0, 0),
        (1, 1, -350),
        (2, 0, 350),
        (3, 1, -1350),
    ]
    assert report.turns[3].win_chance == table.chance(1, -1350)
    with pytest.raises(ValueError):
        coach.imbalance(report)
    data = report.to_json()
    assert set(data) == {"seats", "turns"}
    assert set(data["seats"][0]) == {"name", "start_chance", "result", "luck", "given_away"}


def test_three_seats_are_approximate_with_their_residual() -> None:
    rules = RollerRules(rounds=2)
    match = RollerMatch(["A", "B", "C"], rules, 2)
    bots = [make_bot("child", 1), make_bot("steady"), make_bot("careful")]
    play_out(bots, match, random.Random(5))
    report = coach.coach(match.seats, rules, match.events, 2)
    data = report.to_json()
    assert data["approximate"] is True
    assert [s["name"] for s in data["seats"]] == ["C", "A", "B"]
    assert sorted(s["result"] for s in data["seats"]) in ([0.0, 0.0, 1.0], [0.0, 0.5, 0.5])
    assert all(0.0 < s["start_chance"] < 1.0 for s in data["seats"])
    assert data["residual"] == pytest.approx(max(abs(x) for x in coach.imbalance(report)))
    assert [t["seat"] for t in data["turns"]] == [0, 1, 2] * 2
    # The chances followed add up to one: a throw's luck is the others' loss, and what a
    # decision gave away went to the others
    assert sum(s["luck"] for s in data["seats"]) == pytest.approx(0.0, abs=1e-9)
    given = sum(s["given_away"] for s in data["seats"])
    assert given > 0.01  # the child gives away
    assert sum(s["gifts"] for s in data["seats"]) == pytest.approx(given, abs=1e-9)


def test_three_seats_the_others_busts_are_the_leaders_luck() -> None:
    """Å banks 1 000 in a match of one round; Bo and Cilla throw nothing (RT): Å won by their
    dice, and the approximate books say so (they counted only the mover's own throws: Å's
    luck was his triss alone, and his books were 43 points of a percentage off)."""
    match = RollerMatch(["Å", "Bo", "Cilla"], RollerRules(rounds=1), 0)
    match.throw([1, 1, 1, 2, 3, 4])
    match.keep([1, 1, 1])
    match.bank()
    match.throw([2, 3, 4, 6, 2, 3])
    match.throw([2, 3, 4, 6, 2, 3])
    report = coach.coach(match.seats, match.rules, match.events, 0)
    a, bo, cilla = report.seats
    assert (a.result, bo.result, cilla.result) == (1.0, 0.0, 0.0)
    # The others' RTs moved their chances to Å (and to whoever still had one)
    assert a.luck is not None and a.luck > 1.0 - a.start_chance - 0.1
    assert bo.luck is not None and bo.luck < 0 and cilla.luck is not None and cilla.luck < 0
    assert report.residual is not None and report.residual < 0.1
    assert report.residual == pytest.approx(max(abs(x) for x in coach.imbalance(report)))
    # A decision's cost is the others' gift, in the proportions of their chances
    data = report.to_json()
    assert [s["gifts"] for s in data["seats"]] == [0.0, 0.0, 0.0]  # nobody gave anything away

"""A Roller match: seats clockwise from the starter, rounds, totals, the protocol and its symbols.

Rounds and seats are 0-based in the API (paper round 1 is round 0).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from roller_desktop.engine import roller
from roller_desktop.engine.errors import RulesError
from roller_desktop.engine.protocol import PLUMP, SUR_MUN, TJOCK_MARK, WW, Outcome, W

from .support import play_bank, play_rt, play_tjock, roller_state

Turn = Callable[[roller.RollerMatch], object]


def bank_50(m: roller.RollerMatch) -> int:
    return play_bank(m, [5, 2, 2, 3, 3, 4], [5])


def bank_100(m: roller.RollerMatch) -> int:
    return play_bank(m, [1, 2, 2, 3, 3, 4], [1])


def bank_2000(m: roller.RollerMatch) -> int:
    """A Stege, banked at once: only where the forced throw is off."""
    return play_bank(m, [1, 2, 3, 4, 5, 6], [1, 2, 3, 4, 5, 6])


def bank_1950(m: roller.RollerMatch) -> int:
    m.throw([1, 1, 1, 5, 5, 5])
    m.keep([1, 1, 1, 5, 5, 5])
    m.throw([4, 4, 4, 5, 2, 3])
    m.keep([4, 4, 4, 5])
    return m.bank()


def play_match(m: roller.RollerMatch, plan: dict[int, list[Turn]]) -> None:
    """Play every turn: `plan[seat][round]` plays that seat's turn in that round."""
    while not m.is_over:
        seat, rnd = m.current_seat, m.current_round
        assert seat is not None and rnd is not None
        plan[seat][rnd](m)


# ---- seats and rounds ------------------------------------------------------------------------


def test_seats_play_clockwise_from_the_starter() -> None:
    m = roller.RollerMatch(["A", "B", "C", "D"], starter=2)
    assert m.order == (2, 3, 0, 1)
    seen = []
    for _ in range(8):
        seen.append((m.current_round, m.current_seat))
        play_rt(m)
    assert seen == [(0, 2), (0, 3), (0, 0), (0, 1), (1, 2), (1, 3), (1, 0), (1, 1)]
    assert m.protocol().order == (2, 3, 0, 1)


def test_a_round_ends_when_every_seat_has_played() -> None:
    m = roller.RollerMatch(["A", "B", "C"], starter=1)
    bank_100(m)
    m.throw([1, 2, 2, 3, 3, 4])
    m.keep([1])
    assert m.current_round == 0 and m.current_seat == 2
    m.bank()
    assert m.current_round == 0 and m.current_seat == 0
    play_rt(m)
    assert m.current_round == 1 and m.current_seat == 1
    p = m.protocol()
    assert p.rounds_played == [1, 1, 1]
    assert p.current == (1, 1)


def test_fifteen_rounds_by_default() -> None:
    m = roller.RollerMatch(["A", "B"])
    assert m.rules.rounds == 15 and m.protocol().rounds == 15
    turns = 0
    while not m.is_over:
        play_rt(m)
        turns += 1
    assert turns == 30
    p = m.protocol()
    assert p.is_over and p.current is None
    assert all(p.cell_text(s, r) == "RT" for s in range(2) for r in range(15))
    assert p.rounds_played == [15, 15]


def test_the_rounds_house_rule() -> None:
    m = roller.RollerMatch(["A", "B"], roller.RollerRules(rounds=3))
    for _ in range(6):
        assert not m.is_over
        bank_50(m)
    assert m.is_over and m.protocol().totals == [150, 150]
    assert m.protocol().rule_differences == (("rounds", "3"),)


def test_totals_and_running_totals() -> None:
    m = roller.RollerMatch(["A", "B"], roller.RollerRules(rounds=3))
    play_match(m, {0: [bank_100, play_rt, bank_50], 1: [play_tjock, bank_50, bank_50]})
    p = m.protocol()
    assert p.totals == [150, 100]
    assert [p.running_total(0, r) for r in range(3)] == [100, 100, 150]
    assert [p.cell_text(1, r) for r in range(3)] == [TJOCK_MARK, "50", "50"]
    assert p.tjock_counts == [1, 1] and p.rt_counts == [1, 0]
    assert p.best_rounds == [100, 50]


def test_cell_texts() -> None:
    m = roller.RollerMatch(["A", "B"], roller.RollerRules(rounds=2))
    m.throw([1, 5, 5, 2, 3, 4])
    m.keep([1, 5, 5])
    m.throw([1, 5, 2])
    m.keep([1, 5])
    assert m.bank() == 350
    play_tjock(m)
    play_rt(m)
    p = m.protocol()
    assert p.cell_text(0, 0) == "350"
    assert p.cell_text(1, 0) == "–" == "\u2013"
    assert p.cell_text(0, 1) == "RT"
    assert p.cell_text(1, 1) == ""
    assert p.running_total(1, 1) is None
    assert p.cell(0, 0) is not None and p.cell(0, 0).outcome is Outcome.BANKED  # type: ignore[union-attr]
    assert p.cell(1, 1) is None


def test_every_banked_score_is_a_multiple_of_fifty() -> None:
    m = roller.RollerMatch(["A"], roller.RollerRules(rounds=2))
    assert bank_1950(m) == 1950
    assert bank_50(m) == 50
    assert all(t % 50 == 0 for t in m.protocol().totals)


# ---- symbols ---------------------------------------------------------------------------------


def symbols(m: roller.RollerMatch) -> list[set[str]]:
    assert m.symbols() == m.protocol().symbols
    return m.symbols()


def test_no_symbols_until_the_match_is_over() -> None:
    m = roller.RollerMatch(["A", "B"], roller.RollerRules(rounds=1))
    bank_100(m)
    assert symbols(m) == [set(), set()]
    assert m.protocol().symbol_text(0) == ""
    play_rt(m)
    assert symbols(m) == [{W}, {SUR_MUN, PLUMP}]


def test_w_sur_mun_and_plump() -> None:
    m = roller.RollerMatch(["A", "B", "C"], roller.RollerRules(rounds=2))
    play_match(
        m,
        {0: [bank_100, bank_100], 1: [bank_50, play_tjock], 2: [play_rt, bank_100]},
    )
    assert m.protocol().totals == [200, 50, 100]
    assert symbols(m) == [{W}, {SUR_MUN, PLUMP}, {PLUMP}]  # RT and Tjock both count
    p = m.protocol()
    assert p.symbol_text(0) == "W"
    assert p.symbol_text(1) == "sur mun ●"
    assert p.symbol_text(2) == "●"


def test_ww_at_exactly_the_threshold() -> None:
    rules = roller.RollerRules(rounds=5, forced_after_roller=False)
    m = roller.RollerMatch(["A", "B"], rules)
    play_match(m, {0: [bank_2000] * 5, 1: [bank_2000] * 4 + [bank_1950]})
    assert m.protocol().totals == [10000, 9950]
    assert symbols(m) == [{WW}, {SUR_MUN}]
    assert m.protocol().symbol_text(0) == "WW"


def test_a_winner_just_below_the_threshold_gets_w() -> None:
    rules = roller.RollerRules(rounds=5, forced_after_roller=False)
    m = roller.RollerMatch(["A", "B"], rules)
    play_match(m, {0: [bank_2000] * 4 + [bank_1950], 1: [bank_100] * 5})
    assert m.protocol().totals == [9950, 500]
    assert symbols(m) == [{W}, {SUR_MUN}]


def test_the_ww_threshold_house_rule() -> None:
    rules = roller.RollerRules(rounds=2, ww_threshold=200)
    m = roller.RollerMatch(["A", "B"], rules)
    play_match(m, {0: [bank_100, bank_100], 1: [bank_50, bank_50]})
    assert symbols(m) == [{WW}, {SUR_MUN}]
    assert m.protocol().ww_threshold == 200
    assert ("ww_threshold", "200") in m.protocol().rule_differences


def test_tied_winners_and_tied_losers_and_tied_plump() -> None:
    m = roller.RollerMatch(["A", "B", "C", "D"], roller.RollerRules(rounds=2))
    play_match(
        m,
        {
            0: [bank_100, play_rt],
            1: [play_tjock, bank_100],
            2: [bank_50, bank_50],
            3: [bank_50, bank_50],
        },
    )
    assert m.protocol().totals == [100, 100, 100, 100]
    # all equal: every seat wins, nobody has sur mun; A and B went tjock once each
    assert symbols(m) == [{W, PLUMP}, {W, PLUMP}, {W}, {W}]


def test_two_winners_two_sur_mun_two_plump() -> None:
    m = roller.RollerMatch(["A", "B", "C", "D"], roller.RollerRules(rounds=2))
    play_match(
        m,
        {
            0: [bank_100, bank_100],
            1: [bank_100, bank_100],
            2: [play_rt, bank_50],
            3: [bank_50, play_tjock],
        },
    )
    assert m.protocol().totals == [200, 200, 50, 50]
    assert symbols(m) == [{W}, {W}, {SUR_MUN, PLUMP}, {SUR_MUN, PLUMP}]


def test_no_plump_when_nobody_went_tjock() -> None:
    m = roller.RollerMatch(["A", "B"], roller.RollerRules(rounds=1))
    play_match(m, {0: [bank_100], 1: [bank_50]})
    assert symbols(m) == [{W}, {SUR_MUN}]


def test_everyone_tjock_every_round_all_get_w_and_plump() -> None:
    m = roller.RollerMatch(["A", "B"], roller.RollerRules(rounds=1))
    play_match(m, {0: [play_rt], 1: [play_tjock]})
    assert symbols(m) == [{W, PLUMP}, {W, PLUMP}]


def test_a_one_seat_game_has_no_sur_mun_and_no_plump() -> None:
    m = roller.RollerMatch(["Solo"], roller.RollerRules(rounds=2))
    play_match(m, {0: [play_rt, bank_50]})
    assert symbols(m) == [{W}]
    m = roller.RollerMatch(["Solo"], roller.RollerRules(rounds=1))
    play_rt(m)
    assert symbols(m) == [{W}]


def test_the_most_tjock_rounds_gets_plump() -> None:
    m = roller.RollerMatch(["A", "B", "C"], roller.RollerRules(rounds=3))
    play_match(
        m,
        {
            0: [play_rt, play_tjock, bank_100],
            1: [play_tjock, bank_100, bank_100],
            2: [bank_50, bank_50, bank_50],
        },
    )
    assert m.protocol().tjock_counts == [2, 1, 0]
    assert symbols(m) == [{SUR_MUN, PLUMP}, {W}, set()]


# ---- the protocol as a value -----------------------------------------------------------------


def test_protocol_is_a_snapshot() -> None:
    m = roller.RollerMatch(["A", "B"])
    before = m.protocol()
    bank_100(m)
    assert before.cell_text(0, 0) == "" and m.protocol().cell_text(0, 0) == "100"
    assert before != m.protocol()
    with pytest.raises(AttributeError):
        before.rounds = 3  # type: ignore[misc]


def test_protocol_carries_names_starter_and_differences() -> None:
    rules = roller.RollerRules(rounds=10, ww_threshold=8000, forced_after_roller=False)
    m = roller.RollerMatch(["Åke", "Ingemar", "Britt"], rules, starter=1)
    p = m.protocol()
    assert p.seats == ("Åke", "Ingemar", "Britt") and p.starter == 1 and p.current == (1, 0)
    assert p.rule_differences == (
        ("rounds", "10"),
        ("ww_threshold", "8000"),
        ("forced_after_roller", "off"),
    )
    assert roller.RollerMatch(["A"]).protocol().rule_differences == ()


# ---- house rules and seats -------------------------------------------------------------------


def test_house_rules_defaults() -> None:
    rules = roller.RollerRules()
    assert (rules.rounds, rules.ww_threshold, rules.forced_after_roller) == (15, 10000, True)
    assert rules.starter == "throw"
    assert roller.RollerRules.from_dict(rules.to_dict()) == rules
    with pytest.raises(AttributeError):
        rules.rounds = 3  # type: ignore[misc]


@pytest.mark.parametrize(
    "settings",
    [
        {"rounds": 0},
        {"rounds": 101},
        {"rounds": "15"},
        {"rounds": True},
        {"ww_threshold": 0},
        {"ww_threshold": 10025},
        {"ww_threshold": 1.5},
        {"forced_after_roller": 1},
        {"starter": "youngest"},
    ],
)
def test_bad_house_rules_are_refused(settings: dict[str, object]) -> None:
    with pytest.raises(RulesError):
        roller.RollerRules(**settings)  # type: ignore[arg-type]
    with pytest.raises(RulesError):
        roller.RollerRules.from_dict(settings)


def test_unknown_house_rules_are_refused() -> None:
    with pytest.raises(RulesError, match="Unknown house rules: colour"):
        roller.RollerRules.from_dict({"colour": "red"})
    with pytest.raises(RulesError):
        roller.RollerRules.from_dict(["rounds"])  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("seats", "starter"),
    [
        ([], 0),
        ([f"P{i}" for i in range(9)], 0),
        (["A", "a "], 0),
        (["A", ""], 0),
        (["A", "  "], 0),
        (["A", "B"], 2),
        (["A", "B"], -1),
        (["A", "B"], True),
    ],
)
def test_bad_seats_are_refused(seats: list[str], starter: int) -> None:
    with pytest.raises(RulesError):
        roller.RollerMatch(seats, starter=starter)


def test_one_to_eight_seats() -> None:
    for n in (1, 8):
        m = roller.RollerMatch([f"P{i}" for i in range(n)], starter=n - 1)
        assert m.current_seat == n - 1 and len(m.protocol().seats) == n


def test_replay_of_a_whole_match_equals_the_live_match() -> None:
    m = roller.RollerMatch(["A", "B", "C"], roller.RollerRules(rounds=2), starter=1)
    play_match(
        m,
        {0: [bank_100, play_rt], 1: [bank_1950, play_tjock], 2: [bank_50, bank_100]},
    )
    again = roller.RollerMatch.replay(["A", "B", "C"], m.rules, m.events, starter=1)
    assert roller_state(again) == roller_state(m)
    assert again.is_over

"""Computer players make only legal moves; hints and analysis agree with the solver."""

from __future__ import annotations

import random

import pytest

from roller_desktop.engine.dice import RandomDice
from roller_desktop.engine.errors import MatchOver
from roller_desktop.engine.events import Bank, Keep, Throw
from roller_desktop.engine.hundredfive import Race
from roller_desktop.engine.roller import RollerMatch, RollerRules
from roller_desktop.strategy import match_aware, solver
from roller_desktop.strategy.analysis import analyse
from roller_desktop.strategy.bots import LEVELS, make_bot, play_turn
from roller_desktop.strategy.hints import hint


def apply_checked(match: RollerMatch, action: object, dice: RandomDice) -> None:
    """Apply a bot's action after checking it is legal now."""
    if isinstance(action, Keep):
        assert match.must_keep
        assert action.dice in {s.dice for s in match.selections()}
        match.keep(action.dice)
    elif isinstance(action, Bank):
        assert match.can_bank
        match.bank()
    else:
        assert isinstance(action, Throw) and match.can_throw
        match.throw_from(dice)


@pytest.mark.parametrize("level", LEVELS)
def test_bots_only_make_legal_moves(level: str) -> None:
    rng = random.Random(level)
    actions = 0
    for game in range(12):
        seats = ["Ada", "Bo", "Cy"][: 1 + game % 3]
        rounds = (15, 4, 3)[game % 3 if game % 4 else 0]
        rules = RollerRules(rounds=rounds, forced_after_roller=game % 2 == 0)
        match = RollerMatch(seats, rules, starter=game % len(seats))
        bots = [make_bot(level, seed=game) for _ in seats]
        dice = RandomDice(rng.randrange(10**9))
        while not match.is_over:
            seat = match.current_seat
            assert seat is not None
            apply_checked(match, bots[seat].choose(match), dice)
            actions += 1
        with pytest.raises(MatchOver):
            bots[0].choose(match)
    assert actions > 300


def test_bots_get_through_a_forced_roller() -> None:
    for level in LEVELS:
        match = RollerMatch(["Ada", "Bo"], RollerRules())
        match.throw([1, 2, 3, 4, 5, 6])
        match.keep([1, 2, 3, 4, 5, 6])  # forced: two scoring dice owed
        bot = make_bot(level, seed=1)
        assert bot.choose(match) == Throw()
        match.throw([1, 2, 2, 3, 3, 4])
        action = bot.choose(match)
        assert action == Keep((1,))
        match.keep((1,))
        assert bot.choose(match) == Throw()  # still one die owed: no banking


def test_every_bot_just_throws_in_105() -> None:
    race = Race(["Ola", "Kari"])
    for level in LEVELS:
        assert make_bot(level).choose(race) == Throw()


def test_unknown_level_is_refused() -> None:
    with pytest.raises(ValueError, match="careful"):
        make_bot("grandmaster")


def test_hint_agrees_with_the_solver() -> None:
    solution = solver.solve()
    match = RollerMatch(["Ada", "Bo"])
    first = hint(match)
    assert first.best == Throw() and first.throw_value == pytest.approx(solution.turn_value)
    match.throw([1, 1, 5, 2, 3, 6])
    h = hint(match)
    assert [s.value for s in h.selections] == sorted((s.value for s in h.selections), reverse=True)
    assert {s.dice for s in h.selections} == {s.dice for s in match.selections()}
    for s in h.selections:
        left = 6 - len(s.dice)
        assert s.value == pytest.approx(solution.decision_value(s.points, left or 6, 0))
    assert h.best == Keep(h.selections[0].dice) == make_bot("steady").choose(match)
    match.keep((1, 1))
    h = hint(match)
    assert h.bank_value == 200 and h.throw_value == pytest.approx(solution.throw_value(200, 4))
    assert h.best == (Bank() if h.bank_value >= h.throw_value else Throw())
    assert h.best == make_bot("steady").choose(match)


def play_match(levels: list[str], seed: int, rules: RollerRules | None = None) -> RollerMatch:
    bots = [make_bot(level, seed=seed) for level in levels]
    match = RollerMatch([f"P{k}" for k in range(len(levels))], rules)
    rng = random.Random(seed)
    while not match.is_over:
        seat = match.current_seat
        assert seat is not None
        play_turn(bots[seat], match, rng)
    return match


def test_analysis_of_the_steady_player_gives_nothing_away() -> None:
    match = play_match(["steady", "careful"], seed=11)
    turn = solver.solve().turn_value
    steady, careful = analyse(match.seats, match.rules, match.events, match.starter)
    assert steady.given_away == pytest.approx(0.0, abs=1e-6) and steady.mistakes == 0
    assert careful.given_away > 100 and careful.mistakes > 0
    for seat in (steady, careful):
        assert seat.turns == 15
        assert seat.points == pytest.approx(15 * turn + seat.luck - seat.given_away)
        assert seat.expected == pytest.approx(seat.points - seat.luck)


def test_analysis_counts_the_points_scored_not_a_handicaps_head_start() -> None:
    match = play_match(["steady", "careful"], seed=11, rules=RollerRules(handicap=(2000, 0)))
    turn = solver.solve(match.rules).turn_value
    analysed = analyse(match.seats, match.rules, match.events, match.starter)
    protocol = match.protocol()
    assert protocol.totals[0] - protocol.start(0) == analysed[0].points
    for seat in analysed:
        assert seat.points == pytest.approx(15 * turn + seat.luck - seat.given_away)


def test_reach_chance_matches_a_direct_solve() -> None:
    rules = RollerRules()
    for need in (50, 600, 2500):
        steps = need // 50
        direct = solver.solve_utility(rules, [0.0] * steps + [0.5, 1.0], 0.0).turn_value
        assert match_aware.reach_chance(rules, need) == pytest.approx(direct, abs=1e-12)
    chances = [match_aware.reach_chance(rules, n) for n in range(-100, 3000, 50)]
    assert chances[:2] == [1.0, 1.0] and chances == sorted(chances, reverse=True)


def test_sharp_plays_for_the_win_on_the_last_turn() -> None:
    rules = RollerRules(rounds=1)
    match = RollerMatch(["Ada", "Bo"], rules)
    match.throw([1, 1, 1, 5, 5, 6])
    match.keep([1, 1, 1, 5, 5])
    match.bank()  # Ada: 1100
    match.throw([1, 5, 5, 2, 3, 4])
    match.keep([1, 5, 5])  # Bo: 200, three dice left
    match.throw([1, 5, 2])
    match.keep([1, 5])  # Bo: 350, one die left
    assert make_bot("steady").choose(match) == Bank()  # 350 with one die: bank
    assert make_bot("sharp").choose(match) == Throw()  # but 350 loses to 1100


def test_sharp_goes_on_for_ww_when_the_win_is_safe() -> None:
    rules = RollerRules(rounds=2, ww_threshold=1500)
    match = RollerMatch(["Ada", "Bo"], rules)
    match.throw([2, 2, 3, 3, 4, 6])  # Ada: RT
    match.throw([5, 5, 5, 2, 3, 4])
    match.keep([5, 5, 5])
    match.bank()  # Bo: 500
    match.throw([2, 2, 3, 3, 4, 6])  # Ada: RT again, her match ends on 0
    match.throw([5, 5, 5, 2, 3, 4])
    match.keep([5, 5, 5])  # Bo: 500 now, 1000 in all, three dice
    assert make_bot("steady").choose(match) == Bank()
    assert make_bot("sharp").choose(match) == Throw()  # a Tjock still wins; 1500 is WW


def test_late_round_worth_is_a_chance_that_rises_with_the_lead() -> None:
    rules = RollerRules()
    even = match_aware.late_round_worth(rules, 0, 2, 2)
    assert even[0] == pytest.approx(0.5, abs=1e-9)  # level, same rounds left: a coin flip
    behind = match_aware.late_round_worth(rules, -1000, 1, 2)
    for worth in (even, behind):
        assert all(0.0 <= w <= 1.0 for w in worth)
        assert worth == sorted(worth) and worth[-1] > 0.999
    assert behind[0] < 0.1  # 1000 behind with a round less is nearly lost
    # The lead that the same rounds on both sides settle is symmetric: P(win by x) = P(lose by x).
    ahead = match_aware.late_round_worth(rules, 500, 1, 1)[0]
    level_behind = match_aware.late_round_worth(rules, -500, 1, 1)[0]
    assert ahead + level_behind == pytest.approx(1.0, abs=1e-9)


def test_sharp_takes_more_risk_when_behind_before_the_last_round() -> None:
    """A two-round match: 1100 behind with 500 and three dice, one round left for each."""
    match = RollerMatch(["Ada", "Bo"], RollerRules(rounds=2))
    match.throw([1, 1, 1, 5, 5, 6])
    match.keep([1, 1, 1, 5, 5])
    match.bank()  # Ada: 1100
    match.throw([5, 5, 5, 2, 3, 4])
    match.keep([5, 5, 5])  # Bo: 500, three dice
    assert make_bot("steady").choose(match) == Bank()  # 500 with three dice: bank
    assert make_bot("sharp").choose(match) == Throw()  # 600 behind with a round to go: go on


def test_hints_and_analyses_become_json() -> None:
    import json

    match = RollerMatch(["Ada", "Bo"])
    match.throw([1, 5, 2, 3, 4, 4])
    record = json.loads(json.dumps(hint(match).to_dict()))
    assert record["best"]["type"] == "keep" and {"dice", "points", "value"} <= set(
        record["selections"][0]
    )
    match.keep([1])
    record = json.loads(json.dumps(hint(match).to_dict()))
    assert record["bank_value"] == 100 and record["best"] == {"type": "throw"}
    seat = analyse(match.seats, match.rules, match.events, match.starter)[0]
    assert json.loads(json.dumps(seat.to_dict()))["name"] == "Ada"


def test_sharp_follows_the_win_table_at_every_turn_of_two() -> None:
    """Every bank-or-throw of the sharp player before the match's last turn is the win table's
    choice (where the match is not yet decided), and differs from the points' somewhere."""
    from roller_desktop.strategy import win_table

    rules = RollerRules(rounds=6)
    table = win_table.shipped(True)
    sharp, steady = make_bot("sharp"), make_bot("steady")
    differed = 0
    for seed in range(6):
        match = RollerMatch(["Sharp", "Steady"], rules)
        dice = random.Random(seed)
        while not match.is_over:
            if match.current_seat == 1:
                play_turn(steady, match, dice)
                continue
            _, left, lead = win_table.moment(match)
            action = sharp.choose(match)
            solution = table.solution(left, lead)
            decided = solution.tjock_value >= 1 - 1e-12 or solution.turn_value <= 1e-12
            if match.can_bank and left > 1 and not decided:
                args = (match.turn_points, match.dice_to_throw, match.dice_owed)
                assert (action == Bank()) == solution.should_bank(*args)
                differed += solution.should_bank(*args) != solver.solve().should_bank(*args)
            if isinstance(action, Keep):
                match.keep(action.dice)
            elif isinstance(action, Bank):
                match.bank()
            else:
                match.throw([dice.randint(1, 6) for _ in range(match.dice_to_throw)])
    assert differed > 0

"""The handicap that makes a two-player match even, checked against the table and against the
plain, independent computation of a tiny match."""

from __future__ import annotations

import pytest

from roller_desktop.engine.roller import RollerMatch, RollerRules
from roller_desktop.strategy import handicap, win_build, win_table
from tests.strategy.plain_win import PlainWin


def test_the_table_alone_evens_out_the_starter_of_a_long_match() -> None:
    rules = RollerRules()
    table = win_table.table_for(rules)
    found = handicap.propose(rules, starter=0)
    assert found.seat == 0  # the starter is the weaker: the second knows what to beat
    assert found.table_only
    assert found.without == pytest.approx(table.start_chance(15))
    assert found.chance == pytest.approx(table.chance(30, found.lead))
    # nearest one half among the leads, and within half a step's change of it
    here = abs(found.chance - 0.5)
    for other in (found.lead - 50, found.lead + 50):
        assert here <= abs(table.chance(30, other) - 0.5)
    step = abs(table.chance(30, found.lead + 50) - table.chance(30, found.lead - 50)) / 2
    assert here <= step / 2 + 1e-12
    assert here < 0.005  # the distance stated in the docs: half a percentage point


def test_a_throw_for_the_start_is_even_without_past_play() -> None:
    found = handicap.propose(RollerRules(), starter=None)
    assert found.seat is None and found.lead == 0 and found.handicap() == ()
    assert found.chance == pytest.approx(0.5)


def test_past_play_gives_the_weaker_player_the_lead() -> None:
    rules = RollerRules()
    table = win_table.table_for(rules)
    weak, strong = handicap.Play(0.12, 5), handicap.Play(0.02, 4)
    found = handicap.propose(rules, None, (strong, weak))
    assert found.seat == 1 and not found.table_only
    assert found.without == pytest.approx(0.5 - 0.10)
    mean = (table.chance(30, found.lead) + 1 - table.chance(30, -found.lead)) / 2
    assert found.chance == pytest.approx(mean - 0.10)
    assert abs(found.chance - 0.5) < 0.005
    assert found.handicap() == (0, found.lead)
    # too few matches: the table only, said so
    few = handicap.propose(rules, None, (strong, handicap.Play(0.12, 2)))
    assert few.table_only and few.lead == 0


@pytest.mark.parametrize("forced", [True, False])
def test_a_one_round_match_is_even_by_the_plain_computation(forced: bool) -> None:
    cap = 300
    rows = win_build.build_rows(forced, 2, cap)
    table = win_table.from_rows(forced, cap, rows, win_build.clip_bound(rows))
    rules = RollerRules(rounds=1, forced_after_roller=forced)
    found = handicap.propose(rules, 0, table=table)
    plain = PlainWin(forced, cap, 2 * cap)
    chances = {lead: plain.chance(2, lead) for lead in range(0, cap + 50, 50)}
    nearest = min(chances, key=lambda lead: abs(chances[lead] - 0.5))
    assert found.seat == 0
    assert found.lead == nearest
    assert found.chance == pytest.approx(chances[nearest], abs=1e-9)


def test_the_handicap_is_a_house_rule_in_the_totals_not_a_round() -> None:
    rules = RollerRules(rounds=1, handicap=(0, 300))
    assert RollerRules.from_dict(rules.to_dict()) == rules
    assert "handicap" not in RollerRules().to_dict()  # as older versions wrote it
    match = RollerMatch(["Åke", "Kari"], rules)
    match.throw([1, 2, 3, 4, 6, 6])
    match.keep([1])
    match.bank()
    protocol = match.protocol()
    assert protocol.totals == [100, 300]
    assert protocol.cell(1, 0) is None  # no fake round
    assert protocol.running_total(0, 0) == 100
    assert ("handicap", "0 300") in protocol.rule_differences
    assert win_table.moment(match)[2] == 200  # Kari leads by 200 at her turn


@pytest.mark.parametrize(
    "bad", [(0, 30), (100, 50), (-50, 0), (0, 99999), (0, True), "300", (0, 50.0)]
)
def test_a_bad_handicap_is_refused(bad: object) -> None:
    with pytest.raises(ValueError):
        RollerRules(handicap=bad)  # type: ignore[arg-type]


def test_the_handicap_names_every_seat() -> None:
    with pytest.raises(ValueError, match="handicap"):
        RollerMatch(["A", "B", "C"], RollerRules(handicap=(0, 300)))

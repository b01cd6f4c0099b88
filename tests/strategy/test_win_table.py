"""The exact two-player win table: checked against a second, plain computation, against the
last turn's reach chance, rebuilt in part and compared with the shipped files."""

from __future__ import annotations

import numpy as np
import pytest

from roller_desktop.engine.roller import RollerRules
from roller_desktop.strategy import match_aware, win_build, win_table

from .plain_win import PlainWin


@pytest.mark.parametrize(("forced", "leads"), [(True, (-150, 0, 100)), (False, (-50,))])
def test_a_plain_second_computation_agrees_on_a_tiny_match(
    forced: bool, leads: tuple[int, ...]
) -> None:
    cap = 300  # banking is worth no more beyond 2 x cap: the plain solver's turn cap
    plain = PlainWin(forced, cap, 2 * cap)
    rows = win_build.build_rows(forced, 2, cap)
    k = cap // 50
    for lead in leads:
        assert rows[2][k + lead // 50] == pytest.approx(plain.chance(2, lead), abs=1e-12)
        assert rows[1][k + lead // 50] == pytest.approx(plain.chance(1, lead), abs=1e-12)
    assert 0.0 < rows[2][k] < 1.0


def test_the_last_turn_is_the_chance_to_pass_the_lead() -> None:
    table = win_table.shipped(True)
    for need in (0, 50, 400, 1450, 3000, 6000):
        assert table.chance(1, -need) == pytest.approx(
            match_aware.reach_chance(RollerRules(), need), abs=1e-12
        )
    assert table.chance(1, 50) == pytest.approx(1.0)  # the last to throw, ahead: won


@pytest.mark.parametrize("forced", [True, False])
def test_the_shipped_turns_rebuild_exactly(forced: bool) -> None:
    table = win_table.shipped(forced)
    assert table.cap == win_table.CAP and table.turns == 2 * win_table.MAX_ROUNDS
    k = table.cap // 50
    steps = np.arange(-80, 81, 7)  # leads -4000..4000
    rebuilt = win_build.solve_row(win_build.terminal_row(k), k, forced, steps).start
    assert np.max(np.abs(rebuilt - np.asarray(table.rows[1])[steps + k])) < 1e-12
    for turns_left in (2, 31, 60):
        below = np.asarray(table.rows[turns_left - 1])
        rebuilt = win_build.solve_row(below, k, forced, steps).start
        shipped = np.asarray(table.rows[turns_left])[steps + k]
        assert np.max(np.abs(rebuilt - shipped)) < 1e-12


@pytest.mark.parametrize("forced", [True, False])
def test_every_shipped_row_follows_from_the_one_below(forced: bool) -> None:
    table = win_table.shipped(forced)
    for turns_left in (1, 3, 31, 60):
        for lead in (-2000, 0, 650):
            solved = table.solution(turns_left, lead).turn_value
            assert solved == pytest.approx(table.chance(turns_left, lead), abs=1e-11)


def test_a_reduced_table_stays_within_its_stated_clipping_bound() -> None:
    shipped = win_table.shipped(True)
    cap = 1500
    rows = win_build.build_rows(True, 6, cap)
    bounds = win_build.clip_bound(rows)
    worst = 0.0
    for k in range(1, 7):
        for lead in range(-cap, cap + 1, 50):
            error = abs(rows[k][(lead + cap) // 50] - shipped.chance(k, lead))
            assert error <= bounds[k] + 1e-12
            worst = max(worst, error)
    assert worst > 0.0  # clipping at 1 500 does cost something
    assert bounds == sorted(bounds) and bounds[6] < 0.5
    assert shipped.clip_bound[30] < 1e-10  # the shipped cap: 15 rounds
    assert shipped.clip_bound[60] < 1e-8  # 30 rounds


def test_the_starter_and_the_ww_limit() -> None:
    rules = RollerRules()
    table = win_table.table_for(rules)
    start = table.start_chance(15)
    assert 0.45 < start < 0.5  # the second player knows what to beat at the end
    assert win_table.table_for(RollerRules(ww_threshold=5000)).start_chance(15) == start
    assert win_table.table_for(RollerRules(forced_after_roller=False)) is not table


def test_leads_are_multiples_of_fifty_and_clipped_beyond_the_cap() -> None:
    table = win_table.shipped(True)
    with pytest.raises(ValueError, match="multiple of 50"):
        table.chance(4, 75)
    with pytest.raises(ValueError, match="turns left"):
        table.chance(61, 0)
    assert table.chance(10, 90000) == table.chance(10, table.cap)
    far = table.solution(3, -40000).turn_value
    assert far == table.solution(3, -table.cap).turn_value
    assert far == pytest.approx(table.chance(3, -table.cap), abs=1e-11)
    chances = [table.chance(10, lead) for lead in range(-3000, 3001, 50)]
    assert chances == sorted(chances)


def test_the_file_round_trips() -> None:
    rows = win_build.build_rows(False, 3, 500)
    table = win_table.from_rows(False, 500, rows, win_build.clip_bound(rows))
    again = win_table.WinTable.from_bytes(table.to_bytes())
    assert again.rows == table.rows and again.clip_bound == table.clip_bound
    assert not again.forced_rule and again.cap == 500
    with pytest.raises(ValueError):
        win_table.WinTable.from_bytes(table.to_bytes()[:-40])


def test_a_longer_match_builds_its_table_in_the_background(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(win_table, "MAX_ROUNDS", 1)
    monkeypatch.setattr(win_table, "CAP", 500)
    monkeypatch.setattr(win_table, "_built", {})
    rules = RollerRules(rounds=2)
    seen: list[tuple[int, int]] = []
    import threading

    done = threading.Event()

    def progress(turns: int, total: int) -> None:
        seen.append((turns, total))
        if turns == total:
            done.set()

    assert win_table.ready(rules) is None
    assert win_table.build_in_background(rules, progress)
    assert done.wait(120)
    for _ in range(1000):
        table = win_table.ready(rules)
        if table is not None:
            break
        threading.Event().wait(0.01)
    assert table is not None and table.turns == 4 and table.cap == 750
    assert seen[-1] == (4, 4)
    assert not win_table.build_in_background(rules)  # at hand: nothing more to build


def test_the_builders_turn_cap_is_the_tables() -> None:
    assert win_build.TURN_CAP == win_table.TURN_CAP

"""The protocol as a value and the end-of-match symbols, tested directly."""

from __future__ import annotations

import pytest

from roller_desktop.engine.errors import OutOfRange
from roller_desktop.engine.protocol import (
    PLUMP,
    SUR_MUN,
    WW,
    Outcome,
    Protocol,
    RoundResult,
    W,
    match_symbols,
)

BANKED = RoundResult(Outcome.BANKED, 350)
TJOCK = RoundResult(Outcome.TJOCK)
RT = RoundResult(Outcome.RT)


def test_round_results() -> None:
    assert (BANKED.text, TJOCK.text, RT.text) == ("350", "\u2013", "RT")
    assert RoundResult(Outcome.BANKED, 0).text == "0"
    assert not BANKED.is_tjock and TJOCK.is_tjock and RT.is_tjock
    assert TJOCK.points == RT.points == 0


@pytest.mark.parametrize(
    ("totals", "tjock", "threshold", "expected"),
    [
        ([], [], 10000, []),
        ([500], [3], 10000, [{W}]),  # one seat: no sur mun, no plump
        ([10000], [0], 10000, [{WW}]),
        ([9950, 100], [0, 0], 10000, [{W}, {SUR_MUN}]),
        ([10000, 100], [0, 0], 10000, [{WW}, {SUR_MUN}]),
        ([12000, 12000, 50], [0, 1, 1], 10000, [{WW}, {WW, PLUMP}, {SUR_MUN, PLUMP}]),
        ([300, 300, 300], [0, 0, 0], 10000, [{W}, {W}, {W}]),
        ([300, 300, 300], [2, 1, 2], 10000, [{W, PLUMP}, {W}, {W, PLUMP}]),
        ([400, 100, 100, 200], [0, 0, 0, 0], 10000, [{W}, {SUR_MUN}, {SUR_MUN}, set()]),
        ([400, 300], [0, 0], 400, [{WW}, {SUR_MUN}]),
        ([0, 0], [15, 15], 10000, [{W, PLUMP}, {W, PLUMP}]),
    ],
)
def test_match_symbols(
    totals: list[int], tjock: list[int], threshold: int, expected: list[set[str]]
) -> None:
    assert match_symbols(totals, tjock, threshold) == expected


def protocol(cells: list[list[RoundResult | None]], is_over: bool = True) -> Protocol:
    return Protocol(
        seats=tuple(f"P{i}" for i in range(len(cells))),
        rounds=len(cells[0]),
        starter=1 % len(cells),
        cells=tuple(tuple(row) for row in cells),
        roller_counts=(0,) * len(cells),
        ww_threshold=10000,
        is_over=is_over,
        current=None,
    )


def test_totals_counts_and_running_totals() -> None:
    p = protocol([[BANKED, TJOCK, RT], [RT, RoundResult(Outcome.BANKED, 50), BANKED]])
    assert p.totals == [350, 400]
    assert p.tjock_counts == [2, 1] and p.rt_counts == [1, 1]
    assert p.best_rounds == [350, 350]
    assert [p.running_total(0, r) for r in range(3)] == [350, 350, 350]
    assert [p.running_total(1, r) for r in range(3)] == [0, 50, 400]
    assert p.rounds_played == [3, 3]
    assert p.order == (1, 0)
    assert p.symbols == [{SUR_MUN, PLUMP}, {W}]
    assert p.symbol_text(0) == "sur mun ●" and p.symbol_text(1) == "W"


def test_an_unfinished_protocol_has_no_symbols() -> None:
    p = protocol([[BANKED, None], [RT, None]], is_over=False)
    assert p.symbols == [set(), set()]
    assert p.cell_text(0, 1) == "" and p.running_total(0, 1) is None
    assert p.rounds_played == [1, 1]


@pytest.mark.parametrize(("seat", "rnd"), [(-1, 0), (2, 0), (0, -1), (0, 3), (-2, -1), (True, 0)])
def test_a_seat_or_round_outside_the_protocol_is_refused(seat: int, rnd: int) -> None:
    p = protocol([[BANKED, TJOCK, RT], [RT, None, None]])
    for read in (p.cell, p.cell_text, p.running_total):
        with pytest.raises(OutOfRange, match=r"There is no (seat|round)"):
            read(seat, rnd)


def test_the_last_seat_and_round_are_read_by_their_own_numbers() -> None:
    p = protocol([[BANKED, TJOCK, RT], [RT, None, BANKED]])
    assert (p.cell_text(1, 2), p.cell_text(0, 2), p.running_total(1, 2)) == ("350", "RT", 350)
    with pytest.raises(OutOfRange, match="seats are numbered 0 to 1"):
        p.symbol_text(-1)
    with pytest.raises(IndexError):  # OutOfRange is an IndexError too
        p.cell_text(0, 3)

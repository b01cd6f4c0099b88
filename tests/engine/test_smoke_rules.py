"""A first pass over the contract; the thorough tables live beside this file."""

from __future__ import annotations

import pytest

from roller_desktop.engine import hundredfive, roller


def test_forced_roller_then_two_scoring_dice_allow_banking() -> None:
    m = roller.RollerMatch(["Åke", "Ingemar"])
    m.throw([1, 2, 3, 4, 5, 6])
    m.keep([1, 2, 3, 4, 5, 6])
    assert m.dice_owed == 2 and not m.can_bank
    m.throw([1, 2, 2, 3, 3, 4])
    m.keep([1])
    with pytest.raises(roller.IllegalAction):
        m.bank()
    m.throw([5, 2, 3, 4, 6])
    m.keep([5])
    assert m.bank() == 2150
    assert m.protocol().cell_text(0, 0) == "2150"


def test_race_extra_throw_chains() -> None:
    r = hundredfive.Race(["Ola", "Kari"])
    r.throw([1, 1, 1, 1, 1])
    assert r.current_seat == 0 and r.chasing(0) == 2 and r.next_is_extra_throw

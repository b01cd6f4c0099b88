"""Matches kept by hand: turn results (Roller), a finishing order (105), corrections."""

from __future__ import annotations

import pytest

from roller_desktop.engine.errors import IllegalAction, InvalidEvent, MatchOver, RulesError
from roller_desktop.engine.events import (
    Bank,
    Correct,
    Keep,
    Places,
    Result,
    Throw,
    events_from_json,
    events_to_json,
    read_cell,
)
from roller_desktop.engine.hundredfive import HundredFiveRules, Race
from roller_desktop.engine.protocol import PLUMP, SUR_MUN, WW
from roller_desktop.engine.roller import RollerMatch, RollerRules

AT = "2026-12-01T15:30:00"


@pytest.mark.parametrize(
    ("typed", "cell"),
    [("350", "350"), (" 50 ", "50"), ("-", "–"), ("–", "–"), ("r", "RT"), ("RT", "RT"),
     ("rt", "RT"), ("10 000", "10000")],
)  # fmt: skip
def test_a_cell_is_read_as_the_keeper_types_it(typed: str, cell: str) -> None:
    assert read_cell(typed) == cell


@pytest.mark.parametrize(
    ("typed", "code"),
    [("", "cell.not-number"), ("abc", "cell.not-number"), ("-50", "cell.not-number"),
     ("3.5", "cell.not-number"), ("0", "cell.below-50"), ("40", "cell.below-50"),
     ("375", "cell.not-multiple"), ("51", "cell.not-multiple"), ("x", "cell.not-number")],
)  # fmt: skip
def test_a_cell_that_cannot_be_is_refused_with_its_code(typed: str, code: str) -> None:
    with pytest.raises(RulesError) as refused:
        read_cell(typed)
    assert refused.value.code == code


def three_rounds() -> RollerMatch:
    # Bo starts: the cells go Bo, Anna, Bo, Anna, ...
    return RollerMatch.replay(
        ["Anna", "Bo"],
        RollerRules(rounds=3),
        [Result(c) for c in ("10000", "350", "–", "RT", "RT", "500")],
        starter=1,
    )


def test_turn_results_fill_the_grid_clockwise_from_the_starter() -> None:
    match = three_rounds()
    p = match.protocol()
    assert match.is_over and match.hand_kept and p.hand_kept
    assert [p.cell_text(0, r) for r in range(3)] == ["350", "RT", "500"]
    assert [p.cell_text(1, r) for r in range(3)] == ["10000", "–", "RT"]
    assert p.totals == [850, 10000]
    assert p.tjock_counts == [1, 2] and p.rt_counts == [1, 1]
    assert p.running_total(1, 1) == 10000
    assert p.symbols == [{SUR_MUN}, {WW, PLUMP}]


def test_the_seat_moves_on_and_undo_takes_back_any_entry() -> None:
    match = RollerMatch(["A", "B", "C"], RollerRules(rounds=2))
    assert match.enter("350").points == 350
    assert match.current_seat == 1
    step = match.push(Result("–"))
    assert step.turn_end is not None and step.turn_end.seat == 1
    assert match.current_seat == 2
    assert match.pop() == Result("–")
    assert match.current_seat == 1 and match.protocol().cell(1, 0) is None
    for cell in ("50", "RT", "100", "150", "200"):
        match.enter(cell)
    assert match.is_over and match.protocol().totals == [450, 200, 200]
    match.pop()
    assert not match.is_over and match.current_seat == 2


def test_a_played_match_takes_no_results_and_a_kept_one_no_throws() -> None:
    played = RollerMatch(["A", "B"])
    played.throw([1, 5, 2, 3, 3, 6])
    played.keep([1])
    played.bank()
    with pytest.raises(IllegalAction) as refused:
        played.apply(Result("350"))
    assert refused.value.code == "result.played"
    kept = RollerMatch(["A", "B"])
    kept.enter("350")
    for event in (Throw((1, 5, 2, 3, 3, 6)), Keep((1,)), Bank()):
        assert not kept.is_legal(event)
    assert kept.events == (Result("350"),)


def test_a_result_that_is_not_a_stored_cell_is_refused() -> None:
    match = RollerMatch(["A", "B"])
    for bad in ("-", "r", "375", "abc"):
        with pytest.raises(InvalidEvent):
            match.apply(Result(bad))
    assert match.events == ()


def test_a_correction_changes_the_cell_and_the_symbols_and_pops_back() -> None:
    match = three_rounds()
    match.apply(Correct(0, 1, "10000", AT))  # Anna's RT was 10,000 after all
    p = match.protocol()
    assert p.totals == [10850, 10000]
    assert p.symbols == [{WW}, {SUR_MUN, PLUMP}]
    [(event, old)] = match.corrections
    assert event.cell == "10000" and old.text == "RT"
    match.pop()
    assert match.protocol().totals == [850, 10000] and match.corrections == ()


def test_corrections_are_refused_before_the_end_for_the_same_cell_and_for_played_matches() -> None:
    unfinished = RollerMatch(["A", "B"], RollerRules(rounds=2))
    unfinished.enter("350")
    with pytest.raises(IllegalAction) as refused:
        unfinished.apply(Correct(0, 0, "400", AT))
    assert refused.value.code == "correct.not-finished"
    match = three_rounds()
    with pytest.raises(IllegalAction) as refused:
        match.apply(Correct(0, 0, "350", AT))
    assert refused.value.code == "correct.same"
    with pytest.raises(RulesError):
        match.apply(Correct(2, 0, "350", AT))  # no such seat
    with pytest.raises(RulesError):
        match.apply(Correct(0, 3, "350", AT))  # no such round
    played = RollerMatch(["A"], RollerRules(rounds=1))
    played.throw([2, 2, 3, 3, 4, 6])  # RT: over
    assert played.is_over
    with pytest.raises(IllegalAction) as refused:
        played.apply(Correct(0, 0, "350", AT))
    assert refused.value.code == "correct.played"


def test_a_hand_kept_match_round_trips_as_json_version_2() -> None:
    match = three_rounds()
    match.apply(Correct(1, 0, "9950", AT))
    text = events_to_json(match.events)
    assert '"version":2' in text
    assert events_from_json(text) == list(match.events)
    played = events_to_json([Throw((1, 1, 1, 2, 3, 4)), Keep((1, 1, 1)), Bank()])
    assert '"version":1' in played  # an older program still reads a played match
    with pytest.raises(InvalidEvent):
        events_from_json(text.replace('"version":2', '"version":1'))


def test_a_race_kept_by_hand_is_its_finishing_order() -> None:
    race = Race(["A", "B", "C"], dice=[5, 3, 5])
    race.apply(Places((2, 1, 3)))
    assert race.is_over and race.hand_kept
    assert race.placings == [1, 0, 2] and race.place(2) == 3
    with pytest.raises(MatchOver):
        race.apply(Throw((1, 1, 1)))
    race.apply(Places((1, 2, 3), AT))  # corrected
    assert race.placings == [0, 1, 2]
    assert [old for _, old in race.corrections] == [(2, 1, 3)]
    race.pop()
    assert race.placings == [1, 0, 2] and race.corrections == ()
    race.pop()
    assert not race.is_over and race.current_seat == 0


@pytest.mark.parametrize(
    ("places", "for_places"),
    [((1, 1, 2), True), ((1, 2, None), True), ((1, 2), True), ((2, 3, 4), True),
     ((1, 2, 3), False), ((None, None, None), False), ((0, 1, 2), True)],
)  # fmt: skip
def test_an_order_that_cannot_be_is_refused(
    places: tuple[int | None, ...], for_places: bool
) -> None:
    race = Race(["A", "B", "C"], HundredFiveRules(play_for_places=for_places))
    with pytest.raises(RulesError):
        race.apply(Places(places))
    assert race.events == () and not race.is_over


def test_the_winner_alone_when_not_playing_for_places() -> None:
    race = Race(["A", "B", "C"], HundredFiveRules(play_for_places=False))
    race.apply(Places((None, 1, None)))
    assert race.placings == [1] and race.place(0) is None


def test_a_played_race_takes_no_order_and_a_correction_needs_a_time() -> None:
    race = Race(["A", "B"], dice=[1, 1])
    race.apply(Throw((1,)))
    with pytest.raises(IllegalAction):
        race.apply(Places((1, 2)))
    empty = Race(["A", "B"])
    with pytest.raises(IllegalAction):
        empty.apply(Places((1, 2), AT))
    kept = Race(["A", "B"])
    kept.apply(Places((1, 2)))
    with pytest.raises(MatchOver):
        kept.apply(Places((2, 1)))  # an entry again, not a correction
    with pytest.raises(IllegalAction):
        kept.apply(Places((1, 2), AT))  # the same order

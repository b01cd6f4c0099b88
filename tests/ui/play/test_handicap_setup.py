"""The Roller setup's handicap: proposed from the table and the players' past play, changed by
the keeper, started as a house rule that the totals count."""

from __future__ import annotations

from typing import Any

from roller_desktop.engine.roller import RollerMatch, RollerRules
from roller_desktop.play.past_play import past_play
from roller_desktop.store.recorder import MatchRecorder
from roller_desktop.store.values import SeatSpec
from roller_desktop.strategy import handicap
from tests.store.helpers import play_out
from tests.ui.helpers import click, press


def _seat_two(qtbot: Any, window: Any) -> Any:
    press(qtbot, window.start, "n")
    setup = window.setup
    press(qtbot, setup.league_list, "enter")
    press(qtbot, setup.league_list, "enter")
    return setup


def test_the_proposal_from_past_play_starts_the_match_with_a_lead(
    qtbot: Any, make_window: Any, store: Any
) -> None:
    ids = [store.add_player(name).id for name in ("Anna", "Bo")]
    for seed in range(3):  # three analysed matches each: their play counts
        played = store.start_match("roller", {"rounds": 2}, [SeatSpec(i) for i in ids], 0)
        play_out(MatchRecorder.open(store, played), seed=seed)
    window = make_window()
    setup = _seat_two(qtbot, window)
    box = setup.handicap_box
    assert not box.isHidden() and not box.on.isChecked()
    setup.starter.setCurrentIndex(1)  # Anna starts
    qtbot.waitUntil(lambda: box.found is not None, timeout=60000)
    plays = (past_play(store, ids[0]), past_play(store, ids[1]))
    assert all(p.matches == 3 for p in plays)
    expected = handicap.propose(RollerRules(), 0, plays)
    assert box.found.proposal == expected and not expected.table_only
    assert box.points.value() == expected.lead
    assert "past play" in box.proposal.text()
    assert box.handicap() == ()  # off until the keeper turns it on
    box.on.setChecked(True)
    box.seat.setCurrentIndex(1)
    box.points.setValue(450)
    assert "Bo wins" in box.chance.text()
    click(qtbot, setup.start_button)
    loaded = store.load_match(window.match_id)
    assert loaded.rules["handicap"] == [0, 450]
    rules = RollerRules.from_dict(dict(loaded.rules))
    match = RollerMatch.replay([s.name for s in loaded.seats], rules, loaded.events, 0)
    assert match.protocol().totals == [0, 450]  # before a throw: the lead only


def test_without_past_play_the_table_evens_out_the_starter(
    qtbot: Any, make_window: Any, store: Any
) -> None:
    for name in ("Anna", "Bo"):
        store.add_player(name)
    window = make_window()
    setup = _seat_two(qtbot, window)
    box = setup.handicap_box
    setup.starter.setCurrentIndex(2)  # Bo starts: the starter is the weaker by the table
    qtbot.waitUntil(lambda: box.found is not None and box.table.starter == 1, timeout=60000)
    found = box.found.proposal
    assert found.table_only and found.seat == 1 and found.lead > 0
    assert "Too few analysed matches" in box.proposal.text()
    box.on.setChecked(True)
    box.points.setValue(75)  # not a multiple of 50: refused in words, nothing started
    click(qtbot, setup.start_button)
    assert "multiple of 50" in setup.problem.text()
    assert window.match_id is None
    setup.seat_table.selectRow(1)
    setup.remove_seat()  # one seat: no handicap
    assert box.isHidden() and box.handicap() == ()


def test_a_match_finished_since_the_last_look_counts_in_the_proposal(
    qtbot: Any, make_window: Any, store: Any
) -> None:
    ids = [store.add_player(name).id for name in ("Anna", "Bo")]
    window = make_window()
    setup = _seat_two(qtbot, window)
    box = setup.handicap_box
    qtbot.waitUntil(lambda: box.found is not None, timeout=60000)
    assert [p.matches for p in box.found.play if p is not None] == [0, 0]
    # Anna practises against the computer (the setup's look is kept meanwhile): it counts.
    played = store.start_match(
        "roller", {"rounds": 2}, [SeatSpec(ids[0]), SeatSpec.of_computer("steady")], 0
    )
    play_out(MatchRecorder.open(store, played), seed=1)
    box.show_table(None)  # the setup looked at another table, then at theirs again
    box.show_table(setup.handicap_table())
    qtbot.waitUntil(lambda: box.found is not None, timeout=60000)
    assert [p.matches for p in box.found.play if p is not None] == [1, 0]
    assert "Anna: 1 analysed match" in box.proposal.text()

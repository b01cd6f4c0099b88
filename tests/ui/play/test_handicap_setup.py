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


def test_n_after_a_match_with_a_handicap_proposes_the_lead_afresh(
    qtbot: Any, make_window: Any, store: Any, dice: Any
) -> None:
    """The same table after N keeps its handicap on, but its lead is the proposal of the play
    up to now, not the last setup's lead copied (the table is the same, so the box kept it)."""
    for name in ("Anna", "Bo"):
        store.add_player(name)
    window = make_window()
    setup = _seat_two(qtbot, window)
    setup.rounds.setValue(1)  # who starts is thrown for: the same table after N, whole
    box = setup.handicap_box
    qtbot.waitUntil(lambda: box.found is not None, timeout=60000)
    proposed = box.found.proposal
    box.on.setChecked(True)
    box.seat.setCurrentIndex(1 - (proposed.seat or 0))  # the keeper's own choice
    box.points.setValue(proposed.lead + 950)
    dice.add((6,), (1,))  # the opening: Anna starts
    click(qtbot, setup.start_button)
    qtbot.waitUntil(lambda: setup.opening.winner is not None)
    click(qtbot, setup.opening.play_button)
    screen = window.roller
    rt = (2, 3, 4, 6, 2, 3)  # nothing scores: one rond each
    dice.add(rt, rt)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is screen)
    press(qtbot, screen, "space")  # Anna
    qtbot.waitUntil(lambda: screen.controller.game.current_seat == 1)
    press(qtbot, screen, "space")  # Bo
    qtbot.waitUntil(lambda: screen.controller.game.is_over, timeout=10_000)
    old = box.found
    press(qtbot, screen, "n")
    assert window.stack.currentWidget() is setup
    assert box.on.isChecked()  # the table plays with a handicap, as it did
    qtbot.waitUntil(lambda: box.found is not None and box.found is not old, timeout=60000)
    fresh = box.found.proposal
    assert box.points.value() == fresh.lead != proposed.lead + 950
    assert box.seat.currentIndex() == (fresh.seat or 0)

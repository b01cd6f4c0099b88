"""What one action changes on the league's screens (Changes.league, LeagueChanges).

A move in the middle of a turn changes none of them; the end of a turn, a 105 throw and an undo
change the history's rows; only a finished match of two or more seats changes the standings,
and a practice match (a computer seat) only the practice figures.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from roller_desktop.engine.dice import ScriptedDice
from roller_desktop.play.league_changes import LeagueChanges
from roller_desktop.play.session import PlaySession
from roller_desktop.store.database import Store, open_store
from roller_desktop.store.recorder import MatchRecorder
from roller_desktop.store.values import SeatSpec

ONE_ROUND = {"rounds": 1}
NONE = LeagueChanges()
ROW = LeagueChanges(matches=True)


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    opened = open_store(str(tmp_path / "league.sqlite3"))
    try:
        yield opened
    finally:
        opened.close()


def session(store: Store, seats: list[SeatSpec], game: str = "roller") -> PlaySession:
    rules = ONE_ROUND if game == "roller" else {}
    match_id = store.start_match(game, rules, seats, 0)  # type: ignore[arg-type]
    return PlaySession(MatchRecorder.open(store, match_id), dice=ScriptedDice([]))


def people(store: Store, *names: str) -> list[SeatSpec]:
    return [SeatSpec(store.add_player(name).id) for name in names]


def test_a_league_match_changes_the_rows_at_each_turn_and_the_standings_at_its_end(
    store: Store,
) -> None:
    play = session(store, people(store, "Åke", "Kari"))
    assert play.throw([1, 5, 2, 3, 3, 4]).league == NONE  # dice on the table: nothing shown
    assert play.keep([1]).league == NONE  # a keep in the middle of a turn: nothing either
    assert play.bank().league == ROW  # the turn ended: the history's row moves on
    play.throw([1, 2, 3, 3, 4, 6])
    last = play.keep_and_bank([1])
    assert last.match_finished
    assert last.league == LeagueChanges(standings=True, matches=True)
    assert last.league_changed
    assert last.league.league_table(practice_counts=False)


def test_an_undo_changes_the_rows_only(store: Store) -> None:
    play = session(store, people(store, "Åke", "Kari"))
    play.throw([1, 5, 2, 3, 3, 4])
    play.keep([1])
    assert play.undo().league == ROW


def test_a_practice_match_changes_only_the_practice_figures(store: Store) -> None:
    seats = [*people(store, "Åke"), SeatSpec(None, computer="steady")]
    play = session(store, seats)
    play.throw([1, 5, 2, 3, 3, 4])
    play.keep_and_bank([1])
    play.throw([5, 2, 2, 3, 4, 6])
    last = play.keep_and_bank([5])
    assert last.match_finished and not last.league_changed
    assert last.league == LeagueChanges(practice=True, matches=True)
    assert not last.league.league_table(practice_counts=False)
    assert last.league.league_table(practice_counts=True)


def test_a_one_seat_match_counts_in_no_table(store: Store) -> None:
    play = session(store, people(store, "Åke"))
    play.throw([1, 5, 2, 3, 3, 4])
    last = play.keep_and_bank([1])
    assert last.match_finished
    assert last.league == ROW
    assert not last.league.league_table(practice_counts=True)


def test_every_105_throw_moves_the_history_row(store: Store) -> None:
    seats = [SeatSpec(store.add_player(name).id, dice=1) for name in ("Åke", "Kari")]
    play = session(store, seats, game="105")
    assert play.throw([3]).league == ROW  # no hit: the row's count of throws goes on


def test_changes_add_up_and_everything_is_everything() -> None:
    assert not NONE
    assert ROW | LeagueChanges(players=True) == LeagueChanges(matches=True, players=True)
    everything = LeagueChanges.everything()
    assert everything.standings and everything.practice and everything.matches
    assert everything.players and everything.league_table(practice_counts=False)
    assert LeagueChanges(players=True).league_table(practice_counts=False)

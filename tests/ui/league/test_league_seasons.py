"""The league page's seasons follow the league: a paper protocol from 1987 entered while the
page exists adds its season to the list, and the period on show stays chosen."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from roller_desktop.play.league_changes import LeagueChanges
from roller_desktop.store.database import Store, open_store
from roller_desktop.store.protocol_csv import import_protocols
from roller_desktop.ui.league.league_view import ALL_TIME, LeagueView

PROTOCOL = (
    "match,date,game,player,r1,r2\n"
    "1,1987-07-12 19:30,roller,Åke,350,400\n"
    "1,1987-07-12 19:30,roller,Kari,–,RT\n"
)


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    opened = open_store(tmp_path / "league.sqlite3", backup=False)
    yield opened
    opened.close()


def seasons(view: LeagueView) -> list[str]:
    return [view.period_box.itemText(i) for i in range(view.period_box.count())]


@pytest.mark.parametrize("shown", [True, False], ids=["on show", "hidden"])
@pytest.mark.parametrize("choice", ["this season", "all time"])
def test_a_protocol_of_another_year_adds_its_seasons(
    qtbot: Any, store: Store, tmp_path: Path, shown: bool, choice: str
) -> None:
    view = LeagueView(store)
    qtbot.addWidget(view)
    view.show()
    if choice == "all time":
        view.period_box.setCurrentIndex(view.period_box.findData(ALL_TIME))
    before = view.period_box.currentText()
    assert seasons(view)[0] == f"Season {date.today().year}" and "Season 1987" not in seasons(view)
    if not shown:
        view.hide()
    path = tmp_path / "old.csv"
    path.write_text(PROTOCOL, encoding="utf-8")
    assert import_protocols(store, path).matches_added == 1
    view.mark_stale(LeagueChanges(standings=True, matches=True))
    view.show()
    assert "Season 1987" in seasons(view)
    assert view.period_box.currentText() == before  # the choice on show stays
    view.period_box.setCurrentIndex(view.period_box.findText("Season 1987"))
    model = view.current_model()
    qtbot.waitUntil(lambda: model.rowCount() == 2, timeout=5000)


def test_the_page_opens_on_the_newest_season_with_matches(
    qtbot: Any, store: Store, tmp_path: Path
) -> None:
    path = tmp_path / "old.csv"
    path.write_text(PROTOCOL, encoding="utf-8")
    import_protocols(store, path)
    view = LeagueView(store)
    qtbot.addWidget(view)
    assert seasons(view)[0] == f"Season {date.today().year}"  # this season is offered...
    assert view.period_box.currentText() == "Season 1987"  # ...but not opened: it is empty
    model = view.current_model()
    qtbot.waitUntil(lambda: model.rowCount() == 2, timeout=5000)


def test_an_empty_league_opens_on_this_season(qtbot: Any, store: Store) -> None:
    view = LeagueView(store)
    qtbot.addWidget(view)
    assert view.period_box.currentText() == f"Season {date.today().year}"


def test_a_practice_match_of_this_year_does_not_open_its_empty_season(
    qtbot: Any, store: Store, tmp_path: Path
) -> None:
    from roller_desktop.store.queries.league import newest_league_year
    from roller_desktop.store.recorder import MatchRecorder
    from roller_desktop.store.values import SeatSpec

    path = tmp_path / "old.csv"
    path.write_text(PROTOCOL, encoding="utf-8")
    import_protocols(store, path)
    anna = store.add_player("Anna").id
    seats = [SeatSpec(anna), SeatSpec(None, computer="steady")]
    recorder = MatchRecorder.open(store, store.start_match("roller", {"rounds": 1}, seats, 0))
    while not recorder.game.is_over:
        recorder.throw((2, 3, 4, 6, 6, 2))  # Råtjock: a short match against the computer
    assert newest_league_year(store) == 1987
    view = LeagueView(store)
    qtbot.addWidget(view)
    assert view.period_box.currentText() == "Season 1987"

"""Each league page reads again only for the changes it shows (Anki's operations), and only
when it is shown: a move in a match reads nothing, the end of a turn only the history, a
finished match the league table, the player page and the history; a practice match the
league table only where the setting counts practice matches.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from roller_desktop.play.league_changes import LeagueChanges
from roller_desktop.store.database import Store, open_store
from roller_desktop.store.queries import league as league_queries
from roller_desktop.store.queries import stats
from roller_desktop.ui.league import league_view
from roller_desktop.ui.league.league_view import LeagueView
from roller_desktop.ui.league.match_history import MatchHistoryView
from roller_desktop.ui.league.player_page import PlayerPage
from tests.ui.league_samples import build_league
from tests.ui.play.test_roller_game import set_up

YEAR = date.today().year
NONE = LeagueChanges()
KINDS = {
    "nothing": NONE,
    "a turn ended": LeagueChanges(matches=True),
    "a league match finished": LeagueChanges(standings=True, matches=True),
    "a practice match finished": LeagueChanges(practice=True, matches=True),
    "practice figures only": LeagueChanges(practice=True),
    "a player renamed": LeagueChanges(players=True),
}


@pytest.fixture(scope="module")
def league(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Store, dict[str, str]]]:
    store = open_store(tmp_path_factory.mktemp("stale") / "league.sqlite", backup=False)
    ids = build_league(store, YEAR)
    yield store, ids
    store.close()


class Reads:
    """Counts the store reads of each page: the league's standings, the history's pages, a
    player's monthly tallies."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.counts = {"league": 0, "history": 0, "player": 0}
        self._wrap(monkeypatch, league_view, "load_table", "league")
        self._wrap(monkeypatch, stats, "match_history_page", "history")
        self._wrap(monkeypatch, league_queries, "player_months", "player")

    def _wrap(self, monkeypatch: pytest.MonkeyPatch, module: Any, name: str, page: str) -> None:
        original = getattr(module, name)

        def counted(*args: Any, **kwargs: Any) -> Any:
            self.counts[page] += 1
            return original(*args, **kwargs)

        monkeypatch.setattr(module, name, counted)

    def taken(self) -> dict[str, int]:
        counts = dict(self.counts)
        self.counts = dict.fromkeys(counts, 0)
        return counts


def pages(qtbot: Any, store: Store, ids: dict[str, str], practice: bool) -> dict[str, Any]:
    view = LeagueView(store)
    view.prefetch = False  # no reading ahead in the worker: only what the page shows
    view.practice = practice
    history = MatchHistoryView(store)
    player = PlayerPage(store)
    made = {"league": view, "history": history, "player": player}
    for widget in made.values():
        qtbot.addWidget(widget)
        widget.show()
    player.set_player(ids["Anna"])
    show_again(qtbot, made, ids)
    return made


def settled(qtbot: Any, view: LeagueView) -> None:
    """A table with practice matches is no stored season: the worker thread reads it."""
    qtbot.waitUntil(lambda: not view.stale and not view.background_busy())


def show_again(qtbot: Any, made: dict[str, Any], ids: dict[str, str]) -> None:
    """What the window does when each page is opened again."""
    made["league"].show_current()
    settled(qtbot, made["league"])
    made["history"].show_current()
    made["player"].set_player(ids["Anna"])


@pytest.mark.parametrize("practice", [False, True], ids=["practice left out", "practice in"])
@pytest.mark.parametrize("kind", list(KINDS), ids=list(KINDS))
def test_a_hidden_page_reads_again_when_shown_only_for_what_it_shows(
    qtbot: Any,
    league: tuple[Store, dict[str, str]],
    monkeypatch: pytest.MonkeyPatch,
    kind: str,
    practice: bool,
) -> None:
    store, ids = league
    made = pages(qtbot, store, ids, practice)
    reads = Reads(monkeypatch)
    show_again(qtbot, made, ids)
    assert reads.taken() == {"league": 0, "history": 0, "player": 0}  # nothing changed
    for widget in made.values():
        widget.hide()
    changes = KINDS[kind]
    for widget in made.values():
        widget.mark_stale(changes)
    assert reads.taken() == {"league": 0, "history": 0, "player": 0}  # hidden: not yet
    for widget in made.values():
        widget.show()
    show_again(qtbot, made, ids)
    expected = {
        "league": changes.standings or changes.players or (practice and changes.practice),
        "history": changes.matches or changes.standings or changes.players,
        "player": changes.standings or changes.players,
    }
    read = reads.taken()
    assert {page: count > 0 for page, count in read.items()} == expected, read
    show_again(qtbot, made, ids)
    assert reads.taken() == {"league": 0, "history": 0, "player": 0}  # once is enough


def test_a_page_on_show_reads_again_at_once(
    qtbot: Any, league: tuple[Store, dict[str, str]], monkeypatch: pytest.MonkeyPatch
) -> None:
    store, ids = league
    made = pages(qtbot, store, ids, practice=False)
    reads = Reads(monkeypatch)
    for widget in made.values():
        widget.mark_stale(LeagueChanges(standings=True, matches=True))
    settled(qtbot, made["league"])
    assert reads.taken() == {"league": 1, "history": 1, "player": 1}


def test_practice_tables_are_kept_for_the_setting_and_forgotten_by_a_practice_match(
    qtbot: Any, league: tuple[Store, dict[str, str]], monkeypatch: pytest.MonkeyPatch
) -> None:
    store, ids = league
    view = pages(qtbot, store, ids, practice=False)["league"]
    view.set_practice(True)
    settled(qtbot, view)
    view.set_practice(False)
    reads = Reads(monkeypatch)
    view.set_practice(True)  # both kinds of table are cached now
    settled(qtbot, view)
    view.set_practice(False)
    assert reads.taken()["league"] == 0
    view.mark_stale(LeagueChanges(practice=True))  # not on show: the practice table goes
    assert reads.taken()["league"] == 0
    view.set_practice(True)
    settled(qtbot, view)
    assert reads.taken()["league"] == 1


def test_the_window_reads_its_pages_again_only_after_what_a_match_changed(
    qtbot: Any, make_window: Any, store: Any, dice: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The window's own pages, told by the controller: a keep reads nothing, the end of a
    turn only the history, the end of the match the league table and the player page too."""
    window = make_window()
    screen = set_up(qtbot, window, store, ["Anna", "Bo"], rounds=1)  # new players, a match
    match_id = window.match_id
    anna = next(p.id for p in store.players() if p.name == "Anna")
    for opened in (window.open_league, window.open_history, lambda: window.open_player(anna)):
        opened()  # every page made, and up to date
    window.open_match(match_id)
    reads = Reads(monkeypatch)
    controller = screen.controller
    pages_of = (window.league.view, window._history.view, window._player.page)

    def stale() -> list[bool]:
        return [page.stale for page in pages_of]

    dice.add((1, 5, 2, 3, 3, 4))
    assert controller.throw()
    assert controller.keep([1])
    assert stale() == [False, False, False]  # a move within the turn: no page shows it
    assert controller.bank()
    assert stale() == [False, True, False]  # Anna's turn ended: the history's row moved
    dice.add((5, 2, 2, 3, 4, 6))
    assert controller.throw()
    assert controller.bank([5])
    assert controller.game.is_over
    assert stale() == [True, True, True]  # the match finished: everything it shows
    assert reads.taken() == {"league": 0, "history": 0, "player": 0}  # none of it on show
    window.open_league()
    window.open_history()
    window.open_player(anna)
    assert {page: count > 0 for page, count in reads.taken().items()} == {
        "league": True,
        "history": True,
        "player": True,
    }
    assert stale() == [False, False, False]
    window.show_start()
    window.open_league()
    window.open_history()
    assert reads.taken() == {"league": 0, "history": 0, "player": 0}


def test_a_practice_match_leaves_the_league_table_alone_unless_counted(
    qtbot: Any, tmp_path: Path, league: tuple[Store, dict[str, str]]
) -> None:
    store, ids = league
    made = pages(qtbot, store, ids, practice=False)
    practice_end = LeagueChanges(practice=True, matches=True)
    made["league"].hide()
    made["league"].mark_stale(practice_end)
    assert not made["league"].stale
    made["league"].practice = True
    made["league"].mark_stale(practice_end)
    assert made["league"].stale

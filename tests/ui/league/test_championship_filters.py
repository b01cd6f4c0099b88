"""The league view and the match history filtered by a championship: each lists the league's
championships, and choosing one shows its matches only."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from roller_desktop.store import championships as ch
from roller_desktop.store.database import Store, open_store
from roller_desktop.ui.league.league_view import LeagueView
from roller_desktop.ui.league.match_history import MatchHistoryView
from tests.store.test_championship_filter import NAMES, league
from tests.ui.league.test_league_view import make_view, names


@pytest.fixture
def store(tmp_path: Path) -> Any:
    opened = open_store(tmp_path / "league.sqlite3", backup=False)
    yield opened
    opened.close()


def choose(box: Any, text: str) -> None:
    index = box.findText(text)
    assert index >= 0, [box.itemText(i) for i in range(box.count())]
    box.setCurrentIndex(index)


def test_the_league_view_shows_a_championships_table(qtbot: Any, store: Store) -> None:
    league(store)
    view: LeagueView = make_view(qtbot, store)
    view.set_period(view.period().season(2026))
    assert {"Yngve", "Zäta"} <= set(names(view))
    choose(view.period_box, "Championship EM")
    assert view.period().championship is not None
    assert sorted(names(view)) == sorted(NAMES)
    assert "Only the matches of EM" in view.explanation.text()


def test_the_history_filters_by_championship(qtbot: Any, store: Store, qapp: QApplication) -> None:
    view = MatchHistoryView(store)
    qtbot.addWidget(view)
    view.show()
    assert not view.championship_box.isVisible()  # no championship yet: no box
    league(store)
    view.mark_stale(_everything())
    assert view.championship_box.isVisible()
    assert view.count_label.text() == "3 matches"
    choose(view.championship_box, "EM")
    assert view.count_label.text() == "2 matches"
    linked = {m.match_id for m in ch.table_matches(store, "EM")}
    shown = {view.model.matches[r].id for r in range(view.model.rowCount())}
    assert shown == linked


def _everything() -> Any:
    from roller_desktop.play.league_changes import LeagueChanges

    return LeagueChanges.everything()

"""Player page, match history and the read-only protocol, over the hand-built league."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest
from PySide6.QtWidgets import QTableWidget

from roller_desktop.store.database import Store, open_store
from roller_desktop.store.errors import UnknownPlayer
from roller_desktop.store.queries import league as league_queries
from roller_desktop.store.queries import rounds, stats
from roller_desktop.store.queries.player_figures import (
    figures_by_season,
    monthly,
    round_spread,
    rounds_in,
    spread_of,
    tjock_rate,
)
from roller_desktop.ui.league.match_history import MatchHistoryView
from roller_desktop.ui.league.player_page import PlayerPage
from roller_desktop.ui.league.protocol_dialog import ProtocolDialog
from tests.ui.league_samples import build_league

YEAR = date.today().year


@pytest.fixture(scope="module")
def league(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Store, dict[str, str]]]:
    store = open_store(tmp_path_factory.mktemp("player") / "league.sqlite", backup=False)
    ids = build_league(store, YEAR)
    yield store, ids
    store.close()


def cells(table: QTableWidget, row: int) -> list[str]:
    return [table.item(row, c).text() for c in range(table.columnCount())]


def test_figures_per_season_and_all_time_equal_the_hand_counts(
    league: tuple[Store, dict[str, str]],
) -> None:
    store, ids = league
    tallies = league_queries.player_months(store, ids["Bo"])
    overall, seasons = figures_by_season(tallies, "roller")
    # Bo: 1200 W (match 1), 50 sur mun plump with one – (match 2), 1050 W last season.
    assert (overall.matches, overall.wins, overall.ww, overall.sur_mun, overall.plump) == (
        3, 2, 0, 1, 1,
    )  # fmt: skip
    assert (overall.tjock, overall.rt, overall.best_round) == (1, 0, 1000)
    # Two-round matches: the average and best total count the usual 15 rounds only.
    assert overall.best_total is None and overall.average_total is None
    assert [(year, f.matches, f.wins) for year, f in seasons] == [(YEAR, 2, 1), (YEAR - 1, 1, 1)]
    race, _ = figures_by_season(tallies, "105")
    assert (race.matches, race.wins, race.average_place, race.average_turns) == (2, 1, 1.5, 1.0)
    months = monthly(tallies, "roller")
    assert [(m.month, f.matches) for m, f in months] == [(6, 1), (3, 2)]
    best, best_round = league_queries.player_best(store, ids["Bo"])
    assert best is None  # no match of the usual 15 rounds
    assert best_round is not None and best_round.match_id == ids["m3"]  # 1000, the earliest
    assert league_queries.player_places(store, ids["Anna"]) == {1: 1, None: 1}
    # Practice (one seat) and unfinished matches stay out, as in the league table.
    anna, _ = figures_by_season(league_queries.player_months(store, ids["Anna"]), "roller")
    assert anna.matches == 2


def test_head_to_head_against_everybody_in_one_query_equals_the_hand_counts(
    league: tuple[Store, dict[str, str]],
) -> None:
    store, ids = league
    table = stats.head_to_head_all(store, ids["Bo"])
    # Anna: match 1 level (1200/1200), match 2 behind, race 1 behind, race 2 ahead.
    # Cia: match 1 ahead (1200/0), match 2 behind (50/2050). Dan: level at 50 and at 1050.
    assert [(name, h.matches, h.a_ahead, h.b_ahead, h.level) for name, h in table] == [
        ("Anna", 4, 1, 2, 1), ("Cia", 2, 1, 1, 0), ("Dan", 2, 0, 0, 2),
    ]  # fmt: skip
    assert [(h.roller_matches, h.races) for _, h in table] == [(2, 2), (2, 0), (2, 0)]
    for _, h in table:
        assert h == stats.head_to_head(store, ids["Bo"], h.player_b)
    this_year = stats.head_to_head_all(store, ids["Bo"], *stats.season(YEAR))
    assert [(name, h.matches) for name, h in this_year] == [("Anna", 4), ("Cia", 2), ("Dan", 1)]
    with pytest.raises(UnknownPlayer):
        stats.head_to_head_all(store, "nobody")


def test_round_tallies_tjock_rate_and_rounds_equal_the_hand_counts(
    league: tuple[Store, dict[str, str]],
) -> None:
    store, ids = league
    months = {
        name: {(m.month, m.game): m.counts for m in rounds.player_round_months(store, ids[name])}
        for name in ("Anna", "Bo", "Cia", "Dan")
    }
    march, june = date(YEAR, 3, 1), date(YEAR - 1, 6, 1)
    # Bo: 200, 1000 (match 1), 50, – (match 2) in March; 1000, 50 (match 3) last June.
    assert months["Bo"] == {
        (june, "roller"): {"1000": 1, "50": 1},
        (march, "roller"): {"50": 2, "1000": 1, "tjock": 1},
    }
    # Cia: RT, – (match 1), 2000 with ROLLER, 50 (match 2). Anna's practice is left out.
    assert months["Cia"] == {(march, "roller"): {"rt": 1, "tjock": 1, "2000": 1, "50": 1}}
    assert months["Anna"] == {(march, "roller"): {"1000": 2, "50": 2}}
    assert months["Dan"] == {
        (june, "roller"): {"1000": 1, "50": 1},
        (march, "roller"): {"tjock": 1, "50": 1},
    }
    bo = rounds.player_round_months(store, ids["Bo"])
    assert [(m.month, m.rounds, m.tjock) for m in bo] == [(june, 2, 0), (march, 4, 1)]
    assert tjock_rate(rounds_in(bo, "roller", None)) == pytest.approx(1 / 6)
    assert tjock_rate(rounds_in(bo, "roller", YEAR)) == pytest.approx(1 / 4)
    assert tjock_rate(rounds_in(bo, "roller", YEAR - 1)) == 0.0
    assert tjock_rate(rounds_in(bo, "105", None)) is None
    cia = rounds.player_round_months(store, ids["Cia"])
    assert tjock_rate(rounds_in(cia, "roller", None)) == pytest.approx(2 / 4)


def test_the_round_spread_counts_each_kind() -> None:
    spread = dict(round_spread([("banked", 200), ("banked", 1000), ("banked", 50), ("tjock", 0),
                                ("rt", 0), ("banked", 2000), ("banked", 450)]))  # fmt: skip
    assert spread == {"RT": 1, "–": 1, "≤250": 2, "≤450": 1, "≤950": 0, "≤1950": 1, "2000+": 1}


def test_player_page_shows_figures_head_to_head_and_opens_the_best_match(
    qtbot: object, league: tuple[Store, dict[str, str]]
) -> None:
    store, ids = league
    page = PlayerPage(store, ids["Bo"])
    page.opens_protocols = False
    qtbot.addWidget(page)  # type: ignore[attr-defined]
    assert page.title.text() == "Bo"
    assert cells(page.figures, 0)[:6] == ["All time", "3", "2", "0", "1", "1"]
    assert cells(page.figures, 0)[6:9] == ["1", "0", "16.7 %"]  # Tjock, RT, Tjock rate
    assert cells(page.figures, 1)[8] == "25.0 %" and cells(page.figures, 2)[8] == "0.0 %"
    assert page.figures.rowCount() == 3  # all time and two seasons
    assert page.head_to_head.rowCount() == 0  # filled when its tab is first shown
    page.tabs.setCurrentIndex(2)
    h2h = {cells(page.head_to_head, r)[0]: cells(page.head_to_head, r)[1:5] for r in range(3)}
    # With Anna: match 1 level, match 2 behind, race 1 behind, race 2 ahead.
    assert h2h["Anna"] == ["4", "1", "2", "1"]
    assert h2h["Dan"] == ["2", "0", "0", "2"]  # level at 50 and at 1050
    anna = next(r for r in range(3) if cells(page.head_to_head, r)[0] == "Anna")
    assert cells(page.head_to_head, anna)[6:] == ["2", "2"]  # two Roller matches, two races
    page.tabs.setCurrentIndex(1)  # the charts: every round of Bo's, all time
    spread = dict(spread_of(page.spread_counts))
    assert spread == {"RT": 0, "–": 1, "≤250": 3, "≤450": 0, "≤950": 0, "≤1950": 2, "2000+": 0}
    page.period_box.setCurrentIndex(page.period_box.findData(YEAR - 1))
    assert dict(spread_of(page.spread_counts))["≤1950"] == 1  # match 3 only: 1000 and 50
    assert sum(page.spread_counts.values()) == 2
    assert not page.best_match_button.isEnabled()  # no match of the usual length
    with qtbot.waitSignal(page.matchActivated) as blocker:  # type: ignore[attr-defined]
        page.best_round_button.click()
    assert blocker.args == [ids["m3"]]  # 1000, last season: the earliest of equals
    page.tabs.setCurrentIndex(0)
    page.game_box.setCurrentIndex(1)
    assert cells(page.figures, 0)[:3] == ["All time", "2", "1"]


def test_match_history_filters_by_player_season_and_game(
    qtbot: object, league: tuple[Store, dict[str, str]]
) -> None:
    store, ids = league
    view = MatchHistoryView(store)
    view.opens_protocols = False
    qtbot.addWidget(view)  # type: ignore[attr-defined]
    assert view.model.rowCount() == 7  # five Roller (one unfinished, one practice), two races
    view.player_box.setCurrentIndex(view.player_box.findData(ids["Dan"]))
    assert {m.id for m in view.model.matches} == {ids["m2"], ids["m3"]}
    view.season_box.setCurrentIndex(view.season_box.findData(YEAR - 1))
    assert [m.id for m in view.model.matches] == [ids["m3"]]
    view.player_box.setCurrentIndex(0)
    view.season_box.setCurrentIndex(0)
    view.game_box.setCurrentIndex(view.game_box.findData("105"))
    assert view.model.rowCount() == 2
    with qtbot.waitSignal(view.matchActivated):  # type: ignore[attr-defined]
        view.table.activated.emit(view.model.index(0, 2))


def test_match_history_fetches_page_after_page_to_the_oldest(
    qtbot: object, league: tuple[Store, dict[str, str]], monkeypatch: pytest.MonkeyPatch
) -> None:
    from roller_desktop.ui.league import match_history

    store, ids = league
    monkeypatch.setattr(match_history, "PAGE", 2)
    view = MatchHistoryView(store)
    view.opens_protocols = False
    qtbot.addWidget(view)  # type: ignore[attr-defined]
    model = view.model
    assert model.rowCount() == 2 and model.canFetchMore()
    assert view.count_label.text() == "7 matches"
    while model.canFetchMore():
        model.fetchMore()
    assert model.rowCount() == 7
    assert model.matches[-1].id == ids["m3"]  # the oldest, from last season
    assert model.data(model.index(6, 3)) == "won by Bo, Dan"  # both level at 1050
    assert len({m.id for m in model.matches}) == 7
    # A filter starts again from its newest page and still reaches its oldest match.
    view.player_box.setCurrentIndex(view.player_box.findData(ids["Bo"]))
    assert model.rowCount() == 2 and view.count_label.text() == "6 matches"
    while model.canFetchMore():
        model.fetchMore()
    assert [m.id for m in model.matches][-1] == ids["m3"] and model.rowCount() == 6
    view.game_box.setCurrentIndex(view.game_box.findData("roller"))
    view.season_box.setCurrentIndex(view.season_box.findData(YEAR))
    while model.canFetchMore():
        model.fetchMore()
    assert {m.id for m in model.matches} >= {ids["m1"], ids["m2"]}
    assert ids["m3"] not in {m.id for m in model.matches}
    assert all(m.game == "roller" and "Bo" in m.seat_names for m in model.matches)


def test_a_finished_match_gets_a_place_and_a_note_and_keeps_its_events(
    qtbot: object, league: tuple[Store, dict[str, str]]
) -> None:
    store, ids = league
    before = store.load_match(ids["m2"])
    dialog = ProtocolDialog(store, ids["m2"])
    qtbot.addWidget(dialog)  # type: ignore[attr-defined]
    assert dialog.place_edit.isEnabled()
    dialog.place_edit.setText("  Stugan  ")
    dialog.note_edit.setPlainText("Cia's ROLLER")
    dialog.save_place_and_note()
    after = store.load_match(ids["m2"])
    assert (after.place, after.note) == ("Stugan", "Cia's ROLLER")
    assert after.events == before.events and after.status == "finished"
    assert not dialog.page.pixmap().isNull()


def test_an_unfinished_match_shows_read_only_without_place_and_note(
    qtbot: object, league: tuple[Store, dict[str, str]]
) -> None:
    store, _ = league
    unfinished = store.unfinished_matches()[0].id
    dialog = ProtocolDialog(store, unfinished)
    qtbot.addWidget(dialog)  # type: ignore[attr-defined]
    assert not dialog.place_edit.isEnabled() and not dialog.save_button.isEnabled()


def test_league_screens_render_every_screen(
    qtbot: object, league: tuple[Store, dict[str, str]], tmp_path: Path
) -> None:
    from PySide6.QtGui import QImage

    from roller_desktop.ui.screenshots.league import render_league_screens

    written = render_league_screens(league[0], tmp_path)
    names = {p.name for p in written}
    assert {"league-view.png", "player-page-charts.png", "print-protocol-roller.png"} <= names
    assert {"print-result-105.png", "match-history.png", "print-league-roller.png"} <= names
    for path in written:
        assert QImage(str(path)).width() > 300


def test_an_empty_line_chart_shows_no_dates_of_1970(qtbot: object) -> None:
    """A player with no match of the usual length has no average total to draw: the empty
    chart's time axis showed 1970-01 (Qt's default range) three times; it shows no labels."""
    from PySide6.QtCore import Qt

    from roller_desktop.ui.league.player_page import line_chart

    empty = line_chart("Average total per month", [])
    (x_axis,) = empty.axes(Qt.Orientation.Horizontal)
    assert not x_axis.labelsVisible()
    drawn = line_chart("Average total per month", [(date(2026, 11, 1), 6500.0)])
    (x_axis,) = drawn.axes(Qt.Orientation.Horizontal)
    assert x_axis.labelsVisible()


def test_month_charts_name_each_month_once_and_percentages_run_to_ten_at_least(
    qtbot: object,
) -> None:
    """One month of tjock rates showed its month twice on a time axis, and a rate of 0 % a
    0–1 axis under a "%" title."""
    from PySide6.QtCore import Qt

    from roller_desktop.ui.league.player_page import line_chart

    one = line_chart("Tjock rate (%)", [(date(2026, 3, 1), 0.0)], percentages=True)
    (x_axis,) = one.axes(Qt.Orientation.Horizontal)
    assert x_axis.categoriesLabels() == ["2026-03"]
    (y_axis,) = one.axes(Qt.Orientation.Vertical)
    assert y_axis.max() >= 10
    months = [(date(2025 + (m // 12), m % 12 + 1, 1), 20.0 + m) for m in range(2, 16)]
    many = line_chart("Tjock rate (%)", months, percentages=True)
    (x_axis,) = many.axes(Qt.Orientation.Horizontal)
    labels = x_axis.categoriesLabels()
    assert len(labels) == len(set(labels)) <= 7 and labels[0] == "2025-03", labels
    assert labels[-1] <= "2026-04"
    (y_axis,) = many.axes(Qt.Orientation.Vertical)
    assert 35 <= y_axis.max() <= 100
    plain = line_chart("Average total per month", [(date(2026, 3, 1), 0.5)])
    (y_axis,) = plain.axes(Qt.Orientation.Vertical)
    assert y_axis.max() < 10  # not a percentage: its own scale

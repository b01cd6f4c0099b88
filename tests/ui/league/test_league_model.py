"""League figures over a real store, at the model level (no widgets), against hand counts."""

from __future__ import annotations

import csv
import io
from collections.abc import Iterator
from datetime import date
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from roller_desktop.store.database import Store, open_store
from roller_desktop.store.queries import league_table
from roller_desktop.store.queries.league_table import Period
from roller_desktop.ui.league import league_model
from roller_desktop.ui.league.league_model import LeagueModel, load_model, period_label
from tests.ui.league_samples import build_league

YEAR = date.today().year
SEASON = Period.season(YEAR)


@pytest.fixture(scope="module")
def league(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Store, dict[str, str]]]:
    store = open_store(tmp_path_factory.mktemp("league") / "league.sqlite", backup=False)
    ids = build_league(store, YEAR)
    yield store, ids
    store.close()


def shown(model: LeagueModel) -> dict[str, dict[str, str]]:
    """Display text per player and column key."""
    table = {}
    for row in range(model.rowCount()):
        values = {c.key: model.data(model.index(row, col)) for col, c in enumerate(model.columns)}
        table[values["name"]] = values
    return table


def test_roller_season_counts_equal_the_hand_counts(
    qapp: object, league: tuple[Store, dict[str, str]]
) -> None:
    model = load_model(league[0], "roller", SEASON)
    table = shown(model)
    keys = ["matches", "w", "ww", "sur_mun", "plump", "tjock", "rt", "rollers"]
    keys += ["average_total", "best_total", "win_rate"]
    # Two-round matches: no average or best total, which count the usual 15 rounds only
    # (RULES.md, "The league's figures"); W, WW, sur mun, plump, Tjock, RT, ROLLER count them.
    expected = {
        "Anna": ["2", "1", "0", "0", "0", "0", "0", "0", "", "", "50 %"],
        "Bo": ["2", "1", "0", "1", "1", "1", "0", "0", "", "", "50 %"],
        "Cia": ["2", "0", "1", "1", "1", "2", "1", "1", "", "", "50 %"],
        "Dan": ["1", "0", "0", "1", "1", "1", "0", "0", "", "", "0 %"],
    }
    assert {name: [table[name][k] for k in keys] for name in table} == expected


def test_ratings_equal_the_hand_computed_elo(
    qapp: object, league: tuple[Store, dict[str, str]]
) -> None:
    model = load_model(league[0], "roller", SEASON)
    ratings = {model.row_value(r).name: model.row_value(r).rating for r in range(model.rowCount())}
    # Match 1 from 1500 each: Anna +8, Bo +8, Cia -16. Match 2 (K/3 per duel), by hand:
    assert ratings == pytest.approx(
        {"Anna": 1512.8427, "Bo": 1496.8427, "Cia": 1500.9811, "Dan": 1489.3335}, abs=1e-3
    )
    # The default order is the rating's.
    names = [model.data(model.index(r, 0)) for r in range(model.rowCount())]
    assert names == ["Anna", "Cia", "Bo", "Dan"]


def test_all_time_adds_last_season_and_leaves_practice_and_unfinished_out(
    qapp: object, league: tuple[Store, dict[str, str]]
) -> None:
    table = shown(load_model(league[0], "roller", Period.all_time()))
    assert [table[n]["matches"] for n in ("Anna", "Bo", "Cia", "Dan")] == ["2", "3", "2", "2"]
    assert table["Bo"]["w"] == "2" and table["Dan"]["w"] == "1"
    assert table["Dan"]["sur_mun"] == "1"  # the level match 3 gives no sur mun
    last = shown(load_model(league[0], "roller", Period.season(YEAR - 1)))
    assert {n: (v["matches"], v["w"], v["average_total"]) for n, v in last.items()} == {
        "Bo": ("1", "1", ""),
        "Dan": ("1", "1", ""),
    }


def test_105_table_counts_places_and_turns(
    qapp: object, league: tuple[Store, dict[str, str]]
) -> None:
    model = load_model(league[0], "105", SEASON)
    table = shown(model)
    keys = ["races", "wins", "win_rate", "average_place", "average_turns"]
    assert {n: [v[k] for k in keys] for n, v in table.items()} == {
        "Anna": ["2", "1", "50 %", "1.00", "1.0"],
        "Bo": ["2", "1", "50 %", "1.50", "1.0"],
    }
    ratings = {model.row_value(r).name: model.row_value(r).rating for r in range(2)}
    assert ratings == pytest.approx({"Anna": 1498.5305, "Bo": 1501.4695}, abs=1e-3)


def test_sorting_by_a_column_and_back(qapp: object, league: tuple[Store, dict[str, str]]) -> None:
    model = load_model(league[0], "roller", SEASON)
    model.sort(model.column_of("sur_mun"), Qt.SortOrder.DescendingOrder)
    names = [model.data(model.index(r, 0)) for r in range(4)]
    assert names == ["Cia", "Bo", "Dan", "Anna"]  # 1, 1, 1 in the default order, then 0
    model.sort(model.column_of("average_total"), Qt.SortOrder.DescendingOrder)
    names = [model.data(model.index(r, 0)) for r in range(4)]
    assert names == ["Anna", "Cia", "Bo", "Dan"]  # none has one: the default order stays
    model.sort(model.column_of("tjock"), Qt.SortOrder.DescendingOrder)
    names = [model.data(model.index(r, 0)) for r in range(4)]
    assert names[0] == "Cia" and set(names[1:3]) == {"Bo", "Dan"} and names[3] == "Anna"
    model.sort(model.column_of("name"), Qt.SortOrder.AscendingOrder)
    assert [model.data(model.index(r, 0)) for r in range(4)] == ["Anna", "Bo", "Cia", "Dan"]
    model.reset_order()
    assert [model.data(model.index(r, 0)) for r in range(4)] == ["Anna", "Cia", "Bo", "Dan"]


def _by_key(model: Any, reader: Any) -> list[dict[str, str]]:
    """The CSV's rows by the columns' keys, its headings being the columns' titles as shown."""
    keys = {league_model.column_title(c): c.key for c in model.columns}
    assert reader.fieldnames == list(keys)
    return [{keys[title]: value for title, value in row.items()} for row in reader]


def test_csv_follows_the_shown_order_with_plain_numbers(
    qapp: object, league: tuple[Store, dict[str, str]], tmp_path: Path
) -> None:
    model = load_model(league[0], "roller", SEASON)
    model.sort(model.column_of("name"), Qt.SortOrder.AscendingOrder)
    target = tmp_path / "league.csv"
    league_model.write_csv(model, str(target))
    assert target.read_bytes().startswith("\ufeffPlayer,".encode())  # a BOM: Å read right
    rows = _by_key(model, csv.DictReader(io.StringIO(target.read_text(encoding="utf-8-sig"))))
    assert [r["name"] for r in rows] == ["Anna", "Bo", "Cia", "Dan"]
    assert rows[1]["average_total"] == "" and rows[1]["win_rate"] == "0.5"
    assert rows[2]["ww"] == "1" and rows[3]["win_rate"] == "0"
    assert float(rows[0]["rating"]) == pytest.approx(1512.8427, abs=1e-3)


def test_csv_for_a_swedish_or_norwegian_spreadsheet(
    qapp: object, league: tuple[Store, dict[str, str]], tmp_path: Path
) -> None:
    """With ";" the decimals take a comma: "0.5" would be read as text (or a date) there."""
    model = load_model(league[0], "roller", SEASON)
    model.sort(model.column_of("name"), Qt.SortOrder.AscendingOrder)
    target = tmp_path / "liga.csv"
    league_model.write_csv(model, str(target), ";")
    text = target.read_text(encoding="utf-8-sig")
    rows = _by_key(model, csv.DictReader(io.StringIO(text), delimiter=";"))
    assert [r["name"] for r in rows] == ["Anna", "Bo", "Cia", "Dan"]
    assert rows[1]["win_rate"] == "0,5" and rows[2]["ww"] == "1"
    assert float(rows[0]["rating"].replace(",", ".")) == pytest.approx(1512.8427, abs=1e-3)


def test_the_league_prints_on_one_page_with_its_order_and_rating_explained(
    qapp: object, league: tuple[Store, dict[str, str]], tmp_path: Path
) -> None:
    from pypdf import PdfReader

    from roller_desktop.ui.printing import sheets as printing

    model = load_model(league[0], "roller", SEASON)
    reader = PdfReader(printing.write_pdf(league_model.league_sheet(model), tmp_path / "l.pdf"))
    assert len(reader.pages) == 1
    text = reader.pages[0].extract_text()
    words = text.split()
    for name in ("Anna", "Bo", "Cia", "Dan"):
        assert name in words
    assert "Order: rating" in " ".join(words)
    assert "starts the period at 1500" in " ".join(words)  # the rating, explained


def test_periods_have_labels() -> None:
    assert period_label(Period.season(2024)) == "Season 2024"
    assert period_label(Period.all_time()) == "All time"
    assert period_label(Period(date(2024, 3, 1), date(2024, 5, 31))) == "2024-03-01 – 2024-05-31"


TJOCK_ROUNDS = {"en": "Tjock rounds", "sv": "Tjocka ronder", "nb": "Tjock-runder"}


@pytest.mark.parametrize("language", ["en", "sv", "nb"])
def test_game_words_head_their_columns_as_they_are(
    qapp: object, league: tuple[Store, dict[str, str]], language: str
) -> None:
    from PySide6.QtCore import QCoreApplication

    from roller_desktop.ui.common import i18n

    app = QCoreApplication.instance()
    assert app is not None
    i18n.install_translator(app, language)
    try:
        model = load_model(league[0], "roller", SEASON)
        headers = {
            c.key: model.headerData(i, Qt.Orientation.Horizontal)
            for i, c in enumerate(model.columns)
        }
        tips = {
            c.key: model.headerData(i, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
            for i, c in enumerate(model.columns)
        }
    finally:
        i18n.install_translator(app, "en")
    headers = {key: " ".join(str(text).split()) for key, text in headers.items()}  # 2 lines
    assert [headers[k] for k in ("w", "ww", "sur_mun", "plump", "rt", "rollers")] == [
        "W",
        "WW",
        "sur mun",
        "plump",
        "RT",
        "ROLLER",
    ]
    # RT is counted in it too: the heading says rounds, not the word "Tjock" alone.
    assert headers["tjock"] == TJOCK_ROUNDS[language]
    assert tips["tjock"] and tips["rt"]  # the explanation is the tooltip


def test_a_season_and_all_time_read_their_stored_ratings_other_ranges_compute(
    qapp: object, league: tuple[Store, dict[str, str]], monkeypatch: pytest.MonkeyPatch
) -> None:
    from roller_desktop.store.queries import ratings

    store = league[0]
    half = Period(date(YEAR, 1, 1), date(YEAR, 6, 30))
    assert league_table.stored_season(SEASON) == YEAR
    assert league_table.stored_season(Period(date(YEAR, 1, 1), date(YEAR, 12, 31))) == YEAR
    assert league_table.stored_season(Period.all_time()) == 0
    assert league_table.stored_season(half) is None
    assert league_table.stored_season(Period(None, date(YEAR, 12, 31))) is None
    periods = (SEASON, Period.season(YEAR - 1), Period.all_time(), half)
    computed = {
        (game, period): ratings.league_ratings(store, game, period.start, period.end)
        for game in ("roller", "105")
        for period in periods
    }
    calls: list[Period] = []
    real = ratings.league_ratings

    def counted(
        store: Store,
        game: Any,
        start: date | None,
        end: date | None,
        practice: bool = False,
        championship: str | None = None,
    ) -> object:
        calls.append(Period(start, end, practice, championship))
        return real(store, game, start, end, practice, championship)

    monkeypatch.setattr(ratings, "league_ratings", counted)
    for (game, period), expected in computed.items():
        assert league_table.period_ratings(store, game, period) == expected, (game, period)
    assert calls == [half, half]  # the seasons and all time were read, not computed


def test_practice_taken_in_marks_the_computers_rows_in_the_windows_language(
    tmp_path: Path, qapp: Any
) -> None:
    """A match with a computer seat counts only when the period takes practice in; the
    computer's row then reads "Dator (skarp) (övning)" in a Swedish window, in italics, and
    the stored season ratings (which leave practice out) are not used for it."""
    from roller_desktop.store.recorder import MatchRecorder
    from roller_desktop.store.values import SeatSpec
    from roller_desktop.ui.common import i18n
    from tests.store.helpers import play_out

    with open_store(tmp_path / "league.sqlite3", backup=False) as store:
        anna = store.add_player("Anna").id
        seats = [SeatSpec(anna), SeatSpec.of_computer("sharp")]
        play_out(MatchRecorder.open(store, store.start_match("roller", {"rounds": 2}, seats, 0)), 5)
        plain = load_model(store, "roller", Period.all_time())
        assert plain.rowCount() == 0
        taken = Period(None, None, practice=True)
        assert league_table.stored_season(taken) is None
        i18n.install_translator(qapp, "sv")
        try:
            model = load_model(store, "roller", taken)
            names = [model.data(model.index(r, 0)) for r in range(model.rowCount())]
            assert sorted(names) == ["Anna", "Dator (skarp) (övning)"]
            row = names.index("Dator (skarp) (övning)")
            font = model.data(model.index(row, 0), Qt.ItemDataRole.FontRole)
            assert font is not None and font.italic()
            assert model.data(model.index(1 - row, 0), Qt.ItemDataRole.FontRole) is None
        finally:
            i18n.install_translator(qapp, "en")


def test_two_word_headings_take_two_lines_and_names_have_their_whole_text_as_tooltip(
    qapp: object, league: tuple[Store, dict[str, str]]
) -> None:
    """At 1024 px the headings on one line left the names too little room: a heading of two
    words over numbers takes two lines, and a name cut short shows whole as its tooltip."""
    model = load_model(league[0], "roller", SEASON)
    tjock = model.column_of("tjock")
    assert model.headerData(tjock, Qt.Orientation.Horizontal) == "Tjock\nrounds"
    assert model.as_rows()[0][tjock + 1] == "Tjock rounds"  # on paper: one line
    name = model.column_of("name")
    for row in range(model.rowCount()):
        index = model.index(row, name)
        assert index.data(Qt.ItemDataRole.ToolTipRole) == index.data()


def test_blank_averages_are_explained_on_the_page(
    qapp: object, league: tuple[Store, dict[str, str]], tmp_path: Path
) -> None:
    """The sample's matches are of two rounds: Average and Best are blank for everyone, and
    the page said nothing of why (RULES.md: they count the matches of 15 rounds)."""
    from pypdf import PdfReader

    from roller_desktop.ui.printing import sheets as printing

    model = load_model(league[0], "roller", SEASON)
    assert all(model.row_value(r).average_total is None for r in range(model.rowCount()))
    note = league_model.usual_length_note(model)
    assert (
        note == "Average and Best count the matches of 15 rounds only: blank where there is none."
    )
    reader = PdfReader(printing.write_pdf(league_model.league_sheet(model), tmp_path / "l.pdf"))
    assert note in " ".join(reader.pages[0].extract_text().split())
    assert league_model.usual_length_note(load_model(league[0], "105", SEASON)) is None


def test_the_csv_headings_are_the_windows_own_words(
    qapp: Any, league: tuple[Store, dict[str, str]], tmp_path: Path
) -> None:
    """A Swedish keeper's spreadsheet read "win_rate", "average_total": the headings are the
    columns' titles in the window's language, as on screen and on paper."""
    from roller_desktop.ui.common import i18n

    i18n.install_translator(qapp, "sv")
    model = load_model(league[0], "roller", SEASON)
    target = tmp_path / "liga.csv"
    league_model.write_csv(model, str(target), ";")
    head = target.read_text(encoding="utf-8-sig").splitlines()[0].split(";")
    assert head == [league_model.column_title(c) for c in model.columns]
    assert "Spelare" in head and not any("_" in title for title in head)

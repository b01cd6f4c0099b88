"""Where a save dialog starts: the Documents (or home) folder, under a name in the window's
language, never the program's working folder (the league's CSV and PDF, a stored match's
protocol as PDF, the league file, the protocols' CSV)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from roller_desktop.store.database import Store, open_store
from roller_desktop.ui.common import i18n
from roller_desktop.ui.common.save_place import save_folder
from roller_desktop.ui.league.league_view import LeagueView
from tests.ui.league_samples import build_league

YEAR = date.today().year


@pytest.fixture(scope="module")
def league(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Store]:
    store = open_store(tmp_path_factory.mktemp("places") / "league.sqlite", backup=False)
    build_league(store, YEAR)
    yield store
    store.close()


@pytest.fixture
def starts(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> list[str]:
    """The folder and name each save dialog started from (every dialog is cancelled), with the
    program run from a folder of its own."""
    monkeypatch.chdir(tmp_path)
    asked: list[str] = []

    def ask(_parent: object, _title: str, start: str, _kinds: str = "") -> tuple[str, str]:
        asked.append(start)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(ask))
    monkeypatch.setattr(QMessageBox, "information", lambda *_a: None)
    return asked


def not_the_working_folder(start: str) -> str:
    path = Path(start)
    assert path.is_absolute() and path.parent == save_folder() != Path.cwd()
    return path.name


def test_the_leagues_csv_and_pdf_start_in_documents_named_in_the_windows_language(
    qtbot: Any, qapp: Any, league: Store, starts: list[str]
) -> None:
    i18n.install_translator(qapp, "nb")  # the autouse fixture puts English back
    view = LeagueView(league)
    qtbot.addWidget(view)
    view.tabs.setCurrentIndex(1)  # 105
    qtbot.waitUntil(lambda: view.current_model().table is not None)
    view.export_csv()
    view.save_pdf()
    view.tabs.setCurrentIndex(0)  # Roller
    qtbot.waitUntil(lambda: view.current_model().table is not None)
    view.save_pdf()
    assert [not_the_working_folder(s) for s in starts] == [
        f"Liga i 105 Sesong {YEAR}.csv",
        f"Liga i 105 Sesong {YEAR}.pdf",
        f"Liga i Roller Sesong {YEAR}.pdf",  # not the same "league.pdf" for both games
    ]


def test_a_stored_matchs_protocol_pdf_starts_in_documents(
    qtbot: Any, league: Store, starts: list[str]
) -> None:
    from roller_desktop.store.queries.stats import match_history
    from roller_desktop.ui.league.protocol_dialog import ProtocolView

    match_id = next(m.id for m in match_history(league, game="roller") if m.status == "finished")
    view = ProtocolView(league, match_id)
    qtbot.addWidget(view)
    view.save_pdf()
    name = not_the_working_folder(starts[0])
    assert name.endswith(".pdf") and name != "protocol.pdf"


def test_the_league_file_and_the_protocols_csv_start_in_documents(
    qtbot: Any, league: Store, starts: list[str]
) -> None:
    from PySide6.QtWidgets import QWidget

    from roller_desktop.ui.league.league_file import LeagueFileMenu

    window = QWidget()
    qtbot.addWidget(window)
    menu = LeagueFileMenu(window, league)
    menu.ask_save_path("roller-league-2026-12-06.json")
    menu.ask_protocols_path(save=True)
    assert not_the_working_folder(starts[0]) == "roller-league-2026-12-06.json"
    assert not_the_working_folder(starts[1]).startswith("roller-protocols-")


def test_the_leagues_csv_is_in_columns_for_a_norwegian_spreadsheet(
    qtbot: Any, qapp: Any, league: Store, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Exported in nb, the table landed in one column of a Norwegian spreadsheet (",")."""
    i18n.install_translator(qapp, "nb")  # the autouse fixture puts English back
    target = tmp_path / "liga.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *_a: (str(target), "")))
    monkeypatch.setattr(QMessageBox, "information", lambda *_a: None)
    view = LeagueView(league)
    qtbot.addWidget(view)
    qtbot.waitUntil(lambda: view.current_model().table is not None)
    view.export_csv()
    header = target.read_text(encoding="utf-8-sig").splitlines()[0]
    assert header.startswith("Spiller;Kamper;W;WW;"), header  # the nb headings

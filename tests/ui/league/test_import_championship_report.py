"""File → Import league… of a table's league file (version 7): the report names the
championship added and each match linked to its table, and a link refused here, why, in the
window's language; the same file again says nothing of tables."""

from __future__ import annotations

import random
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMainWindow
from pytestqt.qtbot import QtBot

from roller_desktop.store import championships as ch
from roller_desktop.store.database import Store, open_store
from roller_desktop.store.exchange import Selection, export_file
from roller_desktop.store.hand_kept import PaperProtocol, enter_protocol
from roller_desktop.store.values import SeatSpec
from roller_desktop.ui.common import i18n
from roller_desktop.ui.league.league_file import LeagueFileMenu

NAME = "EM i Roller"


def protocol(store: Store, round_: int, table: int, seed: int) -> str:
    seats = ch.stored_round(store, NAME, round_).tables[table - 1].seats
    ids = {p.name: p.id for p in store.players()}
    rng = random.Random(seed)
    cells = [[rng.choice(["-", "RT", "50", "350"]) for _ in range(15)] for _ in seats]
    match_id = enter_protocol(
        store,
        PaperProtocol("roller", {}, [SeatSpec(ids[n]) for n in seats], 0,
                      datetime(2026, 6, 14, 12, seed), cells=cells),
    )  # fmt: skip
    ch.link_match(store, match_id, NAME, round_, table)
    return match_id


@pytest.fixture
def language(qapp: QApplication) -> Iterator[None]:
    yield
    i18n.install_translator(qapp, "en")


def test_the_report_names_the_tables_linked_and_refused(
    qtbot: QtBot, qapp: QApplication, tmp_path: Path, language: None
) -> None:
    with (
        open_store(tmp_path / "director.sqlite3") as director,
        open_store(tmp_path / "laptop.sqlite3") as laptop,
    ):
        players = [(f"Spelare {i:02}", None) for i in range(8)]
        ch.create_championship(director, NAME, players, rounds=1, table_size=(4, 4))
        matches, seated, key = ch.export_selection(director, NAME, 1)
        export_file(director, tmp_path / "round.json",
                    selection=Selection(matches, seated, frozenset({key})))  # fmt: skip
        window = QMainWindow()
        qtbot.addWidget(window)
        said: list[str] = []
        menus = {}
        for name, store in (("director", director), ("laptop", laptop)):
            menus[name] = LeagueFileMenu(window, store)
            menus[name].inform = said.append  # type: ignore[method-assign]
            menus[name].warn = said.append  # type: ignore[method-assign]
        path = str(tmp_path / "round.json")
        menus["laptop"].ask_open_path = lambda: path  # type: ignore[method-assign]
        menus["laptop"].import_league()
        assert f"Championship {NAME} added." in said[-1]
        protocol(director, 1, 1, seed=1)  # entered on the director's laptop too
        protocol(laptop, 1, 1, seed=2)
        protocol(laptop, 1, 2, seed=3)
        export_file(laptop, tmp_path / "back.json")
        path = str(tmp_path / "back.json")
        menus["director"].ask_open_path = lambda: path  # type: ignore[method-assign]
        i18n.install_translator(qapp, "sv")
        menus["director"].import_league()
        report = said[-1]
        assert f"{NAME}: matchen i kvalomgång 1, bord 2 kopplades till sitt bord." in report
        not_linked = f"{NAME}: matchen i kvalomgång 1, bord 1 kopplades inte till sitt bord här:"
        assert not_linked in report
        assert "bordet har redan sin färdigspelade match här" in report
        i18n.install_translator(qapp, "nb")
        menus["director"].import_league()
        again = said[-1]
        assert "ble knyttet til bordet sitt." not in again  # linked once
        not_linked = f"{NAME}: kampen i kvalifiseringsrunde 1, bord 1 ble ikke knyttet til bordet"
        assert not_linked + " sitt her" in again
        assert "bord 2" not in again

"""The import's question about the file's players (issue #15, item 2): one row per doubtful
player with the likeliest answer chosen; File → Import league… and Import protocols… ask it
before anything is written (the dialog replaced here), Cancel imports nothing."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QComboBox, QMainWindow
from pytestqt.qtbot import QtBot

from roller_desktop.store.database import Store, open_store
from roller_desktop.store.exchange import export_file
from roller_desktop.store.keeper import merge_players, player_entries
from roller_desktop.store.player_plan import PlayerPlan
from roller_desktop.store.recorder import MatchRecorder
from roller_desktop.ui.league.import_players import PlayersQuestion
from roller_desktop.ui.league.league_file import LeagueFileMenu
from tests.store.helpers import play_out, start


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    with open_store(tmp_path / "league.sqlite3") as opened:
        yield opened


@pytest.fixture
def league_file(tmp_path: Path) -> Path:
    """Another league's file: Anna, Ake, Karl and Ola at one match."""
    with open_store(tmp_path / "other.sqlite3") as other:
        ids = [other.add_player(name).id for name in ("Anna", "Ake", "Karl", "Ola")]
        play_out(MatchRecorder.open(other, start(other, "roller", ids, {"rounds": 1})), seed=7)
        export_file(other, tmp_path / "other.json")
    return tmp_path / "other.json"


@pytest.fixture
def menu(qtbot: QtBot, store: Store) -> Iterator[tuple[LeagueFileMenu, list[str]]]:
    window = QMainWindow()
    qtbot.addWidget(window)
    made = LeagueFileMenu(window, store)
    made.build(window.menuBar())
    said: list[str] = []
    made.inform = lambda text: said.append(text)  # type: ignore[method-assign]
    made.warn = lambda text: said.append("WARNING " + text)  # type: ignore[method-assign]
    yield made, said


def here(store: Store) -> None:
    """This league: Anna, Åke, and Kalle also known as Karl."""
    ids = [store.add_player(name).id for name in ("Anna", "Åke", "Kalle", "Karl")]
    merge_players(store, ids[3], ids[2])


def test_one_row_per_question_with_the_likeliest_answer(
    qtbot: QtBot, store: Store, league_file: Path
) -> None:
    from roller_desktop.store.exchange import plan_file

    here(store)
    plan = plan_file(store, league_file)
    dialog = PlayersQuestion(plan.asked(), plan.league is not None)
    qtbot.addWidget(dialog)
    boxes = {box.accessibleName(): box for box in dialog.findChildren(QComboBox)}
    assert sorted(boxes) == ["Ake in the file", "Anna in the file", "Karl in the file"]
    assert boxes["Anna in the file"].currentText() == "the Anna of this league"
    assert boxes["Karl in the file"].currentText() == "Kalle of this league (also known as Karl)"
    assert boxes["Ake in the file"].currentText() == "another person (a new player)"
    assert [boxes["Ake in the file"].itemText(i) for i in range(2)] == [
        "Åke of this league (a name like it)",
        "another person (a new player)",
    ]
    boxes["Anna in the file"].setCurrentIndex(1)
    boxes["Ake in the file"].setCurrentIndex(0)
    keys = {q.name: q.key for q in plan.asked()}
    ids = {e.name: e.id for e in player_entries(store)}
    assert dialog.answers() == {
        keys["Anna"]: None,
        keys["Ake"]: ids["Åke"],
        keys["Karl"]: ids["Kalle"],
    }


def test_import_league_asks_first_and_cancel_imports_nothing(
    menu: tuple[LeagueFileMenu, list[str]], store: Store, league_file: Path
) -> None:
    made, said = menu
    here(store)
    asked: list[PlayerPlan] = []
    made.ask_open_path = lambda: str(league_file)  # type: ignore[method-assign]
    made.ask_players = lambda plan, protocols=False: asked.append(plan)  # type: ignore[method-assign,func-returns-value]
    assert made.import_league() is None  # cancelled: None from the question
    assert [q.name for q in asked[0].asked()] == ["Anna", "Ake", "Karl"]
    assert sorted(e.name for e in player_entries(store)) == ["Anna", "Kalle", "Åke"]
    anna = next(q.key for q in asked[0].asked() if q.name == "Anna")
    made.ask_players = lambda plan, protocols=False: {anna: None}  # type: ignore[method-assign]
    summary = made.import_league()
    assert summary is not None and summary.matches_added == 1
    entries = {e.name: e.matches for e in player_entries(store)}
    assert entries == {"Anna": 0, "Anna (2)": 1, "Ake": 1, "Kalle": 1, "Ola": 1, "Åke": 0}
    assert "Anna of the file is called Anna (2) here." in said[-1]
    # The same league's file again: remembered, nothing asked.
    made.ask_players = lambda plan, protocols=False: pytest.fail("asked again")  # type: ignore[method-assign]
    again = made.import_league()
    assert again is not None and again.matches_unchanged == 1


def test_import_protocols_asks_only_a_name_like_one_here(
    menu: tuple[LeagueFileMenu, list[str]], store: Store, tmp_path: Path
) -> None:
    made, said = menu
    here(store)
    sheet = tmp_path / "old.csv"
    sheet.write_text(
        "match;date;game;player;r1\n1;1987-07-04;roller;Ake;350\n1;1987-07-04;roller;Karl;RT\n"
        "1;1987-07-04;roller;Anna;50\n",
        encoding="utf-8",
    )
    made.ask_protocols_path = lambda save: str(sheet)  # type: ignore[method-assign]
    asked: list[list[str]] = []

    def answer(plan: PlayerPlan, protocols: bool = False) -> dict[str, str | None]:
        assert protocols
        asked.append([q.name for q in plan.asked(protocols)])
        return {q.key: q.candidates[0].id for q in plan.asked(protocols)}  # Ake is Åke

    made.ask_players = answer  # type: ignore[method-assign]
    summary = made.import_protocols()
    assert asked == [["Ake"]]
    assert summary is not None
    entries = {e.name: e.matches for e in player_entries(store)}
    assert entries == {"Anna": 1, "Kalle": 1, "Åke": 1}
    assert json.dumps(said)  # the summary was said


def test_the_question_is_read_whole_at_the_largest_text(qtbot: QtBot) -> None:
    # The dialog measured itself at construction, in the application's type, and took the
    # window's (twice as large) only when shown: at 640×200 its three lines of explanation
    # were cut at the top and bottom (seen under Xvfb in Swedish, Ctrl++ to ×2).
    from PySide6.QtWidgets import QLabel

    from roller_desktop.store.player_plan import LOOSE, Here, Question
    from roller_desktop.ui.common.app_events import polish

    window = QMainWindow()
    qtbot.addWidget(window)
    font = window.font()
    font.setPointSizeF(font.pointSizeF() * 2)
    window.setFont(font)
    window.resize(1024, 600)
    window.show()
    questions = [Question("ake", "Ake", LOOSE, (Here(1, "id-1", "Åke"),), "Åke")]
    dialog = PlayersQuestion(questions, False, True, window)
    qtbot.addWidget(dialog)
    polish(dialog)  # as the program's filter does before the dialog is shown
    dialog.show()
    qtbot.waitExposed(dialog)
    intro = dialog.findChildren(QLabel)[0]
    assert intro.font().pointSizeF() == font.pointSizeF()
    assert intro.height() >= intro.heightForWidth(intro.width())
    assert all(box.height() >= box.sizeHint().height() for box in dialog.boxes)


def test_long_choices_lie_under_their_names_and_never_scroll_sideways(qtbot: QtBot) -> None:
    # Beside the names, the choices' long items ("Karl-Gustav Ångström-Bergqvist of this
    # league (a name like it)") widened the form: it scrolled sideways at every text size
    # (684 px of page in 648 at ×1.0, 927 in 839 at ×2.0). Under them, the choices take the
    # dialog's width, shortened past the screen's with the whole in the tooltip.

    from roller_desktop.store.player_plan import LOOSE, Here, Question

    window = QMainWindow()
    qtbot.addWidget(window)
    font = window.font()
    font.setPointSizeF(font.pointSizeF() * 2)
    window.setFont(font)
    long_name = "Karl-Gustav Ångström-Bergqvist von Sjöström-Fjällberg"
    questions = [
        Question(f"k{i}", f"{long_name} {i}", LOOSE, (Here(i, f"id-{i}", long_name),), "")
        for i in range(8)
    ]
    dialog = PlayersQuestion(questions, False, True, window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    page, view = dialog.list_area.widget(), dialog.list_area.viewport()
    assert page.width() <= view.width()
    assert not dialog.list_area.horizontalScrollBar().isVisible()
    for box, label in zip(dialog.boxes, dialog.labels, strict=True):
        assert label.buddy() is box
        assert label.width() == box.width()  # the name's lines as long as the choice
        assert label.geometry().bottom() < box.geometry().top()  # the choice under its name
        assert box.toolTip() == box.currentText() != ""
        assert label.height() >= label.heightForWidth(label.width())  # the name whole
    # the list keeps room for two rows of name and choice at the least
    row = dialog.boxes[1].geometry().bottom() - dialog.boxes[0].geometry().bottom()
    assert view.height() >= 2 * row

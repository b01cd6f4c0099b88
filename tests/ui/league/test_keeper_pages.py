"""The keeper's tools in the window (offscreen): the Players page merges two players after a
question naming both and the matches that move, refuses two who sat at one table, suggests
twins, finds a merged name by search, splits again; the match history voids a match with its
reason and restores it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from roller_desktop.play.league_changes import LeagueChanges
from roller_desktop.store import demo, keeper
from roller_desktop.store.database import Store
from roller_desktop.store.queries import stats
from roller_desktop.ui.league.match_history import MatchHistoryView, VoidDialog
from roller_desktop.ui.league.players_screen import (
    MergeDialog,
    NameRole,
    PlayerIdRole,
    PlayersScreen,
)


@pytest.fixture
def league(store: Store) -> dict[str, str]:
    ids = demo.demo_player_ids(store)
    ake = store.add_player("Ake").id
    demo.fill_bulk(store, 30, seed=1, days=30)
    demo.fill_bulk(store, 6, seed=2, days=30, players=[ake, *ids[1:4]])
    return {p.name: p.id for p in store.players()}


def choose(screen: PlayersScreen, *names: str) -> None:
    screen.list.clearSelection()
    for row in range(screen.list.count()):
        item = screen.list.item(row)
        if item.data(NameRole) in names:
            item.setSelected(True)
            screen.list.setCurrentItem(item, screen.list.selectionModel().SelectionFlag.NoUpdate)


def names(screen: PlayersScreen) -> list[str]:
    return [str(screen.list.item(r).data(NameRole)) for r in range(screen.list.count())]


def test_merge_asks_naming_both_and_the_matches_then_split(
    qtbot: Any, store: Store, league: dict[str, str]
) -> None:
    screen = PlayersScreen(store)
    qtbot.addWidget(screen)
    screen.reload()
    changes: list[LeagueChanges] = []
    screen.league_changed.connect(changes.append)
    # The twins are suggested.
    assert [screen.twins.item(r).text() for r in range(screen.twins.count())] == ["Ake and Åke"]
    before = {e.name: e.matches for e in keeper.player_entries(store)}
    choose(screen, "Ake", "Åke")
    assert screen.buttons["merge"].isEnabled()
    screen.merge()
    dialog = screen.dialog
    assert isinstance(dialog, MergeDialog)
    text = dialog.question.text()
    assert f"{before['Ake']} matches of Ake become Åke's" in text  # the one with more is kept
    dialog.keep[1].setChecked(True)
    assert f"{before['Åke']} matches of Åke become Ake's" in dialog.question.text()
    dialog.keep[0].setChecked(True)
    dialog.merge_button.click()
    assert "Ake" not in names(screen)
    shown = next(
        screen.list.item(r).text()
        for r in range(screen.list.count())
        if screen.list.item(r).data(NameRole) == "Åke"
    )
    assert "also known as Ake" in shown
    assert f"({before['Ake'] + before['Åke']} matches)" in shown
    assert changes and changes[-1].standings and changes[-1].players
    assert screen.twins.count() == 0 and not screen.twins.isVisibleTo(screen)
    # Search finds Åke by the merged name.
    screen.search.setText("ake")
    assert names(screen) == ["Åke"]
    screen.search.clear()
    # Split: the question, then both back as they were.
    choose(screen, "Åke")
    assert screen.buttons["split"].isEnabled()
    screen.split()
    question = screen.dialog
    assert question is not None
    words = " ".join(label.text() for label in question.findChildren(QLabel))
    assert f"Split Ake from Åke again? {before['Ake']} matches go back to Ake" in words
    question.accept()
    assert {e.name: e.matches for e in keeper.player_entries(store)} == before


def test_two_who_sat_together_are_refused_and_nothing_changes(
    qtbot: Any, store: Store, league: dict[str, str]
) -> None:
    screen = PlayersScreen(store)
    qtbot.addWidget(screen)
    screen.reload()
    choose(screen, "Kari", "Ola")
    screen.merge()
    assert screen.dialog is None
    assert "Kari" in screen.error.text() and "sat at the same table" in screen.error.text()
    assert {"Kari", "Ola"} <= set(names(screen))
    screen.list.clearSelection()
    screen.merge()
    assert "Choose two players" in screen.error.text()


def test_a_twin_activated_asks_about_that_pair(
    qtbot: Any, store: Store, league: dict[str, str]
) -> None:
    screen = PlayersScreen(store)
    qtbot.addWidget(screen)
    screen.reload()
    screen.twins.itemActivated.emit(screen.twins.item(0))
    dialog = screen.dialog
    assert isinstance(dialog, MergeDialog)
    assert dialog.chosen().into_name == "Åke" and dialog.chosen().from_name == "Ake"
    dialog.reject()
    assert "Ake" in names(screen)


def test_history_voids_with_a_reason_and_restores(
    qtbot: Any, store: Store, league: dict[str, str]
) -> None:
    view = MatchHistoryView(store)
    qtbot.addWidget(view)
    changes: list[LeagueChanges] = []
    view.league_changed.connect(changes.append)
    table = [(r.name, r.matches) for r in stats.roller_league(store, None, None)]
    row = next(i for i, m in enumerate(view.model.matches) if m.game == "roller")
    match_id = view.model.matches[row].id
    view.table.setCurrentIndex(view.model.index(row, 0))
    # A match that is not void cannot be restored: the button says so, disabled.
    assert view.buttons["void"].isEnabled() and not view.buttons["restore"].isEnabled()
    assert view.buttons["restore"].toolTip()
    view.void()
    dialog = view.dialog
    assert isinstance(dialog, VoidDialog)
    dialog.void_button.click()  # no reason: said, and the question stays
    assert ("Say why" in dialog.error.text() and dialog.isVisible()) or dialog.result() == 0
    assert keeper.set_aside(store, [match_id]) == {}
    dialog.reason.setText("entered twice")
    dialog.void_button.click()
    assert keeper.set_aside(store, [match_id])[match_id].note == "entered twice"
    status = view.model.index(row, 4).data()
    assert status.startswith("void ") and status.endswith(": entered twice")
    assert view.model.index(row, 2).data(Qt.ItemDataRole.FontRole).strikeOut()
    assert changes and changes[-1].standings
    assert [(r.name, r.matches) for r in stats.roller_league(store, None, None)] != table
    assert view.buttons["restore"].isEnabled() and not view.buttons["void"].isEnabled()
    view.void()  # a void match is not voided twice
    assert "Choose a finished match" in view.message.text()
    view.restore()
    assert view.model.index(row, 4).data() == "finished"
    assert [(r.name, r.matches) for r in stats.roller_league(store, None, None)] == table
    view.restore()
    assert "Choose a void match" in view.message.text()


def test_the_pages_in_swedish_and_norwegian(
    qtbot: Any, qapp: Any, store: Store, league: dict[str, str], tmp_path: Path
) -> None:
    from roller_desktop.ui.common import i18n

    for language, merge_word in (("sv", "Slå ihop"), ("nb", "Slå sammen")):
        i18n.install_translator(qapp, language)
        screen = PlayersScreen(store)
        qtbot.addWidget(screen)
        screen.reload()
        assert screen.buttons["merge"].text().startswith(merge_word)
        choose(screen, "Kari", "Ola")
        screen.merge()
        assert "Kari" in screen.error.text() and "sat at" not in screen.error.text()
    i18n.install_translator(qapp, "en")
    assert PlayerIdRole != NameRole


def test_history_mends_the_date_and_place_and_lists_the_change(
    qtbot: Any, store: Store, league: dict[str, str]
) -> None:
    from roller_desktop.store.verify import verify_file
    from roller_desktop.ui.league.match_history import MendDialog
    from roller_desktop.ui.printing.sheets import local_time

    view = MatchHistoryView(store)
    qtbot.addWidget(view)
    row = next(i for i, m in enumerate(view.model.matches) if m.game == "roller")
    match_id = view.model.matches[row].id
    view.table.selectRow(row)
    view.mend()
    dialog = view.dialog
    assert isinstance(dialog, MendDialog) and dialog.when is not None
    dialog.save_button.click()  # nothing changed: nothing recorded
    assert keeper.mends(store, match_id) == []
    view.table.selectRow(row)
    view.mend()
    dialog = view.dialog
    assert isinstance(dialog, MendDialog) and dialog.when is not None
    dialog.place.setText("Husum")
    dialog.show()
    dialog.when.setFocus()
    dialog.when.selectAll()
    qtbot.keyClicks(dialog.when, "2023-05-03 2O:15")  # typed whole, a letter O for a 0
    qtbot.keyClick(dialog.when, Qt.Key.Key_Return)
    assert dialog.isVisible() and "is not a date" in dialog.error.text()
    qtbot.waitUntil(lambda: dialog.error.height() > 0)
    error = dialog.error  # its lines whole (the dialog grew for them), below the place
    assert error.height() >= error.heightForWidth(error.width())
    assert error.geometry().top() >= dialog.place.geometry().bottom()
    assert store.load_match(match_id).place != "Husum" and keeper.mends(store, match_id) == []
    dialog.when.selectAll()  # as the refusal left it
    qtbot.keyClicks(dialog.when, "2023-05-03 20:15")
    qtbot.keyClick(dialog.when, Qt.Key.Key_Return)  # Mend, the default: applied
    assert not dialog.isVisible()
    loaded = store.load_match(match_id)
    assert loaded.place == "Husum"
    assert f"{local_time(loaded.finished or loaded.started):%Y-%m-%d %H:%M}" == "2023-05-03 20:15"
    assert len(keeper.mends(store, match_id)) == 1
    assert store.path is not None and verify_file(store.path).ok
    row = next(i for i, m in enumerate(view.model.matches) if m.id == match_id)
    view.table.selectRow(row)
    view.mend()
    dialog = view.dialog
    assert dialog is not None
    words = " ".join(label.text() for label in dialog.findChildren(QLabel))
    assert "Mended before:" in words and "Husum" in words
    dialog.reject()


def test_history_marks_practice_matches(qtbot: Any, store: Store) -> None:
    """A match with a computer seat is practice (in no league table): the history says so."""
    from roller_desktop.store.demo import fill
    from roller_desktop.store.recorder import MatchRecorder
    from roller_desktop.store.values import SeatSpec

    fill(store, 2, seed=3)  # league matches of people only
    anna = store.add_player("Anna").id
    practice = store.start_match(
        "roller", {"rounds": 1}, [SeatSpec(anna), SeatSpec(None, computer="steady")], 0
    )
    recorder = MatchRecorder.open(store, practice)
    while not recorder.game.is_over:
        recorder.throw((2, 3, 4, 6, 6, 2))  # Råtjock every round: a short match
    view = MatchHistoryView(store)
    qtbot.addWidget(view)
    games = {m.id: view.model.index(row, 1).data() for row, m in enumerate(view.model.matches)}
    assert games.pop(practice) == "Roller (practice)"
    assert games and all("practice" not in game for game in games.values())


def test_the_merge_questions_heading_is_larger_than_its_words_at_the_largest_text(
    qtbot: Any, store: Store, league: dict[str, str]
) -> None:
    # The heading's type was worked out at construction from the application's (the window's
    # is handed to the dialog only as it is shown): at ×2 the heading was smaller than the
    # words under it (seen under Xvfb in Swedish).
    from PySide6.QtWidgets import QMainWindow

    from roller_desktop.ui.common.app_events import polish

    window = QMainWindow()
    qtbot.addWidget(window)
    font = window.font()
    font.setPointSizeF(font.pointSizeF() * 2)
    window.setFont(font)
    screen = PlayersScreen(store)
    window.setCentralWidget(screen)
    screen.reload()
    plans = (
        keeper.plan_merge(store, league["Ake"], league["Åke"]),
        keeper.plan_merge(store, league["Åke"], league["Ake"]),
    )
    dialog = MergeDialog(plans, screen)
    qtbot.addWidget(dialog)
    polish(dialog)  # as the program's filter does before the dialog is shown
    heading = dialog.findChildren(QLabel)[0]
    assert heading.font().pointSizeF() > dialog.question.font().pointSizeF() >= 17

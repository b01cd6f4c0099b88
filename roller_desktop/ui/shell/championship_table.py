"""A championship's table played on this laptop, from the director's view: how the table
throws is asked, the match starts with the draw's seats and belongs to the table; a table
whose match is in play is resumed instead. The words keep the main window's context in the
catalogues."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from roller_desktop.engine.errors import RulesError
from roller_desktop.play.league_changes import LeagueChanges
from roller_desktop.store import championships
from roller_desktop.store.errors import StoreError
from roller_desktop.store.league_store import LeagueStore
from roller_desktop.ui.common.messages import describe


class TableWindow(Protocol):
    """What of the main window a table's match needs."""

    store: LeagueStore

    def window(self) -> QWidget: ...

    def open_match(self, match_id: str) -> None: ...

    def league_changed(self, changes: LeagueChanges) -> None: ...


def play_table(
    window: TableWindow, championship: str, round_: int, table: int, seats: Sequence[str]
) -> None:
    """A championship table played on this laptop: asked how its dice are thrown, the
    match starts with the draw's seats (seat 1 starts) and the championship's rules and
    belongs to the table in the same transaction (a crash leaves it to resume like any
    match). `seats` are the names the director's view shows; the store seats the draw's."""
    if _resume_table(window, championship, round_, table):
        return
    box = QMessageBox(window.window())
    box.setWindowTitle(QCoreApplication.translate("MainWindow", "Play a championship table"))
    if round_ == championships.FINAL:
        asked = QCoreApplication.translate(
            "MainWindow", "The final: %1.\nHow does the table throw?"
        ).replace("%1", ", ".join(seats))
    elif round_ < 0:  # finalists tied for the highest total: one rond each
        asked = (
            QCoreApplication.translate(
                "MainWindow",
                "Deciding round %1 of the final, one rond each: %2.\nHow does the table throw?",
            )
            .replace("%1", str(-round_))
            .replace("%2", ", ".join(seats))
        )
    else:
        asked = (
            QCoreApplication.translate(
                "MainWindow", "Qualifying round %1, table %2: %3.\nHow does the table throw?"
            )
            .replace("%1", str(round_))
            .replace("%2", str(table))
            .replace("%3", ", ".join(seats))
        )
    box.setText(asked)
    virtual = box.addButton(
        QCoreApplication.translate("MainWindow", "The program's dice"),
        QMessageBox.ButtonRole.AcceptRole,
    )
    real = box.addButton(
        QCoreApplication.translate("MainWindow", "Real dice"), QMessageBox.ButtonRole.AcceptRole
    )
    by_hand = box.addButton(
        QCoreApplication.translate("MainWindow", "Protocol only"), QMessageBox.ButtonRole.AcceptRole
    )
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(virtual)
    box.exec()
    chosen = box.clickedButton()
    if chosen not in (virtual, real, by_hand):
        return
    try:  # started and linked in one transaction: a refusal leaves no match behind
        match_id = championships.start_table_match(
            window.store,
            championship,
            round_,
            table,
            real_dice=chosen is real,
            by_hand=chosen is by_hand,
        )
    except (ValueError, StoreError, RulesError) as error:
        QMessageBox.warning(
            window.window(),
            QCoreApplication.translate("MainWindow", "Play a championship table"),
            describe(error),
        )
        return
    window.league_changed(LeagueChanges(matches=True))
    window.open_match(match_id)


def _resume_table(window: TableWindow, championship: str, round_: int, table: int) -> bool:
    """A table whose match is in play (left, or the program closed): asked to resume it
    here rather than start another. True when the question was asked (and answered)."""
    try:
        playing = [
            m.match_id
            for m in championships.table_matches(window.store, championship)
            if (m.round, m.table, m.status) == (round_, table, "in_progress")
        ]
    except StoreError as error:
        QMessageBox.warning(
            window.window(),
            QCoreApplication.translate("MainWindow", "Play a championship table"),
            describe(error),
        )
        return True
    if not playing:
        return False
    if round_ == 0:
        text = QCoreApplication.translate(
            "MainWindow", "The final has a match in play. Resume it on this laptop?"
        )
    else:
        text = (
            QCoreApplication.translate(
                "MainWindow",
                "Table %1 of qualifying round %2 has a match in play. Resume it on this laptop?",
            )
            .replace("%1", str(table))
            .replace("%2", str(round_))
        )
    answer = QMessageBox.question(
        window.window(),
        QCoreApplication.translate("MainWindow", "Play a championship table"),
        text,
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.Yes,
    )
    if answer == QMessageBox.StandardButton.Yes:
        window.open_match(playing[-1])
    return True

"""The league's pages (browse.py keeps the window's way between them): each a `BrowsePage`
with a heading, the view, and Back [Esc]; the league table, the match history, a player's page, a
stored match's protocol, the keeper's log and the drills.

Apart from browse.py so that the main window, which mixes in LeagueBrowsing, imports none of
them (nor their Qt classes) before its first paint: they are made when first opened.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from roller_desktop.ui.common.widgets import FitButton, scaled_font
from roller_desktop.ui.league.keys import PAPER_KEY

if TYPE_CHECKING:
    from roller_desktop.ui.league.drills_view import DrillsView
    from roller_desktop.ui.league.keeper_log_view import KeeperLogView
    from roller_desktop.ui.league.player_page import PlayerPage
    from roller_desktop.ui.league.protocol_dialog import ProtocolView
    from roller_desktop.ui.printing import sheets as printing


def tr(text: str) -> str:  # browse.py's words: one context
    return QCoreApplication.translate("Browse", text)


class BrowsePage(QWidget):
    """A league page: heading, view, Back [Esc]. `leave` asks the window to go back."""

    leave = Signal()
    titleChanged = Signal()

    def __init__(self, heading: str | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.layout_ = QVBoxLayout(self)
        self.layout_.setContentsMargins(24, 12, 24, 12)
        # Its parent first: shown without one, it flashed as a window of its own, whose closing
        # gave the keyboard to the main window (from the first-run help, with no window manager).
        self.heading = QLabel(heading or "", self)
        self.heading.setVisible(heading is not None)
        self.heading.setTextFormat(Qt.TextFormat.PlainText)
        self.layout_.addWidget(self.heading)
        self.body = QVBoxLayout()
        self.layout_.addLayout(self.body, 1)
        self.bottom = QHBoxLayout()
        # Esc is an action of the page, not the button's shortcut: a button's shortcut clicks
        # it with a 100 ms animation, and the page should answer at once.
        back = QAction(tr("Back"), self)
        back.setShortcut(QKeySequence("Esc"))
        back.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        back.triggered.connect(lambda _=False: self.leave.emit())
        self.addAction(back)
        self.back_button = QPushButton(tr("Back [Esc]"))
        self.back_button.setAccessibleName(tr("Back"))
        self.back_button.setAutoDefault(False)
        self.back_button.clicked.connect(back.trigger)
        self.bottom.addWidget(self.back_button)
        self.bottom.addStretch(1)
        self.layout_.addLayout(self.bottom)
        self.apply_fonts()

    def apply_fonts(self) -> None:
        self.heading.setFont(scaled_font(self.font(), 2.0, bold=True))

    def add_button(
        self,
        text: str,
        shortcut_text: str,
        slot: Callable[[], Any],
        row: QHBoxLayout | QGridLayout | None = None,
    ) -> QPushButton:
        """A button in the bottom row (or at the end of `row`), its key shown on it (the key
        itself is the window's or the page's)."""
        # Its words get smaller (or go on two lines) rather than make the window wider than
        # a 1024-pixel screen at the largest text.
        button = FitButton(f"{text} [{shortcut_text}]")
        button.setAccessibleName(text.replace("&", ""))
        button.setAutoDefault(False)
        button.clicked.connect(lambda _=False: slot())
        if row is None:
            self.bottom.insertWidget(self.bottom.count() - 1, button)
        else:
            row.addWidget(button)
        return button

    def page_title(self) -> str:
        return self.heading.text()

    def focus_first(self) -> None:
        """Give the keyboard to the page's main control (its table)."""
        self.setFocus()

    def print_sheet(self) -> printing.Sheet | None:
        return None

    def nothing_to_print(self) -> str:
        return tr("There is nothing to print on this page.")


def _focus_table(table: QAbstractItemView) -> None:
    """The table gets the keyboard with a current row, so Enter opens it at once."""
    model = table.model()
    if model is not None and model.rowCount() and not table.currentIndex().isValid():
        table.setCurrentIndex(model.index(0, 0))
    table.setFocus()


class LeaguePage(BrowsePage):
    """The league table. Enter or a double click on a row opens that player's page."""

    history = Signal()
    paper = Signal()  # enter a paper protocol

    def __init__(self, view: Any, parent: QWidget | None = None) -> None:
        super().__init__(tr("League"), parent)
        self.view = view
        self.body.addWidget(view, 1)
        self.history_button = self.add_button(tr("Match history"), "Ctrl+H", self.history.emit)
        self.paper_button = self.add_button(
            tr("Enter a paper protocol"), PAPER_KEY, self.paper.emit
        )

    def focus_first(self) -> None:
        tables = getattr(self.view, "tables", None)
        if tables:
            _focus_table(tables[self.view.current_game()])
        else:
            self.setFocus()

    def print_sheet(self) -> printing.Sheet | None:
        from roller_desktop.ui.league.league_model import league_sheet

        model = self.view.current_model()
        if model.table is None:
            return None
        return league_sheet(model)

    def nothing_to_print(self) -> str:
        return tr("The league table is still being read: try again in a moment.")


class HistoryPage(BrowsePage):
    """Every match, newest first. Enter or a double click opens its protocol."""

    def __init__(self, view: Any, parent: QWidget | None = None) -> None:
        super().__init__(tr("Match history"), parent)
        self.view = view
        view.opens_protocols = False  # the window opens them as pages
        self.body.addWidget(view, 1)

    def focus_first(self) -> None:
        _focus_table(self.view.table)

    def nothing_to_print(self) -> str:
        return tr("The match history does not print: open a match (Enter) to print its protocol.")


def _text(item: QTableWidgetItem | None) -> str:
    return item.text() if item is not None else ""


class PlayerBrowsePage(BrowsePage):
    """A player's page (figures, charts, head-to-head); its best match and round open theirs."""

    def __init__(self, page: PlayerPage, parent: QWidget | None = None) -> None:
        super().__init__(None, parent)  # the player page has its own heading: the name
        self.page = page
        page.opens_protocols = False
        page.player_box.currentIndexChanged.connect(lambda _i: self.titleChanged.emit())
        self.body.addWidget(page, 1)

    def player_id(self) -> str | None:
        return self.page.player_id

    def apply_fonts(self) -> None:
        super().apply_fonts()
        page = getattr(self, "page", None)  # None while the base class is being built
        if page is not None:
            page.apply_fonts()

    def page_title(self) -> str:
        return str(self.page.player_box.currentText()) or tr("Player")

    def focus_first(self) -> None:
        self.page.tabs.setFocus()

    def print_sheet(self) -> printing.Sheet | None:
        """The figures on show (the Figures tab's table), one line a season."""
        from roller_desktop.ui.printing import sheets as printing

        table = self.page.figures
        if self.page.player_id is None or table.rowCount() == 0:
            return None
        headers = [_text(table.horizontalHeaderItem(c)) for c in range(table.columnCount())]
        rows = [
            [_text(table.item(r, c)) for c in range(len(headers))] for r in range(table.rowCount())
        ]
        game = "Roller" if self.page.game() == "roller" else "105"
        sheet_table = printing.Table(
            headers=headers,
            rows=rows,
            widths=[1.4, *[1.0] * (len(headers) - 1)],
            highlight=[r == 0 for r in range(len(rows))],
            left_columns=frozenset({0}),
        )
        title = tr("{name}: {game}").format(name=self.page_title(), game=game)
        return printing.table_sheet(
            title, tr("Figures per season"), sheet_table, landscape=len(headers) > 8
        )

    def nothing_to_print(self) -> str:
        return tr("This player has no figures to print yet.")


class ProtocolPage(BrowsePage):
    """A stored match's protocol, as it prints, with place, note and analysis."""

    def __init__(self, view: ProtocolView, parent: QWidget | None = None) -> None:
        super().__init__(tr("Protocol"), parent)
        self.view = view
        self.body.addWidget(view, 1)
        self.show_heading()

    def set_match(self, match_id: str) -> None:
        self.view.set_match(match_id)
        self.show_heading()
        self.titleChanged.emit()

    def match_id(self) -> str:
        return str(self.view.match_id)

    def show_heading(self) -> None:
        from roller_desktop.ui.printing.sheets import local_time

        loaded = self.view.loaded
        game = "Roller" if loaded.game == "roller" else "105"
        when = local_time(loaded.finished or loaded.started)
        self.heading.setText(
            tr("Protocol: {game}, {day}").format(game=game, day=f"{when:%Y-%m-%d %H:%M}")
        )

    def focus_first(self) -> None:
        self.view.setFocus()

    def print_sheet(self) -> printing.Sheet | None:
        return self.view.sheet


class KeeperLogPage(BrowsePage):
    """The keeper's log: every change to the league, newest first, each undone from here."""

    def __init__(self, view: KeeperLogView, parent: QWidget | None = None) -> None:
        super().__init__(tr("Keeper's log"), parent)
        self.view = view
        self.body.addWidget(view, 1)

    def focus_first(self) -> None:
        self.view.focus_table()

    def nothing_to_print(self) -> str:
        return tr("The keeper's log does not print: `roller-desktop log` lists it as text.")


class DrillsPage(BrowsePage):
    """A player's drills from their own matches (drills_view.py); the player box chooses whose."""

    def __init__(self, view: DrillsView, parent: QWidget | None = None) -> None:
        super().__init__(tr("Drills"), parent)
        self.view = view
        self.body.addWidget(view, 1)

    def player_id(self) -> str | None:
        return self.view.player_id

    def apply_fonts(self) -> None:
        super().apply_fonts()
        apply = getattr(self, "view", None)
        if apply is not None:
            apply.apply_fonts()

    def focus_first(self) -> None:
        if self.view.situation is not None:
            self.view.dice.setFocus()
        else:
            self.view.player_box.setFocus()

"""The league's pages of the window: the league table, the match history, a player's page and a
stored match's protocol, and the trail that Esc walks back.

Every page here is a `BrowsePage`: a heading, the view, and Back [Esc]. The window keeps a trail
of where it came from (`Trail`): opening a page from another remembers the other, and Esc goes
back one step each time (history → protocol → Esc → history → Esc → league → Esc → start).
A page names itself for the window title (`page_title`) and says what Ctrl+P prints
(`print_sheet`, or `nothing_to_print` when it has nothing).
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

from roller_desktop.store.league_store import LeagueStore
from roller_desktop.ui.common.widgets import FitButton, scaled_font

if TYPE_CHECKING:  # printing reads the store: imported when something prints
    from roller_desktop.play.league_changes import LeagueChanges
    from roller_desktop.ui.league.drills_view import DrillsView
    from roller_desktop.ui.league.keeper_log_view import KeeperLogView
    from roller_desktop.ui.league.player_page import PlayerPage
    from roller_desktop.ui.league.protocol_dialog import ProtocolView
    from roller_desktop.ui.printing import sheets as printing

# A step of the trail: the page's name and what it shows ("player", its id), for Esc.
Step = tuple[str | None, ...]

Restore = Callable[[], object]


PAPER_KEY = "Ctrl+Shift+P"  # File → Enter a paper protocol…, and the league page's button
LOG_KEY = "Ctrl+Shift+L"  # League → Keeper's log (K on the start screen)


def tr(text: str) -> str:
    return QCoreApplication.translate("Browse", text)


def league_menu_title() -> str:
    return tr("&League")


def file_menu_title() -> str:
    """The File menu's title (ui/league/league_file.py fills the menu): here, where the window
    can name it before its first paint without importing that module."""
    return QCoreApplication.translate("LeagueFileMenu", "&File")


class Trail:
    """Where Esc goes back to: the pages left for a league page, newest last."""

    LIMIT = 50  # a long walk forgets its oldest steps, never the way to the start screen

    def __init__(self) -> None:
        self.steps: list[tuple[object, Restore]] = []

    def push(self, key: object, restore: Restore) -> None:
        """Remember a page (`key` names it: the same page twice in a row is one step)."""
        if self.steps and self.steps[-1][0] == key:
            return
        self.steps.append((key, restore))
        if len(self.steps) > self.LIMIT:
            del self.steps[1]

    def pop(self) -> Restore | None:
        return self.steps.pop()[1] if self.steps else None

    def clear(self) -> None:
        self.steps.clear()

    def __len__(self) -> int:
        return len(self.steps)


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


def game_title(game: Any) -> str:
    """The window title's words for a match on screen: its round, or that it is over."""
    from roller_desktop.engine.roller import RollerMatch

    if isinstance(game, RollerMatch):
        if game.is_over or game.current_round is None:
            return tr("Match over")
        return tr("Round {n} of {total}").format(n=game.current_round + 1, total=game.rules.rounds)
    return tr("Race over") if game.is_over else tr("105 race")


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


class LeagueBrowsing:
    """The main window's League menu, its pages, the trail Esc walks back, the window title
    and Ctrl+P (which prints what is on screen). Mixed into `MainWindow`."""

    # what MainWindow provides
    stack: Any
    store: LeagueStore
    trail: Trail
    league: LeaguePage | None
    match_id: str | None
    _history: HistoryPage | None
    _player: PlayerBrowsePage | None
    _protocol: ProtocolPage | None
    _keeper_log: KeeperLogPage | None
    _drills: DrillsPage | None

    def _browse_pages(self) -> list[BrowsePage]:
        pages = (
            self.league,
            self._history,
            self._player,
            self._protocol,
            self._keeper_log,
            self._drills,
        )
        return [page for page in pages if page is not None]

    # ---- the menu ---------------------------------------------------------------------------

    def build_league_menu(self, bar: Any, menu: Any = None) -> Any:
        """The League menu's entries, in `menu` (its title made already) or a new one."""
        if menu is None:
            menu = bar.addMenu(league_menu_title())
        window: Any = self
        entries = (
            (tr("League &table"), "Ctrl+L", self.open_league),
            (tr("Match &history"), "Ctrl+H", self.open_history),
            (tr("&Players"), None, self.open_players),
            (tr("&Keeper's log"), LOG_KEY, self.open_keeper_log),
        )
        self.league_actions = [
            window._menu_action(menu, text, key, slot) for text, key, slot in entries
        ]
        return menu

    # ---- where the window is, and the way back ----------------------------------------------

    def _here(self) -> tuple[Step, Restore]:
        """The page on show, as a trail step: its name and how to show it again."""
        window: Any = self
        current = self.stack.currentWidget()
        # Steps look their page up when taken: a new language makes the pages again.
        if current is self.league and self.league is not None:
            return ("league",), lambda: self._show_league(refresh=False)
        if current is self._history and self._history is not None:
            return ("history",), lambda: self._show_history(refresh=False)
        if current is self._player and self._player is not None:
            player_id = self._player.player_id()
            return ("player", player_id), lambda: self._show_player(player_id)
        if current is self._protocol and self._protocol is not None:
            match_id = self._protocol.match_id()
            return ("protocol", match_id), lambda: self._show_protocol(match_id)
        if current is self._keeper_log and self._keeper_log is not None:
            return ("log",), lambda: self._show_keeper_log(refresh=False)
        if current is self._drills and self._drills is not None:
            drills_of = self._drills.player_id()
            return ("drills", drills_of), lambda: self._show_drills(drills_of)
        screen = window.current_screen()
        if screen is not None and self.match_id is not None:
            match_id = self.match_id
            return ("match", match_id), lambda: window.open_match(match_id)
        if current is getattr(window, "_setup", None):
            return ("setup",), lambda: self._show_made("_setup")
        if current is getattr(window, "_players", None):
            return ("players",), lambda: window.show_players()
        if current is getattr(window, "_paper", None):
            return ("paper",), lambda: self._show_made("_paper")
        if current is getattr(window, "_director", None):
            return ("director",), lambda: self._show_made("_director")
        return ("start",), window.show_start

    def _browse(self, key: Step, show: Callable[[], bool]) -> None:
        """Show a page; Esc on it comes back here (nothing is remembered if it cannot open)."""
        here_key, restore = self._here()
        if here_key == key:
            show()
            return
        if here_key[0] == "match":
            self._leave_match()
        if show():
            self.trail.push(here_key, restore)

    def _leave_match(self) -> None:
        """The match stays as it is in the store; coming back opens it again."""
        window: Any = self
        for screen in window._game_screens():
            screen.stop()
        self.match_id = None
        window.real_dice_action.setEnabled(False)

    def go_back(self) -> None:
        """Esc: one step back along the trail, to the start screen at its end."""
        window: Any = self
        restore = self.trail.pop()
        if restore is None:
            window.show_start()
        else:
            restore()

    def _show_made(self, name: str) -> bool:
        page = getattr(self, name, None)
        if page is None:  # made again in a new language, and empty: start from the start
            window: Any = self
            window.show_start()
            return False
        return self._show(page)

    def _show(self, page: QWidget) -> bool:
        self.stack.setCurrentWidget(page)
        focus = getattr(page, "focus_first", None)
        if callable(focus):
            focus()
        else:
            page.setFocus()
        self.update_title()
        return True

    # ---- the pages --------------------------------------------------------------------------

    def _add_browse_page(self, page: BrowsePage) -> None:
        window: Any = self
        page.leave.connect(self.go_back)
        page.titleChanged.connect(self.update_title)
        self.stack.addWidget(page)
        page.setFont(window.font())
        page.apply_fonts()

    def open_league(self) -> None:
        self._browse(("league",), self._show_league)

    def _show_league(self, refresh: bool = True) -> bool:
        """The league page, read again only for what changed since it was last shown (the
        window's operations report it: `league_changed`). On a database server other
        laptops write too: there it is read again whenever it is opened (not on Esc)."""
        page = self.league
        if page is None:
            page = self.make_league_page()
        elif refresh and self._written_elsewhere():
            page.view.refresh()
        else:
            page.view.show_current()
        return self._show(page)

    def league_changed(self, changes: LeagueChanges) -> None:
        """Every operation of the window ends here with what it changed (Anki's operations):
        each page made so far marks stale what it shows of it, and reads again when shown."""
        if self.league is not None:
            self.league.view.mark_stale(changes)
        if self._history is not None:
            self._history.view.mark_stale(changes)
        if self._player is not None:
            self._player.page.mark_stale(changes)
        if self._keeper_log is not None:
            self._keeper_log.view.mark_stale(changes)

    def make_league_page(self) -> LeaguePage:
        """The league page, made (not shown)."""
        from roller_desktop.ui.league.league_view import LeagueView

        view = LeagueView(self.store)
        settings = getattr(self, "settings", None)
        view.practice = bool(settings is not None and settings.practice_in_league)
        self.league = page = LeaguePage(view)
        page.history.connect(self.open_history)
        open_paper = getattr(self, "open_paper_entry", None)
        if callable(open_paper):
            page.paper.connect(open_paper)
        view.playerActivated.connect(self.open_player)
        self._add_browse_page(page)
        return page

    def _written_elsewhere(self) -> bool:
        """A league on a database server: other laptops may have written since. A league
        file is this program's alone while it is open (store/lock.py)."""
        return getattr(self.store, "path", None) is None

    def open_history(self) -> None:
        self._browse(("history",), self._show_history)

    def _show_history(self, refresh: bool = True) -> bool:
        if self._history is None:
            from roller_desktop.ui.league.match_history import MatchHistoryView

            view = MatchHistoryView(self.store)
            self._history = HistoryPage(view)
            view.matchActivated.connect(self.open_protocol)
            view.league_changed.connect(self.league_changed)  # a match voided or restored
            view.corrected.connect(self.league_changed)
            self._add_browse_page(self._history)
        elif refresh and self._written_elsewhere():
            self._history.view.refresh()
        else:
            self._history.view.show_current()
        return self._show(self._history)

    def open_player(self, player_id: str) -> None:
        self._browse(("player", player_id), lambda: self._show_player(player_id))

    def _show_player(self, player_id: str | None) -> bool:
        if self._player is None:
            from roller_desktop.ui.league.player_page import PlayerPage

            page = PlayerPage(self.store)
            self._player = PlayerBrowsePage(page)
            page.matchActivated.connect(self.open_protocol)
            page.drillsWanted.connect(self.open_drills)
            self._add_browse_page(self._player)
        if player_id is not None:
            if self._written_elsewhere():
                self._player.page.stale = True
            self._player.page.set_player(player_id)
            self._player.page.count_drills()  # answered on the drills page meanwhile
        return self._show(self._player)

    def open_drills(self, player_id: str | None = None) -> None:
        """A player's drills (None: the one with most due; the page's box chooses another)."""
        self._browse(("drills", player_id), lambda: self._show_drills(player_id))

    def _show_drills(self, player_id: str | None) -> bool:
        if self._drills is None:
            from roller_desktop.ui.league.drills_view import DrillsView

            self._drills = DrillsPage(DrillsView(self.store))
            self._add_browse_page(self._drills)
        self._show(self._drills)  # on screen first: the bar of the search shows over it
        self._drills.view.open_for(player_id)
        self._drills.focus_first()
        return True

    def open_protocol(self, match_id: str) -> None:
        self._browse(("protocol", match_id), lambda: self._show_protocol(match_id))

    def _show_protocol(self, match_id: str) -> bool:
        from roller_desktop.store.errors import StoreError

        try:
            if self._protocol is None:
                from roller_desktop.ui.league.protocol_dialog import ProtocolView

                self._protocol = ProtocolPage(ProtocolView(self.store, match_id))
                self._protocol.view.corrected.connect(self.league_changed)
                self._add_browse_page(self._protocol)
            else:
                self._protocol.set_match(match_id)
        except StoreError as error:  # a match gone meanwhile: say so, stay here
            from PySide6.QtWidgets import QMessageBox

            from roller_desktop.ui.common.messages import describe

            window: Any = self
            QMessageBox.warning(window, tr("The match cannot be opened"), describe(error))
            return False
        return self._show(self._protocol)

    def open_players(self) -> None:
        self._browse(("players",), self._show_players)

    def open_keeper_log(self) -> None:
        self._browse(("log",), self._show_keeper_log)

    def _show_keeper_log(self, refresh: bool = True) -> bool:
        """The keeper's log, read again whenever it is opened (a change may come from any
        page, or from the command line beside the window)."""
        if self._keeper_log is None:
            from roller_desktop.ui.league.keeper_log_view import KeeperLogView

            view = KeeperLogView(self.store)
            self._keeper_log = KeeperLogPage(view)
            view.league_changed.connect(self.league_changed)
            self._add_browse_page(self._keeper_log)
        elif refresh:
            self._keeper_log.view.refresh()
        else:
            self._keeper_log.view.show_current()
        return self._show(self._keeper_log)

    def _show_players(self) -> bool:
        window: Any = self
        window.show_players()
        return True

    # ---- the window title -------------------------------------------------------------------

    def page_title(self) -> str | None:
        """What the window title names: the page, the player, the round (None: the start)."""
        window: Any = self
        current = self.stack.currentWidget()
        if isinstance(current, BrowsePage):
            return current.page_title()
        screen = window.current_screen()
        if screen is not None:
            controller = screen.controller
            return game_title(controller.game) if controller is not None else None
        if current is getattr(window, "_setup", None):
            game = getattr(current, "game", "roller")
            return tr("New Roller match") if game == "roller" else tr("New 105 race")
        if current is getattr(window, "_players", None):
            return tr("Players")
        if current is getattr(window, "_director", None):
            return tr("Championship")
        paper = getattr(window, "_paper", None)
        if paper is not None and current is paper:
            return str(paper.page_title())
        return None

    def update_title(self) -> None:
        window: Any = self
        name = self.page_title()
        window.setWindowTitle(tr("{page} — Roller").format(page=name) if name else tr("Roller"))
        action = getattr(window, "print_action", None)
        if action is not None:
            action.setText(self._print_text())

    def _print_text(self) -> str:
        current = self.stack.currentWidget()
        if current is self.league and current is not None:
            return tr("Print the league table…")
        if current is self._player and current is not None:
            return tr("Print the player's figures…")
        return tr("Print the protocol…")

    # ---- printing ---------------------------------------------------------------------------

    def print_current(self) -> None:
        """Ctrl+P: print what is on screen, or say why there is nothing to print."""

        window: Any = self
        sheet, why = self.current_sheet()
        if sheet is None:
            from PySide6.QtWidgets import QMessageBox

            QMessageBox.information(window, tr("Nothing to print"), why)
            return
        from roller_desktop.ui.printing.preview import show_print_preview

        show_print_preview(sheet, window)

    def current_sheet(self) -> tuple[printing.Sheet | None, str]:
        """The page Ctrl+P prints now, or None and the reason in the window's language."""
        from roller_desktop.ui.printing import sheets as printing

        window: Any = self
        current = self.stack.currentWidget()
        if isinstance(current, BrowsePage):
            sheet = current.print_sheet()
            return sheet, "" if sheet is not None else current.nothing_to_print()
        screen = window.current_screen()
        if screen is not None and screen.controller is not None and self.match_id is not None:
            loaded = self.store.load_match(self.match_id)
            info = printing.MatchInfo(loaded.started, loaded.place, loaded.note)
            return printing.sheet_for_game(screen.controller.game, info), ""
        return None, tr(
            "Nothing to print here. Ctrl+P prints the protocol during and after a match, the "
            "league table on the league page and a protocol opened from the match history."
        )

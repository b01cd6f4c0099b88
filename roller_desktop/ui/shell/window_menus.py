"""The main window's menu bar: its titles at once, its entries when first needed (a quick
start makes them once the store is ready, or for the first menu opened or key pressed), the
coach's entries per seat, and the shortcut that changes with the page. Mixed into MainWindow;
the words keep its context in the catalogues."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QMainWindow, QMenu, QStackedWidget

from roller_desktop.store.league_store import LeagueStore
from roller_desktop.ui.league.browse import file_menu_title, league_menu_title
from roller_desktop.ui.shell.settings import Settings

if TYPE_CHECKING:
    from roller_desktop.ui.league.league_file import LeagueFileMenu
    from roller_desktop.ui.league.players_screen import PlayersScreen


class WindowMenus(QMainWindow):
    """The menus of MainWindow (which provides what is declared here and the slots)."""

    store: LeagueStore
    settings: Settings
    stack: QStackedWidget
    match_id: str | None
    _players: PlayersScreen | None

    def _fill_coach_menu(self) -> None:
        """One checkable entry per person's seat of the Roller match in play (computers are
        not coached); none when no such match is on screen."""
        window: Any = self  # MainWindow, whose pages and slots these are
        roller = window.roller
        menu = self.coach_menu
        menu.clear()
        controller, coached = roller.controller, roller.coach.coached
        if self.stack.currentWidget() is not roller or controller is None:
            menu.addAction(
                QCoreApplication.translate("MainWindow", "During a Roller match")
            ).setEnabled(False)
            return
        for seat, name in enumerate(controller.game.seats):
            if seat in controller.computers or controller.by_hand:
                continue
            action = menu.addAction(name)
            action.setCheckable(True)
            action.setChecked(seat in coached)
            action.toggled.connect(lambda on, s=seat: self._coach_seat(s, on))

    def _coach_seat(self, seat: int, on: bool) -> None:
        """Coach mode switched for a seat during play: kept with the match's settings."""
        window: Any = self  # MainWindow, whose pages and slots these are
        coached = window.roller.coach.coached
        if on:
            coached.add(seat)
        else:
            coached.discard(seat)
        if self.match_id is not None:
            self.settings.keep_coached(self.match_id, set(coached))

    def _menu_action(
        self, menu: Any, text: str, key: str | None, slot: Callable[[], Any]
    ) -> QAction:
        action = QAction(text, self)
        if key:
            action.setShortcut(QKeySequence(key))
        action.triggered.connect(lambda _=False: slot())
        menu.addAction(action)
        return action

    def _build_menus(self, filled: bool = True) -> None:
        """The menu bar's titles; their entries too, or (not `filled`) when first needed:
        when the start is finished (`finish_start`), a title clicked, or a key pressed first."""
        bar = self.menuBar()
        self._title_menus = [
            bar.addMenu(title)
            for title in (
                file_menu_title(),
                QCoreApplication.translate("MainWindow", "&Game"),
                league_menu_title(),
                QCoreApplication.translate("MainWindow", "Cha&mpionship"),
                QCoreApplication.translate("MainWindow", "&View"),
                QCoreApplication.translate("MainWindow", "&Help"),
            )
        ]
        for menu in self._title_menus:
            menu.aboutToHide.connect(self._leave_the_menu_bar)
        self._menus_filled = False
        if filled:
            self.fill_menus()
            return
        for menu in self._title_menus:  # one shown before: made first (once)
            menu.aboutToShow.connect(self.fill_menus)
        self.installEventFilter(self)  # a key before the entries are made: made first

    def _leave_the_menu_bar(self) -> None:
        """Once a menu closed and none opened in its place, the page gets the keyboard back.
        Qt keeps it on the menu bar after Esc (Left and Right would open the neighbours), and
        Fusion marks no title: the page's own keys (the end screen's Ctrl+G) did nothing,
        without a word, until a second Esc."""

        def leave() -> None:
            bar = self.menuBar()
            if QApplication.activePopupWidget() is None and bar.hasFocus():
                from PySide6.QtCore import Qt
                from PySide6.QtGui import QKeyEvent

                esc = QKeyEvent(
                    QEvent.Type.KeyPress, Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier
                )
                QApplication.sendEvent(bar, esc)  # the bar's own way out: focus as it was

        QTimer.singleShot(0, leave)

    def finish_start(self) -> None:
        """What a quick start left for later: the menus' entries and the application's event
        filter (launch: once the store is ready, so as not to slow its building in a thread;
        sooner when a menu or a key needs them)."""
        self.fill_menus()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # Before the menus' entries are made (quick start): a key that may be one of their
        # shortcuts makes them first (the shortcut override comes before the shortcut is
        # looked up), so that no key pressed early goes unanswered.
        if watched is self and event.type() in (
            QEvent.Type.ShortcutOverride,
            QEvent.Type.KeyPress,
        ):
            self.fill_menus()
        return super().eventFilter(watched, event)

    def fill_menus(self) -> None:
        """The menus' entries (once; their titles are made by `_build_menus`)."""
        window: Any = self  # MainWindow, whose pages and slots these are
        if self._menus_filled:
            return
        self._menus_filled = True
        self.removeEventFilter(self)
        app = QApplication.instance()
        if isinstance(app, QApplication):  # a quick start's: the menus are windows too
            from roller_desktop.ui.common import app_events  # not on the way to the first paint

            app_events.install(app)
        file, game, league, championship, view, help_menu = self._title_menus
        self.new_roller_action = self._menu_action(
            game,
            QCoreApplication.translate("MainWindow", "New Roller match"),
            "Ctrl+N",
            lambda: window.new_match("roller"),
        )
        self._menu_action(
            game,
            QCoreApplication.translate("MainWindow", "New 105 race"),
            "Ctrl+5",
            lambda: window.new_match("105"),
        )
        self._menu_action(
            game,
            QCoreApplication.translate("MainWindow", "Start screen"),
            "Ctrl+Home",
            window.show_start,
        )
        self._real_dice_action = self._menu_action(
            game,
            QCoreApplication.translate("MainWindow", "Real dice for this match"),
            "Ctrl+D",
            window.toggle_real_dice,
        )
        self._real_dice_action.setCheckable(True)
        self._real_dice_action.setEnabled(False)  # during a match only
        self.coach_menu = game.addMenu(
            QCoreApplication.translate("MainWindow", "C&oach mode")
        )  # per seat of the match in play
        self.coach_menu.aboutToShow.connect(self._fill_coach_menu)
        game.addSeparator()
        self._menu_action(
            game,
            QCoreApplication.translate("MainWindow", "Settings…"),
            "Ctrl+,",
            window.open_settings,
        )
        self._print_action = self._menu_action(
            game,
            QCoreApplication.translate("MainWindow", "Print the protocol…"),
            "Ctrl+P",
            window.print_current,
        )
        self._menu_action(
            game, QCoreApplication.translate("MainWindow", "Quit"), "Ctrl+Q", self.close
        )
        window.build_league_menu(self.menuBar(), league)  # the table, the history, the players
        league.addSeparator()
        from roller_desktop.ui.championship.keys import DIRECTOR_KEY

        director = self._menu_action(
            league,
            QCoreApplication.translate("MainWindow", "&Championship…"),
            DIRECTOR_KEY,
            window.open_director,
        )
        from roller_desktop.ui.shell.championship_menu import ChampionshipMenu

        self.championship_menu = ChampionshipMenu(self, championship, director)
        self._menu_action(
            view,
            QCoreApplication.translate("MainWindow", "Larger text"),
            "Ctrl++",
            lambda: window.step_scale(1),
        )
        self._menu_action(
            view,
            QCoreApplication.translate("MainWindow", "Smaller text"),
            "Ctrl+-",
            lambda: window.step_scale(-1),
        )
        self._menu_action(
            view,
            QCoreApplication.translate("MainWindow", "Full screen"),
            "F11",
            window.toggle_full_screen,
        )
        from roller_desktop.play.league_changes import LeagueChanges
        from roller_desktop.ui.league.league_file import LeagueFileMenu

        league_file = LeagueFileMenu(self, self.store)  # File: backups, export, import
        self._league_file = league_file
        league_file.build(self.menuBar(), file)
        league_file.changed.connect(lambda: window.league_changed(LeagueChanges.everything()))
        league_file.changed.connect(window.show_start)  # restored: another league
        league_file.imported.connect(window.league_grew)  # the keeper stays where they were
        league_file.enter_paper.connect(window.open_paper_entry)
        self._menu_action(
            help_menu,
            QCoreApplication.translate("MainWindow", "How to play…"),
            "F1",
            window.open_help,
        )
        self._menu_action(
            help_menu, QCoreApplication.translate("MainWindow", "Odds…"), None, window.open_odds
        )
        for menu in self.findChildren(QMenu):  # the coach's, made now: the window's type too
            menu.setFont(self.font())
        self._page_keys()

    # The menus' entries that the window's code uses: made first when not yet (quick start).

    @property
    def real_dice_action(self) -> QAction:
        self.fill_menus()
        return self._real_dice_action

    @property
    def print_action(self) -> QAction:
        self.fill_menus()
        return self._print_action

    @property
    def league_file(self) -> LeagueFileMenu:
        self.fill_menus()
        return self._league_file

    def _page_keys(self) -> None:
        """On the Players page Ctrl+N is its Add (a new player), not Game → New Roller match:
        both at once were an ambiguous shortcut, and Qt did neither."""
        action = getattr(self, "new_roller_action", None)
        if action is None:
            return
        on_players = self._players is not None and self.stack.currentWidget() is self._players
        action.setShortcut(QKeySequence() if on_players else QKeySequence("Ctrl+N"))

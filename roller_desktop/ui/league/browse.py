"""The way between the league's pages of the window (the league table, the match history, a
player's page and a stored match's protocol: browse_pages.py), and the trail that Esc walks back.

Every such page is a `BrowsePage`: a heading, the view, and Back [Esc]. The pages and their
module are made when first opened (not before the window's first paint). The window keeps a trail
of where it came from (`Trail`): opening a page from another remembers the other, and Esc goes
back one step each time (history → protocol → Esc → history → Esc → league → Esc → start).
A page names itself for the window title (`page_title`) and says what Ctrl+P prints
(`print_sheet`, or `nothing_to_print` when it has nothing).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeGuard

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from roller_desktop.store.league_store import LeagueStore
from roller_desktop.ui.league.keys import LOG_KEY

if TYPE_CHECKING:  # printing reads the store: imported when something prints
    from roller_desktop.play.league_changes import LeagueChanges
    from roller_desktop.store.values import Game
    from roller_desktop.ui.league.browse_pages import (
        BrowsePage,
        DrillsPage,
        HistoryPage,
        KeeperLogPage,
        LeaguePage,
        PlayerBrowsePage,
        ProtocolPage,
    )
    from roller_desktop.ui.printing import sheets as printing

# A step of the trail: the page's name and what it shows ("player", its id), for Esc.
Step = tuple[str | None, ...]

Restore = Callable[[], object]


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


def is_browse_page(widget: object) -> TypeGuard[BrowsePage]:
    """Whether `widget` is one of the league's pages: none can be before their module is
    imported (with the first of them), so the window asks without importing it."""
    pages = sys.modules.get("roller_desktop.ui.league.browse_pages")
    return pages is not None and isinstance(widget, pages.BrowsePage)


def game_title(game: Any) -> str:
    """The window title's words for a match on screen: its round, or that it is over."""
    from roller_desktop.engine.roller import RollerMatch

    if isinstance(game, RollerMatch):
        if game.is_over or game.current_round is None:
            return tr("Match over")
        return tr("Round {n} of {total}").format(n=game.current_round + 1, total=game.rules.rounds)
    return tr("Race over") if game.is_over else tr("105 race")


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
            # The coach's drills had no menu entry (only D on the start screen): a player who
            # looked in the menus for a way to get better found none.
            (tr("&Drills from your matches"), None, lambda: self.open_drills(None)),
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

    def open_league_of(self, game: Game) -> None:
        """The league on the game's tab: the end screen's L after a 105 race opened Roller's
        table, "No finished matches" where the race just played was a tab away."""

        def show() -> bool:
            shown = self._show_league()
            if shown and self.league is not None:
                self.league.view.show_game(game)
            return shown

        self._browse(("league",), show)

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

    def league_grew(self) -> None:
        """An import brought matches or players: every page reads them again, the one on
        show at once, and the window stays where the keeper was (it went to the start
        screen, and what the keeper had open or half typed was gone). A match on show stays
        too: if the file played it on, its next move says so and shows it as stored."""
        from roller_desktop.play.league_changes import LeagueChanges

        window: Any = self
        self.league_changed(LeagueChanges.everything())
        current: Any = self.stack.currentWidget()
        if current is window.start:
            window.show_start()  # the unfinished matches read again
        elif current is getattr(window, "_players", None):
            window.players.reload()
        elif current in (getattr(window, "_setup", None), getattr(window, "_paper", None)):
            current.reload_players()  # the seats and what was typed stay
        elif current is self._keeper_log and self._keeper_log is not None:
            self._keeper_log.view.refresh()  # the import's own entries
        elif current is getattr(window, "_director", None):
            window._director.view.load()  # a championship the file brought (the chosen stays)
        self.update_title()

    def make_league_page(self) -> LeaguePage:
        """The league page, made (not shown)."""
        from roller_desktop.ui.league.browse_pages import LeaguePage
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
        """Ctrl+H: the match history; from a player's page, that player's matches."""
        current = self.stack.currentWidget()
        if current is self._history and current is not None:
            return
        player = None
        if current is self._player and self._player is not None:
            player = self._player.player_id()
        self._browse(("history",), lambda: self._show_history(follow=True, player=player))

    def _show_history(
        self, refresh: bool = True, follow: bool = False, player: str | None = None
    ) -> bool:
        """`follow`: opened anew, from a player's page if `player` (Esc back keeps it as it
        was left)."""
        if self._history is None:
            from roller_desktop.ui.league.browse_pages import HistoryPage
            from roller_desktop.ui.league.match_history import MatchHistoryView

            view = MatchHistoryView(self.store, player=player)
            self._history = HistoryPage(view)
            view.matchActivated.connect(self.open_protocol)
            view.league_changed.connect(self.league_changed)  # a match voided or restored
            view.corrected.connect(self.league_changed)
            self._add_browse_page(self._history)
        else:
            view = self._history.view
            if follow:
                view.follow(player)  # read again below if it chose another player
            if refresh and self._written_elsewhere():
                view.refresh()
            else:
                view.show_current()
        return self._show(self._history)

    def open_player(self, player_id: str) -> None:
        self._browse(("player", player_id), lambda: self._show_player(player_id))

    def _show_player(self, player_id: str | None) -> bool:
        if self._player is None:
            from roller_desktop.ui.league.browse_pages import PlayerBrowsePage
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
            from roller_desktop.ui.league.browse_pages import DrillsPage
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
                from roller_desktop.ui.league.browse_pages import ProtocolPage
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
            from roller_desktop.ui.league.browse_pages import KeeperLogPage
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
        if is_browse_page(current):
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
        if is_browse_page(current):
            sheet = current.print_sheet()
            return sheet, "" if sheet is not None else current.nothing_to_print()
        screen = window.current_screen()
        if screen is not None and screen.controller is not None and self.match_id is not None:
            loaded = self.store.load_match(self.match_id)
            # A finished match prints when it finished, as its page in the history does: the
            # same race read 15:40 from the end screen and 15:42 from the history (nb).
            when = loaded.finished or loaded.started
            info = printing.MatchInfo(when, loaded.place, loaded.note)
            return printing.sheet_for_game(screen.controller.game, info), ""
        return None, tr(
            "Nothing to print here. Ctrl+P prints the protocol during and after a match, the "
            "league table on the league page and a protocol opened from the match history."
        )

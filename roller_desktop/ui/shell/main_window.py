"""The main window: start screen, setup, the Roller screen and the 105 board in one stack.

Start-up time counts (benchmarks/bench_ui.py): only the start screen is built with the window;
the other pages, their modules and the strategy package are made when first shown.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Literal, TypeAlias

from PySide6.QtCore import (
    Qt,
    QTimer,
)
from PySide6.QtWidgets import (
    QApplication,
    QLayout,
    QMainWindow,
    QMenu,
    QStackedWidget,
    QWidget,
)

from roller_desktop.store.errors import StoreError
from roller_desktop.store.league_store import LeagueStore
from roller_desktop.ui.league.browse import LeagueBrowsing, Trail
from roller_desktop.ui.shell import window_geometry
from roller_desktop.ui.shell.idle_work import settle_heap, warm_finish_in_thread
from roller_desktop.ui.shell.settings import Settings
from roller_desktop.ui.shell.start_screen import StartScreen
from roller_desktop.ui.shell.window_menus import WindowMenus

if TYPE_CHECKING:
    from PySide6.QtGui import QCloseEvent, QFont, QShowEvent

    from roller_desktop.engine.dice import DiceSource
    from roller_desktop.play.session import Bot, Bots, Recorder
    from roller_desktop.store.values import Game, LoadedMatch
    from roller_desktop.ui.championship.director_page import DirectorPage
    from roller_desktop.ui.league.browse_pages import (
        DrillsPage,
        HistoryPage,
        KeeperLogPage,
        LeaguePage,
        PlayerBrowsePage,
        ProtocolPage,
    )
    from roller_desktop.ui.league.paper_entry import PaperEntryPage
    from roller_desktop.ui.league.players_screen import PlayersScreen
    from roller_desktop.ui.play.game_screen import GameScreen
    from roller_desktop.ui.play.race_screen import RaceScreen
    from roller_desktop.ui.play.roller_screen import RollerScreen
    from roller_desktop.ui.play.setup_screen import SetupResult, SetupScreen


def strategy_bots() -> Bots:
    """The strategy package's bots (LEVELS, make_bot), imported when first needed."""
    from roller_desktop.strategy import bots

    return bots


# (store, match id[, the seats' names as shown]) -> the match's recorder
RecorderOpen: TypeAlias = "Callable[..., Recorder]"


def _default_recorder_open(
    store: LeagueStore, match_id: str, names: Sequence[str] | None = None
) -> Recorder:
    from roller_desktop.store.recorder import MatchRecorder

    return MatchRecorder.open(store, match_id, names)


def _random_dice() -> DiceSource:
    """The program's dice (the engine's module imported with the first match, not at start)."""
    from roller_desktop.engine.dice import RandomDice

    return RandomDice()


def _seat_spec(choice: Any) -> Any:
    from roller_desktop.store.values import SeatSpec

    return SeatSpec(choice.player_id, choice.dice, choice.kids, choice.computer)


class MainWindow(WindowMenus, LeagueBrowsing, QMainWindow):
    def __init__(
        self,
        store: LeagueStore,
        settings: Settings,
        recorder_open: RecorderOpen | None = None,
        dice_factory: Callable[[], DiceSource] | None = None,
        base_font_size: float | None = None,
        bots: Bots | Literal["strategy"] | None = "strategy",
        quick_start: bool = False,
    ) -> None:
        """`quick_start` (the program's start-up, launch.py): what the first paint does not
        show waits for `finish_start`, called once the store is ready: the menus' entries
        (their titles are in the bar) and the application's event filter
        (ui/common/app_events.py: every event through Python, about 30 ms before the window
        could map)."""
        super().__init__()
        self._bots = bots  # "strategy": the strategy package's, imported when first needed
        self.store = store
        self.settings = settings
        self.recorder_open = recorder_open or _default_recorder_open
        self.dice_factory = dice_factory or _random_dice
        self.match_id: str | None = None
        self._damaged_seen: set[str] = set()  # damaged matches named already in this window
        self._offering = False
        self.trail = Trail()  # where Esc goes back to from the league's pages
        app = QApplication.instance()
        font = app.font() if isinstance(app, QApplication) else self.font()
        if isinstance(app, QApplication) and not quick_start:  # dialogs, menus: the window's type
            from roller_desktop.ui.common import app_events

            app_events.install(app)
        self.base_font_size = base_font_size or font.pointSizeF() or 10.0
        if not quick_start:  # the program's start sets it once the window is shown
            self.set_icon()
        self.stack = QStackedWidget()
        self.stack.currentChanged.connect(lambda _i: self.update_title())
        self.stack.currentChanged.connect(lambda _i: self._page_keys())
        self.setCentralWidget(self.stack)
        # The pages fit the window they are given (down to 1024 × 600 at the largest text):
        # what one of them holds never makes the window larger than the screen.
        layout = self.layout()
        if layout is not None:
            layout.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        self.setMinimumSize(*window_geometry.MINIMUM_SIZE)
        self._fitted_when_shown = False
        # The text size chosen, before the start screen is made in it (its child of the stack
        # from the start): the page measures and fits its words once, not first at the
        # desktop's size and then again (start-up time).
        self.setFont(self.scaled_font())
        self._make_pages()
        self._menus_filled = False
        self._build_menus(filled=not quick_start)
        self._menus_in_font(self.font())
        self.resize(*self.preferred_size())
        if settings.geometry is not None:
            self.restoreGeometry(settings.geometry)
            unframed = window_geometry.unframed_geometry(settings.geometry)
            if unframed is not None:  # no window manager's frame: exactly where it was
                self.setGeometry(unframed)
        self.fit_to_screen()
        self._list_later = quick_start  # the first start screen's matches: see show_start
        self.show_start()

    def set_icon(self) -> None:
        """The window's icon (title bar, task bar). The program's start sets it right after
        show(): the first frame does not show it (no window manager draws it there), and made
        before the window maps, its pixels (PNGs read, converted and sent to X) and QIcon's
        Python type cost start-up; a window manager takes the icon when it is set."""
        from roller_desktop.ui.shell.app_icon import WINDOW_ICON_LARGEST, app_icon

        self.setWindowIcon(app_icon(WINDOW_ICON_LARGEST))

    def _make_pages(self) -> None:
        """The start screen, in the installed language; the other pages are made in it when
        first shown."""
        self.start = StartScreen(self.stack)  # the window's font from the start
        self._setup: SetupScreen | None = None
        self._roller: RollerScreen | None = None
        self._race: RaceScreen | None = None
        self._players: PlayersScreen | None = None
        self._paper: PaperEntryPage | None = None
        self._director: DirectorPage | None = None
        self.league: LeaguePage | None = None
        self._history: HistoryPage | None = None
        self._player: PlayerBrowsePage | None = None
        self._protocol: ProtocolPage | None = None
        self._keeper_log: KeeperLogPage | None = None
        self._drills: DrillsPage | None = None
        self.stack.addWidget(self.start)
        self.start.new_roller.connect(lambda: self.new_match("roller"))
        self.start.new_race.connect(lambda: self.new_match("105"))
        self.start.resume.connect(self.open_match)
        self.start.abandon.connect(self.abandon_match)
        self.start.settings.connect(self.open_settings)
        self.start.league.connect(self.open_league)
        self.start.players.connect(self.open_players)
        self.start.keeper_log.connect(self.open_keeper_log)
        self.start.paper.connect(self.open_paper_entry)
        self.start.championship.connect(self.open_director)
        self.start.drills.connect(lambda: self.open_drills(None))

    def apply_language(self) -> None:
        """Show the installed language at once: menus and pages are made again in it, and the
        window comes back to the same place; a match in play moves over as it stands (its
        controller, the dice selected, faces being typed)."""
        from roller_desktop.ui.shell.relanguage import WindowState

        state = WindowState.capture(self)
        old = [*self._pages(), *self._browse_pages()]  # only those made: the others anew
        self.league_file.deleteLater()
        for action in self.menuBar().actions():
            menu = action.menu()
            if menu is not None:
                menu.deleteLater()
        self.menuBar().clear()
        self._make_pages()
        self._build_menus()
        self.apply_text_scale()
        for page in old:
            if page is not None:
                self.stack.removeWidget(page)
                page.deleteLater()
        state.restore(self)

    # ---- pages, made when first used -----------------------------------------------------------

    @property
    def bots(self) -> Bots | None:
        if self._bots == "strategy":
            self._bots = strategy_bots()
        return self._bots

    @bots.setter
    def bots(self, bots: Bots | None) -> None:
        self._bots = bots

    @property
    def setup(self) -> SetupScreen:
        if self._setup is None:
            from roller_desktop.ui.play.setup_screen import SetupScreen

            levels = tuple(self.bots.LEVELS) if self.bots is not None else ()
            page = SetupScreen(self.store, self.dice_factory, self.settings.animation, levels)
            page.cancelled.connect(self.show_start)
            page.ready.connect(self.start_match)
            page.league_changed.connect(self.league_changed)
            self._setup = self._add_page(page)
        return self._setup

    @property
    def roller(self) -> RollerScreen:
        if self._roller is None:
            from roller_desktop.ui.play.roller_screen import RollerScreen

            page = RollerScreen()
            page.leave.connect(self.leave_match)
            self._connect_end_screen(page, "roller")
            self._roller = self._add_page(page)
        return self._roller

    @property
    def race(self) -> RaceScreen:
        if self._race is None:
            from roller_desktop.ui.play.race_screen import RaceScreen

            page = RaceScreen()
            page.leave.connect(self.leave_match)
            self._connect_end_screen(page, "105")
            self._race = self._add_page(page)
        return self._race

    @property
    def players(self) -> PlayersScreen:
        if self._players is None:
            from roller_desktop.ui.league.players_screen import PlayersScreen

            page = PlayersScreen(self.store)
            page.leave.connect(self.go_back)
            page.league_changed.connect(self.league_changed)
            page.playerActivated.connect(self.open_player)
            self._players = self._add_page(page)
        return self._players

    @property
    def paper(self) -> PaperEntryPage:
        """File → Enter a paper protocol…: the page, made when first used."""
        if self._paper is None:
            from roller_desktop.ui.league.paper_entry import PaperEntryPage

            page = PaperEntryPage(self.store)
            page.leave.connect(self.go_back)
            page.saved.connect(self.league_changed)
            self._paper = self._add_page(page)
        return self._paper

    @property
    def director(self) -> DirectorPage:
        """League → Championship…: the director's view, made when first used."""
        from roller_desktop.play.league_changes import LeagueChanges

        if self._director is None:
            from roller_desktop.ui.championship.director_page import DirectorPage

            page = DirectorPage(self.store)
            page.made.connect(lambda: self.league_changed(LeagueChanges.everything()))
            page.play_table.connect(self.play_championship_table)
            self._add_browse_page(page)
            self._director = page
        return self._director

    def open_director(self) -> None:
        """The director's view, from the start screen (C) and League → Championship… (Esc
        goes back)."""
        self._browse(("director",), lambda: self._show(self.director))

    def open_paper_entry(self) -> None:
        """The paper protocol's page, from the start screen, the league page or the File
        menu; one left half typed is shown as it was."""
        self._browse(("paper",), self._show_paper)

    def _show_paper(self) -> bool:
        page = self.paper
        if not page.dirty:
            page.begin()
        return self._show(page)

    def _connect_end_screen(self, page: GameScreen, game: Game) -> None:
        """The end screen's ways on: the same game again, the protocol, the league."""
        page.new_match.connect(lambda: self.new_match_again(game))  # the same table
        page.print_protocol.connect(self.print_match)
        page.open_league.connect(lambda: self.open_league_of(game))  # on the game's tab

    def _add_page(self, page: Any) -> Any:
        self.stack.addWidget(page)
        page.setFont(self.font())
        page.apply_fonts()
        return page

    def _pages(self) -> list[Any]:
        """The pages made so far."""
        made = (
            self._setup,
            self._roller,
            self._race,
            self._players,
            self._paper,
            self._director,
            *self._browse_pages(),
        )
        return [self.start, *(page for page in made if page is not None)]

    def _game_screens(self) -> list[GameScreen]:
        return [screen for screen in (self._roller, self._race) if screen is not None]

    # ---- navigation -------------------------------------------------------------------------

    def leave_match(self) -> None:
        """Esc from a match: the start screen, or the director's view for a championship
        table's match (the director goes on with the next table)."""
        screen = self.current_screen()
        controller = screen.controller if screen is not None else None
        table = getattr(controller, "table", None)
        self.show_start()
        if table is not None:
            self.open_director()

    def show_start(self) -> None:
        for screen in self._game_screens():
            screen.stop()
        self.match_id = None
        self.trail.clear()
        if self._menus_filled:  # else it is made disabled
            self._real_dice_action.setEnabled(False)
        if self._list_later and not getattr(self.store, "lists_at_once", True):
            # The program's start: the matches are replayed after the first paint (launch
            # calls start.list_now), or for the first key that needs them.
            self.start.set_unfinished_later(self._unfinished_then_damaged)
        else:
            self.start.set_unfinished(self._unfinished_then_damaged())
        self._list_later = False
        self.stack.setCurrentWidget(self.start)
        self.start.setFocus()

    def _unfinished_then_damaged(self) -> Sequence[Any]:
        """The matches to resume; a match that does not replay is not among them: it is named
        once the window shows (offer_damaged)."""
        QTimer.singleShot(0, self.offer_damaged)
        return self.store.unfinished_matches()

    def offer_damaged(self) -> None:
        """Each match in progress whose events do not replay (a damaged row) is named, once per
        window, with what can be done: set it aside (kept, abandoned as damaged), restore a
        backup, or leave it for now."""
        damaged_matches = getattr(self.store, "damaged_matches", None)
        if damaged_matches is None or self._offering:
            return
        try:
            found = damaged_matches()
        except StoreError:  # the league was refused meanwhile: launch says so and stops
            return
        self._offering = True
        again = False
        try:
            for match in found:
                if match.id in self._damaged_seen:
                    continue
                self._damaged_seen.add(match.id)
                choice = self.ask_damaged(match)
                if choice == "aside":
                    from PySide6.QtWidgets import QMessageBox

                    from roller_desktop.play.league_changes import LeagueChanges
                    from roller_desktop.ui.common.messages import describe

                    try:
                        self.store.set_aside_damaged(match.id)
                    except StoreError as error:
                        title = self.tr("A match cannot be resumed")
                        QMessageBox.warning(self, title, describe(error))
                    else:
                        self.league_changed(LeagueChanges(matches=True))
                elif choice == "restore":
                    if self.league_file.restore_from_backup() is not None:
                        self._damaged_seen.clear()  # the backup's matches are asked about anew
                        again = True
                    break
        finally:
            self._offering = False
        if again:
            QTimer.singleShot(0, self.offer_damaged)

    def ask_damaged(self, match: Any) -> str:
        """ "aside", "restore" or "later" (tests answer for the person)."""
        from roller_desktop.ui.shell.damaged_match import ask_about_damaged

        return ask_about_damaged(self, match)

    def abandon_match(self, match_id: str) -> None:
        """An unfinished match leaves the list; its events stay in the league file."""
        from PySide6.QtWidgets import QMessageBox

        from roller_desktop.play.league_changes import LeagueChanges
        from roller_desktop.ui.common.messages import describe

        which = self.start.describe(match_id)  # players, date, round: the match it abandons
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Abandon the match?"),
            self.tr(
                "Abandon this match?\n\n{match}\n\nIt leaves the list of unfinished matches "
                "and does not count in the league. Its throws stay in the league file."
            ).format(match=which),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self,
        )
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.setFont(self.font())  # the window's text size, the largest too
        if box.exec() != QMessageBox.StandardButton.Yes:
            return
        try:
            self.store.abandon_match(match_id)
        except StoreError as error:  # say it; nothing changed
            QMessageBox.warning(self, self.tr("Abandon the match?"), describe(error))
        else:
            self.league_changed(LeagueChanges(matches=True))
        self.show_start()

    def new_match(
        self, game: Game, again: LoadedMatch | None = None, coached: frozenset[int] = frozenset()
    ) -> None:
        self.setup.animation = self.settings.animation
        self.setup.begin(game, again, coached)
        self.trail.clear()
        self.stack.setCurrentWidget(self.setup)
        self.update_title()

    def new_match_again(self, game: Game) -> None:
        """N after a match or a race: the setup of the same table (its players and computers
        in their order, house rules and dice; a race's dice counts and kids' mode, a match's
        seats in coach mode), Ctrl+Enter away from the next one. A championship's table, or
        a match that cannot be read, gets an empty setup."""
        from roller_desktop.engine.errors import RulesError

        controller = (self.roller if game == "roller" else self.race).controller
        again = None
        coached: frozenset[int] = frozenset()
        if controller is not None and controller.table is None:
            match_id = controller.recorder.match_id
            try:
                again = self.store.load_match(match_id)
            except (StoreError, RulesError):
                again = None
            if game == "roller":
                coached = frozenset(self.settings.coached(match_id))
        self.new_match(game, again, coached)

    def start_match(self, result: SetupResult) -> None:
        from roller_desktop.play.league_changes import LeagueChanges
        from roller_desktop.ui.common.messages import describe

        try:
            match_id = self.store.start_match(
                result.game,
                result.rules,
                [_seat_spec(s) for s in result.seats],
                result.starter,
                None,
                result.opening,
                real_dice=result.real_dice,
                by_hand=result.by_hand,
            )
        except (ValueError, StoreError) as error:
            self.setup.problem.setText(describe(error))
            self.setup.pages.setCurrentWidget(self.setup.form_page)
            return
        self.league_changed(LeagueChanges(matches=True))
        coached = {
            seat
            for seat, choice in enumerate(result.seats)
            if choice.coached and not choice.computer and not result.by_hand
        }
        if coached and result.game == "roller":
            self.settings.keep_coached(match_id, coached)
        self.open_match(match_id)

    def play_championship_table(
        self, championship: str, round_: int, table: int, seats: Sequence[str]
    ) -> None:
        """A championship table played on this laptop (ui/shell/championship_table.py)."""
        from roller_desktop.ui.shell.championship_table import play_table

        play_table(self, championship, round_, table, seats)

    def open_match(self, match_id: str) -> None:
        from PySide6.QtWidgets import QMessageBox

        from roller_desktop.engine.errors import RulesError
        from roller_desktop.store.championships import table_of_match
        from roller_desktop.ui.common.computer_seats import shown_match
        from roller_desktop.ui.common.messages import describe

        try:
            loaded = shown_match(self.store.load_match(match_id))  # computers in our language
            table = table_of_match(self.store, match_id)  # a championship's table, or None
            if any(seat.computer for seat in loaded.seats):
                names = [seat.name for seat in loaded.seats]
                recorder = self.recorder_open(self.store, match_id, names)
            else:
                recorder = self.recorder_open(self.store, match_id)
        except (StoreError, RulesError) as error:  # a damaged or vanished match: say so
            QMessageBox.warning(self, self.tr("The match cannot be opened"), describe(error))
            self.show_start()
            return
        from roller_desktop.ui.play.controller import GameController

        computers: dict[int, Bot] = {}
        if self.bots is not None:
            for seat, info in enumerate(loaded.seats):
                if info.computer:
                    try:
                        computers[seat] = self.bots.make_bot(info.computer)
                    except ValueError:  # a level this version does not know: the table plays
                        continue
        dice = self.dice_factory()
        if table is not None and table.duplicate and loaded.game == "roller":
            from roller_desktop.championship.dice import DuplicateDice

            # read at every throw: the recorder takes a match that moved on anew from the store
            dice = DuplicateDice(table.championship_id, table.round, lambda: recorder.game)
        controller = GameController(
            recorder,
            dice=dice,
            real_dice=False if loaded.by_hand else self._real_dice(match_id, loaded.real_dice),
            computers=computers,
            pace_ms=self.settings.computer_pace_ms,
            by_hand=loaded.by_hand,
        )
        for seat in computers:  # "Dator (stadig)" says it is a computer already
            controller.labels[seat] = loaded.seats[seat].name
        controller.table = table  # the screen says which table, and if its dice are duplicate
        screen: GameScreen = self.roller if loaded.game == "roller" else self.race
        screen.dice.set_animation_speed(self.settings.animation_factor)
        # The win-chance bar: by the setting, "computer" meaning a match with a computer seat.
        self.roller.win_bar.enabled_for_match = self.settings.shows_win_bar(
            any(seat.computer for seat in loaded.seats)
        )
        self.match_id = match_id
        self.trail.clear()
        self.real_dice_action.setEnabled(not controller.by_hand)  # no dice in protocol only
        self.real_dice_action.setChecked(controller.real_dice)
        self.stack.setCurrentWidget(screen)
        screen.set_controller(controller)
        if screen is self.roller and not controller.by_hand:  # coach mode, as chosen for it
            people = set(range(len(loaded.seats))) - set(computers)
            self.roller.coach.coached.update(self.settings.coached(match_id) & people)
        controller.changed.connect(self.update_title)  # "Round 3 of 15 — Roller"
        controller.league_changed.connect(self.league_changed)
        self.update_title()
        screen.focus_for_play()
        if not controller.game.events and not controller.game.is_over:
            starter = controller.game.current_seat
            name = controller.game.seats[starter or 0]
            screen.announce("start", self.tr("{name} starts").format(name=name))

    def _real_dice(self, match_id: str, stored: bool) -> bool:
        """The match's dice mode; a choice older versions kept on this computer moves into it."""
        remembered = self.settings.take_real_dice(match_id)
        if remembered and not stored:
            try:
                self.store.set_real_dice(match_id, True)
            except StoreError:
                self.settings.keep_real_dice(match_id, True)  # not moved: stays here
            return True
        return stored

    def current_screen(self) -> GameScreen | None:
        widget = self.stack.currentWidget()
        return next((screen for screen in self._game_screens() if screen is widget), None)

    def toggle_real_dice(self) -> None:
        from roller_desktop.ui.common.messages import describe

        screen = self.current_screen()
        if screen is None or screen.controller is None or self.match_id is None:
            return
        on = self.real_dice_action.isChecked()
        try:
            self.store.set_real_dice(self.match_id, on)  # committed before the screen changes
        except StoreError as error:
            self.real_dice_action.setChecked(not on)
            screen.show_message(describe(error))
            return
        screen.controller.real_dice = on
        screen.show_table_note()  # duplicate dice only with the program's dice
        screen.refresh()

    # ---- looks ------------------------------------------------------------------------------

    def scaled_font(self) -> QFont:
        """The window's font at the text size chosen in the settings."""
        font = self.font()
        font.setPointSizeF(self.base_font_size * self.settings.text_scale)
        return font

    def apply_text_scale(self) -> None:
        font = self.scaled_font()
        self.setFont(font)
        for page in self._pages():
            page.setFont(font)
            page.apply_fonts()
        self._menus_in_font(font)

    def _menus_in_font(self, font: QFont) -> None:
        for menu in self.findChildren(QMenu):  # windows of their own: the font is not handed on
            menu.setFont(font)

    def preferred_size(self) -> tuple[int, int]:
        return window_geometry.preferred_size(self)

    def fit_to_screen(self) -> None:
        window_geometry.fit_to_screen(self)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._fitted_when_shown:  # now the window manager's frame is known
            self._fitted_when_shown = True
            QTimer.singleShot(0, self.fit_to_screen)

    def step_scale(self, step: int) -> None:
        from roller_desktop.ui.shell.settings import TEXT_SCALES

        scales = list(TEXT_SCALES)
        i = scales.index(self.settings.text_scale) if self.settings.text_scale in scales else 1
        self.settings.text_scale = scales[max(0, min(len(scales) - 1, i + step))]
        self.apply_text_scale()
        self.fit_to_screen()

    def toggle_full_screen(self) -> None:
        self.setWindowState(self.windowState() ^ Qt.WindowState.WindowFullScreen)

    # ---- other windows ----------------------------------------------------------------------

    def open_settings(self) -> None:
        from roller_desktop.ui.shell.settings_dialog import SettingsDialog

        dialog = SettingsDialog(self.settings, self)
        dialog.setFont(self.font())  # the window's text size: the largest too
        dialog.adjustSize()
        language = self.settings.language
        theme = self.settings.theme
        focused = QApplication.focusWidget()  # the keys go back there (Enter on "Play")
        try:
            self._settings_chosen(dialog.exec(), language, theme)
        finally:
            self._focus_again(focused)

    def _focus_again(self, widget: QWidget | None) -> None:
        """After a dialog the window takes the keyboard again, where it had it: with no
        window manager (or a slow one) nothing gave it back, and Enter did nothing."""
        self.activateWindow()
        if widget is not None and widget.isVisible() and widget.window() is self:
            widget.setFocus(Qt.FocusReason.ActiveWindowFocusReason)

    def _settings_chosen(self, accepted: int, language: str, theme: str) -> None:
        """What the settings chosen change at once (nothing when the dialog was cancelled)."""
        if accepted:
            app = QApplication.instance()
            if self.settings.theme != theme and isinstance(app, QApplication):
                from roller_desktop.ui.shell.theme import apply_theme

                apply_theme(app, self.settings.theme)
            if self.settings.language != language:
                from roller_desktop.ui.common import i18n

                app = QApplication.instance()
                if isinstance(app, QApplication):
                    i18n.install_translator(app, self.settings.language or None)
                self.apply_language()
            self.apply_text_scale()
            self.fit_to_screen()
            for screen in self._game_screens():
                screen.dice.set_animation_speed(self.settings.animation_factor)
            if self.league is not None:
                self.league.view.set_practice(self.settings.practice_in_league)

    def prepare_in_idle(self, after_ms: int = 1500, whole_run: bool = False) -> None:
        """Make the league page while the window waits for the first key (its modules and
        first reading take about half a second): L then shows it at once. After the store is
        ready, never before; only in the program (tests make their pages when they need them).
        `whole_run` (the program's start-up): also the finish's statements compiled in a
        thread, and what start-up made collected and frozen once the page is made (idle_work);
        not for a test, whose process goes on to other tests."""
        pending = getattr(self.store, "signals", None)
        if pending is not None and not getattr(self.store, "is_ready", True):
            pending.ready.connect(lambda: self.prepare_in_idle(after_ms, whole_run))
            return
        if whole_run:
            warm_finish_in_thread(self.store)
        QTimer.singleShot(after_ms, lambda: self._prepare_league(whole_run))

    def _prepare_league(self, whole_run: bool = False) -> None:
        if self.league is None and self.isVisible() and self.stack.currentWidget() is self.start:
            self.make_league_page()
        if whole_run:
            settle_heap()

    def show_players(self) -> None:
        self.players.reload()
        self.stack.setCurrentWidget(self.players)
        self.players.focus_first()

    def open_help(self) -> None:
        from roller_desktop.ui.shell.help_dialog import HelpDialog

        path = getattr(self.store, "path", None)
        dialog = HelpDialog(self, self.settings.language or None, str(path) if path else None)
        dialog.show()

    def open_odds(self) -> None:
        """The odds view (strategy package), for the rules of the Roller match on screen."""
        from roller_desktop.engine.roller import RollerMatch
        from roller_desktop.ui.play.odds_dialog import OddsDialog

        screen = self.current_screen()
        game = screen.controller.game if screen is not None and screen.controller else None
        OddsDialog(self, game.rules if isinstance(game, RollerMatch) else None).show()

    def print_match(self) -> None:
        """Ctrl+P (the name older callers know)."""
        self.print_current()

    def closeEvent(self, event: QCloseEvent) -> None:
        paper = self._paper
        if paper is not None and paper.dirty and not paper.ask_discard():
            event.ignore()  # a paper protocol half typed: kept, the window stays
            return
        for screen in self._game_screens():
            screen.stop()  # every action is committed; a hint still being written is waited for
        self.settings.geometry = self.saveGeometry()
        self.settings.sync()
        super().closeEvent(event)

"""The league view: standings of Roller and 105 for a season, all time or a chosen range."""

from __future__ import annotations

import atexit
import dataclasses
import threading
import weakref
from collections.abc import Callable
from datetime import date
from typing import ClassVar

from PySide6.QtCore import (
    QDate,
    QEvent,
    QEventLoop,
    QLocale,
    QObject,
    QRect,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QCloseEvent, QFont, QHideEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QBoxLayout,
    QComboBox,
    QDateEdit,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableView,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from roller_desktop.play.league_changes import LeagueChanges
from roller_desktop.store import championships
from roller_desktop.store.league_store import LeagueStore
from roller_desktop.store.queries import league as league_queries
from roller_desktop.store.queries.league_table import (
    LeagueTable,
    Period,
    load_table,
    period_ratings,
    stored_season,
)
from roller_desktop.store.values import Game
from roller_desktop.ui.common.date_words import date_words
from roller_desktop.ui.common.i18n import py_date
from roller_desktop.ui.common.messages import describe
from roller_desktop.ui.common.widgets import BuddyLabel
from roller_desktop.ui.league.league_model import (
    LeagueModel,
    file_title,
    league_sheet,
    order_text,
    rating_text,
    usual_length_note,
    write_csv,
)
from roller_desktop.ui.printing import sheets as printing

CUSTOM = "custom"
ALL_TIME = "all"
CHAMPIONSHIP = "championship:"  # then its id: that championship's matches only
RatingKey = tuple[Game, Period]


class _Relay(QObject):
    """Carries figures from worker threads to the window's thread. One for the program, never
    deleted: a worker never holds (and so never frees) a Qt object or a view."""

    done = Signal(object, object)  # (view token, kind, generation, key), payload


_RELAY: _Relay | None = None


def _relay() -> _Relay:
    global _RELAY
    if _RELAY is None:  # first made by a view, in the window's thread
        _RELAY = _Relay()
    return _RELAY


class _Background:
    """A view's worker thread and caches: standings and ratings per (game, period).

    Plain Python on purpose: the thread refers to this object and the store only.
    """

    every: ClassVar[weakref.WeakSet[_Background]] = weakref.WeakSet()

    def __init__(self, store: LeagueStore, token: int) -> None:
        _Background.every.add(self)
        self.store = store
        self.token = token
        self.ratings: dict[RatingKey, dict[str, float]] = {}
        self.standings: dict[RatingKey, LeagueTable] = {}
        self.generation = 0
        self._lock = threading.Lock()
        self._tasks: list[RatingKey] = []
        self._worker: threading.Thread | None = None
        self._stop = threading.Event()

    def reset(self) -> None:
        self.forget(lambda key: True)

    def forget(self, which: Callable[[RatingKey], bool]) -> None:
        """Drop the standings and ratings of the periods `which` names; what the worker is
        computing now is dropped when it arrives (a new generation)."""
        with self._lock:
            self.generation += 1
            self._tasks = [key for key in self._tasks if not which(key)]
        for cache in (self.standings, self.ratings):
            for key in [key for key in cache if which(key)]:
                del cache[key]

    def queue(self, key: RatingKey, urgent: bool) -> None:
        self._stop.clear()
        with self._lock:
            if key in self._tasks:
                self._tasks.remove(key)
            if urgent:
                self._tasks.insert(0, key)
            else:
                self._tasks.append(key)
            if self._worker is None or not self._worker.is_alive():
                self._worker = threading.Thread(target=self.run, name="league", daemon=True)
                self._worker.start()

    def busy(self) -> bool:
        with self._lock:
            return self._worker is not None

    def stop(self, timeout: float | None = 10.0) -> None:
        """The worker finishes its current period and ends; wait for it unless timeout=None."""
        self._stop.set()
        with self._lock:
            self._tasks.clear()
            worker = self._worker
        if worker is not None and timeout is not None:
            worker.join(timeout)

    def run(self) -> None:
        """The worker thread: standings (when not cached) and ratings, one period at a time."""
        while True:
            with self._lock:
                if not self._tasks or self._stop.is_set():
                    self._worker = None
                    return
                key = self._tasks.pop(0)
                generation = self.generation
            if key in self.ratings:
                continue
            game, period = key
            try:
                if key not in self.standings:
                    table = load_table(self.store, game, period, rate=False)
                    self.deliver("standings", generation, key, table)
                ratings = period_ratings(self.store, game, period)
                self.deliver("ratings", generation, key, ratings)
            except Exception as error:  # reported in the window, never lost in the thread
                self.deliver("error", generation, key, str(error))

    def deliver(self, kind: str, generation: int, key: RatingKey, payload: object) -> None:
        if not self._stop.is_set():
            _relay().done.emit((self.token, kind, generation, key), payload)


@atexit.register
def _stop_every_worker() -> None:
    """No worker may still run SQL while the interpreter shuts down."""
    for background in list(_Background.every):
        background.stop(timeout=5.0)


PREFETCH_AFTER_MS = 400
NOTE_SHARE = 7  # the rating's note is shown where it takes at most a seventh of the page


class LeagueView(QWidget):
    """Two league tables (Roller, 105) over one period, with CSV export and printing."""

    playerActivated = Signal(str)
    ratingsReady = Signal()

    def __init__(self, store: LeagueStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.practice = False  # matches with computer seats left out (RULES.md), unless set
        self.models: dict[Game, LeagueModel] = {
            "roller": LeagueModel(self),
            "105": LeagueModel(self),
        }
        self.tables: dict[Game, QTableView] = {}
        # A season's or all time's ratings are stored: its table is read at once. A chosen
        # range's ratings walk every match of the range in order, so a worker thread computes
        # them. Standings and ratings are kept per (game, period) until `refresh` says the
        # league changed.
        self._loaded: dict[Game, Period | None] = {"roller": None, "105": None}
        self._wanted: dict[Game, Period | None] = {"roller": None, "105": None}
        self._prefetched = False
        self.prefetch = True  # read the other seasons ahead in the worker thread
        self._bg = _Background(store, id(self))
        background = self._bg  # not self in the lambda: the view is being destroyed then
        self.destroyed.connect(lambda *_: background.stop(timeout=None))
        _relay().done.connect(self._figures_done)

        self.period_box = QComboBox()
        self.period_box.setAccessibleName(self.tr("Period"))
        self.start_edit = QDateEdit()
        self.end_edit = QDateEdit()
        for edit in (self.start_edit, self.end_edit):
            edit.setCalendarPopup(True)
            edit.setDisplayFormat(date_words().box_form())
            edit.dateChanged.connect(self._custom_changed)
        today = date.today()
        self.start_edit.setDate(QDate(today.year, 1, 1))
        self.end_edit.setDate(QDate(today.year, today.month, today.day))
        self.csv_button = QPushButton(self.tr("Export &CSV…"))
        self.print_button = QPushButton(self.tr("Print… [Ctrl+P]"))
        self.pdf_button = QPushButton(self.tr("&Save as PDF…"))
        self.default_button = QPushButton(self.tr("&Default order"))
        self.csv_button.clicked.connect(self.export_csv)
        self.print_button.clicked.connect(self.print_table)
        self.pdf_button.clicked.connect(self.save_pdf)
        self.default_button.clicked.connect(self.default_order)

        # The period on the left, the buttons on the right; where the window is too narrow
        # for both (1024 px at the largest text), the buttons go to a row of their own.
        self.bar = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        self.choose_row = choose = QHBoxLayout()
        period_label = BuddyLabel(self.tr("S&tandings for"))
        period_label.setBuddy(self.period_box)
        choose.addWidget(period_label)
        choose.addWidget(self.period_box)
        choose.addWidget(self.start_edit)
        self.range_dash = QLabel("–")
        choose.addWidget(self.range_dash)
        choose.addWidget(self.end_edit)
        choose.addStretch(1)
        self.buttons_row = QHBoxLayout()
        self.buttons_row.addStretch(1)
        for button in (self.default_button, self.csv_button, self.print_button, self.pdf_button):
            self.buttons_row.addWidget(button)
        self.bar.addLayout(choose, 1)
        self.bar.addLayout(self.buttons_row)

        self.tabs = QTabWidget()
        tabs: tuple[tuple[Game, str], ...] = (("roller", "&Roller"), ("105", "10&5"))
        for game, title in tabs:  # Alt+R, Alt+5
            table = QTableView()
            table.setModel(self.models[game])
            table.setSortingEnabled(True)
            table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
            table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
            table.setAlternatingRowColors(True)
            table.verticalHeader().setVisible(True)
            header = table.horizontalHeader()
            # Sized to the contents once per new table: ResizeToContents would measure every
            # cell again at each layout, most of the time it takes to show a season.
            header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
            header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
            self.models[game].modelReset.connect(table.resizeColumnsToContents)
            header.setSortIndicatorShown(True)
            table.activated.connect(self._activated)  # Enter, or a double click
            self.tables[game] = table
            self.tabs.addTab(table, title)
        self.tabs.currentChanged.connect(self._show_current)

        self.explanation = QLabel()
        self.explanation.setWordWrap(True)
        self.explanation.setTextFormat(Qt.TextFormat.PlainText)
        # What the rating means takes four lines at the largest text: on a small screen it
        # waits behind this button (beside the tabs, where no row of the table is lost).
        self.rating_button = QToolButton()
        self.rating_button.setCheckable(True)
        self.rating_button.setAutoRaise(True)
        self.rating_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.rating_button.setText(self.tr("What the rating means"))
        self.rating_button.setAccessibleName(self.tr("What the rating means"))
        self.rating_button.toggled.connect(self._rating_toggled)
        self.tabs.setCornerWidget(self.rating_button, Qt.Corner.TopRightCorner)
        self._rating_chosen: bool | None = None  # the reader's choice; else by the room
        self._note_font()

        layout = QVBoxLayout(self)
        layout.addLayout(self.bar)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.explanation)

        self._fill_periods()
        self.period_box.currentIndexChanged.connect(self._period_changed)
        self._period_changed()
        self.default_order()

    def _note_font(self) -> None:
        """The note under the table a little smaller than the page's text, whatever its size;
        the tables' headings in the page's type (under X a heading keeps a font of its own,
        the application's first size, unless given one)."""
        small = QFont(self.font())
        small.setPointSizeF(self.font().pointSizeF() * 0.9)
        self.explanation.setFont(small)
        for table in self.tables.values():
            table.horizontalHeader().setFont(self.font())

    # ---- the period -------------------------------------------------------------------------

    def _fill_periods(self) -> None:
        """The seasons from the first finished match to this year; the choice on show stays
        (a paper protocol of 1987 entered since adds its season)."""
        self._periods_stale = False
        chosen = self.period_box.currentData() if self.period_box.count() else None
        self.period_box.blockSignals(True)
        self.period_box.clear()
        years = league_queries.finished_years(self.store)
        this_year = date.today().year
        # Opened on the newest season with matches, not an empty one (in January, or a
        # league of old paper protocols); later the choice on show stays.
        newest = years[0] if years else this_year
        if not self.practice:  # a practice match of this year leaves its season empty
            newest = league_queries.newest_league_year(self.store) or newest
        if this_year not in years:
            years = sorted({this_year, *years}, reverse=True)
        for year in years:
            self.period_box.addItem(self.tr("Season {year}").format(year=year), year)
        self.period_box.addItem(self.tr("All time"), ALL_TIME)
        self.period_box.addItem(self.tr("Chosen range"), CUSTOM)
        self.championship_names: dict[str, str] = {}
        for item in championships.championship_list(self.store):
            self.championship_names[item.id] = item.name
            self.period_box.addItem(
                self.tr("Championship {name}").format(name=item.name), CHAMPIONSHIP + item.id
            )
        kept = self.period_box.findData(chosen) if chosen is not None else -1
        self.period_box.setCurrentIndex(kept if kept >= 0 else years.index(newest))
        self.period_box.blockSignals(False)

    def period(self) -> Period:
        choice = self.period_box.currentData()
        if choice == ALL_TIME:
            chosen = Period.all_time()
        elif isinstance(choice, str) and choice.startswith(CHAMPIONSHIP):
            key = choice.removeprefix(CHAMPIONSHIP)
            chosen = Period.of_championship(key, self.championship_names.get(key, ""))
        elif choice == CUSTOM:
            start = py_date(self.start_edit.date())
            end = py_date(self.end_edit.date())
            chosen = Period(min(start, end), max(start, end))
        else:
            chosen = Period.season(int(choice))
        return dataclasses.replace(chosen, practice=self.practice)

    def set_practice(self, on: bool) -> None:
        """Take the matches with computer seats in (a setting), or leave them out. The
        tables of either kind stay cached: `mark_stale` keeps both up to date."""
        if on != self.practice:
            self.practice = on
            self._prefetched = False
            self._show_current()

    def set_period(self, period: Period) -> None:
        """Show a period (a season, all time, or any range)."""
        period = dataclasses.replace(period, practice=False)
        if period.start is None and period.end is None:
            self.period_box.setCurrentIndex(self.period_box.findData(ALL_TIME))
            return
        if period == Period.season(period.start.year if period.start else 0):
            index = self.period_box.findData(period.start.year if period.start else 0)
            if index >= 0:
                self.period_box.setCurrentIndex(index)
                return
        for edit, day in ((self.start_edit, period.start), (self.end_edit, period.end)):
            if day is not None:
                edit.blockSignals(True)
                edit.setDate(QDate(day.year, day.month, day.day))
                edit.blockSignals(False)
        if self.period_box.currentData() == CUSTOM:
            self._period_changed()
        else:
            self.period_box.setCurrentIndex(self.period_box.findData(CUSTOM))

    def _custom_changed(self) -> None:
        if self.period_box.currentData() == CUSTOM:
            self._show_current()

    def _period_changed(self) -> None:
        custom = self.period_box.currentData() == CUSTOM
        for widget in (self.start_edit, self.range_dash, self.end_edit):
            widget.setVisible(custom)
        self._show_current()

    # ---- the tables -------------------------------------------------------------------------

    def refresh(self) -> None:
        """Read the standings again: forget every table and rating (a league changed where
        the window cannot see it: on a database server, at another laptop)."""
        self._forget(lambda key: True)
        self._show_current()

    def mark_stale(self, changes: LeagueChanges) -> None:
        """Forget what `changes` makes out of date, and nothing else: every period when the
        league's standings or names changed; only the practice tables (kept for the setting)
        when a practice match finished. Read again at once if on show, else when shown."""
        if changes.standings or changes.players:
            self._forget(lambda key: True)
            self._periods_stale = True  # a match of another year may have come in
            if self.isVisible():
                self._fill_periods()
        elif changes.practice:
            self._forget(lambda key: key[1].practice)
        else:
            return
        if self.isVisible():
            self._show_current()

    @property
    def stale(self) -> bool:
        """Whether the table on show has to be read again before it is shown."""
        return self._loaded[self.current_game()] != self.period()

    def show_current(self) -> None:
        """Show the chosen period, read again only if a change made it stale."""
        self._show_current()

    def _forget(self, which: Callable[[RatingKey], bool]) -> None:
        self._bg.forget(which)
        self._prefetched = False
        for game, period in self._loaded.items():
            if period is not None and which((game, period)):
                self._loaded[game] = None

    def _show_current(self) -> None:
        """Show the visible table for the chosen period (the other one waits for its tab).

        A season or all time: the standings and the stored ratings, from the cache or read at
        once (two quick queries), so the table appears complete. A chosen range: standings
        from the cache, else from the worker thread when it is idle (the view stays
        responsive; the table fills in a moment later), else from the store at once; its
        ratings come from the worker. Afterwards the worker reads every other season ahead.
        """
        game = self.current_game()
        period = self.period()
        key = (game, period)
        self._wanted[game] = period
        if self._loaded[game] != period:
            table = self._bg.standings.get(key)
            if stored_season(period) is not None:
                if table is None:
                    table = load_table(self.store, game, period, rate=False)
                    self._bg.standings[key] = table
                if key not in self._bg.ratings:
                    self._bg.ratings[key] = period_ratings(self.store, game, period)
                self._show_table(table)
            elif table is None and not self.background_busy():
                self.models[game].set_table(LeagueTable(game, period, ()))
                self._loaded[game] = None
                self._bg.queue(key, urgent=True)
            else:
                if table is None:
                    table = load_table(self.store, game, period, rate=False)
                    self._bg.standings[key] = table
                self._show_table(table)
            self._prefetch()
        self._update_explanation()

    def _show_table(self, table: LeagueTable) -> None:
        key = (table.game, table.period)
        self.models[table.game].set_table(table.with_ratings(self._bg.ratings.get(key)))
        self._loaded[table.game] = table.period
        if key not in self._bg.ratings:
            self._bg.queue(key, urgent=True)

    def _prefetch(self) -> None:
        """The other seasons read ahead in the worker, once the page is on screen: while it
        is hidden, the worker would only slow the window down (Python's lock is shared)."""
        if self._prefetched or not self.prefetch or not self.isVisible():
            return
        self._prefetched = True
        periods = [
            Period.season(int(self.period_box.itemData(i)))
            for i in range(self.period_box.count())
            if isinstance(self.period_box.itemData(i), int)
        ]
        periods.append(Period.all_time())
        for game in (self.current_game(), "105" if self.current_game() == "roller" else "roller"):
            for period in periods:
                self._bg.queue((game, period), urgent=False)

    def _figures_done(self, job: tuple[int, str, int, RatingKey], payload: object) -> None:
        """In the window's thread: file what the worker computed, show what is on show."""
        token, kind, generation, key = job
        if token != self._bg.token or generation != self._bg.generation:
            return  # another view's, or computed before the league changed
        game, period = key
        if kind == "error":
            self.explanation.setText(
                self.tr("The league could not be read: {error}").format(error=payload)
            )
            return
        if kind == "standings":
            assert isinstance(payload, LeagueTable)
            self._bg.standings.setdefault(key, payload)
            if self._wanted.get(game) == period and self._loaded.get(game) != period:
                self._show_table(payload)
                self._update_explanation()
            return
        assert isinstance(payload, dict)
        self._bg.ratings[key] = payload
        if self._loaded.get(game) == period:  # a table on show
            self.models[game].set_ratings(payload)
            self.ratingsReady.emit()

    def stop_background(self, timeout: float = 10.0) -> None:
        """Let the worker finish its current period and end (when the view closes)."""
        self._bg.stop(timeout)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.stop_background()
        super().closeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._periods_stale:
            self._fill_periods()
            self._period_changed()
        self._fit_bar()
        QTimer.singleShot(PREFETCH_AFTER_MS, self._prefetch)  # after the page has painted

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_bar()
        if self._rating_chosen is None and self.rating_button.isChecked() != self.rating_shown():
            self._update_explanation()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # a larger text size: columns measured anew
            self._note_font()
            for table in self.tables.values():
                table.resizeColumnsToContents()
            self._fit_bar()
            self._update_explanation()

    def _fit_bar(self) -> None:
        """One row where period and buttons fit side by side, else two."""
        layout = self.layout()
        margins = layout.contentsMargins() if layout is not None else None
        room = self.width() - (margins.left() + margins.right() if margins else 0)
        wanted = (  # side by side, measured from the two rows without laying them out again
            self.choose_row.sizeHint().width()
            + self.bar.spacing()
            + self.buttons_row.sizeHint().width()
        )
        direction = (
            QBoxLayout.Direction.LeftToRight if wanted <= room else QBoxLayout.Direction.TopToBottom
        )
        if self.bar.direction() != direction:  # a resize that changes nothing costs nothing
            self.bar.setDirection(direction)

    def hideEvent(self, event: QHideEvent) -> None:
        """Off screen: the read-ahead stops after its current period (not waited for), so
        that the next page answers at once; what it had read stays in the cache."""
        super().hideEvent(event)
        if self._prefetched:
            self._bg.stop(timeout=None)
            self._prefetched = False  # the rest is read ahead when the page shows again

    def background_busy(self) -> bool:
        """Whether the worker thread still has figures to compute."""
        return self._bg.busy()

    def ratings_pending(self) -> bool:
        """Whether the table on show still waits for its standings or its ratings."""
        game = self.current_game()
        period = self._wanted.get(game)
        if period is None:
            return False
        return self._loaded.get(game) != period or (game, period) not in self._bg.ratings

    def wait_for_ratings(self, timeout_ms: int = 60_000) -> bool:
        """Block (running the event loop) until the ratings on show are in; False on timeout."""
        if not self.ratings_pending():
            return True
        loop = QEventLoop()
        self.ratingsReady.connect(loop.quit)
        timer = QTimer()
        timer.setSingleShot(True)
        timer.timeout.connect(loop.quit)
        timer.start(timeout_ms)
        while self.ratings_pending() and timer.isActive():
            loop.exec()
        self.ratingsReady.disconnect(loop.quit)
        return not self.ratings_pending()

    def show_game(self, game: Game) -> None:
        self.tabs.setCurrentIndex(0 if game == "roller" else 1)

    def current_game(self) -> Game:
        return "roller" if self.tabs.currentIndex() == 0 else "105"

    def current_model(self) -> LeagueModel:
        return self.models[self.current_game()]

    def default_order(self) -> None:
        """Back to the documented order; the rating column carries the indicator (its first key)."""
        for game, model in self.models.items():
            model.reset_order()
            header = self.tables[game].horizontalHeader()
            header.blockSignals(True)
            header.setSortIndicator(model.column_of("rating"), Qt.SortOrder.DescendingOrder)
            header.blockSignals(False)
            header.viewport().update()

    def rating_shown(self) -> bool:
        """The rating's note under the table: as the reader chose, else where the page has
        room for it and a table of some rows (not at the largest text on a small screen)."""
        if self._rating_chosen is not None:
            return self._rating_chosen
        laid_out = self.explanation.width() if self.explanation.isVisible() else 0
        width = max(1, laid_out or self.width() - 24)  # else the page's, less its margins
        words = rating_text(self.current_game())
        lines = self.explanation.fontMetrics().boundingRect(
            QRect(0, 0, width, 100_000), Qt.TextFlag.TextWordWrap, words
        )
        return lines.height() * NOTE_SHARE <= self.height()

    def _rating_toggled(self, shown: bool) -> None:
        self._rating_chosen = shown
        self._update_explanation()

    def _update_explanation(self) -> None:
        game = self.current_game()
        count = self.models[game].rowCount()
        shown = self.rating_shown()
        self.rating_button.blockSignals(True)
        self.rating_button.setChecked(shown)
        self.rating_button.blockSignals(False)
        self.rating_button.setArrowType(
            Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow
        )
        self.rating_button.setToolTip("" if shown else rating_text(game))
        usual = usual_length_note(self.models[game])
        parts = [order_text(game), *filter(None, [usual]), *([rating_text(game)] if shown else [])]
        championship = self._wanted.get(game)
        if championship is not None and championship.championship is not None:
            parts.append(
                self.tr(
                    "Only the matches of {name}, its qualifying rounds and its final, whether "
                    "they count in the league's season or not."
                ).format(name=championship.championship_name)
            )
        if self.practice:
            parts.append(
                self.tr(
                    "Matches against computers count here (Settings); the computers' rows are "
                    "marked as practice."
                )
            )
        if self._loaded.get(game) != self._wanted.get(game):
            parts.insert(0, self.tr("Reading the league…"))
        elif count == 0:
            parts.insert(0, self.tr("No finished matches of two or more players in this period."))
        self.explanation.setText("\n".join(parts))

    def _activated(self, index: object) -> None:
        model = self.current_model()
        row = getattr(index, "row", lambda: -1)()
        if 0 <= row < model.rowCount():
            chosen = model.row_value(row)
            if getattr(chosen, "computer", None) is None:  # a computer has no player page
                self.playerActivated.emit(chosen.player_id)

    # ---- export and printing ----------------------------------------------------------------

    def export_csv(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Export the league table"),
            self._suggested(".csv"),
            self.tr("CSV files (*.csv)"),
        )
        if not path:
            return
        try:
            # A Swedish or Norwegian spreadsheet opens ";" as its columns (as the protocols'
            # CSV): with "," the whole table landed in one column there (nb, under Xvfb).
            separator = ";" if QLocale().decimalPoint() == "," else ","
            write_csv(self.current_model(), path, separator)
        except OSError as error:
            QMessageBox.warning(self, self.tr("Export CSV"), describe(error))
            return
        # Said, as File → Export league… says it: silent, the keeper could not tell it was done.
        QMessageBox.information(
            self, self.tr("Export CSV"), self.tr("The league table is in\n{path}").format(path=path)
        )

    def _suggested(self, suffix: str) -> str:
        """Where a save starts: Documents (else home), named as the page's title and period
        in the window's language ("Liga i 105 Sesong 2026.csv"); never the working folder."""
        from roller_desktop.ui.common.save_place import suggested_path

        return suggested_path(file_title(self.current_model(), self.current_game()), suffix)

    def print_table(self) -> None:
        from roller_desktop.ui.printing.preview import show_print_preview

        show_print_preview(league_sheet(self.current_model()), self)

    def save_pdf(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Save the league table as PDF"),
            self._suggested(".pdf"),
            self.tr("PDF (*.pdf)"),
        )
        if not path:
            return
        try:
            printing.write_pdf(league_sheet(self.current_model()), path)
        except OSError as error:
            QMessageBox.warning(self, self.tr("Save as PDF"), describe(error))
            return
        QMessageBox.information(
            self,
            self.tr("Save as PDF"),
            self.tr("The league table is in\n{path}").format(path=path),
        )

"""A player's page: figures per season and all time, charts, head-to-head, best match and round."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date

from PySide6.QtCharts import (
    QBarCategoryAxis,
    QBarSeries,
    QBarSet,
    QCategoryAxis,
    QChart,
    QChartView,
    QLineSeries,
    QValueAxis,
)
from PySide6.QtCore import QLocale, QMargins, Qt, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from roller_desktop.play.league_changes import LeagueChanges
from roller_desktop.store.errors import StoreError
from roller_desktop.store.league_store import LeagueStore
from roller_desktop.store.queries import league as league_queries
from roller_desktop.store.queries import rounds, stats
from roller_desktop.store.queries.player_figures import (
    Figures,
    figures_by_season,
    monthly,
    rounds_in,
    spread_of,
    tjock_rate,
)
from roller_desktop.ui.common.i18n import by_name, number, percent
from roller_desktop.ui.common.widgets import scaled_font
from roller_desktop.ui.printing.sheets import local_time


class PlayerPage(QWidget):
    """Everything about one player. `matchActivated` names a match to show (best match/round)."""

    matchActivated = Signal(str)
    drillsWanted = Signal(str)  # the player's drills (drills_view.py)

    def __init__(
        self, store: LeagueStore, player_id: str | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.store = store
        self.player_id: str | None = None
        self.stale = False  # a change it shows came while it was not on show
        self.opens_protocols = True  # False when the window opens protocols itself
        self.tallies: list[league_queries.MonthTally] = []
        self.round_months: list[rounds.RoundMonth] = []
        self.spread_counts: dict[str, int] = {}  # the round results charted (for tests)

        self.player_box = QComboBox()
        self.player_box.setAccessibleName(self.tr("Player"))
        self.game_box = QComboBox()
        self.game_box.addItem("Roller", "roller")
        self.game_box.addItem("105", "105")
        self.title = QLabel()
        self.apply_fonts()
        bar = QHBoxLayout()
        bar.addWidget(self.title)
        bar.addStretch(1)
        player_label = QLabel(self.tr("&Player"))  # Alt and the underlined letter reach it
        player_label.setBuddy(self.player_box)
        game_label = QLabel(self.tr("Ga&me"))
        game_label.setBuddy(self.game_box)
        self.game_box.setAccessibleName(self.tr("Game"))
        for widget in (player_label, self.player_box, game_label, self.game_box):
            bar.addWidget(widget)
        self.drills_button = QPushButton(self.tr("&Drills"))
        self.drills_button.setAccessibleName(self.tr("Drills from this player's matches"))
        self.drills_button.setAutoDefault(False)
        self.drills_button.clicked.connect(self._drills)
        bar.addWidget(self.drills_button)

        self.figures = QTableWidget()
        self.figures.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.figures.verticalHeader().setVisible(False)
        self.figures.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents
        )
        self.best_match_button = QPushButton()
        self.best_round_button = QPushButton()
        self.best_match_button.clicked.connect(lambda: self._open_best("match"))
        self.best_round_button.clicked.connect(lambda: self._open_best("round"))
        best = QHBoxLayout()
        best.addWidget(self.best_match_button)
        best.addWidget(self.best_round_button)
        best.addStretch(1)

        self.totals_chart = self._chart_view()
        self.spread_chart = self._chart_view()
        self.tjock_chart = self._chart_view()
        charts = QGridLayout()
        charts.addWidget(self.totals_chart, 0, 0)
        charts.addWidget(self.tjock_chart, 0, 1)
        charts.addWidget(self.spread_chart, 1, 0, 1, 2)
        self.period_box = QComboBox()
        self.period_box.setAccessibleName(self.tr("Period"))
        period_bar = QHBoxLayout()
        period_label = QLabel(self.tr("P&eriod"))
        period_label.setBuddy(self.period_box)
        period_bar.addWidget(period_label)
        period_bar.addWidget(self.period_box)
        period_bar.addStretch(1)
        chart_layout = QVBoxLayout()
        chart_layout.addLayout(period_bar)
        chart_layout.addLayout(charts, 1)
        chart_box = QWidget()
        chart_box.setLayout(chart_layout)

        self.head_to_head = QTableWidget()
        self.head_to_head.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.head_to_head.verticalHeader().setVisible(False)
        self.head_to_head.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents
        )

        overview = QWidget()
        overview_layout = QVBoxLayout(overview)
        overview_layout.addWidget(self.figures, 1)
        overview_layout.addLayout(best)
        self.tabs = QTabWidget()
        self.tabs.addTab(overview, self.tr("Fig&ures"))
        charts_scroll = QScrollArea()
        charts_scroll.setWidget(chart_box)
        charts_scroll.setWidgetResizable(True)
        self.tabs.addTab(charts_scroll, self.tr("&Charts"))
        self.tabs.addTab(self.head_to_head, self.tr("Head-&to-head"))
        self._stale: set[int] = set()
        self._best: dict[str, league_queries.Best | None] = {}
        self.tabs.currentChanged.connect(self._fill_tab)

        layout = QVBoxLayout(self)
        layout.addLayout(bar)
        layout.addWidget(self.tabs, 1)

        self._fill_players()
        self.player_box.currentIndexChanged.connect(self._player_chosen)
        self.game_box.currentIndexChanged.connect(self.refresh)
        self.period_box.currentIndexChanged.connect(self._period_chosen)
        if player_id is not None:
            self.set_player(player_id)
        elif self.player_box.count():
            self._player_chosen()

    def apply_fonts(self) -> None:
        """The name heading follows the window's text size (View → Larger text)."""
        self.title.setFont(scaled_font(self.font(), 1.6, bold=True))

    @staticmethod
    def _chart_view() -> QChartView:
        view = QChartView()
        view.setRenderHint(QPainter.RenderHint.Antialiasing)
        view.setMinimumSize(380, 260)
        return view

    def _fill_players(self) -> None:
        self.player_box.blockSignals(True)
        self.player_box.clear()
        for player in by_name(self.store.players(include_archived=True)):
            self.player_box.addItem(player.name, player.id)
        self.player_box.blockSignals(False)

    def mark_stale(self, changes: LeagueChanges) -> None:
        """The page shows a player's counted matches and the players' names: read again (now
        if on show, else when next shown) when they changed, never for a move in a match."""
        if not (changes.standings or changes.players):
            return
        self.stale = True
        if self.isVisible() and self.player_id is not None:
            self.set_player(self.player_id)

    def set_player(self, player_id: str) -> None:
        """Show this player; read again only when it is another one or a change came."""
        if player_id == self.player_id and not self.stale:
            return
        if self.stale:
            self.stale = False
            self._fill_players()
        index = self.player_box.findData(player_id)
        if index < 0:
            self._fill_players()
            index = self.player_box.findData(player_id)
        if index == self.player_box.currentIndex():
            self._player_chosen()
        else:
            self.player_box.setCurrentIndex(index)  # reads the player through the signal

    def _player_chosen(self) -> None:
        player_id = self.player_box.currentData()
        if player_id is None:
            return
        self.player_id = str(player_id)
        self.tallies = league_queries.player_months(self.store, self.player_id)
        self.round_months = rounds.player_round_months(self.store, self.player_id)
        self._fill_periods()
        self.count_drills()
        self.refresh()

    def count_drills(self) -> None:
        """The drills button says how many of the player's drills are due (those found so
        far: the drills page looks through new matches when it opens)."""
        if self.player_id is None:
            return
        from roller_desktop.store.drills import drill_counts

        due, _ = drill_counts(self.store, self.player_id)
        if due:
            self.drills_button.setText(self.tr("&Drills: %n due", "", due))
        else:
            self.drills_button.setText(self.tr("&Drills"))

    def _drills(self) -> None:
        if self.player_id is not None:
            self.drillsWanted.emit(self.player_id)

    def _fill_periods(self) -> None:
        """All time, then every season the player played in (newest first)."""
        chosen = self.period_box.currentData()
        self.period_box.blockSignals(True)
        self.period_box.clear()
        self.period_box.addItem(self.tr("All time"), None)
        for year in sorted({t.month.year for t in self.tallies}, reverse=True):
            self.period_box.addItem(str(year), year)
        index = self.period_box.findData(chosen)
        self.period_box.setCurrentIndex(max(index, 0))
        self.period_box.blockSignals(False)

    def period(self) -> int | None:
        """The season the charts show (None: all time)."""
        year = self.period_box.currentData()
        return None if year is None else int(year)

    def _period_chosen(self) -> None:
        self._stale.add(1)
        self._fill_tab(self.tabs.currentIndex())

    def game(self) -> str:
        return str(self.game_box.currentData())

    # ---- filling in -------------------------------------------------------------------------

    def refresh(self) -> None:
        """Fill in the tab on show; the others when they are first shown (charts read
        every round of the period and head-to-head one aggregate over all opponents)."""
        if self.player_id is None:
            return
        self.title.setText(self.player_box.currentText())
        self._stale = {0, 1, 2}
        self._fill_tab(self.tabs.currentIndex())

    def _fill_tab(self, tab: int) -> None:
        if self.player_id is None or tab not in self._stale:
            return
        self._stale.discard(tab)
        game = self.game()
        if tab == 0:
            overall, seasons = figures_by_season(self.tallies, game)
            self._fill_figures(game, overall, seasons)
            self._fill_best()
        elif tab == 1:
            self._fill_charts(game)
        else:
            self._fill_head_to_head()

    def _fill_figures(
        self, game: str, overall: Figures, seasons: list[tuple[int, Figures]]
    ) -> None:
        if game == "roller":
            headers = [
                self.tr("Season"), self.tr("Matches"), "W", "WW", "sur mun", "plump",
                self.tr("Tjock rounds"), "RT", self.tr("Tjock rate"), "ROLLER", self.tr("Average"),
                self.tr("Best"), self.tr("Best round"), self.tr("Win rate"),
            ]  # fmt: skip

            def row(f: Figures, year: int | None) -> list[str]:
                rate = tjock_rate(rounds_in(self.round_months, game, year))
                return [
                    str(f.matches), str(f.w), str(f.ww), str(f.sur_mun), str(f.plump),
                    str(f.tjock), str(f.rt), "" if rate is None else percent(rate, 1),
                    str(f.rollers) if f.recorded == f.matches else f"{f.rollers}/{f.recorded}",
                    "" if f.average_total is None else f"{f.average_total:.0f}",
                    str(f.best_total or ""), str(f.best_round or ""),
                    f"{round(f.win_rate * 100)} %",
                ]  # fmt: skip
        else:
            headers = [
                self.tr("Season"), self.tr("Races"), self.tr("Wins"), self.tr("Win rate"),
                self.tr("Average place"), self.tr("Average turns"),
            ]  # fmt: skip

            def row(f: Figures, year: int | None) -> list[str]:
                place = f.average_place
                return [
                    str(f.matches), str(f.wins), f"{round(f.win_rate * 100)} %",
                    "" if place is None else number(place, 2),
                    "" if f.average_turns is None else number(f.average_turns, 1),
                ]  # fmt: skip

        lines = [(self.tr("All time"), overall, None), *((str(y), f, y) for y, f in seasons)]
        self.figures.clear()
        self.figures.setColumnCount(len(headers))
        self.figures.setHorizontalHeaderLabels(headers)
        self.figures.setRowCount(len(lines))
        for r, (label, figures, year) in enumerate(lines):
            for c, text in enumerate([label, *row(figures, year)]):
                item = QTableWidgetItem(text)
                if c:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                if r == 0:
                    bold = item.font()
                    bold.setBold(True)
                    item.setFont(bold)
                self.figures.setItem(r, c, item)

    def _fill_best(self) -> None:
        assert self.player_id is not None
        top, top_round = league_queries.player_best(self.store, self.player_id)
        self._best = {"match": top, "round": top_round}
        if top is None:  # none of the usual length yet (the best total compares like with like)
            self.best_match_button.setText(self.tr("&Best match: none yet"))
        else:
            self.best_match_button.setText(
                self.tr("&Best match: {total} on {day}").format(
                    total=top.points, day=f"{local_time(top.finished):%Y-%m-%d}"
                )
            )
        if top_round is None:
            self.best_round_button.setText(self.tr("Best &round: none yet"))
        else:
            self.best_round_button.setText(
                self.tr("Best &round: {points} on {day}").format(
                    points=top_round.points, day=f"{local_time(top_round.finished):%Y-%m-%d}"
                )
            )
        self.best_match_button.setEnabled(top is not None)
        self.best_round_button.setEnabled(top_round is not None)

    def _open_best(self, which: str) -> None:
        match = self._best.get(which)
        if match is None:
            return
        self.matchActivated.emit(match.match_id)
        if self.opens_protocols:
            from roller_desktop.ui.league.protocol_dialog import ProtocolDialog

            try:
                dialog = ProtocolDialog(self.store, match.match_id, self)
            except StoreError as error:  # a match that no longer replays: said, not opened
                from PySide6.QtWidgets import QMessageBox

                from roller_desktop.ui.common.messages import describe

                QMessageBox.warning(self, self.tr("Protocol"), describe(error))
                return
            dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            dialog.open()

    # ---- charts -----------------------------------------------------------------------------

    def _fill_charts(self, game: str) -> None:
        year = self.period()
        months = [(day, f) for day, f in monthly(self.tallies, game) if year in (None, day.year)]
        period = self.period_box.currentText()
        if game == "roller":
            self.totals_chart.setChart(
                line_chart(
                    self.tr("Average total per month"),
                    [(day, f.average_total) for day, f in months if f.average_total is not None],
                )
            )
            rates = []
            for m in self.round_months:
                rate = tjock_rate(m.counts)
                if m.game == game and year in (None, m.month.year) and rate is not None:
                    rates.append((m.month, 100 * rate))
            self.tjock_chart.setChart(
                line_chart(
                    self.tr("Tjock rate: tjock rounds per round played (%)"),
                    rates,
                    percentages=True,
                )
            )
            self.spread_counts = rounds_in(self.round_months, game, year)
            if year is None:  # its own words: no capital after the comma
                title = self.tr("Round results, all time")
            else:
                title = self.tr("Round results, {period}").format(period=period)
            self.spread_chart.setChart(
                bar_chart(
                    title,
                    spread_of(self.spread_counts),
                )
            )
        else:
            self.totals_chart.setChart(
                line_chart(
                    self.tr("Average turns per race, per month"),
                    [(day, f.average_turns) for day, f in months if f.average_turns is not None],
                )
            )
            self.tjock_chart.setChart(
                line_chart(
                    self.tr("Win rate per month (%)"),
                    [(day, 100 * f.win_rate) for day, f in months],
                    percentages=True,
                )
            )
            assert self.player_id is not None
            start, end = stats.season(year) if year is not None else (None, None)
            counts = league_queries.player_places(self.store, self.player_id, start, end)
            places = [(str(p), n) for p, n in sorted((p, n) for p, n in counts.items() if p)]
            if None in counts:
                places.append(("–", counts[None]))
            self.spread_chart.setChart(bar_chart(self.tr("Places"), places))

    def _fill_head_to_head(self) -> None:
        assert self.player_id is not None
        rows = stats.head_to_head_all(self.store, self.player_id)  # most matches first
        # Both games together (Roller by total, 105 by place), with the split shown.
        headers = [
            self.tr("Against"), self.tr("Together"), self.tr("Ahead"), self.tr("Behind"),
            self.tr("Level"), self.tr("Ahead %"), "Roller", "105",
        ]  # fmt: skip
        self.head_to_head.clear()
        self.head_to_head.setColumnCount(len(headers))
        self.head_to_head.setHorizontalHeaderLabels(headers)
        self.head_to_head.setRowCount(len(rows))
        for r, (name, h) in enumerate(rows):
            share = f"{round(100 * h.a_ahead / h.matches)} %"
            values = [name, str(h.matches), str(h.a_ahead), str(h.b_ahead), str(h.level), share]
            values += [str(h.roller_matches), str(h.races)]
            for c, text in enumerate(values):
                item = QTableWidgetItem(text)
                if c:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                self.head_to_head.setItem(r, c, item)


def _new_chart() -> QChart:
    """A chart in the window's light or dark palette (Qt Charts draws white otherwise)."""
    chart = QChart()
    locale = QLocale()  # 0,8 in Swedish and Norwegian, as i18n.number() writes it
    locale.setNumberOptions(QLocale.NumberOption.OmitGroupSeparator)
    chart.setLocale(locale)
    chart.setLocalizeNumbers(True)
    app = QApplication.instance()
    if isinstance(app, QApplication) and app.palette().window().color().lightness() < 128:
        chart.setTheme(QChart.ChartTheme.ChartThemeDark)
    return chart


def _month_index(day: date) -> int:
    return day.year * 12 + day.month - 1


def line_chart(
    title: str, points: Sequence[tuple[date, float]], percentages: bool = False
) -> QChart:
    """Values per month. The months are the axis's own steps, one label each (a time axis
    divides its range evenly and printed one month twice); `percentages`: values of 0 to 100,
    never a 0–1 axis under a "%" title."""
    chart = _new_chart()
    chart.setTitle(title)
    chart.legend().hide()
    chart.setMargins(QMargins(4, 4, 4, 4))
    series = QLineSeries()
    series.setPointsVisible(True)
    for day, value in points:
        series.append(float(_month_index(day)), float(value))
    chart.addSeries(series)
    x_axis = QCategoryAxis()
    x_axis.setLabelsPosition(QCategoryAxis.AxisLabelsPosition.AxisLabelsPositionOnValue)
    if points:
        first = min(_month_index(day) for day, _ in points)
        last = max(_month_index(day) for day, _ in points)
        step = max(1, -(-(last - first) // 6))  # at most seven labels, whole months apart
        for month in range(first, last + 1, step):
            x_axis.append(f"{month // 12}-{month % 12 + 1:02d}", float(month))
        x_axis.setRange(first - 0.5, last + 0.5)
    else:  # nothing to draw: no months on the axis
        x_axis.setRange(0.0, 1.0)
        x_axis.setLabelsVisible(False)
    y_axis = QValueAxis()
    values = [v for _, v in points] or [0.0]
    top = max(values) * 1.1 or 1.0
    if percentages:
        top = min(100.0, max(10.0, top))
    y_axis.setLabelFormat("%.0f" if top >= 10 else "%.1f")
    y_axis.setRange(0, top)
    y_axis.applyNiceNumbers()
    chart.addAxis(x_axis, Qt.AlignmentFlag.AlignBottom)
    chart.addAxis(y_axis, Qt.AlignmentFlag.AlignLeft)
    series.attachAxis(x_axis)
    series.attachAxis(y_axis)
    return chart


def bar_chart(title: str, counts: list[tuple[str, int]]) -> QChart:
    chart = _new_chart()
    chart.setTitle(title)
    chart.legend().hide()
    chart.setMargins(QMargins(4, 4, 4, 4))
    bars = QBarSet(title)
    for _, count in counts:
        bars.append(float(count))
    series = QBarSeries()
    series.append(bars)
    chart.addSeries(series)
    x_axis = QBarCategoryAxis()
    x_axis.append([label for label, _ in counts])
    y_axis = QValueAxis()
    y_axis.setLabelFormat("%.0f")
    highest = max([c for _, c in counts] or [0])
    y_axis.setRange(0, max(highest * 1.1, 4.0))
    y_axis.applyNiceNumbers()
    chart.addAxis(x_axis, Qt.AlignmentFlag.AlignBottom)
    chart.addAxis(y_axis, Qt.AlignmentFlag.AlignLeft)
    series.attachAxis(x_axis)
    series.attachAxis(y_axis)
    return chart

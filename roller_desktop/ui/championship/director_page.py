"""The director's view of a championship (issue #16): which championship, its round's tables
with their players in seat order and whether each has played, the standings as they stand,
and the director's actions: a new championship, the round's papers as a PDF, a table's file
(for a laptop at the table: the league file with the championship and its draw), the room's
standings on a projector, the final table seated.

The figures are read again every few seconds while the page is shown: on a shared league
(PostgreSQL) the tables' laptops store their matches themselves.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QItemSelectionModel, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QFontMetricsF, QKeySequence, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMenu,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from roller_desktop.championship.draw import Judged, Table
from roller_desktop.championship.standings import Standing
from roller_desktop.store import championships
from roller_desktop.store.errors import ServerUnavailable, StoreError
from roller_desktop.store.league_store import LeagueStore
from roller_desktop.ui.championship.compact import ButtonFlow, Summary, wrapped
from roller_desktop.ui.championship.entrants import repeats_text
from roller_desktop.ui.championship.keys import (
    LUCK_AND_SKILL_KEY,
    NEW_CHAMPIONSHIP_KEY,
    TABLE_FILE_KEY,
)
from roller_desktop.ui.championship.pair import MIN_ROWS, TablesPair, fill, make_table
from roller_desktop.ui.championship.projector import ProjectorState, ProjectorView
from roller_desktop.ui.common.i18n import name_order
from roller_desktop.ui.common.messages import describe
from roller_desktop.ui.common.widgets import FitButton
from roller_desktop.ui.league.browse_pages import BrowsePage
from roller_desktop.ui.printing.championship_papers import heading_of

READ_AGAIN_MS = 5000
# Fewer of the round's rows than this in sight: the page gives up its heading's line.
SHORT_PAGE_ROWS = 5
# The page's height the buttons may take before the rarer actions go into More's menu
BUTTONS_SHARE = 0.25
WHOLE_LINES = 12  # the summary's lines at most: more than any of its texts takes at 1024 px
# After a failed read (a table's laptop whose server, the director's laptop, sleeps or has
# left the network) the view tries less often: each try may take the driver's connect
# timeout, and the window must stay usable meanwhile.
READ_AGAIN_AFTER_FAILURE_MS = 30000


def _tr(text: str) -> str:
    return QCoreApplication.translate("Director", text)


# A table with several matches (one set aside and played again; two laptops that started it
# at the same moment) shows the one that tells most: finished, else playing, else set aside.
_SHOWN_FIRST = {"finished": 0, "in_progress": 1}


def table_states(matches: Sequence[championships.TableMatch]) -> dict[tuple[int, int], str]:
    """The state shown of each (round, table) that has a match."""
    states: dict[tuple[int, int], str] = {}
    for m in matches:
        key = (m.round, m.table)
        shown = states.get(key)
        status = "void" if m.status == "abandoned" and m.reason == "void" else m.status
        if shown is None or _SHOWN_FIRST.get(status, 2) < _SHOWN_FIRST.get(shown, 2):
            states[key] = status
    return states


def in_name_order(standing: Sequence[Standing]) -> tuple[Standing, ...]:
    """The standings with the players who share a place in the window's name order (Åke
    after Zäta in Swedish, among the A's in English): the core lists them by code point."""
    return tuple(sorted(standing, key=lambda s: (s.rank, name_order(s.player))))


class DirectorView(QWidget):
    """The page's body: the championship chosen, its round and its standings. Enter (or a
    double click) on a table that has not played asks to play it on this laptop."""

    play_table = Signal(str, int, int, object)  # championship, round, table, seats
    refreshed = Signal()  # read again or another round shown: what applies may have changed

    def __init__(self, store: LeagueStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.projector: ProjectorView | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)  # the page's own
        top = QHBoxLayout()
        self.choice = QComboBox()
        self.choice.setAccessibleName(self.tr("Championship"))
        self.choice.currentIndexChanged.connect(lambda _: self.read())
        label = QLabel(self.tr("&Championship:"))
        label.setBuddy(self.choice)
        top.addWidget(label)
        top.addWidget(self.choice, 1)
        self.round_choice = QComboBox()
        # The qualifying rounds by the glossary's word, then the final, each named in the
        # list itself: a label "Round:" was a Roller round's word in Norwegian ("Runde: 1"),
        # and "Kvalifiseringsrunde/finale:" beside it left the championship's name cut at
        # the largest text.
        self.round_choice.setAccessibleName(self.tr("Round of the championship"))
        # as wide as its words whenever they come (the list is filled after the page shows)
        self.round_choice.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.round_choice.currentIndexChanged.connect(lambda _: self.show_round())
        top.addWidget(self.round_choice)
        layout.addLayout(top)
        # whole, in as many lines as it takes: cut to one line on a short page, the draw's
        # repeated meetings and a final's tie were left to a tooltip ("12 upprepade möt…")
        self.info = Summary(WHOLE_LINES)
        layout.addWidget(self.info)
        self.notice = Summary(2)  # what the director's last change did (stays over re-reads)
        self.notice.hide()
        layout.addWidget(self.notice)
        self.tables = make_table(
            [self.tr("Table"), self.tr("Players, seat 1 first"), self.tr("Match")],
            self.tr("The tables of the qualifying round"),
        )
        self.standings = make_table(
            [
                self.tr("Place"),
                self.tr("Player"),
                self.tr("Points"),
                self.tr("Matches"),
                self.tr("WW"),
                self.tr("W"),
                # the game's word in every language, short for the names' room at 1024 px;
                # the header's tip says it counts RT too
                "Tjock",
                self.tr("Best"),
            ],
            self.tr("Standings"),
        )
        tjock = self.standings.horizontalHeaderItem(6)
        if tjock is not None:
            tjock.setToolTip(self.tr("Tjock rounds: RT and Tjock together (fewer is better)"))
        self.tables.activated.connect(self.table_chosen)
        self.qualifying_rule = self.tr(
            "Points are the sum of a player's match totals over the qualifying rounds. Ties"
            " are broken by more WW, then more W, then fewer tjock rounds (RT and Tjock),"
            " then the best single match total."
        )
        self.rule = Summary(3)
        self.rule.setText(self.qualifying_rule)
        # Side by side where both show their names whole, else as two tabs (Ctrl+Tab).
        self.pair = TablesPair(
            self.tables,
            self.standings,
            self.rule,
            (self.tr("&Tables", "the round's tables, a tab"), self.tr("Sta&ndings", "a tab")),
        )
        layout.addWidget(self.pair, 1)
        self.empty = QLabel(
            self.tr("No championship yet: make one with New championship (Ctrl+Shift+N).")
        )
        layout.addWidget(self.empty)
        self.current: championships.Championship | None = None
        self.rounds: dict[int, tuple[Table, ...]] = {}
        # the final's tables once seated: (round, table), the final (0), then deciding rounds
        self.final: tuple[tuple[int, Table], ...] = ()
        self.decided: championships.FinalState | None = None  # once the final has played
        self.played: dict[tuple[int, int], str] = {}
        self.judged: Judged | None = None  # the draw's repeats and bounds
        self._followed: int | None = None  # the round in play at the last reading
        self._judged_key: object = None
        self.timer = QTimer(self)
        self.timer.setInterval(READ_AGAIN_MS)
        self.timer.timeout.connect(self.read_again)

    # ---- reading ------------------------------------------------------------------------

    def load(self, choose: str | None = None) -> None:
        """The championships of the league in the choice; `choose` (or the one chosen)
        shown."""
        wanted = choose or self.choice.currentText()
        try:
            names = championships.championship_names(self.store)
        except StoreError as error:  # a server away: said, and tried again by the timer
            self.read_failed(error)
            return
        self.choice.blockSignals(True)
        self.choice.clear()
        self.choice.addItems(names)
        if wanted in names:
            self.choice.setCurrentIndex(names.index(wanted))
        elif names:
            self.choice.setCurrentIndex(len(names) - 1)
        self.choice.blockSignals(False)
        self.read()

    def read_again(self) -> None:
        """The timer's: on a shared league a championship may have been made on another
        laptop since (a table's laptop opens the view before the director has drawn)."""
        try:
            names = championships.championship_names(self.store)
        except StoreError as error:  # one try a tick: each may take the connect timeout
            self.read_failed(error)
            return
        shown = [self.choice.itemText(i) for i in range(self.choice.count())]
        if names != shown:
            self.load()
        else:
            self.read()

    def read_failed(self, error: StoreError) -> None:
        """What is shown stays as last read; the view says why and tries less often."""
        if isinstance(error, ServerUnavailable):  # nothing was being changed: say so
            self.info.setText(
                self.tr(
                    "The league's database server cannot be reached just now: shown as last"
                    " read, and read again every 30 seconds."
                )
            )
        else:
            self.info.setText(describe(error))
        self.timer.setInterval(READ_AGAIN_AFTER_FAILURE_MS)

    def read(self) -> None:
        name = self.choice.currentText()
        self.empty.setVisible(not name)
        if not name:
            self.current = None
            self.info.clear()
            self.tables.setRowCount(0)
            self.standings.setRowCount(0)
            self.refreshed.emit()
            return
        try:
            found = championships.championship(self.store, name)
            rounds = championships.stored_rounds(self.store, name)
            played = table_states(championships.table_matches(self.store, name))
            decided = None
            if played.get((championships.FINAL, 1)) == "finished":
                # the final played: its result, and a deciding round seated when it is tied
                decided = championships.seat_final(self.store, name)
            final = championships.final_tables(self.store, name)
            standing, champion = championships.room_standings(self.store, name)
            begun = {r for r, _ in played if r > 0}
            key = (name, tuple(sorted(rounds.items())), tuple(sorted(begun)))
            if key != self._judged_key:  # read every few seconds: judged when it changed
                self.judged = championships.judge_draw(self.store, name)
                self._judged_key = key
        except StoreError as error:
            self.read_failed(error)
            return
        self.timer.setInterval(READ_AGAIN_MS)
        self.current, self.rounds, self.played = found, rounds, played
        self.final = final
        self.decided = decided
        self.info.setText(self.info_text(found))
        self._fill_rounds(found.rounds)
        self.show_round()
        self.show_standings(standing)
        final_rule = self.tr(
            "After the final: the champion first, then the finalists by their totals in the"
            " final, then every other player in the place of the standings."
        )  # the places are the final's now, not the points' (a small screen has no room for both)
        self.rule.setText(self.qualifying_rule if champion is None else final_rule)
        self.refreshed.emit()

    def info_text(self, found: championships.Championship) -> str:
        playing = sum(1 for e in found.entrants if e.playing)
        low, high = found.table_size
        size = str(low) if low == high else f"{low}–{high}"
        parts = [
            self.tr("%n players", "", playing),
            self.tr("%n qualifying rounds", "", found.rounds),
            self.tr("tables of %1").replace("%1", size),
            self.tr("final table of %n", "", found.final_size),
        ]
        days = heading_of(found.name, None, found.first_day, found.last_day).dates
        if days:
            parts.insert(0, days)
        if found.place:
            parts.insert(0, found.place)
        if found.duplicate_dice:
            parts.append(self.tr("duplicate dice"))
        if not found.counts_in_league:
            parts.append(self.tr("not counted in the league's season"))
        decided = self.decided
        # The final's outcome first: what the director looks for after the final.
        if decided is not None and decided.result is not None:
            if decided.result.champion is not None:
                parts.insert(0, self.tr("champion: %1").replace("%1", decided.result.champion))
            else:
                parts.insert(
                    0,
                    self.tr("tied in the final: %1 play deciding round %2 (one rond each)")
                    .replace("%1", ", ".join(decided.result.to_decide))
                    .replace("%2", str(decided.deciding_played + 1)),
                )
        if self.judged is not None and self.judged.repeats:
            # the draw could not avoid them (docs/championship.md): how many, and whether
            # fewer could be had, as `championship draw-preview` says it
            parts.append(repeats_text(self.judged))
        return " · ".join(parts)

    def _fill_rounds(self, count: int) -> None:
        """The qualifying rounds 1..count, and the final (round 0) once it is seated: its
        table is chosen and played from here like a round's."""
        chosen = self.round_choice.currentData()
        # The round in play, else the final, else the last: shown first, and followed when
        # it is over (as the room screen moves on), unless another round was chosen.
        now = self.in_play() or (championships.FINAL if self.final else count)
        follow = chosen is None or (chosen == self._followed and now != chosen)
        self._followed = now
        entries = count + bool(self.final)
        if not follow and self.round_choice.count() == entries:
            return  # as it is: refilled every few seconds, an open list would close
        self.round_choice.blockSignals(True)
        self.round_choice.clear()
        for number in range(1, count + 1):
            self.round_choice.addItem(
                self.tr("Qualifying round %1").replace("%1", str(number)), number
            )
        if self.final:
            self.round_choice.addItem(self.tr("Final"), championships.FINAL)
        if follow:
            chosen = now
        index = self.round_choice.findData(chosen)
        self.round_choice.setCurrentIndex(max(0, index))
        self.round_choice.blockSignals(False)

    def in_play(self) -> int | None:
        """The first round with a table still to play (None when every table has played)."""
        for number, tables in sorted(self.rounds.items()):
            if any(self.played.get((number, t.number)) != "finished" for t in tables):
                return number
        return None

    def chosen_round(self) -> int:
        data = self.round_choice.currentData()
        return int(data) if data is not None else 1

    def tables_of(self, number: int) -> tuple[tuple[int, Table], ...]:
        """The tables of round `number`, each with its round; of the final (0), its table once
        seated, then the deciding rounds of finalists tied for the highest total (rounds -1,
        -2, ..., one table each)."""
        if number == championships.FINAL:
            return self.final
        return tuple((number, t) for t in self.rounds.get(number, ()))

    def show_round(self) -> None:
        number = self.chosen_round()
        tables = self.tables_of(number)
        rows: list[list[tuple[str, bool]]] = []
        for round_, table in tables:
            status = self.played.get((round_, table.number))
            shown = {
                None: self.tr("to play"),
                "in_progress": self.tr("playing"),
                "finished": self.tr("played"),
                "abandoned": self.tr("set aside"),
                "void": self.tr("void: to play again"),
            }.get(status, status or "")
            label = (
                self.tr("deciding %1").replace("%1", str(-round_))
                if round_ < 0
                else str(table.number)
            )
            rows.append([(label, True), (", ".join(table.seats), False), (shown, False)])
        fill(self.tables, rows)
        self.arrange()
        if tables and not self.tables.currentIndex().isValid():  # Enter plays a table at once,
            self.tables.selectionModel().setCurrentIndex(  # also when the draw came later
                self.tables.model().index(0, 0), QItemSelectionModel.SelectionFlag.NoUpdate
            )
        self.refreshed.emit()

    def play_chosen(self) -> None:
        """The chosen table played (or its match resumed) here: Enter, and the menu's entry."""
        self.table_chosen(self.tables.currentIndex())

    def table_chosen(self, index: Any) -> None:
        if self.current is None:
            return
        number = self.chosen_round()
        tables = self.tables_of(number)
        if not 0 <= index.row() < len(tables):
            return
        round_, table = tables[index.row()]
        if self.played.get((round_, table.number)) == "finished":
            said = (
                self.tr("The final has its finished match.")
                if round_ == championships.FINAL
                else self.tr("This deciding round has its finished match.")
                if round_ < 0
                else self.tr("Table %1 of qualifying round %2 has its finished match.")
                .replace("%1", str(table.number))
                .replace("%2", str(number))
            )
            how = self.tr(
                "To void it (a match played with dice) or correct a result kept by hand: the"
                " match history (Ctrl+H), then Ctrl+Del or Ctrl+K. A table voided can be played"
                " again from here."
            )
            QMessageBox.information(self, self.tr("The table has played"), f"{said}\n\n{how}")
            return
        self.play_table.emit(self.current.name, round_, table.number, table.seats)

    def show_standings(self, standing: Sequence[Standing]) -> None:
        standing = in_name_order(standing)
        rows = [
            [
                (f"{s.rank}.", True),
                (s.player, False),
                (str(s.points), True),
                (str(s.matches), True),
                (str(s.ww) if s.ww else "", True),
                (str(s.w) if s.w else "", True),
                (str(s.tjock), True),
                ("" if s.best is None else str(s.best), True),
            ]
            for s in standing
        ]
        fill(self.standings, rows)
        self.arrange()

    def arrange(self) -> None:
        """The tables side by side or as tabs, for the present width and text size."""
        self.pair.arrange()

    def say(self, text: str) -> None:
        """What the director's last change did, under the summary (until the next)."""
        self.notice.setText(text)
        self.notice.setVisible(bool(text))

    # ---- the room -----------------------------------------------------------------------

    def room_state(self) -> ProjectorState:
        """What the projector shows, read afresh (it calls this every few seconds)."""
        name = self.choice.currentText()
        found = championships.championship(self.store, name)
        to_play = championships.tables_to_play(self.store, name)
        round_in_play = to_play[0][0] if to_play else None
        playing = tuple(t for r, t in to_play if r == round_in_play)
        # after the final, everyone's place in the championship, the champion first
        ranked, champion = championships.room_standings(self.store, name)
        standing = in_name_order(ranked)
        # The final seated and without its finished match: the room is told it is playing.
        final_tables = championships.final_tables(self.store, name)
        finished = {
            (m.round, m.table)
            for m in championships.table_matches(self.store, name)
            if m.round <= championships.FINAL and m.status == "finished"
        }  # the final, or a deciding round of it, still to play:
        final = any((r, t.number) not in finished for r, t in final_tables)
        return ProjectorState(found.name, round_in_play, playing, standing, final, champion)

    def open_projector(self) -> None:
        if self.current is None:
            return
        if self.projector is not None:
            self.projector.close()
            self.projector.deleteLater()
        self.projector = ProjectorView(self.room_state)
        screen = self.screen()
        if screen is not None:  # the screen this window is on (without a window manager too)
            self.projector.setGeometry(screen.geometry())
        self.projector.showFullScreen()
        self.projector.activateWindow()
        self.projector.setFocus()

    # ---- papers -------------------------------------------------------------------------

    def save_papers(self) -> None:
        """The chosen round's papers (seating by name and by table, a card and a protocol
        sheet for each table) as one PDF."""
        if self.current is None:
            return
        from roller_desktop.ui.printing.championship_papers import (
            heading_of,
            round_with_protocols,
            sheet_day,
        )
        from roller_desktop.ui.printing.sheets import write_pdf_pages

        number = self.chosen_round()
        # the final's table too (round 0; its deciding rounds are played from the view)
        tables = tuple(t for r, t in self.tables_of(number) if r == number)
        final = number == championships.FINAL
        label = self.tr("final", "a file's name: the final's papers") if final else str(number)
        default = f"{self.current.name} {label}.pdf".replace("/", "-")
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save the round's papers"), default, self.tr("PDF files (*.pdf)")
        )
        if not path:
            return
        made = self.current
        homes = {e.name: e.home_town for e in made.entrants if e.home_town}
        rounds = int(made.rules.get("rounds", 15))
        day = sheet_day(made.first_day, made.last_day)
        sheets = round_with_protocols(
            heading_of(made.name, made.place, made.first_day, made.last_day),
            number,
            tables,
            homes,
            rounds,
            day,
        )
        try:
            write_pdf_pages(sheets, Path(path))
        except OSError as error:
            QMessageBox.warning(self, self.tr("Save the round's papers"), describe(error))
            return
        said = (
            self.tr("The final's papers are in %2.")
            if final
            else self.tr("The papers of qualifying round %1 are in %2.").replace("%1", str(number))
        )
        self.say(said.replace("%2", str(path)))

    def standings_sheet(self) -> Any:
        if self.current is None:
            return None
        from roller_desktop.championship.standings import Place, championship_places
        from roller_desktop.ui.printing.championship_papers import final_standings, heading_of

        name = self.current.name
        try:
            qualifying = championships.standings(self.store, name)
            places: tuple[Place, ...] = tuple(Place(s.rank, s.player, None, s) for s in qualifying)
            decided = False
            played = championships.table_matches(self.store, name)
            if any(m.round == championships.FINAL and m.status == "finished" for m in played):
                final = championships.seat_final(self.store, name)  # seated: reads only
                if final.result is not None and final.result.champion is not None:
                    places = championship_places(qualifying, final.result)
                    decided = True
        except StoreError as error:
            QMessageBox.warning(self, self.tr("The standings"), describe(error))
            return None
        homes = {e.name: e.home_town for e in self.current.entrants if e.home_town}
        rules = [self.rule.text()]
        made = self.current
        heading = heading_of(name, made.place, made.first_day, made.last_day)
        return final_standings(heading, places, homes, rules, final=decided)

    def luck_and_skill(self) -> Any:
        """Luck and skill…: the coach's books of every finished match, summed per player (a
        worker with a progress bar: seconds a match), in the print preview."""
        if self.current is None:
            return None
        from roller_desktop.play.championship_books import report
        from roller_desktop.ui.common.background import ProgressBar
        from roller_desktop.ui.printing.coach_report import report_sheet
        from roller_desktop.ui.printing.preview import show_print_preview

        store, name = self.store, self.current.name
        bar = ProgressBar(self.tr("Working out the luck and skill of every match…"), self)
        try:
            books = bar.run(lambda told: report(store, name, told))
        except StoreError as error:
            QMessageBox.warning(self, self.tr("Luck and skill"), describe(error))
            return None
        finally:
            bar.close()
        sheet = report_sheet(books)
        show_print_preview(sheet, self)
        return sheet

    # ---- a table's file -----------------------------------------------------------------

    def save_table_file(self) -> Path | None:
        """The chosen table's file (the whole round's when no table is chosen): the league
        file of its matches, with the championship, its players and its stored draw, for the
        table's laptop to import (File → Import league…) and play it as "round K, table T";
        that laptop's league file brings the match back linked to its table."""
        if self.current is None:
            return None
        from roller_desktop.store.exchange import Selection, export_file

        number = self.chosen_round()
        final = number == championships.FINAL
        row = self.tables.currentRow()
        if final:  # its one table, or a deciding round: the final's file carries them all
            table = None
            word = self.tr("final", "a file's name: the final's papers")
            default = f"{self.current.name} {word}.json"
        else:
            tables = self.rounds.get(number, ())
            table = tables[row].number if 0 <= row < len(tables) else None
            if table is None:
                default = self.tr("%1 round %2.json").replace("%1", self.current.name)
            else:
                default = (
                    self.tr("%1 round %2 table %3.json")
                    .replace("%1", self.current.name)
                    .replace("%3", str(table))
                )
            default = default.replace("%2", str(number))
        default = default.replace("/", "-")
        title = self.tr("Save the table's file")
        path, _ = QFileDialog.getSaveFileName(
            self, title, default, self.tr("League files (*.json)")
        )
        if not path:
            return None
        try:
            matches, players, key = championships.export_selection(
                self.store, self.current.name, number, table
            )
            export_file(
                self.store, Path(path), selection=Selection(matches, players, frozenset({key}))
            )
        except (OSError, StoreError) as error:
            QMessageBox.warning(self, title, describe(error))
            return None
        if final:  # the final by its name, not as "round 0"
            said = self.tr("The final's file is in %1.").replace("%1", path)
        else:
            said = (
                self.tr("The file of qualifying round %1 is in %3.")
                if table is None
                else self.tr("The file of qualifying round %1, table %2 is in %3.").replace(
                    "%2", str(table)
                )
            )
            said = said.replace("%1", str(number)).replace("%3", path)
        # A message of its own (the line above the tables is read again every few seconds).
        QMessageBox.information(
            self,
            title,
            said + "\n\n" + self.tr("Import it on the table's laptop with File → Import league…"),
        )
        return Path(path)

    # ---- the final ----------------------------------------------------------------------

    def late_arrival(self) -> None:
        """Ins: a late arrival registered from the first round not begun (drawn again)."""
        if self.current is None:
            return
        from roller_desktop.ui.championship.entrants import LateArrivalDialog

        dialog = LateArrivalDialog(self.store, self.current.name, self)
        if dialog.exec() and dialog.redraw is not None:
            said = dialog.joined()
            self.read()
            self.say(said)

    def withdraw(self) -> None:
        """Del: the player chosen in the standings (or another) leaves; the rounds not begun
        are drawn again without them."""
        if self.current is None:
            return
        from roller_desktop.ui.championship.entrants import withdraw

        playing = sorted((e.name for e in self.current.entrants if e.playing), key=name_order)
        row = self.standings.currentRow()
        item = self.standings.item(row, 1) if row >= 0 else None
        said = withdraw(self, self.store, self.current.name, playing, item.text() if item else "")
        if said is not None:
            self.read()
            self.say(said)

    def seat_final(self) -> None:
        if self.current is None:
            return
        try:
            state = championships.seat_final(self.store, self.current.name)
        except StoreError as error:
            QMessageBox.information(self, self.tr("The final table"), describe(error))
            return
        seats = "\n".join(f"{n}. {name}" for n, name in enumerate(state.table.seats, start=1))
        QMessageBox.information(
            self,
            self.tr("The final table"),
            self.tr("The final table, seat 1 first:\n%1").replace("%1", seats),
        )
        self.read()
        # The final shown at once, its table ready to play (Enter or a double click).
        self.round_choice.setCurrentIndex(self.round_choice.findData(championships.FINAL))


class DirectorPage(BrowsePage):
    """League → Championship… (Ctrl+Shift+C): the director's view, Back [Esc]."""

    made = Signal()
    play_table = Signal(str, int, int, object)

    def __init__(self, store: LeagueStore, parent: QWidget | None = None) -> None:
        super().__init__(_tr("Championship"), parent)
        self.store = store
        self.view = DirectorView(store)
        self.view.play_table.connect(self.play_table)
        self.body.addWidget(self.view, 1)
        # Every button of the page, Back first, in as few rows as their words allow: a row
        # per button at the largest text left the round's tables a row and a half.
        self.flow = ButtonFlow()
        self.bottom.removeWidget(self.back_button)
        while self.bottom.count():  # the row's stretch: the flow fills the row itself
            self.bottom.takeAt(0)
        self.flow.add(self.back_button)
        self.bottom.addWidget(self.flow, 1)
        # The actions of a round stay buttons; the rarer ones go into More's menu (with their
        # keys beside them) where all would take more than BUTTONS_SHARE of the page.
        self.spare: list[tuple[QPushButton, QAction]] = []
        # Every action by name (director_actions.ACTIONS) with its key as shown: the main
        # window's Championship menu lists them, enabled where they apply, as the buttons.
        self.entries: dict[str, tuple[QAction, str, QPushButton | None]] = {}
        play = QAction(_tr("Play the chosen table…"), self)
        play.triggered.connect(lambda _=False: self.view.play_chosen())
        enter = QKeySequence("Return").toString(QKeySequence.SequenceFormat.NativeText)
        self.entries["play"] = (play, enter, None)  # Enter on the tables: their own key
        self._key("papers", _tr("Round's papers as PDF…"), "Ctrl+S", self.view.save_papers)
        self._key("room", _tr("Standings for the room"), "F5", self.view.open_projector)
        self._key("late", _tr("Late arrival…"), "Ins", self.view.late_arrival, spare=True)
        self._key("withdraw", _tr("Withdraw…"), "Del", self.view.withdraw, spare=True)
        self._key(
            "file", _tr("Table's file…"), TABLE_FILE_KEY, self.view.save_table_file, spare=True
        )
        self._key("final", _tr("Seat the final"), "Ctrl+F", self.view.seat_final)
        luck = self.view.luck_and_skill
        self._key("luck", _tr("Luck and skill…"), LUCK_AND_SKILL_KEY, luck, spare=True)
        new = self.new_championship
        self._key("new", _tr("New championship…"), NEW_CHAMPIONSHIP_KEY, new, spare=True)
        self.view.refreshed.connect(self.update_actions)
        self.view.tables.selectionModel().currentChanged.connect(lambda *_: self.update_actions())
        self.update_actions()
        self.more_menu = QMenu(self)
        self.more_menu.setAccessibleName(_tr("More actions"))
        self.more = FitButton(_tr("More…"))
        self.more.setAccessibleName(_tr("More actions"))
        self.more.setToolTip(_tr("The page's other actions, each with its key"))
        self.more.setAutoDefault(False)
        self.more.setMenu(self.more_menu)
        self.more.setHidden(True)
        self.flow.add(self.more)

    def _key(
        self, name: str, text: str, key: str, slot: Callable[[], Any], spare: bool = False
    ) -> None:
        action = QAction(text, self)
        action.setShortcut(QKeySequence(key))
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        action.triggered.connect(lambda _=False: self._then_tables(slot))
        self.addAction(action)
        shown = QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText)
        button = FitButton(f"{text} [{shown}]")
        button.setAccessibleName(text.replace("&", ""))
        button.setAutoDefault(False)
        button.clicked.connect(lambda _=False: action.trigger())
        self.flow.add(button)
        self.entries[name] = (action, shown, button)
        if spare:
            self.spare.append((button, action))

    def update_actions(self) -> None:
        """The actions (their keys, buttons and entries in menus) enabled where they apply."""
        from roller_desktop.ui.championship.director_actions import applying

        for name, on in applying(self.view).items():
            action, _, button = self.entries[name]
            action.setEnabled(on)
            if button is not None:
                button.setEnabled(on)

    def apply_fonts(self) -> None:
        super().apply_fonts()
        if hasattr(self, "view"):  # BrowsePage's own __init__ calls this before the view
            self.view.arrange()
            self.fold()
            self.flow.arrange()
            self.fit_height()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fold()
        self.fit_height()

    def fold(self) -> None:
        """Every button where they take at most BUTTONS_SHARE of the page, else the spare ones
        in More's menu:
        at the largest text on a small screen four rows of buttons left the round's tables a
        row and a half (a desktop font of 11 pt). Their keys answer either way."""
        if not hasattr(self, "more"):  # resized while it is made
            return
        margins = self.layout_.contentsMargins()
        width = max(1, self.width() - margins.left() - margins.right())
        shown = {button: not button.isHidden() for button, _ in self.spare}
        for button, _ in self.spare:
            button.setHidden(False)
        self.more.setHidden(True)
        folded = self.flow.heightForWidth(width) > self.height() * BUTTONS_SHARE
        for button, _ in self.spare:
            button.setHidden(folded)
        self.more.setHidden(not folded)
        if folded and not self.more_menu.actions():
            self.more_menu.addActions([action for _, action in self.spare])
        elif not folded:
            self.more_menu.clear()
        if any(shown[button] != (not button.isHidden()) for button in shown):
            self.flow.arrange()

    def fit_height(self) -> None:
        """On a short page (a small screen at a large text) the round's rows come first: the
        heading gives up its line (the championship's box names the page), and the summary
        keeps its whole text while the tables keep three rows (past that its last line ends
        in "…", whole in its tooltip)."""
        view = self.view
        margins = self.layout_.contentsMargins()
        width = max(1, self.width() - margins.left() - margins.right())
        row = QFontMetricsF(view.tables.font()).lineSpacing() + 8
        line = QFontMetricsF(view.info.font()).lineSpacing()
        tabs = view.pair.tabs.tabBar().sizeHint().height() if view.pair.tabbed() else 0
        whole = len(wrapped(view.info.text(), view.info, width, WHOLE_LINES)[0])
        others = (
            margins.top()
            + margins.bottom()
            + self.flow.heightForWidth(width)
            + view.choice.sizeHint().height()
            + view.tables.horizontalHeader().sizeHint().height()
            + tabs
            + 6 * max(0, self.layout_.spacing())
        )
        free = self.height() - others - whole * line
        if not view.pair.side_by_side():  # the rule under the standings, whole, takes rows too
            rule = wrapped(view.rule.text(), view.rule, width, WHOLE_LINES)[0]
            free -= len(rule) * QFontMetricsF(view.rule.font()).lineSpacing()
        tight = (free - self.heading.sizeHint().height()) / row < SHORT_PAGE_ROWS
        self.heading.setVisible(not tight)
        # under the standings in their tab, a line of their rule
        room = self.height() - others - MIN_ROWS * row - line
        view.info.set_most(max(1, min(WHOLE_LINES, int(room // line))) if tight else WHOLE_LINES)

    def _then_tables(self, slot: Callable[[], Any]) -> None:
        """An action, then the keyboard back on the tables (Enter plays the one chosen)."""
        slot()
        self.focus_first()

    def new_championship(self) -> None:
        from roller_desktop.ui.championship.new_championship import NewChampionshipDialog

        dialog = NewChampionshipDialog(self.store, self)
        if dialog.exec() and dialog.made is not None:
            self.view.load(dialog.made.name)
            self.made.emit()
        self.focus_first()

    def focus_first(self) -> None:
        """The tables get the keyboard with a current row, so Enter plays one at once."""
        tables = self.view.tables
        if tables.rowCount() and not tables.currentIndex().isValid():
            tables.setCurrentCell(0, 0)
        tables.setFocus()

    def print_sheet(self) -> Any:
        """Ctrl+P: the standings as a page to pin up; once the final is played, the final
        standings (the finalists by the final, the others by the qualifying standings)."""
        return self.view.standings_sheet()

    def nothing_to_print(self) -> str:
        return _tr("There is no championship to print yet.")

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.view.load()
        self.view.timer.start()

    def hideEvent(self, event: Any) -> None:
        self.view.timer.stop()
        super().hideEvent(event)

"""A new championship, as the director registers it (issue #16 item 1): its name and place,
its days, the players (one a line, "name" or "name;home town", typed or read from a file),
the qualifying rounds, the table size, the house rules of its matches (rounds, WW limit, the
forced throw after ROLLER), players to keep apart, the final table's size, and whether the
tables throw duplicate dice and its matches count in the league's season.

OK makes it and draws every qualifying round at once (store/championships.py); a refusal is
said in the dialog and nothing is made.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QDate, QEvent, Qt, QTimer
from PySide6.QtGui import QFontMetricsF, QGuiApplication, QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateEdit,
    QDialog,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from roller_desktop.championship.draw import parse_table_size
from roller_desktop.championship.errors import ChampionshipError
from roller_desktop.engine.roller import RollerRules
from roller_desktop.store import championships
from roller_desktop.store.errors import StoreError
from roller_desktop.store.league_store import LeagueStore
from roller_desktop.ui.common.background import ProgressBar
from roller_desktop.ui.common.date_words import date_words
from roller_desktop.ui.common.i18n import py_date
from roller_desktop.ui.common.messages import describe
from roller_desktop.ui.common.widgets import RefusalLabel, ok_cancel

TABLE_SIZES = ("3-5", "4", "3-4", "4-5", "3", "5")
PLAYERS_LINES = 5  # the players' box: a few names in sight while typing the list
APART_LINES = 3


class NewChampionshipDialog(QDialog):
    def __init__(self, store: LeagueStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.made: championships.Championship | None = None
        self.setWindowTitle(self.tr("New championship"))
        layout = QVBoxLayout(self)
        self.outer = layout
        form = QFormLayout()
        self.form = form
        self.name = QLineEdit()
        self.name.setPlaceholderText(self.tr("EM i Roller 2027"))
        form.addRow(self.tr("&Name:"), self.name)
        self.place = QLineEdit()
        form.addRow(self.tr("P&lace:"), self.place)
        self.players = QPlainTextEdit()
        self.players.setPlaceholderText(self.tr("One player a line: name, or name;home town"))
        self.players.setTabChangesFocus(True)
        self.players.setAccessibleName(self.tr("Players"))
        read = QPushButton(self.tr("Read a f&ile…"))
        read.setAutoDefault(False)
        read.clicked.connect(self.read_file)
        players_box = QVBoxLayout()
        players_box.addWidget(self.players)
        players_box.addWidget(read)
        players_label = QLabel(self.tr("&Players:"))
        players_label.setBuddy(self.players)
        form.addRow(players_label, players_box)
        days = QHBoxLayout()
        self.first_day = QDateEdit(QDate.currentDate())
        self.last_day = QDateEdit(QDate.currentDate())
        for edit, name in (
            (self.first_day, self.tr("First day")),
            (self.last_day, self.tr("Last day")),
        ):
            edit.setCalendarPopup(True)
            edit.setDisplayFormat(date_words().box_form())
            edit.setAccessibleName(name)
        days.addWidget(self.first_day)
        days.addWidget(QLabel("–"))
        days.addWidget(self.last_day)
        days.addStretch(1)
        days_label = QLabel(self.tr("Da&ys:"))
        days_label.setBuddy(self.first_day)
        form.addRow(days_label, days)
        self.rounds = QSpinBox()
        self.rounds.setRange(1, 12)
        self.rounds.setValue(championships.DEFAULT_ROUNDS)
        form.addRow(self.tr("Qualifying &rounds:"), self.rounds)
        self.table_size = QComboBox()
        for size in TABLE_SIZES:
            self.table_size.addItem(size.replace("-", "–"), size)
        form.addRow(self.tr("Players a &table:"), self.table_size)
        self.match_rounds = QSpinBox()
        self.match_rounds.setRange(1, 40)
        self.match_rounds.setValue(15)
        self.match_rounds.setAccessibleName(self.tr("Rounds a match"))
        self.ww = QSpinBox()
        self.ww.setRange(50, 100000)
        self.ww.setSingleStep(50)
        self.ww.setValue(RollerRules().ww_threshold)
        self.ww.setAccessibleName(self.tr("WW limit"))
        match_rules = QHBoxLayout()
        match_rules.addWidget(self.match_rounds)
        ww_label = QLabel(self.tr("WW limit (p&oints):"))
        ww_label.setBuddy(self.ww)
        match_rules.addWidget(ww_label)
        match_rules.addWidget(self.ww)
        match_rules.addStretch(1)
        rounds_label = QLabel(self.tr("Rounds a &match:"))
        rounds_label.setBuddy(self.match_rounds)
        form.addRow(rounds_label, match_rules)
        self.forced = QCheckBox(self.tr("For&ced throw after ROLLER by Stege or Alla lika"))
        self.forced.setChecked(RollerRules().forced_after_roller)
        form.addRow("", self.forced)
        self.final_size = QSpinBox()
        self.final_size.setRange(2, 8)
        self.final_size.setValue(4)
        form.addRow(self.tr("Players in the &final:"), self.final_size)
        self.apart = QPlainTextEdit()
        self.apart.setPlaceholderText(self.tr("Kept apart, a pair a line: Anna,Bo"))
        self.apart.setTabChangesFocus(True)
        self.apart.setAccessibleName(self.tr("Players kept apart"))
        form.addRow(self.tr("Kept &apart:"), self.apart)
        options = QHBoxLayout()
        self.duplicate = QCheckBox(self.tr("&Duplicate dice"))
        self.duplicate.setToolTip(
            self.tr("Every table of a round throws the same dice (the program's dice only).")
        )
        self.counts = QCheckBox(self.tr("Counts in the league's &season"))
        self.counts.setChecked(True)
        options.addWidget(self.duplicate)
        options.addWidget(self.counts)
        form.addRow("", options)
        # The form scrolls at the largest text on a low screen; OK and Cancel stay in sight.
        page = QWidget()
        page.setLayout(form)
        scroll = QScrollArea()
        scroll.setWidget(page)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)
        # The scroll area itself takes no focus: the dialog opens with the name to type.
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        layout.addWidget(scroll, 1)
        self.form_scroll = scroll
        self._fit_width()
        self.refusal = RefusalLabel()
        layout.addWidget(self.refusal)
        layout.addWidget(ok_cancel(self, self.tr("Make and dra&w"), self.make))
        self.resize(560, 600)

    def _fit_width(self) -> None:
        """As wide as the form needs (it scrolls only up and down), within the screen: where
        labels beside their fields would be wider, each label goes above its field (at the
        largest text the fields ran under the scroll bar, cut at the right). The boxes to type
        in show their lines: the players five, the pairs three."""
        page = self.form_scroll.widget()
        if page is None:
            return
        line = QFontMetricsF(self.players.font()).lineSpacing()
        frame = 2 * self.players.frameWidth() + 8
        self.players.setMinimumHeight(int(PLAYERS_LINES * line + frame))
        self.apart.setFixedHeight(int(APART_LINES * line + frame))
        style = self.form_scroll.style()
        bar = style.pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, self.form_scroll)
        margins = self.outer.contentsMargins()
        aside = margins.left() + margins.right()
        screen = self.screen() or QGuiApplication.primaryScreen()
        room = screen.availableGeometry().width() - 16 if screen is not None else 10**6
        self.form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.DontWrapRows)
        self.form.invalidate()
        if page.minimumSizeHint().width() + bar + 4 + aside > room:
            self.form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows)
            self.form.invalidate()
        self.form_scroll.setMinimumWidth(page.minimumSizeHint().width() + bar + 4)
        if self.isVisible():
            self._keep_on_screen()

    def _keep_on_screen(self) -> None:
        """Wholly on the screen: grown wider after it was placed (the larger text arrives
        after the dialog is shown), it ran off the right edge with no window manager."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is None:  # no screen at all: Qt returns null, where the stub says it cannot
            return  # type: ignore[unreachable]
        free = screen.availableGeometry()
        if self.width() < self.minimumSizeHint().width():
            self.resize(min(self.minimumSizeHint().width(), free.width()), self.height())
        frame = self.frameGeometry()
        x = max(free.left(), min(frame.left(), free.right() + 1 - frame.width()))
        y = max(free.top(), min(frame.top(), free.bottom() + 1 - frame.height()))
        if (x, y) != (frame.left(), frame.top()):
            self.move(x, y)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fit_width()

    def wanted_width(self) -> int:
        """The width the dialog asks for (the layout audit opens it so)."""
        return self.minimumSizeHint().width()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange and hasattr(self, "form_scroll"):
            # the fields take the new type after the dialog hears of it
            QTimer.singleShot(0, self._fit_width)

    def read_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Players file"), "", self.tr("Text files (*.txt *.csv);;All files (*)")
        )
        if not path:
            return
        try:
            text = Path(path).read_text(encoding="utf-8-sig")
        except UnicodeDecodeError:
            self.refusal.setText(self.tr("The file is not UTF-8 text."))
            return
        except OSError as error:
            self.refusal.setText(describe(error))
            return
        self.players.setPlainText(text)

    def entries(self) -> list[tuple[str, str | None]]:
        """The players typed: (name, home town); blank lines skipped."""
        found: list[tuple[str, str | None]] = []
        for line in self.players.toPlainText().splitlines():
            name, _, town = line.partition(";")
            if name.strip():
                found.append((name.strip(), town.strip() or None))
        return found

    def pairs(self) -> list[tuple[str, str]] | None:
        pairs: list[tuple[str, str]] = []
        for line in self.apart.toPlainText().splitlines():
            if not line.strip():
                continue
            parts = [part.strip() for part in line.split(",")]
            if len(parts) != 2 or not all(parts):
                self.refusal.setText(
                    self.tr("A pair kept apart is two names with a comma between: %1").replace(
                        "%1", line.strip()
                    )
                )
                return None
            pairs.append((parts[0], parts[1]))
        return pairs

    def make(self) -> None:
        players = self.entries()
        if len(players) < 2:
            self.refusal.setText(self.tr("A championship needs at least two players."))
            self.players.setFocus()
            return
        apart = self.pairs()
        if apart is None:
            return
        name, place = self.name.text(), self.place.text() or None
        rounds, final_size = self.rounds.value(), self.final_size.value()
        table_size = parse_table_size(str(self.table_size.currentData()))
        duplicate, counts = self.duplicate.isChecked(), self.counts.isChecked()
        first_day, last_day = py_date(self.first_day.date()), py_date(self.last_day.date())
        rules = {
            "rounds": self.match_rounds.value(),
            "ww_threshold": self.ww.value(),
            "forced_after_roller": self.forced.isChecked(),
        }

        def make_and_draw(_report: object) -> championships.Championship:
            return championships.create_championship(
                self.store,
                name,
                players,
                rounds=rounds,
                table_size=table_size,
                apart=apart,
                final_size=final_size,
                place=place,
                duplicate_dice=duplicate,
                counts_in_league=counts,
                first_day=first_day,
                last_day=last_day,
                rules=rules,
            )

        # The draw takes up to half a second for some fields (benchmarks/bench_draw.py): in
        # a worker, with the window drawn meanwhile.
        progress = ProgressBar(self.tr("Drawing the qualifying rounds…"), self)
        try:
            self.made = progress.run(make_and_draw)
        except (StoreError, ChampionshipError) as error:
            self.refusal.setText(describe(error))
            return
        finally:
            progress.close()
        self.accept()

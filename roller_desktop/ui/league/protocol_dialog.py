"""A stored match's protocol, read-only: the printed page on screen, place and note, printing.

The page shown is the very sheet that prints (printing.sheet_for_match). A finished match can
get a place and a note; a finished match kept by hand can be corrected (Correct…, Ctrl+K: the
correction dialog; the corrections are listed beside the page); a played match's events never
change. `ProtocolView` is the protocol as a widget
(the window shows it as a page of its own, reached from the match history and the player
page); `ProtocolDialog` is the same in a dialog with a Close button.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QAction, QImage, QKeySequence, QPixmap, QResizeEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStyle,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from roller_desktop.play.league_changes import LeagueChanges
from roller_desktop.store.errors import StoreError
from roller_desktop.store.games import replay_to_show
from roller_desktop.store.league_store import LeagueStore
from roller_desktop.ui.common.messages import describe
from roller_desktop.ui.common.widgets import resize_within_screen, scrolls_sideways
from roller_desktop.ui.play.match_analysis import AnalysisPanel, for_match
from roller_desktop.ui.printing import sheets as printing

MAX_PLACE = 200
PAGE_DIGITS = 1.25  # the page's digits against the window's text, as the play screen's cells


class ProtocolView(QWidget):
    corrected = Signal(object)  # LeagueChanges: the match was corrected here

    def __init__(self, store: LeagueStore, match_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.match_id = match_id
        self.page = QLabel()
        self.page.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._image: QImage | None = None
        self._dpi = 110
        self.scroll_area = scroll = QScrollArea()
        scroll.setWidget(self.page)
        scroll.setWidgetResizable(True)
        # The page scrolls sideways too: its digits are never smaller than in play.
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        scrolls_sideways(scroll)
        scroll.viewport().installEventFilter(self)  # the page follows the width it is given

        self.place_edit = QLineEdit()
        self.place_edit.setMaxLength(MAX_PLACE)
        self.note_edit = QPlainTextEdit()
        self.note_edit.setMaximumHeight(90)
        self.save_button = QPushButton(self.tr("&Save place and note"))
        self.save_button.clicked.connect(self.save_place_and_note)
        self.status = QLabel()
        # A match kept by hand is corrected in its own dialog; the corrections show here.
        self.correct_button = QPushButton(self.tr("&Correct… [Ctrl+K]"))
        self.correct_button.setAccessibleName(self.tr("Correct…"))
        self.correct_button.clicked.connect(self.correct)
        self.correct_action = QAction(self.tr("Correct…"), self)
        self.correct_action.setShortcut(QKeySequence("Ctrl+K"))
        self.correct_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.correct_action.triggered.connect(lambda _=False: self.correct())
        self.addAction(self.correct_action)
        self.corrections_label = QLabel()
        self.corrections_label.setWordWrap(True)
        self.corrections_label.setTextFormat(Qt.TextFormat.PlainText)
        self.corrections_label.setAccessibleName(self.tr("Corrections"))
        form = QFormLayout()
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows)  # a narrow side column
        form.addRow(self.tr("Pl&ace"), self.place_edit)
        form.addRow(self.tr("&Note"), self.note_edit)

        self.analysis_panel = AnalysisPanel()  # given away, luck and hints (Roller)
        self.analysis_check = QCheckBox(self.tr("Anal&ysis on the page"))
        self.analysis_check.setToolTip(self.tr("Print each player's analysis with the protocol"))
        self.analysis_check.toggled.connect(lambda _on: self.show_page())
        self.print_button = print_button = QPushButton(self.tr("Print… [Ctrl+P]"))
        pdf_button = QPushButton(self.tr("Save as P&DF…"))
        print_button.clicked.connect(self.print_page)
        pdf_button.clicked.connect(self.save_pdf)
        self.status.setWordWrap(True)
        # One button a row: side by side at the largest text they made the side column
        # scroll sideways, "Save as PDF" out of sight at its right (also the analysis).
        saving = QVBoxLayout()
        saving.addWidget(self.save_button)
        saving.addWidget(self.correct_button)
        self.buttons = buttons = QVBoxLayout()  # printing (and a dialog's Close)
        buttons.addWidget(print_button)
        buttons.addWidget(pdf_button)

        # The page on the left, as tall as the window allows (it is what a person came
        # for); the analysis, place and note, and the buttons beside it.
        side = QVBoxLayout()
        side.addWidget(self.analysis_panel)
        side.addWidget(self.analysis_check)
        side.addLayout(form)
        side.addLayout(saving)
        side.addWidget(self.status)
        side.addWidget(self.corrections_label)
        side.addStretch(1)
        side.addLayout(buttons)
        # The side scrolls up and down, never sideways: it is as wide as its widest button
        # or word needs (up to half the view; the page beside it scrolls sideways).
        self.side_page = side_page = QWidget()
        side_page.setLayout(side)
        self.side_area = QScrollArea()
        self.side_area.setWidget(side_page)
        self.side_area.setWidgetResizable(True)
        self.side_area.setFrameShape(QScrollArea.Shape.NoFrame)
        self.side_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        side_page.installEventFilter(self)  # its words changed: its width anew
        self.side_area.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        # The page and, on a tab beside it, the win chance over the match with the books.
        from roller_desktop.ui.play.win_graph import CoachPanel

        self.coach_panel = CoachPanel()
        from roller_desktop.ui.play.win_graph import COACH_SHEET_KEY

        # The coach sheet whichever tab is shown (the panel's button says the key).
        self.sheet_action = QAction(self.tr("Coach sheet…"), self)
        self.sheet_action.setShortcut(QKeySequence(COACH_SHEET_KEY))
        self.sheet_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.sheet_action.triggered.connect(lambda _=False: self.coach_panel.print_sheet())
        self.addAction(self.sheet_action)
        from roller_desktop.ui.play.win_graph import REPLAY_KEY

        self.replay_action = QAction(self.tr("Same dice, other choices…"), self)
        self.replay_action.setShortcut(QKeySequence(REPLAY_KEY))
        self.replay_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.replay_action.triggered.connect(
            lambda _=False: self.coach_panel.open_replay(self.coach_panel.graph.point())
        )
        self.addAction(self.replay_action)
        coach_scroll = QScrollArea()
        coach_scroll.setWidget(self.coach_panel)
        coach_scroll.setWidgetResizable(True)
        coach_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.tabs = QTabWidget()
        # Tabs down the side: the page keeps its width, and both names fit at every text size.
        self.tabs.setTabPosition(QTabWidget.TabPosition.West)
        self.tabs.addTab(scroll, self.tr("&Protocol"))
        self.tabs.addTab(coach_scroll, self.tr("&Win chance"))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.tabs, 5)
        layout.addWidget(self.side_area, 2)
        self.reload()

    def set_match(self, match_id: str) -> None:
        """Show another stored match."""
        self.match_id = match_id
        self.analysis_check.setChecked(False)
        self.status.clear()
        self.reload()

    def reload(self) -> None:
        loaded = self.store.load_match(self.match_id)
        replay_to_show(loaded)  # a match that no longer replays: refused (StoreError) here
        self.loaded = loaded
        self.finished = loaded.status == "finished"
        self.place_edit.setText(loaded.place or "")
        self.note_edit.setPlainText(loaded.note or "")
        for widget in (self.place_edit, self.note_edit, self.save_button):
            widget.setEnabled(self.finished)
        if not self.finished:
            self.status.setText(self.tr("Place and note can be added when the match is over."))
        self._show_corrections()
        analysis = for_match(self.store, self.match_id)  # None for 105 and paper matches
        self.analysis_panel.show_analysis(analysis)
        if loaded.by_hand and loaded.game == "roller":
            self.analysis_panel.show_not_recorded()
        self.analysis_check.setVisible(analysis is not None)
        self._show_coach()
        self.show_page()

    def _show_coach(self) -> None:
        """The win chance over a Roller match of two or more seats (worked out in a thread);
        the tab is there only for such a match."""
        from roller_desktop.engine.roller import RollerRules
        from roller_desktop.ui.common.computer_seats import shown_match

        shown = shown_match(self.loaded)
        roller = shown.game == "roller" and len(shown.seats) >= 2
        self.tabs.setTabVisible(1, roller)
        if not roller:
            self.coach_panel.clear()
            return
        self.coach_panel.show_match(
            (self.match_id, len(shown.events)),
            [seat.name for seat in shown.seats],
            RollerRules.from_dict(dict(shown.rules)),
            shown.events,
            shown.starter,
            self.loaded.finished or self.loaded.started,
        )

    def _show_corrections(self) -> None:
        """Correct… for a finished match kept by hand (else disabled, its tooltip says why);
        the corrections made so far, with when."""
        from roller_desktop.ui.league.correction_dialog import (
            correction_lines,
            why_not_correctable,
        )

        why = why_not_correctable(self.loaded.by_hand, self.loaded.status)
        self.correct_button.setEnabled(why is None)  # Ctrl+K says why not (correct)
        self.correct_button.setToolTip(why or self.tr("Retype a cell of this protocol"))
        lines = correction_lines(self.store, self.match_id) if why is None else []
        self.corrections_label.setVisible(bool(lines))
        self.corrections_label.setText("\n".join([self.tr("Corrected:"), *lines]))

    def correct(self) -> None:
        """Correct… (Ctrl+K): the correction dialog; saved, the page shows the match anew."""
        if not self.correct_button.isEnabled():  # a played match: the key says why, in words
            self.status.setText(self.correct_button.toolTip())
            return
        from roller_desktop.ui.league.correction_dialog import CorrectionDialog

        try:
            dialog = CorrectionDialog(self.store, self.match_id, self)
        except StoreError as error:
            QMessageBox.warning(self, self.tr("Correct…"), describe(error))
            return
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self._corrected(dialog.count))
        dialog.open()

    def _corrected(self, count: int) -> None:
        self.reload()
        self.status.setText(self.tr("%n corrections saved.", "", count))
        self.corrected.emit(LeagueChanges(standings=True, matches=True))

    def show_page(self) -> None:
        """The sheet that prints, with the analysis when it is chosen."""
        with_analysis = self.analysis_check.isChecked() and self.analysis_panel.analysis is not None
        self.sheet = printing.sheet_for_match(self.store, self.match_id, analysis=with_analysis)
        self._image = None
        self._fit_page()

    def least_digits(self) -> float:
        """The page's digits in pixels at the least: as the play screen's protocol at the
        window's text size (its cells are a quarter larger than the text)."""
        font = self.font()
        text_px = font.pointSizeF() * 96 / 72 if font.pointSizeF() > 0 else 13.0
        return text_px * PAGE_DIGITS

    def least_dpi(self) -> int:
        """The page's resolution: 110 dpi, more where its digits (12 pt) need it."""
        return max(110, math.ceil(self.least_digits() * 72 / 12))

    def _fit_page(self) -> None:
        """The page as wide as the room beside the side column, but never with digits smaller
        than in play: then it scrolls sideways."""
        if self._image is None or self._dpi != self.least_dpi():
            self._dpi = self.least_dpi()
            self._image = printing.render_image(self.sheet, dpi=self._dpi)
        width = max(200, self.scroll_area.viewport().width() - 8)
        image = self._image
        digits = 12 * self._dpi / 72  # in the image
        least = math.ceil(image.width() * self.least_digits() / digits)
        if image.width() > width:
            image = image.scaledToWidth(
                max(width, least), Qt.TransformationMode.SmoothTransformation
            )
        self.page.setPixmap(QPixmap.fromImage(image))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange and hasattr(self, "sheet"):
            self._fit_page()  # larger text: larger digits on the page too
            self._fit_side()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_side()

    def _fit_side(self) -> None:
        """The side column as wide as its widest button or word (with its scroll bar), at
        least its share, at most half the view: it never scrolls sideways."""
        bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        need = self.side_page.minimumSizeHint().width() + bar + 4
        wanted = min(need, self.width() // 2)
        if self.side_area.minimumWidth() != wanted:
            self.side_area.setMinimumWidth(wanted)

    def digit_px(self) -> float:
        """The protocol's digits on screen in pixels: the printed 12 pt at the page's
        resolution, scaled to the width shown (the layout audit holds it against play's)."""
        pixmap = self.page.pixmap()
        if self._image is None or pixmap is None or pixmap.isNull():
            return 0.0
        return 12 * self._dpi / 72 * pixmap.width() / self._image.width()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.scroll_area.viewport() and event.type() == QEvent.Type.Resize:
            self._fit_page()
        elif watched is self.side_page and event.type() == QEvent.Type.LayoutRequest:
            self._fit_side()
        return super().eventFilter(watched, event)

    def save_place_and_note(self) -> None:
        place = self.place_edit.text().strip()
        note = self.note_edit.toPlainText().strip()
        try:
            self.store.set_place_and_note(self.match_id, place or None, note or None)
        except StoreError as error:
            QMessageBox.warning(self, self.tr("Place and note"), describe(error))
            return
        self.status.setText(self.tr("Saved."))
        self.reload()

    def print_page(self) -> None:
        from roller_desktop.ui.printing.preview import show_print_preview

        show_print_preview(self.sheet, self)

    def save_pdf(self) -> None:
        from roller_desktop.ui.common.save_place import suggested_path

        # As the preview's Ctrl+S: not the working folder; the match's day and time named.
        start = suggested_path(self.sheet.file_name_title(), ".pdf")
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save the protocol as PDF"), start, self.tr("PDF (*.pdf)")
        )
        if not path:
            return
        try:
            saved = printing.write_pdf(self.sheet, path)
        except OSError as error:
            QMessageBox.warning(self, self.tr("Save as PDF"), describe(error))
            return
        self.status.setText(self.tr("Saved as {path}").format(path=str(saved)))


class ProtocolDialog(QDialog):
    """The protocol of a stored match in a dialog of its own."""

    def __init__(self, store: LeagueStore, match_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Protocol"))
        self.view = ProtocolView(store, match_id, self)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        self.view.buttons.addWidget(close)
        self.view.print_button.setShortcut(QKeySequence("Ctrl+P"))  # the window's in a page
        layout = QVBoxLayout(self)
        layout.addWidget(self.view)
        resize_within_screen(self, 1200, 800)
        view = self.view  # what tests and callers reach through the dialog
        self.store, self.page, self.status = view.store, view.page, view.status
        self.place_edit, self.note_edit, self.save_button = (
            view.place_edit,
            view.note_edit,
            view.save_button,
        )
        self.analysis_panel, self.analysis_check = view.analysis_panel, view.analysis_check
        self.save_place_and_note = view.save_place_and_note
        self.print_page = view.print_page

"""The match history's questions: Void… (why the match is void) and Date and place… (when and
where it was played, mended), each changing nothing until it is answered."""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from roller_desktop.store.errors import StoreError
from roller_desktop.store.league_store import LeagueStore
from roller_desktop.store.values import MatchSummary
from roller_desktop.store.written_dates import WrittenDateError, read_when
from roller_desktop.ui.common.app_events import within_screen
from roller_desktop.ui.common.background import ProgressBar
from roller_desktop.ui.common.computer_seats import shown_name
from roller_desktop.ui.common.date_words import date_words
from roller_desktop.ui.common.messages import describe
from roller_desktop.ui.common.widgets import RefusalLabel, ok_cancel
from roller_desktop.ui.printing.sheets import local_time


def refuse(dialog: QDialog, label: RefusalLabel, text: str) -> None:
    """A refusal said in the dialog, its lines whole: the dialog grows for them (they were cut,
    over the lines above them, at the largest text), within the screen."""
    label.setText(text)
    dialog.adjustSize()
    layout = dialog.layout()  # wrapped lines: as tall as they are at the width it has
    if layout is not None and layout.hasHeightForWidth():
        dialog.resize(
            dialog.width(), max(dialog.height(), layout.totalHeightForWidth(dialog.width()))
        )
    within_screen(dialog)


class VoidDialog(QDialog):
    """Why the match is void (the reason is kept with it); Void or Cancel. A refused reason is
    said here and the question stays."""

    done_void = Signal()

    def __init__(self, store: LeagueStore, match: MatchSummary, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.store = store
        self.match = match
        self.setWindowTitle(self.tr("Void a match"))
        layout = QVBoxLayout(self)
        names = ", ".join(shown_name(name) for name in match.seat_names)
        when = f"{local_time(match.finished or match.started):%Y-%m-%d %H:%M}"
        question = QLabel(
            self.tr(
                "Void the match of {date} ({players})? It leaves the league and every figure; "
                "it stays in the history, marked void, and Restore brings it back."
            ).format(date=when, players=names)
        )
        question.setWordWrap(True)
        layout.addWidget(question)
        label = QLabel(self.tr("&Reason:"))
        self.reason = QLineEdit()
        self.reason.setAccessibleName(self.tr("Reason"))
        self.reason.setPlaceholderText(self.tr("e.g. a test, or entered twice"))
        label.setBuddy(self.reason)
        layout.addWidget(label)
        layout.addWidget(self.reason)
        self.error = RefusalLabel()
        layout.addWidget(self.error)
        buttons = ok_cancel(self, self.tr("Void"), self.accept)
        self.void_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        layout.addWidget(buttons)
        self.void_button.setDefault(True)
        self.setMinimumWidth(440)

    def accept(self) -> None:
        from roller_desktop.store import keeper

        try:
            reason = self.reason.text()
            progress = ProgressBar(self.tr("Voiding the match…"), self)
            try:
                progress.run(lambda _report: keeper.void_match(self.store, self.match.id, reason))
            finally:
                progress.close()
        except StoreError as error:
            refuse(self, self.error, describe(error))
            self.reason.setFocus()
            return
        super().accept()
        self.done_void.emit()


class MendDialog(QDialog):
    """A match's date, time and place, mended; its earlier mends listed (each one kept)."""

    done_mend = Signal()

    def __init__(self, store: LeagueStore, match: MatchSummary, parent: QWidget | None) -> None:
        from roller_desktop.store import keeper

        super().__init__(parent)
        self.store = store
        self.match = match
        self.setWindowTitle(self.tr("Date and place"))
        loaded = store.load_match(match.id)
        self.was_place = loaded.place or ""
        layout = QVBoxLayout(self)
        names = ", ".join(shown_name(name) for name in match.seat_names)
        heading = QLabel(
            self.tr("When and where the match of {players} was played:").format(players=names)
        )
        heading.setWordWrap(True)
        layout.addWidget(heading)
        # Typed as text, as on the paper entry: a date-time box's parts took Tab and "-" as
        # the next part's, so a date typed whole landed in the wrong parts.
        self.when: QLineEdit | None = None
        if loaded.finished is not None and match.set_aside != "void":
            label = QLabel(self.tr("&Finished:"))
            local = local_time(loaded.finished)
            self.was_when = local.replace(second=0, microsecond=0, tzinfo=None)
            self.when = QLineEdit(f"{self.was_when:%Y-%m-%d %H:%M}")
            self.when.setPlaceholderText(self.tr("YYYY-MM-DD HH:MM"))
            self.when.setToolTip(date_words().forms(timed=True))
            self.when.setAccessibleName(self.tr("Finished"))
            self.when.selectAll()  # typed over at once
            label.setBuddy(self.when)
            layout.addWidget(label)
            layout.addWidget(self.when)
        place_label = QLabel(self.tr("&Place:"))
        self.place = QLineEdit(self.was_place)
        self.place.setAccessibleName(self.tr("Place"))
        place_label.setBuddy(self.place)
        layout.addWidget(place_label)
        layout.addWidget(self.place)
        earlier = keeper.mends(store, match.id)
        if earlier:
            lines = [
                self.tr("{when}: {old} → {new}").format(
                    when=f"{local_time(m.old_finished or loaded.started):%Y-%m-%d %H:%M}",
                    old=self._said(m.old_finished, m.old_place),
                    new=self._said(m.new_finished, m.new_place),
                )
                for m in earlier[:5]
            ]
            history = QLabel(self.tr("Mended before:") + "\n" + "\n".join(lines))
            history.setWordWrap(True)
            layout.addWidget(history)
        self.error = RefusalLabel()
        layout.addWidget(self.error)
        buttons = ok_cancel(self, self.tr("Mend"), self.accept)
        self.save_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        layout.addWidget(buttons)
        self.save_button.setDefault(True)
        self.setMinimumWidth(440)

    def _said(self, when: datetime | None, place: str | None) -> str:
        time_text = "–" if when is None else f"{local_time(when):%Y-%m-%d %H:%M}"
        return f"{time_text}, {place}" if place else time_text

    def accept(self) -> None:
        from datetime import UTC

        from roller_desktop.store import keeper

        finished = None
        if self.when is not None:
            try:
                typed = typed_when(self.when.text(), self.was_when)
            except WrittenDateError as error:
                refuse(self, self.error, date_words().refusal(error, timed=True))
                self.when.setFocus()
                self.when.selectAll()
                return
            if typed != self.was_when:
                finished = typed.astimezone().astimezone(UTC).replace(tzinfo=None)
        place = self.place.text()
        if finished is None and place.strip() == self.was_place:
            super().reject()  # nothing changed: nothing recorded
            return
        try:
            mended = place if place.strip() != self.was_place else keeper.UNCHANGED
            progress = ProgressBar(self.tr("Mending the match…"), self)
            try:
                progress.run(
                    lambda _report: keeper.mend_match(self.store, self.match.id, finished, mended)
                )
            finally:
                progress.close()
        except (StoreError, ValueError) as error:
            refuse(self, self.error, describe(error))
            return
        super().accept()
        self.done_mend.emit()


def typed_when(text: str, was: datetime) -> datetime:
    """The local date and time typed (2022-06-14 19:30, 14.6.2022 19.30, …: see
    store/written_dates.py); a date alone keeps `was`'s time of day. WrittenDateError when it
    is none."""
    written = read_when(text)
    if written.timed:
        return written.moment
    return written.moment.replace(hour=was.hour, minute=was.minute)

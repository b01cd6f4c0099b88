"""Protocol only: the entry the keeper types each turn's result into, and its Enter button."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFont, QFontMetricsF, QKeyEvent, QKeySequence, QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from roller_desktop.ui.common.widgets import FitButton, scaled_font


class ResultEdit(QLineEdit):
    """A turn's result typed by the keeper (protocol only): digits, - or –, r or RT. Other
    letters (U, B, K, H) and Ctrl+Z pass through as the screen's shortcuts."""

    def event(self, e: QEvent) -> bool:
        if e.type() == QEvent.Type.ShortcutOverride and isinstance(e, QKeyEvent):
            text = e.text()
            letter = text.isalpha() and text.casefold() not in ("r", "t")
            if letter or e.matches(QKeySequence.StandardKey.Undo):
                e.ignore()
                return False
        return super().event(e)


class ResultPanel(QWidget):
    """Protocol only: the entry for the seat to play, in large type, and its Enter button.

    The button beside the entry where its words fit there, else on a line of its own under it;
    the example in the entry the long one where it fits, else the short one (nb at the largest
    text read "Anna: f.eks. …  trer resultatet [": the felt's caption says the rest)."""

    submitted = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        rows = QVBoxLayout(self)
        rows.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout()
        self.label = QLabel()
        self.edit = ResultEdit()
        self.examples = (self.tr("e.g. 350, – (Tjock) or RT"), self.tr("e.g. 350"))
        self.edit.setPlaceholderText(self.examples[0])
        self.edit.setAccessibleName(self.tr("Result of the turn"))
        self.label.setBuddy(self.edit)
        self.enter = FitButton(self.tr("Enter result [Enter]"))
        self.enter.setAccessibleName(self.tr("Enter the result"))
        self.enter.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.enter.clicked.connect(lambda _=False: self.submitted.emit(self.edit.text()))
        row.addWidget(self.label)
        row.addWidget(self.edit, 1)
        row.addWidget(self.enter)
        rows.addLayout(row)
        self._rows, self._row = rows, row

    def apply_fonts(self, base: QFont) -> None:
        self.label.setFont(scaled_font(base, 1.2))
        self.enter.set_base_font(scaled_font(base, 1.2, bold=True))
        self.edit.setFont(scaled_font(base, 1.8, bold=True))
        self.edit.setMinimumWidth(self.edit.fontMetrics().horizontalAdvance("10 000 ") + 24)
        self.arrange()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.arrange()

    def arrange(self) -> None:
        """The name over the entry where beside it the entry could not show the short
        example (a long name); the button beside the entry or under it; the example that
        fits the entry."""
        if self.width() <= 0:
            return
        spacing = max(0, self._row.spacing())
        metrics = QFontMetricsF(self.edit.font())
        margin = 24  # the entry's frame and text margins
        least = max(self.edit.minimumWidth(), metrics.horizontalAdvance(self.examples[1]) + margin)
        label = self.label.sizeHint().width() + spacing
        over = label + least > self.width()
        label = 0 if over else label
        button = QFontMetricsF(self.enter.font()).horizontalAdvance(self.enter.text())
        button += FitButton.PADDING + spacing
        below = label + least + button > self.width()
        self._place(self.label, over, 0)
        self._place(self.enter, below, -1)
        room = self.width() - label - (0 if below else button)
        long_fits = metrics.horizontalAdvance(self.examples[0]) + margin <= room
        self.edit.setPlaceholderText(self.examples[0] if long_fits else self.examples[1])

    def _place(self, widget: QWidget, apart: bool, where: int) -> None:
        """`widget` on a line of its own (over the entry's row: `where` 0, under it: -1) or in
        the entry's row, at its start or end."""
        if apart == (self._row.indexOf(widget) < 0):
            return
        self._row.removeWidget(widget)
        self._rows.removeWidget(widget)
        if apart:
            self._rows.insertWidget(0 if where == 0 else self._rows.count(), widget)
        else:
            self._row.insertWidget(0 if where == 0 else self._row.count(), widget)

"""Settings: language, reading size, dice animation speed, colours, computer seats' pace."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QTimer
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QWidget,
)

from roller_desktop.ui.common.app_events import within_screen
from roller_desktop.ui.shell.settings import COMPUTER_PACES_MS, LANGUAGES, TEXT_SCALES, Settings


class SettingsDialog(QDialog):
    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(self.tr("Settings"))
        form = QFormLayout(self)
        self.language = QComboBox()
        names = {
            "": self.tr("Follow the system"),
            "en": "English",
            "sv": "Svenska",
            "nb": "Norsk bokmål",
        }
        for code in LANGUAGES:
            self.language.addItem(names[code], code)
        shown = settings.language
        app = QApplication.instance()
        override = str(app.property("roller_language_override") or "") if app else ""
        if override and override in LANGUAGES and override != shown:  # "" is no override
            shown = override  # started with --language: that is the language in use
        self.language.setCurrentIndex(LANGUAGES.index(shown))
        self._language_shown = self.language.currentIndex()
        self.language.setAccessibleName(self.tr("Language"))
        form.addRow(self.tr("&Language"), self.language)
        self.scale = QComboBox()
        for scale in TEXT_SCALES:
            label = {
                1.0: self.tr("Normal"),
                1.25: self.tr("Large (across a table)"),
                1.5: self.tr("Very large"),
                2.0: self.tr("Huge"),
            }[scale]
            self.scale.addItem(label, scale)
        self.scale.setCurrentIndex(TEXT_SCALES.index(settings.text_scale))
        self.scale.setAccessibleName(self.tr("Text size"))
        self._scale_shown = settings.text_scale  # the size the dialog's type is at
        self.scale.currentIndexChanged.connect(lambda _i: self._show_scale())
        form.addRow(self.tr("&Text size"), self.scale)
        self.animation = QComboBox()
        for speed, label in (
            ("off", self.tr("Off (the dice land at once)")),
            ("fast", self.tr("Fast")),
            ("normal", self.tr("Normal")),
            ("slow", self.tr("Slow")),
        ):
            self.animation.addItem(label, speed)
        self.animation.setCurrentIndex(max(0, self.animation.findData(settings.animation_speed)))
        self.animation.setAccessibleName(self.tr("Dice animation"))
        form.addRow(self.tr("&Dice animation"), self.animation)
        self.theme = QComboBox()
        for theme, label in (
            ("system", self.tr("As the system")),
            ("light", self.tr("Light")),
            ("dark", self.tr("Dark")),
        ):
            self.theme.addItem(label, theme)
        self.theme.setCurrentIndex(max(0, self.theme.findData(settings.theme)))
        self.theme.setAccessibleName(self.tr("Colours"))
        form.addRow(self.tr("&Colours"), self.theme)
        self.pace = QComboBox()
        for ms, label in zip(
            COMPUTER_PACES_MS, (self.tr("Quick"), self.tr("Calm"), self.tr("Slow")), strict=True
        ):
            self.pace.addItem(label, ms)
        current = settings.computer_pace_ms
        index = min(
            range(len(COMPUTER_PACES_MS)), key=lambda i: abs(COMPUTER_PACES_MS[i] - current)
        )
        self.pace.setCurrentIndex(index)
        self.pace.setAccessibleName(self.tr("Pace of computer players"))
        form.addRow(self.tr("Computer &pace"), self.pace)
        self.practice = QCheckBox(self.tr("Count matches against c&omputers in the league"))
        self.practice.setToolTip(
            self.tr(
                "A match with a computer seat is practice: it stays in the match history, "
                "outside the league table and the ratings. Ticked, such matches count there "
                "too, and each computer gets a row of its own, marked as practice."
            )
        )
        self.practice.setChecked(settings.practice_in_league)
        form.addRow(self.practice)
        self.win_bar = QComboBox()
        for choice, label in (
            ("off", self.tr("Off")),
            ("computer", self.tr("In matches against the computer")),
            ("always", self.tr("Always")),
        ):
            self.win_bar.addItem(label, choice)
        self.win_bar.setCurrentIndex(max(0, self.win_bar.findData(settings.win_bar)))
        self.win_bar.setAccessibleName(self.tr("Win-chance bar"))
        self.win_bar.setToolTip(
            self.tr("Each player's chance to win, shown during a match of two players.")
        )
        form.addRow(self.tr("&Win-chance bar"), self.win_bar)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.form = form
        self._roomy_labels()

    def _roomy_labels(self) -> None:
        """Each row's label a little wider than Qt measures it: the underlined key letter is
        drawn apart from the letters beside it, without their kerning ("Textstorle" at the
        largest text, its last letter cut)."""
        for row in range(self.form.rowCount()):
            item = self.form.itemAt(row, QFormLayout.ItemRole.LabelRole)
            label = item.widget() if item is not None else None
            if isinstance(label, QLabel):
                label.setMinimumWidth(0)
                spare = label.fontMetrics().averageCharWidth()
                label.setMinimumWidth(label.sizeHint().width() + spare)

    def _show_scale(self) -> None:
        """The dialog takes the text size chosen at once, as a sample of it (the window
        behind takes it on OK), and stays on the screen: opened at the window's type, it
        read small beside the window at a large text."""
        chosen = float(self.scale.currentData())
        font = self.font()
        base = font.pointSizeF() / self._scale_shown if self._scale_shown > 0 else 0.0
        if base <= 0:
            return
        font.setPointSizeF(base * chosen)
        self._scale_shown = chosen
        self.setFont(font)
        self._fit()
        QTimer.singleShot(0, self._fit)  # once the fields have measured their new type

    def _fit(self) -> None:
        # Qt keeps a combo box's least size from its first type (its size hint is measured
        # anew): a smaller text left the fields as tall as at the largest.
        for combo in self.findChildren(QComboBox):
            combo.setFixedHeight(combo.sizeHint().height())
        self.form.activate()
        self.resize(self.sizeHint())
        within_screen(self)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange and hasattr(self, "form"):
            self._roomy_labels()

    def accept(self) -> None:
        if self.language.currentIndex() != self._language_shown:  # only a choice made here
            self.settings.language = str(self.language.currentData())
        self.settings.text_scale = float(self.scale.currentData())
        self.settings.animation_speed = str(self.animation.currentData())
        self.settings.theme = str(self.theme.currentData())
        self.settings.computer_pace_ms = int(self.pace.currentData())
        self.settings.practice_in_league = self.practice.isChecked()
        self.settings.win_bar = str(self.win_bar.currentData())
        self.settings.sync()
        super().accept()

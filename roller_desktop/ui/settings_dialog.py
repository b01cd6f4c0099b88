"""Settings: language, reading size, dice animation, the pace of computer seats."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QWidget,
)

from roller_desktop.ui.settings import COMPUTER_PACES_MS, LANGUAGES, TEXT_SCALES, Settings


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
        self.language.setCurrentIndex(LANGUAGES.index(settings.language))
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
        form.addRow(self.tr("&Text size"), self.scale)
        self.animation = QCheckBox(self.tr("Animate the dice when they are thrown"))
        self.animation.setChecked(settings.animation)
        form.addRow(self.animation)
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
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def accept(self) -> None:
        self.settings.language = str(self.language.currentData())
        self.settings.text_scale = float(self.scale.currentData())
        self.settings.animation = self.animation.isChecked()
        self.settings.computer_pace_ms = int(self.pace.currentData())
        self.settings.sync()
        super().accept()

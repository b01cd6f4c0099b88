"""File → Restore from backup…'s question: replace the league by the copy chosen? Its words say
what the restore sets aside and what is kept of the league as it is now; they can be many (the
matches set aside, the newest of them with its players, the copies kept), so the dialog takes
the width a small screen has at a large text, and scrolls them where even that is not enough
(Qt's question box kept to half the screen and grew past its bottom edge: at x2.0 on 1024x600
its Yes and No were off the screen)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFontMetrics, QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from roller_desktop.ui.common.widgets import resize_within_screen

LINE_CHARACTERS = 60  # a comfortable line, where the screen has room for it
MARGIN = 16  # the screen's edge, as resize_within_screen leaves it


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("RestoreQuestion", text, disambiguation, n)


class RestoreQuestion(QDialog):
    """The question with Yes (the default) and No; exec() is Accepted for Yes."""

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        if parent is not None:  # measured below in the window's type, the largest too
            self.setFont(parent.window().font())
        self.setWindowTitle(tr("Restore from backup"))
        layout = QVBoxLayout(self)
        self.words = QLabel(text)
        self.words.setWordWrap(True)
        self.words.setTextFormat(Qt.TextFormat.PlainText)
        self.words.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.area = QScrollArea()
        self.area.setWidget(self.words)
        self.area.setWidgetResizable(True)
        self.area.setFrameShape(QFrame.Shape.NoFrame)
        self.area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        layout.addWidget(self.area, 1)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Yes | QDialogButtonBox.StandardButton.No
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        yes = self.buttons.button(QDialogButtonBox.StandardButton.Yes)
        yes.setDefault(True)
        yes.setFocus()
        self.fit()

    def wanted_width(self) -> int:
        """A comfortable line in the dialog's type; the layout audit asks for it too."""
        return QFontMetrics(self.font()).averageCharWidth() * LINE_CHARACTERS

    def fit(self) -> None:
        """As wide as a comfortable line, wider (up to the screen) when the words would need
        more height than the screen has there, and as high as they need at that width."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        free = screen.availableGeometry() if screen is not None else None
        width = self.wanted_width()
        if free is not None:
            width = min(max(width, self.buttons.sizeHint().width()), free.width() - MARGIN)
            if self._height(width) > free.height() - MARGIN:
                width = free.width() - MARGIN
        resize_within_screen(self, width, self._height(width))

    def _height(self, width: int) -> int:
        layout = self.layout()
        assert layout is not None
        margins = layout.contentsMargins()
        inner = width - margins.left() - margins.right()
        return (
            margins.top()
            + self.words.heightForWidth(inner)
            + layout.spacing()
            + self.buttons.sizeHint().height()
            + margins.bottom()
        )


def ask_restore(text: str, parent: QWidget | None) -> bool:
    """Yes: restore."""
    return RestoreQuestion(text, parent).exec() == QDialog.DialogCode.Accepted

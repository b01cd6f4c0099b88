"""The question an import asks before it writes anything (issue #15, item 2): for each player of
the file who may be a player of this league (a new id with a name here, a name merged into a
player here, or a name only like one), "Anna in the file: the Anna of this league, or another
person?". One row per player with a choice each; the likeliest answer chosen at first
(store/player_plan.py: the same person for a name here, another person for a name only like
one); Cancel imports nothing.

Each choice lies under its name, as wide as the dialog: beside it the long choices ("Karl-Gustav
Ångström-Bergqvist of this league (a name like it)") made the form scroll sideways. A choice
wider than the screen's dialog is shortened, whole in its tooltip and in the open list.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QFontMetrics, QGuiApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QScrollArea,
    QStyle,
    QStyleOptionComboBox,
    QVBoxLayout,
    QWidget,
)

from roller_desktop.ui.common.widgets import resize_within_screen

if TYPE_CHECKING:
    from roller_desktop.store.player_plan import Question

ANOTHER = ""  # the choice "another person" (a new player): no player's id
LEAST_WIDTH = 640  # the dialog's narrowest, for its explanation's lines
LINE_CHARACTERS = 60  # a comfortable line of the explanation: fewer lines over the list
LETTERS = 12  # a choice's least width in letters: any wider is the dialog's width


class PlayersQuestion(QDialog):
    """Who the file's doubtful players are; `answers()` after it was accepted: the file
    player's key -> the id of the player here, or None for another person."""

    def __init__(
        self,
        questions: Sequence[Question],
        remembered: bool,
        protocols: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        from roller_desktop.store.player_plan import ALSO_KNOWN_AS, LOOSE

        if parent is not None:  # measured below in the window's type, the largest too
            self.setFont(parent.window().font())

        self.setWindowTitle(self.tr("Players in the file"))
        self.questions = list(questions)
        if protocols:
            intro = self.tr(
                "These names of the file are like the name of a player of this league, but "
                "not the same. Say who each of them is; nothing is imported before you do."
            )
        else:
            intro = self.tr(
                "These players of the file are new here, but go by the name of a player of "
                "this league (or one like it). Say who each of them is; nothing is imported "
                "before you do."
            )
        if protocols:
            later = ""
        elif remembered:
            later = self.tr("The answers are remembered for later files from the same league.")
        else:
            later = self.tr(
                "The file does not say which league it is from (an older program wrote it): "
                "these answers cannot be remembered."
            )
        text = QLabel(f"{intro}\n\n{later}" if later else intro)
        text.setWordWrap(True)
        text.setTextFormat(Qt.TextFormat.PlainText)
        rows = QWidget()
        form = QVBoxLayout(rows)  # a form's label column gave a long name three lines
        form.setSpacing(2)
        self.boxes: list[QComboBox] = []
        self.labels: list[QLabel] = []  # each name over its choice
        for question in self.questions:
            box = QComboBox()
            for candidate in question.candidates:
                if question.how == ALSO_KNOWN_AS:
                    label = self.tr("{name} of this league (also known as {other})").format(
                        name=candidate.name, other=question.matched
                    )
                elif question.how == LOOSE:
                    label = self.tr("{name} of this league (a name like it)").format(
                        name=candidate.name
                    )
                else:
                    label = self.tr("the {name} of this league").format(name=candidate.name)
                box.addItem(label, candidate.id)
            box.addItem(self.tr("another person (a new player)"), ANOTHER)
            default = question.default
            box.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
            )
            box.setMinimumContentsLength(LETTERS)
            box.setCurrentIndex(box.findData(ANOTHER if default is None else default))
            box.setToolTip(box.currentText())  # whole where it is shortened
            box.currentTextChanged.connect(box.setToolTip)
            row_label = self.tr("{name} in the file:").format(name=question.name)
            box.setAccessibleName(row_label.removesuffix(":"))
            label_widget = QLabel(row_label)
            label_widget.setTextFormat(Qt.TextFormat.PlainText)
            label_widget.setWordWrap(True)
            label_widget.setBuddy(box)
            if self.boxes:
                form.addSpacing(6)
            form.addWidget(label_widget)
            form.addWidget(box)
            self.labels.append(label_widget)
            self.boxes.append(box)
        form.addStretch(1)
        self.rows, self.form = rows, form
        scroll = QScrollArea()
        scroll.setWidget(rows)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list_area = scroll
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("Import"))
        ok.setDefault(True)
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Cancel"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = self.column = QVBoxLayout(self)
        layout.addWidget(text)
        layout.addWidget(scroll, 1)
        layout.addWidget(buttons)
        if self.boxes:
            self.boxes[0].setFocus()
        self.buttons = buttons
        wanted = self.sizeHint()
        resize_within_screen(self, wanted.width(), wanted.height())

    def sizeHint(self) -> QSize:
        """As wide as the longest choice (within the screen, where it may get less); the
        wrapped explanation's height at that width, and every row without scrolling."""
        width = max(self.wanted_width(), self.buttons.sizeHint().width())
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is not None:
            width = min(width, screen.availableGeometry().width() - 16)
        height = self.column.totalHeightForWidth(width) - self.list_area.sizeHint().height()
        height += self.form.totalHeightForWidth(width - self.chrome_width())
        return QSize(width, max(height, 200))

    def wanted_width(self) -> int:
        """Every name and choice whole on its line in the dialog's type (the layout audit
        asks for it too); the screen may give less."""
        metrics = QFontMetrics(self.font())
        widest = 0
        for box in self.boxes:
            # the box's frame and arrow: its width less the field its text is drawn in
            option = QStyleOptionComboBox()
            box.initStyleOption(option)
            option.rect = QRect(0, 0, 1000, box.sizeHint().height())
            field = box.style().subControlRect(
                QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField
            )
            chrome = 1000 - field.width() + 2  # a pixel either side of the text
            for i in range(box.count()):
                widest = max(widest, metrics.horizontalAdvance(box.itemText(i)) + chrome)
        names = (metrics.horizontalAdvance(label.text()) for label in self.labels)
        widest = max([widest, *names])
        line = metrics.averageCharWidth() * LINE_CHARACTERS
        return max(LEAST_WIDTH, line, widest + self.chrome_width())

    def chrome_width(self) -> int:
        """The dialog's width beside its rows: the margins and a scroll bar (when they
        scroll)."""
        outer, inner = self.column.contentsMargins(), self.form.contentsMargins()
        bar = self.list_area.verticalScrollBar().sizeHint().width()
        return outer.left() + outer.right() + inner.left() + inner.right() + bar

    def answers(self) -> dict[str, str | None]:
        return {
            question.key: box.currentData() or None
            for question, box in zip(self.questions, self.boxes, strict=True)
        }

"""The question an import asks before it writes anything (issue #15, item 2): for each player of
the file who may be a player of this league (a new id with a name here, a name merged into a
player here, or a name only like one), "Anna in the file: the Anna of this league, or another
person?". One row per player with a choice each; the likeliest answer chosen at first
(store/player_plan.py: the same person for a name here, another person for a name only like
one); Cancel imports nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from roller_desktop.ui.common.widgets import resize_within_screen

if TYPE_CHECKING:
    from roller_desktop.store.player_plan import Question

ANOTHER = ""  # the choice "another person" (a new player): no player's id


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
        form = QFormLayout(rows)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.boxes: list[QComboBox] = []
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
            box.setCurrentIndex(box.findData(ANOTHER if default is None else default))
            row_label = self.tr("{name} in the file:").format(name=question.name)
            box.setAccessibleName(row_label.removesuffix(":"))
            label_widget = QLabel(row_label)
            label_widget.setTextFormat(Qt.TextFormat.PlainText)
            label_widget.setBuddy(box)
            form.addRow(label_widget, box)
            self.boxes.append(box)
        scroll = QScrollArea()
        scroll.setWidget(rows)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("Import"))
        ok.setDefault(True)
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Cancel"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(text)
        layout.addWidget(scroll, 1)
        layout.addWidget(buttons)
        if self.boxes:
            self.boxes[0].setFocus()
        # The wrapped explanation's height at the dialog's width, every row without scrolling.
        width = max(640, layout.sizeHint().width())
        wanted = layout.totalHeightForWidth(width) + rows.sizeHint().height()
        wanted -= scroll.sizeHint().height()
        resize_within_screen(self, width, max(wanted, 200))

    def answers(self) -> dict[str, str | None]:
        return {
            question.key: box.currentData() or None
            for question, box in zip(self.questions, self.boxes, strict=True)
        }

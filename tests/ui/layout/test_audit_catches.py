"""The audit's own checks: an elided caption counts as cut unless its whole words are in
the tooltip (a person at the table does not hover: such words want the room or shorter
wording, and the audit must say so when the tooltip is missing)."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QVBoxLayout, QWidget

from roller_desktop.ui.common.widgets import FitLabel
from tests.ui.layout.audit import inspect


def test_an_elided_caption_without_its_words_in_the_tooltip_is_cut(qtbot: Any) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    layout = QVBoxLayout(window)
    caption = FitLabel("Poäng i ronden, och mycket mer än så", floor=0.9)
    layout.addWidget(caption)
    window.resize(90, 60)
    window.show()
    qtbot.waitExposed(window)
    assert caption.fitted()[1] != caption.text()  # elided in 90 px
    assert inspect(window).cut == []  # its words in the tooltip: allowed, as the issue says
    caption.setToolTip("")
    cut = inspect(window).cut
    assert len(cut) == 1 and "shows" in cut[0]

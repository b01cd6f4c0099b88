"""The themes (ui/shell/theme.py): the system's style is left as it is at start (no second style
is made: start-up time), and light or dark and back gives the system's style and colours again."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication

from roller_desktop.ui.shell import theme


@pytest.fixture
def app(qapp: Any) -> Iterator[QApplication]:
    """The application as at start: no theme applied yet; its style and colours put back."""
    assert isinstance(qapp, QApplication)
    style, palette = qapp.style().name(), QPalette(qapp.palette())
    saved = [qapp.property(name) for name in theme.SYSTEM_PROPERTIES]
    for name in theme.SYSTEM_PROPERTIES:
        qapp.setProperty(name, None)
    yield qapp
    qapp.setStyle(style)
    qapp.setPalette(palette)
    for name, value in zip(theme.SYSTEM_PROPERTIES, saved, strict=True):
        qapp.setProperty(name, value)


def test_the_systems_theme_at_start_changes_nothing(app: QApplication) -> None:
    style = app.style()
    theme.apply_theme(app, "system")
    assert app.style() is style  # the same style object: none made anew


def test_dark_and_back_gives_the_systems_style_and_colours(app: QApplication) -> None:
    name, window = app.style().name(), app.palette().color(QPalette.ColorRole.Window)
    theme.apply_theme(app, "system")
    theme.apply_theme(app, "dark")
    assert app.style().name().lower() == "fusion"
    assert app.palette().color(QPalette.ColorRole.Window).name() == "#2b2b2e"
    theme.apply_theme(app, "system")
    assert app.style().name() == name
    assert app.palette().color(QPalette.ColorRole.Window) == window

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
    style, palette = theme.style_name(qapp), QPalette(qapp.palette())
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
    name, window = theme.style_name(app), app.palette().color(QPalette.ColorRole.Window)
    theme.apply_theme(app, "system")
    theme.apply_theme(app, "dark")
    assert theme.style_name(app).lower() == "fusion"
    assert app.palette().color(QPalette.ColorRole.Window).name() == "#2b2b2e"
    theme.apply_theme(app, "system")
    assert theme.style_name(app) == name
    assert app.palette().color(QPalette.ColorRole.Window) == window


def test_check_boxes_grow_with_their_text_in_every_theme(app: QApplication) -> None:
    """A check box's indicator as much larger than the style's as its text is larger than the
    application's, no taller than its letters; at the application's own size, the style's."""
    from PySide6.QtWidgets import QCheckBox, QStyle

    indicator = QStyle.PixelMetric.PM_IndicatorWidth
    for name in ("system", "dark", "light", "system"):
        theme.apply_theme(app, name)
        theme.sized_indicators(app)
        box = QCheckBox("Coach mode")
        native = app.style().baseStyle().pixelMetric(indicator)  # type: ignore[attr-defined]
        assert app.style().pixelMetric(indicator, None, box) == native
        font = box.font()
        font.setPointSizeF(app.font().pointSizeF() * 2)
        box.setFont(font)
        grown = app.style().pixelMetric(indicator, None, box)
        assert native * 1.5 < grown <= max(native, box.fontMetrics().ascent()), (name, grown)
        assert box.sizeHint().height() >= grown

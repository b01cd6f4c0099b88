"""Check boxes' indicators grow with their text (ui/common/sized_style.py): given a proxy of the
application's style when polished, as large as the text makes them, no taller than the letters;
at the application's own size the style's; a theme's new style reaches them."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication, QCheckBox, QStyle, QVBoxLayout, QWidget

from roller_desktop.ui.common import app_events
from roller_desktop.ui.common.sized_style import TextSizedStyle
from roller_desktop.ui.shell import theme

INDICATOR = QStyle.PixelMetric.PM_IndicatorWidth


@pytest.fixture
def app(qapp: Any) -> Iterator[QApplication]:
    assert isinstance(qapp, QApplication)
    style, palette = qapp.style().name(), QPalette(qapp.palette())
    saved = [qapp.property(name) for name in theme.SYSTEM_PROPERTIES]
    app_events.install(qapp)
    yield qapp
    qapp.setStyle(style)
    qapp.setPalette(palette)
    for name, value in zip(theme.SYSTEM_PROPERTIES, saved, strict=True):
        qapp.setProperty(name, value)


def _boxes(qtbot: Any, scale: float) -> tuple[QWidget, QCheckBox]:
    """A page at `scale` times the application's text, with a check box (the page is kept by
    the caller: qtbot holds it weakly)."""
    page = QWidget()
    qtbot.addWidget(page)
    font = page.font()
    font.setPointSizeF(QApplication.font().pointSizeF() * scale)
    page.setFont(font)  # the window's text size, handed down
    box = QCheckBox("Coach mode")
    QVBoxLayout(page).addWidget(box)
    page.show()
    qtbot.waitExposed(page)
    return page, box


def test_an_indicator_grows_with_its_text_and_no_taller_than_its_letters(
    app: QApplication, qtbot: Any
) -> None:
    native = app.style().pixelMetric(INDICATOR)
    _page, same = _boxes(qtbot, 1.0)
    assert isinstance(same.style(), TextSizedStyle)
    assert same.style().pixelMetric(INDICATOR, None, same) == native
    _other, large = _boxes(qtbot, 2.0)
    grown = large.style().pixelMetric(INDICATOR, None, large)
    assert native * 1.5 < grown <= large.fontMetrics().ascent()
    assert large.sizeHint().height() >= grown
    assert large.font().pointSizeF() == QApplication.font().pointSizeF() * 2  # type follows


def test_a_new_theme_reaches_the_check_boxes(app: QApplication, qtbot: Any) -> None:
    _page, box = _boxes(qtbot, 2.0)
    theme.apply_theme(app, "dark")
    style = box.style()
    assert isinstance(style, TextSizedStyle) and style.key.lower() == "fusion"
    assert style.pixelMetric(INDICATOR, None, box) > app.style().pixelMetric(INDICATOR)

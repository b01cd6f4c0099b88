"""Check boxes and radio buttons whose indicator grows with their text (View → Larger text): the
styles' own stay 13 px beside words twice that size (coach mode, forced throw, handicap).

Each such button is given a proxy of the application's style when it is polished
(ui/common/app_events.py): only their metrics go through Python, not every widget's (a proxy of
the application's style cost a few milliseconds at the first paint). A style sheet for the size
is no way: it fixed the buttons' type at the application's."""

from __future__ import annotations

from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QProxyStyle,
    QRadioButton,
    QStyle,
    QStyleOption,
    QWidget,
)

_SIZED = "rollerSizedIndicator"  # a button's property: it has the proxy (or a style of its own)
_GROWING = frozenset(
    {
        QStyle.PixelMetric.PM_IndicatorWidth,
        QStyle.PixelMetric.PM_IndicatorHeight,
        QStyle.PixelMetric.PM_ExclusiveIndicatorWidth,
        QStyle.PixelMetric.PM_ExclusiveIndicatorHeight,
    }
)


class TextSizedStyle(QProxyStyle):
    """The named style, with indicators as much larger than its own as the widget's text is
    larger than the application's, no taller than its letters (a table's row holds them)."""

    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key  # the base style's name: a proxy's own name() is empty

    def pixelMetric(
        self,
        metric: QStyle.PixelMetric,
        option: QStyleOption | None = None,
        widget: QWidget | None = None,
    ) -> int:
        value = super().pixelMetric(metric, option, widget)
        if widget is not None and metric in _GROWING:
            base, size = QApplication.font().pointSizeF(), widget.font().pointSizeF()
            if base > 0 and size > base:
                tall = QFontMetrics(widget.font()).ascent()
                return max(value, min(round(value * size / base), tall))
        return value


_styles: dict[str, TextSizedStyle] = {}  # one per base style, owned by the application


def text_sized_style(app: QApplication) -> TextSizedStyle:
    """The proxy of the application's present style."""
    key = app.style().name()
    style = _styles.get(key)
    if style is None:
        style = _styles[key] = TextSizedStyle(key)
        style.setParent(app)
    return style


def size_indicator(button: QCheckBox | QRadioButton) -> None:
    """Gives the button the proxy, once (a style of its own is left alone)."""
    if button.property(_SIZED):
        return
    button.setProperty(_SIZED, True)
    app = QApplication.instance()
    if isinstance(app, QApplication) and button.style() is app.style():
        button.setStyle(text_sized_style(app))


def restyle(app: QApplication) -> None:
    """After the application's style changed (a theme): the buttons' proxies of the new one."""
    style = text_sized_style(app)
    for widget in app.allWidgets():
        ours = isinstance(widget, QCheckBox | QRadioButton) and widget.property(_SIZED)
        if ours and isinstance(widget.style(), TextSizedStyle):
            widget.setStyle(style)

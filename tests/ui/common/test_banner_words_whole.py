"""The banner never cuts a word: a word wider than its room cannot wrap, and at the largest
text in a narrow play column (eight seats, Norwegian) "Anna begynner" read "egynne"."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import QWidget

from roller_desktop.ui.common.widgets import Banner


def _banner(qtbot: Any, width: int, scale: float) -> Banner:
    parent = QWidget()
    qtbot.addWidget(parent)
    font = QFont(parent.font())
    font.setPointSizeF(font.pointSizeF() * scale)
    parent.setFont(font)
    parent.resize(width, 500)
    parent.show()
    qtbot.waitExposed(parent)
    banner = Banner(parent)
    banner.keep = parent  # type: ignore[attr-defined]  # the parent lives as long as the test
    return banner


def _widest_word(banner: Banner) -> float:
    metrics = QFontMetricsF(banner.font())
    return max(metrics.horizontalAdvance(w) for w in banner.text().split())


def test_a_long_word_in_a_narrow_banner_is_whole_in_smaller_type(qtbot: Any) -> None:
    banner = _banner(qtbot, 300, 2.0)
    banner.announce("start", "Anna begynner")
    assert _widest_word(banner) <= banner.contentsRect().width()
    assert banner.height() >= banner.heightForWidth(banner.width())  # every line in sight


def test_a_banner_with_room_keeps_its_large_type(qtbot: Any) -> None:
    wide = _banner(qtbot, 900, 1.0)
    wide.announce("start", "Anna begynner")
    narrow = _banner(qtbot, 300, 1.0)
    narrow.announce("start", "Anna begynner")
    assert _widest_word(wide) <= wide.contentsRect().width()
    assert narrow.font().pointSizeF() <= wide.font().pointSizeF()
    assert wide.font().pointSizeF() == wide.window().font().pointSizeF() * Banner.FACTORS[0]

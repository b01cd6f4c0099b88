"""Thousands of dice frames, painted for real.

PySide6 6.12.0 on CPython 3.11 died with "Fatal Python error: none_dealloc" after a few thousand
QPainter calls in a paintEvent (DESIGN.md). This test paints enough frames to hit that: a crash
kills the test run. It measures nothing.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QImage
from pytestqt.qtbot import QtBot

from roller_desktop.ui.play.dice_view import THROW_MS, DiceView

FRAMES = 3000


def test_thousands_of_frames_paint_without_crashing(qtbot: QtBot) -> None:
    view = DiceView()
    qtbot.addWidget(view)
    view.resize(480, 200)
    view.show()
    view.set_selectable(True)
    image = QImage(view.size(), QImage.Format.Format_ARGB32_Premultiplied)
    painted = 0
    for frame in range(FRAMES):
        if frame % 4 == 0:  # a new size: the dice are painted afresh, not from their cache
            view.resize(320 + frame % 160, 200)
        count = frame % 6 + 1
        values = [(frame + i) % 6 + 1 for i in range(count)]
        view.set_dice(values, animate=frame % 3 == 0)
        view.set_kept([[1, 1, 1][: 6 - count]] if count < 6 else [])
        if view.is_animating():
            # Step through the real animation's frames, eased, as the timer would.
            view._animation().setCurrentTime((frame * 37) % THROW_MS)
        else:
            view.set_selected(range(0, count, 2))
        image.fill(QColor("white"))
        view.render(image)
        view.repaint()
        painted += 1
    view.skip_animation()
    # And whole throws driven by the animation timer itself.
    view.set_animation_enabled(True)
    for values in ([1, 2, 3, 4, 5, 6], [5, 5, 5, 5, 5]):
        with qtbot.waitSignal(view.animationFinished, timeout=3000):
            view.set_dice(values)
    assert painted == FRAMES
    assert view.values() == [5, 5, 5, 5, 5]

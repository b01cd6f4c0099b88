"""The main window's size and place on the screen: 1280 × 800 where there is room, else the
screen's free area; always within that area; where it was, when it comes back."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QPoint, QRect
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

PREFERRED_SIZE = (1280, 800)  # on a screen with room for it; else the screen's free area
MINIMUM_SIZE = (640, 480)


def preferred_size(window: QWidget) -> tuple[int, int]:
    """1280 × 800 where the screen has room for it; on a smaller screen all of its free
    area (a 1366 × 768 laptop: not 1280 wide with a band beside it)."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    if screen is None:  # no screen at all: Qt returns null, where the stub says it cannot
        return PREFERRED_SIZE  # type: ignore[unreachable]
    free = screen.availableGeometry()
    if free.width() >= PREFERRED_SIZE[0] and free.height() >= PREFERRED_SIZE[1]:
        return PREFERRED_SIZE
    return free.width(), free.height()


def fit_to_screen(window: QWidget) -> None:
    """The whole window within the screen's available area (the task bar and panels stay
    clear): shrunk to it where the preferred or remembered size is larger, moved into it."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    if screen is None:  # no screen at all: Qt returns null, where the stub says it cannot
        return  # type: ignore[unreachable]
    free = screen.availableGeometry()
    frame = window.frameGeometry()
    extra_w = max(0, frame.width() - window.width())  # the window manager's frame, if any
    extra_h = max(0, frame.height() - window.height())
    width = min(window.width(), free.width() - extra_w)
    height = min(window.height(), free.height() - extra_h)
    if (width, height) != (window.width(), window.height()):
        window.resize(width, height)
    frame = window.frameGeometry()
    x = min(max(frame.left(), free.left()), free.right() + 1 - frame.width())
    y = min(max(frame.top(), free.top()), free.bottom() + 1 - frame.height())
    if (x, y) != (frame.left(), frame.top()):
        window.move(max(free.left(), x), max(free.top(), y))


def unframed_geometry(saved: QByteArray) -> QRect | None:
    """The window's own rectangle from saveGeometry()'s bytes, when it was saved with no frame
    around it (a desktop without a window manager, Xvfb): Qt's restoreGeometry then moves it
    a title bar's height down (25 px), leaving a black band above it. None otherwise."""
    from PySide6.QtCore import QDataStream  # only with a remembered geometry (start-up time)

    stream = QDataStream(saved)
    if stream.readUInt32() != 0x1D9D0CB or stream.readUInt16() < 3:
        return None
    stream.readUInt16()  # the format's minor version
    frame = [stream.readInt32() for _ in range(4)]
    for _ in range(4):  # the normal geometry
        stream.readInt32()
    stream.readInt32()  # the screen
    maximized, full = stream.readUInt8(), stream.readUInt8()
    stream.readInt32()  # the screen's width
    own = [stream.readInt32() for _ in range(4)]
    if stream.status() != QDataStream.Status.Ok or maximized or full or frame != own:
        return None
    return QRect(QPoint(own[0], own[1]), QPoint(own[2], own[3]))

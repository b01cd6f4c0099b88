"""Words fitted to their room: labels and buttons whose type gets smaller (then goes onto two
lines) rather than widen the window, and the fonts and felt they are shown in.

Apart from widgets.py (which imports them from here for the pieces the game screens share): the
start screen needs only these, and the window's start-up (issue 28) does not make the Python
types of the dialogs' and the faces entry's Qt classes (the line edit, the button box, ...)
before the window maps.
"""

from __future__ import annotations

from PySide6 import QtWidgets
from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QFontMetricsF,
    QPainter,
    QPaintEvent,
    QPalette,
    QResizeEvent,
)
from PySide6.QtWidgets import QLabel, QPushButton, QSizePolicy, QWidget

FELT = "#1f5b3a"


def felt_palette(widget: QWidget) -> None:
    """The dice lie on green felt whatever the system's colours: the board follows it."""
    palette = widget.palette()
    palette.setColor(QPalette.ColorRole.Window, QColor(FELT))
    palette.setColor(QPalette.ColorRole.WindowText, QColor("#e8f5e9"))
    widget.setPalette(palette)
    widget.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)


def scaled_font(base: QFont, factor: float, bold: bool = False) -> QFont:
    font = QFont(base)
    size = base.pointSizeF() if base.pointSizeF() > 0 else 10.0
    font.setPointSizeF(size * factor)
    font.setBold(bold)
    return font


_SIZES: dict[tuple[str, tuple[str, ...], float, float], float] = {}
SIZES_KEPT = 4096  # remembered fittings (a window has a few dozen words in fitted type)


def largest_size(font: QFont, lines: list[str], width: float, height: float = 0.0) -> float:
    """The largest point size of `font` at which the lines fit `width` (and, for more than
    one line, `height`); about proportional, then checked. Remembered: the buttons and the
    large labels ask it again at every paint and resize, for the same words in the same
    room (a row of four buttons, each fitted to the smallest of the row: 16 fittings a
    paint; at the end of a match about 1.5 ms on the window's thread, issue 28)."""
    key = (font.key(), tuple(lines), float(width), float(height))
    found = _SIZES.get(key)
    if found is None:
        if len(_SIZES) >= SIZES_KEPT:
            _SIZES.clear()
        found = _SIZES[key] = _largest_size(font, lines, width, height)
    return found


def _largest_size(font: QFont, lines: list[str], width: float, height: float) -> float:
    probe = QFont(font)
    size = font.pointSizeF() if font.pointSizeF() > 0 else 10.0
    for _ in range(12):
        probe.setPointSizeF(size)
        metrics = QFontMetricsF(probe)
        wide = max(metrics.horizontalAdvance(line) for line in lines)
        tall = len(lines) * metrics.lineSpacing()
        scale = width / wide if wide > 0 else 1.0
        if len(lines) > 1 and height > 0:
            scale = min(scale, height / tall)
        if scale >= 1.0:
            return size
        size = max(1.0, size * min(scale, 0.99))
    return size


class FitLabel(QLabel):
    """One line of large text that never widens the window: in a narrow place its type gets
    smaller (down to `floor` of its size), and only then is it elided, with the whole text in
    the tooltip. `text()` stays the whole text (screen readers, tests).

    With `lines=2` words too wide for one line at its own size go onto two lines (the label
    then asks its layout for their height), and get smaller only if two do not fit either: a
    caption read across the table ("Tärningar att kasta") rather than "Tärningar att ka…"."""

    def __init__(
        self, text: str = "", parent: QWidget | None = None, floor: float = 0.55, lines: int = 1
    ) -> None:
        super().__init__(text, parent)
        self.floor = floor
        self.lines = max(1, min(2, lines))
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

    def hasHeightForWidth(self) -> bool:  # QLabel's own says so only for word wrap
        return self.lines > 1

    def minimumSizeHint(self) -> QSize:
        return QSize(0, super().minimumSizeHint().height())

    def need(self) -> float:
        """The width for its words whole at its smallest type (on two lines, if it may)."""
        font = QFont(self.font())
        size = font.pointSizeF() if font.pointSizeF() > 0 else 10.0
        font.setPointSizeF(max(1.0, size * self.floor))
        metrics = QFontMetricsF(font)
        wide = metrics.horizontalAdvance(self.text())
        two = self._two_lines(0.0)
        if two is not None:
            wide = min(wide, max(metrics.horizontalAdvance(line) for line in two))
        return wide + 2 * self.margin() + 1

    def _two_lines(self, width: float) -> list[str] | None:
        """The words split in two where the wider half is narrowest, when one line at the
        label's own size is wider than `width` (None: one line it is)."""
        text = self.text()
        if self.lines < 2 or " " not in text.strip() or "\n" in text:
            return None
        metrics = QFontMetricsF(self.font())
        if metrics.horizontalAdvance(text) <= width:
            return None
        words = text.split(" ")
        splits = [[" ".join(words[:i]), " ".join(words[i:])] for i in range(1, len(words))]
        return min(splits, key=lambda pair: max(metrics.horizontalAdvance(p) for p in pair))

    def heightForWidth(self, width: int) -> int:
        one = super().sizeHint().height()
        if self._two_lines(width - 2 * self.margin()) is None:
            return one
        spacing = QFontMetricsF(self.font()).lineSpacing()
        return max(one, int(2 * spacing + 0.999) + 2 * self.margin())

    def fitted(self) -> tuple[QFont, str]:
        """The font and the words shown in the label's present width (two lines joined by a
        line break)."""
        text = self.text()
        font = QFont(self.font())
        width = self.contentsRect().width() - 2 * self.margin()
        size = font.pointSizeF() if font.pointSizeF() > 0 else 10.0
        two = self._two_lines(width)
        if two is not None:
            tall = self.contentsRect().height() - 2 * self.margin()
            fits = min(size, largest_size(font, two, width, max(1.0, tall)))
            if fits >= size * self.floor:
                font.setPointSizeF(fits)
                return font, "\n".join(two)
        font.setPointSizeF(max(size * self.floor, min(size, largest_size(font, [text], width))))
        shown = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, max(0, width))
        return font, shown

    def paintEvent(self, event: QPaintEvent) -> None:
        font, shown = self.fitted()
        painter = QPainter(self)
        painter.setFont(font)
        rect = self.contentsRect().adjusted(self.margin(), 0, -self.margin(), 0)
        self.style().drawItemText(
            painter,
            rect,
            int(self.alignment()),
            self.palette(),
            self.isEnabled(),
            shown,
            self.foregroundRole(),
        )
        painter.end()

    def _update_tip(self) -> None:
        _, shown = self.fitted()
        self.setToolTip("" if shown.replace("\n", " ") == self.text() else self.text())

    def setText(self, text: str) -> None:
        super().setText(text)
        self._update_tip()
        if self.lines > 1:
            self.updateGeometry()  # the height its words wrap to

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._update_tip()


class FitButton(QPushButton):
    """A button whose words get smaller, and then go onto two lines ("Throw" over "[Space]"),
    rather than push the window wider than the screen. Its size hint is that of the font it
    was given (`set_base_font`); only the painting fits the words to the width it got."""

    PADDING = 18
    SMALLEST = 0.45  # of the button's font: smaller, the words are cut

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        # Buttons of one row or grid: one size of type. (Not `group`: that is Qt's
        # QAbstractButton.group(), the button's QButtonGroup.)
        self.same_size: list[FitButton] = []
        # Whole words at the given font, or the layout must find the room (a row of buttons
        # that would rather go under its neighbours than read smaller at a larger text).
        self.keep_whole = False
        # One line where its type is at least this share of two lines' ("Ny Rollermatch [N]"
        # a little smaller rather than its key under it, where the button is tall enough).
        self.one_line_share = 1.0
        self._cut = False  # the last fitting's words wider than the button at SMALLEST

    def set_base_font(self, font: QFont) -> None:
        self.setFont(font)
        self.updateGeometry()
        self.update()

    def minimumSizeHint(self) -> QSize:
        tall = super().minimumSizeHint().height()
        metrics = QFontMetricsF(self.font())
        if self.keep_whole:
            return QSize(int(metrics.horizontalAdvance(self.text())) + self.PADDING, tall)
        return QSize(int(metrics.horizontalAdvance("MMM")), tall)

    def fitted(self) -> tuple[QFont, str]:
        """The font and the words (one line or two) the button shows in its present width;
        in a group, the smallest type any of them needs, so that they read alike."""
        font, shown = self._fitted_alone()
        members = [b for b in self.same_size if b is not self and b.isVisible()]
        if not members:
            return font, shown
        size = min([font.pointSizeF(), *(b._fitted_alone()[0].pointSizeF() for b in members)])
        if size >= font.pointSizeF():
            return font, shown
        font.setPointSizeF(size)
        one = QFontMetricsF(font).horizontalAdvance(self.text()) <= self.width() - self.PADDING
        return font, self.text() if one else self._two_lines()

    def _two_lines(self) -> str:
        head, sep, key = self.text().partition("  [")
        if not sep:
            head, sep, key = self.text().partition(" [")
        return f"{head.strip()}\n[{key}" if sep else self.text()

    def _fitted_alone(self, width: int | None = None) -> tuple[QFont, str]:
        """One line, or two ("Throw" over "[Space]") where two give the larger type; no
        smaller than SMALLEST of the button's font. Each way is the largest size that fits, so
        a larger font never shows smaller words. `width`: as if the button were that wide."""
        text = self.text()
        room = (self.width() if width is None else width) - self.PADDING
        tall = max(self.height(), self.minimumHeight()) if width is not None else self.height()
        font = QFont(self.font())
        size = font.pointSizeF() if font.pointSizeF() > 0 else 10.0
        head, sep, key = text.partition("  [")
        if not sep:
            head, sep, key = text.partition(" [")
        one = min(size, largest_size(font, [text], room))
        two = 0.0
        if sep:
            two = min(size, largest_size(font, [head.strip(), "[" + key], room, tall - 4))
        self._cut = max(one, two) < size * self.SMALLEST - 0.01
        if one >= two * self.one_line_share:
            font.setPointSizeF(max(size * self.SMALLEST, one))
            return font, text
        font.setPointSizeF(max(size * self.SMALLEST, two))
        return font, f"{head.strip()}\n[{key}"

    def size_at(self, width: int) -> tuple[float, bool]:
        """The point size of its words were the button `width` pixels wide, and whether they
        would be cut there even at their smallest type."""
        size = self._fitted_alone(width)[0].pointSizeF()
        return size, self._cut

    def paintEvent(self, event: QPaintEvent) -> None:
        # Qt's style types through their module: PySide6 makes a type's Python enums when it
        # is first named (QStyle's took ~6 ms), which is better at the first paint than at
        # start-up, before the window maps.
        font, shown = self.fitted()
        option = QtWidgets.QStyleOptionButton()
        self.initStyleOption(option)
        option.text = shown
        option.fontMetrics = QFontMetrics(font)
        painter = QtWidgets.QStylePainter(self)
        painter.setFont(font)
        painter.drawControl(QtWidgets.QStyle.ControlElement.CE_PushButton, option)
        painter.end()

"""Widgets that keep the director's page compact on a small screen at a large text: a text of
at most a few lines (the rest elided, whole in the tooltip) and a flow of buttons that fills
each row before it starts the next (a grid as wide as its widest button took a row per button
at the largest text and left the round's tables one row)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, QSize, Qt
from PySide6.QtGui import (
    QFontMetricsF,
    QPainter,
    QPaintEvent,
    QResizeEvent,
    QTextLayout,
    QTextOption,
)
from PySide6.QtWidgets import QLabel, QPushButton, QSizePolicy, QWidget

from roller_desktop.ui.common.widgets import FitButton


def wrapped(text: str, label: QLabel, width: int, most: int) -> tuple[list[str], bool]:
    """`text` in lines of `width` pixels in the label's font, at most `most` of them (the last
    elided), and whether anything was left out."""
    lines: list[str] = []
    starts: list[int] = []
    layout = QTextLayout(text, label.font())
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
    layout.setTextOption(option)
    layout.beginLayout()
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(max(1, width))
        starts.append(line.textStart())
        lines.append(text[line.textStart() : line.textStart() + line.textLength()].rstrip())
    layout.endLayout()
    if len(lines) <= most:
        return lines, False
    rest = text[starts[most - 1] :].replace("\n", " ")
    metrics = QFontMetricsF(label.font())
    last = metrics.elidedText(rest, Qt.TextElideMode.ElideRight, max(1, width))
    return [*lines[: most - 1], last], True


class Summary(QLabel):
    """A plain text in at most `most` lines of its width; when it needs more, the last line
    ends in "…" and the tooltip holds the whole text. `text()` stays the whole text."""

    def __init__(self, most: int = 2, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.most = most
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(True)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

    def set_most(self, most: int) -> None:
        if most != self.most:
            self.most = most
            self._changed()

    def lines(self, width: int | None = None) -> tuple[list[str], bool]:
        room = (self.contentsRect().width() if width is None else width) - 2 * self.margin()
        return wrapped(self.text(), self, room, self.most) if self.text() else ([], False)

    def heightForWidth(self, width: int) -> int:
        lines, _ = self.lines(width - (self.width() - self.contentsRect().width()))
        tall = QFontMetricsF(self.font()).lineSpacing() * len(lines)
        return int(tall + 0.999) + 2 * self.margin() + self.height() - self.contentsRect().height()

    def sizeHint(self) -> QSize:
        width = max(self.width(), 200)
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:
        return QSize(0, self.heightForWidth(max(self.width(), 200)))

    def setText(self, text: str) -> None:
        super().setText(text)
        self._changed()

    def clear(self) -> None:
        self.setText("")

    def _changed(self) -> None:
        _, cut = self.lines()
        self.setToolTip(self.text() if cut else "")
        self.updateGeometry()
        self.update()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._changed()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._changed()

    def paintEvent(self, event: QPaintEvent) -> None:
        lines, _ = self.lines()
        painter = QPainter(self)
        painter.setFont(self.font())
        rect = self.contentsRect().adjusted(
            self.margin(), self.margin(), -self.margin(), -self.margin()
        )
        align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
        painter.setPen(self.palette().color(self.foregroundRole()))
        painter.drawText(rect, int(align), "\n".join(lines))
        painter.end()


class ButtonFlow(QWidget):
    """Buttons side by side in as few rows as their whole words allow, each row filling the
    width (the buttons of a row share what is left over), in the order they were added."""

    SPACING = 6

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.buttons: list[QPushButton] = []
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def add(self, button: QPushButton) -> None:
        button.setParent(self)
        self.buttons.append(button)
        self.arrange()

    def needs(self, button: QPushButton) -> int:
        """The width for the button's words whole at its own type."""
        words = QFontMetricsF(button.font()).horizontalAdvance(button.text())
        return max(button.sizeHint().width(), int(words + FitButton.PADDING + 4))

    def rows(self, width: int) -> list[list[QPushButton]]:
        """The buttons in rows: in their order where that takes fewest rows, else the longest
        placed first (the first button stays first), each row in the buttons' order."""
        shown = [b for b in self.buttons if not b.isHidden()]
        in_order = self._packed(shown, width)
        if len(shown) < 3:
            return in_order
        longest = sorted(shown[1:], key=self.needs, reverse=True)
        packed = self._packed([shown[0], *longest], width, first_fit=True)
        if len(packed) >= len(in_order):
            return in_order
        place = {button: i for i, button in enumerate(shown)}
        rows = [sorted(row, key=place.__getitem__) for row in packed]
        return sorted(rows, key=lambda row: place[row[0]])

    def _packed(
        self, buttons: list[QPushButton], width: int, first_fit: bool = False
    ) -> list[list[QPushButton]]:
        rows: list[list[QPushButton]] = []
        used: list[int] = []
        for button in buttons:
            wide = self.needs(button)
            fits = [
                i
                for i in (
                    range(len(rows)) if first_fit else range(max(0, len(rows) - 1), len(rows))
                )
                if used[i] + self.SPACING + wide <= width
            ]
            if fits:
                rows[fits[0]].append(button)
                used[fits[0]] += self.SPACING + wide
            else:
                rows.append([button])
                used.append(wide)
        return rows

    def row_height(self) -> int:
        return max((b.sizeHint().height() for b in self.buttons), default=0)

    def heightForWidth(self, width: int) -> int:
        count = len(self.rows(width))
        return count * self.row_height() + max(0, count - 1) * self.SPACING

    def _width(self) -> int:
        """The width the rows are made for: its own once laid out, else its parent's (not
        height for width in the layout's sense: a layout asks that at the window's least
        width, a row per button, and the window would need more than the screen)."""
        widest = max((self.needs(b) for b in self.buttons), default=1)
        if self.width() >= widest or self.parentWidget() is None:
            return max(self.width(), 1)
        return max(self.parentWidget().width(), widest)  # type: ignore[union-attr]

    def sizeHint(self) -> QSize:
        return QSize(self._width(), self.heightForWidth(self._width()))

    def minimumSizeHint(self) -> QSize:
        widest = max((self.needs(b) for b in self.buttons), default=0)
        return QSize(min(widest, 300), self.heightForWidth(self._width()))

    def arrange(self) -> None:
        """Each button in its place for the present width."""
        width = self.width()
        tall = self.row_height()
        y = 0
        for row in self.rows(width):
            needs = [self.needs(b) for b in row]
            spare = max(0, width - sum(needs) - self.SPACING * (len(row) - 1))
            x = 0
            for i, (button, need) in enumerate(zip(row, needs, strict=True)):
                extra = spare // len(row) + (1 if i < spare % len(row) else 0)
                wide = min(need + extra, width - x) if i == len(row) - 1 else need + extra
                button.setGeometry(QRect(x, y, max(1, wide), tall))
                x += wide + self.SPACING
            y += tall + self.SPACING
        if max(0, y - self.SPACING) != self.height():
            self.updateGeometry()  # another count of rows: the layout asks again

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.arrange()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # Ctrl++: wider words, maybe more rows
            self.arrange()

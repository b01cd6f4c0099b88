"""Each seat's win chance during a two-player Roller match, as a bar under the protocol's title.

From the exact win table at the start of every turn (`strategy.coach_graph.seat_chances`, a
look-up), shown when Settings → Win-chance bar says so: by default in practice matches against
the computer, not at the table. The bar is split between the seats in their colours (the
graph's), each part with its name and chance.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from roller_desktop.engine.roller import RollerMatch
from roller_desktop.strategy.coach_graph import seat_chances
from roller_desktop.ui.common.i18n import percent
from roller_desktop.ui.play.win_graph import colour


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("WinBar", text, disambiguation, n)


class WinBar(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("winBar")
        self.enabled_for_match = False  # set for each match from the setting
        self.names: tuple[str, ...] = ()
        self.chances: tuple[float, ...] = ()
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.hide()

    def sizeHint(self) -> QSize:
        return QSize(200, self.fontMetrics().height() + 8)

    def minimumSizeHint(self) -> QSize:
        return QSize(60, self.fontMetrics().height() + 8)

    def show_for(self, game: RollerMatch | None) -> None:
        """The chances at the start of the turn in play (hidden: off, over, or not two)."""
        chances = seat_chances(game) if game is not None and self.enabled_for_match else None
        if chances is None or game is None:
            self.hide()
            return
        self.names, self.chances = tuple(game.seats), chances
        text = ", ".join(
            f"{name} {percent(c, 0)}" for name, c in zip(self.names, chances, strict=True)
        )
        self.setAccessibleName(tr("Win chance: {chances}").format(chances=text))
        self.setToolTip(tr("Win chance at the start of this turn: {chances}").format(chances=text))
        self.show()
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        x = 0.0
        width, height = float(self.width()), float(self.height())
        for seat, (name, chance) in enumerate(zip(self.names, self.chances, strict=True)):
            part = QRectF(x, 0, width * chance, height)
            painter.fillRect(part, colour(seat))
            label = f"{name} {percent(chance, 0)}"
            align = Qt.AlignmentFlag.AlignLeft if seat == 0 else Qt.AlignmentFlag.AlignRight
            painter.setPen(QColor("white"))
            room = QRectF(4, 0, width - 8, height)
            if painter.fontMetrics().horizontalAdvance(label) < part.width() - 8:
                painter.drawText(room, int(align | Qt.AlignmentFlag.AlignVCenter), label)
            else:  # too narrow for the name: the chance alone
                painter.drawText(
                    room, int(align | Qt.AlignmentFlag.AlignVCenter), percent(chance, 0)
                )
            x += part.width()
        painter.end()

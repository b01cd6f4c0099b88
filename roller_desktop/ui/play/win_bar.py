"""Each seat's win chance during a Roller match, as a bar under the protocol's title.

Two players: exact, from the win table; three to eight: approximate (`strategy.win_approx`,
every figure marked "≈"). Updated after every throw and decision (`strategy.win_now`), worked
out in a thread (`ui.play.thinker`: a turn's first figures take up to a few hundred ms with
many seats); the bar keeps the last figures until the new ones come. Shown when Settings →
Win-chance bar says so: by default in practice matches against the computer, not at the
table. The bar is split between the seats in their colours (the graph's), each part with its
name and chance where they fit (all of them in its tooltip and accessible name). A match
longer than the shipped tables builds its table in the background (minutes for 31 rounds):
meanwhile the bar says so, with how far the build has come, and asks again every second.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from roller_desktop.engine.roller import RollerMatch
from roller_desktop.ui.common.i18n import percent
from roller_desktop.ui.play.thinker import Thinker, copy_of
from roller_desktop.ui.play.win_graph import colour


def labels(font: QFont, name: str, mark: str, chance: float) -> list[tuple[QFont, str]]:
    """A part's words from the most to the least, the first that fits is drawn: the name
    and the chance, the chance, then the chance in smaller type, with no "≈" or "%" last
    (a part of a fifth of the bar at the largest text was left blank)."""
    small = QFont(font)
    size = font.pointSizeF() if font.pointSizeF() > 0 else 10.0
    small.setPointSizeF(size * 0.8)
    shown = percent(chance, 0)
    return [
        (font, f"{name} {mark}{shown}"),
        (font, f"{mark}{shown}"),
        (small, f"{mark}{shown}"),
        (small, shown),
        (small, str(round(100 * chance))),
    ]


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("WinBar", text, disambiguation, n)


class WinBar(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("winBar")
        self.enabled_for_match = False  # set for each match from the setting
        self.names: tuple[str, ...] = ()
        self.chances: tuple[float, ...] = ()
        self.approximate = False
        self.shown_for: object = None  # the position the figures belong to
        self._game: object = None
        self.building: tuple[int, int] | None = None  # a long match's table: (done, of)
        self.building_text = ""
        self._again = QTimer(self)  # asks again while that table is being built
        self._again.setSingleShot(True)
        self._again.setInterval(1000)
        self._again.timeout.connect(self._ask_again)
        self.thinker = Thinker(self)
        self.thinker.answered.connect(self._thought)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.hide()

    def sizeHint(self) -> QSize:
        return QSize(200, self.fontMetrics().height() + 8)

    def minimumSizeHint(self) -> QSize:
        return QSize(60, self.fontMetrics().height() + 8)

    def show_for(self, game: RollerMatch | None) -> None:
        """The chances at this moment of the game in play, worked out in the thread (hidden:
        off, over, or a single player)."""
        if game is None or not self.enabled_for_match or game.is_over or len(game.seats) < 2:
            self.thinker.forget("bar")
            self._game = None
            self._again.stop()
            self.hide()
            return
        if game is not self._game:  # another match: the last one's figures go
            self._game, self.chances = game, ()
            self.hide()
        from roller_desktop.strategy.win_now import chances_now

        copy = copy_of(game)
        self.thinker.ask("bar", (id(game), len(game.events)), lambda: chances_now(copy()))

    def _thought(self, kind: str, key: object, result: object) -> None:
        from roller_desktop.strategy.win_now import Chances

        game = self._game
        if not isinstance(game, RollerMatch) or key != (id(game), len(game.events)):
            return
        if not isinstance(result, Chances):  # a long match's table still being built
            from roller_desktop.strategy.win_table import building

            under_way = building(game.rules)
            if under_way is None:
                self.hide()
            else:
                self.show_building(game.rules.rounds, *under_way)
                self._again.start()
            return
        self.show_chances(tuple(game.seats), result.chances, result.approximate)
        self.shown_for = key

    def _ask_again(self) -> None:
        game = self._game
        if isinstance(game, RollerMatch):
            self.show_for(game)

    def show_building(self, rounds: int, done: int, of: int) -> None:
        """The table of a long match is being built: how far it has come."""
        self.building = (done, of)
        share = percent(done / max(1, of), 0)
        self.building_text = share  # painted at the bar's end, never cut (the words may be)
        text = tr("Win chance: working out the table for %n rounds… {done}", "", rounds)
        self.setAccessibleName(text.format(done=share))
        self.setToolTip(self.accessibleName())
        self.show()
        self.update()

    def show_chances(
        self, names: tuple[str, ...], chances: tuple[float, ...], approximate: bool
    ) -> None:
        self.names, self.chances, self.approximate = names, chances, approximate
        self.building = None
        mark = "≈" if approximate else ""
        text = ", ".join(
            f"{name} {mark}{percent(c, 0)}" for name, c in zip(names, chances, strict=True)
        )
        self.setAccessibleName(tr("Win chance: {chances}").format(chances=text))
        self.setToolTip(tr("Win chance now: {chances}").format(chances=text))
        self.show()
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        x = 0.0
        width, height = float(self.width()), float(self.height())
        if self.building is not None:  # how far the long match's table has come, in words
            self._paint_building(painter, width, height)
            painter.end()
            return
        mark = "≈" if self.approximate else ""
        two = len(self.chances) == 2
        normal = QFont(painter.font())
        for seat, (name, chance) in enumerate(zip(self.names, self.chances, strict=True)):
            part = QRectF(x, 0, width * chance, height)
            painter.fillRect(part, colour(seat))
            painter.setPen(QColor("white"))
            if two:  # the names at the bar's ends
                room = QRectF(4, 0, width - 8, height)
                align = Qt.AlignmentFlag.AlignLeft if seat == 0 else Qt.AlignmentFlag.AlignRight
            else:  # each figure in its own part
                room = part
                align = Qt.AlignmentFlag.AlignHCenter
            for font, label in labels(painter.font(), name, mark, chance):
                if QFontMetricsF(font).horizontalAdvance(label) < part.width() - 8:
                    painter.setFont(font)
                    painter.drawText(room, int(align | Qt.AlignmentFlag.AlignVCenter), label)
                    painter.setFont(normal)
                    break  # else too narrow even for the bare figure: the tooltip has it
            x += part.width()
        painter.end()

    def _paint_building(self, painter: QPainter, width: float, height: float) -> None:
        done, of = self.building or (0, 1)
        painter.fillRect(QRectF(0, 0, width, height), self.palette().mid())
        painter.fillRect(QRectF(0, 0, width * done / max(1, of), height), QColor("#9e9e9e"))
        painter.setPen(self.palette().text().color())
        metrics = painter.fontMetrics()
        share = self.building_text
        room = QRectF(4, 0, width - 8, height)
        painter.drawText(
            room, int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), share
        )
        words = tr("Working out the win chances…")
        left = int(room.width() - metrics.horizontalAdvance(share) - metrics.averageCharWidth())
        painter.drawText(
            room,
            int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
            metrics.elidedText(words, Qt.TextElideMode.ElideRight, max(0, left)),
        )

"""Each seat's win chance during a Roller match, as a bar under the protocol's title.

Two players: exact, from the win table; three to eight: approximate (`strategy.win_approx`,
every figure marked "≈"). Updated after every throw and decision (`strategy.win_now`), worked
out in a thread (`ui.play.thinker`: a turn's first figures take up to a few hundred ms with
many seats); the bar keeps the last figures until the new ones come. Shown when Settings →
Win-chance bar says so: by default in practice matches against the computer, not at the
table. The bar is split between the seats in their colours (the graph's), each part with its
name (or the protocol's short form of it, down to an initial) and chance where they fit (all of
them in its tooltip and accessible name); the part of the one to move is framed, and keeps its
chance where a narrow part gives up the name for it. A match longer than the shipped tables
builds its table in the background (minutes for 31 rounds): meanwhile the bar says so, with
how far the build has come, and asks again every second.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from roller_desktop.engine.roller import RollerMatch
from roller_desktop.ui.common.i18n import percent
from roller_desktop.ui.play.protocol_model import IN_PLAY
from roller_desktop.ui.play.protocol_view import short_names
from roller_desktop.ui.play.thinker import Thinker, copy_of
from roller_desktop.ui.play.win_graph import colour

MOVER = IN_PLAY  # the protocol's cell in play (opaque: seen on every seat's colour)
MOVER_FIGURE = 0.65  # the one to move: its figure down to this much of the bar's type
MOVER_SMALLEST_PT = 8.0
READABLE = 3  # letters of a name that still read as it beside the figure ("Gun. ≈19 %")


def labels(
    font: QFont,
    names: Sequence[str],
    seat: int,
    mark: str,
    chance: float,
    width: float,
    mover: bool = False,
) -> Iterator[tuple[QFont, str]]:
    """A part's words from the most to the least, the first that fits `width` is drawn: the
    name and the chance; the name as the protocol shortens it ("Dagny", "Karl", "Hedv.") and
    the chance, then in smaller type, down to an initial; then the short name alone (the
    part's width shows the chance, and the tooltip has all of them). Whose part it is stays
    in every choice: with eight seats at the largest text the narrow parts showed bare
    figures ("7", "11") that named nobody. The one to move (`mover`, whose part is framed in
    the colour of the protocol's cell in play) keeps the figure longest: the initial and the figure
    without "≈" ("L 9 %"), then the figure alone (in smaller type still where need be), before
    the name alone. Made one by one:
    the shorter ones are only worked out where the longer do not fit (each asks all the
    names, to keep them apart)."""
    small = QFont(font)
    size = font.pointSizeF() if font.pointSizeF() > 0 else 10.0
    small.setPointSizeF(size * 0.8)
    figure = percent(chance, 0)
    shown = f"{mark}{figure}"
    name = names[seat]
    yield font, f"{name} {shown}"

    def short(face: QFont, after: str) -> str:
        metrics = QFontMetricsF(face)
        return short_names(list(names), lambda c: metrics.horizontalAdvance(c + after) < width - 8)[
            seat
        ]

    first = name.split()[0] if name.split() else name
    for face, least in ((font, READABLE), (small, READABLE), (small, 1)):
        with_figure = short(face, f" {shown}")
        if len(with_figure.rstrip(".")) >= min(least, len(first)):
            yield face, f"{with_figure} {shown}"
    if mover:
        if mark:
            yield small, f"{short(small, f' {figure}')} {figure}"
            yield small, shown
        yield small, figure
        smaller = QFont(font)
        smaller.setPointSizeF(max(MOVER_SMALLEST_PT, size * MOVER_FIGURE))
        yield smaller, figure
    yield small, short(small, "")


def part_label(
    font: QFont,
    names: Sequence[str],
    seat: int,
    mark: str,
    chance: float,
    width: float,
    mover: bool = False,
) -> tuple[QFont, str] | None:
    """What a part of this width shows: the first of its words that fits, or nothing."""
    for face, words in labels(font, names, seat, mark, chance, width, mover):
        if QFontMetricsF(face).horizontalAdvance(words) < width - 8:
            return face, words
    return None


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
        self.mover: int | None = None  # the seat to move at the figures' position: framed
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
        # The parts' words as last worked out, and for what: a repaint with nothing changed
        # (the window's, every few ms while the dice roll) measures nothing anew; with eight
        # seats at the largest text the words took 95 ms a paint.
        self._labels_for: tuple[object, ...] = ()
        self._labels: list[tuple[QFont, str] | None] = []
        self.labels_made = 0
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
        self.show_chances(tuple(game.seats), result.chances, result.approximate, game.current_seat)
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
        self,
        names: tuple[str, ...],
        chances: tuple[float, ...],
        approximate: bool,
        mover: int | None = None,
    ) -> None:
        self.names, self.chances, self.approximate = names, chances, approximate
        self.mover = mover
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
        two = len(self.chances) == 2
        normal = QFont(painter.font())
        labels_now = self._part_labels(normal, width)
        for seat, chance in enumerate(self.chances):
            part = QRectF(x, 0, width * chance, height)
            painter.fillRect(part, colour(seat))
            painter.setPen(QColor("white"))
            if two:  # the names at the bar's ends
                room = QRectF(4, 0, width - 8, height)
                align = Qt.AlignmentFlag.AlignLeft if seat == 0 else Qt.AlignmentFlag.AlignRight
            else:  # each figure in its own part
                room = part
                align = Qt.AlignmentFlag.AlignHCenter
            label = labels_now[seat]
            if label is not None:  # else too narrow even for an initial: the tooltip has it
                painter.setFont(label[0])
                painter.drawText(room, int(align | Qt.AlignmentFlag.AlignVCenter), label[1])
                painter.setFont(normal)
            if seat == self.mover and part.width() > 6:  # in the colour of the cell in play
                painter.setPen(QPen(MOVER, 3))
                painter.drawRect(part.adjusted(1.5, 1.5, -1.5, -1.5))
            x += part.width()
        painter.end()

    def _part_labels(self, font: QFont, width: float) -> list[tuple[QFont, str] | None]:
        """Each part's words (`part_label`), worked out anew only when the figures, names,
        type or width changed."""
        key = (font.key(), width, self.names, self.chances, self.approximate, self.mover)
        if key != self._labels_for:
            mark = "≈" if self.approximate else ""
            self._labels = [
                part_label(font, self.names, seat, mark, chance, width * chance, seat == self.mover)
                for seat, chance in enumerate(self.chances)
            ]
            self._labels_for = key
            self.labels_made += 1
        return self._labels

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

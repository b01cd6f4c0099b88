"""The championship's standings for the room (issue #16 item 5): a full-screen window for a
projector or a TV, read from ten metres, that updates by itself as results arrive.

It shows the championship's name, the round in play and the tables still to play, and the
standings in large type. When more players are in the standings than the screen holds at
that size, it pages through them (a page every few seconds, like a departures board) rather
than shrink the type. It reads its figures through `source`, a function the director's view
gives it (the store's standings of the championship), every few seconds; a failed read keeps
the last figures on the screen and says so, small, at the bottom.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QKeyEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from roller_desktop.championship.standings import Standing

BACKGROUND = QColor("#14213d")
INK = QColor("#ffffff")
FAINT = QColor("#a9b4c8")
LEADER = QColor("#fbe7a1")
ZEBRA = QColor("#1b2a4a")

REFRESH_MS = 5000  # a result reaches the room within seconds of being stored
PAGE_MS = 8000  # long enough to find one's own name on a page
# Rows on a screen at most: fewer, larger rows read from further away. 12 rows on a 768-pixel
# screen are 50 pixels each, a cap height of about 2.5 % of the picture.
MOST_ROWS = 12


@dataclass(frozen=True)
class ProjectorState:
    """What the room sees: read anew every few seconds."""

    championship: str
    round_in_play: int | None  # None before the first round is drawn, or after the last
    tables_playing: tuple[int, ...]  # the tables of the round in play without a result yet
    standings: tuple[Standing, ...]
    final: bool = False  # the final table is playing (or has played)
    champion: str | None = None  # once the final has decided (the standings are its places)


class ProjectorView(QWidget):
    def __init__(
        self,
        source: Callable[[], ProjectorState],
        parent: QWidget | None = None,
        refresh_ms: int = REFRESH_MS,
        page_ms: int = PAGE_MS,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Standings"))
        self.setAccessibleName(self.tr("Championship standings for the room"))
        self.source = source
        self.state: ProjectorState | None = None
        self.failed = False
        self.page = 0
        self.refresher = QTimer(self)
        self.refresher.setInterval(refresh_ms)
        self.refresher.timeout.connect(self.refresh)
        self.pager = QTimer(self)
        self.pager.setInterval(page_ms)
        self.pager.timeout.connect(self.next_page)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.refresh()
        self.refresher.start()
        self.pager.start()

    # ---- what is shown ------------------------------------------------------------------

    def refresh(self) -> None:
        """Read the figures again; on a failure keep the last ones and say so."""
        try:
            state = self.source()
        except Exception:  # the room's screen must never go blank or crash
            self.failed = True
        else:
            self.failed = False
            self.state = state
            self.page = min(self.page, self.pages() - 1)
        self.update()

    def rows_per_page(self) -> int:
        return MOST_ROWS

    def pages(self) -> int:
        count = len(self.state.standings) if self.state else 0
        return max(1, -(-count // self.rows_per_page()))

    def next_page(self) -> None:
        self.page = (self.page + 1) % self.pages()
        self.update()

    def shown(self) -> Sequence[Standing]:
        """The standings of the page on the screen now."""
        if self.state is None:
            return ()
        per = self.rows_per_page()
        return self.state.standings[self.page * per : (self.page + 1) * per]

    def headline(self) -> str:
        state = self.state
        if state is None:
            return self.tr("Waiting for the standings…")
        if state.final:
            return self.tr("The final is playing")
        if state.champion is not None:
            return self.tr("Champion: %1").replace("%1", state.champion)
        if state.round_in_play is None:
            return self.tr("Standings")
        if not state.tables_playing:
            return self.tr("Qualifying round %1: every table has finished").replace(
                "%1", str(state.round_in_play)
            )
        tables = ", ".join(str(t) for t in state.tables_playing)
        return (
            self.tr("Qualifying round %1: table %2 still to play", "", len(state.tables_playing))
            .replace("%1", str(state.round_in_play))
            .replace("%2", tables)
        )

    def page_text(self) -> str:
        if self.pages() == 1:
            return ""
        return (
            self.tr("Page %1 of %2")
            .replace("%1", str(self.page + 1))
            .replace("%2", str(self.pages()))
        )

    # ---- keys ---------------------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key == Qt.Key.Key_Escape:
            self.close()
        elif key == Qt.Key.Key_F11:
            if self.isFullScreen():
                self.showNormal()
            else:
                self.showFullScreen()
        elif key in (Qt.Key.Key_Space, Qt.Key.Key_PageDown, Qt.Key.Key_Right):
            self.next_page()
            self.pager.start()  # a page turned by hand stays its full time
        elif key in (Qt.Key.Key_PageUp, Qt.Key.Key_Left):
            self.page = (self.page - 1) % self.pages()
            self.pager.start()
            self.update()
        else:
            super().keyPressEvent(event)

    # ---- painting -----------------------------------------------------------------------

    def _font(self, pixels: float, bold: bool = False) -> QFont:
        font = QFont(self.font())
        font.setPixelSize(max(8, round(pixels)))
        font.setBold(bold)
        return font

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        w, h = float(self.width()), float(self.height())
        painter.fillRect(self.rect(), BACKGROUND)
        margin = w * 0.04
        unit = h / (MOST_ROWS + 6)  # the title, the headline and the headers take six rows
        left, right = margin, w - margin
        title = self.state.championship if self.state else ""
        self._text(painter, QRectF(left, unit * 0.4, right - left, unit * 1.6), title, unit * 1.2)
        self._text(
            painter,
            QRectF(left, unit * 2.0, right - left, unit),
            self.headline(),
            unit * 0.62,
            colour=FAINT,
            bold=False,
        )
        columns = self.columns(left, right, unit)
        top = unit * 3.4
        span = right - left
        for start, end, text, align in columns:
            box = QRectF(start, top, end - start, unit * 0.9)
            self._text(painter, box, text, unit * 0.42, colour=FAINT, align=align)
        y = top + unit
        for index, standing in enumerate(self.shown()):
            line = QRectF(0, y, w, unit)
            leads = standing.rank == 1 and standing.matches > 0  # not before a first result
            if leads:
                painter.fillRect(line, LEADER.darker(300))
            elif index % 2:
                painter.fillRect(line, ZEBRA)
            cells = [
                f"{standing.rank}.",
                standing.player,
                str(standing.points),
                str(standing.ww) if standing.ww else "",
                str(standing.w) if standing.w else "",
                str(standing.matches),
            ]
            for (start, end, _, align), text in zip(columns, cells, strict=True):
                box = QRectF(start, y, end - start, unit)
                colour = LEADER if leads else INK
                self._text(painter, box, text, unit * 0.7, colour=colour, align=align)
            y += unit
        foot = self.page_text()
        if self.failed:
            foot = (foot + "   " if foot else "") + self.tr(
                "The standings could not be read just now; shown as last read."
            )
        self._text(
            painter, QRectF(left, h - unit * 1.1, span, unit * 0.8), foot, unit * 0.4, colour=FAINT
        )
        painter.end()

    def columns(
        self, left: float, right: float, unit: float
    ) -> list[tuple[float, float, str, Qt.AlignmentFlag]]:
        """The columns (from, to, heading, alignment) in pixels: the figures as wide as
        their headings and widest cells, from the right edge; the names take the rest (in
        fixed shares of the width, long names were cut with half the row empty)."""
        right_align, left_align = Qt.AlignmentFlag.AlignRight, Qt.AlignmentFlag.AlignLeft
        heading, cell = (
            QFontMetricsF(self._font(unit * 0.42, True)),
            QFontMetricsF(self._font(unit * 0.7, True)),
        )
        shown = self.state.standings if self.state else ()  # every page alike
        figures = [
            (self.tr("Points"), [str(s.points) for s in shown]),
            (self.tr("WW"), [str(s.ww) for s in shown if s.ww]),
            (self.tr("W"), [str(s.w) for s in shown if s.w]),
            (self.tr("Matches"), [str(s.matches) for s in shown]),
        ]
        gap = unit * 0.6
        places = [f"{s.rank}." for s in shown]
        place_end = left + max(cell.horizontalAdvance(p) for p in [*places, "10."])
        place_end = max(place_end, left + heading.horizontalAdvance(self.tr("Place")))
        found: list[tuple[float, float, str, Qt.AlignmentFlag]] = []
        end = right
        for title, texts in reversed(figures):
            wide = max(
                [heading.horizontalAdvance(title)] + [cell.horizontalAdvance(t) for t in texts]
            )
            found.insert(0, (end - wide, end, title, right_align))
            end -= wide + gap
        return [
            (left, place_end, self.tr("Place"), right_align),
            (place_end + gap * 0.5, end + gap * 0.5, self.tr("Player"), left_align),
            *found,
        ]

    def _text(
        self,
        painter: QPainter,
        box: QRectF,
        text: str,
        pixels: float,
        *,
        colour: QColor = INK,
        bold: bool = True,
        align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft,
    ) -> None:
        font = self._font(pixels, bold)
        metrics = QFontMetricsF(font)
        shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, box.width())
        painter.setFont(font)
        painter.setPen(colour)
        painter.drawText(box, int(align | Qt.AlignmentFlag.AlignVCenter), shown)

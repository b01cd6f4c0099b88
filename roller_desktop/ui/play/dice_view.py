"""The dice on the table: painted with QPainter, thrown with a short tumbling animation.

The view only shows dice and a selection; the game screen decides what a click means for the
rules. Sizes are in logical pixels and painted with floating-point geometry and antialiasing, so
the dice stay crisp at any size and device pixel ratio.

Layout: the dice in play in one row on a board, the dice set apart below it, one small tray per
throw they were kept from. Selected dice are lifted, ringed and carry a check mark, so the
selection does not depend on colour alone.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import TYPE_CHECKING, NamedTuple

from PySide6 import QtGui
from PySide6.QtCore import (
    QEvent,
    QPointF,
    QRectF,
    QSize,
    QSizeF,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QPixmap,
    QResizeEvent,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

if TYPE_CHECKING:
    from PySide6.QtCore import QVariantAnimation

MAX_DICE = 6
THROW_MS = 650  # under a second: long enough to feel like a throw, short enough not to annoy
DEFAULT_DIE = 64

# Proportions, in die sizes.
MARGIN = 0.18
GAP = 0.28
LIFT = 0.14  # how far a selected die rises
KEPT_SCALE = 0.55
KEPT_GAP = 0.12
GROUP_GAP = 0.35
ROW_GAP = 0.32
CORNER = 0.18
PIP = 0.095
PIP_OFFSET = 0.27
SHADOW_PAD = 0.075  # room around a die's picture for its shadow
SETTLED_DEGREES = 0.75  # turned less than this, a die is drawn straight: cheaper and crisper

# Pip positions on a face, in units of PIP_OFFSET from the centre.
PIPS: dict[int, tuple[tuple[int, int], ...]] = {
    1: ((0, 0),),
    2: ((-1, -1), (1, 1)),
    3: ((-1, -1), (0, 0), (1, 1)),
    4: ((-1, -1), (1, -1), (-1, 1), (1, 1)),
    5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),
    6: ((-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)),
}

_rng = random.Random()


# Records as NamedTuples, not dataclasses: a dataclass's class is made by compiling its
# methods' source, about 1.5 ms of the window's start-up each (issue 28).


class _Tumble(NamedTuple):
    """How one die flies in a throw: its faces on the way, its spin and where it starts."""

    faces: tuple[int, ...]
    spin: float  # degrees turned during the throw
    dx: float  # start offset, in die sizes
    dy: float


class _Colours(NamedTuple):
    board: QColor
    tray: QColor
    face: QColor
    face_shade: QColor
    edge: QColor
    pip: QColor
    shadow: QColor
    mark: QColor
    mark_text: QColor
    focus: QColor

    def key(self) -> tuple[int, ...]:
        """What a die's cached picture depends on."""
        return tuple(
            q.rgba() for q in (self.face, self.face_shade, self.edge, self.pip, self.shadow)
        )


def _check_values(values: Sequence[int]) -> list[int]:
    result = list(values)
    for v in result:
        if isinstance(v, bool) or not isinstance(v, int) or not 1 <= v <= 6:
            raise ValueError(f"{v!r} is not a die face: a die shows 1 to 6.")
    return result


def _tumble() -> _Tumble:
    faces: list[int] = []
    for _ in range(9):
        choices = [f for f in range(1, 7) if not faces or f != faces[-1]]
        faces.append(_rng.choice(choices))
    spin = _rng.uniform(280.0, 620.0) * _rng.choice((-1.0, 1.0))
    return _Tumble(tuple(faces), spin, _rng.uniform(-0.7, 0.7), _rng.uniform(-0.9, -0.3))


class DiceView(QWidget):
    """Six dice or fewer, the dice set apart, and a selection made with the mouse or keys 1-6."""

    selectionChanged = Signal(list)
    animationFinished = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._values: list[int] = []
        self._kept: list[list[int]] = []
        self._selected: set[int] = set()
        self._selectable = False
        self._animation_enabled = True
        self._die_size = 0
        self._text_floor = 0.0
        self._floor_seen = 0
        self._tumbles: list[_Tumble] = []
        self._progress = 1.0
        self._pixmaps: dict[tuple[int, int, float, tuple[int, ...]], QPixmap] = {}
        # The throw's animation, made with the first throw: the start screen's dice never
        # tumble, and Qt's animation types cost the window's start-up (issue 28).
        self._throw: QVariantAnimation | None = None
        self._throw_ms = THROW_MS
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self._describe()

    # ---- the interface the game screens use -------------------------------------------------

    def set_dice(self, values: Sequence[int], animate: bool = True) -> None:
        """Put these dice on the table (a new throw): the selection is cleared.

        animationFinished follows when the dice show their faces: after the throw animation,
        or at once when there is none.
        """
        checked = _check_values(values)
        if len(checked) > MAX_DICE:
            raise ValueError(f"At most {MAX_DICE} dice fit on the table, not {len(checked)}.")
        self._stop_throw()
        self._values = checked
        self._set_selection(set())
        self._describe()
        if animate and self._animation_enabled and checked:
            self._tumbles = [_tumble() for _ in checked]
            self._progress = 0.0
            self._animation().start()
            self.update()
        else:
            self._progress = 1.0
            self.update()
            self.animationFinished.emit()

    def set_kept(self, groups: Sequence[Sequence[int]]) -> None:
        """The dice set apart, one group per throw they were kept from, in order."""
        checked = [_check_values(g) for g in groups if len(g)]
        if sum(len(g) for g in checked) > MAX_DICE:
            raise ValueError(f"At most {MAX_DICE} dice can be set apart.")
        self._kept = checked
        self._describe()
        self.update()

    def clear(self) -> None:
        self._stop_throw()
        self._progress = 1.0
        self._values = []
        self._kept = []
        self._set_selection(set())
        self._describe()
        self.update()

    def set_selectable(self, on: bool) -> None:
        """Whether the mouse and keys may select; turning it off clears the selection."""
        self._selectable = bool(on)
        if not on:
            self._set_selection(set())
        self._update_cursor(None)
        self.update()

    def is_selectable(self) -> bool:
        return self._selectable

    def values(self) -> list[int]:
        return list(self._values)

    def kept(self) -> list[list[int]]:
        return [list(g) for g in self._kept]

    def selected_indices(self) -> list[int]:
        return sorted(self._selected)

    def selected_values(self) -> list[int]:
        return [self._values[i] for i in sorted(self._selected)]

    def set_selected(self, indices: Sequence[int]) -> None:
        """Select exactly these dice (0-based), whether or not the view is selectable."""
        chosen = set(indices)
        for i in chosen:
            if isinstance(i, bool) or not isinstance(i, int) or not 0 <= i < len(self._values):
                raise ValueError(f"There is no die number {i!r} on the table.")
        self._set_selection(chosen)

    def toggle(self, index: int) -> None:
        """Select or unselect one die (0-based); ignored when not selectable or out of range."""
        if not self._selectable or not 0 <= index < len(self._values):
            return
        self.skip_animation()
        self._set_selection(self._selected ^ {index})

    def _animation(self) -> QVariantAnimation:
        """The throw's animation (made when first needed)."""
        if self._throw is None:
            from PySide6.QtCore import QEasingCurve, QVariantAnimation

            self._throw = QVariantAnimation(self)
            self._throw.setStartValue(0.0)
            self._throw.setEndValue(1.0)
            self._throw.setDuration(self._throw_ms)
            self._throw.setEasingCurve(QEasingCurve.Type.OutCubic)
            self._throw.valueChanged.connect(self._on_progress)
            self._throw.finished.connect(self._on_finished)
        return self._throw

    def _stop_throw(self) -> None:
        if self._throw is not None:
            self._throw.stop()

    def skip_animation(self) -> None:
        if self.is_animating():
            self._stop_throw()
            self._on_finished()

    def is_animating(self) -> bool:
        return self._throw is not None and self._throw.state() == self._throw.State.Running

    def set_animation_speed(self, factor: float) -> None:
        """The throw's length against the usual (0.5 quicker, 1.7 slower; 0 none at all)."""
        self._throw_ms = max(1, round(THROW_MS * factor))
        if self._throw is not None:
            self._throw.setDuration(self._throw_ms)
        self.set_animation_enabled(factor > 0)

    def set_animation_enabled(self, on: bool) -> None:
        self._animation_enabled = bool(on)
        if not on:
            self.skip_animation()

    def animation_enabled(self) -> bool:
        return self._animation_enabled

    def set_die_size(self, px: int) -> None:
        """The size of a die in logical pixels; 0 fits the dice to the widget."""
        if px < 0:
            raise ValueError("A die size is 0 (fit to the widget) or a number of pixels.")
        self._die_size = int(px)
        self.updateGeometry()
        self.update()

    def set_text_floor(self, lines: float) -> None:
        """A fitted die is never smaller than this many lines of the widget's text (as wide as
        the widget allows): larger text then makes the dice larger, and the screen around them
        scrolls rather than shrinking them. 0: the dice fit whatever room they are given."""
        self._text_floor = max(0.0, lines)
        self._floor_seen = self._least_die()
        self.updateGeometry()

    def _least_die(self) -> int:
        if not self._text_floor or self._die_size:
            return 0
        w, _ = self._units()
        by_text = self._text_floor * self.fontMetrics().height()
        return int(min(by_text, self.width() / w))

    # ---- geometry ---------------------------------------------------------------------------

    @staticmethod
    def _units() -> tuple[float, float]:
        """Width and height of the whole view in die sizes."""
        width = MAX_DICE + (MAX_DICE - 1) * GAP + 2 * MARGIN + 0.2
        height = 2 * MARGIN + LIFT + 1.0 + ROW_GAP + KEPT_SCALE + 2 * KEPT_GAP
        return width, height

    def sizeHint(self) -> QSize:
        size = self._die_size or DEFAULT_DIE
        w, h = self._units()
        return QSize(math.ceil(w * size), math.ceil(h * size))

    def minimumSizeHint(self) -> QSize:
        w, h = self._units()
        return QSize(math.ceil(w * 24), math.ceil(h * max(24, self._floor_seen)))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._refloor()

    def _refloor(self) -> None:
        least = self._least_die()
        if least != self._floor_seen:
            self._floor_seen = least
            self.updateGeometry()

    def hasHeightForWidth(self) -> bool:
        return self._die_size == 0

    def heightForWidth(self, width: int) -> int:
        w, h = self._units()
        return math.ceil(width * h / w)

    def die_size(self) -> float:
        """The size of a die on the table as painted now, in logical pixels."""
        if self._die_size:
            return float(self._die_size)
        w, h = self._units()
        return max(8.0, min(self.width() / w, self.height() / h))

    def _origin(self, s: float) -> QPointF:
        """Top-left corner of the painted block, centred in the widget."""
        w, h = self._units()
        return QPointF((self.width() - w * s) / 2, (self.height() - h * s) / 2)

    def _board_rect(self, s: float) -> QRectF:
        o = self._origin(s)
        w, _ = self._units()
        return QRectF(o.x(), o.y(), w * s, (2 * MARGIN + LIFT + 1.0) * s)

    def content_rect(self) -> QRectF:
        """The painted block: the board with its dice and the row of dice set apart."""
        s = self.die_size()
        w, h = self._units()
        return QRectF(self._origin(s), QSizeF(w * s, h * s))

    def die_rect(self, index: int) -> QRectF:
        """Where die `index` on the table lies (not lifted, not tumbling)."""
        s = self.die_size()
        board = self._board_rect(s)
        n = len(self._values)
        row = n * s + max(0, n - 1) * GAP * s
        x = board.center().x() - row / 2 + index * (1 + GAP) * s
        y = board.top() + (MARGIN + LIFT) * s
        return QRectF(x, y, s, s)

    def _kept_layout(self, s: float) -> list[tuple[QRectF, list[QRectF]]]:
        """Each group's tray and its dice rects, centred under the board."""
        k = KEPT_SCALE * s
        widths = [len(g) * k + (len(g) - 1) * KEPT_GAP * s + 2 * KEPT_GAP * s for g in self._kept]
        total = sum(widths) + max(0, len(widths) - 1) * GROUP_GAP * s
        board = self._board_rect(s)
        x = board.center().x() - total / 2
        top = board.bottom() + (ROW_GAP - KEPT_GAP) * s
        result: list[tuple[QRectF, list[QRectF]]] = []
        for group, width in zip(self._kept, widths, strict=True):
            tray = QRectF(x, top, width, k + 2 * KEPT_GAP * s)
            dice = [
                QRectF(x + KEPT_GAP * s + i * (k + KEPT_GAP * s), top + KEPT_GAP * s, k, k)
                for i in range(len(group))
            ]
            result.append((tray, dice))
            x += width + GROUP_GAP * s
        return result

    def index_at(self, pos: QPointF) -> int | None:
        """The die on the table under a point (a lifted die counts where it is drawn too)."""
        s = self.die_size()
        for i in range(len(self._values)):
            rect = self.die_rect(i)
            hit = rect.adjusted(0, -LIFT * s, 0, 0) if i in self._selected else rect
            if hit.contains(pos):
                return i
        return None

    # ---- painting ---------------------------------------------------------------------------

    def _colours(self) -> _Colours:
        pal = self.palette()
        group = QPalette.ColorGroup.Active if self.isEnabled() else QPalette.ColorGroup.Disabled
        window = pal.color(group, QPalette.ColorRole.Window)
        text = pal.color(group, QPalette.ColorRole.WindowText)
        dark = window.lightnessF() < 0.5
        face = pal.color(group, QPalette.ColorRole.Base)
        pip = pal.color(group, QPalette.ColorRole.Text)
        # Translucent, so that the board suits whatever lies behind (a window, a felt table).
        board = QColor(0, 0, 0, 48 if dark else 20)
        tray = QColor(text)
        tray.setAlphaF(0.10)
        edge = QColor(pip)
        edge.setAlphaF(0.45 if dark else 0.35)
        shadow = QColor(0, 0, 0, 110 if dark else 60)
        return _Colours(
            board=board,
            tray=tray,
            face=face.lighter(112) if dark else face,
            face_shade=face.darker(115) if dark else face.darker(106),
            edge=edge,
            pip=pip,
            shadow=shadow,
            mark=pal.color(group, QPalette.ColorRole.Highlight),
            mark_text=pal.color(group, QPalette.ColorRole.HighlightedText),
            focus=pal.color(group, QPalette.ColorRole.Highlight),
        )

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            self._paint(painter)
        finally:
            painter.end()

    def _paint(self, painter: QPainter) -> None:
        s = self.die_size()
        c = self._colours()
        board = self._board_rect(s)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(c.board)
        painter.drawRoundedRect(board, 0.2 * s, 0.2 * s)
        if self.hasFocus():
            pen = QPen(c.focus, max(1.5, 0.03 * s), Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            inset = 0.04 * s
            painter.drawRoundedRect(
                board.adjusted(inset, inset, -inset, -inset), 0.17 * s, 0.17 * s
            )
        for group, (tray, dice) in zip(self._kept, self._kept_layout(s), strict=True):
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(c.tray)
            painter.drawRoundedRect(tray, 0.12 * s, 0.12 * s)
            for value, rect in zip(group, dice, strict=True):
                self._paint_die(painter, c, rect, value, 0.0)
        tumbling = self._progress < 1.0 and len(self._tumbles) == len(self._values)
        for i, value in enumerate(self._values):
            rect = self.die_rect(i)
            angle = 0.0
            face = value
            if tumbling:
                rect, angle, face = self._tumbling(i, rect, s)
            elif i in self._selected:
                rect = rect.translated(0, -LIFT * s)
            self._paint_die(painter, c, rect, face, angle)
            if i in self._selected and not tumbling:
                self._paint_mark(painter, c, rect, s)

    def _tumbling(self, i: int, rect: QRectF, s: float) -> tuple[QRectF, float, int]:
        """Where die i is, how it is turned and which face it shows, at this point of the throw."""
        t = self._tumbles[i]
        p = self._progress  # already eased: fast at first, settling at the end
        rest = 1.0 - p
        bounce = abs(math.sin(p * math.pi * 3)) * rest * 0.35
        dx = t.dx * rest * s
        dy = (t.dy * rest - bounce) * s
        face_time = min(p / 0.8, 1.0)
        face = self._values[i] if face_time >= 1.0 else t.faces[int(face_time * len(t.faces))]
        return rect.translated(dx, dy), t.spin * rest, face

    def _paint_die(
        self, painter: QPainter, c: _Colours, rect: QRectF, value: int, angle: float
    ) -> None:
        """Draw one die from its cached picture: turned while tumbling, pixel-aligned at rest."""
        # The engine's device: when rendered into an image, the image, not the widget.
        engine = painter.paintEngine()
        device = engine.paintDevice() if engine is not None else None
        dpr = (device or painter.device()).devicePixelRatioF() or 1.0
        pixmap = self._die_pixmap(value, rect.width(), dpr, c)
        pad = pixmap.width() / dpr
        if abs(angle) >= SETTLED_DEGREES:
            painter.save()
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            painter.translate(rect.center())
            painter.rotate(angle)
            painter.drawPixmap(QPointF(-pad / 2, -pad / 2), pixmap)
            painter.restore()
        else:
            x = round((rect.center().x() - pad / 2) * dpr) / dpr
            y = round((rect.center().y() - pad / 2) * dpr) / dpr
            painter.drawPixmap(QPointF(x, y), pixmap)

    def _die_pixmap(self, value: int, size: float, dpr: float, c: _Colours) -> QPixmap:
        """One face at one size, painted once as vectors at the device's pixel density."""
        device_size = max(4, round(size * dpr))
        key = (value, device_size, dpr, c.key())
        cached = self._pixmaps.get(key)
        if cached is not None:
            return cached
        if len(self._pixmaps) > 64:  # sizes or palettes changed: start over
            self._pixmaps.clear()
        s = device_size / dpr
        side = math.ceil(s * (1 + 2 * SHADOW_PAD) * dpr)
        pixmap = QPixmap(side, side)
        pixmap.setDevicePixelRatio(dpr)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.translate(side / dpr / 2, side / dpr / 2)
            self._paint_face(painter, c, s, value)
        finally:
            painter.end()
        self._pixmaps[key] = pixmap
        return pixmap

    @staticmethod
    def _paint_face(painter: QPainter, c: _Colours, s: float, value: int) -> None:
        """A die of size s centred on the painter's origin, with its shadow."""
        body = QRectF(-s / 2, -s / 2, s, s)
        radius = CORNER * s
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(c.shadow)
        painter.drawRoundedRect(body.translated(0.03 * s, 0.06 * s), radius, radius)
        gradient = QtGui.QLinearGradient(  # named at the first paint (start-up)
            body.topLeft(), body.bottomRight()
        )
        gradient.setColorAt(0.0, c.face)
        gradient.setColorAt(1.0, c.face_shade)
        painter.setBrush(gradient)
        painter.setPen(QPen(c.edge, max(1.0, 0.025 * s)))
        painter.drawRoundedRect(body, radius, radius)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(c.pip)
        r = (PIP * 1.25 if value == 1 else PIP) * s
        step = PIP_OFFSET * s
        for px, py in PIPS[value]:
            painter.drawEllipse(QPointF(px * step, py * step), r, r)

    def _paint_mark(self, painter: QPainter, c: _Colours, rect: QRectF, s: float) -> None:
        """A selected die: a ring around it and a check mark badge (shape, not just colour)."""
        ring = 0.07 * s
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(c.mark, ring))
        out = rect.adjusted(-ring, -ring, ring, ring)
        painter.drawRoundedRect(out, CORNER * s + ring, CORNER * s + ring)
        badge = 0.34 * s
        centre = QPointF(rect.right() - 0.02 * s, rect.top() + 0.02 * s)
        painter.setPen(QPen(c.mark_text, max(1.0, 0.035 * s)))
        painter.setBrush(c.mark)
        painter.drawEllipse(centre, badge / 2, badge / 2)
        tick = QtGui.QPainterPath()
        tick.moveTo(centre + QPointF(-0.09 * s, 0.0))
        tick.lineTo(centre + QPointF(-0.025 * s, 0.065 * s))
        tick.lineTo(centre + QPointF(0.095 * s, -0.07 * s))
        pen = QPen(c.mark_text, max(1.5, 0.05 * s))
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(tick)

    # ---- input ------------------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        if self.is_animating():
            self.skip_animation()  # a click during the throw only ends the animation
            event.accept()
            return
        index = self.index_at(event.position())
        if index is not None and self._selectable:
            self._set_selection(self._selected ^ {index})
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        self._update_cursor(event.position())
        super().mouseMoveEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        self.skip_animation()  # the dice land, and the key goes on to act
        key = event.key()
        if Qt.Key.Key_1.value <= key <= Qt.Key.Key_6.value and self._selectable:
            self.toggle(key - Qt.Key.Key_1.value)
            event.accept()
            return
        super().keyPressEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.FontChange:
            self._refloor()
        if event.type() == QEvent.Type.LanguageChange:
            self._describe()
        super().changeEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.update()

    # ---- internals --------------------------------------------------------------------------

    def _update_cursor(self, pos: QPointF | None) -> None:
        over = pos is not None and self._selectable and self.index_at(pos) is not None
        if over:
            self.setCursor(Qt.CursorShape.PointingHandCursor)
        else:
            self.unsetCursor()

    def _set_selection(self, chosen: set[int]) -> None:
        if chosen == self._selected:
            return
        self._selected = set(chosen)
        self._describe()
        self.update()
        self.selectionChanged.emit(sorted(chosen))

    def _on_progress(self, value: float) -> None:  # the animation's value (0.0 to 1.0)
        self._progress = float(value)
        self.update()

    def _on_finished(self) -> None:
        self._progress = 1.0
        self.update()
        self.animationFinished.emit()

    def _describe(self) -> None:
        """The accessible name says what the dice show, for screen readers."""
        if not self._values and not self._kept:
            self.setAccessibleName(self.tr("Dice: none on the table"))
            return
        parts: list[str] = []
        if self._values:
            shown = ", ".join(str(v) for v in self._values)
            parts.append(self.tr("Dice on the table: %1").replace("%1", shown))
        else:
            parts.append(self.tr("No dice on the table"))
        if self._selected:
            chosen = ", ".join(str(self._values[i]) for i in sorted(self._selected))
            parts.append(self.tr("selected: %1").replace("%1", chosen))
        if self._kept:
            groups = "; ".join(" ".join(str(v) for v in g) for g in self._kept)
            parts.append(self.tr("set apart: %1").replace("%1", groups))
        self.setAccessibleName(". ".join(parts))

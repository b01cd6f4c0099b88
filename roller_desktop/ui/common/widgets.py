"""Small pieces the game screens share: the announcement banner, point boxes, the faces entry."""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QRect, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QFont,
    QFontMetrics,
    QFontMetricsF,
    QGuiApplication,
    QKeyEvent,
    QMouseEvent,
    QPaintEvent,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QStyle,
    QStyleOptionComboBox,
    QStylePainter,
    QVBoxLayout,
    QWidget,
)

from roller_desktop.ui.common.fitted_text import FELT as FELT
from roller_desktop.ui.common.fitted_text import SIZES_KEPT as SIZES_KEPT
from roller_desktop.ui.common.fitted_text import FitButton as FitButton
from roller_desktop.ui.common.fitted_text import FitLabel as FitLabel
from roller_desktop.ui.common.fitted_text import felt_palette as felt_palette
from roller_desktop.ui.common.fitted_text import largest_size as largest_size
from roller_desktop.ui.common.fitted_text import scaled_font as scaled_font

BANNER_COLOURS = {
    "roller": ("#f2b600", "#231a00"),
    "forced": ("#e86a00", "#ffffff"),
    "tjock": ("#c62828", "#ffffff"),
    "rt": ("#7b1010", "#ffffff"),
    "bank": ("#2e7d32", "#ffffff"),
    "extra": ("#1565c0", "#ffffff"),
    "done": ("#1565c0", "#ffffff"),
    "rethrow": ("#6a1b9a", "#ffffff"),
    "place": ("#f2b600", "#231a00"),
    "over": ("#37474f", "#ffffff"),
    "start": ("#37474f", "#ffffff"),
}


class InheritedTr:
    """`self.tr` that also finds strings written in a base class.

    Qt takes the translation context from the object's own class, but lupdate files a string
    under the class whose code holds it; so look through our classes in order.
    """

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        # What Qt gives for a string it does not know: the source, with %n filled in.
        unknown = QCoreApplication.translate("\x00", text, disambiguation, n)
        for cls in type(self).__mro__:
            if cls.__module__.startswith("PySide6"):
                break
            found = QCoreApplication.translate(cls.__name__, text, disambiguation, n)
            if found != unknown:
                return found
        return QCoreApplication.translate(type(self).__name__, text, disambiguation, n)


def resize_within_screen(widget: QWidget, width: int, height: int) -> None:
    """A dialog's preferred size, shrunk to the screen's free area where that is smaller (its
    Close button stays on a 1024x600 screen)."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    if screen is not None:
        free = screen.availableGeometry()
        width, height = min(width, free.width() - 16), min(height, free.height() - 16)
    widget.resize(width, height)


def fit_words(dialog: QWidget, least_width: int) -> None:
    """A dialog of wrapped words sized for them in its own type (set it first): as wide as
    its words ask (at least `least_width`) within the screen, and as high as they need at
    that width. Qt's own sizing keeps a window to two thirds of the screen's width but
    measures its height for the width it wanted: at a large text the last lines were cut."""
    layout = dialog.layout()
    if layout is None:
        return
    width = max(least_width, layout.sizeHint().width())
    screen = dialog.screen() or QGuiApplication.primaryScreen()
    if screen is not None:
        width = min(width, screen.availableGeometry().width() - 16)
    height = (
        layout.totalHeightForWidth(width)
        if layout.hasHeightForWidth()
        else layout.sizeHint().height()
    )
    resize_within_screen(dialog, width, height)


IN_SIGHT = "inSight"  # a widget's property: it must be wholly in sight where it is shown


def keep_in_sight(widget: QWidget) -> None:
    """Marks what a person must see whole where it is shown, never scrolled away nor cut at a
    scroll area's fold (the points boxes in play, the entry of real dice's faces, a computer
    level's description): the layout audit holds it."""
    widget.setProperty(IN_SIGHT, True)


SIDEWAYS = "scrollsSideways"  # a scroll area's property: its page scrolls sideways by design


def scrolls_sideways(area: QWidget) -> None:
    """Marks a scroll area whose page is made to scroll sideways (a protocol's page, whose
    digits are never smaller than in play): the layout audit lets its side scroll bar be.
    Every other page must fit its width, read by a plain vertical scroll."""
    area.setProperty(SIDEWAYS, True)


def return_moves_on(*fields: QWidget) -> None:
    """Return in these fields goes on to the next one, as Tab does: in the head of a form typed
    from a sheet (the date, the time, the place, the rounds) the key did nothing."""
    for field in fields:
        edit = field.lineEdit() if isinstance(field, QAbstractSpinBox) else field
        if isinstance(edit, QLineEdit):
            edit.returnPressed.connect(field.focusNextChild)  # as Tab: a scroll area follows


class BuddyLabel(QLabel):
    """A label with an underlined letter (Alt and it reach the buddy) that is never cut: Qt
    draws the underlined letter as a run of its own, which loses the kerning of its pair
    ("Ta" in "&Tabell för" by some pixels at the largest text), while the label's size is
    measured with the kerning; measured without any kerning, the text always fits."""

    def _unkerned(self, size: QSize) -> QSize:
        font = QFont(self.font())
        font.setKerning(False)
        plain = self.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
        width = QFontMetrics(font).horizontalAdvance(plain) + 2 * max(0, self.margin())
        return QSize(max(size.width(), width), size.height())

    def sizeHint(self) -> QSize:
        return self._unkerned(super().sizeHint())

    def minimumSizeHint(self) -> QSize:
        return self._unkerned(super().minimumSizeHint())


REFUSAL_STYLE = (
    "color: #9a0007; background: #fdecea; border: 2px solid #e57373; border-radius: 8px;"
    " padding: 4px 10px; font-weight: bold;"
)


class RefusalLabel(QLabel):
    """A refusal read from across the table: bold dark red on a light red band, not thin red
    type; the band shows only while there is something to say."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)

    def setText(self, text: str) -> None:
        super().setText(text)
        self.setStyleSheet(REFUSAL_STYLE if text else "")

    def clear(self) -> None:
        self.setText("")


class MessageLabel(QLabel):
    """The game screens' line of news and refusals: cleared, it drops a refusal's band too;
    `said` when its words change (the screen finds them room)."""

    said = Signal()

    def setText(self, text: str) -> None:
        changed = text != self.text()
        super().setText(text)
        if changed:
            self.said.emit()

    def clear(self) -> None:
        self.setText("")
        self.setProperty("refusal", False)
        self.setStyleSheet("")


def capped_font(base: QFont, factor: float, most_px: float, bold: bool = False) -> QFont:
    """`scaled_font`, but no taller than `most_px` pixels: large text on a small screen."""
    font = scaled_font(base, factor, bold)
    most_pt = max(6.0, most_px * 0.75)  # 96 logical dpi: 4 px are 3 pt
    if font.pointSizeF() > most_pt:
        font.setPointSizeF(most_pt)
    return font


BANNER_SMALLEST_PT = 8.0


class Banner(QLabel):
    """A big coloured announcement that nobody can miss; hides by itself.

    It floats over its parent without covering the dice: `zones` gives the area it may use,
    the rectangle to keep clear (both in the parent's coordinates) and the line it would best
    start at; it goes in the free band above the dice, else below them, in smaller type if
    that is what fits.
    """

    FACTORS = (2.6, 2.2, 1.8, 1.5)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.kind = ""
        self.zones: Callable[[], tuple[QRect, QRect, int]] | None = None
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setWordWrap(True)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAccessibleName(self.tr("Announcement"))
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.hide)
        self.hide()

    def announce(self, kind: str, text: str, ms: int = 2200) -> None:
        self.kind = kind
        back, fore = BANNER_COLOURS.get(kind, BANNER_COLOURS["over"])
        style = (
            f"background: {back}; color: {fore}; border-radius: 18px; padding: 10px 30px;"
            "border: 3px solid rgba(255,255,255,150);"
        )
        if style != self.styleSheet():  # a new style sheet polishes the banner anew: ~1 ms
            self.setStyleSheet(style)
        self.setText(text)
        self.setAccessibleDescription(text)
        self.place()
        self.show()
        self.raise_()
        if ms > 0:
            self._timer.start(ms)
        else:
            self._timer.stop()

    def place(self) -> None:
        parent = self.parentWidget()
        whole = parent.rect() if parent is not None else QRect()
        zones = self.zones() if self.zones is not None else (whole, QRect(), 0)
        area, clear, top = zones
        self.setFixedWidth(max(200, area.width() - 4))  # the whole table: fewer lines
        x = area.left() + (area.width() - self.width()) // 2
        if clear.isEmpty():
            self._fit(self.FACTORS[0])
            self.move(x, area.top() + max(8, area.height() // 12))
            return
        above = clear.top() - area.top()
        below = area.bottom() - clear.bottom()
        for factor in self.FACTORS:
            height = self._fit(factor)
            if above >= height + 8:  # above the dice: from `top` down if there is room
                self.move(x, min(max(area.top() + 4, top), clear.top() - height - 4))
                return
            if below >= height + 8:
                self.move(x, clear.bottom() + 4)
                return
        # Nowhere free at the smallest size: the larger band, touching the dice least.
        top = area.top() + 4 if above >= below else area.bottom() - self.height() - 4
        self.move(x, top)

    def _fit(self, factor: float) -> int:
        font = scaled_font(self.window().font(), factor, bold=True)
        self.setFont(font)
        # A word wider than the banner cannot wrap and is cut on both sides: in Norwegian at
        # the largest text an eight seats' play column showed "Anna begynner" as "egynne".
        # Smaller type until the widest word fits (a wrapped label's least width).
        margins = self.contentsMargins()
        frame = margins.left() + margins.right()
        for _ in range(4):
            need = self.minimumSizeHint().width()
            if need <= self.width() or font.pointSizeF() <= BANNER_SMALLEST_PT:
                break
            share = max(0.1, (self.width() - frame) / max(1, need - frame))
            font.setPointSizeF(max(BANNER_SMALLEST_PT, font.pointSizeF() * share * 0.98))
            self.setFont(font)
        self.adjustSize()
        wrapped = self.heightForWidth(self.width())  # its lines at its fixed width, whole
        if wrapped > self.height():
            self.resize(self.width(), wrapped)
        return self.height()


class StatBox(QFrame):
    """A caption over a big number: the points in play."""

    def __init__(self, caption: str, parent: QWidget | None = None, lines: int = 1) -> None:
        super().__init__(parent)
        self.setObjectName("statBox")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 6, 14, 8)
        layout.setSpacing(0)
        self.caption = FitLabel(caption, floor=0.7, lines=lines)
        self.caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.value = FitLabel("–")
        self.value.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.caption)
        layout.addWidget(self.value)
        self.setAccessibleName(caption)
        keep_in_sight(self)  # the points in play: never scrolled away

    def apply_fonts(self, base: QFont, value_px: float = 1e9) -> None:
        self.caption.setFont(scaled_font(base, 1.0))
        self.value.setFont(capped_font(base, 2.4, value_px, bold=True))

    def set_value(self, text: str) -> None:
        self.value.setText(text)
        self.setAccessibleDescription(f"{self.caption.text()}: {text}")

    def caption_need(self) -> float:
        """The box's width for its caption whole at the caption's smallest type."""
        margins, layout = self.contentsMargins(), self.layout()
        inner = layout.contentsMargins() if layout is not None else margins
        frame = margins.left() + margins.right() + inner.left() + inner.right()
        return self.caption.need() + frame


class FacesEdit(QLineEdit):
    """Faces typed from real dice. Letters pass through as shortcuts (B, K, U, H)."""

    def event(self, e: QEvent) -> bool:
        letter = isinstance(e, QKeyEvent) and e.text().isalpha()
        if e.type() == QEvent.Type.ShortcutOverride and letter:
            e.ignore()
            return False
        return super().event(e)


class FacesPanel(QWidget):
    """Real dice: type "3 5 1 1 6 2" or click the faces, then Enter.

    Two rows: the label and the entry, in large type and wide enough for six faces; the face
    buttons, a keypad as wide as the table, with the Enter button at its end. (The Enter button
    beside the entry covered the faces at the largest text on a 1024-pixel screen, and a row
    of its own took the dice's height.) The label goes onto two lines, then gets smaller,
    then is elided with the whole text in its tooltip, rather than crowd the entry.
    """

    submitted = Signal(str)
    WIDEST = "6 6 6 6 6 6"
    EXAMPLE = "3 5 1 1 6 2"

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        rows = QVBoxLayout(self)
        rows.setContentsMargins(0, 0, 0, 0)
        rows.setSpacing(6)
        layout = QHBoxLayout()
        self.label = FitLabel(self.tr("Real dice, faces:"), floor=0.7, lines=2)
        self.edit = FacesEdit()
        self.expect(6)
        self.edit.setAccessibleName(self.tr("Faces of the real dice"))
        keep_in_sight(self.edit)  # where the faces are typed, and what was typed
        self.label.setBuddy(self.edit)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.edit, 2)
        self._rows, self._entry_row = rows, layout
        rows.addLayout(layout)
        self.enter = FitButton(self.tr("Enter throw [Enter]"))
        self.enter.setAccessibleName(self.tr("Enter the throw"))
        self.enter.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.enter.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.enter.clicked.connect(self._submit)
        self.edit.returnPressed.connect(self._submit)
        keypad = QHBoxLayout()
        self.face_buttons: list[QPushButton] = []
        for face in range(1, 7):
            button = QPushButton(str(face))
            button.setAccessibleName(self.tr("Add a {face}").format(face=face))
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setMinimumWidth(36)
            button.clicked.connect(lambda _=False, f=face: self.add_face(f))
            keypad.addWidget(button, 1)
            self.face_buttons.append(button)
        self.back = QPushButton("⌫")
        self.back.setAccessibleName(self.tr("Remove the last face"))
        self.back.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.back.clicked.connect(self.remove_face)
        keypad.addWidget(self.back, 1)
        keypad.addWidget(self.enter, 6)
        rows.addLayout(keypad)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.place_label()
        QTimer.singleShot(0, self, self.fit_example)  # once the entry has its new width

    def place_label(self) -> None:
        """The label beside the entry, or over it where beside it would cut its words even on
        two lines at its smallest type (sv at the largest text: "Riktiga tärni…")."""
        spacing = max(0, self._entry_row.spacing())
        room = self.width() - self.edit.minimumWidth() - spacing
        need = self.label.need()
        over = self.width() > 0 and need + 2 > room
        # Beside, the label keeps the room of its two lines at its smallest type: in a column
        # squeezed to its least height (the largest text on 1024x600) it was one line high
        # and read "Riktiga tärning…".
        smallest = QFont(self.label.font())
        smallest.setPointSizeF(max(1.0, smallest.pointSizeF() * self.label.floor))
        two_lines = 2 * QFontMetricsF(smallest).lineSpacing() + 2 * self.label.margin()
        wide = math.ceil(need) + 2  # a pixel or two of rounding in the fitted type
        self.label.setMinimumSize(0 if over else wide, 0 if over else math.ceil(two_lines))
        if over == (self._entry_row.indexOf(self.label) < 0):
            return
        self._entry_row.removeWidget(self.label)
        self._rows.removeWidget(self.label)
        if over:
            self._rows.insertWidget(0, self.label)
        else:
            self._entry_row.insertWidget(0, self.label, 1)

    def expect(self, count: int) -> None:
        """The example in the empty entry as many faces long as the dice to throw (one die at
        Roller's opening read "e.g. 3 5 1 1 6 2")."""
        self._faces = " ".join(self.EXAMPLE.split()[: max(1, min(6, count))])
        self.fit_example()

    def fit_example(self) -> None:
        """ "e.g. 3 5 1 1 6 2" where the entry shows it whole, else the faces alone (sv at the
        largest text read "t.ex. 3 5 1 1 …"; the entry is as wide as six faces)."""
        faces = getattr(self, "_faces", self.EXAMPLE)
        example = self.tr("e.g. {faces}").format(faces=faces)
        room = self.edit.width() - 16  # the entry's frame and text margins
        if self.edit.width() > 0 and self.edit.fontMetrics().horizontalAdvance(example) > room:
            example = faces
        self.edit.setPlaceholderText(example)

    def apply_fonts(self, base: QFont) -> None:
        """Large type for the faces, read and typed at the table."""
        self.label.setFont(scaled_font(base, 1.2))
        self.enter.set_base_font(scaled_font(base, 1.2, bold=True))
        big = scaled_font(base, 1.8, bold=True)
        self.edit.setFont(big)
        wide = self.edit.fontMetrics().horizontalAdvance(self.WIDEST + "  ")
        self.edit.setMinimumWidth(wide + 24)
        self.place_label()
        self.fit_example()
        for button in [*self.face_buttons, self.back]:
            button.setFont(scaled_font(base, 1.3, bold=True))

    def add_face(self, face: int) -> None:
        text = self.edit.text().strip()
        self.edit.setText(f"{text} {face}".strip())

    def remove_face(self) -> None:
        parts = self.edit.text().split()
        self.edit.setText(" ".join(parts[:-1]))

    def _submit(self) -> None:
        self.submitted.emit(self.edit.text())


class _TogglingLabel(QLabel):
    """Words that toggle their check box when clicked."""

    def __init__(self, text: str, box: QCheckBox) -> None:
        super().__init__(text)
        self._box = box

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self._box.toggle()


class WrappedCheck(QWidget):
    """A check box whose words wrap onto more lines in a narrow column; they toggle it too."""

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.box = QCheckBox()
        self.box.setAccessibleName(text)
        self.label = _TogglingLabel(text, self.box)
        self.label.setWordWrap(True)
        self.label.setBuddy(self.box)
        layout.addWidget(self.box, 0, Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.label, 1)


class ChosenTextBox(QComboBox):
    """A choice box as wide as the text chosen in it, at least `least` letters: a long name
    chosen is whole where its row has the room (a box as wide as "Everybody" showed
    "Karl-Gus" at the largest text), else shortened in its middle ("Karl-Gust…-Bergqvist").
    Whoever shows a new choice with its signals blocked calls updateGeometry()."""

    def __init__(self, least: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.setMinimumContentsLength(least)
        self.currentIndexChanged.connect(lambda _index: self.updateGeometry())

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        text = QSize(self.fontMetrics().horizontalAdvance(self.currentText()), hint.height())
        wanted = self.style().sizeFromContents(QStyle.ContentsType.CT_ComboBox, option, text, self)
        return QSize(max(hint.width(), wanted.width()), hint.height())

    def shown_text(self) -> str:
        """The chosen text as it fits the box now."""
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        field = self.style().subControlRect(
            QStyle.ComplexControl.CC_ComboBox,
            option,
            QStyle.SubControl.SC_ComboBoxEditField,
            self,
        )
        return self.fontMetrics().elidedText(
            self.currentText(), Qt.TextElideMode.ElideMiddle, field.width()
        )

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QStylePainter(self)
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, option)
        option.currentText = self.shown_text()
        painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, option)


class PairsRow(QWidget):
    """Labelled fields (a buddy label and its box) in one row where their whole texts fit the
    width, else in two rows, `end` (a count, say) at the first row's end. A row of four
    filters at the largest text needed 1,278 pixels of a 1024-pixel screen, its texts cut."""

    SPACING = 8

    def __init__(
        self, pairs: list[tuple[QWidget, QWidget]], end: QWidget, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.pairs = pairs
        self.end = end
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setHorizontalSpacing(self.SPACING)
        self.rows = 0
        self.arrange(1)

    def one_row_width(self) -> int:
        """The width one row needs with every shown text whole."""
        shown = [w for pair in self.pairs for w in pair if not w.isHidden()] + [self.end]
        return sum(w.sizeHint().width() for w in shown) + self.SPACING * (len(shown) + 2)

    def fit(self) -> None:
        """One row or two for the width there is (after a resize, or a box shown or hidden)."""
        self.arrange(1 if self.one_row_width() <= self.width() else 2)

    def arrange(self, rows: int) -> None:
        if rows == self.rows:
            return
        self.rows = rows
        for widget in [w for pair in self.pairs for w in pair] + [self.end]:
            self.grid.removeWidget(widget)
        for column in range(self.grid.columnCount()):
            self.grid.setColumnStretch(column, 0)
        first = len(self.pairs) if rows == 1 else (len(self.pairs) + 1) // 2
        for index, (label, box) in enumerate(self.pairs):
            row, place = (0, index) if index < first else (1, index - first)
            self.grid.addWidget(label, row, 2 * place)
            self.grid.addWidget(box, row, 2 * place + 1)
        self.grid.setColumnStretch(2 * first, 1)  # the room left, before the end
        self.grid.addWidget(self.end, 0, 2 * first + 1)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def minimumSizeHint(self) -> QSize:
        """Two rows' width: a narrow window makes it two rows, not the window wider."""
        hint = super().minimumSizeHint()
        if self.rows == 1:
            half = (len(self.pairs) + 1) // 2
            widest = (
                sum(w.minimumSizeHint().width() for pair in self.pairs[:half] for w in pair)
                + self.end.minimumSizeHint().width()
                + self.SPACING * (2 * half + 2)
            )
            hint.setWidth(min(hint.width(), widest))
        return hint


def ok_cancel(dialog: QDialog, ok_text: str, accepted: Callable[[], None]) -> QDialogButtonBox:
    """A dialog's OK (named for what it does) and Cancel: OK calls `accepted`, which closes the
    dialog only when the input is taken; Cancel closes it."""
    buttons = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
    )
    buttons.button(QDialogButtonBox.StandardButton.Ok).setText(ok_text)
    buttons.accepted.connect(accepted)
    buttons.rejected.connect(dialog.reject)
    return buttons

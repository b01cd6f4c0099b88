"""What a person sees of one window, measured: texts cut or elided without a tooltip, visible
widgets on top of one another or outside their parent, the type of every text, the dice and
the protocol's digits in pixels. Used by the layout audit (offscreen) and by the e2e tests in
the real program (under Xvfb with xcb), so it imports only Qt and the program's widgets."""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QFont, QFontInfo, QFontMetricsF, QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractScrollArea,
    QCheckBox,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QMenuBar,
    QPlainTextEdit,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QScrollBar,
    QStyle,
    QStyleOptionButton,
    QStyleOptionComboBox,
    QTabBar,
    QTextEdit,
    QWidget,
)

from tests.ui.layout.item_views import check_scroll_page, check_text_box, check_view

TOLERANCE_PX = 1.0  # a pixel of rounding between a text's width and its room
SIDE_WORDS = 0.8  # a protocol's Total and Symbols: in type this much of the round numbers'


@dataclass
class Seen:
    """One window at one size, text size and language, as measured."""

    cut: list[str] = field(default_factory=list)
    overlaps: list[str] = field(default_factory=list)
    outside: list[str] = field(default_factory=list)
    texts: dict[int, tuple[str, float]] = field(default_factory=dict)  # id -> (what, px)
    dice: dict[int, tuple[str, float]] = field(default_factory=dict)
    # texts that must grow with the text size (an item view's cells and headings): id -> ...
    growing: dict[int, tuple[str, float]] = field(default_factory=dict)
    # a protocol's Total and Symbols, never smaller at a larger text size (not even by rounding)
    words: dict[int, tuple[str, float]] = field(default_factory=dict)
    protocol_px: float | None = None  # the smallest digits of any protocol on screen
    needs: str = ""  # the window's own minimum, when larger than its size

    def problems(self) -> list[str]:
        found = [f"cut: {c}" for c in self.cut]
        found += [f"overlap: {o}" for o in self.overlaps]
        found += [f"outside: {o}" for o in self.outside]
        if self.needs:
            found.append(f"needs {self.needs}")
        return found


def px(font: QFont) -> float:
    """A font's size in pixels (a point is 96/72 pixels, as Qt's logical dpi offscreen)."""
    if font.pixelSize() > 0:
        return float(font.pixelSize())
    return (
        font.pointSizeF() * 96 / 72 if font.pointSizeF() > 0 else float(QFontInfo(font).pixelSize())
    )


def shown(widget: QWidget) -> bool:
    return widget.isVisible() and widget.width() > 0 and widget.height() > 0


def name_of(widget: QWidget, text: str = "") -> str:
    what = text or widget.accessibleName() or widget.objectName()
    what = what.replace("\n", " ")
    if len(what) > 40:
        what = what[:39] + "…"
    return f"{type(widget).__name__}({what!r})"


def _plain(text: str) -> str:
    """A button's or buddy label's words without the mnemonic's &."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _tip_has(widget: QWidget, text: str) -> bool:
    tip = widget.toolTip()
    return bool(tip) and _plain(text).strip() in tip


def inspect(root: QWidget, screen: tuple[int, int] | None = None) -> Seen:
    """The window as measured; `screen`: the screen's size, which the window must not exceed
    (a dialog larger than its contents may allow is as bad as one squeezed)."""
    seen = Seen()
    size = root.size()
    need = root.minimumSizeHint()
    room = (size.width(), size.height()) if screen is None else screen
    if need.width() > min(size.width(), room[0]) or need.height() > min(size.height(), room[1]):
        seen.needs = f"{need.width()}×{need.height()} in {size.width()}×{size.height()}"
    elif size.width() > room[0] or size.height() > room[1]:
        seen.needs = f"{size.width()}×{size.height()} on a {room[0]}×{room[1]} screen"
    _walk(root, seen)
    return seen


def _walk(widget: QWidget, seen: Seen) -> None:
    _check_widget(widget, seen)
    children = [
        c
        for c in widget.children()
        if isinstance(c, QWidget) and not c.isWindow() and shown(c) and not _floating(c)
    ]
    in_scroll = isinstance(widget.parentWidget(), QAbstractScrollArea) and (
        widget is widget.parentWidget().viewport()  # type: ignore[union-attr]
    )
    if not in_scroll and not isinstance(widget, QAbstractScrollArea):
        room = widget.rect()
        for child in children:
            if not room.adjusted(-1, -1, 1, 1).contains(child.geometry()):
                seen.outside.append(
                    f"{name_of(child, _text(child))} {_rect(child.geometry())} "
                    f"beyond {name_of(widget)} {room.width()}×{room.height()}"
                )
        for i, one in enumerate(children):
            for other in children[i + 1 :]:
                common = one.geometry().intersected(other.geometry())
                if common.width() > 1 and common.height() > 1:
                    seen.overlaps.append(
                        f"{name_of(one, _text(one))} and {name_of(other, _text(other))} "
                        f"share {common.width()}×{common.height()}"
                    )
    for child in children:
        _walk(child, seen)


def _floating(widget: QWidget) -> bool:
    """Widgets made to lie over others: the announcement banner, a menu, a scroll bar's
    container (a scroll area's own business)."""
    from roller_desktop.ui.common.widgets import Banner

    return isinstance(widget, Banner | QMenu | QScrollBar) or widget.testAttribute(
        Qt.WidgetAttribute.WA_TransparentForMouseEvents
    )


def _rect(r: QRect) -> str:
    return f"{r.width()}×{r.height()}+{r.x()}+{r.y()}"


def _text(widget: QWidget) -> str:
    if isinstance(widget, QLabel | QAbstractButton | QLineEdit):
        return widget.text()
    return ""


def _in_sight(widget: QWidget, seen: Seen, marked: bool = True) -> None:
    """A widget marked to be seen whole (widgets.keep_in_sight), or one the audit holds to it
    (`marked` False): what of it every parent shows, a scroll area's viewport too, where its
    page is scrolled to."""
    from roller_desktop.ui.common.widgets import IN_SIGHT

    if marked and not widget.property(IN_SIGHT):
        return
    whole = QRect(widget.mapTo(widget.window(), widget.rect().topLeft()), widget.size())
    seen_of = QRect(whole)
    parent = widget.parentWidget()
    while parent is not None and not parent.isWindow():
        room = QRect(parent.mapTo(widget.window(), parent.rect().topLeft()), parent.size())
        seen_of = seen_of.intersected(room)
        parent = parent.parentWidget()
    if seen_of.height() < whole.height() - 1 or seen_of.width() < whole.width() - 1:
        seen.cut.append(
            f"{name_of(widget, _text(widget))} out of sight: {seen_of.width()}×"
            f"{seen_of.height()} of {whole.width()}×{whole.height()} px shown"
        )


def _game_screen(screen: QWidget, seen: Seen) -> None:
    """A game screen's felt caption says what to do now: whole in sight wherever the column
    scrolls (to the faces typed, to a refusal), or not shown at all; never cut. A refusal
    under the felt reads whole too."""
    caption = getattr(screen, "table_caption", None)
    if isinstance(caption, QLabel) and shown(caption) and caption.text():
        _in_sight(caption, seen, marked=False)
    message = getattr(screen, "message", None)  # a refusal: read whole, with the dice
    if isinstance(message, QLabel) and shown(message) and message.property("refusal"):
        _in_sight(message, seen, marked=False)


def _check_widget(widget: QWidget, seen: Seen) -> None:
    from roller_desktop.ui.common.widgets import FitButton, FitLabel
    from roller_desktop.ui.play.game_screen import GameScreen

    _in_sight(widget, seen)
    if isinstance(widget, GameScreen):
        _game_screen(widget, seen)
    from roller_desktop.ui.common.fit_paragraph import FitParagraph
    from roller_desktop.ui.play.dice_view import KEPT_SCALE, DiceView
    from roller_desktop.ui.play.protocol_view import ProtocolView

    if isinstance(widget, FitLabel):
        _fit_label(widget, seen)
    elif isinstance(widget, FitParagraph):
        _fit_paragraph(widget, seen)
    elif isinstance(widget, FitButton):
        _fit_button(widget, seen)
    elif isinstance(widget, QLabel):
        _label(widget, seen)
    elif isinstance(widget, QCheckBox | QRadioButton):
        _check_box(widget, seen)
    elif isinstance(widget, QPushButton):
        _button(widget, seen)
    elif isinstance(widget, QLineEdit):
        _line_edit(widget, seen)
    elif isinstance(widget, QComboBox):
        _combo(widget, seen)
    elif isinstance(widget, QGroupBox):
        _group(widget, seen)
    elif isinstance(widget, QTabBar):
        _tabs(widget, seen)
    elif isinstance(widget, DiceView):
        size = widget.die_size()
        seen.dice[id(widget)] = (name_of(widget), size)
        if widget.kept():
            seen.dice[id(widget) + 1] = (name_of(widget) + " kept", size * KEPT_SCALE)
    elif isinstance(widget, ProtocolView):
        _protocol_grid(widget, seen)
    if isinstance(widget, QAbstractItemView):
        check_view(widget, seen, name_of(widget))
    elif isinstance(widget, QPlainTextEdit | QTextEdit):
        check_text_box(widget, seen, name_of(widget))
    elif isinstance(widget, QScrollArea):
        check_scroll_page(widget, seen, name_of(widget))
    protocol_px = getattr(widget, "digit_px", None)  # a page that shows a protocol otherwise
    if callable(protocol_px) and not isinstance(widget, ProtocolView):
        _protocol(seen, float(protocol_px()))


def _protocol(seen: Seen, value: float) -> None:
    seen.protocol_px = value if seen.protocol_px is None else min(seen.protocol_px, value)


def _record(seen: Seen, widget: QWidget, text: str, font: QFont) -> None:
    if text.strip() and not isinstance(widget.window(), QMenu | QMenuBar):
        seen.texts[id(widget)] = (name_of(widget, text), px(font))


def _fit_label(label: QWidget, seen: Seen) -> None:
    from roller_desktop.ui.common.widgets import FitLabel

    assert isinstance(label, FitLabel)
    font, words = label.fitted()
    _record(seen, label, label.text(), font)
    if not label.text():
        return
    if words.replace("\n", " ") != label.text() and not _tip_has(label, label.text()):
        seen.cut.append(f"{name_of(label, label.text())} shows {words!r}")
    tall = QFontMetricsF(font).height() * (words.count("\n") + 1)
    if tall > label.contentsRect().height() + 3:
        seen.cut.append(f"{name_of(label, label.text())} {tall:.0f} px tall in {label.height()}")


def _fit_paragraph(label: QWidget, seen: Seen) -> None:
    """Wrapped lines in the type that holds them: cut only if they are taller than the room,
    or earlier lines gave way with no tooltip holding them."""
    from roller_desktop.ui.common.fit_paragraph import WRAP, FitParagraph

    assert isinstance(label, FitParagraph)
    font, shown = label.fitted()
    _record(seen, label, label.text(), font)
    if not label.text():
        return
    if shown != label.text() and not _tip_has(label, label.text()):
        seen.cut.append(f"{name_of(label, label.text())} shows {shown!r}")
    room = label.contentsRect()
    tall = QFontMetricsF(font).boundingRect(QRectF(0, 0, room.width(), 1e6), WRAP, shown)
    if tall.height() > room.height() + TOLERANCE_PX:
        seen.cut.append(f"{name_of(label, shown)} {tall.height():.0f} px tall in {room.height()}")


def _fit_button(button: QWidget, seen: Seen) -> None:
    from roller_desktop.ui.common.widgets import FitButton

    assert isinstance(button, FitButton)
    font, words = button.fitted()
    _record(seen, button, button.text(), font)
    metrics = QFontMetricsF(font)
    lines = words.split("\n")
    wide = max(metrics.horizontalAdvance(line) for line in lines)
    tall = len(lines) * metrics.lineSpacing()
    if wide > button.width() - 8 + TOLERANCE_PX or tall > button.height() - 2 + TOLERANCE_PX:
        seen.cut.append(f"{name_of(button, button.text())} needs {wide:.0f}×{tall:.0f} px")


def _label(label: QLabel, seen: Seen) -> None:
    text = label.text()
    if not text or (label.pixmap() is not None and not label.pixmap().isNull()):
        return
    font = label.font()
    _record(seen, label, text, font)
    room = label.contentsRect().adjusted(
        label.margin(), label.margin(), -label.margin(), -label.margin()
    )
    rich = label.textFormat() == Qt.TextFormat.RichText or (
        label.textFormat() == Qt.TextFormat.AutoText and _rich(text)
    )
    if _scrolled(label):  # in a scroll area's page: read by scrolling it
        return
    if label.wordWrap():
        needed = label.heightForWidth(label.width())
        if needed > label.height() + TOLERANCE_PX and not _tip_has(label, text):
            seen.cut.append(f"{name_of(label, text)} needs {needed} px of {label.height()}")
        if rich:
            doc = QTextDocument()
            doc.setDefaultFont(font)
            doc.setHtml(text)
            doc.setTextWidth(room.width())
            if doc.idealWidth() > room.width() + TOLERANCE_PX:
                seen.cut.append(
                    f"{name_of(label, text)} {doc.idealWidth():.0f} px wide in {room.width()}"
                )
        return
    if rich:
        doc = QTextDocument()
        doc.setDefaultFont(font)
        doc.setHtml(text)
        wide, tall = doc.idealWidth(), doc.size().height() - 2 * doc.documentMargin()
    else:
        words = _plain(text) if label.buddy() is not None else text
        metrics = QFontMetricsF(font)
        lines = words.split("\n")
        wide = max(metrics.horizontalAdvance(line) for line in lines)
        tall = len(lines) * metrics.height()
    too_wide = wide > room.width() + TOLERANCE_PX
    too_tall = tall > room.height() + 3
    if (too_wide or too_tall) and not _tip_has(label, text):
        seen.cut.append(f"{name_of(label, text)} needs {wide:.0f}×{tall:.0f} in {_rect(room)}")


def _button(button: QPushButton, seen: Seen) -> None:
    text = _plain(button.text())
    if not text:
        return
    _record(seen, button, text, button.font())
    metrics = QFontMetricsF(button.font())
    lines = text.split("\n")
    wide = max(metrics.horizontalAdvance(line) for line in lines)
    if not button.icon().isNull():
        wide += button.iconSize().width() + 4
    margin = button.style().pixelMetric(QStyle.PixelMetric.PM_ButtonMargin, None, button)
    if wide + margin > button.width() + TOLERANCE_PX and not _tip_has(button, text):
        seen.cut.append(f"{name_of(button, text)} needs {wide + margin:.0f} of {button.width()}")


def _check_box(box: QCheckBox | QRadioButton, seen: Seen) -> None:
    text = _plain(box.text())
    if not text:
        return
    _record(seen, box, text, box.font())
    option = QStyleOptionButton()
    box.initStyleOption(option)
    element = (
        QStyle.SubElement.SE_CheckBoxContents
        if isinstance(box, QCheckBox)
        else QStyle.SubElement.SE_RadioButtonContents
    )
    room = box.style().subElementRect(element, option, box)
    wide = QFontMetricsF(box.font()).horizontalAdvance(text)
    if wide > room.width() + TOLERANCE_PX and not _tip_has(box, text):
        seen.cut.append(f"{name_of(box, text)} needs {wide:.0f} of {room.width()}")


def _line_edit(edit: QLineEdit, seen: Seen) -> None:
    """Its example (placeholder), or the text it was filled with (a date filled in for the
    keeper to change read '26-12-06' in a field too narrow at a large text). An example must
    read whole; a text typed may be held whole by a tooltip."""
    hint = edit.placeholderText() or edit.text()
    if not hint or not edit.isVisible():
        return
    if edit.text():
        hint = edit.text()
    else:
        _record(seen, edit, hint, edit.font())
    margins = edit.textMargins()
    room = (
        edit.contentsRect().width()
        - margins.left()
        - margins.right()
        - 2 * 2
        - 2 * edit.frameSize().width() * 0
    )
    frame = edit.style().pixelMetric(QStyle.PixelMetric.PM_DefaultFrameWidth, None, edit)
    room -= 2 * frame if edit.hasFrame() else 0
    wide = QFontMetricsF(edit.font()).horizontalAdvance(hint)
    # An example is what tells a person what to type, at the keys: cut, it is no example, and
    # a tooltip (a mouse's) does not mend it (the paper entry read "TT:MM…", "Var de…").
    excused = bool(edit.text()) and _tip_has(edit, hint)
    if wide > room + TOLERANCE_PX and not excused:
        what = "text" if edit.text() else "placeholder"
        seen.cut.append(f"{name_of(edit, hint)} {what} needs {wide:.0f} of {room}")


def _combo(combo: QComboBox, seen: Seen) -> None:
    text = combo.currentText()
    if not text:
        return
    _record(seen, combo, text, combo.font())
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    room = combo.style().subControlRect(
        QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, combo
    )
    wide = QFontMetricsF(combo.font()).horizontalAdvance(text)
    if wide > room.width() + TOLERANCE_PX and not _tip_has(combo, text):
        seen.cut.append(f"{name_of(combo, text)} needs {wide:.0f} of {room.width()}")


def _group(group: QGroupBox, seen: Seen) -> None:
    text = _plain(group.title())
    if not text:
        return
    _record(seen, group, text, group.font())
    wide = QFontMetricsF(group.font()).horizontalAdvance(text)
    if wide > group.width() - 12 + TOLERANCE_PX:
        seen.cut.append(f"{name_of(group, text)} title needs {wide:.0f} of {group.width()}")


def _tabs(bar: QTabBar, seen: Seen) -> None:
    for i in range(bar.count()):
        text = _plain(bar.tabText(i))
        if not text:
            continue
        _record_tab = bar.tabRect(i).width() < bar.tabSizeHint(i).width() - TOLERANCE_PX
        if _record_tab and text not in bar.tabToolTip(i):
            seen.cut.append(
                f"tab {text!r} {bar.tabRect(i).width()} px of {bar.tabSizeHint(i).width()}"
            )
    if bar.count():
        seen.texts[id(bar)] = (name_of(bar, _plain(bar.tabText(0))), px(bar.font()))


def _protocol_grid(grid: QWidget, seen: Seen) -> None:
    """The protocol of play (also the paper entry's): its cells' type, every column's name
    and every cell whole."""
    from roller_desktop.ui.play.protocol_view import ProtocolView

    assert isinstance(grid, ProtocolView)
    model = grid.protocol_model
    if model.protocol is None:
        return
    cell = grid.grid_fit.cell
    _protocol(seen, px(cell))
    seen.texts[id(grid)] = (name_of(grid, "protocol"), px(cell))
    header = grid.horizontalHeader()
    bold = QFontMetricsF(model.header_font)  # the names' type (a whole name: a little smaller)
    for column in range(model.columnCount()):
        name = str(model.headerData(column, Qt.Orientation.Horizontal) or "")
        tip = str(model.headerData(column, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole))
        full = model.protocol.seats[column]
        if name != full and full not in tip:
            seen.cut.append(f"protocol column {full!r} shows {name!r} with no tooltip")
        if bold.horizontalAdvance(name) > header.sectionSize(column) + TOLERANCE_PX:
            seen.cut.append(f"protocol column {full!r} is {header.sectionSize(column)} px")
    _side_words(grid, seen)
    view = grid.viewport().rect()
    rows = model.rowCount()
    bottom = grid.rowViewportPosition(rows - 1) + grid.rowHeight(rows - 1) if rows else 0
    if bottom > view.height() + 1 and grid.verticalScrollBar().maximum() == 0:
        seen.cut.append("protocol rows below the grid, with no scroll bar")
    row_h = min(grid.rowHeight(r) for r in range(rows)) if rows else 0
    if rows and row_h + 2 < QFontMetricsF(cell).height() * 0.8:
        seen.cut.append(f"protocol rows {row_h} px for {px(cell):.0f} px digits")


def _side_words(grid: QWidget, seen: Seen) -> None:
    """The protocol's Total and Symbols under the round numbers: whole in the side, in type at
    least SIDE_WORDS of the numbers' (they read 7 pt beside numbers of 14-17 at the largest
    text), a short form ("S:a") with the whole word in its tooltip; recorded among the texts
    that never get smaller at a larger text size."""
    from roller_desktop.ui.play.protocol_view import ProtocolView

    assert isinstance(grid, ProtocolView)
    model, side = grid.protocol_model, grid.verticalHeader()
    numbers_px = px(side.font())
    vertical = Qt.Orientation.Vertical
    for row in (model.total_row, model.symbols_row):
        word = str(model.headerData(row, vertical) or "")
        whole = str(model.headerData(row, vertical, Qt.ItemDataRole.ToolTipRole) or "")
        font = model.headerData(row, vertical, Qt.ItemDataRole.FontRole)
        font = font if isinstance(font, QFont) else side.font()
        label = f"protocol side word {word!r}"
        # Larger text never makes them smaller (the whole word names them: the form may change)
        seen.words[hash((id(grid), row))] = (name_of(grid, f"side word {whole or word}"), px(font))
        if px(font) < numbers_px * SIDE_WORDS - 0.5:
            seen.cut.append(f"{label} in {px(font):.1f} px type beside numbers of {numbers_px:.1f}")
        margin = side.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, side)
        if QFontMetricsF(font).horizontalAdvance(word) > side.width() - 2 * margin + TOLERANCE_PX:
            seen.cut.append(f"{label} is wider than the side's {side.width()} px")
        if not word or (word != whole and not whole):
            seen.cut.append(f"{label} shortened with no tooltip")


def _rich(text: str) -> bool:
    """Qt's guess (Qt::mightBeRichText, not in PySide6): a tag before the first line's end."""
    first = text.split("\n", 1)[0]
    return "<" in first and ">" in first[first.index("<") :]


def _scrolled(widget: QWidget) -> bool:
    """Whether the widget lies on the page of a scroll area (a table's cells not counted)."""
    from PySide6.QtWidgets import QScrollArea

    parent = widget.parentWidget()
    while parent is not None:
        area = parent.parentWidget()
        if isinstance(area, QScrollArea) and parent is area.viewport():
            return True
        parent = area
    return False

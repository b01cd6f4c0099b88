"""The felt of a game screen in two parts: its caption (what to do now), held over the scrolled
play column so that it is never scrolled away, and the felt under it with the badge and the
dice, scrolled with the column. Drawn as one felt."""

from __future__ import annotations

from PySide6.QtWidgets import QFrame, QVBoxLayout

from roller_desktop.ui.common.widgets import FELT

RADIUS = 22
SIDE = 18  # the felt's margin either side of its words and dice
TOP, BOTTOM, BETWEEN = 12, 12, 6  # over the caption, under the dice, between the two


def felt_part() -> tuple[QFrame, QVBoxLayout]:
    """A part of the felt (named "felt", as the screens' readers look for it) and its rows."""
    part = QFrame()
    part.setObjectName("felt")
    rows = QVBoxLayout(part)
    return part, rows


def join(
    head: QFrame,
    head_rows: QVBoxLayout,
    body: QFrame,
    body_rows: QVBoxLayout,
    empty: bool,
    alone: bool,
) -> None:
    """The caption's corners rounded at the top, the body's at the bottom, no seam between.
    `empty`: the body shows nothing (the end screen: no dice, no badge), takes no room, and
    the caption is the whole felt; `alone`: the caption gave way, the body is the whole felt."""
    top = f"border-top-left-radius: {RADIUS}px; border-top-right-radius: {RADIUS}px;"
    bottom = f"border-bottom-left-radius: {RADIUS}px; border-bottom-right-radius: {RADIUS}px;"
    head.setStyleSheet(f"#felt {{ background: {FELT}; {top} {bottom if empty else ''} }}")
    head_rows.setContentsMargins(SIDE, TOP, SIDE, BOTTOM if empty else 0)
    body.setStyleSheet(f"#felt {{ background: {FELT}; {top if alone else ''} {bottom} }}")
    over = TOP if alone else 0 if empty else BETWEEN
    body_rows.setContentsMargins(SIDE, over, SIDE, 0 if empty else BOTTOM)

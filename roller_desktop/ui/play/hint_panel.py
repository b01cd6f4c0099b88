"""The hint in full: every legal selection with the expected points of the turn after it, or
banking against throwing on (strategy.hints). Shown beside the protocol after H; it hides as
soon as the game moves on, so it never describes an old throw."""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget

if TYPE_CHECKING:
    from roller_desktop.strategy.hints import Hint

MAX_ROWS = 8  # a throw of six dice has at most a few dozen selections; the best few matter


class HintPanel(QLabel):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hintPanel")
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setWordWrap(True)
        self.setAccessibleName(self.tr("Hint"))
        self.shown_at: int | None = None
        self.hide()

    def show_hint(self, hint: Hint, events: int) -> None:
        """Show a strategy.hints.Hint computed when the game had `events` events."""
        self.shown_at = events
        rows: list[tuple[str, str]] = []
        if hint.selections:
            title = self.tr("Keep, then play on well: expected points of the turn")
            for s in hint.selections[:MAX_ROWS]:
                dice = " ".join(str(d) for d in s.dice)
                rows.append((f"{dice} (+{s.points})", f"{s.value:.0f}"))
            if len(hint.selections) > MAX_ROWS:
                more = len(hint.selections) - MAX_ROWS
                rows.append((self.tr("%n more choices", "", more), ""))
        else:
            title = self.tr("Expected points of the turn")
            if hint.bank_value is not None:
                rows.append((self.tr("Bank now"), f"{hint.bank_value:.0f}"))
            if hint.throw_value is not None:
                rows.append((self.tr("Throw on"), f"{hint.throw_value:.0f}"))
        body = "".join(
            f"<tr><td>{html.escape(a)}</td><td align='right'>&nbsp;&nbsp;{html.escape(b)}</td></tr>"
            for a, b in rows
        )
        self.setText(f"<b>{html.escape(title)}</b><table>{body}</table>")
        self.show()

    def follow(self, events: int) -> None:
        """Hide once the game has moved on from the hinted state."""
        if self.shown_at is not None and events != self.shown_at:
            self.shown_at = None
            self.hide()

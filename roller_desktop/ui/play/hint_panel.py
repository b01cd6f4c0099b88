"""The hint in full: every legal selection with the expected points of the turn after it, or
banking against throwing on (strategy.hints), each with its chance of winning the match where
the hint has one ("≈" with three players or more), and a line when the best choice for the win
is not the best for points. Shown beside the protocol after H; it hides as soon as the game
moves on, so it never describes an old throw."""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget

from roller_desktop.engine.events import Bank, Keep
from roller_desktop.ui.common.i18n import percent

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
        mark = "≈ " if hint.win_approximate else ""

        def chance(win: float | None) -> str:
            return "" if win is None else f"{mark}{percent(win, 1)}"

        rows: list[tuple[str, str, str]] = []
        if hint.selections:
            title = self.tr("Keep, then play on well: expected points of the turn")
            for s in hint.selections[:MAX_ROWS]:
                dice = " ".join(str(d) for d in s.dice)
                rows.append((f"{dice} (+{s.points})", f"{s.value:.0f}", chance(s.win)))
            if len(hint.selections) > MAX_ROWS:
                more = len(hint.selections) - MAX_ROWS
                rows.append((self.tr("%n more choices", "", more), "", ""))
        else:
            title = self.tr("Expected points of the turn")
            if hint.bank_value is not None:
                rows.append((self.tr("Bank now"), f"{hint.bank_value:.0f}", chance(hint.bank_win)))
            if hint.throw_value is not None:
                rows.append(
                    (self.tr("Throw on"), f"{hint.throw_value:.0f}", chance(hint.throw_win))
                )
        head = ""
        if hint.has_win:
            points = html.escape(self.tr("points"))
            to_win = html.escape(self.tr("to win"))
            head = (
                f"<tr><td></td><td align='right'>{points}</td>"
                f"<td align='right'>&nbsp;&nbsp;{to_win}</td></tr>"
            )
        body = "".join(
            f"<tr><td>{html.escape(a)}</td><td align='right'>&nbsp;&nbsp;{html.escape(b)}</td>"
            + (f"<td align='right'>&nbsp;&nbsp;{html.escape(c)}</td>" if hint.has_win else "")
            + "</tr>"
            for a, b, c in rows
        )
        note = self.for_the_win(hint)
        self.setText(
            f"<b>{html.escape(title)}</b><table>{head}{body}</table>"
            + (f"<p>{html.escape(note)}</p>" if note else "")
        )
        self.show()

    def show_thinking(self, events: int) -> None:
        """The hint is being worked out (the turn's first solve, in a thread)."""
        self.shown_at = events
        self.setText(html.escape(self.tr("Hint: thinking…")))
        self.show()

    def for_the_win(self, hint: Hint) -> str:
        """A line when the most points and the best chance to win part ways (also said after
        the message line's points hint, which a person reads first)."""
        best = hint.best_for_win
        if best is None:
            return ""
        if isinstance(best, Keep):
            choice = self.tr("keep {dice}").format(dice=" ".join(str(d) for d in best.dice))
        elif isinstance(best, Bank):
            choice = self.tr("bank now")
        else:
            choice = self.tr("throw on")
        if hint.win_approximate:
            return self.tr("For the win (≈): {choice}, not the most points.").format(choice=choice)
        return self.tr("For the win: {choice}, not the most points.").format(choice=choice)

    def follow(self, events: int) -> None:
        """Hide once the game has moved on from the hinted state."""
        if self.shown_at is not None and events != self.shown_at:
            self.shown_at = None
            self.hide()

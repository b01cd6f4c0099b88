"""After a Roller match: per player, the expected points their decisions gave away against the
maximum-expected-points policy, their luck (points scored against points expected) and the
hints they used. Shown in the match-over summary, the history's protocol and, when chosen, on
the printed protocol.

Computed on demand from the events (strategy.analysis; about 10 ms for a full match of five once
the solver has run), cached per match and event count, never in a paint event. Also records the
hints asked for in the window (store.record_hint).
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QLabel, QWidget

from roller_desktop.engine.roller import RollerMatch, RollerRules
from roller_desktop.store.errors import StoreError
from roller_desktop.strategy.analysis import SeatAnalysis, analyse

if TYPE_CHECKING:  # SQLAlchemy: not before the game screen needs it (start-up time)
    from roller_desktop.store.league_store import LeagueStore
    from roller_desktop.strategy.hints import Hint
    from roller_desktop.ui.play.controller import GameController

CACHE_SIZE = 16


def tr(text: str) -> str:
    return QCoreApplication.translate("MatchAnalysis", text)


@dataclass(frozen=True)
class MatchAnalysis:
    seats: tuple[SeatAnalysis, ...]
    hints: tuple[int, ...] | None  # hints used per seat; None when the match has no store

    def lines(self) -> list[str]:
        """One line per player, in seating order."""
        result = []
        for seat in self.seats:
            text = tr(
                "{name}: gave away {given} expected points · luck {luck} "
                "({points} scored against {expected} expected)"
            ).format(
                name=seat.name,
                given=round(seat.given_away),
                luck=f"{round(seat.luck):+d}",
                points=seat.points,
                expected=round(seat.expected),
            )
            if self.hints is not None:
                text += " · " + tr("hints: {n}").format(n=self.hints[seat.seat])
            result.append(text)
        return result

    def html(self) -> str:
        head: tuple[str, ...] = (
            tr("Player"),
            tr("Given away"),
            tr("Luck"),
            tr("Scored"),
            tr("Expected"),
        )
        if self.hints is not None:
            head += (tr("Hints"),)
        rows = []
        for seat in self.seats:
            cells = [
                seat.name,
                str(round(seat.given_away)),
                f"{round(seat.luck):+d}",
                str(seat.points),
                str(round(seat.expected)),
            ]
            if self.hints is not None:
                cells.append(str(self.hints[seat.seat]))
            rows.append(cells)
        header = "".join(
            f"<th align='{'left' if i == 0 else 'right'}'>&nbsp;{html.escape(h)}</th>"
            for i, h in enumerate(head)
        )
        body = "".join(
            "<tr>"
            + "".join(
                f"<td{'' if i == 0 else ' align=right'}>&nbsp;{html.escape(c)}</td>"
                for i, c in enumerate(cells)
            )
            + "</tr>"
            for cells in rows
        )
        title = html.escape(tr("After the match (against the maximum-expected-points play)"))
        note = html.escape(
            tr(
                "Given away: expected points lost by the decisions made. "
                "Luck: points scored minus points expected."
            )
        )
        return (
            f"<b>{title}</b><table cellspacing='2'><tr>{header}</tr>{body}</table>"
            f"<small>{note}</small>"
        )


_cache: dict[tuple[str, int, int, tuple[str, ...]], MatchAnalysis] = {}


def analyse_game(game: RollerMatch, hints: Sequence[int] | None = None) -> MatchAnalysis:
    seats = analyse(game.seats, game.rules, game.events, game.starter)
    return MatchAnalysis(tuple(seats), None if hints is None else tuple(hints))


def for_match(store: LeagueStore, match_id: str) -> MatchAnalysis | None:
    """The analysis of a stored Roller match (None for 105, and for a match kept by hand: it
    has no throws, so its decisions and luck are not recorded), from its events and hints."""
    from roller_desktop.store.hint_records import hint_counts
    from roller_desktop.ui.common.computer_seats import shown_match

    loaded = shown_match(store.load_match(match_id))  # computer seats in the window's words
    if loaded.game != "roller" or loaded.by_hand:
        return None
    records = store.hints(match_id)
    key = (match_id, len(loaded.events), len(records), tuple(s.name for s in loaded.seats))
    cached = _cache.get(key)
    if cached is not None:
        return cached
    seats = analyse(
        [seat.name for seat in loaded.seats],
        RollerRules.from_dict(dict(loaded.rules)),
        loaded.events,
        loaded.starter,
    )
    result = MatchAnalysis(tuple(seats), tuple(hint_counts(records, len(loaded.seats))))
    if len(_cache) >= CACHE_SIZE:
        _cache.pop(next(iter(_cache)))
    _cache[key] = result
    return result


def for_controller(controller: GameController) -> MatchAnalysis | None:
    """The analysis of the game the window plays (its store when it has one)."""
    game = controller.game
    if not isinstance(game, RollerMatch):
        return None
    store, match_id = _store_of(controller)
    if store is not None and match_id is not None:
        try:
            return for_match(store, match_id)
        except StoreError:
            pass  # the engine's own events are the same match
    return analyse_game(game)


def record_hint(controller: GameController, hint: Hint) -> str | None:
    """Keep a hint with the match being played; the error in words if the store refuses."""
    game = controller.game
    store, match_id = _store_of(controller)
    if store is None or match_id is None or game.current_seat is None:
        return None
    try:
        store.record_hint(match_id, game.current_seat, len(game.events), hint.to_dict())
    except StoreError as error:
        return str(error)
    return None


def _store_of(controller: GameController) -> tuple[LeagueStore | None, str | None]:
    recorder = controller.recorder
    from roller_desktop.store.database import Store

    store = getattr(recorder, "store", None)
    store = getattr(store, "ready_store", store)  # the Store behind a ui.pending_store handle
    match_id = getattr(recorder, "match_id", None)
    if isinstance(store, Store) and isinstance(match_id, str):
        return store, match_id
    return None, None


class AnalysisPanel(QLabel):
    """The analysis table under the match-over summary; hidden while the match is played."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("analysisPanel")
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setWordWrap(True)
        self.setAccessibleName(tr("After the match"))
        self.analysis: MatchAnalysis | None = None
        self._shown_for: tuple[int, int] | None = None
        self.hide()

    def show_not_recorded(self) -> None:
        """A match kept by hand: what needs its throws is not recorded (never shown as 0)."""
        self.analysis = None
        self.setText(
            tr(
                "A paper protocol: ROLLER, hints, luck and decisions are not recorded "
                "for this match."
            )
        )
        self.show()

    def show_analysis(self, analysis: MatchAnalysis | None) -> None:
        self.analysis = analysis
        if analysis is None:
            self.clear()
            self.hide()
            return
        self.setText(analysis.html())
        self.show()

    def show_for(self, controller: GameController) -> None:
        """Analyse the finished game once (the screen redraws more often than that)."""
        key = (id(controller.game), len(controller.game.events))
        if key != self._shown_for:
            self._shown_for = key
            self.show_analysis(for_controller(controller))

    def reset(self) -> None:
        if self._shown_for is not None:
            self._shown_for = None
            self.show_analysis(None)

"""After a Roller match: per player, the expected points their decisions gave away against the
maximum-expected-points policy, their luck (points scored against points expected) and the
hints they used. Shown in the match-over summary, the history's protocol and, when chosen, on
the printed protocol.

Computed on demand from the events (strategy.analysis; about 10 ms for a full match of five once
the solver has run, the solver's first run about 150 ms), cached per match and event count, never
in a paint event. At the end of a match played in the window it is worked out in a thread of its
own once the match-over screen has painted, so the key that finished the match answers at once
(the hints asked for, and a duplicate table's rivals, are read from the store in that thread).
Also records the hints asked for in the window (store.record_hint).
"""

from __future__ import annotations

import html
import math
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt
from PySide6.QtGui import QFont, QResizeEvent, QTextDocument
from PySide6.QtWidgets import QLabel, QWidget

from roller_desktop.engine.errors import RulesError
from roller_desktop.engine.roller import RollerMatch, RollerRules
from roller_desktop.store.errors import StoreError
from roller_desktop.strategy.analysis import SeatAnalysis, analyse
from roller_desktop.ui.common.background import AfterPaint, on_gui_thread
from roller_desktop.ui.common.i18n import signed_points
from roller_desktop.ui.play.same_dice import COMPARE_LINK, Played, SameDice, same_dice

if TYPE_CHECKING:  # SQLAlchemy: not before the game screen needs it (start-up time)
    from roller_desktop.store.league_store import LeagueStore
    from roller_desktop.strategy.hints import Hint
    from roller_desktop.ui.play.controller import GameController

CACHE_SIZE = 16


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("MatchAnalysis", text, disambiguation, n)


@dataclass(frozen=True)
class MatchAnalysis:
    seats: tuple[SeatAnalysis, ...]
    hints: tuple[int, ...] | None  # hints used per seat; None when the match has no store
    same: SameDice | None = None  # a duplicate-dice table: the other tables of its round

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
                luck=signed_points(seat.luck),
                points=seat.points,
                expected=round(seat.expected),
            )
            if self.hints is not None:
                text += " · " + tr("hints: {n}").format(n=self.hints[seat.seat])
            result.append(text)
        return result

    def table_width(self, font: QFont) -> int:
        """The analysis table's own width in `font` (its cells never wrap)."""
        head, rows = self._cells()
        document = QTextDocument()
        document.setDefaultFont(font)
        document.setHtml(_table(head, rows))
        return math.ceil(document.idealWidth())

    def _cells(self) -> tuple[tuple[str, ...], list[list[str]]]:
        """The table's headings and each player's row."""
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
                signed_points(seat.luck),
                str(seat.points),
                str(round(seat.expected)),
            ]
            if self.hints is not None:
                cells.append(str(self.hints[seat.seat]))
            rows.append(cells)
        return head, rows

    def html(self, stacked: bool = False) -> str:
        """The analysis as a table, or `stacked`: each player's figures under their name,
        wrapping between the figures (a narrow column at a large text: the table scrolled
        sideways there, its right-hand columns out of sight)."""
        head, rows = self._cells()
        title = html.escape(tr("After the match (against the maximum-expected-points play)"))
        note = html.escape(
            tr(
                "Given away: expected points lost by the decisions made. "
                "Luck: points scored minus points expected."
            )
        )
        same = f"<br>{self.same.summary_html()}" if self.same is not None else ""
        body = _stacked(head, rows) if stacked else _table(head, rows)
        return f"<b>{title}</b>{body}<small>{note}</small>{same}"


def _table(head: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
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
    return f"<table cellspacing='2'><tr>{header}</tr>{body}</table>"


def _stacked(head: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    """Each player's name over their figures, each figure with its heading kept together."""

    def kept(text: str) -> str:
        return html.escape(text).replace(" ", "&nbsp;")

    blocks = [
        f"<b>{html.escape(cells[0])}</b><br>"
        + "&nbsp;· ".join(
            f"{kept(h)}&nbsp;{kept(c)}" for h, c in zip(head[1:], cells[1:], strict=True)
        )
        for cells in rows
    ]
    return "<p style='margin-top:4px; margin-bottom:4px'>" + "<br>".join(blocks) + "</p>"


_cache: dict[tuple[str, int, tuple[str, ...]], tuple[SeatAnalysis, ...]] = {}
_cache_lock = threading.Lock()  # the end screen's worker reads it too (a duplicate table)


def analyse_game(game: RollerMatch, hints: Sequence[int] | None = None) -> MatchAnalysis:
    seats = analyse(game.seats, game.rules, game.events, game.starter)
    return MatchAnalysis(tuple(seats), None if hints is None else tuple(hints))


def for_match(store: LeagueStore, match_id: str) -> MatchAnalysis | None:
    """The analysis of a stored Roller match (None for 105, and for a match kept by hand: it
    has no throws, so its decisions and luck are not recorded), from its events and hints; a
    finished table of a duplicate-dice qualifying round with the other finished tables of
    its round compared."""
    from roller_desktop.store.hint_records import hint_counts

    found = _analysed(store, match_id)
    if found is None:
        return None
    loaded, seats = found
    records = store.hints(match_id)
    return MatchAnalysis(
        seats,
        tuple(hint_counts(records, len(loaded.seats))),
        _same_dice(store, match_id) if loaded.status == "finished" else None,
    )


def _analysed(store: LeagueStore, match_id: str) -> tuple[Any, tuple[SeatAnalysis, ...]] | None:
    """The stored match and its seats' analysis (cached by match and number of events)."""
    from roller_desktop.ui.common.computer_seats import shown_match

    loaded = shown_match(store.load_match(match_id))  # computer seats in the window's words
    if loaded.game != "roller" or loaded.by_hand:
        return None
    key = (match_id, len(loaded.events), tuple(s.name for s in loaded.seats))
    with _cache_lock:
        cached = _cache.get(key)
    if cached is None:
        cached = tuple(
            analyse(
                [seat.name for seat in loaded.seats],
                RollerRules.from_dict(dict(loaded.rules)),
                loaded.events,
                loaded.starter,
            )
        )
        with _cache_lock:
            if len(_cache) >= CACHE_SIZE:
                _cache.pop(next(iter(_cache)))
            _cache[key] = cached
    return loaded, cached


def _same_dice(store: LeagueStore, match_id: str) -> SameDice | None:
    """A finished duplicate-dice qualifying table against the round's other finished tables
    (None: another match, or no other table has finished)."""
    from roller_desktop.store import championships

    table = championships.table_of_match(store, match_id)
    if table is None or not table.duplicate:
        return None
    others = [
        m
        for m in championships.table_matches(store, table.championship)
        if m.round == table.round and m.status == "finished" and m.match_id != match_id
    ]
    here = _played(store, match_id, table.table)
    rivals = [p for m in others for p in _played(store, m.match_id, m.table)]
    if not here or not rivals:
        return None
    return same_dice(table.championship, table.round, table.table, [*here, *rivals])


def _played(store: LeagueStore, match_id: str, table: int) -> list[Played]:
    found = _analysed(store, match_id)
    if found is None:
        return []
    loaded, seats = found
    order = RollerMatch(
        [seat.name for seat in loaded.seats],
        RollerRules.from_dict(dict(loaded.rules)),
        loaded.starter,
    ).order
    return [
        Played(
            table, order.index(seat.seat) + 1, seat.name, seat.points, seat.given_away, seat.luck
        )
        for seat in seats
    ]


def analysis_job(controller: GameController) -> Callable[[], tuple[SeatAnalysis, ...]] | None:
    """The analysis of the seats of the game the window plays, as work for another thread
    (None: none is made, for 105 and for a match kept by hand): it only computes."""
    game = controller.game
    if not isinstance(game, RollerMatch) or controller.by_hand:
        return None
    seats, rules, events, starter = tuple(game.seats), game.rules, tuple(game.events), game.starter
    return lambda: tuple(analyse(seats, rules, events, starter))


LeagueJob = Callable[[], tuple[tuple[int, ...] | None, SameDice | None]]


def league_job(controller: GameController) -> LeagueJob:
    """What the analysis of the match the window plays reads from the league, as work for
    another thread (the store and the match are taken here, on the window's thread): the
    hints each seat asked for (None: no store), and for a finished duplicate-dice qualifying
    table the other finished tables of its round (None: another match)."""
    store, match_id = _store_of(controller)
    seats = len(controller.game.seats)
    table = getattr(controller, "table", None)
    duplicate = table is not None and table.duplicate and controller.game.is_over

    def work() -> tuple[tuple[int, ...] | None, SameDice | None]:
        if store is None or match_id is None:
            return None, None
        return _hints_used(store, match_id, seats), (
            _same_dice_or_none(store, match_id) if duplicate else None
        )

    return work


def _hints_used(store: LeagueStore, match_id: str, seats: int) -> tuple[int, ...] | None:
    from roller_desktop.store.hint_records import hint_counts

    try:
        return tuple(hint_counts(store.hints(match_id), seats))
    except StoreError:
        return None


def _same_dice_or_none(store: LeagueStore, match_id: str) -> SameDice | None:
    """The table against the other tables of its round that have finished (their analyses:
    a few ms each)."""
    try:
        return _same_dice(store, match_id)
    except (StoreError, RulesError):  # not shown; the rest of the analysis is
        return None


def record_hint(controller: GameController, hint: Hint) -> str | None:
    """Keep a hint with the match being played: committed in the controller's thread for
    writes beside the play (the window does not wait for the store), with the position it was
    asked at; a refusal is said when the thread has tried (a hint the server cannot take just
    now is stored before the next action, when H is pressed again or when the match is left)."""
    game = controller.game
    store, match_id = _store_of(controller)
    if store is None or match_id is None or game.current_seat is None:
        return None
    seat, events, data = game.current_seat, len(game.events), hint.to_dict()

    def write() -> None:
        assert store is not None and match_id is not None
        store.record_hint(match_id, seat, events, data)

    controller.write_beside(write)
    return None


def _store_of(controller: GameController) -> tuple[LeagueStore | None, str | None]:
    recorder = getattr(controller, "recorder", None)
    from roller_desktop.store.database import Store

    store = getattr(recorder, "store", None)
    store = getattr(store, "ready_store", store)  # the Store behind a ui.pending_store handle
    match_id = getattr(recorder, "match_id", None)
    if isinstance(store, Store) and isinstance(match_id, str):
        return store, match_id
    return None, None


def _narrowest(text: str, font: QFont) -> int:
    """The narrowest width rich text lays out in (a table's own width; a word's)."""
    document = QTextDocument()
    document.setDefaultFont(font)
    document.setHtml(text)
    document.setTextWidth(1)
    return math.ceil(document.idealWidth())


class AnalysisPanel(QLabel):
    """The analysis table under the match-over summary; hidden while the match is played."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._after_paint = AfterPaint(self._start, self)
        self.setObjectName("analysisPanel")
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setWordWrap(True)
        self.setAccessibleName(tr("After the match"))
        self.analysis: MatchAnalysis | None = None
        self._shown_for: tuple[int, int] | None = None
        self._pending: (
            tuple[tuple[int, int], Callable[[], tuple[SeatAnalysis, ...]], LeagueJob] | None
        ) = None
        self.linkActivated.connect(self._link)  # a duplicate-dice table: Compare the players…
        self.hide()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fit()

    def minimumSizeHint(self) -> QSize:
        """As narrow as the stacked figures allow (Qt's hint for the table is the table's
        width: the panel, given it, always found the table to fit and pushed its column wider
        than the screen, or made it scroll sideways)."""
        hint = super().minimumSizeHint()
        if self.analysis is None:
            return hint
        margins = self.contentsMargins()
        wide = _narrowest(self.analysis.html(stacked=True), self.font())
        return QSize(wide + margins.left() + margins.right(), hint.height())

    def _fit(self) -> None:
        """The table where it fits the width, else each player's figures stacked: it never
        asks for more width than it has (the end screen's column does not scroll sideways,
        nor does the protocol page's side)."""
        if self.analysis is None:
            return
        fits = self.analysis.table_width(self.font()) <= self.contentsRect().width()
        text = self.analysis.html(stacked=not fits)
        if text != self.text():
            self.setText(text)

    def _link(self, target: str) -> None:
        if target == COMPARE_LINK:
            self.compare()

    def compare(self) -> None:
        """The players of every finished table of the round, position by position."""
        same = self.analysis.same if self.analysis is not None else None
        if same is None:
            return
        from roller_desktop.ui.play.same_dice import SameDiceDialog

        dialog = SameDiceDialog(same, self.window())
        dialog.setFont(self.window().font())  # the window's text size
        dialog.exec()

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
        self._fit()
        self.show()

    def show_for(self, controller: GameController) -> None:
        """Analyse the finished game once (the screen redraws more often than that), in a
        thread started after the window has repainted for the key that finished the match
        (an event posted at the low priority Qt paints at comes after that paint); the panel
        shows when the analysis is there. The thread also reads the hints and a duplicate
        table's rivals from the league: nothing of it on the window's thread."""
        key = (id(controller.game), len(controller.game.events))
        if key == self._shown_for:
            return
        self._shown_for = key
        job = analysis_job(controller)
        self.show_analysis(None)
        if job is None:
            return
        self._pending = (key, job, league_job(controller))
        self._after_paint.post()

    def _start(self) -> None:
        pending, self._pending = self._pending, None
        if pending is None:
            return
        key, job, league = pending
        delivered = on_gui_thread(self._delivered)

        def work() -> None:
            try:
                seats = job()
                hints, same = league()
                analysis: MatchAnalysis | None = MatchAnalysis(seats, hints, same)
            except Exception:  # an analysis that fails is not shown; play goes on
                analysis = None
            delivered(key, analysis)

        threading.Thread(target=work, name="match-analysis", daemon=True).start()

    def _delivered(self, key: object, analysis: object) -> None:
        if key != self._shown_for or not isinstance(analysis, MatchAnalysis):
            return  # another game's (or none) since, or it failed
        self.show_analysis(analysis)

    def reset(self) -> None:
        self._pending = None
        if self._shown_for is not None:
            self._shown_for = None
            self.show_analysis(None)

"""Coach mode, per seat (off by default; Game → Coach mode): after each decision of a coached
seat that gave away more than `THRESHOLD` of win chance, a quiet line under the protocol says
what was best and what it cost. The three costliest decisions are listed after the match by
the win-chance graph (ui.play.win_graph) whether or not the mode is on.

The decision's cost is the coach's own (`strategy.coach_graph`, the exact win table for two
players, the approximation for more), worked out in a thread after every decision (the turn's
solution is solved once per turn and kept: a few ms afterwards).

THRESHOLD, calibrated with benchmarks/coach_threshold.py: 40 matches of 15 rounds of each
computer level against the exact (sharp) player, every decision's cost. Above one percentage
point the child gets about 5 lines a match, the careful player about 6 (it banks too early),
the steady player under one and the exact player none; at half a point the child and the
careful player get about 9-10 a match (too chatty for a table), at two points about 2.
"""

from __future__ import annotations

import threading

from PySide6.QtCore import QCoreApplication, QObject, Signal

from roller_desktop.engine.events import Bank, Keep, Throw
from roller_desktop.engine.roller import RollerMatch
from roller_desktop.strategy import coach_graph as cg
from roller_desktop.ui.common.background import on_gui_thread

THRESHOLD = 0.01  # win chance (one percentage point)


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("CoachMode", text, disambiguation, n)


def is_decision(game: RollerMatch, index: int) -> bool:
    """Whether event `index` of the game was a decision (a keep, a bank, a throw on)."""
    event = game.events[index]
    if isinstance(event, (Keep, Bank)):
        return True
    return isinstance(event, Throw) and index > 0 and isinstance(game.events[index - 1], Keep)


def coach_line(graph: cg.CoachGraph, point: cg.GraphPoint) -> str:
    """The quiet line: who, what was best, what the choice cost."""
    from roller_desktop.ui.play.coach_words import points

    name = graph.names[point.seat]
    approx = graph.approximate
    cost = points(point.cost, approx, signed=False)
    if point.kind == cg.KEEP:
        return tr("Coach: {name}, keeping {best} was better ({cost} percentage points).").format(
            name=name, best=" ".join(map(str, point.best)), cost=cost
        )
    if point.best_kind == cg.BANK:
        return tr("Coach: {name}, banking {points} was better ({cost} percentage points).").format(
            name=name, points=point.points, cost=cost
        )
    return tr("Coach: {name}, throwing on was better ({cost} percentage points).").format(
        name=name, cost=cost
    )


class CoachMode(QObject):
    """Follows the game in play for the coached seats; `said` carries each line with the
    round (0-based) and seat of the decision it speaks of (a bank's arrives in the next turn)."""

    said = Signal(str, int, int)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.coached: set[int] = set()  # seat indices
        self._asked: object = None

    def follow(self, game: RollerMatch, key: object) -> None:
        """After a change: if the last event was a coached seat's decision, its cost is
        worked out in a thread and said when it is over the threshold."""
        if not self.coached or not game.events or game.hand_kept:
            return
        index = len(game.events) - 1
        if key == self._asked or not is_decision(game, index):
            return
        before = RollerMatch.replay(game.seats, game.rules, game.events[:index], game.starter)
        seat, round_no = before.current_seat, before.current_round
        if seat not in self.coached or round_no is None:
            return
        self._asked = key
        seats, rules, events, starter = tuple(game.seats), game.rules, game.events, game.starter
        delivered = on_gui_thread(self._delivered)

        def work() -> None:
            found: object = None
            try:
                graph = cg.graph(seats, rules, events, starter)
                point = cg.decision_at(graph, index) if graph is not None else None
                if graph is not None and point is not None:
                    found = (graph, point)
            except Exception:  # the coach says nothing rather than stop the play
                found = None
            delivered(key, found, round_no, seat)

        threading.Thread(target=work, name="coach-mode", daemon=True).start()

    def _delivered(self, key: object, found: object, round_no: int, seat: int) -> None:
        if key != self._asked or not isinstance(found, tuple):
            return
        graph, point = found
        if point.cost > THRESHOLD:
            self.said.emit(coach_line(graph, point), round_no, seat)


def turn_number(game: RollerMatch, round_no: int, seat: int) -> int:
    """The turn's place in the match (0 for the starter's first turn), so that the turn after
    another is one more whichever seat starts; `round_no` is 0-based, as the engine's."""
    seats = len(game.seats)
    return round_no * seats + (seat - game.starter) % seats

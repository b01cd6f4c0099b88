"""Which of the director's actions apply to the championship as the view last read it: the
page's buttons and keys, and the main window's Championship menu, are enabled only there (a
person looking in the menu sees what can be done now, not a refusal after the click)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from PySide6.QtWidgets import QTableWidget


class ReadView(Protocol):
    """What of the director's view (DirectorView, which imports this module) is read here."""

    current: Any  # the championship chosen (None: none yet)
    rounds: dict[int, Any]  # the qualifying rounds' tables by round
    played: dict[tuple[int, int], str]  # each (round, table)'s match status
    decided: Any  # once the final has played: its FinalState
    tables: QTableWidget

    def tables_of(self, number: int) -> Sequence[tuple[int, Any]]: ...

    def chosen_round(self) -> int: ...

    def in_play(self) -> int | None: ...


# The actions by name, in the order of the page's buttons and the menu's entries.
ACTIONS = ("play", "papers", "room", "late", "withdraw", "file", "final", "luck", "new")


def applying(view: ReadView) -> dict[str, bool]:
    """Each action's name: whether it applies now. Without a championship only a new one."""
    if view.current is None:
        return {name: name == "new" for name in ACTIONS}
    tables = view.tables_of(view.chosen_round())
    row = view.tables.currentRow()
    chosen = tables[row] if 0 <= row < len(tables) else None
    begun = {number for number, _ in view.played if number > 0}
    # a late arrival joins, and a withdrawal is drawn out of, the rounds not begun
    redraw = any(number not in begun for number in view.rounds)
    result = view.decided.result if view.decided is not None else None
    champion = result is not None and result.champion is not None
    return {
        "play": chosen is not None and view.played.get((chosen[0], chosen[1].number)) != "finished",
        "papers": bool(tables),
        "room": True,
        "late": redraw,
        "withdraw": redraw,
        "file": bool(tables),
        # every qualifying table played, and no champion yet (a tie seats a deciding round)
        "final": view.in_play() is None and not champion,
        "luck": "finished" in view.played.values(),
        "new": True,
    }

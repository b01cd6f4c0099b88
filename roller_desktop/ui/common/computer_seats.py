"""Computer seats as the window shows them: "Dator (stadig)" in a Swedish window.

A computer is a seat of a level (RULES.md, "Computer seats"), not a person of the league. The
store names such a seat "Computer (<level>)" (store.values.computer_seat_name) wherever a name
is needed outside the window; here that name becomes the window's own, and two computers of
one level at a table are told apart by a number ("Dator (stadig) 2").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

CONTEXT = "SetupScreen"  # where the level names and the seat name were always translated
_STORE_NAME = re.compile(r"^Computer \((?P<level>[a-z]+)\)(?P<number> [0-9]+)?$")


def level_name(level: str) -> str:
    """A level of strategy.bots in the window's language; an unknown one as it is."""
    names = {
        "careful": QCoreApplication.translate("SetupScreen", "careful"),
        "steady": QCoreApplication.translate("SetupScreen", "steady"),
        "sharp": QCoreApplication.translate("SetupScreen", "sharp"),
        "child": QCoreApplication.translate("SetupScreen", "child"),
    }
    return names.get(level, level)


def seat_label(level: str) -> str:
    """A computer seat of this level, in the window's language: "Dator (skarp)"."""
    template = QCoreApplication.translate("SetupScreen", "Computer ({level})")
    return template.format(level=level_name(level))


def shown_name(name: str) -> str:
    """A seat's name as the store gives it, in the window's language (people as they are)."""
    found = _STORE_NAME.match(name)
    if found is None:
        return name
    return seat_label(found.group("level")) + (found.group("number") or "")


def shown_names(seats: Sequence[tuple[str, str | None]]) -> list[str]:
    """(name, computer level or None) of every seat -> the names the window shows: computers
    in its language, a second computer of the same level numbered."""
    shown = [seat_label(level) if level else name for name, level in seats]
    counts: dict[str, int] = {}
    for index, (name, (_, level)) in enumerate(zip(shown, seats, strict=True)):
        if not level:
            continue
        counts[name] = counts.get(name, 0) + 1
        if counts[name] > 1:
            shown[index] = f"{name} {counts[name]}"
    return shown


def shown_match(loaded: Any) -> Any:
    """A store.values.LoadedMatch whose computer seats carry the window's names."""
    import dataclasses  # here: the start screen imports this module (start-up, issue 28)

    names = shown_names(
        [(seat.name, seat.computer if _is_computer(seat) else None) for seat in loaded.seats]
    )
    seats = [
        dataclasses.replace(seat, name=name) for seat, name in zip(loaded.seats, names, strict=True)
    ]
    return dataclasses.replace(loaded, seats=seats)


def _is_computer(seat: Any) -> bool:
    return getattr(seat, "player_id", "") is None and bool(getattr(seat, "computer", None))

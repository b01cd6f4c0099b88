"""A paper protocol typed in the window, brought into the league by the path a file's match
takes (protocol_import.py): the same checks, the same refusals."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from roller_desktop.engine.events import check_places, read_cell

from .league_store import LeagueStore
from .limits import clean_name, clean_note, clean_place, name_key
from .protocol_import import ProtocolsSummary, bring_in
from .protocol_reading import MAX_SEATS, FileMatch, played_at, problem, replayed


@dataclass(frozen=True)
class TypedProtocol:
    """A finished paper protocol typed in the window (File → Enter a paper protocol…): what
    one match of a file holds, with its values instead of the file's text. `names` in seating
    order, the seat that started first (as a file's rows); `date` the laptop's local time,
    naive, its time of day only when `timed` (else the match is kept as 12:00, as a file's
    date without a time). Roller: `cells[seat][round]` as typed ("350", "-", "r"), the rounds
    as many as the protocol has; 105: `places` (None: not through), `dice`, `kids`."""

    game: str
    date: datetime
    timed: bool
    names: Sequence[str]
    cells: Sequence[Sequence[str]] = ()
    ww_limit: int | None = None
    forced_throw: bool | None = None
    places: Sequence[int | None] = ()
    dice: Sequence[int] = ()
    kids: Sequence[bool] = ()
    place: str | None = None
    note: str | None = None


def typed_match(typed: TypedProtocol) -> FileMatch:
    """The match of a typed protocol, checked as a file's match is (names, place, cells, the
    replay through the rules); refused with the coded error itself (InvalidName, InvalidText,
    RulesError, ImportProblem), which the window says in its language."""
    if typed.game not in ("roller", "105"):
        raise problem(
            0, "game", f"{typed.game[:20]!r} is no game (roller or 105).", "protocols.game",
            value=typed.game[:20],
        )  # fmt: skip
    if not 1900 <= typed.date.year <= 2999:
        text = f"{typed.date:%Y-%m-%d}"
        raise problem(
            0, "date", f"{text!r} is not a date (YYYY-MM-DD or DD.MM.YYYY, a time HH:MM if any).",
            "protocols.date", value=text,
        )  # fmt: skip
    played, minute = played_at(typed.date, typed.timed)
    if len(typed.names) > MAX_SEATS:
        raise problem(
            0, "player", f"a match has at most {MAX_SEATS} seats.", "protocols.seats",
            most=MAX_SEATS,
        )  # fmt: skip
    names: list[str] = []
    for raw in typed.names:
        name = clean_name(raw)
        if name_key(name) in {name_key(n) for n in names}:
            raise problem(
                0, "player", f"{name} sits twice at the match.", "protocols.player-twice",
                name=name,
            )  # fmt: skip
        names.append(name)
    rules: dict[str, Any] = {}
    cells: list[list[str]] = []
    places: list[int | None] = []
    if typed.game == "roller":
        cells = [[read_cell(cell) for cell in column] for column in typed.cells]
        rules["rounds"] = len(cells[0]) if cells else 0
        if typed.ww_limit is not None:
            rules["ww_threshold"] = typed.ww_limit
        if typed.forced_throw is not None:
            rules["forced_after_roller"] = typed.forced_throw
        dice, kids = [6] * len(names), [False] * len(names)
    else:
        places = list(typed.places)
        rules["play_for_places"] = None not in places
        check_places(tuple(places), len(names), rules["play_for_places"])
        dice = list(typed.dice) or [5] * len(names)
        kids = list(typed.kids) or [False] * len(names)
    match = FileMatch(
        "", 0, typed.game, played, minute, clean_place(typed.place or None),
        clean_note(typed.note or None), names, rules, cells, places, dice, kids,
    )  # fmt: skip
    replayed(match)
    return match


def enter_typed(store: LeagueStore, typed: TypedProtocol) -> ProtocolsSummary:
    """A protocol typed in the window into the league, by the path a file's match takes
    (import-protocols): checked whole, new names made players, one transaction; a protocol the
    league has already (the same minute, place, game, players in order and cells) is not added
    again: the summary counts it in `matches_unchanged`."""
    return bring_in(store, [typed_match(typed)])

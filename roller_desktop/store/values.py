"""Plain values the store hands out: the window and the league never see a Session or SQL."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING, Any, Literal

if TYPE_CHECKING:  # the opening of the window's store imports no engine (issue 28)
    from roller_desktop.engine.events import Event

DAMAGED = "damaged"  # the reason of a match set aside because its events do not replay
ABANDONED = "abandoned"  # the reason of a match the table chose to abandon
VOID = "void"  # the reason of a finished match the keeper took out of the league

Game = Literal["roller", "105"]
GAMES: tuple[Game, ...] = ("roller", "105")
Status = Literal["in_progress", "finished", "abandoned"]

MAX_NAME_LENGTH = 40


@dataclass(frozen=True, slots=True)
class Player:
    id: str
    name: str
    archived: bool
    created: datetime


def computer_seat_name(level: str, number: int = 1) -> str:
    """The name a computer seat goes by outside the window (the protocol's engine object, the
    command line); the window shows it in its own language. A second computer of the same
    level at the table is numbered ("Computer (steady) 2"): the engine's seats have names of
    their own."""
    return f"Computer ({level})" + (f" {number}" if number > 1 else "")


def seat_names(seats: Sequence[tuple[str | None, str | None]]) -> list[str]:
    """(a person's name or None, the computer level or None) per seat -> every seat's name."""
    met: dict[str, int] = {}
    names = []
    for name, level in seats:
        if name is not None:
            names.append(name)
            continue
        key = level or ""
        met[key] = met.get(key, 0) + 1
        names.append(computer_seat_name(key, met[key]))
    return names


@dataclass(frozen=True, slots=True)
class SeatSpec:
    """Who sits at a seat when a match starts (105: the dice count and kids' mode).

    A person's seat names the player; a computer seat has no player (None), only its level.
    """

    player_id: str | None
    dice: int = 5
    kids: bool = False
    computer: str | None = None

    @staticmethod
    def of_computer(level: str, dice: int = 5, kids: bool = False) -> SeatSpec:
        return SeatSpec(None, dice, kids, level)


@dataclass(frozen=True, slots=True)
class SeatInfo:
    """A seat of a stored match: a person (player_id) or a computer of a level (player_id
    None, computer the level, name computer_seat_name(level))."""

    player_id: str | None
    name: str
    dice: int
    kids: bool
    computer: str | None

    @property
    def is_computer(self) -> bool:
        return self.player_id is None


@dataclass(frozen=True, slots=True)
class TablePlace:
    """The championship table a match is played at: the start screen names it, so that the
    director resumes the right one of several tables' matches with the same kind of names."""

    championship: str  # its name
    round: int  # a qualifying round 1, 2, ...; 0: the final; -k: deciding round k of the final
    table: int


@dataclass(frozen=True, slots=True)
class MatchSummary:
    """One line of a list of matches."""

    id: str
    game: Game
    started: datetime
    finished: datetime | None
    status: Status
    seat_names: tuple[str, ...]
    progress: str  # "round 4 of 15", "6 throws", or the winners of a finished match
    events: int = 0
    # How far an unfinished match has come, as data for the window to put in words:
    round: int | None = None  # Roller: the round being played, from 1
    rounds: int | None = None  # Roller: the rounds of the match
    throws: int | None = None  # 105: the throws made so far
    to_play: str | None = None  # the name of the seat to play next
    by_hand: bool = False  # kept by hand (a paper protocol, or protocol only at the table)
    # Out of the league (status "abandoned", set aside): why ("abandoned", "damaged", "void"),
    # the keeper's words, and when (None: before the keeper's tools kept it).
    set_aside: str | None = None
    set_aside_note: str | None = None
    set_aside_at: datetime | None = None
    corrected: bool = False  # a finished match kept by hand with corrections (store/hand_kept)
    practice: bool = False  # a computer seat, or one seat alone: in no league table (RULES.md)
    table: TablePlace | None = None  # an unfinished championship match's table


@dataclass(frozen=True, slots=True)
class DamagedMatch:
    """A match in progress whose stored events do not replay through the rules (a damaged
    row): it cannot be resumed; the window offers to set it aside or to restore a backup."""

    id: str
    game: Game
    started: datetime
    seat_names: tuple[str, ...]
    problem: str  # the rules' refusal, in English ("Event 12: ...")


@dataclass(frozen=True)
class LoadedMatch:
    id: str
    game: Game
    rules: dict[str, Any]
    seats: list[SeatInfo]
    starter: int
    events: list[Event]
    status: Status
    started: datetime
    finished: datetime | None
    place: str | None
    note: str | None
    opening: list[Any] | None = field(default=None)
    real_dice: bool = False
    by_hand: bool = False  # kept by hand: turn results (105: the order), no throws

"""A small in-memory stand-in for the store (STORE_API.md names), for UI tests.

It keeps the same promises the window relies on: the engine judges an action first, a refused
action stores nothing, and replaying the stored events gives back the same game.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from roller_desktop.engine.events import Event
from roller_desktop.engine.hundredfive import HundredFiveRules, Race
from roller_desktop.engine.roller import RollerMatch, RollerRules


class InvalidName(ValueError):
    pass


@dataclass(frozen=True)
class Player:
    id: str
    name: str
    archived: bool = False
    created: datetime = field(default_factory=datetime.now)


@dataclass(frozen=True)
class SeatSpec:
    player_id: str
    dice: int = 5
    kids: bool = False
    computer: str | None = None


@dataclass(frozen=True)
class SeatInfo:
    player_id: str
    name: str
    dice: int
    kids: bool
    computer: str | None


@dataclass(frozen=True)
class MatchSummary:
    id: str
    game: str
    started: datetime
    finished: datetime | None
    status: str
    seat_names: tuple[str, ...]
    progress: str
    events: int = 0


@dataclass
class LoadedMatch:
    id: str
    game: str
    rules: dict[str, Any]
    seats: list[SeatInfo]
    starter: int
    events: list[Event]
    status: str
    started: datetime
    finished: datetime | None = None
    place: str | None = None
    note: str | None = None
    opening: list[Any] | None = None


def build_game(m: LoadedMatch) -> RollerMatch | Race:
    names = [s.name for s in m.seats]
    if m.game == "roller":
        return RollerMatch.replay(names, RollerRules.from_dict(m.rules), m.events, m.starter)
    return Race.replay(
        names,
        HundredFiveRules.from_dict(m.rules),
        m.events,
        m.starter,
        [s.dice for s in m.seats],
        [s.kids for s in m.seats],
    )


class FakeStore:
    def __init__(self) -> None:
        self._players: list[Player] = []
        self.matches: dict[str, LoadedMatch] = {}
        self.closed = False

    def close(self) -> None:
        self.closed = True

    def players(self, include_archived: bool = False) -> list[Player]:
        return [p for p in self._players if include_archived or not p.archived]

    def computer_player(self, level: str) -> Player | None:
        by_id = {p.id: p for p in self._players}
        for m in self.matches.values():
            for seat in m.seats:
                if seat.computer == level:
                    return by_id[seat.player_id]
        return None

    def add_player(self, name: str) -> Player:
        clean = " ".join(name.split())
        if not clean:
            raise InvalidName("A player needs a name.")
        if len(clean) > 40:
            raise InvalidName("A name has at most 40 characters.")
        if any(p.name.casefold() == clean.casefold() for p in self._players):
            raise InvalidName(f"{clean} is already a player.")
        player = Player(str(uuid.uuid4()), clean)
        self._players.append(player)
        return player

    def start_match(
        self,
        game: str,
        rules: dict[str, Any],
        seats: list[SeatSpec],
        starter: int,
        place: str | None = None,
        opening: list[Any] | None = None,
    ) -> str:
        by_id = {p.id: p for p in self._players}
        infos = [
            SeatInfo(
                s.player_id,
                by_id[s.player_id].name,
                s.dice if game == "105" else 6,
                s.kids if game == "105" else False,
                s.computer,
            )
            for s in seats
        ]
        match_id = str(uuid.uuid4())
        loaded = LoadedMatch(
            match_id, game, dict(rules), infos, starter, [], "in_progress", datetime.now()
        )
        build_game(loaded)  # the engine refuses bad rules or seats
        loaded.opening = opening
        self.matches[match_id] = loaded
        return match_id

    def load_match(self, match_id: str) -> LoadedMatch:
        m = self.matches[match_id]
        return LoadedMatch(**{**m.__dict__, "events": list(m.events)})

    def unfinished_matches(self) -> list[MatchSummary]:
        out = []
        for m in self.matches.values():
            if m.status != "in_progress":
                continue
            game = build_game(m)
            seat = game.current_seat
            extra: dict[str, Any] = {"to_play": game.seats[seat] if seat is not None else None}
            if isinstance(game, RollerMatch):
                progress = f"round {(game.current_round or 0) + 1} of {game.rules.rounds}"
                extra.update(round=(game.current_round or 0) + 1, rounds=game.rules.rounds)
            else:
                progress = f"{len(game.events)} throws"
                extra.update(throws=len(game.events))
            out.append(
                MatchSummary(
                    m.id,
                    m.game,
                    m.started,
                    None,
                    m.status,
                    tuple(s.name for s in m.seats),
                    progress,
                    len(m.events),
                    **extra,
                )
            )
        return out

    def abandon_match(self, match_id: str) -> None:
        self.matches[match_id].status = "abandoned"


class FakeRecorder:
    def __init__(self, store: FakeStore, match_id: str) -> None:
        self.store = store
        self.match_id = match_id
        self.game = build_game(store.matches[match_id])

    @classmethod
    def open(cls, store: FakeStore, match_id: str) -> FakeRecorder:
        return cls(store, match_id)

    def _commit(self) -> None:
        m = self.store.matches[self.match_id]
        m.events = list(self.game.events)
        if self.game.is_over:
            m.status = "finished"
            m.finished = datetime.now()

    def throw(self, values: Any) -> None:
        self.game.throw(values)
        self._commit()

    def keep(self, values: Any) -> None:
        assert isinstance(self.game, RollerMatch)
        self.game.keep(values)
        self._commit()

    def bank(self) -> None:
        assert isinstance(self.game, RollerMatch)
        self.game.bank()
        self._commit()

    def undo(self) -> None:
        self.game = self.game.without_last_event()
        self._commit()

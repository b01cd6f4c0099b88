"""Same dice, other choices: a finished Roller match replayed with one seat's decisions made by
the exact player (the sharp computer: the win table with two players, `win_approx` with more),
on that seat's own stored throws, from a chosen moment on; the other seats play what they
played (their throws and choices do not depend on this seat's total, so their events replay as
stored). The replay says what the seat would have ended with, and its result against the
others' actual totals.

Which dice: throw j of the seat's turn in round r uses the stored throw j of that turn when it
has as many dice as the replay throws there; otherwise (the exact player kept other dice,
threw on where the seat banked, or threw again after a different ROLLER) the program's dice
with common random numbers: the first n faces of a six-dice draw fixed by (the match's seed,
the seat, r, j), the duplicate-dice scheme of championships. Two replays of the same match
(from other moments, or of other choices) thus share their luck wherever they throw the same
number of dice at the same place, and a replay whose choices equal the stored ones throws
exactly the stored dice and ends exactly as the match did.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from roller_desktop.engine.events import Bank, Event, Keep, Throw
from roller_desktop.engine.protocol import RoundResult
from roller_desktop.engine.roller import DICE, RollerMatch, RollerRules

from . import win_table
from .bots import Bot, make_bot

Progress = Callable[[int, int], None]
Policy = Callable[[RollerMatch], Event]  # the replayed seat's next action (Throw(): throw)


@dataclass(frozen=True, slots=True)
class ReplayThrow:
    round: int  # 0-based
    throw: int  # 0-based position in the turn
    dice: tuple[int, ...]
    stored: bool  # the seat's own stored throw (False: the program's dice, CRN)


@dataclass(frozen=True)
class OtherChoices:
    """What the replay of one seat ended with, beside what the match ended with."""

    seat: int  # the seat's index (as in the match's seats)
    names: tuple[str, ...]  # the match's seats
    from_event: int  # the first event replaced by the exact player's choices (or later)
    from_turn: int  # the turn that event belongs to (0 = the starter's first)
    actual: tuple[RoundResult | None, ...]  # the seat's cells as played
    cells: tuple[RoundResult | None, ...]  # ... and as replayed
    totals: tuple[int, ...]  # every seat's total: the replayed seat's replayed, others actual
    actual_totals: tuple[int, ...]
    throws: tuple[ReplayThrow, ...]  # the seat's throws in the replay from the moment on
    events: tuple[Event, ...]  # the replayed match's events

    @property
    def total(self) -> int:
        return self.totals[self.seat]

    @property
    def actual_total(self) -> int:
        return self.actual_totals[self.seat]

    @property
    def result(self) -> float:
        return share(self.totals, self.seat)

    @property
    def actual_result(self) -> float:
        return share(self.actual_totals, self.seat)

    @property
    def place(self) -> int:
        return place(self.totals, self.seat)

    @property
    def actual_place(self) -> int:
        return place(self.actual_totals, self.seat)

    @property
    def program_throws(self) -> int:
        return sum(1 for t in self.throws if not t.stored)

    def to_json(self) -> dict[str, object]:
        def cell(result: RoundResult | None) -> str | None:
            return None if result is None else result.text

        return {
            "seat": self.seat,
            "name": self.names[self.seat],
            "from_turn": self.from_turn,
            "from_event": self.from_event,
            "total": self.total,
            "actual_total": self.actual_total,
            "result": self.result,
            "actual_result": self.actual_result,
            "place": self.place,
            "actual_place": self.actual_place,
            "others": [
                {"name": n, "total": t}
                for i, (n, t) in enumerate(zip(self.names, self.totals, strict=True))
                if i != self.seat
            ],
            "rounds": [
                {"round": r + 1, "actual": cell(a), "replay": cell(b)}
                for r, (a, b) in enumerate(zip(self.actual, self.cells, strict=True))
            ],
            "throws_stored": len(self.throws) - self.program_throws,
            "throws_program": self.program_throws,
        }


def share(totals: Sequence[int], seat: int) -> float:
    """The seat's share of the win: 1, 1/k when k share the highest total, else 0."""
    best = max(totals)
    return 1.0 / list(totals).count(best) if totals[seat] == best else 0.0


def place(totals: Sequence[int], seat: int) -> int:
    """1 + the number of seats with a higher total (ties share a place)."""
    return 1 + sum(1 for t in totals if t > totals[seat])


def match_seed(seats: Sequence[str], starter: int, events: Iterable[Event]) -> str:
    """A seed fixed by the match itself (how many seats, the starter and the throws): every
    replay of it, in the window or the command line, draws the same program dice. Not the
    seats' names: the window names a computer seat in its language, the store does not."""
    digest = hashlib.sha256(f"{len(seats)}|{starter}".encode())
    for event in events:
        if isinstance(event, Throw):
            digest.update(bytes(event.dice) + b"|")
    return digest.hexdigest()[:32]


def program_dice(seed: str, seat: int, rnd: int, throw: int, count: int) -> tuple[int, ...]:
    """The program's dice for throw `throw` of the seat's turn in round `rnd`: the first
    `count` faces of a six-dice draw fixed by those (common random numbers)."""
    if not 1 <= count <= DICE:
        raise ValueError(f"A throw has 1 to {DICE} dice, not {count}.")
    draw = random.Random(f"{seed}/{seat}/{rnd}/{throw}")
    return tuple(draw.randint(1, 6) for _ in range(DICE))[:count]


def turn_of_event(
    seats: Sequence[str], rules: RollerRules | None, events: Sequence[Event], starter: int
) -> list[int]:
    """The turn (0 = the starter's first) each event belongs to."""
    match = RollerMatch(seats, rules, starter, undo=False)
    n = len(match.seats)
    out = []
    for event in events:
        seat, rnd = match.current_seat, match.current_round
        if seat is None or rnd is None:
            raise ValueError("The match has events after its end.")
        out.append(n * rnd + match.order.index(seat))
        match.apply(event)
    return out


def first_event_of_turn(turns: Sequence[int], turn: int) -> int:
    """The index of the turn's first event (len(turns) when the match has no such turn)."""
    for index, t in enumerate(turns):
        if t >= turn:
            return index
    return len(turns)


def exact_policy(match: RollerMatch) -> Policy:
    """The exact player (the sharp computer) for this match's rules; a two-player match longer
    than the shipped tables builds its table first (seconds per turn)."""
    if len(match.seats) == 2:
        win_table.table_for(match.rules)
    bot: Bot = make_bot("sharp")
    return bot.choose


def other_choices(
    seats: Sequence[str],
    rules: RollerRules | None,
    events: Sequence[Event],
    starter: int,
    seat: int,
    from_event: int = 0,
    *,
    policy: Policy | None = None,
    seed: str | None = None,
    progress: Progress | None = None,
) -> OtherChoices:
    """Replay a finished match with `seat`'s decisions from `from_event` on made by `policy`
    (default: the exact player), on the seat's stored throws (see the module for the dice).
    `progress(turns done, turns)` counts the seat's turns replayed."""
    events = list(events)
    played = RollerMatch.replay(seats, rules, events, starter)
    if played.hand_kept:
        raise ValueError("A match kept by hand has no throws to replay.")
    if not played.is_over:
        raise ValueError("Only a finished match can be replayed with other choices.")
    if not 0 <= seat < len(played.seats):
        raise ValueError(f"The match has no seat {seat}.")
    if not 0 <= from_event <= len(events):
        raise ValueError(f"The match has no event {from_event}.")
    turns = turn_of_event(seats, rules, events, starter)
    seed = match_seed(seats, starter, events) if seed is None else seed
    stored, others = _split(played, events, seat, from_event)
    match = RollerMatch(seats, played.rules, starter, undo=False)
    for event in events[:from_event]:
        match.apply(event)
    choose = exact_policy(match) if policy is None else policy
    rounds = played.rules.rounds
    n, position = len(played.seats), played.order.index(seat)
    now = turns[from_event] if from_event < len(turns) else n * rounds
    todo = sum(1 for t in range(now, n * rounds) if t % n == position)
    thrown: list[ReplayThrow] = []
    done = 0
    while not match.is_over:
        mover, rnd = match.current_seat, match.current_round
        assert mover is not None and rnd is not None
        if mover != seat:
            for event in others.pop((rnd, mover), []):
                match.apply(event)
            continue
        _play_turn(match, choose, stored, seed, seat, thrown)
        done += 1
        if progress is not None:
            progress(min(done, todo), todo)
    return OtherChoices(
        seat=seat,
        names=played.seats,
        from_event=from_event,
        from_turn=now,
        actual=played.protocol().cells[seat],
        cells=match.protocol().cells[seat],
        totals=tuple(match.protocol().totals),
        actual_totals=tuple(played.protocol().totals),
        throws=tuple(thrown),
        events=match.events,
    )


def _split(
    played: RollerMatch, events: Sequence[Event], seat: int, from_event: int
) -> tuple[dict[tuple[int, int], tuple[int, ...]], dict[tuple[int, int], list[Event]]]:
    """The seat's stored throws by (round, throw in the turn), and the other seats' events
    from `from_event` on by (round, seat)."""
    match = RollerMatch(played.seats, played.rules, played.starter, undo=False)
    stored: dict[tuple[int, int], tuple[int, ...]] = {}
    others: dict[tuple[int, int], list[Event]] = {}
    for index, event in enumerate(events):
        now, rnd = match.current_seat, match.current_round
        assert now is not None and rnd is not None
        if now == seat and isinstance(event, Throw):
            stored[(rnd, match.throws_this_turn)] = event.dice
        elif now != seat and index >= from_event:
            others.setdefault((rnd, now), []).append(event)
        match.apply(event)
    return stored, others


def _play_turn(
    match: RollerMatch,
    choose: Policy,
    stored: dict[tuple[int, int], tuple[int, ...]],
    seed: str,
    seat: int,
    thrown: list[ReplayThrow],
) -> None:
    rnd = match.current_round
    assert rnd is not None
    while match.current_seat == seat and match.current_round == rnd:
        action = choose(match)
        if isinstance(action, Keep):
            match.keep(action.dice)
        elif isinstance(action, Bank):
            match.bank()
        else:
            j, count = match.throws_this_turn, match.dice_to_throw
            own = stored.get((rnd, j))
            dice = own if own is not None and len(own) == count else None
            if dice is None:
                dice = program_dice(seed, seat, rnd, j, count)
            thrown.append(ReplayThrow(rnd, j, dice, dice is own))
            match.throw(dice)

"""Random play, legal and illegal, against the invariants of both games (hypothesis.stateful).

Roller: scores are multiples of 50, a refused action changes nothing, replaying the events gives
the live state, no bank while dice are owed, Tjock zeroes the turn, RT only on a first throw.
105: the same for refusals and replay, and every throw moves the race as a small model of the
rules text says it must (hits set aside, extra throws, kids' mode, clockwise order, places).
"""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, Phase, event, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
)

from roller_desktop.engine import hundredfive, roller
from roller_desktop.engine.errors import MatchOver, RulesError
from roller_desktop.engine.protocol import Outcome

from .support import race_state, roller_state

# No shrinking: with a replay after every step it can run for minutes; a failing run prints
# its steps (at most stateful_step_count of them) unshrunk, which is readable enough.
FAST = settings(
    max_examples=60,
    stateful_step_count=80,
    deadline=None,
    database=None,
    phases=[Phase.explicit, Phase.reuse, Phase.generate],
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)

NAMES = ["Åke", "Ingemar", "Britt", "Sven"]
SPECIAL = [(1, 2, 3, 4, 5, 6), (6, 5, 4, 3, 2, 1), *((f,) * 6 for f in range(1, 7))]
faces = st.integers(1, 6)
any_values = st.lists(st.integers(-1, 8), max_size=7)


def dice_for(count: int) -> st.SearchStrategy[tuple[int, ...]]:
    """Throws of `count` dice, with Stege and Alla lika often enough to reach forced ROLLERs."""
    plain = st.lists(faces, min_size=count, max_size=count).map(tuple)
    if count == 6:
        return st.one_of(plain, st.sampled_from(SPECIAL))
    return plain


class RollerPlay(RuleBasedStateMachine):
    match: roller.RollerMatch
    banked: list[int]

    @initialize(
        seats=st.integers(1, 3),
        rounds=st.integers(1, 3),
        forced=st.booleans(),
        data=st.data(),
    )
    def start(self, seats: int, rounds: int, forced: bool, data: st.DataObject) -> None:
        rules = roller.RollerRules(rounds=rounds, forced_after_roller=forced)
        starter = data.draw(st.integers(0, seats - 1))
        self.match = roller.RollerMatch(NAMES[:seats], rules, starter)
        self.banked = [0] * seats

    # ---- actions ---------------------------------------------------------------------------

    @precondition(lambda self: self.match.can_throw)
    @rule(data=st.data())
    def throw(self, data: st.DataObject) -> None:
        m = self.match
        values = data.draw(dice_for(m.dice_to_throw))
        first = m.throws_this_turn == 0
        points_before = m.turn_points
        seat, rnd = m.current_seat, m.current_round
        assert seat is not None and rnd is not None
        m.throw(values)
        if roller.max_score(values) == 0:  # the turn ended by itself
            cell = m.protocol().cell(seat, rnd)
            assert cell is not None and cell.points == 0  # Tjock zeroes the turn
            assert cell.outcome is (Outcome.RT if first else Outcome.TJOCK)  # RT: first throw
            event("RT" if first else ("Tjock while owing dice" if m.dice_owed else "Tjock"))
            assert m.turn_points == 0
            assert m.last_turn is not None and m.last_turn.last_throw == tuple(values)
        else:
            assert m.must_keep and m.turn_points == points_before
            assert m.last_throw == tuple(values)

    @precondition(lambda self: self.match.must_keep)
    @rule(data=st.data())
    def keep(self, data: st.DataObject) -> None:
        m = self.match
        options = m.selections()
        assert options, "a throw that scores must offer a selection"
        choice = data.draw(st.sampled_from(options))
        before_points, before_dice, before_owed = m.turn_points, m.dice_to_throw, m.dice_owed
        assert m.keep(choice.dice) == choice.points
        assert m.turn_points == before_points + choice.points
        left = before_dice - len(choice.dice)
        # a whole Stege or Alla lika kept from six dice: 6 distinct faces or 1
        whole_six = len(choice.dice) == 6 and len(set(choice.dice)) in (1, 6)
        forced = left == 0 and whole_six and m.rules.forced_after_roller
        if left:
            assert m.dice_to_throw == left and not m.has_roller
        else:  # ROLLER
            assert m.dice_to_throw == 6 and m.has_roller and m.kept_dice == ()
        assert m.dice_owed == (2 if forced else max(0, before_owed - len(choice.dice)))
        assert m.is_forced_throw == forced
        if left == 0:
            event("forced ROLLER" if forced else "ROLLER")

    @precondition(lambda self: self.match.can_bank)
    @rule()
    def bank(self) -> None:
        m = self.match
        seat, rnd, points = m.current_seat, m.current_round, m.turn_points
        assert seat is not None and rnd is not None
        assert m.bank() == points
        self.banked[seat] += points
        event("bank")
        if m.is_over:
            event("match over")
        assert m.protocol().cell_text(seat, rnd) == str(points)

    @rule(kind=st.sampled_from(["throw", "keep", "bank"]), values=any_values)
    def try_anything(self, kind: str, values: list[int]) -> None:
        """Random, mostly illegal actions: refused without a trace, or played if legal."""
        m = self.match
        if kind == "throw":
            self.attempt(lambda: m.throw(values))
        elif kind == "keep":
            self.attempt(lambda: m.keep(values))
        elif not m.can_bank:
            self.attempt(m.bank, must_fail=True)

    @precondition(lambda self: self.match.must_keep)
    @rule(data=st.data())
    def keep_a_scoring_die_twice(self, data: st.DataObject) -> None:
        """Keep something, then try a second selection from the same throw."""
        m = self.match
        choice = data.draw(st.sampled_from(m.selections()))
        m.keep(choice.dice)
        self.attempt(lambda: self.match.keep(choice.dice), must_fail=True)

    def attempt(self, action: Any, must_fail: bool = False) -> None:
        before = roller_state(self.match)
        try:
            action()
        except MatchOver:
            assert before["is_over"]
            assert roller_state(self.match) == before
            return
        except RulesError as error:
            assert isinstance(error, ValueError) and str(error)
            assert roller_state(self.match) == before  # a refused action changes nothing
            return
        assert not must_fail and not before["is_over"]

    # ---- invariants ------------------------------------------------------------------------

    @invariant()
    def scores_are_multiples_of_fifty(self) -> None:
        m = self.match
        assert m.turn_points % 50 == 0
        p = m.protocol()
        for row in p.cells:
            for cell in row:
                assert cell is None or (cell.points % 50 == 0 and cell.points >= 0)
                if cell is not None and cell.outcome is not Outcome.BANKED:
                    assert cell.points == 0
        assert all(t % 50 == 0 for t in p.totals)

    @invariant()
    def totals_are_the_banked_turns(self) -> None:
        assert self.match.protocol().totals == self.banked

    @invariant()
    def no_bank_while_dice_are_owed(self) -> None:
        m = self.match
        if m.dice_owed:
            assert not m.can_bank and m.rules.forced_after_roller
        assert 0 <= m.dice_owed <= 2

    @invariant()
    def turn_state_is_consistent(self) -> None:
        m = self.match
        if m.is_over:
            assert m.current_seat is None and not m.can_throw and not m.can_bank
            assert m.protocol().rounds_played == [m.rules.rounds] * len(m.seats)
            return
        assert 1 <= m.dice_to_throw <= 6
        assert m.must_keep != m.can_throw
        assert sum(len(k) for k in m.kept_dice) + m.dice_to_throw == 6
        if m.throws_this_turn == 0:
            assert m.turn_points == 0 and not m.can_bank

    @invariant()
    def replay_equals_the_live_state(self) -> None:
        m = self.match
        again = roller.RollerMatch.replay(m.seats, m.rules, m.events, m.starter)
        assert roller_state(again) == roller_state(m)


TestRollerPlay = RollerPlay.TestCase
TestRollerPlay.settings = FAST


# ---- 105 -------------------------------------------------------------------------------------


class RacePlay(RuleBasedStateMachine):
    race: hundredfive.Race

    @initialize(
        seats=st.integers(1, 4),
        extra=st.booleans(),
        places=st.booleans(),
        data=st.data(),
    )
    def start(self, seats: int, extra: bool, places: bool, data: st.DataObject) -> None:
        rules = hundredfive.HundredFiveRules(extra_throw=extra, play_for_places=places)
        dice = data.draw(st.lists(st.integers(1, 5), min_size=seats, max_size=seats))
        kids = data.draw(st.lists(st.booleans(), min_size=seats, max_size=seats))
        starter = data.draw(st.integers(0, seats - 1))
        self.race = hundredfive.Race(NAMES[:seats], rules, dice, kids, starter)

    @precondition(lambda self: not self.race.is_over)
    @rule(data=st.data())
    def throw(self, data: st.DataObject) -> None:
        """One throw, checked against a model of the rules text."""
        r = self.race
        seat = r.current_seat
        assert seat is not None
        chased, aside, n = r.chasing(seat), r.set_aside(seat), r.dice_to_throw
        # many hits, so that races get through the sixes within the step budget
        die = st.one_of(st.just(chased), faces)
        values = data.draw(st.lists(die, min_size=n, max_size=n))
        turns, throws = r.turns(seat), r.throws(seat)
        fresh_turn = not (r.next_is_extra_throw or r.next_is_rethrow)
        out = r.throw(values)
        hits = values.count(chased)
        done = aside + hits == r.dice[seat]
        assert (out.seat, out.chased, out.hits, out.completed) == (seat, chased, hits, done)
        assert r.chasing(seat) == (chased + 1 if done else chased)
        assert r.set_aside(seat) == (0 if done else aside + hits)
        assert out.finished == (done and chased == 6)
        assert out.extra_throw_next == (done and chased < 6 and r.rules.extra_throw)
        assert out.rethrow_next == (hits == 0 and r.kids[seat])
        assert r.throws(seat) == throws + 1
        assert r.turns(seat) == turns + (1 if fresh_turn else 0)
        if out.extra_throw_next or out.rethrow_next:
            assert r.current_seat == seat
            return
        racing = [s for s in range(len(r.seats)) if r.chasing(s) < 7]
        if out.finished:
            event("a seat through the sixes")
        if not racing or (r.placings and not r.rules.play_for_places):
            assert r.is_over
            event("race over")
        else:
            nxt = (seat + 1) % len(r.seats)
            while r.chasing(nxt) == 7:
                nxt = (nxt + 1) % len(r.seats)
            assert r.current_seat == nxt

    @rule(values=any_values)
    def throw_anything(self, values: list[int]) -> None:
        before = race_state(self.race)
        try:
            self.race.throw(values)
        except RulesError as error:
            assert isinstance(error, ValueError) and str(error)
            assert isinstance(error, MatchOver) == before["is_over"]
            assert race_state(self.race) == before
            return
        assert len(values) == before["dice_to_throw"] and not before["is_over"]

    @invariant()
    def positions_are_possible(self) -> None:
        r = self.race
        for s in range(len(r.seats)):
            assert 1 <= r.chasing(s) <= 7
            assert 0 <= r.set_aside(s) < r.dice[s]
            assert r.turns(s) <= r.throws(s)
        assert len(set(r.placings)) == len(r.placings)
        assert set(r.placings) == {s for s in range(len(r.seats)) if r.chasing(s) == 7}
        if r.is_over:
            assert r.dice_to_throw == 0
            if r.rules.play_for_places:
                assert sorted(r.placings) == list(range(len(r.seats)))
            else:
                assert len(r.placings) == 1
        else:
            seat = r.current_seat
            assert seat is not None and r.chasing(seat) < 7
            assert r.dice_to_throw == r.dice[seat] - r.set_aside(seat) >= 1

    @invariant()
    def replay_equals_the_live_state(self) -> None:
        r = self.race
        again = hundredfive.Race.replay(r.seats, r.rules, r.events, r.starter, r.dice, r.kids)
        assert race_state(again) == race_state(r)


TestRacePlay = RacePlay.TestCase
TestRacePlay.settings = FAST

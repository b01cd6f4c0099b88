"""The simple threshold player: keep the best-scoring selection, bank at a threshold.

Standard library only (it drives the engine), so the same policy can run event by event through
the engine, the store and the window, and vectorised in `roller_sim` for speed.
"""

from __future__ import annotations

from dataclasses import dataclass

from roller_desktop.engine import roller
from roller_desktop.engine.dice import DiceSource
from roller_desktop.engine.protocol import RoundResult

DEFAULT_THRESHOLD = 300


@dataclass(frozen=True)
class ThresholdBot:
    """Keeps the selection worth most (more dice among equals); banks once the turn holds
    `threshold` points and no scoring dice are owed; otherwise throws on."""

    threshold: int = DEFAULT_THRESHOLD

    def choose_keep(self, match: roller.RollerMatch) -> tuple[int, ...]:
        return match.selections()[0].dice

    def wants_bank(self, match: roller.RollerMatch) -> bool:
        return match.can_bank and match.turn_points >= self.threshold

    def play_turn(self, match: roller.RollerMatch, dice: DiceSource) -> RoundResult:
        """Play the current seat's turn to its end; return the protocol cell it produced."""
        seat, rnd = match.current_seat, match.current_round
        assert seat is not None and rnd is not None, "the match is over"
        while match.current_seat == seat and match.current_round == rnd and not match.is_over:
            if match.must_keep:
                match.keep(self.choose_keep(match))
            elif self.wants_bank(match):
                match.bank()
            else:
                match.throw_from(dice)
        assert match.last_turn is not None
        return match.last_turn.result

"""What a computer player decides: keep these dice, bank, or throw. Small frozen values; the
window turns them into engine calls (`match.keep(action.dice)`, `match.bank()`,
`match.throw_from(dice)`)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Keep:
    """Keep these faces out of the last throw."""

    dice: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Bank:
    """Write the turn's points in the protocol."""


@dataclass(frozen=True, slots=True)
class Throw:
    """Throw the dice due now (Roller), or the seat's dice (105: the only action there is)."""


Action = Keep | Bank | Throw

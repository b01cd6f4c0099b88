"""Scoring of Roller dice, one throw at a time (RULES.md, "Scoring, per throw").

A selection is scored as the best split of exactly the kept dice into combinations; a die that
fits no combination makes the selection illegal. Dice kept from different throws never combine,
so everything here looks at the dice of one throw only.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import product

from .dice import _KNOWN, remember_faces
from .errors import InvalidSelection

SINGLE_POINTS = {1: 100, 5: 50}
TRISS_POINTS = {1: 1000, 2: 200, 3: 300, 4: 400, 5: 500, 6: 600}
STEGE_POINTS = 2000
ALLA_LIKA_POINTS = 3000

Counts = tuple[int, int, int, int, int, int]


def counts_of(dice: Iterable[int]) -> Counts:
    c = [0, 0, 0, 0, 0, 0]
    for v in dice:
        c[v - 1] += 1
    return (c[0], c[1], c[2], c[3], c[4], c[5])


@cache
def checked_counts(dice: tuple[int, ...]) -> Counts:
    """counts_of for a tuple of checked faces, remembered: a replay counts the same throws and
    selections again and again (checked first, so an equal tuple always has equal counts)."""
    return counts_of(dice)


@cache
def ordered(dice: tuple[int, ...]) -> tuple[int, ...]:
    """A tuple of checked faces in rising order, remembered (see checked_counts)."""
    return tuple(sorted(dice))


@cache
def scores_nothing(dice: tuple[int, ...]) -> bool:
    """Whether a throw of these checked faces scores nothing (RT or Tjock), remembered."""
    return best_points(checked_counts(dice)) == 0


@cache
def kept(dice: tuple[int, ...]) -> tuple[Counts, int | None, tuple[int, ...], bool]:
    """What keeping these checked faces means, remembered for a replay: their counts, their
    points (None: a die that fits no combination), the faces in rising order, and whether
    keeping all six of them as a Stege or Alla lika completes a forced ROLLER."""
    counts = checked_counts(dice)
    forced = len(dice) == 6 and (is_stege(counts) or is_alla_lika(counts))
    return counts, exact_points(counts), ordered(dice), forced


def within(kept: Counts, thrown: Counts) -> bool:
    """Whether the dice counted in `kept` are among those counted in `thrown`."""
    return (
        kept[0] <= thrown[0]
        and kept[1] <= thrown[1]
        and kept[2] <= thrown[2]
        and kept[3] <= thrown[3]
        and kept[4] <= thrown[4]
        and kept[5] <= thrown[5]
    )


def dice_of(counts: Sequence[int]) -> tuple[int, ...]:
    return tuple(face for face in range(1, 7) for _ in range(counts[face - 1]))


def is_stege(counts: Sequence[int]) -> bool:
    return all(c == 1 for c in counts)


def is_alla_lika(counts: Sequence[int]) -> bool:
    return max(counts) == 6


@cache
def exact_points(counts: Counts) -> int | None:
    """Points of keeping exactly these dice, or None when some die fits no combination."""
    if sum(counts) == 0:
        return None
    if is_alla_lika(counts):  # six alike is always Alla lika, never two Triss
        return ALLA_LIKA_POINTS
    if is_stege(counts):
        return STEGE_POINTS
    total = 0
    for face, c in enumerate(counts, start=1):
        if c == 0:
            continue
        single = SINGLE_POINTS.get(face)
        if single is not None:
            # A Triss is worth more than three singles, so a Triss is always taken first.
            total += TRISS_POINTS[face] + (c - 3) * single if c >= 3 else c * single
        elif c == 3:
            total += TRISS_POINTS[face]
        else:  # 2s, 3s, 4s and 6s score only as a Triss; extras score nothing
            return None
    return total


@cache
def best_points(counts: Counts) -> int:
    """The most points any selection of these dice scores; 0 when none scores."""
    if sum(counts) == 0:
        return 0
    if is_alla_lika(counts):
        return ALLA_LIKA_POINTS
    if is_stege(counts):
        return STEGE_POINTS
    total = 0
    for face, c in enumerate(counts, start=1):
        single = SINGLE_POINTS.get(face)
        if c >= 3:
            total += TRISS_POINTS[face] + (c - 3) * (single or 0)
        elif single is not None:
            total += c * single
    return total


@dataclass(frozen=True, slots=True)
class Selection:
    """A legal choice of dice to keep from a throw, and what it scores."""

    dice: tuple[int, ...]
    points: int

    @property
    def counts(self) -> Counts:
        return counts_of(self.dice)


@cache
def selections_of(counts: Counts) -> tuple[Selection, ...]:
    """Every legal selection of a throw, the best first (more dice first among equals)."""
    found: list[Selection] = []
    for sub in product(*(range(c + 1) for c in counts)):
        sub_counts: Counts = (sub[0], sub[1], sub[2], sub[3], sub[4], sub[5])
        points = exact_points(sub_counts)
        if points is not None:
            found.append(Selection(dice_of(sub_counts), points))
    found.sort(key=lambda s: (-s.points, -len(s.dice), s.dice))
    return tuple(found)


def check_dice(dice: Sequence[int]) -> tuple[int, ...]:
    values = tuple(dice)  # a tuple given is returned as itself
    if _KNOWN.get(values) is values:  # known_faces(values), inlined: 1 to 6 faces seen before
        return values
    if not values:
        raise InvalidSelection("Keep at least one scoring die.", "keep.none")
    if len(values) > 6:
        raise InvalidSelection(
            "Roller is played with six dice; no more than six can be kept.", "keep.too-many"
        )
    for v in values:
        if isinstance(v, bool) or not isinstance(v, int) or not 1 <= v <= 6:
            raise InvalidSelection(f"{v!r} is not a die face: a die shows 1 to 6.", "face", face=v)
    remember_faces(values)
    return values


def explain_refusal(counts: Counts) -> InvalidSelection:
    """Why a selection with a die that fits no combination is refused: the die that scores
    nothing, and what to do about it (take it out of the selection)."""
    for face, c in enumerate(counts, start=1):
        if face in SINGLE_POINTS or c in (0, 3):
            continue
        if c > 3:
            extra = c - 3
            noun = "die" if extra == 1 else "dice"
            return InvalidSelection(
                f"Only three {face}s make a Triss; the other {extra} {noun} showing {face} "
                "score nothing and cannot be kept.",
                "keep.extra-in-triss",
                face=face,
                extra=extra,
            )
        subject = f"A single {face} scores" if c == 1 else f"Two {face}s score"
        return InvalidSelection(
            f"{subject} nothing: a {face} counts only in a Triss, a Stege or Alla lika.",
            "keep.lone-face",
            face=face,
            count=c,
        )
    return InvalidSelection("These dice do not form a scoring combination.", "keep.no-score")


def score_counts(counts: Counts) -> int:
    points = exact_points(counts)
    if points is None:
        raise explain_refusal(counts)
    return points

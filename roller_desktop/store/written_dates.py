"""Dates and times as people in Sweden and Norway write them by hand, read without guessing.

Accepted: 2022-06-14 (also 2022-6-14), 14.06.2022 and 14.6.2022, each alone or followed by a
time of day, 19:30 or 19.30 (a "kl." before it allowed, as on a paper protocol). A form that
could be read two ways (03/05/2023: 3 May or 5 March?) is refused, never guessed: every date
with slashes, so that whether one is read never hangs on whether its day is past 12. Standard
library only: the window words the refusal's `code` in its language (ui/common/date_words.py).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime

FIRST_YEAR = 1900
LAST_YEAR = 2999

_ISO_DAY = r"(?P<y>\d{4})-(?P<m>\d{1,2})-(?P<d>\d{1,2})"
_DOTTED_DAY = r"(?P<d>\d{1,2})\.(?P<m>\d{1,2})\.(?P<y>\d{4})"
_CLOCK = r"(?:kl\.?\s*)?(?P<hh>\d{1,2})[:.](?P<mm>\d{2})"
_AFTER_DAY = rf"(?:(?:,?\s+|T){_CLOCK})?"
_DAYS = (
    re.compile(rf"{_ISO_DAY}{_AFTER_DAY}", re.IGNORECASE),
    re.compile(rf"{_DOTTED_DAY}{_AFTER_DAY}", re.IGNORECASE),
)
_CLOCK_ALONE = re.compile(_CLOCK, re.IGNORECASE)
# Day and month in either order with slashes (US and UK write them the other way round).
_TWO_WAYS = re.compile(r"\d{1,2}/\d{1,2}/\d{2,4}(?:\s.*)?")


class WrittenDateError(ValueError):
    """A written date or time that is refused; `code` says why (the window words it):
    date.form (no form we read), date.two-ways (day and month could be swapped),
    date.no-such-day (31.02.2022), date.time (25:00), date.year (outside 1900-2999),
    date.time-not-here (a time where only a date is asked for)."""

    def __init__(self, message: str, code: str, value: str) -> None:
        super().__init__(message)
        self.code = code
        self.values: dict[str, object] = {"value": value}


@dataclass(frozen=True)
class WrittenWhen:
    """A written local date, with its time of day when one was written (`timed`)."""

    moment: datetime
    timed: bool


def read_when(text: str, *, time_allowed: bool = True) -> WrittenWhen:
    """The local date (and time, when written) in `text`; WrittenDateError when it is none."""
    value = " ".join(text.split())
    for shape in _DAYS:
        found = shape.fullmatch(value)
        if found is None:
            continue
        year, month, day = int(found["y"]), int(found["m"]), int(found["d"])
        if not FIRST_YEAR <= year <= LAST_YEAR:
            raise WrittenDateError(f"{value!r}: the year is not 1900-2999.", "date.year", value)
        try:
            moment = datetime(year, month, day)
        except ValueError:
            raise WrittenDateError(
                f"{value!r}: there is no such day.", "date.no-such-day", value
            ) from None
        if found["hh"] is None:
            return WrittenWhen(moment, False)
        if not time_allowed:
            raise WrittenDateError(
                f"{value!r}: write the time in its own field.", "date.time-not-here", value
            )
        hour, minute = _clock(found["hh"], found["mm"], value)
        return WrittenWhen(moment.replace(hour=hour, minute=minute), True)
    if _TWO_WAYS.fullmatch(value):
        raise WrittenDateError(
            f"{value!r} could be read two ways (day and month).", "date.two-ways", value
        )
    raise WrittenDateError(f"{value!r} is not a date.", "date.form", value)


def read_clock(text: str) -> tuple[int, int]:
    """The hour and minute of a time of day written 19:30, 19.30 or kl. 19.30."""
    value = " ".join(text.split())
    found = _CLOCK_ALONE.fullmatch(value)
    if found is None:
        raise WrittenDateError(f"{value!r} is not a time of day.", "date.time", value)
    return _clock(found["hh"], found["mm"], value)


def _clock(hours: str, minutes: str, value: str) -> tuple[int, int]:
    hour, minute = int(hours), int(minutes)
    if hour > 23 or minute > 59:
        raise WrittenDateError(f"{value!r}: no such time of day.", "date.time", value)
    return hour, minute

"""A protocol file's dates: the usual form ("YYYY-MM-DD HH:MM") is read without strptime
(a tenth of a large file's reading), and must read exactly as strptime reads it, refusals
included (the same words, the same line and column)."""

from __future__ import annotations

import random
from datetime import datetime

import pytest

from roller_desktop.store.errors import ImportProblem
from roller_desktop.store.protocol_reading import _date, played_at


def by_strptime(text: str) -> tuple[datetime, str] | None:
    """What the reading was before the quick form (None: refused)."""
    for form in ("%Y-%m-%d %H:%M", "%Y-%m-%d"):
        try:
            moment = datetime.strptime(text, form)
        except ValueError:
            continue
        if not 1900 <= moment.year <= 2999:
            return None
        return played_at(moment, form != "%Y-%m-%d")
    return None


def test_dates_read_as_strptime_reads_them() -> None:
    rng = random.Random(14)
    texts = ["1985-01-05 18:05", "2000-02-29 23:59", "1899-12-31 23:59", "3000-01-01 00:00"]
    for _ in range(3000):
        year = rng.choice((rng.randint(1890, 3010), rng.randint(1900, 2100)))
        texts.append(
            f"{year:04d}-{rng.randint(0, 13):02d}-{rng.randint(0, 32):02d} "
            f"{rng.randint(0, 25):02d}:{rng.randint(0, 61):02d}"
        )
    refused = 0
    for text in texts:
        expected = by_strptime(text)
        if expected is None:
            refused += 1
            with pytest.raises(ImportProblem) as caught:
                _date(text, 7)
            assert str(caught.value).startswith("Line 7, column date: ")
            assert caught.value.code == "protocols.date"
        else:
            assert _date(text, 7) == expected, text
    assert 300 < refused < len(texts) - 300  # both kinds met


@pytest.mark.parametrize(
    ("text", "moment", "timed"),
    [
        ("14.06.2022", datetime(2022, 6, 14, 12, 0), False),
        ("14.6.2022 19.30", datetime(2022, 6, 14, 19, 30), True),
        ("4.6.2022 19:30", datetime(2022, 6, 4, 19, 30), True),
    ],
)
def test_a_sheet_saved_in_norway_writes_its_dates_day_first(
    text: str, moment: datetime, timed: bool
) -> None:
    assert _date(text, 3) == played_at(moment, timed)


@pytest.mark.parametrize("text", ["03/05/2023", "6/14/2022 19:30", "14.06.22", "31.02.2022"])
def test_a_date_read_two_ways_or_none_is_refused(text: str) -> None:
    with pytest.raises(ImportProblem) as caught:
        _date(text, 3)
    assert caught.value.code == "protocols.date" and caught.value.values["value"] == text

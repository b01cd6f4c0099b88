"""Dates and times as written in Sweden and Norway (store/written_dates.py): each accepted form
read to the day and minute it names, each refused form refused with its reason, never guessed."""

from __future__ import annotations

from datetime import datetime

import pytest

from roller_desktop.store.written_dates import WrittenDateError, read_clock, read_when


@pytest.mark.parametrize(
    ("text", "moment", "timed"),
    [
        ("2022-06-14", datetime(2022, 6, 14), False),
        ("2022-6-4", datetime(2022, 6, 4), False),
        ("14.06.2022", datetime(2022, 6, 14), False),
        ("4.6.2022", datetime(2022, 6, 4), False),
        ("03.05.2023", datetime(2023, 5, 3), False),  # dots: day first, as written here
        ("2022-06-14 19:30", datetime(2022, 6, 14, 19, 30), True),
        ("2022-06-14 19.30", datetime(2022, 6, 14, 19, 30), True),
        ("2022-06-14T19:30", datetime(2022, 6, 14, 19, 30), True),
        ("14.06.2022 19:30", datetime(2022, 6, 14, 19, 30), True),
        ("14.6.2022 9.05", datetime(2022, 6, 14, 9, 5), True),
        ("14.6.2022 kl. 19.30", datetime(2022, 6, 14, 19, 30), True),
        ("14.6.2022, kl 19.30", datetime(2022, 6, 14, 19, 30), True),
        ("  14.6.2022   00:00 ", datetime(2022, 6, 14, 0, 0), True),
    ],
)
def test_the_forms_written_here_are_read(text: str, moment: datetime, timed: bool) -> None:
    written = read_when(text)
    assert (written.moment, written.timed) == (moment, timed)


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("03/05/2023", "date.two-ways"),  # 3 May or 5 March
        ("14/06/2022", "date.two-ways"),  # slashes refused alike, whatever the day
        ("5/3/23 19:30", "date.two-ways"),
        ("14.06.22", "date.form"),  # which century: not guessed
        ("20220614", "date.form"),
        ("14 juni 2022", "date.form"),
        ("", "date.form"),
        ("2022-06-14 19", "date.form"),
        ("2022-06-14 19:3", "date.form"),
        ("31.02.2022", "date.no-such-day"),
        ("2022-13-01", "date.no-such-day"),
        ("0.6.2022", "date.no-such-day"),
        ("14.06.1899", "date.year"),
        ("3000-01-01", "date.year"),
        ("14.06.2022 24:00", "date.time"),
        ("2022-06-14 19:60", "date.time"),
    ],
)
def test_other_forms_are_refused_with_their_reason(text: str, code: str) -> None:
    with pytest.raises(WrittenDateError) as refused:
        read_when(text)
    assert refused.value.code == code
    assert refused.value.values == {"value": " ".join(text.split())}


def test_a_time_is_refused_where_only_a_date_is_asked_for() -> None:
    assert read_when("14.6.2022", time_allowed=False).moment == datetime(2022, 6, 14)
    with pytest.raises(WrittenDateError) as refused:
        read_when("14.6.2022 19.30", time_allowed=False)
    assert refused.value.code == "date.time-not-here"


@pytest.mark.parametrize(
    ("text", "clock"),
    [("19:30", (19, 30)), ("19.30", (19, 30)), ("9.05", (9, 5)), ("kl. 7.00", (7, 0))],
)
def test_a_time_of_day_alone_is_read(text: str, clock: tuple[int, int]) -> None:
    assert read_clock(text) == clock


@pytest.mark.parametrize("text", ["25:00", "19:75", "1930", "19,30", "half eight", "19:30:00"])
def test_a_time_of_day_alone_is_refused(text: str) -> None:
    with pytest.raises(WrittenDateError) as refused:
        read_clock(text)
    assert refused.value.code == "date.time"

"""Events: the versioned JSON document and its refusals (roller_desktop.engine.events)."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from roller_desktop.engine import hundredfive, roller
from roller_desktop.engine.dice import RandomDice
from roller_desktop.engine.errors import InvalidEvent, RulesError
from roller_desktop.engine.events import (
    EVENTS_FORMAT,
    EVENTS_VERSION,
    Bank,
    Event,
    Keep,
    Throw,
    event_from_dict,
    event_to_dict,
    events_from_json,
    events_to_json,
)

from .support import race_state, roller_state

faces = st.lists(st.integers(1, 6), min_size=1, max_size=6).map(tuple)
events_strategy = st.lists(
    st.one_of(faces.map(Throw), faces.map(Keep), st.just(Bank())), max_size=40
)

SAMPLE: list[Event] = [
    Throw((1, 5, 2, 3, 3, 6)),
    Keep((1, 5)),
    Bank(),
    Throw((2, 2, 3, 3, 4, 6)),
]


def document(**changes: Any) -> str:
    doc: dict[str, Any] = {
        "format": EVENTS_FORMAT,
        "version": EVENTS_VERSION,
        "events": [{"type": "bank"}],
    }
    doc.update(changes)
    return json.dumps(doc)


def test_the_document_format() -> None:
    doc = json.loads(events_to_json(SAMPLE))
    assert doc == {
        "format": "roller-desktop-events",
        "version": 1,
        "events": [
            {"type": "throw", "dice": [1, 5, 2, 3, 3, 6]},
            {"type": "keep", "dice": [1, 5]},
            {"type": "bank"},
            {"type": "throw", "dice": [2, 2, 3, 3, 4, 6]},
        ],
    }


def test_round_trip_of_a_played_match() -> None:
    m = roller.RollerMatch.replay(["A", "B"], None, SAMPLE)
    events = events_from_json(events_to_json(m.events))
    assert events == list(m.events)
    assert roller_state(roller.RollerMatch.replay(["A", "B"], None, events)) == roller_state(m)


def test_round_trip_of_a_race() -> None:
    race = hundredfive.Race(["Ola", "Kari"], dice=[5, 3])
    for throw in ([1, 1, 2, 3, 4], [1, 2, 3], [1, 1, 1], [2, 2, 3, 4, 5], [1, 6]):
        race.throw(throw)
    events = events_from_json(events_to_json(race.events))
    again = hundredfive.Race.replay(["Ola", "Kari"], None, events, dice=[5, 3])
    assert race_state(again) == race_state(race)


@settings(max_examples=60, deadline=None, database=None)
@given(events_strategy)
def test_round_trip_of_random_event_lists(events: list[Event]) -> None:
    text = events_to_json(events)
    assert events_from_json(text) == events
    assert [event_from_dict(event_to_dict(e)) for e in events] == events


def test_an_empty_list_round_trips() -> None:
    assert events_from_json(events_to_json([])) == []


@pytest.mark.parametrize(
    "text",
    [
        "",
        "not json",
        "[1, 2",
        "[]",
        "null",
        '"events"',
        json.dumps({"version": 1, "events": []}),
        document(format="something-else"),
        document(version=None),
        document(version="1"),
        document(version=True),
        document(version=1.0),
        document(events=None),
        document(events={"type": "bank"}),
        document(events=[{"type": "pass"}]),
        document(events=[{"type": None}]),
        document(events=[{"type": ["bank"]}]),
        document(events=[{}]),
        document(events=[["throw", [1, 2]]]),
        document(events=["bank"]),
        document(events=[{"type": "bank", "dice": [1]}]),
        document(events=[{"type": "throw"}]),
        document(events=[{"type": "throw", "dice": []}]),
        document(events=[{"type": "throw", "dice": [1, 2, 3, 4, 5, 6, 1]}]),
        document(events=[{"type": "throw", "dice": [0]}]),
        document(events=[{"type": "throw", "dice": [7]}]),
        document(events=[{"type": "throw", "dice": [1.0]}]),
        document(events=[{"type": "throw", "dice": ["1"]}]),
        document(events=[{"type": "throw", "dice": [True]}]),
        document(events=[{"type": "throw", "dice": "123"}]),
        document(events=[{"type": "keep", "dice": [1], "extra": 1}]),
    ],
)
def test_malformed_documents_are_refused(text: str) -> None:
    with pytest.raises(InvalidEvent) as caught:
        events_from_json(text)
    assert isinstance(caught.value, RulesError) and isinstance(caught.value, ValueError)
    assert str(caught.value).endswith(".")


def test_a_newer_version_is_refused_with_a_clear_message() -> None:
    with pytest.raises(InvalidEvent, match="newer program"):
        events_from_json(document(version=EVENTS_VERSION + 1))


@pytest.mark.parametrize("version", [0, -1])
def test_a_version_that_never_existed_is_refused(version: int) -> None:
    with pytest.raises(InvalidEvent):
        events_from_json(document(version=version))


def test_unknown_event_types_are_named() -> None:
    with pytest.raises(InvalidEvent, match="'pass'"):
        events_from_json(document(events=[{"type": "pass"}]))


@settings(max_examples=80, deadline=None, database=None)
@given(st.text(max_size=60))
def test_random_text_is_refused_or_read(text: str) -> None:
    try:
        events = events_from_json(text)
    except InvalidEvent:
        return
    assert events_from_json(events_to_json(events)) == events


json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-3, 9)
    | st.floats(allow_nan=False)
    | st.text(max_size=5),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4)
    ),
    max_leaves=12,
)


@settings(max_examples=120, deadline=None, database=None)
@given(
    st.dictionaries(
        st.sampled_from(["type", "dice", "x"]),
        st.one_of(st.sampled_from(["throw", "keep", "bank"]), json_values),
        max_size=3,
    )
)
def test_random_event_objects_are_refused_with_invalid_event_or_read(data: dict[str, Any]) -> None:
    text = document(events=[data])
    try:
        events = events_from_json(text)
    except InvalidEvent:
        return
    assert events_from_json(events_to_json(events)) == events


def test_events_that_break_the_rules_are_refused_on_replay_not_on_reading() -> None:
    events = events_from_json(document(events=[{"type": "keep", "dice": [1]}]))
    assert events == [Keep((1,))]
    with pytest.raises(RulesError, match=r"^Event 1: "):
        roller.RollerMatch.replay(["A"], None, events)


def test_a_race_refuses_roller_events() -> None:
    with pytest.raises(InvalidEvent):
        hundredfive.Race.replay(["A"], None, [Keep((1,))])
    with pytest.raises(InvalidEvent):
        hundredfive.Race.replay(["A"], None, [Bank()])


@pytest.mark.parametrize(
    "text",
    [
        document(version=0).replace('"version": 0', '"version": 1' + "0" * 5000),
        "[" * 100_000,
        b"\xff\xfe",
        document(events=[{"type": "throw", "dice": [0]}]).replace("[0]", "[" + "1" * 5000 + "]"),
    ],
    ids=["huge-version", "deep-nesting", "not-utf8", "huge-face"],
)
def test_damaged_documents_are_refused_with_invalid_event(text: str | bytes) -> None:
    with pytest.raises(InvalidEvent, match="not valid JSON"):
        events_from_json(text)  # type: ignore[arg-type]


def test_whole_random_matches_round_trip_through_json() -> None:
    """Seeded random play to the end; the JSON of the events rebuilds the very same match."""
    for seed in range(5):
        dice = RandomDice(seed)
        choose = random.Random(seed)
        m = roller.RollerMatch(["A", "B", "C"], roller.RollerRules(rounds=4), starter=seed % 3)
        while not m.is_over:
            if m.must_keep:
                m.keep(choose.choice(m.selections()).dice)
            elif m.can_bank and choose.random() < 0.4:
                m.bank()
            else:
                m.throw_from(dice)
        again = roller.RollerMatch.replay(
            m.seats, m.rules, events_from_json(events_to_json(m.events)), m.starter
        )
        assert roller_state(again) == roller_state(m)
        race = hundredfive.Race(["A", "B"], dice=[5, 3], kids=[False, True], starter=seed % 2)
        while not race.is_over:
            race.throw_from(dice)
        events = events_from_json(events_to_json(race.events))
        again_race = hundredfive.Race.replay(
            race.seats, None, events, race.starter, race.dice, race.kids
        )
        assert race_state(again_race) == race_state(race)

"""Duplicate dice (issue 16, item 6): the documented function, its test vectors in
docs/championship.md, and the dice source for a match in play."""

from __future__ import annotations

import hashlib
import re
import unicodedata
from collections import Counter
from pathlib import Path

import pytest

from roller_desktop.championship.dice import (
    DuplicateDice,
    digests,
    faces_from_bytes,
    key_text,
    six_faces,
    throw_faces,
)
from roller_desktop.championship.errors import ChampionshipError
from roller_desktop.engine.dice import DiceSource
from roller_desktop.engine.errors import InvalidThrow, MatchOver
from roller_desktop.engine.events import Bank, Keep, Throw
from roller_desktop.engine.roller import RollerMatch, RollerRules

DOC = Path(__file__).resolve().parents[2] / "docs" / "championship.md"


def documented_vectors() -> list[tuple[str, tuple[int, ...], str]]:
    text = DOC.read_text(encoding="utf-8")
    block = text.split("<!-- vectors: begin -->", 1)[1].split("<!-- vectors: end -->", 1)[0]
    vectors = []
    for line in block.splitlines():
        if not line.startswith("roller-duplicate-dice/"):
            continue
        key, faces, digest = re.split(r"\s{2,}", line.strip())
        vectors.append((key, tuple(int(f) for f in faces.split()), digest))
    return vectors


def test_the_documentation_has_vectors() -> None:
    assert len(documented_vectors()) >= 5


@pytest.mark.parametrize(("key", "faces", "digest"), documented_vectors())
def test_the_documented_vectors(key: str, faces: tuple[int, ...], digest: str) -> None:
    _, q, r, s, j, championship = key.split("|", 5)
    assert key_text(championship, int(q), int(r), int(s), int(j)) == key
    assert six_faces(championship, int(q), int(r), int(s), int(j)) == faces
    assert hashlib.sha256(key.encode("utf-8")).hexdigest().startswith(digest)
    # by the words of the documentation, without the module: bytes below 252, mod 6, plus one
    plain = [b % 6 + 1 for b in hashlib.sha256(key.encode("utf-8")).digest() if b < 252]
    assert tuple(plain[:6]) == faces


def test_a_throw_of_n_dice_takes_the_first_n_faces() -> None:
    six = six_faces("EM", 1, 3, 2, 1)
    for n in range(1, 7):
        assert throw_faces("EM", 1, 3, 2, 1, n) == six[:n]
    with pytest.raises(InvalidThrow):
        throw_faces("EM", 1, 3, 2, 1, 7)


def test_bytes_of_252_and_above_are_skipped_and_further_hashes_go_on() -> None:
    assert faces_from_bytes([bytes([0, 252, 5, 253, 6, 254, 255, 11, 251, 17])]) == (
        1,
        6,
        1,
        6,
        6,
        6,
    )
    # a first block with too few usable bytes: the next one goes on
    assert faces_from_bytes([bytes([255] * 30 + [1, 2]), bytes([3, 4, 5, 6])]) == (
        2,
        3,
        4,
        5,
        6,
        1,
    )
    with pytest.raises(ValueError):
        faces_from_bytes([bytes([252, 1])])


def test_the_further_hashes_are_of_the_key_with_a_number() -> None:
    stream = digests("k")
    assert next(stream) == hashlib.sha256(b"k").digest()
    assert next(stream) == hashlib.sha256(b"k#1").digest()
    assert next(stream) == hashlib.sha256(b"k#2").digest()


def test_the_championship_key_is_read_in_nfc() -> None:
    composed = "Örnsköldsvik"
    decomposed = unicodedata.normalize("NFD", composed)
    assert decomposed != composed
    assert six_faces(decomposed, 1, 1, 1, 1) == six_faces(composed, 1, 1, 1, 1)
    assert key_text("a|b", 1, 2, 3, 4) == "roller-duplicate-dice/1|1|2|3|4|a|b"


def test_every_face_is_about_as_likely() -> None:
    counts = Counter(face for j in range(1, 1001) for face in six_faces("uniform", 1, 1, 1, j))
    assert set(counts) == {1, 2, 3, 4, 5, 6}
    expected = 6000 / 6
    chi_square = sum((n - expected) ** 2 / expected for n in counts.values())
    assert chi_square < 20.5  # 5 degrees of freedom: p = 0.001


@pytest.mark.parametrize(
    "args",
    [("", 1, 1, 1, 1), ("EM", 0, 1, 1, 1), ("EM", 1, -1, 1, 1), ("EM", 1, 1, True, 1)],
)
def test_bad_keys_are_refused(args: tuple[str, int, int, int, int]) -> None:
    with pytest.raises(ChampionshipError):
        key_text(*args)


# ---- the dice source in a match ---------------------------------------------------------------


def play(match: RollerMatch, dice: DiceSource) -> list[tuple[int, int, int, tuple[int, ...]]]:
    """Play a whole match with a plain policy; every throw as (rond, position, throw, faces)."""
    thrown: list[tuple[int, int, int, tuple[int, ...]]] = []
    while not match.is_over:
        assert match.current_round is not None and match.current_seat is not None
        rond = match.current_round + 1
        position = match.order.index(match.current_seat) + 1
        j = match.throws_this_turn + 1
        faces = match.throw_from(dice)
        thrown.append((rond, position, j, faces))
        if match.current_round is None or match.throws_this_turn == 0:
            continue  # RT, Tjock or the match over: the turn ended with the throw
        if match.must_keep:
            match.push(Keep(match.selections()[0].dice))
        if match.can_bank and (match.turn_points >= 350 or match.dice_to_throw <= 2):
            match.push(Bank())
    return thrown


def test_every_table_of_a_round_throws_the_same_faces() -> None:
    rules = RollerRules(rounds=5)
    table_1 = RollerMatch(["Anna", "Bo", "Cilla", "Dan"], rules)
    table_2 = RollerMatch(["Eva", "Fia", "Gun"], rules, starter=1)
    throws_1 = play(table_1, DuplicateDice("EM 2026", 2, table_1))
    throws_2 = play(table_2, DuplicateDice("EM 2026", 2, table_2))
    first = {(r, s, j): faces for r, s, j, faces in throws_1}
    common = 0
    for r, s, j, faces in throws_2:
        assert faces == throw_faces("EM 2026", 2, r, s, j, len(faces))
        if (r, s, j) in first:
            other = first[(r, s, j)]
            n = min(len(other), len(faces))
            assert faces[:n] == other[:n]
            common += 1
    assert common >= 15  # every first throw of positions 1-3 in 5 ronds, and more
    # another qualifying round throws other faces
    table_3 = RollerMatch(["Anna", "Bo", "Cilla", "Dan"], rules)
    assert play(table_3, DuplicateDice("EM 2026", 3, table_3)) != throws_1


def test_a_match_resumed_throws_the_same_faces_again() -> None:
    match = RollerMatch(["Anna", "Bo"], RollerRules(rounds=3))
    play(match, DuplicateDice("EM", 1, match))
    events = match.events
    # replay up to a throw in the middle, then let a new source throw it
    cut = next(i for i, e in enumerate(events) if isinstance(e, Throw) and i > len(events) // 2)
    resumed = RollerMatch(["Anna", "Bo"], RollerRules(rounds=3))
    for event in events[:cut]:
        resumed.push(event)
    again = resumed.throw_from(DuplicateDice("EM", 1, resumed))
    thrown = events[cut]
    assert isinstance(thrown, Throw)
    assert again == thrown.dice


def test_the_source_refuses_a_wrong_count_and_an_ended_match() -> None:
    match = RollerMatch(["Anna", "Bo"], RollerRules(rounds=1))
    source = DuplicateDice("EM", 1, match)
    with pytest.raises(InvalidThrow):
        source.roll(5)
    assert source.roll(6) == throw_faces("EM", 1, 1, 1, 1, 6)
    play(match, source)
    with pytest.raises(MatchOver):
        source.roll(6)

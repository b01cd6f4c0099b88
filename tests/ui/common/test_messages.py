"""The engine's and the store's refusals reach the players in their language, with plural forms.

The refusals carry a code and their values (engine/errors.py, store/errors.py); the window words
them with tr(). Each refusal here is made by the engine or the store itself, as a player meets it.
"""

from __future__ import annotations

import errno
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from roller_desktop.engine.dice import parse_faces
from roller_desktop.engine.errors import IllegalAction, InvalidSelection, RulesError
from roller_desktop.engine.events import Keep, Throw
from roller_desktop.engine.roller import RollerMatch, score_selection
from roller_desktop.store.database import clean_name
from roller_desktop.store.errors import DamagedDatabase, ImportProblem, StoreError
from roller_desktop.store.exchange import import_file
from roller_desktop.ui.common import i18n
from roller_desktop.ui.common.messages import describe


def forced_roller_bank() -> None:
    """A forced ROLLER, one scoring die kept, then a bank with one still owed."""
    match = RollerMatch(["Anna"])
    match.throw([1, 2, 3, 4, 5, 6])
    match.keep([1, 2, 3, 4, 5, 6])
    match.throw([1, 2, 3, 4, 6, 6])
    match.keep([1])
    match.bank()


def kept_twice() -> None:
    match = RollerMatch(["Anna"])
    match.throw([1, 2, 3, 4, 6, 6])
    match.keep([1])
    match.keep([1])


# Refusals as the players meet them, made by the engine and the store themselves.
REFUSALS: list[Callable[[], object]] = [
    lambda: score_selection([2, 2]),
    lambda: score_selection([3]),
    lambda: score_selection([4, 4, 4, 4]),
    lambda: score_selection([6, 6, 6, 6, 6]),
    lambda: score_selection([]),
    lambda: score_selection([1] * 7),
    lambda: RollerMatch(["Anna"]).keep([1]),
    lambda: RollerMatch(["Anna"]).bank(),
    forced_roller_bank,
    kept_twice,
    lambda: parse_faces("3 7 1", 3),
    lambda: parse_faces("", 6),
    lambda: parse_faces("1 2", 6),
    lambda: parse_faces("1 2", 1),
    lambda: RollerMatch.replay(["Anna"], None, [Throw((1, 2, 3, 4, 6, 6)), Keep((2,))]),
    lambda: clean_name(""),
    lambda: clean_name("x" * 200),
    lambda: clean_name("Anna\x07"),
    lambda: clean_name("ß" * 30),  # 30 letters, but 60 as the names compare
]


def refusals() -> Iterator[Exception]:
    for refusal in REFUSALS:
        with pytest.raises((RulesError, StoreError)) as caught:
            refusal()
        yield caught.value


@pytest.fixture
def language(qapp: QApplication) -> Iterator[Callable[[str], None]]:
    yield lambda code: i18n.install_translator(qapp, code) and None
    i18n.install_translator(qapp, "en")


def test_every_refusal_carries_a_code_and_is_worded_in_each_language(
    language: Callable[[str], None],
) -> None:
    english = {}
    language("en")
    for error in refusals():
        assert error.code, f"no code on {error!r}"  # type: ignore[attr-defined]
        english[error.code] = describe(error)  # type: ignore[attr-defined]
    for code in ("sv", "nb"):
        language(code)
        for error in refusals():
            worded = describe(error)
            assert worded != str(error), f"no {code} words for {error!r}"
            assert worded != english[error.code], f"{code}: still English: {worded}"  # type: ignore[attr-defined]


def test_counts_take_the_plural_form_of_each_language(language: Callable[[str], None]) -> None:
    def refusal(action: Callable[[], object]) -> Exception:
        with pytest.raises((RulesError, StoreError)) as caught:
            action()
        return caught.value

    one_owed = refusal(forced_roller_bank)
    # Two owed cannot meet a bank (keeping first is refused before it); the words still count.
    two_owed = IllegalAction("After a ROLLER ... 2 more ...", "bank.owed", owed=2)
    one_die = refusal(lambda: parse_faces("1 2", 1))
    five_dice = refusal(lambda: parse_faces("1 2", 5))
    language("en")
    assert "1 more scoring die must" in describe(one_owed)
    assert "2 more scoring dice must" in describe(two_owed)
    assert describe(one_die) == "1 die is thrown here: type exactly one face. You typed 2."
    assert describe(five_dice) == "5 dice are thrown here: type exactly 5 faces. You typed 2."
    language("sv")
    assert "1 poänggivande tärning till" in describe(one_owed)
    assert "2 poänggivande tärningar till" in describe(two_owed)
    assert describe(one_die) == "Här kastas 1 tärning: skriv exakt en siffra. Du skrev 2."
    assert describe(five_dice) == "Här kastas 5 tärningar: skriv exakt 5 siffror. Du skrev 2."
    language("nb")
    assert "1 terning til som gir poeng" in describe(one_owed)
    assert "2 terninger til som gir poeng" in describe(two_owed)
    assert describe(five_dice) == "Her kastes 5 terninger: skriv nøyaktig 5 sifre. Du skrev 2."


def test_a_refused_selection_names_the_die_and_the_remedy(language: Callable[[str], None]) -> None:
    with pytest.raises(InvalidSelection) as four:
        score_selection([4, 4, 4, 4])
    with pytest.raises(InvalidSelection) as pair:
        score_selection([2, 2, 1])
    language("en")
    assert describe(four.value) == (
        "Only three 4s make a Triss: the 1 extra die scores nothing. Leave it on the table."
    )
    assert describe(pair.value).startswith("2 dice showing 2 score nothing")
    language("sv")
    assert describe(pair.value) == (
        "2 tärningar som visar 2 ger inga poäng: en 2:a räknas bara i Triss, Stege eller "
        "Alla lika. Låt dem ligga kvar på bordet."
    )
    assert "ångra (U)" in describe(_refused(kept_twice))


def _refused(action: Callable[[], object]) -> Exception:
    with pytest.raises(RulesError) as caught:
        action()
    return caught.value


def test_a_replay_names_the_move_it_refused(language: Callable[[str], None]) -> None:
    error = _refused(
        lambda: RollerMatch.replay(["Anna"], None, [Throw((1, 2, 3, 4, 6, 6)), Keep((2,))])
    )
    assert str(error).startswith("Event 2: ")  # the English for logs keeps its words
    assert getattr(error, "event", None) == 2
    language("sv")
    assert describe(error).startswith("Drag 2 i matchen: 1 tärning som visar 2 ger inga poäng")
    language("nb")
    assert describe(error).startswith("Trekk 2 i kampen: 1 terning som viser 2, gir ingen poeng")


def test_store_refusals_reach_the_window_in_its_language(
    language: Callable[[str], None], tmp_path: Path
) -> None:
    damaged = DamagedDatabase(
        "The league x is damaged.", [tmp_path / "good.sqlite3"], "file.damaged", name="x"
    )
    picture = tmp_path / "photo.json"
    picture.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00")
    stranger = tmp_path / "other.json"
    stranger.write_text('{"hello": 1}', encoding="utf-8")
    with pytest.raises(ImportProblem) as not_text:
        import_file(None, picture)  # type: ignore[arg-type]  # refused before the store is used
    with pytest.raises(ImportProblem) as not_ours:
        import_file(None, stranger)  # type: ignore[arg-type]
    full = OSError(errno.ENOSPC, "No space left on device", "/media/stick/league.json")
    language("sv")
    assert describe(damaged) == (
        f"Ligan x är skadad och kan inte läsas. Den senaste felfria säkerhetskopian är "
        f"{tmp_path / 'good.sqlite3'}. Filen har inte ändrats."
    )
    assert describe(not_text.value).startswith("photo.json är ingen ligafil")
    assert "codec" not in describe(not_text.value)
    assert describe(not_ours.value).startswith("Filen är ingen liga från Roller desktop")
    assert describe(full).startswith("Disken är full")
    language("nb")
    assert describe(not_ours.value).startswith("Filen er ingen liga fra Roller desktop")
    assert describe(IllegalAction("Something new.")) == "Something new."  # uncoded: as it is


def test_a_backup_that_holds_no_league_is_refused_in_the_windows_words(
    language: Callable[[str], None], tmp_path: Path
) -> None:
    from roller_desktop.store.restore import restore_over_damaged

    league = tmp_path / "league.sqlite3"
    league.write_bytes(b"damaged")
    with pytest.raises(StoreError) as caught:
        restore_over_damaged(league, tmp_path / "gone.sqlite3")
    assert caught.value.code == "restore.empty"
    language("sv")
    assert describe(caught.value) == (
        "gone.sqlite3 innehåller ingen liga: det finns inget att återställa."
    )
    assert describe(caught.value) != str(caught.value)
    assert league.read_bytes() == b"damaged"


def test_a_server_league_missing_a_table_is_damaged_in_the_windows_words(
    language: Callable[[str], None], tmp_path: Path
) -> None:
    import sqlalchemy

    from roller_desktop.store.database import _prepare_server, open_store

    path = tmp_path / "league.sqlite3"
    open_store(str(path)).close()
    engine = sqlalchemy.create_engine(f"sqlite:///{path}")
    with engine.begin() as connection:
        connection.exec_driver_sql("DROP TABLE round_tallies")
        with pytest.raises(DamagedDatabase) as caught:
            _prepare_server(connection, sqlalchemy.inspect)
    engine.dispose()
    language("nb")
    assert describe(caught.value) == (
        "Ligaens database mangler tabellen round_tallies, som hver liga i denne versjonen har: "
        "den er skadet. Ingenting ble endret."
    )

"""The window's own options are read without argparse when they are all there is (start-up
time, issue 28): what they give is what argparse gives, and anything else goes to argparse."""

from __future__ import annotations

import pytest

from roller_desktop.app import build_parser, window_arguments


@pytest.mark.parametrize(
    "argv",
    [
        [],
        ["--smoke-test"],
        ["--database", "/tmp/a league.sqlite3"],
        ["--database=/tmp/league.sqlite3", "--language", "sv"],
        ["--language=nb", "--smoke-test", "--database", "x.sqlite3"],
        ["--database", "first", "--database", "second"],
        ["--database="],
    ],
)
def test_the_windows_options_read_as_argparse_reads_them(argv: list[str]) -> None:
    assert window_arguments(argv) == build_parser(commands=False).parse_args(argv)


@pytest.mark.parametrize(
    "argv",
    [
        ["check"],
        ["--help"],
        ["--data", "x.sqlite3"],  # an abbreviation: argparse's to allow or refuse
        ["--database"],
        ["--database", "-x"],
        ["--language", "--smoke-test"],
        ["--smoke-test=yes"],
        ["--version"],
        ["--", "--smoke-test"],
        ["league", "--database", "x.sqlite3"],
    ],
)
def test_anything_else_is_left_to_argparse(argv: list[str]) -> None:
    assert window_arguments(argv) is None

"""Every PDF the command line writes is written whole or not at all: on a full disk (ENOSPC
when the file is flushed to the disk, as a real full disk answers) the command says so in
plain words, exits 1 and leaves no file, not even a partial one."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from roller_desktop.app import main
from roller_desktop.store.database import open_store
from roller_desktop.store.recorder import MatchRecorder
from tests.cli.test_championship_league import NAME, players_file
from tests.store.helpers import play_out, players, start


@pytest.fixture
def league(tmp_path: Path) -> Path:
    path = tmp_path / "league.sqlite3"
    with open_store(path) as store:
        ids = players(store, "Ola", "Kari")
        play_out(MatchRecorder.open(store, start(store, "roller", ids, {"rounds": 2})), 1)
    return path


def full_disk(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_room(_fd: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "fsync", no_room)


OUTPUTS = {
    "protocol --last": ["protocol", "--last", "--pdf"],
    "protocol --blank": ["protocol", "--blank", "--players", "A,B,C", "--pdf"],
    "league --pdf": ["league", "--season", "0", "--pdf"],
    "championship sheets": ["championship", "sheets", NAME, "--round", "1", "--pdf"],
}


@pytest.mark.parametrize("output", list(OUTPUTS))
def test_a_pdf_on_a_full_disk_is_not_written_and_says_so(
    output: str,
    league: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    qapp: object,
) -> None:
    if output == "championship sheets":
        made = ["championship", "new", NAME, "--players", str(players_file(tmp_path, 8))]
        assert main(["--database", str(league), *made]) == 0
    out = tmp_path / "out"
    out.mkdir()
    target = out / "paper.pdf"
    assert main(["--database", str(league), *OUTPUTS[output], str(target)]) == 0  # it works
    assert target.read_bytes().startswith(b"%PDF")
    target.unlink()
    capsys.readouterr()
    full_disk(monkeypatch)
    assert main(["--database", str(league), *OUTPUTS[output], str(target)]) == 1
    captured = capsys.readouterr()
    assert "Wrote" not in captured.out
    assert f"The PDF {target} was not written: the disk is full." in captured.err
    assert list(out.iterdir()) == []  # no empty file, no partial one

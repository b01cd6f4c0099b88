"""A finished match whose stored events no longer replay (damage only the replay finds) is
refused by name where it would be opened, in the window's words; the rest opens as usual."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from roller_desktop.app import main
from roller_desktop.store.database import open_store
from roller_desktop.store.errors import StoreError
from roller_desktop.store.recorder import MatchRecorder
from roller_desktop.ui.common.messages import describe
from roller_desktop.ui.league.protocol_dialog import ProtocolView
from tests.store.helpers import play_out, players, start


def test_a_match_that_does_not_replay_is_named_not_failed_on(
    qtbot: object, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "league.sqlite3"
    with open_store(path) as store:
        ids = players(store, "Ola", "Kari")
        broken, sound = (start(store, "roller", ids, {"rounds": 2}) for _ in range(2))
        for seed, match in enumerate((broken, sound)):
            play_out(MatchRecorder.open(store, match), seed)
    connection = sqlite3.connect(path)
    connection.execute(
        "UPDATE events SET dice = '22' WHERE seq = 2 AND kind = 'keep' AND match_pk ="
        " (SELECT pk FROM matches WHERE id = ?)",
        (broken,),
    )
    connection.commit()
    connection.close()
    assert main(["--database", str(path), "check"]) == 1
    assert f"Match {broken}, event 2" in capsys.readouterr().err
    with open_store(path) as store:
        ProtocolView(store, sound)  # the rest opens
        with pytest.raises(StoreError) as refused:
            ProtocolView(store, broken)
    assert refused.value.code == "match.does-not-replay"
    assert "cannot be opened" in describe(refused.value)
    pdf = tmp_path / "p.pdf"
    assert main(["--database", str(path), "protocol", "--match", broken, "--pdf", str(pdf)]) == 1
    assert f"Match {broken} cannot be opened" in capsys.readouterr().err
    assert not pdf.exists()

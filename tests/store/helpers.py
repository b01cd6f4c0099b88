"""Small helpers shared by the store's tests."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

from roller_desktop.engine.hundredfive import Race
from roller_desktop.engine.roller import RollerMatch
from roller_desktop.store.database import Store
from roller_desktop.store.recorder import MatchRecorder
from roller_desktop.store.values import Game, SeatSpec


def players(store: Store, *names: str) -> list[str]:
    return [store.add_player(name).id for name in names]


def start(
    store: Store, game: Game, ids: list[str], rules: dict[str, object] | None = None, dice: int = 5
) -> str:
    """A match with these players, the first one starting (105: `dice` dice each)."""
    return store.start_match(game, dict(rules or {}), [SeatSpec(pid, dice=dice) for pid in ids], 0)


def play_step(rec: MatchRecorder, rng: random.Random) -> None:
    """One action of a simple player: keep the best selection, bank at 300 when allowed."""
    game = rec.game
    if isinstance(game, Race):
        rec.throw([rng.randint(1, 6) for _ in range(game.dice_to_throw)])
        return
    assert isinstance(game, RollerMatch)
    if game.must_keep:
        rec.keep(game.selections()[0].dice)
    elif game.can_bank and game.turn_points >= 300:
        rec.bank()
    else:
        rec.throw([rng.randint(1, 6) for _ in range(game.dice_to_throw)])


def play_out(rec: MatchRecorder, seed: int) -> None:
    rng = random.Random(seed)
    while not rec.game.is_over:
        play_step(rec, rng)


def as_current_version(document: dict[str, Any]) -> dict[str, Any]:
    """A version 1 league file as the exporter of today writes the same league: no hints,
    virtual dice (version 2), its "Computer (…)" players as computer seats and no reason for
    an abandoned match (version 4), every match played, none kept by hand (version 5), and
    no keeper's changes (version 6), no championships (version 7), no drills looked for
    (version 8)."""
    from roller_desktop.store.exchange import OLD_COMPUTER_NAMES, VERSION

    upgraded = copy.deepcopy(document)
    assert upgraded["version"] == 1
    upgraded["version"] = VERSION
    upgraded["changes"] = []  # no keeper's changes (version 6)
    upgraded["championships"] = []  # no championships (version 7)
    levels = {
        name.casefold(): level for level, names in OLD_COMPUTER_NAMES.items() for name in names
    }
    computers = {
        p["id"]: levels[p["name"].casefold()]
        for p in upgraded["players"]
        if p["name"].casefold() in levels
    }
    upgraded["players"] = [p for p in upgraded["players"] if p["id"] not in computers]
    for match in upgraded["matches"]:
        match["hints"] = []
        match["real_dice"] = False
        match["status_reason"] = None
        match["by_hand"] = False
        match["championship"] = None
        match["drills"] = None
        for seat in match["seats"]:
            if seat["player"] in computers or seat["computer"] is not None:
                seat["computer"] = seat["computer"] or computers[seat["player"]]
                seat["player"] = None
    return upgraded


def broken(document: dict[str, Any], path: list[Any], value: Any) -> str:
    """The document as JSON text with the value at `path` replaced (KeyError: removed)."""
    changed = copy.deepcopy(document)
    target = changed
    for key in path[:-1]:
        target = target[key]
    if value is KeyError:
        del target[path[-1]]
    else:
        target[path[-1]] = value
    return json.dumps(changed)


def logged_rename(store: Store, player_id: str, name: str) -> None:
    """A rename as the window makes it, kept in the keeper's log."""
    old = store.player(player_id).name
    store.rename_player(player_id, name)
    _logged(store, player_id, "rename", {"old": old, "new": name})


def logged_archive(store: Store, player_id: str, archived: bool) -> None:
    old = store.player(player_id).archived
    store.archive_player(player_id, archived)
    _logged(store, player_id, "archive", {"old": old, "new": archived})


def _logged(store: Store, player_id: str, kind: str, new: dict[str, Any]) -> None:
    """Until the store logs renames and archiving itself (the keeper's log), the test logs
    them as it will: a change of that kind with the old and the new value."""
    import uuid
    from datetime import timedelta

    from roller_desktop.store.handle import utc_now
    from roller_desktop.store.models import KeeperChangeRow, PlayerRow

    with store.session() as s:
        row = s.query(PlayerRow).filter(PlayerRow.id == player_id).one()
        latest = (
            s.query(KeeperChangeRow)
            .filter(KeeperChangeRow.player_pk == row.pk, KeeperChangeRow.kind == kind)
            .order_by(KeeperChangeRow.pk.desc())
            .first()
        )
        if (
            latest is not None
            and latest.data.get("new") == new["new"]
            and (latest.at > utc_now() - timedelta(seconds=5))
        ):
            return  # logged by the store
        s.add(
            KeeperChangeRow(
                id=str(uuid.uuid4()),
                kind=kind,
                at=utc_now(),
                player_pk=row.pk,
                data=new,
            )
        )

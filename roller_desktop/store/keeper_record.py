"""One change of the league written to the keeper's log (keeper_changes) in the caller's
transaction: what renames, archiving, corrections and imports call (the keeper's tools in
keeper.py write their own rows). Imports nothing of the store's feature modules."""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from datetime import datetime
from typing import Any

from sqlalchemy import func, insert, select, update

from .handle import utc_now
from .models import Base, EventRow, MatchRow, PlayerRow

CHUNK = 500  # keys per IN (...) list

_T = Base.metadata.tables["keeper_changes"]


def record_change(
    connection: Any,
    kind: str,
    data: dict[str, Any],
    *,
    match_pk: int | None = None,
    player_pk: int | None = None,
    undoes: str | None = None,
    at: datetime | None = None,
) -> str:
    """Write one change (a session's connection or a Core connection); return its id. `undoes`:
    the id of the change it takes back, which then names this one as its undoing; `at`: when
    it was made (now, unless it was made elsewhere)."""
    change_id = str(uuid.uuid4())
    undone = None
    if undoes is not None:
        undone = connection.execute(select(_T.c.pk).where(_T.c.id == undoes)).scalar()
    result = connection.execute(
        insert(_T).values(
            id=change_id,
            kind=kind,
            at=at or utc_now(),
            match_pk=match_pk,
            player_pk=player_pk,
            other_pk=None,
            undoes=undone,
            undone_by=None,
            data=data,
        )
    )
    if undone is not None:
        key = result.inserted_primary_key
        assert key is not None
        connection.execute(update(_T).where(_T.c.pk == undone).values(undone_by=int(key[0])))
    return change_id


def log_import(
    connection: Any,
    source: str,
    name: str | None,
    matches: Sequence[str],
    players: Sequence[str],
    extended: Sequence[str] = (),
    undoes: str | None = None,
    lines: int | None = None,
) -> str | None:
    """An import in the keeper's log (in the import's transaction), with what it brought: the
    ids of the matches and players it added (and of the matches it brought up to date), and
    how many events the added matches had (a match played on or corrected since differs), and
    the file by its name (and its lines, where counted). An import that brought nothing
    changed nothing: no entry."""
    if not matches and not players and not extended:
        return None
    pks = keys_of_matches(connection, matches)
    data = {
        "source": source,
        "file": name or "",
        "matches": list(matches),
        "players": list(players),
        "extended": list(extended),
        "events": event_count(connection, list(pks.values())),
    }
    if lines is not None:
        data["lines"] = lines
    return record_change(connection, "import", data, undoes=undoes)


def log_corrections(connection: Any, match_pk: int, game: Any, already: int = 0) -> int:
    """The corrections of a match kept by hand that a league file brought (they travel as its
    events), in the keeper's log as the keeper's own are: one change for each time a keeper
    corrected it (its cells' old and new values, or a race's places), at that time. `game`:
    the match replayed; `already`: how many of its corrections the league had. Returns the
    number of changes written."""
    from roller_desktop.engine.events import Places

    groups: dict[str, dict[str, Any]] = {}
    for event, old in list(game.corrections)[already:]:
        if isinstance(event, Places):  # a race's finishing order
            groups[str(event.at)] = {"places": [list(old), list(event.places)]}
        else:
            cell = [event.seat, event.round, old.text, event.cell]
            groups.setdefault(str(event.at), {"cells": []})["cells"].append(cell)
    for at, change in groups.items():
        when = datetime.fromisoformat(at).replace(tzinfo=None)
        change["from_file"] = True
        record_change(connection, "correct", change, match_pk=match_pk, at=when)
    return len(groups)


def keys_of_matches(connection: Any, ids: Sequence[str]) -> dict[str, int]:
    found: dict[str, int] = {}
    for start in range(0, len(ids), CHUNK):
        part = list(ids[start : start + CHUNK])
        found.update(
            connection.execute(select(MatchRow.id, MatchRow.pk).where(MatchRow.id.in_(part))).all()
        )
    return found


def keys_of_players(connection: Any, ids: Sequence[str]) -> dict[str, int]:
    found: dict[str, int] = {}
    for start in range(0, len(ids), CHUNK):
        part = list(ids[start : start + CHUNK])
        found.update(
            connection.execute(
                select(PlayerRow.id, PlayerRow.pk).where(PlayerRow.id.in_(part))
            ).all()
        )
    return found


def event_count(connection: Any, match_pks: Sequence[int]) -> int:
    total = 0
    for start in range(0, len(match_pks), CHUNK):
        part = list(match_pks[start : start + CHUNK])
        total += int(
            connection.execute(
                select(func.count()).select_from(EventRow).where(EventRow.match_pk.in_(part))
            ).scalar_one()
        )
    return total

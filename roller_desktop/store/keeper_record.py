"""One change of the league written to the keeper's log (keeper_changes) in the caller's
transaction: what renames, archiving, corrections and imports call (the keeper's tools in
keeper.py write their own rows). Imports nothing of the store's feature modules."""

from __future__ import annotations

import uuid
from typing import Any

from sqlalchemy import insert, select, update

from .handle import utc_now
from .models import Base

_T = Base.metadata.tables["keeper_changes"]


def record_change(
    connection: Any,
    kind: str,
    data: dict[str, Any],
    *,
    match_pk: int | None = None,
    player_pk: int | None = None,
    undoes: str | None = None,
) -> str:
    """Write one change (a session's connection or a Core connection); return its id. `undoes`:
    the id of the change it takes back, which then names this one as its undoing."""
    change_id = str(uuid.uuid4())
    undone = None
    if undoes is not None:
        undone = connection.execute(select(_T.c.pk).where(_T.c.id == undoes)).scalar()
    result = connection.execute(
        insert(_T).values(
            id=change_id,
            kind=kind,
            at=utc_now(),
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

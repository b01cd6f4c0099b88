"""The league's own id (revision 0014), carried by its league files."""

from __future__ import annotations

from sqlalchemy import select

from .handle import Handle
from .models import LeagueInfoRow


def league_id(store: Handle) -> str:
    """The id this league was given when its database was made (or migrated to 0014)."""
    with store.session() as s:
        return s.execute(select(LeagueInfoRow.id)).scalar_one()

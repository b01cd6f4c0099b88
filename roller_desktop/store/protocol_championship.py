"""A file's match of a championship (its championship, round and table): checked against
the championship's draw and linked to its table."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select

from .championships import FINAL, link_in, table_players
from .errors import (
    ChampionshipRefused,
)
from .limits import name_key
from .models import ChampionshipRow, MatchRow, PlayerRow
from .protocol_reading import FileMatch, problem


def checked_link(s: Any, match: FileMatch) -> tuple[int, int, int]:
    """The championship's key, the round and the table of a match's link, checked against
    the stored draw: the championship known, the round one of its own (or the final), the
    table in the draw of that round, the players the table's."""
    assert match.link is not None
    name, round_, table = match.link
    row = s.scalar(select(ChampionshipRow).where(ChampionshipRow.name_key == name_key(name)))
    if row is None:
        raise problem(
            match.line, "championship", f"the league has no championship called {name}.",
            "protocols.championship-unknown", name=name[:80],
        )  # fmt: skip
    if round_ > row.rounds:
        raise problem(
            match.line, "round", f"{row.name} has qualifying rounds 1 to {row.rounds}.",
            "protocols.championship-round", value=str(round_), rounds=row.rounds,
        )  # fmt: skip
    seated = table_players(s, row.pk, round_, table)
    where = "the final" if round_ == FINAL else f"round {round_}"
    if seated is None:
        if round_ == FINAL:
            message = f"the final of {row.name} is not seated yet (championship final)."
        else:
            message = f"{where} of {row.name} has no table {table}."
        raise problem(
            match.line, "table", message, "protocols.championship-no-table",
            round=round_, table=table,
        )  # fmt: skip
    names = {
        name_key(n): n for n in s.scalars(select(PlayerRow.name).where(PlayerRow.pk.in_(seated)))
    }
    if sorted(names) != sorted(name_key(n) for n in match.names):
        order = {pk: i for i, pk in enumerate(seated)}
        shown = [
            n
            for pk, n in sorted(
                s.execute(select(PlayerRow.pk, PlayerRow.name).where(PlayerRow.pk.in_(seated))),
                key=lambda pair: order[pair[0]],
            )
        ]
        raise problem(
            match.line, "player",
            f"table {table} of {where} is {', '.join(shown)} in the draw; the match has "
            f"{', '.join(match.names)}.",
            "protocols.championship-players", round=round_, table=table,
            seats=", ".join(shown), names=", ".join(match.names),
        )  # fmt: skip
    return row.pk, round_, table


def match_pk_of(s: Any, match_id: str) -> int:
    pk = s.scalar(select(MatchRow.pk).where(MatchRow.id == match_id))
    assert pk is not None
    return int(pk)


def link_match(s: Any, match: FileMatch, link: tuple[int, int, int], pk: int) -> None:
    try:
        link_in(s, pk, *link)
    except ChampionshipRefused as error:
        code = (
            "protocols.championship-played"
            if error.code == "championship.table-played"
            else "protocols.championship-linked"
        )
        raise problem(
            match.line, "table", str(error)[:1].lower() + str(error)[1:], code, **error.values
        ) from None

"""The league's players as the keeper sees them: each with their matches and the names merged
into them, found by id or name, searched loosely, and the pairs that are likely one person."""

from __future__ import annotations

import unicodedata
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from sqlalchemy import func, select
from sqlalchemy.orm import Session, aliased

from .errors import UnknownPlayer
from .keeper_refusals import AmbiguousPlayer
from .limits import name_key
from .models import PlayerRow, SeatRow

if TYPE_CHECKING:
    from .league_store import LeagueHandle as Handle  # the store, or the window's stand-in


@dataclass(frozen=True, slots=True)
class PlayerEntry:
    """A player as the keeper's list shows them: their matches, and the names merged in."""

    id: str
    name: str
    archived: bool
    matches: int  # every match the player has a seat in, finished or not
    also_known_as: tuple[str, ...]


def player_entries(store: Handle, include_archived: bool = True) -> list[PlayerEntry]:
    """Every player of their own (not merged into another), by name, with their match count
    and the names merged into them ("also known as")."""
    with store.session() as s:
        counts = dict(
            s.execute(
                select(SeatRow.player_pk, func.count())
                .where(SeatRow.player_pk.is_not(None))
                .group_by(SeatRow.player_pk)
            ).all()
        )
        rows = list(s.scalars(select(PlayerRow).order_by(PlayerRow.name_key)))
    aka = _also_known_as(rows)
    return [
        PlayerEntry(row.id, row.name, row.archived, int(counts.get(row.pk, 0)), aka[row.pk])
        for row in rows
        if row.merged_into is None and (include_archived or not row.archived)
    ]


def _also_known_as(rows: Sequence[PlayerRow]) -> dict[int, tuple[str, ...]]:
    """Each player's merged names, following merges of merges to the player they end in."""
    by_pk = {row.pk: row for row in rows}
    names: dict[int, list[str]] = defaultdict(list)
    for row in rows:
        target = row.merged_into
        seen = {row.pk}
        while target is not None and target in by_pk and by_pk[target].merged_into is not None:
            if target in seen:
                break
            seen.add(target)
            target = by_pk[target].merged_into
        if target is not None:
            names[target].append(row.name)
    return defaultdict(
        tuple, {pk: tuple(sorted(found, key=name_key)) for pk, found in names.items()}
    )


def find_player(store: Handle, text: str) -> tuple[str, str]:
    """A player by id, or by a name unique in the league (regardless of case): (id, name).
    A name merged into another player finds that player."""
    wanted = text.strip()
    with store.session() as s:
        row = s.scalar(select(PlayerRow).where(PlayerRow.id == wanted))
        if row is None:
            key = name_key(" ".join(wanted.split()))
            found = [r for r in s.scalars(select(PlayerRow)) if name_key(r.name) == key]
            if not found:
                raise UnknownPlayer(
                    f"There is no player called {wanted} (nor with that id).", "player.unknown"
                )
            row = found[0]
            if len(found) > 1:
                raise AmbiguousPlayer(
                    f"More than one player goes by {wanted}: "
                    + ", ".join(f"{r.name} ({r.id})" for r in found)
                    + ". Give the id.",
                    [(r.id, r.name) for r in found],
                )
        own = _own_row(s, row)
        return own.id, own.name


def _own_row(s: Session, row: PlayerRow) -> PlayerRow:
    """The player a row ends in when it was merged (itself otherwise)."""
    seen = {row.pk}
    while row.merged_into is not None:
        nxt = s.get(PlayerRow, row.merged_into)
        if nxt is None or nxt.pk in seen:
            break
        seen.add(nxt.pk)
        row = nxt
    return row


def search_players(store: Handle, text: str) -> list[PlayerEntry]:
    """The players whose name, or a name merged into them, holds `text` (case, accents and
    spaces aside)."""
    wanted = loose_key(text)
    return [
        entry
        for entry in player_entries(store)
        if wanted in loose_key(entry.name)
        or any(wanted in loose_key(name) for name in entry.also_known_as)
    ]


def loose_key(name: str) -> str:
    """A name with case, accents and spaces left out: "Åke F." and "ake f" meet."""
    decomposed = unicodedata.normalize("NFKD", name.casefold())
    kept = "".join(c for c in decomposed if not unicodedata.combining(c) and c.isalnum())
    # Letters that are not a base letter with a mark in Unicode: ø æ ß and the like.
    return kept.translate(_LOOSE)


_LOOSE = str.maketrans({"ø": "o", "æ": "ae", "œ": "oe", "ß": "ss", "đ": "d", "ł": "l", "þ": "th"})


def _first_name_key(name: str) -> str:
    """The name without a last word of one letter (an initial): "Åke F." -> "ake"."""
    words = name.split()
    if len(words) > 1 and len(loose_key(words[-1])) == 1:
        words = words[:-1]
    return loose_key(" ".join(words))


def likely_twins(store: Handle) -> list[tuple[PlayerEntry, PlayerEntry]]:
    """Pairs of players that are likely one person: the same name but for case, accents,
    spaces or a last initial ("Åke", "Ake", "Åke F."); never two who sat at one table. The
    player with more matches comes second (the one to keep)."""
    entries = player_entries(store)
    groups: dict[str, list[PlayerEntry]] = defaultdict(list)
    for entry in entries:
        groups[_first_name_key(entry.name)].append(entry)
    pairs: list[tuple[PlayerEntry, PlayerEntry]] = []
    with store.session() as s:
        for key, group in sorted(groups.items()):
            if len(group) < 2 or not key:
                continue
            for i, a in enumerate(group):
                for b in group[i + 1 :]:
                    if shared_matches(s, a.id, b.id):
                        continue
                    keep, merge = (a, b) if a.matches >= b.matches else (b, a)
                    pairs.append((merge, keep))
    return pairs


def shared_matches(s: Session, one_id: str, other_id: str) -> int:
    """The matches both players have a seat in, counted by the database (fetched, a player's
    thousands of seats held the window's thread: the question asked before a merge)."""
    one = s.scalar(select(PlayerRow.pk).where(PlayerRow.id == one_id))
    other = s.scalar(select(PlayerRow.pk).where(PlayerRow.id == other_id))
    if one is None or other is None:
        return 0
    theirs = aliased(SeatRow)
    return int(
        s.scalar(
            select(func.count(func.distinct(SeatRow.match_pk)))
            .join(theirs, theirs.match_pk == SeatRow.match_pk)
            .where(SeatRow.player_pk == one, theirs.player_pk == other)
        )
        or 0
    )

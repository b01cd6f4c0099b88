"""Bringing checked paper protocols into the league in one transaction: all or nothing. New
names become players (or the names the keeper answered); a match the league has already (the
same date to the minute, place, game, players in order and cells) is not added again; rows
whose label is the id of a finished match kept by hand are its corrections."""

from __future__ import annotations

import copy
import hashlib
import uuid
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sqlalchemy import select

from roller_desktop.engine.errors import RulesError
from roller_desktop.engine.hundredfive import Race
from roller_desktop.engine.roller import RollerMatch

from .errors import (
    ImportProblem,
    os_values,
    plain_os_error,
)
from .hand_kept import PaperProtocol, correct_in, enter_in
from .handle import utc_now
from .league_store import LeagueStore
from .limits import name_key
from .models import PlayerRow
from .player_plan import (
    SAME_NAME,
    Choices,
    FilePlayer,
    Pairing,
    PlayerPlan,
    Row,
    free_name,
    plan_players,
)
from .player_plan import settle as settle_players
from .protocol_championship import checked_link, link_match, match_pk_of
from .protocol_known import Known, Stored, collector_paused, find_known
from .protocol_reading import (
    FileMatch,
    Progress,
    decode,
    paper_protocol,
    problem,
    read_protocols,
    seat_dice,
)
from .values import SeatSpec


@dataclass
class ProtocolsSummary:
    matches_added: int = 0
    matches_corrected: int = 0  # hand-kept matches of the league that took corrections
    cells_corrected: int = 0
    matches_unchanged: int = 0  # already in the league
    players_added: int = 0
    added_ids: list[str] = field(default_factory=list)
    # The file's names that are not simply a name here (a name merged into a player, a name
    # like one here, a name answered otherwise) and what became of them, in the file's order.
    pairings: list[Pairing] = field(default_factory=list)


# A protocol's names are remembered under ids made from the file's text and from the names
# (import_answers keeps ids): the same file imported again asks nothing and adds nothing.
_PROTOCOLS = uuid.UUID("6d1c3a5e-2f57-4c52-9d0f-0f3b9b1c7a41")


@dataclass
class CheckedProtocols:
    """A protocol file checked whole (every match replayed), not yet written; `source` is the
    file's id for remembered answers (None: a protocol typed in the window)."""

    matches: list[FileMatch]
    source: str | None = None
    name: str = ""  # the file's name, for the keeper's log
    lines: int = 0  # the file's lines (its header's too), for the keeper's log


def name_id(name: str) -> str:
    """The id a protocol's name goes by in the plan and in import_answers."""
    return str(uuid.uuid5(_PROTOCOLS, name_key(name)))


def check_text(text: str, progress: Progress | None = None) -> CheckedProtocols:
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()
    with collector_paused():
        matches = read_protocols(text, progress)
    source = str(uuid.uuid5(_PROTOCOLS, digest))
    return CheckedProtocols(matches, source, lines=len(text.splitlines()))


def check_file(path: Path, progress: Progress | None = None) -> CheckedProtocols:
    """Read and check a protocol file whole; ImportProblem names the first problem."""
    try:
        data = path.read_bytes()
    except OSError as error:
        raise ImportProblem(
            f"The file {path} cannot be read: {plain_os_error(error)}",
            "import.unreadable",
            name=path.name,
            reason=plain_os_error(error),
            **os_values(error),
        ) from None
    checked = check_text(decode(data), progress)
    checked.name = path.name
    return checked


def import_protocols(
    store: LeagueStore,
    path: Path,
    progress: Progress | None = None,
    choices: Choices | None = None,
) -> ProtocolsSummary:
    """Check the file whole, then import it in one transaction (see the module)."""
    return import_checked(store, check_file(path), progress, choices)


def import_text(
    store: LeagueStore,
    text: str,
    progress: Progress | None = None,
    choices: Choices | None = None,
    name: str = "",
) -> ProtocolsSummary:
    checked = check_text(text)
    checked.name = name
    return import_checked(store, checked, progress, choices)


def import_checked(
    store: LeagueStore,
    checked: CheckedProtocols,
    progress: Progress | None = None,
    choices: Choices | None = None,
) -> ProtocolsSummary:
    return bring_in(
        store,
        checked.matches,
        progress,
        choices or Choices(),
        checked.source,
        checked.name,
        checked.lines,
    )


def plan_protocols(store: LeagueStore, checked: CheckedProtocols) -> PlayerPlan:
    """Who the file's names are (store/player_plan.py): a name here, or merged into a player
    here, is that player; a name only like one here is asked in the window."""
    with store.session() as s:
        return _plan(s, checked.matches, checked.source)


def _plan(s: Any, matches: Sequence[FileMatch], source: str | None) -> PlayerPlan:
    from .exchange import remembered_answers

    names: dict[str, FilePlayer] = {}
    seen: set[str] = set()  # a name's id is a hash: once per name, not per seat
    for match in matches:
        for name in match.names:
            if name not in seen:
                seen.add(name)
                key = name_id(name)
                names.setdefault(key, FilePlayer(key, name))
    rows = [
        Row(pk, pid, name, merged_into)
        for pk, pid, name, merged_into in s.execute(
            select(PlayerRow.pk, PlayerRow.id, PlayerRow.name, PlayerRow.merged_into)
        )
    ]
    return plan_players(
        list(names.values()), rows, remembered_answers(s.connection(), source), source
    )


def bring_in(
    store: LeagueStore,
    matches: Sequence[FileMatch],
    progress: Progress | None = None,
    choices: Choices | None = None,
    source: str | None = None,
    name: str = "",
    lines: int = 0,
) -> ProtocolsSummary:
    """Checked matches into the league in one transaction: the names settled (a name here is
    that player unless answered otherwise), new players made, a match the league has already
    left as it is, corrections recorded, the others entered by hand."""
    from .exchange import remember_answers

    summary = ProtocolsSummary()
    total = len(matches)
    added_players: list[str] = []
    with store.session() as s:
        plan = _plan(s, matches, source)
        decisions = settle_players(plan, choices or Choices())
        taken = set(plan.names_here)
        named: dict[str, str] = {}
        for decision in decisions:
            key = decision.player.key
            if decision.here is not None:
                named[key] = decision.here.name
            else:
                named[key] = free_name(decision.player.name, taken)
                taken.add(name_key(named[key]))
        players = {
            name_key(row.name): row
            for row in s.scalars(select(PlayerRow).where(PlayerRow.merged_into.is_(None)))
        }
        new: list[PaperProtocol] = []
        new_matches: list[FileMatch] = []
        new_links: list[tuple[FileMatch, tuple[int, int, int]]] = []
        old_links: list[tuple[FileMatch, tuple[int, int, int], int]] = []
        # The names as the league will have them: the players they are, or the new ones.
        ids: dict[str, str] = {}  # name -> name_id, a hash: once per name, not per seat
        matches = [
            _renamed(
                match, [named[ids.get(n) or ids.setdefault(n, name_id(n))] for n in match.names]
            )
            for match in matches
        ]
        league = find_known(s, matches)
        for n, match in enumerate(matches, start=1):
            link = checked_link(s, match) if match.link is not None else None
            found: list[int] = []
            known = _league_match(s, store, league, match, found)
            if link is not None and found:
                old_links.append((match, link, found[0]))
            elif link is not None:
                new_links.append((match, link))
            if known == "same" or known == 0:
                summary.matches_unchanged += 1
            elif isinstance(known, int):
                summary.cells_corrected += known
                summary.matches_corrected += 1
            else:
                seats = []
                for seated, (d, k) in zip(match.names, seat_dice(match), strict=True):
                    row = players.get(name_key(seated))
                    if row is None:
                        row = PlayerRow(
                            id=str(uuid.uuid4()),
                            name=seated,
                            name_key=name_key(seated),
                            created=utc_now(),
                            archived=False,
                        )
                        s.add(row)
                        s.flush()
                        players[name_key(seated)] = row
                        summary.players_added += 1
                        added_players.append(row.id)
                    seats.append(SeatSpec(row.id, d, k))
                new.append(paper_protocol(match, seats))
                new_matches.append(match)
            if progress is not None and n < total:
                progress(n, total)
        summary.added_ids = enter_in(s, store, new)
        summary.matches_added = len(new)
        added = dict(zip(map(id, new_matches), summary.added_ids, strict=True))
        for match, link, pk in [
            *old_links,
            *((m, link, match_pk_of(s, added[id(m)])) for m, link in new_links),
        ]:
            link_match(s, match, link, pk)
        for decision in decisions:
            question, here = decision.question, decision.here
            trivial = question is not None and question.how == SAME_NAME and here is not None
            if (question is None and not decision.answered) or (trivial and not decision.answered):
                continue
            row = players.get(name_key(named[decision.player.key]))
            summary.pairings.append(
                Pairing(
                    decision.player.name,
                    question.how if question is not None else "",
                    here,
                    named[decision.player.key],
                    question.matched if question is not None else "",
                    decision.answered,
                    decision.player.key,
                    row.pk if row is not None else 0,
                )
            )
        # Every name of the file as it was settled (the new players too): the same file
        # imported again settles them alike, whatever the options.
        kept = {
            key: players[name_key(name)].pk
            for key, name in named.items()
            if name_key(name) in players
        }
        if source is not None and kept:
            remember_answers(s.connection(), source, kept)
        if source is not None:  # a file's import (a protocol typed in is a match entered)
            from .keeper_record import log_import

            log_import(
                s.connection(), "protocols", name, summary.added_ids, added_players, lines=lines
            )
    if progress is not None:
        progress(total, total)
    return summary


def _renamed(match: FileMatch, names: list[str]) -> FileMatch:
    """A copy of the match with these names (copy.copy: a third of dataclasses.replace)."""
    renamed = copy.copy(match)
    renamed.names = names
    return renamed


def _league_match(
    s: Any, store: LeagueStore, league: Known, match: FileMatch, found: list[int]
) -> int | str | None:
    """How the league has this match: "same" (there already), the number of cells corrected
    (its label is the id of a match kept by hand), or None (new). The key of the league's
    match is appended to `found`."""
    by_id = league.by_label.get(match.label)
    if by_id is not None:
        found.append(by_id.pk)
        return _correct(s, store, match, by_id)
    for stored in league.candidates(match):
        if _same_cells(stored, match):
            found.append(stored.pk)
            return "same"
    return None


def protocol_grid(game: RollerMatch | Race) -> tuple[list[str], list[list[str]], list[int | None]]:
    names = list(game.seats)
    if isinstance(game, RollerMatch):
        p = game.protocol()
        return names, [[p.cell_text(s, r) for r in range(p.rounds)] for s in range(len(names))], []
    return names, [], list(game.places)


def _same_cells(stored: Stored, match: FileMatch) -> bool:
    """The league's match has these players and cells, now or as first entered (before its
    corrections: the file it came from, imported again, adds nothing)."""
    if [name_key(n) for n in stored.names] != [name_key(n) for n in match.names]:
        return False
    for cells, places in stored.versions:
        if match.game == "105":
            if places == match.places and stored.dice == match.dice:
                return True
        elif cells == match.cells:
            return True
    return False


def _correct(s: Any, store: LeagueStore, match: FileMatch, row: Stored) -> int | str:
    names = row.names
    cells, places = row.now
    if row.game != match.game or [name_key(n) for n in names] != [name_key(n) for n in match.names]:
        raise problem(
            match.line, "match",
            f"match {match.label} is in the league with another game or other players.",
            "protocols.correction-differs", label=match.label,
        )  # fmt: skip
    if match.game == "roller" and len(cells[0]) != len(match.cells[0]):
        raise problem(
            match.line, "match",
            f"match {match.label} has {len(cells[0])} rounds in the league.",
            "protocols.correction-differs", label=match.label,
        )  # fmt: skip
    if (cells if match.game == "roller" else places) == (
        match.cells if match.game == "roller" else match.places
    ):
        return "same"
    if not row.by_hand:
        raise problem(
            match.line, "match",
            f"match {match.label} was played with dice: its throws are what happened, it is "
            "never corrected.",
            "protocols.correct-played", label=match.label,
        )  # fmt: skip
    if row.status != "finished":
        raise problem(
            match.line, "match", f"match {match.label} is not finished.",
            "protocols.correct-played", label=match.label,
        )  # fmt: skip
    try:
        if match.game == "roller":
            changed = {
                (seat, r): value
                for seat, column in enumerate(match.cells)
                for r, value in enumerate(column)
                if cells[seat][r] != value
            }
            return correct_in(s, store, row.id, cells=changed)
        return correct_in(s, store, row.id, places=match.places)
    except RulesError as error:
        raise problem(match.line, None, str(error), "protocols.match", reason=error) from None

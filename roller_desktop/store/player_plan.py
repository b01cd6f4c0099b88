"""Who the players of an import are, decided before anything is written (issue #15, item 2).

A league file's player whose id the league knows is that player. One whose id is new here but
whose name is the name of a player here, or a name merged into one ("also known as"), is a
*question*: the same person added on another laptop, or another person of the same name? A
name only like one here (case, accents, spaces or a last initial aside: "Ake" and "Åke",
"Åke F.") is a question too, of the weaker kind. The window asks them; the command line answers
them by rule (`--same-name`, `--players-map`). Answers given for a league file are remembered
(import_answers) by the id of the league it came from, so the next file of that league asks
nothing for them.

A paper protocol (store/protocol_csv.py) has only names: its name that is a name here (or one
merged into a player) is that player without a question; only a name like one here is asked.

This module plans and reads the players map; it writes nothing. docs/league-file-format.md
("Players") and docs/protocol-csv.md say the same for the keeper.
"""

from __future__ import annotations

import csv
import io
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from .errors import ImportProblem
from .limits import name_key
from .values import MAX_NAME_LENGTH

SAME_NAME = "name"  # the file's name is the name of a player here
ALSO_KNOWN_AS = "aka"  # the file's name is a name merged into a player here
LOOSE = "loose"  # only like a name here: case, accents, spaces or a last initial aside
SAME, NEW = "same", "new"  # --same-name


@dataclass(frozen=True, slots=True)
class Here:
    """A player of this league (of their own, not merged into another)."""

    pk: int
    id: str
    name: str


@dataclass(frozen=True, slots=True)
class Question:
    """A player of the file who may be a player here: the candidates, the likeliest first."""

    key: str  # the file player's id (a league file) or name key (a protocol file)
    name: str  # as the file has it
    how: str  # SAME_NAME, ALSO_KNOWN_AS or LOOSE
    candidates: tuple[Here, ...]
    matched: str  # the name here it met (the player's own, or one merged into them)

    @property
    def default(self) -> str | None:
        """The answer the window offers first: the same person for a name here, another
        person for a name only like one (joining two people is harder to take back than
        merging two players later)."""
        return self.candidates[0].id if self.how != LOOSE else None


@dataclass(frozen=True, slots=True)
class FilePlayer:
    key: str  # id, or name key for a protocol's name
    name: str
    id: str | None = None  # a league file's player id


@dataclass
class PlayerPlan:
    """What an import will do with each of the file's players, before it writes anything."""

    known: dict[str, Here] = field(default_factory=dict)  # by id (or by name, protocols)
    remembered: dict[str, Here] = field(default_factory=dict)  # answered at an earlier import
    questions: list[Question] = field(default_factory=list)
    new: list[FilePlayer] = field(default_factory=list)  # nobody here goes by their name
    players: dict[str, FilePlayer] = field(default_factory=dict)  # every one, by key
    here: dict[str, Here] = field(default_factory=dict)  # the league's players, by id
    names_here: dict[str, Here] = field(default_factory=dict)  # by name key, merged names too
    league: str | None = None  # the league the file is of, where it says (answers remembered)

    def asked(self, protocols: bool = False) -> list[Question]:
        """The questions the window asks: all of a league file's; of a protocol file's only
        the names like one here (a name here is that player: a protocol has only names)."""
        return [q for q in self.questions if not protocols or q.how == LOOSE]

    def question(self, key: str) -> Question | None:
        return next((q for q in self.questions if q.key == key), None)


@dataclass(frozen=True, slots=True)
class Choices:
    """How an import answers its questions: `answers` by the file player's key (the id of a
    player here: the same person; None: another person); the rest by `same_name` (SAME: a
    name here is that player, NEW: another person each); a name only like one here is
    another person unless answered."""

    answers: Mapping[str, str | None] = field(default_factory=dict)
    same_name: str = SAME

    def answer(self, question: Question) -> str | None:
        if question.key in self.answers:
            return self.answers[question.key]
        if question.how == LOOSE or self.same_name == NEW:
            return None
        return question.candidates[0].id


@dataclass(frozen=True, slots=True)
class Pairing:
    """How one question was settled, for the report: `here` None is a new player `name_here`."""

    name: str  # in the file
    how: str
    here: Here | None  # the player here it is; None: a new player
    name_here: str  # the name it has in the league (a new player's may differ: "Anna (2)")
    matched: str  # the name here the question met
    answered: bool  # by the keeper (window or players map), not by the rule
    key: str  # the file player's key (id, or a protocol's name key)
    player_pk: int  # the player here it is now (a new one's too)


@dataclass(frozen=True, slots=True)
class Decision:
    """What the import does with one file player: `here` the player here it is (None: a new
    player); `question` the question it settles, if it was one."""

    player: FilePlayer
    here: Here | None
    question: Question | None
    answered: bool  # by the keeper (window or players map), not by the rule


def settle(plan: PlayerPlan, choices: Choices) -> list[Decision]:
    """Each of the file's players, in the file's order, as `choices` decide: an answer for a
    player known by id is no answer (known is the same player); any other player of the
    file may be answered (a protocol's name here, a name nobody here has)."""
    questions = {q.key: q for q in plan.questions}
    decided: list[Decision] = []
    for key, player in plan.players.items():
        known = plan.known.get(key)
        if known is not None and player.id is not None:
            decided.append(Decision(player, known, None, False))
            continue
        question = questions.get(key)
        if key in choices.answers:
            target = choices.answers[key]
            here = None if target is None else plan.here.get(target)
            if target is not None and here is None:
                raise ImportProblem(
                    f"There is no player {target} in this league; nothing was imported.",
                    "import.answer-unknown",
                    player=target,
                )
            decided.append(Decision(player, here, question, True))
        elif question is not None:
            target = choices.answer(question)
            decided.append(Decision(player, plan.here.get(target or ""), question, False))
        else:
            decided.append(Decision(player, known or plan.remembered.get(key), None, False))
    return decided


def twin_key(name: str) -> str:
    """A name with case, accents, spaces and a last initial left out: "Åke F." -> "ake"."""
    words = name.split()
    if len(words) > 1 and len(_loose(words[-1])) == 1:
        words = words[:-1]
    return _loose(" ".join(words))


def _loose(name: str) -> str:
    decomposed = unicodedata.normalize("NFKD", name.casefold())
    kept = "".join(c for c in decomposed if not unicodedata.combining(c) and c.isalnum())
    return kept.translate(_LETTERS)


_LETTERS = str.maketrans({"ø": "o", "æ": "ae", "œ": "oe", "ß": "ss", "đ": "d", "ł": "l", "þ": "th"})


@dataclass(frozen=True, slots=True)
class Row:
    """A row of the players table: its key, id, name and the key of the player it was merged
    into (None: a player of their own)."""

    pk: int
    id: str
    name: str
    merged_into: int | None


def league_players(rows: Iterable[Row]) -> tuple[dict[str, Here], dict[str, Here], dict[int, Here]]:
    """The league's own players by id, every name they go by (merged names too) by name key,
    and each row's own player by the row's key (a merged row: the player it ends in)."""
    by_pk = {row.pk: row for row in rows}

    def own(row: Row) -> Row:
        seen = {row.pk}
        while row.merged_into is not None and row.merged_into in by_pk:
            nxt = by_pk[row.merged_into]
            if nxt.pk in seen:
                break
            seen.add(nxt.pk)
            row = nxt
        return row

    of_pk: dict[int, Here] = {}
    for row in by_pk.values():
        top = own(row)
        of_pk[row.pk] = Here(top.pk, top.id, top.name)
    by_id = {row.id: of_pk[row.pk] for row in by_pk.values() if row.merged_into is None}
    by_name: dict[str, Here] = {}
    for row in sorted(by_pk.values(), key=lambda r: r.merged_into is not None):
        by_name.setdefault(name_key(row.name), of_pk[row.pk])  # own names first
    return by_id, by_name, of_pk


def plan_players(
    players: Sequence[FilePlayer],
    rows: Iterable[Row],
    remembered: Mapping[str, int] | None = None,
    league: str | None = None,
) -> PlayerPlan:
    """The plan for the file's `players` against the league's `rows`: a league file's player
    known by id is that player; an earlier answer (`remembered`: the file player's key -> the
    key of the player here) stands; a name here is a question (answered "the same" by default);
    a name only like one here is a question of the weaker kind; the rest are new."""
    rows = list(rows)
    known_ids = {row.id: row.pk for row in rows}
    by_id, names, of_pk = league_players(rows)
    own_rows = [row for row in rows if row.merged_into is None]
    twins: dict[str, list[Here]] = {}
    for row in sorted(own_rows, key=lambda r: name_key(r.name)):
        twins.setdefault(twin_key(row.name), []).append(of_pk[row.pk])
    aka_twins: dict[str, list[Here]] = {}
    for row in rows:
        if row.merged_into is not None:
            aka_twins.setdefault(twin_key(row.name), []).append(of_pk[row.pk])
    plan = PlayerPlan(here=by_id, names_here=names, league=league)
    for player in players:
        plan.players[player.key] = player
        if player.id is not None and player.id in known_ids:
            plan.known[player.key] = of_pk[known_ids[player.id]]
            continue
        earlier = (remembered or {}).get(player.key)
        if earlier is not None and earlier in of_pk:
            plan.remembered[player.key] = of_pk[earlier]
            continue
        key = name_key(player.name)
        found = names.get(key)
        if found is not None:
            own = name_key(found.name) == key
            matched = found.name if own else _merged_name(rows, key)
            plan.questions.append(
                Question(
                    player.key,
                    player.name,
                    SAME_NAME if own else ALSO_KNOWN_AS,
                    (found,),
                    matched,
                )
            )
            continue
        alike = twin_key(player.name)
        loose: list[Here] = []
        for candidate in [*twins.get(alike, []), *aka_twins.get(alike, [])]:
            if alike and candidate not in loose:
                loose.append(candidate)
        if loose:
            plan.questions.append(
                Question(player.key, player.name, LOOSE, tuple(loose), loose[0].name)
            )
            continue
        plan.new.append(player)
    return plan


def _merged_name(rows: Sequence[Row], key: str) -> str:
    return next(row.name for row in rows if name_key(row.name) == key)


def free_name(name: str, taken: set[str]) -> str:
    """A name for another person called `name`, free among the name keys `taken`:
    "Anna (2)", "Anna (3)", … (shortened to fit the longest name)."""
    if name_key(name) not in taken:
        return name
    number = 2
    while True:
        tail = f" ({number})"
        candidate = name[: MAX_NAME_LENGTH - len(tail)].rstrip() + tail
        if name_key(candidate) not in taken:
            return candidate
        number += 1


# ---- the players map (--players-map FILE) ----------------------------------------------------

MAP_COLUMNS = ("in_file", "here")


def _map_problem(line: int, message: str, code: str, **values: object) -> ImportProblem:
    return ImportProblem(
        f"Line {line} of the players map: {message} Nothing was imported.",
        f"players-map.{code}",
        line=line,
        **values,
    )


def read_players_map(text: str, plan: PlayerPlan) -> dict[str, str | None]:
    """The answers a players map gives (CSV with the columns `in_file,here`, `,` or `;`):
    each file player named (by name or id) is the player here named (by name, a name merged
    into them, or id), or a new person when `here` is empty. ImportProblem names the first
    bad line (1 = the header); nothing is imported then."""
    text = text.removeprefix("\ufeff")
    first = text.split("\n", 1)[0]
    delimiter = ";" if first.count(";") > first.count(",") else ","
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter, strict=True)
    try:
        header = [cell.strip().casefold() for cell in next(reader)]
    except StopIteration:
        raise _map_problem(
            1, "the file is empty: a header in_file,here is needed.", "header"
        ) from None
    except csv.Error as error:
        raise _map_problem(1, f"not CSV ({error}).", "not-csv") from None
    if sorted(header) != sorted(MAP_COLUMNS):
        raise _map_problem(
            1, "the header must be in_file,here (the two columns, nothing else).", "header"
        )
    at_file, at_here = header.index("in_file"), header.index("here")
    file_by_name = {name_key(p.name): p for p in plan.players.values()}
    file_by_id = {p.id: p for p in plan.players.values() if p.id is not None}
    answers: dict[str, str | None] = {}
    line = reader.line_num + 1
    try:
        for row in reader:
            number, line = line, reader.line_num + 1
            if not any(cell.strip() for cell in row):
                continue
            if len(row) != 2:
                raise _map_problem(
                    number, f"{len(row)} cells; a line has two: in_file,here.", "cells"
                )
            in_file, here = " ".join(row[at_file].split()), " ".join(row[at_here].split())
            player = file_by_id.get(in_file) or file_by_name.get(name_key(in_file))
            if player is None:
                raise _map_problem(
                    number, f"{in_file or '(empty)'} is no player of the file.", "not-in-file",
                    name=in_file,
                )  # fmt: skip
            if player.key in answers:
                raise _map_problem(
                    number, f"{player.name} is named twice.", "twice", name=player.name
                )
            target: Here | None = None
            if here:
                target = plan.here.get(here) or plan.names_here.get(name_key(here))
                if target is None:
                    raise _map_problem(
                        number, f"there is no player {here} in this league.", "not-here",
                        name=here,
                    )  # fmt: skip
            known = plan.known.get(player.key)
            if known is not None and player.id is not None and target != known:
                raise _map_problem(
                    number,
                    f"{player.name} is known here by id: always the same player ({known.name}).",
                    "known",
                    name=player.name,
                )
            answers[player.key] = None if target is None else target.id
    except csv.Error as error:
        raise _map_problem(line, f"not CSV ({error}).", "not-csv") from None
    return answers

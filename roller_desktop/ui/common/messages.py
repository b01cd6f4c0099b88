"""The engine's and the store's refusals in the window's language.

The engine and the store cannot use Qt: they explain a refusal in English (for logs and the
command line) and say what it is about with a `code` and its `values` (see engine/errors.py and
store/errors.py). `describe(error)` words the refusal here with self.tr(), plural forms included; a
refusal without a code (one a player cannot meet, or one added without words here yet) shows
its English text. The store's notices about a league just opened (store/errors.py's Notice) are
worded the same way.
"""

from __future__ import annotations

import errno
import re
from collections.abc import Mapping
from functools import cache
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject

CONTEXT = "Messages"

# English words without a code, written exactly as the store words them; {name} stands for a
# value. Only the start screen's fallback for a summary that carries its English progress alone.
TEMPLATES = (
    QT_TRANSLATE_NOOP("Messages", "round {round} of {rounds}"),
    QT_TRANSLATE_NOOP("Messages", "finished"),
)

_FIELD = re.compile(r"\{(\w+)\}")
_EXAMPLE = (3, 5, 1, 1, 6, 2)


class Messages(QObject):
    """Words for every coded refusal. A QObject only for its self.tr() (plural forms need it)."""

    def word(self, code: str, v: Mapping[str, Any], error: BaseException) -> str | None:
        """The refusal `code` with its values `v` in words; None for a code without words."""
        # ---- a selection of dice (engine/scoring.py, engine/roller.py) ----
        if code == "keep.none":
            return self.tr("Keep at least one scoring die.")
        if code == "keep.too-many":
            return self.tr("Roller is played with six dice; no more than six can be kept.")
        if code == "keep.extra-in-triss":
            return self.tr(
                "Only three {face}s make a Triss: the %n extra dice score nothing. "
                "Leave them on the table.",
                "",
                int(v["extra"]),
            ).format(face=v["face"])
        if code == "keep.lone-face":
            return self.tr(
                "%n dice showing {face} score nothing: a {face} counts only in a Triss, a "
                "Stege or Alla lika. Leave them on the table.",
                "",
                int(v["count"]),
            ).format(face=v["face"])
        if code == "keep.no-score":
            return self.tr(
                "These dice score nothing together: keep 1s, 5s, a Triss, a Stege or Alla lika."
            )
        if code == "keep.not-thrown":
            return self.tr("The throw has no more dice showing {faces} to keep.").format(
                faces=v["faces"]
            )
        if code == "keep.no-throw":
            return self.tr("Throw the dice first; there is nothing to keep yet.")
        if code == "keep.already-kept":
            return self.tr(
                "You have already kept dice from this throw: throw again or bank. To add a die "
                "you forgot, undo (U) and keep them all together."
            )
        # ---- the order of a turn (engine/roller.py, engine/hundredfive.py) ----
        if code == "throw.keep-first":
            return self.tr("Keep at least one scoring die from this throw before throwing again.")
        if code == "bank.keep-first":
            return self.tr("Keep at least one scoring die from this throw before banking.")
        if code == "bank.no-throw":
            return self.tr("Throw the dice first; there is nothing to bank yet.")
        if code == "bank.owed":
            return self.tr(
                "After a ROLLER by Stege or Alla lika, %n more scoring dice must be kept before "
                "banking: throw again.",
                "",
                int(v["owed"]),
            )
        if code == "undo.nothing":
            return self.tr("There is nothing to undo.")
        if code == "match.over":
            return self.tr("The match is over; nothing more can be played.")
        if code == "race.over":
            return self.tr("The race is over; nothing more can be thrown.")
        if code == "race.no-keep":
            return self.tr("In 105 the dice are set aside by themselves; there is nothing to keep.")
        if code == "race.no-bank":
            return self.tr("105 has no banking: every throw counts at once.")
        if code == "opening.decided":
            return self.tr("Who starts is already decided.")
        # ---- faces typed from real dice (engine/dice.py) ----
        if code == "throw.empty":
            wanted = v.get("wanted")
            if not isinstance(wanted, int) or not 1 <= wanted <= 6:
                return self.tr("Type the faces the dice show, for example 3 5 1 1 6 2.")
            example = " ".join(str(f) for f in _EXAMPLE[:wanted])
            return self.tr(
                "Type the %n faces the dice show, for example {example}.", "", wanted
            ).format(example=example)
        if code == "throw.count":
            wanted, got = int(v["wanted"]), int(v["got"])
            return (
                self.tr("%n dice are thrown here: type exactly %n faces.", "", wanted)
                + " "
                + self.tr("You typed %n.", "", got)
            )
        if code == "face":
            return self.tr("“{face}” is not a die face: a die shows 1 to 6.").format(face=v["face"])
        # ---- seats and house rules (engine/seats.py, engine rules) ----
        if code == "seats.count":
            return self.tr("A match has 1 to {most} seats, not {count}.").format(
                most=v["most"], count=v["count"]
            )
        if code == "seats.twice":
            return self.tr("{name} sits at the table twice.").format(name=v["name"])
        if code == "seats.unnamed":
            return self.tr("Every seat needs a player's name.")
        if code == "seats.none":
            return self.tr("Seat at least one player at the table.")
        if code == "seats.dice":
            return self.tr("A seat plays with 1 to {most} dice, not {count}.").format(
                most=v["most"], count=v["count"]
            )
        if code == "rules.rounds":
            return self.tr("A match has 1 to 100 rounds.")
        if code == "rules.ww":
            return self.tr("The WW limit must be a positive multiple of 50 points.")
        if code == "rules.handicap":
            return self.tr("A handicap gives each seat a whole number of points.")
        if code == "rules.handicap-step":
            return self.tr("A handicap is a multiple of 50 points, none below zero.")
        if code == "rules.handicap-zero":
            return self.tr("A handicap leaves at least one seat at 0 points.")
        if code == "rules.handicap-most":
            return self.tr("A handicap is at most {most} points.").format(most=v["most"])
        if code == "rules.handicap-seats":
            return self.tr(
                "The handicap names %n seats; the match has {seats}.", "", v["given"]
            ).format(seats=v["seats"])
        if code == "event.unknown":
            return self.tr("A stored event cannot be read: it is not one of this game's.")
        if code == "rules.object":
            return self.tr("The house rules must be given as named settings.")
        if code == "rules.unknown":
            names = ", ".join(str(n) for n in v["names"])
            return self.tr(
                "House rules the program does not know (%n): {names}.", "", len(v["names"])
            ).format(names=names)
        if code == "rules.flag":
            return self.tr("A house rule that is on or off must be true or false.")
        if code == "rules.starter":
            return self.tr("Who starts is decided by a throw or chosen by the table.")
        if code == "seats.starter":
            return self.tr(
                "The one who starts must sit at the table: the match has %n seats.",
                "",
                int(v["count"]),
            )
        if code == "seats.dice-missing":
            return self.tr("Every seat needs its number of dice and its kids' mode.")
        # ---- places, notes and other values (store/limits.py) ----
        if code.startswith(("place.", "note.", "time.", "json.")):
            return self._value(code, v)
        # ---- names (store/database.py) ----
        if code == "name.empty":
            return self.tr("A player needs a name.")
        if code == "name.too-long":
            return self.tr("A name has at most %n characters.", "", int(v["most"]))
        if code == "name.too-long-key":
            return self.tr(
                "A name has at most %n characters, counting ß and some other letters as two.",
                "",
                int(v["most"]),
            )
        if code == "name.control":
            return self.tr(
                "A name cannot hold invisible or special characters: type it again by hand."
            )
        if code == "name.taken":
            return self.tr("There is already a player called {name}.").format(name=v["name"])
        # ---- the league file (store/lock.py, opening.py, startup.py, restore.py) ----
        if code == "lock.in-use":
            return self.tr(
                "The league {name} is open in another Roller window or program. Close that one "
                "first, then try again."
            ).format(name=v["name"])
        if code.startswith(("file.", "schema.newer")):
            return self._file(code, v, error)
        if code == "restore.server":
            return self.tr("A league on a database server is restored with the server's own tools.")
        if code == "restore.itself":
            return self.tr("That is the league itself, not a backup of it.")
        if code == "restore.damaged":
            return self.tr(
                "The backup {name} is damaged too ({detail}), so it was not restored; it is set "
                "aside and never offered again. Nothing was changed."
            ).format(name=v["name"], detail=v["detail"])
        if code == "restore.empty":
            return self.tr("{name} holds no league: there is nothing to restore.").format(
                name=v["name"]
            )
        # ---- matches (store/database.py, store/recorder.py) ----
        if code == "match.finished":
            return self.tr("This match is finished; its throws never change.")
        if code == "match.abandoned":
            return self.tr("This match was abandoned; it cannot be played on.")
        if code == "match.not-open":
            return self.tr("Only a match in progress can be abandoned.")
        if code == "save.failed":
            return self.tr(
                "The action could not be saved, so it did not happen ({detail})."
            ).format(detail=v["detail"])
        # ---- the keeper's tools (store/keeper_*.py) ----
        if code.startswith(("merge.", "split.", "void.", "restore.not-void", "player.", "mend.")):
            return self._keeper(code, v)
        if code.startswith("log."):
            return self._keeper_log(code, v)
        if code == "name.merged":
            return self.tr(
                "{name} is also known as {other}: the two were merged into one player."
            ).format(name=v["name"], other=v["other"])
        # ---- importing a league file (store/exchange.py) ----
        if code.startswith("import."):
            return self._import(code, v)
        # ---- matches kept by hand (engine/events.py, store/hand_kept.py, protocol_csv.py) ----
        if code.startswith(("cell.", "result.", "correct.", "places.", "protocol.")):
            return self._hand_kept(code, v)
        if code.startswith("protocols."):
            return self._protocols(code, v)
        # ---- championships (championship/*.py, store/championships.py) ----
        if code.startswith("championship."):
            return self._championship(code, v)
        if code.startswith(("draw.", "final.")):
            return self._draw(code, v)
        return self._fault(code, v)

    def _keeper(self, code: str, v: Mapping[str, Any]) -> str | None:
        """Merging and splitting players, voiding and restoring matches."""
        if code == "merge.same":
            return self.tr("{name} cannot be merged with themselves.").format(name=v["name"])
        if code == "merge.merged":
            return self.tr("{name} was merged into another player already.").format(name=v["name"])
        if code == "merge.same-table":
            return self.tr(
                "{one} and {other} sat at the same table in %n matches: they are two people, "
                "not one. Nothing was merged.",
                "",
                int(v["count"]),
            ).format(one=v["one"], other=v["other"])
        if code == "merge.unknown":
            return self.tr("That merge is not in this league.")
        if code == "split.done":
            return self.tr("{name} was split from {other} already.").format(
                name=v["name"], other=v["other"]
            )
        if code == "split.later-merge":
            return self.tr(
                "{name} was merged into another player since: split that merge first."
            ).format(name=v["name"])
        if code == "split.changed":
            return self.tr(
                "Some matches {name} played are no longer {other}'s: they cannot be split "
                "back exactly."
            ).format(name=v["name"], other=v["other"])
        if code == "player.unknown":
            return self.tr("There is no such player in this league.")
        if code == "player.ambiguous":
            return self.tr("More than one player goes by that name: choose by the id.")
        if code == "void.no-reason":
            return self.tr("Say why the match is void (a few words).")
        if code == "void.too-long":
            return self.tr("The reason has at most %n characters.", "", int(v["most"]))
        if code == "void.already":
            return self.tr(
                "The match is void already ({reason}): Restore brings it back into the league."
            ).format(reason=v["reason"])
        if code == "void.not-finished":
            return self.tr("Only a finished match can be void; one in progress can be abandoned.")
        if code == "restore.not-void":
            return self.tr("Only a void match can be restored.")
        if code == "mend.not-finished":
            return self.tr("Only a finished match has a date and time to mend.")
        if code == "mend.void":
            return self.tr("A void match keeps its date: restore it first, then mend it.")
        if code == "mend.same":
            return self.tr("Nothing to mend: the match is as given.")
        if code in ("mend.unknown", "mend.undone"):
            return self.tr("That change was undone already, or is not in this league.")
        return None

    def _keeper_log(self, code: str, v: Mapping[str, Any]) -> str | None:
        """Undoing a change of the keeper's log (store/keeper_log.py), refused: with the later
        change in the way, by its time and log id, where the store names one."""
        text = self._keeper_log_text(code, v)
        if text is None or not v.get("later_at"):
            return text
        later = self.tr("The later change: {time}, {id}.").format(
            time=_local_minute(str(v["later_at"])), id=v["later"]
        )
        return f"{text} {later}"

    def _keeper_log_text(self, code: str, v: Mapping[str, Any]) -> str | None:
        if code == "log.unknown":
            return self.tr("That change is not in the keeper's log.")
        if code == "log.undone":
            return self.tr("That change was undone already.")
        if code == "log.no-undo":
            return self.tr("That change has no undo of its own.")
        if code == "log.later-mend":
            return self.tr("The match was mended again since: undo that mend first.")
        if code == "log.gone":
            return self.tr("The match of that change is no longer in the league.")
        if code == "log.import-championship":
            return self.tr(
                "{name}, whom this import brought, plays in the championship {championship}: "
                "the import cannot be undone. Nothing was changed."
            ).format(name=v["name"], championship=v["championship"])
        if code == "log.import-played":
            return self.tr(
                "{name}, whom this import brought, has played %n matches since: the import "
                "cannot be undone. Nothing was changed.",
                "",
                int(v["count"]),
            ).format(name=v["name"])
        if code == "log.import-changed":
            if not v.get("later"):
                return self.tr(
                    "A match this import brought was played on since: the import cannot be "
                    "undone. Nothing was changed."
                )
            return self.tr(
                "A match this import brought was changed since: undo that change first. "
                "Nothing was changed."
            )
        if code == "log.import-corrected":
            return self.tr(
                "A match this import brought was corrected since: undo that correction first. "
                "Nothing was changed."
            )
        if code == "log.import-player-changed":
            return self.tr(
                "{name}, whom this import brought, was renamed, archived or merged since: undo "
                "that first. Nothing was changed."
            ).format(name=v["name"])
        if code == "log.import-extended":
            return self.tr(
                "A later import brought more to a match this import added (played on or "
                "corrected at another table): undo that import first. Nothing was changed."
            )
        if code == "log.back-already":
            return self.tr(
                "What the undo took out is back in the league already (the file was imported "
                "again): nothing to bring back."
            )
        if code == "log.renamed-since":
            return self.tr("{name} was renamed again since: undo that rename first.").format(
                name=v["name"]
            )
        if code == "log.archived-since":
            return self.tr(
                "{name} was archived or taken out of the archive again since: undo that first."
            ).format(name=v["name"])
        if code == "log.corrected-since":
            return self.tr(
                "A cell this correction wrote was corrected again since: undo that correction "
                "first."
            )
        return None

    def _hand_kept(self, code: str, v: Mapping[str, Any]) -> str | None:
        """A turn's result typed in, a finishing order, a correction (a match kept by hand)."""
        if code == "cell.not-number":
            return self.tr(
                "“{cell}” is not a round's result: type the points, – for Tjock or RT."
            ).format(cell=v["cell"])
        if code == "cell.below-50":
            return self.tr("%n points cannot be: a round scores at least 50.", "", int(v["points"]))
        if code == "cell.not-multiple":
            return self.tr(
                "%n points cannot be: every score is a multiple of 50.", "", int(v["points"])
            )
        if code == "cell.too-big":
            return self.tr("%n points in one round are beyond any match.", "", int(v["points"]))
        if code == "result.hand-kept":
            return self.tr(
                "This match is written by hand: enter each turn's result, not its throws."
            )
        if code == "result.played":
            return self.tr("This match is played with dice: its rounds are thrown, not entered.")
        if code == "correct.played":
            return self.tr(
                "A match played with dice is never corrected: its throws are what happened."
            )
        if code == "correct.not-finished":
            return self.tr("Only a finished match is corrected; before that, undo the entry.")
        if code == "correct.same":
            return self.tr("Round {round} of {name} is {cell} already.").format(
                round=v["round"], name=v["seat"], cell=v["cell"]
            )
        if code == "correct.same-places":
            return self.tr("The race has this finishing order already.")
        if code == "places.count":
            return self.tr("A place is needed for each of the %n seats.", "", int(v["seats"]))
        if code == "places.value":
            return self.tr("A place is a number from 1 to the number of seats.")
        if code == "places.all":
            return self.tr(
                "Playing for places, every seat has a place from 1 to the number of seats, "
                "each place once."
            )
        if code == "places.winner":
            return self.tr("The race ended with its winner: one seat is 1, the others not through.")
        if code == "protocol.columns":
            return self.tr("A column of results is needed for every seat.")
        if code == "protocol.rounds":
            return self.tr("{name} has {got} rounds; the match has {rounds}.").format(
                name=v["name"], got=v["got"], rounds=v["rounds"]
            )
        if code == "protocol.computer":
            return self.tr("A paper protocol is of people: a computer plays with the program.")
        return None

    def _protocols(self, code: str, v: Mapping[str, Any]) -> str | None:
        """A file of paper protocols refused (store/protocol_csv.py), at its line and column."""
        what = self._protocols_what(code, v)
        if what is None:
            return None
        line, column = int(v.get("line", 0)), str(v.get("column", ""))
        if not line:
            return what
        if column:
            return self.tr("Line {line}, column {column}: {what}").format(
                line=line, column=column, what=what
            )
        return self.tr("Line {line}: {what}").format(line=line, what=what)

    def _protocols_what(self, code: str, v: Mapping[str, Any]) -> str | None:
        if "reason" in v and isinstance(v["reason"], BaseException):
            return _reason(v["reason"])
        if code == "protocols.not-text":
            return self.tr(
                "The file is not UTF-8 text (save it from the spreadsheet as CSV UTF-8)."
            )
        if code == "protocols.empty":
            return self.tr("the file is empty: a header is needed.")
        if code == "protocols.not-csv":
            return self.tr("this is not CSV.")
        if code == "protocols.column-twice":
            return self.tr("the column is there twice.")
        if code == "protocols.unknown-column":
            return self.tr("unknown column.")
        if code == "protocols.missing-column":
            return self.tr("the column is missing.")
        if code == "protocols.round-columns":
            return self.tr(
                "the round columns must be r1, r2, … up to the longest match, none left out."
            )
        if code == "protocols.date":
            return self.tr(
                "“{value}” is not a date (2022-06-14 or 14.6.2022, a time 19:30 after it if any)."
            ).format(value=v["value"])
        if code == "protocols.flag":
            return self.tr("“{value}” is neither on nor off.").format(value=v["value"])
        if code == "protocols.number":
            return self.tr("“{value}” is not a whole number.").format(value=v["value"])
        if code == "protocols.ragged":
            return self.tr(
                "this row has %n cells; the header has {columns}.", "", int(v["cells"])
            ).format(columns=v["columns"])
        if code == "protocols.no-label":
            return self.tr("every row names its match.")
        if code == "protocols.label-reused":
            return self.tr("the rows of match “{label}” must be together.").format(label=v["label"])
        if code == "protocols.match-differs":
            return self.tr("the rows of match “{label}” disagree.").format(label=v["label"])
        if code == "protocols.seats":
            return self.tr("a match has at most %n seats.", "", int(v["most"]))
        if code.startswith("protocols.championship"):
            return self._protocols_championship(code, v)
        if code == "protocols.game":
            return self.tr("“{value}” is no game (roller or 105).").format(value=v["value"])
        if code == "protocols.player-twice":
            return self.tr("{name} sits twice at this match.").format(name=v["name"])
        if code == "protocols.roller-cell":
            return self.tr("a Roller match has no such cell (105 only).")
        if code == "protocols.race-cell":
            return self.tr("a 105 race has no such cell: its place is in finish.")
        if code == "protocols.gap":
            return self.tr("an empty round before a filled one.")
        if code == "protocols.no-rounds":
            return self.tr("no round is filled.")
        if code == "protocols.rounds-differ":
            return self.tr(
                "%n rounds; the match's first seat has {first}.", "", int(v["rounds"])
            ).format(first=v["first"])
        if code == "protocols.correction-differs":
            return self.tr(
                "match {label} is in the league with another game, other players or another "
                "number of rounds."
            ).format(label=v["label"])
        if code == "protocols.correct-played":
            return self.tr(
                "match {label} was played with dice: its throws are what happened, it is never "
                "corrected."
            ).format(label=v["label"])
        return None

    def _protocols_championship(self, code: str, v: Mapping[str, Any]) -> str | None:
        """A protocol's championship, round and table refused (store/protocol_csv.py)."""
        if code == "protocols.championship-part":
            return self.tr("a championship's match names its championship, round and table.")
        if code == "protocols.championship-game":
            return self.tr("a championship's matches are Roller matches.")
        if code == "protocols.championship-unknown":
            return self.tr("the league has no championship called {name}.").format(name=v["name"])
        if code == "protocols.championship-round":
            return self.tr(
                "“{value}” is no qualifying round of the championship (1, 2, … or final)."
            ).format(value=v["value"])
        if code == "protocols.championship-table":
            return self.tr("“{value}” is no table (1, 2, …).").format(value=v["value"])
        if code == "protocols.championship-no-table" and not v.get("round"):
            return self.tr("the championship's final is not seated yet.")
        if code == "protocols.championship-no-table":
            return self.tr("round {round} of the championship's draw has no table {table}.").format(
                round=v["round"], table=v["table"]
            )
        if code == "protocols.championship-players":
            return self.tr("the draw seats {seats} at this table; the match has {names}.").format(
                seats=v["seats"], names=v["names"]
            )
        if code == "protocols.championship-played":
            return self.tr(
                "this table has its finished match already: void that one first to enter another."
            )
        if code == "protocols.championship-linked":
            return self.tr("the match belongs to another championship table already.")
        return None

    def _table(self, v: Mapping[str, Any]) -> str:
        """ "Round 2, table 3" or "The final" (round 0), to begin a sentence."""
        if not v.get("round"):
            return self.tr("The final")
        return self.tr("Round {round}, table {table}").format(round=v["round"], table=v["table"])

    def _championship(self, code: str, v: Mapping[str, Any]) -> str | None:
        """A championship refused by the store: making it, its players, its tables."""
        if code == "championship.name":
            return self.tr("A championship needs a name, written without special characters.")
        if code == "championship.name-long":
            return self.tr("A championship's name has at most %n characters.", "", int(v["most"]))
        if code == "championship.town":
            return self.tr("A home town is written without special characters.")
        if code == "championship.town-long":
            return self.tr("A home town has at most %n characters.", "", int(v["most"]))
        if code == "championship.days":
            return self.tr("The championship's last day is before its first.")
        if code == "championship.rules":
            return self.tr("The championship's house rules cannot be played together.")
        if code == "championship.player-twice":
            return self.tr("{name} is registered twice.").format(name=v["name"])
        if code == "championship.taken":
            return self.tr("There is already a championship called {name}.").format(name=v["name"])
        if code == "championship.unknown":
            return self.tr("There is no championship called {name}.").format(name=v["name"])
        if code == "championship.no-round":
            return self.tr(
                "The championship has qualifying rounds 1 to {rounds}; there is no round {round}."
            ).format(rounds=v["rounds"], round=v["round"])
        if code == "championship.registered":
            return self.tr("{name} is registered in the championship already.").format(
                name=v["name"]
            )
        if code == "championship.not-registered":
            return self.tr("{name} does not play in the championship.").format(name=v["name"])
        if code == "championship.elsewhere":
            return self.tr(
                "{name} came from its director's laptop: players come and go, and the final "
                "is seated, there; the director's next table's file brings the new draw here."
            ).format(name=v["name"])
        if code == "championship.all-begun":
            return self.tr(
                "Every qualifying round has begun: there is no round left to draw again."
            )
        if code == "championship.game":
            return self.tr("A championship's matches are Roller matches.")
        if code == "championship.no-table" and not v.get("round"):
            return self.tr("The final is not seated yet.")
        if code == "championship.no-table":
            return self.tr("Round {round} of the draw has no table {table}.").format(
                round=v["round"], table=v["table"]
            )
        if code == "championship.other-players":
            return self.tr(
                "{table}: the draw seats {seats} there; the match has other players."
            ).format(table=self._table(v), seats=v["seats"])
        if code == "championship.linked":
            return self.tr("The match belongs to another championship table already.")
        if code == "championship.table-played":
            return self.tr(
                "{table} has its finished match already: void that one first to enter another."
            ).format(table=self._table(v))
        if code == "championship.table-playing":
            return self.tr(
                "{table} has a match in play already: resume it from the start screen, or "
                "abandon it first."
            ).format(table=self._table(v))
        if code == "championship.final-early":
            return self.tr(
                "The final is seated once every qualifying table has played: %n table still to "
                "play.",
                "",
                int(v["tables"]),
            )
        if code == "championship.table-round":
            return self.tr("A table is one of a round: give the round too.")
        return None

    def _draw(self, code: str, v: Mapping[str, Any]) -> str | None:
        """The draw and the final refused: sizes, pairs kept apart, the final's seats."""
        if code == "draw.sizes":
            low, high = int(v["low"]), int(v["high"])
            size = str(low) if low == high else f"{low}–{high}"
            return self.tr(
                "%n players cannot sit at tables of {size}.", "", int(v["players"])
            ).format(size=size)
        if code == "draw.rounds":
            return self.tr("A championship has 1 to {most} qualifying rounds.").format(
                most=v["most"]
            )
        if code == "draw.table-size":
            return self.tr(
                "Tables seat {least} to {most} players, the smallest size first ({low}–{high} "
                "cannot be)."
            ).format(least=v["least"], most=v["most"], low=v["low"], high=v["high"])
        if code == "draw.table-size-text":
            return self.tr(
                "“{text}” is not a table size: write one size (4) or a range (3-5)."
            ).format(text=v["text"])
        if code == "draw.apart-unknown":
            return self.tr("{name} is to be kept apart but is not registered.").format(
                name=v["name"]
            )
        if code == "draw.apart-self":
            return self.tr("{name} cannot be kept apart from themselves.").format(name=v["name"])
        if code == "draw.apart-impossible":
            return self.tr(
                "{first} and {second} cannot be kept apart at these table sizes."
            ).format(first=v["first"], second=v["second"])
        if code == "draw.unnamed":
            return self.tr("Every player of the championship needs a name.")
        if code == "draw.player-twice":
            return self.tr("{name} is registered twice.").format(name=v["name"])
        if code == "final.size":
            return self.tr("The final table seats 2 to {most} players.").format(most=v["most"])
        if code == "final.too-few":
            return self.tr(
                "The final is for {size} players, but the standings have only %n.",
                "",
                int(v["players"]),
            ).format(size=v["size"])
        if code == "final.tie-at-cut":
            return self.tr(
                "%n players share place {place}, the last seat of the final: more than a table "
                "of {most} can seat. Settle it before the final is seated.",
                "",
                int(v["tied"]),
            ).format(place=v["place"], most=v["most"])
        return None

    def _why(self, v: Mapping[str, Any]) -> str:
        """Why a file operation failed (store/errors.py's OS_REASONS), a clause ending in a
        full stop; a reason without a code in the system's own words."""
        why = v.get("why", "")
        if why == "disk-full":
            return self.tr("the disk is full.")
        if why == "quota":
            return self.tr("the disk quota is used up.")
        if why == "no-permission":
            return self.tr("the file or folder is protected (no permission).")
        if why == "folder-protected":
            return self.tr("the folder is protected (no permission).")
        if why == "read-only-disk":
            return self.tr("the disk is read-only.")
        if why == "no-folder":
            return self.tr("there is no such folder.")
        if why == "no-file":
            return self.tr("there is no such file.")
        if why == "is-folder":
            return self.tr("that is a folder, not a file.")
        return f"{v['detail']}."

    def _fault(self, code: str, v: Mapping[str, Any]) -> str | None:
        """Faults of the disk, the folder and the database server (store/access.py,
        exchange.py, database.py), and the notices about a league just opened."""
        if code == "match.does-not-replay":
            return self.tr(
                "This match cannot be opened: its stored throws no longer follow the rules (the "
                "league file was damaged or changed by another program). The rest of the league "
                "opens as usual; roller-desktop check names every such match."
            )
        if code == "export.failed":
            return self.tr("The league was not exported to {path}: {reason}").format(
                path=v["path"], reason=self._why(v)
            )
        if code == "folder.make":
            return self.tr("The folder {folder} for the league cannot be made: {reason}").format(
                folder=v["folder"], reason=self._why(v)
            )
        if code == "folder.lock":
            return self.tr("A league cannot be made in {folder}: {reason}").format(
                folder=v["folder"], reason=self._why(v)
            )
        if code == "write.disk-full":
            return self.tr(
                "The league could not be saved: the disk is full. Nothing of this change was "
                "saved; make room on the disk and try again."
            )
        if code == "write.disk-error":
            return self.tr(
                "The league could not be read or written: the disk reported an error. Nothing "
                "of this change was saved."
            )
        if code == "league.read-only":
            return self.tr(
                "The league is read-only here: you can look, not play. Nothing was changed."
            )
        if code == "league.old-read-only":
            return self.tr(
                "The league {name} is read-only here, and it must be updated to this version "
                "of Roller desktop before it can be opened. Open it where it can be written, or "
                "copy it to a folder of your own; nothing was changed."
            ).format(name=v["name"])
        if code == "backup.before-migration":
            return self.tr(
                "The league {name} must be updated to this version, and a backup is always "
                "taken first; it could not be: {reason} Nothing was changed."
            ).format(name=v["name"], reason=self._why(v))
        if code == "server.unavailable":
            return self.tr(
                "The league's database server cannot be reached just now. Nothing of this "
                "change was saved; try again when the server is back."
            )
        if code == "server.login":
            return self.tr(
                "The league's database server did not accept the user name or password of the "
                "address. Nothing was changed."
            )
        if code == "server.driver":
            return self.tr(
                "The database driver {driver} for {scheme} is not installed with this program. "
                "For PostgreSQL install Roller desktop with its driver (pip install "
                "roller-desktop, which brings psycopg)."
            ).format(driver=v["driver"], scheme=v["scheme"])
        if code == "server.refused":
            return self.tr(
                "The league's database server refused to open the league. The server says: {detail}"
            ).format(detail=v["detail"])
        if code == "notice.no-backup":
            return self.tr(
                "No backup of the league was taken at start: {reason} The league is open; what "
                "cannot be saved will be said."
            ).format(reason=self._why(v))
        if code == "notice.no-room":
            return self.tr(
                "The disk is full: the league can be looked at, but nothing can be saved until "
                "there is room on the disk."
            )
        if code == "notice.name-twins":
            names = ", ".join(str(n) for n in v["names"])
            return self.tr(
                "Some players of this league have one name written in two ways ({names}): they "
                "stay two players. Merging them is for the keeper's tools."
            ).format(names=names)
        return None

    def _value(self, code: str, v: Mapping[str, Any]) -> str | None:
        if code == "place.not-text":
            return self.tr("A place must be text.")
        if code == "place.control":
            return self.tr("A place is one line of text: no tabs or line breaks.")
        if code == "place.too-long":
            return self.tr("A place has at most %n characters.", "", int(v["most"]))
        if code == "note.not-text":
            return self.tr("A note must be text.")
        if code == "note.control":
            return self.tr(
                "A note cannot hold invisible characters (line breaks and tabs are fine)."
            )
        if code == "note.too-long":
            return self.tr("A note has at most %n characters.", "", int(v["most"]))
        if code == "time.range":
            return self.tr("not a time a league keeps (the years {earliest} to {latest}).").format(
                earliest=v["earliest"], latest=v["latest"]
            )
        if code == "json.deep":
            return self.tr("nested more than %n levels deep.", "", int(v["most"]))
        if code == "json.too-long":
            return self.tr("longer than %n characters.", "", int(v["most"]))
        if code == "json.control":
            return self.tr("holds invisible characters.")
        if code == "json.value":
            return self.tr("holds a value a league file cannot carry.")
        return None

    def where(self, where: object) -> str:
        """A place in a league file (store/errors.py's Where) in words: "Match 3 of the file,
        seat 2, field “dice”"."""
        record = getattr(where, "record", "file")
        number = getattr(where, "number", 0)
        if record == "player":
            parts = [self.tr("Player {number} of the file").format(number=number)]
        elif record == "match":
            parts = [self.tr("Match {number} of the file").format(number=number)]
        elif record == "change":
            parts = [self.tr("Change {number} of the file").format(number=number)]
        else:
            parts = [self.tr("The file")]
        part, part_number = getattr(where, "part", ""), getattr(where, "part_number", 0)
        if part == "seat":
            parts.append(self.tr("seat {number}").format(number=part_number))
        elif part == "hint":
            parts.append(self.tr("hint {number}").format(number=part_number))
        field = getattr(where, "field", "")
        if field:
            parts.append(self.tr("field “{name}”").format(name=field))
        return self.tr(", ").join(parts)

    def _at(self, v: Mapping[str, Any], what: str) -> str:
        return self.tr("{where}: {what}").format(where=self.where(v["where"]), what=what)

    def _structure(self, code: str, v: Mapping[str, Any]) -> str | None:
        """A league file whose records do not have the shape of the format, at `v["where"]`."""
        if code == "import.unknown-fields":
            fields = ", ".join(str(f) for f in v["fields"])
            what = self.tr("%n unknown fields: {fields}.", "", len(v["fields"]))
            return self._at(v, what.format(fields=fields))
        if code == "import.missing-fields":
            fields = ", ".join(str(f) for f in v["fields"])
            what = self.tr("%n fields missing: {fields}.", "", len(v["fields"]))
            return self._at(v, what.format(fields=fields))
        if code == "import.not-object":
            return self._at(v, self.tr("not a JSON object."))
        if code == "import.change-kind":
            return self._at(v, self.tr("not a kind of change this program knows."))
        if code == "import.change-player":
            return self._at(v, self.tr("not one of the file's players."))
        if code == "import.change-no-player":
            return self._at(
                v,
                self.tr(
                    "this kind of change names no player here (a merge or a split names two, "
                    "a rename or an archiving one, a change of a match none)."
                ),
            )
        if code == "import.change-match":
            return self._at(
                v, self.tr("a void, a restore or a mend names its match; other changes none.")
            )
        if code == "import.change-unknown-match":
            return self._at(v, self.tr("a match that is neither in the file nor in this league."))
        if code == "import.change-data":
            return self._at(
                v, self.tr("not the data this kind of change has (see the league file's format).")
            )
        if code == "import.no-list":
            return self._at(v, self.tr("no list “{key}”.").format(key=v["key"]))
        if code == "import.not-id":
            return self._at(v, self.tr("not an id (a UUID)."))
        if code == "import.not-time":
            return self._at(v, self.tr("not a time."))
        if code == "import.time-zone":
            return self._at(v, self.tr("give the time in UTC with a Z, as the export does."))
        if code == "import.not-int":
            return self._at(v, self.tr("not a whole number."))
        if code == "import.not-bool":
            return self._at(v, self.tr("neither true nor false."))
        if code == "import.game":
            return self._at(v, self.tr("unknown game (roller or 105)."))
        if code == "import.status":
            return self._at(v, self.tr("unknown status (in_progress, finished or abandoned)."))
        if code == "import.opening":
            return self._at(v, self.tr("the throws for who starts must be a list or null."))
        if code == "import.seat-player":
            return self._at(v, self.tr("the player is not among the file's players."))
        if code == "import.computer":
            return self._at(v, self.tr("not the name of a computer level."))
        if code == "import.seat-empty":
            return self._at(v, self.tr("a seat needs a player or a computer level."))
        if code == "import.seat-both":
            return self._at(v, self.tr("a computer seat has a level, not a player."))
        if code == "import.status-reason":
            return self._at(
                v, self.tr("only an abandoned match has a reason, and it is one short word.")
            )
        if code == "import.status-events":
            if v["status"] == "finished":
                return self._at(v, self.tr("marked finished, but its moves do not end the match."))
            return self._at(v, self.tr("marked unfinished, but its moves end the match."))
        if code == "import.finish-time":
            if v["finished"]:
                return self._at(v, self.tr("a finished match needs the time it finished."))
            return self._at(v, self.tr("only a finished match has a time it finished."))
        if code == "import.hint-seat":
            what = self.tr(
                "the match has %n seats, numbered from 0: {seat} is none of them.",
                "",
                int(v["seats"]),
            )
            return self._at(v, what.format(seat=v["seat"]))
        if code == "import.hint-count":
            return self._at(v, self.tr("the number of moves is out of range."))
        if code == "import.value":
            return self._at(v, _reason(v["reason"]))
        return None

    def _file(self, code: str, v: Mapping[str, Any], error: BaseException) -> str | None:
        name = v.get("name", "")
        if code == "file.unreadable":
            text = self.tr("The league {name} cannot be read ({reason}).").format(
                name=name, reason=v["reason"]
            )
        elif code == "file.empty":
            text = self.tr("The league {name} is an empty file: it holds no league.").format(
                name=name
            )
        elif code == "file.not-sqlite":
            text = self.tr(
                "{name} is not a league: perhaps a text file or another program's file."
            ).format(name=name)
        elif code == "file.foreign":
            text = self.tr("{name} is a database of another program, not a Roller league.").format(
                name=name
            )
        elif code == "file.missing-table":
            return self.tr(
                "The league's database lacks the table {table}, which every league of this "
                "version has: it is damaged. Nothing was changed."
            ).format(table=v["table"])
        elif code == "file.foreign-server":
            return self.tr("This database holds tables of another program, not a Roller league.")
        elif code == "file.damaged":
            text = self.tr("The league {name} is damaged and cannot be read.").format(name=name)
        elif code == "schema.newer":
            text = self.tr(
                "The league {name} was written by a newer version of Roller desktop. Install "
                "the newer version to open it."
            ).format(name=name)
        elif code == "schema.newer-server":
            return self.tr(
                "The league was written by a newer version of Roller desktop. Install the newer "
                "version to open it; the database has been left untouched."
            )
        else:
            return None
        backups = getattr(error, "backups", None)
        if backups is not None and code != "file.unreadable":
            if backups and not _checked(backups[0]):
                text += " " + self.tr(
                    "The newest backup is {path}; it has not been checked yet (it is checked "
                    "whole before it is restored)."
                ).format(path=backups[0])
            elif backups:
                text += " " + self.tr("The newest good backup is {path}.").format(path=backups[0])
            elif code != "schema.newer":
                text += " " + self.tr("No good backup was found beside it.")
        return text + " " + self.tr("The file has not been changed.")

    def _import(self, code: str, v: Mapping[str, Any]) -> str | None:
        if "where" in v:
            return self._structure(code, v)
        if code == "import.not-lines":
            return self.tr(
                "The file says it is of league file version {version}, which has one record "
                "per line, but it is a single document."
            ).format(version=v["version"])
        if code == "import.header-count":
            if v["key"] == "players":
                return self.tr("The file's first line does not give the number of players.")
            if v["key"] == "changes":
                return self.tr("The file's first line does not give the number of changes.")
            return self.tr("The file's first line does not give the number of matches.")
        if code == "import.cut-short":
            if v["key"] == "players":
                text = self.tr(
                    "The file ends after {read} of its %n players: it is cut short.",
                    "",
                    int(v["total"]),
                )
            elif v["key"] == "changes":
                text = self.tr(
                    "The file ends after {read} of its %n changes: it is cut short.",
                    "",
                    int(v["total"]),
                )
            else:
                text = self.tr(
                    "The file ends after {read} of its %n matches: it is cut short.",
                    "",
                    int(v["total"]),
                )
            return text.format(read=v["read"])
        if code == "import.goes-on":
            return self.tr(
                "Line {line}: the file goes on after the %n matches its first line announces.",
                "",
                int(v["total"]),
            ).format(line=v["line"])
        if code == "import.line-not-json":
            return self.tr(
                "Line {line} of the file is damaged: it is not a record a league file holds."
            ).format(line=v["line"])
        if code == "import.too-deep":
            return self.tr(
                "The file is not a league file (nested too deep at line {line})."
            ).format(line=v["line"])
        if code == "import.not-text":
            return self.tr(
                "{name} is not a league file: it is not text (perhaps a picture or another "
                "program's file)."
            ).format(name=v["name"])
        if code == "import.unreadable":
            reason = self._why(v).rstrip(".") if "why" in v else v["reason"]
            return self.tr("The file {name} cannot be read ({reason}).").format(
                name=v["name"], reason=reason
            )
        if code in ("import.not-json", "import.not-league"):
            return self.tr(
                "The file is not a Roller desktop league: choose a file made with File → "
                "Export league."
            )
        if code == "import.no-version":
            return self.tr("The file does not say which version of the league file it is.")
        if code == "import.newer":
            return self.tr(
                "The file was written by a newer version of Roller desktop (league file version "
                "{version}; this one reads {oldest} to {newest}). Install the newer version to "
                "import it."
            ).format(version=v["version"], oldest=v["oldest"], newest=v["newest"])
        if code == "import.player-twice":
            return self.tr("The same player appears twice in the file.")
        if code == "import.name-twice":
            return self.tr("Two players in the file are called {name}.").format(name=v["name"])
        if code == "import.change-twice":
            return self.tr("Change {change} of the file appears in it twice.").format(
                change=v["change"]
            )
        if code == "import.match-twice":
            return self.tr("Match {match} of the file appears in it twice.").format(
                match=v["match"]
            )
        if code == "import.player-name":
            return self.tr("Player {player} of the file: {reason}").format(
                player=v["player"], reason=_reason(v["reason"])
            )
        if code == "import.match":
            if not getattr(v["reason"], "code", ""):  # a TypeError of the rules: no words
                return self.tr(
                    "Match {match} of the file cannot be set up from its house rules and seats."
                ).format(match=v["match"])
            return self.tr("Match {match} of the file: {reason}").format(
                match=v["match"], reason=_reason(v["reason"])
            )
        if code == "import.match-event":
            return self.tr("Match {match} of the file, move {event}: {reason}").format(
                match=v["match"], event=v["event"], reason=_reason(v["reason"])
            )
        if code == "import.same-player":
            return self.tr(
                "Match {match} of the file would seat one player of this league twice (two "
                "players of the file are one player here, by their name or by an answer)."
            ).format(match=v["match"])
        if code == "import.answer-unknown":
            return self.tr("A player of the answers is no longer in this league.")
        if code == "import.differs":
            names = {
                "another game": self.tr("another game"),
                "other house rules": self.tr("other house rules"),
                "another starter": self.tr("another starter"),
                "other seats": self.tr("other players or seats"),
            }
            what = [names.get(str(d), str(d)) for d in v["differs"]]
            return self.tr(
                "Match {match} of the file is already in the league, with {what} than in the file."
            ).format(match=v["match"], what=self.tr(" and ").join(what))
        if code == "import.conflict":
            return self.tr(
                "Match {match} of the file is already in the league with other throws."
            ).format(match=v["match"])
        return None

    def system(self, error: OSError) -> str:
        """A refusal of the operating system (a file that cannot be written, a full disk)."""
        where = error.filename if error.filename is not None else ""
        if isinstance(error, PermissionError):
            return self.tr("No permission to use {path}: choose another folder.").format(path=where)
        if isinstance(error, FileNotFoundError):
            return self.tr("{path} does not exist.").format(path=where)
        if error.errno == errno.ENOSPC:
            return self.tr("The disk is full: make room on it, then try again.")
        return self.tr("{path} cannot be used ({reason}).").format(
            path=where, reason=error.strerror or error
        )

    def event_prefix(self, number: int, text: str) -> str:
        """A replay's refusal: the stored event it refused, then why."""
        return self.tr("Move {number} of the match: {reason}").format(number=number, reason=text)

    def unworded(self, code: str, text: str) -> str:
        """A store refusal of a kind with no words here: its English detail, framed."""
        if code.startswith("import") or code == "":
            return self.tr("The file does not follow the league file format ({detail}).").format(
                detail=text
            )
        return text


@cache
def _messages() -> Messages:
    return Messages()


def describe(error: BaseException) -> str:
    """A refusal of the engine or the store in the window's language."""
    code = getattr(error, "code", "")
    values = getattr(error, "values", None)
    text: str | None = None
    if isinstance(error, OSError) and error.errno is not None:
        return _messages().system(error)
    if code and isinstance(values, Mapping):
        try:
            text = _messages().word(code, values, error)
        except (KeyError, TypeError, ValueError):  # a code whose values went missing
            text = None
    if text is None:
        text = str(error)
        if _is_import_problem(error):
            text = _messages().unworded(code, text)
        return text
    event = getattr(error, "event", None)
    if isinstance(event, int):
        text = _messages().event_prefix(event, text)
    return text


def describe_notice(text: str) -> str:
    """A notice of the store about the league just opened (a coded store.errors.Notice) in the
    window's language; an uncoded one as it is."""
    code, values = getattr(text, "code", ""), getattr(text, "values", None)
    if code and isinstance(values, Mapping):
        try:
            worded = _messages().word(code, values, ValueError(text))
        except (KeyError, TypeError, ValueError):
            worded = None
        if worded is not None:
            return worded
    return str(text)


def _checked(backup: object) -> bool:
    """Whether a backup offered has passed its whole check: a copy offered before it was
    checked has no verdict yet (a path that is no copy here is said as it is)."""
    from pathlib import Path

    from roller_desktop.store.backup_checks import verdict

    if not isinstance(backup, Path) or not backup.is_file():
        return True
    return verdict(backup) is not None


def _reason(value: object) -> str:
    return describe(value) if isinstance(value, BaseException) else str(value)


def _is_import_problem(error: BaseException) -> bool:
    return any(kind.__name__ == "ImportProblem" for kind in type(error).__mro__)


@cache
def _patterns() -> tuple[tuple[re.Pattern[str], str], ...]:
    """Each template as a pattern that reads its values back out of a message."""
    compiled = []
    for item in TEMPLATES:
        template = str(item)
        seen: set[str] = set()
        parts: list[str] = []
        last = 0
        for field in _FIELD.finditer(template):
            parts.append(re.escape(template[last : field.start()]))
            name = field.group(1)
            parts.append(f"(?P={name})" if name in seen else f"(?P<{name}>.+?)")
            seen.add(name)
            last = field.end()
        parts.append(re.escape(template[last:]))
        compiled.append((re.compile("".join(parts), re.DOTALL), template))
    return tuple(compiled)


def translate_message(text: str) -> str:
    """An uncoded English message in the installed language (TEMPLATES); unknown ones come back
    as they are. Only for words that arrive without their error: a summary's progress line and
    a damaged match's stored problem (damaged_match.damage_in_words)."""
    for pattern, template in _patterns():
        found = pattern.fullmatch(text)
        if found:
            translated = QCoreApplication.translate(CONTEXT, template)
            return _fill(translated, found.groupdict())
    return text


def _fill(template: str, values: dict[str, str]) -> str:
    """Put the values into a translated template; a broken translation falls back to English."""
    try:
        return _FIELD.sub(lambda m: values[m.group(1)], template)
    except KeyError:
        return _FIELD.sub(lambda m: values.get(m.group(1), m.group(0)), template)


def _local_minute(stamp: str) -> str:
    """A stored time (naive UTC, ISO) as this computer's time to the minute."""
    from datetime import UTC, datetime

    try:
        moment = datetime.fromisoformat(stamp).replace(tzinfo=UTC).astimezone()
    except ValueError:
        return stamp
    return f"{moment:%Y-%m-%d %H:%M}"

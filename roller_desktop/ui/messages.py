"""The engine's and the store's messages in the window's language.

The engine and the store explain a refusal in English words (they cannot use Qt). The window
shows `translate_message(str(error))`: each message the players can meet is listed here as an
English template, which is also the translatable text; a message matching no template is shown
as it is.
"""

from __future__ import annotations

import re
from functools import cache

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

CONTEXT = "Messages"

# Written exactly as the engine and the store word them; {name} stands for a value.
TEMPLATES = (
    # a selection of dice (engine/scoring.py, engine/roller.py)
    QT_TRANSLATE_NOOP("Messages", "Keep at least one scoring die."),
    QT_TRANSLATE_NOOP("Messages", "Roller is played with six dice; no more than six can be kept."),
    QT_TRANSLATE_NOOP(
        "Messages",
        "Only three {face}s make a Triss; the other {extra} die showing {face} score nothing "
        "and cannot be kept.",
    ),
    QT_TRANSLATE_NOOP(
        "Messages",
        "Only three {face}s make a Triss; the other {extra} dice showing {face} score nothing "
        "and cannot be kept.",
    ),
    QT_TRANSLATE_NOOP(
        "Messages",
        "A single {face} scores nothing: a {face} counts only in a Triss, a Stege or Alla lika.",
    ),
    QT_TRANSLATE_NOOP(
        "Messages",
        "Two {face}s score nothing: a {face} counts only in a Triss, a Stege or Alla lika.",
    ),
    QT_TRANSLATE_NOOP("Messages", "These dice do not form a scoring combination."),
    QT_TRANSLATE_NOOP("Messages", "The throw has no more dice showing {faces} to keep."),
    # the order of a turn (engine/roller.py, engine/hundredfive.py)
    QT_TRANSLATE_NOOP(
        "Messages", "Keep at least one scoring die from this throw before throwing again."
    ),
    QT_TRANSLATE_NOOP("Messages", "Keep at least one scoring die from this throw before banking."),
    QT_TRANSLATE_NOOP("Messages", "Throw the dice first; there is nothing to keep yet."),
    QT_TRANSLATE_NOOP("Messages", "Throw the dice first; there is nothing to bank yet."),
    QT_TRANSLATE_NOOP(
        "Messages", "Dice have already been kept from this throw: throw again or bank."
    ),
    QT_TRANSLATE_NOOP(
        "Messages",
        "After a ROLLER by Stege or Alla lika, {owed} more scoring die must be kept before "
        "banking: throw again.",
    ),
    QT_TRANSLATE_NOOP(
        "Messages",
        "After a ROLLER by Stege or Alla lika, {owed} more scoring dice must be kept before "
        "banking: throw again.",
    ),
    QT_TRANSLATE_NOOP("Messages", "There is nothing to undo."),
    QT_TRANSLATE_NOOP("Messages", "The match is over; nothing more can be played."),
    QT_TRANSLATE_NOOP("Messages", "The race is over; nothing more can be thrown."),
    # faces typed from real dice (engine/dice.py)
    QT_TRANSLATE_NOOP("Messages", "Type the faces the dice show, for example 3 5 1 1 6 2."),
    QT_TRANSLATE_NOOP("Messages", "“{token}” is not a die face: a die shows 1 to 6."),
    QT_TRANSLATE_NOOP("Messages", "{value} is not a die face: a die shows 1 to 6."),
    QT_TRANSLATE_NOOP("Messages", "{wanted} die are thrown here, but {got} were given."),
    QT_TRANSLATE_NOOP("Messages", "{wanted} dice are thrown here, but {got} were given."),
    # names and seats (store/database.py, engine/seats.py, engine rules)
    QT_TRANSLATE_NOOP("Messages", "A player needs a name."),
    QT_TRANSLATE_NOOP("Messages", "A name has at most {count} characters."),
    QT_TRANSLATE_NOOP(
        "Messages", "A name cannot hold tabs, line breaks or other control characters."
    ),
    QT_TRANSLATE_NOOP(
        "Messages",
        "A name has at most {count} characters, counting ß and some other letters as two.",
    ),
    # places and notes (store/limits.py)
    QT_TRANSLATE_NOOP("Messages", "A place has at most {count} characters."),
    QT_TRANSLATE_NOOP(
        "Messages", "A place cannot hold tabs, line breaks or other control characters."
    ),
    QT_TRANSLATE_NOOP("Messages", "A note has at most {count} characters."),
    QT_TRANSLATE_NOOP(
        "Messages", "A note cannot hold control characters (line breaks and tabs are fine)."
    ),
    QT_TRANSLATE_NOOP("Messages", "There is already a player called {name}."),
    QT_TRANSLATE_NOOP("Messages", "A match has 1 to {most} seats, not {count}."),
    QT_TRANSLATE_NOOP("Messages", "{name} sits at the table twice."),
    QT_TRANSLATE_NOOP("Messages", "Every seat needs a player's name."),
    QT_TRANSLATE_NOOP("Messages", "A seat plays with 1 to {most} dice, not {count}."),
    QT_TRANSLATE_NOOP("Messages", "A match has 1 to 100 rounds."),
    QT_TRANSLATE_NOOP("Messages", "The WW limit must be a positive multiple of 50 points."),
    # faults of the disk, the file and the server (store/database.py, access.py, exchange.py)
    QT_TRANSLATE_NOOP(
        "Messages",
        "The league could not be saved: the disk is full. Nothing of this change was kept; "
        "make room on the disk and try again.",
    ),
    QT_TRANSLATE_NOOP(
        "Messages", "The league is read-only here: you can look, not play. Nothing was changed."
    ),
    QT_TRANSLATE_NOOP(
        "Messages",
        "The league's database server cannot be reached just now. Nothing of this change was "
        "kept; try again when the server is back.",
    ),
    QT_TRANSLATE_NOOP(
        "Messages",
        "The league could not be read or written: the disk reported an error. Nothing of this "
        "change was kept.",
    ),
    QT_TRANSLATE_NOOP(
        "Messages",
        "No backup of the league was taken at start: {reason} The league is open; what cannot "
        "be saved will be said.",
    ),
    QT_TRANSLATE_NOOP(
        "Messages",
        "The disk is full: the league can be looked at, but nothing can be saved until there "
        "is room on the disk.",
    ),
    QT_TRANSLATE_NOOP("Messages", "The league was not exported to {path}: {reason}"),
    QT_TRANSLATE_NOOP("Messages", "The file {path} cannot be read: {reason}"),
    QT_TRANSLATE_NOOP("Messages", "The folder {folder} for the league cannot be made: {reason}"),
    QT_TRANSLATE_NOOP("Messages", "A league cannot be made in {folder}: {reason}"),
    QT_TRANSLATE_NOOP(
        "Messages",
        "The league {name} must be updated to this version, and a backup is always taken "
        "first; it could not be: {reason} Nothing was changed.",
    ),
    QT_TRANSLATE_NOOP(
        "Messages",
        "The league {name} is read-only here, and it must be updated to this version of Roller "
        "desktop before it can be opened. Open it where it can be written, or copy it to a "
        "folder of your own; nothing was changed.",
    ),
    QT_TRANSLATE_NOOP(
        "Messages",
        "Some players of this league have one name written in two ways ({names}): they are "
        "kept as two players. Merging them is for the keeper's tools.",
    ),
    # the reasons in those messages ({reason}; store/errors.py, backups.py)
    QT_TRANSLATE_NOOP("Messages", "the disk is full."),
    QT_TRANSLATE_NOOP("Messages", "the disk quota is used up."),
    QT_TRANSLATE_NOOP("Messages", "the file or folder is protected (no permission)."),
    QT_TRANSLATE_NOOP("Messages", "the folder is protected (no permission)."),
    QT_TRANSLATE_NOOP("Messages", "the disk is read-only."),
    QT_TRANSLATE_NOOP("Messages", "there is no such folder."),
    QT_TRANSLATE_NOOP("Messages", "that is a folder, not a file."),
    # how far an unfinished match has come (store/database.py, progress_text)
    QT_TRANSLATE_NOOP("Messages", "round {round} of {rounds}"),
    QT_TRANSLATE_NOOP("Messages", "{count} throw"),
    QT_TRANSLATE_NOOP("Messages", "{count} throws"),
    QT_TRANSLATE_NOOP("Messages", "finished"),
)

_FIELD = re.compile(r"\{(\w+)\}")


@cache
def _patterns() -> tuple[tuple[re.Pattern[str], str], ...]:
    """Each template as a pattern that reads its values back out of a message."""
    compiled = []
    for template in TEMPLATES:
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
    """The message in the installed language; unknown messages are returned unchanged."""
    prefix = ""
    event = re.match(r"(Event \d+: )(.*)", text, re.DOTALL)
    if event:  # a replay names the event refused; the reason is what needs words
        prefix, text = event.groups()
    for pattern, template in _patterns():
        found = pattern.fullmatch(text)
        if found:
            translated = QCoreApplication.translate(CONTEXT, template)
            return prefix + _fill(translated, found.groupdict())
    return prefix + text


def _fill(template: str, values: dict[str, str]) -> str:
    """Put the values into a translated template; a broken translation falls back to English."""
    if "reason" in values:  # a reason in plain words is a message of its own
        values = dict(values, reason=translate_message(values["reason"]))
    try:
        return _FIELD.sub(lambda m: values[m.group(1)], template)
    except KeyError:
        return _FIELD.sub(lambda m: values.get(m.group(1), m.group(0)), template)

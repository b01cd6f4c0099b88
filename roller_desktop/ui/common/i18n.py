"""The program's languages: Swedish, English and Norwegian Bokmål through Qt translations.

English is the source language: the strings in the code are English; `roller_en.qm` repeats
them, except where the English window explains a Swedish word of the game. The `.ts` sources
and compiled `.qm` files live side by side in `resources/translations/` (rebuilt by
`tools/translations`). The game's own words (Tjock, RT, ROLLER, ...) stay Swedish in every
language.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable, Sequence
from datetime import date, datetime
from functools import cache, cmp_to_key
from typing import Any, TypeVar

from PySide6.QtCore import (
    QCollator,
    QCoreApplication,
    QDate,
    QDateTime,
    QLibraryInfo,
    QLocale,
    QTime,
    QTranslator,
)

from roller_desktop.resource_files import resource_folder


def QT_TRANSLATE_NOOP(context: str, source: str) -> str:
    """Qt's marker of a text to translate later, typed: PySide6's own returns the source text
    but is declared to return `object`. lupdate finds the calls by this name."""
    return source


def qt_date(day: date) -> QDate:
    """A Python date as Qt's (PySide6 converts one by itself too, but its stubs do not say so)."""
    return QDate(day.year, day.month, day.day)


def qt_datetime(moment: datetime) -> QDateTime:
    """A naive (local) Python datetime as Qt's local QDateTime, to the millisecond."""
    clock = QTime(moment.hour, moment.minute, moment.second, moment.microsecond // 1000)
    return QDateTime(qt_date(moment.date()), clock)


def py_date(day: QDate) -> date:
    """Qt's date as Python's (QDate.toPython() is declared to return `object`)."""
    return date(day.year(), day.month(), day.day())


TRANSLATIONS = resource_folder("translations")
CATALOGUE = "roller"
DEFAULT_LANGUAGE = "en"

# Language code -> its name in that language, in the order a settings list shows them.
_LANGUAGES = {"sv": "Svenska", "en": "English", "nb": "Norsk bokmål"}

# Locale names that mean one of our languages (Norwegian in general reads Bokmål best).
_ALIASES = {"sv": "sv", "en": "en", "nb": "nb", "no": "nb", "nn": "nb"}

# Translators installed by us, so that a new choice replaces them rather than stacking up.
_installed: list[QTranslator] = []
_current: list[str] = []


class _Catalogue(QTranslator):
    """Our translations. Module-level helpers (printing's `tr`, the protocol model's `_tr`) are
    collected by lupdate without a class name, so a string not found under its context is looked
    up under the empty context too."""

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str | None:
        text = super().translate(context, source, disambiguation, n)
        if not text and context:
            text = super().translate("", source, disambiguation, n)
        # None becomes a null string: "not here", so Qt asks the next translator or shows the
        # source text. An empty string would be taken as a translation.
        return text or None

    def read(self, code: str) -> bool:
        """Our catalogue for `code`, read into memory. Loaded by its file name, Qt maps the
        .qm file and reads whatever is written into it later: a catalogue compiled again in
        place (tools/translations; lrelease rewrites the same file) under a running program
        turned its strings English (or Norwegian) mid-session, Qt's own staying Swedish."""
        try:
            data = (TRANSLATIONS / f"{CATALOGUE}_{code}.qm").read_bytes()
        except OSError:
            return False
        self._data = data  # Qt reads the bytes where they lie, as long as it translates
        return self.load(data)


def available_languages() -> dict[str, str]:
    """Language codes and their own names: {"sv": "Svenska", "en": "English", ...}."""
    return dict(_LANGUAGES)


def resolve_language(language: str | None, ui_languages: Sequence[str] | None = None) -> str:
    """The language to use: the one asked for, else the system's first one we speak, else English.

    `ui_languages` are the system's preferred languages (QLocale.system().uiLanguages()),
    given here so that the choice can be tested. An unknown code is refused with a message.
    """
    if language is not None and language.strip() and language.strip().lower() != "system":
        code = _ALIASES.get(language.strip().lower().replace("_", "-").split("-")[0])
        if code is None:
            choices = ", ".join(_LANGUAGES)
            raise ValueError(f"“{language}” is not a language of this program; choose {choices}.")
        return code
    if ui_languages is None:
        ui_languages = QLocale.system().uiLanguages()
    for name in ui_languages:
        code = _ALIASES.get(name.lower().replace("_", "-").split("-")[0])
        if code is not None:
            return code
    return DEFAULT_LANGUAGE


def install_translator(app: QCoreApplication, language: str | None) -> str:
    """Install the translations for `language` (None: follow the system); return its code.

    Calling it again switches language: widgets receive a LanguageChange event and should
    set their texts again. A bad code raises ValueError and leaves the language as it was.
    """
    code = resolve_language(language)
    new: list[QTranslator] = []
    qt_own = QTranslator(app)  # Qt's own dialogs and standard buttons
    if qt_own.load(f"qtbase_{code}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        new.append(qt_own)
    ours = _Catalogue(app)
    if ours.read(code):
        new.append(ours)
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    for translator in new:  # installed last is searched first: ours wins over Qt's
        app.installTranslator(translator)
        _installed.append(translator)
    QLocale.setDefault(_locale_for(code))
    _current[:] = [code]
    return code


def install(app: QCoreApplication, language: str | None) -> str:
    """install_translator for start-up: a bad choice is reported and the system's is used."""
    try:
        return install_translator(app, language)
    except ValueError as error:
        print(f"roller-desktop: {error}", file=sys.stderr)
        return install_translator(app, None)


def current_language() -> str | None:
    """The code installed last by install_translator, None before the first call."""
    return _current[0] if _current else None


def _locale_for(code: str) -> QLocale:
    """Numbers and dates in the chosen language; the system's own region when it matches."""
    system = QLocale.system()
    if _ALIASES.get(system.name().split("_")[0].lower()) == code:
        return system
    return QLocale({"sv": "sv_SE", "en": "en_GB", "nb": "nb_NO"}[code])


def number(value: float, decimals: int = 0) -> str:
    """A number as the window's language writes it: 59,81 in Swedish and Norwegian, 59.81 in
    English (no thousands separators: figures stand in tables and sentences alike)."""
    locale = QLocale()
    locale.setNumberOptions(QLocale.NumberOption.OmitGroupSeparator)
    return locale.toString(float(value), "f", decimals)


def signed_points(value: float) -> str:
    """Whole points with their sign as the coach writes them: "+31", "−12" (a minus sign, not
    a hyphen), "±0"."""
    rounded = round(value)
    sign = "+" if rounded > 0 else ("−" if rounded < 0 else "±")
    return sign + number(abs(rounded), 0)


def percent(fraction: float, decimals: int = 2) -> str:
    """A fraction as a percentage in the window's language: 0.5981 -> "59,81 %" in Swedish."""
    return f"{number(100 * fraction, decimals)} %"


def name_order(name: str) -> Any:
    """A sort key for a name in the window's language: Å, Ä, Ö after Z in Swedish, Æ, Ø, Å in
    Norwegian, case and accents second (QCollator; a plain casefold() puts Ä before Å)."""
    return _name_key(QLocale().name())(name)


@cache
def _name_key(locale_name: str) -> Callable[[str], Any]:
    collator = QCollator(QLocale(locale_name))
    collator.setNumericMode(True)
    return cmp_to_key(collator.compare)


def sorted_names(names: Iterable[str]) -> list[str]:
    """Names in the window's language's alphabetical order."""
    return sorted(names, key=name_order)


_Named = TypeVar("_Named")


def by_name(items: Iterable[_Named]) -> list[_Named]:
    """Players (anything with a .name) in the window's language's alphabetical order."""
    return sorted(items, key=lambda item: name_order(str(getattr(item, "name", item))))


# The faces of a die as the 105 race names them: "Chasing 1s", sv "Jagar ettor", nb "Jager enere".
_FACES = (
    QT_TRANSLATE_NOOP("Faces", "1s"),
    QT_TRANSLATE_NOOP("Faces", "2s"),
    QT_TRANSLATE_NOOP("Faces", "3s"),
    QT_TRANSLATE_NOOP("Faces", "4s"),
    QT_TRANSLATE_NOOP("Faces", "5s"),
    QT_TRANSLATE_NOOP("Faces", "6s"),
)
# The same with the article's sense: "all the 1s", sv "alla ettorna", nb "alle enerne".
_THE_FACES = (
    QT_TRANSLATE_NOOP("Faces (the)", "1s"),
    QT_TRANSLATE_NOOP("Faces (the)", "2s"),
    QT_TRANSLATE_NOOP("Faces (the)", "3s"),
    QT_TRANSLATE_NOOP("Faces (the)", "4s"),
    QT_TRANSLATE_NOOP("Faces (the)", "5s"),
    QT_TRANSLATE_NOOP("Faces (the)", "6s"),
)


def faces(face: int, definite: bool = False) -> str:
    """A face in the plural as the window's language says it: 1 -> "1s", "ettor", "enere";
    `definite`: "1s", "ettorna", "enerne" (the English sentence has its own "the")."""
    if not 1 <= face <= 6:
        return str(face)
    if definite:
        return QCoreApplication.translate("Faces (the)", str(_THE_FACES[face - 1]))
    return QCoreApplication.translate("Faces", str(_FACES[face - 1]))

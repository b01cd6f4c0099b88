"""A refused written date (store/written_dates.py) in the window's language, naming the forms
that are read, so that whoever typed it sees at once how to write it."""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QObject

from roller_desktop.store.written_dates import WrittenDateError


class DateWords(QObject):
    """A QObject only for its self.tr()."""

    def forms(self, timed: bool) -> str:
        """The forms read, with an example of each."""
        if timed:
            return self.tr("2022-06-14 19:30 or 14.6.2022 19.30")
        return self.tr("2022-06-14 or 14.6.2022")

    def box_form(self) -> str:
        """The form of a date box (QDateEdit, typed part by part) in the order the window's
        language writes a date: a Norwegian's 01.06.2026 typed into 2026-01-01 became
        2026-06-20."""
        return self.tr("yyyy-MM-dd", "Qt's letters for a date box; dd.MM.yyyy puts the day first")

    def refusal(self, error: WrittenDateError, timed: bool) -> str:
        value = str(error.values["value"])
        forms = self.forms(timed)
        if error.code == "date.two-ways":
            return self.tr(
                "“{value}”: with slashes some countries put the day first and others the "
                "month, so it is not guessed; write it as {forms}."
            ).format(value=value, forms=forms)
        if error.code == "date.no-such-day":
            return self.tr("“{value}”: there is no such day in the calendar.").format(value=value)
        if error.code == "date.year":
            return self.tr("“{value}”: the year must be between 1900 and 2999.").format(value=value)
        if error.code == "date.time" and timed:
            return self.tr("“{value}”: there is no such time of day: write it as {forms}.").format(
                value=value, forms=forms
            )
        if error.code == "date.time":
            return self.tr(
                "“{value}” is not a time of day: write it as 19:30 or 19.30, or leave it "
                "empty when it is not known."
            ).format(value=value)
        if error.code == "date.time-not-here":
            return self.tr(
                "“{value}”: write the date here ({forms}) and the time in its own field."
            ).format(value=value, forms=forms)
        return self.tr("“{value}” is not a date: write it as {forms}.").format(
            value=value, forms=forms
        )


@cache
def date_words() -> DateWords:
    return DateWords()

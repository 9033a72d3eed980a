"""A day as the site writes it for people: "2 December 2026", in one form wherever a page, a notice, a feed, the
minutes or a refusal names a day, so that no two of them write the same day two ways.

The engine writes the days of its stamp the same way, in its own words (`engine/source.py`): it imports nothing
of the site.
"""

from __future__ import annotations

import datetime


def day_words(day: datetime.date) -> str:
    """ "2 December 2026": the day without a leading nought, the month in full."""
    return f"{day.day} {day:%B %Y}"


def weekday_words(day: datetime.date) -> str:
    """ "Wednesday 2 December 2026", for a notice calling a meeting."""
    return f"{day:%A} {day_words(day)}"


def moment_words(moment: datetime.datetime) -> str:
    """ "2 December 2026, 18:30", the moment as the clock reads it where it is given (localtime it first)."""
    return f"{day_words(moment)}, {moment:%H:%M}"


def written_day_words(written: object) -> str:
    """A day written as the format writes it (2026-05-01), in words; anything else as it was written."""
    try:
        day = datetime.date.fromisoformat(str(written))
    except ValueError:
        return str(written)
    return day_words(day)

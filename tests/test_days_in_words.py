"""A day is written for people in one form, "2 December 2026", by `plumbing/days.py` alone: a page, a notice, a
feed, the minutes and a refusal name the same day the same way (the templates by Django's `date:"j F Y"`)."""

from __future__ import annotations

import datetime
import re

from plumbing.days import day_words, moment_words, weekday_words, written_day_words
from tests.site_packages import PACKAGES, ROOT

# strftime's month or weekday in words, as a site module would write a day for people itself (an ISO day,
# %Y-%m-%d, is written for machines and files).
_WRITES_A_DAY = re.compile(r"%[BbA]|%-d")


def test_a_day_in_words_has_no_leading_nought_and_the_month_in_full() -> None:
    day = datetime.date(2026, 12, 2)
    assert day_words(day) == "2 December 2026"
    assert weekday_words(day) == "Wednesday 2 December 2026"
    assert moment_words(datetime.datetime(2026, 12, 2, 18, 5)) == "2 December 2026, 18:05"
    assert written_day_words("2026-05-01") == "1 May 2026"
    assert written_day_words("the first of May") == "the first of May"


def test_no_module_of_the_site_writes_a_day_itself() -> None:
    found = []
    for package in PACKAGES:
        if package == "engine":  # the engine's stamp writes its days in its own words: it imports nothing of the site
            continue
        for path in (ROOT / package).rglob("*.py"):
            relative = path.relative_to(ROOT).as_posix()
            if "migrations" in path.parts or relative == "plumbing/days.py":
                continue
            found += [
                f"{relative}: {line.strip()}" for line in path.read_text().splitlines() if _WRITES_A_DAY.search(line)
            ]
    assert found == []

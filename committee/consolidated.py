"""The code as amended by the club: every law of one code as printed, with the club's statute in force on a
chosen day (default today) beside each law it amends, and the versions that take force after that day.

One page per code, to print and pin up; each amendment says from when it is in force."""

from __future__ import annotations

import datetime
from dataclasses import dataclass, field
from typing import Any

from django.db.models import Prefetch
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, render
from django.utils import timezone
from django.utils.safestring import SafeString, mark_safe
from django.views.decorators.http import require_GET

from laws.linking import Linker
from laws.models import Code, Law

from .models import Commentary
from .statutes import amendment_words, stands_before


@dataclass
class Version:
    number: int
    words: str
    in_force_from: datetime.date
    html: SafeString
    message: str
    saved: datetime.date  # the day it was made: before its day in force, it was made retroactive
    replaced_by: int | None = None  # a later version from the same day: this one never takes force
    until: datetime.date | None = None  # the day the next version takes its place

    @property
    def retroactive(self) -> bool:
        return self.in_force_from < self.saved


def in_force_on(versions: list[Version], on: datetime.date) -> Version | None:
    """The version in force on the day: of those in force by then, the latest day in force, then the latest
    version (committee.statutes.stands_before, the engine's rule)."""
    standing = None
    for version in versions:
        if version.in_force_from <= on and (standing is None or stands_before(standing, version)):
            standing = version
    return standing


def timeline(versions: list[Version]) -> list[Version]:
    """The versions by their day in force, then their number; each marked with the version that replaced it on
    its own day, or the day the next one takes its place."""
    ordered = sorted(versions, key=lambda v: (v.in_force_from, v.number))
    for this, after in zip(ordered, ordered[1:], strict=False):
        if after.in_force_from == this.in_force_from:
            this.replaced_by = after.number
        else:
            this.until = after.in_force_from
    for this in ordered:  # a replaced version's successor on its day is the last of that day
        if this.replaced_by is not None:
            this.replaced_by = max(v.number for v in ordered if v.in_force_from == this.in_force_from)
    return ordered


@dataclass
class AmendedLaw:
    law: Law
    standing: Version | None = None  # the version in force on the day
    later: list[Version] = field(default_factory=list)  # versions taking force after the day


def statute_versions(code: str, law: Law | None = None) -> dict[int, list[Version]]:
    """Every published version of every statute on the code (or on one law), by the law it amends, in order."""
    found = Commentary.history.filter(kind=Commentary.STATUTE, law__code__slug=code, version__gt=0)
    if law is not None:
        found = found.filter(law_id=law.pk)
    rows = found.order_by("law_id", "version").values_list(
        "law_id", "version", "provision", "value", "in_force_from", "history_date", "html", "message"
    )
    out: dict[int, list[Version]] = {}
    for law_id, number, provision, value, from_day, saved, html, message in rows:
        words = amendment_words(provision, value) if provision else "The statute is repealed: the law as printed"
        # Stored when the version was saved, rendered from Markdown and sanitised with nh3 (committee/signals.py).
        shown = mark_safe(html)  # noqa: S308
        made = timezone.localdate(saved)
        out.setdefault(law_id, []).append(Version(number, words, from_day or made, shown, message, made))
    return {law_id: timeline(found) for law_id, found in out.items()}


def law_history(law: Law) -> list[Version]:
    """The law's statutes by the day each took (or takes) force, then by version."""
    return statute_versions(law.code.slug, law).get(law.pk, [])


def _day(request: HttpRequest) -> tuple[datetime.date, str]:
    given = request.GET.get("on", "").strip()
    if not given:
        return timezone.localdate(), ""
    try:
        return datetime.date.fromisoformat(given), ""
    except ValueError:
        return timezone.localdate(), f"on: {given!r} is not a date; write it as 2026-05-01."


@require_GET
def code_as_amended(request: HttpRequest, code: str) -> HttpResponse:
    code_obj = get_object_or_404(Code, slug=code)
    on, problem = _day(request)
    laws = list(
        code_obj.laws.select_related("code").order_by("position").prefetch_related(Prefetch("clauses"), "notes")
    )
    versions = statute_versions(code)
    rows: list[dict[str, Any]] = []
    for law in laws:
        found = versions.get(law.pk, [])
        amended = AmendedLaw(law, in_force_on(found, on))
        amended.later = [v for v in found if v.in_force_from > on and v.replaced_by is None]
        rows.append({"law": law, "amended": amended})
    context = {
        "code": code_obj,
        "on": on,
        "problem": problem,
        "rows": rows,
        "amended_count": sum(1 for r in rows if r["amended"].standing),
        "linker": Linker.for_code(code),
    }
    return render(request, "committee/code_as_amended.html", context, status=400 if problem else 200)

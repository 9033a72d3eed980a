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
from .statutes import amendment_words


@dataclass
class Version:
    number: int
    words: str
    in_force_from: datetime.date
    html: SafeString
    message: str


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
        out.setdefault(law_id, []).append(Version(number, words, from_day or timezone.localdate(saved), shown, message))
    return out


def law_history(law: Law) -> list[Version]:
    """The law's statutes in the order made, each with the day it took (or takes) force."""
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
        amended = AmendedLaw(law)
        for version in versions.get(law.pk, []):
            if version.in_force_from <= on:
                amended.standing = version
            else:
                amended.later.append(version)
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

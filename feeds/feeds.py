"""Atom feeds of what is new: for the whole knowledge base, a code, and a law (Django's syndication framework).

What is new is what the committee makes: decisions it adopts and its decisions on appeals
(dated by `Decision.created`), and each version of its commentary it publishes (dated by
its history). Printed decisions have no date of their own and stay out.
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass
from typing import Any

from django.conf import settings
from django.contrib.syndication.views import Feed
from django.db.models import Q, QuerySet
from django.http import HttpRequest
from django.shortcuts import get_object_or_404
from django.urls import reverse
from django.utils.feedgenerator import Atom1Feed
from django.utils.html import linebreaks

from committee.models import Commentary
from decisions.models import Decision
from laws.models import Code, Law

ENTRIES = 50


@dataclass(frozen=True)
class Entry:
    title: str
    link: str
    summary_html: str
    date: datetime.datetime
    author: str


def _decision_entry(decision: Decision) -> Entry:
    # The committee's Markdown, cleaned by nh3 when it was saved, goes out as Atom's html summary.
    return Entry(
        title=decision.title,
        link=decision.get_absolute_url(),
        summary_html=decision.holding_html or linebreaks(decision.text, autoescape=True),
        date=decision.created,  # type: ignore[arg-type]
        author=decision.authority.name,
    )


def _commentary_entry(version: Any) -> Entry:
    """One published version of the committee's commentary on a law or a decision."""
    if version.law_id:
        about = f"{version.law.heading}, {version.law.code.title} ({version.law.code.year})"
        history = reverse("committee:law-commentary-history", args=[version.law.code.slug, version.law.number])
    else:
        about = version.decision.title
        history = reverse("committee:decision-commentary-history", args=[version.decision.slug])
    return Entry(
        title=f"Commentary on {about}, version {version.version}",
        link=f"{history}#version-{version.version}",
        summary_html=version.html,  # the version as it was rendered when saved
        date=version.history_date,
        author=str(settings.CLUB_COMMITTEE_NAME),
    )


def new_decisions() -> QuerySet[Decision]:
    return (
        Decision.objects.in_force()
        .filter(origin=Decision.ORIGIN_COMMITTEE, created__isnull=False)
        .select_related("authority")
        .order_by("-created", "-pk")
    )


def commentary_versions() -> QuerySet[Any]:
    return (
        Commentary.history.filter(kind=Commentary.COMMENTARY, version__gt=0)
        .select_related("law__code", "decision")
        .order_by("-history_date", "-history_id")
    )


def newest(decisions: QuerySet[Decision], versions: QuerySet[Any]) -> list[Entry]:
    entries = [_decision_entry(d) for d in decisions[:ENTRIES]] + [_commentary_entry(v) for v in versions[:ENTRIES]]
    return sorted(entries, key=lambda e: e.date, reverse=True)[:ENTRIES]


class KnowledgeBaseFeed(Feed):
    feed_type = Atom1Feed
    title = "Laws of Whist and Euchre: new decisions, decided appeals and commentary"
    subtitle = "The committee's decisions, adopted cases and appeals, and its commentary, as they are published."

    def link(self, obj: Any = None) -> str:
        return reverse("home")

    def feed_url(self, obj: Any = None) -> str:
        return reverse("feeds:all")

    def author_name(self) -> str:
        return str(settings.CLUB_COMMITTEE_NAME)

    def items(self, obj: Any = None) -> list[Entry]:
        return newest(new_decisions(), commentary_versions())

    def item_title(self, item: Entry) -> str:
        return item.title

    def item_description(self, item: Entry) -> str:
        return item.summary_html

    def item_link(self, item: Entry) -> str:
        return item.link

    def item_pubdate(self, item: Entry) -> datetime.datetime:
        return item.date

    def item_updateddate(self, item: Entry) -> datetime.datetime:
        return item.date

    def item_author_name(self, item: Entry) -> str:
        return item.author


class CodeFeed(KnowledgeBaseFeed):
    def get_object(self, request: HttpRequest, code: str) -> Code:  # type: ignore[override]
        return get_object_or_404(Code, slug=code)

    def feed_url(self, obj: Any = None) -> str:
        return reverse("feeds:code", args=[obj.slug])

    def title(self, obj: Code) -> str:  # type: ignore[override]
        return f"New under the {obj.title} ({obj.year})"

    def link(self, obj: Any = None) -> str:
        return str(obj.get_absolute_url())

    def items(self, obj: Any = None) -> list[Entry]:
        decisions = new_decisions().filter(citations__law__code=obj).distinct()
        versions = commentary_versions().filter(Q(law__code=obj) | Q(decision__citations__law__code=obj)).distinct()
        return newest(decisions, versions)


class LawFeed(KnowledgeBaseFeed):
    def get_object(self, request: HttpRequest, code: str, number: str) -> Law:  # type: ignore[override]
        return get_object_or_404(Law.objects.select_related("code"), code__slug=code, number=number)

    def feed_url(self, obj: Any = None) -> str:
        return reverse("feeds:law", args=[obj.code.slug, obj.number])

    def title(self, obj: Law) -> str:  # type: ignore[override]
        return f"New under {obj.heading}, {obj.code.title} ({obj.code.year})"

    def link(self, obj: Any = None) -> str:
        return str(obj.get_absolute_url())

    def items(self, obj: Any = None) -> list[Entry]:
        decisions = new_decisions().filter(citations__law=obj).distinct()
        versions = commentary_versions().filter(Q(law=obj) | Q(decision__citations__law=obj)).distinct()
        return newest(decisions, versions)

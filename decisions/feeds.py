"""Atom feeds of what is new: for the whole knowledge base, a code, and a law (Django's syndication framework).

What is new is what the committee makes: decisions it adopts and its decisions on appeals
(each dated by `Decision.created`). Printed decisions have no date of their own and stay out.
"""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.contrib.syndication.views import Feed
from django.db.models import QuerySet
from django.http import HttpRequest
from django.shortcuts import get_object_or_404
from django.urls import reverse
from django.utils.feedgenerator import Atom1Feed

from laws.models import Code, Law

from .markdown import render_markdown
from .models import Decision

ENTRIES = 50


def new_decisions() -> QuerySet[Decision]:
    return (
        Decision.objects.filter(origin=Decision.ORIGIN_COMMITTEE, created__isnull=False)
        .select_related("authority")
        .order_by("-created", "-pk")
    )


class KnowledgeBaseFeed(Feed):
    feed_type = Atom1Feed
    title = "Laws of Whist and Euchre: new decisions and decided appeals"
    subtitle = "The committee's decisions, adopted cases and appeals, as they are made."

    def link(self, obj: Any = None) -> str:
        return reverse("home")

    def feed_url(self, obj: Any = None) -> str:
        return reverse("feeds:all")

    def author_name(self) -> str:
        return str(settings.CLUB_COMMITTEE_NAME)

    def items(self, obj: Any = None) -> QuerySet[Decision]:
        return new_decisions()[:ENTRIES]

    def item_title(self, item: Decision) -> str:
        return item.title

    def item_description(self, item: Decision) -> str:
        # The committee writes Markdown: sanitised by nh3 before it goes out as Atom's html summary.
        return str(render_markdown(item.holding or item.text))

    def item_link(self, item: Decision) -> str:
        return item.get_absolute_url()

    def item_pubdate(self, item: Decision) -> Any:
        return item.created

    def item_updateddate(self, item: Decision) -> Any:
        return item.created

    def item_author_name(self, item: Decision) -> str:
        return item.authority.name


class CodeFeed(KnowledgeBaseFeed):
    def get_object(self, request: HttpRequest, code: str) -> Code:  # type: ignore[override]
        return get_object_or_404(Code, slug=code)

    def feed_url(self, obj: Any = None) -> str:
        return reverse("feeds:code", args=[obj.slug])

    def title(self, obj: Code) -> str:  # type: ignore[override]
        return f"New decisions under the {obj.title} ({obj.year})"

    def link(self, obj: Any = None) -> str:
        return str(obj.get_absolute_url())

    def items(self, obj: Any = None) -> QuerySet[Decision]:
        return new_decisions().filter(citations__law__code=obj).distinct()[:ENTRIES]


class LawFeed(KnowledgeBaseFeed):
    def get_object(self, request: HttpRequest, code: str, number: str) -> Law:  # type: ignore[override]
        return get_object_or_404(Law.objects.select_related("code"), code__slug=code, number=number)

    def feed_url(self, obj: Any = None) -> str:
        return reverse("feeds:law", args=[obj.code.slug, obj.number])

    def title(self, obj: Law) -> str:  # type: ignore[override]
        return f"New decisions under {obj.heading}, {obj.code.title} ({obj.code.year})"

    def link(self, obj: Any = None) -> str:
        return str(obj.get_absolute_url())

    def items(self, obj: Any = None) -> QuerySet[Decision]:
        return new_decisions().filter(citations__law=obj).distinct()[:ENTRIES]

"""The Atom feed of a law or a code, linked from its page's head."""

from __future__ import annotations

from django import template
from django.urls import reverse

from laws.models import Law

register = template.Library()


@register.inclusion_tag("appeals/_feed_link.html")
def feed_link(title: str, url: str) -> dict[str, str]:
    return {"title": title, "url": url}


@register.simple_tag
def law_feed_url(law: Law) -> str:
    return reverse("feeds:law", args=[law.code.slug, law.number])


@register.simple_tag
def code_feed_url(code_slug: str) -> str:
    return reverse("feeds:code", args=[code_slug])

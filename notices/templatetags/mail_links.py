"""Stored HTML in a mail: its links made absolute, to the site's own address (LAWS_SITE_URL). The pages link a
law by its path ("/laws/club-1864/72/"), which a mail client, having no site to be in, cannot follow."""

from __future__ import annotations

import re

from django import template
from django.conf import settings
from django.utils.safestring import SafeString, mark_safe

register = template.Library()

_PATH_LINK = re.compile(r'(\s(?:href|src)=")/(?!/)')


@register.filter
def absolute_links(html: str) -> SafeString:
    """The HTML, rendered from Markdown and sanitised with nh3 when its row was saved, with every link to a path
    of the site made absolute."""
    site = settings.SITE_URL.rstrip("/")
    return mark_safe(_PATH_LINK.sub(lambda m: f"{m.group(1)}{site}/", html))  # noqa: S308 - nh3-clean at save

"""Every page of the club's site (tests.factories.club_site) as a reader and as the committee see it."""

from __future__ import annotations

import re

from django.contrib.auth.models import User
from django.test import Client

from tests.factories import ClubSite as Site

_CSRF = re.compile(r'(name="csrfmiddlewaretoken" value=")[^"]+(")')


def snapshot(site: Site) -> dict[str, str]:
    """Every page of committee content as a reader and as the committee see it (form tokens blanked)."""
    reader, member = Client(), Client()
    member.force_login(User.objects.get(username="comm"))
    seen = {}
    for who, client, pages in (
        ("reader", reader, site.pages),
        ("committee", member, site.pages + site.committee_pages),
    ):
        for url in pages:
            response = client.get(url)
            assert response.status_code == 200, (who, url, response.status_code)
            seen[f"{who} {url}"] = _CSRF.sub(r"\1…\2", response.content.decode())
    return seen

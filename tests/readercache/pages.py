"""The reader pages as the tests open them: one address of each, on the corpus and the club's site."""

from __future__ import annotations

from cases.models import SavedCase
from tests.factories import ClubSite

ON_THE_CORPUS = [
    "/",
    "/laws/club-1864/",
    "/laws/american-1890/",
    "/laws/club-1864/72/",
    "/laws/club-1864/2/",
    "/laws/club-1864/as-amended/",
    "/laws/club-1864/as-amended/?on=2026-04-01",
    "/thesaurus/",
    "/decisions/",
    "/decisions/?law=club-1864:72",
    "/decisions/authorities/",
    "/decisions/clay-case-7/",
    "/texts/clay-dummy-in-algiers/",
    "/laws/club-1864/glossary/witness/",
    "/laws/club-1864/44/witnesses/",
    "/decisions/clay-case-18/witness/",
    "/texts/clay-dummy-in-algiers/witness/",
    "/cases/worked/",
    "/cases/worked/clay-case-7-adversary-quits-the-partners-trick/",
    "/feeds/all.atom",
    "/feeds/club-1864.atom",
    "/feeds/club-1864/72.atom",
]


def on_the_club_site(site: ClubSite) -> list[str]:
    """The corpus's addresses and the club's decisions: adopted (with a treatment), printed with commentary."""
    public = SavedCase.objects.filter(public=True).order_by("pk").first()
    assert public is not None, "the club's site holds a public case"
    return ON_THE_CORPUS + [
        f"/decisions/{site.adopted}/",
        f"/decisions/{site.printed}/",
        "/laws/club-1864/74/",
        f"/cases/{public.pk}/",
    ]

"""A club's site with some of everything a backup keeps, and the pages that show it.

Accounts in each role with a token, a public case with the ruling given and a decided appeal,
a private case adopted and its holding edited, a third adopted and withdrawn, a treatment,
commentary in versions on a law and on a printed decision, a statute, a draft, and a version
whose author's account was since deleted.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from django.contrib.auth.models import User
from django.test import Client
from rest_framework.authtoken.models import Token

from appeals.services import appeal_decide, appeal_lodge, ruling_given_record
from cases.adoption import decision_adopt
from cases.models import SavedCase
from committee.models import Commentary
from committee.services import commentary_save, decision_withdraw, draft_save
from committee.subjects import decision_subject, law_subject
from decisions.models import Decision
from decisions.rulings import ruling_for_document
from decisions.treatments import treatment_record


@dataclass
class Site:
    pages: list[str]  # read by anyone
    committee_pages: list[str]  # read by a member of the committee
    token: str
    adopted: str  # the slug of an adopted decision
    printed: str  # the slug of a printed decision with commentary


def _case(owner: Any, document: dict[str, Any], public: bool) -> SavedCase:
    return SavedCase.objects.create(
        owner=owner,
        title=document["title"],
        code=document["code"],
        case=document,
        ruling=ruling_for_document(document),
        public=public,
    )


def build(make_user: Any, revoke_case: dict[str, Any]) -> Site:
    referee, member = make_user("ref", "referee"), make_user("comm", "committee")
    make_user("admin1", "administrator")
    token = Token.objects.create(user=member)

    public = _case(referee, {**revoke_case, "title": "E renounces in public"}, public=True)
    ruling_given_record(case=public, by=referee, elections=[{"finding": 0, "option": "add_three"}])
    appeal = appeal_lodge(case=public, by=referee, side="EW", grounds="The revoke was *not* established.")
    appeal = appeal_decide(appeal=appeal, by=member, outcome="upheld", reasons="Law 73: it was established.")

    private = _case(referee, {**revoke_case, "title": "E renounces at home"}, public=False)
    adopted = decision_adopt(case=private, by=member, holding_markdown="The revoke stands.", title="E revokes")
    commentary_save(
        subject=decision_subject(adopted.slug, Commentary.HOLDING),
        by=member,
        text="The revoke stands: *three* tricks.",
        title="E revokes, at home",
        message="clearer",
        version=1,
    )
    printed = Decision.objects.printed().filter(under__code__slug="club-1864", under__number="72").first()
    assert printed is not None
    treatment_record(from_decision=adopted, to_decision=printed, relation="follows", reason="Same facts.", by=member)

    third = _case(referee, {**revoke_case, "title": "A case withdrawn"}, public=True)
    withdrawn = decision_adopt(case=third, by=member, holding_markdown="Too hasty.", title="Withdrawn one")
    decision_withdraw(decision=withdrawn, by=member, reason="Adopted in error.")

    law_72 = law_subject("club-1864", "72")
    commentary_save(subject=law_72, by=member, text="See Law 73.", message="first", version=0)
    commentary_save(subject=law_72, by=member, text="See Law 73 and Law 74.", message="second", version=1)
    commentary_save(
        subject=law_subject("club-1864", "72", Commentary.STATUTE),
        by=member,
        text="In this club a revoke costs *two* tricks.",
        message="agreed",
        version=0,
        amendment=("revoke_penalty", "2"),
    )
    on_printed = decision_subject(printed.slug)
    commentary_save(subject=on_printed, by=member, text="Followed by the club.", message="note", version=0)
    draft_save(subject=law_subject("club-1864", "73"), by=member, text="Half a thought", message="", base_version=0)

    gone = make_user("gone", "committee")
    commentary_save(subject=law_subject("club-1864", "74"), by=gone, text="Written, then left.", message="", version=0)
    User.objects.filter(pk=gone.pk).delete()

    case_pages = [f"/cases/{public.pk}/", f"/cases/{third.pk}/"]
    return Site(
        pages=[
            "/laws/club-1864/72/",
            "/laws/club-1864/72/commentary/history/",
            "/laws/club-1864/72/commentary/diff/?from=1&to=2",
            "/laws/club-1864/72/statute/history/",
            "/laws/club-1864/73/",
            "/laws/club-1864/74/commentary/history/",
            f"/decisions/{adopted.slug}/",
            f"/decisions/{adopted.slug}/holding/history/",
            f"/decisions/{withdrawn.slug}/",
            f"/decisions/{printed.slug}/",
            f"/decisions/{printed.slug}/commentary/history/",
            f"/decisions/{appeal.decision.slug}/",  # type: ignore[union-attr]
            "/decisions/?law=club-1864:72",
            "/appeals/",
            f"/appeals/{appeal.pk}/",
            *case_pages,
            "/feeds/all.atom",
            "/api/v1/laws/club-1864/72/commentary/history/",
            f"/api/v1/decisions/{adopted.slug}/",
            "/api/v1/appeals/",
        ],
        committee_pages=[
            f"/cases/{private.pk}/",
            "/cases/",
            "/laws/club-1864/73/commentary/",  # the member's draft
        ],
        token=token.key,
        adopted=adopted.slug,
        printed=printed.slug,
    )


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

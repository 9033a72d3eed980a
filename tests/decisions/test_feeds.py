"""Atom feeds per law, per code and for the whole knowledge base, parsed with a real XML parser."""

from __future__ import annotations

import datetime
import xml.etree.ElementTree as ET

import pytest
from django.urls import reverse

from appeals.services import appeal_decide, appeal_lodge
from cases.adoption import decision_adopt
from tests.factories import case_with_ruling_given, saved_case

pytestmark = pytest.mark.django_db
ATOM = "{http://www.w3.org/2005/Atom}"


def atom(client, url: str) -> ET.Element:
    response = client.get(url)
    assert response.status_code == 200
    assert response["Content-Type"].startswith("application/atom+xml")
    return ET.fromstring(response.content)


def assert_valid_atom(feed: ET.Element) -> None:
    """The elements RFC 4287 requires: feed id, title, updated, an author; each entry id, title, updated, a link."""
    assert feed.tag == f"{ATOM}feed"
    assert feed.find(f"{ATOM}link[@rel='self']") is not None
    for name in ("id", "title", "updated"):
        assert len(feed.findall(f"{ATOM}{name}")) == 1, name
    datetime.datetime.fromisoformat(feed.findtext(f"{ATOM}updated"))
    feed_author = feed.find(f"{ATOM}author/{ATOM}name") is not None
    ids = set()
    for entry in feed.findall(f"{ATOM}entry"):
        for name in ("id", "title", "updated"):
            assert len(entry.findall(f"{ATOM}{name}")) == 1, name
        datetime.datetime.fromisoformat(entry.findtext(f"{ATOM}updated"))
        assert feed_author or entry.find(f"{ATOM}author/{ATOM}name") is not None
        assert entry.find(f"{ATOM}link[@rel='alternate']") is not None
        assert entry.findtext(f"{ATOM}id").startswith(("http://", "https://", "tag:"))
        ids.add(entry.findtext(f"{ATOM}id"))
    assert len(ids) == len(feed.findall(f"{ATOM}entry"))


def entry_titles(feed: ET.Element) -> list[str]:
    return [e.findtext(f"{ATOM}title") for e in feed.findall(f"{ATOM}entry")]


def test_feeds_list_decided_appeals_and_adopted_cases_where_they_belong(client, referee, committee, revoke_case):
    case = case_with_ruling_given(referee, revoke_case)
    appeal = appeal_lodge(case=case, by=referee, side="EW", grounds="g")
    appeal = appeal_decide(appeal=appeal, by=committee, outcome="upheld", reasons="Right.")
    adopted = decision_adopt(
        case=saved_case(referee, revoke_case, public=True),
        by=committee,
        holding_markdown="Held.",
        title="An adopted revoke",
    )
    everything = atom(client, reverse("feeds:all"))
    code = atom(client, reverse("feeds:code", args=["club-1864"]))
    law = atom(client, reverse("feeds:law", args=["club-1864", "73"]))
    other_code = atom(client, reverse("feeds:code", args=["euchre-1888"]))
    other_law = atom(client, reverse("feeds:law", args=["club-1864", "1"]))
    for feed in (everything, code, law, other_code, other_law):
        assert_valid_atom(feed)
    for feed in (everything, code, law):
        assert appeal.decision.title in entry_titles(feed)
        assert adopted.title in entry_titles(feed)
    assert entry_titles(other_code) == [] and entry_titles(other_law) == []
    assert "Law 73" in law.findtext(f"{ATOM}title")


def test_feeds_list_published_commentary_versions(client, referee, committee, revoke_case):
    from committee.services import commentary_save
    from committee.subjects import decision_subject, law_subject

    commentary_save(subject=law_subject("club-1864", "73"), by=committee, text="First.", message="", version=0)
    commentary_save(subject=law_subject("club-1864", "73"), by=committee, text="Second.", message="", version=1)
    case = case_with_ruling_given(referee, revoke_case)
    appeal = appeal_decide(
        appeal=appeal_lodge(case=case, by=referee, side="EW", grounds="g"), by=committee, outcome="upheld", reasons="r"
    )
    on_appeal = decision_subject(appeal.decision.slug)
    commentary_save(subject=on_appeal, by=committee, text="Later thoughts.", message="", version=0)
    law = atom(client, reverse("feeds:law", args=["club-1864", "73"]))
    assert_valid_atom(law)
    titles = entry_titles(law)
    assert "Commentary on Law 73, The Club Code (1864), version 2" in titles
    assert "Commentary on Law 73, The Club Code (1864), version 1" in titles
    assert f"Commentary on {appeal.decision.title}, version 1" in titles
    assert titles[0] == f"Commentary on {appeal.decision.title}, version 1"  # newest first
    assert entry_titles(atom(client, reverse("feeds:law", args=["club-1864", "1"]))) == []
    # and the motion carried at once that decided the appeal (one member alone, quorum one)
    assert len(entry_titles(atom(client, reverse("feeds:code", args=["club-1864"])))) == 5
    record = client.get(appeal.get_absolute_url()).content.decode()
    assert "Later thoughts." in record  # commentary on the decision, in the casebook record


def test_unknown_code_or_law_is_404(client):
    assert client.get(reverse("feeds:code", args=["bridge-1932"])).status_code == 404
    assert client.get(reverse("feeds:law", args=["club-1864", "999"])).status_code == 404


def test_pages_link_their_feeds(client):
    def alternates(url: str) -> list[str]:
        page = client.get(url).content.decode()
        return [part.split('href="')[1].split('"')[0] for part in page.split("<link ")[1:] if 'rel="alternate"' in part]

    assert reverse("feeds:all") in alternates("/")
    assert reverse("feeds:code", args=["club-1864"]) in alternates(reverse("laws:code", args=["club-1864"]))
    assert reverse("feeds:law", args=["club-1864", "73"]) in alternates(reverse("laws:law", args=["club-1864", "73"]))


def test_feed_query_count(client, referee, committee, revoke_case, django_assert_max_num_queries):
    for _ in range(3):
        case = case_with_ruling_given(referee, revoke_case)
        appeal_decide(
            appeal=appeal_lodge(case=case, by=referee, side="EW", grounds="g"),
            by=committee,
            outcome="upheld",
            reasons="Right.",
        )
    with django_assert_max_num_queries(
        5
    ):  # the site's version; the law, decisions, commentary, the motions put (their votes when there are any)
        client.get(reverse("feeds:law", args=["club-1864", "73"]))

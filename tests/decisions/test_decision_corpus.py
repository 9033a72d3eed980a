"""The decisions in the knowledge base, their citations, and their pages and API."""

import re

import pytest
from django.core.management import call_command

from decisions.citation_check import check_citations
from decisions.models import Decision, DecisionLink

pytestmark = pytest.mark.django_db


def test_at_least_one_hundred_decisions():
    assert Decision.objects.printed().count() >= 100


def test_clay_has_eighteen_cases_with_the_lost_page_kept_honest():
    cases = {d.slug: d for d in Decision.objects.filter(slug__regex=r"^clay-case-\d+$")}
    assert sorted(cases, key=lambda s: int(s.rsplit("-", 1)[1])) == [f"clay-case-{n}" for n in range(1, 19)]
    assert cases["clay-case-12"].type == "lost"
    assert not cases["clay-case-11"].holding
    for n in (11, 12, 13):
        assert cases[f"clay-case-{n}"].notes.filter(kind="damage").exists(), n
    intact = [d for s, d in cases.items() if s not in {"clay-case-11", "clay-case-12", "clay-case-13"}]
    assert len(intact) == 15 and all(d.holding for d in intact)
    assert Decision.objects.filter(slug__startswith="clay-principle-").count() == 5


def test_every_mcintosh_note_sits_under_its_law():
    for d in Decision.objects.filter(slug__regex=r"^mcintosh-\d+-\d+$").select_related("under__code"):
        number = d.slug.split("-")[1]
        assert d.under is not None and d.under.code.slug == "club-1864" and d.under.number == number, d.slug


def test_every_decision_cites_a_law_and_has_its_source():
    for d in Decision.objects.printed().prefetch_related("citations"):
        if d.type in ("case", "example"):
            assert d.citations.exists(), d.slug
        assert d.seed and d.line_start and d.line_end >= d.line_start, d.slug


def test_inferred_citations_give_a_reason():
    for d in Decision.objects.printed().prefetch_related("citations"):
        for c in d.citations.all():
            assert c.kind == "explicit" or c.reason.strip(), d.slug


def test_check_citations_is_clean():
    assert [str(p) for p in check_citations()] == []
    call_command("check_citations", verbosity=0)


def test_lowered_hand_dispute_is_linked():
    dissent = Decision.objects.get(slug="mcintosh-lowered-hand-dissent")
    assert DecisionLink.objects.filter(
        from_decision=dissent, to_decision__slug="cavendish-lowered-hand", relation="dissents"
    ).exists()
    assert Decision.objects.get(slug="cavendish-lowered-hand").authority.slug == "cavendish"


def test_law_56_page_shows_its_cases_and_the_lowered_hand(client):
    html = client.get("/laws/club-1864/56/").content.decode()
    assert "Decisions under this law" in html
    for slug in ("cavendish-lowered-hand", "mcintosh-lowered-hand-dissent", "mcintosh-56-1"):
        assert f"/decisions/{slug}/" in html


def test_decision_page_says_which_dissents_from_which(client):
    html = client.get("/decisions/cavendish-lowered-hand/").content.decode()
    assert re.search(
        r"<strong>is dissented from by</strong> <a href=\"/decisions/mcintosh-lowered-hand-dissent/\">", html
    )
    html = client.get("/decisions/mcintosh-lowered-hand-dissent/").content.decode()
    assert "<strong>dissents from</strong>" in html and "/laws/club-1864/56/" in html


def test_decision_page_lists_laws_cited_and_related(client):
    html = client.get("/decisions/clay-case-7/").content.decode()
    assert "/laws/club-1864/73/" in html and "Other decisions on the same laws" in html


def test_the_same_matter_in_the_other_codes(client):
    html = client.get("/laws/club-1864/72/").content.decode()
    assert "The same matter in the other codes" in html
    assert "/laws/american-1890/20/" in html and "/laws/euchre-1888/" in html


def test_api_decisions_by_law_authority_type(client):
    data = client.get("/api/v1/decisions/?law=club-1864:56").json()
    slugs = [r["slug"] for r in data["results"]]
    assert data["count"] == len(slugs) and "cavendish-lowered-hand" in slugs
    data = client.get("/api/v1/decisions/?authority=clay&type=case&page_size=100").json()
    assert all(r["authority"] == "clay" and r["type"] == "case" for r in data["results"])
    numbered = [r["slug"] for r in data["results"] if r["slug"].startswith("clay-case-")]
    assert len(numbered) == 17  # Case 12 is lost


def test_api_bad_filters_answer_400_naming_them(client):
    r = client.get("/api/v1/decisions/?law=club-1864")
    assert r.status_code == 400 and "CODE:NUMBER" in r.json()["detail"]
    r = client.get("/api/v1/decisions/?law=club-1864:999")
    assert r.status_code == 400 and "999" in r.json()["detail"]
    r = client.get("/api/v1/decisions/?type=verdict")
    assert r.status_code == 400 and "verdict" in r.json()["detail"]


def test_api_decision_detail_and_authorities(client):
    d = client.get("/api/v1/decisions/clay-case-7/").json()
    assert d["authority"] == "clay" and d["source"]["seed"].startswith("003_")
    assert any(c["law"] == "73" for c in d["citations"])
    assert client.get("/api/v1/decisions/no-such/").status_code == 404
    slugs = [a["slug"] for a in client.get("/api/v1/authorities/").json()]
    assert {"clay", "mcintosh", "cavendish"} <= set(slugs)


def test_decision_list_page_filters(client):
    r = client.get("/decisions/?law=club-1864:56")
    assert r.status_code == 200 and "cavendish-lowered-hand" in r.content.decode()
    r = client.get("/decisions/?law=nonsense")
    assert r.status_code == 400 and "CODE:NUMBER" in r.content.decode()


def test_decisions_printed_under_a_law_come_first(client):
    # The law page shows the first ten; the decisions list under the law shows them all in the same order.
    html = client.get("/decisions/?law=club-1864:56").content.decode()
    assert html.index("/decisions/mcintosh-56-1/") < html.index("/decisions/clay-case-17/")
    page = client.get("/laws/club-1864/56/").content.decode()
    assert "/decisions/mcintosh-56-1/" in page


def test_the_law_filter_reads_a_law_as_the_search_does(client):
    every_code = {r["slug"] for r in client.get("/api/v1/decisions/?law=72&page_size=200").json()["results"]}
    club = {r["slug"] for r in client.get("/api/v1/decisions/?law=club-1864:72&page_size=200").json()["results"]}
    assert club and club <= every_code
    for typed in ("club 72", "law 72 ", "Club Law 72"):
        got = {r["slug"] for r in client.get("/api/v1/decisions/", {"law": typed, "page_size": 200}).json()["results"]}
        assert got == (club if "club" in typed.lower() else every_code), typed
    r = client.get("/decisions/", {"law": "bridge 72"})
    assert r.status_code == 400 and "not a code" in r.content.decode()
    page = client.get("/decisions/", {"law": "club 72"}).content.decode()
    assert "Law 72" in page and "/decisions/clay-case-" in page

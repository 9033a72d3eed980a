"""Markdown is rendered once, when it is saved, at a cost bounded by its length: reads never run the renderer.

Python-Markdown's cost grows with the square of nested brackets (its issue #798); rendered on every read,
one referee's grounds of 10,000 `[` cost every reader 17 s of CPU. The HTML is now stored beside the text,
and the constructs whose cost outgrows their length are refused with the field named.
"""

from __future__ import annotations

import importlib
import json
from typing import Any

import markdown as markdown_lib
import pytest
from django.db import connection
from django.db.migrations.loader import MigrationLoader
from django.test import Client
from rest_framework.test import APIClient

from appeals.models import Appeal
from appeals.services import appeal_decide, appeal_lodge
from benchmarks.markdown_inputs import HEAVIEST_ACCEPTED, PATHOLOGICAL
from cases.adoption import decision_adopt
from committee.models import Commentary
from committee.services import commentary_save
from committee.subjects import decision_subject, law_subject
from decisions.markdown import MAX_LENGTH, markdown_problem, render_markdown
from tests.factories import case_with_ruling_given

pytestmark = pytest.mark.django_db


@pytest.fixture
def member_api(committee) -> APIClient:  # type: ignore[no-untyped-def]
    api = APIClient()
    api.force_login(committee)
    return api


@pytest.mark.parametrize("name", PATHOLOGICAL)
def test_a_pathological_commentary_is_refused_naming_the_field_or_stored(member_api, name) -> None:  # type: ignore[no-untyped-def]
    text = PATHOLOGICAL[name]
    response = member_api.put(
        "/api/v1/laws/club-1864/72/commentary/", {"text": text, "message": "", "version": 0}, format="json"
    )
    if response.status_code == 400:
        assert response.json()["text"], name
    else:
        assert response.status_code == 200, name
        assert Commentary.objects.get(law__code__slug="club-1864", law__number="72").html


@pytest.mark.parametrize("name", PATHOLOGICAL)
def test_pathological_grounds_are_refused_naming_the_field_or_stored(client, referee, revoke_case, name) -> None:  # type: ignore[no-untyped-def]
    case = case_with_ruling_given(referee, revoke_case)
    client.force_login(referee)
    response = client.post(f"/cases/{case.pk}/appeal/", {"side": "EW", "grounds": PATHOLOGICAL[name]})
    if response.status_code == 400:
        assert "grounds" in response.context["form"].errors, name
    else:
        assert response.status_code == 302, name
        assert Appeal.objects.get(case=case).grounds_html


@pytest.mark.parametrize("name", HEAVIEST_ACCEPTED)
def test_the_heaviest_texts_accepted_are_stored(member_api, name) -> None:  # type: ignore[no-untyped-def]
    # Their cost, and the pathological inputs', is `make bench PARTS=markdown` (bench_markdown.py, CPU_BOUND_S):
    # a bound in time belongs to the bench, where it is measured alone, not to a suite that shares the machine.
    response = member_api.put(
        "/api/v1/laws/club-1864/72/commentary/",
        {"text": HEAVIEST_ACCEPTED[name], "message": "", "version": 0},
        format="json",
    )
    assert response.status_code == 200, response.json()


def test_the_api_names_the_field_of_a_refused_text(referee, committee, revoke_case) -> None:  # type: ignore[no-untyped-def]
    case = case_with_ruling_given(referee, revoke_case)
    api = APIClient()
    api.force_login(referee)
    lodged = api.post("/api/v1/appeals/", {"case": case.pk, "side": "EW", "grounds": "[" * 5_000}, format="json")
    assert lodged.status_code == 400 and "brackets" in lodged.json()["grounds"][0]
    appeal = appeal_lodge(case=case, by=referee, side="EW", grounds="Wrong.")
    api.force_login(committee)
    decided = api.post(
        f"/api/v1/appeals/{appeal.pk}/decision/",
        {"outcome": "upheld", "reasons": "".join(">" * i + " x\n" for i in range(40))},
        format="json",
    )
    assert decided.status_code == 400 and "nested" in decided.json()["reasons"][0]


def test_ordinary_texts_pass_and_headings_sit_under_the_page() -> None:
    ordinary = (
        "# Revoke\n\nSee [Law 72](/laws/club-1864/72/) and *Law 73* (the trick [turned and quitted]).\n\n- a\n    - b"
    )
    assert markdown_problem(ordinary) is None
    assert markdown_problem("x" * MAX_LENGTH) is not None  # one paragraph of 20,000 characters
    html = str(render_markdown("# One\n## Two\n### Three\n#### Four"))
    assert html == "<h3>One</h3>\n<h4>Two</h4>\n<h5>Three</h5>\n<h6>Four</h6>"


def test_the_editors_say_how_headings_are_shown(client, committee) -> None:  # type: ignore[no-untyped-def]
    client.force_login(committee)
    page = client.get("/laws/club-1864/72/commentary/").content.decode()
    assert "# to #### make headings" in page


@pytest.fixture
def everything_written(committee, referee, revoke_case) -> dict[str, Any]:  # type: ignore[no-untyped-def]
    """Every kind of Markdown text the site keeps, each published."""
    subject = law_subject("club-1864", "72")
    commentary_save(subject=subject, by=committee, text="First *version*; Law 73.", message="", version=0)
    commentary_save(subject=subject, by=committee, text="Second **version**; Law 73.", message="", version=1)
    statute = law_subject("club-1864", "72", Commentary.STATUTE)
    commentary_save(
        subject=statute,
        by=committee,
        text="A revoke costs *two*.",
        message="",
        version=0,
        amendment=("revoke_penalty", "2"),
    )
    case = case_with_ruling_given(referee, revoke_case)
    adopted = decision_adopt(case=case, by=committee, holding_markdown="The **holding**, Law 72.", title="Adopted")
    commentary_save(subject=decision_subject(adopted.slug), by=committee, text="On *it*.", message="", version=0)
    other = case_with_ruling_given(referee, json.loads(json.dumps(revoke_case)))
    appeal = appeal_lodge(case=other, by=referee, side="EW", grounds="The *grounds*.")
    appeal_decide(
        appeal=appeal,
        by=committee,
        outcome="reversed",
        reasons="The *reasons*.",
        words="The *words*.",
        added_laws=["72"],
    )
    return {"appeal": appeal, "decision": adopted, "appealed": Appeal.objects.get(pk=appeal.pk).decision}


def test_no_page_feed_or_api_answer_runs_the_renderer(everything_written, committee, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    calls: list[str] = []
    convert = markdown_lib.Markdown.convert

    def counted(self: markdown_lib.Markdown, source: str) -> str:
        calls.append(source)
        return convert(self, source)

    monkeypatch.setattr(markdown_lib.Markdown, "convert", counted)
    appeal, decision, appealed = (everything_written[k] for k in ("appeal", "decision", "appealed"))
    reader, member = Client(), Client()
    member.force_login(committee)
    pages = {
        "/laws/club-1864/72/": ["<em>two</em>", "<strong>version</strong>"],
        f"/decisions/{decision.slug}/": ["<strong>holding</strong>", "<em>it</em>"],
        f"/decisions/{appealed.slug}/": ["<em>reasons</em>"],
        f"/appeals/{appeal.pk}/": ["<em>grounds</em>", "<em>reasons</em>", "<em>words</em>"],
        "/feeds/all.atom": ["&lt;em&gt;version&lt;/em&gt;", "&lt;strong&gt;holding&lt;/strong&gt;"],
        "/feeds/club-1864.atom": ["&lt;strong&gt;version&lt;/strong&gt;"],
        "/feeds/club-1864/72.atom": ["&lt;em&gt;version&lt;/em&gt;"],
        "/api/v1/laws/club-1864/72/commentary/": ["<strong>version</strong>"],
        "/api/v1/laws/club-1864/72/statute/": ["<em>two</em>"],
        "/api/v1/statutes/": ["<em>two</em>"],
        f"/api/v1/decisions/{decision.slug}/commentary/": ["<em>it</em>"],
    }
    for url, shown in pages.items():
        for client in (reader, member):
            response = client.get(url)
            assert response.status_code == 200, url
            body = response.content.decode()
            for html in shown:
                assert html in body, (url, html)
    decide_page = member.get(f"/appeals/{appeal.pk}/decide/", follow=True)
    assert decide_page.status_code == 200
    assert calls == []


def test_each_version_keeps_the_html_it_was_saved_with(everything_written) -> None:  # type: ignore[no-untyped-def]
    versions = Commentary.history.filter(law__number="72", kind=Commentary.COMMENTARY).order_by("version")
    assert [v.html for v in versions] == [
        str(render_markdown("First *version*; Law 73.")).replace("Law 73", _law_link("73")),
        str(render_markdown("Second **version**; Law 73.")).replace("Law 73", _law_link("73")),
    ]


def _law_link(number: str) -> str:
    return f'<a class="law-ref" href="/laws/club-1864/{number}/">Law {number}</a>'


MIGRATION_NODE = ("committee", "0007_render_stored_markdown")
MIGRATION = importlib.import_module("committee.migrations.0007_render_stored_markdown")


# The migration's renderer is compared with the site's, and with the site's before the change, on every text the
# suite makes: test_markdown_unchanged.py.


def test_the_migration_renders_every_row_and_every_version(everything_written) -> None:  # type: ignore[no-untyped-def]
    appeal = everything_written["appeal"]
    kept = {
        "appeal": Appeal.objects.values("grounds_html", "reasons_html", "words_html").get(pk=appeal.pk),
        "commentary": sorted(Commentary.objects.values_list("pk", "html")),
        "history": sorted(Commentary.history.values_list("history_id", "html")),
    }
    Appeal.objects.update(grounds_html="", reasons_html="", words_html="")
    Commentary.objects.update(html="")
    Commentary.history.update(html="")
    # The models as the migration saw them: the appeals and rulings given still in the decisions app.
    MIGRATION.render_all(MigrationLoader(connection).project_state(MIGRATION_NODE, at_end=True).apps, None)
    assert Appeal.objects.values("grounds_html", "reasons_html", "words_html").get(pk=appeal.pk) == kept["appeal"]
    assert sorted(Commentary.objects.values_list("pk", "html")) == kept["commentary"]
    assert sorted(Commentary.history.values_list("history_id", "html")) == kept["history"]

"""A corpus load renders again every stored part whose inputs it changed, and no stored part is ever older than
its rows: after a load of a changed corpus, each is what its rows render now (laws/digests.py, decisions/digests.py).

One load of a copy of the corpus with a law's text, a cross-reference and a decision's text and title edited. Each
edit reaches parts beyond its own row's: the new reference is on the page of the law it names ("Referred to by"), the
moved one leaves one law's page for another's, the decision's title is in the lists under the laws it cites.
"""

from __future__ import annotations

import shutil
from io import StringIO
from pathlib import Path

import pytest
from django.conf import settings
from django.core.management import call_command

from decisions.models import Decision, DecisionPage, LawDecisions
from decisions.pages import PREFETCH, render_page
from decisions.under_law import render_list
from laws.models import Code, Law, LawPage
from laws.pages import PARTS, AroundTheLaws, render_code_page, render_law_page

pytestmark = pytest.mark.django_db

EDITS = {
    # A law's text, with a reference to another law in it (a new cross-reference).
    "codes/club-1864.txt": [
        (
            "Can be claimed for as many revokes as occur during the hand;",
            "Can be claimed for every revoke of the hand (see Law 73);",
        ),
        # A cross-reference moved: Law 82 sends the reader to Law 62, not 61.
        ("(Vide Rule 61.)", "(Vide Rule 62.)"),
    ],
    # A decision's title (on the lists under the laws it cites) and its text, with a law reference in it.
    "decisions/mcintosh-b.txt": [
        (
            "title: Trick taken from under the revoking player's hand before he quitted it: no revoke",
            "title: Trick taken from under the revoking player's hand before he quitted it: held no revoke",
        ),
        ("Case.—A and B against S and T. A leads 6 hearts", "Case (Law 73).—A and B against S and T. A leads 6 hearts"),
    ],
}


def _changed_corpus(tmp_path: Path) -> Path:
    corpus = shutil.copytree(settings.CORPUS_DIR, tmp_path / "corpus", ignore=shutil.ignore_patterns("*.py"))
    for name, edits in EDITS.items():
        path = corpus / name
        text = path.read_text()
        for printed, edited in edits:
            assert text.count(printed) == 1, printed
            text = text.replace(printed, edited)
        path.write_text(text)
    return corpus


def test_after_a_changed_load_every_stored_part_is_what_its_rows_render(client, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    call_command("load_corpus", "--corpus", str(_changed_corpus(tmp_path)), verbosity=0, stdout=StringIO())

    laws = list(
        Law.objects.select_related("code", "section", "page").prefetch_related(
            "clauses", "notes", "variants", "sources"
        )
    )
    assert LawPage.objects.count() == len(laws) == LawDecisions.objects.count()
    # Fresh: the rows around every law read again in one batch (the single law's path: tests/laws/test_stored_pages.py).
    around = AroundTheLaws(laws)
    stale = [law.ref for law in laws if _parts(law.page) != _parts(render_law_page(law, around=around))]
    stale += [code.slug for code in Code.objects.select_related("page") if code.page.content_html != _code(code)]
    stored_lists = dict(LawDecisions.objects.values_list("law_id", "html"))
    stale += [
        f"list {law.ref}" for law in Law.objects.select_related("code") if stored_lists[law.pk] != render_list(law)
    ]
    decisions = Decision.objects.select_related("under__code", "stored_page").prefetch_related(*PREFETCH)
    assert DecisionPage.objects.count() == decisions.count()
    stale += [d.slug for d in decisions if _decision(d.stored_page) != _decision(render_page(d))]
    assert stale == []

    # The edits are on the pages: the stored parts were rendered again, not merely consistent.
    law_72 = client.get("/laws/club-1864/72/").content.decode()
    assert 'every revoke of the hand (see <a class="law-ref" href="/laws/club-1864/73/">Law 73</a>);' in law_72
    assert "quitted it: held no revoke" in law_72
    assert (
        'Referred to by: <a href="/laws/club-1864/72/">Law 72</a>' in client.get("/laws/club-1864/73/").content.decode()
    )
    assert "/laws/club-1864/82/" in client.get("/laws/club-1864/62/").content.decode()
    assert "/laws/club-1864/82/" not in client.get("/laws/club-1864/61/").content.decode()
    decision = client.get("/decisions/mcintosh-72-1/").content.decode()
    assert 'Case (<a class="law-ref" href="/laws/club-1864/73/">Law 73</a>).' in decision


def _parts(page: LawPage) -> list[str]:
    return [getattr(page, p) for p in PARTS]


def _code(code: Code) -> str:
    return render_code_page(code).content_html


def _decision(page: DecisionPage) -> tuple[str, str, str, bool]:
    return (page.body_html, page.cited_html, page.treatments_html, page.treated)

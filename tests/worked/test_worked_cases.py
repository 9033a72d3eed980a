"""The worked cases of the books in the knowledge base: loaded from corpus/cases/, ruled at load, on the law pages."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from django.conf import settings
from django.core.management import call_command
from django.core.management.base import CommandError
from django.db import connection
from django.test.utils import CaptureQueriesContext

from decisions.rulings import ruling_for_text
from engine import cited_laws
from laws.models import Law
from plumbing.readercache.handler import site_changed
from worked.coverage import ruled_laws
from worked.engine_version import engine_version
from worked.models import WorkedCase

pytestmark = pytest.mark.django_db

CASES = Path(settings.CORPUS_DIR) / "cases"


def test_every_case_file_is_a_worked_case_ruled_by_the_current_engine():
    files = {p.name[: -len(".case.json")] for p in CASES.glob("*.case.json")}
    cases = {w.slug: w for w in WorkedCase.objects.all()}
    assert set(cases) == files and len(files) == 76
    for slug, worked in cases.items():
        assert worked.engine_version == engine_version()
        assert worked.case_text == (CASES / f"{slug}.case.json").read_text(encoding="utf-8")
        assert worked.ruling == ruling_for_text(worked.case_text), slug


def test_every_worked_case_has_its_printed_text_and_turns_on_a_law():
    for worked in WorkedCase.objects.select_related("decision", "printed"):
        assert worked.printed_text(), worked.slug
        assert worked.printed_source(), worked.slug
        assert worked.turns_on.exists(), worked.slug
    case_1 = WorkedCase.objects.get(slug="euchre-case-1")
    assert case_1.printed_text().startswith("CASE I.\n\nRefusing to over trump.")
    queen = WorkedCase.objects.get(slug="euchre-case-2-if-a-plays-the-queen")
    assert queen.printed_text() == WorkedCase.objects.get(slug="euchre-case-2").text


def test_the_laws_a_ruling_cites_are_laws_the_engine_rules_on():
    for worked in WorkedCase.objects.select_related("code"):
        for code, number in cited_laws(worked.ruling):
            assert number.split(".")[0] in ruled_laws(code), (worked.slug, number)


def test_the_page_shows_the_stored_ruling_and_a_reload_rules_again_only_for_another_engine(client):
    worked = WorkedCase.objects.get(slug="clay-case-7-adversary-quits-the-partners-trick")
    worked.ruling["findings"][0]["summary"] = "A SUMMARY KEPT IN THE DATABASE"
    worked.save()
    url = worked.get_absolute_url()
    assert "A SUMMARY KEPT IN THE DATABASE" in client.get(url).content.decode()
    call_command("load_corpus", verbosity=0)
    assert "A SUMMARY KEPT IN THE DATABASE" in client.get(url).content.decode()  # same engine: kept
    WorkedCase.objects.filter(pk=worked.pk).update(engine_version="an older engine")
    site_changed()  # as a new engine would: a deployment, whose code changes the reader pages' key
    assert "an earlier version of the rules engine" in client.get(url).content.decode()
    call_command("load_corpus", verbosity=0)
    worked.refresh_from_db()
    assert worked.engine_version == engine_version()
    assert "A SUMMARY KEPT IN THE DATABASE" not in client.get(url).content.decode()


def test_a_law_page_lists_the_worked_cases_on_it_with_a_link_to_the_builder(client):
    html = client.get("/laws/club-1864/73/").content.decode()
    assert "Worked cases turning on this law" in html
    assert 'href="/cases/worked/clay-case-7-adversary-quits-the-partners-trick/"' in html
    assert 'href="/cases/new/?worked=clay-case-7-adversary-quits-the-partners-trick"' in html
    assert "The rules engine rules on this law" in html
    euchre = client.get("/laws/euchre-1888/93/").content.decode()
    assert 'href="/cases/worked/euchre-case-7/"' in euchre and 'href="/cases/worked/euchre-case-9/"' in euchre


def test_a_law_the_engine_does_not_rule_on_says_so_plainly(client):
    assert "31" not in ruled_laws("club-1864")
    html = client.get("/laws/club-1864/31/").content.decode()
    assert "The rules engine does not rule on this law, as it is not a matter for a ruling: a direction where" in html
    assert "No worked case of the books turns on this law" in html


def test_a_rule_of_etiquette_is_never_ruled_under(client):
    assert "110" not in ruled_laws("euchre-1888")
    html = client.get("/laws/euchre-1888/110/").content.decode()
    assert "This is a rule of etiquette, not a law" in html and "rules nothing under it" in html
    assert "The rules engine rules on this law" not in html


def test_every_worked_case_is_on_the_page_of_every_law_it_turns_on(client):
    for law in Law.objects.filter(worked_cases_on__isnull=False).distinct().select_related("code"):
        html = client.get(law.get_absolute_url()).content.decode()
        for worked in WorkedCase.objects.filter(turns_on__law=law):
            assert f'href="{worked.get_absolute_url()}"' in html, (law.ref, worked.slug)


def test_the_worked_case_page_shows_text_ruling_and_the_builder_link(client):
    html = client.get("/cases/worked/clay-case-7-adversary-quits-the-partners-trick/").content.decode()
    assert "Case 7." in html and "As printed" in html
    assert 'id="ruling-heading"' in html and "Laws cited" in html
    assert 'href="/cases/new/?worked=clay-case-7-adversary-quits-the-partners-trick"' in html
    assert "003_f012a884a77afba3.txt" not in html and "J. L. Baldwin" in html
    printed = client.get("/cases/worked/euchre-case-5-as-printed/").content.decode()
    assert "cannot replay this case as printed" in printed and "Under-play in fourth hand" in printed


def test_the_builder_opens_a_worked_case(client):
    html = client.get("/cases/new/?worked=euchre-case-1").content.decode()
    case = json.loads((CASES / "euchre-case-1.case.json").read_text(encoding="utf-8"))
    assert case["title"].replace("'", "&#x27;") in html
    assert client.get("/cases/new/?worked=no-such-case").status_code == 404


def test_pages_take_a_fixed_number_of_queries(client, django_assert_max_num_queries):
    with django_assert_max_num_queries(6):
        assert client.get("/cases/worked/").status_code == 200
    with django_assert_max_num_queries(12):
        assert client.get("/cases/worked/mcintosh-59-1-revoke-on-abandoned-hands/").status_code == 200


def test_the_law_page_part_on_worked_cases_does_not_grow_with_them(client, django_assert_num_queries):
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    counts, pages = [], []
    for url in ("/laws/club-1864/73/", "/laws/club-1864/88/"):  # many worked cases; none
        with CaptureQueriesContext(connection) as queries:
            pages.append(client.get(url).content.decode())
        counts.append(len([q for q in queries.captured_queries if "worked_" in q["sql"]]))
    # None at all: the part was rendered when the corpus was loaded and is stored with the law (laws/pages.py).
    assert counts == [0, 0]
    assert "No worked case of the books turns on this law." in pages[1]
    assert pages[0].count("open in the case builder") > 1


def test_export_gives_the_case_files_back_byte_for_byte(tmp_path):
    call_command("export_corpus", str(tmp_path), verbosity=0)
    for path in CASES.iterdir():
        assert (tmp_path / "cases" / path.name).read_bytes() == path.read_bytes(), path.name


def _corpus_copy(tmp_path: Path) -> Path:
    shutil.copytree(settings.CORPUS_DIR, tmp_path / "corpus", ignore=shutil.ignore_patterns("*.py", "__pycache__"))
    return tmp_path / "corpus"


def test_a_case_file_that_is_not_json_is_refused_with_its_name_and_line(tmp_path):
    corpus = _corpus_copy(tmp_path)
    (corpus / "cases" / "euchre-case-1.case.json").write_text('{"code": "euchre-1888",\n  "hands": }\n')
    before = WorkedCase.objects.count()
    with pytest.raises(CommandError) as exc:
        call_command("load_corpus", corpus=corpus, verbosity=0)
    assert "euchre-case-1.case.json, line 2" in str(exc.value) and "not valid JSON" in str(exc.value)
    assert WorkedCase.objects.count() == before


def test_a_case_file_listed_nowhere_is_refused(tmp_path):
    corpus = _corpus_copy(tmp_path)
    shutil.copy(corpus / "cases" / "euchre-case-1.case.json", corpus / "cases" / "stray.case.json")
    with pytest.raises(CommandError) as exc:
        call_command("load_corpus", corpus=corpus, verbosity=0)
    assert "stray.case.json" in str(exc.value) and "listed in no" in str(exc.value)


WORKED_TABLES = ("worked_workedcase", "worked_workedcasecite", "worked_turnson")


def _writes_to_worked_cases(queries: CaptureQueriesContext) -> list[str]:
    return [
        q["sql"][:120]
        for q in queries.captured_queries
        if q["sql"].startswith(("INSERT", "UPDATE", "DELETE")) and any(f'"{t}"' in q["sql"] for t in WORKED_TABLES)
    ]


def test_a_reload_of_an_unchanged_corpus_writes_no_worked_case():
    with CaptureQueriesContext(connection) as queries:
        call_command("load_corpus", verbosity=0)
    assert queries.captured_queries, "the reload ran no query at all"
    assert _writes_to_worked_cases(queries) == []


def test_a_reload_writes_what_changed_in_a_case_its_cites_and_the_laws_it_turns_on(tmp_path):
    corpus = _corpus_copy(tmp_path)
    book = corpus / "cases" / "euchre.txt"
    text = book.read_text(encoding="utf-8")
    book.write_text(
        text.replace("title: Case I: refusing to over-trump", "title: Case I: refusing to overtrump", 1).replace(
            "inferred: A adopts the trump and takes three tricks, the point of Law 2",
            "inferred: A adopts the trump and takes three tricks, so scoring one point under Law 2",
            1,
        ),
        encoding="utf-8",
    )
    other = WorkedCase.objects.get(slug="euchre-case-2")
    # A case whose file changed since the last load (its text here stands for the older file): ruled again.
    changed = WorkedCase.objects.get(slug="clay-case-7-adversary-quits-the-partners-trick")
    WorkedCase.objects.filter(pk=changed.pk).update(case_text="{}", ruling={"valid": False, "errors": ["older"]})
    changed.turns_on.all().delete()

    with CaptureQueriesContext(connection) as queries:
        call_command("load_corpus", corpus=corpus, verbosity=0)

    case_1 = WorkedCase.objects.get(slug="euchre-case-1")
    assert case_1.title == "Case I: refusing to overtrump"
    assert [c.reason for c in case_1.cites.all()] == [
        "A adopts the trump and takes three tricks, so scoring one point under Law 2"
    ]
    changed.refresh_from_db()
    assert changed.case_text == (CASES / f"{changed.slug}.case.json").read_text(encoding="utf-8")
    assert changed.ruling == ruling_for_text(changed.case_text)
    assert changed.turns_on.exists()
    written = _writes_to_worked_cases(queries)
    assert written, "the changes were not written"
    assert not [sql for sql in written if f"= {other.pk}" in sql or f"({other.pk})" in sql], written

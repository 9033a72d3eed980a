"""Searching the real corpus through a real index: words, stems, old spellings,
law numbers, phrases, filters, facets, snippets, pages."""

import re

import pytest
from django.db.models import Q

from decisions.models import Authority, Decision
from edition.models import Passage
from laws.models import Law
from search import service
from search.documents import decision_text, law_text, passage_document

pytestmark = pytest.mark.django_db


def search(**params):
    return service.search({k: str(v) for k, v in params.items()})


def every_hit(**params):
    """All hits of a search, page after page."""
    first = search(page_size=100, **params)
    hits = list(first.hits)
    for page in range(2, first.pages + 1):
        hits += search(page_size=100, page=page, **params).hits
    return first, hits


def citing(code: str, number: str) -> set[str]:
    law = Law.objects.get(code__slug=code, number=number)
    return set(Decision.objects.filter(Q(under=law) | Q(citations__law=law)).values_list("slug", flat=True))


def test_the_index_answers(index_dir):
    results = search(q="revoke")
    assert results.index == "ready" and not results.degraded
    assert results.count > 20


def test_law_72_revoking_finds_the_revoke_laws(index_dir):
    results, hits = every_hit(q="revoking", type="law")
    numbers = {(h.code, h.number) for h in hits}
    assert {("club-1864", str(n)) for n in range(71, 80)} <= numbers
    assert all(h.score is not None and h.score > 0 for h in hits)
    top = hits[0]
    assert "revok" in top.title.lower() or "<mark>revok" in top.snippet.lower()


def test_stemming_finds_other_forms_than_typed(index_dir):
    _, hits = every_hit(q="revoking")
    # A law that says "revoke" but never "revoking" is found.
    law = Law.objects.get(code__slug="club-1864", number="78")
    assert "revoking" not in law.full_text().lower()
    assert any(h.type == "law" and h.code == "club-1864" and h.number == "78" for h in hits)


def test_honour_and_honor_find_each_other(index_dir):
    _, british = every_hit(q="honour")
    _, american = every_hit(q="honor")
    assert {h.url for h in british} == {h.url for h in american}
    texts = " ".join(h.snippet for h in british)
    assert "<mark>honours</mark>" in texts.lower() and "<mark>honors</mark>" in texts.lower()


def test_jack_finds_the_knave(index_dir):
    results, hits = every_hit(q="jack")
    assert results.count >= 3
    assert all("<mark>knave" in h.snippet.lower() for h in hits)
    assert {h.url for h in hits} == {h.url for h in every_hit(q="knave")[1]}


@pytest.mark.parametrize("q", ["law 72", "rule 72", "Law 72", "club 72", "club law 72"])
def test_law_72_comes_first_then_the_decisions_under_it(index_dir, q):
    results, hits = every_hit(q=q)
    laws_named = [h for h in hits if h.match == "law"]
    assert hits[0].type == "law" and hits[0].number == "72"
    assert ("club-1864", "72") in {(h.code, h.number) for h in laws_named}
    expected = citing("club-1864", "72")
    after_laws = hits[len(laws_named) : len(laws_named) + len(expected)]
    assert {h.slug for h in after_laws} == expected
    assert all(h.match == "cites" for h in after_laws)
    assert "club-1864:72" in results.laws


def test_a_bare_72_names_law_72_of_every_code(index_dir):
    results, hits = every_hit(q="72")
    laws_named = [(h.code, h.number) for h in hits if h.match == "law"]
    assert laws_named == [(law.code.slug, "72") for law in Law.objects.filter(number="72").order_by("code__position")]
    assert hits[0].match == "law"
    after = hits[len(laws_named) : len(laws_named) + len(citing("club-1864", "72"))]
    assert {h.slug for h in after} == citing("club-1864", "72")


def test_club_44_vi_puts_the_law_first_then_the_clause_then_the_law(index_dir):
    results, hits = every_hit(q="club 44 VI")
    assert (hits[0].code, hits[0].number) == ("club-1864", "44")
    assert "<mark>VI.</mark>" in hits[0].snippet
    on_clause = set(
        Decision.objects.filter(
            citations__law__code__slug="club-1864", citations__law__number="44", citations__clause="VI"
        ).values_list("slug", flat=True)
    )
    assert on_clause
    assert {h.slug for h in hits[1 : 1 + len(on_clause)]} == on_clause
    cited = citing("club-1864", "44")
    assert {h.slug for h in hits[1 : 1 + len(cited)]} == cited


def test_law_44_paragraph_6_reads_as_clause_vi(index_dir):
    a = [h.url for h in every_hit(q="Law 44 (paragraph 6)", code="club-1864")[1]]
    b = [h.url for h in every_hit(q="club 44 VI")[1]]
    assert a[: len(citing("club-1864", "44")) + 1] == b[: len(citing("club-1864", "44")) + 1]


def test_law_number_with_words_orders_its_decisions_by_the_words(index_dir):
    results, hits = every_hit(q="law 72 honours", code="club-1864")
    assert hits[0].number == "72"
    cites = [h for h in hits if h.match == "cites"]
    scored = [h for h in cites if h.score is not None]
    assert scored and cites[: len(scored)] == scored  # those matching the words come first


def text_of(hit) -> str:
    if hit.type == "law":
        return law_text(Law.objects.get(code__slug=hit.code, number=hit.number))
    if hit.type == "passage":
        return passage_document(Passage.objects.get(slug=hit.slug))["text"]
    return decision_text(Decision.objects.get(slug=hit.slug))


def test_phrase_is_stricter_than_its_words(index_dir):
    phrase, phrase_hits = every_hit(q='"exposed card"')
    words, word_hits = every_hit(q="exposed card")
    assert 0 < phrase.count < words.count
    # The words side by side, in any form, and common words between them do not count ("exposes a card").
    side_by_side = re.compile(r"\bexpos\w*\s+(?:(?:a|an|the)\s+)?cards?\b", re.I)
    assert all(side_by_side.search(h.title + " " + text_of(h)) for h in phrase_hits)
    assert not all(side_by_side.search(h.title + " " + text_of(h)) for h in word_hits)


@pytest.mark.parametrize(
    "phrase",
    [
        "exposed card",
        "turned and quitted",  # the common word between them counts: "turned or quitted" is not the phrase
        "rule 72",
        "card card",  # a word twice: the books never print it so
        "lead out of turn",
        "trick be turned and quitted",
        "before the trump card is turned",
        "the dealer deals two cards at once",
        "as if no mistake had been made",  # common words, nearly all of it
        "card card card",
    ],
)
def test_a_quoted_phrase_is_its_words_in_a_run(index_dir, phrase):
    """A quoted phrase finds exactly the documents whose title or text has its words one after another,
    every word counted, common ones too (read by the analyzer the titles and texts are indexed with)."""
    from search import index as index_module
    from search import sync
    from search.analysis import phrase_terms

    searcher, _ = index_module.searcher(index_dir, sync.database_identity())
    words = tuple(phrase_terms(phrase))
    in_a_run = set()
    for d in searcher.reader().all_doc_ids():
        fields = searcher.stored_fields(d)
        for field in ("title", "text"):
            t = phrase_terms(fields.get(field) or "")
            if any(tuple(t[i : i + len(words)]) == words for i in range(len(t) - len(words) + 1)):
                in_a_run.add(fields["url"])
    _, hits = every_hit(q=f'"{phrase}"')
    assert {h.url for h in hits} == in_a_run
    if phrase not in ("card card", "card card card"):
        assert in_a_run  # the corpus holds each of these phrases somewhere


def test_an_excluded_word_removes_documents(index_dir):
    with_dummy = {h.url for h in every_hit(q="revoke")[1]}
    without = {h.url for h in every_hit(q="revoke -dummy")[1]}
    assert without < with_dummy


def test_no_document_with_every_word_is_nothing_here_unless_single_words_are_asked_for(index_dir):
    results = search(q="revoke zanzibar")
    assert results.matched == "none" and results.count == 0 and results.hits == [] and results.nearest
    results = search(q="revoke zanzibar", any_word=1)
    assert results.matched == "any" and results.count > 0


def test_filters_narrow_and_facets_count_the_other_filters(index_dir):
    everything = search(q="revoke")
    decisions = search(q="revoke", type="decision")
    assert decisions.count == everything.facets["type"]["decision"]
    assert all(h.type == "decision" for h in decisions.hits)
    # The type facet still shows the laws one could switch to.
    assert decisions.facets["type"] == everything.facets["type"]
    assert sum(decisions.facets["authority"].values()) == decisions.count
    club = search(q="revoke", type="decision", code="club-1864", authority="mcintosh")
    assert club.count == decisions.facets["authority"]["mcintosh"] - sum(
        1 for h in every_hit(q="revoke", type="decision", authority="mcintosh")[1] if h.code != "club-1864"
    )
    assert all(h.authority == "mcintosh" and h.code == "club-1864" for h in club.hits)


@pytest.mark.parametrize("q", ["deal", "law 72", "revoke", "bower"])
def test_facet_counts_agree_with_the_hits(index_dir, q):
    """Whoosh's groups by the facets' key, and the documents put first (the law named, those citing it,
    the entries defining the words), counted alike."""
    results, hits = every_hit(q=q)
    assert results.count == len(hits)
    assert q == "deal" or any(h.match != "text" for h in hits)
    for name in ("type", "code", "authority"):
        counted: dict[str, int] = {}
        for h in hits:
            value = getattr(h, name)
            if value:
                counted[value] = counted.get(value, 0) + 1
        assert counted == results.facets[name]


def test_pages_do_not_overlap_and_cover_the_count(index_dir):
    first = search(q="deal", page_size=10)
    assert first.pages == -(-first.count // 10)
    seen = []
    for page in range(1, first.pages + 1):
        seen += [h.url for h in search(q="deal", page_size=10, page=page).hits]
    assert len(seen) == len(set(seen)) == first.count
    assert search(q="deal", page_size=10, page=first.pages + 1).hits == []


def test_snippets_escape_what_the_committee_writes(index_dir):
    authority = (
        Authority.objects.get(slug="club-committee")
        if Authority.objects.filter(slug="club-committee").exists()
        else Authority.objects.first()
    )
    Decision.objects.create(
        slug="committee-escape-test",
        origin=Decision.ORIGIN_COMMITTEE,
        authority=authority,
        type="case",
        title="A <script> in the title",
        text='The player <script>alert("x")</script> & partner revoked twice.',
    )
    results = search(q="partner revoked twice")
    hit = next(h for h in results.hits if h.slug == "committee-escape-test")
    assert "<script>" not in hit.snippet
    assert (
        "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; <mark>partner</mark> <mark>revoked</mark> <mark>twice</mark>"
        in hit.snippet
    )


def test_ranking_is_whoosh_ranking(index_dir):
    from whoosh.query import And, Or, Term

    from search import index as index_module
    from search import sync
    from search.ranking import KIND_WEIGHT

    searcher, _ = index_module.searcher(index_dir, sync.database_identity())
    q = And([Or([Term(f, t) for f in ("title", "text", "section")]) for t in ("revok", "trick")])
    whoosh = {searcher.stored_fields(h.docnum)["url"]: h.score for h in searcher.search(q, limit=None)}
    results, hits = every_hit(q="revoking tricks")
    assert {h.url for h in hits} == set(whoosh)
    for h in hits:
        # whoosh's BM25F, weighed by the kind of document (search/ranking.py)
        assert abs(h.score - whoosh[h.url] * KIND_WEIGHT[h.type]) < 1e-6, h.url
    assert [h.score for h in hits] == sorted((h.score for h in hits), reverse=True)


@pytest.mark.parametrize(
    ("q", "filters"),
    [
        ("revoke", {"type": "decision"}),
        ("revoke", {"code": "euchre-1888"}),
        ("dealer", {"authority": "mcintosh"}),
        ("law 72", {"type": "decision"}),
        ("partner", {"code": "club-1864", "type": "law"}),
    ],
)
def test_a_filter_keeps_the_order_of_the_answer_it_narrows(index_dir, q, filters) -> None:  # type: ignore[no-untyped-def]
    """A filter takes documents out of the answer and leaves the rest in their order (whoosh's scores are
    the same with or without it): the filtered page is the unfiltered answer's matching documents, in turn."""
    from rest_framework.test import APIClient

    def urls(**params: str) -> list[tuple[str, str]]:
        data = APIClient().get("/api/v1/search/", {"q": q, "page_size": "100", **params}).json()
        return [(r["url"], r["type"], r["code"], r["authority"]) for r in data["results"]]

    narrowed = [
        u
        for u in urls()
        if all(dict(zip(("type", "code", "authority"), u[1:], strict=True))[k] == v for k, v in filters.items())
    ]
    got = urls(**filters)
    # At most 100 a page: the unfiltered page may hold fewer of the filter's documents than the filtered one.
    assert narrowed and got[: len(narrowed)] == narrowed

"""The citation finder and linker, on the seeds' own phrasings."""

import pytest

from laws.citations import find_references
from laws.linking import Linker


def laws_named(text, clauses=frozenset()):
    return [[(lr.number, lr.clause) for lr in r.laws] for r in find_references(text, clauses) if not r.external]


@pytest.mark.parametrize(
    "text,expected",
    [
        ("What constitutes a revoke. See Rule 71.", [[("71", "")]]),
        ("Penalty for revokes, see Rule 72.", [[("72", "")]]),
        ("vide Law 34", [[("34", "")]]),
        ("under Laws 71 and 72", [[("71", ""), ("72", "")]]),
        ("(See L. 8.)", [[("8", "")]]),
        ("as in Law 44 (paragraph 6)", [[("44", "VI")]]),
        ("he suffers the penalty of Law 18, for each card named.", [[("18", "")]]),
        ("Vide Rules 47, 50 and 69.", [[("47", ""), ("50", ""), ("69", "")]]),
        ("Vide Rule 70, and Subdivision IV, of Rule 44.", [[("70", "")], [("44", "")]]),
        ("To illustrate, rule 6 says", [[("6", "")]]),
        ("the revoke (Laws 71-74)", [[("71", ""), ("72", ""), ("73", ""), ("74", "")]]),
    ],
)
def test_references_in_the_seeds_phrasing(text, expected):
    assert laws_named(text) == expected


def test_bare_clause_reference_only_where_the_clause_exists():
    assert laws_named("the dealer, under 44 VI, may", frozenset({("44", "VI")})) == [[("44", "VI")]]
    assert laws_named("the dealer, under 44 VI, may", frozenset()) == []


@pytest.mark.parametrize(
    "text",
    [
        "See Hoyle, law 18, Edit. 1755, et seq.",
        "Law 26, New Cavendish. Hoyle, all editions.",
        "Rule 51, of the Washington Club, of Paris, provides",
        "But see Am. Whist Illus., L. 7.",
    ],
)
def test_references_to_other_codes_and_books_are_external(text):
    refs = find_references(text)
    assert refs and all(r.external for r in refs)


@pytest.mark.django_db
def test_linker_links_ours_and_marks_external():
    linker = Linker.for_code("club-1864")
    html = linker.link("See Rule 71. Compare Hoyle, law 18, and Laws 72 and 73.")
    assert '<a class="law-ref" href="/laws/club-1864/71/">Rule 71</a>' in html
    assert '<cite class="external"' in html and "Hoyle" in html
    assert 'href="/laws/club-1864/72/">Laws 72</a> and <a class="law-ref" href="/laws/club-1864/73/">73</a>' in html


@pytest.mark.django_db
def test_linker_escapes_text():
    html = Linker.for_code("club-1864").link("<script>alert(1)</script> Law 5")
    assert "<script>" not in html and "&lt;script&gt;" in html


@pytest.mark.django_db
def test_linker_links_a_clause_reference_to_its_anchor():
    html = Linker.for_code("club-1864").link("Law 44 (paragraph 6)")
    assert 'href="/laws/club-1864/44/#clause-VI"' in html


def test_the_laws_of_dummy_are_read_by_their_titles():
    """The laws that close the Club Code are numbered dummy-1 to dummy-3 in the corpus, and cited by their titles:
    "should he revoke ... it stands good (Dummy, Law II)"."""
    assert laws_named("it stands good (Dummy, Law II); Dummy, Law III and Law 72.") == [
        [("dummy-2", "")],
        [("dummy-3", "")],
        [("72", "")],
    ]
    assert laws_named("Dummy, Law I.") == [[("dummy-1", "")]]


@pytest.mark.django_db
def test_the_linker_links_a_law_of_dummy_to_its_page():
    html = Linker.for_code("club-1864").link("it stands good (Dummy, Law II).")
    assert '<a class="law-ref" href="/laws/club-1864/dummy-2/">Dummy, Law II</a>' in html

"""Reading queries and making snippets: pure Python, no database."""

import pytest

from search.analysis import normalize, terms
from search.query import LawTarget, QueryError, parse
from search.snippets import snippet

CODES = ["club-1864", "euchre-1888", "american-1890"]


def test_stemming_folds_the_forms_of_a_word():
    assert {normalize(w) for w in ("revoke", "revoked", "revokes", "revoking")} == {"revok"}


@pytest.mark.parametrize(
    "old,new",
    [
        ("honour", "honor"),
        ("honours", "honors"),
        ("knave", "jack"),
        ("knaves", "jacks"),
        ("colour", "color"),
        ("offence", "offense"),
    ],
)
def test_old_spellings_fold_into_one_term(old, new):
    assert normalize(old) == normalize(new)


def test_possessives_and_curly_apostrophes():
    assert terms("the dealer’s pack, the dealer's pack") == ["dealer", "pack", "dealer", "pack"]


def test_single_figures_and_not_are_kept():
    assert terms("Law 8 may not") == ["law", "8", "not"]


@pytest.mark.parametrize(
    "q,target",
    [
        ("law 72", LawTarget("72")),
        ("Law 72", LawTarget("72")),
        ("rule 72", LawTarget("72")),
        ("72", LawTarget("72")),
        ("club 44 VI", LawTarget("44", "VI", "club-1864")),
        ("club 44 vi", LawTarget("44", "VI", "club-1864")),
        ("Law 44 (paragraph 6)", LawTarget("44", "VI")),
        ("law 72 euchre", LawTarget("72", "", "euchre-1888")),
        ("club-1864 law 3", LawTarget("3", "", "club-1864")),
        ("44.VI", LawTarget("44", "VI")),
    ],
)
def test_law_number_queries(q, target):
    parsed = parse(q, CODES)
    assert parsed.laws == (target,)
    assert not parsed.has_text


def test_law_number_with_words_keeps_the_words():
    parsed = parse("revoking law 72", CODES)
    assert parsed.laws == (LawTarget("72"),)
    assert parsed.terms == ("revok",)


def test_a_list_of_laws():
    assert [t.number for t in parse("laws 71 and 72", CODES).laws] == ["71", "72"]


def test_a_reference_to_another_book_is_words():
    parsed = parse("Hoyle, law 18", CODES)
    assert parsed.laws == ()
    assert "hoyle" in parsed.terms


def test_a_code_name_beside_words_scopes_them():
    parsed = parse("euchre bower", CODES)
    assert parsed.laws == () and parsed.terms == ("bower",) and parsed.codes_named == ("euchre-1888",)
    assert parse("euchre", CODES).terms == ("euchr",)


def test_phrases_and_exclusions():
    parsed = parse('"lowered hand" -dummy revoke', CODES)
    assert parsed.phrases == (("lower", "hand"),)
    assert parsed.phrase_texts == ("lowered hand",)
    assert parsed.excluded == ("dummi",)
    assert parsed.terms == ("revok",)


def test_an_unclosed_quote_runs_to_the_end():
    assert parse('"turned and quitted', CODES).phrases == (tuple(terms("turned quitted")),)


@pytest.mark.parametrize("q", ["", "   ", "the", "!!!", '"of the"', "-revoke"])
def test_nothing_to_search_for_names_q(q):
    with pytest.raises(QueryError) as exc:
        parse(q, CODES)
    assert exc.value.param == "q"
    assert exc.value.message.startswith("q ")


def test_a_query_too_long_names_q():
    with pytest.raises(QueryError) as exc:
        parse("revoke " * 40, CODES)
    assert exc.value.param == "q" and "at most" in exc.value.message


def test_snippet_escapes_the_text_and_marks_the_hits():
    text = "Before <b>this</b> & that, the revoking player — a Knave’s honours."
    out = snippet(text, {"revok", "jack", "honor"})
    assert "&lt;b&gt;this&lt;/b&gt; &amp; that" in out
    assert "<mark>revoking</mark>" in out and "<mark>Knave’s</mark>" in out and "<mark>honours</mark>" in out
    assert "<b>" not in out


def test_snippet_centres_on_the_hits_of_a_long_text():
    text = "Nothing here. " * 60 + "Then the revoke is established." + " Nothing after." * 60
    out = snippet(text, {"revok"})
    assert out.startswith("… ") and out.endswith(" …")
    assert "<mark>revoke</mark>" in out
    assert len(out) < 320


def test_snippet_of_a_clause_query_starts_at_the_clause():
    text = (
        "It is a misdeal—\n\nI. Unless the cards are dealt.\n\n"
        + "II. Filler text. " * 30
        + "\n\nVI. Should the dealer deal two cards at once."
    )
    out = snippet(text, (), [LawTarget("44", "VI")])
    assert "<mark>VI.</mark> Should the dealer" in out


def test_snippet_marks_the_law_named():
    assert "<mark>Law 72</mark>" in snippet("See Law 72 for the penalty.", (), [LawTarget("72")])


@pytest.mark.parametrize(
    "q,laws",
    [
        ("Law No. 14", (LawTarget("14"),)),
        ("No. 14", (LawTarget("14"),)),
        ("rule no 72", (LawTarget("72"),)),
        ("44 (vii)", (LawTarget("44", "VII"),)),
        ("club 44 (vii)", (LawTarget("44", "VII", "club-1864"),)),
        ("law 44, clause VII", (LawTarget("44", "VII"),)),
        ("clause V of law 44", (LawTarget("44", "V"),)),
    ],
)
def test_law_numbers_in_the_forms_readers_write(q, laws):
    parsed = parse(q, CODES)
    assert parsed.laws == laws and not parsed.terms


def test_no_alone_is_a_word_not_a_law():
    parsed = parse("no revoke", CODES)
    assert parsed.laws == () and "revok" in parsed.terms

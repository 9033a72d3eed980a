"""The player's words meet the book's: lemmas (simplemma), hyphens folded, in the index and the database alike."""

import pytest

from search.analysis import normalize, phrase_terms, terms, word_terms
from search.database import variants


@pytest.mark.parametrize(
    "typed,printed",
    [("dealt", "deal"), ("threw", "throw"), ("quitted", "quit"), ("renounced", "renounce"), ("led", "lead")],
)
def test_another_tense_is_the_books_word(typed, printed):
    assert normalize(typed) == normalize(printed)


@pytest.mark.parametrize("kept", ["best", "lay"])
def test_words_whose_lemma_would_change_the_law_are_kept(kept):
    assert normalize(kept) != normalize({"best": "good", "lay": "lie"}[kept])


@pytest.mark.parametrize("old,modern", [("mis-deal", "misdeal"), ("by-stander", "bystander"), ("re-deal", "redeal")])
def test_a_hyphenated_old_spelling_is_the_modern_word(old, modern):
    assert word_terms(old) == word_terms(modern)


def test_a_hyphenated_word_keeps_its_parts_in_order_for_phrases():
    assert phrase_terms("the right-hand adversary")[-3:] == phrase_terms("right hand adversary")
    assert set(terms("right-hand")) >= {normalize("right"), normalize("hand")}


def test_the_database_widens_a_word_to_the_forms_its_lemma_takes_in_the_books():
    assert "threw" in variants("throw") or "thrown" in variants("throw")
    assert "mis-deal" in variants("misdeal")

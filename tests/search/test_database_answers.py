"""The database answers in ranking.py's order too, while the index is rebuilt: the game named first, a law cited
in any form, nothing here with the nearest matters, single-word matches only when asked."""

import pytest

from search import database
from search.query import parse
from search.results import Filters

pytestmark = pytest.mark.django_db

CODES = ["club-1864", "euchre-1888", "american-1890"]


def answer(q, **kw):
    return database.search(parse(q, CODES), Filters(), 1, 50, **kw)


def test_a_law_cited_in_roman_numerals_comes_first():
    results = answer("American Law XIX")
    assert results.hits[0].url == "/laws/american-1890/19/" and results.laws == ["american-1890:19"]


def test_the_codes_the_game_names_come_first():
    results = answer("euchre exposed card")
    codes = [h.code for h in results.hits]
    assert codes[0] == "euchre-1888"
    assert (
        codes.index("club-1864") > max(i for i, c in enumerate(codes) if c == "euchre-1888")
        if "club-1864" in codes
        else True
    )


def test_laws_before_decisions_before_passages_within_a_code():
    kinds = [h.type for h in answer("revoke", any_word=False).hits if h.match == "text"]
    order = {"law": 0, "term": 1, "decision": 2, "passage": 4}
    assert [order[k] for k in kinds] == sorted(order[k] for k in kinds)


def test_nothing_here_with_the_nearest_matters():
    results = answer("poker bluff")
    assert results.matched == "none" and results.hits == [] and results.nearest
    assert answer("poker revoke").matched == "none"
    assert answer("poker revoke", any_word=True).matched == "any"


def test_a_player_s_tense_meets_the_book_s():
    urls = {h.url for h in answer("dealt two cards at once").hits}
    assert "/laws/club-1864/44/" in urls

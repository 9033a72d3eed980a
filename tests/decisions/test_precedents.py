"""Precedents ranked by the database agree with the ranking read off every citation,
and cost the same few queries whatever the size of the knowledge base."""

import pytest

from decisions.models import Decision
from decisions.rulings import precedents_for

from .ranking_by_hand import ranked_by_hand

pytestmark = pytest.mark.django_db

REVOKE_LAWS = [("club-1864", "72"), ("club-1864", "73.I"), ("club-1864", "78")]


@pytest.mark.parametrize("named", [[], ["clay-case-7"], ["clay-case-14", "clay-case-7"]])
def test_database_ranking_is_the_ranking_by_hand(named):
    expected = ranked_by_hand(REVOKE_LAWS, named)
    got = precedents_for(REVOKE_LAWS, named, limit=len(expected) + 5)
    assert [p["id"] for p in got] == expected
    assert len(expected) > 10  # enough to show an order, not an accident


def test_only_the_top_are_returned_and_carry_their_shared_laws():
    out = precedents_for(REVOKE_LAWS, limit=5)
    assert len(out) == 5
    assert out[0]["laws"] and set(out[0]["laws"]) <= {"72", "73", "78"}


def test_precedents_take_three_queries(django_assert_max_num_queries):
    with django_assert_max_num_queries(3):
        precedents_for(REVOKE_LAWS, ["clay-case-7"])


@pytest.mark.parametrize("named", [[], ["clay-case-7"], ["clay-case-14"]])
def test_each_precedent_carries_the_asked_laws_its_citations_name(named):
    """The laws shown beside a precedent are those of the ruling it cites, read from its citations."""
    wanted = {(code, number.split(".")[0]) for code, number in REVOKE_LAWS}
    out = precedents_for(REVOKE_LAWS, named, limit=40)
    cited = {
        d.slug: sorted(
            {c.law.number for c in d.citations.all() if (c.law.code.slug, c.law.number) in wanted},
            key=lambda n: (len(n), n),
        )
        for d in Decision.objects.filter(slug__in=[p["id"] for p in out]).prefetch_related("citations__law__code")
    }
    assert [p["laws"] for p in out] == [cited[p["id"]] for p in out]
    assert any(len(p["laws"]) > 1 for p in out) and all(p["laws"] for p in out if p["id"] not in named)


@pytest.mark.parametrize("size", [1, 5], indirect=True)
def test_the_first_decisions_under_a_law_are_the_head_of_the_full_list(size):
    from laws.models import Law

    for law in Law.objects.filter(code__slug="club-1864", number__in=["44", "56", "72", "73", "91"]):
        everything = list(Decision.objects.under_law(law))
        assert Decision.objects.first_under_law(law, 10) == everything[:10]
        assert Decision.objects.count_under_law(law) == len(everything)

"""The precedent ranking kept in the database never goes stale: after an adoption, a withdrawal, a reload,
a write through the models or a bulk one, it gives exactly the ranking computed from every citation."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from django.conf import settings
from django.core.management import CommandError, call_command

from cases.adoption import decision_adopt
from committee.models import Withdrawal
from committee.services import decision_withdraw
from decisions.models import Citation, CitationProfile, Decision
from decisions.precedent_profiles import stale_profiles
from decisions.rulings import precedents_for
from engine import cited_laws, rule
from laws.models import Law
from tests.factories import saved_case

from .ranking_by_hand import ranked_by_hand

pytestmark = pytest.mark.django_db

REVOKE_LAWS = [("club-1864", "72"), ("club-1864", "73.I"), ("club-1864", "78")]
LAW_SETS = [
    REVOKE_LAWS,
    [("club-1864", "72")],
    [("euchre-1888", "62"), ("euchre-1888", "63"), ("euchre-1888", "64")],
    [("american-1890", "19"), ("club-1864", "44"), ("club-1864", "91")],
]


def assert_exact(laws: list[tuple[str, str]], named: list[str] | None = None, limits=(1, 7, 20)) -> list[str]:
    """The database's top `limit` is the head of the ranking by hand, at every cut; returns the top 20."""
    expected = ranked_by_hand(laws, named or [])
    for limit in limits:
        assert [p["id"] for p in precedents_for(laws, named, limit=limit)] == expected[:limit], (laws, limit)
    assert stale_profiles() == []
    return expected[:20]


@pytest.mark.parametrize("size", [1, 5], indirect=True)
def test_the_ranking_is_exact_at_every_cut(size, revoke_case):
    hand = cited_laws(rule(revoke_case))
    for laws in [*LAW_SETS, hand]:
        assert_exact(laws)
    assert_exact(REVOKE_LAWS, ["clay-case-14", "clay-case-7"])
    assert len(ranked_by_hand(hand, [])) > 20 * size // 2  # a deep list: the cut is a real one


@pytest.mark.parametrize("size", [5], indirect=True)
def test_repeated_decisions_rank_by_the_same_profiles(size):
    """The ranking counts profiles, not decisions: decisions repeated fivefold add none."""
    repeated = Decision.objects.filter(slug__contains="-copy-").exclude(profile=None)
    assert repeated.exists()
    assert not CitationProfile.objects.exclude(first__slug__contains="-copy-").filter(size__lt=size).exists()
    assert not CitationProfile.objects.filter(first__slug__contains="-copy-").exists()


@pytest.fixture
def adopted(referee, committee, revoke_case, canned_ruling):  # type: ignore[no-untyped-def]
    case = saved_case(referee, revoke_case, title="Revoke on playing on", ruling=canned_ruling)
    return decision_adopt(case=case, by=committee, holding_markdown="Established.", title="Revoke on playing on")


def test_an_adopted_decision_takes_its_place_and_a_withdrawn_one_leaves(adopted, committee):
    assert adopted.slug in assert_exact(REVOKE_LAWS)
    decision_withdraw(decision=adopted, by=committee, reason="Decided against by the club.")
    assert adopted.slug not in assert_exact(REVOKE_LAWS)
    Withdrawal.objects.filter(decision=adopted).delete()  # the withdrawal taken back
    assert adopted.slug in assert_exact(REVOKE_LAWS)


def test_a_reload_keeps_the_ranking_exact_and_the_committees_decisions_in_it(adopted, tmp_path):
    assert adopted.slug in assert_exact(REVOKE_LAWS)
    # A corpus whose Clay case now cites Law 72 explicitly, and whose decisions are printed in another order.
    corpus = Path(shutil.copytree(settings.BASE_DIR / "corpus", tmp_path / "corpus"))
    clay = corpus / "decisions" / "clay.txt"
    text = clay.read_text()
    assert "cite: club-1864:72 inferred: the penalty\n" in text
    clay.write_text(text.replace("cite: club-1864:72 inferred: the penalty\n", "cite: club-1864:72 explicit\n", 1))
    (corpus / "decisions" / "clay.txt").rename(corpus / "decisions" / "zz-clay.txt")
    call_command("load_corpus", corpus=corpus, verbosity=0)
    assert Decision.objects.get(slug="clay-case-7").collection_position == 3
    assert adopted.slug in assert_exact(REVOKE_LAWS)
    for laws in LAW_SETS:
        assert_exact(laws)


def test_writes_through_the_models_keep_the_ranking(adopted):
    law_78 = Law.objects.get(code__slug="club-1864", number="78")
    Citation.objects.create(decision=adopted, law=law_78, kind=Citation.INFERRED, reason="the same", position=9)
    assert adopted.slug == assert_exact(REVOKE_LAWS)[0]  # all three laws now, and explicitly
    first_printed = Decision.objects.get(slug=assert_exact(REVOKE_LAWS)[1])
    adopted.collection_position = 99_999
    adopted.save()
    assert_exact(REVOKE_LAWS)
    first_printed.delete()
    assert first_printed.slug not in assert_exact(REVOKE_LAWS)
    adopted.citations.filter(law=law_78).delete()
    assert_exact(REVOKE_LAWS)


def test_a_stale_ranking_is_reported_and_rebuilt(capsys):
    Decision.objects.filter(slug="clay-case-7").update(profile=None)  # a write that no one told the ranking of
    with pytest.raises(CommandError, match="out of date"):
        call_command("rebuild_precedents", dry_run=True)
    assert "decision clay-case-7: its citation profile is not what its citations say" in capsys.readouterr().out
    call_command("rebuild_precedents")
    call_command("rebuild_precedents", dry_run=True)
    assert_exact(REVOKE_LAWS)

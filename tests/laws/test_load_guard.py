"""load_corpus refuses a corpus change that would orphan what the committee made, and changes nothing."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from django.conf import settings
from django.core.management import call_command
from django.core.management.base import CommandError

from cases.adoption import committee_authority
from committee.models import Commentary, CommentaryCitation
from decisions.models import Citation, Decision, DecisionLink
from laws.models import Law

pytestmark = pytest.mark.django_db


def corpus_without(tmp_path: Path, file: str, block: str) -> Path:
    """A copy of the corpus with one entry ("law 94", "decision clay-…") taken out of a file."""
    copy = tmp_path / "corpus"
    if not copy.exists():
        shutil.copytree(settings.CORPUS_DIR, copy, ignore=shutil.ignore_patterns("*.py", "__pycache__"))
    path = copy / file
    text = path.read_text(encoding="utf-8")
    cut = re.sub(rf"^## {block}\n.*?(?=^## |\Z)", "", text, count=1, flags=re.M | re.S)
    assert cut != text
    path.write_text(cut, encoding="utf-8")
    return copy


def without_euchre_94(tmp_path: Path) -> Path:
    return corpus_without(tmp_path, "codes/euchre-1888.txt", "law 94")


def committee_decision(slug: str, *, cites: Law | None = None, under: Law | None = None) -> Decision:
    decision = Decision.objects.create(
        slug=slug,
        origin=Decision.ORIGIN_COMMITTEE,
        authority=committee_authority(),
        type="case",
        title="The lone hand ordered up",
        under=under,
        text="Held by the committee.",
        source_text="adopted from case 1",
    )
    if cites is not None:
        Citation.objects.create(decision=decision, law=cites, kind=Citation.EXPLICIT, position=0)
    return decision


def euchre_94() -> Law:
    return Law.objects.get(code__slug="euchre-1888", number="94")


def test_removing_a_law_the_committee_cites_is_refused_naming_it(tmp_path):
    law = euchre_94()
    committee_decision("committee-case-1", cites=law)
    corpus = without_euchre_94(tmp_path)
    with pytest.raises(CommandError) as refused:
        call_command("load_corpus", corpus=corpus, verbosity=0)
    message = str(refused.value)
    assert "would orphan 1 thing(s) the committee made, so nothing was changed" in message
    assert (
        "the committee's decision committee-case-1 (“The lone hand ordered up”) cites law 94 of euchre-1888" in message
    )
    assert Law.objects.filter(pk=law.pk).exists()
    assert Citation.objects.filter(decision__slug="committee-case-1", law=law).exists()


def test_a_decision_standing_under_the_law_is_named(tmp_path):
    law = euchre_94()
    adopted = committee_decision("committee-case-2", under=law)
    with pytest.raises(CommandError, match="committee-case-2 .* stands under law 94 of euchre-1888"):
        call_command("load_corpus", corpus=without_euchre_94(tmp_path), verbosity=0)
    adopted.refresh_from_db()
    assert adopted.under_id == law.pk


def test_removing_a_printed_decision_the_committee_links_to_is_refused(tmp_path):
    printed = Decision.objects.get(slug="clay-principles-introduction")
    adopted = committee_decision("committee-case-5")
    DecisionLink.objects.create(from_decision=adopted, to_decision=printed, relation="concurs", position=0)
    corpus = corpus_without(tmp_path, "decisions/clay.txt", "decision clay-principles-introduction")
    with pytest.raises(CommandError, match="committee-case-5 .* concurs with decision clay-principles-introduction"):
        call_command("load_corpus", corpus=corpus, verbosity=0)
    assert DecisionLink.objects.filter(from_decision=adopted, to_decision=printed).exists()


def test_removing_a_law_nobody_made_anything_under_loads(tmp_path):
    committee_decision("committee-case-3", cites=Law.objects.get(code__slug="club-1864", number="72"))
    call_command("load_corpus", corpus=without_euchre_94(tmp_path), verbosity=0)
    assert not Law.objects.filter(code__slug="euchre-1888", number="94").exists()
    assert Citation.objects.filter(decision__slug="committee-case-3").count() == 1


def test_an_unchanged_corpus_reloads_with_the_committee_data_in_place():
    committee_decision("committee-case-4", cites=euchre_94(), under=euchre_94())
    call_command("load_corpus", verbosity=0)
    assert Citation.objects.filter(decision__slug="committee-case-4", law__number="94").exists()


def test_removing_a_decision_the_committee_wrote_on_is_refused_naming_it(tmp_path):
    printed = Decision.objects.get(slug="clay-principles-introduction")
    Commentary.objects.create(decision=printed, text="Our reading of it.", version=1)
    corpus = corpus_without(tmp_path, "decisions/clay.txt", "decision clay-principles-introduction")
    with pytest.raises(CommandError, match="the committee's commentary on decision clay-principles-introduction"):
        call_command("load_corpus", corpus=corpus, verbosity=0)
    assert Decision.objects.filter(slug="clay-principles-introduction").exists()


def test_removing_a_law_a_commentary_cites_is_refused_naming_it(tmp_path):
    commentary = Commentary.objects.create(law=Law.objects.get(code__slug="club-1864", number="72"), text="See 94.")
    CommentaryCitation.objects.create(commentary=commentary, law=euchre_94())
    with pytest.raises(
        CommandError, match="the committee's commentary on law 72 of club-1864 cites law 94 of euchre-1888"
    ):
        call_command("load_corpus", corpus=without_euchre_94(tmp_path), verbosity=0)
    assert CommentaryCitation.objects.filter(commentary=commentary, law=euchre_94()).exists()

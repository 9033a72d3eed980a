"""Reloading the corpus never deletes what the committee wrote."""

from __future__ import annotations

import shutil
from io import StringIO
from pathlib import Path

import pytest
from django.conf import settings
from django.core.management import CommandError, call_command

from committee.models import Commentary
from committee.services import commentary_save
from committee.subjects import law_subject
from laws.models import Law

pytestmark = pytest.mark.django_db


def test_a_reload_keeps_commentary_and_its_history(committee) -> None:  # type: ignore[no-untyped-def]
    commentary_save(subject=law_subject("club-1864", "72"), by=committee, text="Kept.", message="", version=0)
    call_command("load_corpus", verbosity=0, stdout=StringIO())
    kept = Commentary.objects.get(law__code__slug="club-1864", law__number="72")
    assert (kept.text, kept.version, kept.history.count()) == ("Kept.", 1, 1)


def test_a_law_with_commentary_is_not_dropped_by_a_reload(committee, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    commentary_save(subject=law_subject("euchre-1888", "73"), by=committee, text="Ours.", message="", version=0)
    corpus = shutil.copytree(settings.CORPUS_DIR, tmp_path / "corpus")
    euchre = corpus / "codes" / "euchre-1888.txt"
    text = euchre.read_text()
    start = text.index("## law 73\n")
    euchre.write_text(text[:start] + text[text.index("## ", start + 3) :])
    with pytest.raises(CommandError, match=r"euchre-1888.txt, line 1: the file no longer has law 73 of euchre-1888"):
        call_command("load_corpus", "--corpus", str(corpus), verbosity=0, stdout=StringIO())
    assert Law.objects.filter(code__slug="euchre-1888", number="73").exists()
    assert Commentary.objects.get(law__number="73", law__code__slug="euchre-1888").text == "Ours."

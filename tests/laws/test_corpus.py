"""The transcribed codes: counts, structure, clean text, references, and the export round trip."""

import re
from pathlib import Path

import pytest
from django.conf import settings
from django.core.management import call_command
from django.core.management.base import CommandError

from backup.corpus_load import load_corpus
from corpus.blocks import CorpusFormatError, parse, write
from laws.citations import find_references
from laws.models import Clause, Code, CrossReference, Law, Section

from .text_checks import damage_in

pytestmark = pytest.mark.django_db


def kinds(code: str) -> dict[str, int]:
    out: dict[str, int] = {}
    for kind in Law.objects.filter(code__slug=code).values_list("kind", flat=True):
        out[kind] = out.get(kind, 0) + 1
    return out


def test_american_1890_has_twenty_laws_and_the_proposed_law():
    assert kinds("american-1890") == {"law": 20, "proposed": 1}
    numbers = list(Law.objects.filter(code__slug="american-1890", kind="law").values_list("number", flat=True))
    assert numbers == [str(n) for n in range(1, 21)]


def test_euchre_1888_has_105_laws_and_11_etiquette_rules():
    assert kinds("euchre-1888") == {"law": 105, "etiquette": 11}
    etiquette = Law.objects.filter(code__slug="euchre-1888", kind="etiquette").values_list("number", flat=True)
    assert list(etiquette) == [str(n) for n in range(106, 117)]


def test_euchre_1888_has_its_sections_and_glossary():
    code = Code.objects.get(slug="euchre-1888")
    titles = list(code.sections.values_list("title", flat=True))
    assert titles[:3] == ["The Rubber", "Scoring", "Cutting"]
    assert "The Revoke" in titles and "Playing Alone" in titles
    assert code.terms.count() >= 10
    assert code.terms.filter(title__icontains="Bower").exists()


def test_club_1864_has_91_laws_dummy_double_dummy_and_etiquette():
    k = kinds("club-1864")
    assert k["law"] == 91
    assert k["dummy"] == 3
    assert k["double-dummy"] == 1
    assert k["etiquette"] >= 9
    numbers = list(Law.objects.filter(code__slug="club-1864", kind="law").values_list("number", flat=True))
    assert numbers == [str(n) for n in range(1, 92)]


def test_club_1864_has_seventeen_sections_of_laws():
    sections = Section.objects.filter(code__slug="club-1864", laws__kind="law").distinct()
    assert sections.count() == 17


@pytest.mark.parametrize(
    "number,labels",
    [
        ("3", ["I", "II", "III"]),
        ("8", ["I", "II", "III"]),
        ("37", ["I", "II"]),
        ("44", ["I", "II", "III", "IV", "V", "VI", "VII"]),
        ("56", ["I", "II"]),
        ("72", ["I", "II", "III", "IV", "V"]),
    ],
)
def test_club_1864_clause_structure(number, labels):
    law = Law.objects.get(code__slug="club-1864", number=number)
    assert [c.label for c in law.clauses.all()] == labels
    assert all(c.text.strip() for c in law.clauses.all())


def test_american_law_8_lettered_exceptions():
    law = Law.objects.get(code__slug="american-1890", number="8")
    assert [c.label for c in law.clauses.all()] == list("abcdef")
    assert law.continued.startswith("without violating")


def all_texts():
    for law in Law.objects.select_related("code").prefetch_related("clauses"):
        yield f"{law.code.slug} {law.heading}", law.text
        for clause in law.clauses.all():
            yield f"{law.code.slug} {law.heading} {clause.label}", clause.text
        if law.continued:
            yield f"{law.code.slug} {law.heading} continued", law.continued


def test_no_law_text_shows_ocr_damage():
    damaged = [f"{where}: {d}" for where, text in all_texts() for d in damage_in(text)]
    assert damaged == []


def test_damage_check_catches_what_it_looks_for():
    # The check itself must be able to fail.
    assert damage_in("the prec- edence of honours")
    assert damage_in("8. Honours, i.e, Ace | King")
    assert damage_in("they may bo scored")
    assert not damage_in("The penalty for a revoke takes precedence of all other scores.")


SIDE_NOTES = ["Rubber", "Scoring", "Cutting", "Shuffling", "Etiquette", "Revoke", "Dummy", "Formation"]


def test_no_encyclopedia_side_note_run_into_club_text():
    # A side-note title between two lower-case words, not used as a noun ("a Dummy or exposed hand").
    run_in = re.compile(r"(\w+)[,;]? (" + "|".join(SIDE_NOTES) + r")[,.;]? [a-z]")
    found = [
        (where, m.group(0))
        for where, text in all_texts()
        if where.startswith("club-1864")
        for m in run_in.finditer(text)
        if m.group(1).islower() and m.group(1) not in {"a", "the", "his", "of"}
    ]
    assert found == []


def test_every_law_has_its_source_and_paragraphs_are_joined():
    for law in Law.objects.prefetch_related("sources"):
        sources = list(law.sources.all())
        assert sources, law
        for s in sources:
            assert (settings.SEEDS_DIR / s.seed).name == s.seed and s.line_start <= s.line_end
        assert "\n\n\n" not in law.text


def test_club_laws_cite_three_witnesses():
    for law in Law.objects.filter(code__slug="club-1864", kind="law").prefetch_related("sources"):
        seeds = [s.seed for s in law.sources.all()]
        assert seeds[0].startswith("003_"), law
        assert {s[:3] for s in seeds} == {"000", "002", "003"}, law


def test_source_lines_exist_in_the_seeds():
    if not settings.SEEDS_DIR.is_dir():
        pytest.skip("the seeds are not beside the checkout")
    lengths = {p.name: len(p.read_text(encoding="utf-8").splitlines()) for p in settings.SEEDS_DIR.glob("*.txt")}
    for law in Law.objects.prefetch_related("sources"):
        for s in law.sources.all():
            assert s.line_end <= lengths[s.seed], (law, s)


def test_every_reference_in_a_law_text_resolves():
    unresolved = []
    for law in Law.objects.select_related("code").prefetch_related("clauses", "notes"):
        numbers = set(Law.objects.filter(code=law.code).values_list("number", flat=True))
        corrections = law.corrections()
        for ref in find_references(law.full_text()):
            if ref.external:
                continue
            for lr in ref.laws:
                if corrections.get(ref.printed, lr.number) not in numbers:
                    unresolved.append((law.ref, ref.printed))
    assert unresolved == []


def test_cross_references_are_derived_both_ways():
    law_18 = Law.objects.get(code__slug="american-1890", number="18")
    law_13 = Law.objects.get(code__slug="american-1890", number="13")
    assert CrossReference.objects.filter(from_law=law_13, to_law=law_18).exists()
    assert law_13 in [r.from_law for r in law_18.referenced_by.all()]


def test_a_reference_the_copy_texts_scan_misreads_follows_the_witnesses_with_a_note():
    law_29 = Law.objects.get(code__slug="club-1864", number="29")
    assert "Rule 32" in law_29.text and "Rule 82" not in law_29.text
    assert law_29.corrections() == {}
    (note,) = law_29.notes.filter(kind="correction")
    assert 'reads "Rule 82"' in note.text and "3 as 8" in note.text
    assert [r.to_law.number for r in law_29.references.all()] == ["32"]


def test_export_gives_the_corpus_back_byte_for_byte(tmp_path):
    call_command("export_corpus", str(tmp_path), verbosity=0)
    corpus = settings.CORPUS_DIR
    originals = sorted(p.relative_to(corpus) for p in corpus.rglob("*.txt"))
    exported = sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*.txt"))
    assert exported == originals
    for rel in originals:
        assert (tmp_path / rel).read_bytes() == (corpus / rel).read_bytes(), rel


def test_load_is_idempotent_and_keeps_law_ids():
    before = dict(Law.objects.values_list("code__slug", "number").annotate().values_list("pk", "number"))
    counts = (Law.objects.count(), Clause.objects.count(), CrossReference.objects.count())
    call_command("load_corpus", verbosity=0)
    assert dict(Law.objects.values_list("pk", "number")) == before
    assert (Law.objects.count(), Clause.objects.count(), CrossReference.objects.count()) == counts


def test_a_reload_writes_again_only_the_files_the_database_does_not_hold_as_they_are():
    law = Law.objects.get(code__slug="american-1890", number="7")
    Law.objects.filter(pk=law.pk).update(title="Not as printed")
    report = load_corpus(settings.CORPUS_DIR)
    unchanged = {path.name for path in report.unchanged}
    assert "american-1890.txt" not in unchanged
    assert {"club-1864.txt", "euchre-1888.txt", "authorities.txt", "clay.txt"} <= unchanged
    assert "concordance.txt" not in unchanged  # a code was written again: the laws its matters name are looked up
    assert Law.objects.get(pk=law.pk).title == law.title


def test_the_cross_references_are_derived_again_by_every_load():
    counts = CrossReference.objects.count()
    CrossReference.objects.filter(from_law__code__slug="club-1864").delete()
    report = load_corpus(settings.CORPUS_DIR)
    assert settings.CORPUS_DIR / "codes" / "club-1864.txt" in report.unchanged
    assert CrossReference.objects.count() == counts


def test_a_broken_corpus_is_refused_with_file_and_line_and_nothing_is_lost(tmp_path):
    (tmp_path / "codes").mkdir()
    (tmp_path / "decisions").mkdir()
    good = (settings.CORPUS_DIR / "codes" / "american-1890.txt").read_text(encoding="utf-8")
    broken = good.replace("## law 7\n", "## law 7\nsauce: tomato\n", 1)
    (tmp_path / "codes" / "american-1890.txt").write_text(broken, encoding="utf-8")
    laws_before = Law.objects.count()
    with pytest.raises(CommandError) as exc:
        call_command("load_corpus", corpus=tmp_path, verbosity=0)
    message = str(exc.value)
    assert "american-1890.txt, line" in message and "unknown field 'sauce'" in message
    assert Law.objects.count() == laws_before


def test_block_format_reports_the_line_of_a_bad_header():
    with pytest.raises(CorpusFormatError) as exc:
        parse("# code x\ntitle: X\n\nIntro.\n\n## law 1\nsource lines 1-2\n", "x.txt")
    assert exc.value.line == 7


def test_block_format_round_trips():
    text = "# code x\ntitle: X\n\nIntro.\n\n## law 1\nsource: s lines 1-2\n\nText.\n\n### clause I\n\nOne.\n"
    assert write(parse(text)) == text


def test_corpus_files_are_plain_text():
    for path in Path(settings.CORPUS_DIR).rglob("*.txt"):
        text = path.read_text(encoding="utf-8")
        assert "\t" not in text and "\r" not in text, path


def test_every_cross_reference_of_the_club_code_reads_as_the_encyclopedia_prints_it():
    """Baldwin's OCR reads 3 as 8: each number the Club Code's text refers to is checked against the other witness."""
    seeds = Path(settings.SEEDS_DIR)
    checked = 0
    for ref in CrossReference.objects.filter(from_law__code__slug="club-1864").select_related("from_law"):
        number = re.search(r"\d+", ref.printed)
        if number is None:
            continue  # "this law", "the second paragraph of this law"
        (witness,) = ref.from_law.sources.filter(seed__startswith="002_")
        lines = (
            (seeds / witness.seed).read_text(encoding="utf-8").split("\n")[witness.line_start - 1 : witness.line_end]
        )
        assert re.search(rf"\b(?:rule|law)s? {number.group(0)}\b", " ".join(lines), re.I), ref.printed
        checked += 1
    assert checked >= 2  # Law 29's Rule 32, Law 82's Rule 61


def test_notes_stand_in_the_order_printed():
    for law in Law.objects.prefetch_related("notes"):
        starts = [int(re.search(r"lines (\d+)", n.source).group(1)) for n in law.notes.all() if n.source]
        assert starts == sorted(starts), law.ref
    law_12 = Law.objects.get(code__slug="american-1890", number="12")
    assert [n.mark for n in law_12.notes.all() if n.mark] == ["(1)", "(5.)", "(3.)"]

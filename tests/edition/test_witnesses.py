"""The witnesses' lines kept in corpus/witnesses/: every line a source names, identical to the seeds."""

from __future__ import annotations

from pathlib import Path

import pytest
from django.conf import settings
from django.core.management import CommandError, call_command

from corpus.provenance import SourceRef
from corpus.witnesses import WITNESS_DIR, corpus_sources, needed_lines, seed_lines, witness_lines, witness_path

CORPUS = Path(settings.CORPUS_DIR)
SEEDS = Path(settings.SEEDS_DIR)


def test_every_line_a_source_names_is_kept_in_the_corpus():
    for seed, numbers in needed_lines(corpus_sources(CORPUS)).items():
        kept = {n for n, _ in witness_lines(CORPUS, _whole(seed, numbers))}
        missing = sorted(numbers - kept)
        assert not missing, f"{seed}: lines {missing[:5]}… are not in {WITNESS_DIR}/ (manage.py copy_witness_lines)"


def _whole(seed: str, numbers: set[int]) -> SourceRef:
    return SourceRef(seed, min(numbers), max(numbers))


@pytest.mark.skipif(not SEEDS.is_dir(), reason="the seed texts are not beside this checkout")
def test_the_kept_lines_are_the_seeds_own_byte_for_byte():
    files = sorted((CORPUS / WITNESS_DIR).glob("*.lines"))
    assert len(files) == 5
    for path in files:
        seed = path.stem + ".txt"
        lines = seed_lines(SEEDS, seed)
        for row in path.read_text(encoding="utf-8").split("\n")[:-1]:
            number, _, text = row.partition("|")
            assert lines[int(number) - 1] == text, f"{path.name} line {number}"


@pytest.mark.skipif(not SEEDS.is_dir(), reason="the seed texts are not beside this checkout")
def test_the_command_copies_exactly_the_lines_the_corpus_names(tmp_path):
    (tmp_path / "texts").mkdir()
    (tmp_path / "texts" / "x.txt").write_text(
        "# texts x\ntitle: X\n\n## text a\nsource: 002_aaddb16163a7829c.txt lines 36-37\n\nThe Rubber.\n"
    )
    call_command("copy_witness_lines", corpus=tmp_path, seeds=SEEDS, verbosity=0)
    written = witness_path(tmp_path, "002_aaddb16163a7829c.txt").read_text(encoding="utf-8")
    lines = seed_lines(SEEDS, "002_aaddb16163a7829c.txt")
    assert written == f"36|{lines[35]}\n37|{lines[36]}\n"


def test_a_source_beyond_the_seed_is_refused_by_name(tmp_path):
    seeds = tmp_path / "seeds"
    seeds.mkdir()
    (seeds / "s.txt").write_text("one\ntwo\n")
    (tmp_path / "texts").mkdir()
    (tmp_path / "texts" / "x.txt").write_text("# texts x\ntitle: X\n\n## text a\nsource: s.txt lines 2-9\n\nT.\n")
    with pytest.raises(CommandError, match=r"s\.txt has 3 lines; the corpus cites line 4"):
        call_command("copy_witness_lines", corpus=tmp_path, seeds=seeds, verbosity=0)
    assert not (tmp_path / WITNESS_DIR).exists()

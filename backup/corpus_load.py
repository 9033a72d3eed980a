"""Load the whole corpus into the database and export it back: the order matters
(laws, then authorities, then decisions that cite both, then the concordance).

A file of laws or of decisions, the authorities or the concordance that the database already holds as it is (its
export gives the file back byte for byte, the loaders' round trip) is not written again: a reload of an unchanged
corpus rewrites none of its laws and decisions, so none of them goes to the search index again. What is derived
rather than read (the cross-references, the worked cases' rulings and precedents) is worked out at every load.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from django.db import transaction
from django.db.models import ProtectedError

from backup.corpus_dependents import CorpusChangeRefused, committee_dependents, describe
from corpus.blocks import Block, parse_file, write
from decisions import pages as decision_pages
from decisions import precedent_profiles, under_law
from decisions.corpus_io import (
    LawIndex,
    export_authorities,
    export_collection,
    link_decisions,
    load_authorities,
    load_collection,
)
from decisions.digests import DecisionRows
from decisions.models import Collection, Decision
from edition.corpus_io import export_texts, load_texts
from laws import pages as law_pages
from laws.concordance_io import export_concordance, load_concordance
from laws.corpus_io import export_code, link_references, load_code
from laws.models import Code, CorpusHeader
from plumbing.readercache.handler import one_change
from worked.corpus_io import export_case_books, load_case_books

Progress = Callable[[str], None]


@dataclass
class LoadReport:
    codes: dict[str, int] = field(default_factory=dict)
    decisions: int = 0
    authorities: int = 0
    matters: int = 0
    worked_cases: int = 0
    texts: int = 0
    # The files of laws, authorities, decisions and the concordance the database already held as they are.
    unchanged: list[Path] = field(default_factory=list)
    laws_written: bool = False  # a code's file was written again, or a code went with its file


def _header(name: str, root_kind: str, ident: str, title: str) -> None:
    CorpusHeader.objects.update_or_create(name=name, defaults={"kind": root_kind, "ident": ident, "title": title})


def _held_as_it_is(path: Path, exported: Block | None, report: LoadReport) -> bool:
    """The database holds the file as it is (what it exports of it is the file, byte for byte): noted as unchanged."""
    held = exported is not None and write(exported) == path.read_text(encoding="utf-8")
    if held:
        report.unchanged.append(path)
    return held


def _exported_header(name: str, export: Callable[[str, str, str], Block]) -> Block | None:
    """A one-file part of the corpus (the authorities, the concordance) as the database holds it, if it does."""
    header = CorpusHeader.objects.filter(name=name).first()
    return export(header.kind, header.ident, header.title) if header else None


def _unchanged(path: Path, report: LoadReport) -> str:
    return " (unchanged)" if path in report.unchanged else ""


def code_files(corpus_dir: Path) -> list[Path]:
    return sorted((corpus_dir / "codes").glob("*.txt"))


@transaction.atomic
def load_corpus(corpus_dir: Path, progress: Progress = lambda _: None) -> LoadReport:
    """Load the corpus; raises CorpusChangeRefused (and changes nothing) if committee data would be orphaned."""
    before = committee_dependents()
    # One transaction: the loaders bulk_create too, so what readers see changes once, with it.
    with one_change():
        try:
            with under_law.held():  # the stored parts of pages are rendered once, at the end
                report = _load(corpus_dir, progress)
        except ProtectedError as exc:  # a record of the committee's that the database itself keeps from deletion
            raise CorpusChangeRefused(sorted({describe(item) for item in exc.protected_objects})) from None
        orphaned = before - committee_dependents()
        if orphaned:
            raise CorpusChangeRefused(sorted(orphaned))  # raised inside the transaction: all of the load rolls back
    return report


def _load(corpus_dir: Path, progress: Progress) -> LoadReport:
    report = LoadReport()
    # The precedent ranking is refreshed once, when every decision and citation is in: before the
    # worked cases are ruled on, since their rulings carry precedents.
    with precedent_profiles.batched():
        laws = _load_laws_and_decisions(corpus_dir, progress, report)

    # Worked cases after the decisions they encode; the engine rules on them here, not on page views.
    report.worked_cases = load_case_books(corpus_dir, laws)
    progress(f"worked cases: {report.worked_cases}")
    report.texts = load_texts(corpus_dir, laws)
    progress(f"front matter and passages: {report.texts}")

    concordance = corpus_dir / "concordance.txt"
    if concordance.exists():
        root = parse_file(concordance)
        # A matter keeps its laws' numbers as written, not its rows: the export tells that every law it names is
        # still there only where no code was written again.
        exported = None if report.laws_written else _exported_header("concordance.txt", export_concordance)
        if _held_as_it_is(concordance, exported, report):
            report.matters = len(root.children)
        else:
            report.matters = load_concordance(root, str(concordance))
            _header("concordance.txt", root.kind, root.id, root.get("title"))
        progress(f"concordance: {report.matters} matters{_unchanged(concordance, report)}")
    # Last, when every row a page draws on is in: the printed parts of the law, code and decision pages and the
    # decisions under each law whose inputs changed (laws/digests.py) rendered here, not at each request.
    law_pages.store_pages()
    decisions = DecisionRows()
    under_law.store_changed(decisions)
    decision_pages.store_changed(decisions)
    return report


def _load_laws_and_decisions(corpus_dir: Path, progress: Progress, report: LoadReport) -> LawIndex:
    roots = [(p, parse_file(p)) for p in code_files(corpus_dir)]
    roots.sort(key=lambda pr: (int(pr[1].get("year") or 0), pr[1].id))
    for position, (path, root) in enumerate(roots):
        code = Code.objects.filter(slug=root.id, position=position).first()
        if code is not None and _held_as_it_is(path, export_code(code), report):
            link_references(code)
        else:
            code = load_code(root, str(path), position)
            report.laws_written = True
        report.codes[code.slug] = code.laws.count()
        progress(f"{code.slug}: {report.codes[code.slug]} laws{_unchanged(path, report)}")
    if Code.objects.exclude(slug__in=report.codes).delete()[0]:
        report.laws_written = True

    authorities = corpus_dir / "authorities.txt"
    if authorities.exists():
        root = parse_file(authorities)
        if _held_as_it_is(authorities, _exported_header("authorities.txt", export_authorities), report):
            report.authorities = len(root.children)
        else:
            report.authorities = load_authorities(root, str(authorities))
            _header("authorities.txt", root.kind, root.id, root.get("title"))
        progress(f"authorities: {report.authorities}{_unchanged(authorities, report)}")

    laws = LawIndex()
    collections = []
    slugs: list[str] = []
    written = False
    for position, path in enumerate(sorted((corpus_dir / "decisions").glob("*.txt"))):
        root = parse_file(path)
        held = Collection.objects.filter(slug=root.id, position=position).first()
        if _held_as_it_is(path, export_collection(held) if held else None, report):
            slugs += [entry.id for entry in root.children]
        else:
            slugs += load_collection(root, str(path), position, laws)
            written = True
        collections.append((str(path), root))
        progress(f"{root.id}: {len(root.children)} decisions{_unchanged(path, report)}")
    gone = Decision.objects.printed().exclude(slug__in=slugs).delete()[0]
    gone += Collection.objects.exclude(slug__in=[r.id for _, r in collections]).delete()[0]
    if written or gone:  # the printed treatments run between files: made again whole when any file changed
        link_decisions(collections)
    report.decisions = len(slugs)
    return laws


def export_corpus(out_dir: Path) -> list[Path]:
    """Write every corpus file from the database; returns the paths written."""
    written: list[Path] = []

    def put(rel: str, text: str) -> None:
        path = out_dir / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        written.append(path)

    for code in Code.objects.all():
        put(f"codes/{code.slug}.txt", write(export_code(code)))
    for name, export in (("authorities.txt", export_authorities), ("concordance.txt", export_concordance)):
        header = CorpusHeader.objects.filter(name=name).first()
        if header:
            put(name, write(export(header.kind, header.ident, header.title)))
    for collection in Collection.objects.all():
        put(f"decisions/{collection.slug}.txt", write(export_collection(collection)))
    written += export_case_books(out_dir)
    written += export_texts(out_dir)
    return written

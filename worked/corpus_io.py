"""Load the worked cases from corpus/cases/ and write them back.

corpus/cases/<book>.txt lists the cases of one book (`## case <slug>`), each with its case file
<slug>.case.json and the book's expected ruling <slug>.expected.json beside it; both are kept as
written, so the export gives every file back byte for byte.
"""

from __future__ import annotations

import json
from pathlib import Path

from corpus.blocks import Block, CorpusFormatError, parse_file, write
from corpus.provenance import parse_source
from decisions.corpus_io import CITE_RE, LawIndex
from decisions.models import Decision
from laws.models import Code, Law

from .models import CaseBook, WorkedCase, WorkedCaseCite
from .rulings import derive_turns_on, rule_worked_case

CASE_FIELDS = {"title", "code", "decision", "printed", "source", "cite"}


def _fail(path: str, block: Block, message: str) -> CorpusFormatError:
    return CorpusFormatError(path, block.line, message)


def _json_text(path: Path) -> str:
    """The file's text, refused with its name and line when it is not JSON."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise CorpusFormatError(str(path), 0, "the file is missing") from None
    except UnicodeDecodeError:
        raise CorpusFormatError(str(path), 0, "the file is not UTF-8 text") from None
    try:
        json.loads(text)
    except json.JSONDecodeError as exc:
        raise CorpusFormatError(str(path), exc.lineno, f"not valid JSON: {exc.msg} (column {exc.colno})") from None
    return text


def case_files(corpus_dir: Path) -> list[Path]:
    return sorted((corpus_dir / "cases").glob("*.txt"))


def load_case_books(corpus_dir: Path, laws: LawIndex) -> int:
    """Load every file of worked cases; returns how many cases there are. Runs inside the corpus load."""
    folder = corpus_dir / "cases"
    codes = {c.slug: c for c in Code.objects.all()}
    decisions = {d.slug: d for d in Decision.objects.printed()}
    seen: list[str] = []
    later: list[tuple[str, Block, WorkedCase]] = []
    books: list[str] = []
    for book_position, path in enumerate(case_files(corpus_dir)):
        root = parse_file(path)
        name = str(path)
        if root.kind != "cases" or not root.id:
            raise _fail(name, root, "a file of worked cases starts with '# cases <slug>'")
        unknown = {k for k, _ in root.fields} - {"title", "source"}
        if unknown or not root.get("title"):
            raise _fail(name, root, f"cases {root.id}: needs 'title:', may have 'source:' (found {sorted(unknown)})")
        book, _ = CaseBook.objects.update_or_create(
            slug=root.id,
            defaults={
                "title": root.get("title"),
                "description": root.body,
                "source": _source(name, root),
                "position": book_position,
            },
        )
        books.append(book.slug)
        for pos, entry in enumerate(root.children):
            case = _load_case(name, folder, book, entry, pos, codes, decisions, laws)
            if entry.id in seen:
                raise _fail(name, entry, f"case {entry.id} appears twice")
            seen.append(entry.id)
            later.append((name, entry, case))
    unlisted = sorted({p.name[: -len(".case.json")] for p in folder.glob("*.case.json")} - set(seen))
    if unlisted:
        raise CorpusFormatError(
            str(folder / f"{unlisted[0]}.case.json"), 0, "this case file is listed in no corpus/cases/*.txt file"
        )
    by_slug = {case.slug: case for _, _, case in later}
    law_map: dict[tuple[str, str], Law] = laws.laws
    for name, entry, case in later:
        printed = entry.get("printed")
        if printed and printed not in by_slug:
            raise _fail(name, entry, f"case {entry.id}: 'printed: {printed}' names no worked case")
        target = by_slug.get(printed) if printed else None
        if case.printed_id != (target.pk if target else None):
            case.printed = target
            case.save(update_fields=["printed"])
        rule_worked_case(case)
        derive_turns_on(case, law_map)
    WorkedCase.objects.exclude(slug__in=seen).delete()
    CaseBook.objects.exclude(slug__in=books).delete()
    return len(seen)


def _source(path: str, block: Block) -> str:
    value = block.get("source")
    if not value:
        return ""
    try:
        return str(parse_source(value))
    except ValueError as exc:
        raise _fail(path, block, f"{block.kind} {block.id}: {exc}") from None


def _load_case(
    path: str,
    folder: Path,
    book: CaseBook,
    entry: Block,
    pos: int,
    codes: dict[str, Code],
    decisions: dict[str, Decision],
    laws: LawIndex,
) -> WorkedCase:
    if entry.kind != "case":
        raise _fail(path, entry, f"unknown entry kind '{entry.kind}' (case)")
    unknown = {k for k, _ in entry.fields} - CASE_FIELDS
    if unknown:
        raise _fail(path, entry, f"case {entry.id}: unknown field(s) {sorted(unknown)}")
    for required in ("title", "code"):
        if not entry.get(required):
            raise _fail(path, entry, f"case {entry.id}: the field '{required}' is required")
    code = codes.get(entry.get("code"))
    if code is None:
        raise _fail(path, entry, f"case {entry.id}: unknown code '{entry.get('code')}'")
    decision = None
    if entry.get("decision"):
        decision = decisions.get(entry.get("decision"))
        if decision is None:
            raise _fail(path, entry, f"case {entry.id}: 'decision: {entry.get('decision')}' names no printed decision")
    if entry.body and not entry.get("source"):
        raise _fail(path, entry, f"case {entry.id}: printed text needs its 'source:'")
    if entry.children:
        raise _fail(path, entry.children[0], f"case {entry.id}: a worked case has no parts")
    case_text = _json_text(folder / f"{entry.id}.case.json")
    expected_text = _json_text(folder / f"{entry.id}.expected.json")
    fields = {
        "book": book,
        "title": entry.get("title"),
        "code": code,
        "decision": decision,
        "text": entry.body,
        "source": _source(path, entry),
        "case_text": case_text,
        "expected_text": expected_text,
        "position": pos,
    }
    case = _case_as_written(entry.id, fields)
    _cites_as_written(path, entry, case, laws)
    return case


def _case_as_written(slug: str, fields: dict[str, object]) -> WorkedCase:
    """The case's row holding `fields`: created, or written where they changed (most reloads change no case)."""
    case = WorkedCase.objects.filter(slug=slug).first()
    if case is None:
        return WorkedCase.objects.create(slug=slug, **fields)
    changed = [name for name, value in fields.items() if _stored(case, name) != _stored_as(value)]
    if "case_text" in changed:
        case.ruling = {}  # the case changed: rule again
    for name in changed:
        setattr(case, name, fields[name])
    if changed:
        case.save(update_fields=changed)
    return case


def _cites_as_written(path: str, entry: Block, case: WorkedCase, laws: LawIndex) -> None:
    """The laws the editors cite for the case, written again only if they changed."""
    cites = []
    for i, value in enumerate(entry.getall("cite")):
        m = CITE_RE.match(value)
        if not m or not m["reason"]:
            raise _fail(path, entry, f"case {entry.id}: 'cite: {value}' is not 'code:number inferred: reason'")
        law, _clause = laws.resolve(path, entry, m["ref"])
        cites.append(WorkedCaseCite(case=case, law=law, reason=m["reason"], position=i))
    kept = list(case.cites.order_by("position").values_list("law_id", "reason", "position"))
    if kept != [(c.law.pk, c.reason, c.position) for c in cites]:
        case.cites.all().delete()
        WorkedCaseCite.objects.bulk_create(cites)


def _stored(case: WorkedCase, name: str) -> object:
    """The field as the row holds it: a related row by its id, without fetching it."""
    field = WorkedCase._meta.get_field(name)
    return getattr(case, field.attname)


def _stored_as(value: object) -> object:
    return getattr(value, "pk", value)


def export_case_books(out_dir: Path) -> list[Path]:
    written: list[Path] = []
    folder = out_dir / "cases"
    folder.mkdir(parents=True, exist_ok=True)
    for book in CaseBook.objects.all():
        fields = [("title", book.title)] + ([("source", book.source)] if book.source else [])
        root = Block(1, "cases", book.slug, fields, book.description)
        for case in book.cases.select_related("code", "decision", "printed").prefetch_related("cites__law__code"):
            f = [("title", case.title), ("code", case.code.slug)]
            f += [("decision", case.decision.slug)] if case.decision else []
            f += [("printed", case.printed.slug)] if case.printed else []
            f += [("source", case.source)] if case.source else []
            f += [("cite", f"{c.law.ref} inferred: {c.reason}") for c in case.cites.all()]
            root.children.append(Block(2, "case", case.slug, f, case.text))
            for suffix, text in ((".case.json", case.case_text), (".expected.json", case.expected_text)):
                path = folder / f"{case.slug}{suffix}"
                path.write_text(text, encoding="utf-8")
                written.append(path)
        path = folder / f"{book.slug}.txt"
        path.write_text(write(root), encoding="utf-8")
        written.append(path)
    return written

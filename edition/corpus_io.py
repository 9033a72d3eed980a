"""Load the texts of corpus/texts/ (front matter, passages bearing on the laws) and write them back.

```
# texts <slug>
title: ...

## text <slug>
title: ...
kind: front-matter | commentary
code: club-1864
author: J. L. Baldwin
source: 003_f012a884a77afba3.txt lines 66-100 page iii
cite: club-1864:dummy-1 inferred: reason      (commentary: the laws it bears on)

The text as printed.

### note
kind: damage

Our note.
```
"""

from __future__ import annotations

from pathlib import Path

from corpus.blocks import Block, CorpusFormatError, parse_file, write
from corpus.provenance import parse_source
from decisions.corpus_io import CITE_RE, LawIndex
from laws.models import Code

from .models import Passage, PassageCite, PassageCollection, PassageNote

FIELDS = {"title", "kind", "code", "author", "source", "cite"}
KINDS = {k for k, _ in Passage.KINDS}
NOTE_KINDS = {"damage", "correction", "conjecture", "editor", "edition"}


def _fail(path: str, block: Block, message: str) -> CorpusFormatError:
    return CorpusFormatError(path, block.line, message)


def text_files(corpus_dir: Path) -> list[Path]:
    return sorted((corpus_dir / "texts").glob("*.txt"))


def load_texts(corpus_dir: Path, laws: LawIndex) -> int:
    codes = {c.slug: c for c in Code.objects.all()}
    seen: list[str] = []
    collections: list[str] = []
    for cpos, path in enumerate(text_files(corpus_dir)):
        name = str(path)
        root = parse_file(path)
        if root.kind != "texts" or not root.id:
            raise _fail(name, root, "a file of texts starts with '# texts <slug>'")
        unknown = {k for k, _ in root.fields} - {"title"}
        if unknown or not root.get("title"):
            raise _fail(name, root, f"texts {root.id}: needs 'title:' and nothing else (found {sorted(unknown)})")
        PassageCollection.objects.update_or_create(
            slug=root.id, defaults={"title": root.get("title"), "description": root.body, "position": cpos}
        )
        collections.append(root.id)
        for pos, entry in enumerate(root.children):
            if entry.id in seen:
                raise _fail(name, entry, f"text {entry.id} appears twice")
            _load_passage(name, root.id, cpos, entry, pos, codes, laws)
            seen.append(entry.id)
    Passage.objects.exclude(slug__in=seen).delete()
    PassageCollection.objects.exclude(slug__in=collections).delete()
    return len(seen)


def _load_passage(
    path: str, collection: str, cpos: int, entry: Block, pos: int, codes: dict[str, Code], laws: LawIndex
) -> None:
    code, sources = _checked_passage(path, entry, codes)
    passage, _ = Passage.objects.update_or_create(
        slug=entry.id,
        defaults={
            "collection": collection,
            "collection_position": cpos,
            "kind": entry.get("kind"),
            "code": code,
            "title": entry.get("title"),
            "author": entry.get("author"),
            "text": entry.body,
            "source": "\n".join(sources),
            "position": pos,
        },
    )
    cites = _passage_cites(path, entry, laws)
    notes = _passage_notes(path, entry)
    # The passage's parts are replaced one by one, so the search outbox hears of each (signals).
    passage.cites.all().delete()
    passage.notes.all().delete()
    for cite in cites:
        cite.passage = passage
        cite.save()
    for note in notes:
        note.passage = passage
        note.save()


def _checked_passage(path: str, entry: Block, codes: dict[str, Code]) -> tuple[Code, list[str]]:
    """The passage's fields checked: its code and its sources."""
    if entry.kind != "text":
        raise _fail(path, entry, f"unknown entry kind '{entry.kind}' (text)")
    unknown = {k for k, _ in entry.fields} - FIELDS
    if unknown:
        raise _fail(path, entry, f"text {entry.id}: unknown field(s) {sorted(unknown)}")
    for required in ("title", "kind", "code", "source"):
        if not entry.get(required):
            raise _fail(path, entry, f"text {entry.id}: the field '{required}' is required")
    if entry.get("kind") not in KINDS:
        raise _fail(path, entry, f"text {entry.id}: unknown kind '{entry.get('kind')}' ({', '.join(sorted(KINDS))})")
    code = codes.get(entry.get("code"))
    if code is None:
        raise _fail(path, entry, f"text {entry.id}: unknown code '{entry.get('code')}'")
    if not entry.body:
        raise _fail(path, entry, f"text {entry.id}: the text is empty")
    try:
        return code, [str(parse_source(v)) for v in entry.getall("source")]
    except ValueError as exc:
        raise _fail(path, entry, f"text {entry.id}: {exc}") from None


def _passage_cites(path: str, entry: Block, laws: LawIndex) -> list[PassageCite]:
    cites = []
    for i, value in enumerate(entry.getall("cite")):
        m = CITE_RE.match(value)
        if not m:
            raise _fail(path, entry, f"text {entry.id}: 'cite: {value}' is not 'code:number explicit|inferred: reason'")
        law, clause = laws.resolve(path, entry, m["ref"])
        cites.append(
            PassageCite(law=law, clause=clause, explicit=bool(m["explicit"]), reason=m["reason"] or "", position=i)
        )
    return cites


def _passage_notes(path: str, entry: Block) -> list[PassageNote]:
    notes = []
    for i, part in enumerate(entry.children):
        if part.kind != "note" or part.get("kind") not in NOTE_KINDS or {k for k, _ in part.fields} != {"kind"}:
            raise _fail(path, part, f"text {entry.id}: a part is '### note' with 'kind:' one of {sorted(NOTE_KINDS)}")
        notes.append(PassageNote(kind=part.get("kind"), text=part.body, position=i))
    return notes


def export_texts(out_dir: Path) -> list[Path]:
    written: list[Path] = []
    folder = out_dir / "texts"
    folder.mkdir(parents=True, exist_ok=True)
    for collection in PassageCollection.objects.all():
        root = Block(1, "texts", collection.slug, [("title", collection.title)], collection.description)
        passages = Passage.objects.filter(collection=collection.slug).select_related("code")
        for p in passages.prefetch_related("cites__law__code", "notes"):
            fields = [("title", p.title), ("kind", p.kind), ("code", p.code.slug)]
            fields += [("author", p.author)] if p.author else []
            fields += [("source", s) for s in p.sources()]
            fields += [
                ("cite", f"{c.ref} {'explicit' if c.explicit else 'inferred: ' + c.reason}") for c in p.cites.all()
            ]
            block = Block(2, "text", p.slug, fields, p.text)
            block.children = [Block(3, "note", "", [("kind", n.kind)], n.text) for n in p.notes.all()]
            root.children.append(block)
        path = folder / f"{collection.slug}.txt"
        path.write_text(write(root), encoding="utf-8")
        written.append(path)
    return written

"""Load a code of laws from its corpus file into the database, and write it back.

The file is the source of truth; load_code() is idempotent (laws keep their ids,
so what hangs from them later survives a reload) and export_code() gives back
the file byte for byte.
"""

from __future__ import annotations

from django.db import transaction

from corpus.blocks import Block, CorpusFormatError
from corpus.provenance import SourceRef, parse_source

from .citations import find_references
from .models import Clause, Code, CrossReference, GlossaryTerm, Law, LawNote, Section, Source, Variant

CODE_FIELDS = ("title", "subtitle", "game", "year")
LAW_KINDS = {k for k, _ in Law.KINDS}
NOTE_KINDS = {k for k, _ in LawNote.KINDS}


def _fail(path: str, block: Block, message: str) -> CorpusFormatError:
    return CorpusFormatError(path, block.line, message)


def _check_fields(
    path: str, block: Block, allowed: set[str], required: frozenset[str] | set[str] = frozenset()
) -> None:
    keys = [k for k, _ in block.fields]
    for k in keys:
        if k not in allowed:
            raise _fail(
                path, block, f"{block.kind} {block.id}: unknown field '{k}' (allowed: {', '.join(sorted(allowed))})"
            )
    for k in required:
        if k not in keys:
            raise _fail(path, block, f"{block.kind} {block.id}: the field '{k}' is required")


def _sources(path: str, block: Block) -> list[SourceRef]:
    try:
        return [parse_source(v) for v in block.getall("source")]
    except ValueError as exc:
        raise _fail(path, block, f"{block.kind} {block.id}: {exc}") from None


@transaction.atomic
def load_code(root: Block, path: str, position: int = 0) -> Code:
    code = _code_saved(root, path, position)
    seen_laws: set[str] = set()
    seen_sections: set[str] = set()
    seen_terms: set[str] = set()
    section: Section | None = None
    # The laws' parts are written again whole, for the code at once: a few statements, not four a law.
    for part_model in (Clause, LawNote, Variant, Source):
        part_model.objects.filter(law__code=code).delete()
    parts = LawParts()
    for pos, entry in enumerate(root.children):
        if entry.kind == "section":
            section = _section_saved(path, code, entry, pos)
            seen_sections.add(entry.id)
        elif entry.kind == "law":
            if entry.id in seen_laws:
                raise _fail(path, entry, f"law {entry.id} appears twice")
            seen_laws.add(entry.id)
            _load_law(path, code, section, entry, pos, parts)
        elif entry.kind == "term":
            _term_saved(path, code, section, entry, pos)
            seen_terms.add(entry.id)
        else:
            raise _fail(path, entry, f"unknown entry kind '{entry.kind}' in a code file (section, law, term)")
    parts.write()
    _gone_from_the_file(path, code, seen_laws, seen_sections, seen_terms)
    link_references(code)
    return code


def _code_saved(root: Block, path: str, position: int) -> Code:
    if root.kind != "code" or not root.id:
        raise _fail(path, root, "a code file starts with '# code <slug>'")
    _check_fields(path, root, set(CODE_FIELDS), {"title", "game", "year"})
    code, _ = Code.objects.update_or_create(
        slug=root.id,
        defaults={
            "title": root.get("title"),
            "subtitle": root.get("subtitle"),
            "game": root.get("game"),
            "year": int(root.get("year")),
            "description": root.body,
            "position": position,
        },
    )
    return code


def _section_saved(path: str, code: Code, entry: Block, pos: int) -> Section:
    _check_fields(path, entry, {"title", "source"}, {"title"})
    sources = _sources(path, entry)
    if entry.body and not sources:
        raise _fail(path, entry, f"section {entry.id}: printed text needs its 'source:'")
    section, _ = Section.objects.update_or_create(
        code=code,
        slug=entry.id,
        defaults={
            "title": entry.get("title"),
            "body": entry.body,
            "source": "\n".join(str(s) for s in sources),
            "damage": _section_damage(path, entry),
            "position": pos,
        },
    )
    section.variants.all().delete()
    variants = [part for part in entry.children if part.kind != "note"]
    for i, part in enumerate(variants):
        if part.kind != "variant":
            raise _fail(path, part, f"section {entry.id}: a section's parts are variants and one damage note")
        Variant.objects.create(section=section, position=i, **_variant_fields(path, part))
    return section


def _term_saved(path: str, code: Code, section: Section | None, entry: Block, pos: int) -> None:
    _check_fields(path, entry, {"title", "source"}, {"title"})
    src = _sources(path, entry)
    damage, conjecture = _term_notes(path, entry)
    GlossaryTerm.objects.update_or_create(
        code=code,
        slug=entry.id,
        defaults={
            "glossary": section,  # the heading it is printed under
            "title": entry.get("title"),
            "text": entry.body,
            "seed": src[0].seed if src else "",
            "line_start": src[0].line_start if src else None,
            "line_end": src[0].line_end if src else None,
            "page": src[0].page if src else "",
            "damage": damage,
            "conjecture": conjecture,
            "position": pos,
        },
    )


def _gone_from_the_file(path: str, code: Code, laws: set[str], sections: set[str], terms: set[str]) -> None:
    """What the file no longer has goes, unless the committee wrote on it: that is never deleted by a reload."""
    kept = sorted(
        code.laws.exclude(number__in=laws).filter(commentaries__isnull=False).values_list("number", flat=True)
    )
    if kept:
        raise CorpusFormatError(
            path,
            1,
            f"the file no longer has law {', '.join(kept)} of {code.slug}, on which the committee has written "
            "commentary; put the law back (the commentary and its history are kept), nothing was changed",
        )
    code.laws.exclude(number__in=laws).delete()
    code.sections.exclude(slug__in=sections).delete()
    code.terms.exclude(slug__in=terms).delete()


def _section_damage(path: str, entry: Block) -> str:
    """A section's damage note, if any: where the print of its heading is damaged."""
    notes = [part for part in entry.children if part.kind == "note"]
    if not notes:
        return ""
    if len(notes) > 1 or notes[0].fields != [("kind", "damage")]:
        raise _fail(path, notes[0], f"section {entry.id}: a section has at most one '### note' with 'kind: damage'")
    if not entry.get("source"):
        raise _fail(path, notes[0], f"section {entry.id}: a damage note needs the heading's 'source:'")
    return notes[0].body


TERM_NOTES = ("damage", "conjecture")  # in this order, each at most once


def _term_notes(path: str, entry: Block) -> tuple[str, str]:
    """A term's parts, if any: a `### note` with `kind: damage` where its print is damaged, then one with
    `kind: conjecture` where a word of it is the editors' guess."""
    kinds = [part.get("kind") if part.kind == "note" and len(part.fields) == 1 else "" for part in entry.children]
    if kinds not in ([], ["damage"], ["conjecture"], ["damage", "conjecture"]):
        raise _fail(
            path,
            entry.children[0],
            f"term {entry.id}: a term's parts are a '### note' with 'kind: damage', then one with 'kind: conjecture'",
        )
    bodies = {kind: part.body for kind, part in zip(kinds, entry.children, strict=True)}
    return bodies.get("damage", ""), bodies.get("conjecture", "")


class LawParts:
    """The clauses, notes, variants and sources of a code's laws, gathered as the laws load and written together."""

    def __init__(self) -> None:
        self.sources: list[Source] = []
        self.clauses: list[Clause] = []
        self.notes: list[LawNote] = []
        self.variants: list[Variant] = []

    def write(self) -> None:
        Source.objects.bulk_create(self.sources)
        Clause.objects.bulk_create(self.clauses)
        LawNote.objects.bulk_create(self.notes)
        Variant.objects.bulk_create(self.variants)


def _load_law(path: str, code: Code, section: Section | None, entry: Block, pos: int, parts: LawParts) -> None:
    _check_fields(path, entry, {"source", "kind", "title"}, {"source"})
    kind = entry.get("kind", "law")
    if kind not in LAW_KINDS:
        raise _fail(path, entry, f"law {entry.id}: unknown kind '{kind}' ({', '.join(sorted(LAW_KINDS))})")
    continued, continued_position = "", 0
    for i, part in enumerate(entry.children):
        if part.kind == "continued":
            continued, continued_position = part.body, i
    law, _ = Law.objects.update_or_create(
        code=code,
        number=entry.id,
        defaults={
            "section": section,
            "kind": kind,
            "title": entry.get("title"),
            "text": entry.body,
            "continued": continued,
            "continued_position": continued_position,
            "position": pos,
        },
    )
    parts.sources += [
        Source(law=law, seed=s.seed, line_start=s.line_start, line_end=s.line_end, page=s.page, position=i)
        for i, s in enumerate(_sources(path, entry))
    ]
    clauses, notes, variants = parts.clauses, parts.notes, parts.variants
    for i, part in enumerate(entry.children):
        if part.kind == "clause":
            _check_fields(path, part, set())
            if not part.id:
                raise _fail(path, part, f"law {entry.id}: a clause needs its label ('### clause II')")
            clauses.append(Clause(law=law, label=part.id, text=part.body, position=i))
        elif part.kind == "note":
            _check_fields(path, part, {"kind", "mark", "printed", "reads", "source"}, {"kind"})
            note_sources = _sources(path, part)
            if part.get("kind") not in NOTE_KINDS:
                raise _fail(path, part, f"law {entry.id}: unknown note kind '{part.get('kind')}'")
            if bool(part.get("printed")) != bool(part.get("reads")):
                raise _fail(path, part, f"law {entry.id}: a correction gives both 'printed:' and 'reads:'")
            notes.append(
                LawNote(
                    law=law,
                    kind=part.get("kind"),
                    mark=part.get("mark"),
                    printed=part.get("printed"),
                    reads=part.get("reads"),
                    source=str(note_sources[0]) if note_sources else "",
                    text=part.body,
                    position=i,
                )
            )
        elif part.kind == "variant":
            variants.append(Variant(law=law, position=i, **_variant_fields(path, part)))
        elif part.kind == "continued":
            _check_fields(path, part, set())
        else:
            raise _fail(path, part, f"law {entry.id}: unknown part '{part.kind}' (clause, continued, note, variant)")


def _variant_fields(path: str, part: Block) -> dict[str, str]:
    _check_fields(path, part, {"witness", "copy", "reading", "clause"}, {"witness", "copy", "reading"})
    return {
        "witness": part.get("witness"),
        "clause": part.get("clause"),
        "copy": part.get("copy"),
        "reading": part.get("reading"),
        "note": part.body,
    }


def _export_variant(v: Variant) -> Block:
    fields = [("witness", v.witness)] + ([("clause", v.clause)] if v.clause else [])
    fields += [("copy", v.copy), ("reading", v.reading)]
    return Block(3, "variant", "", fields, v.note)


def bare_clause_pairs(code: Code) -> frozenset[tuple[str, str]]:
    return frozenset(Clause.objects.filter(law__code=code).values_list("law__number", "label"))


def link_references(code: Code) -> None:
    """Derive the cross-references printed in the code's own texts; written only where they differ from those kept.

    Derived, not read from the file: a load runs it for every code, the unchanged ones too, so a better citation
    finder reaches the database at the next load.
    """
    laws = {law.number: law for law in code.laws.prefetch_related("clauses", "notes")}
    pairs = bare_clause_pairs(code)
    refs = []
    for law in laws.values():
        pos = 0
        corrections = law.corrections()
        for ref in find_references(law.full_text(), pairs):
            if ref.external:
                continue
            for lr in ref.laws:
                target = laws.get(corrections.get(ref.printed, lr.number))
                if target is None:
                    continue  # check_citations reports these
                refs.append(
                    CrossReference(from_law=law, to_law=target, clause=lr.clause, printed=ref.printed, position=pos)
                )
                pos += 1
    kept = CrossReference.objects.filter(from_law__code=code)
    fields = ("from_law_id", "to_law_id", "clause", "printed", "position")
    if set(kept.values_list(*fields)) == {tuple(getattr(ref, f) for f in fields) for ref in refs}:
        return  # each one deleted tells the search index its law changed: none is, when nothing did
    kept.delete()
    CrossReference.objects.bulk_create(refs)


def export_code(code: Code) -> Block:
    root = Block(level=1, kind="code", id=code.slug, body=code.description)
    root.fields = [(k, str(getattr(code, k))) for k in CODE_FIELDS if getattr(code, k) not in ("", None)]
    entries: list[tuple[int, Block]] = []
    for section in code.sections.prefetch_related("variants"):
        fields = [("title", section.title)] + [("source", line) for line in section.source.split("\n") if line]
        block = Block(2, "section", section.slug, fields, section.body)
        block.children = [_export_variant(v) for v in section.variants.all()]
        if section.damage:
            block.children.append(Block(3, "note", "", [("kind", "damage")], section.damage))
        entries.append((section.position, block))
    for law in code.laws.prefetch_related("clauses", "notes", "variants", "sources"):
        entries.append((law.position, _export_law(law)))
    for term in code.terms.all():
        fields = [("title", term.title)]
        if term.seed:
            fields.append(("source", str(SourceRef(term.seed, term.line_start or 0, term.line_end or 0, term.page))))
        block = Block(2, "term", term.slug, fields, term.text)
        notes = [(kind, getattr(term, kind)) for kind in TERM_NOTES if getattr(term, kind)]
        block.children = [Block(3, "note", "", [("kind", kind)], text) for kind, text in notes]
        entries.append((term.position, block))
    root.children = [b for _, b in sorted(entries, key=lambda e: e[0])]
    return root


def _export_law(law: Law) -> Block:
    fields: list[tuple[str, str]] = []
    if law.kind != "law":
        fields.append(("kind", law.kind))
    if law.title:
        fields.append(("title", law.title))
    fields += [("source", str(SourceRef(s.seed, s.line_start, s.line_end, s.page))) for s in law.sources.all()]
    block = Block(2, "law", law.number, fields, law.text)
    parts: list[tuple[int, Block]] = []
    for c in law.clauses.all():
        parts.append((c.position, Block(3, "clause", c.label, [], c.text)))
    for n in law.notes.all():
        nf = [("kind", n.kind)] + ([("mark", n.mark)] if n.mark else [])
        nf += [("printed", n.printed), ("reads", n.reads)] if n.printed else []
        nf += [("source", n.source)] if n.source else []
        parts.append((n.position, Block(3, "note", "", nf, n.text)))
    for v in law.variants.all():
        parts.append((v.position, _export_variant(v)))
    if law.continued:
        parts.append((law.continued_position, Block(3, "continued", "", [], law.continued)))
    block.children = [b for _, b in sorted(parts, key=lambda p: p[0])]
    return block

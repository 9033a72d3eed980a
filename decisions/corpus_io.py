"""Load decisions and authorities from corpus/ into the database, and write them back.

Only printed decisions (origin "corpus") and printed treatments are touched: the
decisions the committee adopted and the treatments it recorded live in the database
alone and survive every reload.
"""

from __future__ import annotations

import re

from django.db import transaction
from django.db.models import Prefetch

from corpus.blocks import Block, CorpusFormatError
from corpus.provenance import SourceRef, parse_source
from laws.models import Law

from . import treatment_vocabulary
from .models import Authority, Citation, Collection, Decision, DecisionLink, DecisionNote, ExternalCitation

TYPES = {t for t, _ in Decision.TYPES}
RELATIONS = treatment_vocabulary.RELATIONS
DECISION_FIELDS = {"authority", "type", "title", "source", "under", "cite", "external", *RELATIONS}
PARTS = ("facts", "question", "holding", "text")
LAW_REF_RE = re.compile(r"^(?P<code>[a-z0-9-]+):(?P<number>[A-Za-z0-9-]+?)(?:\.(?P<clause>[IVX]+|[a-z]))?$")
CITE_RE = re.compile(r"^(?P<ref>\S+) (?:(?P<explicit>explicit)|inferred: (?P<reason>.+))$")


def _fail(path: str, block: Block, message: str) -> CorpusFormatError:
    return CorpusFormatError(path, block.line, message)


class LawIndex:
    """Laws by (code, number), read once per load."""

    def __init__(self) -> None:
        self.laws = {(law.code.slug, law.number): law for law in Law.objects.select_related("code")}

    def resolve(self, path: str, block: Block, ref: str) -> tuple[Law, str]:
        m = LAW_REF_RE.match(ref)
        if not m:
            raise _fail(
                path, block, f"{block.id}: '{ref}' is not a law reference like 'club-1864:44' or 'club-1864:44.VI'"
            )
        law = self.laws.get((m["code"], m["number"]))
        if law is None:
            raise _fail(path, block, f"{block.id}: '{ref}' names no law in the corpus")
        if m["clause"] and not law.clauses.filter(label=m["clause"]).exists():
            raise _fail(path, block, f"{block.id}: Law {law.number} of {law.code.slug} has no clause {m['clause']}")
        return law, m["clause"] or ""


@transaction.atomic
def load_authorities(root: Block, path: str) -> int:
    seen = []
    for pos, entry in enumerate(root.children):
        if entry.kind != "authority":
            raise _fail(path, entry, f"unknown entry kind '{entry.kind}' (authority)")
        unknown = {k for k, _ in entry.fields} - {"name", "years"}
        if unknown or not entry.get("name"):
            raise _fail(
                path, entry, f"authority {entry.id}: needs 'name:', may have 'years:' (found {sorted(unknown)})"
            )
        Authority.objects.update_or_create(
            slug=entry.id,
            defaults={
                "name": entry.get("name"),
                "years": entry.get("years"),
                "description": entry.body,
                "position": pos,
            },
        )
        seen.append(entry.id)
    return len(seen)


def export_authorities(kind: str, ident: str, title: str) -> Block:
    root = Block(1, kind, ident, [("title", title)])
    for a in Authority.objects.order_by("position"):
        fields = [("name", a.name)] + ([("years", a.years)] if a.years else [])
        root.children.append(Block(2, "authority", a.slug, fields, a.description))
    return root


@transaction.atomic
def load_collection(root: Block, path: str, collection_position: int, laws: LawIndex) -> list[str]:
    """Load one file of decisions; returns the slugs it holds. Links are made by link_decisions()."""
    _collection_saved(root, path, collection_position)
    authorities = {a.slug: a for a in Authority.objects.all()}
    slugs = []
    for pos, entry in enumerate(root.children):
        decision = _decision_saved(root, path, entry, pos, collection_position, authorities, laws)
        _citations_saved(path, entry, decision, laws)
        slugs.append(entry.id)
    return slugs


def _collection_saved(root: Block, path: str, collection_position: int) -> None:
    if root.kind != "collection" or not root.id:
        raise _fail(path, root, "a decisions file starts with '# collection <slug>'")
    unknown_fields = {k for k, _ in root.fields} - {"title"}
    if unknown_fields or not root.get("title"):
        raise _fail(
            path, root, f"collection {root.id}: needs 'title:' and nothing else (found {sorted(unknown_fields)})"
        )
    Collection.objects.update_or_create(
        slug=root.id, defaults={"title": root.get("title"), "description": root.body, "position": collection_position}
    )


def _checked_fields(path: str, entry: Block, authorities: dict[str, Authority]) -> tuple[Authority, SourceRef]:
    """The entry's fields checked, in the order a reader fixes them: its authority and its source."""
    if entry.kind != "decision":
        raise _fail(path, entry, f"unknown entry kind '{entry.kind}' (decision)")
    unknown = {k for k, _ in entry.fields} - DECISION_FIELDS
    if unknown:
        raise _fail(path, entry, f"decision {entry.id}: unknown field(s) {sorted(unknown)}")
    for required in ("authority", "type", "title", "source"):
        if not entry.get(required):
            raise _fail(path, entry, f"decision {entry.id}: the field '{required}' is required")
    authority = authorities.get(entry.get("authority"))
    if authority is None:
        raise _fail(
            path, entry, f"decision {entry.id}: unknown authority '{entry.get('authority')}' (see authorities.txt)"
        )
    if entry.get("type") not in TYPES:
        raise _fail(
            path, entry, f"decision {entry.id}: unknown type '{entry.get('type')}' ({', '.join(sorted(TYPES))})"
        )
    try:
        return authority, parse_source(entry.get("source"))
    except ValueError as exc:
        raise _fail(path, entry, f"decision {entry.id}: {exc}") from None


def _parts(path: str, entry: Block) -> dict[str, str]:
    """The printed parts of a decision (its text, question, answer ...); its notes are read apart."""
    parts = {k: "" for k in PARTS}
    for part in entry.children:
        if part.kind in PARTS:
            parts[part.kind] = part.body
        elif part.kind != "note":
            raise _fail(path, part, f"decision {entry.id}: unknown part '{part.kind}' ({', '.join(PARTS)}, note)")
    if not parts["text"]:
        raise _fail(path, entry, f"decision {entry.id}: '### text' (the whole text as printed) is required")
    return parts


def _decision_saved(
    root: Block,
    path: str,
    entry: Block,
    pos: int,
    collection_position: int,
    authorities: dict[str, Authority],
    laws: LawIndex,
) -> Decision:
    authority, source = _checked_fields(path, entry, authorities)
    under = laws.resolve(path, entry, entry.get("under"))[0] if entry.get("under") else None
    parts = _parts(path, entry)
    if Decision.objects.filter(slug=entry.id).exclude(origin=Decision.ORIGIN_CORPUS).exists():
        raise _fail(path, entry, f"decision {entry.id}: that slug is taken by an adopted decision")
    decision, _ = Decision.objects.update_or_create(
        slug=entry.id,
        defaults={
            "origin": Decision.ORIGIN_CORPUS,
            "collection": root.id,
            "collection_position": collection_position,
            "authority": authority,
            "type": entry.get("type"),
            "title": entry.get("title"),
            "under": under,
            "seed": source.seed,
            "line_start": source.line_start,
            "line_end": source.line_end,
            "page": source.page,
            "source_text": "",
            "position": pos,
            **parts,
        },
    )
    return decision


def _citations_saved(path: str, entry: Block, decision: Decision, laws: LawIndex) -> None:
    """The decision's citations of the laws, its citations of other books and its notes, as the file gives them."""
    decision.citations.all().delete()
    decision.external_citations.all().delete()
    decision.notes.all().delete()
    cites = []
    for i, value in enumerate(entry.getall("cite")):
        m = CITE_RE.match(value)
        if not m:
            raise _fail(
                path,
                entry,
                f"decision {entry.id}: cite '{value}' is not 'code:number explicit' or 'code:number inferred: reason'",
            )
        law, clause = laws.resolve(path, entry, m["ref"])
        kind = Citation.EXPLICIT if m["explicit"] else Citation.INFERRED
        cites.append(
            Citation(decision=decision, law=law, clause=clause, kind=kind, reason=m["reason"] or "", position=i)
        )
    Citation.objects.bulk_create(cites)
    ExternalCitation.objects.bulk_create(
        ExternalCitation(decision=decision, text=t, position=i) for i, t in enumerate(entry.getall("external"))
    )
    notes = [
        DecisionNote(decision=decision, kind=part.get("kind"), text=part.body, position=i)
        for i, part in enumerate(entry.children)
        if part.kind == "note"
    ]
    DecisionNote.objects.bulk_create(notes)


@transaction.atomic
def link_decisions(roots: list[tuple[str, Block]]) -> None:
    """Make the printed treatments (rejects, concurs, dissents ...) once every decision exists.

    Only the printed ones are replaced: a treatment the committee recorded, even between
    two printed decisions, is its own data and stays.
    """
    by_slug = {d.slug: d for d in Decision.objects.printed()}
    DecisionLink.objects.filter(origin=DecisionLink.ORIGIN_CORPUS).delete()
    links = []
    for path, root in roots:
        for entry in root.children:
            pos = 0
            for key, value in entry.fields:
                if key not in RELATIONS:
                    continue
                target = by_slug.get(value)
                if target is None:
                    raise _fail(path, entry, f"decision {entry.id}: {key} '{value}' names no decision")
                links.append(
                    DecisionLink(
                        from_decision=by_slug[entry.id],
                        to_decision=target,
                        relation=key,
                        position=pos,
                        origin=DecisionLink.ORIGIN_CORPUS,
                    )
                )
                pos += 1
    DecisionLink.objects.bulk_create(links)


def export_collection(collection: Collection) -> Block:
    slug = collection.slug
    root = Block(1, "collection", slug, [("title", collection.title)], collection.description)
    decisions = (
        Decision.objects.printed()
        .filter(collection=slug)
        .select_related("authority", "under__code")
        .prefetch_related(
            "citations__law__code",
            "external_citations",
            "notes",
            Prefetch(
                "links",
                queryset=DecisionLink.objects.filter(origin=DecisionLink.ORIGIN_CORPUS).select_related("to_decision"),
            ),
        )
        .order_by("position")
    )
    for d in decisions:
        fields = [
            ("authority", d.authority.slug),
            ("type", d.type),
            ("title", d.title),
            ("source", str(SourceRef(d.seed, d.line_start or 0, d.line_end or 0, d.page))),
        ]
        if d.under:
            fields.append(("under", d.under.ref))
        for c in d.citations.all():
            fields.append(
                ("cite", f"{c.ref} explicit" if c.kind == Citation.EXPLICIT else f"{c.ref} inferred: {c.reason}")
            )
        fields += [("external", e.text) for e in d.external_citations.all()]
        fields += [(link.relation, link.to_decision.slug) for link in d.links.all()]
        block = Block(2, "decision", d.slug, fields)
        # Parts in their canonical order; notes follow the text.
        for part in PARTS:
            if getattr(d, part):
                block.children.append(Block(3, part, "", [], getattr(d, part)))
        for n in d.notes.all():
            block.children.append(Block(3, "note", "", [("kind", n.kind)], n.text))
        root.children.append(block)
    return root

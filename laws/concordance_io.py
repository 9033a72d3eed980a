"""The concordance: the same matter (the revoke, the deal ...) in each code."""

from __future__ import annotations

import re

from django.db import transaction

from corpus.blocks import Block, CorpusFormatError

from .models import Law, Matter, MatterLaw

SPEC_RE = re.compile(r"^(?P<code>[a-z0-9-]+) (?P<numbers>[0-9A-Za-z -]+)$")


def expand_numbers(numbers: str) -> list[str]:
    """'71-82' and '19 20' name laws; a range names every law between."""
    out: list[str] = []
    for token in numbers.split():
        if "-" in token and all(p.isdigit() for p in token.split("-", 1)):
            lo, hi = (int(p) for p in token.split("-", 1))
            out.extend(str(n) for n in range(lo, hi + 1))
        else:
            out.append(token)
    return out


@transaction.atomic
def load_concordance(root: Block, path: str) -> int:
    laws = {(law.code.slug, law.number): law for law in Law.objects.select_related("code")}
    seen = []
    for pos, entry in enumerate(root.children):
        if entry.kind != "matter" or not entry.get("title"):
            raise CorpusFormatError(path, entry.line, "entries are '## matter <slug>' with 'title:' and 'laws:' lines")
        specs = entry.getall("laws")
        matter, _ = Matter.objects.update_or_create(
            slug=entry.id, defaults={"title": entry.get("title"), "spec": "\n".join(specs), "position": pos}
        )
        MatterLaw.objects.filter(matter=matter).delete()
        links = []
        for spec in specs:
            m = SPEC_RE.match(spec)
            if not m:
                raise CorpusFormatError(path, entry.line, f"matter {entry.id}: 'laws: {spec}' is not 'CODE NUMBERS'")
            for number in expand_numbers(m["numbers"]):
                law = laws.get((m["code"], number))
                if law is None:
                    raise CorpusFormatError(path, entry.line, f"matter {entry.id}: {m['code']} has no law {number}")
                links.append(MatterLaw(matter=matter, law=law, position=len(links)))
        MatterLaw.objects.bulk_create(links)
        seen.append(entry.id)
    Matter.objects.exclude(slug__in=seen).delete()
    return len(seen)


def export_concordance(kind: str, ident: str, title: str) -> Block:
    root = Block(1, kind, ident, [("title", title)])
    for matter in Matter.objects.order_by("position"):
        fields = [("title", matter.title)] + [("laws", s) for s in matter.spec.split("\n") if s]
        root.children.append(Block(2, "matter", matter.slug, fields))
    return root

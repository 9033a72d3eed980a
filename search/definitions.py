"""The entries that define what a reader searches for, put before everything else.

Two kinds of entry define a term:
- a glossary entry defines each name its title gives ("Right Bower," or "Right,"),
  and is found by any part of one ("bower");
- the law that opens a matter of the concordance in a code defines the matter
  (Club Law 71, American Law 19 and Euchre Law 62 open "The Revoke"), and is
  found by the matter's whole title ("revoke", "the revoke").

A document carries what it defines as `defines`: entries "name:<terms>" and
"matter:<terms>", the terms as the analyzer makes them, joined by "|"; and every
term of them as the keyword field `defined`, so that whoosh finds the few
candidates holding all the words and only their entries are read.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from whoosh.query import And, Term
from whoosh.searching import Searcher

from .analysis import terms, word_terms
from .query import ParsedQuery

NAME = "name"
MATTER = "matter"
QUOTED_RE = re.compile(r"[\"“]([^\"“”]+)[\"”]")


def glossary_names(title: str) -> list[str]:
    """The names a glossary title gives: the quoted ones ('A "Lay Card," or an "Outsider,"'), else the title."""
    quoted = [q.strip(" ,.;:") for q in QUOTED_RE.findall(title)]
    return [q for q in quoted if q] or [title.strip(" ,.;:")]


def encode(kind: str, names: Iterable[str]) -> list[str]:
    """Each name as its words' terms; a hyphenated word read both joined and as its parts ("Re-entry" is
    "reentri", and "reentri re entri"), so the name is found by "re-entry", "reentry" and "entry and re-entry"."""
    out = []
    for name in names:
        for found in dict.fromkeys((" ".join(word_terms(name)), " ".join(terms(name)))):
            if found:
                out.append(f"{kind}:{found}")
    return out


@dataclass(frozen=True)
class Defined:
    kind: str
    terms: frozenset[str]


def decode(defines: str) -> list[Defined]:
    entries = []
    for entry in (defines or "").split("|"):
        kind, _, words = entry.partition(":")
        if words:
            entries.append(Defined(kind, frozenset(words.split())))
    return entries


def wanted_terms(parsed: ParsedQuery) -> frozenset[str]:
    """The words a defining entry must define: all of the query's, less those naming a code ("revoke euchre")."""
    naming = {t for code in parsed.codes_named for t in terms(code.replace("-", " "))}
    return frozenset(parsed.highlight_terms) - naming


def closeness(entries: list[Defined], wanted: frozenset[str]) -> int | None:
    """0 when an entry is exactly the words, 1 when the words are part of a glossary name, else None."""
    best = None
    for e in entries:
        if e.terms == wanted:
            return 0
        if e.kind == NAME and wanted < e.terms:
            best = 1
    return best


def defining(searcher: Searcher, wanted: frozenset[str]) -> list[tuple[int, int]]:
    """(document, closeness) of the entries defining the words."""
    if not wanted:
        return []
    found = []
    for d in searcher.docs_for_query(And([Term("defined", t) for t in sorted(wanted)])):
        c = closeness(decode(searcher.stored_fields(d).get("defines") or ""), wanted)
        if c is not None:
            found.append((d, c))
    return found

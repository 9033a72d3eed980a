"""What the stored parts of the law and code pages are rendered from, as one digest each (laws/pages.py).

A corpus load writes every printed row again, mostly unchanged; rendering every stored part again at its end cost
seconds of CPU at each load. So each stored part keeps the digest of the rows and values its templates read, and a
load renders only the parts whose digest changed. The digests are read in a few queries over whole tables (a row's
own id left out where the load makes the row again, so an unchanged file gives the same digest), with no template
rendered; the code that draws the pages (plumbing/readercache/stamp.py) is in every digest, so a deployment's templates
are rendered at the next load.

Err on the side of too much: an input left out here is a stored part left stale, which
tests/laws/test_stored_parts_follow_the_corpus.py catches; an input too many only renders a part again.
"""

from __future__ import annotations

import hashlib
from collections import defaultdict
from collections.abc import Iterable
from typing import Any

from django.db import models

from plumbing.readercache.stamp import code_stamp

from .models import (
    Clause,
    Code,
    CrossReference,
    GlossaryTerm,
    Law,
    LawNote,
    Matter,
    MatterLaw,
    Section,
    Source,
    Variant,
)

Row = tuple[Any, ...]


def columns(model: type[models.Model], without: Iterable[str] = ("id",)) -> list[str]:
    left_out = set(without)
    return [f.attname for f in model._meta.concrete_fields if f.attname not in left_out]


def grouped(model: type[models.Model], key: str, without: Iterable[str] = ("id",)) -> dict[Any, list[Row]]:
    """Every row of the model (its columns but those left out) grouped by one of them, in the order written: a load
    writes a file's rows in the file's order, and another order only renders a part again."""
    names = columns(model, without)
    at = names.index(key)
    groups: dict[Any, list[Row]] = defaultdict(list)
    for row in model._default_manager.order_by("pk").values_list(*names):
        groups[row[at]].append(row)
    return groups


def by_id(model: type[models.Model], without: Iterable[str] = ()) -> dict[int, Row]:
    """Every row by its id (kept out of the row itself where the load makes the row again)."""
    names = ["id", *columns(model, ("id", *without))]
    return {row[0]: row[1:] for row in model._default_manager.order_by().values_list(*names)}


def digest(*parts: object) -> str:
    return hashlib.sha256(repr((code_stamp(), parts)).encode()).hexdigest()


class PrintedRows:
    """The printed rows a law or code page draws on, read once: a few queries, whole tables."""

    def __init__(self) -> None:
        self.codes = by_id(Code)
        self.sections = by_id(Section)
        self.laws = by_id(Law)
        self.clauses = grouped(Clause, "law_id")
        self.notes = grouped(LawNote, "law_id")
        self.variants = grouped(Variant, "law_id")
        self.section_variants = grouped(Variant, "section_id")
        self.sources = grouped(Source, "law_id")
        self.terms = grouped(GlossaryTerm, "code_id")
        self.refs_from = grouped(CrossReference, "from_law_id")
        self.refs_to = grouped(CrossReference, "to_law_id")
        law_columns = columns(Law, ())
        code_at, position_at = law_columns.index("code_id"), law_columns.index("position")
        self.code_laws: dict[int, list[int]] = defaultdict(list)
        for pk in sorted(self.laws, key=lambda pk: (self.laws[pk][code_at - 1], self.laws[pk][position_at - 1], pk)):
            self.code_laws[self.laws[pk][code_at - 1]].append(pk)
        self.code_of = {pk: row[code_at - 1] for pk, row in self.laws.items()}
        section_at = law_columns.index("section_id")
        self.section_of = {pk: row[section_at - 1] for pk, row in self.laws.items()}
        self._idents: dict[int, str] = {}
        # The linker of each code: its law numbers and clause labels (laws/linking.py).
        self.linker = {code: digest(self._linked(code)) for code in self.codes}

    def _linked(self, code: int) -> list[object]:
        number, label = columns(Law, ()).index("number") - 1, columns(Clause).index("label")
        return sorted(
            (self.laws[pk][number], [c[label] for c in self.clauses.get(pk, [])]) for pk in self.code_laws.get(code, [])
        )

    def ident(self, law_id: int | None) -> str | None:
        """What a link to a law shows, its row (number, title, kind) and its code's (slug, title, year), as a digest
        made once: a law's row is in the digests of every page linking to it."""
        if law_id is None:
            return None
        if law_id not in self._idents:
            row = (law_id, self.laws.get(law_id), self.codes.get(self.code_of.get(law_id, -1)))
            self._idents[law_id] = hashlib.sha256(repr(row).encode()).hexdigest()
        return self._idents[law_id]

    def own(self, law_id: int) -> object:
        """A law's own printed rows: the law, its code and section, clauses, notes, variants and sources."""
        section = self.section_of.get(law_id)
        return (
            self.ident(law_id),
            self.sections.get(section) if section else None,
            self.clauses.get(law_id, []),
            self.notes.get(law_id, []),
            self.variants.get(law_id, []),
            self.sources.get(law_id, []),
        )


def _edition_rows() -> tuple[dict[Any, list[str]], dict[Any, list[str]], dict[Any, list[Row]]]:
    """The passages bearing on each law and the worked cases turning on it, by law, with the code's front matter."""
    from django.apps import apps

    passage, passage_cite = apps.get_model("edition", "Passage"), apps.get_model("edition", "PassageCite")
    case, turns_on = apps.get_model("worked", "WorkedCase"), apps.get_model("worked", "TurnsOn")
    book, decision = apps.get_model("worked", "CaseBook"), apps.get_model("decisions", "Decision")
    passages = by_id(passage, ("id",))
    bearing: dict[Any, list[str]] = defaultdict(list)
    for passage_id, law_id in passage_cite.objects.order_by("pk").values_list("passage_id", "law_id"):
        bearing[law_id].append(digest(passages[passage_id]))
    cases, books = by_id(case), by_id(book, ("id",))
    titles = dict(decision.objects.filter(worked_cases__isnull=False).values_list("pk", "title"))
    book_at, decision_at = columns(case).index("book_id"), columns(case).index("decision_id")
    # A worked case's row is long (its case, expected ruling and ruling): each is digested once.
    shown = {pk: digest(row, books.get(row[book_at]), titles.get(row[decision_at])) for pk, row in cases.items()}
    turning: dict[Any, list[str]] = defaultdict(list)
    for case_id, law_id in turns_on.objects.order_by("pk").values_list("case_id", "law_id"):
        turning[law_id].append(shown[case_id])
    code_at = columns(passage).index("code_id")
    of_code: dict[Any, list[Row]] = defaultdict(list)  # the front matter listed on each code's page
    for pk in sorted(passages):
        of_code[passages[pk][code_at]].append(passages[pk])
    return bearing, turning, of_code


def law_and_code_digests() -> tuple[dict[int, str], dict[int, str]]:
    """The digest of every law page's stored parts, by law id, and of every code page's, by code id."""
    printed = PrintedRows()
    bearing, turning, passages = _edition_rows()
    matters = by_id(Matter, ("id",))
    matter_laws = grouped(MatterLaw, "matter_id")
    matters_of: dict[int, list[int]] = defaultdict(list)
    law_at = columns(MatterLaw).index("law_id")
    for matter_id, rows in matter_laws.items():
        for row in rows:
            matters_of[row[law_at]].append(matter_id)

    def concordance(law_id: int) -> object:
        return [
            (matters[m], [(row, printed.ident(row[law_at])) for row in matter_laws.get(m, [])])
            for m in sorted(matters_of.get(law_id, []))
        ]

    own = {law_id: digest(printed.own(law_id)) for law_id in printed.laws}
    laws: dict[int, str] = {}
    for code_id, ids in printed.code_laws.items():
        for at, law_id in enumerate(ids):
            laws[law_id] = digest(
                own[law_id],
                printed.linker[code_id],
                [(row, printed.ident(row[1])) for row in printed.refs_from.get(law_id, [])],
                [(row, printed.ident(row[0])) for row in printed.refs_to.get(law_id, [])],
                printed.ident(ids[at - 1]) if at else None,
                printed.ident(ids[at + 1]) if at + 1 < len(ids) else None,
                concordance(law_id),
                bearing.get(law_id, []),
                turning.get(law_id, []),
            )
    # A whist code without a glossary links to another's: which codes have terms is on every code page.
    with_terms = [(printed.codes[c], bool(printed.terms.get(c))) for c in sorted(printed.codes)]
    code_at = columns(Section).index("code_id")
    codes = {
        code_id: digest(
            row,
            with_terms,
            printed.linker[code_id],
            [
                (s, printed.section_variants.get(pk, []))
                for pk, s in sorted(printed.sections.items())
                if s[code_at] == code_id
            ],
            printed.terms.get(code_id, []),
            [own[law_id] for law_id in printed.code_laws.get(code_id, [])],
            passages.get(code_id, []),
        )
        for code_id, row in printed.codes.items()
    }
    return laws, codes

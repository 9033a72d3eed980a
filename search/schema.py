"""The fields of the index. Bump SCHEMA_VERSION with any change: a node whose index
was built with another version rebuilds it before answering from it."""

from __future__ import annotations

from typing import Any

from whoosh.fields import ID, KEYWORD, NUMERIC, STORED, TEXT, FieldType, Schema
from whoosh.formats import Positions

from .analysis import ANALYZER, PAIR_ANALYZER

SCHEMA_VERSION = 5

# Document types: the printed laws, decisions and glossaries, the committee's published commentary, and
# passages (front matter, a treatise's passage on the laws).
LAW = "law"
DECISION = "decision"
# A glossary entry of a code ("Right Bower"), whichever code's glossary it is in.
TERM = "term"
COMMENTARY = "commentary"
PASSAGE = "passage"
TYPES = (LAW, DECISION, TERM, COMMENTARY, PASSAGE)


def build_schema() -> Schema:
    return Schema(
        # "law:12", "decision:40": the document type and the database key.
        id=ID(unique=True, stored=True),
        type=ID(stored=True, sortable=True),
        code=ID(stored=True, sortable=True),
        number=ID(stored=True),
        slug=ID(stored=True),
        authority=ID(stored=True, sortable=True),
        # The words, without positions: phrases are matched from the pair fields below.
        section=TEXT(analyzer=ANALYZER, stored=True, phrase=False),
        title=TEXT(analyzer=ANALYZER, stored=True, field_boost=2.0, phrase=False),
        # Laws: text, clauses, notes and variant readings; decisions: facts, question, holding, text.
        text=TEXT(analyzer=ANALYZER, stored=True, phrase=False),
        url=STORED(),
        # A law's own reference, "club-1864:72".
        ref=ID(stored=True),
        # The law a decision is printed under, and every law it cites ("club-1864:44", "club-1864:44.VI").
        under=ID(stored=True),
        cites=KEYWORD(stored=True, commas=True, scorable=False),
        # The laws a law's text refers to.
        refers=KEYWORD(stored=True, commas=True, scorable=False),
        # Printed order across the whole knowledge base: laws by code, then decisions by collection.
        order=NUMERIC(int, bits=64, stored=True, sortable=True),
        # What a document defines (definitions.py): "yes" marks the few that define anything.
        defining=ID(),
        defines=STORED(),
        # The title and the text again, as pairs of neighbouring terms (analysis.PairFilter): a phrase
        # of two words, or a mention of a law ("law 72"), is one pair; a longer phrase is pairs at
        # consecutive positions, the only positions the index keeps.
        title_pairs=FieldType(Positions(), PAIR_ANALYZER),
        text_pairs=FieldType(Positions(), PAIR_ANALYZER),
    )


# The pair field of each field phrases are matched in.
PAIR_FIELDS = {"title": "title_pairs", "text": "text_pairs"}


def fields_of(document: dict[str, Any]) -> dict[str, Any]:
    """What the index writes for a document: its fields, and its title and text again as pairs."""
    return {**document, **{pairs: document.get(field) or "" for field, pairs in PAIR_FIELDS.items()}}


SCHEMA = build_schema()

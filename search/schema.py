"""The fields of the index. Bump SCHEMA_VERSION with any change: a node whose index
was built with another version rebuilds it before answering from it."""

from __future__ import annotations

from typing import Any

from whoosh.fields import ID, KEYWORD, NUMERIC, STORED, TEXT, Schema

from .analysis import ANALYZER, INDEX_ANALYZER

SCHEMA_VERSION = 6

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
        section=TEXT(analyzer=ANALYZER, stored=True, phrase=False),
        # Every word with its position, common words too: whoosh's Phrase matches a quoted phrase word for word.
        title=TEXT(analyzer=INDEX_ANALYZER, stored=True, field_boost=2.0),
        # Laws: text, clauses, notes and variant readings; decisions: facts, question, holding, text.
        text=TEXT(analyzer=INDEX_ANALYZER, stored=True),
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
        # What a document defines (definitions.py): every term of its names, to find the candidates by,
        # and the names themselves, to tell an exact name from a part of one.
        defined=KEYWORD(),
        defines=STORED(),
    )


def fields_of(document: dict[str, Any]) -> dict[str, Any]:
    """What the index writes for a document."""
    return dict(document)


SCHEMA = build_schema()

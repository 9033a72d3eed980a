"""The fields of the index. Bump SCHEMA_VERSION with any change: a node whose index
was built with another version rebuilds it before answering from it."""

from __future__ import annotations

from typing import Any

from whoosh.columns import RefBytesColumn
from whoosh.fields import ID, KEYWORD, NUMERIC, STORED, TEXT, Schema

from laws.citations import find_references

from .analysis import ANALYZER, INDEX_ANALYZER
from .results import FACETS

SCHEMA_VERSION = 14

# Document types: the printed laws, decisions and glossaries, the committee's published commentary, and
# passages (front matter, a treatise's passage on the laws).
LAW = "law"
DECISION = "decision"
# A glossary entry of a code ("Right Bower"), whichever code's glossary it is in.
TERM = "term"
COMMENTARY = "commentary"
PASSAGE = "passage"
TYPES = (LAW, DECISION, TERM, COMMENTARY, PASSAGE)
# An entry the committee added to the game's thesaurus: no text of its own, never a result; it travels to every
# node's index through the outbox, and the query reads it from there (thesaurus.py).
THESAURUS = "thesaurus"


def build_schema() -> Schema:
    return Schema(
        # "law:12", "decision:40": the document type and the database key.
        id=ID(unique=True, stored=True),
        type=ID(stored=True),
        code=ID(stored=True),
        number=ID(stored=True),
        slug=ID(stored=True),
        authority=ID(stored=True),
        # The three facets at once ("decision|club-1864|clay", facet_key): whoosh groups the matches by
        # this one column and the type, code and authority counts are summed from its few groups, where
        # grouping by three columns read and decoded all three for every match. A few values, so each
        # document holds a small reference to one (RefBytesColumn).
        facets=ID(sortable=RefBytesColumn()),
        section=TEXT(analyzer=ANALYZER, stored=True, phrase=False),
        # The words a query's words are matched in and ranked by, every word counted, common words too (the
        # field lengths BM25F reads); no positions: whoosh reads a block of postings whole, and positions in
        # it were a fifth of a word query's time at ×100 (docs/benchmarks.md).
        title=TEXT(analyzer=INDEX_ANALYZER, stored=True, field_boost=2.0, phrase=False),
        # Laws: text, clauses, notes and variant readings; decisions: facts, question, holding, text.
        text=TEXT(analyzer=INDEX_ANALYZER, stored=True, phrase=False),
        # The same words with their positions, for whoosh's Phrase to match a quoted phrase word for word;
        # analysed and boosted as the fields above, so a phrase ranks as it did over them (fields_of).
        title_positions=TEXT(analyzer=INDEX_ANALYZER, field_boost=2.0),
        text_positions=TEXT(analyzer=INDEX_ANALYZER),
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
        # The law numbers the text names ("Law 72", "Rule 72", "Laws 71 to 73"), read by the
        # citation finder: a law-number query's mentions, one keyword each rather than a phrase over positions.
        mentions=KEYWORD(commas=True, scorable=False),
        # A thesaurus entry's words: {"everyday": [...], "books": [...]}.
        entry=STORED(),
    )


def mentions(text: str) -> list[str]:
    """The law numbers a text names, each once."""
    return list(dict.fromkeys(law.number for ref in find_references(text) for law in ref.laws))


FACET_SEPARATOR = "|"  # in no type, code or authority slug


def facet_key(document: dict[str, Any]) -> str:
    return FACET_SEPARATOR.join(document.get(name) or "" for name in FACETS)


def facet_values(key: str) -> dict[str, str]:
    """The type, code and authority a facet key holds ("" where a document has none)."""
    return dict(zip(FACETS, key.split(FACET_SEPARATOR), strict=True))


# The fields whose words are indexed a second time with their positions, for phrases.
POSITIONS = {"title": "title_positions", "text": "text_positions"}


def fields_of(document: dict[str, Any]) -> dict[str, Any]:
    """What the index writes for a document: its fields, its title and text again with their words'
    positions, its facets' key and the law numbers its text names."""
    named = mentions(document.get("text") or "")  # not the title: "Law 44 — A Misdeal" is the law itself
    positions = {field: document[name] for name, field in POSITIONS.items() if document.get(name)}
    return {**document, **positions, "mentions": ",".join(named), "facets": facet_key(document)}


SCHEMA = build_schema()

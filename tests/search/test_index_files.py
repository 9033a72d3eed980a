"""The index's files: each segment written as separate files, its stored fields read from their file a
document at a time (search/index.py, IndexStorage), and an index written before in one file per segment
still searched."""

from __future__ import annotations

from pathlib import Path

import pytest
from whoosh.filedb.filestore import FileStorage
from whoosh.filedb.structfile import BufferFile
from whoosh.index import FileIndex
from whoosh.query import Term

from search import index
from search.schema import POSITIONS, SCHEMA, fields_of

# The session's index is built from the test database, which pytest-django makes only for a run that has a test
# marked as using it: so these are, and the file passes when run alone.
pytestmark = pytest.mark.django_db


def test_a_page_reads_the_stored_fields_from_their_file_not_a_copy_of_them(built_index: Path) -> None:
    names = [f.name for f in built_index.iterdir() if index.is_segment_file(f.name)]
    stored = [n for n in names if n.endswith(index.STORED_FIELDS_FILE)]
    assert stored and not [n for n in names if n.endswith(index.COMPOUND_SEGMENT_FILE)]
    storage = index.IndexStorage(str(built_index))
    with storage.open_file(stored[0]) as f:
        assert not isinstance(f, BufferFile)  # a file read where asked, not the whole column in memory
    postings = next(n for n in names if n.endswith(".pst"))
    with storage.open_file(postings) as f:
        assert isinstance(f, BufferFile)


def test_an_index_written_in_one_file_per_segment_is_still_searched(tmp_path: Path) -> None:
    document = {
        "id": "law:1",
        "type": "law",
        "code": "club-1864",
        "number": "72",
        "title": "Law 72 — The Revoke",
        "text": "A revoke is when a player, holding one or more cards of the suit led, plays a card of another suit.",
        "url": "/laws/club-1864/72/",
        "order": 1,
    }
    ix = FileIndex.create(FileStorage(str(tmp_path)), SCHEMA, index.INDEX_NAME)
    writer = ix.writer()  # whoosh's default: the segment compound, in one .seg file
    writer.add_document(**fields_of(document))
    writer.commit()
    assert [f for f in tmp_path.iterdir() if f.name.endswith(index.COMPOUND_SEGMENT_FILE)]
    with index.open_index(tmp_path).searcher() as searcher:
        found = [searcher.stored_fields(d)["url"] for d in searcher.docs_for_query(Term("text", "revok"))]
    assert found == ["/laws/club-1864/72/"]


def test_words_are_matched_without_positions_and_phrases_with_them(built_index: Path) -> None:
    # whoosh reads a block of postings whole: a word's query reads no positions, a phrase's reads them.
    assert not SCHEMA["text"].format.supports("positions") and not SCHEMA["title"].format.supports("positions")
    for name, positions in POSITIONS.items():
        assert SCHEMA[positions].format.supports("positions")
        assert SCHEMA[positions].format.field_boost == SCHEMA[name].format.field_boost
    # The same words counted in both, so BM25F ranks a phrase over them as it ranked it over the words' fields.
    with index.open_index(built_index).searcher() as searcher:
        for name, positions in POSITIONS.items():
            assert searcher.field_length(name) == searcher.field_length(positions) > 0
            assert all(
                searcher.doc_field_length(d, name) == searcher.doc_field_length(d, positions)
                for d in range(searcher.doc_count_all())
            )

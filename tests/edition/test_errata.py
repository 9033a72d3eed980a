"""The errata page: what this edition changed since the last, dated, item by item, each where it now stands."""

import shutil
from pathlib import Path

import pytest
from django.conf import settings
from django.utils.html import escape

from corpus.blocks import CorpusFormatError
from edition.errata import current_errata, read_errata

pytestmark = pytest.mark.django_db


def test_the_errata_page_lists_every_change_dated_with_a_link_to_where_it_stands(client, django_assert_max_num_queries):
    errata = current_errata()
    assert len(errata.changes) >= 15 and errata.date.isoformat() == "2026-12-01"
    # The page reads the corpus file, not the database: the two are the search outbox's look every request takes.
    with django_assert_max_num_queries(2):
        html = client.get("/errata/").content.decode()
    assert '<time datetime="2026-12-01">1 December 2026</time>' in html
    for change in errata.changes:
        assert f'href="{change.where}"' in html and escape(change.title) in html
    assert "003_f012a884a77afba3.txt" not in html and ".txt" not in html  # the books named, not the files
    assert 'href="/errata/"' in client.get("/").content.decode()


def test_each_change_names_a_page_that_is_there(client):
    for change in current_errata().changes:
        assert client.get(change.where.split("#")[0]).status_code == 200, change.where


def test_a_change_without_its_page_is_refused_naming_the_line(tmp_path: Path):
    path = tmp_path / "errata.blocks"
    shutil.copy(Path(settings.CORPUS_DIR) / "errata.blocks", path)
    path.write_text(path.read_text(encoding="utf-8").replace("where: /texts/clay-dummy-in-algiers/\n", ""))
    with pytest.raises(CorpusFormatError, match=r"errata.blocks, line \d+: a change has 'kind:'"):
        read_errata(path)

"""The one entry point of search, for the page and the API: read the parameters,
understand the query, answer from this node's index — or from the database,
reporting it, while the index is rebuilt."""

from __future__ import annotations

import logging
from collections.abc import Mapping

from django.conf import settings
from whoosh.searching import Searcher

from decisions.models import Authority
from laws.models import Code

from . import database, index, ranked, suggestions, sync, thesaurus
from .query import ParsedQuery, QueryError, parse
from .results import Filters, SearchResults
from .schema import TYPES

log = logging.getLogger("search")

PAGE_SIZE = 20
MAX_PAGE_SIZE = 100


def _number(params: Mapping[str, str], name: str, default: int, most: int | None = None) -> int:
    raw = (params.get(name) or "").strip()
    if not raw:
        return default
    if not (raw.isascii() and raw.isdigit()) or int(raw) < 1:
        raise QueryError(name, f"{name} must be a whole number from 1, not {raw!r}.")
    value = int(raw)
    if most is not None and value > most:
        raise QueryError(name, f"{name} is at most {most}, not {value}.")
    return value


def _flag(params: Mapping[str, str], name: str) -> bool:
    raw = (params.get(name) or "").strip().lower()
    if raw in ("", "0", "false"):
        return False
    if raw in ("1", "true"):
        return True
    raise QueryError(name, f"{name} is 1 or 0, not {raw!r}.")


def _filters(params: Mapping[str, str]) -> Filters:
    filters = Filters(
        type=(params.get("type") or "").strip(),
        code=(params.get("code") or "").strip(),
        authority=(params.get("authority") or "").strip(),
    )
    if filters.type and filters.type not in TYPES:
        raise QueryError("type", f"There is no type {filters.type!r}. The types are: {', '.join(TYPES)}.")
    if filters.code and not Code.objects.filter(slug=filters.code).exists():
        known = ", ".join(Code.objects.in_order().values_list("slug", flat=True))
        raise QueryError("code", f"There is no code {filters.code!r}. The codes are: {known}.")
    if filters.authority and not Authority.objects.filter(slug=filters.authority).exists():
        known = ", ".join(Authority.objects.values_list("slug", flat=True))
        raise QueryError("authority", f"There is no authority {filters.authority!r}. The authorities are: {known}.")
    return filters


def _read(results: SearchResults, parsed: ParsedQuery) -> SearchResults:
    """The answer with the citation read and the codes scoped, as the query was understood."""
    results.citation, results.codes = parsed.citation, list(parsed.codes_named)
    return results


def answer(
    searcher: Searcher,
    q: str,
    filters: Filters,
    page: int,
    page_size: int,
    as_typed: bool = False,
    any_word: bool = False,
) -> SearchResults:
    """The index's answer to `q`: a misspelt word close to one the books print is searched as that word."""
    codes = ranked.indexed_codes(searcher)
    everyday = thesaurus.site_table(searcher)
    parsed = parse(q, codes, everyday)
    corrected = None if as_typed or not parsed.words else suggestions.suggest_query(searcher, parsed)
    if corrected is not None and corrected.close:
        # A word in no document, close to one the books print: search that, and say so.
        results = ranked.search(
            searcher, parse(corrected.text, codes, everyday), filters, page, page_size, any_word=any_word
        )
        results.query, results.suggestion, results.corrected = parsed.text, corrected.text, True
        return _read(results, parsed)
    # The misspellings looked for above are not looked for again: a far suggestion is only offered.
    known = None if as_typed or not parsed.words else corrected.text if corrected is not None else ""
    return _read(ranked.search(searcher, parsed, filters, page, page_size, known, any_word), parsed)


def search(params: Mapping[str, str]) -> SearchResults:
    """Search with `q`, `type`, `code`, `authority`, `page`, `page_size`, `as_typed`; QueryError names a bad parameter."""
    filters = _filters(params)
    page = _number(params, "page", 1)
    page_size = _number(params, "page_size", PAGE_SIZE, MAX_PAGE_SIZE)
    q = params.get("q") or ""

    sync.catch_up()
    path = sync.index_dir()
    as_typed = _flag(params, "as_typed")
    any_word = _flag(params, "any_word")
    failed_build: str | None = None
    try:
        searcher, _ = index.searcher(path, sync.database_identity())
        return answer(searcher, q, filters, page, page_size, as_typed, any_word)
    except QueryError:
        raise
    except index.IndexUnavailable as exc:
        reason = exc.reason
        log.warning("search index %s unavailable (%s); answering from the database", path, exc)
    except Exception:
        # A damaged segment can fail anywhere in a search: answer from the database and rebuild that build.
        log.exception("search index %s failed; answering from the database", path)
        index.drop_searchers(path)
        reason = "damaged"
        state = index.read_state(path)
        failed_build = state.build if state is not None else None
    parsed = parse(q, Code.objects.in_order().values_list("slug", flat=True), thesaurus.database_table())
    if getattr(settings, "SEARCH_AUTO_REBUILD", True):
        sync.ensure_rebuild(path, reason, failed_build)
    results = database.search(parsed, filters, page, page_size, any_word)
    results.index = "rebuilding"
    results.reason = reason
    return _read(results, parsed)

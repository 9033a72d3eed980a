"""The search API's parameters and answer, as serializers: they make the answer and describe it in the schema."""

from __future__ import annotations

from typing import Any

from rest_framework import serializers

from .query import MAX_LENGTH
from .results import Hit, SearchResults
from .schema import TYPES
from .service import MAX_PAGE_SIZE, PAGE_SIZE


class SearchParamsSerializer(serializers.Serializer[dict[str, Any]]):
    """Search keeps its own parameters (read by search/service.py, which names a bad one in a 400)."""

    q = serializers.CharField(
        max_length=MAX_LENGTH,
        help_text='Words, "phrases", -excluded words, or a law by number ("law 72", "club 44 VI", "72").',
    )
    type = serializers.ChoiceField(choices=TYPES, required=False, help_text="Keep one kind of entry.")
    code = serializers.CharField(required=False, help_text="Keep one code, by its slug (club-1864, american-1890 …).")
    authority = serializers.CharField(required=False, help_text="Keep the decisions of one authority, by its slug.")
    page = serializers.IntegerField(min_value=1, required=False, default=1)
    page_size = serializers.IntegerField(min_value=1, max_value=MAX_PAGE_SIZE, required=False, default=PAGE_SIZE)
    any_word = serializers.BooleanField(
        required=False,
        help_text="1: when no entry holds two of the words, show those holding any one of them.",
    )
    as_typed = serializers.BooleanField(
        required=False, help_text="1: search the words as typed, even where a misspelt word would be corrected."
    )


class SearchHitSerializer(serializers.Serializer[Hit]):
    type = serializers.ChoiceField(choices=TYPES)
    code = serializers.CharField(allow_null=True, help_text="The code's slug; null for an entry of no one code.")
    number = serializers.CharField(required=False, help_text="A law's number (laws and glossary terms).")
    slug = serializers.CharField(required=False, help_text="A decision's or a passage's slug.")
    title = serializers.CharField()
    snippet = serializers.CharField(help_text="HTML: the passage matched, the words found in <mark>.")
    url = serializers.CharField(help_text="The page of the entry.")
    score = serializers.FloatField(
        source="rounded_score", allow_null=True, help_text="Relevance; null where the law number alone put it here."
    )
    match = serializers.CharField(
        help_text='Why it is here: "law" (the law named), "cites" (a decision under or citing it), '
        '"defines" (it defines the words), "text".'
    )
    authority = serializers.CharField(allow_null=True)
    section = serializers.CharField(allow_null=True)

    def to_representation(self, hit: Hit) -> dict[str, Any]:
        out: dict[str, Any] = super().to_representation(hit)
        for name in ("number", "slug"):
            if not out[name]:
                del out[name]
        for name in ("code", "authority", "section"):
            out[name] = out[name] or None
        return out


class NearestSerializer(serializers.Serializer[Any]):
    """A matter near the words when nothing holds them: a glossary entry, a section of a code, a code's contents."""

    title = serializers.CharField()
    code = serializers.CharField(help_text="The code's title.")
    url = serializers.CharField()
    kind = serializers.ChoiceField(choices=["term", "section", "contents"])


class FacetsSerializer(serializers.Serializer[dict[str, dict[str, int]]]):
    """How many entries each value of a filter would give, with the other filters applied."""

    type = serializers.DictField(child=serializers.IntegerField())
    code = serializers.DictField(child=serializers.IntegerField())
    authority = serializers.DictField(child=serializers.IntegerField())


class SearchAnswerSerializer(serializers.Serializer[SearchResults]):
    query = serializers.CharField()
    count = serializers.IntegerField()
    page = serializers.IntegerField()
    pages = serializers.IntegerField()
    page_size = serializers.IntegerField()
    next = serializers.SerializerMethodField()
    previous = serializers.SerializerMethodField()
    laws = serializers.ListField(child=serializers.CharField(), help_text='The laws the query named ("club-1864:72").')
    citation = serializers.CharField(
        allow_null=True, help_text='The laws the query cites, as read ("Law 72, clause V"; "Dummy, Law II"), or null.'
    )
    codes = serializers.ListField(
        child=serializers.CharField(),
        help_text='The codes the answer is scoped to, by the game or code the query names ("whist": club-1864, '
        "american-1890); empty when it names none.",
    )
    matched = serializers.ChoiceField(
        choices=["all", "any", "none"],
        help_text='"any" when no entry held all the words and those holding two of them (one, with any_word=1) '
        'answer; "none" when nothing holds them: no results, and `nearest` lists the nearest matters.',
    )
    nearest = NearestSerializer(
        many=True, help_text='With matched "none": the glossary entries and sections nearest the words typed.'
    )
    suggestion = serializers.CharField(
        allow_null=True, help_text="The query with misspelt words replaced by the nearest the index holds, or null."
    )
    corrected = serializers.BooleanField(
        help_text="true when the results are the suggestion's, searched in place of a word in no entry."
    )
    also_searched = serializers.ListField(
        child=serializers.CharField(),
        help_text="The books' words searched beside the words typed, from the game's thesaurus (\"bystander\").",
    )
    index = serializers.ChoiceField(
        choices=["ready", "rebuilding"], help_text='"rebuilding" while the database answers instead of the index.'
    )
    degraded = serializers.BooleanField()
    reason = serializers.CharField(required=False, help_text="Why the index is rebuilding: missing, stale, damaged.")
    facets = FacetsSerializer()
    results = SearchHitSerializer(source="hits", many=True)

    def _page_url(self, results: SearchResults, page: int) -> str:
        request = self.context["request"]
        params = request.query_params.copy()
        params["page"] = str(page)
        return str(request.build_absolute_uri(f"{request.path}?{params.urlencode()}"))

    def get_next(self, results: SearchResults) -> str | None:
        return self._page_url(results, results.page + 1) if results.page < results.pages else None

    def get_previous(self, results: SearchResults) -> str | None:
        return self._page_url(results, results.page - 1) if 1 < results.page <= results.pages else None

    def to_representation(self, results: SearchResults) -> dict[str, Any]:
        out: dict[str, Any] = super().to_representation(results)
        out["suggestion"] = out["suggestion"] or None
        out["citation"] = out["citation"] or None
        if not out["reason"]:
            del out["reason"]
        return out

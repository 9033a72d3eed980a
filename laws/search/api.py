"""GET /api/v1/search/?q=&code=&type=&authority=&page=&page_size=

Answers `count`, `results` (each `type`, `code`, `number` or `slug`, `title`,
`snippet`, `url`, `score`, `match`), `facets` (counts by type, code and
authority), the page, the laws the query named, and the state of the index
(`index`: "ready" or "rebuilding", `degraded`), `matched` ("all" words, or "any"
when none held them all and the search widened), and `suggestion`: the query
with misspelt words replaced by the nearest in the index ("revoak" -> "revoke"),
or null. A missing or bad parameter
answers 400 with a message under the parameter's name: {"q": "q is empty: ..."}.
"""

from __future__ import annotations

from typing import Any

from rest_framework.exceptions import ValidationError
from rest_framework.permissions import AllowAny
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from laws.api.throttles import AnonymousSearch

from . import service
from .query import QueryError
from .results import SearchResults


def _page_url(request: Request, page: int) -> str:
    params = request.query_params.copy()
    params["page"] = str(page)
    return request.build_absolute_uri(f"{request.path}?{params.urlencode()}")


def answer(results: SearchResults, request: Request) -> dict[str, Any]:
    return {
        "query": results.query,
        "count": results.count,
        "page": results.page,
        "pages": results.pages,
        "page_size": results.page_size,
        "next": _page_url(request, results.page + 1) if results.page < results.pages else None,
        "previous": _page_url(request, results.page - 1) if 1 < results.page <= results.pages else None,
        "laws": results.laws,
        "matched": results.matched,
        "suggestion": results.suggestion or None,
        "index": results.index,
        "degraded": results.degraded,
        **({"reason": results.reason} if results.reason else {}),
        "facets": results.facets,
        "results": [hit.as_dict() for hit in results.hits],
    }


class Search(APIView):
    """Full-text search over laws and decisions; a law number ("law 72", "club 44 VI") puts that law first."""

    permission_classes = [AllowAny]
    throttle_classes = [AnonymousSearch]

    def get(self, request: Request) -> Response:
        try:
            results = service.search(request.query_params)
        except QueryError as exc:
            raise ValidationError({exc.param: exc.message}) from None
        return Response(answer(results, request))

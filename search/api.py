"""GET /api/v1/search/?q=&code=&type=&authority=&page=&page_size=

Answers `count`, `results` (each `type`, `code`, `number` or `slug`, `title`,
`snippet`, `url`, `score`, `match`), `facets` (counts by type, code and
authority), the page, the laws the query named, and the state of the index
(`index`: "ready" or "rebuilding", `degraded`), `matched` ("all" words, or "any"
when none held them all and the search widened), and `suggestion`: the query
with misspelt words replaced by the nearest in the index ("revoak" -> "revoke"),
or null, and `corrected` (true when that suggestion was searched in the query's place;
`as_typed=1` searches the words as typed); `also_searched`: the books' words the
game's thesaurus added ("bystander" for "spectator"). A missing or bad parameter
answers 400 with a message under the parameter's name: {"q": "q is empty: ..."}.
The answer's shape is search/serializers.py.
"""

from __future__ import annotations

from drf_spectacular.utils import extend_schema
from rest_framework.exceptions import ValidationError
from rest_framework.permissions import AllowAny
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from plumbing.api.schema import BAD_REQUEST, RETRY_AFTER, THROTTLED
from plumbing.api.throttles import AnonymousSearch

from . import service
from .query import QueryError
from .serializers import SearchAnswerSerializer, SearchParamsSerializer


class Search(APIView):
    """Full-text search over laws and decisions; a law number ("law 72", "club 44 VI") puts that law first."""

    permission_classes = [AllowAny]
    throttle_classes = [AnonymousSearch]

    @extend_schema(
        parameters=[SearchParamsSerializer, RETRY_AFTER],
        responses={
            200: SearchAnswerSerializer,
            400: BAD_REQUEST,
            429: THROTTLED,
        },
    )
    def get(self, request: Request) -> Response:
        try:
            results = service.search(request.query_params)
        except QueryError as exc:
            raise ValidationError({exc.param: exc.message}) from None
        return Response(SearchAnswerSerializer(results, context={"request": request}).data)

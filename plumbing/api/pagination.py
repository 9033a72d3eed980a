from typing import Any

from rest_framework import pagination
from rest_framework.exceptions import ValidationError
from rest_framework.request import Request

from plumbing.odd_input import whole_number_problem


class PageNumberPagination(pagination.PageNumberPagination):
    """`?page=N&page_size=M` (at most 200), answering `count`, `next`, `previous`, `results`.

    A page or page size that is no whole number from 1 (`²`, `٣`, `two`) is a 400 naming it, as search's are:
    DRF's own reading took such a page size for the default, and `int()` reads `٣` as 3.
    """

    page_size = 50
    page_size_query_param = "page_size"
    max_page_size = 200

    def get_page_number(self, request: Request, paginator: Any) -> Any:
        raw = request.query_params.get(self.page_query_param) or ""
        if raw and raw not in self.last_page_strings:
            _refuse_unless_whole(self.page_query_param, raw)
        return super().get_page_number(request, paginator)

    def get_page_size(self, request: Request) -> int:
        raw = request.query_params.get(self.page_size_query_param) or ""
        if raw:
            _refuse_unless_whole(self.page_size_query_param, raw)
        return super().get_page_size(request)


def _refuse_unless_whole(name: str, raw: str) -> None:
    problem = whole_number_problem(name, raw)
    if problem:
        raise ValidationError({name: problem})

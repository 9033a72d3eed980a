from rest_framework import pagination


class PageNumberPagination(pagination.PageNumberPagination):
    """`?page=N&page_size=M` (at most 200), answering `count`, `next`, `previous`, `results`."""

    page_size = 50
    page_size_query_param = "page_size"
    max_page_size = 200

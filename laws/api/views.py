"""The laws API: codes, laws of a code (paginated), one law."""

from __future__ import annotations

from django.db.models import Count, QuerySet
from django.http import Http404
from rest_framework import generics

from laws.filters import LawFilter
from laws.models import Code, Law
from plumbing.api.filtering import NamedFilterBackend

from .serializers import CodeSerializer, LawSerializer, LawSummarySerializer


class CodeList(generics.ListAPIView):
    """The codes of laws in the knowledge base."""

    serializer_class = CodeSerializer
    pagination_class = None

    def get_queryset(self) -> QuerySet[Code]:
        return Code.objects.in_order().annotate(law_count=Count("laws"))


class LawList(generics.ListAPIView):
    """Laws, in printed order; `?code=club-1864` keeps one code. Paginated: `page`, `page_size` (up to 200)."""

    serializer_class = LawSummarySerializer
    filter_backends = [NamedFilterBackend]
    filterset_class = LawFilter

    def get_queryset(self) -> QuerySet[Law]:
        return Law.objects.in_order().select_related("code", "section").prefetch_related("clauses")


class LawDetail(generics.RetrieveAPIView):
    """One law: its text (clauses included), clauses, notes, variant readings, sources and cross-references."""

    serializer_class = LawSerializer

    def get_object(self) -> Law:
        code, number = self.kwargs["code"], self.kwargs["number"]
        if not Code.objects.filter(slug=code).exists():
            raise Http404(f"There is no code {code!r}.")
        try:
            return (
                Law.objects.select_related("code", "section")
                .prefetch_related(
                    "clauses", "notes", "variants", "sources", "references__to_law", "referenced_by__from_law"
                )
                .get(code__slug=code, number=number)
            )
        except Law.DoesNotExist:
            raise Http404(f"There is no law {number!r} in the code {code!r}.") from None

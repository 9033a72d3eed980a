"""The decisions API: authorities, decisions by law/authority/type, one decision."""

from __future__ import annotations

from django.db.models import QuerySet
from django.http import Http404
from rest_framework import generics

from plumbing.api.filtering import NamedFilterBackend

from .filters import DecisionFilter
from .models import Authority, Decision
from .serializers import AuthoritySerializer, DecisionSerializer, DecisionSummarySerializer


class AuthorityList(generics.ListAPIView):
    """Who decided: the authorities whose decisions are in the knowledge base."""

    serializer_class = AuthoritySerializer
    pagination_class = None
    queryset = Authority.objects.all()


class DecisionList(generics.ListAPIView):
    """Decisions, filtered by `law=CODE:NUMBER`, `authority=SLUG`, `type=TYPE`; paginated with `count`."""

    serializer_class = DecisionSummarySerializer
    filter_backends = [NamedFilterBackend]
    filterset_class = DecisionFilter

    def get_queryset(self) -> QuerySet[Decision]:
        return Decision.objects.select_related("authority", "under__code")


class DecisionDetail(generics.RetrieveAPIView):
    """One decision with its full text, citations (explicit or inferred), links and source."""

    serializer_class = DecisionSerializer

    def get_object(self) -> Decision:
        try:
            return (
                Decision.objects.select_related("authority", "under__code", "withdrawal")
                .prefetch_related(
                    "citations__law__code", "external_citations", "links__to_decision", "linked_from__from_decision"
                )
                .get(slug=self.kwargs["slug"])
            )
        except Decision.DoesNotExist:
            raise Http404(f"There is no decision {self.kwargs['slug']!r}.") from None

"""The decisions API's answers: authorities, decisions (summary and whole), their citations, treatments and source."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from . import treatment_vocabulary
from .models import Authority, Citation, Decision


class AuthoritySerializer(serializers.ModelSerializer[Authority]):
    class Meta:
        model = Authority
        fields = ["slug", "name", "years", "description"]


class DecisionSummarySerializer(serializers.ModelSerializer[Decision]):
    authority = serializers.CharField(source="authority.slug", help_text="The authority's slug.")
    under = serializers.CharField(
        source="under.ref", allow_null=True, default=None, help_text='The law it is printed under ("club-1864:72").'
    )
    holding = serializers.CharField(source="summary", help_text="The holding in one line, or the start of the text.")
    url = serializers.CharField(source="get_absolute_url")

    class Meta:
        model = Decision
        fields = ["slug", "type", "title", "authority", "under", "holding", "url"]


class CitationSerializer(serializers.ModelSerializer[Citation]):
    code = serializers.CharField(source="law.code.slug")
    law = serializers.CharField(source="law.number")

    class Meta:
        model = Citation
        fields = ["code", "law", "clause", "kind", "reason"]


@dataclass(frozen=True)
class Treatment:
    """A treatment seen from one decision: one it treats, or one that treats it."""

    relation: str
    direction: str
    label: str
    decision: str
    origin: str
    reason: str


def treatments_both_ways(decision: Decision) -> list[Treatment]:
    """`relation` in the treating decision's words, `direction` from this decision (prefetched links)."""
    out = [
        Treatment(link.relation, "treats", link.get_relation_display(), link.to_decision.slug, link.origin, link.reason)
        for link in decision.links.all()
    ]
    out += [
        Treatment(link.relation, "treated_by", link.inverse_display, link.from_decision.slug, link.origin, link.reason)
        for link in decision.linked_from.all()
    ]
    return out


class TreatmentListSerializer(serializers.ListSerializer[Treatment]):
    """A decision's treatments both ways, read from the decision itself."""

    def get_attribute(self, instance: Decision) -> list[Treatment]:
        return treatments_both_ways(instance)


class TreatmentSerializer(serializers.Serializer[Treatment]):
    relation = serializers.ChoiceField(choices=treatment_vocabulary.CHOICES)
    direction = serializers.ChoiceField(
        choices=["treats", "treated_by"], help_text="This decision treats the other, or is treated by it."
    )
    label = serializers.CharField(help_text='The relation in words, as this decision reads it ("is followed by").')
    decision = serializers.CharField(help_text="The other decision's slug.")
    origin = serializers.ChoiceField(choices=["corpus", "committee"])
    reason = serializers.CharField(allow_blank=True)

    class Meta:
        list_serializer_class = TreatmentListSerializer


class DecisionSourceSerializer(serializers.Serializer[Decision]):
    """Where a printed decision is printed (`seed`, `lines`, `page`), or the committee's own `text`."""

    text = serializers.CharField(required=False, help_text="An adopted decision: the case and date.")
    seed = serializers.CharField(required=False, help_text="The seed text it is printed in.")
    lines = serializers.ListField(child=serializers.IntegerField(allow_null=True), required=False)
    page = serializers.CharField(required=False, allow_null=True)

    def to_representation(self, d: Decision) -> dict[str, Any]:
        if d.origin == Decision.ORIGIN_COMMITTEE:
            return {"text": d.source}
        return {"seed": d.seed, "lines": [d.line_start, d.line_end], "page": d.page or None}


class WithdrawnSerializer(serializers.Serializer[Any]):
    on = serializers.DateTimeField()
    reason = serializers.CharField()


class DecisionSerializer(DecisionSummarySerializer):
    citations = CitationSerializer(many=True, read_only=True)
    external_citations = serializers.SlugRelatedField(
        slug_field="text", many=True, read_only=True, help_text="References to other codes and books, as printed."
    )
    links = TreatmentSerializer(many=True, read_only=True)
    source = DecisionSourceSerializer(source="*", read_only=True)
    withdrawn = serializers.SerializerMethodField(
        help_text="Null while in force; when the committee has withdrawn it, when and why (`on`, `reason`)."
    )

    class Meta(DecisionSummarySerializer.Meta):
        fields = DecisionSummarySerializer.Meta.fields + [
            "origin",
            "facts",
            "question",
            "text",
            "citations",
            "external_citations",
            "links",
            "source",
            "withdrawn",
        ]

    @extend_schema_field(WithdrawnSerializer(allow_null=True))
    def get_withdrawn(self, d: Decision) -> dict[str, Any] | None:
        # The committee's Withdrawal, by its reverse name: decisions do not import the committee's models.
        withdrawal = getattr(d, "withdrawal", None)
        return None if withdrawal is None else {"on": withdrawal.on, "reason": withdrawal.reason}

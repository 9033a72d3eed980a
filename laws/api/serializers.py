from __future__ import annotations

from typing import Any

from rest_framework import serializers

from laws.models import Clause, Code, Law, LawNote, Source, Variant


class CodeSerializer(serializers.ModelSerializer):
    laws = serializers.IntegerField(source="law_count", read_only=True)
    url = serializers.SerializerMethodField()

    class Meta:
        model = Code
        fields = ["slug", "title", "subtitle", "game", "year", "laws", "url"]

    def get_url(self, code: Code) -> str:
        return code.get_absolute_url()


class LawSummarySerializer(serializers.ModelSerializer):
    code = serializers.CharField(source="code.slug")
    section = serializers.CharField(source="section.title", default=None, allow_null=True)
    heading = serializers.CharField(read_only=True)
    text = serializers.SerializerMethodField()
    url = serializers.SerializerMethodField()

    class Meta:
        model = Law
        fields = ["code", "number", "kind", "heading", "section", "text", "url"]

    def get_text(self, law: Law) -> str:
        return law.full_text()

    def get_url(self, law: Law) -> str:
        return law.get_absolute_url()


class ClauseSerializer(serializers.ModelSerializer[Clause]):
    class Meta:
        model = Clause
        fields = ["label", "text"]


class LawNoteSerializer(serializers.ModelSerializer[LawNote]):
    class Meta:
        model = LawNote
        fields = ["kind", "mark", "text"]


class VariantSerializer(serializers.ModelSerializer[Variant]):
    class Meta:
        model = Variant
        fields = ["witness", "clause", "copy", "reading"]


class SourceSerializer(serializers.ModelSerializer[Source]):
    lines = serializers.ListField(
        child=serializers.IntegerField(), min_length=2, max_length=2, help_text="The first and last line in the seed."
    )
    page = serializers.CharField(allow_null=True, help_text="The printed page, where known.")
    role = serializers.ChoiceField(
        choices=["copy-text", "witness"], help_text="The copy-text is transcribed; witnesses are collated with it."
    )

    class Meta:
        model = Source
        fields = ["seed", "lines", "page", "role"]

    def to_representation(self, source: Source) -> dict[str, Any]:
        out: dict[str, Any] = super().to_representation(source)
        out["page"] = out["page"] or None
        return out


class LawSerializer(LawSummarySerializer):
    clauses = ClauseSerializer(many=True, read_only=True)
    notes = LawNoteSerializer(many=True, read_only=True)
    variants = VariantSerializer(many=True, read_only=True)
    source = SourceSerializer(source="sources", many=True, read_only=True)
    refers_to = serializers.SerializerMethodField(help_text="The numbers of the laws this one refers to.")
    referred_by = serializers.SerializerMethodField(help_text="The numbers of the laws referring to this one.")

    class Meta(LawSummarySerializer.Meta):
        fields = LawSummarySerializer.Meta.fields + [
            "title",
            "clauses",
            "notes",
            "variants",
            "source",
            "refers_to",
            "referred_by",
        ]

    def get_refers_to(self, law: Law) -> list[str]:
        return sorted({r.to_law.number for r in law.references.all()}, key=_law_sort)

    def get_referred_by(self, law: Law) -> list[str]:
        return sorted({r.from_law.number for r in law.referenced_by.all()}, key=_law_sort)


def _law_sort(number: str) -> tuple[int, str]:
    return (int(number), "") if number.isascii() and number.isdigit() else (10_000, number)

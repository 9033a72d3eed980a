from __future__ import annotations

from rest_framework import serializers

from laws.models import Code, Law


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
    section = serializers.CharField(source="section.title", default=None)
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


class LawSerializer(LawSummarySerializer):
    clauses = serializers.SerializerMethodField()
    notes = serializers.SerializerMethodField()
    variants = serializers.SerializerMethodField()
    source = serializers.SerializerMethodField()
    refers_to = serializers.SerializerMethodField()
    referred_by = serializers.SerializerMethodField()

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

    def get_clauses(self, law: Law) -> list[dict[str, str]]:
        return [{"label": c.label, "text": c.text} for c in law.clauses.all()]

    def get_notes(self, law: Law) -> list[dict[str, str]]:
        return [{"kind": n.kind, "mark": n.mark, "text": n.text} for n in law.notes.all()]

    def get_variants(self, law: Law) -> list[dict[str, str]]:
        return [
            {"witness": v.witness, "clause": v.clause, "copy": v.copy, "reading": v.reading} for v in law.variants.all()
        ]

    def get_source(self, law: Law) -> list[dict[str, object]]:
        return [
            {
                "seed": s.seed,
                "lines": [s.line_start, s.line_end],
                "page": s.page or None,
                "role": "copy-text" if i == 0 else "witness",
            }
            for i, s in enumerate(law.sources.all())
        ]

    def get_refers_to(self, law: Law) -> list[str]:
        return sorted({r.to_law.number for r in law.references.all()}, key=_law_sort)

    def get_referred_by(self, law: Law) -> list[str]:
        return sorted({r.from_law.number for r in law.referenced_by.all()}, key=_law_sort)


def _law_sort(number: str) -> tuple[int, str]:
    return (int(number), "") if number.isdigit() else (10_000, number)

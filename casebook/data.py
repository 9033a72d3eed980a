"""The committee's record as data: one row per record of the casebook, as JSON and as CSV.

Every value is a string, a whole number or a list of strings, so a CSV cell holds each: a list is written
with its items joined by LIST_SEPARATOR (law numbers and names never hold one), and read back by splitting.
ROW_SCHEMA is the JSON Schema of a row, and RECORDS_SCHEMA of the whole answer; tests hold the serializer's
fields to it.
"""

from __future__ import annotations

import csv
import io
from typing import Any

from django.utils import timezone
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from .records import ADOPTED, APPEAL, Record

LIST_SEPARATOR = "; "
KINDS = [APPEAL, ADOPTED]
OUTCOMES = ["upheld", "varied", "reversed", ""]
SIDES = ["NS", "EW", ""]


class CasebookRecordSerializer(serializers.Serializer[Record]):
    reference = serializers.CharField(help_text='The record in its year\'s book: "2026-3" is case 3 of 2026.')
    year = serializers.IntegerField()
    number = serializers.IntegerField(help_text="Its number in the year's book.")
    kind = serializers.ChoiceField(choices=KINDS, help_text="appeal: an appeal decided; adopted: a case adopted.")
    date = serializers.SerializerMethodField(help_text="The day it was decided or adopted (the club's time).")
    title = serializers.CharField()
    code = serializers.CharField(source="code_slug", help_text="The code it was ruled under, by its address.")
    code_title = serializers.CharField()
    outcome = serializers.SerializerMethodField(help_text="upheld, varied or reversed; empty for a case adopted.")
    side = serializers.SerializerMethodField(help_text="The side that appealed (NS or EW); empty for a case adopted.")
    grounds = serializers.SerializerMethodField(help_text="The grounds of the appeal (Markdown).")
    reasons = serializers.SerializerMethodField(
        help_text="The committee's reasons (Markdown): an appeal's reasons, a case adopted's holding."
    )
    ruling_that_stands = serializers.SerializerMethodField(
        help_text="The committee's own words on the ruling that stands (Markdown), where it gave any."
    )
    laws = serializers.SerializerMethodField(help_text='The laws cited, as "72" or "73.a" (law and clause).')
    meeting = serializers.SerializerMethodField(
        help_text="The day of the meeting whose motion decided or adopted it; empty where one member decided alone."
    )
    sat = serializers.SerializerMethodField(help_text="The members present at that meeting.")
    dissenting = serializers.SerializerMethodField(help_text="The members who voted against the motion carried.")
    dissents = serializers.SerializerMethodField(
        help_text='Each dissent with its reasons (Markdown): "Dissent of NAME: reasons", a blank line between two.'
    )
    commentary = serializers.SerializerMethodField(help_text="The committee's commentary (Markdown), if any.")
    withdrawn = serializers.SerializerMethodField(help_text="The day the committee withdrew it; empty if in force.")
    decision_url = serializers.SerializerMethodField(help_text="The decision in the knowledge base.")
    appeal_url = serializers.SerializerMethodField(
        help_text="The appeal's own record; empty for a case adopted, or where its case is private."
    )

    def _url(self, path: str) -> str:
        request = self.context.get("request")
        return request.build_absolute_uri(path) if request is not None else path

    @extend_schema_field(serializers.DateField())
    def get_date(self, record: Record) -> str:
        return timezone.localtime(record.on).date().isoformat()

    def get_outcome(self, record: Record) -> str:
        return record.appeal.outcome if record.appeal else ""

    def get_side(self, record: Record) -> str:
        return record.appeal.side if record.appeal else ""

    def get_grounds(self, record: Record) -> str:
        return record.appeal.grounds if record.appeal else ""

    def get_reasons(self, record: Record) -> str:
        return record.appeal.reasons if record.appeal else record.decision.holding

    def get_ruling_that_stands(self, record: Record) -> str:
        return record.appeal.words if record.appeal else ""

    @extend_schema_field(serializers.ListField(child=serializers.CharField()))
    def get_laws(self, record: Record) -> list[str]:
        return [c.law.number + (f".{c.clause}" if c.clause else "") for c in record.citations]

    def get_meeting(self, record: Record) -> str:
        return record.sitting.held_on.isoformat() if record.sitting else ""

    @extend_schema_field(serializers.ListField(child=serializers.CharField()))
    def get_sat(self, record: Record) -> list[str]:
        return list(record.sitting.members) if record.sitting else []

    @extend_schema_field(serializers.ListField(child=serializers.CharField()))
    def get_dissenting(self, record: Record) -> list[str]:
        return [d.member for d in record.sitting.dissents] if record.sitting else []

    def get_dissents(self, record: Record) -> str:
        dissents = record.sitting.dissents if record.sitting else ()
        return "\n\n".join(f"Dissent of {d.member}: {d.reasons or 'no reasons given.'}" for d in dissents)

    def get_commentary(self, record: Record) -> str:
        return record.commentary.text if record.commentary else ""

    def get_withdrawn(self, record: Record) -> str:
        return timezone.localtime(record.withdrawal.on).date().isoformat() if record.withdrawal else ""

    def get_decision_url(self, record: Record) -> str:
        return self._url(record.decision.get_absolute_url())

    def get_appeal_url(self, record: Record) -> str:
        return self._url(record.appeal.get_absolute_url()) if record.appeal and record.case else ""


class CasebookRecordsSerializer(serializers.Serializer[dict[str, Any]]):
    """The records of a period, in the order of the books."""

    def get_fields(self) -> dict[str, serializers.Field[Any, Any, Any, Any]]:
        # "from" is a Python keyword: the fields are named here rather than declared on the class.
        return {
            "from": serializers.DateField(help_text="The first day of the period."),
            "to": serializers.DateField(help_text="The last day of the period."),
            "count": serializers.IntegerField(),
            "records": CasebookRecordSerializer(many=True, context=self.context),
        }


_TEXT = {"type": "string"}
_LIST = {"type": "array", "items": {"type": "string"}}
_DATE = {"type": "string", "format": "date"}
ROW_SCHEMA: dict[str, Any] = {
    "type": "object",
    "additionalProperties": False,
    "properties": {
        "reference": {"type": "string", "pattern": r"^\d{4}-\d+$"},
        "year": {"type": "integer", "minimum": 1000, "maximum": 9000},
        "number": {"type": "integer", "minimum": 1},
        "kind": {"enum": KINDS},
        "date": _DATE,
        "title": _TEXT,
        "code": _TEXT,
        "code_title": _TEXT,
        "outcome": {"enum": OUTCOMES},
        "side": {"enum": SIDES},
        "grounds": _TEXT,
        "reasons": _TEXT,
        "ruling_that_stands": _TEXT,
        "laws": _LIST,
        "meeting": {"anyOf": [_DATE, {"const": ""}]},
        "sat": _LIST,
        "dissenting": _LIST,
        "dissents": _TEXT,
        "commentary": _TEXT,
        "withdrawn": {"anyOf": [_DATE, {"const": ""}]},
        "decision_url": {"type": "string", "format": "uri"},
        "appeal_url": {"anyOf": [{"type": "string", "format": "uri"}, {"const": ""}]},
    },
}
ROW_SCHEMA["required"] = list(ROW_SCHEMA["properties"])
RECORDS_SCHEMA: dict[str, Any] = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "title": "The committee's record: appeals decided and decisions adopted",
    "description": "The answer of /api/v1/casebook/: the records decided or adopted in the period, numbered as"
    " in their year's casebook. The CSV (/api/v1/casebook.csv) holds the same rows, a list's items joined"
    f" by {LIST_SEPARATOR!r}.",
    "type": "object",
    "additionalProperties": False,
    "required": ["from", "to", "count", "records"],
    "properties": {
        "from": _DATE,
        "to": _DATE,
        "count": {"type": "integer", "minimum": 0},
        "records": {"type": "array", "items": {"$ref": "#/$defs/record"}},
    },
    "$defs": {"record": ROW_SCHEMA},
}
COLUMNS = list(ROW_SCHEMA["properties"])


def rows_as_csv(rows: list[dict[str, Any]]) -> str:
    """The rows as CSV (RFC 4180, a header of the column names), lists joined by LIST_SEPARATOR."""
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=COLUMNS, lineterminator="\r\n")
    writer.writeheader()
    for row in rows:
        writer.writerow({k: LIST_SEPARATOR.join(v) if isinstance(v, list) else v for k, v in row.items()})
    return out.getvalue()

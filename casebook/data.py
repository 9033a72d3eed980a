"""The committee's record as data: one row per record of the casebook, as JSON and as CSV.

Every value is a string, a whole number or a list of strings, so a CSV cell holds each: a list is written
with its items joined by LIST_SEPARATOR (law numbers and names never hold one), and read back by splitting. In
the CSV a text cell that a spreadsheet would take for a formula (it begins with =, +, -, @, a tab or a carriage
return) begins with a single quote, as OWASP's rule on CSV injection says; the file opens with a UTF-8
byte-order mark and is sent as an attachment.
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

from committee.statutes import amendment_words

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
    meeting_number = serializers.SerializerMethodField(
        help_text="That meeting's number among the meetings of its day (1, 2 …); 0 where there was none."
    )
    sat = serializers.SerializerMethodField(help_text="The members present at that meeting.")
    votes_for = serializers.SerializerMethodField(help_text="The tally of the motion carried: votes for.")
    votes_against = serializers.SerializerMethodField(help_text="Votes against (each a dissent).")
    abstaining = serializers.SerializerMethodField(help_text="Members who abstained.")
    statutes = serializers.SerializerMethodField(
        help_text='The club\'s statutes it was decided under, as "Law 72: The penalty of a revoke: 2"; none: the'
        " printed code."
    )
    dissenting = serializers.SerializerMethodField(help_text="The members who voted against the motion carried.")
    dissents = serializers.SerializerMethodField(
        help_text='Each dissent with its reasons (Markdown): "Dissent of NAME: reasons", a blank line between two.'
    )
    commentary = serializers.SerializerMethodField(help_text="The committee's commentary (Markdown), if any.")
    withdrawn = serializers.SerializerMethodField(help_text="The day the committee withdrew it; empty if in force.")
    engine_release = serializers.SerializerMethodField(
        help_text='The release of the rules engine whose proposal the case carries (its stamp), as "2026.12"; empty'
        " where the case is not the reader's, or its ruling was given before rulings were stamped."
    )
    engine_released = serializers.SerializerMethodField(help_text="The day of that release; empty as above.")
    engine_source = serializers.SerializerMethodField(
        help_text="The digest of that engine's code (16 hexadecimal digits); empty as above."
    )
    engine_tables = serializers.SerializerMethodField(
        help_text="The digest of that engine's law tables (16 hexadecimal digits); empty as above."
    )
    played_on = serializers.SerializerMethodField(
        help_text="The day the hand was played, as the case gave it to the engine; empty where it gave none."
    )
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

    def get_meeting_number(self, record: Record) -> int:
        return int(record.sitting.motion.meeting.number) if record.sitting else 0

    def get_votes_for(self, record: Record) -> int:
        return record.sitting.votes_for if record.sitting else 0

    def get_votes_against(self, record: Record) -> int:
        return record.sitting.votes_against if record.sitting else 0

    def get_abstaining(self, record: Record) -> int:
        return record.sitting.abstaining if record.sitting else 0

    @extend_schema_field(serializers.ListField(child=serializers.CharField()))
    def get_statutes(self, record: Record) -> list[str]:
        if record.appeal is not None:
            amendments = list(record.appeal.amendments or [])
        else:
            amendments = list((record.case.case or {}).get("amendments") or []) if record.case else []
        return [
            f"Law {a.get('law')}: {amendment_words(str(a.get('provision', '')), _stored(a.get('value')))}"
            for a in amendments
            if isinstance(a, dict)
        ]

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

    @extend_schema_field(serializers.CharField())
    def get_engine_release(self, record: Record) -> str:
        return _stamped(record, "release")

    @extend_schema_field(serializers.CharField())
    def get_engine_released(self, record: Record) -> str:
        return _stamped(record, "released")

    @extend_schema_field(serializers.CharField())
    def get_engine_source(self, record: Record) -> str:
        return _stamped(record, "source")

    @extend_schema_field(serializers.CharField())
    def get_engine_tables(self, record: Record) -> str:
        return _stamped(record, "tables")

    @extend_schema_field(serializers.CharField())
    def get_played_on(self, record: Record) -> str:
        return _stamped(record, "played_on")

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
_DIGEST = {"type": "string", "pattern": "^(?:[0-9a-f]{16})?$"}
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
        "meeting_number": {"type": "integer", "minimum": 0},
        "sat": _LIST,
        "votes_for": {"type": "integer", "minimum": 0},
        "votes_against": {"type": "integer", "minimum": 0},
        "abstaining": {"type": "integer", "minimum": 0},
        "statutes": _LIST,
        "dissenting": _LIST,
        "dissents": _TEXT,
        "commentary": _TEXT,
        "withdrawn": {"anyOf": [_DATE, {"const": ""}]},
        "engine_release": _TEXT,
        "engine_released": {"anyOf": [_DATE, {"const": ""}]},
        "engine_source": _DIGEST,
        "engine_tables": _DIGEST,
        "played_on": {"anyOf": [_DATE, {"const": ""}]},
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


# A cell a spreadsheet would read as a formula (OWASP's CSV injection): the characters it may begin with.
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def safe_cell(value: Any) -> Any:
    """A text cell beginning as a formula would, with a single quote put before it (OWASP's rule), so a
    spreadsheet shows it as text; numbers are left as they are."""
    if isinstance(value, str) and value.startswith(FORMULA_STARTS):
        return "'" + value
    return value


def rows_as_csv(rows: list[dict[str, Any]]) -> str:
    """The rows as CSV (RFC 4180, a header of the column names), lists joined by LIST_SEPARATOR, every text
    cell that would start a formula escaped (safe_cell); a UTF-8 byte-order mark first, so a spreadsheet reads
    "N–S" and the names as written."""
    out = io.StringIO()
    out.write("\ufeff")
    writer = csv.DictWriter(out, fieldnames=COLUMNS, lineterminator="\r\n")
    writer.writeheader()
    for row in rows:
        writer.writerow({k: safe_cell(LIST_SEPARATOR.join(v) if isinstance(v, list) else v) for k, v in row.items()})
    return out.getvalue()


def _stamped(record: Record, key: str) -> str:
    """One part of the stamp the case's ruling carries (docs/api.md, "The stamp on a ruling"), or empty."""
    ruling = record.case.ruling if record.case is not None else None
    stamp = ruling.get("stamp") if isinstance(ruling, dict) else None
    value = stamp.get(key) if isinstance(stamp, dict) else None
    return value if isinstance(value, str) else ""


def _stored(value: Any) -> str | None:
    return None if value is None else str(value)

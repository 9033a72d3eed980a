"""The commentary API's shapes: the state of a text, a save, a revert, a version in the history."""

from __future__ import annotations

import datetime
from typing import Any

from django.utils import timezone
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from decisions.markdown import validate_markdown
from engine import PROVISIONS, STRUCK, TABLES, read_amendments
from laws.models import Law

from .models import MAX_MESSAGE, MAX_TEXT, Commentary
from .statutes import amendment_words, case_value, in_force_from


class CommentaryStateSerializer(serializers.Serializer):
    """A text as it stands: version 0 and empty text when nothing is written yet."""

    text = serializers.CharField()
    html = serializers.SerializerMethodField()
    version = serializers.IntegerField()
    author = serializers.SerializerMethodField()
    updated = serializers.DateTimeField(allow_null=True)
    message = serializers.CharField()

    def get_html(self, kept: Commentary) -> str:
        return kept.html if kept.version else ""  # rendered when the version was saved

    def get_author(self, kept: Commentary) -> str | None:
        return kept.author.get_username() if kept.author_id and kept.author else None


class CommentaryWriteSerializer(serializers.Serializer):
    text = serializers.CharField(
        max_length=MAX_TEXT, allow_blank=True, trim_whitespace=False, validators=[validate_markdown]
    )
    message = serializers.CharField(max_length=MAX_MESSAGE, allow_blank=True, required=False, default="")
    version = serializers.IntegerField(min_value=0, help_text="The version you started from; 0 to create.")


class RevertSerializer(serializers.Serializer):
    to = serializers.IntegerField(min_value=1, help_text="The version whose text becomes the new version.")
    version = serializers.IntegerField(min_value=0, help_text="The version you started from.")


class VersionSerializer(serializers.Serializer):
    version = serializers.IntegerField()
    author = serializers.SerializerMethodField()
    time = serializers.DateTimeField(source="history_date")
    message = serializers.CharField()

    def get_author(self, record: Any) -> str | None:
        return record.author.get_username() if record.author_id and record.author else None


class DiffOpSerializer(serializers.Serializer):
    op = serializers.ChoiceField(choices=["equal", "insert", "delete"])
    text = serializers.CharField()


class WordDiffSerializer(serializers.Serializer):
    """Version `from` against version `to`, word by word."""

    locals()["from"] = serializers.IntegerField(help_text="The older version.")  # `from` is a Python keyword
    to = serializers.IntegerField(help_text="The newer version.")
    diff = DiffOpSerializer(many=True)


class ConflictSerializer(serializers.Serializer):
    """409: another member saved since the version you started from; nothing was overwritten."""

    detail = serializers.CharField()
    current = CommentaryStateSerializer(help_text="The text as it now stands.")
    diff = DiffOpSerializer(many=True, help_text="From the current text to yours.")


class StatuteLawSerializer(serializers.ModelSerializer[Law]):
    """The law a statute amends, as the law API names it."""

    code = serializers.CharField(source="code.slug")
    url = serializers.CharField(source="get_absolute_url")

    class Meta:
        model = Law
        fields = ["code", "number", "title", "url"]


@extend_schema_field({"type": ["integer", "string", "null"]})
class AmendmentValueField(serializers.Field):
    """A statute's value as the case format has it: a number, a moment's name, or null for a law struck out."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(source="*", read_only=True, **kwargs)

    def to_representation(self, kept: Commentary) -> Any:
        return case_value(kept.provision, kept.value)


class AmendmentSerializer(serializers.Serializer):
    """The statute as the case format's amendment (docs/engine.md), and in words."""

    law = serializers.CharField(source="law.number")
    provision = serializers.CharField()
    value = AmendmentValueField()
    words = serializers.SerializerMethodField()

    def get_words(self, kept: Commentary) -> str:
        return amendment_words(kept.provision, kept.value)


class StatuteSerializer(CommentaryStateSerializer):
    """A club's statute as it stands: the law, the amendment the engine rules by, the club's words, and from
    when: its latest version may be in force now or take force on a later day."""

    law = StatuteLawSerializer()
    amendment = AmendmentSerializer(source="*")
    in_force_from = serializers.SerializerMethodField(help_text="The day this version takes (or took) force.")
    state = serializers.SerializerMethodField(
        help_text="`in_force`: in force now; `not_yet_in_force`: from a later day (the version before it, if any,"
        " stands until then); `struck_out` added where the statute strikes the law out (`struck_out`: true)."
    )
    struck_out = serializers.SerializerMethodField(help_text="Whether the statute strikes the law out.")

    def get_in_force_from(self, kept: Commentary) -> datetime.date | None:
        return in_force_from(kept)

    def get_state(self, kept: Commentary) -> str | None:
        day = in_force_from(kept)
        if day is None:
            return None
        return "in_force" if day <= timezone.localdate() else "not_yet_in_force"

    def get_struck_out(self, kept: Commentary) -> bool:
        found = PROVISIONS.get(kept.provision)
        return found is not None and found.kind == STRUCK


class StatuteWrittenSerializer(StatuteSerializer):
    """The statute as a write left it, and the motion that made the change."""

    motion = serializers.URLField(
        read_only=True,
        allow_null=True,
        help_text="The motion carried that made this version, its address in the minutes (at quorum one, the"
        " member's own motion carried at once at his meeting of the day).",
    )


class VersionAmendmentSerializer(serializers.Serializer):
    """The amendment one version of a statute makes."""

    provision = serializers.CharField()
    value = serializers.JSONField(help_text="A number, a moment's name, or null for a law struck out.")
    words = serializers.CharField()


class AmendmentChangeSerializer(serializers.Serializer):
    locals()["from"] = VersionAmendmentSerializer(help_text="The amendment of the older version.")
    to = VersionAmendmentSerializer(help_text="The amendment of the newer version.")
    changed = serializers.BooleanField(help_text="Whether the newer version amends otherwise.")


class StatuteDiffSerializer(WordDiffSerializer):
    """Version `from` against version `to`: the words, and the amendment each makes."""

    amendment = AmendmentChangeSerializer()


class StatuteWriteSerializer(CommentaryWriteSerializer):
    """A new version of a statute; the amendment is checked by the engine against the law of the address."""

    provision = serializers.CharField(max_length=30, help_text="What the statute amends (amendments.PROVISIONS).")
    value = serializers.JSONField(
        required=False, default=None, help_text="A number, a moment's name, or absent for a law struck out."
    )

    def validate(self, data: dict[str, Any]) -> dict[str, Any]:
        law: Law = self.context["law"]
        amendment = {"law": law.number, "provision": data["provision"]}
        if data.get("value") is not None:
            amendment["value"] = data["value"]
        problems: dict[str, list[str]] = {}

        def error(path: str, message: str) -> None:
            field = path.rsplit(".", 1)[-1]
            problems.setdefault("provision" if field == "law" else field, []).append(message)

        read_amendments([amendment], TABLES[law.code.slug], error)
        if problems:
            raise serializers.ValidationError(problems)
        value = data.get("value")
        data["value"] = "" if value is None or PROVISIONS[data["provision"]].kind == STRUCK else str(value)
        return data


class StatuteVersionSerializer(VersionSerializer):
    """One version of a statute in its history: when it was made, and the day it takes (or took) force."""

    in_force_from = serializers.SerializerMethodField(help_text="The day this version takes (or took) force.")
    amendment = serializers.SerializerMethodField()

    def get_in_force_from(self, record: Any) -> datetime.date | None:
        return in_force_from(record)

    @extend_schema_field(VersionAmendmentSerializer)
    def get_amendment(self, record: Any) -> dict[str, Any]:
        return {
            "provision": record.provision,
            "value": case_value(record.provision, record.value),
            "words": amendment_words(record.provision, record.value) if record.provision else "",
        }

"""The commentary API's shapes: the state of a text, a save, a revert, a version in the history."""

from __future__ import annotations

from typing import Any

from rest_framework import serializers

from .models import MAX_MESSAGE, MAX_TEXT, Commentary
from .rendering import render_commentary


class CommentaryStateSerializer(serializers.Serializer):
    """A text as it stands: version 0 and empty text when nothing is written yet."""

    text = serializers.CharField()
    html = serializers.SerializerMethodField()
    version = serializers.IntegerField()
    author = serializers.SerializerMethodField()
    updated = serializers.DateTimeField(allow_null=True)
    message = serializers.CharField()

    def get_html(self, kept: Commentary) -> str:
        linker = self.context.get("linker")
        return str(render_commentary(kept.text, linker)) if kept.version and linker is not None else ""

    def get_author(self, kept: Commentary) -> str | None:
        return kept.author.get_username() if kept.author_id and kept.author else None


class CommentaryWriteSerializer(serializers.Serializer):
    text = serializers.CharField(max_length=MAX_TEXT, allow_blank=True, trim_whitespace=False)
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

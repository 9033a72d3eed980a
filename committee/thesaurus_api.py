"""The thesaurus API: the committee's entries in the game's thesaurus, each with its history.

GET /api/v1/thesaurus/ lists them (open to all); POST adds one (the committee). GET, PUT
/api/v1/thesaurus/<id>/ reads and changes one from the version the writer started from (409 otherwise);
POST …/withdraw/ withdraws it; GET …/history/ lists its versions. Errors name the field.
"""

from __future__ import annotations

from typing import Any

from django.db.models import QuerySet
from django.shortcuts import get_object_or_404
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import generics, permissions, serializers, status
from rest_framework.exceptions import ValidationError
from rest_framework.request import Request
from rest_framework.response import Response

from accounts.permissions import can_write_thesaurus
from plumbing.api.one_transaction import AnsweredInItsTransaction
from plumbing.api.schema import BAD_REQUEST, NOT_FOUND, DetailSerializer

from .models import MAX_MESSAGE, ThesaurusEntry
from .thesaurus import EntryError, Stale, entry_add, entry_save, entry_withdraw, history


class ThesaurusWrites(permissions.BasePermission):
    """Anyone reads; only the committee writes."""

    message = "Only the committee adds to the thesaurus: this needs an account with the committee role."

    def has_permission(self, request: Request, view: Any) -> bool:
        return request.method in permissions.SAFE_METHODS or can_write_thesaurus(request.user)


class EntrySerializer(serializers.ModelSerializer[ThesaurusEntry]):
    """An entry as it stands."""

    example = serializers.CharField(
        source="example.ref", help_text='The law printing the books\' words, "club-1864:88".'
    )
    author = serializers.SerializerMethodField()
    url = serializers.CharField(source="get_absolute_url", read_only=True)

    class Meta:
        model = ThesaurusEntry
        fields = ["id", "everyday", "books", "example", "withdrawn", "version", "author", "updated", "message", "url"]

    def get_author(self, entry: ThesaurusEntry) -> str | None:
        return entry.author.get_username() if entry.author_id and entry.author else None


class EntryWriteSerializer(serializers.Serializer[dict[str, Any]]):
    everyday = serializers.CharField(max_length=300, help_text="The referee's words, separated by commas.")
    books = serializers.CharField(max_length=300, help_text="The books' words for them, separated by commas.")
    example = serializers.CharField(max_length=60, help_text='A law printing the books\' words: "club-1864:88".')
    message = serializers.CharField(max_length=MAX_MESSAGE, allow_blank=True, required=False, default="")


class EntryChangeSerializer(EntryWriteSerializer):
    version = serializers.IntegerField(min_value=0, help_text="The version you started from.")


class EntryWithdrawSerializer(serializers.Serializer[dict[str, Any]]):
    message = serializers.CharField(max_length=MAX_MESSAGE, help_text="Why the entry is withdrawn.")
    version = serializers.IntegerField(min_value=0, help_text="The version you started from.")


class EntryVersionSerializer(serializers.Serializer[Any]):
    version = serializers.IntegerField()
    everyday = serializers.CharField()
    books = serializers.CharField()
    example = serializers.CharField(source="example.ref")
    withdrawn = serializers.BooleanField()
    author = serializers.SerializerMethodField()
    time = serializers.DateTimeField(source="history_date")
    message = serializers.CharField()

    def get_author(self, record: Any) -> str | None:
        return record.author.get_username() if record.author_id and record.author else None


class StaleSerializer(serializers.Serializer[Any]):
    """409: another member saved the entry since the version you started from; nothing was overwritten."""

    detail = serializers.CharField()
    current = EntrySerializer(help_text="The entry as it now stands.")


REFUSED = OpenApiResponse(DetailSerializer, description="Not signed in, or not of the committee.")
STALE = OpenApiResponse(StaleSerializer, description="Another member saved first: look, and save again.")


def _entries() -> QuerySet[ThesaurusEntry]:
    return ThesaurusEntry.objects.select_related("example__code", "author")


def _refused(exc: EntryError) -> ValidationError:
    return ValidationError({exc.field: [exc.message]})


def _stale(stale: Stale) -> Response:
    return Response(
        {"detail": str(stale), "current": EntrySerializer(stale.current).data}, status=status.HTTP_409_CONFLICT
    )


class EntryList(AnsweredInItsTransaction, generics.ListAPIView):
    """The committee's entries, withdrawn ones too (`withdrawn`); POST adds one."""

    serializer_class = EntrySerializer
    permission_classes = [ThesaurusWrites]
    queryset = _entries()

    @extend_schema(
        request=EntryWriteSerializer,
        responses={201: EntrySerializer, 400: BAD_REQUEST, 401: REFUSED, 403: REFUSED},
    )
    def post(self, request: Request) -> Response:
        data = EntryWriteSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        try:
            entry = entry_add(by=request.user, **data.validated_data)
        except EntryError as exc:
            raise _refused(exc) from None
        return Response(EntrySerializer(_entries().get(pk=entry.pk)).data, status=status.HTTP_201_CREATED)


def _write(request: Request, pk: int, serializer: type[serializers.Serializer], service: Any) -> Response:
    """A write to one entry: its fields checked, then the service's refusal or the stale version answered."""
    entry = get_object_or_404(_entries(), pk=pk)
    data = serializer(data=request.data)
    data.is_valid(raise_exception=True)
    try:
        saved = service(entry=entry, by=request.user, **data.validated_data)
    except EntryError as exc:
        raise _refused(exc) from None
    except Stale as stale:
        return _stale(stale)
    return Response(EntrySerializer(_entries().get(pk=saved.pk)).data)


class EntryDetail(AnsweredInItsTransaction):
    """One entry; PUT a new version from the one you started with (saving a withdrawn entry restores it)."""

    permission_classes = [ThesaurusWrites]

    @extend_schema(responses={200: EntrySerializer, 404: NOT_FOUND})
    def get(self, request: Request, pk: int) -> Response:
        return Response(EntrySerializer(get_object_or_404(_entries(), pk=pk)).data)

    @extend_schema(
        request=EntryChangeSerializer,
        responses={200: EntrySerializer, 400: BAD_REQUEST, 401: REFUSED, 403: REFUSED, 404: NOT_FOUND, 409: STALE},
    )
    def put(self, request: Request, pk: int) -> Response:
        return _write(request, pk, EntryChangeSerializer, entry_save)


class EntryWithdraw(AnsweredInItsTransaction):
    """Withdraw the entry: search no longer applies it; it stays, with its history."""

    permission_classes = [ThesaurusWrites]

    @extend_schema(
        request=EntryWithdrawSerializer,
        responses={200: EntrySerializer, 400: BAD_REQUEST, 401: REFUSED, 403: REFUSED, 404: NOT_FOUND, 409: STALE},
    )
    def post(self, request: Request, pk: int) -> Response:
        return _write(request, pk, EntryWithdrawSerializer, entry_withdraw)


class EntryHistory(generics.ListAPIView):
    """Every version of the entry, newest first; paginated."""

    serializer_class = EntryVersionSerializer
    permission_classes = [ThesaurusWrites]

    def get_queryset(self) -> QuerySet[Any]:
        if getattr(self, "swagger_fake_view", False):  # the schema is made without an entry
            return ThesaurusEntry.history.none()
        return history(get_object_or_404(ThesaurusEntry, pk=self.kwargs["pk"]))


def urls() -> list[Any]:
    from django.urls import path

    return [
        path("", EntryList.as_view(), name="thesaurus"),
        path("<int:pk>/", EntryDetail.as_view(), name="thesaurus-entry"),
        path("<int:pk>/withdraw/", EntryWithdraw.as_view(), name="thesaurus-withdraw"),
        path("<int:pk>/history/", EntryHistory.as_view(), name="thesaurus-history"),
    ]

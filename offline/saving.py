"""POST /offline/save/: a case kept on a phone while offline, saved when the network returns, never twice.

The phone sends the case with the key it drew when the referee saved it; a key seen before answers with the
case it saved then. The case comes ruled as it was at the table: the statutes the phone applied are in its
`amendments`, so the ruling saved is the one the referee read out.
"""

from __future__ import annotations

import json
import uuid

from django.db import IntegrityError, transaction
from django.http import HttpRequest, JsonResponse
from django.utils import timezone
from django.views.decorators.http import require_POST

from accounts.permissions import can_save_case
from cases.forms import NUL_IN_CASE, holds_nul
from cases.models import SavedCase
from decisions.rulings import ruling_for_text
from plumbing.days import day_words

from .models import WaitingSave


def _refused(status: int, field: str, message: str) -> JsonResponse:
    return JsonResponse({"field": field, "detail": message}, status=status)


@require_POST
def save_waiting_case(request: HttpRequest) -> JsonResponse:
    if not request.user.is_authenticated:
        return _refused(403, "session", "Log in as a referee to save the cases waiting on this device.")
    if not can_save_case(request.user):
        return _refused(403, "session", "Only a referee may save cases.")
    try:
        body = json.loads(request.body)
    except (ValueError, RecursionError):  # not JSON, or nested too deeply to read
        return _refused(400, "body", "The body is not JSON.")
    if not isinstance(body, dict):
        return _refused(400, "body", "The body must be a JSON object.")
    try:
        key = uuid.UUID(str(body.get("key")))
    except ValueError:
        return _refused(400, "key", "key must be the UUID the device gave the case.")
    text = body.get("case")
    if not isinstance(text, str) or not text.strip():
        return _refused(400, "case", "case must be the case document as JSON text.")
    if holds_nul(text):
        return _refused(400, "case", NUL_IN_CASE)
    public = body.get("public", False)
    if not isinstance(public, bool):
        return _refused(400, "public", "public must be true or false.")
    # The key is the account's own: another account's case sent with the same key is not this one.
    known = WaitingSave.objects.filter(key=key, owner=request.user).select_related("case").first()
    if known is not None:
        return JsonResponse({"saved": known.case_id, "url": known.case.get_absolute_url(), "again": True})
    ruling = ruling_for_text(text)
    if not ruling.get("valid"):
        return _refused(400, "case", "The engine cannot replay this case; open it in the builder and correct it.")
    document = json.loads(text)
    title = str(document.get("title") or "").strip() or f"Case of {day_words(timezone.localdate())}"
    try:
        with transaction.atomic():
            saved = SavedCase.objects.create(
                owner=request.user,
                title=title[:300],
                code=str(document.get("code"))[:40],
                case=document,
                ruling=ruling,
                public=public,
            )
            WaitingSave.objects.create(key=key, owner=request.user, case=saved)
    except IntegrityError:  # the same key sent twice at once: the other request saved it
        known = WaitingSave.objects.select_related("case").get(key=key, owner=request.user)
        return JsonResponse({"saved": known.case_id, "url": known.case.get_absolute_url(), "again": True})
    return JsonResponse({"saved": saved.pk, "url": saved.get_absolute_url(), "again": False}, status=201)

"""The reader pages answered from the site's version: an ETag and Last-Modified, 304, and this node's cache.

For an anonymous GET of a page in READER_PAGES, one query reads the site's version. A conditional request
that names it (If-None-Match, or If-Modified-Since not before it) is answered 304 at once. Otherwise the page
is looked up in the "readers" cache under the version, today's date, the host and the full path; on a miss it
is built as ever and kept if nothing in it belongs to one person. A write commits a new version with its
change, so a page kept under the old one is never found again: no node serves a page older than the database.

A request that brings a session or the messages' cookie may be a person's (signed in, a draft, a message
waiting), so it passes by: no ETag, nothing read from or written to the cache. A response that sets a cookie
(a CSRF token, a message) or is not a plain 200 is served but not kept.
"""

from __future__ import annotations

import datetime
import hashlib
from collections.abc import Callable

from django.conf import settings
from django.contrib.messages.storage.cookie import CookieStorage
from django.core.cache import caches
from django.core.exceptions import MiddlewareNotUsed
from django.http import HttpRequest, HttpResponse
from django.urls import Resolver404, resolve
from django.utils import timezone
from django.utils.cache import get_conditional_response, patch_cache_control, patch_vary_headers
from django.utils.http import http_date, quote_etag

from .models import SiteVersion
from .readers import READER_PAGES
from .stamp import code_stamp, code_written_at

CACHE = "readers"
# Kept a day at most: the date is in the key, so a page kept longer could never be asked for again.
KEEP_SECONDS = 24 * 60 * 60
MESSAGES_COOKIE = CookieStorage.cookie_name  # the session's messages are behind the session cookie
# Marks a response of ours, for the tests and for whoever reads the headers: "hit", "miss" or "not-kept".
SERVED = "X-Reader-Cache"


def _personal(request: HttpRequest) -> bool:
    cookies = request.COOKIES
    return settings.SESSION_COOKIE_NAME in cookies or MESSAGES_COOKIE in cookies


def _reader_page(request: HttpRequest) -> bool:
    try:
        match = resolve(request.path_info)
    except Resolver404:
        return False
    return match.view_name in READER_PAGES


def _midnight(day: datetime.date) -> datetime.datetime:
    return timezone.make_aware(datetime.datetime.combine(day, datetime.time()))


def _key(request: HttpRequest, token: str, day: datetime.date) -> str:
    address = f"{request.scheme}://{request.get_host()}{request.get_full_path()}"
    return f"{token}:{code_stamp()}:{day.isoformat()}:{hashlib.sha256(address.encode()).hexdigest()}"


class ReaderPageMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        # Off in development (dev.py), where a template edited is seen at the next reload without a write.
        if not settings.READER_PAGES_CACHED:
            raise MiddlewareNotUsed
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if request.method != "GET" or _personal(request) or not _reader_page(request):
            return self.get_response(request)
        version = SiteVersion.current()
        # Statutes take force on a day (committee.statutes): the same rows make another page tomorrow.
        day = timezone.localdate()
        # The code is in it too: a deployment changes the pages without a write.
        etag = quote_etag(f"{version.token}-{code_stamp()}-{day.isoformat()}")
        last_modified = max(version.changed_at, _midnight(day), code_written_at())
        validators = HttpResponse()
        self._validators(validators, etag, last_modified)
        # Django's own test of If-None-Match and If-Modified-Since (as @condition uses): a 304, or `validators` back.
        answer = get_conditional_response(
            request, etag=etag, last_modified=int(last_modified.timestamp()), response=validators
        )
        if answer.status_code == 304:
            return answer
        cache = caches[CACHE]
        key = _key(request, version.token, day)
        kept = cache.get(key)
        if kept is not None:
            status, headers, content = kept
            response = HttpResponse(content, status=status, headers=headers)
            response[SERVED] = "hit"
            return response
        response = self.get_response(request)
        if not self._keep(request, response):
            response[SERVED] = "not-kept"
            return response
        self._validators(response, etag, last_modified)
        cache.set(key, (response.status_code, dict(response.items()), response.content), KEEP_SECONDS)
        response[SERVED] = "miss"
        return response

    @staticmethod
    def _validators(response: HttpResponse, etag: str, last_modified: datetime.datetime) -> None:
        response["ETag"] = etag
        response["Last-Modified"] = http_date(last_modified.timestamp())
        # A browser or proxy may keep the page, but asks each time whether it still stands (and gets a 304).
        patch_cache_control(response, no_cache=True)
        patch_vary_headers(response, ("Cookie",))

    @staticmethod
    def _keep(request: HttpRequest, response: HttpResponse) -> bool:
        user = getattr(request, "user", None)
        return (
            response.status_code == 200
            and not response.streaming
            and not response.cookies  # a CSRF token or a message: the page is one person's
            and not request.META.get("CSRF_COOKIE_NEEDS_UPDATE")
            and not (user is not None and user.is_authenticated)
        )

"""Throttles for anonymous API clients: a ration per address far above what a person asks for.

The counts live in the database (accounts.RationCount), each request counted by one atomic statement
(accounts/rations.py), so every gunicorn worker and every node shares them and parallel requests cannot
slip past the count. The address is the one the login lockout sees (accounts/client_address.py):
X-Forwarded-For is read only from trusted proxies. A signed-in user (a session or a token) is never throttled here: the ration
is for scripts without an account. The rates are settings read when a request comes, so a load test
raises them through the environment (API_THROTTLE_ANON_RULINGS, API_THROTTLE_ANON_SEARCH,
API_THROTTLE_ANON_PRINTS, API_THROTTLE_ANON_DIFFS).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import wraps
from typing import Any

from django.conf import settings
from django.contrib.auth import get_user
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from rest_framework.exceptions import AuthenticationFailed
from rest_framework.request import Request
from rest_framework.throttling import SimpleRateThrottle

from accounts.client_address import client_address
from accounts.rations import count_request

from .authentication import TokenAuthentication

View = Callable[..., HttpResponse]

# What the ration costs an anonymous request in queries: the count added and read back in one statement, and
# when a window begins the counts of windows long ended removed.
QUERIES_PER_REQUEST = 2


def signed_in(request: Request) -> bool:
    """A session or a token, whether or not the view authenticates (the rulings endpoint authenticates nobody:
    a ruling writes nothing, so it asks no CSRF token). Read here only to exempt from the ration."""
    if request.user.is_authenticated or get_user(request._request).is_authenticated:
        return True
    try:
        return TokenAuthentication().authenticate(request) is not None
    except AuthenticationFailed:
        return False  # a wrong token is no account


class AnonymousRate(SimpleRateThrottle):
    """Counts requests per client address (as the login lockout sees it) per scope."""

    setting = ""
    left = 0.0

    def get_rate(self) -> str:
        return str(getattr(settings, self.setting))

    def allow_request(self, request: Request, view: Any) -> bool:
        if self.rate is None:
            return True
        key = self.get_cache_key(request, view)
        if key is None:
            return True
        counted, self.left = count_request(key, float(self.duration or 1))
        return counted <= (self.num_requests or 0)

    def wait(self) -> float:
        return self.left

    def get_ident(self, request: Request) -> str:
        return client_address(request._request)

    def get_cache_key(self, request: Request, view: Any) -> str | None:
        if signed_in(request):
            return None
        return self.cache_format % {"scope": self.scope, "ident": self.get_ident(request)}


class AnonymousRulings(AnonymousRate):
    scope = "anon-rulings"
    setting = "API_THROTTLE_ANON_RULINGS"


class AnonymousSearch(AnonymousRate):
    scope = "anon-search"
    setting = "API_THROTTLE_ANON_SEARCH"


class AnonymousDiffs(AnonymousRate):
    """A commentary's or statute's diff is the one read there that costs work (bounded, committee/diff.py)."""

    scope = "anon-diffs"
    setting = "API_THROTTLE_ANON_DIFFS"


class AnonymousPrints(AnonymousRate):
    """PDFs made for readers without an account (a ruling's slip, a year's casebook): each takes a moment's work."""

    scope = "anon-prints"
    setting = "API_THROTTLE_ANON_PRINTS"


class AnonymousAddresses(AnonymousRate):
    """A ruling's addresses opened by readers without an account (the short address, the players' link): enough for
    a club's players scanning one slip, too few to try the short addresses one by one."""

    scope = "anon-addresses"
    setting = "API_THROTTLE_ANON_ADDRESSES"


def rationed(throttle: type[AnonymousRate]) -> Callable[[View], View]:
    """The same ration for a page as for the API that does the same work: one count per address, whatever
    the door (the search page shares the search API's, the builder's ruling the rulings API's)."""

    def decorate(view: View) -> View:
        @wraps(view)
        def wrapped(request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
            ration = throttle()
            asked = Request(request)
            # The page's user as the middleware found him: a Request wrapped without authenticators would
            # otherwise find nobody and set an anonymous user on the page's own request.
            asked.user = request.user
            if not ration.allow_request(asked, None):
                wait = max(1, math.ceil(ration.wait() or 1))
                context = {"wait": wait}
                response = render(request, "429.html", context, status=429)
                response["Retry-After"] = str(wait)
                return response
            return view(request, *args, **kwargs)

        return wrapped

    return decorate

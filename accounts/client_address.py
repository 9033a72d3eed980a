"""The address a request comes from, for counting failed logins (settings.AXES_CLIENT_IP_CALLABLE).

Behind TRUSTED_PROXY_COUNT proxies that each append to X-Forwarded-For, the client is the entry
that many places from the right: what the nearest proxy saw. Entries further left were written
by the client himself and are never trusted. With no proxy, the peer address is the client.
"""

from __future__ import annotations

from django.conf import settings
from django.http import HttpRequest


def client_address(request: HttpRequest) -> str:
    peer = str(request.META.get("REMOTE_ADDR") or "")
    proxies = settings.TRUSTED_PROXY_COUNT
    if proxies <= 0:
        return peer
    forwarded = [part.strip() for part in str(request.META.get("HTTP_X_FORWARDED_FOR", "")).split(",")]
    forwarded = [part for part in forwarded if part]
    if len(forwarded) < proxies:
        return peer
    return forwarded[-proxies]

"""The address a request comes from, for the login lockout and the rations (settings.AXES_CLIENT_IP_CALLABLE).

`X-Forwarded-For` is believed only when the peer is one of settings.TRUSTED_PROXIES (addresses or
networks, none by default): a client reaching the server directly cannot choose his own address by
sending the header. Behind trusted proxies the client is the rightmost entry that is not itself a
trusted proxy: what the nearest untrusted hop was seen as. Entries further left were written by the
client and are never read. An entry a proxy wrote with a port (`1.2.3.4:5678`, `[::1]:80`) is read without
it; one that is no address at all (`not-an-ip`) ends the walk, and the request is counted against the hop
that passed it on, the nearest trusted proxy: the login lockout and the rations still count it, where a
stored non-address was a 500.
"""

from __future__ import annotations

import ipaddress
import re
from functools import cache

from django.conf import settings
from django.http import HttpRequest

Network = ipaddress.IPv4Network | ipaddress.IPv6Network


@cache
def _networks(proxies: tuple[str, ...]) -> tuple[Network, ...]:
    return tuple(ipaddress.ip_network(p, strict=False) for p in proxies)


def _trusted(address: str, networks: tuple[Network, ...]) -> bool:
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return False
    return any(ip in network for network in networks)


def _address(hop: str) -> str | None:
    """The address a forwarded entry names, without a port, or None when it names none."""
    bracketed = re.fullmatch(r"\[([^\]]+)\](?::\d+)?", hop)
    candidates = [bracketed[1]] if bracketed else [hop, hop.rsplit(":", 1)[0] if hop.count(":") == 1 else hop]
    for candidate in candidates:
        try:
            return str(ipaddress.ip_address(candidate))
        except ValueError:
            continue
    return None


def client_address(request: HttpRequest) -> str:
    peer = str(request.META.get("REMOTE_ADDR") or "")
    networks = _networks(tuple(settings.TRUSTED_PROXIES))
    if not networks or not _trusted(peer, networks):
        return peer
    forwarded = [part.strip() for part in str(request.META.get("HTTP_X_FORWARDED_FOR", "")).split(",")]
    client = peer
    for hop in reversed([part for part in forwarded if part]):
        address = _address(hop)
        if address is None:
            break
        client = address
        if not _trusted(address, networks):
            break
    return client

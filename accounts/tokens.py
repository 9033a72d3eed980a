"""API tokens: made for an account, shown once, stored as a hash (django-rest-knox), listed by prefix, revoked.

Knox stores the SHA-512 of a token and its first characters (the prefix the pages show); the token itself
is known only to whoever made it. A token made before tokens were hashed (Django REST framework's, 40 hex
digits) was moved over by the migration accounts 0003 and by the restore of an older backup: the same hash
of the same text, so the tool that holds it goes on working.
"""

from __future__ import annotations

import datetime
import hashlib
from typing import Any

from django.utils import timezone
from knox.models import AuthToken
from knox.settings import CONSTANTS

# How long a new token lasts, as the page offers it; None: until revoked.
LIFETIMES: dict[str, datetime.timedelta | None] = {
    "30": datetime.timedelta(days=30),
    "90": datetime.timedelta(days=90),
    "365": datetime.timedelta(days=365),
    "never": None,
}
LIFETIME_LABELS = {"30": "30 days", "90": "90 days", "365": "a year", "never": "until revoked"}
DEFAULT_LIFETIME = "90"
# Live tokens one account may hold: enough for every tool a member runs, few enough to read at a glance.
MOST_PER_ACCOUNT = 20
PREFIX_LENGTH = CONSTANTS.TOKEN_KEY_LENGTH


class TooManyTokens(ValueError):
    """The account holds as many live tokens as it may; one must be revoked first."""


def live_tokens(user: Any) -> Any:
    """The account's tokens that have not expired, newest first."""
    now = timezone.now()
    return (
        AuthToken.objects.filter(user=user)
        .exclude(expiry__lt=now)
        .only("digest", "token_key", "created", "expiry", "user_id")
        .order_by("-created", "token_key")
    )


def token_make(*, user: Any, lifetime: datetime.timedelta | None) -> tuple[AuthToken, str]:
    """A new token for `user`: the stored row and the token itself, which is not kept anywhere."""
    if live_tokens(user).count() >= MOST_PER_ACCOUNT:
        raise TooManyTokens(f"You hold {MOST_PER_ACCOUNT} tokens already: revoke one you no longer use first.")
    return AuthToken.objects.create(user=user, expiry=lifetime)


def token_revoke(*, user: Any, prefix: str) -> int:
    """Revoke the account's token(s) beginning with `prefix`; how many were revoked (0: none of his)."""
    deleted, _ = AuthToken.objects.filter(user=user, token_key=prefix).delete()
    return deleted


def hashed_plain_token(key: str) -> dict[str, str]:
    """The stored form of a token made before tokens were hashed: knox's hash of the same text and its prefix.

    Knox hashes the token's UTF-8 bytes with SHA-512 (REST_KNOX's SECURE_HASH_ALGORITHM, set in the settings so
    it cannot drift from this); written out here so the migration and the restore need not import knox's crypto.
    """
    return {"digest": hashlib.sha512(key.encode()).hexdigest(), "token_key": key[:PREFIX_LENGTH]}

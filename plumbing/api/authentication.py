"""The API's token authentication: django-rest-knox's hashed tokens, with answers that say what to do.

Knox answers "Invalid token." for a token it does not hold and deletes an expired one as it finds it; a tool's
owner then cannot tell a typing slip from a token that ran out. The answers here say which, and where a new
token is made. The schema (drf-spectacular) describes the scheme with its header and how a token is had.
"""

from __future__ import annotations

from typing import Any

from drf_spectacular.extensions import OpenApiAuthenticationExtension
from knox.auth import TokenAuthentication as KnoxTokenAuthentication
from rest_framework.exceptions import AuthenticationFailed

TOKENS_PAGE = "/accounts/tokens/"
UNKNOWN = (
    "Invalid token: this site holds no such token (it may have been revoked). Make a new one on the "
    f"API tokens page, {TOKENS_PAGE}, and send it as 'Authorization: Token <token>'."
)


class TokenAuthentication(KnoxTokenAuthentication):
    """`Authorization: Token <token>`; the request's user is the token's account, `request.auth` the token row."""

    def authenticate_credentials(self, token: bytes) -> tuple[Any, Any]:
        self._expired: Any = None
        try:
            return super().authenticate_credentials(token)  # type: ignore[no-any-return]
        except AuthenticationFailed as refused:
            if self._expired is not None:
                raise AuthenticationFailed(
                    f"This token expired on {self._expired:%Y-%m-%d at %H:%M} UTC. Make a new one on the API "
                    f"tokens page, {TOKENS_PAGE}."
                ) from None
            if refused.detail == "User inactive or deleted.":
                raise AuthenticationFailed("This token's account is closed.") from None
            raise AuthenticationFailed(UNKNOWN) from None

    def _cleanup_token(self, auth_token: Any) -> bool:
        expired = bool(super()._cleanup_token(auth_token))
        if expired:
            self._expired = auth_token.expiry
        return expired


class TokenScheme(OpenApiAuthenticationExtension):  # type: ignore[no-untyped-call]
    target_class = "plumbing.api.authentication.TokenAuthentication"
    name = "tokenAuth"

    def get_security_definition(self, auto_schema: Any) -> dict[str, str]:
        return {
            "type": "apiKey",
            "in": "header",
            "name": "Authorization",
            "description": (
                "A token, sent as `Authorization: Token <token>`. Made by a signed-in account on the API tokens "
                f"page ({TOKENS_PAGE}) or by `manage.py create_token NAME`; shown once when made and stored only "
                "as a hash; it lasts 30 days, 90 days, a year or until revoked, as chosen, and acts as its "
                "account with that account's permissions. Every write takes a token or the session (with CSRF); "
                "the rulings and schema endpoints authenticate no one. A token not held, revoked or expired "
                "answers 401, saying which."
            ),
        }

from __future__ import annotations

from collections.abc import Iterator

import pytest
from django.test import override_settings

from tests.notices.smtp import SMTPServer


def _mail_settings(port: int) -> override_settings:
    return override_settings(
        EMAIL_BACKEND="django.core.mail.backends.smtp.EmailBackend",
        EMAIL_HOST="127.0.0.1",
        EMAIL_PORT=port,
        EMAIL_TIMEOUT=5,
        SITE_URL="https://whist.example.org",
        DEFAULT_FROM_EMAIL="committee@whist.example.org",
    )


@pytest.fixture
def smtp() -> Iterator[SMTPServer]:
    """A mail server on 127.0.0.1, and the site's mail settings pointing at it."""
    server = SMTPServer().start()
    with _mail_settings(server.port):
        yield server
    server.stop()


@pytest.fixture
def smtp_down() -> Iterator[SMTPServer]:
    """The site's mail settings point at a port where no server listens yet; `.start()` brings it up there."""
    server = SMTPServer()
    with _mail_settings(server.port):
        yield server
    server.stop()

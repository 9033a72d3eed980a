"""Local development: everything embedded under var/, debug on."""

import os

from .base import *  # noqa: F403

DEBUG = True

# Mail is printed where `make run` prints, not sent (notices/sender.py; `manage.py send_notices --once`).
EMAIL_BACKEND = os.environ.get("EMAIL_BACKEND", "django.core.mail.backends.console.EmailBackend")
NOTICES_SEND_AFTER_COMMIT = True
# A template edited is seen at the next reload: no ETag, no page kept (plumbing/readercache).
READER_PAGES_CACHED = False

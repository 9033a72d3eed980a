"""The test suite: the database comes from DATABASE_URL (SQLite under var/ by default)."""

from .base import *  # noqa: F403

DEBUG = False
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]  # speed: tests make many users
ALLOWED_HOSTS = ["testserver", "127.0.0.1", "localhost"]
# Nodes report (and prune the search outbox) only when a test asks: tests read the outbox they wrote.
SEARCH_NODE_REPORT_SECONDS = 10**9
# The casebook's PDFs made by the suite are kept apart from the site's (tests/casebook give each test its own).
CASEBOOK_PDF_DIR = VAR_DIR / "test-casebook"  # noqa: F405
# The tests send the queue when they ask: a notice does not wait (tests/notices read the coalescing itself).
NOTICES_COALESCE_SECONDS = 0.0
# The builder neither keeps the offline files nor starts the engine on the phone on each visit (each start of
# Pyodide is seconds of a core); the browser tests of the engine on the phone turn it on (tests/e2e/conftest.py).
OFFLINE_KEEP_ON_VISIT = False
# The reader pages' cache in this process's memory: the suite's pages are kept apart from the site's var/.
CACHES = {
    **CACHES,  # noqa: F405
    "readers": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache", "LOCATION": "reader-pages"},
}

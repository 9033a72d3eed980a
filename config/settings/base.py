"""Settings shared by every environment; dev, test and prod adjust them."""

import datetime
import os
from pathlib import Path

import dj_database_url
from django.core.exceptions import ImproperlyConfigured

BASE_DIR = Path(__file__).resolve().parent.parent.parent
VAR_DIR = Path(os.environ.get("LAWS_VAR_DIR", BASE_DIR / "var"))
CORPUS_DIR = BASE_DIR / "corpus"
# The seed texts the corpus cites by file and line; beside the checkout.
SEEDS_DIR = Path(os.environ.get("LAWS_SEEDS_DIR", BASE_DIR.parent / "shared" / "seeds"))

SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "dev-only-not-secret")
# The key that seals backups (backup/fileformat.py); empty: one derived from the SECRET_KEY. Set it to restore
# a site's backups on another site, or to keep them restorable when the SECRET_KEY is rotated.
BACKUP_KEY = os.environ.get("LAWS_BACKUP_KEY", "")
DEBUG = False
ALLOWED_HOSTS: list[str] = ["127.0.0.1", "localhost"]

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "rest_framework",
    "django_filters",
    "drf_spectacular",
    "drf_spectacular_sidecar",  # Swagger UI served from our own static files, no CDN
    "knox",  # API tokens, stored hashed (accounts/tokens.py)
    "simple_history",
    "csp",
    "axes",
    "laws",
    "decisions",
    "cases",
    "appeals",
    "feeds",
    "worked",
    "edition",
    "accounts",
    "committee",
    "backup",
    "search",
    "plumbing.readercache",
    "offline.apps.OfflineConfig",
    "meetings",
    "casebook",
    "post_office",
    "notices",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "plumbing.body_limit.RequestBodyLimitMiddleware",
    "plumbing.odd_input.OddInputMiddleware",  # 400 for a NUL anywhere, or an Authorization header not UTF-8
    "plumbing.database_unavailable.DatabaseUnavailableMiddleware",  # 503, not 500, when the database is out of reach
    # Before the rest: a reader page kept in the cache is answered without sessions, CSRF or building it.
    "plumbing.readercache.middleware.ReaderPageMiddleware",
    "csp.middleware.CSPMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "axes.middleware.AxesMiddleware",  # last, as django-axes asks
]

ROOT_URLCONF = "config.urls"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

WSGI_APPLICATION = "config.wsgi.application"
ASGI_APPLICATION = "config.asgi.application"

DATABASES = {
    "default": dj_database_url.config(
        default=f"sqlite:///{VAR_DIR / 'db.sqlite3'}",
        conn_max_age=int(os.environ.get("DB_CONN_MAX_AGE", "0")),
    )
}

# SQLite, the embedded default, with several writers at once: WAL lets readers go on while one
# writes; IMMEDIATE takes the write lock when a transaction begins, so a writer waits its turn
# (up to the timeout) instead of failing with "database is locked" when it first writes.
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    DATABASES["default"].setdefault("OPTIONS", {}).update(
        {
            "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL",
            "transaction_mode": "IMMEDIATE",
            "timeout": 30,
        }
    )

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

LANGUAGE_CODE = "en-gb"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
# Pyodide and the engine's archive, written by `manage.py build_offline` (make setup) from the checkout: under
# the checkout's own var/ whatever LAWS_VAR_DIR says, like node_modules/ they belong to the code, not the data.
OFFLINE_STATIC_DIR = BASE_DIR / "var" / "offline-static"
# On every visit with a network the builder keeps what ruling offline needs (the service worker, 14 MB) and starts
# the engine on the phone in the background (docs/offline.md). The test settings turn this off: a browser test
# that does not look at the engine on the phone need not spend a start of Python in the browser on every page.
OFFLINE_KEEP_ON_VISIT = True
STATICFILES_DIRS = [BASE_DIR / "static", OFFLINE_STATIC_DIR]
# The compressed copies of the static files, kept by the digest of what they compress
# (config/static_storage.py): they too follow from the code alone, so a second `collectstatic` of the same
# files (the API check beside the test suite, a redeployment) copies them instead of compressing again. They are
# kept in the user's cache directory, as pip and npm keep what they download, so that a new checkout of a release
# (a deployment's, a fresh clone's) finds them too: brotli on Pyodide alone is half a minute of a core.
# LAWS_STATIC_COMPRESSION_CACHE names another directory.
STATIC_COMPRESSION_CACHE = Path(
    os.environ.get("LAWS_STATIC_COMPRESSION_CACHE")
    or Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "laws-of-whist" / "compressed-static"
)
STATIC_ROOT = VAR_DIR / "static"

LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "/"
LOGOUT_REDIRECT_URL = "/"

REST_FRAMEWORK = {
    "DEFAULT_PAGINATION_CLASS": "plumbing.api.pagination.PageNumberPagination",
    "PAGE_SIZE": 50,
    "DEFAULT_RENDERER_CLASSES": [
        "rest_framework.renderers.JSONRenderer",
        "rest_framework.renderers.BrowsableAPIRenderer",
    ],
    # DRF's parsers, the JSON one refusing a body nested too deeply as it refuses any unreadable body (a 400).
    "DEFAULT_PARSER_CLASSES": [
        "plumbing.api.parsers.JSONParserBounded",
        "rest_framework.parsers.FormParser",
        "rest_framework.parsers.MultiPartParser",
    ],
    "EXCEPTION_HANDLER": "plumbing.api.errors.exception_handler",
    "UNAUTHENTICATED_USER": "django.contrib.auth.models.AnonymousUser",
    # Every view that writes: a token (tools outside the site, docs/committee-guide.md) or the session (the site's own pages,
    # with CSRF). Token first, so an unauthenticated write is 401 with `WWW-Authenticate: Token`. The rulings
    # and schema endpoints set none on purpose: a ruling changes nothing, so it asks no session or CSRF token.
    # The tokens are django-rest-knox's, stored hashed (plumbing/api/authentication.py, accounts/tokens.py).
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "plumbing.api.authentication.TokenAuthentication",
        "rest_framework.authentication.SessionAuthentication",
    ],
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
}

# API tokens (django-rest-knox): the SHA-512 of each token is stored, never the token. The hash is named here
# because accounts/tokens.py computes the same one for the tokens made before they were hashed. Each token's
# lifetime is chosen when it is made (accounts.tokens.LIFETIMES); TOKEN_TTL is only knox's own default.
REST_KNOX = {
    "SECURE_HASH_ALGORITHM": "hashlib.sha512",
    "AUTH_HEADER_PREFIX": "Token",
    "TOKEN_TTL": datetime.timedelta(days=90),
    "AUTO_REFRESH": False,
}

# The OpenAPI 3 schema at /api/v1/schema/ and its documentation page at /api/v1/docs/ (docs/api.md).
SPECTACULAR_SETTINGS = {
    "TITLE": "Laws of Whist and Euchre",
    "DESCRIPTION": (
        "The laws of whist and euchre as printed, the decisions made under them, and a rules engine that "
        "replays a disputed hand and proposes a ruling citing the laws by number. The case and the ruling are "
        "described by the engine's own JSON Schemas: /api/v1/case-schema.json and /api/v1/ruling-schema.json."
    ),
    "VERSION": "1",
    "OAS_VERSION": "3.1.0",  # JSON Schema 2020-12, the dialect of the engine's case and ruling schemas
    "SERVE_INCLUDE_SCHEMA": False,
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "SORT_OPERATION_PARAMETERS": False,
    "TAGS": [
        {"name": "codes", "description": "The three codes of laws."},
        {"name": "laws", "description": "The laws as printed, and the committee's commentary on each."},
        {"name": "authorities", "description": "Who decided: the authorities of the decisions."},
        {"name": "decisions", "description": "Decisions under the laws, their commentary and treatments."},
        {"name": "rulings", "description": "A case in, the engine's ruling out; nothing is saved."},
        {"name": "case format", "description": "The engine's JSON Schemas of the case and the ruling."},
        {"name": "search", "description": "Full-text search over laws, glossary terms and decisions."},
        {"name": "appeals", "description": "Appeals to the committee from a ruling given at the table."},
        {"name": "cases", "description": "A referee's saved cases."},
        {"name": "notices", "description": "What a member follows, and the kinds of notice he is told by email."},
    ],
    "POSTPROCESSING_HOOKS": [
        "drf_spectacular.hooks.postprocess_schema_enums",
        "plumbing.api.schema.common_answers",
    ],
    # Two fields named `kind` and two named `type` with different choices: each enum named for what it is.
    "ENUM_NAME_OVERRIDES": {
        "LawKindEnum": "laws.models.Law.KINDS",
        "DecisionTypeEnum": "decisions.models.Decision.TYPES",
        "MotionKindEnum": "meetings.models.Motion.KINDS",
    },
}

# Anonymous API clients get a ration far above what a person at the table asks for (docs/api.md):
# requests per minute from one address. `make load` raises them through the environment.
API_THROTTLE_ANON_RULINGS = os.environ.get("API_THROTTLE_ANON_RULINGS", "1200/minute")
API_THROTTLE_ANON_SEARCH = os.environ.get("API_THROTTLE_ANON_SEARCH", "600/minute")
API_THROTTLE_ANON_PRINTS = os.environ.get("API_THROTTLE_ANON_PRINTS", "60/minute")
API_THROTTLE_ANON_ADDRESSES = os.environ.get("API_THROTTLE_ANON_ADDRESSES", "120/minute")
API_THROTTLE_ANON_DIFFS = os.environ.get("API_THROTTLE_ANON_DIFFS", "120/minute")

# The throttles' counts live in the database, so every gunicorn worker and node shares them
# (the table is made by a migration: laws 0006).
CACHES = {
    "default": {
        "BACKEND": "django.core.cache.backends.db.DatabaseCache",
        "LOCATION": "laws_cache",
    },
    # The reader pages, kept by each node for itself under the site's version (plumbing/readercache): files under
    # var/, so a node's workers share them and a worker replaced after max_requests finds them still there.
    "readers": {
        "BACKEND": "django.core.cache.backends.filebased.FileBasedCache",
        "LOCATION": str(VAR_DIR / "reader-pages"),
        "TIMEOUT": 24 * 60 * 60,
        "OPTIONS": {"MAX_ENTRIES": 5000},
    },
}
# Reader pages answered from the site's version (ETag, 304, the cache above); development turns it off.
READER_PAGES_CACHED = True

# The authority under which the committee adopts saved cases as decisions.
CLUB_COMMITTEE_AUTHORITY = os.environ.get("CLUB_COMMITTEE_AUTHORITY", "club-committee")
CLUB_COMMITTEE_NAME = os.environ.get("CLUB_COMMITTEE_NAME", "The Whist Committee of the Club")


def _whole_number(name: str, default: int, least: int) -> int:
    """A whole number from the environment; anything else stops the site's start, naming the variable."""
    raw = os.environ.get(name, str(default)).strip()
    if not raw.isdigit() or int(raw) < least:
        raise ImproperlyConfigured(f"{name} is {raw!r}: write a whole number, {least} or more.")
    return int(raw)


def _yes_or_no(name: str) -> bool:
    """A setting on or off from the environment (1, true, yes, on; or 0, false, no, off), off unless set."""
    raw = os.environ.get(name, "0").strip().lower()
    if raw not in ("1", "true", "yes", "on", "0", "false", "no", "off", ""):
        raise ImproperlyConfigured(f"{name} is {raw!r}: write 1 (on) or 0 (off).")
    return raw in ("1", "true", "yes", "on")


# The committee as a body (docs/meetings.md). The members present for a motion to carry; 1: a committee of one
# decides alone, as before.
COMMITTEE_QUORUM = _whole_number("COMMITTEE_QUORUM", 1, least=1)
# The hours the members present have to vote before the mover may put a motion with the votes cast.
COMMITTEE_VOTING_HOURS = _whole_number("COMMITTEE_VOTING_HOURS", 72, least=0)
# Whether a meeting's secretary may record the votes of the members present (a meeting held in a room).
COMMITTEE_SECRETARY_RECORDS = _yes_or_no("COMMITTEE_SECRETARY_RECORDS")
# The club the casebook's title page names, and where its PDFs are kept until the year's record changes.
CLUB_NAME = os.environ.get("CLUB_NAME", "The Whist Club")
CASEBOOK_PDF_DIR = VAR_DIR / "casebook"

# ---- Security, accounts, limits and logging (production footing) ----

AUTHENTICATION_BACKENDS = [
    "axes.backends.AxesStandaloneBackend",  # refuses a locked-out account and address before checking
    "django.contrib.auth.backends.ModelBackend",
]
AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator", "OPTIONS": {"min_length": 10}},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

# Password guessing: after AXES_FAILURE_LIMIT failures for one account from one address, that pair
# is refused for an hour (or until `manage.py axes_reset_ip_username ADDRESS NAME`).
AXES_FAILURE_LIMIT = int(os.environ.get("AXES_FAILURE_LIMIT", "5"))
AXES_COOLOFF_TIME = float(os.environ.get("AXES_COOLOFF_HOURS", "1"))
AXES_LOCKOUT_PARAMETERS = [["username", "ip_address"]]
AXES_RESET_ON_SUCCESS = True
AXES_VERBOSE = False  # lockouts are still logged as warnings
AXES_LOCKOUT_TEMPLATE = "registration/locked_out.html"
AXES_CLIENT_IP_CALLABLE = "accounts.client_address.client_address"
# How many proxies in front of the site append to X-Forwarded-For (0: none, the peer is the client).
# The proxies whose X-Forwarded-For is believed, by address or network ("127.0.0.1,10.0.0.0/8"); none by
# default, so a client reaching the server directly cannot name his own address (accounts/client_address.py).
TRUSTED_PROXIES = [p.strip() for p in os.environ.get("TRUSTED_PROXIES", "").split(",") if p.strip()]

# Request bodies over this size are refused with 413 (plumbing.body_limit); the case upload agrees.
MAX_REQUEST_BODY_BYTES = 1_048_576
DATA_UPLOAD_MAX_MEMORY_SIZE = MAX_REQUEST_BODY_BYTES
FILE_UPLOAD_MAX_MEMORY_SIZE = MAX_REQUEST_BODY_BYTES

# Content Security Policy: the site's own files only; no inline script or style anywhere, the admin included.
# The engine on the phone runs in a worker of our own ('self') and compiles Pyodide's WebAssembly, which
# 'wasm-unsafe-eval' allows without allowing eval of any script.
CONTENT_SECURITY_POLICY = {
    "DIRECTIVES": {
        "default-src": ["'self'"],
        "script-src": ["'self'", "'wasm-unsafe-eval'"],
        "worker-src": ["'self'"],
        "manifest-src": ["'self'"],
        "style-src": ["'self'"],
        "img-src": ["'self'", "data:"],
        "font-src": ["'self'"],
        "connect-src": ["'self'"],
        "object-src": ["'none'"],
        "base-uri": ["'none'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
    }
}

# One line per record on standard error; every 500 is logged by django.request with its traceback and path.
LOG_LEVEL = os.environ.get("LOG_LEVEL", "INFO").upper()
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {"plain": {"format": "{asctime} {levelname} {name} {message}", "style": "{"}},
    "handlers": {"stderr": {"class": "logging.StreamHandler", "formatter": "plain"}},
    "root": {"handlers": ["stderr"], "level": LOG_LEVEL},
    "loggers": {
        "django": {"level": LOG_LEVEL, "propagate": True},
        "axes": {"level": "WARNING", "propagate": True},  # lockouts; not every login
        "weasyprint.progress": {"level": "WARNING", "propagate": True},  # a line per page laid out; not the PDFs
    },
}

# ---- Notices by email (docs/notices.md) ----
# The mail server, from the environment; development prints mail to the console (dev.py).
EMAIL_BACKEND = os.environ.get("EMAIL_BACKEND", "django.core.mail.backends.smtp.EmailBackend")
EMAIL_HOST = os.environ.get("EMAIL_HOST", "localhost")
EMAIL_PORT = int(os.environ.get("EMAIL_PORT", "25"))
EMAIL_HOST_USER = os.environ.get("EMAIL_HOST_USER", "")
EMAIL_HOST_PASSWORD = os.environ.get("EMAIL_HOST_PASSWORD", "")
EMAIL_USE_TLS = os.environ.get("EMAIL_USE_TLS", "0").strip().lower() in ("1", "true", "yes", "on")
EMAIL_USE_SSL = os.environ.get("EMAIL_USE_SSL", "0").strip().lower() in ("1", "true", "yes", "on")
EMAIL_TIMEOUT = int(os.environ.get("EMAIL_TIMEOUT", "20"))
DEFAULT_FROM_EMAIL = os.environ.get("DEFAULT_FROM_EMAIL", "notices@localhost")
SERVER_EMAIL = DEFAULT_FROM_EMAIL
# The site's own address, for the links in mail (a mail has no request to take the host from).
SITE_URL = os.environ.get("LAWS_SITE_URL", "http://127.0.0.1:8000")
# The queue (django-post-office): a notice is a row written with its change, delivered after the commit;
# one the mail server cannot take is tried again every RETRY_INTERVAL, MAX_RETRIES times (a day in all).
POST_OFFICE = {
    "DEFAULT_PRIORITY": "medium",
    "MAX_RETRIES": 288,
    "RETRY_INTERVAL": datetime.timedelta(minutes=5),
    "THREADS_PER_PROCESS": 1,
    "LOG_LEVEL": 1,  # failures only
    "MESSAGE_ID_ENABLED": True,
}
# Seconds between the sender's passes over the queue (notices/sender.py).
NOTICES_SEND_EVERY = float(os.environ.get("NOTICES_SEND_EVERY", "5"))
# A notice waits this many seconds in the queue before it is sent, and a later notice of the same subject for
# the same member in that time takes its place (five quick edits of a statute: one mail each, not five).
NOTICES_COALESCE_SECONDS = float(os.environ.get("NOTICES_COALESCE_SECONDS", "60"))
# Days the sent mail is kept in the queue's tables (for the admin's record of what was sent), then pruned.
NOTICES_KEEP_DAYS = int(os.environ.get("NOTICES_KEEP_DAYS", "90"))
# Development sends each change's notices in the request, right after the commit (dev.py); a deployment leaves
# them to the sender gunicorn starts, so no request waits on the mail server.
NOTICES_SEND_AFTER_COMMIT = False

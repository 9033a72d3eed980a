"""A stale engine archive: a phone would rule with an older engine than the server's.

Under the production settings (DEBUG off) it is an error, so `collectstatic` and `check --deploy` stop
until `manage.py build_offline` has run (scripts/serve.sh runs it first). While developing, it is a
warning: the engine is edited often, and `manage.py rule` or `migrate` must not stop for it.
"""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.core import checks

from .archive import problems


@checks.register(checks.Tags.staticfiles)
def offline_files(app_configs: Any, **kwargs: Any) -> list[checks.CheckMessage]:
    kind = checks.Warning if settings.DEBUG else checks.Error
    return [kind(text, id="offline.E001" if kind is checks.Error else "offline.W001") for text in problems()]

"""A stale engine archive is an error: a phone would rule with an older engine than the server's."""

from __future__ import annotations

from typing import Any

from django.core import checks

from .archive import problems


@checks.register(checks.Tags.staticfiles)
def offline_files(app_configs: Any, **kwargs: Any) -> list[checks.CheckMessage]:
    return [checks.Error(text, id="offline.E001") for text in problems()]

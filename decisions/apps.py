from django.apps import AppConfig


class DecisionsConfig(AppConfig):
    name = "decisions"
    verbose_name = "Decisions"

    def ready(self) -> None:
        from . import (
            precedent_signals,  # noqa: F401 - the precedent ranking follows the writes
            rendered,  # noqa: F401 - Markdown rendered when it is saved
        )

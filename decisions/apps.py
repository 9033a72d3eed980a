from django.apps import AppConfig


class DecisionsConfig(AppConfig):
    name = "decisions"
    verbose_name = "Decisions"

    def ready(self) -> None:
        from . import (
            precedent_signals,  # noqa: F401 - the precedent ranking follows the writes
            printed_writes,  # noqa: F401 - a printed row written outside a load: the stored parts drawn on it go
            rendered,  # noqa: F401 - Markdown rendered when it is saved
            under_law,  # noqa: F401 - the lists of decisions under each law follow the writes
        )

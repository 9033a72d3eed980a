from django.apps import AppConfig


class SearchConfig(AppConfig):
    """Full-text search: reads the other apps through their models and signals; nothing imports it."""

    name = "search"
    verbose_name = "Search"

    def ready(self) -> None:
        from . import signals

        signals.connect()

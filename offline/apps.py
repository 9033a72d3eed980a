from django.apps import AppConfig


class OfflineConfig(AppConfig):
    name = "offline"
    verbose_name = "The site without a network"

    def ready(self) -> None:
        from . import checks  # noqa: F401  (registers the check)

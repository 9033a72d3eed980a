from django.apps import AppConfig


class AppealsConfig(AppConfig):
    name = "appeals"
    verbose_name = "Appeals"

    def ready(self) -> None:
        from . import signals

        signals.connect()

from django.apps import AppConfig


class CasesConfig(AppConfig):
    name = "cases"
    verbose_name = "Saved cases"

    def ready(self) -> None:
        from . import signals

        signals.connect()

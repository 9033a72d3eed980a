from django.apps import AppConfig


class CommitteeConfig(AppConfig):
    name = "committee"
    verbose_name = "The committee's commentary"

    def ready(self) -> None:
        from . import signals

        signals.connect()

from django.apps import AppConfig


class MeetingsConfig(AppConfig):
    name = "meetings"
    verbose_name = "The committee's meetings"

    def ready(self) -> None:
        from . import signals

        signals.connect()

from django.apps import AppConfig


class MeetingsConfig(AppConfig):
    name = "meetings"
    verbose_name = "The committee's meetings"

    def ready(self) -> None:
        from accounts.committee import carry_alone_with

        from . import signals
        from .alone import motion_carried_alone

        signals.connect()
        carry_alone_with(motion_carried_alone)

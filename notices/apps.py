from django.apps import AppConfig


class NoticesConfig(AppConfig):
    name = "notices"
    verbose_name = "Notices by email"

    def ready(self) -> None:
        from . import receivers

        receivers.connect()

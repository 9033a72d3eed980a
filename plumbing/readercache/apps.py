from django.apps import AppConfig


class ReaderCacheConfig(AppConfig):
    """The site's version and the reader pages' cache: names the models it follows by label, imports no app."""

    name = "plumbing.readercache"
    label = "readercache"
    verbose_name = "What readers see"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        from . import handler

        handler.connect()

from django.apps import AppConfig


class FeedsConfig(AppConfig):
    name = "feeds"
    verbose_name = "Feeds"

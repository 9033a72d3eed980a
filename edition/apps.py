from django.apps import AppConfig


class EditionConfig(AppConfig):
    name = "edition"
    verbose_name = "Front matter and passages"

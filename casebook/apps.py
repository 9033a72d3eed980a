from django.apps import AppConfig


class CasebookConfig(AppConfig):
    name = "casebook"
    verbose_name = "The casebook"

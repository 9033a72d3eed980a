from django.apps import AppConfig


class WorkedConfig(AppConfig):
    name = "worked"
    verbose_name = "Worked cases"

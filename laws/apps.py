from django.apps import AppConfig


class LawsConfig(AppConfig):
    name = "laws"
    verbose_name = "Laws"

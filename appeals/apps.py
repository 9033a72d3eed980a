from django.apps import AppConfig


class AppealsConfig(AppConfig):
    name = "appeals"
    verbose_name = "Appeals"

from django.apps import AppConfig


class CommitteeConfig(AppConfig):
    name = "committee"
    verbose_name = "The committee's commentary"

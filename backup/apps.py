from django.apps import AppConfig


class BackupConfig(AppConfig):
    """The site's data in and out of the database: the printed corpus loaded and exported (load_corpus,
    export_corpus, over corpus/), the committee's own data backed up and restored. It reads every app;
    nothing imports it."""

    name = "backup"
    verbose_name = "Backup and restore"

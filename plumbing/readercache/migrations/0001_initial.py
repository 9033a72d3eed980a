import django.utils.timezone
from django.db import migrations, models

import plumbing.readercache.models


def the_row(apps, schema_editor):  # type: ignore[no-untyped-def]
    apps.get_model("readercache", "SiteVersion").objects.using(schema_editor.connection.alias).get_or_create(pk=1)


class Migration(migrations.Migration):
    initial = True
    dependencies: list[tuple[str, str]] = []

    operations = [
        migrations.CreateModel(
            name="SiteVersion",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("token", models.CharField(default=plumbing.readercache.models.new_token, max_length=32)),
                ("changed_at", models.DateTimeField(default=django.utils.timezone.now)),
                (
                    "changes",
                    models.PositiveBigIntegerField(default=0, help_text="How many writes have changed it (for people)."),
                ),
            ],
            options={"verbose_name": "site version"},
        ),
        migrations.RunPython(the_row, migrations.RunPython.noop),
    ]

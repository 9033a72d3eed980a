"""The committee (and the administrator) may write commentary, edit and withdraw its decisions."""

from django.db import migrations


def create_roles(apps, schema_editor):
    from accounts.roles import ensure_roles

    ensure_roles(apps)


class Migration(migrations.Migration):
    dependencies = [
        ("accounts", "0001_roles"),
        ("committee", "0001_initial"),
    ]

    operations = [migrations.RunPython(create_roles, migrations.RunPython.noop)]

"""The roles gain the appeal permissions: referees lodge, the committee lodges, decides and records treatments."""

from django.db import migrations


def update_roles(apps, schema_editor):
    from accounts.roles import ensure_roles

    ensure_roles(apps)


class Migration(migrations.Migration):
    dependencies = [
        ("accounts", "0001_roles"),
        ("decisions", "0004_appeals_and_treatments"),
    ]

    operations = [migrations.RunPython(update_roles, migrations.RunPython.noop)]

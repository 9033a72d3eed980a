"""The committee's role gains the permission to hold a meeting and keep its minutes."""

from django.db import migrations


def update_roles(apps, schema_editor):
    from accounts.roles import ensure_roles

    ensure_roles(apps)


class Migration(migrations.Migration):
    dependencies = [
        ("accounts", "0002_appeal_roles"),
        ("meetings", "0001_meetings_motions_votes"),
    ]

    operations = [migrations.RunPython(update_roles, migrations.RunPython.noop)]

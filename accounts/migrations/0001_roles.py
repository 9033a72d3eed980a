"""The roles as groups: referee, committee, administrator, with their permissions (a reader needs none)."""

from django.db import migrations


def create_roles(apps, schema_editor):
    from accounts.roles import ensure_roles

    ensure_roles(apps)


class Migration(migrations.Migration):
    initial = True

    dependencies = [
        ("auth", "0012_alter_user_first_name_max_length"),
        ("contenttypes", "0002_remove_content_type_name"),
        ("decisions", "0002_savedcase"),
    ]

    operations = [migrations.RunPython(create_roles, migrations.RunPython.noop)]

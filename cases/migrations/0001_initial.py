"""Saved cases and the ruling given, moved here from the decisions app: Django's picture of them only (their tables keep their names),
and their content types renamed so the roles' permissions on them follow."""

import django.db.models.deletion
import django.utils.timezone
from django.conf import settings
from django.db import migrations, models

from plumbing.moves import rename_content_types


class Migration(migrations.Migration):
    initial = True

    dependencies = [
        ("contenttypes", "0002_remove_content_type_name"),
        ('decisions', '0009_cases_and_appeals_moved_out'),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.CreateModel(
                    name='SavedCase',
                    fields=[
                        ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                        ('title', models.CharField(max_length=300)),
                        ('code', models.CharField(max_length=40)),
                        ('case', models.JSONField(help_text='The case, in the shared case format.')),
                        ('ruling', models.JSONField(help_text='The ruling at save time, precedents included.')),
                        ('public', models.BooleanField(default=False, help_text='Visible to everyone, not only its referee and the committee.')),
                        ('created', models.DateTimeField(auto_now_add=True)),
                        ('updated', models.DateTimeField(auto_now=True)),
                        ('decision', models.OneToOneField(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='adopted_from', to='decisions.decision')),
                        ('owner', models.ForeignKey(null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='saved_cases', to=settings.AUTH_USER_MODEL)),
                    ],
                    options={
                        'db_table': 'decisions_savedcase',
                        'ordering': ['-created', '-pk'],
                        'permissions': [('adopt_savedcase', 'Can adopt a saved case as a decision of the committee')],
                    },
                ),
                migrations.CreateModel(
                    name='RulingGiven',
                    fields=[
                        ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                        ('given_at', models.DateTimeField(default=django.utils.timezone.now)),
                        ('elections', models.JSONField(blank=True, default=list)),
                        ('ruling', models.JSONField(help_text="The engine's ruling on the case with the elections made.")),
                        ('departed', models.BooleanField(default=False, help_text="The referee departed from the engine's proposal.")),
                        ('words', models.TextField(blank=True, help_text="The ruling in the referee's own words (Markdown).")),
                        ('words_html', models.TextField(blank=True, default='', editable=False)),
                        ('given_by', models.ForeignKey(null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='+', to=settings.AUTH_USER_MODEL)),
                        ('case', models.OneToOneField(on_delete=django.db.models.deletion.CASCADE, related_name='ruling_given', to='cases.savedcase')),
                    ],
                    options={
                        'db_table': 'decisions_rulinggiven',
                    },
                ),
            ],
        ),
        rename_content_types("decisions", "cases", ('savedcase', 'rulinggiven')),
    ]

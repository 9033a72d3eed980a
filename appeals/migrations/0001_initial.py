"""Appeals, moved here from the decisions app: Django's picture of them only (their tables keep their names),
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
        ('cases', '0001_initial'),
        ('decisions', '0009_cases_and_appeals_moved_out'),
        ('laws', '0007_search_moved_out'),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.CreateModel(
                    name='Appeal',
                    fields=[
                        ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                        ('side', models.CharField(choices=[('NS', 'North and South'), ('EW', 'East and West')], help_text='The side that appeals.', max_length=2)),
                        ('grounds', models.TextField(help_text='Why the ruling is appealed (Markdown).')),
                        ('lodged_at', models.DateTimeField(default=django.utils.timezone.now)),
                        ('outcome', models.CharField(blank=True, choices=[('upheld', 'Upheld'), ('varied', 'Varied'), ('reversed', 'Reversed')], default='', max_length=10)),
                        ('reasons', models.TextField(blank=True, help_text="The committee's reasons (Markdown).")),
                        ('elections', models.JSONField(blank=True, default=list)),
                        ('ruling', models.JSONField(blank=True, null=True)),
                        ('words', models.TextField(blank=True, help_text="The committee's own words on the ruling that stands (Markdown).")),
                        ('statutes', models.CharField(blank=True, choices=[('as_ruled', "Under the club's statutes the case was ruled under"), ('in_force', "Under the club's statutes as they stand now"), ('printed', "Under the printed code, without the club's statutes")], help_text='Blank while open.', max_length=10)),
                        ('amendments', models.JSONField(blank=True, default=list)),
                        ('decided_at', models.DateTimeField(blank=True, null=True)),
                        ('grounds_html', models.TextField(blank=True, default='', editable=False)),
                        ('reasons_html', models.TextField(blank=True, default='', editable=False)),
                        ('words_html', models.TextField(blank=True, default='', editable=False)),
                        ('added_laws', models.ManyToManyField(blank=True, db_table='decisions_appeal_added_laws', related_name='+', to='laws.law')),
                        ('case', models.ForeignKey(on_delete=django.db.models.deletion.PROTECT, related_name='appeals', to='cases.savedcase')),
                        ('decided_by', models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='+', to=settings.AUTH_USER_MODEL)),
                        ('decision', models.OneToOneField(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='appeal', to='decisions.decision')),
                        ('lodged_by', models.ForeignKey(null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='+', to=settings.AUTH_USER_MODEL)),
                    ],
                    options={
                        'db_table': 'decisions_appeal',
                        'ordering': ['-lodged_at', '-pk'],
                        'permissions': [('lodge_appeal', 'Can lodge an appeal on a ruling given'), ('decide_appeal', 'Can decide an appeal for the committee')],
                        'constraints': [models.UniqueConstraint(condition=models.Q(('outcome', '')), fields=('case',), name='one_open_appeal_per_case')],
                    },
                ),
            ],
        ),
        rename_content_types("decisions", "appeals", ('appeal',)),
    ]

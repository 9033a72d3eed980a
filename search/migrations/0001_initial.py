"""The search outbox's models, moved here from the laws app: Django's picture of them only (their
tables keep their names), and their content types renamed so what names them follows."""

from django.db import migrations, models

from plumbing.moves import rename_content_types


class Migration(migrations.Migration):
    initial = True

    dependencies = [
        ("laws", "0007_search_moved_out"),
        ("contenttypes", "0002_remove_content_type_name"),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.CreateModel(
                    name='IndexChange',
                    fields=[
                        ('id', models.BigAutoField(primary_key=True, serialize=False)),
                        ('doc_type', models.CharField(choices=[('law', 'Law'), ('decision', 'Decision'), ('term', 'Glossary term'), ('commentary', 'Commentary'), ('passage', 'Passage')], max_length=20)),
                        ('key', models.CharField(help_text='The primary key of the law, glossary term or decision.', max_length=40)),
                        ('action', models.CharField(choices=[('upsert', 'Upsert'), ('delete', 'Delete')], max_length=10)),
                        ('created', models.DateTimeField(auto_now_add=True)),
                    ],
                    options={
                        'db_table': 'laws_indexchange',
                        'ordering': ['id'],
                    },
                ),
                migrations.CreateModel(
                    name='IndexNode',
                    fields=[
                        ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                        ('build', models.CharField(max_length=64, unique=True)),
                        ('applied', models.BigIntegerField(default=0)),
                        ('seen', models.DateTimeField()),
                    ],
                    options={
                        'db_table': 'laws_indexnode',
                    },
                ),
                migrations.CreateModel(
                    name='OutboxPruned',
                    fields=[
                        ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                        ('upto', models.BigIntegerField(default=0)),
                    ],
                    options={
                        'db_table': 'laws_outboxpruned',
                    },
                ),
            ],
        ),
        rename_content_types("laws", "search", ("indexchange", "indexnode", "outboxpruned")),
    ]

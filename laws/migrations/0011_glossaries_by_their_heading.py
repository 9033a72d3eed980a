"""A code may print more than one glossary (McIntosh's and Clay's with the Club Code): each term is kept under the
heading it is printed under, and may carry a note of conjecture.

The terms already loaded stood under the code's last section of terms without laws (the one glossary a code had):
they are set under it, so the pages read them as before until the corpus is loaded again."""

from django.db import migrations, models
import django.db.models.deletion


def terms_under_their_heading(apps, schema_editor):
    Code = apps.get_model("laws", "Code")
    GlossaryTerm = apps.get_model("laws", "GlossaryTerm")
    for code in Code.objects.all():
        heading = (
            code.sections.filter(slug__contains="terms", laws__isnull=True).order_by("-position").first()
        )
        if heading is not None:
            GlossaryTerm.objects.filter(code=code, glossary__isnull=True).update(glossary=heading)


class Migration(migrations.Migration):
    dependencies = [("laws", "0010_stored_pages_digest")]

    operations = [
        migrations.AddField(
            model_name="glossaryterm",
            name="glossary",
            field=models.ForeignKey(
                blank=True,
                null=True,
                on_delete=django.db.models.deletion.SET_NULL,
                related_name="terms",
                to="laws.section",
            ),
        ),
        migrations.AddField(
            model_name="glossaryterm",
            name="conjecture",
            field=models.TextField(blank=True),
        ),
        migrations.RunPython(terms_under_their_heading, migrations.RunPython.noop),
    ]

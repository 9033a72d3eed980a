"""The committee's question (an appeal's grounds, Markdown) rendered when saved, as its holding is, and both with
the laws they name linked: the rows kept are rendered here from their own text; nothing else changes."""

from django.db import migrations, models


def render_kept(apps, schema_editor):
    # The site's renderer and linker: what a save renders now (decisions/rendered.py), so kept rows agree.
    from decisions.markdown import render_linked
    from laws.linking import Linker

    Decision, Citation = apps.get_model("decisions", "Decision"), apps.get_model("decisions", "Citation")
    linkers = {}
    for row in Decision.objects.filter(origin="committee").values("pk", "holding", "question", "under__code__slug"):
        code = row["under__code__slug"] or (
            Citation.objects.filter(decision_id=row["pk"])
            .order_by("position", "pk")
            .values_list("law__code__slug", flat=True)
            .first()
        ) or "club-1864"
        linker = linkers.setdefault(code, Linker.for_code(code))
        Decision.objects.filter(pk=row["pk"]).update(
            holding_html=str(render_linked(row["holding"], linker)) if row["holding"] else "",
            question_html=str(render_linked(row["question"], linker)) if row["question"] else "",
        )


class Migration(migrations.Migration):

    dependencies = [
        ('decisions', '0012_stored_parts_digest'),
        ('laws', '0010_stored_pages_digest'),  # the linker reads the laws as they now are
    ]

    operations = [
        migrations.AddField(
            model_name='decision',
            name='question_html',
            field=models.TextField(blank=True, default='', editable=False),
        ),
        migrations.RunPython(render_kept, migrations.RunPython.noop),
    ]

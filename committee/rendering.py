"""Commentary to HTML: Markdown sanitised with nh3, then the law citation linker on its text.

The linker runs on text nodes only (never inside a link, code or an attribute), so
"Law 72" in a sentence becomes a link to the law and nothing the writer typed becomes markup.
"""

from __future__ import annotations

from django.utils.safestring import SafeString

from decisions.markdown import render_linked
from laws.citations import find_references
from laws.linking import Linker
from laws.models import Law


def render_commentary(text: str, linker: Linker) -> SafeString:
    return render_linked(text, linker)


def cited_laws(text: str, code: str) -> list[Law]:
    """The laws of `code` the text names, each once."""
    numbers = {lr.number for ref in find_references(text) if not ref.external for lr in ref.laws}
    if not numbers:
        return []
    return list(Law.objects.filter(code__slug=code, number__in=numbers))

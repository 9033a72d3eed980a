"""Commentary to HTML: Markdown sanitised with nh3, then the law citation linker on its text.

The linker runs on text nodes only (never inside a link, code or an attribute), so
"Law 72" in a sentence becomes a link to the law and nothing the writer typed becomes markup.
"""

from __future__ import annotations

from html.parser import HTMLParser

from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe

from decisions.markdown import render_markdown
from laws.citations import find_references
from laws.linking import Linker
from laws.models import Law

# Inside these the text is shown as written.
_NO_LINKS = {"a", "code", "pre"}


class _LinkText(HTMLParser):
    def __init__(self, linker: Linker) -> None:
        super().__init__(convert_charrefs=True)
        self.linker = linker
        self.out: list[str] = []
        self.inside: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        # The tag as nh3 wrote it: already sanitised.
        self.out.append(self.get_starttag_text() or "")
        if tag in _NO_LINKS:
            self.inside.append(tag)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.out.append(self.get_starttag_text() or "")

    def handle_endtag(self, tag: str) -> None:
        self.out.append(f"</{tag}>")
        if tag in _NO_LINKS and tag in self.inside:
            self.inside.remove(tag)

    def handle_data(self, data: str) -> None:
        self.out.append(escape(data) if self.inside else self.linker.link(data))


def render_commentary(text: str, linker: Linker) -> SafeString:
    parser = _LinkText(linker)
    parser.feed(str(render_markdown(text)))
    parser.close()
    return mark_safe("".join(parser.out))  # noqa: S308 - nh3-clean tags, escaped text, the linker's own links


def cited_laws(text: str, code: str) -> list[Law]:
    """The laws of `code` the text names, each once."""
    numbers = {lr.number for ref in find_references(text) if not ref.external for lr in ref.laws}
    if not numbers:
        return []
    return list(Law.objects.filter(code__slug=code, number__in=numbers))

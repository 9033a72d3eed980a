"""The site's Markdown as it was rendered on every read before it was rendered once at save: a frozen copy.

Copied from decisions/markdown.py (`render_markdown`) and committee/rendering.py (`render_commentary`) as
they stood before the change (commit 5b87115's parent), so that the stored HTML can be compared with what a
reader saw before. Nothing here may follow the site's renderer when it moves: that is the point of it.
Before the change, holdings and the appeal's texts were shown with `render_markdown`, commentary and
statutes with `render_commentary` (the same, then the laws named linked).

`shift_headings` adds the one change to the output the change meant for every text: `#` to `####` shown as
h3 to h6 under the page's own headings (before, nh3 dropped h1 and h2 and kept h3 to h6 as written).
"""

from __future__ import annotations

from html.parser import HTMLParser
from typing import Any

import markdown as markdown_lib
import nh3
from django.utils.html import escape

ALLOWED_TAGS = {
    "p", "br", "hr", "em", "strong", "b", "i", "code", "pre", "blockquote", "ul", "ol", "li", "a",
    "h3", "h4", "h5", "h6", "table", "thead", "tbody", "tr", "th", "td", "abbr", "sup", "sub",
}  # fmt: skip
ALLOWED_ATTRIBUTES = {"a": {"href", "title"}, "abbr": {"title"}, "th": {"align"}, "td": {"align"}}
URL_SCHEMES = {"http", "https", "mailto"}

# The intended change, and only it: the writer's headings under the page's (decisions/markdown.py, HEADING_LEVELS).
_SHIFTED = {"h1": "h3", "h2": "h4", "h3": "h5", "h4": "h6", "h5": "h6", "h6": "h6"}


class _Shift(markdown_lib.treeprocessors.Treeprocessor):
    def run(self, root: Any) -> None:
        for element in root.iter():
            if element.tag in _SHIFTED:
                element.tag = _SHIFTED[element.tag]


class _ShiftExtension(markdown_lib.extensions.Extension):
    def extendMarkdown(self, md: Any) -> None:  # noqa: N802 - Python-Markdown's name
        md.treeprocessors.register(_Shift(md), "shift_headings", 0)


def render_markdown(text: str, shift_headings: bool = False) -> str:
    extensions: list[Any] = ["extra", "sane_lists", *([_ShiftExtension()] if shift_headings else [])]
    html = markdown_lib.markdown(text or "", extensions=extensions, output_format="html")
    return str(
        nh3.clean(
            html,
            tags=ALLOWED_TAGS,
            attributes=ALLOWED_ATTRIBUTES,
            url_schemes=URL_SCHEMES,
            link_rel="noopener noreferrer nofollow",
        )
    )


# Inside these the text is shown as written.
_NO_LINKS = {"a", "code", "pre"}


class _LinkText(HTMLParser):
    def __init__(self, linker: Any) -> None:
        super().__init__(convert_charrefs=True)
        self.linker = linker
        self.out: list[str] = []
        self.inside: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
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


def link_laws(html: str, linker: Any) -> str:
    """`render_commentary` after `render_markdown`: the laws the text names linked, never inside a link or code."""
    parser = _LinkText(linker)
    parser.feed(html)
    parser.close()
    return "".join(parser.out)


def render_commentary(text: str, linker: Any) -> str:
    return link_laws(render_markdown(text), linker)

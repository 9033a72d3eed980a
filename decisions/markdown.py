"""Markdown written by referees and the committee, rendered to HTML and sanitised with nh3 when it is saved.

Bounded three ways. The syntax is an explicit list of extensions (decisions/markdown_syntax.py): nothing a
writer does not need. Python-Markdown's cost grows with the square of some constructs (its issue #798: a `[`
scans ahead for its `]`, and a link's `(` for its `)`; lists and block quotes recurse once per level): a text
holding them beyond what any writer needs is refused with a message saying which. And the check then renders
the text with the same parser under a hard budget (RENDER_BUDGET_S of CPU, MAX_DEPTH elements deep): a text
the budget stops is refused, so a write whose render fails is refused before anything is written. A text that
reaches the renderer by another way (an old row, a restored backup) and fails is shown as plain paragraphs.
"""

from __future__ import annotations

import functools
import re
from html.parser import HTMLParser
from typing import TYPE_CHECKING

import markdown as markdown_lib
import nh3
from django.core.exceptions import ValidationError
from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe

from plumbing.budget import OverBudget, cpu_budget

from . import markdown_syntax

if TYPE_CHECKING:
    from laws.linking import Linker

# What a holding needs: paragraphs, emphasis, lists, quotations, links, code, simple tables, definitions.
ALLOWED_TAGS = {
    "p",
    "br",
    "hr",
    "em",
    "strong",
    "b",
    "i",
    "code",
    "pre",
    "blockquote",
    "ul",
    "ol",
    "li",
    "dl",
    "dt",
    "dd",
    "a",
    "h3",
    "h4",
    "h5",
    "h6",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "abbr",
    "sup",
    "sub",
}
ALLOWED_ATTRIBUTES = {"a": {"href", "title"}, "abbr": {"title"}, "th": {"align"}, "td": {"align"}}
URL_SCHEMES = {"http", "https", "mailto"}

# The help beside every Markdown editor.
MARKDOWN_HELP = (
    "Markdown: *emphasis*, **strong**, lists, links. # to #### make headings, shown under the page's own "
    "(# as the largest of them). HTML is removed when it is shown."
)

# The most CPU one render may take: the heaviest text the checks accept takes about a quarter of a second.
RENDER_BUDGET_S = 1.0

# Beyond this the renderer's cost grows faster than the text (its stash of inline parts), whatever the markup:
# at this length the worst text measured renders in a quarter of a second.
MAX_LENGTH = 20_000
# Deeper than any commentary needs; Python-Markdown recurses per level and fails near 300.
MAX_NESTING = 16
# Headings, rules and fences split their paragraph and parse the rest again: lines per paragraph bounded.
MAX_PARAGRAPH_LINES = 200
# Inline markup is parsed a paragraph at a time, at a cost growing faster than the paragraph.
MAX_PARAGRAPH_LENGTH = 5_000
# Each footnote reference and each abbreviation is sought through the whole text.
MAX_FOOTNOTE_REFERENCES = 100
MAX_ABBREVIATIONS = 20
# Characters scanned looking for closing brackets and parentheses: linear texts stay far below it
# (a paragraph of 2,000 characters with ten stray brackets costs 20,000); the renderer takes about
# 0.3 s per million.
MAX_BRACKET_SCAN = 300_000

_BLOCKS = re.compile(r"\n[ \t]*\n")
_FOOTNOTE_REFERENCE = re.compile(r"\[\^")
_ABBREVIATION = re.compile(r"^[ ]{0,3}\*\[", re.MULTILINE)
_LINE_PREFIX = re.compile(r"(?:[ \t]*(?:>|[-*+](?=[ \t])|\d{1,9}[.)](?=[ \t])))*")
_MARKER = re.compile(r">|[-*+](?=[ \t])|\d{1,9}[.)](?=[ \t])")


def _bracket_scan(block: str) -> int:
    """How far the renderer reads looking for each `[`'s `]`, and each link's `(` for its `)`."""
    scanned = _angle_scan(block)
    brackets: list[int] = []
    parens: list[tuple[int, bool]] = []
    escaped = False
    for at, char in enumerate(block):
        if escaped:
            escaped = False
        elif char == "\\":
            escaped = True
        elif char == "[":
            brackets.append(at)
        elif char == "]":
            if brackets:
                scanned += at - brackets.pop()
        elif char == "(":
            parens.append((at, at > 0 and block[at - 1] == "]"))
        elif char == ")" and parens:
            start, after_link_text = parens.pop()
            if after_link_text:
                scanned += at - start
    end = len(block)
    scanned += sum(end - at for at in brackets)
    scanned += sum(end - at for at, after_link_text in parens if after_link_text)
    return scanned


def _angle_scan(block: str) -> int:
    """How far the renderer reads from each `<` looking for a `>` (inline HTML and automatic links)."""
    scanned = 0
    next_close = len(block)
    for at in range(len(block) - 1, -1, -1):
        if block[at] == ">":
            next_close = at
        elif block[at] == "<":
            scanned += next_close - at
    return scanned


def _nesting(line: str) -> int:
    """How deep a line sits in lists and block quotes: its markers, and its indentation in steps of four."""
    prefix = _LINE_PREFIX.match(line)
    assert prefix is not None  # the pattern matches the empty string
    markers = len(_MARKER.findall(prefix.group()))
    indent = len(line) - len(line.lstrip(" \t"))
    return markers + indent // 4


def markdown_problem(text: str) -> str | None:
    """Why the text cannot be shown at a bounded cost, or None: the checks, then the render itself."""
    if len(text) > MAX_LENGTH:
        return f"A text written in Markdown may hold {MAX_LENGTH:,} characters at most (this one has {len(text):,})."
    return _costly_construct(text) or _render_problem(text)


def _render_problem(text: str) -> str | None:
    try:
        _rendered(text)
    except OverBudget:
        return (
            f"This text would take the site more than {RENDER_BUDGET_S:g} s to show: "
            "shorten it, or split its longest paragraphs, lists or tables."
        )
    except (markdown_syntax.TooDeep, RecursionError):
        return "Lists, quotations or emphasis are nested too deep to be shown: nest them less."
    return None


def _costly_construct(text: str) -> str | None:
    if not text:
        return None
    if max(_nesting(line) for line in text.split("\n")) > MAX_NESTING:
        return f"Lists and quotations may be nested {MAX_NESTING} deep at most."
    blocks = _BLOCKS.split(text)
    if max(len(block) for block in blocks) > MAX_PARAGRAPH_LENGTH:
        return (
            f"A paragraph may hold {MAX_PARAGRAPH_LENGTH:,} characters at most: leave a blank line between paragraphs."
        )
    if max(block.count("\n") + 1 for block in blocks) > MAX_PARAGRAPH_LINES:
        return f"A paragraph, list or table may hold {MAX_PARAGRAPH_LINES} lines at most: leave a blank line between parts."
    if sum(_bracket_scan(block) for block in blocks) > MAX_BRACKET_SCAN:
        return (
            "Too many brackets, parentheses or angle brackets left open, or nested too deep: "
            "close them, or write \\[ or \\< for one shown as written."
        )
    if len(_FOOTNOTE_REFERENCE.findall(text)) > MAX_FOOTNOTE_REFERENCES:
        return f"A text may hold {MAX_FOOTNOTE_REFERENCES} footnotes at most."
    if len(_ABBREVIATION.findall(text)) > MAX_ABBREVIATIONS:
        return f"A text may define {MAX_ABBREVIATIONS} abbreviations at most."
    return None


def validate_markdown(text: str) -> None:
    """The field validator for every text written in Markdown (forms and the API name the field)."""
    problem = markdown_problem(text)
    if problem:
        raise ValidationError(problem, code="markdown_cost")


def render_markdown(text: str) -> SafeString:
    """Markdown to HTML, with anything not on the allow-list removed (scripts with their content).

    Called when a text is saved, never when it is read: the HTML is stored beside the text."""
    if not _costly_construct(text or ""):
        try:
            return mark_safe(_rendered(text or ""))  # noqa: S308 - sanitised by nh3 in _rendered
        except (OverBudget, markdown_syntax.TooDeep, RecursionError):
            pass
    # Reached only by a text that skipped the writes' check (an old row, a restored backup): shown as written.
    paragraphs = [p for p in _BLOCKS.split(text) if p.strip()]
    return mark_safe("".join(f"<p>{escape(p)}</p>" for p in paragraphs))  # noqa: S308 - escaped just here


@functools.lru_cache(maxsize=16)
def _rendered(text: str) -> str:
    """The text rendered and sanitised within the budget; kept for the save that follows its check."""
    with cpu_budget(RENDER_BUDGET_S):
        html = markdown_lib.markdown(text, extensions=markdown_syntax.extensions(), output_format="html")
        return nh3.clean(
            html,
            tags=ALLOWED_TAGS,
            attributes=ALLOWED_ATTRIBUTES,
            url_schemes=URL_SCHEMES,
            link_rel="noopener noreferrer nofollow",
        )


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


def render_linked(text: str, linker: Linker) -> SafeString:
    """Markdown to sanitised HTML, then the laws the text names linked (never inside a link or code)."""
    parser = _LinkText(linker)
    parser.feed(str(render_markdown(text)))
    parser.close()
    return mark_safe("".join(parser.out))  # noqa: S308 - nh3-clean tags, escaped text, the linker's own links

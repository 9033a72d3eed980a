"""Every Markdown text already saved, and every version the history keeps, rendered once into its HTML field.

The renderer is copied here as it stood when the HTML fields were added, so this migration does not
change when the site's own renderer (decisions/markdown.py, committee/rendering.py) moves or changes;
tests/decisions/test_markdown_unchanged.py checks that the two agree. Only the laws app's citation
linker is imported: it is where law numbers are read, and it does not move.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser
from typing import Any

import markdown as markdown_lib
import nh3
from django.db import migrations
from django.utils.html import escape

TAGS = {
    "p", "br", "hr", "em", "strong", "b", "i", "code", "pre", "blockquote", "ul", "ol", "li", "a",
    "h3", "h4", "h5", "h6", "table", "thead", "tbody", "tr", "th", "td", "abbr", "sup", "sub",
}  # fmt: skip
ATTRIBUTES = {"a": {"href", "title"}, "abbr": {"title"}, "th": {"align"}, "td": {"align"}}
HEADINGS = {"h1": "h3", "h2": "h4", "h3": "h5", "h4": "h6", "h5": "h6", "h6": "h6"}
BLOCKS = re.compile(r"\n[ \t]*\n")
LINE_PREFIX = re.compile(r"(?:[ \t]*(?:>|[-*+](?=[ \t])|\d{1,9}[.)](?=[ \t])))*")
MARKER = re.compile(r">|[-*+](?=[ \t])|\d{1,9}[.)](?=[ \t])")
FOOTNOTE = re.compile(r"\[\^")
ABBREVIATION = re.compile(r"^[ ]{0,3}\*\[", re.MULTILINE)


def _scan(block: str) -> int:
    scanned, close = 0, len(block)
    for at in range(len(block) - 1, -1, -1):
        if block[at] == ">":
            close = at
        elif block[at] == "<":
            scanned += close - at
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
            start, link = parens.pop()
            scanned += at - start if link else 0
    scanned += sum(len(block) - at for at in brackets)
    return scanned + sum(len(block) - at for at, link in parens if link)


def _costly(text: str) -> bool:
    if not text:
        return False
    lines = text.split("\n")
    nesting = max(len(MARKER.findall(LINE_PREFIX.match(x).group())) + (len(x) - len(x.lstrip(" \t"))) // 4 for x in lines)  # type: ignore[union-attr]
    blocks = BLOCKS.split(text)
    return (
        nesting > 16
        or max(len(b) for b in blocks) > 5_000
        or max(b.count("\n") + 1 for b in blocks) > 200
        or sum(_scan(b) for b in blocks) > 300_000
        or len(FOOTNOTE.findall(text)) > 100
        or len(ABBREVIATION.findall(text)) > 20
    )


class _Headings(markdown_lib.treeprocessors.Treeprocessor):
    def run(self, root: Any) -> None:
        for element in root.iter():
            if element.tag in HEADINGS:
                element.tag = HEADINGS[element.tag]


class _HeadingsExtension(markdown_lib.extensions.Extension):
    def extendMarkdown(self, md: Any) -> None:  # noqa: N802
        md.treeprocessors.register(_Headings(md), "headings_under_the_page", 0)


def render(text: str) -> str:
    if _costly(text or ""):
        return "".join(f"<p>{escape(p)}</p>" for p in BLOCKS.split(text) if p.strip())
    html = markdown_lib.markdown(text or "", extensions=["extra", "sane_lists", _HeadingsExtension()], output_format="html")
    return nh3.clean(
        html, tags=TAGS, attributes=ATTRIBUTES, url_schemes={"http", "https", "mailto"}, link_rel="noopener noreferrer nofollow"
    )


class _LinkText(HTMLParser):
    def __init__(self, linker: Any) -> None:
        super().__init__(convert_charrefs=True)
        self.linker, self.out, self.inside = linker, [], []

    def handle_starttag(self, tag: str, attrs: Any) -> None:
        self.out.append(self.get_starttag_text() or "")
        if tag in {"a", "code", "pre"}:
            self.inside.append(tag)

    def handle_startendtag(self, tag: str, attrs: Any) -> None:
        self.out.append(self.get_starttag_text() or "")

    def handle_endtag(self, tag: str) -> None:
        self.out.append(f"</{tag}>")
        if tag in self.inside:
            self.inside.remove(tag)

    def handle_data(self, data: str) -> None:
        self.out.append(escape(data) if self.inside else self.linker.link(data))


def render_linked(text: str, linker: Any) -> str:
    parser = _LinkText(linker)
    parser.feed(render(text))
    parser.close()
    return "".join(parser.out)


def _linkers(apps: Any) -> Any:
    from laws.linking import Linker

    Law = apps.get_model("laws", "Law")
    Clause = apps.get_model("laws", "Clause")
    made: dict[str, Any] = {}

    def linker(code: str) -> Any:
        if code not in made:
            numbers = set(Law.objects.filter(code__slug=code).values_list("number", flat=True))
            clauses = frozenset(Clause.objects.filter(law__code__slug=code).values_list("law__number", "label"))
            made[code] = Linker(code, numbers, clauses)
        return made[code]

    return linker


def _code_of(row: Any, Law: Any, Decision: Any, DecisionCitation: Any) -> str:
    if row.law_id:
        return Law.objects.filter(pk=row.law_id).values_list("code__slug", flat=True).get()
    decision = Decision.objects.filter(pk=row.decision_id).values("under__code__slug").get()
    if decision["under__code__slug"]:
        return str(decision["under__code__slug"])
    first = (
        DecisionCitation.objects.filter(decision_id=row.decision_id)
        .order_by("position", "pk")
        .values_list("law__code__slug", flat=True)
        .first()
    )
    return first or "club-1864"


def render_all(apps: Any, schema_editor: Any) -> None:
    Decision = apps.get_model("decisions", "Decision")
    for row in Decision.objects.filter(origin="committee").exclude(holding="").only("pk", "holding"):
        Decision.objects.filter(pk=row.pk).update(holding_html=render(row.holding))
    linker = _linkers(apps)

    def linked(text: str, code: str) -> str:
        return render_linked(text, linker(code)) if text else ""

    RulingGiven = apps.get_model("decisions", "RulingGiven")
    for row in RulingGiven.objects.exclude(words="").values("pk", "words", "case__code"):
        RulingGiven.objects.filter(pk=row["pk"]).update(words_html=linked(row["words"], row["case__code"]))
    Appeal = apps.get_model("decisions", "Appeal")
    for row in Appeal.objects.values("pk", "grounds", "reasons", "words", "case__code"):
        code = row["case__code"]
        Appeal.objects.filter(pk=row["pk"]).update(
            grounds_html=linked(row["grounds"], code),
            reasons_html=linked(row["reasons"], code),
            words_html=linked(row["words"], code),
        )
    Law = apps.get_model("laws", "Law")
    DecisionCitation = apps.get_model("decisions", "Citation")
    for name in ("Commentary", "HistoricalCommentary"):
        model = apps.get_model("committee", name)
        for row in model.objects.exclude(text="").only("pk", "text", "law_id", "decision_id"):
            html = render_linked(row.text, linker(_code_of(row, Law, Decision, DecisionCitation)))
            model.objects.filter(pk=row.pk).update(html=html)


class Migration(migrations.Migration):
    dependencies = [
        ("committee", "0006_markdown_html_stored"),
        ("decisions", "0007_markdown_html_stored"),
        ("laws", "__first__"),
    ]

    operations = [migrations.RunPython(render_all, migrations.RunPython.noop)]

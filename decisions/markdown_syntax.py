"""The Markdown the site reads, and nothing more: an explicit list of Python-Markdown's extensions.

What a holding, a commentary or an appeal's grounds need: paragraphs, emphasis, lists, quotations, links,
headings (shown under the page's own), code (indented or fenced, with a language name at most), tables,
footnotes, abbreviations and definitions. Left out on purpose: attribute lists (`{: #id .class }`, which
nh3 strips from the HTML anyway), Markdown inside HTML blocks (`<div markdown="1">`, which recursed once per
level and overflowed the stack 400 deep) and a fence's attributes (`hl_lines="…"`, matched by a regular
expression whose time grew with the cube of a run of quotes: 6,000 of them took 27 s).

A definition list written without blank lines between its entries (`Term\n: its meaning\nNext term\n: …`) is
read by Python-Markdown as each entry nested in the one before, a definition turned into a term: 30 entries
were 60 elements deep and refused as "nested too deep". Each term that follows a definition is set apart by
a blank line before the lists are read, which gives the one flat list the writer meant.
"""

from __future__ import annotations

import bisect
import re
from typing import Any

from markdown.extensions import Extension
from markdown.extensions.fenced_code import FencedBlockPreprocessor
from markdown.preprocessors import Preprocessor
from markdown.treeprocessors import Treeprocessor

# The writer's headings sit under the page's own h1 and h2: # becomes h3, ## h4, ### h5, #### and below h6.
HEADING_LEVELS = {"h1": "h3", "h2": "h4", "h3": "h5", "h4": "h6", "h5": "h6", "h6": "h6"}

# Elements inside elements in the rendered text: a list 16 deep (the most the checks let through) is 32.
MAX_DEPTH = 48

# A fence opens a line, with a language name at most, and closes at the next line holding the same fence alone.
_OPENING = re.compile(r"(?P<fence>~{3,}|`{3,})[ ]*(?:\.?(?P<lang>[\w#.+-]*)[ ]*)?")
_CLOSING = re.compile(r"(?P<fence>~{3,}|`{3,})[ ]*")
# A definition's line, as the def_list extension finds it.
_DEFINITION = re.compile(r"[ ]{0,3}:[ ]{1,3}")


class TooDeep(Exception):
    """The rendered text nests elements deeper than MAX_DEPTH."""


class _ShiftHeadings(Treeprocessor):
    def run(self, root: Any) -> None:
        for element in root.iter():
            if element.tag in HEADING_LEVELS:
                element.tag = HEADING_LEVELS[element.tag]


class _DepthBound(Treeprocessor):
    def run(self, root: Any) -> None:
        # Walked with a list, not recursion: the walk itself must not be what overflows.
        waiting = [(root, 0)]
        while waiting:
            element, depth = waiting.pop()
            if depth > MAX_DEPTH:
                raise TooDeep(f"elements nested more than {MAX_DEPTH} deep")
            waiting.extend((child, depth + 1) for child in element)


class _Fences(FencedBlockPreprocessor):
    """Fenced code found line by line, in time linear in the text: a fence never carries attributes."""

    def run(self, lines: list[str]) -> list[str]:
        closings: dict[str, list[int]] = {}
        for at, line in enumerate(lines):
            closing = _CLOSING.fullmatch(line)
            if closing:
                closings.setdefault(closing["fence"], []).append(at)
        out: list[str] = []
        at = 0
        while at < len(lines):
            opening = _OPENING.fullmatch(lines[at])
            after = closings.get(opening["fence"], []) if opening else []
            end = bisect.bisect_right(after, at)
            if opening is None or end == len(after):
                out.append(lines[at])
                at += 1
                continue
            close = after[end]
            out.extend(["", self.md.htmlStash.store(self._block(opening["lang"], lines[at + 1 : close])), ""])
            at = close + 1
        return out

    def _block(self, lang: str | None, code: list[str]) -> str:
        text = self._escape("".join(line + "\n" for line in code))
        language = f' class="language-{self._escape(lang)}"' if lang else ""
        return f"<pre><code{language}>{text}</code></pre>"


class _TermsApart(Preprocessor):
    """A blank line before each term that follows a definition: the entries of one flat list, not nested."""

    def run(self, lines: list[str]) -> list[str]:
        out: list[str] = []
        in_definition = False
        written = False  # a line of text before this one: a colon opening the text defines nothing (def_list)
        for at, line in enumerate(lines):
            defines = written and _DEFINITION.match(line) is not None
            term = not defines and bool(line.strip()) and at + 1 < len(lines) and _DEFINITION.match(lines[at + 1])
            if in_definition and term:
                out.append("")
            out.append(line)
            in_definition = defines or (in_definition and bool(line.strip()))
            written = written or bool(line.strip())
        return out


class TheSiteSyntax(Extension):
    """The fences, the terms set apart, the headings' shift and the depth bound: the syntax the site defines."""

    def extendMarkdown(self, md: Any) -> None:  # noqa: N802 - Python-Markdown's name
        md.registerExtension(self)
        md.preprocessors.register(_Fences(md, {"lang_prefix": "language-"}), "fenced_code_block", 25)
        # After the fences, which are stashed by then: a fence's lines are never changed.
        md.preprocessors.register(_TermsApart(md), "terms_apart", 20)
        md.treeprocessors.register(_DepthBound(md), "depth_bound", 5)
        md.treeprocessors.register(_ShiftHeadings(md), "headings_under_the_page", 0)


def extensions() -> list[Any]:
    """Every extension the renderer loads; a construct not listed here is shown as written."""
    return ["tables", "footnotes", "abbr", "def_list", "sane_lists", TheSiteSyntax()]

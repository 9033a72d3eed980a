"""Every text the suite makes or loads renders the same stored as it did on every read before, unless the
change meant to alter it (issue 27: "every stored text renders the same before and after the change unless it
is on that list").

Three renderers are compared on each text: the site's before the change (markdown_before.py, a frozen copy),
the site's now (decisions/markdown.py, what a save stores) and the migration's copy (committee migration 0007,
what it stored for the rows and versions already there). The texts: markdown_texts.py (the corpus, every
Markdown field the tests write, the worlds and fixtures, the pathological and heaviest texts), and texts drawn
by Hypothesis (about a hundred each under `make test`'s profile).

What the change meant to alter, and nothing else:
- headings: `#` to `####` shown as h3 to h6 under the page's own (before, `#` and `##` lost their markup and
  `###` came out as h3 under the page's h1): the texts SHIFTED names must render as before with only that
  shift (a text drawn by Hypothesis likewise);
- the texts CHANGED names, each with why (refused when saved);
- definition lists (issue 49): their tags kept (nh3 dropped dl, dt and dd, leaving their text), and entries
  written without blank lines between them one flat list (Python-Markdown nested each in the one before). A text
  holding a definition must render as before once the list's tags are taken out and white space evened; the
  rows the migration stored keep the tagless form until they are saved again.
And by kind of text, not by text (each asked by issue 27): the appeal's grounds, reasons and words and the words
of a ruling given now link the laws they name, as commentary did (so they are compared with commentary's path
before: the same Markdown, then the same linker); the feeds now show a commentary version as it was saved
(linked) and a printed decision's text as the page does (plain paragraphs: printed texts are not Markdown).
"""

from __future__ import annotations

import importlib
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from benchmarks.markdown_inputs import HEAVIEST_ACCEPTED, PATHOLOGICAL
from decisions import markdown as site
from laws.linking import Linker
from tests.committee.test_diff import TEXTS as DIFF_TEXTS
from tests.decisions import markdown_before as before
from tests.decisions.markdown_texts import every_text

MIGRATION = importlib.import_module("committee.migrations.0007_render_stored_markdown")
CODES = ("club-1864", "american-1890", "euchre-1888")

_REFUSED = "refused when saved, naming the field; shown as written if it reaches the renderer by another way"
# The texts the change meant to render differently, each with why.
CHANGED: dict[str, str] = {
    **{text: f"pathological ({name}): {_REFUSED}" for name, text in PATHOLOGICAL.items()},
    "[" * 5_000: f"5,000 open brackets (tests/decisions/test_markdown_stored.py): {_REFUSED}",
    "x" * 100_001: f"longer than any text may be (tests/committee/test_api.py): {_REFUSED}",
}


def _first_part(text: str) -> str:
    # The heaviest accepted texts are one part repeated between blank lines: a part renders alone as within the
    # text, and the whole costs a quarter of a second per renderer (their cost is the bench's, not the suite's).
    return text.split("\n\n")[0]


# One text for each construct the renderer's extensions read, so each is compared whatever the tests happen to write.
CONSTRUCTS = {
    "lists of each kind": "1. one\n2. two\n* a star\n- a dash\n\n3) three\n+ plus\n    - nested\n\n4. four\n\n   more",
    "quotations": "> quoted\n> > deeper\n\n> *emphasis* in a quote",
    "headings": "Set-ext\n=======\n\nSecond\n------\n\n# One #\n###### Six",
    "code": "    indented\n\n```python\nfenced = 1\n```\n\n~~~\ntilde\n~~~\n\n`span` and ``double `span` ``",
    "tables": "| left | centre | right |\n|:-----|:------:|------:|\n| a | *b* | `c` |",
    "footnotes": "A claim.[^note]\n\n[^note]: The *note*, Law 72.",
    "abbreviations": "*[HTML]: Hyper Text\n\nHTML here.",
    "definitions": "Revoke\n:   A renounce when able to follow suit.",
    "links": '[a](http://e.org "title") [ref][r] <http://auto.org> <m@e.org> ![img](x.png)\n\n[r]: https://r.org',
    "attributes and HTML": "Para {: #id .class }\n\n&amp; &copy; &#169; <br> <del>x</del>",
    "emphasis": "*a* _b_ **c** __d__ ***e*** in_word_underscores 2*3*4",
    "laws named": "Law 72, Laws 73 and 74, Law 73.I; `Law 75` in code; [Law 76](http://e.org) in a link; **Law 77**",
    "rules and breaks": "line  \nbreak\n\n***\n\n- - -",
}


# Syntax the renderer no longer reads (issue 49: an explicit list of extensions, decisions/markdown_syntax.py),
# each with why: accepted, and shown as written where it was read before.
DROPPED: dict[str, str] = {
    '<div markdown="1">*in* a div</div>': "Markdown inside HTML: recursed once per level, 400 deep overflowed",
    '```python hl_lines="1"\nx = 1\n```': "a fence's attributes: a run of quotes took time growing with its cube",
    "```{.python}\nx = 1\n```": "a fence's attribute list, nh3 removed what it set",
}


_SHIFT = "headings: # to #### shown as h3 to h6 under the page's own (issue 27), and nothing else changed"
# The texts whose headings the change shifted, each with why: they must render as before but for the shift.
SHIFTED: dict[str, str] = {
    _first_part(HEAVIEST_ACCEPTED["headings"]): f"{_SHIFT} (benchmarks/markdown_inputs.py, heaviest accepted)",
    CONSTRUCTS["headings"]: f"{_SHIFT} (the constructs above)",
}


_DEFINITION_LINE = re.compile(r"^[ ]{0,3}:[ ]{1,3}", re.MULTILINE)
_DEFINITION_TAG = re.compile(r"</?d[ltd]>")


# A definition set apart from its term by a blank line is a loose one: its words in a paragraph of their own, where
# before the next entry was nested in it, its words a term of the nested list.
_DEFINITION_OR_PARAGRAPH_TAG = re.compile(r"</?(?:d[ltd]|p)>")


def _without_the_lists_tags(html: str) -> str:
    return " ".join(_DEFINITION_OR_PARAGRAPH_TAG.sub("", html).split())


def _as_meant(text: str, was: str, now: str) -> bool:
    """Rendered as before, or, for a text holding a definition, as before but for the list's tags and paragraphs."""
    if was == now:
        return True
    return bool(_DEFINITION_LINE.search(text)) and _without_the_lists_tags(was) == _without_the_lists_tags(now)


def _texts() -> dict[str, str]:
    texts = every_text()
    texts.update({f"construct: {name}": text for name, text in CONSTRUCTS.items()})
    for name, text in HEAVIEST_ACCEPTED.items():
        texts[f"heaviest accepted: {name}"] = _first_part(text)
    return texts


TEXTS = _texts()


@pytest.fixture
def linkers(db) -> list[Linker]:  # type: ignore[no-untyped-def]
    return [Linker.for_code(code) for code in CODES]


def _linked(html: str, linker: Linker, link_text: type = site._LinkText) -> str:
    # render_linked's own steps after render_markdown (decisions/markdown.py; the migration's the same), on HTML
    # rendered once: the Markdown is the costly part, and it is compared whole above.
    parser = link_text(linker)
    parser.feed(html)
    parser.close()
    return "".join(parser.out)


def _unchanged(text: str, linkers: list[Linker]) -> list[str]:
    """What differs for a text not on the list: empty when stored as it was shown, and as the migration stores."""
    now = str(site.render_markdown(text))
    problems = []
    if not _as_meant(text, MIGRATION.render(text), now):
        problems.append("the migration's renderer differs from the site's")
    was = before.render_markdown(text)
    if text in SHIFTED:
        if was == now:
            problems.append(f"on the list but unchanged: {SHIFTED[text]}")
        was = before.render_markdown(text, shift_headings=True)  # as before, with only the shift meant
    if not _as_meant(text, was, now):
        problems.append(f"renders differently: before {was[:200]!r}, now {now[:200]!r}")
        return problems
    for linker in linkers:
        linked = _linked(now, linker)
        if not _as_meant(text, before.link_laws(was, linker), linked):
            problems.append(f"laws linked differently under {linker.code}")
        if _linked(now, linker, MIGRATION._LinkText) != linked:
            problems.append(f"the migration links differently under {linker.code}")
    return problems


def test_every_text_the_suite_makes_renders_as_before_unless_on_the_list(linkers) -> None:  # type: ignore[no-untyped-def]
    assert len(TEXTS) > 900, "the corpus, the tests' texts and the worlds were all found"
    assert set(SHIFTED) <= set(TEXTS.values()), "every text on the list is one the suite makes"
    differ = {}
    for name, text in TEXTS.items():
        if text in CHANGED:
            continue
        problems = _unchanged(text, linkers)
        if problems:
            differ[name] = problems
    assert differ == {}, f"{len(differ)} texts render differently and are not on the list: {differ}"


@pytest.mark.parametrize("text", list(DROPPED), ids=list(DROPPED.values()))
def test_each_construct_no_longer_read_is_shown_as_written(text: str) -> None:
    now = str(site.render_markdown(text))
    assert site.markdown_problem(text) is None
    assert before.render_markdown(text) != now
    assert "<em>" not in now and "<pre>" not in now


@pytest.mark.parametrize("text", list(CHANGED), ids=lambda t: CHANGED[t].split(":")[0])
def test_each_text_on_the_list_is_changed_for_its_reason(text: str) -> None:
    # Every text on the list is one the suite makes, and is refused when saved: the list holds nothing stale.
    assert text in TEXTS.values() or text in PATHOLOGICAL.values(), CHANGED[text]
    assert site.markdown_problem(text) is not None, CHANGED[text]
    now = str(site.render_markdown(text))
    assert MIGRATION.render(text) == now
    assert "<a" not in now and "<em" not in now and "<ul" not in now and "<blockquote" not in now  # shown as written


def test_a_definition_list_keeps_its_tags_and_nothing_else_changes() -> None:
    text = CONSTRUCTS["definitions"]
    now = str(site.render_markdown(text))
    assert now == "<dl>\n<dt>Revoke</dt>\n<dd>A renounce when able to follow suit.</dd>\n</dl>"
    assert before.render_markdown(text) == _DEFINITION_TAG.sub("", now)


def test_the_site_and_the_migration_link_laws_as_render_linked_does(linkers) -> None:  # type: ignore[no-untyped-def]
    # The comparisons above link laws on HTML rendered once; render_linked itself renders, then links the same way.
    for text in ["See Law 72 and Law 73, *not* Law 99.", "`Law 72` and [Law 73](http://x.org) and Law 73.I"]:
        for linker in linkers:
            html = str(site.render_markdown(text))
            assert str(site.render_linked(text, linker)) == _linked(html, linker)
            assert MIGRATION.render_linked(text, linker) == _linked(html, linker, MIGRATION._LinkText)


INLINE = st.sampled_from(
    [
        "revoke", "Law 72", "Law 73.I", "Laws 72 and 73", "the trick", "&", "<b>", "<script>x</script>", "'", '"',
        "*", "**", "_", "`", "\\", "[", "]", "(", ")", "[Law 72](/laws/club-1864/72/)", "<http://e.org>",
        "[x](javascript:alert(1))", "![i](x.png)", "[^1]", "*[HTML]", "HTML", ":", "|", " ", " ",
    ]
)  # fmt: skip
# A line's start decides its block: paragraphs, headings (ATX and underlined), lists of each kind, quotations,
# code, tables, rules, footnotes, abbreviations, definitions.
LINE_START = st.sampled_from(
    [
        "", "", "", "# ", "## ", "### ", "#### ", "##### ", "- ", "* ", "+ ", "1. ", "2) ", "3. ", "> ", "> > ",
        "    ", "  - ", "    1. ", "| ", "---", "***", "===", "```", "~~~", "[^1]: ", "*[HTML]: ", ": ", "[a]: ",
    ]
)  # fmt: skip
LINE = st.tuples(LINE_START, st.lists(INLINE, max_size=8).map("".join)).map("".join)
MARKDOWN = st.lists(st.one_of(LINE, st.just("")), max_size=12).map("\n".join)


@settings(suppress_health_check=[HealthCheck.function_scoped_fixture])  # the linkers are only read
@given(text=st.one_of(MARKDOWN, DIFF_TEXTS))
def test_generated_texts_render_as_before(linkers, text: str) -> None:  # type: ignore[no-untyped-def]
    now = str(site.render_markdown(text))
    assert _as_meant(text, MIGRATION.render(text), now)
    # Unchanged, or changed only by the headings' shift (the same call is unchanged for a text without headings)
    # and a definition list's tags.
    assert _as_meant(text, before.render_markdown(text, shift_headings=True), now)
    for linker in linkers:
        linked = _linked(now, linker)
        assert before.link_laws(now, linker) == linked
        assert _linked(now, linker, MIGRATION._LinkText) == linked

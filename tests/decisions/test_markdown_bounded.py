"""Markdown bounded by construction (issue 49): the syntax an explicit list, the check running the renderer
itself, and a hard budget (CPU time and depth) on every render, enforced where it runs.

A fence's `hl_lines` ran a regular expression whose time grew with the cube of a run of quotes, and
`<div markdown="1">` recursed once per level: both passed the checks before, the one took 49 s for 9,500
characters (benchmarks/markdown_inputs.py), the other overflowed the stack, a 500. Their cost now and the
fuzzer's worst are `make bench PARTS=markdown`'s: a bound in time belongs to the bench, never to a test.
"""

from __future__ import annotations

import threading
from html.parser import HTMLParser

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from appeals.models import Appeal
from benchmarks.markdown_inputs import HEAVIEST_ACCEPTED, INLINES, LINE_STARTS, NO_LONGER_READ
from decisions import markdown, markdown_syntax
from tests.decisions.test_rulings import share_of_the_profile
from tests.factories import case_with_ruling_given


@pytest.fixture
def fresh_renders():  # type: ignore[no-untyped-def]
    # The renders kept for the save after a check would answer without the budget being asked.
    markdown._rendered.cache_clear()
    yield
    markdown._rendered.cache_clear()


def test_a_fence_takes_no_attributes_so_a_run_of_quotes_is_text() -> None:
    text = "``` hl_lines='" + "'\n\n``` hl_lines='\n\n" * 40
    assert markdown.markdown_problem(text) is None
    html = str(markdown.render_markdown(text))
    assert "<pre>" not in html and "hl_lines=" in html


@pytest.mark.parametrize("opening", ['```python hl_lines="1"', '``` { .python hl_lines="1" }', "~~~ {#law-72}"])
def test_a_fence_with_attributes_is_no_fence_but_text(opening: str) -> None:
    """The attribute syntax is not read at all (Python-Markdown's fenced code made these a code block)."""
    text = f"{opening}\nx = 1\n{opening[:3]}"
    assert markdown.markdown_problem(text) is None
    html = str(markdown.render_markdown(text))
    assert "<pre>" not in html and opening[3:].strip() in html


def test_a_fence_with_its_language_is_code() -> None:
    html = str(markdown.render_markdown("```python\nx < 1\n```\n\n~~~\nLaw 72\n~~~"))
    assert html == "<pre><code>x &lt; 1\n</code></pre>\n<pre><code>Law 72\n</code></pre>"


def test_a_definition_list_without_blank_lines_is_one_flat_list_shown() -> None:
    """Python-Markdown nested each entry in the one before (40 entries, 80 deep: refused), and nh3 dropped dl."""
    text = "\n".join(f"Term {n}\n: what term {n} means" for n in range(40))
    assert markdown.markdown_problem(text) is None
    html = str(markdown.render_markdown(text))
    assert html.count("<dl>") == 1 and html.count("<dt>") == html.count("<dd>") == 40
    assert "<dt>Term 0</dt>\n<dd>what term 0 means</dd>\n<dt>Term 1</dt>" in html


def test_a_colon_opening_the_text_defines_nothing_and_its_paragraph_is_kept_whole() -> None:
    """def_list reads a colon with nothing before it as a paragraph's words: no term follows it set apart."""
    assert str(markdown.render_markdown(": \nrevoke\n: ")) == "<p>: \nrevoke\n: </p>"
    assert str(markdown.render_markdown(": a\nTerm\n: b")) == "<p>: a\nTerm\n: b</p>"


def test_lines_like_definitions_inside_a_fence_are_kept_as_written() -> None:
    html = str(markdown.render_markdown("```\nTerm\n: a\nNext\n: b\n```"))
    assert html == "<pre><code>Term\n: a\nNext\n: b\n</code></pre>"


def test_markdown_inside_html_400_deep_is_not_read() -> None:
    text = NO_LONGER_READ["nested divs"]
    assert markdown.markdown_problem(text) is None
    html = str(markdown.render_markdown(text))
    assert "<div" not in html and "x" in html


# The budget's CPU signal can land while Python runs a finalizer or a garbage collector's callback, where the
# exception it raises is reported as ignored; the budget's next signal, REPEAT_S later, refuses the render
# (plumbing/budget.py). The report is that, not a fault of the render.
@pytest.mark.filterwarnings("ignore::pytest.PytestUnraisableExceptionWarning")
def test_a_render_over_its_budget_is_refused_by_the_check_and_shown_as_written(fresh_renders, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    text = HEAVIEST_ACCEPTED["emphasis in short paragraphs"]
    # On the main thread the budget is a CPU timer, which the kernel checks at its clock's ticks: the texts here
    # are the heaviest accepted (0.1-0.2 s of CPU), many ticks, so a budget of a microsecond is always spent.
    monkeypatch.setattr(markdown, "RENDER_BUDGET_S", 1e-6)
    assert "take the site more than" in (markdown.markdown_problem(text) or "")
    html = str(markdown.render_markdown(text))
    assert "<em>" not in html and html.startswith("<p>*a*a")


def test_the_budget_holds_on_a_thread_that_cannot_take_signals(fresh_renders, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(markdown, "RENDER_BUDGET_S", 1e-6)
    problems: list[str | None] = []
    thread = threading.Thread(
        target=lambda: problems.append(markdown.markdown_problem(HEAVIEST_ACCEPTED["list items"]))
    )
    thread.start()
    thread.join()
    assert "take the site more than" in (problems[0] or "")


def test_a_render_deeper_than_its_bound_is_refused(fresh_renders, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(markdown_syntax, "MAX_DEPTH", 4)
    text = "- a\n    - b\n        - c"
    assert markdown.markdown_problem(text) == (
        "Lists, quotations or emphasis are nested too deep to be shown: nest them less."
    )
    assert "<li>" not in str(markdown.render_markdown(text))


@pytest.mark.django_db
def test_grounds_whose_render_fails_are_refused_before_anything_is_written(  # type: ignore[no-untyped-def]
    client, referee, revoke_case, fresh_renders, monkeypatch
) -> None:
    case = case_with_ruling_given(referee, revoke_case)
    client.force_login(referee)
    monkeypatch.setattr(markdown, "RENDER_BUDGET_S", 1e-6)
    response = client.post(f"/cases/{case.pk}/appeal/", {"side": "EW", "grounds": HEAVIEST_ACCEPTED["headings"]})
    assert response.status_code == 400
    assert "take the site more than" in str(response.context["form"].errors["grounds"])
    assert not Appeal.objects.filter(case=case).exists()


class _Tags(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tags: set[str] = set()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.add(tag)


LINE = st.tuples(st.sampled_from(LINE_STARTS), st.lists(st.sampled_from(INLINES), max_size=12).map("".join))
ALLOWED = st.lists(LINE.map("".join), max_size=40).map("\n".join)


@settings(max_examples=share_of_the_profile(0.4))
@given(text=ALLOWED)
def test_any_text_of_the_allowed_syntax_is_checked_and_rendered_within_the_bounds(text: str) -> None:
    problem = markdown.markdown_problem(text)
    html = str(markdown.render_markdown(text))
    tags = _Tags()
    tags.feed(html)
    assert tags.tags <= markdown.ALLOWED_TAGS
    if problem is None:
        assert html == markdown._rendered(text), "an accepted text is stored as the check rendered it"

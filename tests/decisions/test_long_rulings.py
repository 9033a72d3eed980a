"""A ruling of any size costs its pages what a page of findings costs (issue 49).

An anonymous case of 1,000 events posted to /cases/rule/ cost 1.9–2.8 s of CPU and up to 7 MB a request; saved
public, its slip cost 18.9 s and its page 3.2 s, uncached. Beyond FINDINGS_IN_FULL findings and EVENTS_IN_FULL
events a page gives the rest in brief; the slip gives a page's worth; the case's page is a reader page, built once
per version of the site. Their cost against a normal case's is `make bench PARTS=doors` (bench_doors.py).
"""

from __future__ import annotations

import io
import json

import pytest
from pypdf import PdfReader

from benchmarks.bench_largest import REPEATED, _case
from decisions.case_display import EVENTS_IN_FULL, FINDINGS_IN_FULL
from engine import MAX_EVENTS
from plumbing.readercache.middleware import SERVED
from tests.factories import saved_case

pytestmark = pytest.mark.django_db

LARGEST = _case("club-1864", REPEATED["deal card_exposed"], MAX_EVENTS)


def test_the_builder_folds_a_ruling_of_a_thousand_events(client) -> None:  # type: ignore[no-untyped-def]
    response = client.post("/cases/rule/", {"case": json.dumps(LARGEST), "under": "case"})
    assert response.status_code == 200
    html = response.content.decode()
    assert html.count('<article class="finding"') == FINDINGS_IN_FULL
    assert html.count('<li id="event-') == EVENTS_IN_FULL
    folded = len(response.context["findings_folded"])
    assert folded >= 1 and f"And {response.context['findings_folded_count']} findings more" in html
    assert f"And {MAX_EVENTS - EVENTS_IN_FULL} events more" in html


def test_the_slip_of_a_thousand_events_summarises_beyond_a_page(client, referee) -> None:  # type: ignore[no-untyped-def]
    case = saved_case(referee, LARGEST, public=True)
    response = client.get(f"/cases/{case.pk}/slip.pdf")
    assert response.status_code == 200
    pages = PdfReader(io.BytesIO(response.content)).pages
    assert len(pages) <= 2
    assert "findings more" in "".join(page.extract_text() for page in pages)


def test_the_page_of_a_public_case_is_kept_like_the_reader_pages(client, referee) -> None:  # type: ignore[no-untyped-def]
    case = saved_case(referee, LARGEST, public=True)
    first = client.get(f"/cases/{case.pk}/")
    assert first.status_code == 200 and first[SERVED] == "miss"
    assert client.get(f"/cases/{case.pk}/")[SERVED] == "hit"
    private = saved_case(referee, LARGEST, public=False)
    assert client.get(f"/cases/{private.pk}/").status_code == 404


class _Laid:
    """A slip as `one_page` reads it: its pages."""

    def __init__(self, size: str, pages: int) -> None:
        self.size, self.pages = size, [None] * pages


@pytest.mark.parametrize(
    ("fits_from", "tried", "given"),
    [
        ("", [""], ""),
        (None, ["", "compact dense tight"], "compact dense tight"),
        ("compact dense tight", ["", "compact dense tight", "compact dense"], "compact dense tight"),
        ("compact dense", ["", "compact dense tight", "compact dense", "compact"], "compact dense"),
    ],
)
def test_a_slip_is_laid_out_at_the_sizes_that_can_decide_and_no_more(fits_from, tried, given) -> None:  # type: ignore[no-untyped-def]
    """A slip longer than a page at every size was laid out at each (four times, 1.6 s of CPU for 13 tricks)."""
    from cases.slip import SIZES, one_page

    laid: list[str] = []

    def in_size(size: str) -> _Laid:
        laid.append(size)
        fits = fits_from is not None and SIZES.index(size) >= SIZES.index(fits_from)
        return _Laid(size, 1 if fits else 2)

    assert one_page(in_size).size == given  # type: ignore[arg-type, attr-defined]
    assert laid == tried

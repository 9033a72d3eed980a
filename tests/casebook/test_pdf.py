"""The year's book as a PDF, read back with pypdf: the title page naming the club, page numbers, each case's
number, its laws and the dissent in order, the index; made on request and kept until the year's record changes."""

from __future__ import annotations

import io
import re

import pytest
from django.test import Client
from pypdf import PdfReader

from committee.services import commentary_save
from committee.subjects import decision_subject

pytestmark = pytest.mark.django_db


def _pdf(client, year: int) -> tuple[list[str], bytes]:  # type: ignore[no-untyped-def]
    response = client.get(f"/casebook/{year}.pdf")
    assert response.status_code == 200 and response["Content-Type"] == "application/pdf"
    body = b"".join(response.streaming_content)
    return [page.extract_text() for page in PdfReader(io.BytesIO(body)).pages], body


def _cases(pages: list[str]) -> list[tuple[int, str]]:
    """The book's cases as printed, each with its text: from its heading ("Case 3  Title") to the next."""
    text = "\n".join(pages[2:])  # after the title page and the contents
    text = text.split("Index of the laws cited", 1)[0]
    parts = re.split(r"^Case (\d+)\s{2}", text, flags=re.M)
    return [(int(parts[i]), parts[i + 1]) for i in range(1, len(parts), 2)]


def test_the_pdf_holds_the_title_page_every_case_in_order_with_its_laws_and_the_index(
    client, casebook_year, settings
) -> None:  # type: ignore[no-untyped-def]
    settings.CLUB_NAME = "The Portland Club"
    pages, _ = _pdf(client, casebook_year.year)
    title = pages[0]
    assert "The Portland Club" in title and f"The Casebook of {casebook_year.year}" in title
    assert "3 appeals decided · 2 decisions adopted" in title
    # Pages are numbered at the foot, from the second page; the title page bears none.
    assert not re.search(r"\n1\s*$", title)
    for n, text in enumerate(pages[1:], start=2):
        assert text.rstrip().endswith(str(n)), (n, text[-80:])
    cases = _cases(pages)
    assert [number for number, _ in cases] == [1, 2, 3, 4, 5]
    decisions = [
        casebook_year.upheld.decision,
        casebook_year.varied.decision,
        casebook_year.reversed.decision,
        casebook_year.adopted,
        casebook_year.commented,
    ]
    for (number, text), decision in zip(cases, decisions, strict=True):
        laws = [c.law.number + (f", clause {c.clause}" if c.clause else "") for c in decision.citations.all()]
        assert laws, number
        cited = text.split("Laws cited", 1)[1]
        places = [cited.index(f"Law {law}") for law in laws]
        assert places == sorted(places), (number, laws)
    # Case 2 was decided at a meeting: who sat, then the decision, then the dissent, then the reasons and laws.
    second = cases[1][1]
    order = ["The committee who sat", "ada, bea, cy", "The decision", "Dissent of cy", "had no heart left", "Reasons"]
    places = [second.index(part) for part in order + ["Laws cited"]]
    assert places == sorted(places)
    assert [n for n, text in cases if "Dissent of" in text] == [2]
    # Case 1 was decided by one member alone (quorum one): he sat, a motion carried at once.
    assert "The committee who sat" in cases[4][1] and "The committee who sat" in cases[0][1]
    assert "The claim came too late." in cases[2][1]
    assert "No penalty: the revoke was not claimed in time" in cases[2][1]
    # The contents and the index give the pages the cases begin on.
    contents = pages[1]
    first_pages = [int(p) for p in re.findall(r"^Case \d+\s+.*?(\d+)\s+(?:appeal|adopted)", contents, re.M)]
    assert len(first_pages) == 5 and first_pages == sorted(first_pages)
    for number, page in enumerate(first_pages, start=1):
        assert re.match(rf"\s*Case {number}\s", pages[page - 1]), (number, page)
    index = "\n".join(pages).split("Index of the laws cited")[-1]
    assert re.search(r"Law 78\s+The Club Code.*?Case 1 \(p\. \d+\)", index, re.S)


def test_readers_get_the_public_book_and_the_committee_its_own_copy(client, committee, casebook_year) -> None:  # type: ignore[no-untyped-def]
    public, _ = _pdf(client, casebook_year.year)
    member = Client()
    member.force_login(committee)
    own, _ = _pdf(member, casebook_year.year)
    assert "The committee's copy" in own[0] and "The committee's copy" not in public[0]
    public_third = dict(_cases(public))[3]
    own_third = dict(_cases(own))[3]
    assert "The ruling given" not in public_third and "The saved case is private" in public_third
    assert "The ruling given" in own_third


def test_the_pdf_is_made_once_and_made_again_when_the_record_changes(
    client, committee, casebook_year, pdf_folder
) -> None:  # type: ignore[no-untyped-def]
    year = casebook_year.year
    assert not pdf_folder.exists()
    _, first = _pdf(client, year)
    kept = list(pdf_folder.glob(f"{year}-public-*.pdf"))
    assert len(kept) == 1
    made = kept[0].stat().st_mtime_ns, kept[0].stat().st_ino
    _, again = _pdf(client, year)
    assert again == first
    assert list(pdf_folder.glob(f"{year}-public-*.pdf")) == kept
    assert (kept[0].stat().st_mtime_ns, kept[0].stat().st_ino) == made  # served as kept, not made again
    # The committee writes commentary on case 4: the book changes, and so does the PDF.
    commentary_save(
        subject=decision_subject(casebook_year.adopted.slug),
        by=committee,
        text="A later word on the south revoke.",
        message="",
        version=0,
    )
    pages, changed = _pdf(client, year)
    assert changed != first
    assert "A later word on the south revoke." in dict(_cases(pages))[4]
    now = list(pdf_folder.glob(f"{year}-public-*.pdf"))
    assert len(now) == 1 and now != kept  # the old one is gone


def test_the_pdf_is_keyed_by_the_book_not_by_the_host_the_reader_named(client, casebook_year, pdf_folder) -> None:  # type: ignore[no-untyped-def]
    # Each host within ALLOWED_HOSTS made the book again (seconds of CPU) and replaced the file others read.
    year = casebook_year.year
    first = client.get(f"/casebook/{year}.pdf", HTTP_HOST="testserver")
    assert first.status_code == 200
    kept = list(pdf_folder.glob(f"{year}-public-*.pdf"))
    made = kept[0].stat().st_mtime_ns, kept[0].stat().st_ino
    for host in ("localhost", "127.0.0.1", "localhost:8001"):
        assert client.get(f"/casebook/{year}.pdf", HTTP_HOST=host).status_code == 200, host
    assert list(pdf_folder.glob(f"{year}-public-*.pdf")) == kept
    assert (kept[0].stat().st_mtime_ns, kept[0].stat().st_ino) == made

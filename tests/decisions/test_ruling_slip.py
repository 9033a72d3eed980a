"""What the players take away from a saved ruling: the players' link and its QR code, the slip as PDF, and the
short address /r/<code> for those who may read the case.

The slip is read back with pypdf, and its page rendered with pypdfium2 and the QR code on it decoded with
zxing-cpp: the code must give the players' link, which opens the ruling alone to whoever holds it. A private
case's page, file, short address and slip are not there for anyone who may not read the case.
"""

from __future__ import annotations

import io
import re

import pypdf
import pypdfium2
import pytest
import zxingcpp
from django.test import override_settings

from cases.models import SavedCase
from cases.short_address import ALPHABET, LENGTH
from tests.factories import case_with_ruling_given, revoke_case, saved_case

pytestmark = pytest.mark.django_db

SHORT = re.compile(f"^[{ALPHABET}]{{{LENGTH}}}$")


def pdf_text(content: bytes) -> tuple[int, str]:
    reader = pypdf.PdfReader(io.BytesIO(content))
    return len(reader.pages), " ".join(" ".join((page.extract_text() or "").split()) for page in reader.pages)


def structure(content: bytes) -> tuple[pypdf.generic.DictionaryObject, list[tuple[str, str | None]]]:
    """The document's catalogue, and its structure tree's elements in reading order: (tag, alternative text)."""
    catalog = pypdf.PdfReader(io.BytesIO(content)).trailer["/Root"]
    elements: list[tuple[str, str | None]] = []

    def walk(node) -> None:  # type: ignore[no-untyped-def]
        node = node.get_object()
        if isinstance(node, list):
            for child in node:
                walk(child)
        elif isinstance(node, dict):
            if "/S" in node:
                elements.append((str(node["/S"]), node.get("/Alt")))
            if "/K" in node:
                walk(node["/K"])

    walk(catalog["/StructTreeRoot"]["/K"])
    return catalog, elements


def qr_codes_on_the_page(content: bytes) -> list[str]:
    page = pypdfium2.PdfDocument(content)[0]
    image = page.render(scale=3).to_pil()
    return [found.text for found in zxingcpp.read_barcodes(image)]


def players_link(case: SavedCase) -> str:
    return f"http://testserver/ruling/{case.players_key}"


# ---------------------------------------------------------------- the short address


def test_each_saved_case_has_a_few_letters_drawn_at_random(referee):
    codes = [saved_case(referee).short_code for _ in range(12)]
    assert all(SHORT.match(code) for code in codes), codes
    assert len(set(codes)) == 12
    assert codes != sorted(codes)  # drawn, not counted up: twelve draws in order is one chance in 479 million


def test_a_code_already_taken_is_drawn_again(referee):
    first = saved_case(referee)
    second = SavedCase(owner=referee, title="t", code="club-1864", case={}, ruling={}, short_code=first.short_code)
    second.save()
    assert second.short_code != first.short_code and SHORT.match(second.short_code)


def test_the_short_address_opens_a_public_case_for_anyone_in_either_case_of_letters(client, referee):
    case = saved_case(referee, public=True)
    assert case.get_short_url() == f"/r/{case.short_code}"
    for code in (case.short_code, case.short_code.upper()):
        answer = client.get(f"/r/{code}")
        assert answer.status_code == 302 and answer["Location"] == f"/cases/{case.pk}/"


def test_a_private_case_short_address_answers_404_to_whoever_may_not_read_it(client, referee, other_referee, committee):
    case = saved_case(referee, public=False)
    address = f"/r/{case.short_code}"
    assert client.get(address).status_code == 404
    client.force_login(other_referee)
    assert client.get(address).status_code == 404
    for reader in (referee, committee):
        client.force_login(reader)
        assert client.get(address)["Location"] == f"/cases/{case.pk}/"


@pytest.mark.parametrize("code", ["aaaaaaa", "abc", "abcdefgh", "iiiiiii", "abc%20def"])
def test_an_address_that_is_no_case_answers_404(client, code):
    assert client.get(f"/r/{code}").status_code == 404


# ---------------------------------------------------------------- the QR code on the ruling page


def test_the_ruling_page_shows_the_players_link_its_qr_code_as_svg_with_a_name_and_the_short_address(client, referee):
    case = saved_case(referee, public=True)
    html = client.get(f"/cases/{case.pk}/").content.decode()
    address = players_link(case)
    assert f'href="{address}"' in html and f'href="http://testserver/r/{case.short_code}"' in html
    svg = re.search(r"<svg [^>]*>", html)
    assert svg and 'role="img"' in svg.group(0) and f'aria-label="QR code of {address}"' in svg.group(0)
    assert "style=" not in html.split('id="share"')[1].split("</section>")[0]
    assert f'href="/cases/{case.pk}/slip.pdf"' in html


def test_an_unsaved_ruling_has_no_short_address(client):
    from tests.decisions.test_case_pages import post_case

    html = post_case(client, "/cases/rule/", revoke_case()).content.decode()
    assert "/r/" not in html and "<svg" not in html


# ---------------------------------------------------------------- the slip


def test_the_slip_is_one_page_with_the_case_the_ruling_the_laws_quoted_how_to_appeal_and_the_qr(client, referee):
    case = saved_case(referee, revoke_case(title="E renounces hearts"), public=True)
    answer = client.get(f"/cases/{case.pk}/slip.pdf")
    assert answer.status_code == 200 and answer["Content-Type"] == "application/pdf"
    pages, text = pdf_text(answer.content)
    assert pages == 1
    address = players_link(case)
    for words in (
        f"Case {case.pk}: E renounces hearts",
        "The Club Code of 1864",
        "1. E plays 3S · 2. S plays 4H",  # the case's events, numbered as the ruling names them
        "at event 1",
        # The engine's lines to read out, as the ruling page gives them.
        "Revoke. Offender: E.",
        "established",
        "N and S may choose (Law 72 I): take three tricks from the revoking player; or deduct three points from his"
        " score; or add three to their own score.",
        # The laws quoted, by number, with their printed text.
        "Law 73. A revoke is established, if the trick in which it occur be turned and quitted",
        "Law 72. The penalty for a revoke",
        "How to appeal",
        f"http://testserver/cases/{case.pk}/",
        "the link opens this ruling alone (what is read out, the laws quoted and how to appeal) to whoever holds it",
    ):
        assert words in text, words
    assert address.replace("http://", "") in text.replace(" ", "")  # the address printed under the code
    assert qr_codes_on_the_page(answer.content) == [address]


def test_the_slip_is_tagged_for_a_screen_reader_with_its_language_title_and_reading_order(client, referee, caplog):
    """PDF/UA-1: a structure tree in the order the slip is read (the title, then the case, the ruling, the laws and
    how to appeal), the QR code a figure with words, the language and the title the reader's software announces."""
    case = saved_case(referee, revoke_case(title="E renounces hearts"), public=True)
    with caplog.at_level("ERROR", logger="weasyprint"):
        answer = client.get(f"/cases/{case.pk}/slip.pdf")
    assert [r.getMessage() for r in caplog.records if r.name.startswith("weasyprint")] == []
    catalog, elements = structure(answer.content)
    assert catalog["/Lang"] == "en"
    assert catalog["/MarkInfo"]["/Marked"] == True and catalog["/ViewerPreferences"]["/DisplayDocTitle"] == True  # noqa: E712
    assert pypdf.PdfReader(io.BytesIO(answer.content)).metadata.title == f"Ruling on case {case.pk}: E renounces hearts"
    headings = [tag for tag, _ in elements if tag in ("/H1", "/H2")]
    assert headings == ["/H1", "/H2", "/H2", "/H2", "/H2"]
    figures = [alt for tag, alt in elements if tag == "/Figure"]
    assert figures == [f"QR code of {players_link(case)}"]
    # The headings' words, in the order the tree gives them, are the slip's sections in the order printed.
    _, text = pdf_text(answer.content)
    order = ["The case", "The ruling", "The laws quoted", "How to appeal"]
    assert [text.index(words) for words in order] == sorted(text.index(words) for words in order)


def test_the_slip_gives_the_ruling_given_at_the_table_with_the_penalty_chosen(client, referee):
    case = case_with_ruling_given(referee)
    pages, text = pdf_text(client.get(f"/cases/{case.pk}/slip.pdf").content)
    assert pages == 1
    assert "The ruling given at the table" in text
    assert "N and S chose (Law 72 I): add three to their own score." in text
    assert "may choose" not in text


def test_a_private_case_slip_answers_404_to_whoever_may_not_read_it(client, referee, other_referee, committee):
    case = saved_case(referee, public=False)
    address = f"/cases/{case.pk}/slip.pdf"
    assert client.get(address).status_code == 404
    client.force_login(other_referee)
    assert client.get(address).status_code == 404
    for reader in (referee, committee):
        client.force_login(reader)
        answer = client.get(address)
        assert answer.status_code == 200 and qr_codes_on_the_page(answer.content) == [players_link(case)]


def test_a_slip_never_fetches_what_the_case_names(client, referee):
    """A title naming an image on another server is printed as words: nothing is fetched, nothing is run."""
    case = saved_case(referee, revoke_case(title='<img src="http://192.0.2.1/x.png"> a case'), public=True)
    pages, text = pdf_text(client.get(f"/cases/{case.pk}/slip.pdf").content)
    assert '<img src="http://192.0.2.1/x.png"> a case' in text


@override_settings(API_THROTTLE_ANON_PRINTS="2/minute")
def test_anonymous_slips_are_rationed_per_address_and_a_signed_in_reader_is_not(client, referee):
    case = saved_case(referee, public=True)
    address = f"/cases/{case.pk}/slip.pdf"
    assert [client.get(address).status_code for _ in range(2)] == [200, 200]
    refused = client.get(address)
    assert refused.status_code == 429 and 1 <= int(refused["Retry-After"]) <= 60
    assert client.get(address, REMOTE_ADDR="192.0.2.7").status_code == 200
    client.force_login(referee)
    assert client.get(address).status_code == 200


def test_a_long_case_is_laid_out_smaller_to_keep_to_one_page(client, referee):
    """McIntosh's revoke in the twelfth trick: 53 events and five findings citing a dozen laws."""
    import json

    from worked.models import WorkedCase

    worked = WorkedCase.objects.get(slug="mcintosh-73-1-revoke-in-the-twelfth-trick")
    case = saved_case(referee, json.loads(worked.case_text), public=True)
    assert len(case.case["events"]) > 50 and len(case.ruling["findings"]) >= 4
    answer = client.get(f"/cases/{case.pk}/slip.pdf")
    pages, text = pdf_text(answer.content)
    assert pages == 1
    assert "50. " in text and "How to appeal" in text
    assert qr_codes_on_the_page(answer.content) == [players_link(case)]

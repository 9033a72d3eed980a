"""The casebook's pages: the years, a year's book in fixed form with its contents and index, what readers and the
committee each see, and the words a person reads."""

from __future__ import annotations

import re

import pytest
from django.test import Client

from engine import RELEASE, source_digest
from tests.decisions.test_words_for_people import OPTION_IDS, visible

pytestmark = pytest.mark.django_db


def _committee(committee) -> Client:  # type: ignore[no-untyped-def]
    member = Client()
    member.force_login(committee)
    return member


def test_the_years_list_the_year_with_its_cases_and_links_to_the_book_and_the_data(client, casebook_year):
    html = client.get("/casebook/").content.decode()
    year = casebook_year.year
    assert f'<a href="/casebook/{year}/">{year}</a>' in html
    assert "5 cases" in html
    assert f'href="/casebook/{year}.pdf"' in html
    assert 'href="/api/v1/casebook/"' in html and 'href="/api/v1/casebook.csv"' in html


def test_the_years_without_a_record_say_so(client):
    html = client.get("/casebook/").content.decode()
    assert "The committee has decided no appeal and adopted no decision yet." in html


def test_the_book_numbers_every_case_in_the_order_decided_with_contents_and_index(client, casebook_year):
    response = client.get(f"/casebook/{casebook_year.year}/")
    assert response.status_code == 200
    html = response.content.decode()
    titles = [
        "East renounces hearts",
        "East renounces again",
        "East renounces in private",
        "South revokes",
        "East revokes once more",
    ]
    headings = re.findall(r'<h2 id="case-(\d+)-title"><span class="case-number">Case (\d+)</span> ([^<]+)</h2>', html)
    assert [(n, m) for n, m, _ in headings] == [(str(i), str(i)) for i in range(1, 6)]
    for (_, _, shown), title in zip(headings, titles, strict=True):
        assert title in shown
    contents = html.split('id="contents-heading"', 1)[1].split("</nav>", 1)[0]
    assert [f"#case-{i}" for i in range(1, 6)] == re.findall(r'href="(#case-\d+)"', contents)
    # The fixed form of an appeal on a public case, part by part, in order.
    first = html.split('id="case-1"', 1)[1].split('id="case-2"', 1)[0]
    parts = ["The facts", "The ruling given", "The engine's proposal", "The appeal", "The decision", "Reasons"]
    parts += ["Laws cited"]
    places = [first.index(p) for p in parts]
    assert places == sorted(places), parts
    assert 'class="deal"' in first and "Dealer West" in first and "Trump card 2C" in first
    assert "Ruling upheld" in first and "was applied rightly." in first
    # What the engine's proposal was ruled under: the stamp the case was saved with (docs/api.md, "The stamp").
    assert f"Ruled under the rules engine, release {RELEASE}" in first and source_digest()[:16] in first
    assert "Grounds of East renounces hearts" in first
    # The laws cited are linked, and the index sends each law to the cases citing it.
    assert '<a href="/laws/club-1864/72/">Law 72</a>' in first
    index = html.split('id="index-heading"', 1)[1]
    row_78 = re.search(r'<a href="/laws/club-1864/78/">Law 78</a>.*?</tr>', index, re.S)
    assert row_78 and re.findall(r"Case (\d+)", row_78.group(0)) == ["1", "2", "3", "4", "5"]
    # A varied ruling shows the ruling substituted; a reversal the ruling that stands; commentary where written.
    second = html.split('id="case-2"', 1)[1].split('id="case-3"', 1)[0]
    assert "Ruling varied" in second and "The ruling substituted" in second and "deduct three" in second
    # Decided at a meeting: who sat, the votes, and the dissent with its reasons, between decision and reasons.
    sat = second.index("The committee who sat")
    dissent = second.index("Dissent of cy")
    assert sat < second.index("The decision") < dissent < second.index("Reasons")
    assert "ada, bea, cy" in second and "Carried by 2 for to 1 against" in second
    assert "The revoke was <em>not</em> established: East had no heart left." in second
    # Decided by one member alone (quorum one): he sat, by a motion carried at once, and nobody dissented.
    assert "The committee who sat" in first and "Carried by 1 for to 0 against" in first and "Dissent" not in first
    third = html.split('id="case-3"', 1)[1].split('id="case-4"', 1)[0]
    assert "The ruling that stands instead" in third and "not claimed in time" in third
    fifth = html.split('id="case-5"', 1)[1]
    assert "settles when a revoke is established" in fifth and "Commentary" in fifth
    assert "The committee who sat" in fifth and "Carried by 3 for to 0 against" in fifth and "Dissent" not in fifth


def test_readers_get_only_what_is_public_and_the_committee_everything(client, referee, committee, casebook_year):
    year = casebook_year.year
    private_appeal = f'href="/appeals/{casebook_year.reversed.pk}/"'
    for reader in (client, _committee(referee)):
        html = reader.get(f"/casebook/{year}/").content.decode()
        third = html.split('id="case-3"', 1)[1].split('id="case-4"', 1)[0]
        # The decision filed is public; the saved case behind it is not.
        assert "The claim came too late." in third and "Ruling reversed" in third
        assert "The ruling given" not in third and "The engine's proposal" not in third
        assert 'class="deal"' not in third and private_appeal not in html
        assert "The saved case is private" in third
        assert "S claims a revoke against E" in third  # the facts, as the decision keeps them
        assert "Dealer W, trump card 2C (The Club Code of 1864 (short whist))." in third
    html = _committee(committee).get(f"/casebook/{year}/").content.decode()
    third = html.split('id="case-3"', 1)[1].split('id="case-4"', 1)[0]
    assert "The ruling given" in third and 'class="deal"' in third and private_appeal in html


def test_a_year_without_a_record_and_a_year_out_of_range_are_not_found(client, casebook_year):
    assert client.get(f"/casebook/{casebook_year.year - 1}/").status_code == 404
    assert client.get("/casebook/0/").status_code == 404
    assert client.get("/casebook/99999/").status_code == 404
    assert client.get(f"/casebook/{casebook_year.year - 1}.pdf").status_code == 404


def test_a_withdrawn_decision_stays_in_its_year_with_the_notice(client, committee, casebook_year):
    from committee.services import decision_withdraw

    decision_withdraw(decision=casebook_year.adopted, by=committee, reason="Overruled by case 5.")
    html = client.get(f"/casebook/{casebook_year.year}/").content.decode()
    fourth = html.split('id="case-4"', 1)[1].split('id="case-5"', 1)[0]
    assert "South revokes" in fourth and "withdrew this decision" in fourth and "Overruled by case 5." in fourth


@pytest.mark.parametrize("who", ["reader", "committee"])
def test_no_internal_names_and_nothing_inline(client, committee, casebook_year, who):
    reader = client if who == "reader" else _committee(committee)
    for url in ("/casebook/", f"/casebook/{casebook_year.year}/"):
        html = reader.get(url).content.decode()
        text = visible(html)
        for name in ("club-1864", "committee-case-", "appeal-", "as_ruled", "in_force", "None", "EW", "NS"):
            assert name not in text, (url, name)
        for option in OPTION_IDS:
            assert option not in text, (url, option)
        assert "<script" not in html and "<style" not in html and " style=" not in html
        assert 'href="/static/css/casebook.css"' in html

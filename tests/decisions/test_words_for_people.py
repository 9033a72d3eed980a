"""No internal names on a page a person reads: option ids, code slugs, seed file names, slugs in breadcrumbs,
commands. And the small things: the favicon, the Log in link, the euchre glossary, decisions not printed twice."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from decisions.case_display import describe_event
from decisions.models import Decision

pytestmark = pytest.mark.django_db

SEED_FILE = re.compile(r"\d{3}_[0-9a-f]{16}\.txt")
OPTION_IDS = ("take_three_tricks", "deduct_three", "add_three", "call_suit", "call_card")


def visible(html: str) -> str:
    """The text of the body a person reads: tags, attributes, scripts, templates and the hidden case left out."""
    body = html.split("<body", 1)[1]
    body = re.sub(r"<(script|template|textarea)\b.*?</\1>", " ", body, flags=re.S)
    return re.sub(r"<[^>]+>", " ", body)


@pytest.mark.parametrize(
    "url",
    ["/", "/laws/club-1864/", "/laws/euchre-1888/", "/laws/club-1864/73/", "/decisions/clay-case-7/", "/decisions/"],
)
def test_no_seed_file_names_or_code_slugs_on_reading_pages(client, url):
    text = visible(client.get(url).content.decode())
    assert not SEED_FILE.search(text), SEED_FILE.search(text)
    assert "club-1864" not in text and "euchre-1888" not in text


def test_a_law_gives_the_book_it_is_printed_in(client):
    text = visible(client.get("/laws/club-1864/73/").content.decode())
    assert "A. J. McIntosh, The Laws of Whist (Utica, 1887)" in text


def test_the_ruling_page_names_the_code_and_options_in_words(client, revoke_case):
    revoke_case["events"].append({"type": "elect", "side": "NS", "option": "add_three"})
    html = client.post("/cases/rule/", {"case": json.dumps(revoke_case)}).content.decode()
    text = visible(html)
    assert "Under The Club Code of 1864 (short whist)" in text
    for option in OPTION_IDS:
        assert option not in text, option
    assert "Chosen" in text and "N–S" in text


def test_the_login_page_names_no_command_and_its_link_does_not_nest(client):
    html = client.get("/accounts/login/?next=/cases/new/").content.decode()
    assert "manage.py" not in html
    links = re.findall(r'href="([^"]*)"[^>]*>Log in<', html)
    assert links == ["/accounts/login/?next=/cases/new/"], links
    assert "next=%2Faccounts%2Flogin" not in html


def test_the_euchre_technical_terms_have_one_heading(client):
    html = client.get("/laws/euchre-1888/").content.decode()
    assert html.count("Technical Terms Used in Euchre</h2>") == 1
    assert "Technical terms</h2>" not in html and ">Technical terms</a>" not in html
    assert html.count('href="#glossary"') == 1  # the book's own heading, at the address the other codes link to
    assert 'id="term-right-bower"' in html


def test_a_decision_prints_its_facts_and_holding_once(client):
    decision = Decision.objects.exclude(facts="").exclude(holding="").first()
    assert decision is not None
    html = client.get(decision.get_absolute_url()).content.decode()
    outside = html.split('<details class="full-text">')[0]
    assert '<details class="full-text">' in html and "decision-text" not in outside


def test_the_site_has_a_favicon(client):
    assert 'rel="icon"' in client.get("/").content.decode()
    r = client.get("/favicon.ico")
    assert r.status_code == 301 and r["Location"].endswith("favicon.svg")


@pytest.mark.parametrize(
    ("event", "words"),
    [
        ({"type": "bid", "seat": "N", "action": "order_up", "alone": True}, "N: “I play alone at hearts”"),
        ({"type": "bid", "seat": "E", "action": "make", "suit": "S", "alone": True}, "E: “I play alone at spades”"),
        ({"type": "bid", "seat": "N", "action": "order_up"}, "N orders it up"),
    ],
)
def test_a_lone_declaration_is_in_the_words_law_98_allows(event: dict[str, Any], words: str):
    # Law 98: 'It is not permitted to say, "I order it up and play it alone" ... The declaration must be,
    # "I play alone at hearts," or, "Alone at hearts."'
    assert describe_event(event, "euchre-1888", "9H") == words


def test_the_ruling_page_shows_a_law_of_dummy_by_its_title_and_links_it(client):
    """Dummy, Law II ("Dummy is not liable to the penalty for a revoke") is cited as the corpus numbers it
    (dummy-2) and shown by its title, with its text, never as "Law dummy-2"."""
    hand = ["5H", "3D", "4D", "5D", "6D", "7D", "8D", "9D", "10D", "JD", "QD", "KD", "AD"]
    plays = [("N", "AH"), ("E", "3D"), ("S", "3H"), ("W", "4H")]
    case = {
        "code": "club-1864",
        "dealer": "W",
        "trump": "2C",
        "game": "dummy",
        "dummy": "E",
        "hands": {"E": hand},
        "events": [
            *({"type": "play", "seat": s, "card": c} for s, c in plays),
            {"type": "quit", "seat": "N"},
            {"type": "play", "seat": "N", "card": "KH"},
            {"type": "play", "seat": "E", "card": "5H"},
        ],
    }
    html = client.post("/cases/rule/", {"case": json.dumps(case)}).content.decode()
    assert "Law dummy" not in html and "dummy-2</" not in html
    assert 'href="/laws/club-1864/dummy-2/">Dummy, Law II</a>' in html
    assert "Dummy is not liable to the penalty for a revoke" in html

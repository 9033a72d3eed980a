"""The builder enters what the table played, on a phone (390×844, touch, 800 ms added to every request).

Club Code, dealer S, clubs trumps: W leads the king of hearts, N renounces (2S), E plays 3H and S wins with the
ace; S leads the second trick (Law 73 and the revoke turn on who played which card). The builder knows the
winner before the engine answers, from the trump and the suit led as the engine reckons them.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from engine import describe
from tests.e2e.axe import assert_no_violations
from tests.e2e.test_builder_at_the_table import phone, recorded  # noqa: F401  (the fixture)

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

TWO_TRICKS = ["W KH", "N 2S", "E 3H", "S AH", "S 9H", "W 10H", "N 5H", "E JH"]


def plays(page: Page) -> list[str]:
    return [f"{e['seat']} {e['card']}" for e in recorded(page)["events"] if e["type"] == "play"]


def test_two_tricks_on_one_line_the_winner_of_the_first_leads_the_second(phone: Page) -> None:  # noqa: F811
    page = phone
    page.goto("/cases/new/")
    expect(page.locator("#builder")).to_be_visible()
    # Without the trump, who won the first trick (a spade among hearts) cannot be told: nothing is entered.
    page.fill("#quick-entry", "dealer:S KH 2S 3H AH 9H")
    page.press("#quick-entry", "Enter")
    expect(page.locator(".quick-entry .field-error")).to_contain_text("9H: who leads trick 2 cannot be told")
    expect(page.locator("#quick-entry")).to_have_value("dealer:S KH 2S 3H AH 9H")
    assert recorded(page)["events"] == []
    page.fill("#quick-entry", "dealer:S trump:2C KH 2S 3H AH 9H 10H 5H JH")
    page.press("#quick-entry", "Enter")
    expect(page.locator('#table [data-last-trick="JH"]')).to_be_visible()
    assert plays(page) == TWO_TRICKS
    expect(page.locator(".quick-entry .field-error")).to_have_count(0)
    # What went in, echoed in the engine's words in the bar at the foot of the screen: S leads the second trick.
    said = [describe({"type": "play", "seat": p.split()[0], "card": p.split()[1]}, "club-1864") for p in TWO_TRICKS]
    assert said[4] == "S plays 9H"
    echo = page.locator("#entry-echo")
    expect(echo).to_have_text(f"Recorded: {'; '.join(said)}.")
    expect(echo).to_be_in_viewport()
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    assert_no_violations(page, "the builder after two tricks typed on one line")
    # Undo takes back the whole line, as it was entered, and says so.
    page.click(".undo-entry")
    expect(page.locator('#table [data-last-trick="JH"]')).to_have_count(0)
    expect(echo).to_have_text(f"Undone: {'; '.join(said)}.")
    assert plays(page) == []


def test_eight_cards_tapped_as_fast_as_the_page_takes_them_across_a_trick_s_end(phone: Page) -> None:  # noqa: F811
    page = phone
    page.goto("/cases/new/")
    expect(page.locator("#builder")).to_be_visible()
    page.select_option("#b-dealer", "S")
    page.select_option("#b-trump", "2C")
    # Each tap as soon as the card is there: the engine's answer for the first trick is still on its way.
    for card in [entry.split()[1] for entry in TWO_TRICKS]:
        page.locator(f'.play-grid button[data-play="{card}"]').tap()
    expect(page.locator('#table [data-last-trick="JH"]')).to_be_visible()
    assert plays(page) == TWO_TRICKS
    expect(page.locator("#table figcaption")).to_contain_text("Trick 2 complete, won by E")
    expect(page.locator("#entry-echo")).to_have_text("Recorded: E plays JH.")  # each tap echoed as it went in
    # Undo takes back the last tap alone, and says so: E is in turn again, the cards before kept.
    page.locator(".undo-entry").tap()
    expect(page.locator("#entry-echo")).to_have_text("Undone: E plays JH.")
    expect(page.locator('#table [data-last-trick="JH"]')).to_have_count(0)
    assert plays(page) == TWO_TRICKS[:-1]
    expect(page.locator('.play-grid button[data-play="JH"][data-seat="E"]')).to_be_visible()


def test_the_builders_law_search_opens_a_law_cited_in_place_and_sends_words_to_the_search(phone: Page) -> None:  # noqa: F811
    page = phone
    page.goto("/cases/new/")
    expect(page.locator("#builder")).to_be_visible()
    page.fill("#quick-entry", "dealer:S trump:2C KH 2S")
    page.press("#quick-entry", "Enter")
    expect(page.locator("#entry-echo")).to_contain_text("N plays 2S")
    # A roman numeral, as the old books print it: the law of the case's code (the Club Code), opened in place,
    # the case kept as it was.
    page.fill("#law-lookup-q", "LXXII")
    page.press("#law-lookup-q", "Enter")
    opened = page.locator('#law-lookup-answer details.law-quote[data-law="club-1864:72"]')
    expect(opened).to_contain_text("Law 72")
    expect(page.locator("#law-lookup-answer h3")).to_have_text(["The Club Code (1864)"])
    assert plays(page) == ["W KH", "N 2S"]
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    assert_no_violations(page, "the builder with a law opened from its law search")
    # "whist" names both whist codes: the law of each.
    page.fill("#law-lookup-q", "whist law 19")
    page.press("#law-lookup-q", "Enter")
    expect(page.locator("#law-lookup-answer details.law-quote")).to_have_count(2)
    # Words go to the site's search.
    page.fill("#law-lookup-q", "revoke penalty")
    page.press("#law-lookup-q", "Enter")
    expect(page).to_have_url(re.compile(r"/search/\?q=revoke\+penalty"))

"""Every option's number is read from the ruling: under a club's statute making the revoke's penalty two tricks,
the select boxes of the ruling given, the decision and the motion, the words of an election, the waiting line and
the casebook say two, as the findings do; the case page says an event in the engine's words."""

from __future__ import annotations

from typing import Any

import pytest

from appeals.forms import DecideForm, RulingGivenForm
from appeals.templatetags.appeals import elected_label
from casebook.findings import LawBook
from decisions.case_display import describe_event, option_words, waiting_for
from decisions.rulings import ruling_for_document
from tests.factories import revoke_case

pytestmark = pytest.mark.django_db

TWO_TRICKS = [{"law": "72", "provision": "revoke_penalty", "value": 2}]


def two_trick_ruling(*events: dict[str, Any]) -> dict[str, Any]:
    case = revoke_case(amendments=TWO_TRICKS)
    case["events"] += list(events)
    return ruling_for_document(case)


@pytest.mark.parametrize("form", [RulingGivenForm, DecideForm])
def test_the_select_boxes_say_the_statutes_number(form: Any) -> None:
    choices = [label for _, label in form(ruling=two_trick_ruling()).fields["elect-0"].choices]
    assert choices == [
        "No election",
        "Take two tricks from the revoking player (N–S choose)",
        "Deduct two points from his score (N–S choose)",
        "Add two to their own score (N–S choose)",
    ]


def test_the_waiting_line_and_an_election_say_two() -> None:
    ruling = two_trick_ruling()
    assert waiting_for(ruling) == (
        "Waiting for N and S to choose: take two tricks from the revoking player; or deduct two points from his"
        " score; or add two to their own score."
    )
    elect = {"type": "elect", "side": "NS", "option": "take_three_tricks"}
    assert (
        describe_event(elect, "club-1864", "2C", option_words(ruling))
        == "N and S elect: take two tricks from the revoking player"
    )


def test_the_option_elected_says_two_in_the_appeal_and_the_casebook() -> None:
    ruling = two_trick_ruling({"type": "elect", "side": "NS", "option": "add_three"})
    finding = ruling["findings"][0]
    assert finding["elected"] == "add_three"
    assert elected_label(finding) == "add two to their own score"
    book = LawBook()
    book.ask("club-1864", ruling)
    book.fetch()
    (brief,) = book.brief("club-1864", ruling).findings
    assert brief.elected_words == "add two to their own score"
    assert brief.read_out[1] == "N and S chose (Law 72 I): add two to their own score."

"""A meeting of three members with a quorum of two decides an appeal, one member dissenting, in a real browser:
each member casts his own vote, the last from the link of his notice; the casebook record and the minutes show
who sat and the dissent, and the minutes print."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.axe import violations
from tests.factories import open_appeal

from .test_case_builder import log_in, log_out, make_user

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_a_meeting_of_three_with_quorum_two_decides_an_appeal_with_one_dissent(page: Page, settings, screenshots):
    from django.contrib.auth.models import User

    settings.COMMITTEE_QUORUM = 2
    make_user("rita", "referee")
    for name in ("ada", "bea", "cy"):
        make_user(name, "committee")
    appeal = open_appeal(User.objects.get(username="rita"))

    log_in(page, "ada")
    page.goto("/meetings/")
    page.get_by_role("link", name="Hold a meeting").click()
    assert violations(page) == []
    page.get_by_label("The day the committee met").fill("2026-05-01")
    for name in ("ada", "bea", "cy"):
        page.get_by_label(name, exact=True).check()
    page.get_by_role("button", name="Open the meeting").click()
    expect(page.locator("h1")).to_have_text("Minutes of the committee's meeting of 1 May 2026")
    expect(page.locator(".quorum")).to_contain_text("Quorum 2: present.")

    page.get_by_label("Move that an appeal be decided").select_option(str(appeal.pk))
    page.get_by_role("button", name="Move a motion").click()
    assert violations(page) == []
    page.get_by_label("Varied").check()
    page.get_by_label("The motion's reasons (Markdown)").fill(
        "The revoke was established; N and S should have deducted."
    )
    page.get_by_label("Finding 1 (revoke): the option elected").select_option("deduct_three")
    page.get_by_role("button", name="Move the motion").click()
    expect(page.locator("h1")).to_have_text("The votes on motion 1")
    assert violations(page) == []

    # Moved, not carried: the appeal is open still for every reader.
    record = page.context.new_page()
    record.goto(appeal.get_absolute_url())
    expect(record.locator("#decision-heading + p")).to_have_text("Open: the committee has not decided yet.")
    record.close()

    # Each member casts his own vote, signed in as himself; the terms are before him.
    expect(page.locator("dl.terms")).to_contain_text("varied")
    votes_url = page.url
    for name in ("ada", "bea"):
        if name != "ada":
            log_out(page)
            log_in(page, name)
            page.goto(votes_url)
        page.get_by_role("group", name="Your vote").get_by_label("For", exact=True).check()
        page.get_by_role("button", name="Cast my vote").click()
        expect(page.locator(".messages")).to_contain_text("Your vote is recorded")
    # cy votes from the link in his notice: it opens a page that asks him to confirm.
    from meetings.links import vote_token
    from meetings.models import Motion

    motion_row = Motion.objects.get(appeal=appeal)
    log_out(page)
    log_in(page, "cy")
    page.goto(f"/meetings/vote/{vote_token(User.objects.get(username='cy').pk, motion_row.pk)}/")
    expect(page.locator("h1")).to_have_text("Your vote on motion 1 of the meeting of 1 May 2026")
    assert violations(page) == []
    page.get_by_role("group", name="Your vote").get_by_label("Against", exact=True).check()
    page.get_by_label("Your reasons (Markdown)").fill("The claim came **too late**: the cards were cut.")
    page.get_by_role("button", name="Cast my vote").click()

    expect(page.locator(".messages")).to_contain_text("Motion 1 is carried.")
    expect(page.locator(".present")).to_have_text("Present: ada, bea, cy.")
    motion = page.locator("#motion-1")
    expect(motion.locator(".state")).to_have_text("Carried: 2 for, 1 against, 0 abstaining.")
    expect(motion.locator(".dissent h3")).to_have_text("Dissent of cy")
    expect(motion.locator(".dissent strong")).to_have_text("too late")
    assert violations(page) == []
    page.emulate_media(media="print")
    expect(page.locator("header.site nav")).to_be_hidden()
    expect(page.locator(".choose-appeal")).to_have_count(0)
    page.screenshot(path=str(screenshots / "meeting-minutes-print.png"), full_page=True)
    page.emulate_media(media="screen")

    motion.get_by_role("link", name=f"appeal {appeal.pk}").click()
    expect(page.locator(".outcome")).to_contain_text("Ruling varied")
    sat = page.locator(".who-sat")
    expect(sat).to_contain_text("Decided at the meeting of 1 May 2026, motion 1. Sat: ada, bea, cy.")
    expect(sat.locator(".tally")).to_have_text("Carried: 2 for, 1 against, 0 abstaining.")
    expect(sat.locator(".dissent h4")).to_have_text("Dissent of cy")
    expect(sat.locator(".dissent strong")).to_have_text("too late")
    assert violations(page) == []
    page.screenshot(path=str(screenshots / "meeting-appeal-record.png"), full_page=True)

"""One outbox per account on a phone passed between referees (issue 49).

The cases waiting on a device were one list for every account: signed out, the builder listed the last referee's
waiting titles, and when another referee opened the builder the first one's case was saved as his. A case waiting
is kept with the account it was saved under, shown and sent only while that account is signed in.
"""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import Page, expect

from cases.models import SavedCase
from tests.e2e.test_case_builder import log_in, log_out, make_user
from tests.factories import REVOKE_CASE

pytestmark = pytest.mark.django_db(transaction=True)

TITLE = "Ada's revoke, kept on the club's phone"
# An entry as static/js/outbox.js keeps it (keepWaiting), put there while the site did not answer.
KEEP = """async ([account, text, title]) => {
  const db = await new Promise((resolve, reject) => {
    const request = indexedDB.open("laws-offline", 1);
    request.onupgradeneeded = () => request.result.createObjectStore("waiting-cases", { keyPath: "key" });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  await new Promise((resolve, reject) => {
    const tx = db.transaction("waiting-cases", "readwrite");
    tx.objectStore("waiting-cases").put({ key: crypto.randomUUID(), account, text, title, public: false, kept: new Date().toISOString() });
    tx.oncomplete = resolve;
    tx.onerror = () => reject(tx.error);
  });
}"""


def _builder_drawn(page: Page) -> None:
    page.goto("/cases/new/")
    page.wait_for_selector("#waiting-cases[data-drawn]", state="attached")


def test_two_referees_on_one_browser_each_see_and_send_only_their_own_cases(page: Page) -> None:
    make_user("ada", "referee")
    make_user("bob", "referee")
    log_in(page, "ada")
    ada = page.locator("#case-form").get_attribute("data-account")
    assert ada
    log_out(page)
    # Kept while Ada's builder was open and the site out of reach: it waits on the device for her.
    page.evaluate(KEEP, [ada, json.dumps({**REVOKE_CASE, "title": TITLE}), TITLE])

    _builder_drawn(page)  # signed out: nobody's cases
    expect(page.locator("#waiting-cases li")).to_have_count(0)

    log_in(page, "bob")
    _builder_drawn(page)  # Bob's builder neither lists Ada's case nor sends it as his
    expect(page.locator("#waiting-cases li")).to_have_count(0)
    log_out(page)

    log_in(page, "ada")  # lands on the builder, which sends her case: its outcome is shown on this page
    page.wait_for_selector("#waiting-cases[data-drawn]", state="attached")
    expect(page.locator('#waiting-cases li[data-state="saved"]')).to_contain_text(TITLE)
    saved = SavedCase.objects.get(title=TITLE)
    assert saved.owner.username == "ada"
    assert not SavedCase.objects.filter(owner__username="bob").exists()

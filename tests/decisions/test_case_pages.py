"""The case pages: the no-JavaScript form, rulings, saving, visibility, download and upload, adoption."""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client

from cases.models import SavedCase
from decisions.models import Citation, Decision
from tests.engine.conftest import CASES as ENGINE_CASES
from tests.factories import saved_case

pytestmark = pytest.mark.django_db


def post_case(client, url, document=None, text=None, **extra):  # type: ignore[no-untyped-def]
    data = {"case": text if text is not None else json.dumps(document)}
    data.update(extra)
    return client.post(url, data)


def save(client, user, document, public=False):  # type: ignore[no-untyped-def]
    client.force_login(user)
    r = post_case(client, "/cases/save/", document, **({"public": "on"} if public else {}))
    assert r.status_code == 302, r.content.decode()[:2000]
    client.logout()
    return SavedCase.objects.get(pk=int(r["Location"].strip("/").split("/")[-1]))


# ---------------------------------------------------------------- the builder page


def test_builder_page_has_the_form_that_works_without_javascript(client):
    r = client.get("/cases/new/")
    assert r.status_code == 200
    html = r.content.decode()
    assert 'action="/cases/rule/"' in html and 'enctype="multipart/form-data"' in html
    assert 'name="csrfmiddlewaretoken"' in html
    assert '<textarea name="case"' in html and 'type="file" name="case_file"' in html
    assert '<script type="module" src="/static/js/case-builder.js"></script>' in html
    assert 'data-rulings-url="/api/v1/rulings/"' in html


@pytest.mark.parametrize("url", ["/cases/new/", "/cases/", "/accounts/login/", "/"])
def test_no_inline_script_and_no_inline_handlers(client, url):
    html = client.get(url).content.decode()
    for tag in re.findall(r"<script\b[^>]*>", html):
        assert "src=" in tag, tag
    assert all(not body.strip() for body in re.findall(r"<script\b[^>]*>(.*?)</script>", html, re.S)), "inline script"
    assert not re.search(r"\son[a-z]+\s*=", html), "an inline event handler"


def test_the_saving_button_is_only_for_referees(client, referee):
    assert "/cases/save/" not in client.get("/cases/new/").content.decode()
    client.force_login(referee)
    assert 'formaction="/cases/save/"' in client.get("/cases/new/").content.decode()


# ---------------------------------------------------------------- trying a case (no JavaScript)


def test_trying_a_case_shows_the_ruling(client, revoke_case):
    r = post_case(client, "/cases/rule/", revoke_case)
    assert r.status_code == 200
    html = r.content.decode()
    assert "Revoke. Offender: E." in html and 'href="#event-1"' in html
    assert "a revoke (Law 71)" in html  # the engine's summary
    for law in ("72", "73"):
        assert f'<a href="/laws/club-1864/{law}/">Law {law}</a>' in html
    assert 'data-law="73"' in html and "<details" in html  # the text, expandable in place
    assert "Established" in html and "Claimed in time" in html
    assert 'data-option="take_three_tricks"' in html and "<td>N–S</td>" in html
    assert "Precedents on these laws" in html and "/decisions/clay-case-7/" in html
    assert "not saved" in html
    assert '<li id="event-1" value="1">E plays 3S</li>' in html


class LinkWords(HTMLParser):
    """Every link of a page with the words it says (an image's alt text counts)."""

    def __init__(self) -> None:
        super().__init__()
        self.open: list[list[str]] = []
        self.links: list[tuple[str, str]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "a":
            self.open.append([dict(attrs).get("href") or "", ""])
        elif tag == "img":
            for link in self.open:
                link[1] += dict(attrs).get("alt") or ""

    def handle_data(self, data: str) -> None:
        for link in self.open:
            link[1] += data

    def handle_endtag(self, tag: str) -> None:
        if tag == "a" and self.open:
            href, words = self.open.pop()
            self.links.append((href, words.strip()))


def test_the_ruling_opens_with_what_the_referee_reads_out(client, referee, revoke_case):
    client.force_login(referee)
    html = post_case(client, "/cases/rule/", revoke_case).content.decode()
    first, detail = html.index('class="ruling-first"'), html.index('id="ruling-detail"')
    read_out = html[first:detail]
    assert "<strong>Revoke. Offender: E.</strong>" in read_out
    assert "Laws 71, 72, 73" in read_out and "A revoke is established, if the trick" in read_out  # quoted, folded
    assert "72 V" in read_out and "72.V" not in read_out  # as the engine's summary cites it
    assert (
        "N and S may choose (Law 72 I): take three tricks from the revoking player; or deduct three points from his"
        " score; or add three to their own score." in read_out
    )
    assert "<strong>Result:</strong>" in read_out
    # Save and Print come after it, before the detail; the detail, the replay and the precedents after them, in folds.
    result = html.index("<strong>Result:</strong>")
    assert result < html.index('id="save-case"') < detail and result < html.index('class="print-button') < detail
    assert detail < html.index('id="replay-fold"') < html.index('id="precedents-fold"')


def test_a_finding_with_no_penalty_or_choice_reads_its_summary_out_in_full(client):
    """The euchre shuffle below the table: nothing comes between who offended and the summary, so the summary is
    what follows and is not folded away; a revoke's summary, after its choice, is folded."""
    shuffle = {
        "code": "euchre-1888",
        "dealer": "S",
        "trump": "9H",
        "events": [{"type": "shuffle", "seat": "S", "how": "below_table"}],
    }
    html = post_case(client, "/cases/rule/", shuffle).content.decode()
    read_out = html[html.index('class="ruling-first"') : html.index('id="ruling-detail"')]
    summaries = re.findall(r'<p class="penalty">([^<]+)</p>', read_out)
    assert len(summaries) == 2 and "The finding in full" not in read_out  # below the table; before the partner
    assert summaries[0].endswith("(Law 22). The law names no penalty, and the engine gives none.")


def test_every_link_of_the_ruling_says_where_it_goes_and_the_options_cite_laws_as_the_summary_does(client, revoke_case):
    html = post_case(client, "/cases/rule/", revoke_case).content.decode()
    words = LinkWords()
    words.feed(html)
    assert [href for href, said in words.links if not said] == []
    options = html[
        html.index('<table class="options">') : html.index("</table>", html.index('<table class="options">'))
    ]
    assert '<a href="/laws/club-1864/72/#clause-I">Law 72, clause I</a>' in options
    assert ">72.I<" not in html


def test_the_ruling_page_prints_cleanly(client, revoke_case):
    html = post_case(client, "/cases/rule/", revoke_case).content.decode()
    assert "/static/css/cases.css" in html and "/static/js/ruling-page.js" in html
    css = open("static/css/cases.css").read()
    assert "@media print" in css and ".case-actions" in css.split("@media print")[1]
    assert 'class="case-actions no-print"' in html


def test_text_that_is_not_json_says_where_and_keeps_the_text(client):
    r = post_case(client, "/cases/rule/", text='{"code": "club-1864",')
    assert r.status_code == 400
    html = r.content.decode()
    assert "The case is not valid JSON" in html and "line 1" in html
    assert "{&quot;code&quot;: &quot;club-1864&quot;," in html  # the text is kept in the box


def test_engine_errors_are_listed_with_their_event_and_field(client, revoke_case):
    revoke_case["events"][1]["card"] = "1S"
    r = post_case(client, "/cases/rule/", revoke_case)
    assert r.status_code == 400
    html = r.content.decode()
    assert "Event 1, <code>events.1.card</code>" in html
    assert "1S" in html


def test_an_empty_case_is_refused_with_a_message(client):
    r = post_case(client, "/cases/rule/", text="   ")
    assert r.status_code == 400
    assert "The case is empty" in r.content.decode()


def test_get_on_a_form_address_is_not_a_500(client):
    for url in ("/cases/rule/", "/cases/save/", "/cases/download/"):
        assert client.get(url).status_code == 405


# ---------------------------------------------------------------- upload and download


def test_upload_a_case_file(client, revoke_case):
    upload = SimpleUploadedFile("revoke.json", json.dumps(revoke_case).encode(), "application/json")
    r = client.post("/cases/rule/", {"case": "", "case_file": upload})
    assert r.status_code == 200
    assert 'data-law="73"' in r.content.decode()


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"code: club-1864\n", "The file bad.json is not JSON: line 1, column 1"),
        (b"\xff\xfe\x00garbage", "The file bad.json is not text in UTF-8"),
        (b"[1, 2]", "The file bad.json holds JSON but not a case"),
    ],
)
def test_an_upload_that_is_not_a_case_reshows_the_form_and_keeps_the_text(client, content, message):
    upload = SimpleUploadedFile("bad.json", content, "application/json")
    r = client.post("/cases/rule/", {"case": "what I typed", "case_file": upload})
    assert r.status_code == 400
    html = r.content.decode()
    assert message in html
    assert "what I typed</textarea>" in html


def test_an_upload_too_large_is_refused_with_413_and_the_limit(client):
    upload = SimpleUploadedFile("big.json", b" " * 1_048_577, "application/json")
    r = client.post("/cases/rule/", {"case": "", "case_file": upload})
    assert r.status_code == 413
    assert "is at most 1,048,576 bytes (1 MiB)" in r.content.decode()


def test_the_upload_field_states_the_same_limit_as_the_server(client):
    html = client.get("/cases/new/").content.decode()
    assert "Or upload a case file (.json, at most 1,048,576 bytes (1 MiB))" in html


def test_download_and_upload_round_trip(client, referee, revoke_case):
    saved = save(client, referee, revoke_case)
    client.force_login(referee)
    r = client.get(f"/cases/{saved.pk}/case.json")
    assert r.status_code == 200
    assert r["Content-Type"] == "application/json"
    assert r["Content-Disposition"] == f'attachment; filename="case-{saved.pk}.json"'
    assert json.loads(r.content) == revoke_case
    again = client.post("/cases/save/", {"case": "", "case_file": SimpleUploadedFile("c.json", r.content)})
    assert again.status_code == 302
    copy = SavedCase.objects.exclude(pk=saved.pk).get()
    assert copy.case == saved.case and copy.ruling["findings"] == saved.ruling["findings"]


def test_download_of_a_case_not_saved(client, revoke_case):
    r = post_case(client, "/cases/download/", revoke_case)
    assert r.status_code == 200 and r["Content-Disposition"] == 'attachment; filename="case.json"'
    assert json.loads(r.content) == revoke_case
    bad = post_case(client, "/cases/download/", text="{not json")
    assert bad.status_code == 400 and "The case is not valid JSON" in bad.content.decode()


def test_the_builder_takes_a_saved_case_to_edit(client, referee, revoke_case):
    saved = save(client, referee, revoke_case, public=True)
    html = client.get(f"/cases/new/?from={saved.pk}").content.decode()
    assert "E renounces hearts holding one" in html and "&quot;3S&quot;" in html


# ---------------------------------------------------------------- saving and who may


def test_anonymous_saving_goes_to_the_login_page_and_saves_nothing(client, revoke_case):
    r = client.post(
        "/cases/save/", {"case": json.dumps(revoke_case)}, headers={"referer": "http://testserver/cases/new/"}
    )
    assert r.status_code == 302 and r["Location"] == "/accounts/login/?next=/cases/new/"
    assert not SavedCase.objects.exists()


def test_a_user_without_a_role_cannot_save(client, reader_account, revoke_case):
    client.force_login(reader_account)
    r = post_case(client, "/cases/save/", revoke_case)
    assert r.status_code == 403 and "referee role" in r.content.decode()
    assert not SavedCase.objects.exists()


def test_a_referee_saves_a_case_with_its_ruling(client, referee, revoke_case):
    saved = save(client, referee, revoke_case)
    assert saved.owner == referee and saved.title == revoke_case["title"] and saved.code == "club-1864"
    assert not saved.public and saved.decision is None
    assert saved.case == revoke_case
    assert saved.ruling["valid"] and saved.ruling["findings"][0]["kind"] == "revoke"
    assert saved.ruling["precedents"]  # saved with the precedents of the day


def test_a_case_with_errors_is_not_saved_and_the_text_is_kept(client, referee, revoke_case):
    revoke_case["dealer"] = "X"
    client.force_login(referee)
    r = post_case(client, "/cases/save/", revoke_case)
    assert r.status_code == 400
    html = r.content.decode()
    assert "The case was not saved" in html and "<code>dealer</code>" in html
    assert "&quot;X&quot;" in html
    assert not SavedCase.objects.exists()


def test_every_form_needs_its_csrf_token(referee, committee, revoke_case):
    saved = saved_case(referee, revoke_case, title="t", ruling={"valid": True})
    strict = Client(enforce_csrf_checks=True)
    strict.force_login(committee)
    for url in (
        "/cases/rule/",
        "/cases/save/",
        "/cases/download/",
        "/cases/new/",
        f"/cases/{saved.pk}/public/",
        f"/cases/{saved.pk}/adopt/",
    ):
        assert strict.post(url, {"case": json.dumps(revoke_case), "title": "t", "holding": "h"}).status_code == 403, url
    assert not Decision.objects.filter(origin=Decision.ORIGIN_COMMITTEE).exists()
    assert SavedCase.objects.count() == 1


# ---------------------------------------------------------------- visibility


def test_a_private_case_is_for_its_referee_and_the_committee(client, referee, other_referee, committee, revoke_case):
    saved = save(client, referee, revoke_case)
    missing = f"/cases/{saved.pk + 1000}/"
    for url in (f"/cases/{saved.pk}/", f"/cases/{saved.pk}/case.json", f"/cases/new/?from={saved.pk}"):
        # 404 as for a case that does not exist: neither may tell that a private case exists.
        anonymous = client.get(url)
        assert anonymous.status_code == 404 == client.get(missing).status_code
        client.force_login(other_referee)
        refused = client.get(url)
        assert refused.status_code == 404 == client.get(missing).status_code
        assert "private" not in refused.content.decode()
        for user in (referee, committee):
            client.force_login(user)
            assert client.get(url).status_code == 200, (url, user)
        client.logout()


def test_a_public_case_is_for_everyone(client, referee, revoke_case):
    saved = save(client, referee, revoke_case, public=True)
    r = client.get(f"/cases/{saved.pk}/")
    assert r.status_code == 200 and 'data-law="73"' in r.content.decode()
    assert client.get(f"/cases/{saved.pk}/case.json").status_code == 200


def test_the_list_shows_what_each_may_see(client, referee, other_referee, committee, revoke_case):
    mine = save(client, referee, revoke_case)
    public = save(client, other_referee, {**revoke_case, "title": "Shown to all"}, public=True)
    hidden = save(client, other_referee, {**revoke_case, "title": "Kept private"})

    def listed() -> set[int]:
        html = client.get("/cases/").content.decode()
        return {int(n) for n in re.findall(r'href="/cases/(\d+)/"', html)}

    assert listed() == {public.pk}
    client.force_login(referee)
    assert listed() == {mine.pk, public.pk}
    client.force_login(committee)
    assert listed() == {mine.pk, public.pk, hidden.pk}


def test_only_its_referee_makes_a_case_public(client, referee, other_referee, committee, revoke_case):
    saved = save(client, referee, revoke_case)
    url = f"/cases/{saved.pk}/public/"
    assert client.post(url, {"public": "1"})["Location"].startswith("/accounts/login/")
    for user, status in ((other_referee, 404), (committee, 403)):
        client.force_login(user)
        assert client.post(url, {"public": "1"}).status_code == status
    saved.refresh_from_db()
    assert not saved.public
    client.force_login(referee)
    assert client.post(url, {"public": "1"}).status_code == 302
    saved.refresh_from_db()
    assert saved.public
    client.logout()
    assert client.get(f"/cases/{saved.pk}/").status_code == 200


def test_an_unknown_case_is_a_404(client):
    assert client.get("/cases/999/").status_code == 404
    assert client.get("/cases/999/case.json").status_code == 404


# ---------------------------------------------------------------- adoption through the pages


def test_anonymous_and_referees_cannot_adopt(client, referee, revoke_case):
    saved = save(client, referee, {**revoke_case}, public=True)
    url = f"/cases/{saved.pk}/adopt/"
    for method in (client.get, client.post):
        r = method(url, {"title": "t", "holding": "h"}) if method == client.post else method(url)
        assert r.status_code == 302 and r["Location"].startswith("/accounts/login/")
    client.force_login(referee)
    assert client.get(url).status_code == 403
    r = client.post(url, {"title": "t", "holding": "h"})
    assert r.status_code == 403 and "committee role" in r.content.decode()
    assert not Decision.objects.filter(origin=Decision.ORIGIN_COMMITTEE).exists()
    assert "/adopt/" not in client.get(f"/cases/{saved.pk}/").content.decode()


def test_the_committee_adopts_a_case_as_a_decision(client, referee, committee, revoke_case):
    saved = save(client, referee, revoke_case)
    client.force_login(committee)
    assert f'href="/cases/{saved.pk}/adopt/"' in client.get(f"/cases/{saved.pk}/").content.decode()
    form = client.get(f"/cases/{saved.pk}/adopt/")
    assert form.status_code == 200 and 'name="holding"' in form.content.decode()
    r = client.post(
        f"/cases/{saved.pk}/adopt/",
        {
            "title": "Revoke established by playing to the next trick",
            "holding": "**Established.** <script>alert(1)</script>",
        },
    )
    decision = Decision.objects.get(slug=f"committee-case-{saved.pk}")
    assert r.status_code == 302 and r["Location"] == decision.get_absolute_url()
    assert decision.origin == "committee" and decision.authority.slug == "club-committee"
    laws = set(Citation.objects.filter(decision=decision).values_list("law__number", flat=True))
    assert {"71", "72", "73"} <= laws
    assert set(decision.citations.values_list("kind", flat=True)) == {"explicit"}
    page = client.get(decision.get_absolute_url()).content.decode()
    assert "<strong>Established.</strong>" in page and "<script>alert" not in page
    assert decision.get_absolute_url() in client.get("/decisions/?law=club-1864:73").content.decode()
    assert decision.get_absolute_url() in client.get("/decisions/?law=club-1864:72").content.decode()
    # It is now a precedent for the next ruling on these laws.
    ruling = client.post("/api/v1/rulings/", json.dumps(revoke_case), content_type="application/json").json()
    assert decision.slug in [p["id"] for p in ruling["precedents"]]
    # Adopting again makes no second decision, and says so, keeping the second holding in the form.
    again = client.post(f"/cases/{saved.pk}/adopt/", {"title": "x", "holding": "my second holding"})
    assert again.status_code == 409
    assert "was adopted already" in again.content.decode() and "my second holding" in again.content.decode()
    assert Decision.objects.filter(origin="committee").count() == 1
    assert client.get(f"/cases/{saved.pk}/adopt/")["Location"] == decision.get_absolute_url()


def test_an_adoption_form_with_blanks_says_what_is_missing(client, referee, committee, revoke_case):
    saved = save(client, referee, revoke_case)
    client.force_login(committee)
    r = client.post(f"/cases/{saved.pk}/adopt/", {"title": "", "holding": ""})
    assert r.status_code == 400
    assert r.content.decode().count("This field is required.") == 2
    assert not Decision.objects.filter(origin="committee").exists()


def test_a_finding_is_named_in_the_engine_s_words_never_by_its_kind_s_id(client):
    """The kind `attention_to_trick` is "Attention called to the trick", as the engine's vocabulary names it."""
    case = json.loads((ENGINE_CASES / "law-86-attention-called-to-the-trick.case.json").read_text())
    html = post_case(client, "/cases/rule/", case).content.decode()
    assert "Attention called to the trick" in html
    assert "attention to trick" not in html.lower()

"""Who may do what on the appeal pages, feeds and endpoints; script in what people write stays inert."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from html.parser import HTMLParser

import pytest
from django.urls import reverse
from rest_framework.test import APIClient

from appeals.services import appeal_decide, appeal_lodge
from tests.factories import case_with_ruling_given

pytestmark = pytest.mark.django_db

ROLES = ["anonymous", "no role", "referee", "owner", "committee", "administrator"]
LOGIN = "login"  # anonymous users are sent to log in
# Expected status per role, in the order of ROLES.
PAGES = {
    "appeal list": ("GET", "/appeals/", [200, 200, 200, 200, 200, 200]),
    "public appeal": ("GET", "/appeals/{public}/", [200, 200, 200, 200, 200, 200]),
    "private appeal": ("GET", "/appeals/{private}/", [LOGIN, 404, 404, 200, 200, 200]),
    "ruling given form": ("GET", "/cases/{case}/ruling-given/", [LOGIN, 403, 403, 200, 403, 200]),
    "lodge form": ("GET", "/cases/{case}/appeal/", [LOGIN, 403, 403, 200, 200, 200]),
    "decide form": ("GET", "/appeals/{public}/decide/", [LOGIN, 403, 403, 403, 200, 200]),
    "record a treatment": ("POST", "/decisions/clay-case-7/treatments/", [LOGIN, 403, 403, 403, 400, 400]),
    "whole feed": ("GET", "/feeds/all.atom", [200] * 6),
    "law feed": ("GET", "/feeds/club-1864/73.atom", [200] * 6),
}
# Anonymous: 401 (no token, no session: WWW-Authenticate names the token), as every API write answers.
API = {
    "list": ("GET", "/api/v1/appeals/", {}, [200] * 6),
    "public detail": ("GET", "/api/v1/appeals/{public}/", {}, [200] * 6),
    "private detail": ("GET", "/api/v1/appeals/{private}/", {}, [404, 404, 404, 200, 200, 200]),
    "ruling given": ("PUT", "/api/v1/cases/{case}/ruling-given/", {}, [401, 403, 403, 200, 403, 200]),
    "lodge": (
        "POST",
        "/api/v1/appeals/",
        {"case": "{fresh}", "side": "EW", "grounds": "g"},
        [401, 403, 403, 201, 201, 201],
    ),
    "treatment": (
        "POST",
        "/api/v1/decisions/clay-case-7/treatments/",
        {"relation": "follows", "decision": "clay-case-2", "reason": "r"},
        [401, 403, 403, 403, 201, 201],
    ),
    "decide": (
        "POST",
        "/api/v1/appeals/{fresh_appeal}/decision/",
        {"outcome": "upheld", "reasons": "r"},
        [401, 403, 403, 403, 200, 200],
    ),
}


@pytest.fixture
def people(make_user, referee, committee, administrator, reader_account):
    owner = make_user("owner", "referee")
    return {
        "anonymous": None,
        "no role": reader_account,
        "referee": referee,
        "owner": owner,
        "committee": committee,
        "administrator": administrator,
    }


@pytest.fixture
def places(people, revoke_case):
    owner = people["owner"]
    public = appeal_lodge(case=case_with_ruling_given(owner, revoke_case), by=owner, side="EW", grounds="g")
    private_case = case_with_ruling_given(owner, revoke_case, public=False)
    private = appeal_lodge(case=private_case, by=owner, side="EW", grounds="g")
    plain_case = case_with_ruling_given(owner, revoke_case)

    def fresh() -> dict[str, int]:
        case = case_with_ruling_given(owner, revoke_case)
        other = case_with_ruling_given(owner, revoke_case)
        appeal = appeal_lodge(case=other, by=owner, side="NS", grounds="g")  # the committee is no party to it
        return {"fresh": case.pk, "fresh_appeal": appeal.pk}

    return {"public": public.pk, "private": private.pk, "case": plain_case.pk, "fresh": fresh}


def _fill(template: str, values: dict[str, int]) -> str:
    return template.format(**values)


@pytest.mark.parametrize("role_index,role", list(enumerate(ROLES)))
def test_page_permissions(client, people, places, role_index, role):
    if people[role]:
        client.force_login(people[role])
    for name, (method, url, expected) in PAGES.items():
        url = _fill(url, {k: v for k, v in places.items() if k != "fresh"})
        response = client.get(url) if method == "GET" else client.post(url, {"reason": ""})
        want = expected[role_index]
        if want == LOGIN:
            assert response.status_code == 302 and response["Location"].startswith("/accounts/login/"), name
        else:
            assert response.status_code == want, f"{name} for {role}: {response.status_code}"


@pytest.mark.parametrize("role_index,role", list(enumerate(ROLES)))
def test_api_permissions(people, places, role_index, role):
    api = APIClient()
    if people[role]:
        api.force_authenticate(people[role])
    for name, (method, url, body, expected) in API.items():
        values = {**{k: v for k, v in places.items() if k != "fresh"}, **places["fresh"]()}
        data = {k: (int(_fill(v, values)) if v.startswith("{") else v) for k, v in body.items()}
        response = getattr(api, method.lower())(_fill(url, values), data, format="json")
        assert response.status_code == expected[role_index], f"{name} for {role}: {response.content[:200]!r}"


class ActiveParts(HTMLParser):
    """What a browser would run: script elements, on* attributes, javascript: links."""

    def __init__(self) -> None:
        super().__init__()
        self.found: list[str] = []
        self.in_script = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.in_script = tag == "script"
        for name, value in attrs:
            if name.startswith("on") or (value or "").strip().lower().startswith("javascript:"):
                self.found.append(f"{tag} {name}={value}")

    def handle_data(self, data: str) -> None:
        if self.in_script and "alert" in data:
            self.found.append(f"script {data}")


def active_parts(html: str) -> list[str]:
    parser = ActiveParts()
    parser.feed(html)
    return parser.found


XSS = '<script>alert("x")</script><img src=x onerror=alert(1)>[link](javascript:alert(1))'


def test_script_in_grounds_reasons_and_words_is_inert(client, people, revoke_case):
    assert active_parts(XSS)  # the detector sees the payload when it is not escaped
    owner, committee = people["owner"], people["committee"]
    case = case_with_ruling_given(owner, revoke_case)
    appeal = appeal_lodge(case=case, by=owner, side="EW", grounds=XSS)
    appeal_decide(appeal=appeal, by=committee, outcome="reversed", reasons=XSS, words=XSS, added_laws=["73"])
    for url in (
        appeal.get_absolute_url(),
        f"/decisions/appeal-{appeal.pk}/",
        reverse("appeals:list"),
        reverse("laws:law", args=["club-1864", "73"]),
    ):
        page = client.get(url).content.decode()
        assert active_parts(page) == [], url
    api = APIClient().get(f"/api/v1/appeals/{appeal.pk}/")
    assert api["Content-Type"] == "application/json"
    assert api.json()["grounds"] == XSS  # data kept as written, served as JSON
    from committee.services import commentary_save
    from committee.subjects import law_subject

    commentary_save(subject=law_subject("club-1864", "73"), by=committee, text=XSS, message="", version=0)
    for feed_url in ("/feeds/all.atom", "/feeds/club-1864/73.atom"):
        feed = ET.fromstring(client.get(feed_url).content)
        summaries = [e.text or "" for e in feed.iter("{http://www.w3.org/2005/Atom}summary")]
        # the appeal's decision and the commentary; in all.atom also the motion that decided it and its meeting
        assert len(summaries) == (4 if feed_url == "/feeds/all.atom" else 2)
        for html in summaries:  # the html an Atom reader renders
            assert active_parts(html) == []

"""Every odd input a 400 or 404 with its message, never a 500 (issue 49).

A NUL (`%00`) in a law number, a query parameter or a case cannot be stored in PostgreSQL; a digit that is
not ASCII (`²`) passed `str.isdigit()` and broke `int()`; an Authorization header's bytes that are not UTF-8
broke the token's reading. The breaks the red team found are each named below; then a property over every
address of the permission matrix (tests/permissions/matrix.py), each part of its path, each query parameter
and each field of its form in turn given an odd value, for the administrator (who may open every door).
"""

from __future__ import annotations

import json
import uuid
from typing import Any
from urllib.parse import urlencode

import pytest
from django.test import override_settings
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.decisions.test_rulings import share_of_the_profile
from tests.factories import REVOKE_CASE
from tests.permissions.matrix import MATRIX, Row
from tests.permissions.test_matrix import world  # noqa: F401 - the module's world, as the matrix builds it

pytestmark = pytest.mark.django_db

# NUL, a superscript two, an Arabic-Indic three, a full-width one: the last three are str.isdigit().
ODD = ["\x00", "72\x00", "²", "٣", "１"]
REFUSED = (400, 404)


def _answer(response: Any) -> str:
    return response.content.decode(errors="replace")


@pytest.mark.parametrize(
    "path",
    [
        "/laws/club-1864/%00/",
        "/feeds/club-1864/%00.atom",
        "/api/v1/laws/club-1864/%00/",
        "/laws/club-1864/%00/commentary/history/",
        "/laws/club-1864/%00/statute/history/",
        "/search/?q=revoke&code=%00",
        "/search/?q=revoke&authority=%00",
        "/api/v1/search/?q=revoke&code=%00",
        "/cases/new/?from=%C2%B2",
        "/cases/new/?worked=%C2%B2",
        "/laws/club-1864/72/commentary/diff/?from=%C2%B2&to=1",
        "/laws/club-1864/72/statute/diff/?from=%C2%B2&to=1",
    ],
)
def test_an_odd_address_is_answered_without_a_500(client, path: str) -> None:
    response = client.get(path)
    expected = (400,) if "%00" in path else (200, *REFUSED)
    assert response.status_code in expected, f"{path}: {response.status_code}"


# Every list a person or a program pages through: `int()` read "٣" as page 3, and "²" as no number at all.
PAGED = ["/decisions/", "/cases/", "/appeals/", "/thesaurus/", "/laws/club-1864/72/commentary/history/"]
PAGED_API = ["/api/v1/search/?q=revoke", "/api/v1/decisions/", "/api/v1/laws/", "/api/v1/appeals/"]


def _with(path: str, name: str, value: str) -> str:
    return f"{path}{'&' if '?' in path else '?'}{urlencode({name: value})}"


@pytest.mark.parametrize("value", ["²", "٣", "0"])
@pytest.mark.parametrize("path", ["/search/?q=revoke", *PAGED])
def test_a_page_that_is_no_page_number_is_a_400_naming_it(client, path: str, value: str) -> None:
    response = client.get(_with(path, "page", value))
    assert response.status_code == 400, f"{path} page={value}: {response.status_code}"
    assert "page" in _answer(response) and "whole number from 1" in _answer(response)


@pytest.mark.parametrize("value", ["²", "٣"])
@pytest.mark.parametrize("name", ["page", "page_size"])
@pytest.mark.parametrize("path", PAGED_API)
def test_the_apis_page_and_page_size_that_are_no_numbers_are_a_400_naming_them(
    client, path: str, name: str, value: str
) -> None:
    response = client.get(_with(path, name, value))
    assert response.status_code == 400, f"{path} {name}={value}: {response.status_code}"
    assert list(response.json()) == [name] and "whole number from 1" in response.json()[name]


@pytest.mark.parametrize("path", ["/decisions/?page=2", "/decisions/?page=", "/api/v1/decisions/?page_size=1&page=2"])
def test_a_page_number_in_digits_is_still_read(client, path: str) -> None:
    assert client.get(path).status_code in (200, 404)


def test_a_nul_is_refused_naming_where_it_is(client) -> None:
    response = client.get("/search/?q=revoke&code=%00")
    assert response.status_code == 400
    assert "The query parameter &#x27;code&#x27; holds a NUL character" in _answer(response)
    api = client.get("/api/v1/laws/club-1864/%00/")
    assert api.status_code == 400 and "address holds a NUL" in api.json()["detail"]


def test_an_authorization_header_that_is_not_utf8_is_refused(client) -> None:
    response = client.get("/api/v1/laws/", HTTP_AUTHORIZATION="Token \xff\xfe\xfd")
    assert response.status_code == 400
    assert response.json()["detail"].startswith("The Authorization header is not UTF-8 text")


def test_a_case_holding_a_nul_is_refused_when_ruled_saved_or_sent_offline(client, world) -> None:  # noqa: F811
    case = {**REVOKE_CASE, "title": "A revoke\u0000"}
    # Ruled: the rulings API stores nothing, and any JSON gets a ruling.
    assert client.post("/api/v1/rulings/", json.dumps(case), content_type="application/json").status_code == 200
    client.force_login(world["accounts"]["referee"])
    form = client.post("/cases/save/", {"case": json.dumps(case), "public": ""})
    assert form.status_code == 400 and "NUL character" in _answer(form)
    body = {"key": str(uuid.uuid4()), "case": json.dumps(case), "public": False}
    offline = client.post("/offline/save/", json.dumps(body), content_type="application/json")
    assert offline.status_code == 400 and "NUL character" in offline.json()["detail"]


DEEP = "[" * 1_000 + "]" * 1_000  # some 2 KB: nested deeper than Python's JSON reader goes


def test_a_case_nested_too_deeply_to_read_is_refused_at_every_door(client, world) -> None:  # noqa: F811
    ruled = client.post("/cases/rule/", {"case": DEEP})  # anyone's door
    assert ruled.status_code == 400 and "nested too deeply" in _answer(ruled)
    client.force_login(world["accounts"]["referee"])
    saved = client.post("/cases/save/", {"case": DEEP, "public": ""})
    assert saved.status_code == 400 and "nested too deeply" in _answer(saved)
    body = {"key": str(uuid.uuid4()), "case": DEEP, "public": False}
    sent = client.post("/offline/save/", json.dumps(body), content_type="application/json")
    assert sent.status_code == 400
    deep_body = client.post("/offline/save/", "[" * 1_500 + "]" * 1_500, content_type="application/json")
    assert deep_body.status_code == 400 and deep_body.json()["detail"] == "The body is not JSON."
    for path in ("/api/v1/appeals/", "/api/v1/following/", "/api/v1/meetings/"):
        written = client.post(path, "[" * 1_500 + "]" * 1_500, content_type="application/json")
        assert written.status_code == 400, (path, written.status_code)
        assert "nested too deeply" in written.json()["detail"], path


def test_following_an_appeal_by_an_odd_number_is_refused(client, world) -> None:  # noqa: F811
    client.force_login(world["accounts"]["referee"])
    response = client.post("/notices/following/", {"appeal": "²"})
    assert response.status_code in (*REFUSED, 302)
    assert response.status_code != 302 or not response.wsgi_request.user.following.filter(appeal__isnull=False).exists()


def test_the_meetings_and_the_statute_form_refuse_odd_numbers(client, world) -> None:  # noqa: F811
    client.force_login(world["accounts"]["administrator"])
    meeting = world["meeting"]
    for path in (
        f"/meetings/{meeting}/motions/case/?case=²",
        f"/meetings/{meeting}/motions/appeal/?appeal=²",
        f"/meetings/{meeting}/motions/withdrawal/?decision=²",
    ):
        response = client.get(path)
        assert response.status_code in (200, *REFUSED), path
    statute = client.post(
        "/laws/club-1864/72/statute/", {"value": "²", "provision": "x", "message": "", "version": "1"}
    )
    assert statute.status_code in (200, *REFUSED), statute.status_code


def _mutations(row: Row) -> list[tuple[str, Any]]:
    """Each place of a row's request an odd value may go: a part of its path, a query parameter, a field."""
    path, _, query = row.path.partition("?")
    places: list[tuple[str, Any]] = [("path", n) for n, part in enumerate(path.split("/")) if part]
    places += [("query", key.split("=")[0]) for key in query.split("&") if key]
    places += [("query", "page"), ("query", "page_size")]
    places += [("field", key) for key in row.data]
    return places


def _odd_request(row: Row, place: tuple[str, Any], value: str, world: dict[str, Any]) -> Row:  # noqa: F811
    path, _, query = row.path.format(**world).partition("?")
    params = dict(part.split("=", 1) for part in query.split("&") if "=" in part)
    data = dict(row.data)
    kind, where = place
    if kind == "path":
        parts = path.split("/")
        parts[where] = value
        path = "/".join(parts)
    elif kind == "query":
        params[where] = value
    else:
        data[where] = value
    from urllib.parse import quote, urlencode

    address = quote(path) + ("?" + urlencode(params) if params else "")
    return Row(row.name, row.method, address.replace("%7B", "{").replace("%7D", "}"), row.answers, data, row.json)


DOORS = [row for row in MATRIX if not row.path.startswith("/admin/")]


# Headers no door reads as sent: bytes that are not UTF-8 (WSGI hands them over as Latin-1), and, behind a trusted
# proxy, X-Forwarded-For entries that are no address (which made every login a 500, no lockout counted).
ODD_HEADERS = [
    ("HTTP_AUTHORIZATION", "Token \xff\xfe\xfd"),
    ("HTTP_AUTHORIZATION", "Bearer ²"),
    ("HTTP_COOKIE", "sessionid=\xff\xfe; csrftoken=\xe9"),
    ("HTTP_X_FORWARDED_FOR", "not-an-ip"),
    ("HTTP_X_FORWARDED_FOR", "1.2.3.4:5678"),
    ("HTTP_X_FORWARDED_FOR", "1.2.3.4, \xff, [::1]:80"),
]


@settings(
    max_examples=share_of_the_profile(0.5),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(data=st.data())
def test_every_door_answers_an_odd_value_anywhere_without_a_500(client, world, data) -> None:  # noqa: F811
    from tests.permissions.test_matrix import send

    row = data.draw(st.sampled_from(DOORS), label="door")
    place = data.draw(st.sampled_from(_mutations(row)), label="where")
    value = data.draw(st.sampled_from(ODD), label="value")
    # An odd header beside it, some of the time: the client sends it with every request of this example.
    header = data.draw(st.none() | st.sampled_from(ODD_HEADERS), label="header")
    client.force_login(world["accounts"]["administrator"])
    odd = _odd_request(row, place, value, world)
    usual = client.defaults
    client.defaults = {**usual, **dict([header] if header else [])}
    try:
        with override_settings(TRUSTED_PROXIES=["127.0.0.1"]):
            response = send(client, odd, world)
    finally:
        client.defaults = usual
    assert response.status_code < 500, f"{row.method} {odd.path} {odd.data} {header}: {response.status_code}"

"""The laws API."""

import pytest

pytestmark = pytest.mark.django_db


def test_codes(client):
    data = client.get("/api/v1/codes/").json()
    assert {c["slug"]: c["laws"] for c in data} == {"club-1864": 104, "euchre-1888": 116, "american-1890": 21}


def test_laws_of_a_code_paginated(client):
    data = client.get("/api/v1/laws/?code=euchre-1888&page_size=200").json()
    assert data["count"] == 116 and len(data["results"]) == 116
    assert data["results"][0]["number"] == "1"
    page = client.get("/api/v1/laws/?code=euchre-1888&page_size=500").json()
    assert len(page["results"]) == 200 or len(page["results"]) == 116  # capped at 200
    small = client.get("/api/v1/laws/?code=club-1864&page_size=10&page=2").json()
    assert [r["number"] for r in small["results"]] == [str(n) for n in range(11, 21)]


def test_page_size_is_capped_at_200(client):
    data = client.get("/api/v1/laws/?page_size=1000").json()
    assert data["count"] == 241 and len(data["results"]) == 200


def test_law_detail(client):
    data = client.get("/api/v1/laws/club-1864/44/").json()
    assert data["code"] == "club-1864" and data["number"] == "44"
    assert data["section"] == "A Misdeal"
    assert [c["label"] for c in data["clauses"]] == ["I", "II", "III", "IV", "V", "VI", "VII"]
    assert "VI. " in data["text"]
    assert data["source"][0]["role"] == "copy-text" and data["source"][0]["seed"].startswith("003_")
    assert isinstance(data["notes"], list)


def test_unknown_code_or_number_is_a_json_404(client):
    r = client.get("/api/v1/laws/club-1864/999/")
    assert r.status_code == 404 and "999" in r.json()["detail"]
    r = client.get("/api/v1/laws/nope/1/")
    assert r.status_code == 404 and "nope" in r.json()["detail"]
    r = client.get("/api/v1/nothing-here/")
    assert r.status_code == 404 and r.json()["detail"]


def test_unknown_code_filter_is_a_400_naming_it(client):
    r = client.get("/api/v1/laws/?code=bridge")
    assert r.status_code == 400 and "bridge" in r.json()["code"]

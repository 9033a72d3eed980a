"""The stamp on every ruling the site gives (docs/api.md, "The stamp on a ruling"): the API, the ruling page, a saved
case, the slip, the casebook and the phone's pages say what the ruling was ruled under; a saved case ruled by an
earlier engine says so, and can be ruled again under today's engine, with what differs shown."""

from __future__ import annotations

import json
from datetime import date

import pytest
from jsonschema import Draft202012Validator

from engine import RELEASE, RELEASED, ruling_schema, source_digest, tables_digest
from tests.decisions.test_ruling_slip import pdf_text
from tests.factories import REVOKE_CASE, saved_case

pytestmark = pytest.mark.django_db
SOURCE, TABLES = source_digest()[:16], tables_digest()[:16]
STATUTE = {"law": "72", "provision": "revoke_penalty", "value": 2}


def test_the_api_gives_the_stamp_beside_the_ruling_as_its_schema_describes_it(client):
    document = {**REVOKE_CASE, "played_on": "2026-05-01", "amendments": [STATUTE]}
    ruling = client.post("/api/v1/rulings/", data=json.dumps(document), content_type="application/json").json()
    assert ruling["stamp"] == {
        "release": RELEASE,
        "released": ruling["stamp"]["released"],
        "source": SOURCE,
        "tables": TABLES,
        "statutes": [STATUTE],
        "played_on": "2026-05-01",
    }
    assert Draft202012Validator(ruling_schema()).is_valid(ruling)


def test_the_phone_is_given_the_engine_its_archive_is_named_by():
    """The archive is named by the engine's own digest (the stamp's `source`) with the Pyodide that compiles it."""
    import hashlib

    from offline.archive import archive_name, engine_digest, pyodide_version

    named = hashlib.sha256(f"pyodide {pyodide_version()}\0{source_digest()}".encode()).hexdigest()[:16]
    assert engine_digest() == named and named in archive_name()


def test_the_ruling_page_and_the_phone_s_pages_show_the_stamp(client):
    html = client.post("/cases/rule/", {"case": json.dumps({**REVOKE_CASE, "amendments": [STATUTE]})}).content.decode()
    shown = html.split('<section class="ruling-stamp"')[1].split("</section>")[0]
    assert f"release {RELEASE}" in shown and f"code {SOURCE}, law tables {TABLES}" in shown
    assert "Law 72, the penalty of a revoke: 2" in shown and "revoke_penalty" not in shown
    for url in ("/cases/new/", "/offline/"):
        page = client.get(url).content.decode()
        assert f"On this device, the rules engine, release {RELEASE}" in page and SOURCE in page, url


def test_a_case_saved_by_today_s_engine_is_not_called_earlier_and_its_slip_gives_the_stamp(client, referee):
    case = saved_case(referee, REVOKE_CASE, public=True)
    html = client.get(f"/cases/{case.pk}/").content.decode()
    assert f"code {SOURCE}" in html and "Ruled by an earlier engine" not in html
    _, text = pdf_text(client.get(f"/cases/{case.pk}/slip.pdf").content)
    slip = " ".join(text.split())
    released = date.fromisoformat(RELEASED)
    assert (
        f"Ruled under the rules engine, release {RELEASE} of {released.day} {released:%B %Y} (code {SOURCE}, law tables {TABLES}), with"
        " the printed laws and no statute of the club." in slip
    ), slip
    assert "Ruled by an earlier engine" not in slip


def test_a_case_ruled_by_an_earlier_engine_says_so_and_is_ruled_again_with_the_difference(client, referee):
    earlier = saved_case(referee, REVOKE_CASE, public=True)
    ruling = dict(earlier.ruling)
    ruling["stamp"] = {**ruling["stamp"], "release": "2026.11", "tables": "0" * 16}
    ruling["result"] = {"score": {"NS": 4, "EW": 3}}  # not today's result
    ruling["findings"] = [*ruling["findings"], {**ruling["findings"][0], "summary": "A finding of the older engine."}]
    earlier.ruling = ruling
    earlier.save(update_fields=["ruling"])
    html = client.get(f"/cases/{earlier.pk}/").content.decode()
    assert "Ruled by an earlier engine" in html and "the law tables (their digest): 0000000000000000 then" in html
    assert f'href="/cases/{earlier.pk}/again/">Rule again under today' in html
    again = client.get(f"/cases/{earlier.pk}/again/").content.decode()
    assert "A finding given then, not today" in again and "A finding of the older engine." in again
    assert "The result" in again and "the score N and S 4, E and W 3" in again
    earlier.refresh_from_db()
    assert earlier.ruling == ruling  # nothing saved is changed by ruling it again
    _, text = pdf_text(client.get(f"/cases/{earlier.pk}/slip.pdf").content)
    assert "Ruled by an earlier engine" in " ".join(text.split())


def test_a_case_saved_before_rulings_were_stamped_is_ruled_by_an_earlier_engine(client, referee):
    case = saved_case(referee, REVOKE_CASE, public=True)
    case.ruling = {k: v for k, v in case.ruling.items() if k != "stamp"}
    case.save(update_fields=["ruling"])
    html = client.get(f"/cases/{case.pk}/").content.decode()
    assert "Ruled by an earlier engine" in html and "given before rulings were stamped" in html
    again = client.get(f"/cases/{case.pk}/again/").content.decode()
    assert "The ruling is the same" in again and f"code {SOURCE}" in again

"""The committee's record as data: the JSON validates against the JSON Schema served beside it, the CSV reads back
to the same rows, the period is chosen by year or by days, and readers get only what is public."""

from __future__ import annotations

import csv
import datetime
import io
from typing import Any

import pytest
from django.test import Client
from django.utils import timezone
from jsonschema import Draft202012Validator

from appeals.services import appeal_decide, appeal_lodge
from casebook.data import COLUMNS, FORMULA_STARTS, LIST_SEPARATOR, rows_as_csv
from engine import RELEASE, RELEASED, source_digest, tables_digest
from tests.factories import adopted_decision, case_with_ruling_given, revoke_case

pytestmark = pytest.mark.django_db


def _schema(client: Any) -> dict[str, Any]:
    response = client.get("/api/v1/casebook-schema.json")
    assert response.status_code == 200
    schema: dict[str, Any] = response.json()
    Draft202012Validator.check_schema(schema)
    return schema


def _rows_from_csv(text: str, schema: dict[str, Any]) -> list[dict[str, Any]]:
    """The CSV read back into the JSON's types, by the schema: whole numbers, lists split, text as it is."""
    columns = schema["$defs"]["record"]["properties"]
    rows = []
    assert text.startswith("\ufeff")  # the byte-order mark a spreadsheet reads UTF-8 by
    for row in csv.DictReader(io.StringIO(text.removeprefix("\ufeff"), newline="")):
        typed: dict[str, Any] = {}
        for name, value in row.items():
            # A cell escaped as text (OWASP): the quote put before what would start a formula is taken off.
            value = value[1:] if value[:1] == "'" and value[1:2] in FORMULA_STARTS and value[1:2] else value
            kind = columns[name].get("type")
            if kind == "integer":
                typed[name] = int(value)
            elif kind == "array":
                typed[name] = value.split(LIST_SEPARATOR) if value else []
            else:
                typed[name] = value
        rows.append(typed)
    return rows


@pytest.mark.parametrize("who", ["reader", "committee"])
def test_the_json_validates_and_the_csv_reads_back_to_the_same_rows(client, committee, casebook_year, who):
    reader = client
    if who == "committee":
        reader = Client()
        reader.force_login(committee)
    schema = _schema(reader)
    answer = reader.get(f"/api/v1/casebook/?year={casebook_year.year}")
    assert answer.status_code == 200
    data = answer.json()
    errors = sorted(Draft202012Validator(schema, format_checker=Draft202012Validator.FORMAT_CHECKER).iter_errors(data))
    assert errors == [], [e.message for e in errors]
    assert data["count"] == 5 and [r["reference"] for r in data["records"]] == [
        f"{casebook_year.year}-{n}" for n in range(1, 6)
    ]
    csv_answer = reader.get(f"/api/v1/casebook.csv?year={casebook_year.year}")
    assert csv_answer.status_code == 200 and csv_answer["Content-Type"] == "text/csv; charset=utf-8"
    assert csv_answer["Content-Disposition"] == 'attachment; filename="casebook.csv"'
    assert _rows_from_csv(csv_answer.content.decode(), schema) == data["records"]


def test_the_rows_hold_the_decision_the_laws_who_sat_and_the_dissent(client, casebook_year):
    records = client.get(f"/api/v1/casebook/?year={casebook_year.year}").json()["records"]
    upheld, varied, reversed_, adopted, commented = records
    assert [r["kind"] for r in records] == ["appeal", "appeal", "appeal", "adopted", "adopted"]
    assert [r["outcome"] for r in records] == ["upheld", "varied", "reversed", "", ""]
    assert varied["sat"] == ["ada", "bea", "cy"] and varied["dissenting"] == ["cy"]
    assert varied["dissents"] == "Dissent of cy: The revoke was *not* established: East had no heart left."
    assert varied["meeting"] == timezone.localdate().isoformat()
    # Decided by one member alone (quorum one): a motion carried at once at his meeting of the day.
    assert upheld["sat"] == ["comm"] and upheld["meeting"] == varied["meeting"] and upheld["dissents"] == ""
    assert commented["sat"] == ["ada", "bea", "cy"] and commented["dissenting"] == []
    assert "72" in upheld["laws"] and reversed_["laws"] == ["78"]
    assert reversed_["ruling_that_stands"] == "No penalty: the revoke was not claimed in time (Law 78)."
    assert commented["commentary"] == "The committee notes that Law 73 settles when a revoke is established."
    assert adopted["title"] == "South revokes" and adopted["reasons"] == "The revoke stands."
    assert upheld["decision_url"] == f"http://testserver/decisions/appeal-{casebook_year.upheld.pk}/"
    assert (varied["votes_for"], varied["votes_against"], varied["abstaining"]) == (2, 1, 0)
    assert (upheld["votes_for"], upheld["votes_against"], commented["votes_for"]) == (1, 0, 3)
    # The member's own meeting of the day (the upheld appeal, decided alone) came first that day.
    assert varied["meeting_number"] == 2 and varied["statutes"] == []  # ruled under the printed code
    # The stamp of the engine's proposal each case carries: today's engine, the hand's day not given.
    for record in (upheld, varied, adopted):
        stamp = [record[k] for k in ("engine_release", "engine_released", "engine_source", "engine_tables")]
        assert stamp == [RELEASE, RELEASED, source_digest()[:16], tables_digest()[:16]], record
        assert record["played_on"] == ""


def test_a_record_ruled_under_a_statute_names_it_in_the_json_and_the_csv(client, referee, committee):
    statute = {"law": "72", "provision": "revoke_penalty", "value": 2}
    case = case_with_ruling_given(referee, revoke_case(title="East revokes, two tricks", amendments=[statute]))
    appeal = appeal_lodge(case=case, by=referee, side="EW", grounds="Not established.")
    appeal_decide(appeal=appeal, by=committee, outcome="upheld", reasons="Stands, under the club's statute.")
    document = revoke_case(title="East revokes again", amendments=[statute])
    adopted_decision(committee, referee, title="East revokes again", document=document, public=True)
    named = ["Law 72: The penalty of a revoke: 2"]
    records = client.get("/api/v1/casebook/").json()["records"]
    assert [(r["kind"], r["statutes"]) for r in records] == [("appeal", named), ("adopted", named)]
    text = client.get("/api/v1/casebook.csv").content.decode()
    cells = [row["statutes"] for row in csv.DictReader(io.StringIO(text.removeprefix("\ufeff"), newline=""))]
    assert cells == ["Law 72: The penalty of a revoke: 2"] * 2
    assert _rows_from_csv(text, _schema(client)) == records


def test_a_cell_starting_with_a_tab_or_a_carriage_return_is_escaped():
    # The site strips a title's or the grounds' leading blanks when saved: the rule is shown on the writer itself.
    row = {name: "" for name in COLUMNS} | {"title": "\t=1+1", "grounds": "\rcmd", "reasons": "a\tb", "year": 2026}
    (read,) = csv.DictReader(io.StringIO(rows_as_csv([row]).removeprefix("\ufeff"), newline=""))
    assert (read["title"], read["grounds"], read["reasons"], read["year"]) == ("'\t=1+1", "'\rcmd", "a\tb", "2026")


@pytest.mark.parametrize("start", ["=", "+", "-", "@"])
def test_a_csv_cell_that_would_start_a_formula_is_escaped(client, referee, committee, start):
    title = f'{start}HYPERLINK("http://evil.example","N–S")'
    case = case_with_ruling_given(referee, revoke_case(title=title))
    appeal = appeal_lodge(case=case, by=referee, side="EW", grounds=f"{start}1+1")
    appeal_decide(appeal=appeal, by=committee, outcome="upheld", reasons="-- stands")
    text = client.get("/api/v1/casebook.csv").content.decode("utf-8")
    (row,) = csv.DictReader(io.StringIO(text.removeprefix("\ufeff"), newline=""))
    assert row["title"] == "'" + title and row["grounds"] == f"'{start}1+1" and row["reasons"] == "'-- stands"
    assert row["year"].isdigit()  # numbers are left as they are


def test_readers_get_only_what_is_public(client, committee, casebook_year):
    url = f"/api/v1/casebook/?year={casebook_year.year}"
    public = client.get(url).json()["records"][2]
    member = Client()
    member.force_login(committee)
    own = member.get(url).json()["records"][2]
    assert public["appeal_url"] == "" and own["appeal_url"].endswith(f"/appeals/{casebook_year.reversed.pk}/")
    assert public["engine_source"] == "" and own["engine_source"] == source_digest()[:16]  # the case is private
    # The decision filed is public, so its title and reasons are the reader's too.
    assert public["reasons"] == own["reasons"] == "The claim came too late."
    assert public["title"] == f"Appeal {casebook_year.reversed.pk}, ruling reversed: East renounces in private"
    assert "East renounces in private" == own["title"]


def test_a_period_of_days_keeps_the_numbers_of_the_year_s_book(client, casebook_year):
    today = timezone.localdate()
    everything = client.get("/api/v1/casebook/").json()
    assert everything["count"] == 5 and everything["from"] == "1000-01-01"
    day = client.get(f"/api/v1/casebook/?from={today}&to={today}").json()
    assert [r["number"] for r in day["records"]] == [1, 2, 3, 4, 5]
    before = client.get(f"/api/v1/casebook/?to={today - datetime.timedelta(days=1)}").json()
    assert before["count"] == 0 and before["records"] == []
    empty_csv = client.get(f"/api/v1/casebook.csv?year={casebook_year.year - 1}").content.decode()
    assert empty_csv.splitlines() == ["\ufeff" + ",".join(_schema(client)["$defs"]["record"]["properties"])]


@pytest.mark.parametrize(
    ("query", "field"),
    [
        ("year=0", "year"),
        ("year=99999", "year"),
        ("year=soon", "year"),
        ("from=2026-13-01", "from"),
        ("from=2026-06-01&to=2026-05-01", "to"),
        ("to=0999-12-31", "to"),
        ("year=2026&from=2026-01-01", "year"),
    ],
)
def test_a_bad_period_is_a_400_naming_the_field(client, query, field):
    for url in ("/api/v1/casebook/", "/api/v1/casebook.csv"):
        response = client.get(f"{url}?{query}")
        assert response.status_code == 400, (url, query)
        assert field in response.json(), (url, query, response.json())

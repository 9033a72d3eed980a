"""The committee's entries in the game's thesaurus: the pages and the API add, change and withdraw one, keep
every version, refuse bad input naming the field, refuse a save from a version no longer current, and read
in a fixed number of queries however many entries there are."""

from __future__ import annotations

import pytest
from django.core.exceptions import PermissionDenied
from django.db import connection
from django.test.utils import CaptureQueriesContext
from rest_framework.test import APIClient

from committee.models import ThesaurusEntry
from committee.thesaurus import EntryError, entry_add, entry_save, entry_withdraw
from laws.models import Law

pytestmark = pytest.mark.django_db

API = "/api/v1/thesaurus/"
GAWKER = {"everyday": "gawker, Gawkers", "books": "bystander", "example": "club-1864:88"}


def api_as(user) -> APIClient:  # type: ignore[no-untyped-def]
    client = APIClient()
    client.force_authenticate(user)
    return client


def test_an_entry_added_on_the_page_is_kept_with_its_version_and_author(client, committee) -> None:  # type: ignore[no-untyped-def]
    client.force_login(committee)
    page = client.get("/thesaurus/new/")
    assert page.status_code == 200 and 'name="csrfmiddlewaretoken"' in page.content.decode()
    response = client.post("/thesaurus/new/", {**GAWKER, "message": "Heard at the club", "version": 0})
    assert response.status_code == 302 and response["Location"] == "/thesaurus/"
    entry = ThesaurusEntry.objects.get()
    assert (entry.everyday, entry.books, entry.example.ref) == ("gawker, gawkers", "bystander", "club-1864:88")
    assert (entry.version, entry.author, entry.message, entry.withdrawn) == (1, committee, "Heard at the club", False)
    listing = client.get("/thesaurus/").content.decode()
    assert "gawker, gawkers" in listing and "bystander" in listing


@pytest.mark.parametrize(
    ("field", "change", "said"),
    [
        ("everyday", {"everyday": " , "}, "the referee's words"),
        ("books", {"books": ""}, "This field is required"),
        ("example", {"example": "club 88"}, "club-1864:88"),
        ("example", {"example": "club-1864:999"}, "no law 999"),
        ("books", {"books": "zanzibar"}, "prints none of zanzibar"),
    ],
)
def test_bad_input_is_refused_naming_the_field(client, committee, field, change, said) -> None:  # type: ignore[no-untyped-def]
    client.force_login(committee)
    response = client.post("/thesaurus/new/", {**GAWKER, **change, "version": 0})
    assert response.status_code == 400
    form = response.context["form"]
    assert said in " ".join(form.errors[field]), form.errors
    answer = api_as(committee).post(API, {**GAWKER, **change}, format="json")
    assert answer.status_code == 400 and field in str(answer.json()), answer.json()
    assert not ThesaurusEntry.objects.exists()


def test_a_word_in_another_standing_entry_is_refused(committee) -> None:  # type: ignore[no-untyped-def]
    entry_add(by=committee, **GAWKER)
    with pytest.raises(EntryError) as refused:
        entry_add(by=committee, everyday="onlooker, gawker", books="bystander", example="club-1864:88")
    assert refused.value.field == "everyday" and "gawker" in refused.value.message


def test_only_the_committee_writes_whatever_the_door(referee, committee) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(PermissionDenied):
        entry_add(by=referee, **GAWKER)
    entry = entry_add(by=committee, **GAWKER)
    with pytest.raises(PermissionDenied):
        entry_save(entry=entry, by=referee, message="", version=1, **GAWKER)
    with pytest.raises(PermissionDenied):
        entry_withdraw(entry=entry, by=referee, message="No.", version=1)


def test_changes_and_a_withdrawal_are_versions_kept_in_the_history(client, committee) -> None:  # type: ignore[no-untyped-def]
    entry = entry_add(by=committee, **GAWKER)
    api = api_as(committee)
    changed = api.put(
        f"{API}{entry.pk}/",
        {**GAWKER, "books": "bystander, bystanders", "message": "plural", "version": 1},
        format="json",
    )
    assert changed.status_code == 200 and changed.json()["version"] == 2, changed.json()
    withdrawn = api.post(f"{API}{entry.pk}/withdraw/", {"message": "Not our word.", "version": 2}, format="json")
    assert withdrawn.status_code == 200 and withdrawn.json()["withdrawn"] is True
    history = APIClient().get(f"{API}{entry.pk}/history/").json()["results"]
    assert [(v["version"], v["books"], v["withdrawn"], v["message"]) for v in history] == [
        (3, "bystander, bystanders", True, "Not our word."),
        (2, "bystander, bystanders", False, "plural"),
        (1, "bystander", False, "Added"),
    ]
    page = client.get(f"/thesaurus/{entry.pk}/").content.decode()
    assert "Not our word." in page and "Withdrawn:" in page
    # Saving it again restores it, as a version of its own.
    restored = api.put(f"{API}{entry.pk}/", {**GAWKER, "message": "Back", "version": 3}, format="json")
    assert restored.json()["withdrawn"] is False and restored.json()["version"] == 4


def test_a_save_from_an_older_version_is_refused_and_nothing_is_lost(client, committee) -> None:  # type: ignore[no-untyped-def]
    entry = entry_add(by=committee, **GAWKER)
    api = api_as(committee)
    first = api.put(f"{API}{entry.pk}/", {**GAWKER, "books": "bystander, bystanders", "version": 1}, format="json")
    assert first.status_code == 200
    stale = api.put(f"{API}{entry.pk}/", {**GAWKER, "books": "pack", "version": 1}, format="json")
    assert stale.status_code == 409 and stale.json()["current"]["books"] == "bystander, bystanders"
    client.force_login(committee)
    page = client.post(f"/thesaurus/{entry.pk}/change/", {**GAWKER, "books": "pack", "message": "", "version": 1})
    assert page.status_code == 409 and "Version 2 of this entry was saved" in page.content.decode()
    withdraw = client.post(f"/thesaurus/{entry.pk}/withdraw/", {"message": "", "version": 2})
    assert withdraw.status_code == 400 and withdraw.context["withdraw_form"].errors["message"]
    entry.refresh_from_db()
    assert (entry.books, entry.version, entry.withdrawn) == ("bystander, bystanders", 2, False)


def test_reloading_the_corpus_keeps_the_committee_s_entries(committee) -> None:  # type: ignore[no-untyped-def]
    from io import StringIO

    from django.core.management import call_command
    from django.test import override_settings

    entry = entry_add(by=committee, **GAWKER)
    with override_settings(SEARCH_APPLY_ON_COMMIT=False):
        call_command("load_corpus", verbosity=0, stdout=StringIO())
    entry.refresh_from_db()
    assert entry.example == Law.objects.get(code__slug="club-1864", number="88") and entry.version == 1


@pytest.mark.parametrize("path", ["/thesaurus/", API])
def test_the_thesaurus_reads_in_the_same_queries_for_one_entry_or_twelve(client, committee, path) -> None:  # type: ignore[no-untyped-def]
    entry_add(by=committee, **GAWKER)
    with CaptureQueriesContext(connection) as one:
        assert client.get(path).status_code == 200
    for n, law in enumerate(["club-1864:88"] * 11):
        entry_add(by=committee, everyday=f"gawker{n}", books="bystander", example=law)
    with CaptureQueriesContext(connection) as twelve:
        assert client.get(path).status_code == 200
    assert len(twelve) == len(one) <= 4, [q["sql"] for q in twelve.captured_queries]


def test_an_entry_s_history_reads_in_the_same_queries_for_one_version_or_six(client, committee) -> None:  # type: ignore[no-untyped-def]
    entry = entry_add(by=committee, **GAWKER)
    paths = [f"/thesaurus/{entry.pk}/", f"{API}{entry.pk}/history/"]
    before = []
    for path in paths:
        with CaptureQueriesContext(connection) as counted:
            assert client.get(path).status_code == 200
        before.append(len(counted))
    for version in range(1, 6):
        entry = entry_save(entry=entry, by=committee, message=f"v{version}", version=version, **GAWKER)
    for path, count in zip(paths, before, strict=True):
        with CaptureQueriesContext(connection) as counted:
            assert client.get(path).status_code == 200
        assert len(counted) == count <= 5, (path, [q["sql"] for q in counted.captured_queries])


def test_withdrawing_an_entry_withdrawn_already_says_so(client, committee) -> None:  # type: ignore[no-untyped-def]
    entry = entry_add(by=committee, **GAWKER)
    entry_withdraw(entry=entry, by=committee, message="Not our word.", version=1)
    client.force_login(committee)
    response = client.post(f"/thesaurus/{entry.pk}/withdraw/", {"message": "Again.", "version": 2})
    assert response.status_code == 400 and "This entry is withdrawn already." in response.content.decode()
    answer = api_as(committee).post(f"{API}{entry.pk}/withdraw/", {"message": "Again.", "version": 2}, format="json")
    assert answer.status_code == 400 and "withdrawn already" in str(answer.json())

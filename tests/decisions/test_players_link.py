"""The players' link to one saved ruling (/ruling/<key>): 128 random bits, carried by the QR code on the slip,
opening that ruling alone to whoever holds it, revoked or renewed by the referee from the case's page.

The player here is not signed in: he decodes the QR code off the slip as printed (pypdfium2 renders the page,
zxing-cpp reads it) and opens what it gives, while the case's page, its file, its short address and its slip
stay 404 to him.
"""

from __future__ import annotations

import django.apps
import pytest
from django.test import override_settings

from cases.models import SavedCase
from cases.players_key import LENGTH, LETTERS, is_players_key
from tests.decisions.test_ruling_slip import qr_codes_on_the_page
from tests.factories import case_with_ruling_given, revoke_case, saved_case

pytestmark = pytest.mark.django_db


def slip_qr(client, case: SavedCase) -> str:  # type: ignore[no-untyped-def]
    """The address the QR code on the slip gives, the slip printed by whoever `client` is."""
    answer = client.get(f"/cases/{case.pk}/slip.pdf")
    assert answer.status_code == 200
    (address,) = qr_codes_on_the_page(answer.content)
    return str(address)


def test_each_case_gets_its_own_key_of_128_random_bits(referee):
    keys = [saved_case(referee).players_key for _ in range(8)]
    assert all(len(key) == LENGTH and set(key) <= LETTERS for key in keys), keys
    assert len(set(keys)) == 8
    assert 64**LENGTH >= 2**128  # 22 letters of 64: room for the 128 bits drawn


def test_a_player_not_signed_in_opens_the_ruling_of_a_private_case_from_the_qr_on_the_slip(client, referee):
    case = case_with_ruling_given(referee, revoke_case(title="E renounces hearts"), public=False)
    client.force_login(referee)
    scanned = slip_qr(client, case)  # the referee prints the slip and hands it over
    client.logout()
    assert scanned == f"http://testserver/ruling/{case.players_key}"
    answer = client.get(scanned.removeprefix("http://testserver"))
    assert answer.status_code == 200
    html = answer.content.decode()
    for words in (
        "E renounces hearts",
        "The ruling, to read out",
        "Revoke. Offender: E.",  # the engine's read-out
        "N and S chose (Law 72 I): add three to their own score.",  # the ruling given at the table, in its words
        "The laws quoted",
        "A revoke is established, if the trick in which it occur be turned and quitted",  # Law 73, printed
        "How to appeal",
        "opens this ruling alone",
    ):
        assert words in html, words
    assert 'name="robots" content="noindex"' in html and "no-store" in answer["Cache-Control"]
    # Nothing on it leads into the case, and the case's own addresses stay shut to him.
    assert f"/cases/{case.pk}/" not in html and case.short_code not in html
    for address in (f"/cases/{case.pk}/", f"/cases/{case.pk}/case.json", f"/r/{case.short_code}"):
        assert client.get(address).status_code == 404, address
    assert client.get(f"/cases/{case.pk}/slip.pdf").status_code == 404


def test_the_link_opens_the_ruling_to_another_referee_and_nothing_more(client, referee, other_referee):
    case = saved_case(referee, public=False)
    client.force_login(other_referee)
    assert client.get(case.get_players_url()).status_code == 200
    assert client.get(f"/cases/{case.pk}/").status_code == 404


@pytest.mark.parametrize("key", ["", "short", "A" * (LENGTH + 1), "a" * (LENGTH - 1) + "!", "a" * LENGTH])
def test_a_key_that_opens_no_ruling_answers_404(client, referee, key):
    saved_case(referee, public=True)
    assert client.get(f"/ruling/{key}").status_code == 404


def test_the_referee_revokes_the_link_then_gives_a_new_one(client, referee):
    case = saved_case(referee, public=False)
    old = case.get_players_url()
    client.force_login(referee)
    answer = client.post(f"/cases/{case.pk}/players-link/", {"action": "revoke"})
    assert answer.status_code == 302 and answer["Location"] == f"/cases/{case.pk}/#share"
    case.refresh_from_db()
    assert case.players_key is None and client.get(old).status_code == 404
    # Revoked, the slip's code gives the short address, and the slip says so: the players get no link.
    assert slip_qr(client, case) == f"http://testserver/r/{case.short_code}"
    page = client.get(f"/cases/{case.pk}/").content.decode()
    assert "the players' link is revoked" in page and "Give the players a link" in page
    client.post(f"/cases/{case.pk}/players-link/", {"action": "renew"})
    case.refresh_from_db()
    assert is_players_key(case.players_key) and client.get(old).status_code == 404
    assert slip_qr(client, case) == f"http://testserver{case.get_players_url()}"
    client.logout()
    assert client.get(case.get_players_url()).status_code == 200
    renewed = case.players_key
    client.force_login(referee)
    client.post(f"/cases/{case.pk}/players-link/", {"action": "renew"})
    case.refresh_from_db()
    assert case.players_key != renewed and client.get(f"/ruling/{renewed}").status_code == 404


def test_an_unknown_action_changes_nothing(client, referee):
    case = saved_case(referee, public=False)
    client.force_login(referee)
    answer = client.post(f"/cases/{case.pk}/players-link/", {"action": "delete"}, follow=True)
    assert "Nothing was changed" in answer.content.decode()
    assert SavedCase.objects.get(pk=case.pk).players_key == case.players_key


def test_only_the_referee_who_saved_it_changes_the_link(client, referee, other_referee, committee):
    case = saved_case(referee, public=True)
    address = f"/cases/{case.pk}/players-link/"
    assert client.post(address, {"action": "revoke"})["Location"].startswith("/accounts/login/")
    client.force_login(other_referee)
    assert client.post(address, {"action": "revoke"}).status_code == 403
    client.force_login(committee)
    assert client.post(address, {"action": "revoke"}).status_code == 403
    assert SavedCase.objects.get(pk=case.pk).players_key == case.players_key
    # A page that is not his: the referee sees no buttons for a link he may not change.
    assert "Revoke the players" not in client.get(f"/cases/{case.pk}/").content.decode()


def test_the_migration_gives_each_case_saved_before_a_key_of_its_own(referee):
    from importlib import import_module

    draw = import_module("cases.migrations.0004_players_key").draw_players_keys
    cases = [saved_case(referee) for _ in range(3)]
    SavedCase.objects.update(players_key=None)
    draw(django.apps.apps, None)
    keys = list(SavedCase.objects.filter(pk__in=[c.pk for c in cases]).values_list("players_key", flat=True))
    assert all(is_players_key(key) for key in keys) and len(set(keys)) == 3


@override_settings(API_THROTTLE_ANON_ADDRESSES="2/minute")
def test_anonymous_readers_get_a_ration_of_addresses_tried(client, referee):
    case = saved_case(referee, public=True)
    assert [client.get(f"/r/{case.short_code}").status_code, client.get("/ruling/" + "a" * LENGTH).status_code] == [
        302,
        404,
    ]
    refused = client.get(case.get_players_url())
    assert refused.status_code == 429 and int(refused["Retry-After"]) >= 1
    client.force_login(referee)
    assert client.get(f"/r/{case.short_code}").status_code == 302


def test_changing_the_link_needs_the_forms_csrf_token(referee):
    from django.test import Client

    case = saved_case(referee, public=False)
    browser = Client(enforce_csrf_checks=True)
    browser.force_login(referee)
    assert browser.post(f"/cases/{case.pk}/players-link/", {"action": "revoke"}).status_code == 403
    page = browser.get(f"/cases/{case.pk}/").content.decode()
    token = page.split('name="csrfmiddlewaretoken" value="')[1].split('"')[0]
    answer = browser.post(f"/cases/{case.pk}/players-link/", {"action": "revoke", "csrfmiddlewaretoken": token})
    assert answer.status_code == 302 and SavedCase.objects.get(pk=case.pk).players_key is None

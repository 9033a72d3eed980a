"""The database out of reach answers 503 with a page or JSON, never a 500 with a traceback.

Here in the test process, for the two ways the fault reaches Django (in a view, and in a middleware
after the view); tests/deploy/test_faults.py takes a real database away from gunicorn.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from django.db import InterfaceError, OperationalError
from django.http import HttpRequest, HttpResponse
from django.test import Client, override_settings
from django.urls import include, path

from laws import views as law_views


def unreachable_view(request: HttpRequest) -> HttpResponse:
    raise OperationalError('connection to server at "127.0.0.1", port 5432 failed: Connection refused')


def dropped_view(request: HttpRequest) -> HttpResponse:
    raise InterfaceError("connection already closed")


def ordinary_view(request: HttpRequest) -> HttpResponse:
    return HttpResponse("fine")


class SessionStoreDown:
    """A middleware whose work after the view fails on the database, as a session save would."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        self.get_response(request)
        raise OperationalError("database is locked")


urlpatterns = [
    path("laws/unreachable/", unreachable_view),
    path("laws/dropped/", dropped_view),
    path("laws/fine/", ordinary_view),
    path("api/v1/unreachable/", unreachable_view),
    path("api/v1/dropped/", dropped_view),
    path("", include("config.urls")),  # the page links home
]
handler500 = law_views.server_error


def assert_unavailable_page(response: HttpResponse) -> None:
    assert response.status_code == 503
    assert response["Content-Type"].startswith("text/html")
    assert response["Retry-After"] == "30"
    page = response.content.decode()
    assert "<h1>The laws are out of reach for a moment</h1>" in page
    assert "Nothing you saved was lost" in page and 'href="/"' in page
    assert "/static/css/site.css" in page  # the site's own look
    assert "Traceback" not in page and "OperationalError" not in page and "5432" not in page


@override_settings(ROOT_URLCONF=__name__)
@pytest.mark.parametrize("address", ["/laws/unreachable/", "/laws/dropped/"])
def test_a_page_whose_database_is_out_of_reach_answers_503_with_a_page(address, caplog):
    assert_unavailable_page(Client().get(address))
    # The operator still learns what happened, with the traceback.
    [record] = [r for r in caplog.records if r.name == "config.database"]
    assert address in record.getMessage() and record.exc_info


@override_settings(ROOT_URLCONF=__name__)
@pytest.mark.parametrize("address", ["/api/v1/unreachable/", "/api/v1/dropped/"])
def test_the_api_answers_503_json_when_its_database_is_out_of_reach(address):
    response = Client().get(address, HTTP_ACCEPT="text/html")
    assert response.status_code == 503 and response["Content-Type"] == "application/json"
    assert response["Retry-After"] == "30"
    assert response.json() == {
        "detail": "The site cannot reach its database just now. Nothing you saved was lost; try again in a minute."
    }


@override_settings(
    ROOT_URLCONF=__name__,
    MIDDLEWARE=[
        "tests.config.test_database_unavailable.SessionStoreDown",
        "plumbing.database_unavailable.DatabaseUnavailableMiddleware",
    ],
)
def test_a_fault_after_the_view_is_a_503_too():
    assert_unavailable_page(Client(raise_request_exception=False).get("/laws/fine/"))


@override_settings(ROOT_URLCONF=__name__)
def test_other_pages_are_untouched():
    response = Client().get("/laws/fine/")
    assert response.status_code == 200 and "Retry-After" not in response

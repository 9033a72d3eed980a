"""A 500 is logged with its traceback and path; the engine's catch-all logs what it caught."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
from pathlib import Path

import pytest
from django.http import HttpRequest, HttpResponse
from django.test import Client, override_settings
from django.urls import include, path

from engine import INTERNAL_ERROR, rule
from laws import views as law_views


def broken_view(request: HttpRequest) -> HttpResponse:
    raise ZeroDivisionError("a fault in a view")


# The site's own addresses too: the error pages link home.
urlpatterns = [path("laws/broken/", broken_view), path("api/v1/broken/", broken_view), path("", include("config.urls"))]
handler500 = law_views.server_error


@override_settings(ROOT_URLCONF=__name__)
@pytest.mark.parametrize(
    ("address", "body"), [("/laws/broken/", b"Something went wrong"), ("/api/v1/broken/", b"detail")]
)
def test_a_500_is_logged_with_its_traceback_and_path(caplog, address, body):
    client = Client(raise_request_exception=False)
    with caplog.at_level(logging.ERROR, logger="django.request"):
        r = client.get(address)
    assert r.status_code == 500 and body in r.content
    [record] = [r for r in caplog.records if r.name == "django.request"]
    assert address in record.getMessage()
    assert record.exc_info and record.exc_info[0] is ZeroDivisionError
    assert "a fault in a view" in caplog.text and "Traceback" in caplog.text


class Unreadable(dict):  # type: ignore[type-arg]
    """A case object that fails when read: a fault the engine cannot foresee."""

    def __getitem__(self, key: object) -> object:
        raise RuntimeError("this case cannot be read")

    def get(self, key: object, default: object = None) -> object:
        if key == "code":
            return "club-1864"
        raise RuntimeError("this case cannot be read")


def test_the_engine_catch_all_logs_what_it_caught(caplog):
    with caplog.at_level(logging.ERROR, logger="engine"):
        ruling = rule(Unreadable(code="club-1864"))
    assert ruling["valid"] is False
    assert ruling["errors"][0]["message"] == INTERNAL_ERROR
    [record] = [r for r in caplog.records if r.name == "engine"]
    assert "The engine failed on a case (code 'club-1864')" in record.getMessage()
    assert record.exc_info and "this case cannot be read" in str(record.exc_info[1])


def test_the_log_level_comes_from_the_environment():
    script = "import django, logging; django.setup(); print(logging.getLevelName(logging.getLogger().level))"
    env = {**os.environ, "LOG_LEVEL": "debug", "DJANGO_SETTINGS_MODULE": "config.settings.test"}
    done = subprocess.run(
        [sys.executable, "-c", script],
        cwd=Path(__file__).resolve().parents[2],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.stdout.strip() == "DEBUG", done.stderr

"""The committee's settings are read from the environment, as the operator sets them (docs/deployment.md), and a
value that is not one names the variable rather than starting the site with something else."""

from __future__ import annotations

import runpy

import pytest
from django.conf import settings
from django.core.exceptions import ImproperlyConfigured

BASE = settings.BASE_DIR / "config" / "settings" / "base.py"


NAMES = ("COMMITTEE_QUORUM", "COMMITTEE_VOTING_HOURS", "COMMITTEE_SECRETARY_RECORDS")


def _read(monkeypatch: pytest.MonkeyPatch, **env: str) -> tuple[object, ...]:
    """The three settings as config/settings/base.py reads them under `env`."""
    for name in NAMES:
        monkeypatch.delenv(name, raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    read = runpy.run_path(str(BASE))
    return tuple(read[name] for name in NAMES)


def test_the_committee_s_settings_come_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    assert _read(monkeypatch) == (1, 72, False)
    club = {"COMMITTEE_QUORUM": "3", "COMMITTEE_VOTING_HOURS": "48", "COMMITTEE_SECRETARY_RECORDS": "yes"}
    assert _read(monkeypatch, **club) == (3, 48, True)


@pytest.mark.parametrize(
    ("name", "value", "said"),
    [
        ("COMMITTEE_QUORUM", "0", "COMMITTEE_QUORUM is '0': write a whole number, 1 or more."),
        ("COMMITTEE_VOTING_HOURS", "two days", "COMMITTEE_VOTING_HOURS is 'two days': write a whole number, 0"),
        ("COMMITTEE_SECRETARY_RECORDS", "ture", "COMMITTEE_SECRETARY_RECORDS is 'ture': write 1 (on) or 0 (off)."),
    ],
)
def test_a_setting_that_is_not_one_names_its_variable(monkeypatch: pytest.MonkeyPatch, name, value, said) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(ImproperlyConfigured) as refused:
        _read(monkeypatch, **{name: value})
    assert str(refused.value).startswith(said)

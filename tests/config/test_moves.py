"""A model's content type renamed when the model moves app: whoever held a permission on it still holds it."""

from __future__ import annotations

import pytest
from django.apps import apps
from django.contrib.auth.models import Group, Permission
from django.contrib.contenttypes.models import ContentType

from plumbing.moves import _rename

pytestmark = pytest.mark.django_db


def _perm(app_label: str, codename: str) -> Permission:
    return Permission.objects.get(content_type__app_label=app_label, codename=codename)


def test_the_old_content_type_takes_the_new_name_with_its_permissions() -> None:
    ContentType.objects.filter(app_label="cases", model="savedcase").update(app_label="decisions")
    ContentType.objects.clear_cache()
    club = Group.objects.create(name="club")
    club.permissions.add(_perm("decisions", "adopt_savedcase"))

    _rename(apps, "default", "decisions", "cases", ("savedcase",))

    assert not ContentType.objects.filter(app_label="decisions", model="savedcase").exists()
    assert list(club.permissions.values_list("content_type__app_label", "codename")) == [("cases", "adopt_savedcase")]


def test_a_content_type_made_under_the_new_name_first_merges_into_the_old_one() -> None:
    # A database where the roles' migration asked for cases.savedcase before the move renamed decisions.savedcase.
    moved = ContentType.objects.get(app_label="cases", model="savedcase")
    moved.app_label = "decisions"
    moved.save()
    early = ContentType.objects.create(app_label="cases", model="savedcase")
    early_adopt = Permission.objects.create(content_type=early, codename="adopt_savedcase", name="adopt")
    early_only = Permission.objects.create(content_type=early, codename="frame_savedcase", name="frame")
    ContentType.objects.clear_cache()
    before, after = Group.objects.create(name="held before"), Group.objects.create(name="granted early")
    before.permissions.add(_perm("decisions", "adopt_savedcase"))
    after.permissions.add(early_adopt, early_only)

    _rename(apps, "default", "decisions", "cases", ("savedcase",))

    assert ContentType.objects.filter(model="savedcase").values_list("app_label", "pk").get() == ("cases", moved.pk)
    assert set(before.permissions.values_list("content_type__app_label", "codename")) == {("cases", "adopt_savedcase")}
    assert set(after.permissions.values_list("content_type__app_label", "codename")) == {
        ("cases", "adopt_savedcase"),
        ("cases", "frame_savedcase"),
    }

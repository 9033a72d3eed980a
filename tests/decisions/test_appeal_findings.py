"""The appeal's record lists the ruling's findings in brief, each with the engine's lines of what follows."""

from __future__ import annotations

import re

import pytest

from tests.factories import open_appeal

pytestmark = pytest.mark.django_db


def test_each_finding_in_the_appeal_s_record_says_what_follows_in_the_engine_s_words(client, referee):
    appeal = open_appeal(referee)  # the referee ruled that N and S add three points (Law 72)
    html = client.get(appeal.get_absolute_url()).content.decode()
    items = [li for li in re.findall(r"<li>(.*?)</li>", html, re.S) if "Revoke. Offender: E." in li]
    follows = re.compile(r"N and S (chose|may choose) \(Law 72 I\): [^.]*add three to their own score\.")
    assert any("N and S chose (Law 72 I): add three to their own score." in item for item in items)
    for item in items:  # the ruling as the engine gave it, and as the referee gave it
        head, chose = item.index("<strong>Revoke. Offender: E.</strong>"), follows.search(item)
        assert chose is not None and head < chose.start() < item.index("E played the 3S")

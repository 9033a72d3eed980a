"""Ten copies of the token form sent at once make one token (issue 49: its one-time mark was read from the
session and written back, and five of ten parallel POSTs made a token each)."""

from __future__ import annotations

import threading
import uuid

import pytest
from django.db import connection
from django.test import Client
from knox.models import AuthToken

pytestmark = pytest.mark.django_db(transaction=True)

COPIES = 10


def test_ten_copies_of_one_form_sent_at_once_make_one_token(transactional_db, make_user) -> None:  # type: ignore[no-untyped-def]
    member = make_user("comm", "committee")
    client = Client()
    client.force_login(member)
    form = {"lifetime": "90", "once": uuid.uuid4().hex}
    start = threading.Barrier(COPIES)
    answers: list[int] = []

    def send() -> None:
        start.wait()
        try:
            answers.append(client.post("/accounts/tokens/", form).status_code)
        finally:
            connection.close()

    threads = [threading.Thread(target=send) for _ in range(COPIES)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(answers) == COPIES
    made = AuthToken.objects.filter(user=member).count()
    if 503 in answers:
        # SQLite takes one writer at a time: a copy that found the database busy was told so (503, Retry-After),
        # and the token may then not be made at all; never twice.
        assert connection.vendor == "sqlite" and made <= 1, answers
    else:
        assert made == 1, answers

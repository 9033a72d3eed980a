"""The test database holds the real corpus, loaded once per session."""

import pytest
from django.core.management import call_command


@pytest.fixture(scope="session")
def django_db_setup(django_db_setup, django_db_blocker):  # type: ignore[no-untyped-def]
    with django_db_blocker.unblock():
        call_command("load_corpus", verbosity=0)


@pytest.fixture(params=[1, 5], ids=["corpus", "decisions-x5"])
def size(request, db):  # type: ignore[no-untyped-def]
    """The corpus as loaded, and the corpus with every decision repeated five times (inside the test's transaction)."""
    from benchmarks.fixture import repeat_decisions

    repeat_decisions(request.param)
    return request.param

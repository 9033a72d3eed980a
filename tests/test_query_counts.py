"""Every page and API list costs a fixed number of queries: the same budget holds for
the corpus and for the corpus with five times its decisions."""

from __future__ import annotations

import json

import pytest
from django.contrib.auth.models import Group
from django.core.cache import caches
from django.urls import resolve

from cases.models import SavedCase
from decisions.models import Decision
from plumbing.api.throttles import QUERIES_PER_REQUEST as THROTTLED  # the ration of anonymous clients
from plumbing.readercache.middleware import CACHE as READER_CACHE
from plumbing.readercache.readers import READER_PAGES
from tests.factories import REVOKE_BY_SOUTH as REVOKE_CASE
from tests.factories import account, saved_case

pytestmark = pytest.mark.django_db

# (address, most queries): reading pages and lists, anonymous. The budgets are the counts today.
READ = [
    ("/", 2),
    # A code page is its code with its printed text, rendered at corpus load (laws/pages.py).
    ("/laws/club-1864/", 1),
    ("/laws/american-1890/", 1),
    ("/laws/euchre-1888/", 1),
    # The law with its printed parts (laws/pages.py); the committee's commentary and statute on it with the
    # commentary citing it; the decisions under it, stored when written (decisions/under_law.py); the appeal figures.
    ("/laws/club-1864/72/", 4),
    ("/laws/euchre-1888/62/", 4),
    ("/laws/club-1864/44/witnesses/", 7),  # the law, its clauses, notes, variants, sources; the linker of its notes
    ("/decisions/", 3),
    ("/decisions/?law=club-1864:72", 4),
    ("/decisions/?authority=clay&type=case", 3),
    # The decision with its text, citations and treatments, stored when written (decisions/pages.py); the decisions
    # on the same laws; the committee's commentary.
    ("/decisions/clay-case-7/", 3),
    ("/decisions/clay-case-18/witness/", 4),  # the decision, its notes; the linker of its notes
    ("/texts/clay-dummy-in-algiers/witness/", 4),  # the text, its notes; the linker of its notes
    ("/laws/club-1864/glossary/witness/", 5),  # the code, its terms, the glossary's heading; the linker of its notes
    # Clay's, by its heading: the code, the heading named and the last (where #glossary is), its terms; the linker.
    ("/laws/club-1864/glossary/clay-explanation-of-technical-terms/witness/", 6),
    ("/errata/", 2),  # none of its own: the file is read, not the database (the two are the search outbox's look)
    ("/decisions/authorities/", 1),
    ("/accounts/login/", 0),
    ("/cases/new/", 2),  # whether the club has statutes, to rule under them by default
    ("/api/v1/codes/", 1),
    ("/api/v1/laws/?code=club-1864", 4),
    ("/api/v1/laws/club-1864/72/", 8),
    ("/api/v1/decisions/", 2),
    ("/api/v1/decisions/?law=club-1864:72", 3),
    ("/api/v1/decisions/clay-case-7/", 7),
    ("/api/v1/authorities/", 1),
    ("/api/v1/schema/", 0),  # made from the code alone
    ("/api/v1/docs/", 0),
    ("/appeals/", 3),
    ("/api/v1/appeals/", 2),
    # The casebook with no record yet; tests/casebook/test_query_counts.py counts a year of five and of ten.
    ("/casebook/", 2),
    ("/api/v1/casebook/", 2),
    ("/api/v1/casebook.csv", 2),
    ("/api/v1/casebook-schema.json", 0),
    ("/feeds/all.atom", 4),  # decisions, commentary, the motions put, the meetings (and what they prefetch)
    ("/feeds/club-1864.atom", 4),
    ("/feeds/club-1864/72.atom", 4),
    ("/offline/", 0),
    ("/offline/bundle.json", 0),  # static files only
    ("/offline/manifest.webmanifest", 0),
    ("/sw.js", 0),
    # The codes, the laws, their clauses, the concordance's matters and their laws, the statutes of each code.
    ("/offline/library.json", 8),
]


@pytest.fixture
def size(size_for_the_module, db):  # type: ignore[no-untyped-def]
    """The corpus, and five times its decisions, made once for the module (tests/conftest.py)."""
    return size_for_the_module


# A reader page reads the site's version first (plumbing/readercache), then is built: the budgets count the build,
# so the page is never taken from the cache here.
VERSION_READ = 1


def _budget(url: str, most: int) -> int:
    caches[READER_CACHE].clear()
    return most + (VERSION_READ if resolve(url.split("?")[0]).view_name in READER_PAGES else 0)


@pytest.mark.parametrize("url,most", READ, ids=[u for u, _ in READ])
def test_page_or_list_within_its_queries(client, size, url, most, django_assert_max_num_queries):
    with django_assert_max_num_queries(_budget(url, most)):
        response = client.get(url)
    assert response.status_code == 200, url


def test_rulings_api_within_its_queries(client, size, django_assert_max_num_queries):
    # The laws cited, the top citation profiles, the precedents with the laws they share.
    with django_assert_max_num_queries(3 + THROTTLED):
        response = client.post("/api/v1/rulings/", data=json.dumps(REVOKE_CASE), content_type="application/json")
    assert response.status_code == 200 and response.json()["precedents"]


@pytest.fixture
def committee_client(client, django_user_model):  # type: ignore[no-untyped-def]
    user = account("comm", "committee")
    client.force_login(user)
    for n in range(30):
        saved_case(user, REVOKE_CASE, title=f"case {n}", ruling={})
    return client


@pytest.mark.parametrize("url,most", [("/cases/", 6), ("saved", 9), ("again", 12)])
def test_case_pages_within_their_queries(committee_client, size, url, most, django_assert_max_num_queries):
    if url in ("saved", "again"):
        url = f"/cases/{SavedCase.objects.first().pk}/{'again/' if url == 'again' else ''}"
    with django_assert_max_num_queries(most):
        response = committee_client.get(url)
    assert response.status_code == 200, url


def test_the_larger_size_has_five_times_the_decisions(size):
    assert Decision.objects.filter(slug__startswith="clay-case-7").count() == size


STATUTES = [
    ("club-1864", "72", "revoke_penalty", "2"),
    ("club-1864", "2", "game", "7"),
    ("club-1864", "78", "revoke_claim", "next_trump_turned"),
    ("club-1864", "82", "struck_out", ""),
    ("american-1890", "16", "game", "10"),
    ("euchre-1888", "63", "revoke_penalty", "2"),
]


@pytest.fixture
def statutes(django_user_model):  # type: ignore[no-untyped-def]
    """Statutes on six laws of the three codes, each by its own member and with two versions."""
    from committee.models import Commentary
    from committee.services import commentary_save
    from committee.subjects import law_subject

    for n, (code, number, provision, value) in enumerate(STATUTES):
        user = django_user_model.objects.create_user(username=f"member{n}")
        user.groups.add(Group.objects.get(name="committee"))
        subject = law_subject(code, number, Commentary.STATUTE)
        for version in (0, 1):
            commentary_save(
                subject=subject, by=user, text="Law 72.", message="", version=version, amendment=(provision, value)
            )


# The statutes list is one query for the page of statutes with their laws, codes and authors, one for the
# count, one for the code filter, and two per code for the law numbers its words may cite (three codes at
# most); a statute is its law's and its code's, and its current version.
STATUTE_READS = [
    ("/api/v1/statutes/", 8),
    ("/api/v1/statutes/?code=club-1864", 5),
    ("/api/v1/laws/club-1864/72/statute/", 5),
    ("/api/v1/laws/club-1864/72/statute/history/", 6),
]


@pytest.mark.parametrize("url,most", STATUTE_READS, ids=[u for u, _ in STATUTE_READS])
def test_statutes_within_their_queries(client, statutes, url, most, django_assert_max_num_queries):  # type: ignore[no-untyped-def]
    with django_assert_max_num_queries(most):
        response = client.get(url)
    assert response.status_code == 200, url
    if url.startswith("/api/v1/statutes/"):
        assert len(response.json()["results"]) == (4 if "code" in url else 6)


@pytest.fixture
def follower_client(client, django_user_model):  # type: ignore[no-untyped-def]
    """A member following thirty laws, every decision of Clay's and an appeal, with two kinds stopped."""
    from laws.models import Law
    from notices.models import Following, Stop
    from tests.factories import open_appeal

    user = account("follower", "referee")
    Following.objects.bulk_create(
        Following(user=user, law=law) for law in Law.objects.filter(code__slug="club-1864").order_by("pk")[:30]
    )
    Following.objects.bulk_create(
        Following(user=user, decision=d) for d in Decision.objects.filter(authority__slug="clay")
    )
    Following.objects.create(user=user, appeal=open_appeal(account("ref", "referee")))
    Stop.objects.bulk_create([Stop(user=user, kind="followed"), Stop(user=user, kind="statute-adopted")])
    client.force_login(user)
    return client


# Signed in: the session and the user, then the page's own. Under a law or a decision the member's permissions
# (two: his own and his groups', for the committee's buttons) and the follow button (one: whether it is followed).
FOLLOWER_READS = [
    ("/notices/", 4),  # the followings with what they follow, the stopped kinds
    ("/api/v1/following/", 4),  # the page of followings, their count
    ("/api/v1/notices/", 3),
    ("/laws/club-1864/72/", 9),
    ("/decisions/clay-case-7/", 8),
]


@pytest.mark.parametrize("url,most", FOLLOWER_READS, ids=[u for u, _ in FOLLOWER_READS])
def test_notices_pages_within_their_queries(follower_client, size, url, most, django_assert_max_num_queries):  # type: ignore[no-untyped-def]
    with django_assert_max_num_queries(most):
        response = follower_client.get(url)
    assert response.status_code == 200, url


def test_the_stop_page_within_its_queries(client, django_assert_max_num_queries):  # type: ignore[no-untyped-def]
    from notices.kinds import Kind
    from notices.links import stop_token

    user = account("follower", "referee")
    with django_assert_max_num_queries(1):  # the member the link names
        response = client.get(f"/notices/stop/{stop_token(user.pk, Kind.FOLLOWED)}/")
    assert response.status_code == 200


# A saved ruling for the players, read by anyone: the short address is the case and whether he may read it, and
# the ration; the slip and the players' link are the case, its ruling given, its appeals, the laws it cites and the
# linker (as on the ruling page), and the ration.
PLAYERS = [("short address", 1 + THROTTLED), ("slip", 8 + THROTTLED), ("players' link", 8 + THROTTLED)]
PLAYERS_ADDRESS = {
    "short address": lambda case: f"/r/{case.short_code}",
    "slip": lambda case: f"/cases/{case.pk}/slip.pdf",
    "players' link": lambda case: case.get_players_url(),
}


@pytest.mark.parametrize("what,most", PLAYERS, ids=[w for w, _ in PLAYERS])
def test_a_saved_ruling_for_the_players_within_its_queries(client, size, what, most, django_assert_max_num_queries):
    case = saved_case(account("ref", "referee"), REVOKE_CASE, public=True)
    url = PLAYERS_ADDRESS[what](case)
    with django_assert_max_num_queries(most):
        response = client.get(url)
    assert response.status_code == (302 if what == "short address" else 200), url

"""A reader page kept in the cache is never served once a write has changed what it shows.

For each kind of write the handler follows, the page is read twice (built, then taken from the cache), the
write is made through the service the site uses, and the next read must show it. The same runs on SQLite
and PostgreSQL (scripts/with-postgres.sh). The last test shows the cache does keep pages: a bulk update that
does not call `site_changed` is not seen, which is why every bulk path calls it.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from django.core.management import call_command
from django.test import Client

from committee.models import Commentary
from committee.services import commentary_save, decision_withdraw
from committee.subjects import decision_subject, law_subject
from committee.thesaurus import entry_add
from decisions.models import Decision
from decisions.treatments import treatment_record
from laws.models import Law
from plumbing.readercache.middleware import SERVED
from plumbing.readercache.models import SiteVersion
from tests.factories import account, adopted_decision, open_appeal

pytestmark = pytest.mark.django_db

LAW_72 = "/laws/club-1864/72/"
COMMITTEE_DECISIONS = "/decisions/?authority=club-committee"


def _read(client: Client, page: str) -> tuple[str, str]:
    response = client.get(page)
    assert response.status_code == 200, page
    return response.content.decode(), response[SERVED]


def _kept(client: Client, page: str) -> str:
    """The page as a reader sees it, once built and once taken from the cache."""
    _read(client, page)
    html, served = _read(client, page)
    assert served == "hit", page
    return html


def commentary_saved(member: Any) -> tuple[str, str]:
    commentary_save(
        subject=law_subject("club-1864", "72"), by=member, text="Mind the *third* trick.", message="", version=0
    )
    return LAW_72, "Mind the <em>third</em> trick."


def statute_adopted(member: Any) -> tuple[str, str]:
    subject = law_subject("club-1864", "72", Commentary.STATUTE)
    commentary_save(
        subject=subject,
        by=member,
        text="Here a revoke costs two.",
        message="",
        version=0,
        amendment=("revoke_penalty", "2"),
    )
    return LAW_72, "Here a revoke costs two."


def decision_adopted(member: Any) -> tuple[str, str]:
    adopted_decision(member, title="South renounces at the club")
    return COMMITTEE_DECISIONS, "South renounces at the club"


def decision_withdrawn(member: Any) -> tuple[str, str]:
    decision = adopted_decision(member, title="Adopted in haste")
    page = f"/decisions/{decision.slug}/"
    Client().get(page)  # kept before the withdrawal
    decision_withdraw(decision=decision, by=member, reason="Adopted before the facts were known.")
    return page, "Adopted before the facts were known."


def holding_amended(member: Any) -> tuple[str, str]:
    decision = adopted_decision(member, title="E revokes")
    page = f"/decisions/{decision.slug}/"
    Client().get(page)
    commentary_save(
        subject=decision_subject(decision.slug, Commentary.HOLDING),
        by=member,
        text="Three tricks, *always*.",
        message="",
        version=1,
    )
    return page, "Three tricks, <em>always</em>."


def commentary_on_a_decision(member: Any) -> tuple[str, str]:
    commentary_save(
        subject=decision_subject("clay-case-7"), by=member, text="Followed here since.", message="", version=0
    )
    return "/decisions/clay-case-7/", "Followed here since."


def treatment_recorded(member: Any) -> tuple[str, str]:
    adopted = adopted_decision(member, title="A later case")
    treatment_record(
        from_decision=adopted,
        to_decision=Decision.objects.get(slug="clay-case-7"),
        relation="follows",
        reason="Same facts.",
        by=member,
    )
    return "/decisions/clay-case-7/", "A later case"


def appeal_decided(member: Any) -> tuple[str, str]:
    from appeals.services import appeal_decide

    appeal = open_appeal(account("ref", "referee"))
    decided = appeal_decide(appeal=appeal, by=member, outcome="upheld", reasons="Law 73: it was established.")
    assert decided.decision is not None
    return COMMITTEE_DECISIONS, decided.decision.title


def thesaurus_entry_added(member: Any) -> tuple[str, str]:
    entry_add(by=member, everyday="gawker", books="bystander", example="club-1864:88")
    return "/thesaurus/", "gawker"


def member_renamed(member: Any) -> tuple[str, str]:
    commentary_save(subject=law_subject("club-1864", "72"), by=member, text="Signed.", message="", version=0)
    Client().get(LAW_72)
    member.username = "secretary"
    member.save()
    return LAW_72, "secretary"


def law_added_to_a_matter(member: Any) -> tuple[str, str]:
    # The concordance's relation (m2m_changed): Law 72's matter gains a law of the American code.
    law, other = (
        Law.objects.get(code__slug="club-1864", number="72"),
        Law.objects.get(code__slug="american-1890", number="1"),
    )
    Client().get(LAW_72)
    law.matters.first().laws.add(other, through_defaults={"position": 99})
    return LAW_72, 'href="/laws/american-1890/1/"'


WRITES: list[Callable[[Any], tuple[str, str]]] = [
    commentary_saved,
    statute_adopted,
    decision_adopted,
    decision_withdrawn,
    holding_amended,
    commentary_on_a_decision,
    treatment_recorded,
    appeal_decided,
    thesaurus_entry_added,
    member_renamed,
    law_added_to_a_matter,
]


@pytest.mark.parametrize("write", WRITES, ids=[w.__name__ for w in WRITES])
def test_the_next_read_after_a_write_shows_it(committee, write):  # type: ignore[no-untyped-def]
    reader = Client()
    for page in (LAW_72, COMMITTEE_DECISIONS, "/decisions/clay-case-7/", "/thesaurus/"):
        _kept(reader, page)
    page, shown = write(committee)
    before = SiteVersion.current().token
    html, served = _read(reader, page)
    assert shown in html, (page, served)
    assert (served, SiteVersion.current().token) == ("miss", before)


def test_a_sign_in_changes_nothing_readers_see(committee):  # type: ignore[no-untyped-def]
    reader = Client()
    _kept(reader, LAW_72)
    Client().force_login(committee)  # writes last_login
    assert _read(reader, LAW_72)[1] == "hit"


def test_the_corpus_loaded_again_is_seen_at_once(committee):  # type: ignore[no-untyped-def]
    reader = Client()
    printed = _kept(reader, LAW_72)
    # Changed behind the site's back (no signal, no site_changed): the page kept is served as it was,
    Law.objects.filter(code__slug="club-1864", number="72").update(title="Altered by hand")
    assert _read(reader, LAW_72) == (printed, "hit")
    # and the corpus loaded again (bulk writes, one transaction) puts the printed title back, seen at once.
    call_command("load_corpus", verbosity=0)
    html, served = _read(reader, LAW_72)
    assert served == "miss" and "Altered by hand" not in html and html == printed


def test_a_backup_restored_is_seen_at_once(committee, tmp_path: Path):  # type: ignore[no-untyped-def]
    commentary_save(subject=law_subject("club-1864", "72"), by=committee, text="As backed up.", message="", version=0)
    path = tmp_path / "site.backup"
    call_command("backup", str(path))
    Commentary.objects.filter(text="As backed up.").update(text="Changed since", html="<p>Changed since</p>")
    reader = Client()
    assert "Changed since" in _kept(reader, LAW_72)
    call_command("restore", str(path), "--replace", stdout=None)
    html, served = _read(reader, LAW_72)
    assert served == "miss" and "As backed up." in html and "Changed since" not in html


def test_migrate_changes_the_version():  # type: ignore[no-untyped-def]
    before = SiteVersion.current().token
    call_command("migrate", verbosity=0)
    assert SiteVersion.current().token != before


def test_a_statute_taking_force_tomorrow_is_read_under_tomorrow_s_key(committee, monkeypatch):  # type: ignore[no-untyped-def]
    from django.utils import timezone

    today = timezone.localdate()
    tomorrow = today + datetime.timedelta(days=1)
    subject = law_subject("club-1864", "72", Commentary.STATUTE)
    commentary_save(
        subject=subject,
        by=committee,
        text="From tomorrow, two tricks.",
        message="",
        version=0,
        amendment=("revoke_penalty", "2"),
        in_force_from=tomorrow,
        at_meeting=True,
    )
    reader = Client()
    today_html = _kept(reader, LAW_72)
    etag_today = reader.get(LAW_72)["ETag"]
    monkeypatch.setattr(timezone, "localdate", lambda *a, **k: tomorrow)  # the clock, not the site, moves on
    response = reader.get(LAW_72)
    assert response[SERVED] == "miss" and response["ETag"] != etag_today
    assert response.content.decode() != today_html

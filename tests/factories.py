"""One set of factories for the suite: the example cases, accounts in each role, saved cases, and the two
worlds built from them (the club's site a backup keeps, the things the permission matrix's addresses name).

Plain functions over the site's own service functions, so what a test builds is what the site would make.
"""

from __future__ import annotations

import copy
import datetime
from dataclasses import dataclass
from typing import Any

from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group
from django.utils import timezone

from accounts.tokens import token_make
from appeals.models import Appeal
from appeals.services import appeal_decide, appeal_lodge, ruling_given_record
from cases.adoption import decision_adopt
from cases.models import SavedCase
from committee.models import Commentary
from committee.services import commentary_save, decision_withdraw, draft_save
from committee.subjects import decision_subject, law_subject
from committee.thesaurus import entry_add, entry_save, entry_withdraw
from decisions.models import Decision
from decisions.rulings import ruling_for_document
from decisions.treatments import treatment_record
from laws.models import Law
from meetings.models import Motion
from meetings.services import meeting_hold, motion_move, vote_cast
from notices.kinds import Kind
from notices.links import stop_token
from notices.services import follow, stop

# -- the example cases ----------------------------------------------------------------------------------------

# E renounces hearts holding one, and S claims the revoke once the trick is turned (Club Code, Laws 72 and 73).
REVOKE_CASE: dict[str, Any] = {
    "code": "club-1864",
    "title": "E renounces hearts holding one",
    "dealer": "W",
    "trump": "2C",
    "hands": {"E": {"known": ["5H"]}},
    "score": {"NS": 0, "EW": 0},
    "events": [
        {"type": "play", "seat": "N", "card": "AH"},
        {"type": "play", "seat": "E", "card": "3S"},
        {"type": "play", "seat": "S", "card": "4H"},
        {"type": "play", "seat": "W", "card": "6H"},
        {"type": "play", "seat": "N", "card": "KD"},
        {"type": "play", "seat": "E", "card": "9D"},
        {"type": "claim", "seat": "S", "kind": "revoke", "against": "E"},
    ],
}

# The same revoke claimed as soon as W has turned and quitted the trick (the revoke is established).
REVOKE_TURNED_AND_QUITTED: dict[str, Any] = {
    **REVOKE_CASE,
    "events": [
        *REVOKE_CASE["events"][:4],
        {"type": "quit", "seat": "W"},
        {"type": "claim", "seat": "S", "kind": "revoke", "against": "E"},
    ],
}

# The same revoke with the sides turned: S renounces hearts holding the queen, W claims.
REVOKE_BY_SOUTH: dict[str, Any] = {
    "code": "club-1864",
    "dealer": "W",
    "trump": "2C",
    "hands": {"S": {"known": ["QH"]}},
    "events": [
        {"type": "play", "seat": "N", "card": "AH"},
        {"type": "play", "seat": "E", "card": "3H"},
        {"type": "play", "seat": "S", "card": "4S"},
        {"type": "play", "seat": "W", "card": "6H"},
        {"type": "play", "seat": "N", "card": "KD"},
        {"type": "play", "seat": "E", "card": "2D"},
        {"type": "play", "seat": "S", "card": "5D"},
        {"type": "claim", "seat": "W", "kind": "revoke", "against": "S"},
    ],
}


def revoke_case(**changes: Any) -> dict[str, Any]:
    """A fresh copy of REVOKE_CASE (a test may change it freely), with `changes` on top."""
    return {**copy.deepcopy(REVOKE_CASE), **copy.deepcopy(changes)}


# -- accounts and saved cases ---------------------------------------------------------------------------------


def account(
    username: str, role: str | None = None, password: str | None = None, staff: bool = False, email: str = ""
) -> Any:
    """An account in a role (referee, committee, administrator) or none; its password is "pw-<username>"."""
    user = get_user_model().objects.create_user(username=username, password=password or f"pw-{username}", email=email)
    if role:
        user.groups.add(Group.objects.get(name=role))
    if staff:
        user.is_staff = True
        user.save(update_fields=["is_staff"])
    return user


def saved_case(
    owner: Any = None,
    document: dict[str, Any] | None = None,
    *,
    public: bool = False,
    title: str | None = None,
    ruling: dict[str, Any] | None = None,
) -> SavedCase:
    """A case saved by `owner` as the builder saves it: the engine's ruling at save time unless one is given."""
    document = document if document is not None else revoke_case()
    return SavedCase.objects.create(
        owner=owner,
        title=title if title is not None else document.get("title", "A case"),
        code=document["code"],
        case=document,
        ruling=ruling if ruling is not None else ruling_for_document(document),
        public=public,
    )


def case_with_ruling_given(owner: Any, document: dict[str, Any] | None = None, public: bool = True) -> SavedCase:
    """A saved case on which the referee ruled at the table that N-S add three points (Law 72)."""
    case = saved_case(owner, document, public=public)
    ruling_given_record(case=case, by=owner, elections=[{"finding": 0, "option": "add_three"}])
    return case


def adopted_decision(
    by: Any, owner: Any = None, *, title: str = "E revokes", holding: str = "The revoke stands.", **case: Any
) -> Decision:
    """A saved case adopted by the committee member `by` as a decision of the committee."""
    return decision_adopt(case=saved_case(owner, **case), by=by, holding_markdown=holding, title=title)


def open_appeal(referee: Any, document: dict[str, Any] | None = None, public: bool = True) -> Appeal:
    """E-W appeal the ruling given on the referee's case (public unless said)."""
    case = case_with_ruling_given(referee, document, public=public)
    return appeal_lodge(case=case, by=referee, side="EW", grounds="The revoke was not established.")


# -- the club's site, as a backup keeps it ----------------------------------------------------------------------


@dataclass
class ClubSite:
    pages: list[str]  # read by anyone
    committee_pages: list[str]  # read by a member of the committee
    token: str
    adopted: str  # the slug of an adopted decision
    printed: str  # the slug of a printed decision with commentary


def votes_cast(*, motion: Motion, votes: dict[int, tuple[str, str]]) -> Motion:
    """Each member casts his own vote ({member id: (choice, reasons)}), in the order given; the motion is put
    when the last member present has voted. Returns the motion as it then stands."""
    members = {m.pk: m for m in motion.meeting.present.all()}
    for pk, (choice, reasons) in votes.items():
        motion = vote_cast(motion=motion, by=members[pk], choice=choice, reasons=reasons)
    motion.refresh_from_db()
    return motion


def club_site() -> ClubSite:
    """Accounts in each role with a token, a public case with the ruling given and a decided appeal, a private
    case adopted and its holding edited, a third adopted and withdrawn, a treatment, commentary in versions on a
    law and on a printed decision, a statute, a draft, thesaurus entries changed and withdrawn, a version whose author's account was since deleted, and a member
    following a law, a decision and an appeal with one kind of notice stopped."""
    referee, member = account("ref", "referee"), account("comm", "committee")
    account("admin1", "administrator")
    _, token = token_make(user=member, lifetime=None)

    public = saved_case(referee, revoke_case(title="E renounces in public"), public=True)
    ruling_given_record(case=public, by=referee, elections=[{"finding": 0, "option": "add_three"}])
    appeal = appeal_lodge(case=public, by=referee, side="EW", grounds="The revoke was *not* established.")
    appeal = appeal_decide(appeal=appeal, by=member, outcome="upheld", reasons="Law 73: it was established.")

    private = saved_case(referee, revoke_case(title="E renounces at home"), public=False)
    adopted = decision_adopt(case=private, by=member, holding_markdown="The revoke stands.", title="E revokes")
    commentary_save(
        subject=decision_subject(adopted.slug, Commentary.HOLDING),
        by=member,
        text="The revoke stands: *three* tricks.",
        title="E revokes, at home",
        message="clearer",
        version=1,
    )
    printed = Decision.objects.printed().filter(under__code__slug="club-1864", under__number="72").first()
    assert printed is not None
    treatment_record(from_decision=adopted, to_decision=printed, relation="follows", reason="Same facts.", by=member)

    third = saved_case(referee, revoke_case(title="A case withdrawn"), public=True)
    withdrawn = decision_adopt(case=third, by=member, holding_markdown="Too hasty.", title="Withdrawn one")
    decision_withdraw(decision=withdrawn, by=member, reason="Adopted in error.")

    law_72 = law_subject("club-1864", "72")
    commentary_save(subject=law_72, by=member, text="See Law 73.", message="first", version=0)
    commentary_save(subject=law_72, by=member, text="See Law 73 and Law 74.", message="second", version=1)
    commentary_save(
        subject=law_subject("club-1864", "72", Commentary.STATUTE),
        by=member,
        text="In this club a revoke costs *two* tricks.",
        message="agreed",
        version=0,
        amendment=("revoke_penalty", "2"),
    )
    on_printed = decision_subject(printed.slug)
    commentary_save(subject=on_printed, by=member, text="Followed by the club.", message="note", version=0)
    draft_save(subject=law_subject("club-1864", "73"), by=member, text="Half a thought", message="", base_version=0)

    # A meeting of three: an appeal decided with a dissent, and a statute on Law 2 in force from a day of its own.
    seconder, dissenter = account("comm2", "committee"), account("comm3", "committee")
    meeting = meeting_hold(by=member, held_on=datetime.date(2026, 3, 2), present=[member, seconder, dissenter])
    heard = appeal_lodge(
        case=case_with_ruling_given(referee, revoke_case(title="E renounces at the meeting")),
        by=referee,
        side="EW",
        grounds="Not established.",
    )
    motion = motion_move(
        meeting=meeting, by=member, kind=Motion.DECIDE_APPEAL, appeal=heard, terms={"outcome": "upheld"}, text="Law 73."
    )
    votes = {member.pk: ("for", ""), seconder.pk: ("for", "Law 72."), dissenter.pk: ("against", "Law 73: *no*.")}
    votes_cast(motion=motion, votes=votes)
    game = motion_move(
        meeting=meeting,
        by=member,
        kind=Motion.ADOPT_STATUTE,
        law=Law.objects.get(code__slug="club-1864", number="2"),
        terms={"provision": "game", "value": "7", "in_force_from": "2026-04-01", "retroactive": True},
        text="The game is seven.",
    )
    votes = {member.pk: ("for", ""), seconder.pk: ("for", ""), dissenter.pk: ("against", "Keep *five*.")}
    votes_cast(motion=game, votes=votes)
    follow(member, {"law": law_72.law})
    follow(member, {"decision": printed})
    follow(member, {"appeal": appeal})
    stop(member.pk, Kind.STATUTE_ADOPTED)

    # The committee's thesaurus: an entry changed once, and one withdrawn.
    gawker = entry_add(by=member, everyday="gawker", books="bystander", example="club-1864:88", message="heard")
    entry_save(
        entry=gawker,
        by=member,
        everyday="gawker, gawkers",
        books="bystander",
        example="club-1864:88",
        message="plural",
        version=1,
    )
    rubberneck = entry_add(by=member, everyday="rubberneck", books="bystander", example="club-1864:88")
    entry_withdraw(entry=rubberneck, by=member, message="Not a word of the table.", version=1)

    gone = account("gone", "committee")
    commentary_save(subject=law_subject("club-1864", "74"), by=gone, text="Written, then left.", message="", version=0)
    get_user_model().objects.filter(pk=gone.pk).delete()

    assert appeal.decision is not None
    return ClubSite(
        pages=[
            "/laws/club-1864/72/",
            "/laws/club-1864/72/commentary/history/",
            "/laws/club-1864/72/commentary/diff/?from=1&to=2",
            "/laws/club-1864/72/statute/history/",
            "/laws/club-1864/73/",
            "/laws/club-1864/74/commentary/history/",
            f"/decisions/{adopted.slug}/",
            f"/decisions/{adopted.slug}/holding/history/",
            f"/decisions/{withdrawn.slug}/",
            f"/decisions/{printed.slug}/",
            f"/decisions/{printed.slug}/commentary/history/",
            f"/decisions/{appeal.decision.slug}/",
            "/decisions/?law=club-1864:72",
            "/appeals/",
            f"/appeals/{appeal.pk}/",
            f"/cases/{public.pk}/",
            f"/cases/{third.pk}/",
            "/feeds/all.atom",
            "/api/v1/laws/club-1864/72/commentary/history/",
            f"/api/v1/decisions/{adopted.slug}/",
            "/api/v1/appeals/",
            "/meetings/",
            f"/meetings/{meeting.pk}/",
            f"/appeals/{heard.pk}/",
            "/laws/club-1864/2/",
            "/laws/club-1864/as-amended/?on=2026-03-31",
            "/laws/club-1864/as-amended/?on=2026-04-01",
            f"/api/v1/meetings/{meeting.pk}/",
            "/thesaurus/",
            f"/thesaurus/{gawker.pk}/",
            f"/thesaurus/{rubberneck.pk}/",
            f"/api/v1/thesaurus/{gawker.pk}/history/",
        ],
        committee_pages=[
            f"/cases/{private.pk}/",
            "/cases/",
            "/laws/club-1864/73/commentary/",  # the member's draft
            "/notices/",  # what the member follows, and the kind of notice he stopped
        ],
        token=token,
        adopted=adopted.slug,
        printed=printed.slug,
    )


# -- the permission matrix's world ----------------------------------------------------------------------------

MATRIX_PASSWORD = "the eldest hand leads"
MATRIX_ROLES = ("no_role", "referee", "committee", "administrator")


def permission_world() -> dict[str, Any]:
    """Accounts named after the matrix's columns (no-role, referee …), and the placeholders its addresses name
    (tests/permissions/matrix.py)."""
    accounts = {
        role: account(
            role.replace("_", "-"),
            None if role == "no_role" else role,
            password=MATRIX_PASSWORD,
            staff=role == "administrator",  # as create_user makes an administrator
        )
        for role in MATRIX_ROLES
    }
    other = account("other-referee", "referee", password=MATRIX_PASSWORD)
    committee = accounts["committee"]
    commentary_save(
        subject=law_subject("club-1864", "72"), by=committee, text="Law 72 is heavy.", message="", version=0
    )
    commentary_save(
        subject=law_subject("club-1864", "72", Commentary.STATUTE),
        by=committee,
        text="Two tricks in this club.",
        message="",
        version=0,
        amendment=("revoke_penalty", 2),
    )
    adopted = adopted_decision(committee, other, public=True, title="A revoke", holding="It stands.")
    given = case_with_ruling_given(other)
    appeal = open_appeal(other)
    printed = Decision.objects.printed().order_by("pk").values_list("slug", flat=True)
    # A meeting of the committee and the administrator: a motion carried on one appeal, with a dissent, and one
    # moved on the open appeal, not yet put to the vote.
    administrator = accounts["administrator"]
    meeting = meeting_hold(by=committee, held_on=None, present=[committee, administrator])
    carried = motion_move(
        meeting=meeting,
        by=committee,
        kind=Motion.DECIDE_APPEAL,
        appeal=open_appeal(other),
        terms={"outcome": "upheld"},
        text="The revoke stands.",
    )
    votes_cast(motion=carried, votes={committee.pk: ("for", ""), administrator.pk: ("against", "No.")})
    pending = motion_move(  # on an appeal of its own: a motion moved on {appeal} is not refused as a second one
        meeting=meeting,
        by=committee,
        kind=Motion.DECIDE_APPEAL,
        appeal=open_appeal(other),
        terms={"outcome": "upheld"},
        text="Yes.",
    )
    own_token, _ = token_make(user=accounts["referee"], lifetime=None)
    gawker = entry_add(by=committee, everyday="gawker, gawkers", books="bystander", example="club-1864:88")
    own_private = saved_case(accounts["referee"], public=False)
    others_private = saved_case(other, public=False)
    public = saved_case(other, public=True)
    return {
        "accounts": accounts,
        "own_private": own_private.pk,
        "others_private": others_private.pk,
        "public": public.pk,
        "own_private_short": own_private.short_code,
        "others_private_short": others_private.short_code,
        "public_short": public.short_code,
        "others_private_key": others_private.players_key,
        "decision": printed.first(),
        "adopted": adopted.slug,
        "other_decision": printed.last(),
        "given": given.pk,
        "appeal": appeal.pk,
        "referee_account": accounts["referee"].pk,
        "committee_group": Group.objects.get(name="committee").pk,
        # The link in a notice to the referee that stops that kind of notice.
        "stop_link": stop_token(accounts["referee"].pk, Kind.APPEAL_DECIDED),
        "others_private_appeal": open_appeal(other, public=False).pk,
        "committee_account": committee.pk,
        "administrator_account": administrator.pk,
        "meeting": meeting.pk,
        "open_motion": pending.number,
        "year": timezone.localdate().year,  # the casebook's year: the decision adopted and the appeal decided above
        "own_token": own_token.token_key,
        "own_token_digest": own_token.digest,
        # The committee's entry in the game's thesaurus: "gawker" searched as "bystander", at version 1.
        "thesaurus_entry": gawker.pk,
    }

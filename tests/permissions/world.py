"""The things the permission matrix's addresses name: an account per role, saved cases, a decision, an appeal."""

from __future__ import annotations

from typing import Any

from django.contrib.auth.models import Group

from appeals.services import appeal_lodge, ruling_given_record
from cases.adoption import decision_adopt
from cases.models import SavedCase
from committee.models import Commentary
from committee.services import commentary_save
from committee.subjects import law_subject
from decisions.models import Decision
from decisions.rulings import ruling_for_document

from .matrix import REVOKE_CASE, ROLES

PASSWORD = "the eldest hand leads"


def make_account(user_model: Any, username: str, role: str | None) -> Any:
    user = user_model.objects.create_user(username=username, password=PASSWORD)
    if role:
        user.groups.add(Group.objects.get(name=role))
    if role == "administrator":
        user.is_staff = True  # as create_user makes an administrator
        user.save(update_fields=["is_staff"])
    return user


def saved_case(owner: Any, public: bool) -> SavedCase:
    return SavedCase.objects.create(
        owner=owner,
        title=REVOKE_CASE["title"],
        code=REVOKE_CASE["code"],
        case=REVOKE_CASE,
        ruling=ruling_for_document(REVOKE_CASE),
        public=public,
    )


def build_world(user_model: Any) -> dict[str, Any]:
    """Accounts named after their column (no-role, referee …), and the placeholders of matrix.py."""
    accounts = {
        role: make_account(user_model, role.replace("_", "-"), None if role == "no_role" else role)
        for role in ROLES[1:]
    }
    other = make_account(user_model, "other-referee", "referee")
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
    adopted = decision_adopt(
        case=saved_case(other, public=True), by=committee, holding_markdown="It stands.", title="A revoke"
    )
    given = saved_case(other, public=True)
    ruling_given_record(case=given, by=other, elections=[{"finding": 0, "option": "add_three"}])
    appealed = saved_case(other, public=True)
    ruling_given_record(case=appealed, by=other, elections=[{"finding": 0, "option": "add_three"}])
    appeal = appeal_lodge(case=appealed, by=other, side="EW", grounds="The revoke was not established.")
    return {
        "accounts": accounts,
        "own_private": saved_case(accounts["referee"], public=False).pk,
        "others_private": saved_case(other, public=False).pk,
        "public": saved_case(other, public=True).pk,
        "decision": Decision.objects.printed().order_by("pk").values_list("slug", flat=True).first(),
        "adopted": adopted.slug,
        "other_decision": Decision.objects.printed().order_by("-pk").values_list("slug", flat=True).first(),
        "given": given.pk,
        "appeal": appeal.pk,
        "referee_account": accounts["referee"].pk,
        "committee_group": Group.objects.get(name="committee").pk,
    }

"""A year of the committee's record, made through the site's own services: three appeals decided (upheld,
varied, reversed; the reversed one on a private case) and two saved cases adopted, one with commentary. The
varied appeal and the second adoption are carried at a meeting of three members, one dissenting from the first."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest
from django.utils import timezone

from appeals.models import Appeal
from appeals.services import appeal_decide, appeal_lodge
from committee.services import commentary_save
from committee.subjects import decision_subject
from decisions.models import Decision
from meetings.models import Motion
from meetings.services import meeting_hold, motion_move
from tests.factories import (
    REVOKE_BY_SOUTH,
    account,
    adopted_decision,
    case_with_ruling_given,
    revoke_case,
    saved_case,
    votes_cast,
)

DISSENT = "The revoke was *not* established: East had no heart left."


@dataclass
class Year:
    year: int
    upheld: Appeal
    varied: Appeal
    reversed: Appeal  # on a private case
    adopted: Decision
    commented: Decision  # adopted, with the committee's commentary
    members: list[Any]  # the three who sat at the meeting; the last dissented on the varied appeal


@pytest.fixture
def casebook_year(referee: Any, committee: Any) -> Year:
    return build_year(referee, committee)


def build_year(referee: Any, committee: Any) -> Year:
    def appeal(title: str, public: bool = True) -> Appeal:
        case = case_with_ruling_given(referee, revoke_case(title=title), public=public)
        return appeal_lodge(
            case=case, by=referee, side="EW", grounds=f"Grounds of {title}: the revoke was not established."
        )

    upheld = appeal_decide(
        appeal=appeal("East renounces hearts"), by=committee, outcome="upheld", reasons="Law 72 was applied rightly."
    )
    members = [account(name, "committee") for name in ("ada", "bea", "cy")]
    ada, bea, cy = members
    meeting = meeting_hold(by=ada, held_on=timezone.localdate(), present=members)
    varied_motion = motion_move(
        meeting=meeting,
        by=ada,
        kind=Motion.DECIDE_APPEAL,
        appeal=appeal("East renounces again"),
        terms={"outcome": "varied", "elections": [{"finding": 0, "option": "deduct_three"}]},
        text="The innocent side would rather deduct.",
    )
    votes_cast(motion=varied_motion, votes={ada.pk: ("for", ""), bea.pk: ("for", ""), cy.pk: ("against", DISSENT)})
    varied = Appeal.objects.get(pk=varied_motion.appeal_id)
    reversed_ = appeal_decide(
        appeal=appeal("East renounces in private", public=False),
        by=committee,
        outcome="reversed",
        reasons="The claim came too late.",
        words="No penalty: the revoke was not claimed in time (Law 78).",
        added_laws=["78"],
    )
    adopted = adopted_decision(committee, referee, title="South revokes", document=dict(REVOKE_BY_SOUTH), public=True)
    to_adopt = saved_case(referee, revoke_case(title="East revokes once more"), public=True)
    adoption = motion_move(
        meeting=meeting,
        by=bea,
        kind=Motion.ADOPT_CASE,
        case=to_adopt,
        terms={"title": "East revokes once more"},
        text="The revoke stands.",
    )
    votes_cast(motion=adoption, votes={m.pk: ("for", "") for m in members})
    to_adopt.refresh_from_db()
    commented = to_adopt.decision
    assert commented is not None
    commentary_save(
        subject=decision_subject(commented.slug),
        by=committee,
        text="The committee notes that Law 73 settles when a revoke is established.",
        message="",
        version=0,
    )
    return Year(timezone.localdate().year, upheld, varied, reversed_, adopted, commented, members)


@pytest.fixture(autouse=True)
def pdf_folder(settings: Any, tmp_path: Any) -> Any:
    """Each test keeps its PDFs in a folder of its own: a PDF another test made is never taken for one made here."""
    settings.CASEBOOK_PDF_DIR = tmp_path / "casebook"
    return settings.CASEBOOK_PDF_DIR

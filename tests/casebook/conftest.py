"""A year of the committee's record, made through the site's own services: three appeals decided (upheld,
varied, reversed; the reversed one on a private case) and two saved cases adopted, one with commentary."""

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
from tests.factories import REVOKE_BY_SOUTH, adopted_decision, case_with_ruling_given, revoke_case


@dataclass
class Year:
    year: int
    upheld: Appeal
    varied: Appeal
    reversed: Appeal  # on a private case
    adopted: Decision
    commented: Decision  # adopted, with the committee's commentary


@pytest.fixture
def casebook_year(referee: Any, committee: Any) -> Year:
    def appeal(title: str, public: bool = True) -> Appeal:
        case = case_with_ruling_given(referee, revoke_case(title=title), public=public)
        return appeal_lodge(
            case=case, by=referee, side="EW", grounds=f"Grounds of {title}: the revoke was not established."
        )

    upheld = appeal_decide(
        appeal=appeal("East renounces hearts"), by=committee, outcome="upheld", reasons="Law 72 was applied rightly."
    )
    varied = appeal_decide(
        appeal=appeal("East renounces again"),
        by=committee,
        outcome="varied",
        reasons="The innocent side would rather deduct.",
        elections=[{"finding": 0, "option": "deduct_three"}],
    )
    reversed_ = appeal_decide(
        appeal=appeal("East renounces in private", public=False),
        by=committee,
        outcome="reversed",
        reasons="The claim came too late.",
        words="No penalty: the revoke was not claimed in time (Law 78).",
        added_laws=["78"],
    )
    adopted = adopted_decision(committee, referee, title="South revokes", document=dict(REVOKE_BY_SOUTH), public=True)
    commented = adopted_decision(
        committee, referee, title="East revokes once more", document=revoke_case(), public=True
    )
    commentary_save(
        subject=decision_subject(commented.slug),
        by=committee,
        text="The committee notes that Law 73 settles when a revoke is established.",
        message="",
        version=0,
    )
    return Year(timezone.localdate().year, upheld, varied, reversed_, adopted, commented)


@pytest.fixture(autouse=True)
def pdf_folder(settings: Any, tmp_path: Any) -> Any:
    """Each test keeps its PDFs in a folder of its own: a PDF another test made is never taken for one made here."""
    settings.CASEBOOK_PDF_DIR = tmp_path / "casebook"
    return settings.CASEBOOK_PDF_DIR

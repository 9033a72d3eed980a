"""A motion's terms in words, as the members read them before they vote and the minutes print them: the
amendment a statute makes, its value and its day; the outcome of an appeal and the elections of a variation."""

from __future__ import annotations

from typing import Any

from appeals.models import Appeal
from appeals.services import AppealError, election_words, elections_of
from committee.statutes import amendment_words
from plumbing.days import written_day_words

from .models import Motion


def _appeal_terms(motion: Motion) -> list[tuple[str, str]]:
    terms, appeal = motion.terms, motion.appeal
    assert appeal is not None
    outcome = str(terms.get("outcome", ""))
    rows = [("That the ruling be", dict(Appeal.OUTCOMES).get(outcome, outcome).lower())]
    if terms.get("elections"):
        try:
            ruling = appeal.case.ruling or {}
            elected = election_words(elections_of(ruling, list(terms["elections"])), ruling)
        except AppealError as exc:
            elected = [str(exc)]
        rows.append(("The options elected", "; ".join(elected)))
    if terms.get("words"):
        rows.append(("The ruling that stands, in the committee's words", str(terms["words"])))
    if terms.get("added_laws"):
        rows.append(("Laws added", ", ".join(f"Law {n}" for n in terms["added_laws"])))
    statutes = str(terms.get("statutes") or Appeal.AS_RULED)
    rows.append(("Decided", dict(Appeal.STATUTES).get(statutes, statutes).lower()))
    return rows


def _statute_terms(motion: Motion) -> list[tuple[str, str]]:
    terms = motion.terms
    provision, value = str(terms.get("provision", "")), str(terms.get("value", ""))
    rows = [("The amendment", amendment_words(provision, value) if provision else "the club's words alone")]
    day = terms.get("in_force_from")
    rows.append(("In force from", written_day_words(day) if day else "the day the motion carries"))
    if terms.get("retroactive"):
        rows.append(("Retroactive", "it takes force from a day before the motion carries"))
    return rows


def terms_in_words(motion: Motion) -> list[tuple[str, str]]:
    """The motion's terms as (what, in words) pairs, besides its reasons; what it replaces last."""
    rows: list[tuple[str, str]] = []
    if motion.kind == Motion.DECIDE_APPEAL:
        rows = _appeal_terms(motion)
    elif motion.kind == Motion.ADOPT_STATUTE:
        rows = _statute_terms(motion)
    elif motion.kind in (Motion.ADOPT_CASE, Motion.AMEND_HOLDING) and motion.terms.get("title"):
        rows = [("The decision's title", str(motion.terms["title"]))]
    replaced = replaced_motion(motion)
    if replaced is not None:
        rows.append(("Replaces", f"motion {replaced.number} of the {replaced.meeting.named}"))
    return rows


def replaced_motion(motion: Motion) -> Motion | None:
    """The motion this one states it replaces (`replaces`: `<meeting id>/<number>`), if any."""
    meeting, _, number = str(motion.terms.get("replaces") or "").partition("/")
    if not (meeting.isdigit() and number.isdigit()):
        return None
    return Motion.objects.select_related("meeting").filter(meeting_id=int(meeting), number=int(number)).first()


def terms_data(motion: Motion) -> dict[str, Any]:
    """The terms in words, for the data: {what: words}."""
    return dict(terms_in_words(motion))

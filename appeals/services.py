"""Appeals to the committee: the ruling given at the table, lodging an appeal, deciding it.

One service function per write (HackSoft's styleguide): views and the API stay thin. Each
refuses with AppealError naming what is wrong, or PermissionDenied naming the role needed.
A decided appeal becomes a decision of the knowledge base, filed under the laws its ruling
cites and any the committee adds from the case's code.
"""

from __future__ import annotations

import copy
from typing import Any

from django.core.exceptions import PermissionDenied
from django.db import transaction
from django.utils import timezone

from accounts.committee import MOTION_DECIDE_APPEAL, carried_alone, motion_needed
from accounts.permissions import can_change_case, can_decide_appeal, can_lodge_appeal
from cases.adoption import COMMITTEE_COLLECTION_POSITION, case_facts, committee_authority
from cases.models import RulingGiven, SavedCase
from committee.services import holding_adopted
from committee.statutes import amendments_in_force
from decisions.case_display import describe_event, option_words, ruling_laws
from decisions.models import Citation, Decision
from decisions.precedent_profiles import refresh_profiles
from decisions.rulings import ruling_for_document
from laws.models import Law

from .events import appeal_decided, appeal_lodged
from .models import SIDES, Appeal

# Appeal decisions come after the committee's adopted cases under a law.
APPEAL_COLLECTION_POSITION = COMMITTEE_COLLECTION_POSITION + 1
OUTCOME_WORDS = {Appeal.UPHELD: "upheld", Appeal.VARIED: "varied", Appeal.REVERSED: "reversed"}
MAX_WORDS = 20_000


class AppealError(ValueError):
    """The appeal cannot go ahead as asked; the message says why in the committee's words."""


def elections_of(ruling: dict[str, Any], chosen: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Check elections against the ruling's findings; each becomes {finding, side, option}.

    `chosen` holds {"finding": index, "option": id}; the side is the option's chooser.
    """
    findings = ruling.get("findings") or []
    out: list[dict[str, Any]] = []
    seen: set[int] = set()
    for n, item in enumerate(chosen):
        where = f"elections[{n}]"
        if not isinstance(item, dict):
            raise AppealError(f"{where}: an election is {{'finding': number, 'option': id}}.")
        index, option = item.get("finding"), item.get("option")
        if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < len(findings):
            raise AppealError(f"{where}: the ruling has no finding {index!r} (it has {len(findings)}).")
        if index in seen:
            raise AppealError(f"{where}: finding {index} is elected on twice.")
        offered = {str(o.get("id")): o for o in findings[index].get("options") or []}
        if option not in offered:
            allowed = ", ".join(offered) or "none"
            raise AppealError(f"{where}: finding {index} offers no option {option!r} (it offers: {allowed}).")
        seen.add(index)
        out.append({"finding": index, "side": offered[option].get("chooser"), "option": option})
    return out


def statutes_for(case: SavedCase, statutes: str) -> list[dict[str, Any]]:
    """The amendments an appeal is decided under: those the case was ruled under (kept with it, so a later
    change of the statutes never alters them), the club's statutes as they stand now, or none."""
    if statutes == Appeal.IN_FORCE:
        return amendments_in_force(case.code)
    if statutes == Appeal.PRINTED:
        return []
    return list(case.case.get("amendments") or [])


def replay_with(
    case: SavedCase, elections: list[dict[str, Any]], amendments: list[dict[str, Any]] | None = None
) -> dict[str, Any]:
    """The engine's ruling on the case with the elections made as `elect` events after the last event; under
    other amendments than the case's when they are given."""
    document = copy.deepcopy(case.case)
    if amendments is not None:
        document.pop("amendments", None)
        if amendments:
            document["amendments"] = amendments
    events = list(document.get("events") or [])
    events += [{"type": "elect", "side": e["side"], "option": e["option"]} for e in elections]
    document["events"] = events
    return ruling_for_document(document)


def election_words(elections: list[dict[str, Any]], ruling: dict[str, Any]) -> list[str]:
    """Each election as the engine says an `elect` event, the option in the ruling's words (its number as the
    ruling gives it)."""
    words, code = option_words(ruling), str(ruling.get("code") or "")
    return [
        describe_event({"type": "elect", "side": e["side"], "option": e["option"]}, code, options=words)
        for e in elections
    ]


@transaction.atomic
def ruling_given_record(
    *, case: SavedCase, by: Any, elections: list[dict[str, Any]], departed: bool = False, words: str = ""
) -> RulingGiven:
    """The referee records the ruling he gave; it can be corrected until an appeal is lodged on it."""
    if not can_change_case(by, case):
        raise PermissionDenied("Only the referee who saved this case records the ruling he gave.")
    case = SavedCase.objects.select_for_update().get(pk=case.pk)
    if case.appeals.exists():
        raise AppealError(f"An appeal is lodged on case {case.pk}: the ruling given there can no longer change.")
    words = words.strip()
    checked = elections_of(case.ruling, elections)
    if departed and not words:
        raise AppealError("Where the ruling departed from the engine's proposal, say in words what was ruled.")
    if len(words) > MAX_WORDS:
        raise AppealError(f"The ruling in words is {len(words)} characters long; the most is {MAX_WORDS}.")
    given, _ = RulingGiven.objects.update_or_create(
        case=case,
        defaults={
            "given_by": by,
            "given_at": timezone.now(),
            "elections": checked,
            "ruling": replay_with(case, checked),
            "departed": departed,
            "words": words,
        },
    )
    return given


@transaction.atomic
def appeal_lodge(*, case: SavedCase, by: Any, side: str, grounds: str) -> Appeal:
    if not can_lodge_appeal(by, case):
        raise PermissionDenied("An appeal is lodged by the referee who gave the ruling or by the committee.")
    case = SavedCase.objects.select_for_update().get(pk=case.pk)
    problems = []
    if not RulingGiven.objects.filter(case=case).exists():
        problems.append(f"no ruling given at the table is recorded on case {case.pk}")
    decided = case.appeals.exclude(outcome=Appeal.OPEN).first()
    if decided:
        problems.append(f"appeal {decided.pk} on this case is decided, and its decision is final")
    open_appeal = case.appeals.filter(outcome=Appeal.OPEN).first()
    if open_appeal:
        problems.append(f"appeal {open_appeal.pk} on this case is open still")
    if side not in dict(SIDES):
        problems.append(f"the side {side!r} is neither NS nor EW")
    grounds = grounds.strip()
    if not grounds:
        problems.append("the grounds are empty")
    elif len(grounds) > MAX_WORDS:
        problems.append(f"the grounds are {len(grounds)} characters long; the most is {MAX_WORDS}")
    if problems:
        raise AppealError("Cannot lodge the appeal: " + "; ".join(problems) + ".")
    appeal = Appeal.objects.create(case=case, side=side, grounds=grounds, lodged_by=by)
    appeal_lodged.send(sender=Appeal, appeal=appeal)
    return appeal


@transaction.atomic
def appeal_decide(
    *,
    appeal: Appeal,
    by: Any,
    outcome: str,
    reasons: str,
    elections: list[dict[str, Any]] | None = None,
    words: str = "",
    added_laws: list[str] | None = None,
    statutes: str = Appeal.AS_RULED,
    at_meeting: bool = False,
) -> Appeal:
    """The committee's decision: upheld, varied (the engine replays with its elections) or reversed; under the
    statutes the case was ruled under unless the committee says otherwise (`statutes`).

    Outside a meeting (`at_meeting` false) it is one member's act: refused with a quorum above one, and with a
    quorum of one recorded as a motion carried at once at his meeting of the day (accounts.committee)."""
    if not can_decide_appeal(by):
        raise PermissionDenied("Only the committee decides appeals.")
    if not at_meeting:
        if motion_needed("decide the appeal"):
            # A committee with a quorum decides by a motion carried at a meeting (meetings.services), never one alone.
            raise AppealError(motion_needed("decide the appeal"))
        # A committee of one: a motion carried at once, whose effect is this very service (at_meeting).
        terms = {"outcome": outcome, "elections": list(elections or []), "words": words}
        terms.update({"added_laws": [str(n) for n in added_laws or []], "statutes": statutes})
        carried_alone(MOTION_DECIDE_APPEAL, by=by, text=reasons, terms=terms, appeal=appeal)
        return Appeal.objects.get(pk=appeal.pk)
    appeal = Appeal.objects.select_for_update().select_related("case").get(pk=appeal.pk)
    case = appeal.case
    given = RulingGiven.objects.get(case=case)
    reasons, words = reasons.strip(), words.strip()
    if not appeal.is_open:
        raise AppealError(f"Appeal {appeal.pk} is decided already ({appeal.outcome}); its decision is final.")
    if statutes not in dict(Appeal.STATUTES):
        raise AppealError(
            f"Cannot decide the appeal: the statutes {statutes!r} are none of {', '.join(dict(Appeal.STATUTES))}."
        )
    amendments = statutes_for(case, statutes)
    checked, laws = _decidable(case, given, outcome, reasons, words, elections or [], added_laws or [], amendments)
    appeal.ruling = replay_with(case, checked, amendments) if outcome == Appeal.VARIED else None
    appeal.statutes, appeal.amendments = statutes, amendments
    standing = appeal.ruling if outcome == Appeal.VARIED else given.ruling if outcome == Appeal.UPHELD else {}
    cited = _cited(case.code, standing or {}, laws)
    appeal.outcome, appeal.reasons, appeal.words, appeal.elections = outcome, reasons, words, checked
    appeal.decided_by, appeal.decided_at = by, timezone.now()
    appeal.decision = _file_decision(appeal, given, standing or {}, cited)
    appeal.save()
    appeal.added_laws.set(laws.values())
    holding_adopted(decision=appeal.decision, by=by, message=f"Decided on appeal {appeal.pk}")
    appeal_decided.send(sender=Appeal, appeal=appeal)
    return appeal


def _decidable(
    case: SavedCase,
    given: RulingGiven,
    outcome: str,
    reasons: str,
    words: str,
    elections: list[dict[str, Any]],
    added_laws: list[str],
    amendments: list[dict[str, Any]],
) -> tuple[list[dict[str, Any]], dict[str, Law]]:
    """The elections checked against the ruling and the laws the committee adds; AppealError naming every reason
    the decision cannot be made as asked."""
    problems = []
    if outcome not in OUTCOME_WORDS:
        problems.append(f"the outcome {outcome!r} is none of upheld, varied, reversed")
    if not reasons:
        problems.append("the reasons are empty: the committee gives its reasons")
    if max(len(reasons), len(words)) > MAX_WORDS:
        problems.append(f"the reasons and the words are at most {MAX_WORDS} characters each")
    as_ruled = amendments == list(case.case.get("amendments") or [])
    if outcome == Appeal.UPHELD and not as_ruled:
        problems.append(
            "a ruling upheld stands as given, under the statutes the case was ruled under; to decide under other"
            " statutes, vary the ruling or reverse it"
        )
    base = case.ruling if as_ruled else replay_with(case, [], amendments)
    checked = elections_of(base, elections) if outcome == Appeal.VARIED else []
    if outcome == Appeal.VARIED and not words and checked in ([], given.elections):
        problems.append("a varied ruling elects other options than the ruling given, or says in words what it varies")
    if outcome == Appeal.REVERSED and not words:
        problems.append("a reversal states the ruling that stands instead")
    laws, unknown = _laws_of_code(case.code, added_laws)
    if unknown:
        problems.append(f"the code {case.code} has no law {', '.join(unknown)}")
    if problems:
        raise AppealError("Cannot decide the appeal: " + "; ".join(problems) + ".")
    return checked, laws


def _cited(code: str, standing: dict[str, Any], added: dict[str, Law]) -> list[tuple[Law, str]]:
    """The laws the decision stands under: those the standing ruling cites, then those the committee added."""
    refs = ruling_laws(standing)
    engine_laws, missing = _laws_of_code(code, [n for n, _ in refs])
    if missing:
        raise AppealError(f"Cannot decide the appeal: the code {code} has no law {', '.join(missing)}.")
    cited = [(engine_laws[n], c) for n, c in refs] + [
        (law, "") for law in added.values() if law.number not in engine_laws
    ]
    if not cited:
        raise AppealError(
            "Cannot decide the appeal: the ruling that stands cites no law, so the decision would stand under none; "
            "add the laws it rests on."
        )
    return cited


def _laws_of_code(code: str, numbers: list[str]) -> tuple[dict[str, Law], list[str]]:
    wanted = [str(n).strip().split(".")[0] for n in numbers if str(n).strip()]
    found = {law.number: law for law in Law.objects.filter(code__slug=code, number__in=wanted)}
    return {n: found[n] for n in wanted if n in found}, sorted({n for n in wanted if n not in found})


def _file_decision(
    appeal: Appeal, given: RulingGiven, standing: dict[str, Any], cited: list[tuple[Law, str]]
) -> Decision:
    """The decision of the knowledge base: the facts, the grounds as question, the reasons as holding."""
    case = appeal.case
    outcome = OUTCOME_WORDS[appeal.outcome]
    if appeal.outcome == Appeal.REVERSED:
        stands = [appeal.words]
    else:
        stands = [f.get("summary", "") for f in standing.get("findings") or [] if f.get("summary")]
        stands += election_words(appeal.elections if appeal.outcome == Appeal.VARIED else given.elections, standing)
        extra = appeal.words if appeal.outcome == Appeal.VARIED else given.words
        stands += [extra] if extra else []
    decision = Decision.objects.create(
        slug=f"appeal-{appeal.pk}",
        origin=Decision.ORIGIN_COMMITTEE,
        collection="",
        collection_position=APPEAL_COLLECTION_POSITION,
        position=appeal.pk,
        authority=committee_authority(),
        type="case",
        title=f"Appeal {appeal.pk}, ruling {outcome}: {case.title}"[:300],
        under=cited[0][0],
        facts=case_facts(case),
        question=f"Appeal by {dict(SIDES)[appeal.side]}: {appeal.grounds}",
        holding=appeal.reasons,
        text=f"The ruling given at the table is {outcome}, {_under(appeal)}. The ruling that stands:\n\n"
        + "\n\n".join(stands),
        source_text=f"appeal {appeal.pk} on case {case.pk}, decided on {timezone.localdate().isoformat()}",
        created=timezone.now(),
    )
    Citation.objects.bulk_create(
        Citation(
            decision=decision,
            law=law,
            clause=clause,
            kind=Citation.EXPLICIT,
            reason=f"cited by the committee's decision of appeal {appeal.pk}",
            position=i,
        )
        for i, (law, clause) in enumerate(cited)
    )
    refresh_profiles([decision.pk])  # a bulk write: the ranking is told
    return decision


def _under(appeal: Appeal) -> str:
    """The law the decision was made under, in words, as the decision records it."""
    said = dict(Appeal.STATUTES)[appeal.statutes or Appeal.AS_RULED].lower()
    if appeal.statutes == Appeal.PRINTED or appeal.amendments:
        return said
    return f"{said} (there were none: the printed code)"

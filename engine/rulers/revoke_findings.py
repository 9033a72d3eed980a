"""The revoke finding read out at the table, under every code: what was played, whether established, the
claim, the choice. The sentences that differ between codes (the penalty, both sides revoking, the revoke
saved) are the table's."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from ..codes.law_number import LawNumber
from ..codes.table import MOMENTS
from ..format.seats import Seat, Side
from ..format.vocabulary import EventKind, FindingKind
from ..replay.context import Context
from .choices import Choice, options_of, outcome_sentences
from .findings import Finding, Option, cite, law_list
from .revoke import RevokeCase, RevokeCause, claim_closed_at, claim_in_time, penalised


@dataclass
class _Said:
    """The finding as it is worded, step by step: its sentences, the laws and the decisions they rest on."""

    parts: list[str]
    laws: list[LawNumber]
    decisions: list[str] = field(default_factory=list)


def revoke_finding(
    ctx: Context,
    case: RevokeCase,
    penalty: Choice | None,
    saved: Choice | None,
    results: Mapping[str, Option] | None,
    notes: Mapping[Choice, list[str]],
    both_sides: bool,
) -> Finding:
    table = ctx.table.revoke
    said = _Said(
        [_head(ctx, case)],
        [law for law in case.laws if case.corrected is None or law != table.penalty.laws[0]],
        list(case.decisions),
    )
    if case.cause == RevokeCause.RENOUNCE:
        said.parts[0] += f"; {case.established_how}." if case.established else "."
    if case.corrected is not None and saved is not None:
        _the_revoke_saved(ctx, case, saved, notes, said)
    elif case.cause == RevokeCause.RENOUNCE and not case.established:
        _still_correctable(ctx, case, said)
    said.parts.extend(case.notes)
    in_time = claim_in_time(ctx, case)
    if case.claim is not None:
        _the_claim(ctx, case, in_time, said)
    elif case.established and case.corrected is None:
        _the_time_to_claim(ctx, case, said)
    options: list[Option] = []
    elected = None
    if penalised(ctx, case) and penalty is not None:
        _the_penalty(ctx, case, penalty, both_sides, said)
        options, _ = options_of(penalty, ctx.end, results)
        elected = penalty.elected
    elif saved is not None:
        options, _ = options_of(saved, ctx.end, results)
        elected = saved.elected
    return Finding(
        FindingKind.REVOKE,
        case.offender,
        case.event,
        law_list(said.laws),
        " ".join(p for p in said.parts if p),
        established=case.established,
        claim_in_time=in_time,
        options=tuple(options),
        elected=elected,
        decisions=tuple(dict.fromkeys(said.decisions)),
    )


def _the_revoke_saved(
    ctx: Context, case: RevokeCase, saved: Choice, notes: Mapping[Choice, list[str]], said: _Said
) -> None:
    """The revoke corrected in time: the card taken back, the card played instead, what the adversaries chose."""
    assert case.corrected is not None
    substitute = case.corrected.substitute
    instead = f" and played the {substitute.card} instead" if substitute else ""
    suit = case.led.plural if case.led else "the suit led"
    claimants = ctx.words(case.side.other)
    said.parts.append(
        ctx.table.says("revoke_saved", event=case.corrected.event, instead=instead, claimants=claimants, suit=suit)
    )
    sentences, more = outcome_sentences(saved, ctx, options_of(saved, ctx.end)[1])
    said.parts.extend(sentences)
    said.parts.extend(notes.get(saved, []))
    said.decisions.extend(more)


def _still_correctable(ctx: Context, case: RevokeCase, said: _Said) -> None:
    """A renounce not yet established: the offender may still correct it."""
    offender = case.offender
    partner = offender.partner if isinstance(offender, Seat) else None
    trick = next((p.trick for p in ctx.state.played.plays if p.event == case.event), None)
    if trick is not None and trick.completed_at is None:
        said.parts.append(ctx.table.says("revoke_correctable_in_play", offender=offender))
    else:
        said.parts.append(ctx.table.says("revoke_correctable_not_quitted", offender=offender, partner=partner))
    said.laws.append(ctx.table.revoke.corrected.laws[0])


def _the_claim(ctx: Context, case: RevokeCase, in_time: bool | None, said: _Said) -> None:
    """The revoke claimed: in time, too late, or after a cut the dealer's adversary did not present."""
    assert case.claim is not None
    table = ctx.table.revoke
    said.laws.append(table.claim_until_cut)
    claim_at, claim = case.claim
    if case.cause != RevokeCause.MIXED:
        cut = ctx.state.end.cut_at
        cutter = ctx.state.end.cut_unpresented_by if table.claim_until == EventKind.CUT_NEXT else None
        if in_time and cut is not None and cutter is not None and claim_at > cut:
            said.parts.append(
                ctx.table.says("claim_after_unpresented_cut", seat=claim.seat, event=claim_at, cutter=cutter)
            )
            said.decisions.extend(ctx.table.precedents.get("claim_after_unpresented_cut", ()))
        elif in_time:
            said.parts.append(ctx.table.says("revoke_claimed_in_time", seat=claim.seat, event=claim_at))
        else:
            past, closed = MOMENTS[table.claim_until].past, claim_closed_at(ctx)
            said.parts.append(
                ctx.table.says("revoke_claimed_too_late", seat=claim.seat, event=claim_at, past=past, closed=closed)
            )
    if case.corrected is not None:
        said.parts.append("There is no revoke to penalise, since it was corrected in time.")


def _the_time_to_claim(ctx: Context, case: RevokeCase, said: _Said) -> None:
    """A revoke established and not claimed: until when it may be, or that it may be no longer."""
    table = ctx.table.revoke
    said.laws.append(table.claim_until_cut)
    closed, moment = claim_closed_at(ctx), MOMENTS[table.claim_until]
    if closed is not None:
        said.parts.append(ctx.table.says("revoke_no_longer_claimable", past=moment.past, closed=closed))
    else:
        claimants = ctx.words(case.side.other)
        said.parts.append(ctx.table.says("revoke_claimable_until", claimants=claimants, until=moment.until))


def _the_penalty(ctx: Context, case: RevokeCase, penalty: Choice, both_sides: bool, said: _Said) -> None:
    """The penalty the adversaries may exact, both sides revoking, the hand played out, and their choice."""
    table = ctx.table.revoke
    claimants = case.side.other
    full = [o.id for o in penalty.rule.options] == [o.id for o in table.penalty.options]
    choosing = (
        ctx.table.says("revoke_options", side=case.side.words)
        if full
        else ctx.table.says(
            "rule_cited", says=" or ".join(o.says for o in penalty.rule.options), laws=cite(*penalty.rule.laws)
        )
    )
    n = penalty.rule.options[0].n if penalty.rule.options else None
    lone = " (a lone hand being played)" if ctx.lone is not None else ""
    said.parts.append(
        ctx.table.says(
            "revoke_penalty", claimants=ctx.words(claimants), side=case.side.words, choosing=choosing, n=n, lone=lone
        )
    )
    said.laws.extend(law for law in (*table.precedence, table.cap) if law)
    if both_sides:
        said.parts.append(ctx.table.says("revoke_both_sides"))
        said.laws.append(table.both_sides)
    if not ctx.state.end.finished and ctx.state.end.abandoned_at is None:
        said.parts.append(ctx.table.says("revoke_hand_may_be_played_out", side=case.side.words))
        said.laws.extend([table.played_out, table.search])
    if penalty.elected is not None:
        said.parts.append(
            f"{ctx.words(claimants)} chose to {penalty.rule.option(penalty.elected).says} (event {penalty.elected_at})."
        )


def _head(ctx: Context, case: RevokeCase) -> str:
    if case.cause == RevokeCause.CALL_DISOBEYED:
        return case.established_how
    if case.cause == RevokeCause.MIXED and case.claim is not None:
        claim_at, claim = case.claim
        how = case.established_how
        return f"{claim.seat} claimed a revoke against {case.offender} at event {claim_at}; {how}."
    held, order = case.held[0], ctx.order
    proof = ctx.holdings.proof(held)
    led = order.suit_name(case.led) if case.led else "the suit led"
    card = order.name(case.card) if case.card is not None else "a card"
    return ctx.table.says(
        "revoke_renounce_shown",
        offender=case.offender,
        card=card,
        led=led,
        event=case.event,
        held=order.name(held),
        proof=proof,
    )


def claim_finding(ctx: Context, index: int, seat: Seat, against: Seat | Side | None) -> Finding:
    """A revoke claimed that the case does not show."""
    table = ctx.table.revoke
    who = f"against {against}" if against is not None else ""
    accused = against.words if isinstance(against, Side) else str(against or seat.side.other.words)
    closed = claim_closed_at(ctx)
    in_time = closed is None or index < closed
    if not in_time:
        text = ctx.table.says(
            "revoke_claim_too_late", seat=seat, who=who, event=index, past=MOMENTS[table.claim_until].past
        )
    elif ctx.state.end.finished:
        text = ctx.table.says("revoke_claim_not_shown_at_end", seat=seat, who=who, event=index, accused=accused)
    else:
        text = ctx.table.says("revoke_claim_to_be_proved", seat=seat, who=who, event=index)
    return Finding(
        FindingKind.CLAIM,
        None,
        index,
        (table.defined, table.search, table.claim_until_cut),
        text.replace("  ", " "),
        claim_in_time=in_time,
    )

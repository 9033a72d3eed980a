"""The revoke finding read out at the table, under every code: what was played, whether established, the
claim, the choice. The sentences that differ between codes (the penalty, both sides revoking, the revoke
saved) are the table's."""

from __future__ import annotations

from .choices import Choice, options_of, outcome_sentences
from .codes.table import MOMENTS
from .context import Context
from .findings import Finding, Option, cite, law_list
from .revoke import RevokeCase, claim_closed_at, claim_in_time, penalised
from .seats import Seat, Side
from .vocabulary import EventKind, FindingKind


def revoke_finding(
    ctx: Context,
    case: RevokeCase,
    penalty: Choice | None,
    saved: Choice | None,
    results: dict[str, Option] | None,
    notes: dict[Choice, list[str]],
    both_sides: bool,
) -> Finding:
    table = ctx.table.revoke
    parts: list[str] = [_head(ctx, case)]
    laws = [law for law in case.laws if case.corrected is None or law != table.penalty.laws[0]]
    decisions = list(case.decisions)
    offender = case.offender
    partner = offender.partner if isinstance(offender, Seat) else None
    claimants = case.side.other
    if case.cause == "renounce":
        parts[0] += f"; {case.established_how}." if case.established else "."
    if case.corrected is not None and saved is not None:
        substitute = case.corrected.substitute
        instead = f" and played the {substitute.card} instead" if substitute else ""
        suit = case.led.plural if case.led else "the suit led"
        parts.append(
            ctx.table.says(
                "revoke_saved", event=case.corrected.event, instead=instead, claimants=ctx.words(claimants), suit=suit
            )
        )
        sentences, more = outcome_sentences(saved, ctx, options_of(saved, ctx.end)[1])
        parts.extend(sentences)
        parts.extend(notes.get(saved, []))
        decisions.extend(more)
    elif case.cause == "renounce" and not case.established:
        trick = next((p.trick for p in ctx.state.plays if p.event == case.event), None)
        if trick is not None and trick.completed_at is None:
            parts.append(
                f"The trick is still in play, so the revoke is not established and {offender} may correct it"
                f" (Laws {table.established}, {table.corrected.laws[0]})."
            )
        else:
            parts.append(
                "The revoke is not established: the trick has not been turned and quitted by the side that"
                f" won it, and neither {offender} nor {partner} has played to the following trick (Law"
                f" {table.established}); {offender} may still correct it (Law {table.corrected.laws[0]})."
            )
        laws.append(table.corrected.laws[0])
    parts.extend(case.notes)
    in_time = claim_in_time(ctx, case)
    closed, moment = claim_closed_at(ctx), MOMENTS[table.claim_until]
    if case.claim is not None:
        laws.append(table.claim_until_cut)
        claim_at, claim = case.claim
        if case.cause != "mixed":
            cut, cutter = (
                ctx.state.cut_at,
                ctx.state.cut_unpresented_by if table.claim_until == EventKind.CUT_NEXT else None,
            )
            if in_time and cut is not None and cutter is not None and claim_at > cut:
                parts.append(
                    ctx.table.says("claim_after_unpresented_cut", seat=claim.seat, event=claim_at, cutter=cutter)
                )
                decisions.extend(ctx.table.precedents.get("claim_after_unpresented_cut", ()))
            elif in_time:
                parts.append(f"{claim.seat} claimed it at event {claim_at}, in time (Law {table.claim_until_cut}).")
            else:
                parts.append(
                    f"{claim.seat} claimed it at event {claim_at}, after {moment.past} at event {closed}: too"
                    f" late, and no penalty can be exacted (Law {table.claim_until_cut})."
                )
        if case.corrected is not None:
            parts.append("There is no revoke to penalise, since it was corrected in time.")
    elif case.established and case.corrected is None:
        laws.append(table.claim_until_cut)
        if closed is not None:
            parts.append(
                f"No claim was made before {moment.past} (event {closed}), and it can no longer be claimed"
                f" (Law {table.claim_until_cut})."
            )
        else:
            parts.append(f"{ctx.words(claimants)} may claim it until {moment.until} (Law {table.claim_until_cut}).")
    options: list[Option] = []
    elected = None
    if penalised(ctx, case) and penalty is not None:
        full = [o.id for o in penalty.rule.options] == [o.id for o in table.penalty.options]
        choosing = (
            ctx.table.says("revoke_options", side=case.side.words)
            if full
            else " or ".join(o.says for o in penalty.rule.options) + f" ({cite(*penalty.rule.laws)})"
        )
        n = penalty.rule.options[0].n if penalty.rule.options else None
        lone = " (a lone hand being played)" if ctx.lone is not None else ""
        parts.append(
            ctx.table.says(
                "revoke_penalty",
                claimants=ctx.words(claimants),
                side=case.side.words,
                choosing=choosing,
                n=n,
                lone=lone,
            )
        )
        laws.extend(law for law in (*table.precedence, table.cap) if law)
        if both_sides:
            parts.append(ctx.table.says("revoke_both_sides"))
            laws.append(table.both_sides)
        if not ctx.state.finished and ctx.state.abandoned_at is None:
            parts.append(
                f"{case.side.words} may require the hand to be played out (Law {table.played_out}); at its"
                f" end the claimants may search all the tricks (Law {table.search})."
            )
            laws.extend([table.played_out, table.search])
        shown, _ = options_of(penalty, ctx.end, results)
        options = shown
        elected = penalty.elected
        if penalty.elected is not None:
            parts.append(
                f"{ctx.words(claimants)} chose to {penalty.rule.option(penalty.elected).says} (event {penalty.elected_at})."
            )
    elif saved is not None:
        options, _ = options_of(saved, ctx.end, results)
        elected = saved.elected
    summary = " ".join(p for p in parts if p)
    return Finding(
        FindingKind.REVOKE,
        offender,
        case.event,
        law_list(laws),
        summary,
        established=case.established,
        claim_in_time=in_time,
        options=tuple(options),
        elected=elected,
        decisions=tuple(dict.fromkeys(decisions)),
    )


def _head(ctx: Context, case: RevokeCase) -> str:
    if case.cause == "call_disobeyed":
        return case.established_how
    if case.cause == "mixed" and case.claim is not None:
        claim_at, claim = case.claim
        how = case.established_how
        return f"{claim.seat} claimed a revoke against {case.offender} at event {claim_at}; {how}."
    held, order = case.held[0], ctx.order
    proof = ctx.holdings.proof(held)
    led = order.suit_name(case.led) if case.led else "the suit led"
    card = order.name(case.card) if case.card is not None else "a card"
    return (
        f"{case.offender} played {card} to a {led} lead at event {case.event} while holding"
        f" {order.name(held)} ({proof}): a revoke (Law {ctx.table.revoke.defined})"
    )


def claim_finding(ctx: Context, index: int, seat: Seat, against: Seat | Side | None) -> Finding:
    """A revoke claimed that the case does not show."""
    table = ctx.table.revoke
    who = f"against {against}" if against is not None else ""
    accused = against.words if isinstance(against, Side) else str(against or seat.side.other.words)
    closed = claim_closed_at(ctx)
    in_time = closed is None or index < closed
    if not in_time:
        text = (
            f"{seat} claimed a revoke {who} at event {index}, after {MOMENTS[table.claim_until].past}: too late"
            f" (Law {table.claim_until_cut})."
        )
    elif ctx.state.finished:
        text = (
            f"{seat} claimed a revoke {who} at event {index}, but the case shows no renounce by {accused}"
            f" while holding a card of the suit led (Law {table.defined}); the claimants may search all the tricks"
            f" (Law {table.search}), and the claim fails unless the search shows the card."
        )
    else:
        text = (
            f"{seat} claimed a revoke {who} at event {index}; the case does not yet show it (Law"
            f" {table.defined}). The claim stands to be proved at the end of the hand, when the claimants may"
            f" search all the tricks (Law {table.search}); the accused may require the hand to be played out"
            f" (Law {table.played_out})."
        )
    return Finding(
        FindingKind.CLAIM,
        None,
        index,
        (table.defined, table.search, table.claim_until_cut),
        text.replace("  ", " "),
        claim_in_time=in_time,
    )

"""The deal: misdeals, new deals, claims of a new deal, and who deals next (Club Code 37-51; American 2-7, 15).

Each `deal` event is a fact the code's deal table (codes/table.py) rules on. A misdeal loses the
deal unless an exception keeps it (45, 50, 44 III, American 5); a new deal is dealt by the same dealer;
where the law lets a side claim a new deal, the claim is an option (`new_deal`) that a `claim` or an
`elect` takes up and that lapses when the law's time has passed. A misdeal or a new deal makes the hand
void: the result keeps the score as it was and names the next dealer (`result.new_deal`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..codes.law_number import LawNumber
from ..codes.table import DealEffect, DealRule, DealTable
from ..format.events import Deal
from ..format.seats import Seat, Side
from ..format.vocabulary import ClaimKind, DealCorrected, DealFact, FindingKind, OptionId
from ..replay.context import Context
from .choices import Choice, penalty_finding
from .deal_options import FACTS, claims_in_order, deal_complete_at
from .findings import Finding, NewDeal, cite, law_list
from .next_dealer import Effect, misdeal, new_deal
from .wrong_number import wrong_number


@dataclass
class DealRuling:
    findings: list[Finding] = field(default_factory=list)
    void: NewDeal | None = None  # the hand is void: who deals next
    pending: bool = False  # a side may still claim a new deal


@dataclass(frozen=True)
class _Read:
    """A fact of the deal read against its rule: the finding's kind (None where the innocent side's choice makes
    the finding), the sentence so far, and the laws and decisions it rests on."""

    index: int
    fact: Deal
    kind: FindingKind | None
    sentence: str
    laws: tuple[LawNumber, ...]
    decisions: tuple[str, ...]


def rule_deal(ctx: Context, found: list[Choice], used: dict[int, int]) -> DealRuling:
    """The findings on the deal, and whether the hand is void (and who deals) or a claim is still open."""
    table = ctx.table.deal
    ruling = DealRuling()
    if table is None:
        return ruling
    by_event = {c.event: c for c in found if c.kind in (FindingKind.NEW_DEAL, FindingKind.MISDEAL)}
    read, effects = _read_facts(ctx, table, by_event, ruling)
    wrong = wrong_number(ctx, table)
    if wrong is not None:
        finding, effect = wrong
        ruling.findings.append(finding)
        if effect is not None:
            effects.append(effect)
    used = _answered_by_the_wrong_number(ctx, used)
    first = min(effects, key=lambda e: e[0].at) if effects else None
    if first is not None:
        ruling.void = NewDeal(first[0].next_dealer, first[0].same_dealer)
    claims = _claims_after(ctx, used)
    for each in read:
        choice = by_event.get(each.index)
        if each.kind is None and choice is not None:
            offender = None if each.fact.fact == DealFact.CARD_FACED_IN_PACK else choice.offender
            ruling.findings.append(
                _choice_finding(
                    ctx, table, choice, offender, each.sentence, each.laws, each.decisions, first, each.index, used
                )
            )
        else:
            ruling.findings.append(_fact_finding(ctx, table, each, first, claims.get(each.index)))
    ruling.findings.extend(_unmatched_claims(ctx, table, used, claims, effects))
    if first is None:
        ruling.pending = any(
            c.elected is None and c.lost_at is None and bool(c.open_options_at(ctx.end)) for c in by_event.values()
        )
    return ruling


def _read_facts(
    ctx: Context, table: DealTable, by_event: dict[int, Choice], ruling: DealRuling
) -> tuple[list[_Read], list[tuple[Effect, int]]]:
    """Each fact of the deal read against its rule, and each misdeal or new deal with the fact it came from;
    a fact the laws have no rule on is found not ruled."""
    end = deal_complete_at(ctx)
    read: list[_Read] = []
    effects: list[tuple[Effect, int]] = []
    for index, fact in ctx.state.deal.facts:
        rule = table.facts.get(fact.fact)
        what = FACTS.get(fact.fact, fact.fact)
        who = f" ({fact.seat})" if fact.seat is not None and fact.fact != DealFact.DEALT_OUT_OF_TURN else ""
        head = f"Event {index}: {what}{who}."
        if rule is None:
            if fact.fact not in (DealFact.TRUMP_TURNED, DealFact.CARDS_TOUCHED, DealFact.DEALER_INTERRUPTED):
                ruling.findings.append(_not_ruled(ctx, table, index, fact, head))
            continue
        if rule.effect in (DealEffect.RECORD, DealEffect.PENALTY):
            continue  # read by other rules; penalties of points are reported by points.py
        choice = by_event.get(index)
        if choice is not None:
            if choice.elected == OptionId.NEW_DEAL and choice.elected_at is not None:
                effects.append((_elected_new_deal(ctx, table, choice, choice.elected_at), index))
            read.append(_Read(index, fact, None, head, rule.laws, rule.decisions))
            continue
        kind, sentence, laws, decisions = _fact_ruling(ctx, table, rule, index, fact, end)
        read.append(_Read(index, fact, kind, f"{head} {sentence}", laws, decisions))
        if kind == FindingKind.MISDEAL:
            effects.append((misdeal(ctx, table, index), index))
        elif kind == FindingKind.NEW_DEAL:
            effects.append((new_deal(ctx, table, index, fact), index))
    return read, effects


def _not_ruled(ctx: Context, table: DealTable, index: int, fact: Deal, head: str) -> Finding:
    return Finding(
        FindingKind.NOT_RULED,
        fact.seat,
        index,
        (table.misdeal_loses,),
        f"{head} There is no law on it in {ctx.table.name}; the referee must decide it on the principles of the laws.",
    )


def _elected_new_deal(ctx: Context, table: DealTable, choice: Choice, at: int) -> Effect:
    """The innocent side took up the misdeal or the new deal its option gave it, at event `at`."""
    if choice.kind == FindingKind.MISDEAL:
        return misdeal(ctx, table, at)
    return new_deal(ctx, table, at)


def _answered_by_the_wrong_number(ctx: Context, used: dict[int, int]) -> dict[int, int]:
    """A hand dealt too many cards: the first claim of a misdeal or a new deal is answered by that finding."""
    if any(h.whole and len(h.cards) > ctx.table.hand_size for h in ctx.case.hands.values()):
        first_claim = next(
            (i for i, c in ctx.state.spoken.claims if c.kind in (ClaimKind.MISDEAL, ClaimKind.NEW_DEAL)), None
        )
        if first_claim is not None:
            return {**used, first_claim: -1}
    return used


def _fact_finding(
    ctx: Context,
    table: DealTable,
    read: _Read,
    first: tuple[Effect, int] | None,
    claim: tuple[int, bool] | None,
) -> Finding:
    """The finding on a fact no option rests on: what it brings about, the deal void from it or already, the claim."""
    assert read.kind is not None  # a choice's fact has its finding from the choice
    kind, fact, index = read.kind, read.fact, read.index
    sentence = read.sentence
    extra_laws: tuple[LawNumber, ...] = ()
    decisions = read.decisions
    if first is not None and first[1] == index:
        sentence += " " + first[0].why
        extra_laws = first[0].laws
        decisions = (*decisions, *first[0].decisions)
    elif first is not None and kind in (FindingKind.MISDEAL, FindingKind.NEW_DEAL):
        sentence += f" The deal was void already from event {first[0].at}."
    in_time: bool | None = None
    if claim is not None:
        said, in_time = _the_claim(kind, fact, claim)
        sentence += said
    offender = ctx.case.dealer if kind == FindingKind.MISDEAL or fact.fact == DealFact.DEALT_OUT_OF_TURN else fact.seat
    if fact.fact == DealFact.CARD_FACED_IN_PACK:
        offender = None
    return Finding(
        kind, offender, index, law_list(read.laws, extra_laws), sentence, claim_in_time=in_time, decisions=decisions
    )


def _the_claim(kind: FindingKind, fact: Deal, claim: tuple[int, bool]) -> tuple[str, bool]:
    """What is said of a claim of a new deal made on a fact, and whether it was in time."""
    at, in_time = claim
    if fact.fact == DealFact.DEALT_OUT_OF_TURN and kind == FindingKind.DEAL:
        in_time = False  # 48: after the trump card is turned up the game proceeds
    if kind == FindingKind.DEAL:
        return f" The claim made at event {at} fails.", in_time
    if not in_time:
        return f" It was claimed at event {at}, after the cards were mixed or cut: too late.", in_time
    return "", in_time


def _fact_ruling(
    ctx: Context, table: DealTable, rule: DealRule, index: int, fact: Deal, end: int | None
) -> tuple[FindingKind, str, tuple[LawNumber, ...], tuple[str, ...]]:
    """What a fact with no option brings about: (finding kind, sentence, laws, decisions)."""
    laws, decisions = rule.laws, rule.decisions
    if rule.effect == DealEffect.MISDEAL:
        return FindingKind.MISDEAL, _misdeal(ctx, rule), laws, decisions
    if rule.effect == DealEffect.CORRECTABLE:
        correction = laws[-1]
        if fact.last and fact.fact == DealFact.TWO_CARDS_TO_ONE_HAND:
            return (
                FindingKind.MISDEAL,
                ctx.table.says("trump_card_on_packet", correction=correction.replace(".", " ")),
                law_list(laws, table.trump_card_on_packet or ()),
                ctx.table.precedents.get("trump_card_on_packet", ()),
            )
        if fact.corrected == DealCorrected.ONE_CARD:
            return (
                FindingKind.DEAL,
                ctx.table.says("deal_put_right_by_one_card", correction=correction.replace(".", " ")),
                laws,
                decisions,
            )
        if fact.corrected == DealCorrected.MORE:
            return (
                FindingKind.MISDEAL,
                ctx.table.says("moved_more_than_one", laws=cite(*laws)),
                laws,
                ctx.table.precedents.get("moved_more_than_one", ()),
            )
        return FindingKind.MISDEAL, _misdeal(ctx, rule), laws, decisions
    if rule.effect == DealEffect.NEW_DEAL:
        if fact.last:
            return (
                FindingKind.DEAL,
                ctx.table.says("faced_card_was_the_trump_card", laws=cite(*laws)),
                laws,
                decisions,
            )
        return FindingKind.NEW_DEAL, _new_deal(ctx, rule), laws, decisions
    if rule.effect == DealEffect.PACK_IMPERFECT:
        cut = ctx.state.end.cut_at
        if cut is not None and index > cut:
            return (
                FindingKind.DEAL,
                ctx.table.says("imperfect_pack_after_cut", laws=cite(*laws)),
                laws,
                ctx.table.precedents.get("imperfect_pack_after_cut", ()),
            )
        return FindingKind.NEW_DEAL, _new_deal(ctx, rule), laws, decisions
    if rule.effect == DealEffect.STOP:
        return _out_of_turn(ctx, table, rule, index, fact, end)
    return FindingKind.DEAL, ctx.table.says("rule_cited", says=rule.says, laws=cite(*laws)) + ".", laws, decisions


def _misdeal(ctx: Context, rule: DealRule) -> str:
    return ctx.table.says("deal_misdeal", laws=cite(*rule.laws), says=rule.says)


def _new_deal(ctx: Context, rule: DealRule) -> str:
    return ctx.table.says("deal_new_deal", laws=cite(*rule.laws), says=rule.says)


def _out_of_turn(
    ctx: Context, table: DealTable, rule: DealRule, index: int, fact: Deal, end: int | None
) -> tuple[FindingKind, str, tuple[LawNumber, ...], tuple[str, ...]]:
    dealer, proper = ctx.case.dealer, fact.seat
    laws = rule.laws
    if proper is dealer.partner and fact.consent and table.dealing_for_partner is not None:
        return (
            FindingKind.DEAL,
            ctx.table.says("dealt_for_partner_by_permission", dealer=dealer, proper=proper),
            law_list(table.dealing_for_partner, table.partners_deal or ()),
            (),
        )
    whose = f"it was {proper}'s deal" if proper is not None else "it was not his deal"
    stop = _stopped_at(ctx, index, end)
    partner = ""
    if proper is dealer.partner and table.dealing_for_partner is not None:
        partner = ctx.table.says("took_partners_deal_without_permission")
        laws = law_list(laws, table.dealing_for_partner)
    if stop is not None:
        return (
            FindingKind.NEW_DEAL,
            ctx.table.says(
                "dealt_out_of_turn_stopped",
                dealer=dealer,
                whose=whose,
                stop=stop,
                laws=cite(*rule.laws),
                partner=partner,
            ),
            laws,
            rule.decisions,
        )
    return (
        FindingKind.DEAL,
        ctx.table.says(
            "dealt_out_of_turn_proceeds", dealer=dealer, whose=whose, laws=cite(*rule.laws), partner=partner
        ),
        laws,
        rule.decisions,
    )


def _stopped_at(ctx: Context, index: int, end: int | None) -> int | None:
    for at, _, _ in claims_in_order(ctx):
        if at > index and (end is None or at < end):
            return at
    return None


def _choice_finding(
    ctx: Context,
    table: DealTable,
    choice: Choice,
    offender: Seat | Side | None,
    head: str,
    laws: tuple[LawNumber, ...],
    decisions: tuple[str, ...],
    first: tuple[Effect, int] | None,
    index: int,
    used: dict[int, int],
) -> Finding:
    chooser = choice.chooser.words
    if choice.kind == FindingKind.MISDEAL:
        says = ctx.table.says("misdeal_if_discovered_in_time", head=head, chooser=chooser, laws=cite(*laws))
    else:
        rule_says = f"{choice.rule.says[0].upper()}{choice.rule.says[1:]}"
        says = f"{head} " + ctx.table.says("rule_cited", says=rule_says, laws=cite(*laws)) + "."
    if first is not None and first[1] == index:
        says += " " + first[0].why
        laws = law_list(laws, first[0].laws)
    elif first is not None and choice.elected is None:
        says += f" The deal was void from event {first[0].at} in any case."
    finding = penalty_finding(ctx, choice, says, laws, {}, decisions)
    claimed = [at for at, fact_at in used.items() if fact_at == index]
    in_time = None
    if claimed:
        in_time = choice.elected_at in claimed
    return Finding(
        finding.kind,
        offender,
        finding.event,
        finding.laws,
        finding.summary,
        claim_in_time=in_time,
        options=finding.options,
        elected=finding.elected,
        decisions=finding.decisions,
    )


def _claims_after(ctx: Context, used: dict[int, int]) -> dict[int, tuple[int, bool]]:
    """For each fact a later claim of a misdeal or new deal answers: the claim, and whether it came in time
    (before the cards were mixed or cut; McIntosh under Law 44)."""
    out: dict[int, tuple[int, bool]] = {}
    table = ctx.table.deal
    assert table is not None
    facts = [
        i
        for i, f in ctx.state.deal.facts
        if f.fact in table.facts
        and table.facts[f.fact].effect
        not in (DealEffect.RECORD, DealEffect.PENALTY, DealEffect.CLAIM, DealEffect.MISDEAL_IF_CLAIMED)
    ]
    for index, claim in ctx.state.spoken.claims:
        if claim.kind not in (ClaimKind.NEW_DEAL, ClaimKind.MISDEAL) or index in used:
            continue
        before = [i for i in facts if i < index]
        if before and before[-1] not in out:
            out[before[-1]] = (index, _before_mixing(ctx, index))
    return out


def _before_mixing(ctx: Context, index: int) -> bool:
    mixed = [at for at, _ in ctx.state.incidents.mixes]
    if ctx.state.end.cut_at is not None:
        mixed.append(ctx.state.end.cut_at)
    return not mixed or index < min(mixed)


def _unmatched_claims(
    ctx: Context,
    table: DealTable,
    used: dict[int, int],
    answered: dict[int, tuple[int, bool]],
    effects: list[tuple[Effect, int]],
) -> list[Finding]:
    """Claims of a new deal or a misdeal that no fact of the case answers."""
    out: list[Finding] = []
    taken = {at for at, _ in answered.values()}
    for index, claim in ctx.state.spoken.claims:
        if claim.kind not in (ClaimKind.NEW_DEAL, ClaimKind.MISDEAL) or index in used or index in taken:
            continue
        if any(effect.at == index for effect, _ in effects):
            continue
        words = "a new deal" if claim.kind == ClaimKind.NEW_DEAL else "a misdeal"
        out.append(
            Finding(
                FindingKind.CLAIM,
                None,
                index,
                (table.misdeal_loses, table.same_dealer),
                f"{claim.seat} claimed {words} at event {index}, but the case shows no fact of the deal that"
                " gives one: the deal stands.",
                claim_in_time=True,
            )
        )
    return out

"""The deal: misdeals, new deals, claims of a new deal, and who deals next (Club Code 37-51; American 2-7, 15).

Each `deal` event is a fact the code's deal table (codes/table.py) rules on. A misdeal loses the
deal unless an exception keeps it (45, 50, 44 III, American 5); a new deal is dealt by the same dealer;
where the law lets a side claim a new deal, the claim is an option (`new_deal`) that a `claim` or an
`elect` takes up and that lapses when the law's time has passed. A misdeal or a new deal makes the hand
void: the result keeps the score as it was and names the next dealer (`result.new_deal`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .choices import Choice, penalty_finding
from .codes.table import ClaimUntil, DealChooser, DealEffect, DealRule, DealTable
from .context import Context
from .events import Deal, event_type
from .findings import Finding, NewDeal, cite, law_list
from .points import point_choice
from .seats import ROTATION, Seat, Side
from .vocabulary import ClaimKind, DealAbout, DealCorrected, DealFact, EventKind, FindingKind, OptionId

# Events that happen at a deal: anything else shows the deal complete and the play begun.
_DEAL_EVENTS = ("deal", "claim", "discover", "elect", "consult", "call")

_FACTS = {
    "card_exposed": "a card was exposed in dealing",
    "card_faced_in_pack": "a card was found faced in the pack",
    "two_cards_to_one_hand": "two cards were dealt to one hand",
    "dealer_counted_cards": "the dealer counted the cards",
    "pack_not_cut": "the pack was not cut to the dealer",
    "dealt_out_of_turn": "the cards were dealt out of turn",
    "trump_card_face_down": "the last card was not turned up, but placed face downwards on a packet",
    "trump_card_out_of_order": "the trump card did not come in its regular order to the dealer",
    "not_in_rotation": "the cards were not dealt one at a time in regular rotation from the dealer's left",
    "hand_missed": "a hand was missed in dealing",
    "trump_card_seen": "the dealer looked at the trump card while dealing",
    "card_from_other_pack": "a card of the other pack was taken into a hand",
    "adversary_card_taken": "a player took into his hand a card dealt to an adversary",
    "pack_imperfect": "the pack was proved incorrect or imperfect",
    "cards_touched": "a player touched his cards before the deal was complete",
}


@dataclass
class Effect:
    """A misdeal or a new deal, from the event at which it took effect."""

    at: int
    kind: FindingKind  # a misdeal or a new deal
    next_dealer: Seat | None
    same_dealer: bool
    why: str  # who deals and by which law, for the summary
    laws: tuple[str, ...] = ()
    decisions: tuple[str, ...] = ()


@dataclass
class DealRuling:
    findings: list[Finding] = field(default_factory=list)
    void: NewDeal | None = None  # the hand is void: who deals next
    pending: bool = False  # a side may still claim a new deal


def deal_complete_at(ctx: Context) -> int | None:
    """The event at which the deal was complete: the trump card turned up, or the first event of play."""
    for index, event in enumerate(ctx.case.events):
        if isinstance(event, Deal) and event.fact == DealFact.TRUMP_TURNED:
            return index
        if event_type(event) not in _DEAL_EVENTS:
            return index
    return None


def choices(ctx: Context) -> list[Choice]:
    """The options the deal gives a side: new deals that may be claimed, penalties of points."""
    table = ctx.table.deal
    if table is None:
        return []
    out: list[Choice] = []
    end = deal_complete_at(ctx)
    for index, fact in ctx.state.deal_facts:
        rule = table.facts.get(fact.fact)
        if rule is None:
            continue
        if rule.effect == DealEffect.CLAIM:
            out.append(_claim_choice(ctx, table, rule, index, fact, end))
        elif rule.effect == DealEffect.MISDEAL_IF_CLAIMED:
            out.append(_misdeal_claim_choice(ctx, rule, index, end))
        elif rule.effect == DealEffect.PENALTY and _penalised(ctx, fact, index, end):
            offender = fact.seat or ctx.case.dealer
            who = f" ({fact.seat})" if fact.seat is not None else ""
            head = (
                f"Event {index}: {_FACTS.get(fact.fact, fact.fact)}{who}. {rule.says[0].upper()}{rule.says[1:]}"
                f" ({cite(*rule.laws)})."
            )
            out.append(point_choice(ctx, FindingKind.DEAL, offender, index, fact.fact, 1, head, rule.decisions))
    out.extend(_wrong_number_penalty(ctx, table))
    return out


def _penalised(ctx: Context, fact: Deal, index: int, end: int | None) -> bool:
    """A penalty fact counts: cards touched only by a player other than the dealer, before the trump is turned."""
    if fact.fact != DealFact.CARDS_TOUCHED:
        return True
    return fact.seat is not None and fact.seat is not ctx.case.dealer and (end is None or index <= end)


def _chooser(ctx: Context, rule: DealRule, fact: Deal) -> Side:
    at_fault = fact.seat or ctx.case.dealer
    if rule.chooser == DealChooser.DEALER_ADVERSARIES:
        return ctx.case.dealer.side.other
    return at_fault.side.other  # "not_at_fault", "seat_adversaries"


def _first_lead_after(ctx: Context, index: int) -> int | None:
    leads = [p.event for p in ctx.state.plays if p.led is None and p.event > index]
    return min(leads) if leads else None


def _claim_choice(ctx: Context, table: DealTable, rule: DealRule, index: int, fact: Deal, end: int | None) -> Choice:
    chooser = _chooser(ctx, rule, fact)
    choice = Choice(
        FindingKind.NEW_DEAL, fact.seat or ctx.case.dealer, index, rule.penalty(), chooser, [o.id for o in rule.options]
    )
    until = rule.until
    if until == ClaimUntil.TRUMP_TURNED and fact.last and table.last_cards is not None:
        until = ClaimUntil.FIRST_LEAD  # 40: the trump turned before they had time to decide
    if until == ClaimUntil.TRUMP_TURNED and end is not None and end > index:
        for option in choice.option_ids:
            choice.lapse(option, end, f"The trump card was turned up at event {end} before a new deal was claimed.")
    elif until == ClaimUntil.FIRST_LEAD:
        lead = _first_lead_after(ctx, index)
        if lead is not None:
            for option in choice.option_ids:
                choice.lapse(option, lead, f"The first card was led at event {lead} before a new deal was claimed.")
    if fact.fact == DealFact.CARD_EXPOSED and table.touching is not None:
        barred = _touched_first(ctx, chooser, end)
        if barred is not None:
            at, seat = barred
            for option in choice.option_ids:
                choice.lapse(
                    option,
                    at,
                    ctx.table.says("cards_touched_first_lost_the_claim", seat=seat, event=at),
                )
    return choice


def _touched_first(ctx: Context, side: Side, end: int | None) -> tuple[int, Seat] | None:
    """Laws 38 and 39: the first touch of the cards during the deal, if it was by a player of `side`."""
    first = ctx.state.first_touch
    if first is None or (end is not None and first[0] > end):
        return None
    return first if first[1].side is side else None


def _misdeal_claim_choice(ctx: Context, rule: DealRule, index: int, end: int | None) -> Choice:
    """44 VII: the pack not cut is a misdeal only if the adversaries claim it before the trump card is turned
    up and before looking at their cards."""
    chooser = ctx.case.dealer.side.other
    choice = Choice(FindingKind.MISDEAL, ctx.case.dealer, index, rule.penalty(), chooser, [o.id for o in rule.options])
    if end is not None and end > index:
        choice.lapse("new_deal", end, f"The trump card was turned up at event {end} before the error was claimed.")
    for at, fact in ctx.state.deal_facts:
        if fact.fact == DealFact.CARDS_TOUCHED and fact.seat is not None and fact.seat.side is chooser:
            choice.lapse("new_deal", at, f"{fact.seat} had taken up his cards at event {at}.")
            break
    return choice


def elect_by_claims(ctx: Context, found: list[Choice]) -> dict[int, int]:
    """A claim of a new deal or a misdeal by the side entitled takes up its option (for 44 VII, pointing the
    error out does too). Returns each claim ruled on this way, with the event of the fact it answered."""
    used: dict[int, int] = {}
    for index, side, kind in _claims(ctx):
        candidates = [
            c
            for c in found
            if c.kind in (FindingKind.NEW_DEAL, FindingKind.MISDEAL)
            and c.chooser is side
            and c.event < index
            and OptionId.NEW_DEAL in c.option_ids
            and (kind != EventKind.DISCOVER or c.kind == FindingKind.MISDEAL)
        ]
        if not candidates:
            continue
        open_now = [c for c in candidates if c.elected is None and c.lost_at is None and c.open_at("new_deal", index)]
        if open_now:
            open_now[0].elected, open_now[0].elected_at = "new_deal", index
            used[index] = open_now[0].event
        else:
            used[index] = candidates[-1].event
    return used


def _claims(ctx: Context) -> list[tuple[int, Side, ClaimKind | EventKind]]:
    """Claims of a new deal or a misdeal, and errors pointed out, in order: (event, side, kind)."""
    out: list[tuple[int, Side, ClaimKind | EventKind]] = [
        (i, c.seat.side, c.kind) for i, c in ctx.state.claims if c.kind in (ClaimKind.NEW_DEAL, ClaimKind.MISDEAL)
    ]
    out += [(i, seat.side, EventKind.DISCOVER) for i, seat in ctx.state.discovers if seat is not None]
    return sorted(out)


def rule_deal(ctx: Context, found: list[Choice], used: dict[int, int]) -> DealRuling:
    """The findings on the deal, and whether the hand is void (and who deals) or a claim is still open."""
    table = ctx.table.deal
    ruling = DealRuling()
    if table is None:
        return ruling
    end = deal_complete_at(ctx)
    effects: list[tuple[Effect, int]] = []  # each misdeal or new deal, with the fact it came from
    # The kind of finding, or None where the innocent side's choice makes the finding.
    pending_texts: list[tuple[int, Deal, FindingKind | None, str, tuple[str, ...], tuple[str, ...]]] = []
    by_event = {c.event: c for c in found if c.kind in (FindingKind.NEW_DEAL, FindingKind.MISDEAL)}
    for index, fact in ctx.state.deal_facts:
        rule = table.facts.get(fact.fact)
        what = _FACTS.get(fact.fact, fact.fact)
        who = f" ({fact.seat})" if fact.seat is not None and fact.fact != DealFact.DEALT_OUT_OF_TURN else ""
        head = f"Event {index}: {what}{who}."
        if rule is None:
            if fact.fact not in (DealFact.TRUMP_TURNED, DealFact.CARDS_TOUCHED, DealFact.DEALER_INTERRUPTED):
                ruling.findings.append(
                    Finding(
                        FindingKind.NOT_RULED,
                        fact.seat,
                        index,
                        (table.misdeal_loses,),
                        f"{head} The laws of {ctx.table.name} have no law on it; the referee must decide it"
                        " on the principles of the laws.",
                    )
                )
            continue
        if rule.effect in (DealEffect.RECORD, DealEffect.PENALTY):
            continue  # read by other rules; penalties of points are reported by points.py
        choice = by_event.get(index)
        if choice is not None:
            if choice.elected == OptionId.NEW_DEAL and choice.elected_at is not None:
                if choice.kind == FindingKind.MISDEAL:
                    effect = _misdeal(ctx, table, choice.elected_at)
                else:
                    effect = _new_deal(ctx, table, choice.elected_at)
                effects.append((effect, index))
            pending_texts.append((index, fact, None, head, rule.laws, rule.decisions))
            continue
        kind, sentence, laws, decisions = _fact_ruling(ctx, table, rule, index, fact, end)
        pending_texts.append((index, fact, kind, f"{head} {sentence}", laws, decisions))
        if kind == FindingKind.MISDEAL:
            effects.append((_misdeal(ctx, table, index), index))
        elif kind == FindingKind.NEW_DEAL:
            effects.append((_new_deal(ctx, table, index, fact), index))
    wrong = _wrong_number(ctx, table, ruling)
    if wrong is not None:
        effects.append(wrong)
    if any(h.whole and len(h.cards) > ctx.table.hand_size for h in ctx.case.hands.values()):
        first_claim = next((i for i, c in ctx.state.claims if c.kind in (ClaimKind.MISDEAL, ClaimKind.NEW_DEAL)), None)
        if first_claim is not None:
            used = {**used, first_claim: -1}  # answered by the finding on the wrong number of cards
    first = min(effects, key=lambda e: e[0].at) if effects else None
    if first is not None:
        ruling.void = NewDeal(first[0].next_dealer, first[0].same_dealer)
    claims = _claims_after(ctx, used)
    for index, fact, pending, head, laws, decisions in pending_texts:
        choice = by_event.get(index)
        if pending is None and choice is not None:
            offender = None if fact.fact == DealFact.CARD_FACED_IN_PACK else choice.offender
            ruling.findings.append(
                _choice_finding(ctx, table, choice, offender, head, laws, decisions, first, index, used)
            )
            continue
        assert pending is not None  # a choice's fact has its finding above
        kind = pending
        sentence = head
        extra_laws: tuple[str, ...] = ()
        if first is not None and first[1] == index:
            sentence += " " + first[0].why
            extra_laws = _effect_laws(table, first[0])
            decisions = (*decisions, *first[0].decisions)
        elif first is not None and kind in (FindingKind.MISDEAL, FindingKind.NEW_DEAL):
            sentence += f" The deal was void already from event {first[0].at}."
        claim = claims.get(index)
        in_time: bool | None = None
        if claim is not None:
            at, in_time = claim
            if fact.fact == DealFact.DEALT_OUT_OF_TURN and kind == FindingKind.DEAL:
                in_time = False  # 48: after the trump card is turned up the game proceeds
            if kind == FindingKind.DEAL:
                sentence += f" The claim made at event {at} fails."
            elif not in_time:
                sentence += f" It was claimed at event {at}, after the cards were mixed or cut: too late."
        offender = (
            ctx.case.dealer if kind == FindingKind.MISDEAL or fact.fact == DealFact.DEALT_OUT_OF_TURN else fact.seat
        )
        if fact.fact == DealFact.CARD_FACED_IN_PACK:
            offender = None
        ruling.findings.append(
            Finding(
                kind, offender, index, law_list(laws, extra_laws), sentence, claim_in_time=in_time, decisions=decisions
            )
        )
    ruling.findings.extend(_unmatched_claims(ctx, table, used, claims, effects))
    if first is None:
        ruling.pending = any(
            c.elected is None and c.lost_at is None and bool(c.open_options_at(ctx.end)) for c in by_event.values()
        )
    return ruling


def _fact_ruling(
    ctx: Context, table: DealTable, rule: DealRule, index: int, fact: Deal, end: int | None
) -> tuple[FindingKind, str, tuple[str, ...], tuple[str, ...]]:
    """What a fact with no option brings about: (finding kind, sentence, laws, decisions)."""
    laws, decisions = rule.laws, rule.decisions
    if rule.effect == DealEffect.MISDEAL:
        return FindingKind.MISDEAL, f"It is a misdeal ({cite(*laws)}): {rule.says}.", laws, decisions
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
        return FindingKind.MISDEAL, f"It is a misdeal ({cite(*laws)}): {rule.says}.", laws, decisions
    if rule.effect == DealEffect.NEW_DEAL:
        if fact.last:
            return (
                FindingKind.DEAL,
                f"The faced card was the last, the trump card, which is turned up in any case: there is no new"
                f" deal ({cite(*laws)}).",
                laws,
                decisions,
            )
        return FindingKind.NEW_DEAL, f"There must be a new deal ({cite(*laws)}): {rule.says}.", laws, decisions
    if rule.effect == DealEffect.PACK_IMPERFECT:
        cut = ctx.state.cut_at
        if cut is not None and index > cut:
            return (
                FindingKind.DEAL,
                ctx.table.says("imperfect_pack_after_cut", laws=cite(*laws)),
                laws,
                ctx.table.precedents.get("imperfect_pack_after_cut", ()),
            )
        return FindingKind.NEW_DEAL, f"There must be a new deal ({cite(*laws)}): {rule.says}.", laws, decisions
    if rule.effect == DealEffect.STOP:
        return _out_of_turn(ctx, table, rule, index, fact, end)
    return FindingKind.DEAL, f"{rule.says} ({cite(*laws)}).", laws, decisions


def _out_of_turn(
    ctx: Context, table: DealTable, rule: DealRule, index: int, fact: Deal, end: int | None
) -> tuple[FindingKind, str, tuple[str, ...], tuple[str, ...]]:
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
            f"{dealer} dealt out of turn ({whose}), and he was stopped at event {stop}, before the trump card was"
            f" turned up ({cite(*rule.laws)}).{partner}",
            laws,
            rule.decisions,
        )
    return (
        FindingKind.DEAL,
        f"{dealer} dealt out of turn ({whose}); he was not stopped before the trump card was turned up, so the"
        f" game proceeds as if no mistake had been made ({cite(*rule.laws)}).{partner}",
        laws,
        rule.decisions,
    )


def _stopped_at(ctx: Context, index: int, end: int | None) -> int | None:
    for at, _, _ in _claims(ctx):
        if at > index and (end is None or at < end):
            return at
    return None


def _misdeal(ctx: Context, table: DealTable, index: int | None) -> Effect:
    """A misdeal loses the deal, unless an exception keeps it; 51 when the partner took the deal."""
    dealer = ctx.case.dealer
    at = index if index is not None else ctx.end
    keeps = _keeps_deal(ctx, table, at)
    if keeps is not None:
        why, laws, decisions = keeps
        return Effect(at, FindingKind.MISDEAL, dealer, True, why, laws, decisions)
    fact = ctx.state.first_partner_deal
    if fact is not None and fact.seat is not None and table.partners_deal is not None:
        nxt = fact.seat.left
        return Effect(
            at,
            FindingKind.MISDEAL,
            nxt,
            False,
            ctx.table.says("misdeal_in_partners_deal", seat=fact.seat, next=nxt),
            (table.misdeal_loses, table.partners_deal),
        )
    nxt = dealer.left
    return Effect(
        at,
        FindingKind.MISDEAL,
        nxt,
        False,
        ctx.table.says("misdeal_loses_the_deal", next=nxt),
        (table.misdeal_loses,),
    )


def _keeps_deal(ctx: Context, table: DealTable, at: int) -> tuple[str, tuple[str, ...], tuple[str, ...]] | None:
    """Why the misdeal does not lose the deal (44 III, 45, 50, American 5), or None."""
    dealer = ctx.case.dealer
    state = ctx.state  # the first facts of each kind are kept by the replay: no rescan for each misdeal
    cut = state.cut_at
    proved = state.first_pack_imperfect is not None and (cut is None or state.first_pack_imperfect < cut)
    if table.imperfect_pack_keeps_deal and proved:  # the proof may come after the misdeal (44 III)
        law = table.imperfect_pack_keeps_deal
        return (
            ctx.table.says("imperfect_pack_keeps_the_deal", dealer=dealer),
            (law,),
            (),
        )
    if table.interrupted is not None and state.first_interruption is not None and state.first_interruption[0] <= at:
        fact = state.first_interruption[1]
        if fact.about == DealAbout.SCORE:
            return (
                ctx.table.says("interrupted_for_score", seat=fact.seat, law=table.interrupted, dealer=dealer),
                (table.interrupted,),
                ctx.table.precedents.get("interrupted_for_score", ()),
            )
        return (
            ctx.table.says("interrupted_claim_not_established", seat=fact.seat, dealer=dealer),
            (table.interrupted,),
            (),
        )
    touches = [state.first_touch] if state.first_touch is not None and state.first_touch[0] <= at else []
    if table.touched_before_trump is not None and touches:
        return (
            ctx.table.says("touched_before_trump_deals_again", seat=touches[0][1]),
            (table.touched_before_trump,),
            (),
        )
    if table.adversaries_touched_first is not None and touches:
        i, seat = touches[0]
        if seat.side is not dealer.side:
            return (
                ctx.table.says("adversary_touched_first_keeps_the_deal", seat=seat, event=i, dealer=dealer),
                (table.adversaries_touched_first,),
                ("mcintosh-43-1",),
            )
    return None


def _new_deal(ctx: Context, table: DealTable, index: int | None = None, fact: Deal | None = None) -> Effect:
    dealer = ctx.case.dealer
    at = index if index is not None else ctx.end
    if fact is not None and fact.fact == DealFact.DEALT_OUT_OF_TURN:
        proper = fact.seat
        if proper is None:
            rule = table.facts["dealt_out_of_turn"]
            return Effect(
                at, FindingKind.NEW_DEAL, None, False, f"The player whose deal it was deals ({cite(*rule.laws)})."
            )
        return Effect(at, FindingKind.NEW_DEAL, proper, False, f"{proper}, whose deal it was, deals.")
    laws = table.same_dealer
    extra = ""
    if table.past_scores_stand and fact is not None and fact.fact == DealFact.PACK_IMPERFECT:
        extra = ctx.table.says("imperfect_pack_past_scores_stand")
    return Effect(
        at,
        FindingKind.NEW_DEAL,
        dealer,
        True,
        ctx.table.says("same_dealer_deals_again", dealer=dealer, extra=extra),
        (laws,),
        ("mcintosh-37-1",),
    )


def _effect_laws(table: DealTable, effect: Effect) -> tuple[str, ...]:
    return effect.laws


def _choice_finding(
    ctx: Context,
    table: DealTable,
    choice: Choice,
    offender: Seat | Side | None,
    head: str,
    laws: tuple[str, ...],
    decisions: tuple[str, ...],
    first: tuple[Effect, int] | None,
    index: int,
    used: dict[int, int],
) -> Finding:
    chooser = choice.chooser.words
    if choice.kind == FindingKind.MISDEAL:
        says = (
            f"{head} It is a misdeal if {chooser} discover the error before the trump card is turned up and"
            f" before looking at their cards, but not after ({cite(*laws)})."
        )
    else:
        says = f"{head} {choice.rule.says[0].upper()}{choice.rule.says[1:]} ({cite(*laws)})."
    if first is not None and first[1] == index:
        says += " " + first[0].why
        laws = law_list(laws, _effect_laws(table, first[0]))
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
        for i, f in ctx.state.deal_facts
        if f.fact in table.facts
        and table.facts[f.fact].effect
        not in (DealEffect.RECORD, DealEffect.PENALTY, DealEffect.CLAIM, DealEffect.MISDEAL_IF_CLAIMED)
    ]
    for index, claim in ctx.state.claims:
        if claim.kind not in (ClaimKind.NEW_DEAL, ClaimKind.MISDEAL) or index in used:
            continue
        before = [i for i in facts if i < index]
        if before and before[-1] not in out:
            out[before[-1]] = (index, _before_mixing(ctx, index))
    return out


def _before_mixing(ctx: Context, index: int) -> bool:
    mixed = [at for at, _ in ctx.state.mixes]
    if ctx.state.cut_at is not None:
        mixed.append(ctx.state.cut_at)
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
    for index, claim in ctx.state.claims:
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


def _wrong_number(ctx: Context, table: DealTable, ruling: DealRuling) -> tuple[Effect, int] | None:
    """Hands of the wrong size (44 IV, 46; American 7): a misdeal, or the deal standing."""
    size = ctx.table.hand_size
    wrong = {s: len(h.cards) for s, h in ctx.case.hands.items() if h.whole and len(h.cards) != size}
    if not wrong:
        return None
    counts = ", ".join(f"{s} {n}" for s, n in sorted(wrong.items(), key=lambda i: ROTATION.index(i[0])))
    over = [s for s, n in wrong.items() if n > size]
    short = [s for s, n in wrong.items() if n < size]
    played = any(ctx.state.plays)
    if over:
        rule = table.wrong_number
        claims = [i for i, c in ctx.state.claims if c.kind in (ClaimKind.MISDEAL, ClaimKind.NEW_DEAL)]
        found_at = claims[0] if claims else None
        mixed = [at for at, _ in ctx.state.mixes] + ([ctx.state.cut_at] if ctx.state.cut_at is not None else [])
        late = bool(table.mixed_too_late) and mixed and (found_at is None or found_at > min(mixed))
        text = f"The hands as given have the wrong number of cards ({counts})."
        decisions: tuple[str, ...] = rule.decisions
        if late:
            text += " " + ctx.table.says("wrong_number_mixed", event=min(mixed))
            ruling.findings.append(
                Finding(
                    FindingKind.WRONG_NUMBER_OF_CARDS,
                    over[0],
                    found_at,
                    law_list(rule.laws, table.mixed_too_late),
                    text,
                    claim_in_time=False if found_at is not None else None,
                    decisions=ctx.table.precedents.get("wrong_number_mixed", ()),
                )
            )
            return None
        effect = _misdeal(ctx, table, found_at)
        text += f" {rule.says[0].upper()}{rule.says[1:]} ({cite(*rule.laws)})"
        if played:
            text += ctx.table.says("wrong_number_partly_played")
            decisions = (*decisions, *ctx.table.precedents.get("wrong_number_partly_played", ()))
        text += f". {effect.why}"
        ruling.findings.append(
            Finding(
                FindingKind.MISDEAL,
                ctx.case.dealer,
                found_at,
                law_list(rule.laws, effect.laws),
                text,
                claim_in_time=True if found_at is not None else None,
                decisions=(*decisions, *effect.decisions),
            )
        )
        return effect, found_at if found_at is not None else -1
    rule = table.short_hand
    who = [s for s in short if any(p.seat is s for p in ctx.state.plays)]
    text = f"The hands as given have the wrong number of cards ({counts})."
    if who:
        text += f" {rule.says[0].upper()}{rule.says[1:]} ({cite(*rule.laws)})."
    else:
        text += (
            f" No card of the short hand has been played: the missing card must be searched for; if the pack"
            f" is proved imperfect there must be a new deal ({cite(*rule.laws)})."
        )
    ruling.findings.append(
        Finding(
            FindingKind.WRONG_NUMBER_OF_CARDS,
            short[0] if len(short) == 1 else None,
            None,
            rule.laws,
            text,
            decisions=rule.decisions,
        )
    )
    return None


def _wrong_number_penalty(ctx: Context, table: DealTable) -> list[Choice]:
    """American 7: at the close of a hand, a side whose player held more or less than thirteen loses a point."""
    if table.wrong_number_penalty is None or not ctx.state.finished:
        return []
    size = ctx.table.hand_size
    short = [s for s, h in ctx.case.hands.items() if h.whole and len(h.cards) < size]
    if not short or any(h.whole and len(h.cards) > size for h in ctx.case.hands.values()):
        return []
    seat = short[0]
    head = ctx.table.says("wrong_number_at_close", seat=seat, size=size)
    return [point_choice(ctx, FindingKind.WRONG_NUMBER_OF_CARDS, seat, ctx.state.over_at or 0, "wrong_number", 1, head)]

"""The revoke at euchre (Laws 62-71, with 4 and 54): found, established or saved, claimed, and its points.

A revoke is playing a card of another suit while holding one of the suit led (62), the suits reckoned
as euchre reckons them: the left bower is a trump, so a player holding it must play it to a trump lead,
and need not play it to a lead of its printed suit. The penalty is three points, five in a lone hand,
as often as the revoke is repeated (63); the engine reads it as points the adversaries score, before all
other scores (4). An equal number of revokes on different sides cancel each other (71).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..calls import Disobeyed
from ..cards import Card, Suit
from ..choices import Choice, options_of
from ..codes.table import PenaltyRule
from ..events import Claim
from ..findings import Finding, Option, law_list
from ..seats import Seat, Side
from ..state import Correction, PlayRecord
from .context import Euchre


@dataclass(eq=False)
class Revoke:
    offender: Seat | Side
    event: int
    cause: str  # "renounce", "call_disobeyed", "mixed"
    led: Suit | None = None
    card: Card | None = None
    held: list[Card] = field(default_factory=list)
    established_at: int | None = None
    established_how: str = ""
    corrected: Correction | None = None
    notes: list[str] = field(default_factory=list)
    laws: list[str] = field(default_factory=list)
    claim: tuple[int, Claim] | None = None
    sentence: str = ""

    @property
    def side(self) -> Side:
        return self.offender.side if isinstance(self.offender, Seat) else self.offender

    @property
    def established(self) -> bool:
        return self.established_at is not None


def penalty_rule(e: Euchre) -> PenaltyRule:
    """Law 63: three points, five in the case of a lone hand (whoever revokes in it)."""
    base = e.table.revoke.penalty
    if e.state.lone is None:
        return base
    return PenaltyRule(base.laws, base.says, (e.table.lone_revoke,), base.chooser, base.until)


def renounce_held(e: Euchre, record: PlayRecord) -> list[Card]:
    """The cards of the suit led the player is known to have held when he renounced, or [] (62)."""
    if record.led is None or e.order.suit(record.card) is record.led:
        return []
    if record.withdrawn_how in ("false_lead", "hurried_lead", "lone_partner"):
        return []  # cards taken back from a false lead carry no penalty (53)
    return e.holdings.held_of_suit(record.seat, record.event, record.led)


def licensed_corrections(e: Euchre) -> set[int]:
    """69: the renounce taken back in time, and the cards of those who played after him, except his partner."""
    licensed: set[int] = set()
    saved: list[Correction] = []
    for correction in e.state.corrections:
        if correction.void is not None:
            continue
        if renounce_held(e, correction.withdrawn):
            licensed.add(correction.event)
            saved.append(correction)
        elif any(
            s.withdrawn.trick is correction.withdrawn.trick
            and s.withdrawn.event < correction.withdrawn.event
            and correction.seat is not s.seat.partner
            for s in saved
        ):
            licensed.add(correction.event)
    return licensed


def correction_choices(e: Euchre) -> list[Choice]:
    """69: a revoke saved in time; the adversaries may call the card played in error."""
    out: list[Choice] = []
    rule = e.table.revoke.corrected
    for correction in e.state.corrections:
        record = correction.withdrawn
        if correction.void is not None or not renounce_held(e, record):
            continue
        made = Choice(
            "revoke",
            record.seat,
            record.event,
            rule,
            record.seat.side.other,
            ["call_card"],
            cards=(record.card,),
            target=record.seat,
        )
        played = e.played_after(record.card, correction.event)
        if played is not None:
            made.lapse("call_card", played.event, f"The card played in error was played again at event {played.event}.")
        out.append(made)
    return out


def revokes(e: Euchre, disobeyed: list[Disobeyed]) -> list[Revoke]:
    table = e.table.revoke
    found: list[Revoke] = []
    for record in e.state.plays:
        held = renounce_held(e, record)
        if not held or record.withdrawn_how not in (None, "corrected"):
            continue
        revoke = Revoke(
            record.seat,
            record.event,
            "renounce",
            led=record.led,
            card=record.card,
            held=held,
            laws=[table.defined, table.penalty.laws[0], table.established],
        )
        _establish(e, revoke, record)
        if record.withdrawn_how == "corrected":
            revoke.corrected = next(c for c in e.state.corrections if c.withdrawn is record)
            revoke.established_at, revoke.established_how = None, ""
            revoke.laws.append(table.corrected.laws[0])
        for correction in e.state.corrections:
            if correction.withdrawn is record and correction.void is not None:
                revoke.notes.append(
                    f"{record.seat}'s attempt to take the card back at event {correction.event} came too late:"
                    f" {correction.void} (Law {table.established})."
                )
        found.append(revoke)
    for item in disobeyed:
        found.append(
            Revoke(
                item.seat,
                item.event,
                "call_disobeyed",
                established_at=item.event,
                laws=["54", table.penalty.laws[0]],
                sentence=item.sentence,
            )
        )
    _assign_claims(e, found)
    return sorted(found, key=lambda r: r.event)


def _establish(e: Euchre, revoke: Revoke, record: PlayRecord) -> None:
    """64, with 65 (the partner's question) and 101 (the lone player's partner quits his tricks for him)."""
    table = e.table.revoke
    seat, trick, hand = record.seat, record.trick, e.state
    if trick.completed_at is None:
        return
    found: list[tuple[int, str]] = []
    side_plays = [
        p for p in hand.plays if p.seat.side is seat.side and p.trick is not trick and p.event > trick.completed_at
    ]
    if side_plays:
        first = min(side_plays, key=lambda p: p.event)
        who = "his" if first.seat is seat else f"his partner {first.seat}'s"
        verb = "lead" if first.led is None else "play"
        found.append(
            (
                first.event,
                f"{who} {verb} to the following trick at event {first.event} established it (Law {table.established})",
            )
        )
    for quit_at, quitter in trick.quits:
        if quit_at < record.event or trick.winner is None:
            continue
        if quitter.side not in (trick.winner.side, seat.side):
            revoke.notes.append(
                f"{quitter}'s turning and quitting the trick at event {quit_at} did not establish it: the trick was"
                f" {trick.winner}'s side's to turn (the engine's reading, as under the whist laws)."
            )
            continue
        asked = [
            (at, ask)
            for at, ask in hand.asks
            if record.event < at < quit_at and ask.seat is seat.partner and ask.to is seat
        ]
        if asked and asked[-1][1].answer != "none":
            revoke.notes.append(
                f"{seat.partner} asked {seat} at event {asked[-1][0]} whether he had not a card of the suit"
                f" renounced, before the trick was turned and quitted, so its turning and quitting at event {quit_at}"
                f" did not establish the revoke (Law {table.question})."
            )
            _add(revoke.laws, table.question)
            continue
        if asked:
            revoke.notes.append(
                f"{seat.partner}'s question at event {asked[-1][0]} was answered in the negative, so the turning and"
                f" quitting established the revoke (Law {table.question})."
            )
            _add(revoke.laws, table.question)
        found.append(
            (
                quit_at,
                f"the trick was turned and quitted by {quitter} at event {quit_at}, which established it (Law {table.established})",
            )
        )
    if hand.cut_at is not None and hand.cut_at > record.event:
        found.append(
            (
                hand.cut_at,
                f"the cards were cut for the next deal at event {hand.cut_at}, which established it (Law {table.established})",
            )
        )
    if hand.hand_over is not None and hand.hand_over[0] > record.event:
        found.append(
            (
                hand.hand_over[0],
                f"the hand was played out (event {hand.hand_over[0]}), which established it (Law {table.established})",
            )
        )
    if found:
        revoke.established_at, revoke.established_how = min(found)


def _add(laws: list[str], law: str) -> None:
    if law not in laws:
        laws.append(law)


def _accused(claim: Claim) -> tuple[Seat, ...]:
    if isinstance(claim.against, Seat):
        return (claim.against,)
    if isinstance(claim.against, Side):
        return claim.against.seats
    return claim.seat.side.other.seats


def _assign_claims(e: Euchre, found: list[Revoke]) -> None:
    for index, claim in e.state.claims:
        if claim.kind != "revoke":
            continue
        for revoke in found:
            if (
                revoke.claim is None
                and revoke.event < index
                and isinstance(revoke.offender, Seat)
                and revoke.offender in _accused(claim)
                and revoke.offender.side is not claim.seat.side
            ):
                revoke.claim = (index, claim)
                _mixed_after_claim(e, revoke, index)


def _mixed_after_claim(e: Euchre, revoke: Revoke, claim_at: int) -> None:
    """67: the accused side mixing the cards before the claimants have examined them establishes it."""
    if revoke.established or revoke.corrected is not None:
        return
    for at, seat in e.state.mixes:
        if at > claim_at and seat.side is revoke.side:
            revoke.established_at = at
            revoke.established_how = (
                f"{seat} mixed the cards at event {at}, after the claim and before the adversaries had examined"
                f" them, which established it (Law {e.table.revoke.mixed})"
            )
            _add(revoke.laws, e.table.revoke.mixed)
            return


def unproved_claims(e: Euchre, found: list[Revoke]) -> list[tuple[int, Claim, Revoke | None]]:
    """Revoke claims matching no revoke in the case; 67 may still establish one (returned as a Revoke)."""
    claimed = {r.claim[0] for r in found if r.claim is not None}
    out: list[tuple[int, Claim, Revoke | None]] = []
    table = e.table.revoke
    for index, claim in e.state.claims:
        if claim.kind != "revoke" or index in claimed:
            continue
        accused = claim.seat.side.other
        mixed = next(((at, s) for at, s in e.state.mixes if at > index and s.side is accused), None)
        if mixed is None:
            out.append((index, claim, None))
            continue
        offender: Seat | Side = claim.against if isinstance(claim.against, Seat) else accused
        how = (
            f"{mixed[1]} mixed the cards at event {mixed[0]}, before {claim.seat.side.words} had examined them: the"
            f" revoke claimed is established (Law {table.mixed}), though the case does not show it"
        )
        revoke = Revoke(
            offender,
            index,
            "mixed",
            established_at=mixed[0],
            established_how=how,
            laws=[table.defined, table.penalty.laws[0], table.mixed],
            claim=(index, claim),
        )
        out.append((index, claim, revoke))
    return out


def claim_in_time(e: Euchre, revoke: Revoke) -> bool | None:
    if revoke.claim is None:
        return None
    cut = e.state.cut_at
    return cut is None or revoke.claim[0] < cut


def penalised(e: Euchre, revoke: Revoke) -> bool:
    """The penalty can be exacted: established, not saved, and claimed in time (or still claimable)."""
    if not revoke.established or revoke.corrected is not None:
        return False
    in_time = claim_in_time(e, revoke)
    return in_time is True or (in_time is None and e.state.cut_at is None)


def penalty_choices(e: Euchre, found: list[Revoke]) -> list[tuple[Revoke, Choice]]:
    """63: the points of each revoke whose penalty can be exacted; a claim in time exacts it."""
    rule = penalty_rule(e)
    out: list[tuple[Revoke, Choice]] = []
    for revoke in sorted(found, key=lambda r: r.event):
        if penalised(e, revoke):
            made = Choice("revoke", revoke.offender, revoke.event, rule, revoke.side.other, ["add_points"])
            out.append((revoke, made))
    return out


def settle_by_claims(pairs: list[tuple[Revoke, Choice]]) -> None:
    """A revoke claimed in time needs no further election: there is one penalty (63)."""
    for revoke, made in pairs:
        if made.elected is None and revoke.claim is not None:
            made.elected, made.elected_at = "add_points", revoke.claim[0]


def revoke_finding(
    e: Euchre,
    revoke: Revoke,
    penalty: Choice | None,
    saved: Choice | None,
    results: dict[str, Option] | None,
    notes: dict[Choice, list[str]],
    both_sides: bool,
) -> Finding:
    table = e.table.revoke
    parts: list[str] = [_head(e, revoke)]
    laws = [law for law in revoke.laws if revoke.corrected is None or law != table.penalty.laws[0]]
    offender = revoke.offender
    claimants = revoke.side.other
    if revoke.cause == "renounce":
        parts[0] += f"; {revoke.established_how}." if revoke.established else "."
    if revoke.corrected is not None and saved is not None:
        substitute = revoke.corrected.substitute
        parts.append(
            f"He took it back at event {revoke.corrected.event}"
            + (f" and played the {substitute.card} instead" if substitute else "")
            + f", in time to save the revoke: {claimants.words} may call the card played in error; those who played"
            " after him, except his partner, may withdraw their cards and substitute others, and the cards so"
            f" withdrawn are not liable to be called (Law {table.corrected.laws[0]})."
        )
        _, lapsed = options_of(saved, e.end)
        if saved.elected is not None:
            parts.append(f"At event {saved.elected_at} {claimants.words} called it.")
        parts.extend(lapsed)
        parts.extend(notes.get(saved, []))
    elif revoke.cause == "renounce" and not revoke.established:
        trick = next((p.trick for p in e.state.plays if p.event == revoke.event), None)
        if trick is not None and trick.completed_at is None:
            parts.append(
                f"The trick is still in play, so the revoke is not established and {offender} may correct it (Laws"
                f" {table.established}, {table.corrected.laws[0]})."
            )
        else:
            parts.append(
                "The revoke is not established: the trick has not been turned and quitted, and neither"
                f" {offender} nor his partner has led or played to the following trick (Law {table.established});"
                f" it may still be corrected (Law {table.corrected.laws[0]})."
            )
        laws.append(table.corrected.laws[0])
    parts.extend(revoke.notes)
    in_time = claim_in_time(e, revoke)
    if revoke.claim is not None:
        laws.append(table.claim_until_cut)
        claim_at, claim = revoke.claim
        if revoke.cause != "mixed":
            if in_time:
                parts.append(f"{claim.seat} claimed it at event {claim_at}, in time (Law {table.claim_until_cut}).")
            else:
                parts.append(
                    f"{claim.seat} claimed it at event {claim_at}, after the cards were cut for the next deal at"
                    f" event {e.state.cut_at}: too late, and no penalty can be exacted (Law {table.claim_until_cut})."
                )
        if revoke.corrected is not None:
            parts.append("There is no revoke to penalise, since it was corrected in time.")
    elif revoke.established and revoke.corrected is None:
        laws.append(table.claim_until_cut)
        if e.state.cut_at is not None:
            parts.append(
                f"No claim was made before the cards were cut for the next deal (event {e.state.cut_at}), and it can"
                f" no longer be claimed (Law {table.claim_until_cut})."
            )
        else:
            parts.append(
                f"{claimants.words} may claim it until the cards are cut for the next deal (Law {table.claim_until_cut})."
            )
    options: list[Option] = []
    elected = None
    if penalised(e, revoke) and penalty is not None:
        n = penalty.rule.option("add_points").n
        lone = " (a lone hand being played)" if e.state.lone is not None else ""
        parts.append(
            f"The penalty is {n} points{lone}, which {claimants.words} score, as often as the revoke is repeated"
            f" (Law {table.penalty.laws[0]}); it takes precedence of all other scores (Law {table.precedence[0]})."
            " The laws do not say to whom the points go; the engine reads them as scored by the adversaries of the"
            " revoking side."
        )
        laws.extend(table.precedence)
        if both_sides:
            parts.append(
                f"Both sides have revoked: an equal number of revokes on different sides cancel each other (Law {table.both_sides})."
            )
            laws.append(table.both_sides)
        if not e.state.finished:
            parts.append(
                f"{revoke.side.words} may require the hand to be played out (Law {table.played_out}); at its end the"
                f" claimants may search all the tricks (Law {table.search})."
            )
            laws.extend([table.played_out, table.search])
        shown, _ = options_of(penalty, e.end, results)
        options = shown
        elected = penalty.elected
    elif saved is not None:
        options, _ = options_of(saved, e.end)
        elected = saved.elected
    return Finding(
        "revoke",
        offender,
        revoke.event,
        law_list(laws),
        " ".join(p for p in parts if p),
        established=revoke.established,
        claim_in_time=in_time,
        options=tuple(options),
        elected=elected,
    )


def _head(e: Euchre, revoke: Revoke) -> str:
    if revoke.cause == "call_disobeyed":
        return revoke.sentence
    if revoke.cause == "mixed" and revoke.claim is not None:
        claim_at, claim = revoke.claim
        return f"{claim.seat} claimed a revoke against {revoke.offender} at event {claim_at}; {revoke.established_how}."
    held = revoke.held[0]
    proof = e.holdings.proof(held)
    led = "trump" if revoke.led is e.order.trump else revoke.led.noun if revoke.led else "the suit led"
    card = e.order.name(revoke.card) if revoke.card is not None else "a card"
    return (
        f"{revoke.offender} played {card} to a {led} lead at event {revoke.event} while holding"
        f" {e.order.name(held)} ({proof}): a revoke (Law {e.table.revoke.defined})"
    )


def claim_finding(e: Euchre, index: int, seat: Seat, against: Seat | Side | None) -> Finding:
    """A revoke claimed that the case does not show."""
    table = e.table.revoke
    who = f" against {against}" if against is not None else ""
    accused = against.words if isinstance(against, Side) else str(against or seat.side.other.words)
    in_time = e.state.cut_at is None or index < e.state.cut_at
    if not in_time:
        text = (
            f"{seat} claimed a revoke{who} at event {index}, after the cards were cut for the next deal: too late"
            f" (Law {table.claim_until_cut})."
        )
    elif e.state.finished:
        text = (
            f"{seat} claimed a revoke{who} at event {index}, but the case shows no renounce by {accused} while"
            f" holding a card of the suit led (Law {table.defined}); the claimants may search all the tricks (Law"
            f" {table.search}), and the claim fails unless the search shows the card."
        )
    else:
        text = (
            f"{seat} claimed a revoke{who} at event {index}; the case does not yet show it (Law {table.defined})."
            f" The claim stands to be proved at the end of the hand, when the claimants may search all the tricks"
            f" (Law {table.search}); the accused may require the hand to be played out (Law {table.played_out})."
        )
    return Finding(
        "claim", None, index, (table.defined, table.search, table.claim_until_cut), text, claim_in_time=in_time
    )

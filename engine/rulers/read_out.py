"""What the players hear: with each finding the lines a referee reads out, and beside the result what is settled
now and what waits on a side's choice, all in the code's words (its table's sentences).

A finding's read-out is, in order: who offended (the lone player as the lone player, his partner as his partner,
dummy as dummy), what follows for the offender where no option is given (the penalty the law fixes, or that no
penalty follows and why: `Finding.penalty`), who chooses among which options, each with its number as the club's
statutes leave it, and last the finding's summary (the facts and the law). The pages, the slip, the casebook and the
phone show these lines as they are.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..codes.table import LawTable
from ..format.seats import Seat, Side
from ..format.vocabulary import FINDING_KINDS, OPTION_IDS, FindingKind, OptionId
from .findings import Finding, NewDeal, Option, cite, law_list

_KIND_TITLES: dict[str, str] = {term.id: term.title for term in FINDING_KINDS}
_OPTION_TITLES: dict[str, str] = {term.id: term.title for term in OPTION_IDS}
# The seat these findings name asked or raised something; he is not at fault for it.
_ASKED = frozenset({FindingKind.NOT_COVERED, FindingKind.NEW_CARDS, FindingKind.REQUEST})
# The engine does not rule on the fact, and the laws name no offence in it: the seat the event names (whose hand was
# missed, who saw the trump card) is named as such, not as an offender.
_NAMED = frozenset({FindingKind.NOT_RULED})
_POINTS = frozenset({OptionId.ADD_POINTS, OptionId.DEDUCT_POINTS, OptionId.ADD_THREE, OptionId.DEDUCT_THREE})


@dataclass(frozen=True)
class Table:
    """Who is who at the table, for naming the offender: the lone player and his partner, the dummies."""

    lone: Seat | None = None
    partner: Seat | None = None  # the lone player's partner, out of the play
    dummies: frozenset[Seat] = frozenset()


def option_words(option: Option) -> str:
    """The option in the code's words; an option no table words (a reshuffle) by its term's title."""
    if option.says:
        return option.says
    title = _OPTION_TITLES.get(option.id, option.id.replace("_", " "))
    return title[:1].lower() + title[1:]


def offender_words(finding: Finding, table: LawTable, seats: Table) -> str:
    offender = finding.offender
    if isinstance(offender, Side):
        return offender.words
    if offender is None:
        return ""
    if seats.lone is not None and offender is seats.lone:
        return table.says("lone_read_out_player", seat=offender)
    if seats.lone is not None and offender is seats.partner:
        return table.says("lone_read_out_partner", seat=offender, lone=seats.lone)
    if offender in seats.dummies:
        return table.says("dummy_read_out", seat=offender)
    return str(offender)


def read_out(finding: Finding, table: LawTable, seats: Table, chooser: dict[Side, str]) -> tuple[str, ...]:
    """The lines a referee reads out for this finding."""
    kind = _KIND_TITLES.get(finding.kind, finding.kind)
    who = offender_words(finding, table, seats)
    if not who:
        head = table.says("read_out_no_offender", kind=kind)
    elif finding.kind in _ASKED:
        head = table.says("read_out_asked", kind=kind, who=who)
    elif finding.kind in _NAMED:
        head = table.says("read_out_named", kind=kind, who=who)
    elif isinstance(finding.offender, Side):
        head = table.says("read_out_offenders", kind=kind, who=who)
    else:
        head = table.says("read_out_offender", kind=kind, who=who)
    # What follows first, as a referee gives a ruling: the penalty or the choice, then the facts and the law.
    lines = [head]
    if finding.penalty:
        lines.append(finding.penalty)
    lines += choice_lines(finding, table, chooser)
    return (*lines, finding.summary)


def choice_lines(finding: Finding, table: LawTable, chooser: dict[Side, str]) -> list[str]:
    """Who chooses among which options (each side's once), or what was chosen."""
    lines: list[str] = []
    for side in dict.fromkeys(o.chooser for o in finding.options):
        options = [o for o in finding.options if o.chooser is side]
        laws = cite(*law_list(*(o.laws for o in options)))
        chosen = next((o for o in options if o.id == finding.elected), None)
        if chosen is not None:
            lines.append(table.says("read_out_chose", chooser=chooser[side], option=option_words(chosen), laws=laws))
        elif finding.elected is None:
            words = "; or ".join(option_words(o) for o in options)
            lines.append(table.says("read_out_choose", chooser=chooser[side], options=words, laws=laws))
    return lines


def with_read_out(findings: list[Finding], table: LawTable, seats: Table, chooser: dict[Side, str]) -> list[Finding]:
    return [replace(f, read_out=read_out(f, table, seats, chooser)) for f in findings]


def settled(
    findings: list[Finding], table: LawTable, result: dict[str, object] | None, new_deal: NewDeal | None
) -> dict[str, object]:
    """What is settled now, whatever the choices still open: the new deal and its dealer, the points already due
    (penalties of points elected), each with its sentence."""
    given = result.get("new_deal") if result is not None else None
    deal = given if isinstance(given, dict) else new_deal.to_json() if new_deal is not None else None
    says: list[str] = [] if deal is None else [_deal_says(table, deal)]
    points: list[dict[str, object]] = []
    for index, finding in enumerate(findings):
        chosen = next((o for o in finding.options if o.id == finding.elected), None)
        if chosen is None or chosen.id not in _POINTS or not chosen.n:
            continue
        points.append({"finding": index, "option": chosen.id, "side": chosen.chooser.value, "n": chosen.n})
        who, laws = chosen.chooser.words, cite(*chosen.laws)
        says.append(table.says("settled_points", chooser=who, option=option_words(chosen), laws=laws))
    return {"new_deal": deal, "points": points, "says": says}


def _deal_says(table: LawTable, deal: dict[str, object]) -> str:
    dealer = deal.get("dealer")
    if dealer is None:
        return table.says("settled_new_deal_unknown")
    if deal.get("same_dealer"):
        return table.says("settled_new_deal_same", dealer=dealer)
    return table.says("settled_new_deal", dealer=dealer)


def waiting(findings: list[Finding], table: LawTable, chooser: dict[Side, str]) -> list[dict[str, object]]:
    """What waits on which side's choice: each finding whose options are open and not yet chosen, with its
    sentence; a revoke not yet claimed waits for the claim."""
    out: list[dict[str, object]] = []
    for index, finding in enumerate(findings):
        if not finding.options or finding.elected is not None:
            continue
        for side in dict.fromkeys(o.chooser for o in finding.options):
            options = [o for o in finding.options if o.chooser is side]
            claim = finding.kind is FindingKind.REVOKE and finding.claim_in_time is None
            words = "; or ".join(option_words(o) for o in options)
            who = chooser[side]
            says = (
                table.says("waiting_claim", chooser=who, options=words)
                if claim
                else table.says("waiting_choice", chooser=who, options=words)
            )
            out.append(
                {
                    "finding": index,
                    "side": side.value,
                    "options": [o.id for o in options],
                    "claim": claim,
                    "says": says,
                }
            )
    return out

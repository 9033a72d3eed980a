"""Honours and their claim (Club Code 3, 4, 6, 7; Clay's Cases 1 and 3; McIntosh's preface decision)."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from ..codes.law_number import LawNumber
from ..codes.wording import WordingKey
from ..format.cards import HONOUR_RANKS, Card
from ..format.events import Claim
from ..format.seats import Side, Tally
from ..format.vocabulary import ClaimKind, FindingKind
from ..replay.context import Context
from .findings import Finding, law_list

_NAMES = {14: "ace", 13: "king", 12: "queen", 11: "knave"}
_COUNT = {0: "no", 1: "one", 2: "two", 3: "three", 4: "four"}


@dataclass
class Honours:
    """The honour points each side may score this hand, and the findings on the claims."""

    points: Tally
    findings: list[Finding]
    counted: dict[int, Side] = field(default_factory=dict)  # claim event -> the side whose honours score


def _points(ctx: Context, held: int) -> int:
    return dict(ctx.table.scoring.honours).get(held, 0)


# The table's sentences on what honours held score (or do not), by how many were held.
_SCORE: dict[int, WordingKey] = {4: "four_honours_score", 3: "three_honours_score"}
_NO_SCORE: dict[int, WordingKey] = {4: "four_honours_do_not_score", 3: "three_honours_do_not_score"}


@dataclass(frozen=True)
class _Held:
    """What the case shows of the honours: those known in each side's hands, and those it does not show."""

    known: dict[Side, list[Card]]
    unknown: list[Card]


def rule_honours(ctx: Context, deducted_from: set[Side]) -> Honours:
    if not any(claim.kind in (ClaimKind.HONOURS, ClaimKind.GAME) for _, claim in ctx.state.spoken.claims):
        return Honours(Tally(), [])  # nothing claimed: nothing to score or to rule on (most hands)
    if not ctx.table.scoring.honours:
        return Honours(Tally(), _not_scored(ctx))
    honours = [Card(rank, ctx.case.trump_suit) for rank in HONOUR_RANKS]
    holders = ctx.holdings.holders(honours)
    shown = _Held(
        {side: [c for c in honours if c in holders and holders[c].side is side] for side in Side},
        [c for c in honours if c not in holders],
    )
    points = Tally()
    findings: list[Finding] = []
    claimed: dict[Side, int] = {}
    counted: dict[int, Side] = {}
    for index, claim in ctx.state.spoken.claims:
        if claim.kind != ClaimKind.HONOURS:
            continue
        finding, value = _claim_ruled(ctx, index, claim, shown, deducted_from)
        findings.append(finding)
        side = claim.seat.side
        if value and side not in claimed:
            claimed[side] = value
            points = points.plus(side, value)
            counted[index] = side
    findings.extend(_game_claimed_without_honours(ctx, shown.known, shown.unknown, claimed))
    return Honours(points, findings, counted)


def _claim_ruled(ctx: Context, index: int, claim: Claim, shown: _Held, deducted_from: set[Side]) -> tuple[Finding, int]:
    """The finding on a claim of honours, and the points it scores."""
    cite = ctx.table.scoring.cite
    side = claim.seat.side
    next_trump = ctx.state.end.next_trump_at
    in_time = next_trump is None or index < next_trump
    held, words = _held(shown.known[side], shown.unknown, claim)
    laws = law_list(cite["honours"], cite["honours_claim"], cite["honours_called"])
    text = f"{claim.seat} claimed honours for {side.words} at event {index}"
    if not in_time:
        text += ctx.table.says("honours_claimed_after_next_trump", next_trump=next_trump)
        game = [i for i, c in ctx.state.spoken.claims if c.kind == ClaimKind.GAME and c.seat.side is side and i < index]
        if game:
            text += " " + ctx.table.says("game_claimed_late_honours", side=side.words, event=game[0])
            decisions = ctx.table.precedents.get("game_claimed_without_honours", ())
            return Finding(FindingKind.HONOURS, None, index, laws, text, claim_in_time=False, decisions=decisions), 0
    elif held is None:
        unshown = _and([_NAMES[c.rank] for c in shown.unknown])
        text += ctx.table.says("honours_claim_not_proved", side=side.words, shown=words, unknown=unshown)
    else:
        text += ctx.table.says("honours_claimed_in_time", side=side.words, shown=words)
        return _honours_scored(ctx, index, side, held, deducted_from, laws, text)
    return Finding(FindingKind.HONOURS, None, index, laws, text, claim_in_time=in_time), 0


def _honours_scored(
    ctx: Context, index: int, side: Side, held: int, deducted_from: set[Side], laws: tuple[LawNumber, ...], text: str
) -> tuple[Finding, int]:
    """A claim in time of honours the case shows held: what they score, unless the score bars them (Law 4)."""
    scoring = ctx.table.scoring
    cite = scoring.cite
    value = _points(ctx, held)
    if held < 2:
        text += ctx.table.says("honours_none_to_score")
    elif value:
        points_word = _COUNT.get(value, str(value))
        text += ctx.table.says(_SCORE.get(held, "two_honours_score"), count=_COUNT[held], points=points_word)
    else:
        text += ctx.table.says(_NO_SCORE.get(held, "two_honours_do_not_score"), count=_COUNT[held])
    at_bar = scoring.honours_barred_at is not None and ctx.case.score.of(side) >= scoring.honours_barred_at
    barred = at_bar and cite.get("honours_barred") not in ctx.table.struck
    decisions: tuple[str, ...] = ()
    score = _COUNT.get(scoring.honours_barred_at or 0, "")
    if at_bar and not barred and value:
        text += ctx.table.says("honours_bar_struck_out", side=side.words, score=score)
        laws = law_list(laws, cite["honours_barred"])
    if barred and value:
        text += ctx.table.says("honours_barred_at_the_score", side=side.words, score=score)
        laws = law_list(laws, cite["honours_barred"])
        if side in deducted_from:
            text += "; " + ctx.table.says("barred_after_deduction")
            decisions = ctx.table.precedents.get("barred_after_deduction", ())
        value = 0
    finding = Finding(FindingKind.HONOURS, None, index, laws, text + ".", claim_in_time=True, decisions=decisions)
    return finding, value


def _and(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def _held(known: list[Card], unknown: list[Card], claim: Claim) -> tuple[int | None, str]:
    """How many honours the claimants held (None if the case cannot tell), and the words for them."""
    names = _and([_NAMES[c.rank] for c in known]) + " of trumps" if known else ""
    if not unknown:
        return len(known), f"the {names}" if known else "none of them"
    if claim.count is not None and len(known) <= claim.count <= len(known) + len(unknown):
        shown = f"the case shows the {names}" if known else "the case does not show the cards"
        return claim.count, f"{_COUNT.get(claim.count, str(claim.count))} honours, as they claim ({shown})"
    if len(known) >= 3:
        return len(known), f"the {names} (the other is not shown)"
    return None, f"the {names}" if known else "none of them that the case shows"


def _game_claimed_without_honours(
    ctx: Context, known: dict[Side, list[Card]], unknown: list[Card], claimed: dict[Side, int]
) -> list[Finding]:
    """Clay's Case 1 against McIntosh's preface decision: is claiming the game a call of honours?"""
    scoring, cite = ctx.table.scoring, ctx.table.scoring.cite
    out: list[Finding] = []
    seen: set[Side] = set()
    claiming_honours = {c.seat.side for _, c in ctx.state.spoken.claims if c.kind == ClaimKind.HONOURS}
    for index, claim in ctx.state.spoken.claims:
        if claim.kind != ClaimKind.GAME:
            continue
        side = claim.seat.side
        honours_claims = side in claiming_honours
        held = len(known[side])
        barred = (
            scoring.honours_barred_at is not None
            and ctx.case.score.of(side) >= scoring.honours_barred_at
            and cite.get("honours_barred") not in ctx.table.struck
        )
        if side in seen or side in claimed or honours_claims or _points(ctx, held) == 0 or barred:
            continue
        seen.add(side)
        next_trump = ctx.state.end.next_trump_at
        laws = law_list(cite["honours_claim"], cite["honours_called"], cite["honours"])
        common = ctx.table.says(
            "game_claimed_without_calling_honours", seat=claim.seat, side=side.words, event=index, count=_COUNT[held]
        )
        authorities = " " + ctx.table.says("game_claimed_without_honours")
        if next_trump is not None:
            text = (
                f"{common}, which was done at event {next_trump}: following the printed law, the engine does"
                f" not score them.{authorities}"
            )
            in_time: bool | None = False
        else:
            text = f"{common}: they may still call them until then.{authorities}"
            in_time = None
        out.append(
            Finding(
                FindingKind.HONOURS,
                None,
                index,
                laws,
                text,
                claim_in_time=in_time,
                decisions=ctx.table.precedents.get("game_claimed_without_honours", ()),
            )
        )
    return out


def _not_scored(ctx: Context) -> list[Finding]:
    """A code that scores no honours (American Law 16: the game is reckoned by tricks and penalties)."""
    law = ctx.table.scoring.cite["game"]  # every code cites its game
    return [
        Finding(
            FindingKind.HONOURS,
            None,
            index,
            (law,),
            ctx.table.says("honours_not_scored", seat=claim.seat, event=index, code=ctx.table.name),
        )
        for index, claim in ctx.state.spoken.claims
        if claim.kind == ClaimKind.HONOURS
    ]


def not_counted(ctx: Context, held: Honours, won_by: Side) -> list[Finding]:
    """Honours claimed and held, which do not count because the game was won before they were scored: the
    revoke scores first, tricks next, honours last (Club 5)."""
    law = ctx.table.scoring.cite["precedence"]
    out: list[Finding] = []
    for finding in held.findings:
        side = held.counted.get(finding.event) if finding.event is not None else None
        if side is None:
            out.append(finding)
            continue
        why = ctx.table.says("honours_too_late", side=side.words, winner=won_by.words)
        out.append(replace(finding, laws=law_list(finding.laws, law), summary=f"{finding.summary} {why}"))
    return out

"""The ruling: replay the case, let each ruler read the record against the law table, and assemble the"
" answer."""

from __future__ import annotations

from . import calls, claims, deal, exposed, imperfect_trick, out_of_turn, points, revoke, thrown_down, trump_card
from .case import Case
from .choices import Choice, dispatch
from .codes.table import LawTable
from .context import Context
from .errors import CaseError, InvalidCase
from .euchre.judge import judge_euchre
from .euchre.table import EuchreTable
from .events import OPTION_IDS
from .findings import Finding, HandResult, Option, sort_key
from .honours import rule_honours
from .knowledge import Holdings
from .revoke import RevokeCase
from .revoke_findings import claim_finding, revoke_finding
from .scoring import Penalty, score_hand
from .seats import Side, Tally
from .state import HandState, TrickRecord


def judge(case: Case, table: LawTable) -> dict[str, object]:
    """The ruling for a valid case, as a JSON-ready dict; InvalidCase if the events cannot be replayed."""
    if isinstance(table, EuchreTable):
        return judge_euchre(case, table)  # euchre: its own rulers on the shared replay (euchre/judge.py)
    state = HandState.replay(case, table.hand_size)
    if state.errors:
        raise InvalidCase(state.errors)
    ctx = Context(case, table, state, Holdings(case, state))

    licensed = revoke.licensed_corrections(ctx)
    saved = revoke.correction_choices(ctx)
    if table.point_penalties is None:
        turn = out_of_turn.choices(ctx)
        shown, handled = exposed.choices(ctx, licensed)
    else:  # American Law 18: a point for each irregularity, where the Club Code calls cards
        turn, shown, handled = [], list[Choice](points.choices(ctx, licensed)), set()
    dealing = deal.choices(ctx)
    more = [*dealing, *trump_card.choices(ctx), *thrown_down.choices(ctx), *imperfect_trick.choices(ctx)]
    penalty_ids = {o.id for o in table.revoke.penalty.options}
    unmatched = dispatch([*saved, *turn, *shown, *more], state, only=set(OPTION_IDS) - penalty_ids)
    claimed = deal.elect_by_claims(ctx, more)
    checked = calls.check(ctx, [*saved, *turn, *shown, *more])

    cases = revoke.revoke_cases(ctx, checked.disobeyed)
    unproved = revoke.unproved_claims(ctx, cases)
    cases = sorted([*cases, *(c for _, _, c in unproved if c is not None)], key=lambda c: c.event)
    thrown_down.restrict_revokes(ctx, cases)
    pairs = revoke.penalty_choices(ctx, cases)
    unmatched += dispatch([choice for _, choice in pairs], state, only=penalty_ids)

    deducted = {case.side for case, choice in pairs if choice.elected == "deduct_three"}
    honours = rule_honours(ctx, deducted)
    award = thrown_down.awarded(ctx)
    tricks = award[0] if award is not None else state.tricks_won() if state.finished else None
    scoring_points = [c for c in [*saved, *shown, *more] if _scores_points(c)]
    options, result = _results(ctx, pairs, scoring_points, honours.points, tricks)
    dealt = deal.rule_deal(ctx, dealing, claimed)
    void, open_claim = imperfect_trick.void(ctx, more)
    void = dealt.void or void
    if void is not None:
        result = HandResult(case.score, None, new_deal=void)  # the hand is void: the score is as it was
    elif dealt.pending or open_claim:
        result = None

    findings: list[Finding] = [] if table.deal is not None else [*claims.wrong_number_findings(ctx)]
    findings += dealt.findings
    if table.point_penalties is None:
        findings += out_of_turn.findings(ctx, turn, checked.notes)
        findings += exposed.findings(ctx, shown, checked.notes)
    findings += points.findings(ctx, [*shown, *more], options) + points.exposure_not_penalised(ctx)
    findings += trump_card.findings(ctx, more, checked.notes)
    findings += thrown_down.findings(ctx, more, checked.notes, award[1] if award else None)
    findings += imperfect_trick.findings(ctx, more, checked.notes)
    findings += _revoke_findings(ctx, cases, pairs, saved, options, checked.notes)
    findings += [claim_finding(ctx, i, c.seat, c.against) for i, c, case in unproved if case is None]
    findings += checked.findings
    refused = thrown_down.calls_refused(ctx, more)
    findings += refused
    findings += calls.unmatched_findings(
        ctx, unmatched, [*saved, *turn, *shown, *more, *(c for _, c in pairs)], handled | {f.event or 0 for f in refused}
    )
    findings += honours.findings
    findings += claims.claim_findings(ctx, result)
    findings += thrown_down.claim_findings(ctx, result, award[1] if award else None)
    findings.sort(key=sort_key)
    return {
        "code": case.code,
        "valid": True,
        "errors": [],
        "tricks": [_trick_json(t) for t in _tricks_shown(state)],
        "tricks_won": (award[0] if award is not None else state.tricks_won()).to_json(),
        "findings": [f.to_json() for f in findings],
        "precedents": [],
        "result": result.to_json() if result is not None else None,
    }


def _tricks_shown(state: HandState) -> list[TrickRecord]:
    shown = list(state.tricks)
    if state.current is not None and state.current.plays:
        shown.append(state.current)
    return shown


def _trick_json(trick: TrickRecord) -> dict[str, object]:
    return {
        "leader": trick.leader.value,
        "cards": {p.seat.value: str(p.card) for p in trick.plays},
        "winner": trick.winner.value if trick.winner is not None and trick.completed_at is not None else None,
    }


def _scores_points(choice: Choice) -> bool:
    """A penalty of points (American Law 18), which the result must score."""
    return any(o in ("add_points", "deduct_points") for o in choice.option_ids)


def _results(
    ctx: Context,
    pairs: list[tuple[RevokeCase, Choice]],
    point_choices: list[Choice],
    honours: Tally,
    tricks: Tally | None,
) -> tuple[dict[Choice, dict[str, Option]], HandResult | None]:
    """The score each penalty option would give, and the hand's result once every choice is made.

    `tricks` is None while the hand is not played out (no score follows yet).
    """
    table = ctx.table
    if tricks is None:
        return {}, None
    capped = {case.side for case, _ in pairs}  # Law 82 for each revoking side; both sides gives Law 81
    scored: list[tuple[Side, Choice, str]] = [(case.side, choice, "revoke") for case, choice in pairs]
    scored += [(points.penalised_side(c), c, "points") for c in point_choices if c.lost_at is None]

    def exacted(choice: Choice | None = None, option_id: str | None = None) -> list[Penalty]:
        out = []
        for side, other, kind in scored:
            option = option_id if other is choice else other.elected
            if option is not None:
                out.append(Penalty(side, option, kind, other.rule.option(option).n or 0))
        return out

    def result_of(penalties: list[Penalty]) -> tuple[HandResult, list[str]]:
        outcome = score_hand(
            table.scoring,
            ctx.case.score,
            tricks,
            honours,
            penalties,
            capped=capped,
            cap_score=table.revoke.cap_score,
            cap_law=table.revoke.cap,
            games=ctx.case.games,
            game_values=ctx.case.game_values,
        )
        return outcome.result, outcome.notes

    per_choice: dict[Choice, dict[str, Option]] = {}
    for _, choice, _ in scored:
        options: dict[str, Option] = {}
        for option_id in choice.open_options_at(ctx.end) if choice.elected is None else choice.option_ids:
            result, notes = result_of(exacted(choice, option_id))
            rule = choice.rule.option(option_id)
            options[option_id] = Option(
                option_id, choice.chooser, rule.laws, rule.n, result, " ".join(notes) or None
            )
        per_choice[choice] = options
    if any(points.pending(choice, ctx.end) for _, choice, _ in scored):
        return per_choice, None
    final, _ = result_of(exacted())
    return per_choice, final


def _revoke_findings(
    ctx: Context,
    cases: list[RevokeCase],
    pairs: list[tuple[RevokeCase, Choice]],
    saved: list[Choice],
    options: dict[Choice, dict[str, Option]],
    notes: dict[Choice, list[str]],
) -> list[Finding]:
    penalty_of = {id(case): choice for case, choice in pairs}
    sides = {case.side for case, _ in pairs}
    both = Side.NS in sides and Side.EW in sides
    out: list[Finding] = []
    for case in cases:
        penalty = penalty_of.get(id(case))
        saved_choice = next((c for c in saved if c.event == case.event), None) if case.corrected else None
        results = options.get(penalty) if penalty is not None else options.get(saved_choice) if saved_choice else None
        out.append(revoke_finding(ctx, case, penalty, saved_choice, results, notes, both))
    return out


def invalid(code: object, errors: list[CaseError]) -> dict[str, object]:
    return {
        "code": code if isinstance(code, str) else None,
        "valid": False,
        "errors": [e.to_json() for e in errors],
        "tricks": [],
        "tricks_won": {"NS": 0, "EW": 0},
        "findings": [],
        "precedents": [],
        "result": None,
    }

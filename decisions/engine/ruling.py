"""The ruling: replay the case, let each ruler read the record against the law table, and assemble the"
" answer."""

from __future__ import annotations

from . import calls, claims, exposed, out_of_turn, revoke
from .case import Case
from .choices import Choice, dispatch
from .codes.table import LawTable
from .context import Context
from .errors import CaseError, InvalidCase
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
    state = HandState.replay(case, table.hand_size)
    if state.errors:
        raise InvalidCase(state.errors)
    ctx = Context(case, table, state, Holdings(case, state))

    licensed = revoke.licensed_corrections(ctx)
    saved = revoke.correction_choices(ctx)
    turn = out_of_turn.choices(ctx)
    shown, handled = exposed.choices(ctx, licensed)
    penalty_ids = {o.id for o in table.revoke.penalty.options}
    unmatched = dispatch([*saved, *turn, *shown], state, only=set(OPTION_IDS) - penalty_ids)
    checked = calls.check(ctx, [*saved, *turn, *shown])

    cases = revoke.revoke_cases(ctx, checked.disobeyed)
    unproved = revoke.unproved_claims(ctx, cases)
    cases = sorted([*cases, *(c for _, _, c in unproved if c is not None)], key=lambda c: c.event)
    pairs = revoke.penalty_choices(ctx, cases)
    unmatched += dispatch([choice for _, choice in pairs], state, only=penalty_ids)

    deducted = {case.side for case, choice in pairs if choice.elected == "deduct_three"}
    honours = rule_honours(ctx, deducted)
    options, result = _results(ctx, pairs, honours.points)

    findings: list[Finding] = [*claims.wrong_number_findings(ctx)]
    findings += out_of_turn.findings(ctx, turn, checked.notes)
    findings += exposed.findings(ctx, shown, checked.notes)
    findings += _revoke_findings(ctx, cases, pairs, saved, options, checked.notes)
    findings += [claim_finding(ctx, i, c.seat, c.against) for i, c, case in unproved if case is None]
    findings += checked.findings
    findings += calls.unmatched_findings(
        ctx, unmatched, [*saved, *turn, *shown, *(c for _, c in pairs)], handled
    )
    findings += honours.findings
    findings += claims.claim_findings(ctx, result)
    findings.sort(key=sort_key)
    return {
        "code": case.code,
        "valid": True,
        "errors": [],
        "tricks": [_trick_json(t) for t in _tricks_shown(state)],
        "tricks_won": state.tricks_won().to_json(),
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


def _results(
    ctx: Context, pairs: list[tuple[RevokeCase, Choice]], honours: Tally
) -> tuple[dict[Choice, dict[str, Option]], HandResult | None]:
    """The score each revoke option would give, and the hand's result once every choice is made."""
    state, table = ctx.state, ctx.table
    if not state.finished:
        return {}, None
    capped = {case.side for case, _ in pairs}  # Law 82 for each revoking side; both sides gives Law 81
    tricks = state.tricks_won()

    def scored(penalties: list[Penalty]) -> tuple[HandResult, list[str]]:
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
    for _, choice in pairs:
        options: dict[str, Option] = {}
        for option_id in choice.option_ids:
            penalties = []
            for other_case, other in pairs:
                option = option_id if other is choice else other.elected
                if option is not None:
                    penalties.append(Penalty(other_case.side, option))
            result, notes = scored(penalties)
            rule = choice.rule.option(option_id)
            options[option_id] = Option(
                option_id, choice.chooser, rule.laws, rule.n, result, " ".join(notes) or None
            )
        per_choice[choice] = options
    if any(choice.elected is None for _, choice in pairs):
        return per_choice, None
    final, _ = scored(
        [Penalty(case.side, choice.elected) for case, choice in pairs if choice.elected is not None]
    )
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
        results = options.get(penalty) if penalty is not None else None
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

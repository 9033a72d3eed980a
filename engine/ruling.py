"""The ruling: replay the case under its code, let each of the code's rulers read the record, assemble the answer.

The shared core knows no code: a code is registered (registry.py) with its table, its replay, its rulers
and its scorer, and the ruling is a loop over its rulers in four phases: the choices the laws give, the
calls and elections applied to them (with the revokes they lead to), the score, and the findings.
"""

from __future__ import annotations

from dataclasses import replace

from .codes.law_number import LawNumber
from .codes.table import LawTable
from .format.amendments import amend, amended_laws, struck_laws
from .format.case import Case
from .format.errors import CaseError, InvalidCase
from .format.events import ScoreError
from .format.seats import Side, Tally
from .format.vocabulary import OptionId
from .replay import HandState
from .replay.context import Context
from .replay.records import TrickRecord
from .rulers import calls, read_out, revoke
from .rulers.admission import table_findings
from .rulers.base import Bench, Code
from .rulers.choices import dispatch
from .rulers.cutting import cut_findings
from .rulers.dummy import code_for, table_for
from .rulers.findings import Finding, cite, sort_key
from .rulers.not_covered import dispute_findings, game_not_played, not_covered_ruling
from .rulers.score_error import proved_score, score_findings
from .rulers.statutes import statute_findings


def judge(case: Case, code: Code) -> dict[str, object]:
    """The ruling for a valid case, as a JSON-ready dict; InvalidCase if the events cannot be replayed. An error
    in the score brought to the hand, proved in time, has the hand scored from the proved score (rulers/score_error.py):
    the ruling is given again from it."""
    first = _judge(case, code)
    if not case.events_of(ScoreError):
        return first
    proved = proved_score(case, code.table, _result(first))
    return first if proved is None else _judge(replace(case, score=proved), code, case.score, _result(first))


def _result(ruling: dict[str, object]) -> dict[str, object] | None:
    result = ruling.get("result")
    return result if isinstance(result, dict) else None


def _judge(
    case: Case, code: Code, recorded: Tally | None = None, first: dict[str, object] | None = None
) -> dict[str, object]:
    unplayed = game_not_played(case, code.table)
    if unplayed is not None:
        chooser = {side: side.words for side in Side}
        (finding,) = read_out.with_read_out([unplayed], code.table, read_out.Table(), chooser)
        return not_covered_ruling(case, finding) | {
            "settled": read_out.settled([], code.table, None, None),
            "waiting": [],
        }
    code = code_for(code, case.game)  # Dummy and Double Dummy: the rulers of their exceptions
    state = code.replay(case)
    if state.errors:
        raise InvalidCase(state.errors)
    table = table_for(amend(code.table, case.amendments), case.game)
    ctx = code.context(case, table, state)
    bench = bench_for(code, ctx)
    findings: list[Finding] = [f for ruler in bench.rulers for f in ruler.findings(bench)]
    findings += statute_findings(case.amendments, findings, bench.score.result is not None)
    findings += dispute_findings(case, table)
    # Before the deal and around the rubber: cutting, the table, the score (Club Code 11-25; euchre 5-21).
    findings += cut_findings(case, table) + table_findings(case, table)
    findings += score_findings(case, table, recorded or case.score, first or bench.score.result)
    findings.sort(key=sort_key)
    amended, struck = amended_laws(case.amendments), struck_laws(case.amendments)
    marked = [_marked(f, amended, struck, table) if amended or struck else f for f in findings]
    chooser = {side: ctx.words(side) for side in Side}
    marked = read_out.with_read_out(marked, table, _seats(case, ctx), chooser)
    return {
        "code": case.code,
        "valid": True,
        "errors": [],
        "tricks": [_trick_json(t) for t in _tricks_shown(state)],
        "tricks_won": (bench.score.tricks_won or ctx.tricks_won()).to_json(),
        "findings": [f.to_json() for f in marked],
        "precedents": [],
        "result": bench.score.result,
        "settled": read_out.settled(marked, table, bench.score.result, bench.score.new_deal),
        "waiting": read_out.waiting(marked, table, chooser),
    }


def bench_for(code: Code, ctx: Context) -> Bench:
    """The rulers' phases, each handing the next a new bench: the choices the laws give, the calls and elections
    applied to them, what each ruler settles from them (the revokes and their penalties), and the score."""
    rulers = tuple(make(ctx) for make in code.rulers)
    bench = Bench(ctx, rulers, licensed=frozenset(revoke.licensed_corrections(ctx)))
    for ruler in rulers:
        ruler.offered = ruler.choices(bench)
    offered = [c for ruler in rulers for c in ruler.offered]
    elected_later = revoke.penalty_ids(ctx.table) | set(ctx.table.replayed_options)
    unmatched = dispatch(offered, ctx.state, only=set(_OPTION_IDS - elected_later))
    checked = calls.check(ctx, offered)
    bench = bench.then(
        offered=tuple(offered),
        unmatched=tuple(unmatched),
        notes=checked.notes,
        calls_found=tuple(checked.findings),
        disobeyed=tuple(checked.disobeyed),
    )
    settled = [ruler.settle(bench) for ruler in rulers]
    bench = bench.then(
        pairs=tuple(pair for s in settled for pair in s.pairs),
        unmatched=bench.unmatched + tuple(item for s in settled for item in s.unmatched),
        handled=frozenset().union(*(s.handled for s in settled)),
    )
    return bench.then(score=code.scorer(bench))


_OPTION_IDS = frozenset(OptionId)


def _seats(case: Case, ctx: Context) -> read_out.Table:
    """Who is who at the table, for naming the offender: the lone player (declared, euchre) and his partner out
    of the play; at Dummy and Double Dummy the dummies."""
    out = ctx.out
    lone = ctx.lone or (out.partner if out is not None else None)
    return read_out.Table(lone=lone, partner=out, dummies=frozenset(case.game.dummies))


def _marked(finding: Finding, amended: frozenset[LawNumber], struck: frozenset[LawNumber], table: LawTable) -> Finding:
    """A finding decided by a law the club has amended says so; its laws stay the code's numbers. A finding
    citing a law the club has struck out says so in its own words (rulers/honours.py, the revoke's penalty)."""
    cited = {law.split(".")[0] for law in (*finding.laws, *(law for o in finding.options for law in o.laws))}
    hit = sorted(amended & cited, key=lambda law: (len(law), law))
    if not hit:
        return replace(finding, amended=True) if struck & cited else finding
    verb = "is" if len(hit) == 1 else "are"
    return replace(
        finding,
        amended=True,
        summary=f"{finding.summary} {table.says('applied_as_amended', laws=cite(*hit), verb=verb)}",
    )


def _tricks_shown(state: HandState) -> list[TrickRecord]:
    shown = list(state.played.tricks)
    if state.played.current is not None and state.played.current.plays:
        shown.append(state.played.current)
    return shown


def _trick_json(trick: TrickRecord) -> dict[str, object]:
    return {
        "leader": str(trick.leader),
        "cards": {str(p.seat): str(p.card) for p in trick.plays},
        "winner": str(trick.winner) if trick.winner is not None and trick.completed_at is not None else None,
    }


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

"""An error in the score proved: corrected, or standing, as the code's laws on the score say (Club Code 11, 12;
euchre 5, 6; the American laws have none).

A `score_error` in the score brought to this hand (`before_hand`, with the score `proved`), allowed by the laws,
has the hand scored from the proved score: the ruling is given again from it (`proved_score`, read by ruling.py),
and the finding says what the score was and is. The time allowed is read from the case's events: the trump card of
the following deal turned up (`next_trump_turned`) ends a game the hand concluded (Club 11) and ends the time to
rectify any error at euchre (5). Each `score_error` gets a finding of kind `score`.
"""

from __future__ import annotations

from ..codes.law_number import LawNumber
from ..codes.table import LawTable, ScoreLaws
from ..codes.wording import WordingKey
from ..format.case import Case
from ..format.events import NextTrumpTurned, ScoreError
from ..format.seats import Tally
from ..format.vocabulary import FindingKind, ScoreWhen
from .findings import Finding


def _errors(case: Case) -> list[tuple[int, ScoreError]]:
    return case.events_of(ScoreError)


def _first_turned(case: Case) -> int | None:
    """The event at which the trump card of the following deal was turned up (read once per ruling)."""
    return next((i for i, _ in case.events_of(NextTrumpTurned)), None)


def _before(turned: int | None, index: int) -> int | None:
    """That event, if it came before this one."""
    return turned if turned is not None and turned < index else None


def _concluded(result: dict[str, object] | None, key: str) -> bool:
    return isinstance(result, dict) and result.get(key) is not None


def _fits(case: Case, table: LawTable, error: ScoreError) -> bool:
    return error.proved is not None and error.proved < table.scoring.game


def proved_score(case: Case, table: LawTable, result: dict[str, object] | None) -> Tally | None:
    """The score the hand is to be scored from, where an error in the score brought to it is proved in time (or
    affects the amount of the rubber); None where the score stands as recorded. `result` is the ruling from the
    recorded score (whether the hand concluded the game)."""
    laws = table.score_laws
    found = [(i, e) for i, e in _errors(case) if e.when is ScoreWhen.BEFORE_HAND and _fits(case, table, e)]
    if laws is None or not laws.until_game_concluded or not found:
        return None  # euchre 5: the trump card of this deal was turned, so the score brought to it stands
    score, turned = case.score, _first_turned(case)
    for index, error in found:
        if _allowed(_before(turned, index), laws, error, result) and error.proved is not None:
            score = score.with_(error.side, error.proved)
    return score if score != case.score else None


def _allowed(turned: int | None, laws: ScoreLaws, error: ScoreError, result: dict[str, object] | None) -> bool:
    """Club 11: before the game is concluded, which is not until the trump card of the following deal is turned;
    Club 12: at any time during the rubber, where the error affects its amount."""
    late = turned is not None
    if late and _concluded(result, "rubber"):
        return False
    if error.affects_rubber and laws.rubber_amount is not None:
        return True
    return not (late and _concluded(result, "game"))


def score_findings(case: Case, table: LawTable, recorded: Tally, first: dict[str, object] | None) -> list[Finding]:
    """A `score` finding for each error in the score proved (`not_covered` where the code has no law on it).
    `recorded` is the score the case gives; `first` the result from it (the ruling's result is from the proved
    score where it was applied)."""
    out: list[Finding] = []
    laws, turned = table.score_laws, _first_turned(case)
    for index, error in _errors(case):
        who = f"{error.seat} proved" if error.seat is not None else "It was proved"
        facts: dict[str, object] = {"who": who, "event": index, "side": error.side}
        if laws is None:
            out.append(Finding(FindingKind.NOT_COVERED, None, index, (), table.says("score_no_law", **facts)))
            continue
        facts["turned"] = late = _before(turned, index)
        cited, key = _ruled(case, table, laws, error, late, first, recorded, facts)
        said = table.says(key, **facts)
        if error.unannounced and laws.announced is not None:
            cited, said = (*cited, laws.announced), f"{said} {table.says('points_unannounced', side=error.side)}"
        decisions = table.precedents.get(key, ())
        out.append(Finding(FindingKind.SCORE, None, index, cited, said, decisions=decisions))
    return out


def _until_next_trump(error: ScoreError, turned: int | None) -> WordingKey:
    """Euchre 5: an error can be rectified until the trump card is turned in the next deal; one made before this
    hand is past it (this deal's trump card was turned)."""
    if error.when is not ScoreWhen.THIS_HAND:
        return "score_too_late_this_deal"
    return "score_rectified_in_time" if turned is None else "score_too_late_next_trump"


def _ruled(
    case: Case,
    table: LawTable,
    laws: ScoreLaws,
    error: ScoreError,
    turned: int | None,
    first: dict[str, object] | None,
    recorded: Tally,
    facts: dict[str, object],
) -> tuple[tuple[LawNumber, ...], WordingKey]:
    """The laws that decide the error, and the sentence that says so."""
    rubber = (laws.rubber_amount,) if laws.rubber_amount is not None else ()
    if not laws.until_game_concluded:
        return (laws.corrected,), _until_next_trump(error, turned)
    late_rubber = turned is not None and _concluded(first, "rubber")
    if error.when is ScoreWhen.EARLIER_GAME:
        if error.affects_rubber and rubber and not late_rubber:
            return (laws.corrected, *rubber), "score_earlier_game_rubber"
        return (laws.corrected, *rubber), "score_earlier_game_stands"
    if late_rubber:
        return (laws.corrected, *rubber), "score_rubber_over"
    late = turned is not None and _concluded(first, "game")
    if error.when is ScoreWhen.THIS_HAND:
        if not late:
            return (laws.corrected,), "score_hand_corrected"
        key: WordingKey = "score_hand_rubber_amount" if error.affects_rubber and rubber else "score_hand_game_concluded"
        return (laws.corrected, *rubber), key
    if not _fits(case, table, error):
        facts |= {"proved": error.proved, "game": table.scoring.game}
        return (laws.corrected,), "score_proved_not_a_score"
    facts |= {"proved": error.proved, "recorded": recorded.of(error.side)}
    if not late:
        return (laws.corrected,), "score_corrected_in_game"
    if error.affects_rubber and rubber:
        return (laws.corrected, *rubber), "score_rubber_amount"
    return (laws.corrected, *rubber), "score_game_concluded"

"""What differs between a saved ruling and the same case ruled again under today's engine, in words.

The engine's words and numbers are its own; this only compares two of its rulings: the result, and the findings
each gives that the other does not (by their summaries, the words a referee reads out).
"""

from __future__ import annotations

from typing import Any


def _result_words(result: object) -> str:
    if not isinstance(result, dict):
        return "no result (a choice open, or the hand not played out)"
    deal = result.get("new_deal")
    if isinstance(deal, dict):
        return f"a new deal, {deal.get('dealer') or 'the dealer'} to deal"
    score = result.get("score")
    if isinstance(score, dict):
        return f"the score N and S {score.get('NS', 0)}, E and W {score.get('EW', 0)}"
    return "a result without a score"


def _summaries(ruling: dict[str, Any]) -> list[str]:
    return [str(f.get("summary")) for f in ruling.get("findings") or [] if isinstance(f, dict)]


def ruling_difference(before: dict[str, Any], after: dict[str, Any]) -> list[dict[str, str]]:
    """Each difference as {"what", "then", "today"}: the result first, then the findings gone and those new."""
    out: list[dict[str, str]] = []
    if before.get("valid") != after.get("valid"):
        out.append(
            {
                "what": "Whether the case can be replayed",
                "then": "yes" if before.get("valid") else "no",
                "today": "yes" if after.get("valid") else "no",
            }
        )
    if before.get("result") != after.get("result"):
        out.append(
            {
                "what": "The result",
                "then": _result_words(before.get("result")),
                "today": _result_words(after.get("result")),
            }
        )
    then, today = _summaries(before), _summaries(after)
    out += [{"what": "A finding given then, not today", "then": s, "today": ""} for s in then if s not in today]
    out += [{"what": "A finding given today, not then", "then": "", "today": s} for s in today if s not in then]
    return out

"""A club's statute that changes only the score still says so: the referee is told the statute decided the result.

A statute on the points of the game (`game`) changes no irregularity's finding, only the result; where no finding
already cites the law it amends, the ruling adds one finding of kind `statute` naming the law as amended.
"""

from __future__ import annotations

from ..format.amendments import PROVISIONS, Amendment
from ..format.vocabulary import FindingKind
from .findings import Finding

_SCORE_ONLY = PROVISIONS["game"]  # the points of the game: a statute that changes the score and nothing else


def statute_findings(amendments: tuple[Amendment, ...], findings: list[Finding], decided: bool) -> list[Finding]:
    """The findings for the statutes on the score that decided the result and that no finding names."""
    if not decided:
        return []
    cited = {law.split(".")[0] for f in findings for law in (*f.laws, *(x for o in f.options for x in o.laws))}
    out: list[Finding] = []
    for amendment in amendments:
        if PROVISIONS[amendment.provision] is not _SCORE_ONLY or amendment.law in cited:
            continue
        # ruling.py adds "Law 2 is applied as amended by the club's statutes" to every finding citing it.
        says = f"The game is played to {amendment.value} points under the club's statutes: the result of this hand is reckoned on that game."
        out.append(Finding(FindingKind.STATUTE, None, None, (amendment.law,), says, amended=True))
    return out

"""The laws that use a glossary's term: each entry links the laws of its code whose words hold it.

Found in the printed words of the laws (the text, the clauses, what follows them), never written by hand, so an
entry and its links cannot disagree. A headword is read as the glossary prints it: "Echo, the" is the echo,
"Saw, or See-saw" either word, "To establish a suit" establishing a suit; its last word meets its inflected
forms (revoke, revokes, revoked, revoking), as the laws use them.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .models import GlossaryTerm, Law

_PRINTERS_MARKS = re.compile(r'["\[\]]')  # the euchre glossary quotes its headwords; an editor's bracket
_ARTICLE_AFTER = re.compile(r",\s*(?:the|a|an)$", re.IGNORECASE)  # "Echo, the"
_ALTERNATIVES = re.compile(r",?\s+or\s+|,\s*|\s{2,}", re.IGNORECASE)
_ARTICLE = re.compile(r"^(?:the|a|an|to)\s+", re.IGNORECASE)


@dataclass(frozen=True)
class TermUses:
    """The laws whose words hold the term, in the code's order: those the code numbers, then the others
    (Dummy's laws, the rules of etiquette) by their headings."""

    numbered: tuple[Law, ...]
    headed: tuple[Law, ...]


def headword_forms(title: str) -> list[str]:
    """The words the laws would use for the headword: its alternatives, without the glossary's article."""
    bare = _ARTICLE_AFTER.sub("", _PRINTERS_MARKS.sub("", title).strip().rstrip(".,"))
    forms = [_ARTICLE.sub("", form.strip()).lower() for form in _ALTERNATIVES.split(bare)]
    for at in range(1, len(forms)):
        # "Long trump or trumps": the second is the first phrase in the plural, not trumps of any kind.
        before = forms[at - 1].split()
        if len(before) > 1 and " " not in forms[at] and forms[at].startswith(before[-1]):
            forms[at] = " ".join([*before[:-1], forms[at]])
    # "Right Bower, or Right": the short form alone is a common word of the laws ("the right to"), not the card.
    return [f for f in dict.fromkeys(forms) if f and not any(o != f and o.split()[0] == f for o in forms if o)]


def _pattern(forms: Sequence[str]) -> re.Pattern[str]:
    def inflected(form: str) -> str:
        *before, last = form.split()
        if last.endswith("e"):
            stem, ending = last[:-1], "(?:e|es|ed|ing)"
        elif last.endswith("s") and not last.endswith("ss"):
            stem, ending = last[:-1], "(?:s)?"  # "Trumps" is also the trump the laws speak of
        else:
            stem, ending = last, "(?:s|es|ed|ing)?"
        return r"\s+".join([*(re.escape(w) for w in before), re.escape(stem) + ending])

    return re.compile(r"\b(?:" + "|".join(inflected(f) for f in forms) + r")\b", re.IGNORECASE)


def _printed_words(law: Law) -> str:
    clauses = " ".join(clause.text for clause in law.clauses.all())
    return " ".join([law.title, law.text, clauses, law.continued])


def laws_using(terms: Iterable[GlossaryTerm], laws: Sequence[Law]) -> dict[int, TermUses]:
    """{term's pk: the laws of `laws` that use it}, for each term any law uses."""
    words = [(law, _printed_words(law)) for law in laws]
    uses: dict[int, TermUses] = {}
    for term in terms:
        forms = headword_forms(term.title)
        if not forms:
            continue
        pattern = _pattern(forms)
        found = [law for law, text in words if pattern.search(text)]
        if found:
            numbered = tuple(law for law in found if _numbered(law))
            uses[term.pk] = TermUses(numbered, tuple(law for law in found if not _numbered(law)))
    return uses


def _numbered(law: Law) -> bool:
    return law.kind == "law" and not law.title

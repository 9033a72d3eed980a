"""The case and ruling in words for the ruling page: events, options and hands as a referee reads them.

Display only: nothing here decides a point of law; the engine's ruling is shown as it came.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from engine import FINDING_KINDS, OPTION_IDS, case_schema, describe, number_words
from laws.linking import Linker
from laws.models import Law

SEATS = ("N", "E", "S", "W")
# The words for option ids come from the engine's vocabulary (its one list of them); an option's own words, with
# its number, come with the ruling (`words`), and are preferred wherever the ruling is at hand.
OPTION_LABELS = {term.id: term.title for term in OPTION_IDS}
SIDE_WORDS = {"NS": "N–S", "EW": "E–W"}

# A page shows this many findings and events in full; the rest are folded into a count by kind and laws, so a
# ruling of 1,000 findings (the most events a case may hold) costs a page what 40 cost: the engine's ruling
# and the case file still hold every one.
FINDINGS_IN_FULL = 40
WAITING_IN_FULL = 6  # the open choices said in full where the result waits
EVENTS_IN_FULL = 200


_KIND_TITLES = {term.id: term.title for term in FINDING_KINDS}


def kind_words(kind: Any) -> str:
    """A finding's kind as the engine's vocabulary names it ("Attention called to the trick"); a kind it no longer
    knows (a ruling saved by an older engine), in plain words."""
    return _KIND_TITLES.get(_s(kind), _s(kind).replace("_", " "))


def _s(value: Any) -> str:
    return "" if value is None else str(value)


def describe_event(event: Any, code: str, turned_up: str = "", options: dict[str, str] | None = None) -> str:
    """One event in words, as the engine says it under the case's code ('E plays 3S', 'S claims a revoke against
    E'). `turned_up`: the case's trump card, for a lone hand declared on the suit turned up; `options`: the ruling's
    words for the options elected, so an election says the number the ruling gives."""
    return describe(event, code, turned_up, options)


def option_words(ruling: dict[str, Any]) -> dict[str, str]:
    """Each option of the ruling in its own words (the number as the club's statutes leave it), by id."""
    words: dict[str, str] = {}
    for finding in ruling.get("findings") or []:
        for option in finding.get("options") or []:
            if isinstance(option, dict) and option.get("words"):
                words.setdefault(_s(option.get("id")), _s(option["words"]))
    return words


def ruling_laws(ruling: dict[str, Any]) -> list[tuple[str, str]]:
    """The laws a ruling cites, as (number, clause), in order of first mention: findings, then their options."""
    seen: list[tuple[str, str]] = []
    for finding in ruling.get("findings") or []:
        refs = list(finding.get("laws") or [])
        for option in finding.get("options") or []:
            refs += list(option.get("laws") or [])
        for ref in refs:
            number, _, clause = str(ref).partition(".")
            if (number, clause) not in seen:
                seen.append((number, clause))
    return seen


def describe_hands(case: dict[str, Any]) -> list[dict[str, Any]]:
    hands = case.get("hands") if isinstance(case.get("hands"), dict) else {}
    out = []
    for seat in SEATS:
        hand = hands.get(seat)
        if isinstance(hand, list):
            out.append({"seat": seat, "how": "whole hand", "cards": hand})
        elif isinstance(hand, dict):
            out.append({"seat": seat, "how": "cards known", "cards": hand.get("known") or []})
        else:
            out.append({"seat": seat, "how": "unknown", "cards": []})
    return out


def folded_findings(findings: list[Any], laws: dict[str, Law]) -> list[dict[str, Any]]:
    """Findings beyond those shown in full, in brief: how many of each kind under the same laws, and the first
    event of each, in the order they first occur."""
    kinds: dict[tuple[str, tuple[str, ...]], dict[str, Any]] = {}
    for finding in findings:
        if not isinstance(finding, dict):
            continue
        numbers = tuple(_s(n) for n in finding.get("laws") or [])
        entry = kinds.setdefault(
            (_s(finding.get("kind")), numbers),
            {
                "kind_words": kind_words(finding.get("kind")),
                "law_words": law_words([n.partition(".")[0] for n in numbers], laws),
                "count": 0,
                "first_event": finding.get("event"),
            },
        )
        entry["count"] += 1
    return list(kinds.values())


def ruling_context(
    case: dict[str, Any],
    ruling: dict[str, Any],
    *,
    findings_in_full: int = FINDINGS_IN_FULL,
    events_in_full: int = EVENTS_IN_FULL,
) -> dict[str, Any]:
    """Everything the ruling page shows, with the cited laws fetched once for their text; beyond
    `findings_in_full` findings and `events_in_full` events, the rest in brief."""
    code = _s(ruling.get("code") or case.get("code"))
    laws = _cited_laws(code, ruling)
    events = case.get("events") if isinstance(case.get("events"), list) else []
    elected = option_words(ruling)
    every_finding = ruling.get("findings") or []
    return {
        "case": case,
        "ruling": ruling,
        "code_slug": code,
        "code_title": code_title(code),
        "waiting": waiting_for(ruling),
        "linker": Linker.for_code(code),
        "hands": describe_hands(case),
        "events": [
            {"n": i, "words": describe_event(e, code, _s(case.get("trump")), elected)}
            for i, e in enumerate(events[:events_in_full])
        ],
        "events_folded": max(0, len(events) - events_in_full),
        "settled": (ruling.get("settled") or {}).get("says") or [],
        "findings": [_finding_view(f, case, events, elected, laws) for f in every_finding[:findings_in_full]],
        "findings_folded": folded_findings(every_finding[findings_in_full:], laws),
        "findings_folded_count": max(0, len(every_finding) - findings_in_full),
        "tricks": [
            {**t, "row": [_s((t.get("cards") or {}).get(seat)) for seat in SEATS], "number": i + 1}
            for i, t in enumerate(ruling.get("tricks") or [])
        ],
        "seats": SEATS,
        "precedents": [
            {**p, "law_words": law_words(p.get("laws") or [], laws)} if isinstance(p, dict) else p
            for p in ruling.get("precedents") or []
        ],
        "result": ruling.get("result"),
        # The day the hand was played and the club's statutes the case carries: the ruling says which applied.
        "played_on": _s(case.get("played_on")),
        "statutes_applied": [a for a in case.get("amendments") or [] if isinstance(a, dict)],
    }


def _cited_laws(code: str, ruling: dict[str, Any]) -> dict[str, Law]:
    """The laws the findings, their options and the precedents cite, fetched once with their clauses and notes."""
    numbers = {n for n, _ in ruling_laws(ruling)}
    numbers |= {_s(n) for p in ruling.get("precedents") or [] if isinstance(p, dict) for n in p.get("laws") or []}
    return {
        law.number: law
        for law in Law.objects.filter(code__slug=code, number__in=numbers)
        .select_related("code")
        .prefetch_related("clauses", "notes")
    }


def _law_refs(values: Any, laws: dict[str, Law]) -> list[dict[str, Any]]:
    """Each law a finding or an option cites, with its clause and the text a reader unfolds."""
    out = []
    for ref in values or []:
        number, _, clause = _s(ref).partition(".")
        law = laws.get(number)
        part = next((c for c in law.clauses.all() if c.label == clause), None) if law and clause else None
        # A law the corpus numbers by a name ("dummy-2") is shown by its title ("Dummy, Law II").
        short = number if number[:1].isdigit() else (law.title if law and law.title else number)
        name = f"Law {number}" if number[:1].isdigit() else short
        out.append(
            {"ref": _s(ref), "number": number, "clause": clause, "law": law, "part": part, "short": short, "name": name}
        )
    return out


def _finding_view(
    finding: dict[str, Any], case: dict[str, Any], events: list[Any], elected: dict[str, str], laws: dict[str, Law]
) -> dict[str, Any]:
    """A finding as the page lays it out: its laws and options with their words, and its event in words."""
    event = finding.get("event")
    options = [
        {
            **o,
            "label": option_label(o),
            "chooser_words": SIDE_WORDS.get(_s(o.get("chooser")), _s(o.get("chooser"))),
            "chosen": finding.get("elected") == o.get("id"),
            "law_refs": _law_refs(o.get("laws"), laws),
        }
        for o in finding.get("options") or []
    ]
    said = isinstance(event, int) and 0 <= event < len(events)
    return {
        **finding,
        "kind_words": kind_words(finding.get("kind")),
        "law_refs": _law_refs(finding.get("laws"), laws),
        "options": options,
        "event_words": describe_event(events[event], _s(case.get("code")), _s(case.get("trump")), elected)
        if said
        else "",
    }


def law_words(numbers: list[Any], laws: dict[str, Law]) -> str:
    """Laws as a reader reads them: "Laws 72 and 73"; a law the corpus numbers by a name by its title ("Dummy,
    Law II"), as the engine's summaries cite it."""
    numbered = [_s(n) for n in numbers if _s(n)[:1].isdigit()]
    named = [
        laws[_s(n)].title if _s(n) in laws and laws[_s(n)].title else _s(n) for n in numbers if not _s(n)[:1].isdigit()
    ]
    parts = [f"Law{'s' if len(numbered) > 1 else ''} {', '.join(numbered)}"] if numbered else []
    return "; ".join(parts + named)


def option_label(option: dict[str, Any]) -> str:
    """An option in words: the ruling's own (`words`, the number in it as the club's statutes leave it); for a
    ruling saved before options carried their words, the vocabulary's title with the option's number."""
    if option.get("words"):
        words = _s(option["words"])
        return words[:1].upper() + words[1:]
    option_id, n = _s(option.get("id")), option.get("n")
    label = OPTION_LABELS.get(option_id, option_id.replace("_", " "))
    if "three" in option_id and isinstance(n, int) and n != 3:
        label = label.replace("three", number_words(n))
    return label


@cache
def _code_titles() -> dict[str, str]:
    """The codes in the engine's own words, from its case schema: no query, and one vocabulary."""
    return {c["const"]: c["title"] for c in case_schema()["properties"]["code"]["oneOf"]}


def code_title(slug: str) -> str:
    title = _code_titles().get(slug)
    return title[0].upper() + title[1:] if title else slug


def waiting_for(ruling: dict[str, Any]) -> str:
    """What the result still waits for, in the engine's words (`waiting`: each open choice, its side and options
    with their numbers); "" when the engine gave the result or nothing waits."""
    if ruling.get("result") or not ruling.get("valid", True):
        return ""
    if "waiting" not in ruling:  # a ruling saved before the engine said what waits
        return _waiting_before(ruling)
    waiting = [_s(w.get("says")) for w in ruling.get("waiting") or [] if isinstance(w, dict)]
    if len(waiting) > WAITING_IN_FULL:  # a case of hundreds of open choices: the first in the engine's words
        more = len(waiting) - WAITING_IN_FULL
        return " ".join(waiting[:WAITING_IN_FULL]) + f" And {more} more choice{'s' if more > 1 else ''} wait likewise."
    if waiting:
        return " ".join(waiting)
    if any(f.get("elected") for f in ruling.get("findings") or []):
        return "The choice is made; the score follows when the hand is played out (its remaining cards, or the tricks each side took)."
    return ""


def _waiting_before(ruling: dict[str, Any]) -> str:
    for f in ruling.get("findings") or []:
        options = f.get("options") or []
        if options and not f.get("elected"):
            chooser = _s(options[0].get("chooser"))
            labels = "; ".join(option_label(o).lower() for o in options)
            return f"The result waits for {SIDE_WORDS.get(chooser, chooser)} to choose: {labels}."
    return ""

"""The case and ruling in words for the ruling page: events, options and hands as a referee reads them.

Display only: nothing here decides a point of law; the engine's ruling is shown as it came.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from engine import CLAIM_KINDS, OPTION_IDS, case_schema, number_words
from laws.linking import Linker
from laws.models import Law

SEATS = ("N", "E", "S", "W")
# The words for option ids and claims come from the engine's vocabulary (its one list of them).
OPTION_LABELS = {term.id: term.title for term in OPTION_IDS}
CLAIM_WORDS = {term.id: term.title[0].lower() + term.title[1:] for term in CLAIM_KINDS}
BID_WORDS = {
    "pass": "passes",
    "order_up": "orders it up",
    "assist": "assists",
    "take_up": "takes it up",
    "make": "makes",
}
SUIT_WORDS = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
SIDE_WORDS = {"NS": "N–S", "EW": "E–W"}

# A page shows this many findings and events in full; the rest are folded into a count by kind and laws, so a
# ruling of 1,000 findings (the most events a case may hold) costs a page what 40 cost: the engine's ruling
# and the case file still hold every one.
FINDINGS_IN_FULL = 40
EVENTS_IN_FULL = 200


def _s(value: Any) -> str:
    return "" if value is None else str(value)


def describe_event(event: Any, turned_up: str = "") -> str:
    """One event in words: 'E plays 3S', 'S claims a revoke against E'. `turned_up`: the case's trump card,
    for a lone hand declared on the suit turned up."""
    if not isinstance(event, dict):
        return _s(event)
    kind = _s(event.get("type"))
    seat = _s(event.get("seat"))
    card = _s(event.get("card"))
    if kind == "play":
        return f"{seat} plays {card}"
    if kind == "quit":
        return f"{seat} turns and quits the last trick"
    if kind == "expose":
        how = f" ({_s(event.get('how')).replace('_', ' ')})" if event.get("how") else ""
        return f"{seat} exposes {', '.join(map(_s, event.get('cards') or []))}{how}"
    if kind == "correct":
        return f"{seat} takes back his last card and plays {card} instead"
    if kind == "ask":
        answer = {"none": ": he has none", "has": ": he has one"}.get(_s(event.get("answer")), "")
        return f"{seat} asks {_s(event.get('to'))} whether he has none of the suit{answer}"
    if kind == "claim":
        against = f" against {_s(event.get('against'))}" if event.get("against") else ""
        return f"{seat} claims {CLAIM_WORDS.get(_s(event.get('kind')), _s(event.get('kind')))}{against}"
    if kind == "consult":
        return f"{_s(event.get('side'))} consult each other on the penalty"
    if kind == "call":
        what = _s(event.get("what"))
        detail = card or SUIT_WORDS.get(_s(event.get("suit")).upper(), _s(event.get("suit")))
        to = f" from {_s(event.get('to'))}" if event.get("to") else ""
        return f"{seat} calls {what}{' ' + detail if detail else ''}{to}"
    if kind == "elect":
        option = _s(event.get("option"))
        return f"{_s(event.get('side'))} elect: {OPTION_LABELS.get(option, option).lower()}"
    if kind == "throw_down":
        return f"{', '.join(map(_s, event.get('seats') or []))} throw their cards face up"
    if kind == "hand_over":
        tricks = event.get("tricks") if isinstance(event.get("tricks"), dict) else {}
        return f"the hand is played out: NS {_s(tricks.get('NS'))} tricks, EW {_s(tricks.get('EW'))}"
    if kind == "cut_next":
        return "the cards are cut for the following deal"
    if kind == "next_trump_turned":
        return "the trump card of the following deal is turned up"
    if kind == "deal":
        by = f" ({seat})" if seat else ""
        return f"while dealing: {_s(event.get('fact')).replace('_', ' ')}{by}"
    if kind == "bid":
        action = _s(event.get("action"))
        suit = _s(event.get("suit") if action == "make" else turned_up[-1:]).upper()
        if event.get("alone") and action != "pass" and suit in SUIT_WORDS:
            # Law 98 (euchre): one declaration, "I play alone at hearts", never "I order it up and play it alone".
            return f"{seat}: “I play alone at {SUIT_WORDS[suit]}”"
        words = BID_WORDS.get(action, action)
        if action == "make" and event.get("suit"):
            words += f" {SUIT_WORDS.get(_s(event.get('suit')).upper(), _s(event.get('suit')))} trump"
        return f"{seat} {words}{', declaring a lone hand' if event.get('alone') else ''}"
    if kind == "discard":
        return f"{seat} discards{' ' + card if card else ''}"
    words = kind.replace("_", " ")
    return f"{seat} {words}" if seat else words


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
                "kind_words": _s(finding.get("kind")).replace("_", " "),
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
    numbers = {n for n, _ in ruling_laws(ruling)}
    numbers |= {_s(n) for p in ruling.get("precedents") or [] if isinstance(p, dict) for n in p.get("laws") or []}
    laws = {
        law.number: law
        for law in Law.objects.filter(code__slug=code, number__in=numbers)
        .select_related("code")
        .prefetch_related("clauses", "notes")
    }

    def refs(values: Any) -> list[dict[str, Any]]:
        out = []
        for ref in values or []:
            number, _, clause = _s(ref).partition(".")
            law = laws.get(number)
            part = next((c for c in law.clauses.all() if c.label == clause), None) if law and clause else None
            # A law the corpus numbers by a name ("dummy-2") is shown by its title ("Dummy, Law II").
            short = number if number[:1].isdigit() else (law.title if law and law.title else number)
            name = f"Law {number}" if number[:1].isdigit() else short
            out.append(
                {
                    "ref": _s(ref),
                    "number": number,
                    "clause": clause,
                    "law": law,
                    "part": part,
                    "short": short,
                    "name": name,
                }
            )
        return out

    events = case.get("events") if isinstance(case.get("events"), list) else []
    every_finding = ruling.get("findings") or []
    findings = []
    for finding in every_finding[:findings_in_full]:
        event = finding.get("event")
        options = [
            {
                **o,
                "label": option_label(o),
                "chooser_words": SIDE_WORDS.get(_s(o.get("chooser")), _s(o.get("chooser"))),
                "chosen": finding.get("elected") == o.get("id"),
                "law_refs": refs(o.get("laws")),
            }
            for o in finding.get("options") or []
        ]
        findings.append(
            {
                **finding,
                "kind_words": _s(finding.get("kind")).replace("_", " "),
                "law_refs": refs(finding.get("laws")),
                "options": options,
                "event_words": describe_event(events[event], _s(case.get("trump")))
                if isinstance(event, int) and 0 <= event < len(events)
                else "",
            }
        )
    tricks = [
        {**t, "row": [_s((t.get("cards") or {}).get(seat)) for seat in SEATS], "number": i + 1}
        for i, t in enumerate(ruling.get("tricks") or [])
    ]
    return {
        "case": case,
        "ruling": ruling,
        "code_slug": code,
        "code_title": code_title(code),
        "waiting": waiting_for(ruling),
        "linker": Linker.for_code(code),
        "hands": describe_hands(case),
        "events": [
            {"n": i, "words": describe_event(e, _s(case.get("trump")))} for i, e in enumerate(events[:events_in_full])
        ],
        "events_folded": max(0, len(events) - events_in_full),
        "findings": findings,
        "findings_folded": folded_findings(every_finding[findings_in_full:], laws),
        "findings_folded_count": max(0, len(every_finding) - findings_in_full),
        "tricks": tricks,
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
    """An option in words; the printed "three" of the revoke's options becomes the club's number when its
    statutes amend it (the option keeps its id: the case format names the option, not the amount)."""
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
    """What the result still waits for, in words; "" when the engine gave it or nothing waits."""
    if ruling.get("result") or not ruling.get("valid", True):
        return ""
    findings = ruling.get("findings") or []
    for f in findings:
        if f.get("kind") == "revoke" and f.get("options") and "claim_in_time" not in f and not f.get("elected"):
            return f"The result waits for a claim: the adversaries of {_s(f.get('offender'))} may claim the revoke."
    for f in findings:
        options = f.get("options") or []
        if options and not f.get("elected"):
            chooser = _s(options[0].get("chooser"))
            labels = [OPTION_LABELS.get(_s(o.get("id")), _s(o.get("id")).replace("_", " ")).lower() for o in options]
            return f"The result waits for {SIDE_WORDS.get(chooser, chooser)} to choose: {'; '.join(labels)}."
    if any(f.get("elected") for f in findings):
        return "The choice is made; the score follows when the hand is played out (its remaining cards, or the tricks each side took)."
    return ""

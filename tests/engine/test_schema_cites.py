"""The schema's descriptions cite each code's own laws, taken from its law table: the question to the partner is
Law 74 of the Club Code, 8 of the American laws and 65 of euchre, and no description holds one code's number for
all three (engine/format/cited.py)."""

from __future__ import annotations

import json
import re

import pytest

from engine import case_schema, ruling_schema
from engine.codes import CITED_AS, TABLES
from engine.format.events import EVENT_BY_TYPE, EVENTS
from engine.format.schema import per_code
from engine.format.vocabulary import ASK_QUESTIONS, FINDING_KINDS, OPTION_IDS, AskQuestion, EventKind

from .test_engine_structure import cited_in

CODES = ("club-1864", "american-1890", "euchre-1888")
# The question to the partner (the revoke saved), each code's number as printed: Club Code 74, American 8 (f),
# euchre 65 ("A player may ask his partner whether he has not a card of the suit renounced").
ASK = {"club-1864": "74", "american-1890": "8", "euchre-1888": "65"}
NUMBER = r"(?:\d+(?: [IVX]+)?|dummy-\d+|double-dummy)"


def _descriptions() -> list[str]:
    """Every description of the case and ruling schemas."""
    out: list[str] = []

    def walk(node: object) -> None:
        if isinstance(node, dict):
            out.extend(v for k, v in node.items() if k == "description" and isinstance(v, str))
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    walk(case_schema())
    walk(ruling_schema())
    return out


def _cited_for(code: str, text: str) -> list[str]:
    """The numbers a description cites for this code ("8" in "Law 74 of the Club Code, 8 of the American laws")."""
    pattern = rf"({NUMBER}(?:(?:, | and ){NUMBER})*) of {re.escape(CITED_AS[code])}\b"
    return [n.replace(" ", ".") for group in re.findall(pattern, text) for n in re.split(r", | and ", group)]


def _ask_description() -> str:
    return str(case_schema()["$defs"]["event_ask"]["description"])


@pytest.mark.parametrize("code", CODES)
def test_the_question_to_the_partner_cites_the_codes_own_law(code: str) -> None:
    assert TABLES[code].revoke.question == ASK[code]
    assert _cited_for(code, _ask_description()) == [ASK[code]]
    term = next(t for t in ASK_QUESTIONS if t.id == AskQuestion.NONE_OF_THE_SUIT)
    assert term.cites is not None and f"{ASK[code]} of {CITED_AS[code]}" in per_code(term.cites)


def test_the_question_to_the_partner_is_worded_for_all_three_codes() -> None:
    assert "(Law 74 of the Club Code, 8 of the American laws, 65 of euchre)" in _ask_description()


@pytest.mark.parametrize("code", CODES)
def test_every_law_a_description_cites_for_a_code_is_in_that_codes_table(code: str) -> None:
    held = cited_in(TABLES[code])
    cited = [n for text in _descriptions() for n in _cited_for(code, text)]
    assert cited, code
    assert sorted(set(cited) - held) == []


@pytest.mark.parametrize(
    ("event", "cites"),
    [
        (EventKind.DISCOVER, {"club-1864": ["63"], "american-1890": ["14"], "euchre-1888": ["53"]}),
        (EventKind.ATTENTION_TO_TRICK, {"club-1864": ["86"], "american-1890": ["10", "18"], "euchre-1888": ["83"]}),
        # No American law makes mixing the cards establish a revoke, and its table has no such event.
        (EventKind.CARDS_MIXED, {"club-1864": ["77"], "american-1890": [], "euchre-1888": ["67"]}),
        (EventKind.IMPERFECT_TRICK, {"club-1864": ["69"], "american-1890": [], "euchre-1888": ["60"]}),
    ],
)
def test_an_events_description_cites_each_codes_number(event: EventKind, cites: dict[str, list[str]]) -> None:
    text = case_schema()["$defs"][f"event_{event}"]["description"]
    assert {code: _cited_for(code, text) for code in CODES} == cites


def test_the_euchre_options_cite_euchres_laws_alone() -> None:
    terms = {t.id: t for t in OPTION_IDS}
    for option, law in (("trump_stands", "80"), ("alone_stands", "100")):
        cites = terms[option].cites
        assert cites is not None and per_code(cites) == f"Law {law} of euchre"


def test_no_description_that_cites_a_law_writes_a_number() -> None:
    """The numbers come from the tables: the declared words hold a `{laws}` and no digit."""
    declared = [(e.description, e.cites) for e in EVENTS]
    declared += [(t.description, t.cites) for t in (*ASK_QUESTIONS, *OPTION_IDS, *FINDING_KINDS)]
    citing = [text for text, cites in declared if cites is not None]
    assert len(citing) >= 9
    assert [text for text in citing if "{laws}" not in text or re.search(r"\d", text)] == []
    assert "{laws}" not in json.dumps(case_schema()) + json.dumps(ruling_schema())
    assert EVENT_BY_TYPE[EventKind.ASK].cites is not None

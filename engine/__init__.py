"""The rules engine: a case (what happened at the table) in, a ruling citing the laws out.

Pure Python, the standard library only: no Django (`python -m engine CASE.json` prints a ruling). `rule`
and `rule_text` answer any input with a ruling dict ready for json.dumps and never raise: input that cannot
be replayed gives `valid: false` with every problem listed. The case format is ../shared/case-format.md;
the engine's additions are in docs/engine.md.

This module is the engine's public API: the site imports these names and nothing else from the engine
(tests/engine/test_import_contract.py holds it to that).
"""

from __future__ import annotations

import json
import logging

from .codes import KNOWN_CODES, SUPPORTED_CODES, TABLES
from .codes.law_number import LAW_NUMBERS, LawNumber, law_number
from .codes.table import LawTable
from .format.amendments import (
    MOMENT,
    NUMBER,
    PROVISIONS,
    STRUCK,
    Provision,
    Value,
    number_words,
    read_amendments,
    value_problem,
)
from .format.case import parse_case
from .format.describe import describe, event_words_data
from .format.errors import CaseError, InvalidCase, capped
from .format.reading import MAX_TEXT, UnreadableCase, read_case_text, unicode_problem
from .format.schema import case_schema, ruling_schema
from .format.vocabulary import CLAIM_KINDS, FINDING_KINDS, MAX_EVENTS, OPTION_IDS
from .registry import CODES
from .ruling import invalid, judge
from .source import (
    RELEASE,
    RELEASED,
    SEALED,
    digest_of,
    digests_of,
    engine_stamp,
    source_digest,
    stamp,
    stamp_differs,
    stamp_words,
    tables_digest,
)

__all__ = [
    # A case in, a ruling out; the laws a ruling cites.
    "INTERNAL_ERROR",
    "cited_laws",
    "rule",
    "rule_read",
    "rule_text",
    # The case format: its JSON Schemas, how its text is read, its bounds, the words of its claims, findings and
    # options, and each event in the game's words (describe; as data for the builder on a phone, event_words_data).
    "CLAIM_KINDS",
    "FINDING_KINDS",
    "MAX_EVENTS",
    "MAX_TEXT",
    "OPTION_IDS",
    "UnreadableCase",
    "case_schema",
    "describe",
    "event_words_data",
    "read_case_text",
    "ruling_schema",
    # The codes: those the format names, those the engine rules on, and each one's law table; the law numbers
    # the tables cite, as a type, and a string checked to be one.
    "KNOWN_CODES",
    "LAW_NUMBERS",
    "LawNumber",
    "LawTable",
    "SUPPORTED_CODES",
    "TABLES",
    "law_number",
    # A club's statutes: the provisions of a law a statute may amend, and how an amendment is read.
    "MOMENT",
    "NUMBER",
    "PROVISIONS",
    "STRUCK",
    "Provision",
    "Value",
    "number_words",
    "read_amendments",
    "value_problem",
    # Which engine gave a stored ruling: the release, the digests (sealed into the phone's archive, which holds no
    # source), the stamp the site's doors add to a ruling and the stamp in words.
    "RELEASE",
    "RELEASED",
    "SEALED",
    "digest_of",
    "digests_of",
    "engine_stamp",
    "source_digest",
    "stamp",
    "stamp_differs",
    "stamp_words",
    "tables_digest",
]

INTERNAL_ERROR = (
    "The engine could not rule on this case because of a fault in the engine itself; please report the case"
    " so it can be fixed."
)

_log = logging.getLogger(__name__)


def rule(document: object) -> dict[str, object]:
    """The ruling for a parsed JSON value (of any kind)."""
    unreadable = unicode_problem(document)
    if unreadable is not None:
        return invalid(None, [unreadable])
    return _rule(document)


def rule_read(document: object) -> dict[str, object]:
    """The ruling for the value `read_case_text` returned: it has checked the Unicode, so the value is not
    walked a second time (a door that must tell unreadable text apart, as the API does, reads it first)."""
    return _rule(document)


def _rule(document: object) -> dict[str, object]:
    """The ruling for a value whose text is known to be valid Unicode."""
    code = document.get("code") if isinstance(document, dict) else None
    try:
        case = parse_case(document)
        return judge(case, CODES[case.code])
    except InvalidCase as exc:
        return invalid(code, capped(exc.errors))
    except Exception:  # the contract is a ruling for every input; the message asks for a report
        _log.exception("The engine failed on a case (code %r): %s", code, _excerpt(document))
        return invalid(code, [CaseError(None, "", INTERNAL_ERROR)])


def _excerpt(document: object, limit: int = 2000) -> str:
    """The case as the log shows it: enough to reproduce the fault, never unbounded."""
    try:
        text = json.dumps(document, ensure_ascii=False, default=repr)
    except Exception:  # the document is what broke the engine; it may break json.dumps too
        text = object.__repr__(document)
    return text if len(text) <= limit else text[:limit] + f"… ({len(text):,} characters)"


def rule_text(text: str | bytes) -> dict[str, object]:
    """The ruling for the raw text of a case; text that cannot be read is an error, not an exception."""
    try:
        document = read_case_text(text)
    except UnreadableCase as exc:
        return invalid(None, [CaseError(None, "", str(exc))])
    return _rule(document)  # read_case_text has checked the Unicode


def cited_laws(ruling: dict[str, object]) -> list[tuple[str, str]]:
    """The (code, law number) pairs cited across the ruling's findings and their options, each once, in order."""
    code = ruling.get("code")
    findings = ruling.get("findings")
    if not isinstance(code, str) or not isinstance(findings, list):
        return []
    cited: list[tuple[str, str]] = []
    for finding in findings:
        if not isinstance(finding, dict):
            continue
        groups = [finding.get("laws")]
        options = finding.get("options")
        if isinstance(options, list):
            groups += [o.get("laws") for o in options if isinstance(o, dict)]
        for laws in groups:
            if not isinstance(laws, list):
                continue
            for law in laws:
                if isinstance(law, str) and (code, law) not in cited:
                    cited.append((code, law))
    return cited

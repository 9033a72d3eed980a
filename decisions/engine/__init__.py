"""The rules engine: a case (what happened at the table) in, a ruling citing the laws out.

Pure Python, no Django. `rule` and `rule_text` answer any input with a ruling dict ready for
json.dumps and never raise: input that cannot be replayed gives `valid: false` with every problem
listed. The case format is ../shared/case-format.md; the engine's additions are in docs/engine.md.
"""

from __future__ import annotations

import json

from .case import parse_case
from .codes import SUPPORTED_CODES, TABLES
from .errors import CaseError, InvalidCase
from .ruling import invalid, judge

__all__ = ["SUPPORTED_CODES", "cited_laws", "rule", "rule_text"]

INTERNAL_ERROR = (
    "The engine could not rule on this case because of a fault in the engine itself; please report the case"
    " so it can be fixed."
)


def rule(document: object) -> dict[str, object]:
    """The ruling for a parsed JSON value (of any kind)."""
    code = document.get("code") if isinstance(document, dict) else None
    try:
        case = parse_case(document)
        return judge(case, TABLES[case.code])
    except InvalidCase as exc:
        return invalid(code, exc.errors)
    except Exception:  # the contract is a ruling for every input; the message asks for a report
        return invalid(code, [CaseError(None, "", INTERNAL_ERROR)])


def rule_text(text: str) -> dict[str, object]:
    """The ruling for the raw text of a case; text that is not JSON is an error, not an exception."""
    if isinstance(text, bytes | bytearray):
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError:
            return invalid(None, [CaseError(None, "", "The case is not valid JSON: it is not UTF-8 text.")])
    if not isinstance(text, str):
        return invalid(None, [CaseError(None, "", "The case is not valid JSON: no text was given.")])
    try:
        # A file saved with a byte-order mark is still the referee's JSON.
        document = json.loads(text.removeprefix("\ufeff"), parse_constant=_no_constants)
    except json.JSONDecodeError as exc:
        message = f"The case is not valid JSON: {exc.msg} (line {exc.lineno}, column {exc.colno})"
        return invalid(None, [CaseError(None, "", message)])
    except _NotJson as exc:
        return invalid(None, [CaseError(None, "", f"The case is not valid JSON: {exc}")])
    except RecursionError:
        return invalid(
            None, [CaseError(None, "", "The case is not valid JSON: it is nested too deeply to read.")]
        )
    return rule(document)


class _NotJson(ValueError):
    pass


def _no_constants(name: str) -> object:
    """NaN and Infinity are not JSON, though Python's reader accepts them."""
    raise _NotJson(f"{name} is not a JSON value")


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

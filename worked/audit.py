"""A worked case's audit against the book: what the book tells, what the edition supplies, and whether they agree.

Each corpus/cases/<slug>.case.json carries it under the top-level key `_audit` (the engine ignores keys that
begin with `_`): the seed lines where the book tells the case, the facts in the order the book gives them, each
fact of the case file the book does not give and why the edition supplies it, and whether the engine's ruling on
the book's facts is the book's decision. The case pages and docs/worked-cases.md are made from it.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

AUDIT_KEY = "_audit"
SEED_NAME = re.compile(r"^\d{3}_[0-9a-f]{16}\.txt$")


@dataclass(frozen=True)
class Told:
    """A fact the book tells: its words as the book prints them (`quote`), or the edition's inference and why."""

    fact: str
    quote: str = ""
    inferred: str = ""


# Who a difference between the engine's ruling and the book's decision holds wrong.
HELD_WRONG = {"engine": "the engine", "book": "the book", "edition": "the edition"}


@dataclass(frozen=True)
class Supplied:
    fact: str
    why: str


@dataclass(frozen=True)
class Audit:
    seed: str
    first: int
    last: int
    quote: str
    told: tuple[Told, ...]
    supplied: tuple[Supplied, ...]
    agrees: bool
    book: str = ""
    engine: str = ""
    why: str = ""
    wrong: str = ""  # where they differ: "engine", "book" or "edition", the one the edition holds wrong

    @property
    def held_wrong(self) -> str:
        return HELD_WRONG.get(self.wrong, "")

    @property
    def source(self) -> str:
        """The lines as a `source:` value, for the pages' words on sources."""
        return f"{self.seed} lines {self.first}-{self.last}"


def _text(value: object) -> bool:
    return isinstance(value, str) and bool(value.strip())


def audit_problems(case: object) -> list[str]:
    """What is wrong with a case's `_audit`, each naming its field; empty when it is well formed."""
    if not isinstance(case, dict) or AUDIT_KEY not in case:
        return [f"{AUDIT_KEY}: missing"]
    audit = case[AUDIT_KEY]
    if not isinstance(audit, dict):
        return [f"{AUDIT_KEY}: must be an object"]
    problems: list[str] = []
    unknown = set(audit) - {"source", "told", "supplied", "ruling"}
    if unknown:
        problems.append(f"{AUDIT_KEY}: unknown key(s) {sorted(unknown)}")
    problems.extend(_source_problems(audit.get("source")))
    told = audit.get("told")
    if not (isinstance(told, list) and told):
        problems.append(f"{AUDIT_KEY}.told: a non-empty list of the facts the book gives, in its order")
    else:
        problems.extend(f"{AUDIT_KEY}.told.{i}: {p}" for i, item in enumerate(told) for p in _told_problems(item))
    problems.extend(_supplied_problems(audit.get("supplied")))
    problems.extend(_ruling_problems(audit.get("ruling")))
    return problems


def _source_problems(source: object) -> list[str]:
    """Where the book tells the case: a seed, its lines, and perhaps a phrase of them."""
    if not isinstance(source, dict):
        return [f"{AUDIT_KEY}.source: must be an object with 'seed' and 'lines'"]
    problems = []
    if not (isinstance(source.get("seed"), str) and SEED_NAME.match(source["seed"])):
        problems.append(f"{AUDIT_KEY}.source.seed: a seed file's name, such as 003_f012a884a77afba3.txt")
    lines = source.get("lines")
    if not (
        isinstance(lines, list)
        and len(lines) == 2
        and all(isinstance(n, int) and not isinstance(n, bool) and n > 0 for n in lines)
        and lines[0] <= lines[1]
    ):
        problems.append(f"{AUDIT_KEY}.source.lines: [first, last], line numbers from 1, first not after last")
    if "quote" in source and not _text(source["quote"]):
        problems.append(f"{AUDIT_KEY}.source.quote: a phrase of the book, not empty")
    if set(source) - {"seed", "lines", "quote"}:
        problems.append(f"{AUDIT_KEY}.source: unknown key(s) {sorted(set(source) - {'seed', 'lines', 'quote'})}")
    return problems


def _supplied_problems(supplied: object) -> list[str]:
    """What the edition supplies: each fact with why."""
    if not isinstance(supplied, list):
        return [f"{AUDIT_KEY}.supplied: a list (empty where the book gives every fact)"]
    return [
        f"{AUDIT_KEY}.supplied.{i}: an object with 'fact' and 'why', both words"
        for i, item in enumerate(supplied)
        if not (isinstance(item, dict) and set(item) == {"fact", "why"} and _text(item["fact"]) and _text(item["why"]))
    ]


def _told_problems(item: object) -> list[str]:
    """A told fact is the book's words (a string, found in the lines), or an object with `fact` and either
    `quote` (the book's words it rests on) or `inferred` (why the edition reads the book so)."""
    if isinstance(item, str):
        return [] if _text(item) else ["a fact in words, not empty"]
    if not isinstance(item, dict) or set(item) not in ({"fact", "quote"}, {"fact", "inferred"}):
        return ["the book's words, or an object with 'fact' and 'quote' (the book's words) or 'inferred' (why)"]
    return [] if all(_text(v) for v in item.values()) else ["'fact' and its 'quote' or 'inferred' in words"]


def _told(item: str | dict[str, str]) -> Told:
    if isinstance(item, str):
        return Told(item, quote=item)
    return Told(item["fact"], quote=item.get("quote", ""), inferred=item.get("inferred", ""))


def _ruling_problems(ruling: object) -> list[str]:
    where = f"{AUDIT_KEY}.ruling"
    if not isinstance(ruling, dict) or not isinstance(ruling.get("agrees"), bool):
        return [f"{where}: an object with 'agrees' true or false"]
    if ruling["agrees"]:
        return [] if set(ruling) == {"agrees"} else [f"{where}: where it agrees, 'agrees' alone"]
    if set(ruling) != {"agrees", "book", "engine", "wrong", "why"} or not all(
        _text(ruling[k]) for k in ("book", "engine", "why")
    ):
        return [f"{where}: where it differs, 'book', 'engine', 'wrong' and 'why', each in words"]
    if ruling["wrong"] not in HELD_WRONG:
        return [f"{where}.wrong: which the edition holds wrong, one of {', '.join(HELD_WRONG)}"]
    return []


def audit_of(case_text: str) -> Audit | None:
    """The audit of a case file's text, or None where it has none or it is not well formed."""
    try:
        case = json.loads(case_text)
    except json.JSONDecodeError:
        return None
    if audit_problems(case):
        return None
    audit: dict[str, Any] = case[AUDIT_KEY]
    source, ruling = audit["source"], audit["ruling"]
    return Audit(
        seed=source["seed"],
        first=source["lines"][0],
        last=source["lines"][1],
        quote=source.get("quote", ""),
        told=tuple(_told(t) for t in audit["told"]),
        supplied=tuple(Supplied(s["fact"], s["why"]) for s in audit["supplied"]),
        agrees=ruling["agrees"],
        book=ruling.get("book", ""),
        engine=ruling.get("engine", ""),
        why=ruling.get("why", ""),
        wrong=ruling.get("wrong", ""),
    )


def normalised(text: str) -> str:
    """Text compared as words: OCR hyphenation at line ends joined, quotes and dashes plain, spaces single, lower case."""
    text = re.sub(r"(\w)[-\u00ad]\s*\n\s*(\w)", r"\1\2", text)
    text = text.translate(str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"', "\u2014": "-"}))
    return re.sub(r"\s+", " ", text).strip().lower()


def quote_is_in_lines(quote: str, seed_text: str, first: int, last: int) -> bool:
    """Whether the quote is in the seed's lines first..last (numbered from 1), as words."""
    lines = seed_text.split("\n")[first - 1 : last]
    return normalised(quote) in normalised("\n".join(lines))


def told_not_in_lines(audit: Audit, seed_text: str) -> list[str]:
    """The told facts whose quote the seed's lines do not print: each must be the book's words or say it is inferred."""
    return [
        f"told {i}: {t.quote!r} is not in lines {audit.first}-{audit.last}"
        for i, t in enumerate(audit.told)
        if not t.inferred and not quote_is_in_lines(t.quote, seed_text, audit.first, audit.last)
    ]


def corpus_audits(cases_dir: Path) -> list[tuple[str, Audit | None]]:
    """Every case file of the folder with its audit, by slug."""
    return [
        (path.name[: -len(".case.json")], audit_of(path.read_text(encoding="utf-8")))
        for path in sorted(cases_dir.glob("*.case.json"))
    ]


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def audit_table(cases_dir: Path) -> str:
    """docs/worked-cases.md: case by case, where the book tells it, what the edition supplies, and the rulings."""
    audits = corpus_audits(cases_dir)
    done = [a for _, a in audits if a is not None]
    differ = [(slug, a) for slug, a in audits if a is not None and not a.agrees]
    out = [
        "# The worked cases audited against the book",
        "",
        "Made by `python manage.py audit_table` from the `_audit` of each `corpus/cases/*.case.json`",
        '(the format: `corpus/README.md`, "The audit"); `tests/worked/test_audit.py` fails when this page',
        "is not the command's output. For each case: the lines of the seed where the book tells it, the facts",
        "the edition supplies (the book does not give them) and why, and whether the engine's ruling on the",
        "book's facts is the book's decision.",
        "",
        f"{len(audits)} cases; {len(done)} audited; {len(differ)} where the engine and the book differ.",
        "",
        "| case | the book | supplied by the edition | the engine and the book |",
        "|---|---|---|---|",
    ]
    for slug, audit in audits:
        if audit is None:
            out.append(f"| `{slug}` | not audited yet | | |")
            continue
        supplied = "; ".join(f"**{s.fact}**: {s.why}" for s in audit.supplied) or "nothing"
        ruling = "agree" if audit.agrees else f"**differ**: the book: {audit.book}; the engine: {audit.engine}"
        source = f"{audit.seed} lines {audit.first}-{audit.last}"
        out.append(f"| `{slug}` | {_cell(source)} | {_cell(supplied)} | {_cell(ruling)} |")
    if differ:
        out += ["", "## Where the engine and the book differ", ""]
        for slug, audit in differ:
            out += [
                f"- `{slug}`: the book: {audit.book} The engine: {audit.engine} "
                f"Held wrong: {audit.held_wrong}. Why: {audit.why}"
            ]
    return "\n".join(out) + "\n"

"""Every worked case audited against the book: a well-formed `_audit` in each case file, its lines the book's own.

The `_audit` of a case file names the seed lines where the book tells the case, the facts in the book's order,
every fact the edition supplies and why, and whether the engine's ruling is the book's decision (worked/audit.py).
"""

from __future__ import annotations

import json
from io import StringIO
from pathlib import Path

import pytest
from django.conf import settings
from django.core.management import call_command

from engine import rule
from worked.audit import (
    AUDIT_KEY,
    Audit,
    Told,
    audit_of,
    audit_problems,
    normalised,
    quote_is_in_lines,
    told_not_in_lines,
)

CASES = Path(settings.CORPUS_DIR) / "cases"
SEEDS = Path(settings.SEEDS_DIR)
NAMES = sorted(p.name[: -len(".case.json")] for p in CASES.glob("*.case.json"))
TABLE = Path(settings.BASE_DIR) / "docs" / "worked-cases.md"


def _case(name: str) -> dict[str, object]:
    case: dict[str, object] = json.loads((CASES / f"{name}.case.json").read_text(encoding="utf-8"))
    return case


def test_there_are_76_cases() -> None:
    assert len(NAMES) == 76


@pytest.mark.parametrize("name", NAMES)
def test_the_case_has_a_well_formed_audit(name: str) -> None:
    case = _case(name)
    assert audit_problems(case) == [], name
    assert isinstance(case.get("_note"), str) and case["_note"], "the note stays, a summary of the audit"


@pytest.mark.skipif(not SEEDS.is_dir(), reason="the seed texts are not beside this checkout")
@pytest.mark.parametrize("name", NAMES)
def test_the_audit_names_lines_of_the_seed_that_tell_the_case(name: str) -> None:
    audit = audit_of((CASES / f"{name}.case.json").read_text(encoding="utf-8"))
    assert audit is not None, audit_problems(_case(name))
    seed = SEEDS / audit.seed
    assert seed.is_file(), f"{audit.seed} is not a seed text"
    text = seed.read_text(encoding="utf-8")
    assert audit.last <= len(text.split("\n")), f"lines {audit.first}-{audit.last} run past the seed's end"
    assert audit.quote, "the source gives a quote: a phrase of the case as the book prints it"
    found = quote_is_in_lines(audit.quote, text, audit.first, audit.last)
    assert found, f"{audit.quote!r} is not in {audit.seed} lines {audit.first}-{audit.last}"
    # Every fact the book tells rests on its words in those lines, unless the edition says it infers it.
    assert told_not_in_lines(audit, text) == []


def test_a_told_fact_whose_words_are_not_in_the_lines_fails() -> None:
    seed = "first line\nA. being fourth player renounces. The\ntrick is his partner's\n"
    audit = Audit("000_0000000000000000.txt", 2, 3, "renounces", (), (), True)
    said = Told("A. renounces and corrects", quote="A. being fourth player renounces")
    told = (said, Told("the trick is his partner's"), Told("A. corrects", inferred="the book asks whether he may"))
    assert told_not_in_lines(Audit(**{**audit.__dict__, "told": told}), seed) == []
    invented = (Told("A. corrects his error", quote="A. corrects his error"),)
    assert told_not_in_lines(Audit(**{**audit.__dict__, "told": invented}), seed) == [
        "told 0: 'A. corrects his error' is not in lines 2-3"
    ]
    outside = (Told("the first line", quote="first line"),)
    assert told_not_in_lines(Audit(**{**audit.__dict__, "told": outside}), seed) != []


@pytest.mark.parametrize("name", NAMES)
def test_the_engine_ignores_the_audit(name: str) -> None:
    case = _case(name)
    without = {k: v for k, v in case.items() if k != AUDIT_KEY}
    assert rule(case) == rule(without)


def test_a_malformed_audit_is_named_field_by_field() -> None:
    assert audit_problems({}) == ["_audit: missing"]
    problems = audit_problems(
        {
            "_audit": {
                "source": {"seed": "book.txt", "lines": [9, 3]},
                "told": [],
                "supplied": [{"fact": "dealer"}],
                "ruling": {"agrees": False, "book": "void"},
            }
        }
    )
    assert [p.split(":")[0] for p in problems] == [
        "_audit.source.seed",
        "_audit.source.lines",
        "_audit.told",
        "_audit.supplied.0",
        "_audit.ruling",
    ]


def test_a_told_fact_without_the_books_words_or_an_inference_and_a_difference_without_who_is_wrong_are_named() -> None:
    case = json.loads((CASES / "clay-case-7-adversary-quits-the-partners-trick.case.json").read_text(encoding="utf-8"))
    assert audit_problems(case) == []
    case[AUDIT_KEY]["told"][1] = {"fact": "the trick is his partner's"}
    case[AUDIT_KEY]["told"][2] = {"fact": "his adversary quits it", "quote": "turns and quits it", "inferred": "x"}
    case[AUDIT_KEY]["ruling"] = {"agrees": False, "book": "in time", "engine": "too late", "why": "a slip"}
    assert [p.split(":")[0] for p in audit_problems(case)] == ["_audit.told.1", "_audit.told.2", "_audit.ruling"]
    case[AUDIT_KEY]["ruling"]["wrong"] = "the players"
    assert [p.split(":")[0] for p in audit_problems(case)][-1] == "_audit.ruling.wrong"
    case[AUDIT_KEY]["ruling"]["wrong"] = "engine"
    assert [p.split(":")[0] for p in audit_problems(case)] == ["_audit.told.1", "_audit.told.2"]


def test_a_quote_is_found_across_an_ocr_line_break_and_not_outside_its_lines() -> None:
    seed = "first line\nHe is de- \nsired to lay his cards\non the table.\nlast line\n"
    assert quote_is_in_lines("He is desired to lay his cards on the table", seed, 2, 4)
    assert not quote_is_in_lines("He is desired to lay his cards on the table", seed, 3, 4)
    assert not quote_is_in_lines("first line", seed, 2, 5)
    assert normalised("\u201cI have the game.\u201d") == '"i have the game."'


def test_the_table_of_the_audit_in_docs_is_the_commands_output() -> None:
    out = StringIO()
    call_command("audit_table", stdout=out, dry_run=True)
    assert TABLE.read_text(encoding="utf-8") == out.getvalue(), "run `python manage.py audit_table`"


@pytest.mark.django_db
def test_the_case_page_shows_what_the_book_tells_and_what_the_edition_supplies(client) -> None:  # type: ignore[no-untyped-def]
    html = client.get("/cases/worked/clay-case-3-honours-at-four-after-the-revoke/").content.decode()
    assert "The book and the edition" in html and "What the book tells" in html and "What the edition supplies" in html
    told = html.index("their adversaries, who had no score, elect to deduct three")
    assert told < html.index("on this A. and B. claim to mark their honours")  # in the book's order
    assert "the book names players, not seats" in html
    assert "The engine's ruling on the book's facts is the book's decision." in html
    assert "003_f012a884a77afba3.txt" not in html and "J. L. Baldwin" in html


@pytest.mark.django_db
def test_where_the_engine_and_the_book_differ_the_page_says_so_beside_both(client) -> None:  # type: ignore[no-untyped-def]
    html = client.get("/cases/worked/mcintosh-preface-6-game-claimed-honours-not-mentioned/").content.decode()
    assert "differs from the book's decision" in html
    differ = html[html.index('class="differ"') :]
    assert "may score their honours" in differ and "they are not scored" in differ and "Clay&#x27;s Case 1" in differ
    assert "<dt>Held wrong</dt><dd>The book</dd>" in differ
    told = client.get("/cases/worked/mcintosh-38-1-partner-had-touched/").content.decode()
    assert "in case his partner has not touched a card" in told
    lost = client.get("/cases/worked/clay-case-11-third-player-plays-again-decision-lost/").content.decode()
    assert "the edition's inference: the text breaks off at the foot of page 116" in lost
    assert "<dt>Held wrong</dt><dd>The engine</dd>" in lost
    assert "000_fc39cd461ed2bee3.txt" not in html


@pytest.mark.django_db
def test_the_audited_page_takes_no_more_queries(client, django_assert_max_num_queries) -> None:  # type: ignore[no-untyped-def]
    with django_assert_max_num_queries(12):
        assert client.get("/cases/worked/clay-case-3-honours-at-four-after-the-revoke/").status_code == 200

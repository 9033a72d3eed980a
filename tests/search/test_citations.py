"""The citation grammar (search/citations.py): every form a reader types, per form and per code, and the
roman numeral of every law of the three codes. Plain functions: no database, no index."""

import re
from pathlib import Path

import pytest
import roman

from search import citations, games
from search.query import LawTarget, parse

CODES = ("club-1864", "euchre-1888", "american-1890")
CORPUS = Path(__file__).resolve().parents[2] / "corpus" / "codes"


def _read(text: str) -> list[tuple[str, str]]:
    return [(c.number, c.clause) for c in citations.read(text).cited]


@pytest.mark.parametrize(
    "typed,cited",
    [
        ("Law 44", [("44", "")]),
        ("law 72", [("72", "")]),
        ("L. 8", [("8", "")]),
        ("Rule 72", [("72", "")]),
        ("No. 72", [("72", "")]),
        ("Law No. 14", [("14", "")]),
        ("Art. 62", [("62", "")]),
        ("Article 62", [("62", "")]),
        ("§ 44", [("44", "")]),
        ("§44", [("44", "")]),
        ("#72", [("72", "")]),
        ("laws 71 and 72", [("71", ""), ("72", "")]),
        ("§§ 71, 72", [("71", ""), ("72", "")]),
    ],
)
def test_each_word_before_a_number(typed, cited):
    assert _read(typed) == cited


@pytest.mark.parametrize(
    "typed,number",
    [
        ("law sixty-two", "62"),
        ("law sixty two", "62"),
        ("Rule seventy-two", "72"),
        ("law one hundred and five", "105"),
        ("law nine", "9"),
        ("Law XLIV", "44"),
        ("law xliv", "44"),
        ("Art. XVIII", "18"),
        ("L. LXXII", "72"),
        ("No. XIV", "14"),
    ],
)
def test_numbers_in_words_and_roman_numerals(typed, number):
    assert _read(typed) == [(number, "")]


@pytest.mark.parametrize(
    "typed,cited",
    [
        ("72.V", ("72", "V")),
        ("72 (5)", ("72", "V")),
        ("44 (vii)", ("44", "VII")),
        ("44 VI", ("44", "VI")),
        ("44 vi", ("44", "VI")),
        ("Law 44 (paragraph 6)", ("44", "VI")),
        ("law 44, clause VII", ("44", "VII")),
        ("law seventy-two, clause five", ("72", "V")),
        ("law 72 cl. 2", ("72", "II")),
        ("clause V of law 44", ("44", "V")),
        ("§ 44 (iv)", ("44", "IV")),
        ("law 8 (a)", ("8", "a")),
        ("law 8, clause b", ("8", "b")),
    ],
)
def test_a_clause_in_each_form(typed, cited):
    assert _read(typed) == [cited]


@pytest.mark.parametrize(
    "typed,number",
    [("Dummy, Law II", "dummy-2"), ("dummy law 3", "dummy-3"), ("Dummy I", "dummy-1"), ("Etiquette 6", "etiquette-6")],
)
def test_the_laws_numbered_under_their_own_heading(typed, number):
    assert _read(typed) == [(number, "")]


@pytest.mark.parametrize("typed", ["72", "44 VI", "XLIV", "  LXXII "])
def test_a_number_alone_is_a_law(typed):
    assert citations.read(typed).cited


@pytest.mark.parametrize(
    "typed",
    [
        "no one play",
        "fourteen cards",
        "Drayton case XIV",
        "xliv",
        "law 999",
        "the laws of whist",
        "a civil question",
        "revoke",
    ],
)
def test_words_that_are_no_citation(typed):
    assert citations.read(typed).cited == ()


def test_the_words_left_are_searched():
    reading = citations.read("law 72 penalty for a revoke")
    assert reading.cited == (citations.Cited("72", "", "law 72"),)
    assert reading.rest.split() == ["penalty", "for", "a", "revoke"]


def _numbered_laws(code: str) -> list[int]:
    text = (CORPUS / f"{code}.txt").read_text(encoding="utf-8")
    return [int(n) for n in re.findall(r"^## law (\d+)$", text, re.M)]


@pytest.mark.parametrize("code", CODES)
def test_the_roman_number_of_every_law_of_each_code(code):
    numbers = _numbered_laws(code)
    assert numbers, code
    name = {"club-1864": "club", "euchre-1888": "euchre", "american-1890": "american"}[code]
    for n in numbers:
        numeral = roman.toRoman(n)
        for typed in (f"Law {numeral}", f"{name} law {numeral}", numeral if len(numeral) > 1 else f"L. {numeral}"):
            parsed = parse(typed, CODES)
            expected_code = code if name in typed else ""
            assert parsed.laws == (LawTarget(str(n), "", expected_code),), typed
            assert parsed.words == (), typed


def test_the_dummy_laws_by_their_roman_numbers():
    text = (CORPUS / "club-1864.txt").read_text(encoding="utf-8")
    for n in re.findall(r"^## law dummy-(\d+)$", text, re.M):
        assert parse(f"Dummy, Law {roman.toRoman(int(n))}", CODES).laws == (LawTarget(f"dummy-{n}"),)


@pytest.mark.parametrize(
    "typed,codes",
    [
        ("whist law 19", ("club-1864", "american-1890")),
        ("short whist law 41", ("club-1864",)),
        ("the Club Code law 41", ("club-1864",)),
        ("club 44 VI", ("club-1864",)),
        ("Arlington 56", ("club-1864",)),
        ("Portland law 88", ("club-1864",)),
        ("American Law XIX", ("american-1890",)),
        ("Rule 20, American", ("american-1890",)),
        ("No. 3 of the American laws", ("american-1890",)),
        ("euchre rule ninety-one", ("euchre-1888",)),
        ("Somerset law 63", ("euchre-1888",)),
        ("L. 90 euchre-1888", ("euchre-1888",)),
    ],
)
def test_the_code_named_in_any_of_its_names_scopes_the_citation(typed, codes):
    parsed = parse(typed, CODES)
    assert parsed.codes_named == codes
    assert {t.code for t in parsed.laws} == set(codes)
    assert parsed.words == ()


def test_a_code_left_open_cites_the_law_of_every_code():
    parsed = parse("§ 44", CODES)
    assert parsed.laws == (LawTarget("44"),) and parsed.codes_named == ()
    assert parsed.citation == "Law 44"


def test_the_game_named_scopes_words_and_is_no_word_to_search():
    parsed = parse("euchre exposed card", CODES)
    assert parsed.codes_named == ("euchre-1888",)
    assert parsed.words == ("exposed", "card")
    assert parse('euchre "turned and quitted"', CODES).codes_named == ("euchre-1888",)


def test_a_game_named_alone_is_the_word_searched():
    parsed = parse("euchre", CODES)
    assert parsed.codes_named == () and parsed.words == ("euchre",)


def test_the_table_names_only_codes_that_exist():
    assert games.table(["euchre-1888"]) == {
        "euchre": ("euchre-1888",),
        "somerset": ("euchre-1888",),
        "euchre-1888": ("euchre-1888",),
    }


@pytest.mark.parametrize(
    "word,is_roman", [("XLIV", True), ("xiv", True), ("civil", False), ("mix", False), ("IIII", False)]
)
def test_a_roman_numeral_is_known_as_one(word, is_roman):
    assert citations.is_roman(word) is is_roman

"""The engine as it should read: one set of rulers, every cited law in the code's table, codes registered.

These read the engine's source (its imports and its string constants), not a ruling: the shared core
imports nothing from rulers/euchre/, every code the tables name is registered, every sentence a ruler asks
of a table is there, and no ruler writes a law number into the words it reads out.
"""

from __future__ import annotations

import ast
import dataclasses
import re
import typing
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import get_args

import pytest

from engine.codes import TABLES
from engine.codes.keys import CiteKey, PointKey, RuleKey, point_named, rule_named
from engine.codes.law_number import LawNumber, law_number
from engine.codes.table import EuchreTable, LawTable, OptionRule, PenaltyRule, PointPenalties, Scoring
from engine.codes.wording import WordingKey
from engine.format.events import EVENTS
from engine.format.vocabulary import DealFact, Kind
from engine.registry import CODES
from engine.rulers.euchre.bidding import MakingRule
from engine.rulers.findings import Finding, Option
from engine.rulers.standard import ClaimsRuler

ENGINE = Path(__file__).resolve().parents[2] / "engine"
# The modules that wire the codes in (the package entry, the registration) and euchre's own table.
EUCHRE = "rulers/euchre/"
WIRING = {"__init__.py", "registry.py", "euchre_1888.py"}


def _modules(under: Path = ENGINE) -> list[Path]:
    return sorted(p for p in under.rglob("*.py") if "__pycache__" not in p.parts)


def _relative(path: Path) -> str:
    return path.relative_to(ENGINE).as_posix()


def _imports(path: Path) -> set[str]:
    """The engine modules a module imports, as paths relative to the engine ("rulers/euchre/bowers")."""
    tree = ast.parse(path.read_text())
    here = path.parent.relative_to(ENGINE).parts
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.level:
            base = list(here[: len(here) - (node.level - 1)]) if node.level > 1 else list(here)
            module = [*base, *(node.module.split(".") if node.module else [])]
            out.add("/".join(module))
            out |= {"/".join([*module, alias.name]) for alias in node.names}
    return out


def test_the_shared_core_imports_nothing_from_euchre() -> None:
    shared = [p for p in _modules() if not _relative(p).startswith(EUCHRE) and p.name not in WIRING]
    offenders = {_relative(p): sorted(i for i in _imports(p) if i.startswith(EUCHRE.rstrip("/"))) for p in shared}
    assert {k: v for k, v in offenders.items() if v} == {}


def test_the_names_of_the_sentences_are_those_the_tables_word() -> None:
    """`WordingKey` (mypy's check of every `says` and every table's keys) lists no name that no table words."""
    worded = {point for table in TABLES.values() for point in table.wording}
    assert set(get_args(WordingKey)) == worded


def test_the_names_of_the_tables_rules_are_those_the_tables_have() -> None:
    """`RuleKey`, `PointKey` and `CiteKey` (mypy's check of every `table.rule`, `rules[...]` and `cite[...]`) list
    exactly the keys of the tables' own penalties, the American points (18) and the laws a summary cites."""
    rules = {key for table in TABLES.values() for key in table.rules}
    points = {key for table in TABLES.values() if table.point_penalties for key in table.point_penalties.rules}
    cited = {key for table in TABLES.values() for key in table.scoring.cite}
    cited |= {key for table in TABLES.values() if isinstance(table, EuchreTable) for key in table.points.cite}
    assert set(get_args(RuleKey)) == rules
    assert set(get_args(PointKey)) == points
    assert set(get_args(CiteKey)) == cited


def cited_in(value: object, annotation: str = "") -> set[str]:
    """The law numbers a table holds: the strings under every field typed `LawNumber` (a mapping's keys where the
    law numbers are its keys), found in every dataclass the table holds, however deep."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {n for f in dataclasses.fields(value) for n in cited_in(getattr(value, f.name), str(f.type))}
    if isinstance(value, str):
        return {value} if "LawNumber" in annotation else set()
    if isinstance(value, Mapping):
        keyed = annotation.startswith(("Mapping[LawNumber", "dict[LawNumber"))
        return set(value) if keyed else {n for v in value.values() for n in cited_in(v, annotation)}
    if isinstance(value, tuple | list | frozenset):
        return {n for v in value for n in cited_in(v, annotation)}
    return set()


def test_the_law_numbers_are_those_the_tables_cite() -> None:
    """`LawNumber` (mypy's check of every law a finding or a table cites) lists exactly the tables' numbers."""
    cited = {n for table in TABLES.values() for n in cited_in(table)}
    assert "72.I" in cited and "dummy-2" in cited and "110" in cited
    assert set(get_args(LawNumber)) == cited


@pytest.mark.parametrize(
    ("owner", "name", "hint"),
    [
        (Finding, "laws", tuple[LawNumber, ...]),
        (Option, "laws", tuple[LawNumber, ...]),
        (OptionRule, "laws", tuple[LawNumber, ...]),
        (PenaltyRule, "laws", tuple[LawNumber, ...]),
        (Scoring, "cite", Mapping[CiteKey, LawNumber]),
        (PointPenalties, "rules", Mapping[PointKey, PenaltyRule]),
        (LawTable, "rules", Mapping[RuleKey, PenaltyRule]),
    ],
)
def test_a_law_and_a_rule_are_typed_as_such(owner: type, name: str, hint: object) -> None:
    """What mypy --strict (make typecheck) holds every finding and table to: a bare string is refused."""
    assert typing.get_type_hints(owner)[name] == hint


def test_a_law_number_read_from_a_case_is_checked() -> None:
    assert law_number("72.I") == "72.I"
    for text in ("72 I", "Law 72", "", "999"):
        with pytest.raises(ValueError):
            law_number(text)


def test_a_rule_named_by_an_enum_member_is_checked_when_read() -> None:
    assert rule_named(MakingRule.NO_BIDDING) == "no_bidding"
    assert point_named(DealFact.PACK_NOT_CUT) == "pack_not_cut"
    with pytest.raises(KeyError):
        rule_named("no_such_rule")
    with pytest.raises(KeyError):
        point_named("revoke")


def test_every_code_ruled_by_whists_rulers_has_a_deal_table_and_rules_on_cards_thrown_down() -> None:
    """Whist's claims leave a claim of the game before the hand is played out to the cards thrown down, and
    claims on the deal to the deal: a code without those tables would have them ruled on by no one."""
    for code, registered in CODES.items():
        if ClaimsRuler in registered.rulers:
            assert registered.table.deal is not None and registered.table.thrown_down is not None, code


def test_every_code_with_a_table_is_registered_with_that_table() -> None:
    assert set(CODES) == set(TABLES)
    for code, registered in CODES.items():
        assert registered.table is TABLES[code]
        assert registered.rulers, code


def test_the_ruling_is_assembled_without_knowing_any_code() -> None:
    source = (ENGINE / "ruling.py").read_text()
    assert "euchre" not in _imports(ENGINE / "ruling.py")
    assert "EuchreTable" not in source and "isinstance(table" not in source and "point_penalties" not in source


def _says_keys(path: Path) -> set[str]:
    text = path.read_text()
    return set(re.findall(r'\.says\(\s*"([^"]+)"', text))


# Which codes each ruler module serves: euchre's own modules serve euchre; the rulers of calling cards the
# codes that call cards; penalties of points the American laws; honours, the deal, the trump card, cards
# thrown down and imperfect tricks the whist codes; the rest every code.
SERVES = {
    "rulers/leads.py": ("club-1864", "euchre-1888"),
    "rulers/exposed.py": ("club-1864", "euchre-1888"),
    "rulers/points.py": ("american-1890",),
    "rulers/honours.py": ("club-1864", "american-1890"),
    "rulers/trump_card.py": ("club-1864",),
    "rulers/imperfect_trick.py": ("club-1864",),  # the American table has no law on an imperfect trick
    "rulers/claims.py": ("club-1864", "american-1890"),  # euchre's claims are ruled in euchre/rulers.py
    "rulers/deal.py": ("club-1864", "american-1890"),  # euchre's deal is ruled in euchre/deal.py
    "rulers/deal_options.py": ("club-1864", "american-1890"),
    "rulers/next_dealer.py": ("club-1864", "american-1890"),
    "rulers/wrong_number.py": ("club-1864", "american-1890"),
    "rulers/thrown_down.py": ("club-1864", "american-1890"),  # euchre's in euchre/thrown_down.py
}


def _deal_has(table: LawTable, effect: str) -> bool:
    """Whether some fact of the code's deal has this effect (a misdeal the dealer may put right, ...)."""
    return table.deal is not None and any(rule.effect == effect for rule in table.deal.facts.values())


# Sentences asked only where the code has the law they speak of.
GUARDED: dict[str, Callable[[LawTable], bool]] = {
    "time_to_decide": lambda table: table.time_to_decide is not None,  # Club 87
    # Etiquette is quoted only by the codes that print it (the Club Code, euchre 106-116).
    "etiquette": lambda table: table.pack is not None and bool(table.pack.etiquette),
    "revoke_when_abandoned": lambda table: table.thrown_down is not None and table.thrown_down.resigned is None,
    # Cards thrown down: exposed, or played cards, and the hands abandoned (Club 57-59); or the game resigned
    # and sure tricks shown (American 12, 13, 17).
    **dict.fromkeys(
        (
            "thrown_down_exposed",
            "claim_not_borne_out",
            "claim_not_shown",
            "keeps_his_hand",
            "played_cards",
            "played_cards_before_lead",
            "played_cards_called",
            "hands_abandoned",
            "abandoned_lapse",
            "abandoned_award",
        ),
        lambda table: table.thrown_down is not None and table.thrown_down.resigned is None,
    ),
    **dict.fromkeys(
        ("resigned", "resigned_award", "resigned_cards_not_winning", "sure_tricks_shown", "sure_tricks_award"),
        lambda table: table.thrown_down is not None and table.thrown_down.resigned is not None,
    ),
    "claim_without_showing": lambda table: table.thrown_down is not None,
    # Dummy and Double Dummy: worded by the code that prints their laws (the Club Code); a code without them
    # words that it does not play those games.
    **dict.fromkeys(
        (
            "dummy_deals",
            "dummy_revoke_stands",
            "dummy_revoke_corrected",
            "dummy_revoke_open",
            "blind_exposed",
            "blind_claim",
            "wrong_hand_lead",
            "wrong_hand_dummys",
            "wrong_hand_own",
            "no_misdeal_deal_stands",
            "dummy_read_out",
            "dummy_no_penalty_revoke",
            "dummy_no_penalty_blind",
        ),
        lambda table: table.dummy is not None,
    ),
    "game_not_played": lambda table: table.dummy is None,
    # McIntosh under Club 57: the partner who plays at once keeps the call to win open.
    "partner_played_at_once": lambda table: "partner_played_at_once" in table.rules,
    # The deal: the dealer's right to put one card right (Club 44 VI), an imperfect pack (44 III, 47), the
    # dealer interrupted (50), hands mixed before the error is found (McIntosh under 44), American 7.
    "trump_card_on_packet": lambda table: _deal_has(table, "correctable"),
    "moved_more_than_one": lambda table: _deal_has(table, "correctable"),
    "imperfect_pack_after_cut": lambda table: _deal_has(table, "pack_imperfect"),
    "interrupted_for_score": lambda table: table.deal is not None and table.deal.interrupted is not None,
    "wrong_number_mixed": lambda table: table.deal is not None and bool(table.deal.mixed_too_late),
    "wrong_number_at_close": lambda table: table.deal is not None and table.deal.wrong_number_penalty is not None,
    # Honours: what they score where the code scores them (Club 3-7); the American laws score none (16).
    **dict.fromkeys(
        (
            "honours_claimed_after_next_trump",
            "honours_claim_not_proved",
            "honours_claimed_in_time",
            "honours_none_to_score",
            "honours_bar_struck_out",
            "honours_barred_at_the_score",
            "game_claimed_without_calling_honours",
        ),
        lambda table: bool(table.scoring.honours),
    ),
    "honours_not_scored": lambda table: not table.scoring.honours,
    # The deal's laws only some codes have (Club 38-51; American 5).
    "cards_touched_first_lost_the_claim": lambda table: table.deal is not None and table.deal.touching is not None,
    "deal_put_right_by_one_card": lambda table: _deal_has(table, "correctable"),
    **dict.fromkeys(
        ("dealt_for_partner_by_permission", "took_partners_deal_without_permission"),
        lambda table: table.deal is not None and table.deal.dealing_for_partner is not None,
    ),
    "misdeal_in_partners_deal": lambda table: table.deal is not None and table.deal.partners_deal is not None,
    "imperfect_pack_keeps_the_deal": lambda table: (
        table.deal is not None and table.deal.imperfect_pack_keeps_deal is not None
    ),
    "interrupted_claim_not_established": lambda table: table.deal is not None and table.deal.interrupted is not None,
    "touched_before_trump_deals_again": lambda table: (
        table.deal is not None and table.deal.touched_before_trump is not None
    ),
    "adversary_touched_first_keeps_the_deal": lambda table: (
        table.deal is not None and table.deal.adversaries_touched_first is not None
    ),
    "imperfect_pack_past_scores_stand": lambda table: (
        table.deal is not None and table.deal.past_scores_stand is not None
    ),
    # The table after it is formed (Club 17, 20-25; euchre 15-21): the American laws have none.
    **dict.fromkeys(
        (
            "admission_late",
            "admission_claimed",
            "admission_longest",
            "admission_cut",
            "admission_cut_equal",
            "admission_cut_missing",
            "admission_more_longest",
            "admission_more_than_two",
            "fresh_table_fresh_fill",
            "fresh_table_others_cut",
            "cut_into_other_table",
            "broken_up_all_enter",
            "broken_up_cut",
            "substitute_consented",
            "substitute_not_consented",
        ),
        lambda table: table.table_laws is not None,
    ),
    "table_no_law": lambda table: (
        table.table_laws is None
        or (table.table_laws.left_full_table is None and (table.cutting is None or table.cutting.retirement is None))
    ),
    "retired_after_one_rubber": lambda table: (
        table.table_laws is not None and table.table_laws.left_full_table is not None
    ),
    "retired_not_provided": lambda table: table.table_laws is not None and table.table_laws.left_full_table is not None,
    "retired_next_candidate": lambda table: table.cutting is not None and table.cutting.retirement is not None,
    # An error in the score: the American laws have no law on it; euchre 6, points announced.
    "score_no_law": lambda table: table.score_laws is None,
    "points_unannounced": lambda table: table.score_laws is not None and table.score_laws.announced is not None,
}


@pytest.mark.parametrize("path", _modules(), ids=_relative)
def test_every_sentence_a_ruler_asks_for_is_in_the_tables_of_the_codes_it_serves(path: Path) -> None:
    relative = _relative(path)
    codes = ("euchre-1888",) if relative.startswith(EUCHRE) else SERVES.get(relative, tuple(TABLES))
    for key in sorted(_says_keys(path)):
        for code in codes:
            if key.startswith("lone_") and TABLES[code].rule_if("lone_exposed") is None:
                continue  # the lone hand's sentences, asked only where the code has a lone hand
            if key in GUARDED and not GUARDED[key](TABLES[code]):
                continue
            assert key in TABLES[code].wording, f"{relative} asks for {key!r}, which {code} does not word"


# A law or a book case named in words a referee reads out.
LAW_IN_WORDS = re.compile(r"\bLaws? \d|\bCase \d|note to \d|\(\d+[A-Z.]*\)")
# A law number written alone ("33", "42.II"), as a finding's laws would hold it.
LAW_NUMBER = re.compile(r"\d+(\.[IVX]+)?")


def _ruler_modules() -> list[Path]:
    """Every module that replays a hand, rules on it or assembles the ruling: all but the law tables, where the
    numbers belong, and the case format's vocabulary (its values and the event declarations), whose descriptions
    (the JSON Schema's) name the law an event or option is about."""
    vocabulary = ("format/vocabulary.py", "format/events.py")
    return [p for p in _modules() if not _relative(p).startswith("codes/") and _relative(p) not in vocabulary]


def _docstring(node: ast.AST) -> ast.AST | None:
    body = getattr(node, "body", None) if isinstance(node, ast.Module | ast.FunctionDef | ast.ClassDef) else None
    first = body[0] if body else None
    return first.value if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) else None


def _spoken_strings(path: Path) -> list[tuple[int, str]]:
    """String constants other than docstrings (comments are not strings). A bare number is taken for a law's
    only where a law would stand: not as an operand ("1" + "0" * n) or the argument of a string's method."""
    tree = ast.parse(path.read_text())
    docstrings = {id(_docstring(node)) for node in ast.walk(tree) if _docstring(node) is not None}
    operands: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.BinOp | ast.Compare):
            operands |= {id(child) for child in ast.iter_child_nodes(node)}
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and hasattr(str, node.func.attr):
            operands |= {id(arg) for arg in node.args}
    return [
        (node.lineno, node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and id(node) not in docstrings
        and not (id(node) in operands and LAW_NUMBER.fullmatch(node.value))
    ]


@pytest.mark.parametrize("path", _ruler_modules(), ids=_relative)
def test_no_law_number_is_written_in_a_rulers_words(path: Path) -> None:
    found = [
        (line, text) for line, text in _spoken_strings(path) if LAW_IN_WORDS.search(text) or LAW_NUMBER.fullmatch(text)
    ]
    assert found == []


def test_the_check_of_a_rulers_words_finds_a_law_written_inline(tmp_path: Path) -> None:
    module = tmp_path / "ruler.py"
    module.write_text(
        '"""Docstrings may cite Law 72."""\n'
        "def finding(seat):\n"
        '    """Nor is this read out: Law 73."""\n'
        '    laws = ("33",)\n'
        '    said = f"{seat} revoked (Law 72)."\n'
        '    plain = seat.startswith("0") or "1" + "0"\n'
        "    return laws, said, plain\n"
    )
    assert [text for _, text in _spoken_strings(module) if LAW_IN_WORDS.search(text) or LAW_NUMBER.fullmatch(text)] == [
        "33",
        " revoked (Law 72).",
    ]


def _noted_points(path: Path) -> set[str]:
    """The sentences a replay's incidents name: `note(MakingRule.X, event, seat, *points)`, the rule's own by
    default, and the sentences chosen a line before the call (`refused = (rule, point)`, `late = point if ...
    else point`)."""
    tree = ast.parse(path.read_text())
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "note":
            rule = node.args[0]
            words = [a.value for a in node.args[1:] if isinstance(a, ast.Constant) and isinstance(a.value, str)]
            own = [MakingRule[rule.attr].value] if isinstance(rule, ast.Attribute) else []
            out |= set(words or own)
        elif isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Name):
            chosen = {"refused": lambda v: v.elts[1] if isinstance(v, ast.Tuple) else None, "late": lambda v: v}
            pick = chosen.get(node.targets[0].id)
            sentence = pick(node.value) if pick is not None else None
            if sentence is not None:
                out |= {c.value for c in ast.walk(sentence) if isinstance(c, ast.Constant) and isinstance(c.value, str)}
    return out


@pytest.mark.parametrize("name", ["rulers/euchre/bidding.py", "rulers/euchre/hand.py"])
def test_every_sentence_the_euchre_replay_names_is_in_the_euchre_table(name: str) -> None:
    points = _noted_points(ENGINE / name)
    assert len(points) > 4
    assert sorted(points - set(TABLES["euchre-1888"].wording)) == []


def test_every_rule_of_the_making_is_in_the_euchre_table() -> None:
    assert sorted(set(MakingRule) - set(TABLES["euchre-1888"].rules)) == []


# Where the game's words stand as strings: the law tables (their keys and sentences) and the case format's
# vocabulary (the JSON's own spelling of each enum member).
WORDS_AS_DATA = ("codes/", "format/vocabulary.py")


def _strings_only(node: ast.AST | None) -> bool:
    """A tuple, list or set of string literals alone (`frozenset({...})` too)."""
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in {"frozenset", "set", "tuple"}:
        return len(node.args) == 1 and _strings_only(node.args[0])
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        return bool(node.elts) and all(isinstance(e, ast.Constant) and isinstance(e.value, str) for e in node.elts)
    return False


def _is_named_tuple(node: ast.ClassDef) -> bool:
    return any(ast.unparse(base) in {"NamedTuple", "typing.NamedTuple"} for base in node.bases)


def _named_strings(tree: ast.AST) -> tuple[set[str], set[str]]:
    """The names bound to a tuple of strings alone (`TAKING = ("order_up", "assist")`), and the fields of a
    NamedTuple typed `str`: a comparison against one compares words as strings, though no literal stands in it."""
    names: set[str] = set()
    fields: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and _strings_only(node.value):
            names |= {t.id for t in node.targets if isinstance(t, ast.Name)}
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and _strings_only(node.value):
            names.add(node.target.id)
        elif isinstance(node, ast.ClassDef) and _is_named_tuple(node):
            typed = (s for s in node.body if isinstance(s, ast.AnnAssign) and isinstance(s.target, ast.Name))
            fields |= {s.target.id for s in typed if "str" in ast.unparse(s.annotation)}
    return names, fields


def _of_named_strings(operand: ast.AST, named: tuple[set[str], set[str]]) -> bool:
    """An operand that is one of those names, or such a field read from a value (`fact.kind`)."""
    names, fields = named
    if isinstance(operand, ast.Name):
        return operand.id in names
    return isinstance(operand, ast.Attribute) and (operand.attr in fields or operand.attr in names)


def _string_comparisons(path: Path) -> list[tuple[int, str]]:
    """Comparisons (==, !=, in a literal tuple ...) of a value with a string literal, or with a name bound to
    strings alone (a named tuple of strings, a field typed `str`). Two are not: Python's own
    `__name__ == "__main__"`, and `"key" in mapping`, a look-up of a key rather than a comparison of words."""
    source = path.read_text()
    tree = ast.parse(source)
    named = _named_strings(tree)
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Compare):
            continue
        left = node.left
        if isinstance(left, ast.Name) and left.id == "__name__":
            continue
        operands = [(None, left), *zip(node.ops, node.comparators, strict=True)]
        for op, operand in operands:
            items = operand.elts if isinstance(operand, ast.Tuple | ast.List | ast.Set) else [operand]
            literal = any(isinstance(i, ast.Constant) and isinstance(i.value, str) for i in items)
            literal = literal or _of_named_strings(operand, named)
            key_lookup = (
                op is None and isinstance(node.ops[0], ast.In | ast.NotIn) and isinstance(operand, ast.Constant)
            )
            if literal and not key_lookup:
                found.append((node.lineno, ast.get_source_segment(source, node) or ""))
                break
    return found


@pytest.mark.parametrize("path", [p for p in _modules() if not _relative(p).startswith(WORDS_AS_DATA)], ids=_relative)
def test_the_game_s_words_are_compared_as_types_not_strings(path: Path) -> None:
    assert _string_comparisons(path) == []


def test_the_check_of_comparisons_finds_a_string_compared(tmp_path: Path) -> None:
    module = tmp_path / "ruler.py"
    module.write_text(
        "def finding(fact, claim, table):\n"
        '    if fact.fact == "dealt_out_of_turn" or claim.kind in ("misdeal", "new_deal"):\n'
        "        return 1\n"
        '    if "revoke_options" in table.wording or fact.fact is DealFact.CARD_EXPOSED:\n'
        "        return 2\n"
        '    return "x" != claim.kind\n'
        'if __name__ == "__main__":\n'
        "    finding(None, None, None)\n"
    )
    assert sorted(line for line, _ in _string_comparisons(module)) == [2, 2, 6]


@pytest.mark.parametrize(
    ("source", "found"),
    [
        # A tuple of strings given a name: the comparison names no literal, yet compares words as strings.
        ('TAKING = ("order_up", "assist", "take_up")\ndef f(decl):\n    return decl.action in TAKING\n', [3]),
        ('KINDS: tuple[str, ...] = ("misdeal", "new_deal")\ndef f(claim):\n    return claim.kind not in KINDS\n', [3]),
        ('EVENTS = frozenset({"deal", "claim"})\ndef f(kind):\n    return kind in EVENTS\n', [3]),
        # A NamedTuple's field typed `str`, compared with another value or an enum member.
        (
            "class Fact(NamedTuple):\n    fact: str\n    seat: Seat | None\n"
            "def f(a, b):\n    return a.fact == b.fact or a.fact is DealFact.HAND_MISSED\n",
            [5, 5],
        ),
        # The same, typed as the game's words: nothing to find.
        ("TAKING = (BidAction.ORDER_UP, BidAction.ASSIST)\ndef f(decl):\n    return decl.action in TAKING\n", []),
        ("class Fact(NamedTuple):\n    fact: DealFact\ndef f(a, b):\n    return a.fact == b.fact\n", []),
    ],
    ids=["tuple", "annotated-tuple", "frozenset", "namedtuple-field", "enum-tuple", "enum-field"],
)
def test_the_check_of_comparisons_sees_through_named_tuples(tmp_path: Path, source: str, found: list[int]) -> None:
    module = tmp_path / "ruler.py"
    module.write_text(source)
    assert [line for line, _ in _string_comparisons(module)] == found


def test_every_choice_of_the_case_format_is_read_into_its_enum() -> None:
    for event in EVENTS:
        for spec in event.fields:
            if spec.kind is Kind.CHOICE:
                assert set(spec.members) == set(spec.values), (event.type, spec.name)
                assert len({type(m) for m in spec.members.values()}) == 1, (event.type, spec.name)

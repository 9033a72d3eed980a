"""The law numbers the tables cite: "72", a section of a law ("72.I", "44.III"), or a law the corpus names
("dummy-2" is the law titled "Dummy, Law II", "double-dummy" the law titled "Double Dummy").

A finding's `laws`, every law a table names and the laws a summary cites are `LawNumber`s, not bare strings: as
with `WordingKey`, the numbers are literals, so mypy refuses a string where a law is cited (a number read from
the case or built by a ruler must pass `law_number`, which checks it), and a number misspelt in a table is an
error before anything runs. The numbers are the union over the codes (which code has which law is the corpus's
affair); tests/engine/test_engine_structure.py checks that the type lists no number that no table cites.
"""

from __future__ import annotations

from typing import Literal, cast, get_args

# fmt: off
LawNumber = Literal[
    "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15", "16", "17", "18", "19", "20",
    "21", "22", "23", "24", "25", "26", "27", "28", "29", "30", "31", "32", "33", "34", "35", "36", "37", "37.I",
    "37.II", "38", "39", "40", "41", "42", "42.I", "42.II", "43", "44", "44.I", "44.II", "44.III", "44.IV", "44.V",
    "44.VI", "44.VII", "45", "46", "46.I", "46.II", "46.III", "47", "48", "49", "50", "51", "52", "53", "54", "55",
    "56", "56.II", "57", "58", "59", "60", "61", "62", "63", "64", "65", "66", "67", "68", "69", "70", "71", "72",
    "72.I", "72.II", "72.V", "73", "74", "75", "76", "77", "78", "79", "80", "81", "82", "83", "84", "85", "86",
    "87", "88", "89", "90", "91", "92", "93", "94", "95", "96", "97", "98", "99", "100", "101", "102", "103", "104",
    "105", "106", "107", "108", "109", "110", "111", "112", "113", "114", "115", "116", "dummy-1", "dummy-2",
    "dummy-3", "double-dummy",
]
# fmt: on

LAW_NUMBERS: frozenset[str] = frozenset(get_args(LawNumber))


def law_number(text: str) -> LawNumber:
    """The law a string names, checked against the numbers the tables cite (a club's statute names a law)."""
    if text not in LAW_NUMBERS:
        raise ValueError(f"{text!r} is no law number the law tables cite")
    return cast(LawNumber, text)

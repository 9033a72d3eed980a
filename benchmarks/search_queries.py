"""Queries a reader types, each with the results that should come first: the judged set
that the search tests hold the index to and `make bench` scores (precision at 3,
mean reciprocal rank).

The expected results are what the books make right, not what the engine happens to
give: the law a number names, the law that opens a matter of the concordance in
each code, the glossary entry a word names, the decisions a phrase is printed in.
`expected` is the head of the answer, in order when `ordered`, else as a set.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Judged:
    q: str
    expected: tuple[str, ...]
    filters: dict[str, str] = field(default_factory=dict)
    ordered: bool = False


CLUB, AMERICAN, EUCHRE = "/laws/club-1864/", "/laws/american-1890/", "/laws/euchre-1888/"
GLOSSARY = EUCHRE + "#term-"
# McIntosh's glossary of whist terms, printed with the Club Code: it defines the words of the laws too.
WHIST_GLOSSARY = CLUB + "#term-"

JUDGED: list[Judged] = [
    # A law by number: that law first, in every code that has it, in the codes' order.
    Judged("law 72", (CLUB + "72/", EUCHRE + "72/"), ordered=True),
    Judged("rule 72", (CLUB + "72/", EUCHRE + "72/"), ordered=True),
    Judged("72", (CLUB + "72/", EUCHRE + "72/"), ordered=True),
    Judged("club 44 VI", (CLUB + "44/",)),
    Judged("Law 44 (paragraph 6)", (CLUB + "44/",)),
    Judged("american 8", (AMERICAN + "8/",)),
    Judged("euchre law 70", (EUCHRE + "70/",)),
    Judged("laws 71 and 72", (CLUB + "71/", CLUB + "72/"), ordered=True),
    Judged("law 3", (CLUB + "3/",)),
    # A term the laws define: the law opening its matter in each code.
    Judged("revoke", (CLUB + "71/", AMERICAN + "19/", EUCHRE + "62/", WHIST_GLOSSARY + "revoke")),
    Judged("the revoke", (CLUB + "71/", AMERICAN + "19/", EUCHRE + "62/", WHIST_GLOSSARY + "revoke")),
    Judged("revoking", (CLUB + "71/", AMERICAN + "19/", EUCHRE + "62/", WHIST_GLOSSARY + "revoke")),
    Judged("revoke", (EUCHRE + "62/",), filters={"code": "euchre-1888"}),
    Judged("revoke", (AMERICAN + "19/",), filters={"code": "american-1890"}),
    Judged("revoke euchre", (EUCHRE + "62/", CLUB + "71/"), ordered=True),
    Judged("misdeal", (CLUB + "43/", AMERICAN + "4/", EUCHRE + "41/")),
    Judged("a misdeal", (CLUB + "43/", AMERICAN + "4/", EUCHRE + "41/")),
    Judged("new deal", (CLUB + "37/", AMERICAN + "4/", EUCHRE + "33/")),
    Judged("shuffling", (CLUB + "26/", AMERICAN + "2/", EUCHRE + "22/")),
    Judged("the deal", (CLUB + "33/", AMERICAN + "2/", EUCHRE + "28/")),
    Judged("trump card", (CLUB + "52/", AMERICAN + "6/", EUCHRE + "91/", WHIST_GLOSSARY + "trump-card-the")),
    Judged("cutting", (CLUB + "13/", AMERICAN + "1/", EUCHRE + "8/")),
    Judged("cutting out", (CLUB + "20/", EUCHRE + "15/")),
    Judged("entry and re-entry", (CLUB + "21/", EUCHRE + "16/", WHIST_GLOSSARY + "re-entry")),
    Judged("honours", (CLUB + "3/",)),
    Judged("honors", (CLUB + "3/",)),
    Judged("calling for new cards", (CLUB + "83/", EUCHRE + "72/")),
    Judged("scoring", (CLUB + "2/", AMERICAN + "16/", EUCHRE + "2/", WHIST_GLOSSARY + "score")),
    # A word the euchre glossary names: its entry first.
    Judged("bower", (GLOSSARY + "right-bower", GLOSSARY + "left-bower"), ordered=True),
    Judged("right bower", (GLOSSARY + "right-bower",)),
    Judged('"left bower"', (GLOSSARY + "left-bower",)),
    Judged("alone", (GLOSSARY + "alone",)),
    Judged("assist", (GLOSSARY + "assist",)),
    Judged("help", (GLOSSARY + "assist",)),
    Judged("march", (GLOSSARY + "march",)),
    Judged("lap", (GLOSSARY + "lap",)),
    Judged("slam", (GLOSSARY + "love-game", WHIST_GLOSSARY + "slam")),
    Judged("outsider", (GLOSSARY + "lay-card",)),
    Judged("ordering up", (GLOSSARY + "ordering-up",)),
    Judged("crossing the suit", (GLOSSARY + "crossing-the-suit",)),
    Judged("rubber", (CLUB + "1/", EUCHRE + "1/", GLOSSARY + "rubber", WHIST_GLOSSARY + "rubber")),
    Judged("bower", (GLOSSARY + "right-bower", GLOSSARY + "left-bower"), filters={"type": "term"}),
    # Words and phrases printed in a few places.
    Judged(
        '"lowered hand"',
        (
            "/decisions/cavendish-lowered-hand/",
            "/decisions/jsl-lowered-hand/",
            "/decisions/mcintosh-lowered-hand-dissent/",
        ),
    ),
    Judged("double dummy", (CLUB + "double-dummy/",)),
    Judged("dummy", (CLUB + "dummy-1/", CLUB + "double-dummy/", CLUB + "dummy-2/")),
    Judged("seeing the last trick", (CLUB + "91/",)),
    Judged("fourteen cards", ("/decisions/mcintosh-44-5/", "/decisions/mcintosh-44-4/")),
]

# Misspelt queries and the suggestion they should get, from the words the books print.
MISSPELT: list[tuple[str, str]] = [
    ("revoak", "revoke"),
    ("misdael", "misdeal"),
    ("shufle", "shuffle"),
    ("bowr", "bower"),
    ("honnours", "honours"),
    ("partnr", "partner"),
    ("trumpp card", "trump card"),
]


def precision_at_3(expected: Sequence[str], got: Sequence[str]) -> float:
    """The share of the first three results that are expected ones (of at most as many as are expected)."""
    wanted = set(expected)
    return sum(u in wanted for u in got[:3]) / min(3, len(wanted))


def reciprocal_rank(expected: Sequence[str], got: Sequence[str]) -> float:
    """1 / the rank of the first expected result, 0 when none is in the answer."""
    wanted = set(expected)
    for rank, url in enumerate(got, 1):
        if url in wanted:
            return 1.0 / rank
    return 0.0


def head_matches(judged: Judged, got: Sequence[str]) -> bool:
    head = list(got[: len(judged.expected)])
    return head == list(judged.expected) if judged.ordered else set(head) == set(judged.expected)

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
    # A misspelt query: the words searched in its place (and said to be).
    corrected: str = ""
    # The books' words the game's thesaurus must add ("bystander" for "spectator").
    also: tuple[str, ...] = ()
    # Why these must come first: the line of the books that makes them right.
    why: str = ""
    # No law or decision holds a word of it: right when the answer says there is nothing here and holds no law.
    nothing: bool = False


CLUB, AMERICAN, EUCHRE = "/laws/club-1864/", "/laws/american-1890/", "/laws/euchre-1888/"
GLOSSARY = EUCHRE + "#term-"
# McIntosh's glossary of whist terms, printed with the Club Code: it defines the words of the laws too.
WHIST_GLOSSARY = CLUB + "#term-"
# Clay's technical terms, printed in his treatise with the Club Code's copy-text (Baldwin's volume): a second glossary.
CLAY_GLOSSARY = CLUB + "#term-clay-"

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
    Judged(
        "revoke", (CLUB + "71/", AMERICAN + "19/", EUCHRE + "62/", WHIST_GLOSSARY + "revoke", CLAY_GLOSSARY + "revoke")
    ),
    Judged(
        "the revoke",
        (CLUB + "71/", AMERICAN + "19/", EUCHRE + "62/", WHIST_GLOSSARY + "revoke", CLAY_GLOSSARY + "revoke"),
    ),
    Judged(
        "revoking",
        (CLUB + "71/", AMERICAN + "19/", EUCHRE + "62/", WHIST_GLOSSARY + "revoke", CLAY_GLOSSARY + "revoke"),
    ),
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
    Judged("slam", (GLOSSARY + "love-game", WHIST_GLOSSARY + "slam", CLAY_GLOSSARY + "slam")),
    Judged("outsider", (GLOSSARY + "lay-card",)),
    Judged("ordering up", (GLOSSARY + "ordering-up",)),
    Judged("crossing the suit", (GLOSSARY + "crossing-the-suit",)),
    Judged(
        "rubber", (CLUB + "1/", EUCHRE + "1/", GLOSSARY + "rubber", WHIST_GLOSSARY + "rubber", CLAY_GLOSSARY + "rubber")
    ),
    Judged("bower", (GLOSSARY + "right-bower", GLOSSARY + "left-bower"), filters={"type": "term"}),
    # Words and phrases printed in a few places.
    # The four decisions on the case of the lowered hand, each printing the phrase in its title.
    Judged(
        '"lowered hand"',
        (
            "/decisions/cavendish-lowered-hand/",
            "/decisions/clay-lowered-hand/",
            "/decisions/jsl-lowered-hand/",
            "/decisions/mcintosh-lowered-hand-dissent/",
        ),
    ),
    Judged("double dummy", (CLUB + "double-dummy/",)),
    Judged("dummy", (CLUB + "dummy-1/", CLUB + "double-dummy/", CLUB + "dummy-2/")),
    Judged("seeing the last trick", (CLUB + "91/",)),
    Judged("fourteen cards", ("/decisions/mcintosh-44-5/", "/decisions/mcintosh-44-4/")),
]

# Judged by reading the corpus (corpus/codes/, corpus/decisions/): each with the line that makes it right.
D = "/decisions/"
JUDGED += [
    # A law's number as readers write it.
    Judged("Law No. 14", (CLUB + "14/", EUCHRE + "14/", AMERICAN + "14/"), ordered=True, why="law 14 of each code"),
    Judged("No. 72", (CLUB + "72/", EUCHRE + "72/"), ordered=True, why="law 72 of the codes that have one"),
    Judged("law no. 44", (CLUB + "44/", EUCHRE + "44/"), ordered=True, why="law 44 of the codes that have one"),
    Judged("club law No. 44", (CLUB + "44/",), why="the Club Code named"),
    Judged("euchre No. 62", (EUCHRE + "62/",), why="Euchre Law 62, The Revoke"),
    Judged("American law No. 8", (AMERICAN + "8/",), why="American Law 8"),
    Judged("44 (vii)", (CLUB + "44/",), why="Club Law 44 VII: 'Should the dealer omit to have the pack cut to him'"),
    Judged("club 44 (vii)", (CLUB + "44/",), why="the same clause, the code named"),
    Judged("law 44, clause VII", (CLUB + "44/",), why="the same clause, written out"),
    Judged("clause V of law 44", (CLUB + "44/",), why="Club Law 44 V: the dealer counting the cards on the table"),
    # The referee's words, the books' words (corpus/thesaurus.list).
    Judged(
        "spectator",
        (CLUB + "88/", EUCHRE + "111/"),
        also=("bystander",),
        why="'bystander' opens the matter in each code: Club Law 88, Euchre Law 111",
    ),
    Judged(
        "spectator remark",
        (CLUB + "88/", CLUB + "etiquette-8/", EUCHRE + "114/"),
        also=("bystander",),
        why="Club 88 'If a bystander make any remark'; Etiquette 8 and Euchre 114 'Bystanders should make no remark'",
    ),
    Judged(
        "spectator decides a question",
        (CLUB + "89/", CLUB + "etiquette-5/", EUCHRE + "111/"),
        why="Club 89 'A bystander ... may decide any question'; Etiquette 5 and Euchre 111 'refer to a bystander'",
    ),
    Judged("umpire", (CLUB + "88/", EUCHRE + "111/"), also=("bystander",), why="the bystander decides disputes"),
    Judged(
        "forgot to discard",
        (EUCHRE + "90/",),
        also=("neglect",),
        why="Euchre 90: 'or the dealer neglect to discard before playing'",
    ),
    Judged(
        "dealer forgot to have the pack cut",
        (CLUB + "44/",),
        why="Club 44 VII: 'Should the dealer omit to have the pack cut to him'",
    ),
    Judged(
        "forgot to play to a trick",
        (CLUB + "69/",),
        why="Club 69: 'If any one omit playing to a former trick'",
    ),
    Judged(
        "can't remember the trump card",
        (CLUB + "55/",),
        also=("recollect",),
        why="Club 55: 'If the dealer declare himself unable to recollect the trump card'",
    ),
    Judged(
        "remember",
        ("/texts/clay-remember-the-trump-card/", CLUB + "55/"),
        also=("recollect",),
        why="Clay's maxim 'Be sure to remember the trump card'; the only law printing 'recollect'",
    ),
    Judged(
        "leaves the table",
        (CLUB + "23/", EUCHRE + "18/"),
        also=("quitting a table",),
        why="Club 23, Euchre 18: 'Any one quitting a table prior to the conclusion of a rubber'",
    ),
    Judged(
        "player leaves the table during the rubber",
        (CLUB + "23/", EUCHRE + "18/"),
        why="the same laws: quitting a table, a substitute during that rubber",
    ),
    Judged(
        "mistake in the score",
        (CLUB + "11/", CLUB + "12/", EUCHRE + "5/"),
        why="Club 11, 12 'an erroneous score ... such mistake'; Euchre 5 'An error in the score'",
    ),
    Judged(
        "shuffle the deck below the table",
        (CLUB + "26/", EUCHRE + "22/"),
        also=("pack",),
        why="Club 26, Euchre 22: 'The pack must neither be shuffled below the table'",
    ),
    Judged(
        "renege",
        (
            *(CLUB + "71/", AMERICAN + "19/", EUCHRE + "62/"),
            *(
                WHIST_GLOSSARY + "revoke",
                WHIST_GLOSSARY + "renounce",
                CLAY_GLOSSARY + "revoke",
                CLAY_GLOSSARY + "renounce",
            ),
        ),
        also=("revoke",),
        why="the laws opening the revoke in each code, and the two glossaries' Revoke and Renounce",
    ),
    Judged(
        "talking during the play",
        (AMERICAN + "8/",),
        also=("conversation",),
        why="American 8: 'No conversation is permitted during the play of the hand'",
    ),
    Judged(
        "cheating",
        (CLUB + "etiquette-6/", EUCHRE + "112/", D + "clay-principle-1/", "/texts/clay-asking-for-trumps-is-fair/"),
        also=("unfair",),
        why="Etiquette 6, Euchre 112 'It is unfair to revoke purposely'; Clay: the laws prevent an unfair advantage; "
        "Clay on asking for trumps, 'open to no objection on the score of unfairness', answers the charge of "
        "cheating by a signal",
    ),
    Judged(
        "new deck",
        (CLUB + "83/", EUCHRE + "72/"),
        also=("fresh cards",),
        why="Club 83, Euchre 72: 'may call for fresh cards'",
    ),
    Judged(
        "peek at the trump card while dealing",
        (CLUB + "41/",),
        also=("look at",),
        why="Club 41: 'If a player, whilst dealing, look at the trump card'",
    ),
    # No document holds every word: those holding the most come first.
    Judged(
        "bystander remark oversight score penalty",
        (CLUB + "88/",),
        why="Club 88 holds four of the five words: bystander, remark, oversight, score",
    ),
    Judged(
        "dealer looks at trump card new deal misdeal",
        (CLUB + "44/", CLUB + "41/"),
        ordered=True,
        why="Club 44 (A Misdeal) holds six of the seven words, Club 41 five",
    ),
    Judged(
        "revoke established quitted penalty forfeits",
        (EUCHRE + "64/",),
        why="Euchre 64: 'A revoke is established if the trick in which it occurs be turned and quitted'",
    ),
    # A misspelt word, in no document: the word meant is searched, and said to be.
    Judged(
        "renounse",
        (WHIST_GLOSSARY + "renounce", CLAY_GLOSSARY + "renounce"),
        corrected="renounce",
        why="the two glossaries' Renounce",
    ),
    Judged(
        "bystandr",
        (CLUB + "88/", EUCHRE + "111/"),
        corrected="bystander",
        why="the laws opening the bystander",
    ),
    Judged("misdael", (CLUB + "43/", AMERICAN + "4/", EUCHRE + "41/"), corrected="misdeal", why="as 'misdeal'"),
    Judged(
        "revoak",
        (CLUB + "71/", AMERICAN + "19/", EUCHRE + "62/", WHIST_GLOSSARY + "revoke", CLAY_GLOSSARY + "revoke"),
        corrected="revoke",
        why="as 'revoke'",
    ),
    Judged("honnours", (CLUB + "3/",), corrected="honours", why="Club 3, the honours"),
    Judged("shufle", (CLUB + "26/", AMERICAN + "2/", EUCHRE + "22/"), corrected="shuffle", why="as 'shuffling'"),
    # A quoted phrase of common words: only the documents holding it.
    Judged(
        '"as if no mistake had been made"',
        (CLUB + "48/",),
        why="Club 48: 'the game must proceed as if no mistake had been made'",
    ),
    Judged(
        '"the game is lost"',
        (CLUB + "58/", EUCHRE + "48/", D + "mcintosh-etiquette-6/"),
        why="Club 58, Euchre 48 'under the impression that the game is lost'; McIntosh: 'If you think the game is lost'",
    ),
    Judged(
        '"whether he has not a card"',
        (CLUB + "74/", EUCHRE + "65/"),
        why="Club 74, Euchre 65: 'A player may ask his partner whether he has not a card of the suit'",
    ),
    Judged(
        '"one at a time"',
        (AMERICAN + "4/", CLUB + "44/"),
        why="American 4 'thirteen cards, one at a time'; Club 44 I 'four packets, one at a time'",
    ),
    # A case by its gist.
    Judged(
        "cards dropped on the floor",
        (CLUB + "56/", EUCHRE + "46/"),
        why="Club 56, Euchre 46: 'a card is not an exposed card when dropped on the floor'",
    ),
    Judged(
        "hand lowered above the table",
        (D + "cavendish-lowered-hand/", D + "mcintosh-lowered-hand-dissent/"),
        why="the Portland Club case: a hand lowered above the table",
    ),
    Judged(
        "partner asks whether he has none of the suit",
        (D + "mcintosh-74-1/", "/texts/clay-ask-your-partner/"),
        why="McIntosh on Law 74, 'Duty to ask partner whether he has none of the suit', and Clay's passage",
    ),
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


def scored(judged: Judged, got: Sequence[str], types: Sequence[str], matched: str) -> tuple[float, float]:
    """Precision at 3 and reciprocal rank of an answer: its urls, their types and what it matched."""
    if judged.nothing:
        honest = float(matched == "none" and "law" not in types)
        return honest, honest
    return precision_at_3(judged.expected, got), reciprocal_rank(judged.expected, got)


def head_matches(judged: Judged, got: Sequence[str]) -> bool:
    head = list(got[: len(judged.expected)])
    return head == list(judged.expected) if judged.ordered else set(head) == set(judged.expected)

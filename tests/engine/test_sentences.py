"""Every sentence the engine writes is true to its own facts (Hypothesis over generated cases):

- a candidate a cut's sentence calls lowest or highest, first or next, is so among the cards it compares (the
  cards first cut, those of equal value ordered by the cut again between them only; "of the new cut" among the
  cards cut again), reckoned here independently of the engine (the ace low at whist; at euchre the knave highest,
  then the ace, king, queen, ten ... );
- a sentence saying who deals again agrees with the ruling's result (its `new_deal`), and one saying the same
  dealer deals again, or that the deal is lost, with `same_dealer`;
- no sentence names as the offender ("a revoke by E") a seat the finding does not.

Small counts in `make test`, deeper under `make fuzz` (the profiles of tests/conftest.py).
"""

from __future__ import annotations

import re
from typing import Any

from hypothesis import given
from hypothesis import settings as hsettings
from hypothesis import strategies as st

from engine import rule
from engine.format.events import EVENTS
from engine.format.vocabulary import DEAL_FACTS

from .adversarial import PACK, SEATS, plays, proper

EUCHRE_ORDER = "J A K Q 10 9 8 7".split()
TRUMP = {"club-1864": "2C", "american-1890": "2C", "euchre-1888": "9C"}
NUMBERS = r"(\d+(?:(?:, | and )\d+)*)"


def share(fraction: float) -> int:
    """A dearer property runs this share of the profile's examples."""
    return max(1, int(hsettings.default.max_examples * fraction))


def numbers(text: str) -> list[int]:
    return [int(n) for n in re.findall(r"\d+", text)]


def place(card: str, code: str) -> int:
    """Nearer playing and dealing, the smaller: the ace lowest at whist, the knave highest at euchre."""
    rank = card[:-1]
    if code == "euchre-1888":
        return EUCHRE_ORDER.index(rank)
    return 1 if rank == "A" else {"J": 11, "Q": 12, "K": 13}.get(rank, int(rank) if rank.isdigit() else 99)


class Cut:
    """The cut as this test reckons it: each candidate's cards in turn, the first card first."""

    def __init__(self, code: str) -> None:
        self.code = code
        self.members: list[int] = []
        self.cards: dict[int, list[int]] = {}

    def fresh(self, members: list[int], cards: list[str]) -> None:
        self.members = members
        self.cards = {m: [place(c, self.code)] for m, c in zip(members, cards, strict=True)}

    def again(self, who: list[int], cards: list[str]) -> None:
        for m, c in zip(who, cards, strict=True):
            self.cards[m].append(place(c, self.code))

    def best(self, among: list[int], n: int, by: slice = slice(None)) -> set[int]:
        """The `n` nearest, if they are set apart from the rest (else no set: the sentence cannot claim them)."""
        ordered = sorted(among, key=lambda m: self.cards[m][by])
        if n < len(ordered) and self.cards[ordered[n - 1]][by] == self.cards[ordered[n]][by]:
            return set()
        return set(ordered[:n])


def check_cut_sentence(cut: Cut, summary: str) -> None:
    """Every claim of lowest or highest in the sentence, against the cards it compares: those of this cut, unless
    the sentence says it ranks by the cards first cut and the cut again between the equal (then all of them)."""
    low = "highest" if cut.code == "euchre-1888" else "lowest"
    ranked = "Ranked by the cards they first cut" in summary or "each kept the place of his first card" in summary
    listed = {int(m): c for m, c in re.findall(r"candidate (\d+) (?:cut )?the ((?:10|[2-9JQKA])[SHDC])\b", summary)}
    here = Cut(cut.code)
    here.fresh(list(listed), list(listed.values()))
    judge, among = (cut, cut.members) if ranked else (here, list(listed))
    for found in re.finditer(rf"candidate (\d+), the {low}[,;)]", summary):
        assert {int(found[1])} == judge.best(among, 1), summary
    for found in re.finditer(rf"candidates {NUMBERS},? (?:who cut )?the two {low}\b", summary):
        assert set(numbers(found[1])) == judge.best(among, 2), summary
    for found in re.finditer(rf"candidates {NUMBERS}, who cut the {low} cards", summary):
        assert set(numbers(found[1])) == judge.best(among, 4), summary
    three = re.search(rf"Three players, candidates {NUMBERS}, cut cards of equal value, and cut again", summary)
    if three:
        trio = numbers(three[1])
        fourth = next(m for m in cut.members if m not in trio)
        for found in re.finditer(rf"the two (lowest|highest) of the new cut, candidates {NUMBERS}", summary):
            by_new = sorted(trio, key=lambda m: cut.cards[m][1:])
            named = set(numbers(found[2]))
            nearer = found[1] == low
            assert named == set(by_new[:2] if nearer else by_new[1:]), summary
        original = re.search(r"the original lowest the dealer \(Law 19\): candidate (\d+) deals", summary)
        if original:
            assert int(original[1]) == fourth and cut.best(cut.members, 1) == {fourth}, summary


def pending(summary: str) -> list[int]:
    """Who the sentence sends to cut again, as it names them."""
    for pattern in (
        rf"All four, candidates {NUMBERS}, cut cards of equal value",
        rf"Three players, candidates {NUMBERS}, cut cards of equal value: they cut again",
        rf"Candidates {NUMBERS} cut cards of equal value(?!, but they are)",
        rf"candidates {NUMBERS}, who cut the two (?:lowest|highest),?(?: play against candidates [\d and]+)?"
        r"(?: \(Law \d+\))?[.;:]? (?:but their|Their) cards are of equal value",
    ):
        found = re.search(pattern, summary)
        if found:
            return numbers(found[1])
    return []


def selected(summary: str) -> list[int]:
    found = re.search(rf"candidates {NUMBERS}, who cut the (?:lowest|highest) cards", summary)
    return numbers(found[1]) if found else []


cards = st.sampled_from(PACK)


@hsettings(max_examples=share(0.5), deadline=None)
@given(
    st.sampled_from(["club-1864", "euchre-1888", "american-1890"]),
    st.integers(4, 8),
    st.data(),
)
def test_a_card_called_lowest_or_highest_is_so_among_those_it_compares(code: str, n: int, data: Any) -> None:
    pack = [c for c in PACK if code != "euchre-1888" or c[:-1] in EUCHRE_ORDER]
    # A few ranks only, so that equal cards (and three of them) come often.
    ranks = data.draw(st.sets(st.sampled_from(sorted({c[:-1] for c in pack})), min_size=3, max_size=5))
    pack = [c for c in pack if c[:-1] in ranks]
    draw = lambda k: data.draw(st.lists(st.sampled_from(pack), min_size=k, max_size=k, unique=True))  # noqa: E731
    first = draw(n)
    events: list[dict[str, Any]] = [{"type": "cut_for_table", "cards": first}]
    cut = Cut(code)
    cut.fresh(list(range(1, n + 1)), first)
    for _ in range(5):
        ruling = rule({"code": code, "dealer": "S", "trump": TRUMP[code], "events": events})
        assert ruling["valid"], ruling["errors"]
        summary = [f for f in ruling["findings"] if f["kind"] == "cut"][-1]["summary"]
        check_cut_sentence(cut, summary)
        who, four = pending(summary), selected(summary)
        if who:
            new = draw(len(who))
            cut.again(who, new)
            events.append({"type": "cut_for_table", "cards": new, "again": True})
        elif four and len(cut.members) > 4:
            new = draw(4)
            cut.fresh(sorted(four), new)
            events.append({"type": "cut_for_table", "cards": new})
        else:
            break


FACTS = [t.id for t in DEAL_FACTS]
deal_event = st.builds(
    lambda fact, seat: {"type": "deal", "fact": fact, **({"seat": seat} if seat else {})},
    st.sampled_from(FACTS),
    st.one_of(st.none(), st.sampled_from(SEATS)),
)
claim = st.builds(
    lambda seat, kind: {"type": "claim", "seat": seat, "kind": kind},
    st.sampled_from(SEATS),
    st.sampled_from(["new_deal", "misdeal"]),
)


@hsettings(max_examples=share(0.5), deadline=None)
@given(
    st.sampled_from(["club-1864", "american-1890", "euchre-1888"]),
    st.sampled_from(SEATS),
    st.lists(st.one_of(deal_event, claim), min_size=1, max_size=3),
    st.lists(plays, max_size=2),
)
def test_who_deals_again_agrees_with_the_result(
    code: str, dealer: str, deal: list[dict[str, Any]], played: list[dict[str, Any]]
) -> None:
    ruling = rule({"code": code, "dealer": dealer, "trump": TRUMP[code], "events": [*deal, *played]})
    if not ruling["valid"]:
        return
    result = ruling["result"]
    settled = ruling["settled"]["new_deal"]
    if isinstance(result, dict):
        # The new deal settled now is the result's, when the result is given.
        assert settled == result.get("new_deal"), (settled, result)
    # Where a choice still waits the result is null: the sentence is checked against what is settled.
    void = settled
    voiding = [f for f in ruling["findings"] if f["kind"] in ("misdeal", "new_deal")]
    if not isinstance(void, dict) or not voiding:
        return
    for line in ruling["settled"]["says"]:
        for found in re.finditer(r"\b([NESW]) deals\b", line):
            assert found[1] == void["dealer"], (line, void)
    first = min(voiding, key=lambda f: f["event"] if f["event"] is not None else -1)["summary"]
    for found in re.finditer(r"(?:^|[:;,.(] )([NESW]) deals(?: again)?\b", first):
        assert found[1] == void["dealer"], (first, void)
    if re.search(r"the same dealer deals again|the dealer deals again", first):
        assert void["same_dealer"] is True and void["dealer"] == dealer, (first, void)
    if "loses the deal" in first or "misdeal loses" in first.lower():
        assert void["same_dealer"] is False, (first, void)


@st.composite
def proper_event(draw: st.DrawFn) -> dict[str, Any]:
    spec = draw(st.sampled_from(EVENTS))
    out: dict[str, Any] = {"type": spec.type}
    for field in spec.fields:
        if field.required or draw(st.booleans()):
            out[field.name] = draw(proper(field))
    return out


# How a sentence names the offender of a lead, a play or a deal out of turn ("E led the 5H out of turn").
OFFENDER_WORDS = r"\b([NESW]) (?:(?:led|played) the \S+ (?:at event \d+, )?|dealt )out of turn"


@hsettings(max_examples=share(0.5), deadline=None)
@given(
    st.sampled_from(["club-1864", "american-1890", "euchre-1888"]),
    st.lists(st.one_of(plays, proper_event()), max_size=12),
)
def test_no_sentence_names_as_offender_a_seat_the_finding_does_not(code: str, events: list[dict[str, Any]]) -> None:
    ruling = rule({"code": code, "dealer": "S", "trump": TRUMP[code], "events": events})
    for finding in ruling["findings"]:
        offender = finding["offender"]
        allowed = set(offender) if isinstance(offender, str) else set()
        for found in re.finditer(OFFENDER_WORDS, finding["summary"]):
            assert found[1] in allowed, finding


SIDES = {"N and S": "NS", "E and W": "EW"}


@hsettings(max_examples=share(0.3), deadline=None)
@given(st.integers(0, 10**6), st.integers(0, 12), st.sampled_from(["add_three", "deduct_three", "take_three_tricks"]))
def test_a_side_said_to_win_or_not_to_win_the_game_agrees_with_the_result(seed: int, at: int, option: str) -> None:
    """A revoke claimed and its penalty elected in a hand played out: a sentence saying a side cannot win the game,
    or cannot score more than so many points, or won the game, agrees with the result's score and game."""
    from .test_random_deals import play_out

    case, _, revoker = play_out(seed, revoke_at=at)
    if revoker is None:
        return
    claimants = "EW" if revoker in "NS" else "NS"
    case["events"] += [
        {"type": "claim", "seat": claimants[0], "kind": "revoke", "against": revoker},
        {"type": "elect", "side": claimants, "option": option},
    ]
    ruling = rule(case)
    result = ruling["result"]
    assert isinstance(result, dict), ruling["findings"]
    won = (result.get("game") or {}).get("winner")
    for finding in ruling["findings"]:
        summary = finding["summary"]
        for found in re.finditer(r"(N and S|E and W) cannot win the game", summary):
            assert won != SIDES[found[1]], (summary, result)
        for found in re.finditer(r"(N and S|E and W) cannot score more than (\d+)", summary):
            assert result["score"][SIDES[found[1]]] <= int(found[2]) and won != SIDES[found[1]], (summary, result)
        for found in re.finditer(r"(N and S|E and W) won the game", summary):
            assert won == SIDES[found[1]], (summary, result)

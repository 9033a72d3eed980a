"""Every sentence the engine writes is true to its own facts (Hypothesis over generated cases):

- a candidate a cut's sentence calls lowest or highest, first or next, is so among the cards it compares (the
  cards first cut, those of equal value ordered by the cut again between them only; "of the new cut" among the
  cards cut again), reckoned here independently of the engine (the ace low at whist; at euchre the knave highest,
  then the ace, king, queen, ten ... );
- a candidate the cut for partners calls "the next lowest" (the table of six, the next in order) or "the highest
  (lowest) of the first cut" is so among the cards first cut; those a cut for going out sends out ("the highest
  are out", at euchre "the lowest go out") cut the cards furthest from playing;
- a card a call's sentence calls a player's highest or lowest of a suit ("S played his lowest spade, the 4S, as
  required"; "required ... to play his highest heart, played the 9H ... though he held the KH") is so among the
  cards of that suit he held then, reckoned from the hands as dealt and his plays before it (the ace high; at
  euchre the right bower, then the left, above the trumps);
- a sentence saying who deals again agrees with the ruling's result (its `new_deal`), and one saying the same
  dealer deals again, or that the deal is lost, with `same_dealer`;
- a sentence saying a side adds or scores so many points ("E and W chose to add three to their own score", "Due
  now: ...", at euchre "E and W score the three points of the revoke") agrees with the result's score;
- no sentence names as the offender a seat the finding does not, in every wording the engine names one (a lead,
  a play or a deal out of turn, the renounce of a revoke and the revoker who may correct it, a card exposed,
  shown, put on the table or liable to be called, attention called to a card, a trick examined, a hand lowered,
  a card taken back, a packet left short in cutting, the trump card taken up, cards touched in the deal).

"First" and "last" compare cards only as "the first cut" above: the engine's other firsts and lasts (the first
trick, his last card played, the last card dealt) are of order, not of value.

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
from .test_random_euchre import hand
from .test_random_euchre import rank as euchre_rank
from .test_random_euchre import suit as euchre_suit

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
    for found in re.finditer(rf"Candidates {NUMBERS}, who cut the (?:next {low}|fifth and sixth {low}) cards", summary):
        six, four = judge.best(among, 6), judge.best(among, 4)
        assert six and four and set(numbers(found[1])) == six - four, summary
    for found in re.finditer(rf"candidate (\d+), who cut the next {low} card", summary):
        seven, six = judge.best(among, 7), judge.best(among, 6)
        assert seven and six and {int(found[1])} == seven - six, summary
    for found in re.finditer(rf"candidate (\d+), the {low} of the first cut", summary):
        assert {int(found[1])} == cut.best(cut.members, 1, slice(0, 1)), summary
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


# Every wording in which a sentence names an offender: a lead, a play or a deal out of turn ("E led the 5H out of
# turn"), the renounce of a revoke and the revoker who may still correct it, a card exposed, shown, put on the table
# or liable to be called, attention called to a card, a trick examined, a hand lowered, a card taken back, a packet
# left short in cutting, the trump card taken up, cards touched before the deal was complete.
OFFENDER_WORDS = (
    r"\b([NESW]) (?:(?:led|played) the \S+ (?:at event \d+, )?|dealt )out of turn",
    r"\b([NESW]) played (?:the )?\S+ to an? \w+ lead at event \d+ while holding",
    r"\b([NESW]) may (?:still )?correct it",
    r"\b([NESW]) (?:exposed|showed) the ",
    r"\b([NESW]) put the \S+ on the table",
    r"\b([NESW])'s card (?:too )?is liable to be called",
    r"\b([NESW]) called attention to his card",
    r"\b([NESW]) examined a trick",
    r"\b([NESW]) lowered his hand",
    r"\b([NESW]) took back",
    r"\b([NESW]) left \d+ cards? in one packet",
    r"The dealer ([NESW]) took the trump card",
    r"touched his cards before the deal was complete \(([NESW])\)",
)


def check_offenders(ruling: dict[str, Any]) -> None:
    """No sentence names as offender, in any of the wordings above, a seat the finding does not."""
    for finding in ruling["findings"]:
        offender = finding["offender"]
        allowed = set(offender) if isinstance(offender, str) else set()
        for words in OFFENDER_WORDS:
            for found in re.finditer(words, finding["summary"]):
                assert found[1] in allowed, (words, finding)


@hsettings(max_examples=share(0.5), deadline=None)
@given(
    st.sampled_from(["club-1864", "american-1890", "euchre-1888"]),
    st.lists(st.one_of(plays, proper_event()), max_size=12),
)
def test_no_sentence_names_as_offender_a_seat_the_finding_does_not(code: str, events: list[dict[str, Any]]) -> None:
    check_offenders(rule({"code": code, "dealer": "S", "trump": TRUMP[code], "events": events}))


SIDES = {"N and S": "NS", "E and W": "EW"}


GAME = {"club-1864": 5, "american-1890": 99, "euchre-1888": 5}
WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9}


def count(word: str) -> int:
    return int(word) if word.isdigit() else WORDS[word]


def check_points_added(case: dict[str, Any], ruling: dict[str, Any]) -> None:
    """A side said to add, or to score, so many points has at least those points more than before the hand, or the
    game: the hand's tricks only add to them, and the score is of the game, which ends at its points (the American
    game counts all the hand makes)."""
    result = ruling["result"]
    assert isinstance(result, dict), ruling["findings"]
    before = {"NS": 0, "EW": 0, **case.get("score", {})}
    says = [f["summary"] for f in ruling["findings"]] + list(ruling["settled"]["says"])
    for line in says:
        for found in re.finditer(
            r"(N and S|E and W) (?:chose to )?(?:add (\w+) to their own score|score the (\w+) points of)", line
        ):
            side, n = SIDES[found[1]], count(found[2] or found[3])
            assert result["score"][side] >= min(before[side] + n, GAME[case["code"]]), (line, before, result)


@hsettings(max_examples=share(0.3), deadline=None)
@given(
    st.integers(0, 10**6),
    st.integers(0, 12),
    st.sampled_from(["add_three", "deduct_three", "take_three_tricks"]),
    st.sampled_from(["club-1864", "american-1890"]),
)
def test_a_side_said_to_win_or_not_to_win_the_game_agrees_with_the_result(
    seed: int, at: int, option: str, code: str
) -> None:
    """A revoke claimed and its penalty elected in a hand played out: a sentence saying a side cannot win the game,
    or cannot score more than so many points, or won the game, or adds so many points, agrees with the result's
    score and game; and the revoke's sentences name no other offender than the finding's."""
    from .test_random_deals import play_out

    case, _, revoker = play_out(seed, revoke_at=at)
    if revoker is None:
        return
    case["code"] = code
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
    check_points_added(case, ruling)
    check_offenders(ruling)


@hsettings(max_examples=share(0.2), deadline=None)
@given(st.integers(0, 10**6))
def test_the_points_of_a_euchre_revoke_said_to_be_scored_are_in_the_result(seed: int) -> None:
    """A left-bower revoke in a random euchre hand, claimed and its points elected: "E and W score the three points
    of the revoke" agrees with the result's score."""
    played = hand(seed, revoke=True)
    revoker = played["revoker"]
    if revoker is None:
        return
    case = played["case"]
    (found,) = [f for f in rule(case)["findings"] if f["kind"] == "revoke"]
    (option,) = found["options"]
    case["events"] += [
        {"type": "claim", "seat": "E" if revoker in "NS" else "N", "kind": "revoke", "against": revoker},
        {"type": "elect", "side": option["chooser"], "option": option["id"]},
    ]
    ruling = rule(case)
    check_points_added(case, ruling)
    check_offenders(ruling)


SUIT_NOUNS = {"spade": "S", "heart": "H", "diamond": "D", "club": "C"}
PLAY_RANKS = "2 3 4 5 6 7 8 9 10 J Q K A".split()


def held_then(case: dict[str, Any], seat: str, event: int, suit: str, trump: str | None) -> list[str]:
    """The cards of the suit the seat held at the event: his hand as dealt less what he played before it (at
    euchre, `trump` given, the left bower is a trump)."""
    gone = {e["card"] for e in case["events"][:event] if e["type"] == "play" and e["seat"] == seat}
    of_suit = (lambda c: euchre_suit(c, trump)) if trump else (lambda c: c[-1])
    return [c for c in case["hands"][seat] if of_suit(c) == suit and c not in gone]


def extreme(cards: list[str], what: str, trump: str | None) -> str:
    """The highest or lowest in play: the ace high; at euchre the right bower, then the left, above the rest."""
    ordered = sorted(cards, key=lambda c: euchre_rank(c, trump) if trump else PLAY_RANKS.index(c[:-1]))
    return ordered[-1] if what == "highest" else ordered[0]


def check_called_extremes(case: dict[str, Any], ruling: dict[str, Any], trump: str | None = None) -> None:
    """A card a sentence calls a player's highest or lowest of a suit is so among the cards of it he held then."""
    plays = {(e["seat"], e["card"]): i for i, e in enumerate(case["events"]) if e["type"] == "play"}
    for finding in ruling["findings"]:
        summary = finding["summary"]
        for found in re.finditer(r"\b([NESW]) played his (highest|lowest) (\w+), the (\S+), as required", summary):
            seat, what, suit, card = found[1], found[2], SUIT_NOUNS[found[3]], found[4]
            assert card == extreme(held_then(case, seat, plays[seat, card], suit, trump), what, trump), summary
        for found in re.finditer(
            r"\b([NESW]), required at event \d+ to play his (highest|lowest) (\w+), played the (\S+) at event (\d+)"
            r" though he held the (\S+?):",
            summary,
        ):
            seat, what, suit, held = found[1], found[2], SUIT_NOUNS[found[3]], found[6]
            held_of_suit = held_then(case, seat, int(found[5]), suit, trump)
            assert held == extreme(held_of_suit, what, trump) != found[4], summary


@hsettings(max_examples=share(0.3), deadline=None)
@given(
    st.integers(0, 10**6),
    st.integers(0, 11),
    st.sampled_from(["highest", "lowest"]),
    st.integers(0, 12),
    st.booleans(),
)
def test_a_card_called_highest_or_lowest_in_the_play_is_so_among_the_cards_held(
    seed: int, trick: int, what: str, pick: int, follow: bool
) -> None:
    """Club 86: the leader calls attention to the trick before his partner plays, and an adversary calls on the
    partner for his highest or lowest; the partner plays a card of his hand (of the suit led, or any)."""
    from .test_random_deals import play_out

    case, _, _ = play_out(seed)
    start = 4 * trick
    leader, second, third = (case["events"][start + k]["seat"] for k in range(3))
    before = case["events"][: start + 2]
    gone = {e["card"] for e in before}
    held = [c for c in case["hands"][third] if c not in gone]
    led = case["events"][start]["card"][-1]
    choices = [c for c in held if c[-1] == led] if follow else []
    card = (choices or held)[pick % len(choices or held)]
    case["events"] = [
        *before,
        {"type": "attention_to_trick", "seat": leader, "how": "says_his"},
        {"type": "call", "seat": second, "what": what},
        {"type": "play", "seat": third, "card": card},
    ]
    ruling = rule(case)
    assert ruling["valid"], ruling["errors"]
    check_called_extremes(case, ruling)
    check_offenders(ruling)


@hsettings(max_examples=share(0.2), deadline=None)
@given(st.integers(0, 10**6), st.integers(0, 4), st.sampled_from(["highest", "lowest"]), st.integers(0, 5))
def test_a_card_called_highest_or_lowest_at_euchre_is_so_with_the_bowers(
    seed: int, trick: int, what: str, pick: int
) -> None:
    """Euchre 83: the same call in a random hand with no lone player; the bowers are trumps, the right the
    highest."""
    played = hand(seed)
    if played["trump"] is None or played["lone"]:
        return
    case = played["case"]
    plays = [i for i, e in enumerate(case["events"]) if e["type"] == "play"]
    start = plays[4 * trick]
    leader, second, third = (case["events"][start + k]["seat"] for k in range(3))
    before = case["events"][: start + 2]
    gone = {e.get("card") for e in before if e["type"] == "play"}
    held = [c for c in case["hands"][third] if c not in gone]
    case["events"] = [
        *before,
        {"type": "attention_to_trick", "seat": leader, "how": "says_his"},
        {"type": "call", "seat": second, "what": what},
        {"type": "play", "seat": third, "card": held[pick % len(held)]},
    ]
    ruling = rule(case)
    assert ruling["valid"], ruling["errors"]
    check_called_extremes(case, ruling, played["trump"])
    check_offenders(ruling)


def check_going_out(code: str, summary: str) -> None:
    """Those a cut for going out sends out cut the cards furthest from playing, and the sentence says which end."""
    found = re.search(r"They cut: (.*?); the (highest|lowest) (?:are|go) out[^:]*: (.+?) goes? out", summary)
    if found is None:
        return
    assert found[2] == ("lowest" if code == "euchre-1888" else "highest"), summary
    cut = dict(re.findall(r"\b([NESW]) cut the (\S+?)(?:,|$)", found[1]))
    out = set(re.findall(r"\b[NESW]\b", found[3]))
    furthest = sorted(cut, key=lambda s: -place(cut[s], code))[: len(out)]
    assert out == set(furthest), summary
    assert all(place(cut[s], code) > place(cut[t], code) for s in out for t in cut if t not in out), summary


@hsettings(max_examples=share(0.3), deadline=None)
@given(st.sampled_from(["club-1864", "euchre-1888"]), st.integers(1, 2), st.data())
def test_those_said_to_go_out_by_the_cut_cut_the_cards_furthest_from_playing(code: str, places: int, data: Any) -> None:
    pack = [c for c in PACK if code != "euchre-1888" or c[:-1] in EUCHRE_ORDER]
    ranks = data.draw(st.sets(st.sampled_from(sorted({c[:-1] for c in pack})), min_size=2, max_size=5))
    cut = data.draw(
        st.lists(st.sampled_from([c for c in pack if c[:-1] in ranks]), min_size=4, max_size=4, unique=True)
    )
    event = {"type": "table", "what": "admission", "candidates": places, "cards": cut}
    ruling = rule({"code": code, "dealer": "S", "trump": TRUMP[code], "events": [event]})
    assert ruling["valid"], ruling["errors"]
    said = [f["summary"] for f in ruling["findings"]]
    assert any("They cut: " in s for s in said), said
    for summary in said:
        check_going_out(code, summary)

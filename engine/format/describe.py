"""Each event of a case in the game's words, as the ruling page, the slip and the builder say it.

The words are data (`EVENT_WORDS`, `value_words()`), so that the builder on a phone, which is given them at
`build_offline`, says an event exactly as the site does: each event type is a list of parts, each part shown when
its conditions hold, its `{field}`s filled with the field's words (a term's title, a suit's name, cards and seats
listed). A condition is `field` (given), `!field` (not given), `field=a|b` (one of those values) or `field!=a`.
`{suit_named}` is the suit a bid names: its `suit`, or the turn-up's (the case's trump card) for a lone hand
declared on the suit turned up (euchre 98: "I play alone at hearts"). `{option}` is an election's option, in the
ruling's own words where the ruling is given (its number as the club's statutes leave it).

The words are each code's: `CODE_VALUES` gives the values a code words otherwise, and `describe` takes the case's
code. Only euchre's trump card differs. The Club Code and the American laws are one game, whist, and word every
event alike: the same deal, trump card, play, claims and penalties' options, each law on them in the same words
(the trump card taken into the dealer's hand, Club 52-54 and American 6; the revoke, the lead out of turn). Where
their laws differ it is in what follows (a point for each irregularity, American 18, where the Club Code calls a
card), which is the ruling's to say, not the event's.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache

from .events import EVENTS
from .seats import Side
from .vocabulary import SUIT_TERMS, BidAction, EventKind, TrumpCardAction

Part = tuple[str, ...]  # the text, then its conditions

EVENT_WORDS: dict[str, tuple[Part, ...]] = {
    "play": (("{seat} plays {card}",),),
    "quit": (("{seat} turns and quits the last trick",),),
    "expose": (("{seat} exposes {cards}",), (" ({how})", "how"), (", and {unidentified} unidentified", "unidentified")),
    "correct": (("{seat} takes back his last card and plays {card} instead",),),
    "ask": (
        ("{seat} asks {to} whether he has none of the suit", "question!=suit_led"),
        ("{seat} asks {to} what suit was led", "question=suit_led"),
        (": {answer}", "answer"),
    ),
    "claim": (("{seat} claims {kind}",), (" against {against}", "against"), (" ({count} honours)", "count")),
    "consult": (("{side} consult each other on the penalty",),),
    "call": (
        ("{seat} calls {card}", "what=card", "card"),
        ("{seat} calls {suit}", "what=suit", "suit"),
        ("{seat} calls {what}", "!card", "!suit"),
        (" from {to}", "to"),
    ),
    "elect": (("{side} elect: {option}",),),
    "throw_down": (("{seats} throw their cards face up",),),
    "hand_over": (("the hand is played out: N and S {tricks.NS} tricks, E and W {tricks.EW}",),),
    "cut_next": (
        ("the cards are cut for the following deal",),
        (" by {seat}", "seat"),
        (", the pack not presented", "presented=false"),
    ),
    "next_trump_turned": (("the trump card of the following deal is turned up",),),
    "deal": (
        ("while dealing: {fact}",),
        (" ({seat})", "seat"),
        (", put right: {corrected}", "corrected"),
        (", the last card", "last"),
        (", about {about}", "about"),
        (", by consent", "consent"),
    ),
    "bid": (
        ("{seat}: “I play alone at {suit_named}”", "alone", "action!=pass", "suit_named"),
        ("{seat} {action}", "action=pass"),
        ("{seat} {action}", "!alone", "action!=pass"),
        (" {suit} trump", "!alone", "action=make", "suit"),
        ("{seat} {action}, declaring a lone hand", "alone", "action!=pass", "!suit_named"),
    ),
    "discard": (("{seat} discards",), (" {card}", "card")),
    "discover": (("{seat} points out the irregularity", "seat"), ("the irregularity is pointed out", "!seat")),
    "attention_to_trick": (("{seat} calls attention to the trick",), (": {how}", "how")),
    "cards_mixed": (("{seat} mixes the played cards",),),
    "trump_card": (("the trump card: {action}",), (" ({seat})", "seat"), (", {card}", "card")),
    "imperfect_trick": (("{seat} gathers a trick without a card",),),
    "card_mixed_with_trick": (("{seat}'s card goes into a trick where it does not belong",), (": {card}", "card")),
    "dispute": (("a dispute: {about}",), (", raised by {seat}", "seat")),
    "cut_for_table": (("the cut for the table: {cards}",), (", cut again", "again"), (", a card exposed", "exposed")),
    "table": (("the table: {what}",), (" ({seat})", "seat")),
    "score_error": (("an error in the score of {side}: {when}",), (", proved {proved}", "proved")),
    "shuffle": (("{seat} shuffles",), (" {how}", "how")),
    "cut_pack": (
        ("{seat} cuts the pack",),
        (", lifting {cards}", "cards"),
        (", a card exposed", "exposed"),
        (", in confusion", "confused"),
        (", the cut altered", "altered"),
    ),
    "new_cards": (("{seat} calls for fresh cards",),),
    "card_damaged": (
        ("a card {how}",),
        (": {card}", "card"),
        (", found by {seat}", "seat"),
        (", {replaced}", "replaced"),
    ),
    "request": (("{seat} asks {what}",), (", and is shown", "shown")),
    "bystander": (("a bystander: {what}",), (", by agreement", "agreed"), (" ({seat})", "seat")),
    "bet": (("bets on {on}",), (" ({seat})", "seat")),
}

# The values a code words otherwise than the titles of the case format, by code and "type.field". At euchre the
# trump card is the card turned up, left in view till played: taking it from there is lifting it from the pack, an
# exposed card (euchre 91), not the whist dealer's taking it into his hand; and what a player may ask is what card
# was turned up (euchre 92).
CODE_VALUES: dict[str, dict[str, dict[str, str]]] = {
    "euchre-1888": {
        "trump_card.action": {
            TrumpCardAction.TAKEN_UP.value: "lifted from the pack",
            TrumpCardAction.ASKED.value: "asked what card was turned up",
        },
    },
}

_SUITS = {term.id: term.title.lower() for term in SUIT_TERMS}
_NAMED, _OPTION = "suit_named", "option"  # the fields filled in from the case and the ruling
_SUIT_FIELDS = frozenset({"suit", _NAMED})


@cache
def value_words() -> dict[str, dict[str, str]]:
    """The words of each field's values: a term's title (its first letter small), a suit's name, a side's seats."""
    words: dict[str, dict[str, str]] = {
        "suit": dict(_SUITS),
        _NAMED: dict(_SUITS),
        "side": {side.value: side.words for side in Side},
        # A bid in the game's words: what the player says or does, not the action's name.
        "bid.action": {
            BidAction.PASS: "passes",
            BidAction.ORDER_UP: "orders it up",
            BidAction.ASSIST: "assists",
            BidAction.TAKE_UP: "takes it up",
            BidAction.MAKE: "makes",
        },
    }
    for spec in EVENTS:
        for field in spec.fields:
            key = f"{spec.type.value}.{field.name}"
            if field.terms and field.name not in words and key not in words:
                words[key] = {str(t.id): t.title[:1].lower() + t.title[1:] for t in field.terms}
    return words


def _value(kind: str, name: str, event: Mapping[str, object]) -> object:
    head, _, tail = name.partition(".")
    value = event.get(head)
    if tail and isinstance(value, Mapping):
        value = value.get(tail)
    return value


def _words(kind: str, name: str, value: object, code: str) -> str:
    if isinstance(value, list):
        return ", ".join(str(v) for v in value)
    if isinstance(value, bool):
        return "yes" if value else "no"
    text = str(value)
    own = CODE_VALUES.get(code, {}).get(f"{kind}.{name}", {})
    if text in own:
        return own[text]
    table = value_words()
    found = table.get(f"{kind}.{name}") or table.get(name) or {}
    return found.get(text.upper() if name in _SUIT_FIELDS else text, text)


def _holds(condition: str, kind: str, event: Mapping[str, object]) -> bool:
    if condition.startswith("!"):
        return not _value(kind, condition[1:], event)
    if "!=" in condition:
        name, _, value = condition.partition("!=")
        return str(_value(kind, name, event)).lower() != value
    if "=" in condition:
        name, _, values = condition.partition("=")
        return str(_value(kind, name, event)).lower() in values.split("|")
    return bool(_value(kind, condition, event))


def describe(event: object, code: str, trump: str = "", options: Mapping[str, str] | None = None) -> str:
    """One event of a case in words: 'E plays 3S', 'S claims a revoke against E'. `code`: the case's code, whose
    words are said; `trump`: the case's trump card (the suit of a lone hand declared on the turn-up); `options`: the
    ruling's words for the options elected."""
    if not isinstance(event, Mapping):
        return "" if event is None else str(event)
    kind = str(event.get("type", ""))
    parts = EVENT_WORDS.get(kind)
    if parts is None:
        return kind.replace("_", " ")
    facts: dict[str, object] = dict(event)
    if kind == EventKind.BID:
        facts[_NAMED] = event.get("suit") or (trump[-1:] if event.get("action") != BidAction.MAKE else None)
    text = ""
    for text_, *conditions in parts:
        if all(_holds(c, kind, facts) for c in conditions):
            text += _fill(text_, kind, facts, options or {}, code)
    return text


def _fill(text: str, kind: str, facts: Mapping[str, object], options: Mapping[str, str], code: str) -> str:
    out, rest = "", text
    while "{" in rest:
        before, _, after = rest.partition("{")
        name, _, rest = after.partition("}")
        value = _value(kind, name, facts)
        if name == _OPTION and str(value) in options:
            words = options[str(value)]
        else:
            words = "" if value is None else _words(kind, name, value, code)
        out += before + words
    return out + rest


def event_words_data() -> dict[str, object]:
    """The words as data for the builder on a phone (offline/bundle.py writes them at build_offline)."""
    return {
        "parts": {kind: [list(p) for p in parts] for kind, parts in EVENT_WORDS.items()},
        "values": value_words(),
        "codes": CODE_VALUES,
    }

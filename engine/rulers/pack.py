"""Shuffling, the cut of the pack, and new or damaged cards (Club 26-36, 83, 90; American 2, 3; euchre 22-31, 72, 73).

The shuffles and cuts a case gives before the first card is dealt or played are of its own deal: the case's dealer
deals it. Each is read in order against the code's laws: the ways of shuffling the laws forbid, each player's one
shuffle, the first right of the dealer's partner and the dealer's right to shuffle last, the cut by the player on
the dealer's right leaving four cards in either packet, a fresh cut, and the dealer who shuffles after the cut.
A point the code has no law on is said so, and nothing is ruled on it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..codes.table import LawTable, PackLaws
from ..codes.wording import WordingKey
from ..format.events import Bid, CutNext, Deal, Play
from ..format.events_pack import CardDamaged, CutPack, NewCards, Shuffle
from ..format.seats import Seat
from ..format.vocabulary import FindingKind, Replaced, RulingOption, ShuffleHow
from ..replay.context import Context
from . import points
from .base import Bench, Ruler
from .choices import Choice
from .findings import Finding, Option

_PACK_SIZE = {2: 52, 7: 32}  # by the lowest rank: whist's pack, euchre's


def point(
    table: LawTable,
    key: WordingKey,
    kind: FindingKind,
    offender: Seat | None,
    event: int,
    what: str,
    options: tuple[Option, ...] = (),
    **facts: object,
) -> Finding:
    """The finding on a point in the code's words, or, where the code has no law on it, a finding that says so."""
    laws = pack_laws(table)
    decided = laws.laws.get(key)
    if decided is None or key not in table.wording:
        says = f"{what} at event {event}. There is no law on it in {table.name}: nothing is ruled on this point."
        return Finding(FindingKind.NOT_COVERED, offender, event, (), says)
    says = table.says(key, event=event, **facts)
    return Finding(kind, offender, event, decided, says, options=options, decisions=laws.decisions.get(key, ()))


def pack_laws(table: LawTable) -> PackLaws:
    return table.pack if table.pack is not None else PackLaws(laws={})


@dataclass
class _Round:
    """The shuffles and the cut for one deal: rights to shuffle renew after a false cut (Club 29)."""

    shuffled: dict[Seat, int] = field(default_factory=dict)
    dealer_at: int | None = None
    dealer_may_again: bool = False  # a card seen in his shuffle (32), or another shuffled after him
    cut_at: int | None = None
    cutter: Seat | None = None
    false_cut: bool = False  # after a false cut every player may shuffle again (Club 29): the first right is spent
    breaches: list[Choice] = field(default_factory=list)  # Law 18's point for a cut against the law (American 2)


class PackRuler(Ruler):
    """Shuffling and the cut of the pack for the case's deal; new cards called for; torn or marked cards."""

    found: list[Finding] | None = None

    def choices(self, bench: Bench) -> list[Choice]:
        """The events read once, here: a cut that is the violation of a law of a code with a general penalty is
        offered Law 18's point (worded by the points' ruler); the rest are this ruler's findings."""
        rnd = _Round()
        self.found = self._read(rnd)
        return rnd.breaches

    def findings(self, bench: Bench) -> list[Finding]:
        return self.found if self.found is not None else self._read(_Round())

    def _read(self, rnd: _Round) -> list[Finding]:
        ctx = self.ctx
        out: list[Finding] = []
        dealing = True  # before the first card is dealt or played: the shuffles and cut are of this deal
        cut_pending = False  # the pack is cut for a deal not yet begun (Club 83)
        for i, event in enumerate(ctx.case.events):
            match event:
                case Shuffle():
                    out += _shuffle(ctx, i, event, rnd if dealing else None)
                case CutPack():
                    cut_pending = True
                    if dealing:
                        out += _cut(ctx, i, event, rnd)
                case CutNext():
                    cut_pending = True
                case Play() | Bid():
                    dealing, cut_pending = False, False
                case Deal():
                    dealing = False
                case NewCards():
                    key: WordingKey = "new_cards_too_late" if cut_pending else "new_cards_in_time"
                    out.append(
                        point(
                            ctx.table,
                            key,
                            FindingKind.NEW_CARDS,
                            event.seat,
                            i,
                            f"{event.seat} called for fresh cards",
                            seat=event.seat,
                            dealer=ctx.case.dealer,
                        )
                    )
                case CardDamaged():
                    out.append(_damaged(ctx, i, event))
        return out


def _shuffle(ctx: Context, i: int, event: Shuffle, rnd: _Round | None) -> list[Finding]:
    """How he shuffled, then, for the case's deal, whether it was his turn to shuffle."""
    out = _how(ctx, i, event, rnd)
    if rnd is None:
        return out
    if rnd.cut_at is not None:
        return [*out, *_after_cut(ctx, i, event.seat, rnd)]
    return [*out, *_before_cut(ctx, i, event.seat, rnd)]


def _how(ctx: Context, i: int, event: Shuffle, rnd: _Round | None) -> list[Finding]:
    table, dealer, seat = ctx.table, ctx.case.dealer, event.seat
    out: list[Finding] = []
    how = event.how
    if how is ShuffleHow.CARD_SEEN and seat is dealer and rnd is not None and rnd.cut_at is None:
        chooser = dealer.side.other
        compel = pack_laws(table).laws.get("dealer_card_seen")
        options = (Option(RulingOption.RESHUFFLE, chooser, compel),) if compel else ()
        out.append(
            point(
                table,
                "dealer_card_seen",
                FindingKind.SHUFFLE,
                seat,
                i,
                f"A card was seen while the dealer {seat} shuffled",
                options,
                seat=seat,
                side=chooser.words,
            )
        )
        rnd.dealer_may_again = True
    elif how is not None:
        key: WordingKey = _HOW[how]
        out.append(
            point(table, key, FindingKind.SHUFFLE, seat, i, f"{seat} shuffled the pack {_HOW_WORDS[how]}", seat=seat)
        )
    return out


def _after_cut(ctx: Context, i: int, seat: Seat, rnd: _Round) -> list[Finding]:
    table, dealer = ctx.table, ctx.case.dealer
    out: list[Finding] = []
    if rnd.cut_at is not None:
        if seat is dealer:
            out.append(
                point(
                    table,
                    "dealer_shuffled_after_cut",
                    FindingKind.SHUFFLE,
                    seat,
                    i,
                    f"The dealer {seat} shuffled after the cut",
                    seat=seat,
                    cut=rnd.cut_at,
                    next=dealer.left,
                )
            )
        elif seat is rnd.cutter:
            out.append(
                point(
                    table,
                    "shuffle_by_cutter",
                    FindingKind.SHUFFLE,
                    seat,
                    i,
                    f"{seat} shuffled after cutting",
                    seat=seat,
                    cut=rnd.cut_at,
                )
            )
        elif seat in rnd.shuffled:
            out.append(_shuffled_twice(table, i, seat, rnd))
    return out


def _shuffled_twice(table: LawTable, i: int, seat: Seat, rnd: _Round) -> Finding:
    """A second shuffle by the same hand, before the cut or after it."""
    return point(
        table,
        "shuffle_twice",
        FindingKind.SHUFFLE,
        seat,
        i,
        f"{seat} shuffled a second time",
        seat=seat,
        first=rnd.shuffled[seat],
    )


def _before_cut(ctx: Context, i: int, seat: Seat, rnd: _Round) -> list[Finding]:
    table, dealer = ctx.table, ctx.case.dealer
    out: list[Finding] = []
    first_right = dealer.left if pack_laws(table).first_right_left else dealer.partner
    if not rnd.shuffled and not rnd.false_cut and seat is not first_right:
        out.append(
            point(
                table,
                "first_shuffle_not_partner",
                FindingKind.SHUFFLE,
                seat,
                i,
                f"{seat} shuffled first",
                seat=seat,
                first_right=first_right,
            )
        )
    if seat in rnd.shuffled and not (seat is dealer and rnd.dealer_may_again):
        out.append(_shuffled_twice(table, i, seat, rnd))
    if rnd.dealer_at is not None and seat is not dealer:
        out.append(
            point(
                table,
                "shuffle_after_dealer",
                FindingKind.SHUFFLE,
                seat,
                i,
                f"{seat} shuffled after the dealer",
                seat=seat,
                dealer=dealer,
                dealer_event=rnd.dealer_at,
            )
        )
        rnd.dealer_may_again = True
    rnd.shuffled.setdefault(seat, i)
    if seat is dealer:
        rnd.dealer_at = i
    return out


def _cut(ctx: Context, i: int, event: CutPack, rnd: _Round) -> list[Finding]:
    table, dealer, seat = ctx.table, ctx.case.dealer, event.seat
    out: list[Finding] = []
    if rnd.cut_at is not None:
        # The pack once separated: a second cut by the same player alters it (35); the first cut stands.
        key: WordingKey = "cut_altered"
        out.append(
            point(table, key, FindingKind.CUT_PACK, seat, i, f"{seat} cut the pack again", seat=seat, cut=rnd.cut_at)
        )
        return out
    if seat is not dealer.left.left.left:
        wrong = point(
            table,
            "cut_by_wrong_seat",
            FindingKind.CUT_PACK,
            seat,
            i,
            f"{seat} cut the pack",
            seat=seat,
            proper=dealer.left.left.left,
        )
        out += _or_point(ctx, rnd, wrong, "cut_by_wrong_seat")
    size = _PACK_SIZE.get(table.lowest_rank, 52)
    fresh: WordingKey | None = None
    facts: dict[str, object] = {"seat": seat}
    if event.cards is not None and min(event.cards, size - event.cards) < 4:
        fresh = "cut_too_few"
        facts["fewer"] = min(event.cards, size - event.cards)
    elif event.exposed:
        fresh = "cut_exposed"
    elif event.confused:
        fresh = "cut_confused"
    if fresh is not None:
        out += _or_point(
            ctx, rnd, point(table, fresh, FindingKind.CUT_PACK, seat, i, f"{seat}'s cut", (), **facts), fresh
        )
        # A false cut: a fresh cut follows, and each player may shuffle again (Club 29).
        rnd.shuffled.clear()
        rnd.dealer_at, rnd.dealer_may_again, rnd.false_cut = None, False, True
    else:
        rnd.cut_at, rnd.cutter = i, seat
    if event.altered:
        out.append(
            point(table, "cut_altered", FindingKind.CUT_PACK, seat, i, f"{seat} altered his cut", seat=seat, cut=i)
        )
    return out


def _or_point(ctx: Context, rnd: _Round, found: Finding, rule_kind: str) -> list[Finding]:
    """The finding, or, where the code's general penalty counts it a violation (American 18), Law 18's point
    offered in its words."""
    if found.kind is FindingKind.NOT_COVERED or not isinstance(found.offender, Seat) or found.event is None:
        return [found]
    choice = points.breach(ctx, found.kind, found.offender, found.event, rule_kind, found.summary)
    if choice is None:
        return [found]
    rnd.breaches.append(choice)
    return []


def _damaged(ctx: Context, i: int, event: CardDamaged) -> Finding:
    keys: dict[Replaced | None, WordingKey] = {
        None: "card_damaged",
        Replaced.BY_AGREEMENT: "card_damaged_by_agreement",
        Replaced.NEW_CARDS: "card_damaged_new_cards",
    }
    card = f"The {event.card}" if event.card is not None else "A card"
    what = f"{card} was found {event.how}"
    return point(ctx.table, keys[event.replaced], FindingKind.NEW_CARDS, None, i, what, card=card, how=event.how)


_HOW: dict[ShuffleHow, WordingKey] = {
    ShuffleHow.BELOW_TABLE: "shuffle_below_table",
    ShuffleHow.CARD_SEEN: "shuffle_card_seen",
    ShuffleHow.DURING_HAND: "shuffle_during_hand",
    ShuffleHow.INTO_PACKETS: "shuffle_into_packets",
    ShuffleHow.ACROSS_TABLE: "shuffle_across_table",
}
_HOW_WORDS = {
    ShuffleHow.BELOW_TABLE: "below the table",
    ShuffleHow.CARD_SEEN: "so that the face of a card was seen",
    ShuffleHow.DURING_HAND: "during the play of the hand",
    ShuffleHow.INTO_PACKETS: "by dealing it into packets",
    ShuffleHow.ACROSS_TABLE: "across the table",
}

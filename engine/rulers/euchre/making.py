"""Findings on the making of the trump (74-82) and on the lone hand's declaration (93-100).

The replay keeps each irregularity of the making as an Incident naming its rule; here each becomes a
finding citing that rule's laws. Two elections belong to the adversaries: that a trump ordered up after
passing shall be played (80), and that a lone player whose partner played to the first lead shall play
it alone after all (100).
"""

from __future__ import annotations

from ...codes.wording import WordingKey
from ...format.seats import Side
from ...format.vocabulary import FindingKind, OptionId
from ..findings import Finding, Option
from .bidding import Incident, MakingRule, ruled_by
from .context import Euchre

_LONE = (MakingRule.LONE_NOT_ENTITLED, MakingRule.LONE_TOO_LATE, MakingRule.LONE_PARTNER_TOO_LATE)
_DISCARD = (
    MakingRule.DISCARD_BY_OTHER,
    MakingRule.DISCARD_NOT_DUE,
    MakingRule.DISCARD_CHANGED,
    MakingRule.DISCARD_AFTER_PLAYING,
)


def kind_of(rule: MakingRule) -> FindingKind:
    if rule in _LONE:
        return FindingKind.LONE_HAND
    if rule in _DISCARD:
        return FindingKind.DISCARD
    return FindingKind.BID


def findings(e: Euchre) -> list[Finding]:
    out = [_incident_finding(e, incident) for incident in e.state.making.incidents]
    lone_lost = _lone_lost(e)
    if lone_lost is not None:
        out.append(lone_lost)
    out.extend(_elections_without_ground(e))
    return out


def _elections_without_ground(e: Euchre) -> list[Finding]:
    """An election under 80 or 100 with nothing for it to apply to: it has no effect."""
    out: list[Finding] = []
    ordered = {i.side for i in e.state.making.incidents if i.rule == MakingRule.ORDERED_AFTER_PASSING}
    lone = e.state.lone_declared
    for index, elect in e.state.spoken.elects:
        point: WordingKey
        if elect.option == OptionId.TRUMP_STANDS and elect.side not in ordered:
            point, rule = "trump_stands_without_ground", e.table.rule("ordered_after_passing")
        elif elect.option == OptionId.ALONE_STANDS and (
            e.state.lone_lost_at is None or lone is None or elect.side is not lone.side.other
        ):
            point, rule = "alone_stands_without_ground", e.table.rule("partner_played_first_lead")
        else:
            continue
        says = e.table.says(point, side=elect.side.words, event=index)
        out.append(Finding(FindingKind.CALL, None, index, rule.laws, says))
    return out


def _incident_finding(e: Euchre, incident: Incident) -> Finding:
    rule = e.table.rule(ruled_by(incident.rule))
    # A player bound to pass cites the law of his partner's act that binds him (79, 80 or 82).
    laws = e.table.rule(ruled_by(incident.bound_by)).laws if incident.bound_by is not None else rule.laws
    text = "".join(e.table.says(point, **incident.facts, law=", ".join(laws)) for point in incident.points)
    options: tuple[Option, ...] = ()
    elected = None
    if incident.rule == MakingRule.ORDERED_AFTER_PASSING and incident.side is not None:
        option = rule.option(OptionId.TRUMP_STANDS)
        stood = e.state.making.maker is incident.seat and e.state.making.made_at is not None
        elections = [
            i for i, el in e.state.spoken.elects if el.option == OptionId.TRUMP_STANDS and el.side is incident.side
        ]
        if stood:
            elected = OptionId.TRUMP_STANDS
            text += " " + e.table.says("trump_stands_elected", event=e.state.making.made_at, side=incident.side.words)
        elif elections:
            text += (
                f" {incident.side.words} elected at event {elections[0]} that it be played, but the trump had"
                " already been made otherwise, or the play begun: the election has no effect."
            )
        if not e.state.making.over or stood:
            options = (Option(option.id, incident.side, option.laws, says=option.says),)
        elif e.state.making.made_at is not None:
            text += f" The trump was then made at event {e.state.making.made_at}, so the election no longer arises."
    if incident.rule in (MakingRule.NO_BIDDING, MakingRule.PLAY_BEFORE_MADE, MakingRule.ALL_PASSED):
        offender = None
    else:
        offender = incident.seat
    return Finding(
        kind_of(incident.rule),
        offender,
        incident.event,
        laws,
        text,
        options=options,
        elected=elected,
    )


def _lone_lost(e: Euchre) -> Finding | None:
    """100: the partner of the lone player played upon the first lead."""
    hand = e.state
    if hand.lone_lost_at is None or hand.lone_declared is None:
        return None
    lone = hand.lone_declared
    partner = lone.partner
    adversaries: Side = lone.side.other
    rule = e.table.rule("partner_played_first_lead")
    option = rule.option(OptionId.ALONE_STANDS)
    text = e.table.says("lone_lost", partner=partner, event=hand.lone_lost_at, lone=lone, side=adversaries.words)
    elected = None
    elections = [i for i, el in hand.spoken.elects if el.option == OptionId.ALONE_STANDS and el.side is adversaries]
    if hand.lone_restored_at is not None:
        elected = OptionId.ALONE_STANDS
        text += (
            f" At event {hand.lone_restored_at} they elected that he play it alone: {partner}'s card goes back"
            " to his hand, face downwards, and the first trick is played by three."
        )
    elif elections:
        text += (
            f" They elected at event {elections[0]} that he play it alone, but the second trick had begun: the"
            " engine's reading is that the election must be made before it, and the hand is played by four."
        )
    second_trick_begun = len(hand.played.tricks) > 1 or (bool(hand.played.tricks) and hand.played.current is not None)
    open_option = elected is not None or not second_trick_begun
    if not open_option and not elections:
        text += " The second trick has been led, and the engine's reading is that the election is no longer open."
    return Finding(
        FindingKind.LONE_HAND,
        partner,
        hand.lone_lost_at,
        rule.laws,
        text,
        options=(Option(option.id, adversaries, option.laws, says=option.says),) if open_option else (),
        elected=elected,
    )

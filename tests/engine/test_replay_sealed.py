"""The replay's output handed to the rulers closed: once a hand is replayed, nothing a ruler reads can be
assigned, and reading the play log changes nothing."""

from __future__ import annotations

import dataclasses
import json
from dataclasses import FrozenInstanceError
from pathlib import Path

import pytest

from engine.format.case import parse_case
from engine.registry import CODES
from engine.replay import HandState
from engine.rulers.euchre.hand import EuchreHand
from engine.ruling import bench_for

HERE = Path(__file__).resolve().parent
# A revoke corrected (a card taken back and another played), and a euchre lone hand with the partner's card shown.
WHIST = HERE / "cases" / "american-law-19-revoke-corrected-before-the-trick-is-quitted.case.json"
EUCHRE = HERE / "euchre" / "law-102-the-partner-exposes-a-card.case.json"


def replayed(path: Path) -> HandState:
    case = parse_case(json.loads(path.read_text()))
    state = CODES[case.code].replay(case)
    assert not state.errors
    return state


def _parts(state: HandState) -> dict[str, object]:
    return {
        "hand": state,
        "played": state.played,
        "incidents": state.incidents,
        "spoken": state.spoken,
        "deal": state.deal,
        "end": state.end,
    }


@pytest.mark.parametrize("path", [WHIST, EUCHRE], ids=["whist", "euchre"])
@pytest.mark.parametrize("part", ["hand", "played", "incidents", "spoken", "deal", "end"])
def test_no_field_of_the_replayed_hand_can_be_assigned(path: Path, part: str) -> None:
    value = _parts(replayed(path))[part]
    for name in [n for n in vars(value) if n != "_sealed"]:
        with pytest.raises(FrozenInstanceError):
            setattr(value, name, None)
        with pytest.raises(FrozenInstanceError):
            delattr(value, name)


@pytest.mark.parametrize("path", [WHIST, EUCHRE], ids=["whist", "euchre"])
@pytest.mark.parametrize("part", ["played", "incidents", "spoken", "deal", "end"])
def test_the_replayed_groups_hand_on_tuples_not_lists(path: Path, part: str) -> None:
    """What the replay kept in order (the plays, the tricks, the calls, the exposures ...) is handed on as tuples:
    no ruler can append to what another reads."""
    value = _parts(replayed(path))[part]
    kept = {name: v for name, v in vars(value).items() if not name.startswith("_")}
    assert [name for name, v in kept.items() if isinstance(v, list)] == []
    assert any(isinstance(v, tuple) for v in kept.values())


def test_the_euchre_hand_keeps_its_discards_and_the_partners_cards_shown_as_tuples() -> None:
    state = replayed(EUCHRE)
    assert isinstance(state, EuchreHand)
    assert isinstance(state.discards, tuple) and isinstance(state.partner_shown, tuple)


def test_the_euchre_hand_is_replayed_and_sealed_as_a_euchre_hand() -> None:
    state = replayed(EUCHRE)
    assert isinstance(state, EuchreHand)
    with pytest.raises(FrozenInstanceError):
        state.lone = None
    with pytest.raises(FrozenInstanceError):
        state.partner_shown = []


@pytest.mark.parametrize("path", [WHIST, EUCHRE], ids=["whist", "euchre"])
def test_the_rulers_bench_is_handed_on_as_a_value(path: Path) -> None:
    """The rulers' shared bench is made anew by each phase (ruling.py): no field of it can be assigned, and what it
    holds in order is a tuple."""
    case = parse_case(json.loads(path.read_text()))
    code = CODES[case.code]
    state = code.replay(case)
    bench = bench_for(code, code.context(case, code.table, state))
    assert bench.rulers and bench.score.result is not None
    for spec in dataclasses.fields(bench):
        with pytest.raises(FrozenInstanceError):
            setattr(bench, spec.name, None)
    assert [f.name for f in dataclasses.fields(bench) if isinstance(getattr(bench, f.name), list | set)] == []


def test_reading_the_play_log_changes_nothing() -> None:
    state = replayed(WHIST)
    log = state.played
    taken_back = [p for p in log.plays if not p.stands]
    assert taken_back, "the case has a card taken back"
    before = {card: list(log.plays_of_card(card)) for card in {p.card for p in log.plays}}
    by_seat = {seat: list(log.plays_of_seat(seat)) for seat in {p.seat for p in log.plays}}
    for _ in range(2):
        for card in before:
            standing = log.on_table(card)
            assert standing is None or standing.stands
        for seat in by_seat:
            last = log.last_standing_play(seat)
            assert last is not None and last.stands
            assert last is [p for p in by_seat[seat] if p.stands][-1]
    assert {card: log.plays_of_card(card) for card in before} == before
    assert {seat: log.plays_of_seat(seat) for seat in by_seat} == by_seat
    assert log.on_table(taken_back[0].card) is not taken_back[0]

"""A card is a small frozen value: equal cards are equal however they were made, and order by rank then suit."""

from __future__ import annotations

import copy
import dataclasses
import pickle

import pytest

from engine.format.cards import JACK, Card, CardSyntaxError, Suit, pack, parse_card


def test_a_card_is_equal_to_the_same_card_made_anew() -> None:
    made = Card(JACK, Suit.SPADES)
    assert parse_card("JS") == made and parse_card(" js") == made and parse_card("J♠") == made
    assert hash(parse_card("JS")) == hash(made)
    assert {parse_card("JS"), made} == {made}
    assert copy.deepcopy(made) == made and pickle.loads(pickle.dumps(made)) == made


def test_a_card_cannot_be_changed() -> None:
    with pytest.raises(dataclasses.FrozenInstanceError):
        Card(10, Suit.HEARTS).rank = 11  # type: ignore[misc]


def test_cards_order_by_rank_then_suit_and_are_named_as_the_format_writes_them() -> None:
    assert sorted([parse_card("AS"), parse_card("2H"), parse_card("2C")]) == [
        parse_card("2C"),
        parse_card("2H"),
        parse_card("AS"),
    ]
    assert [str(c) for c in pack(13)] == ["KS", "AS", "KH", "AH", "KD", "AD", "KC", "AC"]
    assert str(parse_card("tD")) == "10D"


def test_a_card_below_the_pack_of_the_game_is_refused_however_it_is_written() -> None:
    for written in ("6S", " 6s"):
        with pytest.raises(CardSyntaxError, match="runs from the 7 up"):
            parse_card(written, 7)

"""How an event type is declared: the `@event` decorator and the words (`About`) each field is annotated with.

events.py declares the case format's events with these, and events_around.py those before the deal and around
the rubber; events.py makes the vocabulary, the parser's classes and the schema from them all.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeVar, dataclass_transform

from .vocabulary import EventKind, Term

if TYPE_CHECKING:
    from .vocabulary import Cites


@dataclass(frozen=True)
class About:
    """A field's words: what it means, its allowed values (a choice), its bounds (a count), when it is required."""

    description: str
    terms: tuple[Term, ...] = ()
    low: int = 0
    high: int = 0
    # Required only when another field has one of some values: (("what", (CallKind.CARD,)),) for a call of a card.
    required_when: tuple[tuple[str, tuple[str, ...]], ...] = ()
    extension: bool = False


@dataclass(frozen=True)
class _Words:
    kind: EventKind
    title: str
    description: str
    extension: bool
    cites: Cites | None


_Declared = TypeVar("_Declared")


@dataclass_transform(kw_only_default=True, frozen_default=True)
def event(
    kind: EventKind, title: str, description: str, extension: bool = False, cites: Cites | None = None
) -> Callable[[type[_Declared]], type[_Declared]]:
    """Declares an event type: the class becomes its frozen value, and its fields the vocabulary's."""

    def declare(cls: type[_Declared]) -> type[_Declared]:
        made = dataclass(frozen=True, kw_only=True, slots=True)(cls)
        setattr(made, "_words", _Words(kind, title, description, extension, cites))  # noqa: B010  # the class's, not a field
        return made

    return declare

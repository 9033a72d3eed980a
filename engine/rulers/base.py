"""What a code is to the engine: its table, its replay, its rulers and its scorer; and the bench a ruling is
assembled on.

A ruler reads one point of the laws (the revoke, leads out of turn, the deal ...). The ruling (ruling.py)
makes one of each of the code's rulers for the case and asks them, in the code's order, for the choices
the laws give the innocent side, lets them settle what the calls and elections decided, has the code's
scorer score the hand, and asks them for their findings. Each phase is a no-op unless a ruler has
something to say in it; a ruler keeps what it found in one phase for the next. What the rulers share is the
`Bench`, a value: each phase's outcome is handed to the next as a new bench, never assigned into the one a ruler
is reading.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, TypeVar, cast

from ..codes.table import LawTable
from ..format.case import Case
from ..format.seats import Tally
from ..replay import HandState
from ..replay.context import Context
from .calls import Disobeyed
from .choices import Choice, Unmatched
from .findings import Finding, HandResult, NewDeal, Option
from .revoke import RevokeCase


class Ruler:
    """One point of the laws, read against the replayed hand."""

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self.offered: list[Choice] = []

    def choices(self, bench: Bench) -> list[Choice]:
        """The choices the laws give the innocent side on this point (before any call or election)."""
        return []

    def settle(self, bench: Bench) -> Settled:
        """After the calls and elections are applied: what follows from them on this point, and what of it the
        other rulers read (the revokes and their penalties, the call events ruled on here)."""
        return Settled()

    def findings(self, bench: Bench) -> list[Finding]:
        return []


class OfferingRuler(Ruler):
    """A point whose module offers the innocent side's choices, then words its findings from those offered and
    what the calls made under them came to (leads out of turn; euchre's discard and cards thrown down)."""

    @staticmethod
    def offer(ctx: Any, /) -> list[Choice]:  # the module's `choices`, for the code's own context
        raise NotImplementedError

    @staticmethod
    def word(ctx: Any, offered: list[Choice], notes: Mapping[Choice, list[str]], /) -> list[Finding]:
        raise NotImplementedError

    def choices(self, bench: Bench) -> list[Choice]:
        return self.offer(self.ctx)

    def findings(self, bench: Bench) -> list[Finding]:
        return self.word(self.ctx, self.offered, bench.notes)


R = TypeVar("R", bound=Ruler)


@dataclass(frozen=True)
class Settled:
    """What a ruler's settling hands the others: the revokes and their penalties, the elections of those penalties
    no choice allowed, and the call events it has ruled on (a call of a card exposed, of a card laid down)."""

    pairs: tuple[tuple[RevokeCase, Choice], ...] = ()
    unmatched: tuple[Unmatched, ...] = ()
    handled: frozenset[int] = frozenset()


@dataclass(frozen=True)
class Score:
    """What a code's scorer returns: each option's result, and the hand's result once every choice is made."""

    options: Mapping[Choice, Mapping[str, Option]] = field(default_factory=dict)
    hand_result: HandResult | None = None  # in the shared shape, while no new deal voids the hand
    result: dict[str, object] | None = None  # the ruling's result, as its JSON
    tricks_won: Tally | None = None  # the tricks each side won, where the scorer awards them otherwise
    new_deal: NewDeal | None = None  # the hand is void and dealt again, settled even while a choice is open


@dataclass(frozen=True, eq=False)
class Bench:
    """The ruling in progress: what the rulers offered and found, shared between the phases. Each phase hands the
    next a new bench with its outcome (ruling.py), so nothing a ruler reads is assigned under it."""

    ctx: Context
    rulers: tuple[Ruler, ...] = ()
    licensed: frozenset[int] = frozenset()  # corrections the revoke laws allow (not exposed cards)
    handled: frozenset[int] = frozenset()  # call events a ruler has already ruled on
    offered: tuple[Choice, ...] = ()  # every choice offered, in the rulers' order
    unmatched: tuple[Unmatched, ...] = ()  # calls and elections no choice allowed
    notes: Mapping[Choice, list[str]] = field(default_factory=dict)  # what each call made under a choice came to
    calls_found: tuple[Finding, ...] = ()  # calls ruled on by themselves (a card not obeyed)
    disobeyed: tuple[Disobeyed, ...] = ()  # calls bearing the penalty of a revoke
    pairs: tuple[tuple[RevokeCase, Choice], ...] = ()  # revokes and their penalties
    score: Score = field(default_factory=lambda: Score())  # what the code's scorer returned

    @property
    def options(self) -> Mapping[Choice, Mapping[str, Option]]:
        return self.score.options

    @property
    def hand_result(self) -> HandResult | None:
        return self.score.hand_result

    _kinds: dict[type[Ruler], Ruler | None] = field(default_factory=dict)  # each kind asked for, found once

    def then(self, **outcome: Any) -> Bench:
        """The next phase's bench: this one with the phase's outcome. Made as `dataclasses.replace` would make it,
        from the fields as they are, without its reading of every field's declaration each time."""
        return Bench(**(self.__dict__ | outcome))

    def ruler(self, kind: type[R]) -> R:
        """The case's ruler of this kind (the scorer reads what the rulers kept)."""
        found = self._find(kind)
        if found is None:
            raise LookupError(f"no {kind.__name__} among the code's rulers")
        return cast(R, found)

    def has(self, kind: type[Ruler]) -> bool:
        return self._find(kind) is not None

    def _find(self, kind: type[Ruler]) -> Ruler | None:
        if kind not in self._kinds:
            self._kinds[kind] = next((r for r in self.rulers if isinstance(r, kind)), None)
        return self._kinds[kind]


@dataclass(frozen=True)
class Code:
    """A code the engine rules on, registered with its table, its replay, its rulers and its scorer."""

    table: LawTable
    replay: Callable[[Case], HandState]
    context: Callable[[Case, LawTable, HandState], Context]
    rulers: tuple[type[Ruler], ...]  # in the order their findings are read out
    scorer: Callable[[Bench], Score]

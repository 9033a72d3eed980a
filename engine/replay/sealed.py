"""The replay's record sealed once the hand is replayed: the rulers read a hand that cannot change under them.

The replay builds its groups field by field, event by event, as plain objects; `seal` then moves each to its
sealed class, the same class with assignment refused as a frozen dataclass refuses it. The guard is the sealed
class's, not a check made at every assignment: the replay assigns some hundred fields a hand, and a check in
`__setattr__` would run at each of them.
"""

from __future__ import annotations

from dataclasses import FrozenInstanceError


class Sealed:
    """A value the replay builds, then seals; once sealed no field of it can be assigned."""

    __slots__ = ()

    def seal(self) -> None:
        if not isinstance(self, _SealedValue):
            self.__class__ = _sealed_class(type(self))


class _SealedValue:
    """The guard of a sealed value's class (below): the value's own class defines no `__setattr__`, so the
    guard, after it among the bases, is the one found."""

    __slots__ = ()

    def __setattr__(self, name: str, value: object) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}: the replayed {type(self).__name__} is sealed")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}: the replayed {type(self).__name__} is sealed")


_SEALED_CLASSES: dict[type[Sealed], type[Sealed]] = {}


def _sealed_class(cls: type[Sealed]) -> type[Sealed]:
    """The class's sealed twin, made once: a subclass, so that what a ruler asks of the value (isinstance, its
    fields, its methods) is answered as before, under the same name."""
    sealed = _SEALED_CLASSES.get(cls)
    if sealed is None:  # two threads may both make it; the first kept is the one used
        names = {"__slots__": (), "__qualname__": cls.__qualname__, "__module__": cls.__module__}
        made = type(cls.__name__, (cls, _SealedValue), names)
        sealed = _SEALED_CLASSES.setdefault(cls, made)
    return sealed

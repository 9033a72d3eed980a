"""The replay's record sealed once the hand is replayed: the rulers read a hand that cannot change under them.

The replay builds its groups field by field, event by event, as plain objects: a hand's replay assigns some
hundreds of fields, and a check on each assignment would be paid on every one of them. `seal` then makes each
group an instance of its sealed class (the same class with assignment refused), and an assignment to any of
their fields afterwards is refused as a frozen dataclass refuses it.
"""

from __future__ import annotations

from dataclasses import FrozenInstanceError


class Sealed:
    """A value the replay builds, then seals; once sealed no field of it can be assigned."""

    def seal(self) -> None:
        cls = type(self)
        if cls not in _SEALED:
            _SEALED[cls] = _sealed(cls)
        object.__setattr__(self, "__class__", _SEALED[cls])


_SEALED: dict[type[Sealed], type[Sealed]] = {}  # each class the replay builds, and its sealed class


def _sealed(cls: type[Sealed]) -> type[Sealed]:
    """The class with every assignment and deletion refused: it adds no field, so an instance can become one."""

    def refuse_set(self: Sealed, name: str, value: object) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}: the replayed {type(self).__name__} is sealed")

    def refuse_delete(self: Sealed, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}: the replayed {type(self).__name__} is sealed")

    if getattr(cls, "_sealed", False):  # sealed twice (a group sealed again by its hand): it stays as it is
        return cls
    namespace = {"__setattr__": refuse_set, "__delattr__": refuse_delete, "__slots__": (), "_sealed": True}
    sealed = type(cls.__name__, (cls,), namespace)
    sealed.__qualname__ = cls.__qualname__
    sealed.__module__ = cls.__module__
    return sealed

"""The replay's record sealed once the hand is replayed: the rulers read a hand that cannot change under them.

The replay builds its groups field by field, event by event; `seal` then closes them, and an assignment to any
of their fields afterwards is refused as a frozen dataclass refuses it.
"""

from __future__ import annotations

from dataclasses import FrozenInstanceError


class Sealed:
    """A value the replay builds, then seals; once sealed no field of it can be assigned."""

    _sealed = False

    def __setattr__(self, name: str, value: object) -> None:
        if self._sealed:
            raise FrozenInstanceError(f"cannot assign to field {name!r}: the replayed {type(self).__name__} is sealed")
        object.__setattr__(self, name, value)

    def __delattr__(self, name: str) -> None:
        if self._sealed:
            raise FrozenInstanceError(f"cannot delete field {name!r}: the replayed {type(self).__name__} is sealed")
        object.__delattr__(self, name)

    def seal(self) -> None:
        object.__setattr__(self, "_sealed", True)

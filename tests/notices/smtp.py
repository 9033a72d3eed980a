"""A real SMTP server on 127.0.0.1 (aiosmtpd) that keeps what it receives, for the notices' tests."""

from __future__ import annotations

import email
import email.policy
import socket
import threading
from dataclasses import dataclass, field
from email.message import EmailMessage
from typing import Any

from aiosmtpd.controller import Controller


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@dataclass
class Received:
    to: list[str]
    message: EmailMessage

    @property
    def subject(self) -> str:
        return str(self.message["Subject"])

    def part(self, subtype: str) -> str:
        """The text of the plain or html alternative."""
        found = self.message.get_body(preferencelist=(subtype,))
        assert found is not None and found.get_content_subtype() == subtype, f"no text/{subtype} part"
        return str(found.get_content())


@dataclass
class Mailbox:
    """What the server received, in order; each mail once per recipient."""

    received: list[Received] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)
    arrived: threading.Condition = field(init=False)

    def __post_init__(self) -> None:
        self.arrived = threading.Condition(self.lock)

    async def handle_DATA(self, server: Any, session: Any, envelope: Any) -> str:  # noqa: N802 (aiosmtpd's name)
        message = email.message_from_bytes(envelope.content, policy=email.policy.default)
        with self.arrived:
            self.received.append(Received(list(envelope.rcpt_tos), message))  # type: ignore[arg-type]
            self.arrived.notify_all()
        return "250 Message accepted for delivery"

    def to(self, address: str) -> list[Received]:
        with self.lock:
            return [r for r in self.received if address in r.to]

    def wait_for(self, count: int, timeout: float = 60) -> list[Received]:
        """Until the server holds `count` mails (a state, not a time: the timeout only ends a hung test)."""
        with self.arrived:
            self.arrived.wait_for(lambda: len(self.received) >= count, timeout=timeout)
            return list(self.received)


class SMTPServer:
    def __init__(self, port: int | None = None) -> None:
        self.port = port or free_port()
        self.mailbox = Mailbox()
        self._controller: Controller | None = None

    def start(self) -> SMTPServer:
        self._controller = Controller(self.mailbox, hostname="127.0.0.1", port=self.port)
        self._controller.start()
        return self

    def stop(self) -> None:
        if self._controller is not None:
            self._controller.stop()
            self._controller = None

"""A TCP relay on 127.0.0.1 to PostgreSQL (its Unix socket, or host and port), which a test can cut and restore.

Cut, the port is closed and every connection through it is dropped: to a node, the database
server is gone. Restored, the same port listens again.
"""

from __future__ import annotations

import socket
import threading
from pathlib import Path

from benchmarks.serving import HOST, free_port


class Relay:
    def __init__(self, target: Path | tuple[str, int]) -> None:
        self.target = target
        self.port = free_port()
        self.lock = threading.Lock()
        self.open: list[socket.socket] = []
        self.listener: socket.socket | None = None
        self.restore()

    def restore(self) -> None:
        listener = socket.socket()
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind((HOST, self.port))
        listener.listen(16)
        self.listener = listener
        threading.Thread(target=self._accept, args=(listener,), daemon=True).start()

    def cut(self) -> None:
        with self.lock:
            if self.listener is not None:
                self.listener.shutdown(socket.SHUT_RDWR)
                self.listener.close()
                self.listener = None
            for sock in self.open:
                try:
                    sock.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass
                sock.close()
            self.open.clear()

    close = cut

    def _accept(self, listener: socket.socket) -> None:
        while True:
            try:
                client, _ = listener.accept()
            except OSError:
                return  # cut
            try:
                if isinstance(self.target, Path):
                    server = socket.socket(socket.AF_UNIX)
                    server.connect(str(self.target))
                else:
                    server = socket.create_connection(self.target)
            except OSError:
                client.close()
                continue
            with self.lock:
                self.open += [client, server]
            for source, sink in ((client, server), (server, client)):
                threading.Thread(target=self._pump, args=(source, sink), daemon=True).start()

    @staticmethod
    def _pump(source: socket.socket, sink: socket.socket) -> None:
        try:
            while data := source.recv(65536):
                sink.sendall(data)
        except OSError:
            pass
        finally:
            for sock in (source, sink):
                try:
                    sock.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass

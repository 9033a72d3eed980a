"""The rulings API and the law page over HTTP, against gunicorn as `make serve` runs it
(the production settings, scripts/serve.sh), on the knowledge base at ×1 and at ×100.

Two servers, one worker each, on 127.0.0.1 ports of their own, each on its own copy of
the dev database (the ×100 one made by benchmarks/fixture.py); a request to one, then
the same to the other, round after round. Wall time is the client's; CPU time is the
worker's, read from /proc before and after each request (in clock ticks, so only its
mean over the run is given). Both servers are stopped whatever happens.
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import tempfile
import time
import urllib.request
from collections.abc import Callable
from pathlib import Path

from django.conf import settings
from django.db import connections

from benchmarks import Figure, Verdict, alternate, verdict
from benchmarks.bench_engine import HAND
from benchmarks.bench_pages import RATIO_LIMIT, TIMES, _copy, _use
from benchmarks.fixture import repeat_decisions

RUNS = 40
START_SECONDS = 60
TICK_MS = 1000 / os.sysconf("SC_CLK_TCK")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Server:
    """gunicorn through scripts/serve.sh on one database, one worker, on 127.0.0.1."""

    def __init__(self, database: Path, log: Path) -> None:
        self.port = _free_port()
        env = {
            **os.environ,
            "DATABASE_URL": f"sqlite:///{database}",
            "GUNICORN_BIND": f"127.0.0.1:{self.port}",
            "WEB_CONCURRENCY": "1",
            "LOG_LEVEL": "warning",
        }
        self.log = log.open("w")
        self.process = subprocess.Popen(
            ["bash", "scripts/serve.sh"],
            cwd=settings.BASE_DIR,
            env=env,
            stdout=self.log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        self.url = f"http://127.0.0.1:{self.port}"

    def wait(self) -> None:
        deadline = time.monotonic() + START_SECONDS
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"the server on {self.url} stopped: see {self.log.name}")
            try:
                urllib.request.urlopen(self.url + "/", timeout=2).read()
                return
            except OSError:
                time.sleep(0.2)
        raise RuntimeError(f"the server on {self.url} did not answer in {START_SECONDS} s")

    def worker_ticks(self) -> int:
        """User and system clock ticks of the worker (the master's one child)."""
        children = Path(f"/proc/{self.process.pid}/task/{self.process.pid}/children").read_text().split()
        # serve.sh execs gunicorn, so the shell's pid is the master's.
        fields = Path(f"/proc/{children[0]}/stat").read_text().rsplit(")", 1)[1].split()
        return int(fields[11]) + int(fields[12])

    def stop(self) -> None:
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait()
        self.log.close()


def _call(server: Server, path: str, body: bytes | None, ticks: list[int]) -> Callable[[], object]:
    def call() -> object:
        before = server.worker_ticks()
        request = urllib.request.Request(
            server.url + path, data=body, headers={"Content-Type": "application/json"} if body else {}
        )
        with urllib.request.urlopen(request, timeout=30) as response:
            content = response.read()
            assert response.status == 200, (path, response.status)
        ticks.append(server.worker_ticks() - before)
        return content

    return call


def run() -> list[Figure | Verdict]:
    if connections["default"].vendor != "sqlite" or not Path("/proc/self/stat").exists():
        print("bench_http: needs a SQLite dev database and /proc; skipped")
        return []
    source = connections["default"].settings_dict["NAME"]
    workdir = Path(tempfile.mkdtemp(prefix="bench-http-"))
    small, large = workdir / "x1.sqlite3", workdir / f"x{TIMES}.sqlite3"
    servers: list[Server] = []
    out: list[Figure | Verdict] = []
    try:
        connections["default"].close()
        _copy(source, small)
        _copy(source, large)
        _use(large)
        repeat_decisions(TIMES)
        _use(Path(source))
        for path in (small, large):  # one after the other: serve.sh collects the static files
            servers.append(Server(path, workdir / f"{path.stem}.log"))
            servers[-1].wait()
        hand = HAND.read_text().encode()
        nothing: Callable[[], None] = lambda: None  # noqa: E731
        for name, path, body in (
            ("HTTP POST /api/v1/rulings/ (13 tricks, a revoke)", "/api/v1/rulings/", hand),
            ("HTTP law page, Club Law 72", "/laws/club-1864/72/", None),
        ):
            ticks: dict[str, list[int]] = {"×1": [], f"×{TIMES}": []}
            figures = alternate(
                {
                    f"{name}, ×1": (nothing, _call(servers[0], path, body, ticks["×1"])),
                    f"{name}, ×{TIMES}": (nothing, _call(servers[1], path, body, ticks[f"×{TIMES}"])),
                },
                runs=RUNS,
            )
            means = []
            for label, figure in zip(ticks, figures.values(), strict=True):
                # The client's CPU is not the server's: give the worker's mean instead.
                means.append(sum(ticks[label]) * TICK_MS / max(1, len(ticks[label])))
                figure.cpu_median_ms = figure.cpu_p95_ms = None
                figure.note = f"worker CPU {means[-1]:.1f} ms a request, mean over the run"
            one, hundred = figures.values()
            out += [one, hundred]
            judged = verdict(f"{name}: ×{TIMES} / ×1 median", hundred, one, RATIO_LIMIT)
            judged.cpu_ratio = round(means[1] / means[0], 3) if means[0] else None
            judged.note = "cpu: the worker's mean"
            out.append(judged)
    finally:
        for server in servers:
            server.stop()
        shutil.rmtree(workdir, ignore_errors=True)
    return out

"""`make load`: a bounded load test of one gunicorn node with the production settings on PostgreSQL.

    python -m benchmarks.load [--clients 50] [--seconds 60] [--workers N] [--env NAME=VALUE ...]

Run inside scripts/with-postgres.sh (which `make load` does): the database is a throwaway cluster.
It migrates, loads the corpus, collects the static files and builds the index as docs/production.md
says, starts gunicorn on a 127.0.0.1 port (benchmarks/serving.py), and sends it, from `--clients`
concurrent clients for `--seconds`, what readers and referees ask: law pages, the decisions list
(filtered by law), decision pages, searches (the page and the API) and rulings
(`POST /api/v1/rulings/`). Each client sends its next request as soon as the last is answered.

It reports requests per second, the latency percentiles (p50/p95/p99, as the client saw them,
queueing included), every error (any answer but 200, or no answer), and the server's CPU time per
request: gunicorn's master and workers read from /proc before and after (a worker replaced by
`max_requests` during the run is counted through the master's reaped children). Figures go to
var/load.json. It exits 1 if any request failed. Everything ends by itself: each request within
REQUEST_TIMEOUT, the node under `timeout`.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import sys
import tempfile
import time
import urllib.parse
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from benchmarks.search_queries import JUDGED, MISSPELT
from benchmarks.serving import HOST, ROOT, TICKS_PER_SECOND, Node, cpu_ticks, prepare_node, prepare_site, production_env

REQUEST_TIMEOUT = 30.0
CASES = ROOT / "tests" / "engine" / "cases"
# What a club's readers and referees ask, and how often (weights out of 100).
MIX = {"law page": 30, "decisions list": 10, "decision page": 20, "search": 20, "ruling": 20}


@dataclass(frozen=True)
class Request:
    kind: str
    method: str
    path: str
    body: bytes = b""


@dataclass
class Outcome:
    latencies: dict[str, list[float]] = field(default_factory=dict)
    errors: Counter[str] = field(default_factory=Counter)


def _get_json(node: Node, path: str) -> dict[str, object]:
    status, _, body = node.request("GET", path)
    if status != 200:
        raise RuntimeError(f"GET {path} answered {status}")
    loaded: dict[str, object] = json.loads(body)
    return loaded


def _all_pages(node: Node, path: str) -> list[dict[str, object]]:
    found: list[dict[str, object]] = []
    page: str | None = path
    while page:
        data = _get_json(node, page)
        found += data["results"]  # type: ignore[arg-type]
        following = data.get("next")
        page = urllib.parse.urlsplit(str(following))._replace(scheme="", netloc="").geturl() if following else None
    return found


def requests_for(node: Node) -> dict[str, list[Request]]:
    """Every request of the mix, read from the site itself (laws and decisions) and from the project's files."""
    laws = _all_pages(node, "/api/v1/laws/?page_size=200")
    decisions = _all_pages(node, "/api/v1/decisions/?page_size=200")
    queries = [j.q for j in JUDGED] + [typed for typed, _ in MISSPELT]
    cases = sorted(CASES.glob("*.case.json"))
    if not laws or not decisions or not cases:
        raise RuntimeError("the site has no laws or decisions, or tests/engine/cases holds no case")
    law_pages = [f"/laws/{law['code']}/{law['number']}/" for law in laws]
    return {
        "law page": [Request("law page", "GET", p) for p in law_pages],
        "decisions list": [
            Request("decisions list", "GET", f"/decisions/?law={law['code']}:{law['number']}") for law in laws[::5]
        ]
        + [Request("decisions list", "GET", "/decisions/")],
        "decision page": [Request("decision page", "GET", f"/decisions/{d['slug']}/") for d in decisions],
        "search": [Request("search", "GET", "/search/?" + urllib.parse.urlencode({"q": q})) for q in queries]
        + [Request("search", "GET", "/api/v1/search/?" + urllib.parse.urlencode({"q": q})) for q in queries],
        "ruling": [Request("ruling", "POST", "/api/v1/rulings/", case.read_bytes()) for case in cases],
    }


async def send(port: int, request: Request) -> int:
    """One request on its own connection (gunicorn's sync workers close each); the status."""
    reader, writer = await asyncio.open_connection(HOST, port)
    try:
        head = f"{request.method} {request.path} HTTP/1.1\r\nHost: {HOST}\r\nConnection: close\r\n"
        if request.method == "POST":
            head += f"Content-Type: application/json\r\nContent-Length: {len(request.body)}\r\n"
        writer.write(head.encode() + b"\r\n" + request.body)
        await writer.drain()
        answer = await reader.read()  # to the end: the whole response
    finally:
        writer.close()
    if not answer.startswith(b"HTTP/1."):
        raise ConnectionError("no HTTP answer")
    return int(answer.split(b" ", 2)[1])


async def client(port: int, pick: Callable[[], Request], until: float, outcome: Outcome) -> None:
    while (started := time.monotonic()) < until:
        request = pick()
        try:
            status = await asyncio.wait_for(send(port, request), REQUEST_TIMEOUT)
        except (OSError, TimeoutError, ValueError) as exc:
            outcome.errors[f"{request.kind}: {type(exc).__name__}"] += 1
            continue
        if status != 200:
            outcome.errors[f"{request.kind}: {status} from {request.method} {request.path}"] += 1
            continue
        outcome.latencies.setdefault(request.kind, []).append(time.monotonic() - started)


async def run_clients(port: int, clients: int, seconds: float, requests: dict[str, list[Request]]) -> Outcome:
    outcome = Outcome()
    chooser = random.Random(1864)  # the same sequence every run
    kinds, weights = list(MIX), list(MIX.values())

    def pick() -> Request:
        return chooser.choice(requests[chooser.choices(kinds, weights)[0]])

    until = time.monotonic() + seconds
    await asyncio.gather(*(client(port, pick, until, outcome) for _ in range(clients)))
    return outcome


class ServerCPU:
    """gunicorn's CPU time over a span: the master, its live workers, and workers reaped meanwhile."""

    def __init__(self, node: Node) -> None:
        self.node = node
        self.master = node.master
        self.start = self._snapshot()

    def _snapshot(self) -> tuple[int, int, dict[int, int]]:
        own, reaped = cpu_ticks(self.master)
        return own, reaped, {pid: cpu_ticks(pid)[0] for pid in self.node.workers()}

    def seconds(self) -> float:
        own0, reaped0, workers0 = self.start
        own1, reaped1, workers1 = self._snapshot()
        ticks = own1 - own0 + reaped1 - reaped0
        for pid, now in workers1.items():
            ticks += now - workers0.get(pid, 0)
        # A worker reaped meanwhile is in reaped1 whole: take out what it had spent before the span.
        ticks -= sum(before for pid, before in workers0.items() if pid not in workers1)
        return ticks / TICKS_PER_SECOND


def percentile(sorted_values: list[float], p: float) -> float:
    return sorted_values[min(len(sorted_values) - 1, round(p / 100 * (len(sorted_values) - 1)))]


def summary(latencies: list[float], seconds: float) -> dict[str, float]:
    values = sorted(latencies)
    if not values:
        return {"requests": 0}
    return {
        "requests": len(values),
        "per_second": round(len(values) / seconds, 1),
        "p50_ms": round(percentile(values, 50) * 1000, 1),
        "p95_ms": round(percentile(values, 95) * 1000, 1),
        "p99_ms": round(percentile(values, 99) * 1000, 1),
        "mean_ms": round(statistics.fmean(values) * 1000, 1),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--clients", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--workers", type=int, default=None, help="gunicorn workers (default: its (2 x cores) + 1)")
    parser.add_argument(
        "--env",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a setting for the node's environment, e.g. the throttle rates raised so 50 clients on one address pass",
    )
    args = parser.parse_args()
    if not 1 <= args.clients <= 500 or not 1 <= args.seconds <= 600:
        parser.error("--clients is at most 500 and --seconds at most 600: the test is bounded")
    database = os.environ.get("DATABASE_URL", "")
    if not database.startswith("postgres"):
        parser.error("DATABASE_URL must name a PostgreSQL database: run `make load` (scripts/with-postgres.sh)")

    var_dir = Path(tempfile.mkdtemp(prefix="laws-load-"))
    extra = dict(item.split("=", 1) for item in args.env if "=" in item)
    if len(extra) != len(args.env):
        parser.error("--env takes NAME=VALUE")
    env = production_env(var_dir, database, **extra)
    print("preparing the site: migrate, load the corpus, collect static files, build the index ...", flush=True)
    prepare_site(env)
    prepare_node(env)
    with Node(env, workers=args.workers, lifetime=int(args.seconds) + 600) as node:
        requests = requests_for(node)
        print(f"warming up for 5 s over {sum(map(len, requests.values()))} distinct requests ...", flush=True)
        warm = asyncio.run(run_clients(node.port, 4, 5.0, requests))
        if warm.errors:
            print(f"errors while warming up: {dict(warm.errors)}", file=sys.stderr)
        workers = len(node.workers())
        print(f"{args.clients} clients for {args.seconds:g} s against {workers} workers ...", flush=True)
        cpu = ServerCPU(node)
        client_cpu, started = time.process_time(), time.monotonic()
        outcome = asyncio.run(run_clients(node.port, args.clients, args.seconds, requests))
        elapsed = time.monotonic() - started
        server_seconds = cpu.seconds()
        client_cpu = time.process_time() - client_cpu

    every = [x for values in outcome.latencies.values() for x in values]
    answered = len(every)
    errors = sum(outcome.errors.values())
    report = {
        "clients": args.clients,
        "seconds": round(elapsed, 1),
        "workers": workers,
        "cores": os.cpu_count(),
        "all": summary(every, elapsed),
        "by_kind": {kind: summary(outcome.latencies.get(kind, []), elapsed) for kind in MIX},
        "errors": errors,
        "error_kinds": dict(outcome.errors),
        "server_cpu_seconds": round(server_seconds, 2),
        "server_cpu_ms_per_request": round(server_seconds * 1000 / max(1, answered + errors), 2),
        # How much of the machine the node had: on a machine shared with other work, wall time stretches.
        "server_cores_busy": round(server_seconds / elapsed, 2),
        "client_cpu_seconds": round(client_cpu, 2),
        "load_average_after": os.getloadavg(),
    }
    out = ROOT / "var" / "load.json"
    out.parent.mkdir(exist_ok=True)
    out.write_text(json.dumps(report, indent=1) + "\n")
    print(table(report))
    print(f"figures written to {out}")
    return 1 if errors else 0


def table(report: dict[str, object]) -> str:
    rows = [("all", report["all"]), *report["by_kind"].items()]  # type: ignore[attr-defined]
    lines = [
        f"{report['clients']} clients, {report['seconds']} s, {report['workers']} gunicorn workers on {report['cores']} cores",
        f"{'':16}{'requests':>10}{'per s':>9}{'p50 ms':>9}{'p95 ms':>9}{'p99 ms':>9}",
    ]
    for name, s in rows:
        if s["requests"]:
            lines.append(
                f"{name:16}{s['requests']:>10}{s['per_second']:>9}{s['p50_ms']:>9}{s['p95_ms']:>9}{s['p99_ms']:>9}"
            )
    lines.append(f"errors: {report['errors']} {report['error_kinds'] or ''}")
    lines.append(
        f"server CPU: {report['server_cpu_seconds']} s, {report['server_cpu_ms_per_request']} ms a request;"
        f" {report['server_cores_busy']} cores busy on average; the load generator's own CPU:"
        f" {report['client_cpu_seconds']} s (on the same cores); load average after: {os.getloadavg()[0]:.1f}"
    )
    return "\n".join(lines)


if __name__ == "__main__":
    sys.exit(main())

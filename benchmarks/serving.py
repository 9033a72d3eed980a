"""gunicorn nodes with the production settings on 127.0.0.1, for `make load` and the fault tests.

A node is what docs/production.md deploys: `config.settings.prod`, `config/gunicorn.conf.py`, its
own LAWS_VAR_DIR (collected static files, search index), one database shared with any other node.
Plain HTTP on the loopback (LAWS_PLAIN_HTTP=1, as `make serve`). Every node runs under
`timeout`, in a process group of its own, so it stops by itself even if whoever started it dies;
`Node.stop` (or leaving its `with` block) ends it at once.
"""

from __future__ import annotations

import http.client
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path
from types import TracebackType

ROOT = Path(__file__).resolve().parents[1]
PYTHON = sys.executable
GUNICORN = str(Path(PYTHON).with_name("gunicorn"))
HOST = "127.0.0.1"
START_SECONDS = 60
# Every node of this process signs with one key, as the nodes of one site do.
SECRET_KEY = secrets.token_urlsafe(50)
TICKS_PER_SECOND = os.sysconf("SC_CLK_TCK")


def free_port() -> int:
    with socket.socket() as s:
        s.bind((HOST, 0))
        return int(s.getsockname()[1])


def production_env(var_dir: Path, database_url: str, **extra: str) -> dict[str, str]:
    """The environment docs/production.md sets, for a node keeping its files in var_dir."""
    inherited = ("DJANGO_", "LAWS_", "DATABASE_URL", "GUNICORN_", "WEB_CONCURRENCY", "DB_CONN_MAX_AGE")
    env = {k: v for k, v in os.environ.items() if not k.startswith(inherited)}
    env.update(
        DJANGO_SETTINGS_MODULE="config.settings.prod",
        DJANGO_SECRET_KEY=SECRET_KEY,
        DJANGO_ALLOWED_HOSTS=f"{HOST},localhost",
        LAWS_PLAIN_HTTP="1",
        LAWS_VAR_DIR=str(var_dir),
        DATABASE_URL=database_url,
        LOG_LEVEL="WARNING",
    )
    env.update(extra)
    return env


def manage(env: dict[str, str], *args: str, stdin: str | None = None) -> str:
    """Run manage.py with env; its standard output, or RuntimeError with what it said."""
    done = subprocess.run(
        [PYTHON, "manage.py", *args], cwd=ROOT, env=env, input=stdin, capture_output=True, text=True, timeout=300
    )
    if done.returncode != 0:
        raise RuntimeError(f"manage.py {' '.join(args)} failed:\n{done.stdout}{done.stderr}")
    return done.stdout


def prepare_site(env: dict[str, str]) -> None:
    """The database as `make serve` leaves it: migrated, the corpus loaded."""
    manage(env, "migrate", "--noinput", "-v0")
    manage(env, "load_corpus")


def prepare_node(env: dict[str, str], *, static_from: Path | None = None, index: bool = True) -> None:
    """A node's directory: the collected static files (hard links to another node's, if given) and its index."""
    var_dir = Path(env["LAWS_VAR_DIR"])
    var_dir.mkdir(parents=True, exist_ok=True)
    if static_from is not None:
        shutil.copytree(static_from / "static", var_dir / "static", copy_function=os.link)
    else:
        manage(env, "collectstatic", "--noinput", "-v0")
    if index:
        manage(env, "rebuild_index")


def cpu_ticks(pid: int) -> tuple[int, int]:
    """(user + system ticks of the process itself, of its children it has waited for); (0, 0) if gone."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0, 0
    # After the name: state is field 3, utime 14, stime 15, cutime 16, cstime 17 (proc(5)).
    return int(fields[11]) + int(fields[12]), int(fields[13]) + int(fields[14])


def children_of(pid: int) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            parent = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
        except (OSError, IndexError, ValueError):
            continue  # gone meanwhile
        if parent == pid:
            found.append(int(entry.name))
    return sorted(found)


def _is_notices_sender(pid: int) -> bool:
    try:
        return b"send_notices" in (Path("/proc") / str(pid) / "cmdline").read_bytes()
    except OSError:
        return False  # gone meanwhile


class Node:
    """One gunicorn node: `with Node(env) as node:` starts it, waits until it answers, and stops it."""

    def __init__(self, env: dict[str, str], *, workers: int | None = None, lifetime: int = 600) -> None:
        self.port = free_port()
        self.env = {**env, "GUNICORN_BIND": f"{HOST}:{self.port}"}
        if workers is not None:
            self.env["WEB_CONCURRENCY"] = str(workers)
        var_dir = Path(env["LAWS_VAR_DIR"])
        self.pidfile = var_dir / "gunicorn.pid"
        self.log_path = var_dir / "gunicorn.log"
        self.lifetime = lifetime
        self.process: subprocess.Popen[bytes] | None = None

    def __enter__(self) -> Node:
        self.start()
        return self

    def __exit__(self, kind: type[BaseException] | None, value: BaseException | None, tb: TracebackType | None) -> None:
        self.stop()

    def start(self) -> None:
        self.pidfile.unlink(missing_ok=True)
        with self.log_path.open("ab") as log:
            self.process = subprocess.Popen(
                # timeout ends the node after `lifetime` seconds whatever happens to this process.
                ["timeout", "-k", "10", str(self.lifetime), GUNICORN, "-c", "config/gunicorn.conf.py"]
                + ["--pid", str(self.pidfile)],
                cwd=ROOT,
                env=self.env,
                stdout=log,
                stderr=subprocess.STDOUT,
                start_new_session=True,
            )
        try:
            self._wait_until_it_answers()
        except BaseException:
            self.stop()
            raise

    def _wait_until_it_answers(self) -> None:
        assert self.process is not None
        deadline = time.monotonic() + START_SECONDS
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"gunicorn stopped at start:\n{self.log()}")
            try:
                if self.pidfile.exists() and self.request("GET", "/", timeout=5)[0] == 200:
                    return
            except OSError:
                pass
            time.sleep(0.2)
        raise RuntimeError(f"gunicorn did not answer within {START_SECONDS} s:\n{self.log()}")

    def stop(self) -> None:
        if self.process is None or self.process.poll() is not None:
            return
        os.killpg(self.process.pid, signal.SIGTERM)
        try:
            self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait()

    def log(self) -> str:
        return self.log_path.read_text(errors="replace")[-5000:] if self.log_path.exists() else ""

    @property
    def master(self) -> int:
        return int(self.pidfile.read_text().strip())

    def workers(self) -> list[int]:
        """The master's workers: its children but the notices' sender it starts beside them."""
        return [pid for pid in children_of(self.master) if not _is_notices_sender(pid)]

    def request(
        self, method: str, path: str, body: bytes | None = None, *, timeout: float = 30, **headers: str
    ) -> tuple[int, dict[str, str], bytes]:
        """One request on a connection of its own (gunicorn's sync workers close each after answering)."""
        conn = http.client.HTTPConnection(HOST, self.port, timeout=timeout)
        try:
            sent = {k.replace("_", "-"): v for k, v in headers.items()}
            if body is not None:
                sent.setdefault("Content-Type", "application/json")
            conn.request(method, path, body=body, headers=sent)
            response = conn.getresponse()
            return response.status, {k.lower(): v for k, v in response.getheaders()}, response.read()
        finally:
            conn.close()

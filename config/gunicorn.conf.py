"""gunicorn's configuration for this site: `gunicorn -c config/gunicorn.conf.py`.

Everything can be set from the environment; the defaults suit one small server behind a proxy.
"""

import multiprocessing
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

wsgi_app = "config.wsgi:application"
# Only the proxy talks to gunicorn: 127.0.0.1 unless GUNICORN_BIND says otherwise (e.g. a Unix socket).
bind = os.environ.get("GUNICORN_BIND", "127.0.0.1:8000")
# gunicorn's advice: (2 x cores) + 1 synchronous workers; WEB_CONCURRENCY overrides it.
workers = int(os.environ.get("WEB_CONCURRENCY", str(multiprocessing.cpu_count() * 2 + 1)))
worker_class = "sync"
timeout = int(os.environ.get("GUNICORN_TIMEOUT", "30"))
graceful_timeout = 20
keepalive = 5
# A worker is replaced after this many requests, so a slow leak cannot grow without bound.
max_requests = 2000
max_requests_jitter = 200
# The proxy's address, whose X-Forwarded-* headers gunicorn believes (Django reads X-Forwarded-Proto itself).
forwarded_allow_ips = os.environ.get("FORWARDED_ALLOW_IPS", "127.0.0.1")
# Request line and headers are bounded here; the body is bounded by the site (413 over 1 MiB).
limit_request_line = 8190
limit_request_fields = 100
limit_request_field_size = 8190
accesslog = "-"
errorlog = "-"
loglevel = os.environ.get("LOG_LEVEL", "info").lower()
# The application is loaded once in the master, then workers fork from it (less memory, faster start).
preload_app = True
# No runtime control socket: it would sit in the home directory and collide between nodes on one host.
control_socket_disable = True

# The notices' sender (notices/sender.py) runs beside the workers, started and stopped with the server, so
# serving the site is all it takes for the mail to go (docs/notices.md). Every node may run one: they take
# turns through a lock. LAWS_NOTICES_SENDER=0 leaves it out. Its handle is kept on the arbiter, not in this
# module: a HUP reads this file again into a fresh namespace, and the handle kept here was lost, so the
# sender outlived the server. The sender also stops by itself once the master is gone (--stop-with-parent),
# whatever signal ended it.
SENDER = "laws_notices_sender"


def when_ready(server: Any) -> None:
    if os.environ.get("LAWS_NOTICES_SENDER", "1").strip().lower() in ("0", "false", "no", "off"):
        return
    running = getattr(server, SENDER, None)
    if running is not None and running.poll() is None:
        return
    manage = Path(__file__).resolve().parent.parent / "manage.py"
    sender = subprocess.Popen(
        [sys.executable, str(manage), "send_notices", "--stop-with-parent"],
        cwd=manage.parent,
        env={**os.environ, "LAWS_SENDER_PARENT": str(os.getpid())},
    )
    setattr(server, SENDER, sender)
    server.log.info("Notices sender started (pid %s)", sender.pid)


def on_exit(server: Any) -> None:
    sender: subprocess.Popen[bytes] | None = getattr(server, SENDER, None)
    if sender is not None and sender.poll() is None:
        sender.terminate()
        try:
            sender.wait(timeout=20)
        except subprocess.TimeoutExpired:
            sender.kill()

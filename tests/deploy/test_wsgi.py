"""The WSGI module gunicorn loads once before it forks its workers (preload_app): what it leaves loaded, and what
it must not leave open."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

PROBE = """
import json, sys, threading
import config.wsgi
from django.db import connections
print(json.dumps({
    "urls": "config.urls" in sys.modules and "laws.views" in sys.modules,
    "connections": [alias for alias in connections if connections[alias].connection is not None],
    "threads": [t.name for t in threading.enumerate() if t is not threading.main_thread()],
}))
"""


def test_the_url_configuration_is_loaded_before_the_fork_and_no_connection_or_thread_is_left() -> None:
    env = {**os.environ, "DJANGO_SETTINGS_MODULE": "config.settings.test"}
    done = subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    loaded = json.loads(done.stdout.strip().splitlines()[-1])
    # Each worker starts with every view imported, not at its first request.
    assert loaded["urls"] is True
    # A connection or a thread made here would be shared by every worker forked from this process.
    assert loaded["connections"] == []
    assert loaded["threads"] == []

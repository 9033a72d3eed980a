"""Several processes at once, each with its own database connection, forked from one that has set Django up.

    python tests/at_once.py MODULE:FUNCTION COUNT [ARG ...]

Django is set up once (the settings, the apps, the models: a second or more of a core), then COUNT processes are
forked together; process i calls FUNCTION(i, *ARGS) and prints what it returns as one line of JSON. The lines come
in the order of i; the exit status is 1 if any process failed, with its traceback on standard error.

Each forked process opens its own connection at its first query, as a gunicorn worker does: no connection is open
when they are forked. Started this way they also start nearer together than processes that each import Django.
"""

from __future__ import annotations

import importlib
import json
import os
import subprocess
import sys
import tempfile
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.test")


def main(target: str, count: int, args: list[str]) -> int:
    import django

    django.setup()
    from django.db import connections

    module, name = target.split(":")
    function = getattr(importlib.import_module(module), name)
    connections.close_all()  # each process opens its own
    with tempfile.TemporaryDirectory() as answers:
        children = []
        for i in range(count):
            pid = os.fork()
            if pid == 0:
                os._exit(_child(function, i, args, Path(answers) / str(i)))
            children.append(pid)
        failed = [pid for pid in children if os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1]) != 0]
        for i in range(count):
            answer = Path(answers) / str(i)
            print(answer.read_text() if answer.exists() else json.dumps(None))
    return 1 if failed else 0


def _child(function, i: int, args: list[str], answer: Path) -> int:  # type: ignore[no-untyped-def]
    try:
        answer.write_text(json.dumps(function(i, *args)))
        return 0
    except BaseException:  # noqa: B036 - reported to the test through standard error and the exit status
        traceback.print_exc()
        return 1
    finally:
        sys.stdout.flush()
        sys.stderr.flush()


def run_at_once(target: str, count: int, *args: object, env: dict[str, str], timeout: float = 300) -> list[object]:
    """What each of `count` processes forked at once returned (see above), in order; AssertionError with their
    standard error if any failed."""
    done = subprocess.run(
        [sys.executable, __file__, target, str(count), *map(str, args)],
        env={**env, "PYTHONPATH": str(ROOT)},
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    assert done.returncode == 0, done.stderr[-5000:]
    return [json.loads(line) for line in done.stdout.splitlines()[-count:]]


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], int(sys.argv[2]), sys.argv[3:]))

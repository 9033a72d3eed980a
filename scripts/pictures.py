"""The README's pictures, taken again: a ruling on a phone and a law page, from the site as `make run` serves it.

Serves the database under var/ (`make data`) with `manage.py runserver` on a free port of 127.0.0.1, drives
Debian's Chromium through Playwright, writes docs/images/ruling-on-a-phone.png and docs/images/law-page.png, and
stops the server whatever happens. Run it with `make pictures` after a change to the pages the pictures show.
"""

from __future__ import annotations

import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[1]
IMAGES = ROOT / "docs" / "images"
CHROMIUM = "/usr/bin/chromium"
# A worked case of the books with a revoke: the ruling a referee reads out at the table.
WORKED_CASE = "clay-case-2-declared-card-revokes"
LAW_PAGE = "/laws/club-1864/72/"
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1100, "height": 900}
WAIT_MS = 60_000


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def wait_until_serving(url: str, server: subprocess.Popen[bytes]) -> None:
    """Poll until the server answers; the server's own exit ends the wait with its message."""
    while server.poll() is None:
        try:
            urllib.request.urlopen(url, timeout=5)
            return
        except (urllib.error.URLError, ConnectionError):
            time.sleep(0.2)
    raise SystemExit(f"the site did not start (exit {server.returncode}); run `make data` first")


def take(base: str) -> list[Path]:
    IMAGES.mkdir(parents=True, exist_ok=True)
    made: list[Path] = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--headless", "--no-sandbox"])
        phone = browser.new_page(viewport=PHONE, device_scale_factor=2, is_mobile=True, has_touch=True)
        phone.set_default_timeout(WAIT_MS)
        phone.goto(f"{base}/cases/new/?worked={WORKED_CASE}")
        phone.click("#get-ruling")
        phone.wait_for_selector(".ruling-first")
        # The read-out at the top of the screen, as the referee reads it to the table.
        phone.locator(".ruling-first").evaluate("panel => panel.scrollIntoView({block: 'start'})")
        made.append(IMAGES / "ruling-on-a-phone.png")
        phone.screenshot(path=made[-1])
        desktop = browser.new_page(viewport=DESKTOP)
        desktop.set_default_timeout(WAIT_MS)
        desktop.goto(base + LAW_PAGE)
        desktop.wait_for_selector("h1")
        made.append(IMAGES / "law-page.png")
        desktop.screenshot(path=made[-1])
        browser.close()
    return made


def main() -> None:
    port = free_port()
    server = subprocess.Popen(
        [sys.executable, "manage.py", "runserver", "--noreload", f"127.0.0.1:{port}"],
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        base = f"http://127.0.0.1:{port}"
        wait_until_serving(base + "/", server)
        for path in take(base):
            print(f"wrote {path.relative_to(ROOT)}")
    finally:
        server.terminate()
        server.wait(timeout=30)


if __name__ == "__main__":
    main()

"""axe-core, installed from npm by the project's own files (package.json, `npm ci` in `make setup`), run in the page.

The script is evaluated through the browser's debugging protocol rather than added as a tag, so it
runs whatever Content Security Policy the page sends.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

AXE = Path(__file__).resolve().parents[2] / "node_modules" / "axe-core" / "axe.min.js"
# WCAG 2.0 to 2.2, A and AA (2.5.8, targets of 24 by 24 pixels, included), and axe's best practices.
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]


@cache
def _source() -> str:
    if not AXE.exists():
        raise AssertionError(f"{AXE} is missing: run `make setup` (it runs `npm ci`).")
    return AXE.read_text()


def violations(page: Any) -> list[dict[str, Any]]:
    """The violations axe finds in the page as it is now, each with its rule, impact and elements."""
    if not page.evaluate("() => typeof window.axe !== 'undefined'"):
        page.evaluate(_source())
    found: list[dict[str, Any]] = page.evaluate(
        "tags => axe.run(document, {runOnly: {type: 'tag', values: tags}}).then(r => r.violations.map(v => ({"
        "id: v.id, impact: v.impact, help: v.help, count: v.nodes.length,"
        " nodes: v.nodes.slice(0, 3).map(n => n.target.join(' ') + ': ' + n.failureSummary)})))",
        TAGS,
    )
    return found


def assert_no_violations(page: Any, where: str = "") -> None:
    found = violations(page)
    assert not found, f"axe on {where or page.url}:\n" + json.dumps(found, indent=1, ensure_ascii=False)

"""The suite's own settings: Hypothesis's profiles, and the site's requirements kept apart from the tools."""

from __future__ import annotations

import ast
import os
import re
from pathlib import Path

from hypothesis import settings

ROOT = Path(__file__).resolve().parents[1]
TOOLS = {"pytest", "pytest_django", "hypothesis", "jsonschema", "mypy", "ruff", "playwright", "schemathesis"}
SITE = (
    "accounts",
    "appeals",
    "backup",
    "casebook",
    "cases",
    "committee",
    "config",
    "corpus",
    "decisions",
    "edition",
    "feeds",
)
SITE += ("laws", "search", "worked")


def test_make_test_runs_about_a_hundred_examples_per_property() -> None:
    profile = os.environ.get("HYPOTHESIS_PROFILE", "default")
    assert settings.default.max_examples == {"default": 100, "fuzz": 2_000}[profile]
    # A property asking for more than the profile's count would make `make test` slow again.
    asked = [
        (str(path.relative_to(ROOT)), int(n))
        for path in (ROOT / "tests").rglob("*.py")
        for n in re.findall(r"max_examples=(\d+)", path.read_text())
    ]
    assert [a for a in asked if a[1] > 100] == []


def test_the_site_imports_none_of_the_tools() -> None:
    used = set()
    for package in SITE:
        for path in (ROOT / package).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text())):
                if isinstance(node, ast.Import):
                    used |= {(str(path.relative_to(ROOT)), a.name.split(".")[0]) for a in node.names}
                elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                    used.add((str(path.relative_to(ROOT)), node.module.split(".")[0]))
    assert sorted(u for u in used if u[1] in TOOLS) == []


def test_requirements_txt_holds_the_site_and_requirements_dev_txt_the_tools() -> None:
    def names(file: str) -> set[str]:
        lines = (ROOT / file).read_text().splitlines()
        return {re.split(r"[=\[<>]", line)[0].lower() for line in lines if line and not line.startswith(("#", "-r"))}

    site, dev = names("requirements.txt"), names("requirements-dev.txt")
    tools = {t.replace("_", "-") for t in TOOLS}
    assert "django" in site and not site & tools
    assert tools <= dev
    assert "-r requirements.txt" in (ROOT / "requirements-dev.txt").read_text()

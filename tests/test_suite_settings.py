"""The suite's own settings: Hypothesis's profiles, and the site's requirements kept apart from the tools."""

from __future__ import annotations

import ast
import os
import re

from hypothesis import settings

from tests.site_packages import PACKAGES as SITE
from tests.site_packages import ROOT

PROFILES = ROOT / "tests" / "conftest.py"
TOOLS = {"pytest", "pytest_django", "hypothesis", "jsonschema", "mypy", "ruff", "playwright", "schemathesis"}


def test_make_test_runs_about_a_hundred_examples_per_property() -> None:
    profile = os.environ.get("HYPOTHESIS_PROFILE", "default")
    assert settings.default.max_examples == {"default": 100, "fuzz": 2_000}[profile]
    # A count written into a property would hold it there in both profiles: more would make `make test` slow
    # again, fewer would keep `make fuzz` from going deeper. A dearer property asks for a share of the profile.
    pinned = [
        (str(path.relative_to(ROOT)), n)
        for path in (ROOT / "tests").rglob("*.py")
        if path != PROFILES  # where the two profiles are registered
        for n in re.findall(r"max_examples=([\d_]+)", path.read_text())
    ]
    assert pinned == []


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


def test_every_module_the_postgresql_run_leaves_to_sqlite_exists() -> None:
    """A module renamed or moved would leave its entry doing nothing, and its new name in both runs unawares."""
    from tests.conftest import ONE_DATABASE

    assert [name for name in sorted(ONE_DATABASE) if not (ROOT / name).is_file()] == []

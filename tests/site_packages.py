"""The site's own packages, for the tests that read its source: every top-level package of the checkout but the
benchmarks, which import the site to measure it. A package added later is read too."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUTSIDE_THE_SITE = ("benchmarks",)
PACKAGES = tuple(sorted(p.parent.name for p in ROOT.glob("*/__init__.py") if p.parent.name not in OUTSIDE_THE_SITE))

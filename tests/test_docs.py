"""The README welcomes and the documents hold the reference: its length, every link, every target and command.

The README is the welcome (what the project is, for whom, a picture, the two commands, where to read next); the
reference lives in docs/. So the README stays short, every link in it and in docs/ leads somewhere, and every
make target and management command is described somewhere in docs/.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
README_WORDS_AT_MOST = 1_500

# The targets and commands the README described before it became a welcome, beside those the project has now:
# none may be lost in the move to docs/.
NAMED_BEFORE = {
    "make": (
        "api-check bench check-cases clean data fuzz lint load offline run serve setup system-deps test test-busy "
        "test-js test-postgres test-sqlite test-suites typecheck"
    ).split(),
    "manage.py": (
        "audit_table axes_list_attempts axes_reset_ip_username axes_reset_username backup build_offline "
        "check_citations collectstatic copy_witness_lines create_token create_user export_corpus load_corpus "
        "migrate rebuild_index rebuild_precedents restore rule send_notices"
    ).split(),
}

LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)|<img [^>]*src=\"([^\"]+)\"")


def _documents() -> list[Path]:
    return [ROOT / "README.md", *sorted(DOCS.glob("*.md"))]


def _anchors(markdown: str) -> set[str]:
    """The anchors a renderer gives the headings (GitHub's rule: lower case, punctuation dropped, spaces to -)."""
    headings = re.findall(r"(?m)^#{1,6} +(.+?) *$", markdown)
    return {re.sub(r"[^\w\- ]", "", h.lower()).replace(" ", "-") for h in headings}


def broken_links(markdown: str, where: Path) -> list[str]:
    """Each relative link (or image) in the text whose file, or whose anchor in that file, is not there."""
    broken: list[str] = []
    for found in LINK.finditer(markdown):
        target = found.group(1) or found.group(2)
        if re.match(r"^[a-z]+:", target):
            continue  # an address on the web or mail: not ours to check offline
        path, _, anchor = target.partition("#")
        file = (where.parent / path).resolve() if path else where
        if not file.exists():
            broken.append(target)
        elif anchor and file.suffix == ".md" and anchor not in _anchors(file.read_text()):
            broken.append(target)
    return broken


@pytest.mark.parametrize("document", _documents(), ids=lambda p: p.relative_to(ROOT).as_posix())
def test_every_link_leads_somewhere(document: Path) -> None:
    assert broken_links(document.read_text(), document) == []


def test_the_link_check_finds_a_broken_link_and_a_missing_anchor() -> None:
    text = "[a](docs/engine.md) [b](docs/nowhere.md) [c](docs/engine.md#no-such-heading) [d](https://example.org/x)"
    text += ' [e](docs/engine.md#how-a-case-becomes-a-ruling-read-this-first) <img src="docs/images/none.png">'
    assert broken_links(text, ROOT / "README.md") == [
        "docs/nowhere.md",
        "docs/engine.md#no-such-heading",
        "docs/images/none.png",
    ]


def test_the_readme_is_a_welcome_not_a_manual() -> None:
    words = len((ROOT / "README.md").read_text().split())
    assert words <= README_WORDS_AT_MOST, f"README.md has {words} words"


def _targets() -> set[str]:
    """Every target the Makefile declares phony: those a person runs."""
    makefile = (ROOT / "Makefile").read_text()
    phony = re.search(r"(?m)^\.PHONY: *(.+)$", makefile)
    assert phony is not None
    return set(phony.group(1).split())


def _commands() -> set[str]:
    return {
        p.stem for p in ROOT.glob("*/management/commands/*.py") if not p.name.startswith("_") and ".venv" not in p.parts
    }


def test_every_make_target_and_management_command_is_described_in_the_docs() -> None:
    docs = "\n".join(p.read_text() for p in DOCS.glob("*.md"))
    targets = (_targets() | set(NAMED_BEFORE["make"])) - {"bytecode"}  # a step of the others, not run alone
    missing = sorted(f"make {t}" for t in targets if not re.search(rf"make {re.escape(t)}\b", docs))
    commands = _commands() | set(NAMED_BEFORE["manage.py"])
    missing += sorted(f"manage.py {c}" for c in commands if not re.search(rf"\b{re.escape(c)}\b", docs))
    assert missing == []

"""The builder's law search reads a citation on the phone (static/js/citation.js) as the site's search reads it
(search/citations.py, search/games.py): every law of the three codes, in every form, read by both, cites the
same law, clause and codes."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest
import roman

from laws.code_names import table
from laws.models import Clause, Law
from search.query import _read

ROOT = Path(__file__).resolve().parents[2]
NODE_READ = """
import { readFileSync } from "node:fs";
import { readCitation } from "./static/js/citation.js";
const { names, queries } = JSON.parse(readFileSync(0, "utf8"));
process.stdout.write(JSON.stringify(queries.map((q) => readCitation(q, names))));
"""
UNITS = "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
TENS = "twenty thirty forty fifty sixty seventy eighty ninety".split()
CODES = ["club-1864", "american-1890", "euchre-1888"]

pytestmark = pytest.mark.django_db


def in_words(n: int) -> str:
    hundreds, rest = divmod(n, 100)
    words = [f"{UNITS[hundreds - 1]} hundred"] if hundreds else []
    if rest >= 20:
        words.append(TENS[rest // 10 - 2] + (f"-{UNITS[rest % 10 - 1]}" if rest % 10 else ""))
    elif rest:
        words.append(UNITS[rest - 1])
    return " and ".join(words)


def forms(n: int) -> list[str]:
    r = roman.toRoman(n)
    return [f"Law {n}", f"L. {n}", f"§ {n}", f"#{n}", f"Art. {r}", f"law {in_words(n)}", f"Rule No. {n}", r, str(n)]


def queries() -> list[str]:
    out: list[str] = []
    names = list(table(CODES))
    for at, law in enumerate(Law.objects.filter(kind="law").select_related("code").order_by("code", "position")):
        if not law.number.isdigit():
            continue
        n = int(law.number)
        out += forms(n)
        out.append(f"{names[at % len(names)]} law {n}")  # each name of a code, in turn
        for clause in Clause.objects.filter(law=law)[:2]:
            out += [f"Law {n}.{clause.label}", f"{n} ({clause.label})", f"law {n}, clause {clause.label}"]
            out.append(f"clause {clause.label} of law {in_words(n)}")
    out += ["Dummy, Law II", "dummy law 3", "Etiquette 6", "euchre Law XLIV", "whist law 19", "Somerset 63"]
    # Words, not citations: none is read as a law.
    out += ["revoke", "no two cards", "xliv", "the lead", "law", "Law 500", "a player has twelve cards"]
    return out


def test_the_phone_reads_every_citation_as_the_site_does() -> None:
    asked = queries()
    assert len(asked) > 1_000
    names = {name: list(scoped) for name, scoped in table(CODES).items()}
    done = subprocess.run(
        ["node", "--input-type=module", "-e", NODE_READ],
        input=json.dumps({"names": names, "queries": asked}),
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    on_phone = json.loads(done.stdout)
    differ = []
    for q, phone in zip(asked, on_phone, strict=True):
        site = _read(q, CODES)
        expected = (
            {"codes": list(site.scoped), "number": site.cited[0].number, "clause": site.cited[0].clause}
            if site.cited
            else None
        )
        if phone != expected:
            differ.append((q, phone, expected))
    assert not differ, differ[:8]

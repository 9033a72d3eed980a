"""The stamp a ruling is given under (engine/source.py): the engine's release, its digests, the statutes and the day
played; documented in the ruling's schema, and never in what `rule` answers (the saved rulings compare it)."""

from __future__ import annotations

import hashlib
import re

from jsonschema import Draft202012Validator

from engine import RELEASE, RELEASED, rule, ruling_schema, source_digest, stamp, stamp_differs, tables_digest
from engine.source import PACKAGE

CASE = {
    "code": "club-1864",
    "dealer": "S",
    "trump": "2C",
    "played_on": "2026-05-01",
    "amendments": [{"law": "72", "provision": "revoke_penalty", "value": 2}],
    "events": [],
}


def test_the_stamp_names_the_engine_its_tables_the_statutes_and_the_day() -> None:
    stamped = stamp(CASE)
    assert stamped["release"] == RELEASE and re.fullmatch(r"\d{4}-\d{2}-\d{2}", str(stamped["released"]))
    assert stamped["source"] == source_digest()[:16] and stamped["tables"] == tables_digest()[:16]
    assert stamped["source"] != stamped["tables"]
    assert stamped["statutes"] == CASE["amendments"] and stamped["played_on"] == "2026-05-01"
    assert stamp("not a case")["statutes"] == [] and stamp({})["played_on"] is None
    assert RELEASED <= "2026-12-31"


def test_the_source_digest_is_over_every_module_by_its_path_from_the_repository() -> None:
    """The formula of the phone's archive name (offline/archive.py): a module changed changes it."""
    digest = hashlib.sha256()
    for path in sorted(p for p in PACKAGE.rglob("*.py") if "__pycache__" not in p.parts):
        digest.update(path.relative_to(PACKAGE.parent).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    assert digest.hexdigest() == source_digest()


def test_the_ruling_the_engine_gives_carries_no_stamp_and_the_schema_documents_it() -> None:
    ruling = rule(CASE)
    assert "stamp" not in ruling
    schema = ruling_schema()
    assert "stamp" not in schema["required"] and "ruled under" in schema["properties"]["stamp"]["description"]
    validator = Draft202012Validator(schema, format_checker=Draft202012Validator.FORMAT_CHECKER)
    assert validator.is_valid({**ruling, "stamp": stamp(CASE)})
    assert not validator.is_valid({**ruling, "stamp": {**stamp(CASE), "source": "not a digest"}})


def test_a_stored_stamp_is_compared_with_today_s_engine() -> None:
    assert stamp_differs(stamp(CASE)) == []
    assert stamp_differs(None) == ["the ruling carries no stamp: it was given before rulings were stamped"]
    earlier = {**stamp(CASE), "tables": "0" * 16}
    (said,) = stamp_differs(earlier)
    assert said.startswith("the law tables (their digest): 0000000000000000 then, ") and tables_digest()[:16] in said
